//! The observation tensor of the tarot variant ([`ObservationTensor`] for [`TarotGame`]): the board as the
//! base game writes it, then only what the seat observes of the cards. It holds exactly what the seat's
//! observation ([`TarotGame::observe_seat`]) holds: two states that give the seat the same observation give
//! it the same tensor. It is written straight from the state, hiding what the observation hides (a test
//! checks it against the tensor of the observation's view, value for value).
//!
//! A flat vector of 2539 values. Seats are relative (`r = 0` the observer, then the seats after it in turn
//! order); squares are in the observer's frame, as in the base game.
//!
//! | offset | length | what | values |
//! |---|---|---|---|
//! | 0 | 1869 | the base game's tensor: 29 planes of 8 x 8 (pieces, unmoved pawns, en passant), then 13 scalars (eliminated, captured, clock, to move) | see `ObservationTensor for Position` |
//! | 1869 | 4 x 64 | the square of seat `r`'s Death, when the observer knows it (its own; another's once declared) | 1 |
//! | 2125 | 4 x 98 | seat `r`'s cards, 98 values each (below) | |
//! | 2517 | 22 | the table: cards left in the deck / 78; the public cards (declared 9s, parasites' 3s) per class, / 4 (/ 22 for major arcana); alliance declared; board game started; new deals / 8 (at most 1); ending: objective reached, last standing, no progress | |
//!
//! The 98 values of a seat, in order: its stage in the deal (11, one-hot: first draw, major hand, choose
//! one, must declare, second draws, choose two, replacement, pick, confirm, vote, done); drew 9; used its
//! change; per objective in card order (14 each): held and known to the observer, declared, reached; its
//! objectives the observer cannot see / 3; its hand per card class (15) / 4, and cards of it the observer
//! cannot see / 6; its discards per class (15) / 4 (/ 22 for major arcana), and unseen discards / 78; Death
//! taken and waiting; eliminated by seat `r'` (4, one-hot, relative to the observer); retired; pieces it
//! retired with / 32; pawns taken / 16; its check run / 4 (the observer's own only, 0 for the others: the
//! seed keeps the count with its player, and another's run depends on whether its king is a secret Queen);
//! among the winners so far.

use abstract_game::{ObservationTensor, PlayerId, TensorLengthError, TensorShape, check_tensor_len};

use super::state::{DEATH_HELD, NOBODY};
use super::{Card, Objective, TarotEnding, TarotGame};
use crate::Seat;
use crate::action::frame;
use crate::observation::LEN as BOARD_LEN;

const BOARD: usize = BOARD_LEN;
const DEATH: usize = BOARD;
const SEATS: usize = DEATH + 4 * 64;
const PER_SEAT: usize = 98;
const TABLE: usize = SEATS + 4 * PER_SEAT;
const LEN: usize = TABLE + 22;
const SHAPE: TensorShape = TensorShape::flat(LEN);

/// `n / 22` for the counts of major arcana (at most 22 copies), looked up: the division per class of each
/// pile was a good part of the writing time, and the table holds exactly the same values.
static TWENTY_SECONDS: [f32; 23] = {
    let mut table = [0.0; 23];
    let mut n = 0u8;
    while n < 23 {
        table[n as usize] = n as f32 / 22.0;
        n += 1;
    }
    table
};

/// The scale of a count of cards of a class: 4 copies of a minor class, 22 major arcana. `count / 4` is
/// `count * 0.25` exactly (a power of two); `count / 22` comes from [`TWENTY_SECONDS`].
#[inline]
fn per_copies(card: Card, count: u8) -> f32 {
    if card.is_major() {
        TWENTY_SECONDS.get(usize::from(count)).copied().unwrap_or_else(|| f32::from(count) / 22.0)
    } else {
        f32::from(count) * 0.25
    }
}

impl TarotGame {
    /// Writes what `observer` sees into `out` (exactly [`LEN`] values; every value is written).
    ///
    /// It writes straight from the state, hiding what [`TarotGame::observe_seat`] hides, with the same
    /// values as writing that observation's view: the deck's cards by class, the other seats' hands (each
    /// card counts as an unknown one), their discards (only how many), their undeclared objectives (unknown
    /// goals) and their undeclared Death (no square, not held). Building the view instead (a copy of the game
    /// and its hash from scratch) cost about two thirds of the writing time. The test
    /// `writes_what_the_observation_view_writes` checks both give the same tensor.
    fn write_seen(&self, observer: Seat, out: &mut [f32]) {
        out.fill(0.0);
        let (board, out) = out.split_at_mut(BOARD);
        self.board.write_planes_zeroed(observer, board);
        let (deaths, out) = out.split_at_mut(SEATS - DEATH);
        let (seats, t) = out.split_at_mut(TABLE - SEATS);
        let f = frame(observer);
        for (r, (plane, o)) in deaths.chunks_exact_mut(64).zip(seats.chunks_exact_mut(PER_SEAT)).enumerate() {
            let s = (observer.index() + r) & 3;
            let seat = Seat::ALL[s];
            let own = r == 0;
            let cards = &self.cards[s];
            // Another seat's Death is known once declared (`observe_seat` marks it `DEATH_NONE` before).
            let death_seen = own || self.is_declared(seat, Objective::Death);
            if death_seen && let Some(sq) = self.death_square(seat) {
                plane[(sq.index() ^ f) & 63] = 1.0;
            }
            o[cards.stage as usize] = 1.0;
            o[11] = f32::from(u8::from(cards.nine));
            o[12] = f32::from(u8::from(cards.changed));
            let mut unknown_goals = 0u8;
            for goal in &cards.goals {
                // Another seat's undeclared objective is an unknown card in the view.
                match goal.objective().filter(|_| own || goal.declared) {
                    Some(objective) => {
                        let i = 13 + objective as usize * 3;
                        o[i] = 1.0;
                        o[i + 1] = o[i + 1].max(f32::from(u8::from(goal.declared)));
                        o[i + 2] = o[i + 2].max(f32::from(u8::from(goal.achieved)));
                    }
                    None => unknown_goals += 1,
                }
            }
            o[55] = f32::from(unknown_goals) / 3.0;
            // Added card by card, as the view's unknown cards are: the same sums to the last bit.
            for &card in &cards.hand {
                if !own || card == Card::UNKNOWN {
                    o[71] += 1.0 / 6.0;
                } else {
                    o[56 + card.index()] += 0.25;
                }
            }
            if own {
                for (value, (card, &count)) in
                    o[72..87].iter_mut().zip(Card::ALL.into_iter().zip(&cards.discards.0))
                {
                    *value = per_copies(card, count);
                }
                o[87] = f32::from(cards.discards.0[Card::UNKNOWN.index()]) / 78.0;
            } else {
                // The view keeps only how many (as `hide` does, a count of at most 78 cards).
                o[87] = f32::from(cards.discards.len() as u8) / 78.0;
            }
            o[88] = f32::from(u8::from(death_seen && self.death[s] == DEATH_HELD));
            if self.eliminated_by[s] != NOBODY {
                o[89 + ((usize::from(self.eliminated_by[s]) + 4 - observer.index()) & 3)] = 1.0;
            }
            o[93] = f32::from(u8::from(self.retired[s]));
            o[94] = f32::from(self.retired_pieces[s]) / 32.0;
            o[95] = f32::from(self.pawns_taken[s]) / 16.0;
            // Only the seat keeps its own run ("il conteggio non deve essere esplicito (viene tenuto solo dal
            // giocatore interessato)"): another's would tell whether its king attacks as a Queen.
            if own {
                o[96] = f32::from(self.run(s).min(4)) / 4.0;
            }
            o[97] = f32::from(u8::from(self.winners & (1 << s) != 0));
        }
        // The view's deck is hidden but keeps its size.
        t[0] = f32::from(self.deck.len() as u8) / 78.0;
        for (value, (card, &count)) in t[1..16].iter_mut().zip(Card::ALL.into_iter().zip(&self.public.0)) {
            *value = per_copies(card, count);
        }
        t[16] = f32::from(u8::from(self.alliance));
        t[17] = f32::from(u8::from(self.playing));
        t[18] = f32::from(self.redeals.min(8)) / 8.0;
        match self.ending {
            Some(TarotEnding::Objective(_)) => t[19] = 1.0,
            Some(TarotEnding::LastStanding) => t[20] = 1.0,
            Some(TarotEnding::NoProgress) => t[21] = 1.0,
            None => {}
        }
    }
}

/// What `seat` observes: exactly what its observation ([`TarotGame::observe_seat`]) holds (see the
/// [module docs](self)).
impl ObservationTensor for TarotGame {
    fn observation_shape(&self) -> TensorShape {
        SHAPE
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        check_tensor_len(SHAPE, out)?;
        self.write_seen(Seat::from_player_id(seat).unwrap_or(Seat::Red), out);
        Ok(())
    }
}

const _: () = assert!(LEN == 2539);
const _: () = assert!(Objective::ALL.len() * 3 + 13 == 55);

#[cfg(test)]
mod tests {
    use alloc::vec;

    use abstract_game::{Xoshiro256, random_move};

    use super::*;

    /// Writing straight from the state gives, value for value, the tensor of the seat's observation view
    /// (what the writing did before): it hides exactly what the view hides, so it cannot leak more.
    #[test]
    fn writes_what_the_observation_view_writes() {
        let mut rng = Xoshiro256::seed_from_u64(41);
        let mut direct = vec![0.0; LEN];
        let mut from_view = vec![0.0; LEN];
        for rules in
            [super::super::TarotRules::standard(), super::super::TarotRules::standard().with_redeal(true)]
        {
            for _ in 0..12 {
                let mut game = TarotGame::start(rules);
                for _ in 0..400 {
                    for seat in Seat::ALL {
                        game.write_seen(seat, &mut direct);
                        game.observe_seat(seat).view().write_seen(seat, &mut from_view);
                        assert_eq!(direct, from_view, "{seat:?} in {game}");
                    }
                    let Some(mv) = random_move(&game, &mut rng) else { break };
                    game.play_unchecked(mv);
                }
            }
        }
    }
}

//! The observation tensor of the tarot variant ([`ObservationTensor`] for [`TarotGame`]): the board as the
//! base game writes it, then only what the seat observes of the cards. It is written from the seat's
//! observation ([`TarotGame::observe_seat`]), so it holds exactly what that observation holds: two states
//! that give the seat the same observation give it the same tensor.
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
//! retired with / 32; pawns taken / 16; its check run / 4; among the winners so far.

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

/// The scale of a count of cards of a class: 4 copies of a minor class, 22 major arcana.
fn per_copies(card: Card, count: u8) -> f32 {
    f32::from(count) / f32::from(card.copies())
}

impl TarotGame {
    /// Writes the tensor of an observation's view (or of a state whose secrets `observer` may all see).
    fn write_view(&self, observer: Seat, out: &mut [f32]) {
        self.board.write_planes(observer, &mut out[..BOARD]);
        out[BOARD..].fill(0.0);
        let f = frame(observer);
        for r in 0..4 {
            let s = (observer.index() + r) % 4;
            let seat = Seat::ALL[s];
            if let Some(sq) = self.death_square(seat) {
                out[DEATH + r * 64 + (sq.index() ^ f)] = 1.0;
            }
            let o = &mut out[SEATS + r * PER_SEAT..SEATS + (r + 1) * PER_SEAT];
            let cards = &self.cards[s];
            o[cards.stage as usize] = 1.0;
            o[11] = f32::from(u8::from(cards.nine));
            o[12] = f32::from(u8::from(cards.changed));
            let mut unknown_goals = 0u8;
            for goal in &cards.goals {
                match goal.objective() {
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
            for &card in &cards.hand {
                if card == Card::UNKNOWN {
                    o[71] += 1.0 / 6.0;
                } else {
                    o[56 + card.index()] += 0.25;
                }
            }
            for card in Card::ALL {
                o[72 + card.index()] = per_copies(card, cards.discards.count(card));
            }
            o[87] = f32::from(cards.discards.0[Card::UNKNOWN.index()]) / 78.0;
            o[88] = f32::from(u8::from(self.death[s] == DEATH_HELD));
            if self.eliminated_by[s] != NOBODY {
                o[89 + (usize::from(self.eliminated_by[s]) + 4 - observer.index()) % 4] = 1.0;
            }
            o[93] = f32::from(u8::from(self.retired[s]));
            o[94] = f32::from(self.retired_pieces[s]) / 32.0;
            o[95] = f32::from(self.pawns_taken[s]) / 16.0;
            o[96] = f32::from(self.check_run[s].min(4)) / 4.0;
            o[97] = f32::from(u8::from(self.winners & (1 << s) != 0));
        }
        let t = &mut out[TABLE..];
        t[0] = f32::from(u8::try_from(self.deck.len()).unwrap_or(u8::MAX)) / 78.0;
        for card in Card::ALL {
            t[1 + card.index()] = per_copies(card, self.public.count(card));
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

/// What `seat` observes, from its observation (see the [module docs](self)).
impl ObservationTensor for TarotGame {
    fn observation_shape(&self) -> TensorShape {
        SHAPE
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        check_tensor_len(SHAPE, out)?;
        let observer = Seat::from_player_id(seat).unwrap_or(Seat::Red);
        // The view holds exactly what the seat may know (the rest is `Card::UNKNOWN` or not marked): writing
        // from it cannot leak. It is a copy on the stack, no allocation.
        self.observe_seat(observer).view().write_view(observer, out);
        Ok(())
    }
}

const _: () = assert!(LEN == 2539);
const _: () = assert!(Objective::ALL.len() * 3 + 13 == 55);

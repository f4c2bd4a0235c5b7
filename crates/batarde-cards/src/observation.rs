//! The observation tensor ([`ObservationTensor`] for [`Hand`] and [`Match`]): exactly what one seat
//! observes ([`Observation`](crate::Observation)), as a flat vector of `f32`.
//!
//! Seats are relative to the observer: `r = 0` is the observer, `r = 1` the seat on its left (the next
//! clockwise), and so on round the table of `n`. Cards are indexed as [`Card::index`] within the table's deck
//! of `D` cards (36, or 72 with two packs). Counts are scaled by 14 (the most cards a hand deals).
//!
//! | values | what |
//! |---|---|
//! | values | what |
//! |---|---|
//! | `D` | the observer's own cards |
//! | `D` | the trick on the table, one value per card: `(r + 1) / n` for the card seat `r` played, 0 for a card not on the table |
//! | `D` | the cards of finished tricks |
//! | `n x D` | the cards seat `r` has shown it does not hold (voids, failures to overtrump) |
//! | `n` | cards in seat `r`'s hand / 14 |
//! | `2 n` | seat `r` has a standing bid; its tricks / 14 |
//! | `7` | the contract: the mode (6, one-hot by strength, No-trumps first; none before the first bid), the marked pack wins ties |
//! | `2 n + 1` | the méchoune: by seat `r` (one-hot), on seat `r` (one-hot); the choune answered |
//! | `n` | tricks seat `r` has won / 14 |
//! | `4` | the phase: deal, auction, play, over |
//! | `4 n` | one-hot seats: to act (auction and play), the trick's leader, the dealer, winning the trick so far |
//! | `3` | cards per player / 14, tricks played / 14, cards dealt / 72 |
//! | `n + 2` | [`Match`] only: running totals / 100, hands played / 12, the first dealer still to draw |
//!
//! Who played which card of a finished trick is not in the state (only that it was played, and what it
//! showed a seat lacks), so it is not in the tensor either. Lengths: a hand at 4 players 307, at 7 players
//! 805; a match `4p` 313, `3p` 266, `5p` 648, `6p` 731, `7p` 814.
//!
//! The trick is one value per card, the seat as a fraction, rather than `n` one-hot rows of `D`: a trick
//! holds at most `n` cards, so the rows were almost all zeros, and they made the tensor a third longer (415
//! values at 4 players instead of 307). After one zeroing of the whole buffer, card groups are written from the
//! 128-bit card sets four values at a time (each 4-card run that holds a card, from a 16-entry table of bit
//! patterns).

use abstract_game::{ObservationTensor, PlayerId, TensorLengthError, TensorShape, check_tensor_len};

use crate::card::Card;
use crate::hand::{Hand, NO_BID, Phase};
use crate::match_play::Match;

/// The length of a hand's tensor at a table of `n` seats and `deck` cards.
const fn hand_len(n: usize, deck: usize) -> usize {
    deck * (n + 3) + n * 10 + 15
}

/// A small count as a float (every count here is far below `u16::MAX`: cards, tricks, totals of at most
/// `Match::MAX_TOTAL`).
fn small(n: impl TryInto<u16>) -> f32 {
    f32::from(n.try_into().unwrap_or(u16::MAX))
}

/// `n / 14` for the counts of cards and tricks (at most 14), looked up: a division per value was a fifth of
/// the writing time, and a table gives exactly the same values.
static FOURTEENTHS: [f32; 15] = {
    let mut table = [0.0; 15];
    let mut n = 0u8;
    while n < 15 {
        table[n as usize] = n as f32 / 14.0;
        n += 1;
    }
    table
};

/// `n / 14` (see [`FOURTEENTHS`]; the division only for a count past 14, which no hand has).
fn fourteenths(n: usize) -> f32 {
    FOURTEENTHS.get(n).copied().unwrap_or_else(|| small(n) / 14.0)
}

/// The output cut into groups in turn.
struct Groups<'a> {
    rest: &'a mut [f32],
}

impl<'a> Groups<'a> {
    /// The next `len` values (fewer if the output runs out); the groups after it start past them.
    fn take(&mut self, len: usize) -> &'a mut [f32] {
        let rest = core::mem::take(&mut self.rest);
        let (group, after) = rest.split_at_mut(len.min(rest.len()));
        self.rest = after;
        group
    }
}

/// The four values of each 4-bit pattern, lowest bit first: `NIBBLES[0b0101]` is `[1, 0, 1, 0]`.
static NIBBLES: [[f32; 4]; 16] = {
    let mut table = [[0.0; 4]; 16];
    let mut pattern = 0;
    while pattern < 16 {
        let mut bit = 0;
        while bit < 4 {
            if pattern >> bit & 1 == 1 {
                table[pattern][bit] = 1.0;
            }
            bit += 1;
        }
        pattern += 1;
    }
    table
};

/// Sets to 1 the value of each card of `bits` (bit `i` = card index `i`) in a zeroed group of one value per
/// card; cards past the group (the second pack at a one-pack table) are left out.
///
/// Four values at a time: each 4-bit run of the set that holds a card is copied whole from [`NIBBLES`]
/// (its zeros too, over zeros). A set of many cards (the cards gone late in a hand, a revealed void) takes
/// a quarter of the rounds a set bit at a time took, and a sparse one as many; the 128-bit set is walked
/// as two 64-bit words (a 128-bit `trailing_zeros` is two and a select).
#[inline]
fn mark(group: &mut [f32], bits: u128) {
    for (word, half) in group.chunks_mut(64).zip([bits as u64, (bits >> 64) as u64]) {
        // Bit `4k` set when nibble `k` holds a card.
        let mut runs = (half | half >> 1 | half >> 2 | half >> 3) & 0x1111_1111_1111_1111;
        while runs != 0 {
            let at = runs.trailing_zeros() as usize;
            runs &= runs - 1;
            let pattern = &NIBBLES[(half >> at) as usize & 15];
            if let Some(chunk) = word.get_mut(at..at + 4) {
                chunk.copy_from_slice(pattern);
            } else {
                // A group whose length is not a multiple of 4 (none here): the values that exist.
                for (value, &one) in word.iter_mut().skip(at).zip(pattern) {
                    *value = one;
                }
            }
        }
    }
}

/// Zeroes `out` in blocks of 480 values (1920 bytes).
///
/// `fill(0.0)` is one call of the C library's `memset`; glibc's stores with vector registers up to 2 KB and
/// switches to `rep stosb` past it, which on this workspace's AMD machine costs a fixed ~30 ns more. The
/// tensors of 5 to 7 players (648 to 814 values, 2.6 to 3.3 KB) are just past it: in blocks under 2 KB they
/// are zeroed in about 30 ns instead of 60, and a 5-player first bid is written in 93 ns instead of 127 (a
/// sampled 5-player state: 126 instead of 158). Tensors of 3 and 4 players are one block, as before.
#[inline]
fn zero(out: &mut [f32]) {
    for block in out.chunks_mut(480) {
        block.fill(0.0);
    }
}

/// Sets `group[i]` to `value` if the group has that value (seat groups are `n` long, `i` below `n`).
#[inline]
fn set(group: &mut [f32], i: usize, value: f32) {
    if let Some(slot) = group.get_mut(i) {
        *slot = value;
    }
}

impl Hand {
    fn tensor_len(&self) -> usize {
        hand_len(self.players(), self.deck().len())
    }

    /// Writes what `seat` observes (`out` already zeroed, at least [`Hand::tensor_len`] long).
    fn write_tensor(&self, seat: PlayerId, out: &mut [f32]) {
        let n = self.players();
        let deck = if self.two_packs() { Card::COUNT } else { Card::COUNT / 2 };
        let me = seat.index() % n;
        // Seat `s` relative to the observer, without a division: both are below `n`.
        let rel = |s: usize| if s >= me { s - me } else { s + n - me };
        let mut groups = Groups { rest: out };
        mark(groups.take(deck), self.hand_of(seat).bits());
        let trick = groups.take(deck);
        let mut s = usize::from(self.leader);
        let scale = 1.0 / small(n);
        for card in self.trick() {
            set(trick, card.index(), small(rel(s) + 1) * scale);
            s = if s + 1 == n { 0 } else { s + 1 };
        }
        mark(groups.take(deck), self.gone.bits());
        let absent = groups.take(n * deck);
        for (s, excluded) in self.excluded[..n].iter().enumerate() {
            let r = rel(s);
            mark(absent.get_mut(r * deck..(r + 1) * deck).unwrap_or_default(), excluded.bits());
        }
        let sizes = groups.take(n);
        let bids = groups.take(2 * n);
        for s in 0..n {
            let r = rel(s);
            set(sizes, r, fourteenths(self.hands[s].len()));
            if self.bids[s] != NO_BID {
                set(bids, 2 * r, 1.0);
                set(bids, 2 * r + 1, fourteenths(self.bids[s].into()));
            }
        }
        let contract = groups.take(7);
        if let Some(c) = self.contract {
            set(contract, usize::from(c.mode.strength()), 1.0);
            set(contract, 6, c.tie_winner as u8 as f32);
        }
        let mechoune = groups.take(2 * n + 1);
        if let Some((by, target)) = self.mechoune {
            set(mechoune, rel(usize::from(by)), 1.0);
            set(mechoune, n + rel(usize::from(target)), 1.0);
            set(mechoune, 2 * n, f32::from(u8::from(self.choune)));
        }
        let tricks = groups.take(n);
        for (s, &won) in self.won[..n].iter().enumerate() {
            set(tricks, rel(s), fourteenths(won.into()));
        }
        set(groups.take(4), self.phase as usize, 1.0);
        let seats = groups.take(4 * n);
        if matches!(self.phase, Phase::Auction | Phase::Play) {
            set(seats, rel(usize::from(self.to_act)), 1.0);
        }
        set(seats, n + rel(usize::from(self.leader)), 1.0);
        set(seats, 2 * n + rel(usize::from(self.dealer)), 1.0);
        if self.trick_len > 0 {
            // The winner's seat from the leader by position, as `trick_winner` has it, without its division.
            let winner = usize::from(self.leader) + usize::from(self.winner);
            set(seats, 3 * n + rel(if winner >= n { winner - n } else { winner }), 1.0);
        }
        let counts = groups.take(3);
        set(counts, 0, fourteenths(self.cards_per_player()));
        set(counts, 1, fourteenths(self.tricks_done.into()));
        set(counts, 2, f32::from(self.dealt) / 72.0);
    }
}

/// What `seat` observes of the hand (see the [module docs](self)). A seat not at the table sees the public
/// part only, seated as seat `index % players`.
impl ObservationTensor for Hand {
    fn observation_shape(&self) -> TensorShape {
        TensorShape::flat(self.tensor_len())
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        check_tensor_len(self.observation_shape(), out)?;
        zero(out);
        self.write_tensor(seat, out);
        Ok(())
    }
}

/// What `seat` observes of the hand being played, then the running totals and where the game is.
impl ObservationTensor for Match {
    fn observation_shape(&self) -> TensorShape {
        let n = self.rules().players();
        let deck = if self.rules().two_packs() { Card::COUNT } else { Card::COUNT / 2 };
        TensorShape::flat(hand_len(n, deck) + n + 2)
    }

    fn write_observation(&self, seat: PlayerId, out: &mut [f32]) -> Result<(), TensorLengthError> {
        check_tensor_len(self.observation_shape(), out)?;
        // One zeroing of the whole buffer, then only the values that are not 0.
        zero(out);
        let hand = self.hand();
        let split = hand.tensor_len();
        let (hand_part, rest) = out.split_at_mut(split.min(out.len()));
        hand.write_tensor(seat, hand_part);
        let n = self.rules().players();
        let me = seat.index() % n;
        for (s, &total) in self.totals().iter().enumerate() {
            // Seat `s` relative to the observer, without a division: both are below `n`.
            set(rest, if s >= me { s - me } else { s + n - me }, small(total) / 100.0);
        }
        if let Some(slot) = rest.get_mut(n) {
            *slot = small(self.hand_index()) / 12.0;
        }
        if let Some(slot) = rest.get_mut(n + 1) {
            *slot = f32::from(u8::from(self.drawing_dealer()));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec;

    use abstract_game::{Game, Xoshiro256, random_move};

    use super::*;
    use crate::rules::Rules;

    /// Every value is written (the buffer starts full of garbage), and a card group holds 1 exactly for the
    /// cards of its set, along random games at every table size and for every seat.
    #[test]
    fn every_value_is_written_and_card_groups_match_their_sets() {
        let mut rng = Xoshiro256::seed_from_u64(3);
        for preset in Rules::PRESETS {
            let mut game = Match::start(Rules::from_preset(preset.name).unwrap());
            let len = game.observation_shape().len();
            let (mut garbage, mut zeros) = (vec![f32::NAN; len], vec![0.0; len]);
            for _ in 0..300 {
                let hand = game.hand();
                let deck = hand.deck().len();
                for seat in PlayerId::all(hand.players()) {
                    garbage.fill(f32::NAN);
                    zeros.fill(0.0);
                    game.write_observation(seat, &mut garbage).unwrap();
                    game.write_observation(seat, &mut zeros).unwrap();
                    assert_eq!(garbage, zeros, "{seat} in {game}");
                    let own = &garbage[..deck];
                    let gone = &garbage[2 * deck..3 * deck];
                    for card in hand.deck() {
                        let held = own[card.index()] > 0.5;
                        assert_eq!(held, hand.hand_of(seat).contains(card), "{seat} {card} in {game}");
                        assert_eq!(gone[card.index()] > 0.5, hand.gone.contains(card), "{card} in {game}");
                    }
                }
                let Some(mv) = random_move(&game, &mut rng) else { break };
                game.play_unchecked(mv);
            }
        }
    }
}

//! The observation tensor ([`ObservationTensor`] for [`Hand`] and [`Match`]): exactly what one seat
//! observes ([`Observation`](crate::Observation)), as a flat vector of `f32`.
//!
//! Seats are relative to the observer: `r = 0` is the observer, `r = 1` the seat on its left (the next
//! clockwise), and so on round the table of `n`. Cards are indexed as [`Card::index`] within the table's deck
//! of `D` cards (36, or 72 with two packs). Counts are scaled by 14 (the most cards a hand deals).
//!
//! | values | what |
//! |---|---|
//! | `D` | the observer's own cards |
//! | `n x D` | the trick on the table: the card seat `r` played in it |
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
//! showed a seat lacks), so it is not in the tensor either. Lengths: a hand at 4 players 415, at 7 players
//! 1237; a match `4p` 421, `3p` 338, `5p` 936, `6p` 1091, `7p` 1246.

use abstract_game::{ObservationTensor, PlayerId, TensorLengthError, TensorShape, check_tensor_len};

use crate::card::Card;
use crate::game::Match;
use crate::hand::{Hand, NO_BID, Phase};

/// The length of a hand's tensor at a table of `n` seats and `deck` cards.
const fn hand_len(n: usize, deck: usize) -> usize {
    deck * (2 * n + 2) + n * 10 + 15
}

/// A small count as a float (every count here is far below `u16::MAX`: cards, tricks, totals of at most
/// `Match::MAX_TOTAL`).
fn small(n: impl TryInto<u16>) -> f32 {
    f32::from(n.try_into().unwrap_or(u16::MAX))
}

/// A cursor over the output: each group writes its values in turn.
struct Writer<'a> {
    out: &'a mut [f32],
    at: usize,
}

impl Writer<'_> {
    /// Skips `len` values (left at zero) and returns where they start.
    fn group(&mut self, len: usize) -> usize {
        let start = self.at;
        self.at += len;
        start
    }

    fn set(&mut self, index: usize, value: f32) {
        if let Some(slot) = self.out.get_mut(index) {
            *slot = value;
        }
    }

    /// The cards of a set, in a group of `deck` values.
    fn cards(&mut self, start: usize, cards: crate::CardSet, deck: usize) {
        for card in cards {
            if card.index() < deck {
                self.set(start + card.index(), 1.0);
            }
        }
    }
}

impl Hand {
    fn tensor_len(&self) -> usize {
        hand_len(self.players(), self.deck().len())
    }

    /// Writes what `seat` observes (`out` already zeroed, at least [`Hand::tensor_len`] long).
    fn write_tensor(&self, seat: PlayerId, out: &mut [f32]) {
        let n = self.players();
        let deck = self.deck().len();
        let me = seat.index() % n;
        let rel = |s: usize| (s + n - me) % n;
        let mut w = Writer { out, at: 0 };
        let own = w.group(deck);
        w.cards(own, self.hand_of(seat), deck);
        let trick = w.group(n * deck);
        for (pos, card) in self.trick().iter().enumerate() {
            let s = (usize::from(self.leader) + pos) % n;
            if card.index() < deck {
                w.set(trick + rel(s) * deck + card.index(), 1.0);
            }
        }
        let gone = w.group(deck);
        w.cards(gone, self.gone, deck);
        let absent = w.group(n * deck);
        for s in 0..n {
            w.cards(absent + rel(s) * deck, self.excluded[s], deck);
        }
        let sizes = w.group(n);
        let bids = w.group(2 * n);
        let won = n;
        for s in 0..n {
            w.set(sizes + rel(s), small(self.hands[s].len()) / 14.0);
            if self.bids[s] != NO_BID {
                w.set(bids + 2 * rel(s), 1.0);
                w.set(bids + 2 * rel(s) + 1, f32::from(self.bids[s]) / 14.0);
            }
        }
        let contract = w.group(7);
        if let Some(c) = self.contract {
            w.set(contract + usize::from(c.mode.strength()), 1.0);
            w.set(contract + 6, c.tie_winner as u8 as f32);
        }
        let mechoune = w.group(2 * n + 1);
        if let Some((by, target)) = self.mechoune {
            w.set(mechoune + rel(usize::from(by)), 1.0);
            w.set(mechoune + n + rel(usize::from(target)), 1.0);
            w.set(mechoune + 2 * n, f32::from(u8::from(self.choune)));
        }
        let tricks = w.group(won);
        for s in 0..n {
            w.set(tricks + rel(s), f32::from(self.won[s]) / 14.0);
        }
        let phase = w.group(4);
        w.set(phase + self.phase as usize, 1.0);
        let seats = w.group(4 * n);
        if matches!(self.phase, Phase::Auction | Phase::Play) {
            w.set(seats + rel(usize::from(self.to_act)), 1.0);
        }
        w.set(seats + n + rel(usize::from(self.leader)), 1.0);
        w.set(seats + 2 * n + rel(usize::from(self.dealer)), 1.0);
        if let Some(winner) = self.trick_winner() {
            w.set(seats + 3 * n + rel(winner.index()), 1.0);
        }
        let counts = w.group(3);
        w.set(counts, small(self.cards_per_player()) / 14.0);
        w.set(counts + 1, f32::from(self.tricks_done) / 14.0);
        w.set(counts + 2, f32::from(self.dealt) / 72.0);
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
        out.fill(0.0);
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
        out.fill(0.0);
        let hand = self.hand();
        let split = hand.tensor_len();
        let (hand_part, rest) = out.split_at_mut(split.min(out.len()));
        hand.write_tensor(seat, hand_part);
        let n = self.rules().players();
        let me = seat.index() % n;
        for (s, &total) in self.totals().iter().enumerate() {
            if let Some(slot) = rest.get_mut((s + n - me) % n) {
                *slot = small(total) / 100.0;
            }
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

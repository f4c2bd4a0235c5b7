//! The tarot deck, by card class: the suit of a minor card never matters to an objective, so a draw is one of
//! fifteen classes with the exact odds of its copies left.

use core::fmt;
use core::str::FromStr;

use crate::error::MoveParseError;

/// A class of tarot card: a number card 1..=10 (any suit), one of the four court cards (any suit), or a
/// major arcanum (any of the 22).
///
/// Notation: `1`..`10`, `P` (Page, *Fante*), `N` (Knight, *Cavallo*), `Q` (Queen, *Regina*), `K` (King,
/// *Re*), `M` (a major arcanum, *arcano maggiore*).
///
/// With `serde`, a card is its notation string (`"7"`, `"P"`, `"?"` for [`Card::UNKNOWN`]).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Card(u8);

/// How many card classes there are.
pub(crate) const CLASSES: usize = 15;

impl Card {
    /// The Page (*Fante*): the Plague.
    pub const PAGE: Card = Card(10);
    /// The Knight (*Cavallo*): Death.
    pub const KNIGHT: Card = Card(11);
    /// The Queen (*Regina*): the Queen.
    pub const QUEEN: Card = Card(12);
    /// The King (*Re*): the Spectre King.
    pub const KING: Card = Card(13);
    /// A major arcanum: draw four more cards and choose among them.
    pub const MAJOR: Card = Card(14);
    /// A card the observer of a [`TarotObservation`](super::TarotObservation) cannot see (printed `?`).
    pub const UNKNOWN: Card = Card(15);

    /// Every class, number cards first, the major arcana last.
    pub const ALL: [Card; CLASSES] = {
        let mut all = [Card(0); CLASSES];
        let mut i = 0;
        while i < CLASSES {
            all[i] = Card(i as u8);
            i += 1;
        }
        all
    };

    /// The number card `n` (1..=10), any suit.
    pub const fn number(n: u8) -> Option<Card> {
        if n >= 1 && n <= 10 { Some(Card(n - 1)) } else { None }
    }

    /// The value of a number card, 1..=10.
    pub const fn value(self) -> Option<u8> {
        if self.0 < 10 { Some(self.0 + 1) } else { None }
    }

    /// Whether this is a major arcanum.
    pub const fn is_major(self) -> bool {
        self.0 == 14
    }

    /// The class index, 0..15 (number cards 1..=10 at 0..=9, then P, N, Q, K, M).
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The class of an index.
    pub const fn from_index(index: usize) -> Option<Card> {
        if index < CLASSES { Some(Card(index as u8)) } else { None }
    }

    /// Copies of this class in the full 78-card deck: 4 of each minor class (one per suit), 22 major arcana.
    pub const fn copies(self) -> u8 {
        if self.is_major() { 22 } else { 4 }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            0..=9 => write!(f, "{}", self.0 + 1),
            10 => f.write_str("P"),
            11 => f.write_str("N"),
            12 => f.write_str("Q"),
            13 => f.write_str("K"),
            14 => f.write_str("M"),
            _ => f.write_str("?"),
        }
    }
}

impl FromStr for Card {
    type Err = MoveParseError;

    fn from_str(s: &str) -> Result<Card, MoveParseError> {
        match s {
            "P" | "p" => Ok(Card::PAGE),
            "N" | "n" => Ok(Card::KNIGHT),
            "Q" | "q" => Ok(Card::QUEEN),
            "K" | "k" => Ok(Card::KING),
            "M" | "m" => Ok(Card::MAJOR),
            _ => s.parse::<u8>().ok().and_then(Card::number).ok_or(MoveParseError::Syntax),
        }
    }
}

/// Cards by class: the deck still to draw from, or a pile of discards. Inside an observation, the cards the
/// observer cannot see are counted as [`Card::UNKNOWN`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Deck(pub(crate) [u8; CLASSES + 1]);

impl Deck {
    /// The full 78-card tarot deck.
    pub const FULL: Deck = {
        let mut counts = [4u8; CLASSES + 1];
        counts[14] = 22;
        counts[15] = 0;
        Deck(counts)
    };

    /// No cards.
    pub const EMPTY: Deck = Deck([0; CLASSES + 1]);

    /// Copies of a class.
    #[inline]
    pub const fn count(&self, card: Card) -> u8 {
        self.0[card.index()]
    }

    /// How many cards in all.
    pub fn len(&self) -> u32 {
        self.0.iter().map(|&c| u32::from(c)).sum()
    }

    /// Whether there are no cards.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&c| c == 0)
    }

    /// Adds one copy of a class.
    #[inline]
    pub(crate) fn add(&mut self, card: Card) {
        self.0[card.index()] = self.0[card.index()].saturating_add(1);
    }

    /// Removes one copy of a class; `false` if there is none.
    #[inline]
    pub(crate) fn take(&mut self, card: Card) -> bool {
        let slot = &mut self.0[card.index()];
        if *slot == 0 {
            return false;
        }
        *slot -= 1;
        true
    }
}

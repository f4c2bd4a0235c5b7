//! A set of cards as a 128-bit mask: bit `i` is the card with index `i` (the simple pack in bits 0..36, the
//! marked pack in bits 36..72), so hands, played cards and legal-card computations are a few word operations.

use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign};

use abstract_game::rand_core::Rng;

use crate::card::{Card, Pack, Suit};
use crate::playout::random_below;

/// A set of cards, one bit per card over both packs (one `u128`: with one pack only the low 36 bits are
/// used, which the compiler keeps in one register half).
///
/// With `serde`, a set is its notation: `"RS.DS.FH*"`, `"-"` for none.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct CardSet(u128);

impl CardSet {
    /// No card.
    pub const EMPTY: CardSet = CardSet(0);
    /// The 36 cards of the simple pack (the whole deck with 3-4 players).
    pub const ONE_PACK: CardSet = CardSet((1u128 << 36) - 1);
    /// The 72 cards of both packs (the deck with 5-7 players).
    pub const TWO_PACKS: CardSet = CardSet((1u128 << 72) - 1);

    /// The set with these bits; bits at 72 and above are dropped.
    pub const fn from_bits(bits: u128) -> CardSet {
        CardSet(bits & Self::TWO_PACKS.0)
    }

    /// The raw bits.
    pub const fn bits(self) -> u128 {
        self.0
    }

    /// The set holding only `card`.
    #[inline]
    pub const fn single(card: Card) -> CardSet {
        CardSet(BITS[card.index()])
    }

    /// Every card of `suit` in both packs.
    #[inline]
    pub const fn suit(suit: Suit) -> CardSet {
        SUIT_MASKS[suit as usize]
    }

    /// Every card of `pack`.
    pub const fn pack(pack: Pack) -> CardSet {
        match pack {
            Pack::Simple => Self::ONE_PACK,
            Pack::Marked => CardSet(Self::ONE_PACK.0 << 36),
        }
    }

    /// The deck: one pack, or both.
    pub const fn deck(two_packs: bool) -> CardSet {
        if two_packs { Self::TWO_PACKS } else { Self::ONE_PACK }
    }

    /// Whether `card` is in the set.
    #[inline]
    pub const fn contains(self, card: Card) -> bool {
        self.0 & BITS[card.index()] != 0
    }

    /// Adds `card`.
    #[inline]
    pub fn insert(&mut self, card: Card) {
        self.0 |= BITS[card.index()];
    }

    /// Removes `card`.
    #[inline]
    pub fn remove(&mut self, card: Card) {
        self.0 &= !BITS[card.index()];
    }

    /// The number of cards.
    #[inline]
    pub const fn len(self) -> usize {
        // One pack lives in the low word: without a hardware popcount, counting one word is half the work.
        let high = (self.0 >> 64) as u64;
        if high == 0 { (self.0 as u64).count_ones() as usize } else { self.0.count_ones() as usize }
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cards of both sets.
    #[inline]
    #[must_use]
    pub const fn union(self, other: CardSet) -> CardSet {
        CardSet(self.0 | other.0)
    }

    /// The cards in both sets.
    #[inline]
    #[must_use]
    pub const fn intersection(self, other: CardSet) -> CardSet {
        CardSet(self.0 & other.0)
    }

    /// The cards of `self` not in `other`.
    #[inline]
    #[must_use]
    pub const fn difference(self, other: CardSet) -> CardSet {
        CardSet(self.0 & !other.0)
    }

    /// Whether the sets share no card.
    #[inline]
    pub const fn is_disjoint(self, other: CardSet) -> bool {
        self.0 & other.0 == 0
    }

    /// Whether every card of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: CardSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The card with the lowest index, if any.
    #[inline]
    pub const fn first(self) -> Option<Card> {
        if self.0 == 0 { None } else { Card::from_index(self.0.trailing_zeros() as usize) }
    }

    /// The `n`-th card in index order (0-based), if the set has that many. Used to draw a uniform random card
    /// from a mask without listing it.
    #[inline]
    pub fn nth(self, n: usize) -> Option<Card> {
        let low = self.0 as u64;
        let low_count = low.count_ones() as usize;
        if n < low_count {
            Some(Card::from_index(select_in_word(low, n))?)
        } else {
            let high = (self.0 >> 64) as u64;
            let rest = n - low_count;
            if rest < high.count_ones() as usize {
                Card::from_index(64 + select_in_word(high, rest))
            } else {
                None
            }
        }
    }

    /// A card drawn uniformly from the set (`None` when empty): the same draw as
    /// `self.nth(random_below(rng, self.len()))`, counting the bits once and selecting without a loop.
    // Measured: left to itself the compiler calls it out of line from the playout loop, which costs more than
    // the call's body.
    #[allow(clippy::inline_always)]
    #[inline(always)]
    pub(crate) fn random<R: Rng + ?Sized>(self, rng: &mut R) -> Option<Card> {
        let low = self.0 as u64;
        let high = (self.0 >> 64) as u64;
        if high == 0 {
            return random_in_word(low, rng);
        }
        let low_sums = byte_sums(low);
        let low_count = low_sums >> 56;
        let high_sums = byte_sums(high);
        let n = random_below(rng, low_count + (high_sums >> 56));
        if n < low_count {
            Card::from_index(select_with_sums(low, low_sums, n))
        } else {
            Card::from_index(64 + select_with_sums(high, high_sums, n - low_count))
        }
    }

    /// The cards in index order.
    pub fn iter(self) -> Iter {
        Iter(self.0)
    }
}

/// The bit of each card: a table load is one instruction where a variable 128-bit shift is several (the
/// deal and the play test and flip single bits at every card).
const BITS: [u128; Card::COUNT] = {
    let mut bits = [0u128; Card::COUNT];
    let mut i = 0;
    while i < Card::COUNT {
        bits[i] = 1u128 << i;
        i += 1;
    }
    bits
};

/// The cards of each suit, both packs (a table: the obligations ask for them at every card).
const SUIT_MASKS: [CardSet; 4] = {
    let mut masks = [CardSet::EMPTY; 4];
    let mut s = 0;
    while s < 4 {
        let nine = 0x1ffu128 << (s * 9);
        masks[s] = CardSet(nine | nine << 36);
        s += 1;
    }
    masks
};

/// A card drawn uniformly from the cards of the low word `word` (`None` when empty): what
/// [`CardSet::random`] does for a set of one pack.
#[allow(clippy::inline_always)] // As `CardSet::random`.
#[inline(always)]
pub(crate) fn random_in_word<R: Rng + ?Sized>(word: u64, rng: &mut R) -> Option<Card> {
    let sums = byte_sums(word);
    let count = sums >> 56;
    if count == 0 {
        return None;
    }
    let n = random_below(rng, count);
    Card::from_index(select_with_sums(word, sums, n))
}

/// The position of the `n`-th set bit of `word` (there must be more than `n`).
#[inline]
fn select_in_word(word: u64, n: usize) -> usize {
    select_with_sums(word, byte_sums(word), n as u64)
}

const ONES_STEP_8: u64 = 0x0101_0101_0101_0101;
const MSBS_STEP_8: u64 = 0x80 * ONES_STEP_8;

/// Byte `i` of the result: the number of set bits in bytes `0..=i` of `word` (so the top byte is the
/// population count). Broadword, no hardware popcount needed.
#[inline]
const fn byte_sums(word: u64) -> u64 {
    let mut sums = word - ((word >> 1) & 0x5555_5555_5555_5555);
    sums = (sums & 0x3333_3333_3333_3333) + ((sums >> 2) & 0x3333_3333_3333_3333);
    sums = (sums + (sums >> 4)) & 0x0f0f_0f0f_0f0f_0f0f;
    sums.wrapping_mul(ONES_STEP_8)
}

/// The position of the `n`-th set bit of `word` given its [`byte_sums`], without a loop or a branch
/// (Vigna, "Broadword implementation of rank/select queries", 2008): find the byte by comparing `n` with every
/// byte's running count at once, then look the bit up in that byte.
#[inline]
fn select_with_sums(word: u64, sums: u64, n: u64) -> usize {
    // The high bit of byte i is set when the bytes 0..=i hold at most n bits: they all lie before the bit.
    let before = (((n * ONES_STEP_8) | MSBS_STEP_8) - sums) & MSBS_STEP_8;
    let place = ((before >> 7).wrapping_mul(ONES_STEP_8) >> 53) & !7;
    let rank_in_byte = n - (((sums << 8) >> place) & 0xff);
    let byte = (word >> place) & 0xff;
    place as usize + usize::from(SELECT_IN_BYTE[((rank_in_byte << 8) | byte) as usize % 2048])
}

/// `SELECT_IN_BYTE[r << 8 | b]`: the position of the `r`-th set bit of the byte `b` (8 when it has none).
static SELECT_IN_BYTE: [u8; 2048] = {
    let mut table = [8u8; 2048];
    let mut byte = 0;
    while byte < 256 {
        let mut rank = 0;
        let mut bit = 0;
        while bit < 8 {
            if byte >> bit & 1 == 1 {
                table[rank << 8 | byte] = bit as u8;
                rank += 1;
            }
            bit += 1;
        }
        byte += 1;
    }
    table
};

/// The cards of a [`CardSet`], lowest index first.
#[derive(Clone, Debug)]
pub struct Iter(u128);

impl Iterator for Iter {
    type Item = Card;

    #[inline]
    fn next(&mut self) -> Option<Card> {
        if self.0 == 0 {
            return None;
        }
        let index = self.0.trailing_zeros() as usize;
        self.0 &= self.0 - 1;
        Card::from_index(index)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Iter {}

impl IntoIterator for CardSet {
    type Item = Card;
    type IntoIter = Iter;
    fn into_iter(self) -> Iter {
        self.iter()
    }
}

impl FromIterator<Card> for CardSet {
    fn from_iter<I: IntoIterator<Item = Card>>(iter: I) -> CardSet {
        let mut set = CardSet::EMPTY;
        for card in iter {
            set.insert(card);
        }
        set
    }
}

impl BitOr for CardSet {
    type Output = CardSet;
    #[inline]
    fn bitor(self, rhs: CardSet) -> CardSet {
        self.union(rhs)
    }
}

impl BitOrAssign for CardSet {
    #[inline]
    fn bitor_assign(&mut self, rhs: CardSet) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for CardSet {
    type Output = CardSet;
    #[inline]
    fn bitand(self, rhs: CardSet) -> CardSet {
        self.intersection(rhs)
    }
}

impl BitAndAssign for CardSet {
    #[inline]
    fn bitand_assign(&mut self, rhs: CardSet) {
        self.0 &= rhs.0;
    }
}

impl From<Card> for CardSet {
    fn from(card: Card) -> CardSet {
        CardSet::single(card)
    }
}

impl fmt::Display for CardSet {
    /// The cards separated by `.`, or `-` for the empty set (the form the hand notation uses).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_empty() {
            return f.write_str("-");
        }
        for (i, card) in self.iter().enumerate() {
            if i > 0 {
                f.write_str(".")?;
            }
            write!(f, "{card}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for CardSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "CardSet({self})")
    }
}

//! `Bitboard64`: a set of squares of the 8x8 board in one `u64`.

use core::fmt;
use core::iter::FusedIterator;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign};

use crate::{Direction, Square};

/// A set of squares of the 8x8 board: bit `i` is [`Square`] `i` (LERF, so
/// bit 0 is `a1` and bit 63 is `h8`).
///
/// The field is public so engines can do their own bit tricks; every method
/// is a thin, usually `const`, wrapper over the `u64`.
///
/// ```
/// # use board_core::{Bitboard64, Direction, Square};
/// let bb = Bitboard64::from_square(Square::H1) | Bitboard64::from_square(Square::D4);
/// assert_eq!(bb.count(), 2);
/// // Shifting east drops h1 instead of wrapping it onto a2.
/// assert_eq!(bb.shift(Direction::E), Bitboard64::from_square(Square::E4));
/// assert_eq!(bb.iter().collect::<Vec<_>>(), [Square::H1, Square::D4]);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Bitboard64(pub u64);

impl Bitboard64 {
    /// No squares.
    pub const EMPTY: Bitboard64 = Bitboard64(0);
    /// All 64 squares.
    pub const FULL: Bitboard64 = Bitboard64(!0);
    /// The a-file.
    pub const FILE_A: Bitboard64 = Bitboard64(0x0101_0101_0101_0101);
    /// The b-file.
    pub const FILE_B: Bitboard64 = Bitboard64(0x0101_0101_0101_0101 << 1);
    /// The c-file.
    pub const FILE_C: Bitboard64 = Bitboard64(0x0101_0101_0101_0101 << 2);
    /// The d-file.
    pub const FILE_D: Bitboard64 = Bitboard64(0x0101_0101_0101_0101 << 3);
    /// The e-file.
    pub const FILE_E: Bitboard64 = Bitboard64(0x0101_0101_0101_0101 << 4);
    /// The f-file.
    pub const FILE_F: Bitboard64 = Bitboard64(0x0101_0101_0101_0101 << 5);
    /// The g-file.
    pub const FILE_G: Bitboard64 = Bitboard64(0x0101_0101_0101_0101 << 6);
    /// The h-file.
    pub const FILE_H: Bitboard64 = Bitboard64(0x0101_0101_0101_0101 << 7);
    /// The first rank.
    pub const RANK_1: Bitboard64 = Bitboard64(0xff);
    /// The second rank.
    pub const RANK_2: Bitboard64 = Bitboard64(0xff << 8);
    /// The third rank.
    pub const RANK_3: Bitboard64 = Bitboard64(0xff << 16);
    /// The fourth rank.
    pub const RANK_4: Bitboard64 = Bitboard64(0xff << 24);
    /// The fifth rank.
    pub const RANK_5: Bitboard64 = Bitboard64(0xff << 32);
    /// The sixth rank.
    pub const RANK_6: Bitboard64 = Bitboard64(0xff << 40);
    /// The seventh rank.
    pub const RANK_7: Bitboard64 = Bitboard64(0xff << 48);
    /// The eighth rank.
    pub const RANK_8: Bitboard64 = Bitboard64(0xff << 56);
    /// The 32 dark squares; `a1` is dark (`file + rank` even).
    pub const DARK_SQUARES: Bitboard64 = Bitboard64(0xaa55_aa55_aa55_aa55);
    /// The 32 light squares.
    pub const LIGHT_SQUARES: Bitboard64 = Bitboard64(!0xaa55_aa55_aa55_aa55);

    /// The 0-based `file` (`a` is 0); empty if `file >= 8`.
    #[inline]
    pub const fn file(file: u8) -> Bitboard64 {
        if file < 8 { Bitboard64(Self::FILE_A.0 << file) } else { Self::EMPTY }
    }

    /// The 0-based `rank` (`1` is 0); empty if `rank >= 8`.
    #[inline]
    pub const fn rank(rank: u8) -> Bitboard64 {
        if rank < 8 { Bitboard64(Self::RANK_1.0 << (8 * rank)) } else { Self::EMPTY }
    }

    /// The set holding only `sq`.
    #[inline]
    pub const fn from_square(sq: Square) -> Bitboard64 {
        Bitboard64(1 << sq.index())
    }

    /// Whether `sq` is in the set.
    #[inline]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }

    /// The set plus `sq`.
    #[must_use]
    #[inline]
    pub const fn with(self, sq: Square) -> Bitboard64 {
        Bitboard64(self.0 | 1 << sq.index())
    }

    /// The set minus `sq`.
    #[must_use]
    #[inline]
    pub const fn without(self, sq: Square) -> Bitboard64 {
        Bitboard64(self.0 & !(1 << sq.index()))
    }

    /// The set with `sq` flipped in or out.
    #[must_use]
    #[inline]
    pub const fn toggle(self, sq: Square) -> Bitboard64 {
        Bitboard64(self.0 ^ 1 << sq.index())
    }

    /// Adds `sq` in place.
    #[inline]
    pub const fn insert(&mut self, sq: Square) {
        self.0 |= 1 << sq.index();
    }

    /// Removes `sq` in place.
    #[inline]
    pub const fn remove(&mut self, sq: Square) {
        self.0 &= !(1 << sq.index());
    }

    /// Number of squares in the set (population count).
    #[inline]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the set has at least one square.
    #[inline]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// Whether the set has at least two squares (cheaper than `count() > 1`).
    #[inline]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    /// The lowest square (least significant bit), if any.
    #[inline]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 { None } else { Square::new(self.0.trailing_zeros() as u8) }
    }

    /// The highest square (most significant bit), if any.
    #[inline]
    pub const fn last(self) -> Option<Square> {
        if self.0 == 0 { None } else { Square::new(63 - self.0.leading_zeros() as u8) }
    }

    /// Removes and returns the lowest square.
    #[inline]
    pub const fn pop_first(&mut self) -> Option<Square> {
        let first = self.first();
        self.0 &= self.0.wrapping_sub(1);
        first
    }

    /// Removes and returns the highest square.
    #[inline]
    pub const fn pop_last(&mut self) -> Option<Square> {
        let last = self.last();
        if let Some(sq) = last {
            self.remove(sq);
        }
        last
    }

    /// Whether every square of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: Bitboard64) -> bool {
        self.0 & !other.0 == 0
    }

    /// Whether every square of `other` is in `self`.
    #[inline]
    pub const fn is_superset(self, other: Bitboard64) -> bool {
        other.is_subset(self)
    }

    /// Whether the sets share a square.
    #[inline]
    pub const fn intersects(self, other: Bitboard64) -> bool {
        self.0 & other.0 != 0
    }

    /// Whether the sets share no square.
    #[inline]
    pub const fn is_disjoint(self, other: Bitboard64) -> bool {
        !self.intersects(other)
    }

    /// Every square moved one step in `dir`. Squares that would leave the
    /// board are dropped; nothing wraps from one edge file to the other.
    #[must_use]
    #[inline]
    pub const fn shift(self, dir: Direction) -> Bitboard64 {
        const NOT_A: u64 = !Bitboard64::FILE_A.0;
        const NOT_H: u64 = !Bitboard64::FILE_H.0;
        let b = self.0;
        Bitboard64(match dir {
            Direction::N => b << 8,
            Direction::NE => (b & NOT_H) << 9,
            Direction::E => (b & NOT_H) << 1,
            Direction::SE => (b & NOT_H) >> 7,
            Direction::S => b >> 8,
            Direction::SW => (b & NOT_A) >> 9,
            Direction::W => (b & NOT_A) >> 1,
            Direction::NW => (b & NOT_A) << 7,
        })
    }

    /// `shift(Direction::N)`.
    #[must_use]
    #[inline]
    pub const fn north(self) -> Bitboard64 {
        self.shift(Direction::N)
    }

    /// `shift(Direction::S)`.
    #[must_use]
    #[inline]
    pub const fn south(self) -> Bitboard64 {
        self.shift(Direction::S)
    }

    /// `shift(Direction::E)`.
    #[must_use]
    #[inline]
    pub const fn east(self) -> Bitboard64 {
        self.shift(Direction::E)
    }

    /// `shift(Direction::W)`.
    #[must_use]
    #[inline]
    pub const fn west(self) -> Bitboard64 {
        self.shift(Direction::W)
    }

    /// Mirrors ranks (`a1` <-> `a8`), as [`Square::flip_vertical`].
    #[must_use]
    #[inline]
    pub const fn flip_vertical(self) -> Bitboard64 {
        Bitboard64(self.0.swap_bytes())
    }

    /// Mirrors files (`a1` <-> `h1`), as [`Square::flip_horizontal`].
    #[must_use]
    #[inline]
    pub const fn flip_horizontal(self) -> Bitboard64 {
        // Reversing all bits mirrors both axes; swapping bytes back undoes
        // the rank mirror.
        Bitboard64(self.0.reverse_bits().swap_bytes())
    }

    /// Iterates the squares in ascending order.
    #[inline]
    pub const fn iter(self) -> Bitboard64Iter {
        Bitboard64Iter(self)
    }
}

/// Iterator over the squares of a [`Bitboard64`], ascending.
#[derive(Debug, Clone)]
pub struct Bitboard64Iter(Bitboard64);

impl Iterator for Bitboard64Iter {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        self.0.pop_first()
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count() as usize;
        (n, Some(n))
    }

    #[inline]
    fn count(self) -> usize {
        self.0.count() as usize
    }

    #[inline]
    fn last(self) -> Option<Square> {
        self.0.last()
    }
}

impl DoubleEndedIterator for Bitboard64Iter {
    #[inline]
    fn next_back(&mut self) -> Option<Square> {
        self.0.pop_last()
    }
}

impl ExactSizeIterator for Bitboard64Iter {}
impl FusedIterator for Bitboard64Iter {}

impl IntoIterator for Bitboard64 {
    type Item = Square;
    type IntoIter = Bitboard64Iter;

    #[inline]
    fn into_iter(self) -> Bitboard64Iter {
        self.iter()
    }
}

impl IntoIterator for &Bitboard64 {
    type Item = Square;
    type IntoIter = Bitboard64Iter;

    #[inline]
    fn into_iter(self) -> Bitboard64Iter {
        self.iter()
    }
}

impl FromIterator<Square> for Bitboard64 {
    #[inline]
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard64 {
        let mut bb = Bitboard64::EMPTY;
        bb.extend(iter);
        bb
    }
}

impl Extend<Square> for Bitboard64 {
    #[inline]
    fn extend<I: IntoIterator<Item = Square>>(&mut self, iter: I) {
        for sq in iter {
            self.insert(sq);
        }
    }
}

impl From<Square> for Bitboard64 {
    #[inline]
    fn from(sq: Square) -> Bitboard64 {
        Bitboard64::from_square(sq)
    }
}

impl From<u64> for Bitboard64 {
    #[inline]
    fn from(bits: u64) -> Bitboard64 {
        Bitboard64(bits)
    }
}

impl From<Bitboard64> for u64 {
    #[inline]
    fn from(bb: Bitboard64) -> u64 {
        bb.0
    }
}

/// Implements a binary set operator and its `*Assign` form.
macro_rules! binary_op {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, |$a:ident, $b:ident| $body:expr) => {
        impl $trait for Bitboard64 {
            type Output = Bitboard64;

            #[inline]
            fn $method(self, rhs: Bitboard64) -> Bitboard64 {
                let ($a, $b) = (self.0, rhs.0);
                Bitboard64($body)
            }
        }

        impl $assign for Bitboard64 {
            #[inline]
            fn $assign_method(&mut self, rhs: Bitboard64) {
                *self = $trait::$method(*self, rhs);
            }
        }
    };
}

binary_op!(BitAnd, bitand, BitAndAssign, bitand_assign, |a, b| a & b);
binary_op!(BitOr, bitor, BitOrAssign, bitor_assign, |a, b| a | b);
binary_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, |a, b| a ^ b);
// Set difference: the squares of `self` that are not in `rhs`.
binary_op!(Sub, sub, SubAssign, sub_assign, |a, b| a & !b);

/// The complement: every square not in the set.
impl Not for Bitboard64 {
    type Output = Bitboard64;

    #[inline]
    fn not(self) -> Bitboard64 {
        Bitboard64(!self.0)
    }
}

/// Prints the board as an 8x8 grid, rank 8 on top, `1` for a member and `.`
/// otherwise.
impl fmt::Debug for Bitboard64 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8).rev() {
            for file in 0..8 {
                let bit = self.0 >> (rank * 8 + file) & 1;
                f.write_str(if bit == 1 { "1" } else { "." })?;
                f.write_str(if file == 7 { "\n" } else { " " })?;
            }
        }
        Ok(())
    }
}

/// The raw bits, e.g. `{:#018x}`.
impl fmt::LowerHex for Bitboard64 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::LowerHex::fmt(&self.0, f)
    }
}

/// The raw bits, e.g. `{:#066b}`.
impl fmt::Binary for Bitboard64 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Binary::fmt(&self.0, f)
    }
}

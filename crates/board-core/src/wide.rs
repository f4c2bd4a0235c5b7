//! `WideBitboard`: a 192-square set for boards up to 192 squares (12x16),
//! indexed by [`BoardSize::index`].

use core::cmp::Ordering;
use core::fmt;
use core::iter::FusedIterator;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not, Sub, SubAssign};

use crate::{BoardSize, Direction};

/// A set of square indices `0..192`, stored as three `u64` words, least
/// significant word first (index `i` is bit `i % 64` of word `i / 64`).
///
/// The index of a square is [`BoardSize::index`], `rank * files + file`, so
/// the set is meaningful only together with a board size. Geometry-aware
/// operations ([`shift`](Self::shift), [`full`](Self::full), [`file_mask`],
/// [`rank_mask`]) take the size explicitly; plain set operations do not need
/// it. 192 bits is exactly a 12x16 board ([`BoardSize::SIEGE`]); boards of
/// more squares (say 14x14 or 16x16) do not fit.
///
/// Three words rather than four: every set operation is three instructions
/// instead of four and a board is 24 bytes instead of 32.
///
/// ```
/// # use board_core::{BoardSize, Coord, Direction, WideBitboard};
/// let size = BoardSize::SIEGE;
/// let l1 = size.index(Coord::parse_on("l1", size).unwrap());
/// let set = WideBitboard::EMPTY.with(l1);
/// // l1 is on the east edge: shifting east drops it rather than wrapping to a2.
/// assert!(set.shift(Direction::E, size).is_empty());
/// assert_eq!(set.shift(Direction::N, size).first(), Some(l1 + 12));
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct WideBitboard(pub [u64; 3]);

/// Bits `i * files` for every `i` with `i * files < 192`, per width `files`
/// (entry 0 is unused): the first file of a board of any rank count.
static FIRST_FILE: [WideBitboard; 17] = build_file_patterns(false);
/// The same pattern moved to the last file, `files - 1`.
static LAST_FILE: [WideBitboard; 17] = build_file_patterns(true);

const fn build_file_patterns(last: bool) -> [WideBitboard; 17] {
    let mut table = [WideBitboard::EMPTY; 17];
    let mut files = 1;
    while files <= 16 {
        let mut index = if last { files - 1 } else { 0 };
        while index < WideBitboard::CAPACITY {
            table[files] = table[files].with(index);
            index += files;
        }
        files += 1;
    }
    table
}

/// The low `bits` bits of a word, `bits` clamped to `0..=64`.
const fn low_bits(bits: isize) -> u64 {
    let bits = if bits < 0 {
        0
    } else if bits > 64 {
        64
    } else {
        bits as u32
    };
    // Shifting right by 64 - bits, where a shift by 64 yields no bits: this
    // compiles to a compare and conditional move, no branches.
    match u64::MAX.checked_shr(64 - bits) {
        Some(mask) => mask,
        None => 0,
    }
}

impl WideBitboard {
    /// Number of indices a wide bitboard can hold.
    pub const CAPACITY: usize = 192;
    /// No squares.
    pub const EMPTY: WideBitboard = WideBitboard([0; 3]);

    /// Every square of a `size` board: indices `0..size.squares()` (all 192
    /// bits if the board is larger than that).
    #[inline]
    pub const fn full(size: BoardSize) -> WideBitboard {
        let n = size.squares() as isize;
        WideBitboard([low_bits(n), low_bits(n - 64), low_bits(n - 128)])
    }

    /// The set holding only `index`.
    ///
    /// # Panics
    /// If `index >= 192`.
    #[inline]
    pub const fn from_index(index: usize) -> WideBitboard {
        WideBitboard::EMPTY.with(index)
    }

    /// Whether `index` is in the set (false for any `index >= 192`).
    #[inline]
    pub const fn contains(self, index: usize) -> bool {
        index < Self::CAPACITY && self.0[index / 64] >> (index % 64) & 1 == 1
    }

    /// The set plus `index`.
    ///
    /// # Panics
    /// If `index >= 192`.
    #[must_use]
    #[inline]
    pub const fn with(mut self, index: usize) -> WideBitboard {
        self.0[index / 64] |= 1 << (index % 64);
        self
    }

    /// The set minus `index`.
    ///
    /// # Panics
    /// If `index >= 192`.
    #[must_use]
    #[inline]
    pub const fn without(mut self, index: usize) -> WideBitboard {
        self.0[index / 64] &= !(1 << (index % 64));
        self
    }

    /// The set with `index` flipped in or out.
    ///
    /// # Panics
    /// If `index >= 192`.
    #[must_use]
    #[inline]
    pub const fn toggle(mut self, index: usize) -> WideBitboard {
        self.0[index / 64] ^= 1 << (index % 64);
        self
    }

    /// Adds `index` in place.
    ///
    /// # Panics
    /// If `index >= 192`.
    #[inline]
    pub const fn insert(&mut self, index: usize) {
        self.0[index / 64] |= 1 << (index % 64);
    }

    /// Removes `index` in place.
    ///
    /// # Panics
    /// If `index >= 192`.
    #[inline]
    pub const fn remove(&mut self, index: usize) {
        self.0[index / 64] &= !(1 << (index % 64));
    }

    /// Number of squares in the set.
    #[inline]
    pub const fn count(self) -> u32 {
        self.0[0].count_ones() + self.0[1].count_ones() + self.0[2].count_ones()
    }

    /// Whether the set is empty.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0[0] | self.0[1] | self.0[2] == 0
    }

    /// Whether the set has at least one square.
    #[inline]
    pub const fn any(self) -> bool {
        !self.is_empty()
    }

    /// The lowest index in the set, if any.
    #[inline]
    pub const fn first(self) -> Option<usize> {
        let mut w = 0;
        while w < 3 {
            if self.0[w] != 0 {
                return Some(w * 64 + self.0[w].trailing_zeros() as usize);
            }
            w += 1;
        }
        None
    }

    /// The highest index in the set, if any.
    #[inline]
    pub const fn last(self) -> Option<usize> {
        let mut w = 3;
        while w > 0 {
            w -= 1;
            if self.0[w] != 0 {
                return Some(w * 64 + 63 - self.0[w].leading_zeros() as usize);
            }
        }
        None
    }

    /// Removes and returns the lowest index.
    #[inline]
    pub const fn pop_first(&mut self) -> Option<usize> {
        let mut w = 0;
        while w < 3 {
            let word = self.0[w];
            if word != 0 {
                self.0[w] = word & (word - 1);
                return Some(w * 64 + word.trailing_zeros() as usize);
            }
            w += 1;
        }
        None
    }

    /// Removes and returns the highest index.
    #[inline]
    pub const fn pop_last(&mut self) -> Option<usize> {
        let last = self.last();
        if let Some(index) = last {
            self.remove(index);
        }
        last
    }

    /// Whether every square of `self` is in `other`.
    #[inline]
    pub const fn is_subset(self, other: WideBitboard) -> bool {
        (self.0[0] & !other.0[0]) | (self.0[1] & !other.0[1]) | (self.0[2] & !other.0[2]) == 0
    }

    /// Whether every square of `other` is in `self`.
    #[inline]
    pub const fn is_superset(self, other: WideBitboard) -> bool {
        other.is_subset(self)
    }

    /// Whether the sets share a square.
    #[inline]
    pub const fn intersects(self, other: WideBitboard) -> bool {
        (self.0[0] & other.0[0]) | (self.0[1] & other.0[1]) | (self.0[2] & other.0[2]) != 0
    }

    /// Whether the sets share no square.
    #[inline]
    pub const fn is_disjoint(self, other: WideBitboard) -> bool {
        !self.intersects(other)
    }

    /// Every index moved left (towards higher indices) by `n` bits,
    /// `1 <= n < 64`.
    #[inline]
    const fn shl(self, n: u32) -> WideBitboard {
        let [a, b, c] = self.0;
        WideBitboard([a << n, b << n | a >> (64 - n), c << n | b >> (64 - n)])
    }

    /// Every index moved right (towards lower indices) by `n` bits,
    /// `1 <= n < 64`.
    #[inline]
    const fn shr(self, n: u32) -> WideBitboard {
        let [a, b, c] = self.0;
        WideBitboard([a >> n | b << (64 - n), b >> n | c << (64 - n), c >> n])
    }

    /// Every square of a `size` board moved one step in `dir`.
    ///
    /// Squares that would leave the board are dropped: nothing wraps from
    /// one edge file to the other, and the result has no index at or beyond
    /// `size.squares()`. Indices of `self` that are off the board are
    /// ignored.
    #[must_use]
    #[inline]
    pub fn shift(self, dir: Direction, size: BoardSize) -> WideBitboard {
        let files = size.files() as usize;
        let full = WideBitboard::full(size);
        // Squares on the edge file a step would cross cannot move at all.
        let movable = match dir.df() {
            1 => full - LAST_FILE[files],
            -1 => full - FIRST_FILE[files],
            _ => full,
        };
        let src = self & movable;
        // The index delta `dr * files + df` is below 64 in magnitude. It is 0
        // only for a diagonal step on a one-file board, where `src` is empty.
        let delta = dir.dr() as isize * files as isize + dir.df() as isize;
        let moved = match delta.cmp(&0) {
            Ordering::Greater => src.shl(delta as u32),
            Ordering::Less => src.shr(delta.unsigned_abs() as u32),
            Ordering::Equal => src,
        };
        moved & full
    }

    /// Iterates the indices in ascending order.
    #[inline]
    pub const fn iter(self) -> WideBitboardIter {
        WideBitboardIter { set: self, word: 0 }
    }

    /// A [`Display`](fmt::Display) adapter printing the set as a grid of a
    /// `size` board, top rank first, like `Bitboard64`'s `Debug`.
    #[inline]
    pub const fn grid(self, size: BoardSize) -> WideGrid {
        WideGrid { set: self, size }
    }
}

/// The 0-based `file` of a `size` board; empty if `file >= size.files()`.
pub fn file_mask(size: BoardSize, file: u8) -> WideBitboard {
    if file >= size.files() {
        return WideBitboard::EMPTY;
    }
    let first = FIRST_FILE[size.files() as usize];
    let mask = if file == 0 { first } else { first.shl(u32::from(file)) };
    mask & WideBitboard::full(size)
}

/// The 0-based `rank` of a `size` board; empty if `rank >= size.ranks()`
/// or the rank lies beyond the 192 indices.
pub fn rank_mask(size: BoardSize, rank: u8) -> WideBitboard {
    let files = size.files() as isize;
    if rank >= size.ranks() {
        return WideBitboard::EMPTY;
    }
    let start = rank as isize * files;
    let end = start + files;
    // Indices `start..end`: the low `end` bits minus the low `start` bits.
    let upto = |n: isize| WideBitboard([low_bits(n), low_bits(n - 64), low_bits(n - 128)]);
    upto(end) - upto(start)
}

/// Iterator over the indices of a [`WideBitboard`], ascending.
#[derive(Debug, Clone)]
pub struct WideBitboardIter {
    /// The indices not yet yielded.
    set: WideBitboard,
    /// Words below this one are empty, so `next` need not rescan them.
    word: usize,
}

impl Iterator for WideBitboardIter {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.word < 3 {
            let bits = self.set.0[self.word];
            if bits != 0 {
                self.set.0[self.word] = bits & (bits - 1);
                return Some(self.word * 64 + bits.trailing_zeros() as usize);
            }
            self.word += 1;
        }
        None
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.set.count() as usize;
        (n, Some(n))
    }

    #[inline]
    fn count(self) -> usize {
        self.set.count() as usize
    }

    #[inline]
    fn last(self) -> Option<usize> {
        self.set.last()
    }
}

impl DoubleEndedIterator for WideBitboardIter {
    #[inline]
    fn next_back(&mut self) -> Option<usize> {
        self.set.pop_last()
    }
}

impl ExactSizeIterator for WideBitboardIter {}
impl FusedIterator for WideBitboardIter {}

impl IntoIterator for WideBitboard {
    type Item = usize;
    type IntoIter = WideBitboardIter;

    #[inline]
    fn into_iter(self) -> WideBitboardIter {
        self.iter()
    }
}

impl IntoIterator for &WideBitboard {
    type Item = usize;
    type IntoIter = WideBitboardIter;

    #[inline]
    fn into_iter(self) -> WideBitboardIter {
        self.iter()
    }
}

/// # Panics
/// If an index is `>= 192`.
impl FromIterator<usize> for WideBitboard {
    #[inline]
    fn from_iter<I: IntoIterator<Item = usize>>(iter: I) -> WideBitboard {
        let mut set = WideBitboard::EMPTY;
        set.extend(iter);
        set
    }
}

/// # Panics
/// If an index is `>= 192`.
impl Extend<usize> for WideBitboard {
    #[inline]
    fn extend<I: IntoIterator<Item = usize>>(&mut self, iter: I) {
        for index in iter {
            self.insert(index);
        }
    }
}

/// Implements a binary set operator and its `*Assign` form word by word.
macro_rules! binary_op {
    ($trait:ident, $method:ident, $assign:ident, $assign_method:ident, |$a:ident, $b:ident| $body:expr) => {
        impl $trait for WideBitboard {
            type Output = WideBitboard;

            #[inline]
            fn $method(self, rhs: WideBitboard) -> WideBitboard {
                let mut out = [0; 3];
                for (o, ($a, $b)) in out.iter_mut().zip(self.0.into_iter().zip(rhs.0)) {
                    *o = $body;
                }
                WideBitboard(out)
            }
        }

        impl $assign for WideBitboard {
            #[inline]
            fn $assign_method(&mut self, rhs: WideBitboard) {
                *self = $trait::$method(*self, rhs);
            }
        }
    };
}

binary_op!(BitAnd, bitand, BitAndAssign, bitand_assign, |a, b| a & b);
binary_op!(BitOr, bitor, BitOrAssign, bitor_assign, |a, b| a | b);
binary_op!(BitXor, bitxor, BitXorAssign, bitxor_assign, |a, b| a ^ b);
// Set difference: the indices of `self` that are not in `rhs`.
binary_op!(Sub, sub, SubAssign, sub_assign, |a, b| a & !b);

/// The complement within all 192 indices; intersect with
/// [`WideBitboard::full`] to stay on a smaller board.
impl Not for WideBitboard {
    type Output = WideBitboard;

    #[inline]
    fn not(self) -> WideBitboard {
        WideBitboard([!self.0[0], !self.0[1], !self.0[2]])
    }
}

/// Prints the set of indices, e.g. `{0, 13, 191}`; use
/// [`WideBitboard::grid`] for a picture.
impl fmt::Debug for WideBitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

/// A [`WideBitboard`] printed as the grid of one board size, from
/// [`WideBitboard::grid`]: top rank first, `1` for a member, `.` otherwise.
#[derive(Clone, Copy)]
pub struct WideGrid {
    set: WideBitboard,
    size: BoardSize,
}

impl fmt::Display for WideGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let files = self.size.files() as usize;
        for rank in (0..self.size.ranks() as usize).rev() {
            for file in 0..files {
                f.write_str(if self.set.contains(rank * files + file) { "1" } else { "." })?;
                f.write_str(if file + 1 == files { "\n" } else { " " })?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for WideGrid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

//! Board dimensions and the rank-major index convention shared by every
//! board size.

use core::fmt;
use core::iter::FusedIterator;

use crate::{BoardSizeError, Coord};

/// The dimensions of a rectangular board: 1 to 16 files by 1 to 16 ranks.
///
/// Squares of a board are numbered rank-major from `a1`:
/// `index = rank * files + file`, so `a1` is 0, `b1` is 1 and the last square
/// is `files * ranks - 1`. This is the index convention of
/// [`WideBitboard`](crate::WideBitboard), and on 8x8 it coincides with
/// [`Square`](crate::Square)'s LERF numbering.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct BoardSize {
    files: u8,
    ranks: u8,
}

impl BoardSize {
    /// The largest supported number of files (`a`..=`p`).
    pub const MAX_FILES: u8 = 16;
    /// The largest supported number of ranks (`1`..=`16`).
    pub const MAX_RANKS: u8 = 16;
    /// The 8x8 board of chess and checkers.
    pub const CHESS: BoardSize = BoardSize { files: 8, ranks: 8 };
    /// The 7x7 board of Lasca.
    pub const LASCA: BoardSize = BoardSize { files: 7, ranks: 7 };
    /// The 12 files by 16 ranks board of the siege games (192 squares, the
    /// capacity of a [`WideBitboard`](crate::WideBitboard)).
    pub const SIEGE: BoardSize = BoardSize { files: 12, ranks: 16 };
    /// The 10x10 board of international draughts.
    pub const INTERNATIONAL_DRAUGHTS: BoardSize = BoardSize { files: 10, ranks: 10 };

    /// A board of `files` by `ranks`, each of which must be in `1..=16`.
    ///
    /// ```
    /// # use board_core::BoardSize;
    /// assert_eq!(BoardSize::new(8, 8), Ok(BoardSize::CHESS));
    /// assert!(BoardSize::new(0, 8).is_err());
    /// assert!(BoardSize::new(8, 17).is_err());
    /// ```
    #[inline]
    pub const fn new(files: u8, ranks: u8) -> Result<BoardSize, BoardSizeError> {
        if files == 0 || ranks == 0 || files > Self::MAX_FILES || ranks > Self::MAX_RANKS {
            Err(BoardSizeError { files, ranks })
        } else {
            Ok(BoardSize { files, ranks })
        }
    }

    /// Number of files (columns, letters).
    #[inline]
    pub const fn files(self) -> u8 {
        self.files
    }

    /// Number of ranks (rows, numbers).
    #[inline]
    pub const fn ranks(self) -> u8 {
        self.ranks
    }

    /// Number of squares, `files * ranks`.
    #[inline]
    pub const fn squares(self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// Whether `coord` lies on this board.
    #[inline]
    pub const fn contains(self, coord: Coord) -> bool {
        coord.file() < self.files && coord.rank() < self.ranks
    }

    /// The rank-major index of `coord`: `rank * files + file`.
    ///
    /// The result is only meaningful if [`contains`](Self::contains) holds;
    /// use [`checked_index`](Self::checked_index) otherwise.
    #[inline]
    pub const fn index(self, coord: Coord) -> usize {
        coord.rank() as usize * self.files as usize + coord.file() as usize
    }

    /// The index of `coord`, or `None` if it is off this board.
    #[inline]
    pub const fn checked_index(self, coord: Coord) -> Option<usize> {
        if self.contains(coord) { Some(self.index(coord)) } else { None }
    }

    /// The coordinate of square `index`, or `None` if `index >= squares()`.
    #[inline]
    pub const fn coord(self, index: usize) -> Option<Coord> {
        if index >= self.squares() {
            return None;
        }
        let files = self.files as usize;
        Coord::new((index % files) as u8, (index / files) as u8)
    }

    /// All coordinates of the board in index order (`a1`, `b1`, ...).
    #[inline]
    pub const fn coords(self) -> Coords {
        Coords { size: self, next: 0 }
    }
}

/// `files`x`ranks`, e.g. `8x8` or `12x16`.
impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.files, self.ranks)
    }
}

/// Iterator over the coordinates of a board in index order, from
/// [`BoardSize::coords`].
#[derive(Debug, Clone)]
pub struct Coords {
    size: BoardSize,
    next: usize,
}

impl Iterator for Coords {
    type Item = Coord;

    #[inline]
    fn next(&mut self) -> Option<Coord> {
        let coord = self.size.coord(self.next)?;
        self.next += 1;
        Some(coord)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.size.squares() - self.next;
        (left, Some(left))
    }
}

impl ExactSizeIterator for Coords {}
impl FusedIterator for Coords {}

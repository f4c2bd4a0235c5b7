//! Dense numbering of the playable (dark) squares of draughts-family boards.
//!
//! Draughts engines keep a board in one machine word with a bit per playable
//! square: 32 bits for 8x8 checkers, 25 for 7x7 Lasca, 50 for 10x10
//! international draughts. A [`DarkSquareMap`] converts between those dense
//! indices and board coordinates, and knows each square's diagonal
//! neighbours in dense-index space.

use core::fmt;
use core::iter::FusedIterator;

use crate::{BoardSize, Coord, Direction, Square};

/// Marks "no square" in the `u8` tables.
const NONE: u8 = u8::MAX;

/// The dark squares of a board (`a1` dark, so `file + rank` even), numbered
/// densely `0..len()` in ascending board index order: `a1` = 0, `c1` = 1, ...,
/// then the second rank from `b2`.
///
/// Built by a `const fn`; the common boards are ready-made statics
/// ([`DARK_8X8`], [`DARK_7X7`], [`DARK_10X10`]).
///
/// ```
/// # use board_core::{Coord, Direction, DARK_8X8};
/// assert_eq!(DARK_8X8.len(), 32);
/// let c3: Coord = "c3".parse().unwrap();
/// let i = DARK_8X8.index_of(c3).unwrap();
/// assert_eq!(i, 9);
/// let ne = DARK_8X8.neighbour(i, Direction::NE).unwrap();
/// assert_eq!(DARK_8X8.coord(ne).unwrap().to_string(), "d4");
/// assert_eq!(DARK_8X8.neighbour(0, Direction::SW), None);
/// ```
#[derive(Clone)]
pub struct DarkSquareMap {
    size: BoardSize,
    len: u8,
    /// Board index -> dense index, or `NONE` for a light square.
    dense: [u8; 256],
    /// Dense index -> coordinate.
    coords: [Coord; 128],
    /// Dense index -> dense neighbours in `Direction::DIAGONAL` order.
    neighbours: [[u8; 4]; 128],
}

/// The 32 playable squares of the 8x8 checkers board.
pub static DARK_8X8: DarkSquareMap = DarkSquareMap::new(BoardSize::CHESS);
/// The 25 playable squares of the 7x7 Lasca board.
pub static DARK_7X7: DarkSquareMap = DarkSquareMap::new(BoardSize::LASCA);
/// The 50 playable squares of the 10x10 international draughts board.
pub static DARK_10X10: DarkSquareMap = DarkSquareMap::new(BoardSize::INTERNATIONAL_DRAUGHTS);

/// Position of a diagonal direction in `Direction::DIAGONAL`.
const fn diagonal_slot(dir: Direction) -> Option<usize> {
    match dir {
        Direction::NE => Some(0),
        Direction::SE => Some(1),
        Direction::SW => Some(2),
        Direction::NW => Some(3),
        _ => None,
    }
}

impl DarkSquareMap {
    /// The map of the dark squares of `size` (at most 128 of them, on 16x16).
    #[inline]
    pub const fn new(size: BoardSize) -> DarkSquareMap {
        let mut map = DarkSquareMap {
            size,
            len: 0,
            dense: [NONE; 256],
            coords: [Coord::A1; 128],
            neighbours: [[NONE; 4]; 128],
        };
        let mut index = 0;
        while index < size.squares() {
            if let Some(coord) = size.coord(index)
                && coord.is_dark()
            {
                map.dense[index] = map.len;
                map.coords[map.len as usize] = coord;
                map.len += 1;
            }
            index += 1;
        }
        // Neighbours of dark squares are dark, so the dense table is complete.
        let mut i = 0;
        while i < map.len as usize {
            let mut slot = 0;
            while slot < 4 {
                if let Some(to) = map.coords[i].offset_on(Direction::DIAGONAL[slot], size) {
                    map.neighbours[i][slot] = map.dense[size.index(to)];
                }
                slot += 1;
            }
            i += 1;
        }
        map
    }

    /// The board this map numbers.
    #[inline]
    pub const fn size(&self) -> BoardSize {
        self.size
    }

    /// Number of dark squares.
    #[inline]
    pub const fn len(&self) -> usize {
        self.len as usize
    }

    /// Whether there are no dark squares (never, for a valid board).
    #[inline]
    pub const fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The dense index of `coord`, or `None` if it is light or off the board.
    #[inline]
    pub const fn index_of(&self, coord: Coord) -> Option<u8> {
        if !self.size.contains(coord) {
            return None;
        }
        match self.dense[self.size.index(coord)] {
            NONE => None,
            i => Some(i),
        }
    }

    /// The dense index of an 8x8 `sq`, or `None` if it is light or off this
    /// board.
    #[inline]
    pub const fn index_of_square(&self, sq: Square) -> Option<u8> {
        self.index_of(sq.coord())
    }

    /// The coordinate of dense index `index`, or `None` if `index >= len()`.
    #[inline]
    pub const fn coord(&self, index: u8) -> Option<Coord> {
        if index < self.len { Some(self.coords[index as usize]) } else { None }
    }

    /// The 8x8 square of dense index `index`, or `None` if `index >= len()`
    /// or the board is wider or taller than 8.
    #[inline]
    pub const fn square(&self, index: u8) -> Option<Square> {
        match self.coord(index) {
            Some(coord) => Square::from_coord(coord),
            None => None,
        }
    }

    /// The dense index of the diagonal neighbour of `index` in `dir`, or
    /// `None` at the edge, for `index >= len()`, or for an orthogonal `dir`
    /// (orthogonal neighbours of a dark square are light).
    #[inline]
    pub const fn neighbour(&self, index: u8, dir: Direction) -> Option<u8> {
        let Some(slot) = diagonal_slot(dir) else { return None };
        if index >= self.len {
            return None;
        }
        match self.neighbours[index as usize][slot] {
            NONE => None,
            i => Some(i),
        }
    }

    /// The dark squares in dense index order.
    #[inline]
    pub const fn iter(&self) -> DarkSquareIter<'_> {
        DarkSquareIter { map: self, next: 0 }
    }
}

impl fmt::Debug for DarkSquareMap {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("DarkSquareMap")
            .field("size", &self.size)
            .field("len", &self.len)
            .finish_non_exhaustive()
    }
}

impl<'a> IntoIterator for &'a DarkSquareMap {
    type Item = Coord;
    type IntoIter = DarkSquareIter<'a>;

    #[inline]
    fn into_iter(self) -> DarkSquareIter<'a> {
        self.iter()
    }
}

/// Iterator over the coordinates of a [`DarkSquareMap`] in dense order.
#[derive(Debug, Clone)]
pub struct DarkSquareIter<'a> {
    map: &'a DarkSquareMap,
    next: u8,
}

impl Iterator for DarkSquareIter<'_> {
    type Item = Coord;

    #[inline]
    fn next(&mut self) -> Option<Coord> {
        let coord = self.map.coord(self.next)?;
        self.next += 1;
        Some(coord)
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let left = self.map.len() - self.next as usize;
        (left, Some(left))
    }
}

impl ExactSizeIterator for DarkSquareIter<'_> {}
impl FusedIterator for DarkSquareIter<'_> {}

//! The eight compass directions and ray walking on any board size.

use core::iter::FusedIterator;

use crate::{BoardSize, Coord};

/// One of the eight compass directions, as seen from the first player:
/// north is towards higher ranks, east towards higher files.
///
/// The discriminants run clockwise from north, so
/// `Direction::ALL[d.index()] == d`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Direction {
    /// Towards higher ranks, `(0, +1)`.
    N,
    /// `(+1, +1)`.
    NE,
    /// Towards higher files, `(+1, 0)`.
    E,
    /// `(+1, -1)`.
    SE,
    /// Towards lower ranks, `(0, -1)`.
    S,
    /// `(-1, -1)`.
    SW,
    /// Towards lower files, `(-1, 0)`.
    W,
    /// `(-1, +1)`.
    NW,
}

impl Direction {
    /// All eight directions, clockwise from north.
    pub const ALL: [Direction; 8] = [
        Direction::N,
        Direction::NE,
        Direction::E,
        Direction::SE,
        Direction::S,
        Direction::SW,
        Direction::W,
        Direction::NW,
    ];
    /// The rook directions, clockwise from north.
    pub const ORTHOGONAL: [Direction; 4] = [Direction::N, Direction::E, Direction::S, Direction::W];
    /// The bishop directions, clockwise from north-east.
    pub const DIAGONAL: [Direction; 4] = [Direction::NE, Direction::SE, Direction::SW, Direction::NW];

    /// Position in [`Direction::ALL`], `0..8`.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The direction at `index % 8` of [`Direction::ALL`].
    #[inline]
    pub const fn from_index(index: usize) -> Direction {
        Direction::ALL[index % 8]
    }

    /// The step `(df, dr)` in files and ranks.
    #[inline]
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::N => (0, 1),
            Direction::NE => (1, 1),
            Direction::E => (1, 0),
            Direction::SE => (1, -1),
            Direction::S => (0, -1),
            Direction::SW => (-1, -1),
            Direction::W => (-1, 0),
            Direction::NW => (-1, 1),
        }
    }

    /// The file step, `-1`, `0` or `1`.
    #[inline]
    pub const fn df(self) -> i8 {
        self.delta().0
    }

    /// The rank step, `-1`, `0` or `1`.
    #[inline]
    pub const fn dr(self) -> i8 {
        self.delta().1
    }

    /// The direction pointing the other way (`N` <-> `S`, `NE` <-> `SW`, ...).
    #[must_use]
    #[inline]
    pub const fn opposite(self) -> Direction {
        Direction::from_index(self.index() + 4)
    }

    /// The next direction clockwise, 45 degrees on (`N` -> `NE`).
    #[must_use]
    #[inline]
    pub const fn clockwise(self) -> Direction {
        Direction::from_index(self.index() + 1)
    }

    /// The next direction counter-clockwise, 45 degrees back (`N` -> `NW`).
    #[must_use]
    #[inline]
    pub const fn counter_clockwise(self) -> Direction {
        Direction::from_index(self.index() + 7)
    }

    /// Whether this is `NE`, `SE`, `SW` or `NW`.
    #[inline]
    pub const fn is_diagonal(self) -> bool {
        self.index() % 2 == 1
    }

    /// Whether this is `N`, `E`, `S` or `W`.
    #[inline]
    pub const fn is_orthogonal(self) -> bool {
        !self.is_diagonal()
    }
}

/// The coordinates strictly beyond `from` in direction `dir`, nearest first,
/// up to the edge of a `size` board.
///
/// ```
/// # use board_core::{ray, BoardSize, Coord, Direction};
/// let c3: Coord = "c3".parse().unwrap();
/// let names: Vec<String> = ray(c3, Direction::SW, BoardSize::CHESS).map(|c| c.to_string()).collect();
/// assert_eq!(names, ["b2", "a1"]);
/// ```
pub const fn ray(from: Coord, dir: Direction, size: BoardSize) -> Ray {
    Ray { at: from, dir, size, done: false }
}

/// Iterator over a ray, from [`ray`].
#[derive(Debug, Clone)]
pub struct Ray {
    at: Coord,
    dir: Direction,
    size: BoardSize,
    done: bool,
}

impl Iterator for Ray {
    type Item = Coord;

    #[inline]
    fn next(&mut self) -> Option<Coord> {
        if self.done {
            return None;
        }
        if let Some(next) = self.at.offset_on(self.dir, self.size) {
            self.at = next;
            Some(next)
        } else {
            self.done = true;
            None
        }
    }
}

impl FusedIterator for Ray {}

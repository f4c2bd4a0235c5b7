//! The 64 squares of an 8x8 board, numbered a1 = 0 .. h8 = 63.

use core::fmt;
use core::str::FromStr;

use crate::{BoardSize, Coord, Direction, OffBoardError, SquareParseError};

/// A square of the 8x8 board, `0..64` in LERF order (little-endian rank-file,
/// like shakmaty and most chess engines): `a1` = 0, `b1` = 1, ..., `h1` = 7,
/// `a2` = 8, ..., `h8` = 63. Bit `i` of a [`Bitboard64`](crate::Bitboard64)
/// is square `i`.
///
/// ```
/// # use board_core::Square;
/// let e4: Square = "e4".parse().unwrap();
/// assert_eq!(e4, Square::E4);
/// assert_eq!((e4.file(), e4.rank(), e4.index()), (4, 3, 28));
/// assert_eq!(e4.to_string(), "e4");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

/// Declares the 64 square constants with their LERF indices.
macro_rules! square_consts {
    ($($name:ident = $index:literal),* $(,)?) => {
        impl Square {
            $(
                #[doc = concat!("The square `", stringify!($name), "` (index ", stringify!($index), ").")]
                pub const $name: Square = Square($index);
            )*
        }
    };
}

square_consts! {
        A1 = 0, B1 = 1, C1 = 2, D1 = 3, E1 = 4, F1 = 5, G1 = 6, H1 = 7,
        A2 = 8, B2 = 9, C2 = 10, D2 = 11, E2 = 12, F2 = 13, G2 = 14, H2 = 15,
        A3 = 16, B3 = 17, C3 = 18, D3 = 19, E3 = 20, F3 = 21, G3 = 22, H3 = 23,
        A4 = 24, B4 = 25, C4 = 26, D4 = 27, E4 = 28, F4 = 29, G4 = 30, H4 = 31,
        A5 = 32, B5 = 33, C5 = 34, D5 = 35, E5 = 36, F5 = 37, G5 = 38, H5 = 39,
        A6 = 40, B6 = 41, C6 = 42, D6 = 43, E6 = 44, F6 = 45, G6 = 46, H6 = 47,
        A7 = 48, B7 = 49, C7 = 50, D7 = 51, E7 = 52, F7 = 53, G7 = 54, H7 = 55,
        A8 = 56, B8 = 57, C8 = 58, D8 = 59, E8 = 60, F8 = 61, G8 = 62, H8 = 63,
}

impl Square {
    /// All 64 squares in index order, `a1` first.
    pub const ALL: [Square; 64] = [
        Square::A1,
        Square::B1,
        Square::C1,
        Square::D1,
        Square::E1,
        Square::F1,
        Square::G1,
        Square::H1,
        Square::A2,
        Square::B2,
        Square::C2,
        Square::D2,
        Square::E2,
        Square::F2,
        Square::G2,
        Square::H2,
        Square::A3,
        Square::B3,
        Square::C3,
        Square::D3,
        Square::E3,
        Square::F3,
        Square::G3,
        Square::H3,
        Square::A4,
        Square::B4,
        Square::C4,
        Square::D4,
        Square::E4,
        Square::F4,
        Square::G4,
        Square::H4,
        Square::A5,
        Square::B5,
        Square::C5,
        Square::D5,
        Square::E5,
        Square::F5,
        Square::G5,
        Square::H5,
        Square::A6,
        Square::B6,
        Square::C6,
        Square::D6,
        Square::E6,
        Square::F6,
        Square::G6,
        Square::H6,
        Square::A7,
        Square::B7,
        Square::C7,
        Square::D7,
        Square::E7,
        Square::F7,
        Square::G7,
        Square::H7,
        Square::A8,
        Square::B8,
        Square::C8,
        Square::D8,
        Square::E8,
        Square::F8,
        Square::G8,
        Square::H8,
    ];

    /// The square with LERF index `index`, or `None` unless `index < 64`.
    #[inline]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 { Some(Square(index)) } else { None }
    }

    /// The square at 0-based `file` and `rank`, or `None` unless both are
    /// below 8.
    #[inline]
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 { Some(Square(rank * 8 + file)) } else { None }
    }

    /// The square of `coord`, or `None` if it is off the 8x8 board.
    #[inline]
    pub const fn from_coord(coord: Coord) -> Option<Square> {
        Square::from_coords(coord.file(), coord.rank())
    }

    /// The same square as a board-size independent [`Coord`].
    #[inline]
    pub const fn coord(self) -> Coord {
        match Coord::new(self.file(), self.rank()) {
            Some(c) => c,
            // Unreachable: file and rank are below 8.
            None => Coord::A1,
        }
    }

    /// The 0-based file, `0..8` (`a` is 0).
    #[inline]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// The 0-based rank, `0..8` (`1` is 0).
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The index `0..64`, for indexing tables.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The index `0..64` as a `u8`.
    #[inline]
    pub const fn to_u8(self) -> u8 {
        self.0
    }

    /// Whether this is a dark square; `a1` is dark, so `file + rank` is even.
    #[inline]
    pub const fn is_dark(self) -> bool {
        (self.file() + self.rank()).is_multiple_of(2)
    }

    /// Whether this is a light square (not [`is_dark`](Self::is_dark)).
    #[inline]
    pub const fn is_light(self) -> bool {
        !self.is_dark()
    }

    /// The square `df` files and `dr` ranks away, or `None` if that leaves
    /// the board.
    #[inline]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        // Widened so that extreme offsets cannot overflow.
        let file = self.file() as i16 + df as i16;
        let rank = self.rank() as i16 + dr as i16;
        if file < 0 || rank < 0 || file > 7 || rank > 7 {
            return None;
        }
        Square::from_coords(file as u8, rank as u8)
    }

    /// The neighbour in direction `dir`, or `None` at the edge.
    #[inline]
    pub const fn step(self, dir: Direction) -> Option<Square> {
        self.offset(dir.df(), dir.dr())
    }

    /// Mirrors across the horizontal midline: `a1` <-> `a8`.
    #[must_use]
    #[inline]
    pub const fn flip_vertical(self) -> Square {
        // Flips the three rank bits.
        Square(self.0 ^ 0b111_000)
    }

    /// Mirrors across the vertical midline: `a1` <-> `h1`.
    #[must_use]
    #[inline]
    pub const fn flip_horizontal(self) -> Square {
        // Flips the three file bits.
        Square(self.0 ^ 0b000_111)
    }
}

impl From<Square> for Coord {
    #[inline]
    fn from(sq: Square) -> Coord {
        sq.coord()
    }
}

impl TryFrom<Coord> for Square {
    type Error = OffBoardError;

    #[inline]
    fn try_from(coord: Coord) -> Result<Square, OffBoardError> {
        Square::from_coord(coord).ok_or(OffBoardError { coord, size: BoardSize::CHESS })
    }
}

impl From<Square> for u8 {
    #[inline]
    fn from(sq: Square) -> u8 {
        sq.0
    }
}

impl From<Square> for usize {
    #[inline]
    fn from(sq: Square) -> usize {
        sq.index()
    }
}

/// Accepts `a1`..`h8`; a well-formed name beyond the 8x8 board (`i1`, `a9`)
/// is [`SquareParseError::OffBoard`].
impl FromStr for Square {
    type Err = SquareParseError;

    #[inline]
    fn from_str(s: &str) -> Result<Square, SquareParseError> {
        let coord = Coord::parse_on(s, BoardSize::CHESS)?;
        Ok(Square(coord.rank() * 8 + coord.file()))
    }
}

/// The square name, `a1`..`h8`. Honours width and alignment flags.
impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.coord(), f)
    }
}

/// Prints the constant's name, e.g. `E4`.
impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use fmt::Write as _;
        f.write_char((b'A' + self.file()) as char)?;
        f.write_char((b'1' + self.rank()) as char)
    }
}

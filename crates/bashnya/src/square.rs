//! Squares, colours and the board geometry tables.
//!
//! Board layout: one bit per square of an 8x8 grid (`a1` = bit 0, `h1` = bit 7, `h8` = bit 63); only the dark
//! squares (`a1` dark) are ever set. The 7x7 Lasca board uses the same layout with files `a`..`g` and ranks
//! `1`..`7`. A dark square's dense index `0..32` is its bit index halved (`rank * 4 + file / 2`), which is
//! where its column lives. Diagonal steps are shifts by 9 (north-east), 7 (north-west), -7 (south-east) and
//! -9 (south-west), masked so that they never wrap around an edge.

use core::fmt;

use board_core::{Bitboard64, BoardSize, Coord};

use crate::error::SquareParseError;
use crate::rules::Board;

/// A dark square, `a1`..`h8` (`a1`..`g7` on the Lasca board).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Square(u8);

/// The square's bit index `rank * 8 + file` (`a1` = 0, `h8` = 63).
impl From<Square> for u8 {
    fn from(sq: Square) -> u8 {
        sq.0
    }
}

/// A dark square from its bit index `rank * 8 + file`.
impl TryFrom<u8> for Square {
    type Error = &'static str;

    fn try_from(bit: u8) -> Result<Square, &'static str> {
        Square::new(bit % 8, bit / 8).filter(|_| bit < 64).ok_or("not a dark square index 0..64")
    }
}

impl Square {
    /// The dark square at 0-based `file` and `rank` of an 8x8 board, if it is one.
    pub const fn new(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 && (file + rank).is_multiple_of(2) {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    pub(crate) const fn from_bit(bit: u8) -> Square {
        Square(bit)
    }

    /// The square of dense index `0..32` (`rank * 4 + file / 2`), if in range.
    pub const fn from_index(index: u8) -> Option<Square> {
        if index >= 32 {
            return None;
        }
        let rank = index / 4;
        let file = (index % 4) * 2 + rank % 2;
        Some(Square(rank * 8 + file))
    }

    /// The dense index `0..32` (`0..28` on the Lasca board): `a1` is 0, `c1` 1, `b2` 4, `h8` 31.
    pub const fn index(self) -> usize {
        (self.0 >> 1) as usize
    }

    /// The bit of this square in the 64-bit board layout.
    pub(crate) const fn bit(self) -> u8 {
        self.0
    }

    /// The 0-based file (`a` = 0).
    pub const fn file(self) -> u8 {
        self.0 % 8
    }

    /// The 0-based rank (`1` = 0).
    pub const fn rank(self) -> u8 {
        self.0 / 8
    }

    /// Whether the square is on `board` (always on 8x8; files `a`..`g` and ranks `1`..`7` on 7x7).
    pub const fn is_on(self, board: Board) -> bool {
        self.file() < board.size() && self.rank() < board.size()
    }

    /// Reads a square name such as `c3` (board-core's `a1` notation), checking that it is a dark square of
    /// `board`.
    pub fn parse_on(text: &str, board: Board) -> Result<Square, SquareParseError> {
        let size = match board {
            Board::Eight => BoardSize::CHESS,
            Board::Seven => BoardSize::LASCA,
        };
        let coord = Coord::parse_on(text, size)?;
        Square::new(coord.file(), coord.rank()).ok_or(SquareParseError::Light(coord))
    }

    /// The same square in board-core's 8x8 numbering, which shares this layout (`a1` = 0, `h8` = 63).
    pub const fn to_board_core(self) -> board_core::Square {
        // A draughts square is below 64 by construction; the mask makes that visible to the compiler.
        match board_core::Square::new(self.0 & 63) {
            Some(sq) => sq,
            None => board_core::Square::A1,
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.to_board_core(), f)
    }
}

/// A side, and the colour of a piece.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Colour {
    /// White: starts on ranks 1-3 and moves first.
    White,
    /// Black: starts on the top three ranks.
    Black,
}

// White is seat 0, Black seat 1.
abstract_game::seat_conversions!(Colour { White, Black });

impl Colour {
    /// The other colour.
    #[must_use]
    pub const fn opponent(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    pub(crate) const fn index(self) -> usize {
        self as usize
    }

    /// The colour's name: `White` or `Black`, as `Display` prints it.
    pub const fn name(self) -> &'static str {
        match self {
            Colour::White => "White",
            Colour::Black => "Black",
        }
    }
}

/// `White` or `Black`.
impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.name())
    }
}

/// `NONE` in the step tables: no square in that direction.
pub(crate) const NONE: u8 = 0xFF;

// Direction indices: 0 north-east, 1 north-west, 2 south-east, 3 south-west. White's forward directions
// are 0 and 1, Black's 2 and 3.

/// The precomputed geometry of one board.
pub(crate) struct Geometry {
    /// The playable squares.
    pub(crate) mask: u64,
    /// `step[dir][bit]`: the neighbour in direction `dir`, or [`NONE`].
    pub(crate) step: [[u8; 64]; 4],
    /// `src1[dir]`: playable squares that have a playable neighbour in direction `dir`.
    pub(crate) src1: [u64; 4],
    /// `src2[dir]`: playable squares with two playable squares in a row in direction `dir`.
    pub(crate) src2: [u64; 4],
    /// `promotion[colour]`: the row where that colour's men are crowned (the opponent's base).
    pub(crate) promotion: [u64; 2],
    /// `start[colour]`: the dark squares of that colour's first three rows.
    pub(crate) start: [u64; 2],
}

const fn build(size: u8) -> Geometry {
    let mut g = Geometry {
        mask: 0,
        step: [[NONE; 64]; 4],
        src1: [0; 4],
        src2: [0; 4],
        promotion: [0; 2],
        start: [0; 2],
    };
    let deltas: [(i8, i8); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
    let mut rank = 0;
    while rank < size {
        let mut file = 0;
        while file < size {
            if (file + rank) % 2 == 0 {
                let bit = rank * 8 + file;
                g.mask |= 1 << bit;
                if rank == size - 1 {
                    g.promotion[0] |= 1 << bit;
                }
                if rank == 0 {
                    g.promotion[1] |= 1 << bit;
                }
                if rank < 3 {
                    g.start[0] |= 1 << bit;
                }
                if rank >= size - 3 {
                    g.start[1] |= 1 << bit;
                }
                let mut d = 0;
                while d < 4 {
                    let (df, dr) = deltas[d];
                    let (f1, r1) = (file as i8 + df, rank as i8 + dr);
                    if f1 >= 0 && r1 >= 0 && f1 < size as i8 && r1 < size as i8 {
                        g.step[d][bit as usize] = (r1 * 8 + f1) as u8;
                        g.src1[d] |= 1 << bit;
                        let (f2, r2) = (f1 + df, r1 + dr);
                        if f2 >= 0 && r2 >= 0 && f2 < size as i8 && r2 < size as i8 {
                            g.src2[d] |= 1 << bit;
                        }
                    }
                    d += 1;
                }
            }
            file += 1;
        }
        rank += 1;
    }
    g
}

/// The geometry of 8x8 (0) and of the Lasca board (1).
static GEOMETRIES: [Geometry; 2] = [build(8), build(7)];

impl Geometry {
    /// The board's geometry, found by indexing one array: a `match` between two statics made the compiler
    /// select every field it read between the two addresses (a conditional move per field, on every status
    /// test and move generation).
    #[inline]
    pub(crate) fn of(board: Board) -> &'static Geometry {
        &GEOMETRIES[usize::from(board == Board::Seven)]
    }
}

/// The bit distance of one step in direction `dir`, as a signed offset.
#[inline]
pub(crate) const fn offset(dir: usize) -> i8 {
    match dir {
        0 => 9,
        1 => 7,
        2 => -7,
        _ => -9,
    }
}

/// The bit indices of a bitboard, lowest first (board-core's iteration, as the `u8` bits the step tables use).
#[inline]
pub(crate) fn bits(board: u64) -> impl Iterator<Item = u8> + Clone {
    Bitboard64(board).into_iter().map(board_core::Square::to_u8)
}

/// Reads a dark square of the 8x8 board (`c3`); use [`Square::parse_on`] for the Lasca board.
impl core::str::FromStr for Square {
    type Err = crate::error::SquareParseError;

    fn from_str(text: &str) -> Result<Square, Self::Err> {
        Square::parse_on(text, Board::Eight)
    }
}

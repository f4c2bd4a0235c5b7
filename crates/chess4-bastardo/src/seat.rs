//! The four seats, their corners, pawn directions and turn order.

use core::fmt;

use board_core::{Bitboard64, Direction};

/// One of the four players, named after the colours we give them (the seed names none). The discriminant is
/// the seat index used everywhere (`PlayerId`, arrays, the position string).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[repr(u8)]
pub enum Seat {
    /// Corner a1; pawns move north and promote on rank 8.
    Red = 0,
    /// Corner h1; pawns move north and promote on rank 8.
    Blue = 1,
    /// Corner h8; pawns move south and promote on rank 1.
    Yellow = 2,
    /// Corner a8; pawns move south and promote on rank 1.
    Green = 3,
}

// The seats in turn order (counterclockwise round the board: a1, h1, h8, a8), seat `i` is `PlayerId` `i`.
abstract_game::seat_conversions!(Seat { Red, Blue, Yellow, Green });

impl Seat {
    /// The seat with this index (0..4).
    pub const fn from_index(index: usize) -> Option<Seat> {
        match index {
            0 => Some(Seat::Red),
            1 => Some(Seat::Blue),
            2 => Some(Seat::Yellow),
            3 => Some(Seat::Green),
            _ => None,
        }
    }

    /// The seat index, 0..4.
    #[inline]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The English colour name: `"Red"`, `"Blue"`, `"Yellow"`, `"Green"`.
    pub const fn name(self) -> &'static str {
        match self {
            Seat::Red => "Red",
            Seat::Blue => "Blue",
            Seat::Yellow => "Yellow",
            Seat::Green => "Green",
        }
    }

    /// The one-letter colour code of the position string: `r`, `b`, `y`, `g`.
    pub const fn letter(self) -> char {
        match self {
            Seat::Red => 'r',
            Seat::Blue => 'b',
            Seat::Yellow => 'y',
            Seat::Green => 'g',
        }
    }

    /// The seat of a colour letter (either case).
    pub const fn from_letter(letter: char) -> Option<Seat> {
        match letter.to_ascii_lowercase() {
            'r' => Some(Seat::Red),
            'b' => Some(Seat::Blue),
            'y' => Some(Seat::Yellow),
            'g' => Some(Seat::Green),
            _ => None,
        }
    }

    /// The next seat counterclockwise (eliminations aside).
    #[must_use]
    pub const fn next(self) -> Seat {
        Seat::ALL[(self as usize + 1) % 4]
    }

    /// The direction this seat's pawns move: north for the south corners (Red, Blue), south for the north
    /// corners (Yellow, Green).
    #[inline]
    pub const fn forward(self) -> Direction {
        match self {
            Seat::Red | Seat::Blue => Direction::N,
            Seat::Yellow | Seat::Green => Direction::S,
        }
    }

    /// The rank (0-based) where this seat's pawns promote: 7 (rank 8) or 0 (rank 1).
    #[inline]
    pub const fn promotion_rank(self) -> u8 {
        match self {
            Seat::Red | Seat::Blue => 7,
            Seat::Yellow | Seat::Green => 0,
        }
    }

    /// The squares of the promotion rank.
    #[inline]
    pub const fn promotion_squares(self) -> Bitboard64 {
        Bitboard64::rank(self.promotion_rank())
    }

    /// Moves every square of `bb` one step forward for this seat's pawns.
    #[inline]
    pub(crate) const fn push(self, bb: Bitboard64) -> Bitboard64 {
        match self {
            Seat::Red | Seat::Blue => Bitboard64(bb.0 << 8),
            Seat::Yellow | Seat::Green => Bitboard64(bb.0 >> 8),
        }
    }
}

impl fmt::Display for Seat {
    /// The colour name, as [`Seat::name`] and [`Game::seat_name`](abstract_game::Game::seat_name) give it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

//! Typed errors of the validated constructors and of square-name parsing.

use crate::{BoardSize, Coord};

/// Why a square name such as `e4` or `l16` could not be parsed.
///
/// Names are a lowercase file letter `a`..=`p` followed by a rank number
/// `1`..=`16` without leading zeros. Parsing never panics, whatever the input.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum SquareParseError {
    /// The input was empty.
    #[error("empty square name")]
    Empty,
    /// The first character is not a file letter `a`..=`p`.
    #[error("invalid file {found:?}: expected a lowercase letter a..p")]
    InvalidFile {
        /// The offending first character.
        found: char,
    },
    /// The rank is missing, has a leading zero or is not in `1..=16`.
    #[error("invalid rank: expected a number 1..16 after the file letter")]
    InvalidRank,
    /// The name is well formed but the square is not on the requested board.
    #[error("square {coord} is off the {size} board")]
    OffBoard {
        /// The square that was named.
        coord: Coord,
        /// The board it had to be on.
        size: BoardSize,
    },
    /// A well-formed square name was followed by more characters.
    #[error("unexpected characters after the square name")]
    TrailingCharacters,
}

/// A board dimension outside `1..=16`, from [`BoardSize::new`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[error("board size {files}x{ranks} is out of range: files and ranks must each be 1..=16")]
pub struct BoardSizeError {
    /// The requested number of files.
    pub files: u8,
    /// The requested number of ranks.
    pub ranks: u8,
}

/// A coordinate that is not on the board it had to be on, e.g. from
/// `Square::try_from(Coord)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, thiserror::Error)]
#[error("{coord} is off the {size} board")]
pub struct OffBoardError {
    /// The coordinate that was converted.
    pub coord: Coord,
    /// The board it had to be on.
    pub size: BoardSize,
}

//! Typed errors for every bad input.

use crate::square::{Colour, Square};

/// A preset name (or rules string) that is not one of `bashni`, `fogliaccio`, `russian`, `lasca`,
/// `stavropol` (with optional `+norep` / `+quietN` options, see [`Rules`](crate::Rules)).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("unknown rules preset (expected bashni, fogliaccio, russian, lasca or stavropol, +norep, +quietN)")]
pub struct UnknownPreset;

/// Why a move could not be read against a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum MoveParseError {
    /// Not of the form `c3-d4` or `c3:e5:c7`.
    #[error("malformed move: expected `c3-d4` or `c3:e5:c7`")]
    Malformed,
    /// A square name that is not a dark square of this board.
    #[error("not a playable square: {0}")]
    NotASquare(SquareParseError),
    /// Well formed, but no legal move matches.
    #[error("no legal move matches")]
    Illegal,
    /// `from:to` alone, and several legal captures go from `from` to `to`: write every landing square.
    #[error("ambiguous capture {from}:{to}: write every landing square")]
    Ambiguous {
        /// The start square.
        from: Square,
        /// The end square.
        to: Square,
    },
}

/// Why a position string could not be read (see [`Position`](crate::Position) for the grammar).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PositionParseError {
    /// Not four `:`-separated fields.
    #[error("expected four `:`-separated fields: side, rules, quiet plies, columns")]
    Fields,
    /// The side is not `W` or `B`.
    #[error("the side to move must be `W` or `B`")]
    Side,
    /// The rules field is not a known preset with options.
    #[error(transparent)]
    Rules(#[from] UnknownPreset),
    /// The quiet-ply counter is not a number `0..=65535` in canonical form.
    #[error("the quiet-ply counter must be a number 0..=65535 without leading zeros")]
    Counter,
    /// A column entry is not `square=pieces`.
    #[error("a column must be written `square=pieces`, e.g. `d4=bbW`")]
    Column,
    /// A square name that is not a dark square of this board.
    #[error("not a playable square: {0}")]
    Square(SquareParseError),
    /// A square listed twice.
    #[error("square {0} listed twice")]
    Duplicate(Square),
    /// A piece letter other than `w`, `W`, `b`, `B`, or an empty column.
    #[error("pieces are written w, W, b, B (at least one per listed square)")]
    Piece,
    /// More pieces of one colour than the game has (12, or 11 in Lasca).
    #[error("too many {0:?} pieces")]
    TooManyPieces(Colour),
    /// A stack of several pieces under rules that do not stack (Russian draughts).
    #[error("square {0} holds a column, but these rules do not stack")]
    NoStacking(Square),
}

/// A square name that is not a dark square of the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum SquareParseError {
    /// Not a square name of this board (`a1`..`h8`, `a1`..`g7` in Lasca), as `board-core` reads names.
    #[error(transparent)]
    Name(#[from] board_core::SquareParseError),
    /// A light square: draughts are played on the dark squares only.
    #[error("{0} is a light square; pieces stand on the dark squares (a1, c1, ..., h8)")]
    Light(board_core::Coord),
}

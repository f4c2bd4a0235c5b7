//! Typed errors for every bad input.

pub use abstract_game::NoSuchSeat;

use crate::square::{Colour, Square};

/// A rules string that does not read: an unknown preset name, or an option after it that is not one of
/// `+norep`, `+quietN`, `+capN` (see [`Rules`](crate::Rules)).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RulesError {
    /// The preset name is not one of `bashni`, `fogliaccio`, `russian`, `lasca`, `stavropol`.
    #[error("unknown rules preset (expected bashni, fogliaccio, russian, lasca or stavropol)")]
    UnknownPreset,
    /// An option that is not `+norep`, `+quietN` or `+capN` (N in canonical digits, not the default, each
    /// option at most once).
    #[error("bad rules option (expected +norep, +quietN or +capN, each once, N not the default)")]
    BadOption,
}

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
    /// Well formed, but not a legal move here: the rule it breaks.
    #[error("{0}")]
    Illegal(IllegalMove),
    /// `from:to` alone, and several legal captures go from `from` to `to`: write every landing square.
    #[error("ambiguous capture {from}:{to}: write every landing square")]
    Ambiguous {
        /// The start square.
        from: Square,
        /// The end square.
        to: Square,
    },
}

/// Why a move is not legal in a position, in the game's words: what
/// [`Position::why_illegal`](crate::Position::why_illegal) answers and [`MoveParseError::Illegal`] carries.
///
/// The first rule found broken is named, in this order: the game is over; the piece (none there, the
/// opponent's); a capture is compulsory; the capture must go on; where and how the piece goes.
/// [`IllegalMove::NoSuchMove`] is the catch-all.
#[non_exhaustive]
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum IllegalMove {
    /// The game has ended (a side without a move, or a draw rule): nobody moves any more.
    #[error("the game is over")]
    GameOver,
    /// Nothing stands on the start square.
    #[error("there is no piece on {0}")]
    NoPiece(Square),
    /// The column on the start square is commanded by the opponent.
    #[error("the column on {0} is commanded by {1}: a player moves only its own pieces")]
    OpponentsPiece(Square, Colour),
    /// A quiet move while some capture is possible.
    #[error("a capture is compulsory")]
    CaptureCompulsory,
    /// A capture sequence that stops while the capturing piece can still take.
    #[error("the capture must go on: the piece on {0} can still take")]
    CaptureMustGoOn(Square),
    /// A capture when none is possible at all.
    #[error("there is nothing to capture")]
    NothingToCapture,
    /// A quiet move onto an occupied square.
    #[error("{0} is occupied")]
    Occupied(Square),
    /// A man moving backward (or sideways) without capturing.
    #[error("a man moves only forward, except when it captures")]
    ManMovesForward,
    /// A man's quiet move of more than one square.
    #[error("a man steps one square diagonally forward")]
    ManStepsOne,
    /// A king moving off its diagonals, or over a piece without capturing.
    #[error("a king moves along a diagonal over empty squares")]
    KingMovesAlongDiagonals,
    /// A Lasca king moving more than one square.
    #[error("a king steps one square in Lasca")]
    ShortKing,
    /// Well formed, but no legal move matches, for a reason not listed above.
    #[error("no legal move matches")]
    NoSuchMove,
}

/// Why a position string could not be read (see [`Position`](crate::Position) for the grammar).
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum PositionError {
    /// Not four `:`-separated fields.
    #[error("expected four `:`-separated fields: side, rules, quiet plies, columns")]
    Fields,
    /// The side to move is not `W` or `B`.
    #[error("the side to move must be `W` or `B`")]
    Turn,
    /// The rules field is not a known preset with options.
    #[error(transparent)]
    Rules(#[from] RulesError),
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
    #[error("too many {0} pieces")]
    TooManyPieces(Colour),
    /// A stack of several pieces under rules that do not stack (Russian draughts).
    #[error("square {0} holds a column, but these rules do not stack")]
    NoStacking(Square),
    /// A man commanding on its own promotion row (the opponent's base), which no game reaches under any
    /// preset: a man arriving there is crowned, and a column there can never be jumped (the landing square
    /// would be off the board), so no prisoner is ever freed on that row.
    #[error("the man on {0} stands on its promotion row, where it would have been crowned")]
    ManOnPromotionRow(Square),
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

//! Errors of reading a record's text and of replaying its moves.

use alloc::string::String;

use crate::PlayError;

/// Why a text is not a game record. Every variant names the line (1-based) or the tag at fault.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RecordParseError {
    /// A tag line is not `[Key "value"]`.
    #[error("line {line}: a tag is written [Key \"value\"]: {reason}")]
    BadTag {
        /// The line.
        line: usize,
        /// What is wrong.
        reason: &'static str,
    },
    /// A quoted string has an unknown escape or no closing quote.
    #[error("line {line}: bad quoted string: {reason}")]
    BadString {
        /// The line.
        line: usize,
        /// What is wrong.
        reason: &'static str,
    },
    /// The same tag appears twice.
    #[error("line {line}: the tag {key} appears twice")]
    DuplicateTag {
        /// The line of the second one.
        line: usize,
        /// The tag's key.
        key: String,
    },
    /// A required tag (`Game` or `Rules`) is missing.
    #[error("the tag {key} is missing")]
    MissingTag {
        /// The tag's key.
        key: &'static str,
    },
    /// A `SeatN` tag names no seat (N is 0 to 7, written without leading zeros).
    #[error("line {line}: {key} names no seat")]
    BadSeatTag {
        /// The line.
        line: usize,
        /// The tag's key.
        key: String,
    },
    /// A tag line after the first move.
    #[error("line {line}: a tag after the moves")]
    TagAfterMoves {
        /// The line.
        line: usize,
    },
    /// A move line does not carry the next ply number.
    #[error("line {line}: ply {expected} expected, found {found:?}")]
    MoveNumber {
        /// The line.
        line: usize,
        /// The number expected.
        expected: usize,
        /// What was there.
        found: String,
    },
    /// A move line's seat tag or move is malformed.
    #[error("line {line}: bad move: {reason}")]
    BadMove {
        /// The line.
        line: usize,
        /// What is wrong.
        reason: &'static str,
    },
    /// The result is neither `*` nor `kind:score,score,...`.
    #[error("line {line}: bad result {text:?} (`*`, or ranks:/points:/penalties: and one score per seat)")]
    BadResult {
        /// The line (0 for the `Result` tag's value when it is the culprit).
        line: usize,
        /// The text.
        text: String,
    },
    /// The movetext does not end with a result token.
    #[error("the moves do not end with a result (`*` when unfinished)")]
    MissingResult,
    /// The `Result` tag and the result token disagree.
    #[error("line {line}: the result token differs from the Result tag")]
    ResultMismatch {
        /// The line of the result token.
        line: usize,
    },
    /// Text after the result token.
    #[error("line {line}: text after the result")]
    TextAfterResult {
        /// The line.
        line: usize,
    },
}

/// A free tag's key is not a word, or is one of the tags the record keeps in its own fields.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error(
    "{key:?} cannot be a free tag's key (a letter, then letters, digits or _; not Game, Rules, Start, Event, Site, Date, Result or SeatN)"
)]
pub struct TagKeyError {
    /// The key given.
    pub key: String,
}

/// Why a record's moves do not replay. Plies are numbered from 1, as in the text.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ReplayError {
    /// The game does not read the move; `message` is the game's parse error.
    #[error("ply {ply}: {text:?} is not a move: {message}")]
    BadMove {
        /// The ply.
        ply: usize,
        /// The move's text.
        text: String,
        /// The game's error message.
        message: String,
    },
    /// The move was read but may not be played there.
    #[error("ply {ply}: {text}: {error}")]
    Illegal {
        /// The ply.
        ply: usize,
        /// The move's text.
        text: String,
        /// Why it was refused.
        error: PlayError,
    },
    /// A seat tag names no seat of the game.
    #[error("ply {ply}: no seat is called {seat:?}")]
    UnknownSeat {
        /// The ply.
        ply: usize,
        /// The seat tag.
        seat: String,
    },
    /// The game reached another result than the recorded one.
    #[error("the record's result is {recorded}, the moves lead to {reached}")]
    ResultMismatch {
        /// The recorded result, as the record writes it (`ranks:1,2`).
        recorded: String,
        /// The result reached, written the same way (`*`: the game is not over).
        reached: String,
    },
}

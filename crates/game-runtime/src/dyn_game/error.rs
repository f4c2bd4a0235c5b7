//! The erased game's typed errors: each says which move, position or ply was refused, and why.

use alloc::string::String;

use abstract_game::PlayError;
use abstract_game::record::ReplayError;

/// Why [`DynGame::play_text`](super::DynGame::play_text) or [`DynGame::play_index`](super::DynGame::play_index)
/// refused a move. The state is unchanged.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum DynPlayError {
    /// The text is not a move here; `message` is the game's own parse error.
    #[error("{text:?} is not a move here: {message}")]
    Parse {
        /// The text given.
        text: String,
        /// The game's error message.
        message: String,
    },
    /// The move was read but may not be played now by that seat.
    #[error("{mv}: {error}")]
    Play {
        /// The move, in the game's notation.
        mv: String,
        /// Why it was refused.
        error: PlayError,
    },
    /// No legal move has this action index in this state.
    #[error("no legal move has the action index {index} here")]
    NoSuchAction {
        /// The index given.
        index: usize,
    },
    /// The game was erased without an action index ([`Erased::with_actions`](super::Erased::with_actions)).
    #[error("this game has no action index")]
    NoActionIndex,
}

/// A position string the game could not read ([`DynGame::set_position`](super::DynGame::set_position));
/// `message` is the game's error.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{text:?} is not a position: {message}")]
pub struct DynPositionError {
    /// The text given.
    pub text: String,
    /// The game's error message.
    pub message: String,
}

/// Why [`DynGame::undo`](super::DynGame::undo) took nothing back. The state is unchanged.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum UndoError {
    /// More plies were asked for than the history holds.
    #[error("cannot take back {asked} plies: {played} played since the start")]
    TooFew {
        /// The plies asked for.
        asked: usize,
        /// The plies in the history.
        played: usize,
    },
}

/// Why [`DynGame::load_record`](super::DynGame::load_record) refused a game record. The state is unchanged.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum RecordLoadError {
    /// The record's `Game` tag names another game.
    #[error("the record is a game of {record:?}, not of {game:?}")]
    WrongGame {
        /// The record's `Game` tag.
        record: String,
        /// This game's name.
        game: String,
    },
    /// The record's `Start` position could not be read.
    #[error("the record's start: {0}")]
    Start(DynPositionError),
    /// A ply could not be played, or the moves do not reach the recorded result.
    #[error(transparent)]
    Replay(ReplayError),
}

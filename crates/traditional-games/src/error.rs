//! What the registry and the erased bot refuse, typed: each error names the game, preset, text or seat kind
//! that is wrong.

use abstract_game::PlayerId;

/// Why [`load`](crate::load), [`load_position`](crate::load_position) or a [`GameEntry`](crate::GameEntry)
/// method refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum LoadError {
    /// No game has this name.
    #[error("no game `{name}` (known: {known})")]
    UnknownGame {
        /// The name given.
        name: String,
        /// The names of every game, comma-separated.
        known: String,
    },
    /// The game's crate read no rules from this preset or rules string; `message` is its error.
    #[error("{game} has no rules `{preset}`: {message}")]
    BadRules {
        /// The game.
        game: &'static str,
        /// The preset or rules string given.
        preset: String,
        /// The game crate's error.
        message: String,
    },
    /// The position string is not a position of this game; `message` is the game crate's error.
    #[error("not a {game} position: {message}")]
    BadPosition {
        /// The game.
        game: &'static str,
        /// The game crate's error.
        message: String,
    },
    /// The position is played under other rules than the preset asked for.
    #[error("the position is played under the rules `{named}`, not the preset `{preset}`")]
    RulesMismatch {
        /// The preset asked for.
        preset: String,
        /// The rules the position names.
        named: String,
    },
}

/// Why a [`Bot`](crate::Bot) could not be built or could not choose a move.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BotError {
    /// The text names no seat kind.
    #[error(
        "no bot `{text}` (known: random, mcts, ismcts, alphabeta, pmcts, pismcts, bot; budgets :N or :Ts)"
    )]
    UnknownKind {
        /// The text given.
        text: String,
    },
    /// The seat kind's budget is malformed or out of range; the message says which and why.
    #[error("{0}")]
    BadBudget(String),
    /// This search cannot play this game (or this state of it): `mcts` on hidden cards, `alphabeta` on four
    /// seats or dice, ...
    #[error("{0}")]
    Refused(String),
    /// The state given is not a state of the bot's game.
    #[error("this bot plays {expected}, not {found}")]
    WrongGame {
        /// The bot's game.
        expected: &'static str,
        /// The game of the state given.
        found: String,
    },
    /// The bot's seat is not on turn (or the game is over, or nature is to act).
    #[error("seat {seat} is not on turn")]
    NotOnTurn {
        /// The bot's seat.
        seat: PlayerId,
    },
    /// The seat is not a seat of the game.
    #[error("there is no seat {seat} in a game of {seats} seats")]
    NoSuchSeat {
        /// The seat given.
        seat: PlayerId,
        /// The seats of the game.
        seats: usize,
    },
    /// The game is not in the registry.
    #[error(transparent)]
    Load(#[from] LoadError),
    /// The search failed (its configuration, or it found no move).
    #[error("the search failed: {0}")]
    Search(String),
}

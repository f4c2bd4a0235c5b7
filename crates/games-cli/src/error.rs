//! What can go wrong on the command line, each a one-line message.

/// A command-line error: printed as one line, exit code 2.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// No game by that name.
    #[error("unknown game `{name}` (known: {known})")]
    UnknownGame {
        /// The name given.
        name: String,
        /// The names known.
        known: String,
    },
    /// No preset by that name for the game.
    #[error(
        "unknown rules preset `{preset}` for {game} (known: {known}; or a rules string of the game's README)"
    )]
    UnknownPreset {
        /// The game.
        game: &'static str,
        /// The name given.
        preset: String,
        /// The presets known.
        known: String,
    },
    /// The position string was rejected.
    #[error("bad position: {0}")]
    BadPosition(String),
    /// `--rules` names other rules than the position string does.
    #[error("--rules {preset} disagrees with the rules named in the position string ({named})")]
    RulesMismatch {
        /// The preset given.
        preset: String,
        /// The rules the position names.
        named: String,
    },
    /// `--dice` could not be rolled here.
    #[error("bad --dice: {0}")]
    BadDice(#[source] crate::session::SessionError),
    /// A seat kind that is not known.
    #[error("bad --seats: {0}")]
    BadSeats(String),
    /// `--match N` on a game that has no matches.
    #[error("--match is for {known} only; {game} has no matches to N points")]
    NoMatchPlay {
        /// The game asked for.
        game: &'static str,
        /// The games played in matches, comma-separated.
        known: String,
    },
    /// `--match N` that cannot be played.
    #[error("bad --match: {0}")]
    BadMatch(String),
    /// Another bad argument value, said in words (`--games 0`, `--seats` of the wrong length...).
    #[error("{0}")]
    BadArgument(String),
    /// A bot could not choose a move (`think`).
    #[error("no move: {0}")]
    NoMove(String),
    /// The bot refused this state or its search failed (`think`).
    #[error("no move: {0}")]
    NoBotMove(#[source] crate::session::SessionError),
    /// A file is not a game record.
    #[error("bad record: {error}")]
    BadRecord {
        /// Why.
        error: abstract_game::record::RecordParseError,
    },
    /// A record's moves do not replay: the ply at fault and the game's message, or the result that differs.
    #[error("the record does not replay: {0}")]
    Replay(abstract_game::record::ReplayError),
    /// Reading or writing the terminal failed.
    #[error("i/o error: {0}")]
    Io(#[from] std::io::Error),
}

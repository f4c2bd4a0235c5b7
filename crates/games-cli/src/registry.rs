//! The games the tool knows. Each game crate adds one [`GameEntry`] here when it lands.

use std::sync::LazyLock;

use abstract_game::Preset;

use crate::error::CliError;
use crate::session::Session;

/// Starts a session as the spec says: under its preset (`None`: the game's default, or the rules a position
/// string names), from the start or from a position string. Preset names reaching it are known to be valid,
/// and `match_points` is only set for games with [`GameEntry::match_play`].
pub type StartFn = fn(spec: &Spec<'_>) -> Result<Box<dyn Session>, CliError>;

/// What a session starts from, as the command line gives it. Every command that starts a game takes one, so a
/// setup option is one field here and one flag in `main.rs`'s `Setup`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Spec<'a> {
    /// A rules preset; the game's default (or the rules the position names) when `None`.
    pub preset: Option<&'a str>,
    /// A position string to start from instead of the start position.
    pub position: Option<&'a str>,
    /// `--match N`: play a match to N points (backgammon) instead of one game.
    pub match_points: Option<u8>,
}

/// How the tool starts one game; its name, the line about it and its presets come from the
/// `traditional-games` registry.
pub struct Launch {
    /// The game's name in the registry.
    pub name: &'static str,
    /// A new session under a preset, from the start or from a position string.
    pub start: StartFn,
    /// Whether `--match N` (a match to N points) applies.
    pub match_play: bool,
}

/// One game: its name on the command line, its rule presets, and how to start it.
pub struct GameEntry {
    /// The name typed on the command line.
    pub name: &'static str,
    /// One line about the game.
    pub about: &'static str,
    /// Rule presets by name, from the game's crate; the first is the default.
    pub presets: &'static [Preset],
    /// A new session under a preset, from the start or from a position string.
    pub start: StartFn,
    /// Whether `--match N` (a match to N points) applies.
    pub match_play: bool,
}

/// How each game the tool presents is started.
const LAUNCHES: [Launch; 6] = [
    crate::games::backgammon_nodice::ENTRY,
    crate::games::bashnya::ENTRY,
    crate::games::chess4_tarot::ENTRY,
    crate::games::batarde_cards::ENTRY,
    crate::games::chess4_bastardo::ENTRY,
    crate::games::siege_paris::ENTRY,
];

/// Every game available, in the registry's order (`games list`): the games of `traditional-games` the tool
/// knows how to start.
pub fn entries() -> &'static [GameEntry] {
    static ENTRIES: LazyLock<Vec<GameEntry>> = LazyLock::new(|| {
        traditional_games::games()
            .iter()
            .filter_map(|game| {
                let launch = LAUNCHES.iter().find(|l| l.name == game.name)?;
                Some(GameEntry {
                    name: game.name,
                    about: game.about,
                    presets: game.presets,
                    start: launch.start,
                    match_play: launch.match_play,
                })
            })
            .collect()
    });
    &ENTRIES
}

/// The game with this name.
pub fn find(name: &str) -> Result<&'static GameEntry, CliError> {
    entries().iter().find(|e| e.name == name).ok_or_else(|| CliError::UnknownGame {
        name: name.to_string(),
        known: entries().iter().map(|e| e.name).collect::<Vec<_>>().join(", "),
    })
}

impl GameEntry {
    /// Starts the game as `spec` says: under its preset (the default when `None`), from its position or the
    /// start.
    pub fn session(&self, spec: &Spec<'_>) -> Result<Box<dyn Session>, CliError> {
        if spec.match_points.is_some() && !self.match_play {
            return Err(CliError::NoMatchPlay(self.name));
        }
        if spec.match_points == Some(0) {
            return Err(CliError::BadMatch("a match is to at least 1 point".to_string()));
        }
        // A rules string with options (`4p,dealer=P2`, `russian+norep`) is read by the game crate, as its
        // README documents: only a string the crate refuses is an unknown preset.
        if let Some(p) = spec.preset
            && !self.presets.iter().any(|preset| preset.name == p)
            && (self.start)(&Spec { position: None, ..*spec }).is_err()
        {
            return Err(CliError::UnknownPreset {
                game: self.name,
                preset: p.to_string(),
                known: self.presets.iter().map(|preset| preset.name).collect::<Vec<_>>().join(", "),
            });
        }
        (self.start)(spec)
    }
}

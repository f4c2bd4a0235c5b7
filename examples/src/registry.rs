//! The games the tool knows. Each game crate adds one [`GameEntry`] here when it lands.

use crate::error::CliError;
use crate::session::Session;

/// Starts a session under a preset (`None`: the game's default, or the rules a position string names), from
/// the start or from a position string. Preset names reaching it are known to be valid.
pub type StartFn = fn(preset: Option<&str>, position: Option<&str>) -> Result<Box<dyn Session>, CliError>;

/// What a session starts from, as the command line gives it. Every command that starts a game takes one, so a
/// new setup option (backgammon's `--match N`, once `backgammon_nodice::Match` lands) is one field here and
/// one flag in `main.rs`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Spec<'a> {
    /// A rules preset; the game's default (or the rules the position names) when `None`.
    pub preset: Option<&'a str>,
    /// A position string to start from instead of the start position.
    pub position: Option<&'a str>,
}

/// One game: its name on the command line, its rule presets, and how to start it.
pub struct GameEntry {
    /// The name typed on the command line.
    pub name: &'static str,
    /// One line about the game.
    pub about: &'static str,
    /// Rule presets by name; the first is the default.
    pub presets: &'static [(&'static str, &'static str)],
    /// A new session under a preset, from the start or from a position string.
    pub start: StartFn,
}

/// Every game available, in the order `games list` shows them.
pub fn entries() -> &'static [GameEntry] {
    &[
        crate::games::backgammon_nodice::ENTRY,
        crate::games::bashnya::ENTRY,
        crate::games::chess4_tarot::ENTRY,
        crate::games::batarde_cards::ENTRY,
        crate::games::chess4_bastardo::ENTRY,
        crate::games::siege_paris::ENTRY,
    ]
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
        let (preset, position) = (spec.preset, spec.position);
        if let Some(p) = preset
            && !self.presets.iter().any(|(name, _)| *name == p)
        {
            return Err(CliError::UnknownPreset {
                game: self.name,
                preset: p.to_string(),
                known: self.presets.iter().map(|(n, _)| *n).collect::<Vec<_>>().join(", "),
            });
        }
        (self.start)(preset, position)
    }
}

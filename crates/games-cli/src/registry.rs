//! The games the tool knows: every game of the `traditional-games` registry, started through it.

use std::sync::LazyLock;

use abstract_game::Preset;

use traditional_games::{Family, LoadError, MatchPlay, Visitor};

use crate::error::CliError;
use crate::games::Start;
use crate::session::{Erased, Session};

/// What a session starts from, as the command line gives it. Every command that starts a game takes one, so a
/// setup option is one field here and one flag in `main.rs`'s `Setup`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Spec<'a> {
    /// A rules preset; the game's default (or the rules the position names) when `None`.
    pub preset: Option<&'a str>,
    /// A position string to start from instead of the start position.
    pub position: Option<&'a str>,
    /// `--match N`: play a match to N points (games with match play) instead of one game.
    pub match_points: Option<u8>,
}

/// One game: its name on the command line, its rule presets, and how to start it (all from the
/// `traditional-games` registry).
pub struct GameEntry {
    /// The name typed on the command line.
    pub name: &'static str,
    /// One line about the game.
    pub about: &'static str,
    /// Rule presets by name, from the game's crate; the first is the default.
    pub presets: &'static [Preset],
    /// Whether `--match N` (a match to N points) applies.
    pub match_play: bool,
    /// The registry's entry, which starts it.
    pub game: &'static traditional_games::GameEntry,
}

/// Every game available, in the registry's order (`games list`).
pub fn entries() -> &'static [GameEntry] {
    static ENTRIES: LazyLock<Vec<GameEntry>> = LazyLock::new(|| {
        traditional_games::games()
            .iter()
            .map(|game| GameEntry {
                name: game.name,
                about: game.about,
                presets: game.presets,
                match_play: game.has_match_play(),
                game,
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
            return Err(self.no_match_play());
        }
        if spec.match_points == Some(0) {
            return Err(CliError::BadMatch("a match is to at least 1 point".to_string()));
        }
        // A rules string with options (`4p,dealer=P2`, `russian+norep`) is read by the game crate, as its
        // README documents: only a string the crate refuses is an unknown preset.
        if let Some(p) = spec.preset
            && !self.presets.iter().any(|preset| preset.name == p)
            && self.start(&Spec { position: None, ..*spec }).is_err()
        {
            return Err(CliError::UnknownPreset {
                game: self.name,
                preset: p.to_string(),
                known: self.presets.iter().map(|preset| preset.name).collect::<Vec<_>>().join(", "),
            });
        }
        self.start(spec)
    }

    /// The refusal of `--match` for a game without match play, naming the games that have it.
    fn no_match_play(&self) -> CliError {
        let known = entries().iter().filter(|e| e.match_play).map(|e| e.name).collect::<Vec<_>>().join(", ");
        CliError::NoMatchPlay { game: self.name, known }
    }

    /// Starts the game as `spec` says, through the registry: a variant's alias (a preset the registry's `GameEntry::variant` maps to another game)
    /// starts the variant, a match length (`--match N`, `classic-m5`) a match.
    fn start(&self, spec: &Spec<'_>) -> Result<Box<dyn Session>, CliError> {
        if let Some((variant, preset)) = self.game.variant(spec.preset, spec.position) {
            let spec = Spec { preset: preset.as_deref(), ..*spec };
            return load(variant, &spec);
        }
        let default = self.game.default_preset();
        match self.game.visit_match(MatchPoints { spec: *spec }).flatten() {
            Some(points) => {
                let spec = Spec { match_points: Some(points), ..*spec };
                self.game.visit_match(Start { spec, default }).unwrap_or(Err(self.no_match_play()))
            }
            None => load(self.game, spec),
        }
    }
}

/// A single game (not a match) as `spec` says, through the registry's loaders, with the registry's presentation
/// of it: from the position string when one is given (its rules must agree with `--rules`, if given), else
/// the start position of the preset (the game's default when `None`).
pub(crate) fn load(
    entry: &'static traditional_games::GameEntry,
    spec: &Spec<'_>,
) -> Result<Box<dyn Session>, CliError> {
    let game = match spec.position {
        Some(text) => entry.load_position(spec.preset, text),
        None => entry.load(spec.preset.unwrap_or(entry.default_preset())),
    }
    .map_err(|error| match error {
        LoadError::BadPosition { message, .. } => CliError::BadPosition(message),
        LoadError::BadRules { preset, .. } => CliError::BadPosition(format!("no rules preset `{preset}`")),
        LoadError::RulesMismatch { preset, named } => CliError::RulesMismatch { preset, named },
        other => CliError::BadPosition(other.to_string()),
    })?;
    Ok(Box::new(Erased::from_parts(game, entry.presentation())))
}

/// The match length a spec asks for: `--match N`, or the length in the rules string (`classic-m5`).
struct MatchPoints<'a> {
    spec: Spec<'a>,
}

impl Visitor for MatchPoints<'_> {
    type Output = Option<u8>;

    fn visit<F: Family>(self) -> Option<u8> {
        None
    }

    fn visit_match<M: MatchPlay>(self) -> Option<u8> {
        let named = self.spec.preset.and_then(|p| M::rules(p).ok()).map(M::points).filter(|&n| n > 0);
        self.spec.match_points.or(named)
    }
}

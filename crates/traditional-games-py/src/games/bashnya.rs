//! Bashni and its presets (Russian draughts among them).

use bashnya::{Position, Rules};
use game_runtime::dyn_game::Erased;

use crate::registry::{Facts, Family, GameEntry, Kind, PresetEntry};

struct Bashnya;

/// Without a ply limit a stacking preset proves no bound (the crate's "Why a game ends"): OpenSpiel gets
/// this one.
const UNBOUNDED: usize = 100_000;

impl Family for Bashnya {
    type G = Position;
    type R = Rules;

    fn rules(preset: &str) -> Option<Rules> {
        Rules::from_preset(preset).ok()
    }
    fn start(rules: Rules) -> Position {
        Position::start(rules)
    }
    fn rules_of(game: &Position) -> Rules {
        game.rules()
    }
    /// The crate's facts (`Rules::max_game_length`: the ply limit, or Russian draughts' quiet-move bound).
    fn facts(rules: &Rules) -> Facts {
        Facts::of::<Position>(rules, UNBOUNDED)
    }
    fn erase(game: Position) -> Erased<Position> {
        Erased::new(game)
            .with_name("bashnya")
            .with_actions()
            .with_observation()
            .with_pretty(Position::pretty)
            .with_pretty_for(Position::pretty_for)
    }
}

static KIND: Kind = Kind::of::<Bashnya>();

/// The registry entry.
pub(crate) const ENTRY: GameEntry = GameEntry {
    name: "bashnya",
    about: "Bashni stacking draughts: captured pieces go under the capturing column",
    presets: &[
        PresetEntry {
            name: "bashni",
            about: "Bashni, Russian rules (seed 003): flying kings, promotion mid-capture continues as king",
            kind: &KIND,
            rules: "bashni",
        },
        PresetEntry {
            name: "fogliaccio",
            about: "the Fogliaccio reading (seed 001): no promotion when a capture only passes the last row",
            kind: &KIND,
            rules: "fogliaccio",
        },
        PresetEntry {
            name: "russian",
            about: "Russian draughts (shashki): captured pieces removed at the end of the move",
            kind: &KIND,
            rules: "russian",
        },
        PresetEntry {
            name: "lasca",
            about: "Lasca (Lasker, 1911): 7x7, men forward only, short kings",
            kind: &KIND,
            rules: "lasca",
        },
        PresetEntry {
            name: "stavropol",
            about: "Stavropol Bashni: a player may move the opponent's pieces too",
            kind: &KIND,
            rules: "stavropol",
        },
    ],
};

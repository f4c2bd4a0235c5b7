//! Assedio di Parigi: three players (or two) on a 12x16 board.

use game_runtime::dyn_game::Erased;
use siege_paris::{Position, Rules};

use crate::registry::{Facts, Family, GameEntry, Kind, PresetEntry};

struct Siege;

/// Without a no-progress limit (no preset) only the repetition draw ends a game: no useful bound exists, so
/// OpenSpiel gets this one.
const UNLIMITED: usize = 100_000;

impl Family for Siege {
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
    /// The crate's facts (`Rules::max_game_length`: 549 x the no-progress limit + 8 placements).
    fn facts(rules: &Rules) -> Facts {
        Facts::of::<Position>(rules, UNLIMITED)
    }
    fn erase(game: Position) -> Erased<Position> {
        Erased::new(game)
            .with_name("siege-paris")
            .with_actions()
            .with_observation()
            .with_pretty(Position::pretty)
    }
}

static KIND: Kind = Kind::of::<Siege>();

/// The registry entry.
pub(crate) const ENTRY: GameEntry = GameEntry {
    name: "siege-paris",
    about: "Assedio di Parigi (1871): Yellow defends the fortress against White and Black on a 12x16 board",
    presets: &[
        PresetEntry {
            name: "standard",
            about: "three players, 2 soldiers + 1 officer inside win for the attackers",
            kind: &KIND,
            rules: "standard",
        },
        PresetEntry {
            name: "three-soldiers",
            about: "attackers need 3 soldiers + 1 officer inside",
            kind: &KIND,
            rules: "three-soldiers",
        },
        PresetEntry {
            name: "backward",
            about: "attackers may also move backward",
            kind: &KIND,
            rules: "backward",
        },
        PresetEntry {
            name: "protection",
            about: "only a piece that could move onto the square protects",
            kind: &KIND,
            rules: "protection",
        },
        PresetEntry {
            name: "two-player",
            about: "one player commands White and Black",
            kind: &KIND,
            rules: "two-player",
        },
        PresetEntry {
            name: "setup-phase",
            about: "Yellow places its pieces in the fortress first",
            kind: &KIND,
            rules: "setup-phase",
        },
    ],
};

//! Il Bastardo (four-player chess); its tarot presets are played by [`super::chess4_tarot`].

use chess4_bastardo::{Position, Rules};
use game_runtime::dyn_game::Erased;

use crate::registry::{Facts, Family, GameEntry, Kind, PresetEntry};

struct Bastardo;

impl Family for Bastardo {
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
    /// The crate's facts (`Rules::max_game_length`: (96 + 31 + 1) x rounds x 4 plies, 25,600 by default).
    fn facts(rules: &Rules) -> Facts {
        // Every rules value is bounded: the 0 for an unbounded game is never used.
        Facts::of::<Position>(rules, 0)
    }
    fn erase(game: Position) -> Erased<Position> {
        Erased::new(game)
            .with_name("chess4-bastardo")
            .with_actions()
            .with_observation()
            .with_pretty(Position::pretty)
            .with_pretty_for(Position::pretty_for)
    }
}

static KIND: Kind = Kind::of::<Bastardo>();

/// The registry entry.
pub(crate) const ENTRY: GameEntry = GameEntry {
    name: "chess4-bastardo",
    about: "Il Bastardo: four-player chess on 8x8 with Amazons, king capture and elimination",
    presets: &[
        PresetEntry {
            name: "standard",
            about: "Red starts, en passant for a round, promotion to Amazon, pass only when stuck",
            kind: &KIND,
            rules: "standard",
        },
        PresetEntry {
            name: "free-promotion",
            about: "promotion to knight, bishop, rook or Amazon",
            kind: &KIND,
            rules: "free-promotion",
        },
        PresetEntry {
            name: "short-en-passant",
            about: "the en-passant right lasts for the next player only",
            kind: &KIND,
            rules: "short-en-passant",
        },
        PresetEntry {
            name: "voluntary-pass",
            about: "a player may pass at any time",
            kind: &KIND,
            rules: "voluntary-pass",
        },
        PresetEntry {
            name: "tarot",
            about: "Bastardo a obiettivi: secret tarot objectives (the game bastardo-obiettivi)",
            kind: &super::chess4_tarot::KIND,
            rules: "standard",
        },
        PresetEntry {
            name: "tarot-redeal",
            about: "Bastardo a obiettivi with the all-unhappy vote for a new deal",
            kind: &super::chess4_tarot::KIND,
            rules: "redeal",
        },
    ],
};

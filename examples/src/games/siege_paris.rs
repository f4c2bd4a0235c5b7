//! Assedio di Parigi in the `games` tool.

use abstract_game::PlayerId;
use siege_paris::{Position, Rules, Side};

use super::Starter;
use crate::bots::Capabilities;
use crate::registry::GameEntry;
use crate::session::Presentation;

impl Presentation for Position {
    fn board(&self) -> String {
        self.pretty()
    }

    fn seat_name(&self, seat: PlayerId) -> String {
        Side::from_index(seat.index()).map_or_else(|| format!("seat {seat}"), |s| s.name().to_string())
    }

    fn capabilities() -> Capabilities<Self> {
        crate::bots::siege::capabilities()
    }
}

const STARTER: Starter<Position, Rules> = Starter {
    default: "standard",
    rules: |name| Rules::from_preset(name).ok(),
    new: |rules| Position::new(rules).expect("every preset's start position is valid"),
    rules_of: |pos| *pos.rules(),
};

/// The registry entry.
pub const ENTRY: GameEntry = GameEntry {
    name: "siege-paris",
    about: "Assedio di Parigi (1871): Yellow defends the fortress against White and Black on a 12x16 board",
    presets: &[
        ("standard", "three players, 2 soldiers + 1 officer inside win for the attackers"),
        ("three-soldiers", "attackers need 3 soldiers + 1 officer inside"),
        ("backward", "attackers may also move backward"),
        ("protection", "only a piece that could move onto the square protects"),
        ("two-player", "one player commands White and Black"),
        ("setup-phase", "Yellow places its pieces in the fortress first"),
    ],
    start: |spec| STARTER.start(spec.preset, spec.position),
    match_play: false,
};

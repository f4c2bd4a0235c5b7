//! Bashni and its presets in the `games` tool.

use abstract_game::PlayerId;
use bashnya::{Position, Rules};

use super::Starter;
use crate::bots::Capabilities;
use crate::registry::GameEntry;
use crate::session::Presentation;

impl Presentation for Position {
    fn board(&self) -> String {
        self.pretty()
    }

    fn seat_name(&self, seat: PlayerId) -> String {
        ["White", "Black"].get(seat.index()).map_or_else(|| format!("seat {seat}"), |s| (*s).to_string())
    }

    fn capabilities() -> Capabilities<Self> {
        crate::bots::bashnya::capabilities()
    }
}

const STARTER: Starter<Position, Rules> = Starter {
    default: "bashni",
    rules: |name| Rules::from_preset(name).ok(),
    new: Position::start,
    rules_of: |pos| pos.rules(),
};

/// The registry entry.
pub const ENTRY: GameEntry = GameEntry {
    name: "bashnya",
    about: "Bashni stacking draughts: captured pieces go under the capturing column",
    presets: &[
        (
            "bashni",
            "Bashni as the Italian Bashnya article describes it (Russian rules): flying kings, promotion \
             mid-capture continues as king",
        ),
        (
            "fogliaccio",
            "Bashni as the rules sheet of \"Il fogliaccio degli astratti\" n. 1 reads it: no promotion when \
             a capture only passes the last row",
        ),
        ("russian", "Russian draughts (shashki): captured pieces removed at the end of the move"),
        ("lasca", "Lasca (Lasker, 1911): 7x7, men forward only, short kings"),
        ("stavropol", "Stavropol Bashni: a player may move the opponent's pieces too"),
    ],
    start: |spec| STARTER.start(spec.preset, spec.position),
    match_play: false,
};

//! Assedio di Parigi in the `games` tool: how the tool starts it (its presentation, legend and help texts are
//! `traditional_games::presentation`'s).

use siege_paris::{Position, Rules};

use super::Starter;
use crate::registry::Launch;

const STARTER: Starter<Position, Rules> = Starter {
    default: "standard",
    rules: |name| Rules::from_preset(name).ok(),
    new: |rules| Position::new(rules).expect("every preset's start position is valid"),
    rules_of: |pos| *pos.rules(),
};

/// The registry entry.
pub const ENTRY: Launch = Launch {
    name: "siege-paris",
    start: |spec| STARTER.start(spec.preset, spec.position),
    match_play: false,
};

//! Bashni and its presets in the `games` tool: how the tool starts it (its presentation, legend and help texts
//! are `traditional_games::presentation`'s).

use bashnya::{Position, Rules};

use super::Starter;
use crate::registry::Launch;

const STARTER: Starter<Position, Rules> = Starter {
    default: "bashni",
    rules: |name| Rules::from_preset(name).ok(),
    new: Position::start,
    rules_of: |pos| pos.rules(),
};

/// The registry entry.
pub const ENTRY: Launch =
    Launch { name: "bashnya", start: |spec| STARTER.start(spec.preset, spec.position), match_play: false };

//! La Bâtarde in the `games` tool: how the tool starts it (its presentation, narration, legend and help texts
//! are `traditional_games::presentation`'s).

use batarde_cards::{Match, Rules};

use super::Starter;
use crate::registry::Launch;

const STARTER: Starter<Match, Rules> = Starter {
    default: "4p",
    rules: |name| Rules::from_preset(name).ok(),
    new: Match::start,
    rules_of: Match::rules,
};

/// The registry entry.
pub const ENTRY: Launch = Launch {
    name: "batarde-cards",
    start: |spec| STARTER.start(spec.preset, spec.position),
    match_play: false,
};

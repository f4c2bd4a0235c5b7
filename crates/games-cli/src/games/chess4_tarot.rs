//! Il Bastardo's tarot-objectives variant in the `games` tool: how the tool starts it (its presentation,
//! secret views, legend and help texts are `traditional_games::presentation`'s).

use chess4_bastardo::tarot::{TarotGame, TarotRules};

use super::Starter;
use crate::registry::Launch;

const STARTER: Starter<TarotGame, TarotRules> = Starter {
    default: "standard",
    rules: |name| name.parse().ok(),
    new: TarotGame::start,
    rules_of: |game| *game.rules(),
};

/// The registry entry.
pub const ENTRY: Launch = Launch {
    name: "bastardo-obiettivi",
    start: |spec| STARTER.start(spec.preset, spec.position),
    match_play: false,
};

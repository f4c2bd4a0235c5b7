//! Il Bastardo in the `games` tool: how the tool starts it, the tarot presets included (its presentation,
//! take-back vote, legend and help texts are `traditional_games::presentation`'s).

use chess4_bastardo::tarot::TarotRules;
use chess4_bastardo::{Position, Rules};

use super::Starter;
use crate::registry::{Launch, Spec};

const STARTER: Starter<Position, Rules> = Starter {
    default: "standard",
    rules: |name| Rules::from_preset(name).ok(),
    new: Position::start,
    rules_of: |pos| *pos.rules(),
};

/// The registry entry.
pub const ENTRY: Launch = Launch {
    name: "chess4-bastardo",
    // The tarot presets (and a tarot game string, which has " | ") play the variant's own session.
    start: |spec| {
        let tarot = |preset| (super::chess4_tarot::ENTRY.start)(&Spec { preset, ..*spec });
        match spec.preset {
            Some("tarot") => tarot(Some("standard")),
            Some("tarot-redeal") => tarot(Some("redeal")),
            None if spec.position.is_some_and(|p| p.contains(" | ")) => tarot(None),
            // A tarot rules string with options (`free-promotion,redeal`, as the crate's README writes it).
            Some(p) if Rules::from_preset(p).is_err() && p.parse::<TarotRules>().is_ok() => tarot(Some(p)),
            _ => STARTER.start(spec.preset, spec.position),
        }
    },
    match_play: false,
};

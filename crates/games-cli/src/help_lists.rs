//! The lists of games that the command-line help gives, made at run time from the `traditional-games`
//! registry (its entries and their facts), so the help names no game of its own and a new registry entry
//! appears in it without a change here.

use abstract_game::Information;

use crate::registry::entries;

/// The games with a preset that has these facts, comma-separated: a game's name alone when every preset has
/// them, followed by the presets that do in parentheses when only some have (`none` when no game has).
fn games_where(keep: impl Fn(&abstract_game::Facts) -> bool) -> String {
    let names: Vec<String> = entries()
        .iter()
        .filter_map(|entry| {
            let presets: Vec<&str> = entry
                .presets
                .iter()
                .filter(|preset| entry.game.facts(preset.name).is_ok_and(|facts| keep(&facts)))
                .map(|preset| preset.name)
                .collect();
            match presets.len() {
                0 => None,
                n if n == entry.presets.len() => Some(entry.name.to_string()),
                _ => Some(format!("{} ({})", entry.name, presets.join(", "))),
            }
        })
        .collect();
    if names.is_empty() { "none".to_string() } else { names.join(", ") }
}

/// The games in which some seat does not see everything (cards in hands, secret objectives).
pub fn with_secrets() -> String {
    games_where(|facts| facts.information == Information::Imperfect)
}

/// The games in which every seat sees everything.
pub fn without_secrets() -> String {
    games_where(|facts| facts.information == Information::Perfect)
}

/// The games of two seats, no chance and no secrets: the ones alpha-beta may search.
pub fn for_alphabeta() -> String {
    games_where(|facts| facts.seats == 2 && !facts.chance && facts.information == Information::Perfect)
}

/// The games also played as a match to N points (`--match N`).
pub fn with_match_play() -> String {
    let names: Vec<&str> =
        entries().iter().filter(|entry| entry.match_play).map(|entry| entry.name).collect();
    if names.is_empty() { "none".to_string() } else { names.join(", ") }
}

//! One module per game crate: its [`Family`](crate::registry::Family) and registry entry.

mod backgammon_nodice;
mod bashnya;
mod batarde_cards;
mod chess4_bastardo;
mod chess4_tarot;
mod siege_paris;

use crate::registry::{GameEntry, PresetEntry};

/// Every registered game, in `games list` order.
pub(crate) const ENTRIES: &[GameEntry] = &[
    backgammon_nodice::ENTRY,
    bashnya::ENTRY,
    chess4_tarot::ENTRY,
    batarde_cards::ENTRY,
    chess4_bastardo::ENTRY,
    siege_paris::ENTRY,
];

/// The turn-based presets of a game with out-of-turn actions (`4p+claims`: its preset with claim windows,
/// `abstract_game::claims`); empty for the others. Read as presets, not listed by `games()`.
pub(crate) fn claim_presets(game: &str) -> &'static [PresetEntry] {
    match game {
        "batarde-cards" => batarde_cards::CLAIM_PRESETS,
        _ => &[],
    }
}

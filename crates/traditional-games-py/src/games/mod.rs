//! One module per game crate: its [`Family`](crate::registry::Family) and registry entry.

mod backgammon_nodice;
mod bashnya;
mod batarde_cards;
mod chess4_bastardo;
mod chess4_tarot;
mod siege_paris;

use crate::registry::GameEntry;

/// Every registered game, in `games list` order.
pub(crate) const ENTRIES: &[GameEntry] = &[
    backgammon_nodice::ENTRY,
    bashnya::ENTRY,
    chess4_tarot::ENTRY,
    batarde_cards::ENTRY,
    chess4_bastardo::ENTRY,
    siege_paris::ENTRY,
];

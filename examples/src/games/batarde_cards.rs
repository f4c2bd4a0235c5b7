//! La Bâtarde (a whole game: the schedule of hands) in the `games` tool. Hands are secret: during `play`,
//! each person sees only their own cards.

use abstract_game::PlayerId;
use batarde_cards::{Match, Rules};

use super::Starter;
use crate::registry::GameEntry;
use crate::session::Presentation;

impl Presentation for Match {
    fn board(&self) -> String {
        self.pretty(None)
    }

    fn seat_name(&self, seat: PlayerId) -> String {
        format!("P{}", seat.index() + 1)
    }

    fn has_secrets(&self) -> bool {
        true
    }

    fn view(&self, seat: PlayerId) -> String {
        self.pretty(Some(seat))
    }
}

const STARTER: Starter<Match, Rules> = Starter {
    default: "4p",
    rules: |name| Rules::from_preset(name).ok(),
    new: |rules| Match::new(rules).expect("every preset is a valid table"),
    rules_of: Match::rules,
};

/// The registry entry.
pub const ENTRY: GameEntry = GameEntry {
    name: "batarde-cards",
    about: "La Bâtarde: tricks bid with a trump auction, méchoune and choune; lowest penalty total wins",
    presets: &[
        ("4p", "four players, one 36-card pack, hands of 5 to 9 cards"),
        ("3p", "three players, one pack, hands of 7 to 12 cards"),
        ("5p", "five players, two packs (72 cards), hands of 9 to 14 cards"),
        ("6p", "six players, two packs, hands of 7 to 12 cards"),
        ("7p", "seven players, two packs, hands of 5 to 10 cards"),
    ],
    start: |preset, position| STARTER.start(preset, position),
};

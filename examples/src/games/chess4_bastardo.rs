//! Il Bastardo in the `games` tool. The tool plays `Position`, whose game tree is the one perft counts; the
//! threefold-repetition ending lives in `GameRecord`, so self-play games here end by elimination or by the
//! no-progress limit.

use abstract_game::PlayerId;
use chess4_bastardo::{Position, Rules, Seat};

use super::Starter;
use crate::registry::GameEntry;
use crate::session::Presentation;

impl Presentation for Position {
    fn board(&self) -> String {
        self.pretty()
    }

    fn seat_name(&self, seat: PlayerId) -> String {
        Seat::from_index(seat.index()).map_or_else(|| format!("seat {seat}"), |s| s.name().to_string())
    }
}

const STARTER: Starter<Position, Rules> = Starter {
    default: "standard",
    rules: |name| Rules::from_preset(name).ok(),
    new: Position::start,
    rules_of: |pos| *pos.rules(),
};

/// The registry entry.
pub const ENTRY: GameEntry = GameEntry {
    name: "chess4-bastardo",
    about: "Il Bastardo: four-player chess on 8x8 with Amazons, king capture and elimination",
    presets: &[
        ("standard", "Red starts, en passant for a round, promotion to Amazon, pass only when stuck"),
        ("free-promotion", "promotion to knight, bishop, rook or Amazon"),
        ("short-en-passant", "the en-passant right lasts for the next player only"),
        ("voluntary-pass", "a player may pass at any time"),
        ("tarot", "Bastardo a obiettivi: secret tarot objectives (the game bastardo-obiettivi)"),
        ("tarot-redeal", "Bastardo a obiettivi with the all-unhappy vote for a new deal"),
    ],
    // The tarot presets (and a tarot game string, which has " | ") play the variant's own session.
    start: |preset, position| match preset {
        Some("tarot") => (super::chess4_tarot::ENTRY.start)(Some("standard"), position),
        Some("tarot-redeal") => (super::chess4_tarot::ENTRY.start)(Some("redeal"), position),
        None if position.is_some_and(|p| p.contains(" | ")) => {
            (super::chess4_tarot::ENTRY.start)(None, position)
        }
        _ => STARTER.start(preset, position),
    },
};

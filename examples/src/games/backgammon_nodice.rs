//! Backgammon without dice (and with them) in the `games` tool.

use abstract_game::PlayerId;
use backgammon_nodice::{Dice, Position, Rules, Side};

use super::Starter;
use crate::registry::GameEntry;
use crate::session::Presentation;

impl Presentation for Position {
    fn board(&self) -> String {
        self.pretty()
    }

    fn seat_name(&self, seat: PlayerId) -> String {
        Side::from_seat(seat).map_or_else(|| format!("seat {seat}"), |s| s.name().to_string())
    }

    /// What `seat` sees: the whole board, as for everybody. This is the hook for the board drawn from the
    /// mover's side (its own point numbers, the ones in its moves) once `backgammon_nodice` has that view.
    fn view(&self, seat: PlayerId) -> String {
        let _ = seat;
        self.pretty()
    }

    /// `--dice 6-4`: declines the cube if the side could double, then rolls 6-4 (classic mode only).
    fn roll(&mut self, dice: &str) -> Result<(), String> {
        let dice: Dice = dice.parse().map_err(|e| format!("`{dice}`: {e}"))?;
        self.roll_dice(dice)
            .map_err(|e| format!("cannot roll {dice} here (classic rules, start of a turn): {e}"))
    }
}

const STARTER: Starter<Position, Rules> = Starter {
    default: "nodice",
    rules: |name| Rules::from_preset(name).ok(),
    new: Position::start,
    rules_of: Position::rules,
};

/// The registry entry.
pub const ENTRY: GameEntry = GameEntry {
    name: "backgammon-nodice",
    about: "Backgammon where the mover chooses its two numbers (Vallardi's no-dice game); classic dice too",
    presets: &[
        ("nodice", "choose the pair; not a number the opponent just used; no 5-5 on the opening turn"),
        ("nodice-own", "choose the pair; not a number of your own previous pair"),
        ("nodice-pair", "choose the pair; only the opponent's identical pair is forbidden"),
        ("classic", "rolled dice (use moves --dice A-B to list the plays of a roll)"),
        ("nodice-nocube", "no-dice rules without the doubling cube"),
        ("classic-nocube", "rolled dice without the doubling cube"),
    ],
    start: |preset, position| STARTER.start(preset, position),
};

//! Assedio di Parigi: Yellow's progress (attackers captured, toward every soldier and six officers) against the
//! attackers' (pieces inside the fortress, pieces near it), turned into values shaped like the outcome's
//! utilities (Yellow `v`, White and Black `-v / 2` each: a shared win of the attackers is worth 1/2 to each).
//! MCTS plays a short random playout, then this count: random sieges last hundreds of plies and almost all are
//! drawn, so a playout to the end says nothing.

use std::sync::OnceLock;

use game_search::RandomRollout;
use siege_paris::{PieceKind, Position, Side};

use super::eval::Score;
use super::search::mcts;
use super::{Algo, Capabilities};

/// One round of the three seats, twice.
const PLAYOUT_PLIES: u32 = 6;
/// Yellow's lead in the units of [`balance`] that is worth `tanh(1)` ≈ 0.76.
const VALUE_SCALE: f64 = 4.0;
/// UCT exploration (values in `[-1, 1]`).
const EXPLORATION: f64 = 1.0;
/// An attacking soldier captured (Yellow must capture them all).
const SOLDIER_TAKEN: f64 = 0.5;
/// An attacking officer captured (Yellow needs six).
const OFFICER_TAKEN: f64 = 0.4;
/// An attacking piece inside the fortress (two soldiers and an officer take it).
const INSIDE: f64 = 2.5;
/// An attacking piece next to the fortress, falling off with the distance (per [`NEAR`] squares).
const CLOSE: f64 = 0.15;
/// How far from the fortress an attacker still counts as approaching it.
const NEAR: i32 = 8;
/// The fortress's box on the board, 0-based files and ranks (files d..i, ranks 6..11 as drawn).
const FORT_FILES: (i32, i32) = (3, 8);
const FORT_RANKS: (i32, i32) = (5, 10);
/// Board width (files a..l).
const FILES: usize = 12;

/// How far a square is from the fortress's box (Chebyshev distance, 0 inside it).
fn distance(index: usize) -> i32 {
    let (file, rank) = (i32::try_from(index % FILES).unwrap_or(0), i32::try_from(index / FILES).unwrap_or(0));
    let off = |x: i32, (lo, hi): (i32, i32)| (lo - x).max(x - hi).max(0);
    off(file, FORT_FILES).max(off(rank, FORT_RANKS))
}

/// Yellow's progress minus the attackers'.
pub fn balance(pos: &Position) -> f64 {
    let (mut soldiers, mut officers, mut attack) = (0u32, 0u32, 0.0);
    for (loc, piece) in pos.pieces() {
        if piece.side == Side::Yellow {
            continue;
        }
        if piece.kind == PieceKind::Soldier {
            soldiers += 1;
        } else {
            officers += 1;
        }
        attack += match loc.square_index() {
            None => INSIDE,
            Some(index) => CLOSE * f64::from((NEAR - distance(index)).max(0)) / f64::from(NEAR),
        };
    }
    let (soldiers_at_start, officers_at_start) = attackers_at_start();
    let taken = |start: u32, now: u32| f64::from(start.saturating_sub(now));
    SOLDIER_TAKEN * taken(soldiers_at_start, soldiers)
        + OFFICER_TAKEN * taken(officers_at_start, officers).min(6.0)
        - attack
}

/// The attacking soldiers and officers of the start position (the same in every preset), counted once.
fn attackers_at_start() -> (u32, u32) {
    static COUNTS: OnceLock<(u32, u32)> = OnceLock::new();
    *COUNTS.get_or_init(|| {
        let start = Position::start(siege_paris::Rules::standard());
        let count = |soldier: bool| {
            let n = start
                .pieces()
                .filter(|(_, p)| p.side != Side::Yellow && (p.kind == PieceKind::Soldier) == soldier)
                .count();
            u32::try_from(n).unwrap_or(0)
        };
        (count(true), count(false))
    })
}

fn score(pos: &Position, values: &mut [f64]) {
    let v = (balance(pos) / VALUE_SCALE).tanh();
    values[0] = v;
    values[1] = -v / 2.0;
    values[2] = -v / 2.0;
}

/// The evaluator of MCTS.
pub fn evaluator() -> RandomRollout<Score<Position>> {
    RandomRollout { max_plies: PLAYOUT_PLIES, cut_off: score }
}

/// MCTS (three seats: no alpha-beta).
pub fn capabilities() -> Capabilities<Position> {
    Capabilities {
        mcts: Some(|pos, setup| mcts(pos, setup, evaluator(), EXPLORATION)),
        best: |_| Algo::Mcts,
        no_alphabeta: "the siege has three seats",
        ..Capabilities::none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fortress_box_is_near_and_the_corners_far() {
        assert_eq!(distance(5 * FILES + 3), 0);
        assert_eq!(distance(0), 5);
        assert_eq!(distance(15 * FILES + 11), 5);
    }

    #[test]
    fn the_start_counts_only_the_approach() {
        let b = balance(&Position::start(siege_paris::Rules::standard()));
        assert!(b < 0.0 && b > -5.0, "{b}");
    }
}

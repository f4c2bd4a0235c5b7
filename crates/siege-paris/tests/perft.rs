//! Perft from the start (standard rules).
//!
//! Depth 1, by hand: all 8 points are full at the start, so nothing moves inside the fortress and each
//! Yellow piece on a gate point can only leave: F1-c9, F8-c8, F4-j9, F5-j8. 4 moves.
//!
//! Depth 2: White's moves do not depend on which gate Yellow used (all far away). Soldiers on rank 3 step
//! forward-diagonally onto rank 4: b3, d3, f3, h3, j3 two each, l3 one (the board ends): 11. Soldiers on
//! rank 2 face the full rank 3: 0. General f1: f2 (f3 is full), g1, e1: 3. Colonel h1: h2, g1, i1: 3.
//! Captains d1 and j1: one step north, east, west each: 6. Lieutenants b1 and l1 face full diagonals: 0.
//! 23 moves, each plain or with the capture demand: 46. 4 x 46 = 184.
//!
//! Depth 3: Yellow's second move. After F1-c9 the general has b10, c10, b9, b8, c8 and back into F1 (6),
//! F2 and F8 may step into F1 (2), and F8, F4, F5 may leave (3): 11. After F4-j9 the colonel has j10, k9,
//! j8 and back (4), F3 and F5 into F4 (2), F1, F8, F5 leave (3): 9. After F5-j8 the soldier has k9, k7 and
//! back (3), F4 and F6 into F5 (2), three exits: 8. After F8-c8 likewise: 8. (11 + 9 + 8 + 8) x 46 = 1656.
//!
//! Depth 4: Black's 23 moves mirror White's, untouched by Yellow so far: 1656 x 46 = 76176.

use abstract_game::{Undo, perft, perft_with_undo};
use siege_paris::Position;

#[test]
fn perft_from_the_start() {
    let start = Position::start(siege_paris::Rules::standard());
    let expected = [4, 184, 1656, 76176];
    for (depth, &nodes) in (1..).zip(&expected) {
        assert_eq!(perft(&start, depth), nodes, "depth {depth}");
    }
}

#[test]
fn perft_with_undo_matches() {
    let mut start = Position::start(siege_paris::Rules::standard());
    assert_eq!(perft_with_undo(&mut start, 3), 1656);
    assert_eq!(start, Position::start(siege_paris::Rules::standard()));
    let _ = <Position as Undo>::play_undoable;
}

#[test]
#[ignore = "slow in debug builds: cargo test --release -- --ignored"]
fn perft_from_the_start_deep() {
    let start = Position::start(siege_paris::Rules::standard());
    assert_eq!(perft(&start, 5), PERFT_5);
    assert_eq!(perft_with_undo(&mut start.clone(), 5), PERFT_5);
}

/// Recorded with this implementation (`cargo test --release -- --ignored`).
const PERFT_5: u64 = 740_600;

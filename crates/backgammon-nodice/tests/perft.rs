//! Move counts from the start position, and perft (chance nodes and cube decisions count as plies).

mod common;

use abstract_game::{perft, perft_with_undo};
use backgammon_nodice::{Dice, Position, Rules};

/// The number of distinct legal plays (distinct resulting positions) of each roll from the start, in the
/// order of `Dice::ALL`. Every count was worked out by hand, independently of the engine (White's view;
/// Black holds White's 1, 12, 17 and 19 points, so nothing lands there, and no checker may bear off):
///
/// - Doubles: a play is the number of steps taken from each point (distinct step counts give distinct
///   positions). Along each chain of points a number apart, the step counts are non-increasing from the
///   back and bounded by the checkers available; the count of plays is the coefficient of x^4 in the
///   product of the chains' counting series (coefficients for 0..4 steps):
///   - 1-1 = 42: 24-23-22-21-20 (2 checkers) [1,1,2,2,3] x 8-7-...-2 with 5 more on 6 [1,2,5,9,16].
///   - 2-2 = 75: 24-22-20-18-16 [1,1,2,2,3] x 13-11-9-7-5 [1,1,2,3,5] x 8-6-4-2 [1,2,4,6,8].
///   - 3-3 = 73: 24-21-18-15 [1,1,2,2,2] x 13-10-7-4 [1,1,2,3,4] x 8-5-2 [1,1,2,2,2] x 6-3 [1,1,1,1,1].
///   - 4-4 = 52: 24-20-16 [1,1,2,1,1] x 13-9-5 [1,1,2,2,3] x 8-4 [1,1,1,1,0] x 6-2 [1,1,1,1,1].
///   - 5-5 = 4: 13-8-3 only: (n13, n8) = (4,0), (3,1), (2,2), (1,3).
///   - 6-6 = 11: 24-18, 13-7, 8-2, no checker twice: a + b + c = 4 with a <= 2, c <= 3.
/// - Non-doubles: every pair (a checker moving the high number from one of its open sources, another the low
///   number), plus the one-checker runs (via either intermediate point, if open) that are not already such a
///   pair, minus coincidences (e.g. 3-2: 8/6 6/3 is the run 8/3). 6-5 = 3 x 2 + 24/13 = 7 (13/2 is 13/8
///   8/2); 6-4 = 3 x 4 + 24/14 + 13/3 = 14; 6-3 = 12 + 24/15 + 13/4; 6-2 = 12 + 24/16 + 13/5; 6-1 = 3 x 3 +
///   13/6 = 10; 5-4 = 2 x 4 + 24/15 = 9; 5-3 = 8 + 24/16; 5-2 = 2 x 4 = 8 (13/6 is 13/8 8/6); 5-1 = 2 x 3 +
///   24/18 + 8/2 = 8; 4-3 = 16 + 13/6 = 17; 4-2 = 16 + 24/18 + 13/7 = 18 (8/2 is 8/6 6/2);
///   4-1 = 12 + 13/8 + 8/3 = 14; 3-2 = 16 + 13/8 = 17; 3-1 = 12 + 24/20 + 13/9 + 8/4 + 6/2 = 16;
///   2-1 = 12 + 24/21 + 13/10 + 6/3 = 15 (8/5 is 8/6 6/5).
///
/// All 21 also agree with the naive reference generator of `tests/common` (every order of every step
/// sequence, deduplicated by position), which shares no code with the engine.
const START_COUNTS: [(&str, usize); 21] = [
    ("1-1", 42),
    ("2-1", 15),
    ("2-2", 75),
    ("3-1", 16),
    ("3-2", 17),
    ("3-3", 73),
    ("4-1", 14),
    ("4-2", 18),
    ("4-3", 17),
    ("4-4", 52),
    ("5-1", 8),
    ("5-2", 8),
    ("5-3", 9),
    ("5-4", 9),
    ("5-5", 4),
    ("6-1", 10),
    ("6-2", 14),
    ("6-3", 14),
    ("6-4", 14),
    ("6-5", 7),
    ("6-6", 11),
];

#[test]
fn classic_start_distinct_plays_for_each_of_the_21_rolls() {
    let start = Position::start(Rules::classic());
    for (dice, (name, count)) in Dice::ALL.into_iter().zip(START_COUNTS) {
        assert_eq!(dice.to_string(), name);
        assert_eq!(start.plays(dice).len(), count, "{dice}");
        assert_eq!(common::check_plays(&start, dice), Ok(count), "{dice} against the reference generator");
    }
    // The 15 opening rolls (different dice) give 190 plays; all 21 rolls 447.
    let total: usize = START_COUNTS.iter().map(|&(_, n)| n).sum();
    assert_eq!(total, 447);
}

#[test]
fn perft_classic_without_cube() {
    // Plies: the opening roll (15 outcomes), White's play, Black's roll (21), Black's play, White's roll.
    // Recorded from this engine; depth 2 is the sum of the 15 opening counts above, depth 3 is 190 * 21.
    let start = Position::start(Rules::from_preset("classic-nocube").unwrap());
    let expected = [1, 15, 190, 3990, 89_153];
    for (depth, &nodes) in expected.iter().enumerate() {
        assert_eq!(perft(&start, depth as u32), nodes, "depth {depth}");
    }
    assert_eq!(perft_with_undo(&mut start.clone(), 4), 89_153);
}

#[test]
fn perft_classic_with_cube() {
    // After White's opening play Black decides first (double or roll): depth 3 is 190 * 2; depth 4 adds
    // take/drop (2) or the 21 rolls; depth 5 is 190 * 21 (rolls after a take) + 89 153 (plays after a roll).
    let start = Position::start(Rules::classic());
    let expected = [1, 15, 190, 380, 4370, 93_143];
    for (depth, &nodes) in expected.iter().enumerate() {
        assert_eq!(perft(&start, depth as u32), nodes, "depth {depth}");
    }
}

#[test]
fn perft_no_dice() {
    // Depth 1: the 447 plays of all 21 pairs minus the 4 of the forbidden opening 5-5. Depth 2 recorded from
    // this engine for each reading; with the cube, Black may also double (one more move per position).
    for (rules, depth2) in [
        ("nodice-nocube", 125_507),
        ("nodice-own-nocube", 201_040),
        ("nodice-pair-nocube", 183_092),
        ("nodice", 125_507 + 443),
    ] {
        let start = Position::start(rules.parse().unwrap());
        assert_eq!(perft(&start, 1), 443, "{rules}");
        assert_eq!(perft(&start, 2), depth2, "{rules}");
    }
}

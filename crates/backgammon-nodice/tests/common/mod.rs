//! Test helpers: a naive reference move generator (every sequence of steps in every order, no pruning),
//! and random positions, including bear-offs and checkers on the bar.
#![allow(dead_code)]

use std::collections::BTreeSet;

use abstract_game::{Xoshiro256, random_below};
use backgammon_nodice::{Dice, Move, MoveKind, Position, Rules, Side};

/// The mover's view: `[0]` borne off, `[1..=24]` points (positive mover, negative opponent), `[25]` bar,
/// `[26]` the opponent's bar.
pub(crate) type Board = [i8; 27];

pub(crate) fn mover_board(pos: &Position) -> Board {
    let me = pos.side_to_move();
    let mut b = [0i8; 27];
    for p in 1..=24u8 {
        b[p as usize] = pos.checkers(me, p) as i8 - pos.checkers(me.opponent(), 25 - p) as i8;
    }
    b[0] = pos.borne_off(me) as i8;
    b[25] = pos.bar(me) as i8;
    b[26] = pos.bar(me.opponent()) as i8;
    b
}

/// One step by the book: `None` if illegal, else the board after it.
pub(crate) fn naive_step(b: &Board, from: usize, die: usize) -> Option<Board> {
    if !(1..=25).contains(&from) || b[from] <= 0 {
        return None;
    }
    if b[25] > 0 && from != 25 {
        return None; // checkers on the bar enter first
    }
    let mut n = *b;
    n[from] -= 1;
    let target = from as i32 - die as i32;
    if target >= 1 {
        let t = target as usize;
        if b[t] <= -2 {
            return None; // a point held by the opponent
        }
        if b[t] == -1 {
            n[t] = 0;
            n[26] += 1; // hit
        }
        n[t] += 1;
        return Some(n);
    }
    // Bearing off: every checker home (nothing on 7..=24 or the bar).
    if (7..=25).any(|p| b[p] > 0) {
        return None;
    }
    if target < 0 && (from + 1..=6).any(|p| b[p] > 0) {
        return None; // a larger number bears off only from the highest point
    }
    n[0] += 1;
    Some(n)
}

fn explore(
    b: &Board,
    dice: &[usize],
    used: usize,
    out: &mut Vec<(usize, Board, Vec<usize>)>,
    first: &mut Vec<usize>,
) {
    out.push((used, *b, first.clone()));
    if let Some((&die, rest)) = dice.split_first() {
        for from in 1..=25 {
            if let Some(n) = naive_step(b, from, die) {
                first.push(die);
                explore(&n, rest, used + 1, out, first);
                first.pop();
            }
        }
    }
}

/// The set of resulting boards of the legal plays of `dice`, by the book: every order of the numbers, every
/// sequence; keep the plays using the most numbers; if only one number of a non-double, the larger if
/// possible.
pub(crate) fn reference_results(pos: &Position, dice: Dice) -> BTreeSet<Board> {
    let b = mover_board(pos);
    let (h, l) = (dice.high() as usize, dice.low() as usize);
    let orders: Vec<Vec<usize>> = if h == l { vec![vec![h; 4]] } else { vec![vec![h, l], vec![l, h]] };
    let mut all = Vec::new();
    for order in &orders {
        explore(&b, order, 0, &mut all, &mut Vec::new());
    }
    let max = all.iter().map(|(u, _, _)| *u).max().unwrap_or(0);
    if max == 0 {
        return BTreeSet::new();
    }
    let mut keep: Vec<&(usize, Board, Vec<usize>)> = all.iter().filter(|(u, _, _)| *u == max).collect();
    if h != l && max == 1 && keep.iter().any(|(_, _, used)| used[0] == h) {
        keep.retain(|(_, _, used)| used[0] == h);
    }
    keep.into_iter().map(|(_, b, _)| *b).collect()
}

/// Plays an engine move's steps on the mover's board by the book, checking each step and hit flag.
pub(crate) fn apply_engine_move(pos: &Position, mv: Move) -> Result<Board, String> {
    let mut b = mover_board(pos);
    if mv.kind() != MoveKind::Play {
        return Err(format!("{mv} is not a play"));
    }
    for step in mv.steps() {
        let hit = step.from > step.die && b[(step.from - step.die) as usize] == -1;
        if hit != step.hit {
            return Err(format!("{mv}: wrong hit flag on {step:?}"));
        }
        b = naive_step(&b, step.from as usize, step.die as usize)
            .ok_or_else(|| format!("{mv}: illegal {step:?}"))?;
    }
    Ok(b)
}

/// Checks the engine's plays of `dice` against the reference: same set of results, none twice.
pub(crate) fn check_plays(pos: &Position, dice: Dice) -> Result<usize, String> {
    let expected = reference_results(pos, dice);
    let plays = pos.plays(dice);
    let mut got = BTreeSet::new();
    for &mv in &plays {
        if mv.dice() != Some(dice) {
            return Err(format!("{mv} has the wrong pair"));
        }
        if !got.insert(apply_engine_move(pos, mv)?) {
            return Err(format!("{pos}: {mv} reaches a position already listed"));
        }
    }
    if got != expected {
        return Err(format!(
            "{pos} {dice}: engine {} plays, reference {} ({} missing, {} extra)",
            got.len(),
            expected.len(),
            expected.difference(&got).count(),
            got.difference(&expected).count()
        ));
    }
    Ok(plays.len())
}

/// A random position with White or Black to play `rules`' turn start, built from a seed: checkers spread over
/// the board, often all home (bear-offs), sometimes on the bar.
pub(crate) fn random_position(seed: u64, rules: Rules) -> Position {
    let mut rng = Xoshiro256::seed_from_u64(seed);
    let mut r = |n: u64| random_below(&mut rng, n) as usize;
    loop {
        let mut board = [0i8; 24];
        let mut bar = [0u8; 2];
        let mut off = [0u8; 2];
        let style = r(4);
        for (side, sign) in [(Side::White, 1i8), (Side::Black, -1i8)] {
            let mut left = 15;
            let borne = if style == 0 { r(14) } else { 0 };
            off[side as usize] = borne as u8;
            left -= borne;
            for _ in 0..left {
                let place = match style {
                    0 | 1 => r(6) + 1,     // home board: bearing off
                    _ if r(12) == 0 => 25, // the bar
                    _ => r(24) + 1,
                };
                if place == 25 {
                    bar[side as usize] += 1;
                    continue;
                }
                let index = if side == Side::White { place - 1 } else { 24 - place };
                if board[index] * sign < 0 {
                    // Occupied by the other side: put it on the bar instead.
                    bar[side as usize] += 1;
                } else {
                    board[index] += sign;
                }
            }
        }
        let turn = if r(2) == 0 { "w" } else { "b" };
        let phase = if rules.is_classic() { "roll" } else { "start" };
        let counts: Vec<String> = board.iter().map(ToString::to_string).collect();
        let text = format!(
            "{}:{}:{}/{}:{}/{}:{turn}:{phase}:1:-/-",
            rules.with_cube(false),
            counts.join(","),
            bar[0],
            bar[1],
            off[0],
            off[1]
        );
        if let Ok(pos) = text.parse() {
            return pos;
        }
    }
}

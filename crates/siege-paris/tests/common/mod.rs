//! Helpers shared by the integration tests: positions from a list of pieces.
#![allow(dead_code, unreachable_pub)]

use abstract_game::Game;
use siege_paris::{Loc, Move, Position};

/// A position string with `pieces` (square, token) on the board, `fortress` on F1..F8 (`-` empty), `turn`
/// and `rules`. Two blocked soldiers are added (White on a16, Black on l1) so that Yellow's goal (no soldier
/// left) is not met by accident; `bare` leaves them out.
pub fn text(pieces: &[(&str, &str)], fortress: [&str; 8], turn: &str, rules: &str, bare: bool) -> String {
    let mut grid = vec![vec![None::<String>; 12]; 16];
    let mut all: Vec<(&str, &str)> = pieces.to_vec();
    if !bare {
        all.push(("a16", "S"));
        all.push(("l1", "s"));
    }
    for (square, token) in all {
        let file = (square.as_bytes()[0] - b'a') as usize;
        let rank: usize = square[1..].parse().unwrap();
        grid[rank - 1][file] = Some(token.to_string());
    }
    let mut rows = Vec::new();
    for rank in (0..16).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for cell in &grid[rank] {
            match cell {
                None => empty += 1,
                Some(token) => {
                    if empty > 0 {
                        row += &empty.to_string();
                        empty = 0;
                    }
                    row += token;
                }
            }
        }
        if empty > 0 {
            row += &empty.to_string();
        }
        rows.push(row);
    }
    format!("{} F:{} {turn} {rules} 0", rows.join("/"), fortress.join(","))
}

/// The position of [`text`] with fillers, standard rules.
pub fn pos(pieces: &[(&str, &str)], fortress: [&str; 8], turn: &str) -> Position {
    with_rules(pieces, fortress, turn, "standard")
}

/// The position of [`text`] with fillers, under `rules`.
pub fn with_rules(pieces: &[(&str, &str)], fortress: [&str; 8], turn: &str, rules: &str) -> Position {
    let text = text(pieces, fortress, turn, rules, false);
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// An empty fortress.
pub const EMPTY: [&str; 8] = ["-"; 8];

/// A fortress with Yellow's general on F1 and the other points empty.
pub const GENERAL_IN: [&str; 8] = ["yg", "-", "-", "-", "-", "-", "-", "-"];

/// The legal moves as sorted strings, without the demand copies.
pub fn moves(pos: &Position) -> Vec<String> {
    let mut list: Vec<String> =
        pos.legal_moves().iter().filter(|m| !m.is_demand()).map(ToString::to_string).collect();
    list.sort();
    list
}

/// The legal moves starting at `from`, as sorted strings, without the demand copies.
pub fn moves_from(pos: &Position, from: &str) -> Vec<String> {
    let from = loc(from);
    let mut list: Vec<String> = pos
        .legal_moves()
        .iter()
        .filter(|m| !m.is_demand() && m.from() == Some(from))
        .map(ToString::to_string)
        .collect();
    list.sort();
    list
}

/// A place by name.
pub fn loc(name: &str) -> Loc {
    if let Some(n) = name.strip_prefix('F') {
        return Loc::point(siege_paris::Point::new(n.parse::<usize>().unwrap() - 1).unwrap());
    }
    let coord = board_core::Coord::parse_on(name, siege_paris::SIZE).unwrap();
    Loc::from_coord(coord).unwrap()
}

/// Sorted strings.
pub fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(ToString::to_string).collect();
    v.sort();
    v
}

/// Plays a move given as text.
pub fn play(pos: &mut Position, text: &str) -> Move {
    let mv = pos.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}\n{}", pos.pretty()));
    pos.play(mv).unwrap();
    mv
}

//! Helpers shared by the integration tests.
#![allow(dead_code, unreachable_pub)]

use bashnya::{Position, Square};

/// Reads a position string, panicking with the error.
pub fn pos(text: &str) -> Position {
    text.parse().unwrap_or_else(|e| panic!("{text:?}: {e}"))
}

/// The legal moves in notation, sorted.
pub fn moves(pos: &Position) -> Vec<String> {
    let mut moves: Vec<String> = pos.legal_moves().iter().map(ToString::to_string).collect();
    moves.sort();
    moves
}

/// Plays a move given in notation (which must be legal).
pub fn play(pos: &mut Position, text: &str) {
    let mv = pos.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e} in {pos}; legal: {:?}", moves(pos)));
    pos.play(mv).expect("parsed moves are legal");
}

/// The column on a square, bottom to top, as letters (`-` when empty).
pub fn col(pos: &Position, square: &str) -> String {
    let sq: Square = square.parse().expect("square name");
    pos.column(sq).to_string()
}

/// The sorted list of strings.
pub fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(ToString::to_string).collect();
    v.sort();
    v
}

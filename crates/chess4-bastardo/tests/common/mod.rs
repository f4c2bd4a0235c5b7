//! Helpers shared by the integration tests.
#![allow(dead_code)]

use abstract_game::Game;
use board_core::Square;
use chess4_bastardo::{Move, Position};

/// A position from piece placements (`("a1", "rK")`, `("d2", "rP")` for a pawn that may still double-step,
/// `("d3", "rp")` for one that has moved) and the remaining six fields of the position string.
pub(crate) fn setup(pieces: &[(&str, &str)], rest: &str) -> Position {
    let mut grid: [[Option<&str>; 8]; 8] = [[None; 8]; 8];
    for &(sq, code) in pieces {
        let sq: Square = sq.parse().expect("square");
        let cell = &mut grid[sq.rank() as usize][sq.file() as usize];
        assert!(cell.is_none(), "two pieces on {sq}");
        *cell = Some(code);
    }
    let mut board = String::new();
    for (rank, row) in grid.iter().enumerate().rev() {
        let mut empty = 0;
        for cell in row {
            match *cell {
                None => empty += 1,
                Some(code) => {
                    if empty > 0 {
                        board.push_str(&empty.to_string());
                        empty = 0;
                    }
                    board.push_str(code);
                }
            }
        }
        if empty > 0 {
            board.push_str(&empty.to_string());
        }
        if rank > 0 {
            board.push('/');
        }
    }
    let text = format!("{board} {rest}");
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The four kings in their corners plus `pieces`.
pub(crate) fn with_kings(pieces: &[(&str, &str)], rest: &str) -> Position {
    let mut all = vec![("a1", "rK"), ("h1", "bK"), ("h8", "yK"), ("a8", "gK")];
    all.extend_from_slice(pieces);
    setup(&all, rest)
}

/// Plays moves given in notation, checking each.
pub(crate) fn play(pos: &mut Position, moves: &[&str]) {
    for text in moves {
        let mv = pos.parse_move(text).unwrap_or_else(|e| panic!("{text} in {pos}: {e}"));
        pos.play(mv).expect("a parsed move is legal");
    }
}

/// The legal moves as strings, sorted.
pub(crate) fn moves(pos: &Position) -> Vec<String> {
    let mut list: Vec<String> = pos.legal_moves().iter().map(Move::to_string).collect();
    list.sort();
    list
}

/// Whether `text` is a legal move here.
pub(crate) fn legal(pos: &Position, text: &str) -> bool {
    moves(pos).iter().any(|m| m == text)
}

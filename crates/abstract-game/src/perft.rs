//! Perft: counting the leaves of the game tree, the standard check of a move generator.

use alloc::vec::Vec;

use crate::{Game, MoveList, Undo};

/// The number of move sequences of exactly `depth` plies from `game` (chance outcomes count as plies, and
/// sequences that end the game early are not counted). `perft(g, 0)` is 1.
///
/// Copy-make: each child is a clone, which is the fastest way for small `Copy`-like states. The last ply is
/// bulk-counted (the length of the move list, no move played).
pub fn perft<G: Game>(game: &G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => game.legal_moves().len() as u64,
        _ => {
            let moves = game.legal_moves();
            let mut nodes = 0;
            for &mv in moves.iter() {
                let mut child = game.clone();
                child.play_unchecked(mv);
                nodes += perft(&child, depth - 1);
            }
            nodes
        }
    }
}

/// Perft for every first move: `(move, leaves below it)` in move-generation order, the tool to find which
/// move a generator gets wrong by comparing with another engine.
pub fn perft_divide<G: Game>(game: &G, depth: u32) -> Vec<(G::Move, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    game.legal_moves()
        .iter()
        .map(|&mv| {
            let mut child = game.clone();
            child.play_unchecked(mv);
            (mv, perft(&child, depth - 1))
        })
        .collect()
}

/// The same count as [`perft`], walking one state with play and undo instead of clones, for games whose
/// states are large to copy. Leaves `game` as it found it.
pub fn perft_with_undo<G: Undo>(game: &mut G, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => game.legal_moves().len() as u64,
        _ => {
            let mut moves = G::MoveList::default();
            game.legal_moves_into(&mut moves);
            let mut nodes = 0;
            for &mv in moves.iter() {
                let info = game.play_undoable(mv);
                nodes += perft_with_undo(game, depth - 1);
                game.undo(mv, info);
            }
            moves.clear();
            nodes
        }
    }
}

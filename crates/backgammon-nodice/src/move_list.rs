//! The move list: inline on the stack, spilling to the heap past 64 moves.

use alloc::vec::Vec;

use arrayvec::ArrayVec;

use crate::mv::Move;

/// The legal moves of a state: up to 64 moves on the stack, more on the heap.
///
/// Not a fixed array: one pair's plays have a proven bound ([`MAX_PLAYS`](crate::MAX_PLAYS), and
/// [`Position::plays_into`](crate::Position::plays_into) fills a stack [`PlayList`](crate::PlayList) without the heap), but the no-dice
/// move set is the union over up to 21 pairs, whose bound (21 times one pair's, about 880 KB) is no size for a
/// stack array. The rolls of a chance node, the cube actions and most single-roll play lists fit inline, so
/// classic play rarely allocates; once spilled, the heap buffer is kept for reuse by
/// [`Game::legal_moves_into`](abstract_game::Game::legal_moves_into).
#[derive(Clone, Debug, Default)]
pub struct MoveList {
    inline: ArrayVec<Move, 64>,
    heap: Vec<Move>,
    spilled: bool,
}

impl MoveList {
    /// An empty list.
    pub fn new() -> MoveList {
        MoveList::default()
    }

    /// Moves the full inline list to the heap, then appends `mv`.
    #[cold]
    #[inline(never)]
    fn spill(&mut self, mv: Move) {
        self.heap.clear();
        self.heap.reserve(2 * self.inline.len());
        self.heap.extend_from_slice(&self.inline);
        self.heap.push(mv);
        self.spilled = true;
    }
}

impl core::ops::Deref for MoveList {
    type Target = [Move];

    #[inline]
    fn deref(&self) -> &[Move] {
        if self.spilled { &self.heap } else { &self.inline }
    }
}

impl PartialEq for MoveList {
    fn eq(&self, other: &MoveList) -> bool {
        **self == **other
    }
}

impl Eq for MoveList {}

impl abstract_game::MoveList<Move> for MoveList {
    #[inline]
    fn push(&mut self, mv: Move) {
        if self.spilled {
            self.heap.push(mv);
        } else if self.inline.try_push(mv).is_err() {
            self.spill(mv);
        }
    }

    #[inline]
    fn clear(&mut self) {
        self.inline.clear();
        self.heap.clear();
        self.spilled = false;
    }
}

//! Containers that move generators fill.

use core::fmt::Debug;
use core::ops::Deref;

/// A list of moves filled by a move generator: a stack-allocated [`arrayvec::ArrayVec`] for games whose move
/// count has a known bound, or any other container a game prefers (`Vec` when the `std` feature or `alloc` is
/// at hand). It dereferences to a slice, so `len`, `iter` and `contains` come for free.
pub trait MoveList<M>: Default + Clone + Debug + Deref<Target = [M]> {
    /// Appends a move. A generator must size its list so that this never overflows; the list panics if it does,
    /// since that is a bug in the game, not bad input.
    fn push(&mut self, mv: M);
    /// Empties the list, keeping its storage.
    fn clear(&mut self);
}

impl<M: Clone + Debug, const N: usize> MoveList<M> for arrayvec::ArrayVec<M, N> {
    #[inline]
    fn push(&mut self, mv: M) {
        arrayvec::ArrayVec::push(self, mv);
    }
    #[inline]
    fn clear(&mut self) {
        arrayvec::ArrayVec::clear(self);
    }
}

impl<M: Clone + Debug> MoveList<M> for alloc::vec::Vec<M> {
    #[inline]
    fn push(&mut self, mv: M) {
        alloc::vec::Vec::push(self, mv);
    }
    #[inline]
    fn clear(&mut self) {
        alloc::vec::Vec::clear(self);
    }
}

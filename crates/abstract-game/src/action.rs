//! Dense action indices for learning code.

use crate::Game;

/// Games whose moves map to a fixed range of integers `0..num_actions()`, the action space of a policy network.
///
/// The map may need the state to decode (a draughts capture path is named by its start and first landing in
/// a given position), so decoding takes `&self`. The laws check that legal moves get distinct indices below
/// `num_actions()` and decode back to themselves.
pub trait ActionIndex: Game {
    /// The size of the action space: a bound fixed by the rules, the same in every state.
    fn num_actions(&self) -> usize;

    /// The index of a legal move of this state.
    fn action_index(&self, mv: Self::Move) -> usize;

    /// The legal move of this state with this index, if there is one.
    fn action_from_index(&self, index: usize) -> Option<Self::Move>;

    /// Writes the index of `moves[i]` into `out[i]` (for the shorter of the two), where `moves` are legal
    /// moves of this state (all of them as [`Game::legal_moves_into`] or [`Game::legal_moves_of`] listed
    /// them, or any part of that list): what a legal-action mask or a policy head needs for many moves at
    /// once.
    ///
    /// The default calls [`ActionIndex::action_index`] per move. A game whose index needs work shared by
    /// every move (generating and ranking the legal moves) overrides it to do that work once per call; the
    /// laws check that both give the same indices.
    fn action_indices(&self, moves: &[Self::Move], out: &mut [usize]) {
        for (index, &mv) in out.iter_mut().zip(moves) {
            *index = self.action_index(mv);
        }
    }

    /// [`ActionIndex::action_indices`] of `legal`, which is the whole list [`Game::legal_moves_into`] filled
    /// in this state (the batch indexes every slot's list so). The default calls
    /// [`ActionIndex::action_indices`]; a game that ranks the legal moves to index some of them overrides it
    /// to rank `legal` instead of generating the list again. The laws check that both give the same indices.
    fn legal_action_indices(&self, legal: &[Self::Move], out: &mut [usize]) {
        self.action_indices(legal, out);
    }
}

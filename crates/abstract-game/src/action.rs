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
}

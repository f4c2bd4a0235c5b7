//! MCTS settings and what a search reports.

use alloc::vec::Vec;
use core::time::Duration;

use crate::SearchError;

/// Settings of [`Mcts`](crate::Mcts).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct MctsConfig {
    /// The UCT exploration constant `c` in `mean + c * sqrt(ln N / n)`. Rewards are utilities in `[-1, 1]`;
    /// the default 2.0 is `OpenSpiel`'s for that range.
    pub exploration: f64,
    /// The PUCT constant `c` in `mean + c * prior * sqrt(N) / (1 + n)`, used below nodes whose evaluator gave
    /// priors. Default 2.0.
    pub puct_exploration: f64,
    /// The most nodes the tree may hold (at least 1, at most `u32::MAX`). When expanding a node would pass
    /// it, the node is evaluated as a leaf instead: the search keeps iterating (refining the values of the
    /// nodes it has) but stops growing. Default 1,000,000 (about 40 MB for two seats).
    pub max_nodes: usize,
    /// The seed of the search's random generator: the same seed, state and iteration budget give the same
    /// result.
    pub seed: u64,
}

impl Default for MctsConfig {
    fn default() -> Self {
        MctsConfig { exploration: 2.0, puct_exploration: 2.0, max_nodes: 1_000_000, seed: 0 }
    }
}

impl MctsConfig {
    /// Checks every field.
    pub fn validate(&self) -> Result<(), SearchError> {
        if !(self.exploration.is_finite() && self.exploration >= 0.0) {
            return Err(SearchError::InvalidConfig("exploration must be finite and non-negative"));
        }
        if !(self.puct_exploration.is_finite() && self.puct_exploration >= 0.0) {
            return Err(SearchError::InvalidConfig("puct_exploration must be finite and non-negative"));
        }
        if self.max_nodes == 0 || self.max_nodes > u32::MAX as usize {
            return Err(SearchError::InvalidConfig("max_nodes must be between 1 and u32::MAX"));
        }
        Ok(())
    }

    /// The same settings with another seed.
    #[must_use]
    pub const fn with_seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }
}

/// One move at the root and what the search found about it.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct RootChild<M> {
    /// The move (or chance outcome).
    pub mv: M,
    /// Visits through it.
    pub visits: u32,
    /// The mean reward of the seat acting at the root after this move (0 if unvisited; at a chance root,
    /// seat 0's).
    pub value: f64,
    /// Its prior (1.0 when the evaluator gave none).
    pub prior: f32,
}

/// What one search did and found.
#[derive(Clone, PartialEq, Debug)]
pub struct SearchStats<M> {
    /// The most visited root move (ties to the better value), or `None` at a chance root.
    pub best_move: Option<M>,
    /// Iterations run by this call.
    pub iterations: u64,
    /// Nodes in the tree afterwards (kept subtrees included).
    pub nodes: usize,
    /// Wall-clock time of the call (zero without the `std` feature).
    pub elapsed: Duration,
    /// Visits of the root (iterations of this and earlier calls whose subtree was kept).
    pub root_visits: u32,
    /// The root's mean reward per seat: the search's estimate of the position's value.
    pub root_value: Vec<f64>,
    /// Every root move with its visits and value, in move-generation order.
    pub children: Vec<RootChild<M>>,
}

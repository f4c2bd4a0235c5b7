//! Monte Carlo tree search for any [`Game`](abstract_game::Game).

mod config;
mod evaluator;
mod search;
mod tree;

pub use config::{MctsConfig, RootChild, SearchStats};
pub use evaluator::{CutOffScore, Evaluator, RandomRollout, write_outcome_values};
pub(crate) use search::best_child;
pub use search::{Mcts, choose_move};

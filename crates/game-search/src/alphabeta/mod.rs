//! Alpha-beta search for two-seat deterministic games with perfect information.

mod heuristic;
mod search;
mod table;

pub use heuristic::Heuristic;
pub use search::{AlphaBeta, AlphaBetaLimits, AlphaBetaResult, MATE, MAX_DEPTH, MAX_EVAL, MAX_PLY};
pub use table::{Bound, TableEntry, TranspositionTable};

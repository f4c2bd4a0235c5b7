//! Search written once over [`abstract_game`]'s traits, knowing nothing of any game.
//!
//! | algorithm | for | entry points |
//! |---|---|---|
//! | [`Mcts`] (UCT, PUCT with priors) | any [`Game`](abstract_game::Game): any seats, chance, passes | [`Mcts::search`], [`Mcts::advance`], [`mcts::choose_move`] |
//! | [`Ismcts`] (single-observer information-set MCTS) | [`HiddenInformation`](abstract_game::HiddenInformation) games | [`Ismcts::search`], [`ismcts::choose_move`] |
//! | [`out_of_turn_action`] | a seat's own out-of-turn actions ([`Game::legal_moves_of`](abstract_game::Game::legal_moves_of)) | [`out_of_turn_action`] |
//! | [`AlphaBeta`] (negamax, iterative deepening, transposition table, quiescence) | two-seat deterministic games with [`ZobristHash`](abstract_game::ZobristHash) | [`AlphaBeta::search`] |
//! | [`parallel`] (feature `rayon`) | root-parallel MCTS and ISMCTS | [`parallel::RootParallelMcts`] (trees kept between moves), [`parallel::mcts_root_parallel`], [`parallel::ismcts_root_parallel`] |
//!
//! Evaluation is apart from search: MCTS takes an [`Evaluator`] (random playouts by default, whose cut-off can
//! be scored by your own static evaluation, see [`RandomRollout::scored`]; or your own values and PUCT priors);
//! alpha-beta takes a [`Heuristic`]. Game-specific evaluations live with the games
//! or their users, never here.
//!
//! # Example
//!
//! Nim for two (take one or two stones, taking the last stone wins): from 4 stones the only winning move is to
//! take 1, and both MCTS and alpha-beta find it.
//!
//! ```
//! use abstract_game::{Game, Outcome, PlayerId, Status, ZobristHash};
//! use abstract_game::arrayvec::ArrayVec;
//! use game_search::{AlphaBeta, AlphaBetaLimits, Budget, Heuristic, Mcts, MctsConfig};
//!
//! #[derive(Clone, Debug, PartialEq, Eq)]
//! struct Nim { stones: u8, to_move: u8 }
//!
//! impl Game for Nim {
//!     type Move = u8;
//!     type MoveList = ArrayVec<u8, 2>;
//!     type MoveParseError = core::num::ParseIntError;
//!     fn num_players(&self) -> usize { 2 }
//!     fn status(&self) -> Status {
//!         if self.stones == 0 { Status::Over } else { Status::ToMove(PlayerId::from_const(self.to_move)) }
//!     }
//!     fn legal_moves_into(&self, moves: &mut Self::MoveList) {
//!         moves.clear();
//!         moves.extend(1..=self.stones.min(2));
//!     }
//!     fn play_unchecked(&mut self, take: u8) { self.stones -= take; self.to_move ^= 1; }
//!     fn outcome(&self) -> Option<Outcome> {
//!         let winner = PlayerId::from_const(self.to_move ^ 1);
//!         (self.stones == 0).then(|| Outcome::win(2, &[winner]).expect("two seats"))
//!     }
//!     fn parse_move(&self, text: &str) -> Result<u8, Self::MoveParseError> { text.parse() }
//! }
//!
//! impl ZobristHash for Nim {
//!     fn zobrist(&self) -> u64 { u64::from(self.stones) << 1 | u64::from(self.to_move) }
//!     fn zobrist_from_scratch(&self) -> u64 { self.zobrist() }
//! }
//!
//! let start = Nim { stones: 4, to_move: 0 };
//!
//! let mut mcts = Mcts::with_rollouts(start.clone(), MctsConfig::default().with_seed(7))?;
//! let stats = mcts.search(Budget::Iterations(2_000))?;
//! assert_eq!(stats.best_move, Some(1));
//! assert!(stats.root_value[0] > 0.5); // seat 0 wins with best play
//!
//! struct NoIdea;
//! impl Heuristic<Nim> for NoIdea {
//!     fn evaluate(&self, _: &Nim, _: PlayerId) -> i32 { 0 }
//! }
//! let mut alpha_beta = AlphaBeta::new(NoIdea, 1 << 10)?;
//! let result = alpha_beta.search(&start, AlphaBetaLimits::depth(8))?;
//! assert_eq!(result.best_move, Some(1));
//! assert!(result.is_win());
//! # Ok::<(), game_search::SearchError>(())
//! ```
//!
//! # Features
//!
//! - `std` (default): time budgets ([`Budget::Time`], [`AlphaBetaLimits::time`]). Without it the crate is
//!   `no_std` + `alloc` and budgets count iterations or nodes.
//! - `rayon`: the [`parallel`] module.
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod alphabeta;
mod budget;
#[cfg(feature = "std")]
mod clock;
mod error;
pub mod ismcts;
mod math;
pub mod mcts;
mod out_of_turn;
#[cfg(feature = "rayon")]
#[cfg_attr(docsrs, doc(cfg(feature = "rayon")))]
pub mod parallel;

pub use alphabeta::{AlphaBeta, AlphaBetaLimits, AlphaBetaResult, Heuristic, TableEntry, TranspositionTable};
pub use budget::Budget;
pub use error::SearchError;
pub use ismcts::{Ismcts, IsmctsConfig};
pub use mcts::{
    CutOffScore, Evaluator, Mcts, MctsConfig, RandomRollout, RootChild, SearchStats, write_outcome_values,
};
pub use out_of_turn::{OutOfTurnConfig, out_of_turn_action, out_of_turn_action_with, out_of_turn_actions};

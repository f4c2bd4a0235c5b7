//! One trait for turn-based games of one to eight seats, with chance and hidden information, and the generic
//! tools written once for every game: [`perft`], [`random_playout`], and the [`laws`] every implementation
//! must obey (behind the `proptest` feature).
//!
//! The crates of this family (4-player chess, stacking draughts, a 3-player siege game, a trick-taking card
//! game, backgammon) implement [`Game`]; search code, servers and learning loops are written once against it.
//!
//! | trait | for |
//! |---|---|
//! | [`Game`] | whose turn ([`Status`]), legal moves into a stack list, checked and unchecked play, the [`Outcome`], move notation, exact chance probabilities |
//! | [`Undo`] | take a move back without copying the state |
//! | [`ZobristHash`] | an incremental hash, checked against a fresh one |
//! | [`HiddenInformation`] | what one seat observes, and sampling a full state consistent with it |
//! | [`ActionIndex`] | a dense `move <-> usize` map for policy networks |
//! | [`ObservationTensor`] | what a seat observes, as a fixed-shape `f32` tensor for learning code |
//!
//! | module | for |
//! |---|---|
//! | [`claims`] | [`claims::ClaimWindows`]: a game with out-of-turn actions made strictly turn-based, with claim windows in which each seat with an out-of-turn action open claims or passes in turn |
//! | [`record`] | [`record::GameRecord`]: a PGN-like game record (tags, moves in notation, result), replayed with every move checked |
//! | [`laws`] | property-test laws every implementation must obey (feature `proptest`) |
//! | `svg` | what every game's SVG picture shares: `SvgOptions`, the `Svg` trait, the `SvgWriter` (feature `svg`) |
//!
//! # Example
//!
//! Nim for two: take one or two stones, whoever takes the last stone wins.
//!
//! ```
//! use abstract_game::{Game, Outcome, PlayerId, Status, perft, random_playout, Xoshiro256};
//! use arrayvec::ArrayVec;
//!
//! #[derive(Clone, Debug, PartialEq, Eq)]
//! struct Nim { stones: u8, to_move: u8 }
//!
//! impl Game for Nim {
//!     type Move = u8;
//!     type MoveList = ArrayVec<u8, 2>;
//!     type MoveParseError = core::num::ParseIntError;
//!
//!     fn num_players(&self) -> usize { 2 }
//!     fn status(&self) -> Status {
//!         if self.stones == 0 { Status::Over } else { Status::ToMove(PlayerId::from_const(self.to_move)) }
//!     }
//!     fn legal_moves_into(&self, moves: &mut Self::MoveList) {
//!         moves.clear();
//!         moves.extend(1..=self.stones.min(2));
//!     }
//!     fn play_unchecked(&mut self, take: u8) {
//!         self.stones -= take;
//!         self.to_move ^= 1;
//!     }
//!     fn outcome(&self) -> Option<Outcome> {
//!         // The seat that just moved took the last stone.
//!         let winner = PlayerId::from_const(self.to_move ^ 1);
//!         (self.stones == 0).then(|| Outcome::win(2, &[winner]).expect("two seats"))
//!     }
//!     fn parse_move(&self, text: &str) -> Result<u8, Self::MoveParseError> { text.parse() }
//! }
//!
//! let start = Nim { stones: 4, to_move: 0 };
//! // Sequences of 1s and 2s that fit in four stones: 1 2 after one ply; 11 12 21 22 after two; after three,
//! // 111 112 121 211 (22 took every stone and ended the game).
//! assert_eq!(perft(&start, 1), 2);
//! assert_eq!(perft(&start, 2), 4);
//! assert_eq!(perft(&start, 3), 4);
//!
//! let mut game = start.clone();
//! assert_eq!(game.play(3), Err(abstract_game::PlayError::IllegalMove));
//! let playout = random_playout(&mut game, &mut Xoshiro256::seed_from_u64(1), 100);
//! assert_eq!(playout.outcome.unwrap().winners().len(), 1);
//! ```
//!
//! # Features
//!
//! - `std` (default): nothing the traits need, but the tools and `laws` use it. Without it the crate is
//!   `no_std` + `alloc`, records included.
//! - `serde`: `Serialize`/`Deserialize` for [`PlayerId`], [`Status`], [`Outcome`], [`Probability`],
//!   [`TensorShape`], and [`record::GameRecord`] (as its text form).
//! - `proptest`: the [`laws`] module.
//! - `svg`: the `svg` module, the options, trait and writer the game crates' SVG pictures share.
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod action;
pub mod claims;
pub mod conventions;
mod describe;
mod game;
mod hash;
mod hidden;
mod move_list;
mod observation;
mod outcome;
mod perft;
mod player;
mod preset;
mod probability;
mod random;
pub mod record;
mod status;
mod undo;

#[cfg(feature = "svg")]
#[cfg_attr(docsrs, doc(cfg(feature = "svg")))]
pub mod svg;

#[cfg(feature = "proptest")]
#[cfg_attr(docsrs, doc(cfg(feature = "proptest")))]
pub mod laws;

pub use action::ActionIndex;
pub use conventions::{Conventions, Facts, Information, NoSuchSeat, RuleSet, Seat};
pub use describe::{NamedOutcome, NamedStatus};
pub use game::{Game, PlayError};
pub use hash::{ZobristHash, zobrist_keys};
pub use hidden::{HiddenInformation, InconsistentObservation};
pub use move_list::MoveList;
pub use observation::{ObservationTensor, TensorLengthError, TensorShape, check_tensor_len};
pub use outcome::{Outcome, OutcomeError, ScoreKind};
pub use perft::{perft, perft_divide, perft_with_undo};
pub use player::{MAX_SEATS, PlayerId};
pub use preset::Preset;
pub use probability::{Probability, ProbabilityError, ProbabilitySum};
pub use random::{
    Playout, Xoshiro256, random_below, random_index, random_move, random_playout, random_playout_into,
    sample_chance,
};
pub use status::Status;
pub use undo::Undo;

/// The `arrayvec` crate this one builds on, re-exported so games and users name the same `ArrayVec`.
pub use arrayvec;
/// The `rand_core` crate whose [`rand_core::Rng`] the random tools take.
pub use rand_core;

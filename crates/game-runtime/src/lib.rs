//! Running any game of the [`abstract_game`] family when the game is chosen at run time: one erased game type
//! for every front end, and batched stepping.
//!
//! | item | for |
//! |---|---|
//! | [`DynGame`] | any game behind one object-safe type (made by [`dyn_game::Erased`]): notation strings and action indices, status and legal moves cached per state, history, undo, game records |
//! | [`View`] | everything one seat (or a spectator) may know of a game state, and nothing more ([`DynGame::view`]); its history as [`SeenMove`]s ([`DynGame::history_for`]) |
//! | [`batch`] | N games stepped at once into flat caller-owned buffers (observations, masks, rewards, done flags), auto-reset, seeded per slot; parallel behind `rayon`; [`batch::DynBatch`] erases the game |
//!
//! # Features
//!
//! - `std` (default): without it the crate is `no_std` + `alloc`, the erased game and batches included.
//! - `rayon`: `Batch::step_parallel` and `Batch::step_random_parallel`, stepping a batch's slots across cores.
//! - `svg`: [`DynGame::svg`], for games erased with `Erased::with_svg`.
//! - `serde`: `serde::Serialize` for [`View`] and [`SeenMove`], a seat's view as camelCase JSON.
#![no_std]
#![deny(missing_docs)]
#![forbid(unsafe_code)]
#![cfg_attr(docsrs, feature(doc_cfg))]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod batch;
pub mod dyn_game;

pub use batch::{Batch, DynBatch};
pub use dyn_game::{DynGame, DynPlayError, DynPositionError, Erased, SeenMove, View};

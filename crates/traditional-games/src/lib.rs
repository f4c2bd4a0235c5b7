//! Every game of the traditional-games family in one place, for front ends (a command line, a server, a
//! language binding) and for programs that want a game with a decent bot without writing one.
//!
//! - The game crates, re-exported: [`bashnya`], [`siege_paris`], [`backgammon_nodice`], [`chess4_bastardo`],
//!   [`batarde_cards`], and the shared traits [`abstract_game`] and searches [`game_search`].
//! - [`games`]: every game with its presets, seat names and facts; [`load`] and [`load_position`] give any of
//!   them behind one erased type ([`game_runtime::DynGame`]).
//! - [`Bot`]: a bot for one seat of any loaded game, from a seat kind as the command line types it.
//! - [`presentation`]: how each game presents itself to people (pictures, secrets, narration, take-back rule,
//!   help texts and legends), for every front end.
//! - [`bots`]: the search bots of every seat kind (`random`, `mcts`, `ismcts`, `alphabeta`, `pmcts`, `pismcts`,
//!   `bot`), typed per game, with the per-game evaluations (material counts, short playouts, pip races).
//!
//! # Why the evaluations live here and not in each game crate behind a feature
//!
//! An evaluation is a judgement about play (what a king is worth, how far a playout should run), not a rule:
//! it changes with measurements in `games arena`, while a game crate states only rules it can prove. Keeping
//! the evaluations here keeps the game crates free of `game-search` and `rayon` (they stay `no_std` and
//! small), lets one crate tune every game's bot against the same searches and budgets, and gives a front end
//! one dependency for "every game, with bots". A user who wants a bot for one game still depends on this crate
//! only; the game crates do not change when an evaluation does.

#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;

mod bot;
pub mod bots;
mod dyn_presentation;
mod error;
mod forms;
mod games;
mod ply;
pub mod presentation;
mod registry;

pub use bot::{Bot, Choice, ErasedBot};
pub use dyn_presentation::{DynPresentation, PresentationError, presentation_of};
pub use error::{BotError, LoadError};
pub use forms::{Form, FormError};
pub use games::{Family, MatchPlay, Visitor};
pub use ply::Ply;
pub use registry::{GameEntry, Loaded, find, games, load, load_position};

pub use abstract_game;
pub use backgammon_nodice;
pub use bashnya;
pub use batarde_cards;
pub use chess4_bastardo;
pub use game_runtime;
pub use game_search;
pub use siege_paris;

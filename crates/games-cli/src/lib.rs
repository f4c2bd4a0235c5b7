//! The library behind the `games` command-line tool: the [`session::Session`] every command is written over
//! (game-runtime's erased game with the `traditional-games` registry's presentation and bots), the registry
//! front (`registry`), and the commands. The binary (`src/main.rs`) only parses arguments.
//!
//! The workspace README follows; its examples run as this crate's doc tests.
#![doc = include_str!("../../../README.md")]

pub mod arena;
pub mod colour;
pub mod commands;
pub mod error;
pub mod games;
pub mod help;
pub mod help_lists;
pub mod input;
pub mod limits;
pub mod listing;
pub mod picture;
pub mod play;
pub mod presentation;
pub mod records;
pub mod registry;
pub mod seats;
pub mod selfplay;
pub mod serve;
pub mod session;
pub mod stats;
pub mod table;
pub mod think;
pub mod typing;
pub mod undo;

/// The search bots and their per-game evaluations, from the `traditional-games` library.
pub use traditional_games::bots;

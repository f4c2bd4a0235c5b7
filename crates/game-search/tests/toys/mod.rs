//! Tiny games for the search tests. Each test file uses some of them; the ones abstract-game's tests share
//! live in the `game-toys` crate.
#![allow(dead_code, unreachable_pub, missing_docs, unused_imports)]

pub use game_toys::{high_card, nim3, tictactoe};

pub mod claim;
pub mod race;

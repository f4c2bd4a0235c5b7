//! Tiny games that exercise every trait, with switches that plant one bug each, so the tests can show that
//! the laws catch it. The ones game-search's tests share live in the `game-toys` crate.
#![allow(dead_code, unreachable_pub, missing_docs, unused_imports)]

pub use game_toys::{high_card, nim3, tictactoe};

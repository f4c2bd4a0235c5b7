//! The shared toys of `game-toys`, and one of this crate's own: a game whose mask rows are wider than a
//! batch's stack buffer.
#![allow(dead_code, unreachable_pub, missing_docs, unused_imports)]

pub use game_toys::{high_card, nim3, tictactoe};

pub mod wide;

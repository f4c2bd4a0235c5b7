//! Tiny games for the search tests. Each test file uses some of them.
#![allow(dead_code, unreachable_pub, missing_docs)]

pub mod claim;
pub mod high_card;
pub mod nim3;
pub mod race;
pub mod tictactoe;

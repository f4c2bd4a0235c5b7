//! Tiny games that exercise every trait, with switches that plant one bug each, so the tests can show that
//! the laws catch it.
#![allow(dead_code, unreachable_pub, missing_docs)]

pub mod high_card;
pub mod nim3;
pub mod tictactoe;
pub mod wide;

//! Strategies shared by the integration tests (kept here rather than using
//! the crate's `strategy` module so the tests also run without features).

#![allow(dead_code, unreachable_pub)]

use board_core::{Bitboard64, Square};
use proptest::prelude::*;

/// Any of the 64 squares.
pub fn square() -> impl Strategy<Value = Square> {
    (0..64usize).prop_map(|i| Square::ALL[i])
}

/// Uniform words mixed with sparse ones (about 1/4 and 1/8 of the bits).
pub fn word() -> impl Strategy<Value = u64> {
    prop_oneof![
        any::<u64>(),
        (any::<u64>(), any::<u64>()).prop_map(|(a, b)| a & b),
        (any::<u64>(), any::<u64>(), any::<u64>()).prop_map(|(a, b, c)| a & b & c),
    ]
}

/// A dense or sparse occupancy.
pub fn occupancy() -> impl Strategy<Value = Bitboard64> {
    word().prop_map(Bitboard64)
}

//! Proptest strategies (feature `proptest`) for property tests of games
//! built on this crate.
//!
//! ```
//! use board_core::{strategy, BoardSize};
//! use proptest::prelude::*;
//!
//! proptest!(|(coord in strategy::coord_on(BoardSize::SIEGE))| {
//!     prop_assert!(BoardSize::SIEGE.contains(coord));
//! });
//! ```

use proptest::prelude::*;

use crate::{Bitboard64, BoardSize, Coord, Direction, Square, WideBitboard};

/// Any of the 64 squares.
pub fn square() -> impl Strategy<Value = Square> {
    (0..64usize).prop_map(|i| Square::ALL[i])
}

/// Any coordinate on a `size` board.
pub fn coord_on(size: BoardSize) -> impl Strategy<Value = Coord> {
    // `coord` cannot fail below `squares()`; the fallback keeps this total.
    (0..size.squares()).prop_map(move |i| size.coord(i).unwrap_or(Coord::A1))
}

/// Any valid board size, 1x1 to 16x16.
pub fn board_size() -> impl Strategy<Value = BoardSize> {
    (1..=16u8, 1..=16u8).prop_map(|(files, ranks)| BoardSize::new(files, ranks).unwrap_or(BoardSize::CHESS))
}

/// Any of the eight directions.
pub fn direction() -> impl Strategy<Value = Direction> {
    (0..8usize).prop_map(Direction::from_index)
}

/// Uniform 64-bit words mixed with sparse ones (about 1/4 and 1/8 of the
/// bits set), so that slider tests see both crowded and open boards.
fn word() -> impl Strategy<Value = u64> {
    prop_oneof![
        any::<u64>(),
        (any::<u64>(), any::<u64>()).prop_map(|(a, b)| a & b),
        (any::<u64>(), any::<u64>(), any::<u64>()).prop_map(|(a, b, c)| a & b & c),
    ]
}

/// Any 8x8 set of squares, dense or sparse.
pub fn bitboard64() -> impl Strategy<Value = Bitboard64> {
    word().prop_map(Bitboard64)
}

/// Any set of squares of a `size` board (no index at or beyond
/// `size.squares()`), dense or sparse.
pub fn wide_bitboard_on(size: BoardSize) -> impl Strategy<Value = WideBitboard> {
    [word(), word(), word()].prop_map(move |words| WideBitboard(words) & WideBitboard::full(size))
}

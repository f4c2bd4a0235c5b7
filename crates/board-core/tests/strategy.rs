//! The public proptest strategies (feature `proptest`) stay in range.
#![cfg(feature = "proptest")]

use board_core::{BoardSize, WideBitboard, strategy};
use proptest::prelude::*;

proptest! {
    #[test]
    fn strategies_produce_valid_values(
        size in strategy::board_size(),
        sq in strategy::square(),
        dir in strategy::direction(),
        bb in strategy::bitboard64(),
        coord in strategy::coord_on(BoardSize::SIEGE),
        wide in strategy::wide_bitboard_on(BoardSize::LASCA),
    ) {
        prop_assert!((1..=16).contains(&size.files()) && (1..=16).contains(&size.ranks()));
        prop_assert!(sq.index() < 64);
        prop_assert_eq!(board_core::Direction::ALL[dir.index()], dir);
        prop_assert_eq!(bb.iter().count() as u32, bb.count());
        prop_assert!(BoardSize::SIEGE.contains(coord));
        prop_assert!(wide.is_subset(WideBitboard::full(BoardSize::LASCA)));
    }
}

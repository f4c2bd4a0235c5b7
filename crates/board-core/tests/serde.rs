//! Serde round trips and validation (feature `serde`).
#![cfg(feature = "serde")]

use board_core::{Bitboard64, BoardSize, Coord, Direction, Square, WideBitboard};

#[test]
fn squares_and_coords_travel_as_names() {
    assert_eq!(serde_json::to_string(&Square::E4).unwrap(), "\"e4\"");
    assert_eq!(serde_json::from_str::<Square>("\"h8\"").unwrap(), Square::H8);
    assert!(serde_json::from_str::<Square>("\"i1\"").is_err());
    assert!(serde_json::from_str::<Square>("28").is_err());
    let l16 = Coord::new(11, 15).unwrap();
    assert_eq!(serde_json::to_string(&l16).unwrap(), "\"l16\"");
    assert_eq!(serde_json::from_str::<Coord>("\"l16\"").unwrap(), l16);
    assert!(serde_json::from_str::<Coord>("\"q1\"").is_err());
    for sq in Square::ALL {
        let json = serde_json::to_string(&sq).unwrap();
        assert_eq!(serde_json::from_str::<Square>(&json).unwrap(), sq);
    }
}

#[test]
fn board_sizes_are_validated() {
    assert_eq!(serde_json::to_string(&BoardSize::SIEGE).unwrap(), r#"{"files":12,"ranks":16}"#);
    assert_eq!(serde_json::from_str::<BoardSize>(r#"{"files":7,"ranks":7}"#).unwrap(), BoardSize::LASCA);
    assert!(serde_json::from_str::<BoardSize>(r#"{"files":0,"ranks":7}"#).is_err());
    assert!(serde_json::from_str::<BoardSize>(r#"{"files":17,"ranks":7}"#).is_err());
}

#[test]
fn plain_types_round_trip() {
    assert_eq!(serde_json::to_string(&Direction::NE).unwrap(), "\"NE\"");
    assert_eq!(serde_json::from_str::<Direction>("\"SW\"").unwrap(), Direction::SW);
    let bb = Bitboard64::DARK_SQUARES;
    assert_eq!(serde_json::from_str::<Bitboard64>(&serde_json::to_string(&bb).unwrap()).unwrap(), bb);
    let wide = WideBitboard([1, 2, 1 << 63]);
    assert_eq!(serde_json::to_string(&wide).unwrap(), "[1,2,9223372036854775808]");
    assert_eq!(serde_json::from_str::<WideBitboard>("[1,2,9223372036854775808]").unwrap(), wide);
}

//! Sizes of the value types, recorded (the const asserts in the crate bound them; these pin them).

use chess4_bastardo::{MAX_MOVES, Move, MoveList, Position, Rules, UndoInfo};

#[test]
fn sizes() {
    assert_eq!(size_of::<Position>(), 120);
    assert_eq!(size_of::<Move>(), 2);
    assert_eq!(size_of::<Rules>(), 6);
    assert_eq!(size_of::<UndoInfo>(), 56);
    assert_eq!(size_of::<(Move, UndoInfo)>(), 64, "one ply of a GameHistory");
    assert_eq!(MAX_MOVES, 184);
    assert!(size_of::<MoveList>() <= 2 * MAX_MOVES + 8);
}

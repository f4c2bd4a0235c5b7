//! The documented sizes of the types (the crate asserts the upper bounds at compile time).

use bashnya::{Column, Move, Position, Rules};

#[test]
fn sizes() {
    // 320 before the ply limit: its counter (u16) and the rules' limit (u16) take one more 8-byte slot.
    assert_eq!(size_of::<Position>(), 328);
    assert_eq!(size_of::<Move>(), 24);
    assert_eq!(size_of::<Column>(), 8);
    assert_eq!(size_of::<Rules>(), 6);
}

//! The documented sizes of the types (the crate asserts the upper bounds at compile time).

use bashnya::{Column, Move, Position, Rules};

#[test]
fn sizes() {
    assert_eq!(size_of::<Position>(), 320);
    assert_eq!(size_of::<Move>(), 24);
    assert_eq!(size_of::<Column>(), 8);
    assert_eq!(size_of::<Rules>(), 3);
}

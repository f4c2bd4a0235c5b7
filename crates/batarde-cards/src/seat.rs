//! The seats, `P1` to `P7`: La Bâtarde names its players by number only.

use core::fmt;

/// A seat at the table, `P1` to `P7` (seat 0 is `P1`); a table of `n` players uses the first `n`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
#[repr(u8)]
pub enum Seat {
    /// Seat 0.
    P1,
    /// Seat 1.
    P2,
    /// Seat 2.
    P3,
    /// Seat 3.
    P4,
    /// Seat 4.
    P5,
    /// Seat 5.
    P6,
    /// Seat 6.
    P7,
}

// Seat `i` is `PlayerId` `i`, as many as the largest table.
abstract_game::seat_conversions!(Seat { P1, P2, P3, P4, P5, P6, P7 });

const _: () = assert!(Seat::ALL.len() == crate::MAX_PLAYERS, "a seat for every player of the largest table");

/// `P1` to `P7`, as [`Game::seat_name`](abstract_game::Game::seat_name) gives them.
impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", *self as u8 + 1)
    }
}

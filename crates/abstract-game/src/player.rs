//! Seats at the table.

use core::fmt;

/// The most seats a game of this family may have (La Bâtarde seats up to seven; eight leaves room for one more).
pub const MAX_SEATS: usize = 8;

/// A seat at the table, numbered from 0 in the game's own seat order.
///
/// Games name their seats (Red, Blue, ...; White and Black; North, East...) with their own types and convert to
/// and from `PlayerId` for the generic tools.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct PlayerId(u8);

impl PlayerId {
    /// The seat with this index, if it is below [`MAX_SEATS`].
    pub const fn new(index: usize) -> Option<Self> {
        if index < MAX_SEATS { Some(Self(index as u8)) } else { None }
    }

    /// The seat with this index. Meant for constants: an index of [`MAX_SEATS`] or more is a compile-time error
    /// in a `const` context and a panic elsewhere.
    ///
    /// # Panics
    ///
    /// If `index` is [`MAX_SEATS`] or more.
    pub const fn from_const(index: u8) -> Self {
        assert!((index as usize) < MAX_SEATS, "seat index out of range");
        Self(index)
    }

    /// The seat's index, 0-based.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat that follows this one in a game of `num_players` seats, wrapping around.
    #[must_use]
    pub const fn next(self, num_players: usize) -> Self {
        Self(((self.0 as usize + 1) % num_players) as u8)
    }

    /// Every seat of a game of `num_players` seats, in order.
    pub fn all(num_players: usize) -> impl DoubleEndedIterator<Item = PlayerId> + ExactSizeIterator + Clone {
        (0..num_players.min(MAX_SEATS)).map(|i| PlayerId(i as u8))
    }
}

impl fmt::Display for PlayerId {
    /// `seat 0`, `seat 1`, ...: the index as [`PlayerId::index`] gives it. A game's own seat names come from
    /// [`Game::seat_name`](crate::Game::seat_name).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// The names [`Game::seat_name`](crate::Game::seat_name) gives by default: `seat 0` to `seat 7`, the same
/// text as `PlayerId`'s `Display`.
pub(crate) const DEFAULT_SEAT_NAMES: [&str; MAX_SEATS] =
    ["seat 0", "seat 1", "seat 2", "seat 3", "seat 4", "seat 5", "seat 6", "seat 7"];

//! The turn-based form in text: move errors, and the position string with its window.

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

use super::{ClaimWindows, InvalidWindow, Window};
use crate::{Game, PlayerId};

/// Why [`Game::parse_move`] of a [`ClaimWindows`] refused a text.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ClaimMoveError<E> {
    /// The inner game does not read the text.
    #[error(transparent)]
    Inner(E),
    /// The text names a move, but not one legal now: an ordinary move while a window is open, a claim outside
    /// a window, `pass` outside a window.
    #[error("`{text}` is not legal now: {why}")]
    NotNow {
        /// The text read.
        text: String,
        /// What may be played instead.
        why: String,
    },
}

/// Why a [`ClaimWindows`] position string was refused.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ClaimPositionError<E> {
    /// The inner game's position does not read.
    #[error("{0}")]
    Inner(E),
    /// The window suffix does not read: it is `[claim window: SEAT asked, from SEAT]`.
    #[error(
        "claim window `{0}`: expected `[claim window: SEAT asked, from SEAT]` with the game's seat names"
    )]
    WindowText(String),
    /// The window reads, but no such window can be open in this position.
    #[error("claim window: {0}")]
    Window(InvalidWindow),
}

const OPEN: &str = " [claim window: ";

impl<G: Game + fmt::Display> fmt::Display for ClaimWindows<G> {
    /// The inner position, then ` [claim window: P3 asked, from P2]` while a window is open.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.inner, f)?;
        if let Some(w) = self.window {
            write!(
                f,
                "{OPEN}{} asked, from {}]",
                self.inner.seat_name(w.asked),
                self.inner.seat_name(w.first)
            )?;
        }
        Ok(())
    }
}

impl<G: Game + FromStr> FromStr for ClaimWindows<G> {
    type Err = ClaimPositionError<G::Err>;

    /// What `Display` writes. A position without the window suffix has no window open.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        let (position, window) = match text.rsplit_once(OPEN) {
            Some((position, window)) if text.ends_with(']') => (position, Some(window)),
            _ => (text, None),
        };
        let inner: G = position.parse().map_err(ClaimPositionError::Inner)?;
        let window = match window {
            None => None,
            Some(suffix) => Some(read_window(&inner, suffix)?),
        };
        ClaimWindows::with_window(inner, window).map_err(ClaimPositionError::Window)
    }
}

/// `P3 asked, from P2]` in `inner`'s seat names.
fn read_window<G: Game, E>(inner: &G, suffix: &str) -> Result<Window, ClaimPositionError<E>> {
    let bad = || ClaimPositionError::WindowText(String::from(suffix));
    let body = suffix.strip_suffix(']').ok_or_else(bad)?;
    let (asked, first) = body.split_once(" asked, from ").ok_or_else(bad)?;
    let seat = |name: &str| {
        PlayerId::all(inner.num_players()).find(|&s| inner.seat_name(s) == name.trim()).ok_or_else(bad)
    };
    Ok(Window { asked: seat(asked)?, first: seat(first)? })
}

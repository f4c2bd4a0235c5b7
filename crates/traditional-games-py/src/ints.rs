//! Integer arguments (actions, seats, sizes, seeds): any Python integer (`int`, a numpy integer, anything with
//! `__index__`), read into the engine's ranges. An integer out of range is refused as every refusal is, with
//! a `GameError` naming the argument (a batch size too large for memory: a `MemoryError`), never with the
//! `OverflowError` a plain `usize` or `i64` argument would raise. A value that is not an integer stays a
//! `TypeError`, as everywhere in Python.

use pyo3::exceptions::{PyMemoryError, PyOverflowError};
use pyo3::prelude::*;

use crate::error::game_error;

/// A Python integer: its value when it fits an `i128`, `None` when it is larger (in magnitude) than that,
/// and so than anything the engine reads.
fn integer(ob: Borrowed<'_, '_, PyAny>) -> PyResult<Option<i128>> {
    match ob.extract::<i128>() {
        Ok(value) => Ok(Some(value)),
        Err(e) if e.is_instance_of::<PyOverflowError>(ob.py()) => Ok(None),
        Err(e) => Err(e),
    }
}

/// The integer as Python writes it, for messages (its value may not fit any Rust integer).
fn shown(ob: Borrowed<'_, '_, PyAny>) -> String {
    ob.str().map_or_else(|_| "the integer".to_string(), |s| s.to_string())
}

/// An action index: refused (a `GameError`) when negative or past `usize`, before any game looks at it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Action(pub(crate) usize);

impl FromPyObject<'_, '_> for Action {
    type Error = PyErr;
    fn extract(ob: Borrowed<'_, '_, PyAny>) -> PyResult<Self> {
        match integer(ob)?.and_then(|v| usize::try_from(v).ok()) {
            Some(action) => Ok(Action(action)),
            None => Err(game_error(format!(
                "action {}: action indices are 0 or more and below the game's action space",
                shown(ob)
            ))),
        }
    }
}

/// A player id as OpenSpiel writes them (a seat 0.., -1 chance): one past `i64` names no seat, a
/// `GameError` like any other seat the table does not have.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Player(pub(crate) i64);

impl From<Player> for i64 {
    fn from(player: Player) -> i64 {
        player.0
    }
}

impl FromPyObject<'_, '_> for Player {
    type Error = PyErr;
    fn extract(ob: Borrowed<'_, '_, PyAny>) -> PyResult<Self> {
        match integer(ob)?.and_then(|v| i64::try_from(v).ok()) {
            Some(player) => Ok(Player(player)),
            None => Err(game_error(format!("no seat {}", shown(ob)))),
        }
    }
}

/// A batch size: negative is a `GameError`; past `usize` a `MemoryError` (no machine holds that many slots).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Size(pub(crate) usize);

impl FromPyObject<'_, '_> for Size {
    type Error = PyErr;
    fn extract(ob: Borrowed<'_, '_, PyAny>) -> PyResult<Self> {
        match integer(ob)? {
            Some(v) if v < 0 => Err(game_error(format!("a batch size is a number of slots, not {v}"))),
            Some(v) => usize::try_from(v)
                .map(Size)
                .map_err(|_| PyMemoryError::new_err(format!("a batch of {v} slots does not fit in memory"))),
            None => {
                Err(PyMemoryError::new_err(format!("a batch of {} slots does not fit in memory", shown(ob))))
            }
        }
    }
}

/// The widest SVG picture drawn, in pixels (the command line's bound too): beyond it a picture is no longer a
/// board to look at.
pub(crate) const MAX_PICTURE_WIDTH: u32 = 10_000;

/// An SVG picture's width in pixels: `1..=MAX_PICTURE_WIDTH`, else a `GameError`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Width(pub(crate) u32);

impl FromPyObject<'_, '_> for Width {
    type Error = PyErr;
    fn extract(ob: Borrowed<'_, '_, PyAny>) -> PyResult<Self> {
        match integer(ob)?.and_then(|v| u32::try_from(v).ok()).filter(|w| (1..=MAX_PICTURE_WIDTH).contains(w))
        {
            Some(width) => Ok(Width(width)),
            None => Err(game_error(format!(
                "size {}: give a width from 1 to {MAX_PICTURE_WIDTH} pixels",
                shown(ob)
            ))),
        }
    }
}

/// A seed: `0..2**64`, else a `GameError`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Seed(pub(crate) u64);

impl FromPyObject<'_, '_> for Seed {
    type Error = PyErr;
    fn extract(ob: Borrowed<'_, '_, PyAny>) -> PyResult<Self> {
        match integer(ob)?.and_then(|v| u64::try_from(v).ok()) {
            Some(seed) => Ok(Seed(seed)),
            None => Err(game_error(format!("seed {}: a seed is 0 or more and below 2**64", shown(ob)))),
        }
    }
}

//! The one Python exception every refusal raises, with the Rust error's message.

use game_runtime::batch::BatchError;
use game_runtime::dyn_game::DynPlayError;
use pyo3::PyErr;
use pyo3::exceptions::PyValueError;

pyo3::create_exception!(
    _native,
    GameError,
    PyValueError,
    "A move, action, position, seat, game name or buffer the rules engine refused. A `ValueError`, so code \
     that catches `ValueError` catches it; the message is the engine's own."
);

/// A refusal as a [`GameError`] carrying `message`.
pub(crate) fn game_error(message: impl Into<String>) -> PyErr {
    GameError::new_err(message.into())
}

/// A refused move or action.
pub(crate) fn play_error(error: &DynPlayError) -> PyErr {
    game_error(error.to_string())
}

/// A batch refusing its input (an illegal action, a buffer of the wrong length).
pub(crate) fn batch_error(error: &BatchError) -> PyErr {
    game_error(error.to_string())
}

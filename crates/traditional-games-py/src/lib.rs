//! The traditional-games rules engines in Python: the extension module `traditional_games._native`.
//!
//! A thin PyO3 layer over [`game_runtime::DynGame`] (one state type for every game, in action indices,
//! notation and tensors) and [`game_runtime::batch::Batch`] (N games stepped at once into numpy arrays, the
//! GIL released). The Python package around it (`python/traditional_games`) adds OpenSpiel registration and
//! PettingZoo environments; see the README.
//!
//! | Python | Rust |
//! |---|---|
//! | `Game(name, preset)` | `game::PyGame`: a form of the `traditional-games` registry (`registry`) and its facts |
//! | `State` | `state::PyState`: a `Box<dyn DynGame>` (which caches its status and legal actions) with its history, mirroring `pyspiel.State` |
//! | `Batch` | `batch::PyBatch`: a `Box<dyn DynBatch>` and its numpy output arrays |
//! | `Bot` | `bot::PyBot`: the registry's `traditional_games::Bot`, searching with the GIL released |
//! | `GameError` | `error::GameError`: every refusal, a `ValueError` with the engine's message |

// Project names (OpenSpiel, PettingZoo, PyO3, NumPy) are prose in these docs, not code to backtick.
#![allow(clippy::doc_markdown)]

mod batch;
mod bot;
mod error;
mod game;
mod ints;
mod recall;
mod registry;
mod state;

use pyo3::prelude::*;

/// A game as `games()` lists it: name, about, presets with their about lines.
type GameListing = (&'static str, &'static str, Vec<(&'static str, &'static str)>);

/// Every registered game: `(name, about, [(preset, about), ...])`, default preset first, in `games list`
/// order.
#[pyfunction]
#[pyo3(name = "games")]
fn list_games() -> Vec<GameListing> {
    traditional_games::games()
        .iter()
        .map(|e| (e.name, e.about, e.presets.iter().map(|p| (p.name, p.about)).collect()))
        .collect()
}

/// Rebuilds a pickled state: the start position, then the history replayed (and, for a sampled state, the
/// history its seat goes on from).
#[pyfunction]
#[pyo3(signature = (name, preset, position, history, inherited = None))]
#[allow(clippy::needless_pass_by_value)] // PyO3 hands extracted arguments over by value.
fn _restore_state(
    name: &str,
    preset: &str,
    position: &str,
    history: Vec<(i64, usize)>,
    inherited: Option<(usize, String)>,
) -> PyResult<state::PyState> {
    let form = registry::form(name, Some(preset))?;
    let game = form.load_position(position).map_err(|e| registry::form_error(&e))?;
    state::PyState::new(game, form.game.name, form.name).inheriting(inherited)?.restore(&history)
}

/// The extension module.
#[pymodule]
#[pyo3(name = "_native")]
fn native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<game::PyGame>()?;
    m.add_class::<state::PyState>()?;
    m.add_class::<batch::PyBatch>()?;
    m.add_class::<bot::PyBot>()?;
    m.add("GameError", m.py().get_type::<error::GameError>())?;
    m.add("CHANCE", state::CHANCE)?;
    m.add("TERMINAL", state::TERMINAL)?;
    m.add_function(wrap_pyfunction!(list_games, m)?)?;
    m.add_function(wrap_pyfunction!(_restore_state, m)?)?;
    Ok(())
}

//! The games, their presets and facts, from the `traditional-games` registry (the one place that names
//! them): this crate names no game. A preset is a registry [`Form`]: a listed preset, an alias that starts a
//! variant, or a turn-based `+claims` form.

use pyo3::PyErr;
use traditional_games::{Form, FormError, GameEntry};

use crate::error::game_error;

/// The length reported to OpenSpiel where a game's rules prove no bound on its length (a preset without a
/// ply limit, or dice whose games end with probability 1 but within no bound): a front end that needs a
/// number picks its own cap. Random games stay far below it.
pub(crate) const UNBOUNDED_LENGTH: usize = 100_000;

/// What OpenSpiel's `GameType`/`GameInfo` need beyond the traits, from the registry's facts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Facts {
    /// Whether the game has chance nodes (a deal, a draw, dice).
    pub(crate) chance: bool,
    /// Whether every seat sees the whole state.
    pub(crate) perfect_information: bool,
    /// A bound on the action index of any chance outcome (every chance action is below it); 0 without chance.
    pub(crate) max_chance_outcomes: usize,
    /// A bound on the moves of seats in one game: the game's proven one, or [`UNBOUNDED_LENGTH`].
    pub(crate) max_game_length: usize,
}

impl Facts {
    /// A form's facts as the registry tells them.
    pub(crate) fn of(form: &Form) -> Result<Facts, PyErr> {
        let facts = form.facts().map_err(|e| form_error(&e))?;
        Ok(Facts {
            chance: facts.chance,
            perfect_information: facts.information == abstract_game::Information::Perfect,
            max_chance_outcomes: facts.max_chance_outcomes,
            max_game_length: facts.max_game_length.unwrap_or(UNBOUNDED_LENGTH),
        })
    }
}

/// A registry refusal as a `GameError`.
pub(crate) fn form_error(error: &FormError) -> PyErr {
    game_error(error.to_string())
}

/// The game with this name.
pub(crate) fn find(name: &str) -> Result<&'static GameEntry, PyErr> {
    traditional_games::find(name).map_err(|e| game_error(e.to_string()))
}

/// The form `preset` of the game `name` (`None`: its default preset).
pub(crate) fn form(name: &str, preset: Option<&str>) -> Result<Form, PyErr> {
    find(name)?.form(preset).map_err(|e| form_error(&e))
}

//! A game under one preset: what it is (OpenSpiel's `GameType`/`GameInfo` facts) and its states.

use pyo3::prelude::*;

use crate::batch::PyBatch;
use crate::ints::{Seed, Size};
use crate::registry::{self, Facts, form_error};
use crate::state::PyState;
use game_runtime::DynGame;
use traditional_games::Form;

/// One game under one rules preset, as `games list` names them. Makes states (`new_initial_state`,
/// `state_from`) and batches (`batch`), and tells the facts OpenSpiel's `GameType` and `GameInfo` need.
#[pyclass(module = "traditional_games._native", name = "Game", frozen)]
pub(crate) struct PyGame {
    form: Form,
    facts: Facts,
    /// The start state, cloned for every new state.
    start: Box<dyn DynGame>,
}

impl PyGame {
    /// The game's name, for Rust callers.
    pub(crate) fn game_name(&self) -> &'static str {
        self.form.game.name
    }

    /// The preset's (form's) name, for Rust callers.
    pub(crate) fn preset_name(&self) -> &'static str {
        self.form.name
    }
}

#[pymethods]
impl PyGame {
    /// `name` under `preset` (the game's default preset when `None`). Raises `GameError` for an unknown game
    /// or preset.
    #[new]
    #[pyo3(signature = (name, preset = None))]
    fn new(name: &str, preset: Option<&str>) -> PyResult<Self> {
        let form = registry::form(name, preset)?;
        let facts = Facts::of(&form)?;
        let start = form.load().map_err(|e| form_error(&e))?;
        Ok(PyGame { form, facts, start })
    }

    /// The game's name.
    #[getter]
    fn name(&self) -> &'static str {
        self.form.game.name
    }
    /// The preset's name.
    #[getter]
    fn preset(&self) -> &'static str {
        self.form.name
    }
    /// One line about the game.
    #[getter]
    fn about(&self) -> &'static str {
        self.form.game.about
    }
    /// One line about the preset.
    #[getter]
    fn preset_about(&self) -> &'static str {
        self.form.about
    }
    /// The rules string (the rules value's notation, as position strings carry it).
    #[getter]
    fn rules(&self) -> PyResult<String> {
        self.form.rules_text().map_err(|e| form_error(&e))
    }
    /// The number of seats.
    #[getter]
    fn num_players(&self) -> usize {
        self.start.num_players()
    }
    /// The seats' names in seat order, as the game crate names them.
    #[getter]
    fn seat_names(&self) -> Vec<&'static str> {
        abstract_game::PlayerId::all(self.start.num_players())
            .map(|seat| self.start.seat_name(seat))
            .collect()
    }
    /// The size of the action space: every action index is below it.
    #[getter]
    fn num_distinct_actions(&self) -> usize {
        self.start.num_actions().unwrap_or(0)
    }
    /// The observation tensor's shape.
    #[getter]
    fn observation_shape(&self) -> Vec<usize> {
        self.start.observation_shape().map(|s| s.dims().to_vec()).unwrap_or_default()
    }
    /// Whether the game has chance nodes (a deal, draws, dice).
    #[getter]
    fn has_chance(&self) -> bool {
        self.facts.chance
    }
    /// Whether every seat sees the whole state.
    #[getter]
    fn perfect_information(&self) -> bool {
        self.facts.perfect_information
    }
    /// Every chance outcome's action is below this bound (0 without chance).
    #[getter]
    fn max_chance_outcomes(&self) -> usize {
        self.facts.max_chance_outcomes
    }
    /// A bound on the seats' moves in one game, from the game's documented caps.
    #[getter]
    fn max_game_length(&self) -> usize {
        self.facts.max_game_length
    }
    /// The start state.
    fn new_initial_state(&self) -> PyState {
        PyState::new(self.start.clone_box(), self.form.game.name, self.form.name)
    }
    /// The state a position string describes (its rules must be this preset's), with an empty history.
    /// Raises `GameError` for a string the game cannot read. A position string holds the position, not a
    /// game's bookkeeping: plies played (for a ply limit) and repetition history restart from it. `pickle` (or `clone`) keeps a state whole.
    fn state_from(&self, position: &str) -> PyResult<PyState> {
        let game = self.form.load_position(position).map_err(|e| form_error(&e))?;
        Ok(PyState::new(game, self.form.game.name, self.form.name))
    }
    /// `size` games of this preset stepped together (see `Batch`, and its size checks).
    #[pyo3(signature = (size, seed = Seed(0)))]
    fn batch(&self, py: Python<'_>, size: Size, seed: Seed) -> PyResult<PyBatch> {
        PyBatch::new(py, self.form.game.name, size, seed, Some(self.form.name))
    }
    fn __repr__(&self) -> String {
        format!("Game({:?}, preset={:?})", self.form.game.name, self.form.name)
    }
    /// Pickles as the game's and the preset's names.
    fn __reduce__<'py>(
        &self,
        py: Python<'py>,
    ) -> (Bound<'py, pyo3::types::PyType>, (&'static str, &'static str)) {
        (py.get_type::<PyGame>(), (self.form.game.name, self.form.name))
    }
}

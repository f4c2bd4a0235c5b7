//! `Bot`: a search bot for one seat of any game, the registry's [`traditional_games::Bot`] with Python's
//! action indices. Its searches run with the GIL released, so other Python threads go on while it thinks.

use std::sync::{Mutex, PoisonError};

use abstract_game::PlayerId;
use pyo3::prelude::*;
use traditional_games::BotError;

use crate::error::game_error;
use crate::game::PyGame;
use crate::ints::{Player, Seed};
use crate::registry;
use crate::state::PyState;

/// A bot's refusal as a `GameError`.
fn bot_error(error: &BotError) -> PyErr {
    game_error(error.to_string())
}

/// A bot playing one seat of one game: every seat kind of the `games` command line (`random`, `mcts`,
/// `ismcts`, `alphabeta`, `pmcts`, `pismcts`, `bot`), each with an optional budget per move, `:N` iterations
/// (plies for `alphabeta`) or `:Ts` seconds (`"bot:0.5s"`, `"mcts:2000"`).
///
/// A search for hidden information reads only its seat's observation of a state; `mcts` and `alphabeta`,
/// which would read the others' secrets, are refused in such games (a `GameError` on the first state).
#[pyclass(module = "traditional_games._native", name = "Bot")]
pub(crate) struct PyBot {
    /// Behind a lock only so the class is `Sync`; `&mut self` reaches it without locking.
    bot: Mutex<traditional_games::Bot>,
    kind: String,
    seed: u64,
    /// The line about the last search (iterations or depth, value, time); empty for `random`.
    info: String,
}

impl PyBot {
    /// The seat's choice in `state` as its search gives it (notation), the GIL released while it thinks.
    fn think(&mut self, py: Python<'_>, state: &PyState) -> PyResult<String> {
        // A copy of the state, so the search does not hold the Python object while the GIL is released.
        let game = state.erased().clone_box();
        let bot = self.bot.get_mut().unwrap_or_else(PoisonError::into_inner);
        let choice = py.detach(move || bot.choose(&*game)).map_err(|e| bot_error(&e))?;
        self.info = choice.info;
        Ok(choice.mv)
    }
}

#[pymethods]
impl PyBot {
    /// A bot of seat kind `kind` for `seat` of the game of `game` (a `Game` or a `State`), its searches seeded
    /// from `seed` and the seat. Raises `GameError` for an unknown kind, a bad budget or a seat the game does
    /// not have.
    #[new]
    #[pyo3(signature = (game, kind, seat, seed = Seed(0)))]
    fn new(game: &Bound<'_, PyAny>, kind: &str, seat: Player, seed: Seed) -> PyResult<Self> {
        let (name, preset) = if let Ok(state) = game.cast::<PyState>() {
            let state = state.borrow();
            (state.name(), state.preset_name())
        } else if let Ok(game) = game.cast::<PyGame>() {
            (game.get().game_name(), game.get().preset_name())
        } else {
            return Err(pyo3::exceptions::PyTypeError::new_err("a bot is made for a Game or a State"));
        };
        // The registry's bots search the game itself, not its claim windows.
        if registry::find(name)?.turn_based_presets().iter().any(|p| p.name == preset) {
            return Err(game_error(format!(
                "the bots play `{name}` under its presets, not the turn-based form `{preset}`"
            )));
        }
        let seat = usize::try_from(seat.0)
            .ok()
            .and_then(PlayerId::new)
            .ok_or_else(|| game_error(format!("no seat {}: seats are numbered from 0", seat.0)))?;
        let bot = traditional_games::Bot::new(name, kind, seat, seed.0).map_err(|e| bot_error(&e))?;
        Ok(PyBot { bot: Mutex::new(bot), kind: kind.to_string(), seed: seed.0, info: String::new() })
    }

    /// The seat it plays.
    #[getter]
    fn seat(&self) -> usize {
        self.bot.lock().unwrap_or_else(PoisonError::into_inner).seat().index()
    }

    /// Its seat kind, as given (`"bot:0.5s"`).
    #[getter]
    fn kind(&self) -> &str {
        &self.kind
    }

    /// The seed its searches are drawn from (with the seat).
    #[getter]
    fn seed(&self) -> u64 {
        self.seed
    }

    /// One line about the last search: iterations or depth, value, time; empty for `random`.
    #[getter]
    fn info(&self) -> &str {
        &self.info
    }

    /// The action its seat plays in `state`, where the seat is on turn; the state is not changed. Raises
    /// `GameError` when the seat is not on turn, the state is another game's, or the search does not fit
    /// the game.
    fn step(&mut self, py: Python<'_>, state: &PyState) -> PyResult<usize> {
        let mv = self.think(py, state)?;
        state.erased().move_to_action(&mv).map_err(|e| game_error(e.to_string()))
    }

    /// The move its seat plays in `state`, in the game's notation (what `State.apply_move` reads).
    fn step_move(&mut self, py: Python<'_>, state: &PyState) -> PyResult<String> {
        self.think(py, state)
    }

    /// An out-of-turn action (a claim its game allows out of turn) its seat takes now in `state`, or `None`.
    fn out_of_turn(&mut self, state: &PyState) -> PyResult<Option<usize>> {
        let bot = self.bot.get_mut().unwrap_or_else(PoisonError::into_inner);
        match bot.out_of_turn(state.erased()).map_err(|e| bot_error(&e))? {
            Some(mv) => state.erased().move_to_action(&mv).map(Some).map_err(|e| game_error(e.to_string())),
            None => Ok(None),
        }
    }

    fn __repr__(&self) -> String {
        format!("Bot({:?}, seat={}, seed={})", self.kind, self.seat(), self.seed)
    }
}

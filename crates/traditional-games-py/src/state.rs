//! A game state with OpenSpiel's `pyspiel.State` interface, over any registered game.

use std::sync::{Arc, Mutex, MutexGuard};

use abstract_game::svg::SvgOptions;
use abstract_game::{PlayerId, Status};
use game_runtime::DynGame;

use numpy::{PyArrayDyn, PyArrayMethods, PyReadwriteArrayDyn};
use pyo3::prelude::*;
use pyo3::types::PyTuple;

use crate::error::{game_error, play_error};
use crate::ints::{Action, Player, Seed, Width};
use crate::recall::{Acted, Recall};
use crate::registry::{self, Facts};

/// OpenSpiel's player id of nature.
pub(crate) const CHANCE: i64 = -1;
/// OpenSpiel's player id of a finished game.
pub(crate) const TERMINAL: i64 = -4;

/// One step of the history: who acted (a seat, or [`CHANCE`]) and the action index.
#[derive(Clone, Copy, Debug)]
struct Step {
    player: i64,
    action: usize,
}

/// A state of one game under one preset, mirroring `pyspiel.State`: action indices in, the seat to act out
/// (-1 chance, -4 terminal), utilities as returns, tensors as numpy arrays.
///
/// Legal-action lists are sorted ascending, as OpenSpiel requires. Out-of-turn actions (a card game's
/// claims made out of turn) are listed by `legal_actions(player)` for the seat that may make them, and played
/// with `apply_action_as(player, action)`.
#[pyclass(module = "traditional_games._native", name = "State")]
pub(crate) struct PyState {
    /// The current state, which caches its status and legal actions until it changes.
    game: Box<dyn DynGame>,
    /// The state the history starts from (the preset's start or a position string), shared by clones.
    root: Arc<Box<dyn DynGame>>,
    history: Vec<Step>,
    name: &'static str,
    preset: &'static str,
    /// A sampled state's seat and the history it had in the state it was sampled from
    /// (`sample_consistent`): its information-state string goes on from there.
    inherited: Option<(PlayerId, String)>,
    /// The seats' action-observation histories, built when first asked for and extended step by step
    /// (`information_state_string`). Behind a lock: reading methods borrow the state shared.
    recall: Mutex<Option<Recall>>,
}

impl PyState {
    /// A state with an empty history.
    pub(crate) fn new(game: Box<dyn DynGame>, name: &'static str, preset: &'static str) -> Self {
        PyState {
            root: Arc::new(game.clone_box()),
            game,
            history: Vec::new(),
            name,
            preset,
            inherited: None,
            recall: Mutex::new(None),
        }
    }

    /// The name of the game it plays, for Rust callers.
    pub(crate) fn name(&self) -> &'static str {
        self.name
    }

    /// The name of the preset (form) it plays, for Rust callers.
    pub(crate) fn preset_name(&self) -> &'static str {
        self.preset
    }

    /// The current state, erased (what a bot reads).
    pub(crate) fn erased(&self) -> &dyn DynGame {
        &*self.game
    }

    /// The seat `player` names, checked against the table.
    fn seat(&self, player: impl Into<i64>) -> PyResult<PlayerId> {
        let player = player.into();
        usize::try_from(player)
            .ok()
            .filter(|&p| p < self.game.num_players())
            .and_then(PlayerId::new)
            .ok_or_else(|| {
                game_error(format!("no seat {player} in a game of {} seats", self.game.num_players()))
            })
    }

    /// The seat on turn, or an error naming what acts instead.
    fn seat_on_turn(&self, what: &str) -> PyResult<PlayerId> {
        match self.game.status() {
            Status::ToMove(seat) => Ok(seat),
            Status::Chance => {
                Err(game_error(format!("{what}: nature acts here (a chance node); name a seat")))
            }
            Status::Over => Err(game_error(format!("{what}: the game is over; name a seat"))),
        }
    }

    fn current(&self) -> i64 {
        match self.game.status() {
            Status::ToMove(seat) => seat.index() as i64,
            Status::Chance => CHANCE,
            Status::Over => TERMINAL,
        }
    }

    /// The legal actions of whoever acts now, ascending, from the cache.
    fn actions_now(&self) -> Vec<usize> {
        self.game.sorted_legal_actions().to_vec()
    }

    fn sorted(actions: Option<Vec<usize>>) -> Vec<usize> {
        let mut actions = actions.unwrap_or_default();
        actions.sort_unstable();
        actions
    }
}

#[pymethods]
impl PyState {
    /// The seat to act: 0.., -1 (`CHANCE`) at a chance node, -4 (`TERMINAL`) once the game is over.
    fn current_player(&self) -> i64 {
        self.current()
    }

    /// The legal action indices, ascending: of the seat on turn, or the chance outcomes, when `player` is
    /// `None` (or the seat on turn); of `player` otherwise, its out-of-turn actions included (empty when it may
    /// do nothing now).
    #[pyo3(signature = (player = None))]
    fn legal_actions(&self, player: Option<Player>) -> PyResult<Vec<usize>> {
        match player {
            None => Ok(self.actions_now()),
            Some(Player(p)) if p == CHANCE && self.game.status().is_chance() => Ok(self.actions_now()),
            Some(p) => Ok(Self::sorted(self.game.legal_actions_of(self.seat(p)?))),
        }
    }

    /// `legal_actions(player)` as a 0/1 list of length `num_distinct_actions()`.
    #[pyo3(signature = (player = None))]
    fn legal_actions_mask(&self, player: Option<Player>) -> PyResult<Vec<u8>> {
        let mut mask = vec![0u8; self.game.num_actions().unwrap_or(0)];
        for a in self.legal_actions(player)? {
            if let Some(bit) = mask.get_mut(a) {
                *bit = 1;
            }
        }
        Ok(mask)
    }

    /// The legal moves in the game's notation (same choice of actor as `legal_actions`, in the game's order).
    #[pyo3(signature = (player = None))]
    fn legal_moves(&self, player: Option<Player>) -> PyResult<Vec<String>> {
        match player {
            None => Ok(self.game.legal_moves()),
            Some(p) => Ok(self.game.legal_moves_of(self.seat(p)?)),
        }
    }

    /// Plays the action for whoever acts now: the seat on turn, or nature at a chance node.
    fn apply_action(&mut self, action: Action) -> PyResult<()> {
        self.play(action.0)
    }

    /// Plays the action for `player`, on turn or out of turn (a claim a game allows out of turn).
    fn apply_action_as(&mut self, player: Player, action: Action) -> PyResult<()> {
        self.play_as(player.0, action.0)
    }

    /// Plays a move written in the game's notation, for whoever acts now or for `player`; returns its action.
    #[pyo3(signature = (text, player = None))]
    fn apply_move(&mut self, text: &str, player: Option<Player>) -> PyResult<usize> {
        let action = self.game.move_to_action(text).map_err(|e| play_error(&e))?;
        match player {
            None => self.play(action)?,
            Some(p) => self.play_as(p.0, action)?,
        }
        Ok(action)
    }

    /// Whether the game is over.
    fn is_terminal(&self) -> bool {
        self.game.status().is_over()
    }

    /// Whether nature acts next.
    fn is_chance_node(&self) -> bool {
        self.game.status().is_chance()
    }

    /// Whether a seat is on turn.
    fn is_player_node(&self) -> bool {
        matches!(self.game.status(), Status::ToMove(_))
    }

    /// Each seat's utility (`Outcome::utility`: the seats it beat minus the seats that beat it, over
    /// seats - 1, in [-1, 1], summing to 0) once the game is over; zeros before.
    fn returns(&self) -> Vec<f64> {
        let n = self.game.num_players();
        match self.game.outcome() {
            Some(outcome) => PlayerId::all(n).map(|s| outcome.utility(s).unwrap_or(0.0)).collect(),
            None => vec![0.0; n],
        }
    }

    /// The rewards of the last action: the returns when it ended the game, zeros otherwise (rewards come at
    /// the end only).
    fn rewards(&self) -> Vec<f64> {
        self.returns()
    }

    /// One seat's return.
    fn player_return(&self, player: Player) -> PyResult<f64> {
        let seat = self.seat(player)?;
        Ok(self.returns()[seat.index()])
    }

    /// The raw scores of the finished game (ranks, points or penalty points, see `score_kind`), `None` before.
    fn scores(&self) -> Option<Vec<i64>> {
        self.game.outcome().map(|o| o.scores().to_vec())
    }

    /// How to read `scores`: `"rank"` (1 is first), `"points"` (higher is better) or `"penalty"` (lower is
    /// better); `None` before the end.
    fn score_kind(&self) -> Option<&'static str> {
        self.game.outcome().map(|o| match o.kind() {
            abstract_game::ScoreKind::Rank => "rank",
            abstract_game::ScoreKind::Points => "points",
            abstract_game::ScoreKind::PenaltyPoints => "penalty",
        })
    }

    /// At a chance node, each outcome's action with its exact probability (as a float); empty elsewhere.
    fn chance_outcomes(&self) -> Vec<(usize, f64)> {
        // Already ascending by action, as OpenSpiel wants.
        self.game.chance_actions().unwrap_or_default().into_iter().map(|(a, p)| (a, p.to_f64())).collect()
    }

    /// The chance outcomes' exact probabilities as `(action, numerator, denominator)`.
    fn chance_fractions(&self) -> Vec<(usize, u64, u64)> {
        self.game
            .chance_actions()
            .unwrap_or_default()
            .into_iter()
            .map(|(a, p)| (a, p.numerator(), p.denominator()))
            .collect()
    }

    /// The move an action names here, in the game's notation: `action_to_string(action)` or, as OpenSpiel
    /// also allows, `action_to_string(player, action)` (the player is not needed: the state knows).
    #[pyo3(signature = (first, second = None))]
    fn action_to_string(&self, first: Player, second: Option<Action>) -> PyResult<String> {
        let action = match second {
            Some(Action(action)) => action,
            None => usize::try_from(first.0)
                .map_err(|_| game_error(format!("no legal move has the action index {} here", first.0)))?,
        };
        self.game
            .action_to_move(action)
            .ok_or_else(|| game_error(format!("no legal move has the action index {action} here")))
    }

    /// The action of a move written in the game's notation: `string_to_action(text)` or
    /// `string_to_action(player, text)`.
    #[pyo3(signature = (first, second = None))]
    fn string_to_action(&self, first: &Bound<'_, PyAny>, second: Option<&str>) -> PyResult<usize> {
        let text: String = match second {
            Some(text) => text.to_string(),
            None => first.extract()?,
        };
        self.game.move_to_action(&text).map_err(|e| play_error(&e))
    }

    /// What `player` observes (the seat to act when `None`), as a new float32 array of `observation_shape`.
    #[pyo3(signature = (player = None))]
    fn observation_tensor<'py>(
        &self,
        py: Python<'py>,
        player: Option<Player>,
    ) -> PyResult<Bound<'py, PyArrayDyn<f32>>> {
        let seat = match player {
            Some(p) => self.seat(p)?,
            None => self.seat_on_turn("observation_tensor")?,
        };
        let shape =
            self.game.observation_shape().ok_or_else(|| game_error("this game has no observation tensor"))?;
        let array = PyArrayDyn::<f32>::zeros(py, shape.dims(), false);
        self.write(seat, &mut array.readwrite())?;
        Ok(array)
    }

    /// Writes what `player` observes into `out`, a contiguous float32 array of the tensor's size (any shape),
    /// without allocating.
    fn write_observation(&self, player: Player, mut out: PyReadwriteArrayDyn<'_, f32>) -> PyResult<()> {
        let seat = self.seat(player)?;
        self.write(seat, &mut out)
    }

    /// The observation tensor's shape.
    fn observation_shape(&self) -> Vec<usize> {
        self.game.observation_shape().map(|s| s.dims().to_vec()).unwrap_or_default()
    }

    /// What `player` sees, as a picture (only its own secrets in hidden-information games).
    #[pyo3(signature = (player = None))]
    fn observation_string(&self, player: Option<Player>) -> PyResult<String> {
        let seat = match player {
            Some(p) => self.seat(p)?,
            None => self.seat_on_turn("observation_string")?,
        };
        Ok(self.game.pretty_for(seat))
    }

    /// Everything `player` has seen since the history began (perfect recall), as its action-observation
    /// history: its picture of the state the history starts from, one line per action (`seat: move`,
    /// `chance: outcome`, the move `?` when the seat cannot tell which it was), then `-- now` and its picture
    /// of this state. Only what the seat may know: its own private information and the public actions as it
    /// saw them. Built once per step and kept, so a call costs the steps played since the last one.
    #[pyo3(signature = (player = None))]
    fn information_state_string(&self, player: Option<Player>) -> PyResult<String> {
        let seat = match player {
            Some(p) => self.seat(p)?,
            None => self.seat_on_turn("information_state_string")?,
        };
        let mut out = self.recall()?.text(seat).to_string();
        out.push_str("-- now\n");
        out.push_str(&self.game.pretty_for(seat));
        Ok(out)
    }

    /// A full state drawn at random among the states `seat` cannot tell from this one (from its observation:
    /// the public state and its own secrets), seeded with `seed`: the determinization step of
    /// information-set MCTS. A copy in a perfect-information game. The sample has an empty history; its
    /// information-state string for `seat` goes on from this state's (the seat's past is the same in every
    /// state it cannot tell apart), the other seats' start at the sample.
    fn sample_consistent(&self, seat: Player, seed: Seed) -> PyResult<PyState> {
        let seat = self.seat(seat)?;
        let text = self.recall()?.text(seat).to_string();
        // A game without a sampler has perfect information: its only consistent state is itself.
        let sampled = match self.game.sample_consistent(seat, seed.0) {
            Some(drawn) => drawn.map_err(|e| game_error(e.to_string()))?,
            None => self.game.clone_box(),
        };
        let mut state = PyState::new(sampled, self.name, self.preset);
        state.inherited = Some((seat, text));
        Ok(state)
    }

    /// A copy of this state (history included).
    fn clone(&self) -> Self {
        PyState {
            game: self.game.clone_box(),
            root: Arc::clone(&self.root),
            history: self.history.clone(),
            name: self.name,
            preset: self.preset,
            inherited: self.inherited.clone(),
            recall: Mutex::new(self.lock_recall().clone()),
        }
    }

    fn __copy__(&self) -> Self {
        self.clone()
    }

    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> Self {
        self.clone()
    }

    /// Pickles as the game, the preset, the start position, the history, and for a sampled state the seat
    /// whose history it goes on from, with that history.
    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, Bound<'py, PyTuple>)> {
        let restore = py.import("traditional_games._native")?.getattr("_restore_state")?;
        let history: Vec<(i64, usize)> = self.history.iter().map(|s| (s.player, s.action)).collect();
        let inherited = self.inherited.as_ref().map(|(seat, text)| (seat.index(), text.clone()));
        let args = (self.name, self.preset, self.root.position(), history, inherited).into_pyobject(py)?;
        Ok((restore, args))
    }

    /// The actions played since the history began (chance outcomes and out-of-turn actions included).
    fn history(&self) -> Vec<usize> {
        self.history.iter().map(|s| s.action).collect()
    }

    /// The history as `(player, action)` pairs (player -1 for chance).
    fn full_history(&self) -> Vec<(i64, usize)> {
        self.history.iter().map(|s| (s.player, s.action)).collect()
    }

    /// The history as OpenSpiel writes it: actions separated by `, `.
    fn history_str(&self) -> String {
        self.history.iter().map(|s| s.action.to_string()).collect::<Vec<_>>().join(", ")
    }

    /// The number of actions played since the history began.
    fn move_number(&self) -> usize {
        self.history.len()
    }

    /// The number of seats.
    fn num_players(&self) -> usize {
        self.game.num_players()
    }

    /// The size of the action space.
    fn num_distinct_actions(&self) -> usize {
        self.game.num_actions().unwrap_or(0)
    }

    /// The game's name.
    #[getter]
    fn game_name(&self) -> &'static str {
        self.name
    }

    /// The preset's name.
    #[getter]
    fn preset(&self) -> &'static str {
        self.preset
    }

    /// The seat's name in the game's words (`Red`, `P1`, ...).
    fn seat_name(&self, player: Player) -> PyResult<&'static str> {
        Ok(self.game.seat_name(self.seat(player)?))
    }

    /// The position string (the game's notation of the whole state), which `Game.state_from` reads back.
    fn position(&self) -> String {
        self.game.position()
    }

    /// A picture of the whole table.
    fn pretty(&self) -> String {
        self.game.pretty()
    }

    fn __str__(&self) -> String {
        self.game.position()
    }

    fn __repr__(&self) -> String {
        format!("State({:?}, {:?}, {:?})", self.name, self.preset, self.game.position())
    }

    /// The board as an SVG picture (a string): from seat `seat`'s point of view (its own cards face up, the
    /// others' face down), or with `None` what every seat may see; `size` pixels wide (480 by default), with
    /// or without the coordinates.
    #[pyo3(signature = (seat=None, size=None, coordinates=true))]
    fn svg(&self, seat: Option<Player>, size: Option<Width>, coordinates: bool) -> PyResult<String> {
        let seat = seat.map(|p| self.seat(p)).transpose()?;
        let mut options = SvgOptions::new().with_coordinates(coordinates);
        if let Some(Width(width)) = size {
            options = options.with_width(width);
        }
        self.game.svg(seat, &options).ok_or_else(|| game_error("this game has no SVG picture"))
    }

    /// What Jupyter shows: the public view (never a seat's secrets by default), drawn by [`PyState::svg`].
    fn _repr_svg_(&self) -> PyResult<String> {
        self.svg(None, None, true)
    }
}

impl PyState {
    /// Writes a seat's tensor into a numpy array, checked.
    fn write(&self, seat: PlayerId, out: &mut PyReadwriteArrayDyn<'_, f32>) -> PyResult<()> {
        let slice =
            out.as_slice_mut().map_err(|e| game_error(format!("the array must be contiguous: {e}")))?;
        match self.game.write_observation(seat, slice) {
            Some(Ok(())) => Ok(()),
            Some(Err(e)) => Err(game_error(e.to_string())),
            None => Err(game_error("this game has no observation tensor")),
        }
    }

    /// Plays the action for whoever acts now: the seat on turn, or nature at a chance node.
    fn play(&mut self, action: usize) -> PyResult<()> {
        let player = self.current();
        self.game.apply_action(action).map_err(|e| play_error(&e))?;
        self.history.push(Step { player, action });
        Ok(())
    }

    /// Plays the action for `player`, on turn or out of turn.
    fn play_as(&mut self, player: i64, action: usize) -> PyResult<()> {
        let seat = self.seat(player)?;
        self.game.play_index(Some(seat), action).map_err(|e| play_error(&e))?;
        self.history.push(Step { player, action });
        Ok(())
    }

    /// The lock of the seats' histories (a panic while it was held cannot leave them half-written: folding
    /// a step writes every seat's line before counting the step).
    fn lock_recall(&self) -> MutexGuard<'_, Option<Recall>> {
        self.recall.lock().unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// The seats' histories with every step of the history folded in.
    fn recall(&self) -> PyResult<RecallGuard<'_>> {
        let mut guard = self.lock_recall();
        if guard.is_none() {
            let perfect = Facts::of(&registry::form(self.name, Some(self.preset))?)?.perfect_information;
            let first = &**self.root;
            *guard = Some(match &self.inherited {
                Some((seat, text)) => Recall::inherit(first, perfect, *seat, text.clone()),
                None => Recall::new(first, perfect),
            });
        }
        if let Some(recall) = guard.as_mut() {
            let steps = self.history.iter().map(|s| Acted {
                seat: usize::try_from(s.player).ok().and_then(PlayerId::new),
                action: s.action,
            });
            recall.fold(steps).map_err(game_error)?;
        }
        Ok(RecallGuard(guard))
    }

    /// A sampled state's seat and history, as `__reduce__` pickles them.
    pub(crate) fn inheriting(mut self, inherited: Option<(usize, String)>) -> PyResult<Self> {
        self.inherited = match inherited {
            Some((seat, text)) => Some((self.seat(i64::try_from(seat).unwrap_or(i64::MAX))?, text)),
            None => None,
        };
        Ok(self)
    }

    /// Replays a pickled history onto a state made from the start position.
    pub(crate) fn restore(mut self, history: &[(i64, usize)]) -> PyResult<Self> {
        for &(player, action) in history {
            if player == CHANCE || self.current() == player {
                self.play(action)?;
            } else {
                self.play_as(player, action)?;
            }
        }
        Ok(self)
    }
}

/// The seats' histories, folded up to the current state, held locked.
struct RecallGuard<'a>(MutexGuard<'a, Option<Recall>>);

impl RecallGuard<'_> {
    /// The history of `seat` (without the final picture).
    fn text(&self, seat: PlayerId) -> &str {
        self.0.as_ref().map_or("", |r| r.text(seat))
    }
}

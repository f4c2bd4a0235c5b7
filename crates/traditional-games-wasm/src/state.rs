//! A state of a game with its history, as the TypeScript layer's `State` uses it.

use serde_json::{Value, json};
use traditional_games::abstract_game::{PlayerId, Status, Xoshiro256};
use traditional_games::game_runtime::dyn_game::DynGame;
use traditional_games::{Bot, Form};
use wasm_bindgen::prelude::*;

use crate::live::{Kind, Live};
use crate::{bot, info, options, refuse};

/// A state of a game under one preset, with the plies that led to it and its own random stream (for
/// `playRandom`, seeded by the caller: the package draws no entropy of its own).
#[wasm_bindgen]
pub struct RawState {
    game: Box<dyn DynGame>,
    form: Form,
    rng: Xoshiro256,
    _live: Live,
}

impl RawState {
    /// A state of `form`, its random stream seeded with 0.
    pub(crate) fn new(game: Box<dyn DynGame>, form: Form) -> RawState {
        RawState { game, form, rng: Xoshiro256::seed_from_u64(0), _live: Live::new(Kind::State) }
    }

    /// The erased game behind it.
    pub fn erased(&self) -> &dyn DynGame {
        &*self.game
    }

    fn seat(&self, seat: f64) -> Result<PlayerId, String> {
        options::seat(seat, self.game.num_players())
    }

    /// Plays `text` for `seat` (`None`: whoever acts now); its notation.
    pub fn try_play(&mut self, seat: Option<f64>, text: &str) -> Result<String, String> {
        let seat = seat.map(|s| self.seat(s)).transpose()?;
        self.game.play_text(seat, text).map_err(|e| e.to_string())
    }

    /// The seat kind's move for the seat on turn (see `bestMove`).
    pub fn try_best_move(
        &self,
        kind: &str,
        millis: Option<f64>,
        iterations: Option<f64>,
        seed: Option<f64>,
    ) -> Result<String, String> {
        let seat = match self.game.status() {
            Status::ToMove(seat) => seat,
            Status::Chance => return Err("no seat is on turn: nature acts here (a chance node)".to_string()),
            Status::Over => return Err("no seat is on turn: the game is over".to_string()),
        };
        self.check_bots()?;
        let seed = bot::seed(seed)?;
        let kind = bot::kind_text(kind, millis, iterations)?;
        let mut bot = Bot::for_entry(self.form.game, &kind, seat, seed).map_err(|e| e.to_string())?;
        bot.choose(&*self.game).map(|choice| choice.mv).map_err(|e| e.to_string())
    }

    /// Restarts the state's random stream from `seed`, when given.
    fn reseed(&mut self, seed: Option<f64>) -> Result<(), String> {
        if seed.is_some() {
            self.rng = Xoshiro256::seed_from_u64(bot::seed(seed)?);
        }
        Ok(())
    }

    /// Refuses the turn-based claim-window forms: the registry's bots search the game itself.
    pub(crate) fn check_bots(&self) -> Result<(), String> {
        if self.form.game.turn_based_presets().iter().any(|p| p.name == self.form.name) {
            return Err(format!(
                "the bots play `{}` under its presets, not the turn-based form `{}`",
                self.form.game.name, self.form.name
            ));
        }
        Ok(())
    }

    /// The game entry and preset (form) it plays.
    pub(crate) fn form(&self) -> Form {
        self.form
    }

    /// What the state says about who acts, as JSON (`{kind: "move", seat}`, `{kind: "chance"}`,
    /// `{kind: "over"}`).
    pub fn status_value(&self) -> Value {
        match self.game.status() {
            Status::ToMove(seat) => json!({ "kind": "move", "seat": seat.index() }),
            Status::Chance => json!({ "kind": "chance" }),
            Status::Over => json!({ "kind": "over" }),
        }
    }
}

#[wasm_bindgen]
impl RawState {
    /// The game's name.
    #[wasm_bindgen(getter)]
    pub fn name(&self) -> String {
        self.game.name().to_string()
    }

    /// The preset's name.
    #[wasm_bindgen(getter)]
    pub fn preset(&self) -> String {
        self.form.name.to_string()
    }

    /// The seats' names, in seat order.
    #[wasm_bindgen(getter)]
    pub fn seats(&self) -> Vec<String> {
        info::seat_names(&*self.game)
    }

    /// The legal moves of the seat on turn, or the chance outcomes, in notation, in the game's order.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Vec<String> {
        self.game.legal_moves()
    }

    /// The action indices of `legalMoves`, in the same order.
    #[wasm_bindgen(js_name = legalActions)]
    pub fn legal_actions(&self) -> Vec<u32> {
        self.game.legal_actions().unwrap_or_default().into_iter().map(|a| a as u32).collect()
    }

    /// What `seat` may do now, on turn or out of turn.
    ///
    /// # Errors
    /// A seat the table does not have.
    #[wasm_bindgen(js_name = legalMovesOf)]
    pub fn legal_moves_of(&self, seat: f64) -> Result<Vec<String>, JsError> {
        Ok(self.game.legal_moves_of(self.seat(seat).map_err(refuse)?))
    }

    /// Plays a move for whoever acts now (the seat on turn, or nature at a chance node); its notation.
    ///
    /// # Errors
    /// A text that is no move here, or a move that is not legal now, with the game's reason.
    pub fn play(&mut self, text: &str) -> Result<String, JsError> {
        self.try_play(None, text).map_err(refuse)
    }

    /// Plays a move for `seat`, on turn or out of turn; its notation.
    ///
    /// # Errors
    /// As `play`, and a seat the table does not have or that may not make this move now.
    #[wasm_bindgen(js_name = playAs)]
    pub fn play_as(&mut self, seat: f64, text: &str) -> Result<String, JsError> {
        self.try_play(Some(seat), text).map_err(refuse)
    }

    /// Takes back the last `plies` plies (1 when absent); a chance outcome is never drawn again.
    ///
    /// # Errors
    /// More plies than were played.
    pub fn undo(&mut self, plies: Option<u32>) -> Result<(), JsError> {
        self.game.undo(plies.unwrap_or(1) as usize).map_err(refuse)
    }

    /// Who acts now, as JSON.
    #[wasm_bindgen(js_name = statusJson)]
    pub fn status_json(&self) -> String {
        self.status_value().to_string()
    }

    /// At a chance node, each outcome with its probability, as JSON `[[text, p], ...]`; `[]` elsewhere.
    #[wasm_bindgen(js_name = chanceOutcomesJson)]
    pub fn chance_outcomes_json(&self) -> String {
        let outcomes: Vec<Value> =
            self.game.chance_outcomes().into_iter().map(|(mv, p)| json!([mv, p.to_f64()])).collect();
        Value::Array(outcomes).to_string()
    }

    /// The result once the game is over, as JSON (`{kind, scores}`), or `null`.
    #[wasm_bindgen(js_name = outcomeJson)]
    pub fn outcome_json(&self) -> String {
        serde_json::to_string(&self.game.outcome()).unwrap_or_else(|_| "null".to_string())
    }

    /// The position string (the whole state: in games with hidden information, every seat's secrets).
    pub fn position(&self) -> String {
        self.game.position()
    }

    /// The game so far as a game record (the text the `games` command line saves and replays).
    pub fn record(&self) -> String {
        self.game.record(self.form.name).to_string()
    }

    /// The plies played (chance outcomes and out-of-turn moves included), as JSON
    /// `[{seat, outOfTurn, move}, ...]`: the whole history, as the position string shows the whole state.
    #[wasm_bindgen(js_name = historyJson)]
    pub fn history_json(&self) -> String {
        let plies: Vec<Value> = self
            .game
            .history()
            .into_iter()
            .map(|ply| json!({ "seat": ply.seat.map(PlayerId::index), "outOfTurn": ply.out_of_turn, "move": ply.text }))
            .collect();
        Value::Array(plies).to_string()
    }

    /// Everything `seat` may know now and nothing more (`None`: a spectator), as JSON: the game, the seats,
    /// the status, the history as the seat may know it (hidden moves `null`), its legal moves, its picture,
    /// the position string only in games without hidden information, and the outcome once over.
    ///
    /// # Errors
    /// A seat the table does not have.
    #[wasm_bindgen(js_name = viewJson)]
    pub fn view_json(&self, seat: Option<f64>) -> Result<String, JsError> {
        let seat = seat.map(|s| self.seat(s)).transpose().map_err(refuse)?;
        serde_json::to_string(&self.game.view(seat)).map_err(refuse)
    }

    /// What `seat` observes, as the game's observation tensor (flat; see `observationShape`).
    ///
    /// # Errors
    /// A seat the table does not have.
    pub fn observation(&self, seat: f64) -> Result<Vec<f32>, JsError> {
        let seat = self.seat(seat).map_err(refuse)?;
        let len = self.game.observation_shape().map_or(0, |shape| shape.len());
        let mut out = vec![0.0; len];
        match self.game.write_observation(seat, &mut out) {
            Some(Ok(())) => Ok(out),
            Some(Err(e)) => Err(refuse(e)),
            None => Err(refuse("this game has no observation tensor")),
        }
    }

    /// The observation tensor's dimensions.
    #[wasm_bindgen(js_name = observationShape)]
    pub fn observation_shape(&self) -> Vec<u32> {
        self.game
            .observation_shape()
            .map(|s| s.dims().iter().map(|&d| d as u32).collect())
            .unwrap_or_default()
    }

    /// The SVG picture, drawn with the options object given as JSON (see the TypeScript `SvgOptions`).
    ///
    /// # Errors
    /// An option that is wrong, named.
    pub fn svg(&self, options_json: &str) -> Result<String, JsError> {
        let (seat, options) = options::svg_options(options_json, self.game.num_players()).map_err(refuse)?;
        self.game.svg(seat, &options).ok_or_else(|| refuse("this game has no SVG picture"))
    }

    /// The names of the SVG elements (their `aria-label`s, in the picture drawn for the seat that makes the
    /// move) a person clicks, in order, to make `text` here; empty for a move made by a button.
    ///
    /// # Errors
    /// A text that is no move here.
    #[wasm_bindgen(js_name = moveParts)]
    pub fn move_parts(&self, text: &str) -> Result<Vec<String>, JsError> {
        let (mv, _) = self.game.who_may_play(text).map_err(refuse)?;
        Ok(self.form.game.presentation().move_parts(&*self.game, &mv))
    }

    /// Plays a uniformly random legal move of the seat on turn, or a chance outcome drawn with its
    /// probability, from the state's random stream (restarted from `seed` when given); its notation, or
    /// `undefined` once the game is over.
    ///
    /// # Errors
    /// A seed that is not a whole number from 0 to 2^53 - 1.
    #[wasm_bindgen(js_name = playRandom)]
    pub fn play_random(&mut self, seed: Option<f64>) -> Result<Option<String>, JsError> {
        self.reseed(seed).map_err(refuse)?;
        Ok(self.game.play_random(&mut self.rng))
    }

    /// Plays random moves until the game is over or `max_plies` were played, without writing their notation
    /// (what a playout needs); the plies played.
    ///
    /// # Errors
    /// A seed that is not a whole number from 0 to 2^53 - 1.
    #[wasm_bindgen(js_name = playRandomGame)]
    pub fn play_random_game(&mut self, seed: Option<f64>, max_plies: Option<u32>) -> Result<u32, JsError> {
        self.reseed(seed).map_err(refuse)?;
        let max = max_plies.unwrap_or(u32::MAX);
        let mut plies = 0;
        while plies < max && self.game.play_random(&mut self.rng).is_some() {
            plies += 1;
        }
        Ok(plies)
    }

    /// Perft: the number of move sequences of `depth` plies from here (exact below 2^53).
    #[allow(clippy::cast_precision_loss, reason = "JavaScript's numbers; exact below 2^53, as documented")]
    pub fn perft(&self, depth: u32) -> f64 {
        self.game.perft(depth) as f64
    }

    /// A copy of the state, its history and random stream included.
    #[wasm_bindgen(js_name = clone)]
    #[must_use]
    pub fn clone_state(&self) -> RawState {
        RawState {
            game: self.game.clone_box(),
            form: self.form,
            rng: self.rng.clone(),
            _live: Live::new(Kind::State),
        }
    }

    /// The move the seat kind `kind` (`random`, `mcts`, `ismcts`, `alphabeta`, `pmcts`, `pismcts`, `bot`)
    /// chooses for the seat on turn, with a budget of `millis` milliseconds or `iterations` (plies for
    /// `alphabeta`), its search seeded from `seed` (0 when absent); the state is not changed.
    ///
    /// # Errors
    /// No seat on turn, an unknown kind or bad budget, or a search that does not fit the game.
    #[wasm_bindgen(js_name = bestMove)]
    pub fn best_move(
        &self,
        kind: &str,
        millis: Option<f64>,
        iterations: Option<f64>,
        seed: Option<f64>,
    ) -> Result<String, JsError> {
        self.try_best_move(kind, millis, iterations, seed).map_err(refuse)
    }
}

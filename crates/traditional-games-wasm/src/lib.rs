//! The WebAssembly core of the npm package `traditional-games`: the registry of every game, preset and bot
//! ([`traditional_games`]) and the erased game ([`game_runtime::dyn_game::DynGame`]) exported with
//! `wasm-bindgen`. The package's TypeScript layer (`src/index.ts`) wraps these exports in its classes and
//! turns every refusal into a `GameError`; users call that layer, not these exports.
//!
//! This crate names no game: everything comes from the registry.
//!
//! - [`games_json`]: every game with its presets and seats; [`load`] a game under a preset.
//! - [`RawGame`]: a game under one preset, making states (the start, a position string, a record).
//! - [`RawState`]: a state with its history: moves in notation, undo, status, outcome, records, views,
//!   SVG pictures, the names of the elements a move clicks, random moves, and [`RawState::best_move`].
//! - [`RawBot`]: a bot for one seat that keeps its search between moves and takes out-of-turn actions.
//! - [`live_objects_json`]: for the package's tests, how many of these objects are alive (not freed).
//!
//! Refusals are `Err(String)` in the Rust code (testable on any target) and a JavaScript `Error` carrying the
//! engine's message at the boundary ([`JsError`]).

mod bot;
mod info;
mod live;
mod options;
mod state;

use traditional_games::Form;
use traditional_games::game_runtime::dyn_game::DynGame;
use wasm_bindgen::prelude::*;

pub use bot::RawBot;
pub use live::live_objects_json;
pub use state::RawState;

/// A refusal as the JavaScript `Error` the TypeScript layer turns into a `GameError`.
fn refuse(message: impl core::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

/// Every game of the registry with its presets (each with its seats), its default preset and whether it has
/// hidden information or out-of-turn actions, as a JSON array (the TypeScript layer's `GameInfo[]`).
#[wasm_bindgen(js_name = gamesJson)]
pub fn games_json() -> String {
    info::games().to_string()
}

/// The game named `game` under `preset` (`None`: its default preset): a listed preset, an alias that starts a
/// variant, or a turn-based `+claims` form.
///
/// # Errors
/// An unknown game or preset, with the registry's message.
#[wasm_bindgen]
#[allow(clippy::needless_pass_by_value, reason = "wasm-bindgen passes an optional string by value")]
pub fn load(game: &str, preset: Option<String>) -> Result<RawGame, JsError> {
    RawGame::new(game, preset.as_deref()).map_err(refuse)
}

/// A game under one preset: what makes its states.
#[wasm_bindgen]
pub struct RawGame {
    form: Form,
    /// The preset's start, cloned for every new state.
    start: Box<dyn DynGame>,
    _live: live::Live,
}

impl RawGame {
    /// The game `game` under `preset`, or the registry's refusal.
    pub fn new(game: &str, preset: Option<&str>) -> Result<RawGame, String> {
        let entry = traditional_games::find(game).map_err(|e| e.to_string())?;
        let form = entry.form(preset).map_err(|e| e.to_string())?;
        let start = form.load().map_err(|e| e.to_string())?;
        Ok(RawGame { form, start, _live: live::Live::new(live::Kind::Game) })
    }

    fn state(&self, game: Box<dyn DynGame>) -> RawState {
        RawState::new(game, self.form)
    }

    /// The state a position string describes (under this preset's rules), its history empty.
    pub fn try_from_position(&self, text: &str) -> Result<RawState, String> {
        let game = self.form.load_position(text).map_err(|e| e.to_string())?;
        Ok(self.state(game))
    }

    /// The state a game record reaches, every ply checked; the record must be of this game and preset.
    pub fn try_from_record(&self, text: &str) -> Result<RawState, String> {
        let record: traditional_games::abstract_game::record::GameRecord =
            text.parse().map_err(|e| format!("not a game record: {e}"))?;
        let name = self.form.game.name;
        if record.game != name {
            return Err(format!("the record is a game of `{}`, not of `{name}`", record.game));
        }
        let mut game = match &record.start {
            Some(start) => self.form.load_position(start).map_err(|e| format!("the record's start: {e}"))?,
            None => self.start.clone_box(),
        };
        if record.rules != self.form.name {
            // Another name for the same rules (a rules string) is accepted; other rules are not.
            let same = self.form.game.form(Some(&record.rules)).ok().and_then(|form| form.rules_text().ok());
            let mine = self.form.rules_text().ok();
            // A record started from a position names its rules in its `Start` tag, checked just above.
            if record.start.is_none() && (same.is_none() || same != mine) {
                return Err(format!(
                    "the record is played under the rules `{}`, not the preset `{}`",
                    record.rules, self.form.name
                ));
            }
        }
        game.load_record(&record).map_err(|e| e.to_string())?;
        Ok(self.state(game))
    }
}

#[wasm_bindgen]
impl RawGame {
    /// The game's name.
    #[wasm_bindgen(getter)]
    pub fn name(&self) -> String {
        self.form.game.name.to_string()
    }

    /// The preset's name.
    #[wasm_bindgen(getter)]
    pub fn preset(&self) -> String {
        self.form.name.to_string()
    }

    /// One line about the preset.
    #[wasm_bindgen(getter, js_name = presetAbout)]
    pub fn preset_about(&self) -> String {
        self.form.about.to_string()
    }

    /// The seats' names, in seat order.
    #[wasm_bindgen(getter)]
    pub fn seats(&self) -> Vec<String> {
        info::seat_names(&*self.start)
    }

    /// The rules string (as position strings carry it).
    ///
    /// # Errors
    /// None for a loaded game; the registry's message if its rules no longer read.
    #[wasm_bindgen(getter)]
    pub fn rules(&self) -> Result<String, JsError> {
        self.form.rules_text().map_err(refuse)
    }

    /// The preset's start.
    #[wasm_bindgen(js_name = newState)]
    pub fn new_state(&self) -> RawState {
        self.state(self.start.clone_box())
    }

    /// The state a position string describes.
    ///
    /// # Errors
    /// A string that is no position of this game, or one under other rules than the preset's.
    #[wasm_bindgen(js_name = fromPosition)]
    pub fn from_position(&self, text: &str) -> Result<RawState, JsError> {
        self.try_from_position(text).map_err(refuse)
    }

    /// The state a game record (as `record()` writes it, or the `games` command line saves it) reaches.
    ///
    /// # Errors
    /// A text that is no record, a record of another game or rules, or a ply that is not legal.
    #[wasm_bindgen(js_name = fromRecord)]
    pub fn from_record(&self, text: &str) -> Result<RawState, JsError> {
        self.try_from_record(text).map_err(refuse)
    }
}

//! The bots: `bestMove`'s seat kind (the command line's kinds `random`, `mcts`, `ismcts`, `alphabeta`,
//! `pmcts`, `pismcts`, `bot`, with a budget given as fields rather than `:N` or `:Ts`), and [`RawBot`], a
//! bot for one seat that keeps its search tree between moves and takes out-of-turn actions.

use traditional_games::abstract_game::PlayerId;
use traditional_games::{Bot, find};
use wasm_bindgen::prelude::*;

use crate::state::RawState;
use crate::{options, refuse};

/// The largest whole number JavaScript's numbers hold exactly (2^53 - 1).
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// A search's seed from JavaScript: a whole number from 0 to 2^53 - 1; 0 when absent.
pub(crate) fn seed(seed: Option<f64>) -> Result<u64, String> {
    match seed {
        None => Ok(0),
        Some(s) if s.fract() == 0.0 && (0.0..=MAX_SAFE_INTEGER).contains(&s) => Ok(s as u64),
        Some(s) => Err(format!("`seed` must be a whole number from 0 to 2^53 - 1, not {s}")),
    }
}

/// A bot playing one seat of one game: the registry's [`Bot`], which keeps its search between the moves of a
/// game (MCTS moves its tree down by the plies played) and may take out-of-turn actions.
#[wasm_bindgen]
pub struct RawBot {
    bot: Bot,
    game: &'static str,
    info: String,
    _live: crate::live::Live,
}

#[wasm_bindgen]
impl RawBot {
    /// A bot of seat kind `kind` (with one budget: `millis`, `iterations`, or the kind's `:N`/`:Ts`) for
    /// `seat` of the game named `game`, its searches seeded from `seed` (0 when absent) and the seat.
    ///
    /// # Errors
    /// An unknown game or kind, a bad budget or seed, a seat number out of range.
    #[wasm_bindgen(constructor)]
    pub fn new(
        game: &str,
        seat: f64,
        kind: &str,
        millis: Option<f64>,
        iterations: Option<f64>,
        seed: Option<f64>,
    ) -> Result<RawBot, JsError> {
        let entry = find(game).map_err(refuse)?;
        let seats = traditional_games::abstract_game::MAX_SEATS;
        let seat: PlayerId = options::seat(seat, seats).map_err(refuse)?;
        let kind = kind_text(kind, millis, iterations).map_err(refuse)?;
        let bot = Bot::for_entry(entry, &kind, seat, self::seed(seed).map_err(refuse)?).map_err(refuse)?;
        Ok(RawBot {
            bot,
            game: entry.name,
            info: String::new(),
            _live: crate::live::Live::new(crate::live::Kind::Bot),
        })
    }

    /// The seat it plays.
    #[wasm_bindgen(getter)]
    pub fn seat(&self) -> u32 {
        self.bot.seat().index() as u32
    }

    /// One line about its last search (iterations or depth, value, time); empty for `random`.
    #[wasm_bindgen(getter)]
    pub fn info(&self) -> String {
        self.info.clone()
    }

    /// Its move in `state`, where its seat is on turn; the state is not changed.
    ///
    /// # Errors
    /// A state of another game or of a turn-based form, its seat not on turn, or a search that does not fit.
    pub fn choose(&mut self, state: &RawState) -> Result<String, JsError> {
        self.check(state).map_err(refuse)?;
        let choice = self.bot.choose(state.erased()).map_err(refuse)?;
        self.info = choice.info;
        Ok(choice.mv)
    }

    /// An out-of-turn action its seat takes now in `state` (a méchoune), if its search takes one.
    ///
    /// # Errors
    /// As `choose`.
    #[wasm_bindgen(js_name = outOfTurn)]
    pub fn out_of_turn(&mut self, state: &RawState) -> Result<Option<String>, JsError> {
        self.check(state).map_err(refuse)?;
        self.bot.out_of_turn(state.erased()).map_err(refuse)
    }
}

impl RawBot {
    fn check(&self, state: &RawState) -> Result<(), String> {
        if state.form().game.name != self.game {
            return Err(format!("this bot plays {}, not {}", self.game, state.form().game.name));
        }
        state.check_bots()
    }
}

/// The seat kind as the registry's [`traditional_games::Bot::new`] reads it, from the kind and the optional
/// `millis` and `iterations` budgets (plies for `alphabeta`). A budget in both places, or two budgets, is
/// refused: one budget per move.
pub(crate) fn kind_text(kind: &str, millis: Option<f64>, iterations: Option<f64>) -> Result<String, String> {
    let budgets =
        usize::from(kind.contains(':')) + usize::from(millis.is_some()) + usize::from(iterations.is_some());
    if budgets > 1 {
        return Err(format!(
            "`{kind}`: give one budget per move (`millis`, `iterations` or `kind:N`), not several"
        ));
    }
    if let Some(millis) = millis {
        if !(millis.is_finite() && millis > 0.0) {
            return Err(format!("`millis` must be a positive number of milliseconds, not {millis}"));
        }
        return Ok(format!("{kind}:{}s", millis / 1000.0));
    }
    if let Some(iterations) = iterations {
        if !(iterations.fract() == 0.0 && iterations >= 1.0) {
            return Err(format!("`iterations` must be a whole number of at least 1, not {iterations}"));
        }
        return Ok(format!("{kind}:{}", iterations as u64));
    }
    Ok(kind.to_string())
}

#[cfg(test)]
mod tests {
    use super::kind_text;

    #[test]
    fn budgets_become_the_command_lines_suffixes() {
        assert_eq!(kind_text("mcts", None, Some(200.0)).unwrap(), "mcts:200");
        assert_eq!(kind_text("bot", Some(250.0), None).unwrap(), "bot:0.25s");
        assert_eq!(kind_text("ismcts:300", None, None).unwrap(), "ismcts:300");
        assert!(kind_text("mcts:3", None, Some(2.0)).unwrap_err().contains("one budget"));
        assert!(kind_text("mcts", Some(-1.0), None).unwrap_err().contains("millis"));
        assert!(kind_text("mcts", None, Some(1.5)).unwrap_err().contains("iterations"));
    }
}

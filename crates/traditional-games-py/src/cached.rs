//! A state behind [`DynGame`] that remembers what it computed: the status, and the legal actions with their
//! moves, until the state changes.
//!
//! A Python loop asks the same state for `is_terminal()`, `is_chance_node()`, `legal_actions()` and then
//! applies one of those actions; each answer through [`DynGame`] alone costs a fresh status or move
//! generation (and playing an index decodes it, generates the moves again to check it, and formats the move
//! as text). Here the status and the sorted legal actions are computed once per state, and an action found
//! among them is played without any check, since it came from this state's own legal moves.

use std::sync::OnceLock;

use abstract_game::dyn_game::{DynGame, DynPlayError, Erased};
use abstract_game::{ActionIndex, Game, Status};

/// A registered game's state as [`PyState`](crate::state::PyState) holds it: [`DynGame`] for everything,
/// plus cached fast paths for what a play loop asks every step.
pub(crate) trait CachedGame: Send + Sync {
    /// The state, to read.
    fn game(&self) -> &dyn DynGame;
    /// The state, to change: forgets everything cached.
    fn game_mut(&mut self) -> &mut dyn DynGame;
    /// A copy (its cache too, which still describes the copy).
    fn clone_cached(&self) -> Box<dyn CachedGame>;
    /// [`Game::status`], computed once per state.
    fn status(&self) -> Status;
    /// The legal actions of whoever acts now (the seat on turn, or nature's outcomes at a chance node),
    /// ascending; empty once the game is over. Computed once per state.
    fn legal_actions(&self) -> &[usize];
    /// At a chance node, each outcome's action (ascending) with its probability; empty elsewhere.
    fn chance_outcomes(&self) -> Vec<(usize, f64)>;
    /// Plays `action` for whoever acts now, as [`DynGame::play_index`] with no seat does, and with its
    /// errors, but without decoding or checking an action found among [`CachedGame::legal_actions`].
    fn apply(&mut self, action: usize) -> Result<(), DynPlayError>;
}

/// The legal actions of one state, ascending, each with its move.
#[derive(Clone)]
struct Legal<M> {
    actions: Vec<usize>,
    moves: Vec<M>,
}

/// An [`Erased`] game with its cache.
pub(crate) struct Cached<G: Game> {
    erased: Erased<G>,
    // `OnceLock`, not `Cell`: Python classes must be `Sync`, and the cache fills behind `&self` (PyO3 hands
    // out shared borrows for reading methods).
    status: OnceLock<Status>,
    legal: OnceLock<Legal<G::Move>>,
}

impl<G: Game> Cached<G> {
    /// The game, nothing computed yet.
    pub(crate) fn new(erased: Erased<G>) -> Self {
        Cached { erased, status: OnceLock::new(), legal: OnceLock::new() }
    }

    fn forget(&mut self) {
        self.status = OnceLock::new();
        self.legal = OnceLock::new();
    }
}

impl<G: ActionIndex> Cached<G> {
    fn legal(&self) -> &Legal<G::Move> {
        self.legal.get_or_init(|| {
            let game = self.erased.game();
            let mut list = G::MoveList::default();
            // Chance outcomes at a chance node, nothing once the game is over: what `legal_moves` lists.
            game.legal_moves_into(&mut list);
            let mut indices = vec![0; list.len()];
            game.action_indices(&list, &mut indices);
            let mut pairs: Vec<(usize, G::Move)> = indices.into_iter().zip(list.iter().copied()).collect();
            // OpenSpiel wants legal actions ascending; the moves follow so an action finds its move.
            pairs.sort_unstable_by_key(|&(action, _)| action);
            let (actions, moves) = pairs.into_iter().unzip();
            Legal { actions, moves }
        })
    }
}

impl<G: Game> Clone for Cached<G> {
    fn clone(&self) -> Self {
        // The clone is the same state, so what was computed holds for it too.
        Cached { erased: self.erased.clone(), status: self.status.clone(), legal: self.legal.clone() }
    }
}

impl<G> CachedGame for Cached<G>
where
    G: ActionIndex<Move: Send + Sync> + core::fmt::Display + core::str::FromStr + Send + Sync + 'static,
    <G as core::str::FromStr>::Err: core::fmt::Display,
{
    fn game(&self) -> &dyn DynGame {
        &self.erased
    }

    fn game_mut(&mut self) -> &mut dyn DynGame {
        self.forget();
        &mut self.erased
    }

    fn clone_cached(&self) -> Box<dyn CachedGame> {
        Box::new(self.clone())
    }

    fn status(&self) -> Status {
        *self.status.get_or_init(|| self.erased.game().status())
    }

    fn legal_actions(&self) -> &[usize] {
        &self.legal().actions
    }

    fn chance_outcomes(&self) -> Vec<(usize, f64)> {
        if !self.status().is_chance() {
            return Vec::new();
        }
        let game = self.erased.game();
        let legal = self.legal();
        legal
            .actions
            .iter()
            .zip(&legal.moves)
            .map(|(&a, &mv)| (a, game.chance_probability(mv).to_f64()))
            .collect()
    }

    fn apply(&mut self, action: usize) -> Result<(), DynPlayError> {
        let legal = self.legal();
        let Ok(at) = legal.actions.binary_search(&action) else {
            // Not legal here: the erased game's own path says why, in its words.
            return self.game_mut().play_index(None, action).map(drop);
        };
        let mv = legal.moves[at];
        self.forget();
        // `mv` came from this very state's `legal_moves_into`, which is what `play_unchecked` asks.
        self.erased.game_mut().play_unchecked(mv);
        Ok(())
    }
}

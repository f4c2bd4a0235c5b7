//! Leaf evaluation, kept apart from the tree search (as in `OpenSpiel`'s `algorithms/mcts`).

use abstract_game::{Game, PlayerId, Xoshiro256, random_playout_into};

/// Values a leaf of the search tree for every seat, and optionally gives priors over its moves.
///
/// Values are utilities in the sense of [`Outcome::utility`](abstract_game::Outcome::utility): one per seat,
/// higher is better, ideally in `[-1, 1]` so that the default exploration constants fit.
pub trait Evaluator<G: Game> {
    /// Writes one value per seat into `values` (its length is [`Game::num_players`]) for the non-terminal
    /// `state`.
    ///
    /// `state` is the search's scratch copy: the evaluator may play it forward (a rollout does) and need not
    /// restore it. `moves` is a scratch move list it may use freely, so that evaluating allocates nothing.
    fn evaluate(&mut self, state: &mut G, moves: &mut G::MoveList, rng: &mut Xoshiro256, values: &mut [f64]);

    /// Writes a prior probability for each of `moves` (the legal moves of the seat on turn in `state`, in
    /// order) into `priors` (same length) and returns `true`; or returns `false` to let the search use plain
    /// UCT below this node. The default gives no priors.
    ///
    /// Priors make the search use PUCT (as in `AlphaZero`) at the nodes that have them. They are asked for once,
    /// when a node is expanded; chance nodes never ask.
    fn priors(&mut self, state: &G, moves: &[G::Move], priors: &mut [f32]) -> bool {
        let _ = (state, moves, priors);
        false
    }
}

/// The default evaluator: play uniformly random moves (chance outcomes drawn with their exact probabilities)
/// until the game ends, and score the outcome with [`Outcome::utility`](abstract_game::Outcome::utility).
///
/// A playout still going after [`RandomRollout::max_plies`] plies is cut off and scores
/// [`RandomRollout::unfinished_value`] for every seat (0 by default: neither a win nor a loss). Games that can
/// run long (Bashni, backgammon with a doubling-free endgame) want a cap; a game-specific heuristic evaluator
/// does better than a flat value.
///
/// Out-of-turn actions are never taken in a playout: it follows [`Game::legal_moves_into`], the moves of the
/// seat on turn.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct RandomRollout {
    /// The playout cap, in plies (moves and chance outcomes).
    pub max_plies: u32,
    /// The value of every seat when the cap cuts a playout off.
    pub unfinished_value: f64,
}

impl RandomRollout {
    /// The default cap: 1000 plies, plenty for the games of this family played randomly to the end.
    pub const DEFAULT_MAX_PLIES: u32 = 1000;

    /// A rollout with this cap, scoring an unfinished game 0 for every seat.
    pub const fn new(max_plies: u32) -> Self {
        RandomRollout { max_plies, unfinished_value: 0.0 }
    }
}

impl Default for RandomRollout {
    fn default() -> Self {
        Self::new(Self::DEFAULT_MAX_PLIES)
    }
}

impl<G: Game> Evaluator<G> for RandomRollout {
    fn evaluate(&mut self, state: &mut G, moves: &mut G::MoveList, rng: &mut Xoshiro256, values: &mut [f64]) {
        random_playout_into(state, rng, u64::from(self.max_plies), moves);
        write_outcome_values(state, values, self.unfinished_value);
    }
}

/// Writes each seat's utility if the game is over, else `unfinished` for every seat.
pub(crate) fn write_outcome_values<G: Game>(state: &G, values: &mut [f64], unfinished: f64) {
    match state.outcome() {
        Some(outcome) => {
            for (i, v) in values.iter_mut().enumerate() {
                *v = PlayerId::new(i).and_then(|s| outcome.utility(s)).unwrap_or(unfinished);
            }
        }
        None => values.fill(unfinished),
    }
}

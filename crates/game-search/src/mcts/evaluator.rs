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

/// How a [`RandomRollout`] scores a playout its cap cut off, the game still going.
///
/// Implemented by `f64` (that value for every seat) and by every `FnMut(&G, &mut [f64])` (a static evaluation
/// of the state where the playout stopped, one value per seat as [`Evaluator::evaluate`] writes them). It is
/// called once per capped playout, so it should not allocate: the search's steady state allocates nothing.
pub trait CutOffScore<G> {
    /// Writes one value per seat into `values` (its length is the number of seats) for the unfinished
    /// `state`.
    fn score_cut_off(&mut self, state: &G, values: &mut [f64]);
}

impl<G> CutOffScore<G> for f64 {
    fn score_cut_off(&mut self, _: &G, values: &mut [f64]) {
        values.fill(*self);
    }
}

impl<G, F: FnMut(&G, &mut [f64])> CutOffScore<G> for F {
    fn score_cut_off(&mut self, state: &G, values: &mut [f64]) {
        self(state, values);
    }
}

/// The default evaluator: play uniformly random moves (chance outcomes drawn with their exact probabilities)
/// until the game ends, and score the outcome with [`Outcome::utility`](abstract_game::Outcome::utility).
///
/// A playout still going after [`RandomRollout::max_plies`] plies is cut off and scored by
/// [`RandomRollout::cut_off`]: by default 0 for every seat (neither a win nor a loss), or a caller-supplied
/// evaluation of the state where it stopped ([`RandomRollout::scored`]). Games that can run long (Bashni,
/// four-player chess, backgammon with a doubling-free endgame) want a cap; a short playout plus a static
/// evaluation (a material count, say) is often much stronger per iteration than a long one scored flat.
///
/// Out-of-turn actions are never taken in a playout: it follows [`Game::legal_moves_into`], the moves of the
/// seat on turn.
///
/// ```
/// use game_search::RandomRollout;
///
/// struct Board { material: [i32; 2] }
/// // Material ahead after a 40-ply playout counts as a partial win.
/// fn material(board: &Board, values: &mut [f64]) {
///     let lead = f64::from(board.material[0] - board.material[1]);
///     values[0] = (lead / 10.0).tanh();
///     values[1] = -values[0];
/// }
/// let rollout = RandomRollout::scored(40, material);
/// assert_eq!(rollout.max_plies, 40);
/// ```
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct RandomRollout<S = f64> {
    /// The playout cap, in plies (moves and chance outcomes).
    pub max_plies: u32,
    /// What a playout the cap cut off scores: an `f64` for every seat, or a [`CutOffScore`] function.
    pub cut_off: S,
}

impl RandomRollout {
    /// The default cap: 1000 plies, plenty for the games of this family played randomly to the end.
    pub const DEFAULT_MAX_PLIES: u32 = 1000;

    /// A rollout with this cap, scoring an unfinished game 0 for every seat.
    pub const fn new(max_plies: u32) -> Self {
        RandomRollout { max_plies, cut_off: 0.0 }
    }

    /// A rollout with this cap, scoring an unfinished game with `score` (one value per seat, higher is better,
    /// ideally in `[-1, 1]` like a finished game's utilities).
    pub const fn scored<G, F: FnMut(&G, &mut [f64])>(max_plies: u32, score: F) -> RandomRollout<F> {
        RandomRollout { max_plies, cut_off: score }
    }
}

impl Default for RandomRollout {
    fn default() -> Self {
        Self::new(Self::DEFAULT_MAX_PLIES)
    }
}

impl<G: Game, S: CutOffScore<G>> Evaluator<G> for RandomRollout<S> {
    fn evaluate(&mut self, state: &mut G, moves: &mut G::MoveList, rng: &mut Xoshiro256, values: &mut [f64]) {
        random_playout_into(state, rng, u64::from(self.max_plies), moves);
        write_outcome_values(state, values, |state, values| self.cut_off.score_cut_off(state, values));
    }
}

/// Writes each seat's [`Outcome::utility`](abstract_game::Outcome::utility) into `values` (one per seat) if
/// `state` is over, else lets `unfinished` write the values of the unfinished state.
///
/// The step every evaluator shares: a finished game scores its outcome, an unfinished one the evaluator's own
/// estimate. Allocates nothing.
///
/// ```
/// use abstract_game::{Game, Outcome, PlayerId, Status};
/// use abstract_game::arrayvec::ArrayVec;
/// use game_search::write_outcome_values;
///
/// #[derive(Clone, Debug)]
/// struct Nim { stones: u8, to_move: u8 }
/// impl Game for Nim {
///     type Move = u8;
///     type MoveList = ArrayVec<u8, 2>;
///     type MoveParseError = core::num::ParseIntError;
///     fn num_players(&self) -> usize { 2 }
///     fn status(&self) -> Status {
///         if self.stones == 0 { Status::Over } else { Status::ToMove(PlayerId::from_const(self.to_move)) }
///     }
///     fn legal_moves_into(&self, moves: &mut Self::MoveList) { moves.clear(); moves.extend(1..=self.stones.min(2)); }
///     fn play_unchecked(&mut self, take: u8) { self.stones -= take; self.to_move ^= 1; }
///     fn outcome(&self) -> Option<Outcome> {
///         (self.stones == 0).then(|| Outcome::win(2, &[PlayerId::from_const(self.to_move ^ 1)]).unwrap())
///     }
///     fn parse_move(&self, text: &str) -> Result<u8, Self::MoveParseError> { text.parse() }
/// }
///
/// let mut values = [0.0; 2];
/// // Seat 0 took the last stone: it won.
/// write_outcome_values(&Nim { stones: 0, to_move: 1 }, &mut values, |_, v| v.fill(0.0));
/// assert_eq!(values, [1.0, -1.0]);
/// // Still going: the estimate decides.
/// write_outcome_values(&Nim { stones: 3, to_move: 0 }, &mut values, |_, v| v.copy_from_slice(&[-0.5, 0.5]));
/// assert_eq!(values, [-0.5, 0.5]);
/// ```
pub fn write_outcome_values<G: Game>(state: &G, values: &mut [f64], unfinished: impl FnOnce(&G, &mut [f64])) {
    match state.outcome() {
        Some(outcome) => {
            for (i, v) in values.iter_mut().enumerate() {
                *v = PlayerId::new(i).and_then(|s| outcome.utility(s)).unwrap_or(0.0);
            }
        }
        None => unfinished(state, values),
    }
}

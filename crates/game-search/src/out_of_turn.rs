//! A bot seat's own out-of-turn actions (a méchoune, a choune, a capture demand).

use alloc::vec::Vec;

use abstract_game::{Game, HiddenInformation, PlayerId, Status, Xoshiro256, rand_core::Rng};

use crate::SearchError;
use crate::mcts::{Evaluator, RandomRollout};

/// Settings of [`out_of_turn_action`].
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct OutOfTurnConfig {
    /// Determinizations sampled from the observation; each is evaluated once without any action and once
    /// after each candidate action. Default 64.
    pub determinizations: u32,
    /// How much better (in mean utility, `[-1, 1]`) an action must look than waiting before it is taken: out
    /// of turn, doing nothing is the safe default. Default 0.05.
    pub margin: f64,
    /// The seed: the same observation and seed give the same answer.
    pub seed: u64,
}

impl Default for OutOfTurnConfig {
    fn default() -> Self {
        OutOfTurnConfig { determinizations: 64, margin: 0.05, seed: 0 }
    }
}

/// Fills `actions` with the out-of-turn actions open to `seat`: what [`Game::legal_moves_of`] lists for it
/// beyond the moves of its turn. Empty when it has none. Reads one determinization of `observation` (by the
/// laws every determinization gives the seat the same legal moves).
pub fn out_of_turn_actions<G: HiddenInformation>(
    observation: &G::Observation,
    seat: PlayerId,
    rng: &mut Xoshiro256,
    actions: &mut Vec<G::Move>,
) -> Result<(), SearchError> {
    let det = G::sample_consistent(observation, rng)?;
    list_actions(&det, seat, actions);
    Ok(())
}

fn list_actions<G: Game>(state: &G, seat: PlayerId, actions: &mut Vec<G::Move>) {
    actions.clear();
    let mut of_seat = G::MoveList::default();
    state.legal_moves_of(seat, &mut of_seat);
    let mut on_turn = G::MoveList::default();
    if state.status() == Status::ToMove(seat) {
        state.legal_moves_into(&mut on_turn);
    }
    actions.extend(of_seat.iter().copied().filter(|mv| !on_turn.contains(mv)));
}

/// Decides whether `seat` takes one of its out-of-turn actions now, with random rollouts as the evaluator:
/// see [`out_of_turn_action_with`].
pub fn out_of_turn_action<G: HiddenInformation>(
    observation: &G::Observation,
    seat: PlayerId,
    config: OutOfTurnConfig,
) -> Result<Option<G::Move>, SearchError> {
    out_of_turn_action_with::<G, _>(observation, seat, config, &mut RandomRollout::default())
}

/// Decides whether `seat` takes one of its out-of-turn actions now, and which.
///
/// The policy is flat Monte Carlo over determinizations with common random numbers: for each of
/// [`OutOfTurnConfig::determinizations`] states drawn from `observation`, the evaluator values (for `seat`)
/// the state as it is (waiting) and the state after each open action, every option with the same random
/// stream. The action with the best mean is returned if it beats waiting by [`OutOfTurnConfig::margin`];
/// otherwise `None` (wait). `None` too when no action is open.
///
/// Like [`Ismcts`](crate::Ismcts) it reads only the observation. The evaluator's playouts follow the seats
/// on turn and take no further out-of-turn actions, so "waiting" means "never taking it in this playout";
/// call this again whenever the window is still open and the observation changed.
pub fn out_of_turn_action_with<G: HiddenInformation, E: Evaluator<G>>(
    observation: &G::Observation,
    seat: PlayerId,
    config: OutOfTurnConfig,
    evaluator: &mut E,
) -> Result<Option<G::Move>, SearchError> {
    if config.determinizations == 0 {
        return Err(SearchError::InvalidConfig("determinizations must be at least 1"));
    }
    if !(config.margin.is_finite() && config.margin >= 0.0) {
        return Err(SearchError::InvalidConfig("margin must be finite and non-negative"));
    }
    let mut rng = Xoshiro256::seed_from_u64(config.seed);
    let first = G::sample_consistent(observation, &mut rng)?;
    if first.status().is_over() {
        return Err(SearchError::GameOver);
    }
    let mut actions = Vec::new();
    list_actions(&first, seat, &mut actions);
    if actions.is_empty() {
        return Ok(None);
    }
    let seats = first.num_players();
    let mut values = alloc::vec![0.0; seats];
    let mut moves = G::MoveList::default();
    // sums[0] is waiting; sums[i + 1] is actions[i].
    let mut sums = alloc::vec![0.0; actions.len() + 1];
    let mut of_seat = G::MoveList::default();
    for _ in 0..config.determinizations {
        let det = G::sample_consistent(observation, &mut rng)?;
        let stream = rng.next_u64();
        let mut option = det.clone();
        evaluator.evaluate(&mut option, &mut moves, &mut Xoshiro256::seed_from_u64(stream), &mut values);
        sums[0] += values[seat.index()];
        det.legal_moves_of(seat, &mut of_seat);
        for (i, &action) in actions.iter().enumerate() {
            if !of_seat.contains(&action) {
                // Every determinization shows the seat the same legal moves (a law); a game breaking it gets the
                // waiting value for the action here rather than a panic.
                sums[i + 1] += values[seat.index()];
                continue;
            }
            option.clone_from(&det);
            option.play_unchecked(action);
            if option.status().is_over() {
                crate::mcts::write_outcome_values(&option, &mut values, |_, v| v.fill(0.0));
            } else {
                evaluator.evaluate(
                    &mut option,
                    &mut moves,
                    &mut Xoshiro256::seed_from_u64(stream),
                    &mut values,
                );
            }
            sums[i + 1] += values[seat.index()];
        }
    }
    let n = f64::from(config.determinizations);
    let wait = sums[0] / n;
    let mut best: Option<(G::Move, f64)> = None;
    for (&action, &sum) in actions.iter().zip(&sums[1..]) {
        let mean = sum / n;
        if best.is_none_or(|(_, b)| mean > b) {
            best = Some((action, mean));
        }
    }
    Ok(best.filter(|&(_, mean)| mean > wait + config.margin).map(|(action, _)| action))
}

//! La Bâtarde: ISMCTS whose playouts stop at the end of the current hand, valued by the penalty totals then
//! (lower is better; pairs of seats compared through `tanh`, the scale growing with the hands still to
//! play). A random playout of the whole match (10 to 14 hands) is long and mostly noise about the hand being
//! decided.

use abstract_game::{Game, Xoshiro256, random_index};
use batarde_cards::Match;
use game_search::{Evaluator, write_outcome_values};

use super::eval::pairwise;
use super::search::ismcts;
use super::{Algo, Capabilities};

/// A safety cap on a playout's plies (a hand of 14 cards for 7 seats, with its auction, is far below it).
const MAX_PLIES: u32 = 1000;
/// Penalty points between two seats worth `tanh(1)` ≈ 0.76 when the match ends with this hand...
const SCALE: f64 = 8.0;
/// ... plus this much per hand still to play after it (anything can happen in them).
const SCALE_PER_HAND: f64 = 4.0;
/// UCT exploration (values in `[-1, 1]`).
const EXPLORATION: f64 = 1.0;

/// Plays the current hand out at random, then values the penalty totals.
#[derive(Clone, Copy, Debug, Default)]
pub struct HandPlayout;

impl Evaluator<Match> for HandPlayout {
    fn evaluate(
        &mut self,
        state: &mut Match,
        moves: &mut <Match as Game>::MoveList,
        rng: &mut Xoshiro256,
        values: &mut [f64],
    ) {
        let hand = state.hand_index();
        for _ in 0..MAX_PLIES {
            let status = state.status();
            if status.is_over() || state.hand_index() != hand {
                break;
            }
            let mv = if status.is_chance() {
                state.draw_chance(rng)
            } else {
                state.legal_moves_into(moves);
                (!moves.is_empty()).then(|| moves[random_index(rng, moves.len())])
            };
            let Some(mv) = mv else { break };
            state.play_unchecked(mv);
        }
        write_outcome_values(state, values, score);
    }
}

/// Values from the penalty totals of an unfinished match.
fn score(state: &Match, values: &mut [f64]) {
    let strengths: Vec<f64> = state.totals().iter().map(|&t| -f64::from(t)).collect();
    let left = state.rules().hand_sizes().len().saturating_sub(state.hand_index());
    #[allow(clippy::cast_precision_loss)] // A dozen hands.
    let scale = SCALE + SCALE_PER_HAND * left as f64;
    pairwise(&strengths, scale, values);
}

/// ISMCTS (the hands are secret), out-of-turn actions included.
pub fn capabilities() -> Capabilities<Match> {
    Capabilities {
        ismcts: Some(|_, setup| ismcts(setup, HandPlayout, EXPLORATION)),
        best: |_| Algo::Ismcts,
        hidden_information: true,
        no_alphabeta: "La Bâtarde has three to seven seats, chance and secret hands",
        ..Capabilities::none()
    }
}

#[cfg(test)]
mod tests {
    use batarde_cards::Rules;

    use super::*;

    #[test]
    fn a_playout_stops_at_the_end_of_the_hand() {
        let mut state = Match::start(Rules::from_preset("4p").unwrap());
        let mut values = [0.0; 4];
        HandPlayout.evaluate(
            &mut state,
            &mut <Match as Game>::MoveList::default(),
            &mut Xoshiro256::seed_from_u64(3),
            &mut values,
        );
        assert_eq!(state.hand_index(), 1);
        assert!(values.iter().sum::<f64>().abs() < 1e-9, "{values:?}");
        assert!(values.iter().any(|&v| v != 0.0), "somebody scored penalties");
    }
}

//! Bashni, its readings, Russian draughts and Lasca: material (men 1, kings 3, and for columns every piece
//! under a commander counted for the commander's side) and the men's advancement, for alpha-beta (with
//! captures as the noisy moves of quiescence) and for MCTS (a short random playout, then that count).
//!
//! Mobility is left out: the position generates the moves of the side to move only, and generating them at
//! every leaf would halve the search speed for little gain over the advancement term.

use std::cmp::Reverse;

use abstract_game::{Game, PlayerId, Xoshiro256, random_index};
use bashnya::{Colour, Move, Position};
use game_search::{Evaluator, Heuristic, write_outcome_values};

use super::eval::Noisy;
use super::search::{alphabeta, mcts};
use super::{Algo, BotSetup, Capabilities};

/// A man, in hundredths of a man.
const MAN: i32 = 100;
/// A king: about three men (a flying king dominates long diagonals; Lasca's short king less so).
const KING: i32 = 300;
/// A piece of the commander's own colour under it: a reserve that takes command when the top is captured.
const RESERVE: i32 = 60;
/// An opponent's piece held prisoner under a commander: out of the opponent's play until freed.
const PRISONER: i32 = 50;
/// A man's advance, per rank from its own back rank.
const ADVANCE: i32 = 4;
/// The playout of MCTS's evaluation: a few moves of random play (captures are compulsory, so the exchanges
/// under way get played out), then the count.
const PLAYOUT_PLIES: u32 = 8;
/// Captures are compulsory: a playout cut in the middle of an exchange would value a man about to be taken
/// back. After the cap the playout goes on while captures are pending, at most this many more plies.
const EXCHANGE_PLIES: u32 = 12;
/// When the side to move must capture, its static value is not a value it may stand on (it cannot decline
/// the capture): this much below the count makes quiescence search the captures instead of standing pat.
const MUST_CAPTURE: i32 = 5_000;
/// A lead of this much (in hundredths of a man) is worth `tanh(1)` ≈ 0.76 to MCTS.
const VALUE_SCALE: f64 = 250.0;
/// UCT exploration for draughts (values are in `[-1, 1]`; the search's default 2.0 explores too much).
const EXPLORATION: f64 = 1.0;

/// White's material and advancement minus Black's.
pub fn balance(pos: &Position) -> i32 {
    let size = i32::from(pos.rules().board().size());
    let mut total = 0;
    for (sq, column) in pos.columns() {
        let Some(top) = column.commander() else { continue };
        let mut value = if top.is_king() {
            KING
        } else {
            let rank = i32::from(sq.rank());
            let advance = if top.colour == Colour::White { rank } else { size - 1 - rank };
            MAN + ADVANCE * advance
        };
        for piece in column.prisoners() {
            value += if piece.colour == top.colour { RESERVE } else { PRISONER };
        }
        total += if top.colour == Colour::White { value } else { -value };
    }
    total
}

/// The draughts heuristic of alpha-beta.
#[derive(Clone, Copy, Debug, Default)]
pub struct DraughtsHeuristic;

/// Whether the side to move must capture (captures are compulsory in every preset).
fn must_capture(state: &Position) -> bool {
    state.legal_moves().first().is_some_and(|mv| mv.is_capture())
}

impl Heuristic<Position> for DraughtsHeuristic {
    /// The balance for `seat`; for the side to move, far less when it must capture, since quiescence search
    /// (which stands pat on the static value) would otherwise let it decline a compulsory capture and miss
    /// every shot that starts with a sacrifice.
    fn evaluate(&self, state: &Position, seat: PlayerId) -> i32 {
        let white = balance(state);
        let mine = if seat.index() == 0 { white } else { -white };
        let to_move = state.side_to_move().player_id() == seat;
        if to_move && must_capture(state) { mine - MUST_CAPTURE } else { mine }
    }

    /// Longer captures first (the capture rules often force them anyway).
    fn order(&self, _state: &Position, moves: &mut [Move]) {
        moves.sort_by_key(|mv| Reverse(mv.captures()));
    }

    fn is_noisy(&self, _state: &Position, mv: Move) -> bool {
        mv.is_capture()
    }
}

/// MCTS's values: the balance through `tanh`.
fn score(pos: &Position, values: &mut [f64]) {
    let v = (f64::from(balance(pos)) / VALUE_SCALE).tanh();
    values[0] = v;
    values[1] = -v;
}

/// MCTS's evaluation: a short random playout, played on through any pending captures, then the count.
#[derive(Clone, Copy, Debug, Default)]
pub struct DraughtsPlayout;

impl Evaluator<Position> for DraughtsPlayout {
    fn evaluate(
        &mut self,
        state: &mut Position,
        moves: &mut <Position as Game>::MoveList,
        rng: &mut Xoshiro256,
        values: &mut [f64],
    ) {
        for ply in 0..PLAYOUT_PLIES + EXCHANGE_PLIES {
            if state.status().is_over() {
                break;
            }
            state.legal_moves_into(moves);
            if moves.is_empty() || (ply >= PLAYOUT_PLIES && !moves[0].is_capture()) {
                break;
            }
            state.play_unchecked(moves[random_index(rng, moves.len())]);
        }
        write_outcome_values(state, values, score);
    }
}

/// The evaluator of MCTS.
pub fn evaluator() -> DraughtsPlayout {
    DraughtsPlayout
}

/// What the draughts games support: MCTS and alpha-beta. `bot` is MCTS: with these evaluations it beat
/// alpha-beta at equal time per move in `games arena` (see crates/game-search/README.md, "Strength"): the
/// playouts, played on through the exchanges, see more of draughts' forced sequences than a material count
/// at alpha-beta's shallow horizon.
pub fn capabilities() -> Capabilities<Position> {
    Capabilities {
        mcts: Some(|pos, setup| mcts(pos, setup, evaluator(), EXPLORATION)),
        ismcts: None,
        alphabeta: Some(|_, setup: &BotSetup| {
            alphabeta(setup, Noisy { inner: DraughtsHeuristic, seed: setup.seed, amplitude: 5 })
        }),
        best: |_| Algo::Mcts,
        hidden_information: false,
        no_alphabeta: "",
    }
}

#[cfg(test)]
mod tests {
    use bashnya::Rules;

    use super::*;

    #[test]
    fn the_start_is_balanced_and_a_capture_counts() {
        for rules in [Rules::bashni(), Rules::russian_draughts(), Rules::lasca()] {
            let start = Position::start(rules);
            assert_eq!(balance(&start), 0, "{rules:?}");
        }
        // White man on c3 against a lone black man on h8: a man up plus advancement.
        let pos: Position = Position::start(Rules::russian_draughts());
        let heuristic = DraughtsHeuristic;
        let white = PlayerId::new(0).unwrap();
        let black = PlayerId::new(1).unwrap();
        assert_eq!(heuristic.evaluate(&pos, white), -heuristic.evaluate(&pos, black));
    }
}

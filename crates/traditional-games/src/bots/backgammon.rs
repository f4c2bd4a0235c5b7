//! Backgammon (no dice and classic, single games and matches): the pip-count race. MCTS plays random
//! playouts that leave the cube alone, cut after a few dozen plies and scored by the race; alpha-beta (no-dice
//! presets only: classic backgammon rolls dice, a chance node alpha-beta cannot search) uses the race as its
//! heuristic.
//!
//! The cube is searched in the tree (double, take and drop are moves there) but not played in the playouts:
//! random players double and drop at once, so a playout with the cube ends after a few plies with a coin
//! flip, and every checker play looks alike (measured: 67% wins against random seats in classic with the
//! cube, 100% without).

use abstract_game::{Game, PlayerId, Xoshiro256, random_index};
use backgammon_nodice::{Match, Move, MoveKind, Position, Rules, Side};
use game_search::{Evaluator, Heuristic, write_outcome_values};

use super::eval::Noisy;
use super::search::{alphabeta, mcts};
use super::{Algo, Capabilities};

/// Random backgammon games are long (random checkers wander for hundreds of plies when there is no cube to
/// drop); a playout of this many plies then the race is a better value per iteration.
const PLAYOUT_PLIES: u32 = 60;
/// The no-dice games list every play of all 21 pairs at each ply (hundreds of moves): a shorter playout keeps
/// an iteration affordable.
const NODICE_PLAYOUT_PLIES: u32 = 12;
/// A race lead of this many pips is worth `tanh(1)` ≈ 0.76.
const VALUE_SCALE: f64 = 40.0;
/// UCT exploration (values in `[-1, 1]`).
const EXPLORATION: f64 = 1.0;

/// Black's pip count minus White's: positive when White leads the race.
pub fn race(pos: &Position) -> i32 {
    let pips = |side| i32::try_from(pos.pip_count(side)).unwrap_or(i32::MAX / 4);
    pips(Side::Black) - pips(Side::White)
}

fn write_race(lead: i32, values: &mut [f64]) {
    let v = (f64::from(lead) / VALUE_SCALE).tanh();
    values[0] = v;
    values[1] = -v;
}

/// The race heuristic of alpha-beta (pips, for the seat asked).
#[derive(Clone, Copy, Debug, Default)]
pub struct RaceHeuristic;

impl Heuristic<Position> for RaceHeuristic {
    fn evaluate(&self, state: &Position, seat: PlayerId) -> i32 {
        let white = race(state);
        if seat.index() == 0 { white } else { -white }
    }
}

/// A playout that never doubles and never drops (it takes a double, rolls, plays), cut after `plies` plies
/// and valued by the race, for a single game or a match.
pub struct RacePlayout<G> {
    plies: u32,
    race: fn(&G) -> i32,
}

// Derived `Clone` and `Copy` would ask `G` to be `Copy`; the fields are a number and a function pointer.
impl<G> Clone for RacePlayout<G> {
    fn clone(&self) -> Self {
        RacePlayout { plies: self.plies, race: self.race }
    }
}

/// Whether a playout may choose `mv`: anything but a cube action that ends or escalates the game at random.
fn playable(mv: Move) -> bool {
    !matches!(mv.kind(), MoveKind::Double | MoveKind::Drop)
}

impl<G: Game<Move = Move>> Evaluator<G> for RacePlayout<G> {
    fn evaluate(&mut self, state: &mut G, moves: &mut G::MoveList, rng: &mut Xoshiro256, values: &mut [f64]) {
        for _ in 0..self.plies {
            let status = state.status();
            if status.is_over() {
                break;
            }
            let mv = if status.is_chance() {
                state.draw_chance(rng)
            } else {
                state.legal_moves_into(moves);
                let eligible = moves.iter().filter(|&&m| playable(m)).count();
                if eligible == 0 {
                    (!moves.is_empty()).then(|| moves[random_index(rng, moves.len())])
                } else {
                    moves.iter().copied().filter(|&m| playable(m)).nth(random_index(rng, eligible))
                }
            };
            let Some(mv) = mv else { break };
            state.play_unchecked(mv);
        }
        let race = self.race;
        write_outcome_values(state, values, |s, v| write_race(race(s), v));
    }
}

/// The playout length for these rules.
fn playout_plies(rules: Rules) -> u32 {
    if rules.is_classic() { PLAYOUT_PLIES } else { NODICE_PLAYOUT_PLIES }
}

/// The evaluator of MCTS for one game under `rules`.
pub fn evaluator(rules: Rules) -> RacePlayout<Position> {
    RacePlayout { plies: playout_plies(rules), race }
}

/// The evaluator of MCTS for a match: the current game's race (the match score is not weighed).
pub fn match_evaluator(rules: Rules) -> RacePlayout<Match> {
    RacePlayout { plies: playout_plies(rules), race: |m| race(m.game()) }
}

/// One game: MCTS (the `bot`), and alpha-beta on the no-dice presets.
pub fn capabilities() -> Capabilities<Position> {
    Capabilities {
        mcts: Some(|pos, setup| mcts(pos, setup, evaluator(pos.rules()), EXPLORATION)),
        ismcts: None,
        alphabeta: Some(|pos, setup| {
            if pos.rules().is_classic() {
                return Err(
                    "alphabeta cannot search classic backgammon: the dice are chance nodes; use mcts or bot"
                        .to_string(),
                );
            }
            alphabeta(setup, Noisy { inner: RaceHeuristic, seed: setup.seed, amplitude: 1 })
        }),
        best: |_| Algo::Mcts,
        hidden_information: false,
        no_alphabeta: "",
    }
}

/// A match (`--match N`): MCTS.
pub fn match_capabilities() -> Capabilities<Match> {
    Capabilities {
        mcts: Some(|m, setup| mcts(m, setup, match_evaluator(m.rules()), EXPLORATION)),
        best: |_| Algo::Mcts,
        no_alphabeta: "a match has no heuristic here",
        ..Capabilities::none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_race_is_even_at_the_start_and_moves_with_a_play() {
        let mut pos = Position::start(Rules::nodice());
        assert_eq!(race(&pos), 0);
        pos.play(pos.parse_move("6-4: 24/18 13/9").unwrap()).unwrap();
        assert_eq!(race(&pos), 10, "White moved 10 pips");
    }
}

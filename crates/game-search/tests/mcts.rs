//! MCTS: finds forced moves, converges to known values, multi-seat and chance, reproducible, tree reuse,
//! node limit, priors.
#![allow(clippy::float_cmp, clippy::cast_precision_loss, clippy::bool_to_int_with_if, clippy::match_bool)]

mod toys;

use abstract_game::arrayvec::ArrayVec;
use abstract_game::{Game, PlayerId, Xoshiro256};
use game_search::{Budget, Evaluator, Mcts, MctsConfig, RandomRollout, SearchError};
use toys::nim3::{Nim3, NimMove};
use toys::race::{Race, RaceMove};
use toys::tictactoe::{Cell, TicTacToe};

fn search(state: TicTacToe, iterations: u64, seed: u64) -> game_search::SearchStats<Cell> {
    let mut mcts = Mcts::with_rollouts(state, MctsConfig::default().with_seed(seed)).unwrap();
    mcts.search(Budget::Iterations(iterations)).unwrap()
}

#[test]
fn finds_the_only_winning_move_in_one() {
    // x to move: x x . on the bottom row; o threatens nothing x cannot ignore. c1 wins at once.
    let state = "o../o../xx. x".parse::<TicTacToe>().unwrap();
    for seed in 0..3 {
        assert_eq!(search(state.clone(), 2000, seed).best_move, Some(Cell(2)), "seed {seed}");
    }
}

#[test]
fn blocks_the_only_threat() {
    // o to move; x threatens a1-b1-c1 (c1 empty); every other move loses at once.
    let state = "o../.../xx. o".parse::<TicTacToe>().unwrap();
    for seed in 0..3 {
        assert_eq!(search(state.clone(), 3000, seed).best_move, Some(Cell(2)), "seed {seed}");
    }
}

#[test]
fn tic_tac_toe_from_the_start_is_a_draw() {
    // The root's mean includes every exploratory iteration, so it approaches the minimax value slowly (0.077
    // after 30,000 iterations here, 0.003 after a million); random playouts alone favour x by about 0.3.
    let config = MctsConfig { exploration: 1.0, ..MctsConfig::default() }.with_seed(1);
    let mut mcts = Mcts::with_rollouts(TicTacToe::new(), config).unwrap();
    let stats = mcts.search(Budget::Iterations(30_000)).unwrap();
    assert!(stats.root_value[0].abs() < 0.12, "{:?}", stats.root_value);
    assert!((stats.root_value[0] + stats.root_value[1]).abs() < 1e-9);
}

/// The exact value of a race state for seat 0, by expectimax (independent of the search).
fn race_value(state: &Race) -> f64 {
    if let Some(o) = state.outcome() {
        return o.utility(PlayerId::from_const(0)).unwrap();
    }
    let moves = state.legal_moves();
    if state.status().is_chance() {
        return moves
            .iter()
            .map(|&m| {
                let mut s = state.clone();
                s.play_unchecked(m);
                race_value(&s) / 3.0
            })
            .sum();
    }
    let values = moves.iter().map(|&m| {
        let mut s = state.clone();
        s.play_unchecked(m);
        race_value(&s)
    });
    if state.to_move == 0 { values.fold(f64::MIN, f64::max) } else { values.fold(f64::MAX, f64::min) }
}

#[test]
fn finds_the_only_winning_move_after_a_roll() {
    // Two pips to go, a 2 rolled: Full bears off; One leaves a pip, and the opponent (one pip) then wins.
    let mut state = Race::new([2, 1], 0);
    state.play(RaceMove::Roll(2)).unwrap();
    let mut mcts = Mcts::with_rollouts(state, MctsConfig::default().with_seed(3)).unwrap();
    let stats = mcts.search(Budget::Iterations(500)).unwrap();
    assert_eq!(stats.best_move, Some(RaceMove::Full));
}

#[test]
fn converges_to_the_expected_value_of_a_chance_game() {
    let state = Race::new([4, 4], 0);
    let exact = race_value(&state);
    let config = MctsConfig { exploration: 0.5, ..MctsConfig::default() }.with_seed(5);
    let mut mcts = Mcts::with_rollouts(state, config).unwrap();
    let stats = mcts.search(Budget::Iterations(40_000)).unwrap();
    // Nature decides at the root: no move to choose.
    assert_eq!(stats.best_move, None);
    assert!((stats.root_value[0] - exact).abs() < 0.06, "search {} exact {exact}", stats.root_value[0]);
    // The three rolls are drawn about equally often.
    for child in &stats.children {
        assert!((f64::from(child.visits) / 40_000.0 - 1.0 / 3.0).abs() < 0.02, "{child:?}");
    }
}

#[test]
fn three_seats_each_node_maximises_its_own_seat() {
    // Four stones, seat 0 to move, wind after every take. Seat 1 takes whatever is left and wins, unless the
    // wind blows the last stone away first (a draw, 0 for all). Only taking 3 leaves a single stone for the
    // wind: value 2/3 * -1/2 = -1/3 for seat 0 (a loss among three seats is worth -1/2), against -1/2 for the
    // other takes.
    let state = Nim3::new(4);
    let mut mcts = Mcts::with_rollouts(state, MctsConfig::default().with_seed(9)).unwrap();
    let stats = mcts.search(Budget::Iterations(20_000)).unwrap();
    assert_eq!(stats.best_move, Some(NimMove::Take(3)));
    let take3 = stats.children.iter().find(|c| c.mv == NimMove::Take(3)).unwrap();
    assert!((take3.value + 1.0 / 3.0).abs() < 0.05, "{take3:?}");

    // Seat 1 to move with three stones takes them all: seat 1's value, not seat 0's, is maximised there.
    let mut state = Nim3::new(3);
    state.to_move = 1;
    let mut mcts = Mcts::with_rollouts(state, MctsConfig::default().with_seed(9)).unwrap();
    let stats = mcts.search(Budget::Iterations(3000)).unwrap();
    assert_eq!(stats.best_move, Some(NimMove::Take(3)));
    assert!(stats.root_value[1] > 0.8 && stats.root_value[0] < -0.4, "{:?}", stats.root_value);
}

#[test]
fn the_same_seed_gives_the_same_search_and_another_seed_differs() {
    let a = search(TicTacToe::new(), 3000, 42);
    let b = search(TicTacToe::new(), 3000, 42);
    let c = search(TicTacToe::new(), 3000, 43);
    assert_eq!((a.children.clone(), a.root_value.clone(), a.nodes), (b.children, b.root_value, b.nodes));
    assert_ne!(a.children, c.children);
}

#[test]
fn advancing_the_root_keeps_the_subtree_and_its_visits() {
    let mut mcts = Mcts::with_rollouts(TicTacToe::new(), MctsConfig::default().with_seed(2)).unwrap();
    let stats = mcts.search(Budget::Iterations(5000)).unwrap();
    let ours = stats.best_move.unwrap();
    let visits = mcts.child_visits(ours);
    assert!(visits > 100);
    assert!(mcts.advance(ours).unwrap());
    assert_eq!(mcts.root_visits(), visits);
    // The opponent's reply, in the tree too.
    let reply =
        mcts.search(Budget::Iterations(0)).unwrap().children.iter().max_by_key(|c| c.visits).unwrap().mv;
    let reply_visits = mcts.child_visits(reply);
    assert!(mcts.advance(reply).unwrap());
    assert_eq!(mcts.root_visits(), reply_visits);
    let mut expected = TicTacToe::new();
    expected.play(ours).unwrap();
    expected.play(reply).unwrap();
    assert_eq!(mcts.root_state(), &expected);
    // Searching on grows the kept tree: visits add up.
    let stats = mcts.search(Budget::Iterations(100)).unwrap();
    assert_eq!(stats.root_visits, reply_visits + 100);
    assert_eq!(stats.children.iter().map(|c| c.visits).sum::<u32>(), stats.root_visits - 1);
}

#[test]
fn advancing_by_an_unsearched_or_illegal_move_starts_fresh_or_fails() {
    let mut mcts = Mcts::with_rollouts(TicTacToe::new(), MctsConfig::default().with_seed(2)).unwrap();
    // No search yet: the move is legal but not in the tree.
    assert!(!mcts.advance(Cell(4)).unwrap());
    assert_eq!(mcts.root_visits(), 0);
    assert_eq!(mcts.nodes(), 1);
    // Cell 4 is taken now.
    assert!(matches!(mcts.advance(Cell(4)), Err(SearchError::IllegalMove(_))));
    assert_eq!(mcts.root_state().cells[4], 1);
}

#[test]
fn the_node_limit_is_respected_and_search_goes_on() {
    let config = MctsConfig { max_nodes: 60, ..MctsConfig::default() }.with_seed(4);
    let mut mcts = Mcts::with_rollouts(TicTacToe::new(), config).unwrap();
    let stats = mcts.search(Budget::Iterations(5000)).unwrap();
    assert!(stats.nodes <= 60 && stats.nodes > 9, "{}", stats.nodes);
    assert_eq!(stats.iterations, 5000);
    assert_eq!(stats.root_visits, 5000);
    assert!(stats.best_move.is_some());
}

#[test]
fn bad_configuration_and_finished_games_are_errors() {
    let bad = MctsConfig { exploration: f64::NAN, ..MctsConfig::default() };
    assert!(matches!(Mcts::with_rollouts(TicTacToe::new(), bad), Err(SearchError::InvalidConfig(_))));
    let bad = MctsConfig { max_nodes: 0, ..MctsConfig::default() };
    assert!(matches!(Mcts::with_rollouts(TicTacToe::new(), bad), Err(SearchError::InvalidConfig(_))));
    let over = "ooo/xx./x.. x".parse::<TicTacToe>().unwrap();
    let mut mcts = Mcts::with_rollouts(over.clone(), MctsConfig::default()).unwrap();
    assert_eq!(mcts.search(Budget::Iterations(10)), Err(SearchError::GameOver));
    assert_eq!(game_search::mcts::choose_move(&over, Budget::Iterations(10), MctsConfig::default()), None);
}

/// Values every leaf 0 and puts most of the prior on the centre.
struct CentrePrior;

impl Evaluator<TicTacToe> for CentrePrior {
    fn evaluate(
        &mut self,
        _: &mut TicTacToe,
        _: &mut <TicTacToe as Game>::MoveList,
        _: &mut Xoshiro256,
        values: &mut [f64],
    ) {
        values.fill(0.0);
    }

    fn priors(&mut self, _: &TicTacToe, moves: &[Cell], priors: &mut [f32]) -> bool {
        for (p, m) in priors.iter_mut().zip(moves) {
            *p = if m.0 == 4 { 0.9 } else { 0.1 / (moves.len() as f32 - 1.0) };
        }
        true
    }
}

#[test]
fn evaluator_priors_switch_selection_to_puct() {
    let mut mcts = Mcts::new(TicTacToe::new(), MctsConfig::default(), CentrePrior).unwrap();
    let stats = mcts.search(Budget::Iterations(200)).unwrap();
    let centre = stats.children.iter().find(|c| c.mv == Cell(4)).unwrap();
    assert!((centre.prior - 0.9).abs() < 1e-6);
    // With equal values PUCT follows the prior; UCT would spread the visits evenly.
    assert!(centre.visits > 100, "{:?}", stats.children);
    let mut uct = Mcts::with_rollouts(TicTacToe::new(), MctsConfig::default()).unwrap();
    let stats = uct.search(Budget::Iterations(9)).unwrap();
    assert!(stats.children.iter().all(|c| c.visits == 1 && c.prior == 1.0), "{:?}", stats.children);
}

#[test]
fn a_capped_rollout_scores_the_cut_off_with_the_callers_evaluation() {
    let (mut moves, mut rng, mut values) = (ArrayVec::new(), Xoshiro256::seed_from_u64(3), [9.0; 2]);
    let mut calls = 0;
    let mut scored = RandomRollout::scored(0, |_: &TicTacToe, v: &mut [f64]| {
        calls += 1;
        v.copy_from_slice(&[0.25, -0.25]);
    });
    scored.evaluate(&mut TicTacToe::new(), &mut moves, &mut rng, &mut values);
    assert_eq!(values, [0.25, -0.25]);
    // Nine plies always finish tic-tac-toe: the outcome scores it and the evaluation is never asked.
    scored.max_plies = 9;
    for _ in 0..20 {
        scored.evaluate(&mut TicTacToe::new(), &mut moves, &mut rng, &mut values);
        assert!([-1.0, 0.0, 1.0].contains(&values[0]) && values[1] == -values[0], "{values:?}");
    }
    assert_eq!(calls, 1);
    // The flat cut-off: 0 by default, or a value of the caller's for every seat.
    RandomRollout::new(0).evaluate(&mut TicTacToe::new(), &mut moves, &mut rng, &mut values);
    assert_eq!(values, [0.0, 0.0]);
    RandomRollout { max_plies: 0, cut_off: 0.5 }.evaluate(
        &mut TicTacToe::new(),
        &mut moves,
        &mut rng,
        &mut values,
    );
    assert_eq!(values, [0.5, 0.5]);
}

#[test]
fn the_cut_off_score_steers_the_search() {
    // Playouts cut off at once, scored "x wins if it holds c3": the search should want c3 and expect to win;
    // scored flat (0), nothing but finished games would count and the root's value would stay near 0.
    let holds_c3 = |state: &TicTacToe, v: &mut [f64]| {
        v[0] = if state.cells[8] == 1 { 1.0 } else { -1.0 };
        v[1] = -v[0];
    };
    let config = MctsConfig::default().with_seed(5);
    let mut mcts = Mcts::new(TicTacToe::new(), config, RandomRollout::scored(0, holds_c3)).unwrap();
    let stats = mcts.search(Budget::Iterations(2_000)).unwrap();
    assert_eq!(stats.best_move, Some(Cell(8)));
    assert!(stats.root_value[0] > 0.9, "{:?}", stats.root_value);
}

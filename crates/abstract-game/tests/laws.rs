//! The laws pass on correct games and catch every planted bug.
#![cfg(feature = "proptest")]

mod toys;

use abstract_game::laws::{self, Law};
use abstract_game::{Game, Xoshiro256};
use proptest::prelude::*;
use toys::high_card::HighCard;
use toys::nim3::Nim3;
use toys::tictactoe::{Bug, Cell, LyingTicTacToe, TicTacToe};

proptest! {
    #[test]
    fn tictactoe_obeys_every_law(state in laws::random_walk(TicTacToe::new(), 9)) {
        laws::check_state_undo_hash(&state)?;
        laws::check_position_notation(&state)?;
        laws::check_action_index(&state)?;
    }

    #[test]
    fn nim3_obeys_the_laws(state in laws::random_walk(Nim3::new(9), 20)) {
        laws::check_state(&state)?;
    }

    #[test]
    fn high_card_obeys_the_laws(state in laws::random_walk(HighCard::new(), 3), seed in any::<u64>()) {
        laws::check_state(&state)?;
        laws::check_hidden(&state, &mut Xoshiro256::seed_from_u64(seed))?;
    }
}

/// The first law broken by any state reachable in one or two plies, walking every path.
fn first_violation(
    root: &TicTacToe,
    check: impl Fn(&TicTacToe) -> Result<(), laws::LawViolation>,
) -> Option<Law> {
    let mut frontier = vec![root.clone()];
    for _ in 0..9 {
        let mut next = Vec::new();
        for state in &frontier {
            if let Err(v) = check(state) {
                return Some(v.law);
            }
            for &mv in &state.legal_moves() {
                let mut child = state.clone();
                child.play_unchecked(mv);
                next.push(child);
            }
        }
        next.dedup();
        next.truncate(2000);
        frontier = next;
    }
    None
}

#[test]
fn laws_catch_a_duplicate_move() {
    let got = first_violation(&TicTacToe::with_bug(Bug::DuplicateMove), laws::check_state);
    assert_eq!(got, Some(Law::NoDuplicateMoves));
}

#[test]
fn laws_catch_an_undo_that_forgets_the_turn() {
    let got = first_violation(&TicTacToe::with_bug(Bug::UndoKeepsTurn), laws::check_undo);
    assert_eq!(got, Some(Law::UndoRestores));
}

#[test]
fn laws_catch_a_stale_hash() {
    let got = first_violation(&TicTacToe::with_bug(Bug::StaleHash), laws::check_hash);
    assert_eq!(got, Some(Law::HashIsIncremental));
}

#[test]
fn laws_catch_a_non_terminal_state_without_moves() {
    let full: TicTacToe = "xox/xoo/oxx x".parse().unwrap();
    assert!(laws::check_state(&full).is_ok(), "a full board is a draw");
    let stuck = TicTacToe { bug: Bug::StuckWhenFull, ..full };
    assert_eq!(laws::check_state(&stuck).unwrap_err().law, Law::MovesWhenNotOver);
}

#[test]
fn laws_catch_a_lossy_position_string() {
    let mut sound = TicTacToe::new();
    sound.play(Cell(0)).unwrap();
    assert!(laws::check_position_notation(&sound).is_ok());
    let mut game = TicTacToe::with_bug(Bug::LossyPosition);
    game.play(Cell(0)).unwrap();
    assert_eq!(laws::check_position_notation(&game).unwrap_err().law, Law::PositionNotationRoundTrips);
}

#[test]
fn laws_catch_a_shared_action_index() {
    let got = first_violation(&TicTacToe::with_bug(Bug::SharedIndex), laws::check_action_index);
    assert_eq!(got, Some(Law::ActionIndexRoundTrips));
}

#[test]
fn laws_catch_move_notation_that_does_not_read_back() {
    let game = LyingTicTacToe(TicTacToe::new());
    assert_eq!(laws::check_state(&game).unwrap_err().law, Law::MoveNotationRoundTrips);
}

#[test]
fn laws_catch_chance_odds_that_do_not_sum_to_one() {
    let mut game = Nim3 { bad_odds: true, ..Nim3::new(4) };
    assert!(laws::check_state(&game).is_ok(), "seat 0 to move: no chance node yet");
    game.play_unchecked(toys::nim3::NimMove::Take(1));
    assert_eq!(laws::check_state(&game).unwrap_err().law, Law::ChanceSumsToOne);
}

#[test]
fn laws_check_an_overridden_chance_draw_against_the_odds() {
    let mut fair = Nim3::new(4);
    fair.play_unchecked(toys::nim3::NimMove::Take(1));
    assert!(laws::check_chance_draws(&fair, 20_000, 1).is_ok());
    let biased = Nim3 { biased_draw: true, ..fair.clone() };
    assert_eq!(laws::check_chance_draws(&biased, 20_000, 1).unwrap_err().law, Law::ChanceDrawsFollowTheOdds);
    // The default draw (weighing the listed outcomes) passes too.
    let high_card = HighCard::new();
    assert!(laws::check_chance_draws(&high_card, 9_000, 2).is_ok());
}

#[test]
fn laws_catch_a_sampler_that_ignores_the_observers_secret() {
    let mut game = HighCard { sloppy_sampler: true, ..HighCard::new() };
    game.play_unchecked(toys::high_card::HcMove::Deal(2));
    game.play_unchecked(toys::high_card::HcMove::Deal(3));
    // Seat 0 holds 2; a sloppy sample gives it 2 only by luck, so within a few tries the law must fail.
    let mut rng = Xoshiro256::seed_from_u64(3);
    let caught = (0..50)
        .any(|_| laws::check_hidden(&game, &mut rng).is_err_and(|v| v.law == Law::SampleMatchesObservation));
    assert!(caught);
}

#[test]
fn walk_with_undo_checks_follows_walk_and_catches_a_bad_undo() {
    let root = TicTacToe::new();
    let mut steps = Vec::new();
    let end = laws::walk_with_undo_checks(&root, [4, 0, 0], |before, mv, after| {
        steps.push(mv);
        assert_ne!(before, after);
    })
    .unwrap();
    assert_eq!(end, laws::walk(&root, &[4, 0, 0]));
    assert_eq!(steps, [Cell(4), Cell(0), Cell(1)]);
    let broken = TicTacToe::with_bug(Bug::UndoKeepsTurn);
    let err = laws::walk_with_undo_checks(&broken, [0], |_, _, _| {}).unwrap_err();
    assert_eq!(err.law, Law::UndoRestores);
}

#[test]
fn walk_picks_moves_by_index_and_stops_at_the_end() {
    let root = TicTacToe::new();
    let state = laws::walk(&root, &[4, 0, 0]);
    // Index 4 of nine empty cells is the centre (x); then the first free cell twice: a1 (o), then b1 (x).
    assert_eq!(state.to_string(), ".../.x./ox. o");
    let finished = laws::walk(&root, &[0; 30]);
    assert!(finished.status().is_over());
}

//! The laws pass on correct games and catch every planted bug.
#![cfg(feature = "proptest")]

mod toys;

use abstract_game::laws::{self, Law};
use abstract_game::{Game, ObservationTensor, Xoshiro256};
use proptest::prelude::*;
use toys::high_card::{HcBug, HcMove, HighCard};
use toys::nim3::Nim3;
use toys::tictactoe::{Bug, Cell, LyingTicTacToe, TicTacToe};

proptest! {
    #[test]
    fn tictactoe_obeys_every_law(state in laws::random_walk(TicTacToe::new(), 9)) {
        laws::check_state_undo_hash(&state)?;
        laws::check_position_notation(&state)?;
        laws::check_action_index(&state)?;
        laws::check_observation(&state, TicTacToe::new().observation_shape())?;
    }

    #[test]
    fn nim3_obeys_the_laws(state in laws::random_walk(Nim3::new(9), 20)) {
        laws::check_state(&state)?;
    }

    #[test]
    fn high_card_obeys_the_laws(state in laws::random_walk(HighCard::new(), 3), seed in any::<u64>()) {
        laws::check_state(&state)?;
        let mut rng = Xoshiro256::seed_from_u64(seed);
        laws::check_hidden(&state, &mut rng)?;
        laws::check_observation(&state, HighCard::new().observation_shape())?;
        laws::check_no_leak(&state, &mut rng, 8)?;
        laws::check_transition_tensor(&state, &mut rng, 8, |_| ())?;
        laws::check_seen_moves(&state)?;
        laws::check_action_index(&state)?;
        laws::check_position_notation(&state)?;
    }

    #[test]
    fn nim3_tensors_and_indices_obey_the_laws(state in laws::random_walk(Nim3::new(9), 20)) {
        laws::check_observation(&state, Nim3::new(9).observation_shape())?;
        laws::check_action_index(&state)?;
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
fn laws_catch_bulk_action_indices_that_disagree_with_the_single_ones() {
    let got = first_violation(&TicTacToe::with_bug(Bug::BulkIndexByPosition), laws::check_action_index);
    assert_eq!(got, Some(Law::ActionIndexRoundTrips));
}

#[test]
fn laws_catch_status_and_moves_that_keep_stale_moves() {
    // Sound until a game ends: the first violation is at a finished state.
    let got = first_violation(&TicTacToe::with_bug(Bug::StaleMovesWhenOver), laws::check_state);
    assert_eq!(got, Some(Law::StatusAndMovesAgree));
    assert_eq!(first_violation(&TicTacToe::new(), laws::check_state), None);
}

#[test]
fn laws_catch_whole_list_indices_that_disagree_with_the_bulk_ones() {
    let got = first_violation(&TicTacToe::with_bug(Bug::WholeListIndexByPosition), laws::check_action_index);
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
    let mut game = HighCard::with_bug(HcBug::SloppySampler);
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

#[test]
fn laws_catch_a_nan_in_the_tensor() {
    let got = first_violation(&TicTacToe::with_bug(Bug::NanObservation), |s| {
        laws::check_observation(s, TicTacToe::new().observation_shape())
    });
    assert_eq!(got, Some(Law::ObservationIsFinite));
}

#[test]
fn laws_catch_a_shape_that_depends_on_the_state() {
    let buggy = TicTacToe::with_bug(Bug::ShapeFollowsTurn);
    let shape = buggy.observation_shape();
    assert!(laws::check_observation(&buggy, shape).is_ok(), "x to move: the start's own shape");
    let got = first_violation(&buggy, |s| laws::check_observation(s, shape));
    assert_eq!(got, Some(Law::ObservationShapeIsFixed));
}

#[test]
fn laws_catch_a_tensor_that_leaves_values_unwritten() {
    let got = first_violation(&TicTacToe::with_bug(Bug::PartialObservation), |s| {
        laws::check_observation(s, TicTacToe::new().observation_shape())
    });
    assert_eq!(got, Some(Law::ObservationIsDeterministic));
}

#[test]
fn laws_catch_a_tensor_that_accepts_a_buffer_of_the_wrong_length() {
    let game = TicTacToe::with_bug(Bug::LooseLength);
    let violation = laws::check_observation(&game, game.observation_shape()).unwrap_err();
    assert_eq!(violation.law, Law::ObservationLengthChecked);
    assert!(violation.detail.contains("28 values"), "{}", violation.detail);
}

#[test]
fn tictactoe_planes_are_seat_relative() {
    let mut game = TicTacToe::new();
    game.play(Cell(4)).unwrap(); // x in the centre; o to move
    let x_view = game.observation_tensor(abstract_game::PlayerId::from_const(0));
    let o_view = game.observation_tensor(abstract_game::PlayerId::from_const(1));
    assert_eq!((x_view[4], x_view[9 + 4], x_view[18]), (1.0, 0.0, 0.0));
    assert_eq!((o_view[4], o_view[9 + 4], o_view[18]), (0.0, 1.0, 1.0));
}

/// High card after the deal: seat 0 holds `own`, seat 1 holds `other`.
fn dealt(bug: HcBug, own: u8, other: u8) -> HighCard {
    let mut game = HighCard::with_bug(bug);
    game.play_unchecked(HcMove::Deal(own));
    game.play_unchecked(HcMove::Deal(other));
    game
}

/// Whether `check_no_leak` reports `law` on some deal.
fn leak_found(bug: HcBug, law: Law) -> bool {
    let mut rng = Xoshiro256::seed_from_u64(5);
    [(1, 2), (1, 3), (2, 1), (2, 3), (3, 1), (3, 2)].into_iter().any(|(own, other)| {
        laws::check_no_leak(&dealt(bug, own, other), &mut rng, 16).is_err_and(|v| v.law == law)
    })
}

#[test]
fn no_leak_passes_on_the_sound_game() {
    let mut rng = Xoshiro256::seed_from_u64(5);
    for (own, other) in [(1, 2), (1, 3), (2, 1), (2, 3), (3, 1), (3, 2)] {
        laws::check_no_leak(&dealt(HcBug::None, own, other), &mut rng, 16).unwrap();
    }
}

#[test]
fn laws_catch_a_tensor_that_shows_the_opponents_card() {
    assert!(leak_found(HcBug::LeakyTensor, Law::TensorShowsOnlyTheObservation));
}

#[test]
fn laws_catch_moves_on_turn_that_read_the_opponents_card() {
    assert!(leak_found(HcBug::PeekingMoves, Law::MovesShowOnlyTheObservation));
}

#[test]
fn laws_catch_out_of_turn_actions_that_read_the_opponents_card() {
    // Seat 1 sees seat 0's card in no sample, yet may fold out of turn only when it is the 1.
    assert!(leak_found(HcBug::PeekingOutOfTurn, Law::MovesShowOnlyTheObservation));
    let mut rng = Xoshiro256::seed_from_u64(5);
    let violation = laws::check_no_leak(&dealt(HcBug::PeekingOutOfTurn, 1, 3), &mut rng, 16).unwrap_err();
    assert!(violation.detail.starts_with("seat 1: legal_moves_of"), "{}", violation.detail);
}

#[test]
fn laws_catch_a_kept_flag_that_a_deal_sets_from_a_hidden_card() {
    // Seat 0 holds the 2; seat 1's card is still to come, and seat 1 cannot tell the 2 from the 1 or the 3.
    // Dealing seat 1's card sets the flag (seat 0's card is odd) where seat 0 holds the 1 or the 3, not
    // here: the flag, shown to seat 1, tells it what seat 0 holds.
    let mut game = HighCard::with_bug(HcBug::KeptTally);
    game.play_unchecked(HcMove::Deal(2));
    // The one-state laws see nothing: every sample copies the flag.
    let mut rng = Xoshiro256::seed_from_u64(5);
    for _ in 0..20 {
        laws::check_hidden(&game, &mut rng).unwrap();
        laws::check_no_leak(&game, &mut rng, 16).unwrap();
        let mut dealt = game.clone();
        dealt.play_unchecked(HcMove::Deal(3));
        laws::check_hidden(&dealt, &mut rng).unwrap();
        laws::check_no_leak(&dealt, &mut rng, 16).unwrap();
    }
    let violation = laws::check_transition(&game, &mut rng, 16, |_| ()).unwrap_err();
    assert_eq!(violation.law, Law::TransitionKeepsTheObservation);
    assert!(violation.detail.starts_with("seat 1: deal"), "{}", violation.detail);
    // The sound game deals the same cards and passes.
    let mut sound = HighCard::new();
    sound.play_unchecked(HcMove::Deal(2));
    laws::check_transition_tensor(&sound, &mut rng, 16, |_| ()).unwrap();
}

#[test]
fn laws_excuse_what_a_move_reveals_and_the_announced_result() {
    // Seat 0 calls: the result (who held the higher card) differs between seat 1's samples, and it is
    // announced, so it is no leak.
    let game = dealt(HcBug::None, 2, 3);
    let mut rng = Xoshiro256::seed_from_u64(8);
    laws::check_transition_tensor(&game, &mut rng, 16, |_| ()).unwrap();
    // A flag the game says is revealed in the open (here: the flag itself) is excused too.
    let mut flagged = HighCard::with_bug(HcBug::KeptTally);
    flagged.play_unchecked(HcMove::Deal(2));
    laws::check_transition(&flagged, &mut rng, 16, |o| format!("{o:?}")).unwrap();
}

#[test]
fn laws_catch_a_game_that_says_every_seat_sees_every_deal() {
    // The planted bug: `sees_move` calls every deal seen by both seats, but a seat observes only its own
    // card, so seat 1 cannot tell which card seat 0 got; the history would show it.
    let violation = laws::check_seen_moves(&HighCard::with_bug(HcBug::ShownDeals)).unwrap_err();
    assert_eq!(violation.law, Law::SeenMovesAreObservable);
    assert!(violation.detail.starts_with("seat 1 is said to see deal1 (by nature)"), "{}", violation.detail);
    // The second deal, to seat 1, is seat 0's secret in the same way.
    let mut one_dealt = HighCard::with_bug(HcBug::ShownDeals);
    one_dealt.play_unchecked(HcMove::Deal(2));
    let violation = laws::check_seen_moves(&one_dealt).unwrap_err();
    assert!(violation.detail.starts_with("seat 0 is said to see"), "{}", violation.detail);
    // The sound game shows each seat only its own deal, and passes in the same states.
    laws::check_seen_moves(&HighCard::new()).unwrap();
    let mut sound = HighCard::new();
    sound.play_unchecked(HcMove::Deal(2));
    laws::check_seen_moves(&sound).unwrap();
}

#[test]
#[should_panic(expected = "SeenMovesAreObservable")]
fn the_seen_moves_law_panics_by_name_on_the_planted_bug() {
    laws::check_seen_moves(&HighCard::with_bug(HcBug::ShownDeals)).unwrap();
}

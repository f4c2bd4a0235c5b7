//! The claim windows on Tally (`toy.rs`), a toy whose out-of-turn actions are shaped like La Bâtarde's
//! méchoune and choune: who is asked in which order, what a claim and a pass do, windows before a chance
//! outcome, the same reachable inner states as the original, the bound on a game's length, the texts,
//! indices and tensor, and every law on every reachable state.

mod toy;

use alloc::string::ToString;
use alloc::vec;
use alloc::vec::Vec;
use std::collections::{HashMap, HashSet};

use self::toy::{Tally, TallyMove};
use super::{ClaimMove, ClaimMoveError, ClaimPositionError, ClaimWindows, InvalidWindow};
use crate::{ActionIndex, Game, ObservationTensor, PlayerId, Status, ZobristHash};

type Form = ClaimWindows<Tally>;

fn seat(index: u8) -> PlayerId {
    PlayerId::from_const(index)
}

fn asked(form: &Form) -> Option<u8> {
    form.window().map(|w| w.asked().index() as u8)
}

fn play(form: &mut Form, texts: &str) {
    for text in texts.split_whitespace() {
        let mv = form.parse_move(text).unwrap_or_else(|e| panic!("{text} in {form}: {e}"));
        form.play(mv).unwrap_or_else(|e| panic!("{text} in {form}: {e}"));
    }
}

fn texts(moves: &[ClaimMove<TallyMove>]) -> Vec<std::string::String> {
    moves.iter().map(ToString::to_string).collect()
}

#[test]
fn no_window_opens_while_no_seat_may_claim() {
    // Tally opens its doubles at the first tick: the start is an ordinary turn.
    let form = ClaimWindows::new(Tally::default());
    assert_eq!(form.window(), None);
    assert_eq!(form.status(), Status::ToMove(seat(0)));
    assert_eq!(texts(&form.legal_moves()), ["tick0", "tick1"]);
}

#[test]
fn a_window_asks_each_seat_once_starting_after_the_seat_that_moved() {
    let mut form = ClaimWindows::new(Tally::default());
    play(&mut form, "tick1"); // seat 0 moved: seats 1, 2, 0 are asked, in that order
    assert_eq!(asked(&form), Some(1));
    assert_eq!(form.status(), Status::ToMove(seat(1)));
    assert_eq!(texts(&form.legal_moves()), ["double1", "pass"]);
    play(&mut form, "pass");
    assert_eq!(asked(&form), Some(2));
    assert_eq!(texts(&form.legal_moves()), ["double2", "pass"]);
    play(&mut form, "pass");
    assert_eq!(asked(&form), Some(0));
    assert_eq!(texts(&form.legal_moves()), ["double0", "pass"]);
    play(&mut form, "pass");
    // Everyone passed: the ordinary turn goes on, seat 1 ticks.
    assert_eq!(form.window(), None);
    assert_eq!(form.status(), Status::ToMove(seat(1)));
    assert_eq!(texts(&form.legal_moves()), ["tick0", "tick1"]);
    // The doubles are still open in the inner game, so the next move opens a window again, after seat 1.
    play(&mut form, "tick0");
    assert_eq!(asked(&form), Some(2));
}

#[test]
fn a_claim_opens_a_new_window_after_the_claimer_so_an_answer_comes_first() {
    let mut form = ClaimWindows::new(Tally::default());
    play(&mut form, "tick1 pass double2");
    assert_eq!(form.inner().doubled, Some(2));
    // The double of seat 2 opens the redouble of seat 0, asked first (after the claimer).
    assert_eq!(form.window().map(|w| (w.asked().index(), w.first().index())), Some((0, 0)));
    assert_eq!(texts(&form.legal_moves()), ["redouble", "pass"]);
    // Seats 1 and 2 have nothing left to claim: a pass of seat 0 closes the window.
    play(&mut form, "pass");
    assert_eq!(form.window(), None);
    assert_eq!(form.status(), Status::ToMove(seat(1)));
    // The redouble stays open: after seat 1's tick, the window asks seat 0 alone.
    play(&mut form, "tick0");
    assert_eq!(asked(&form), Some(0));
    play(&mut form, "redouble");
    assert!(form.inner().redoubled);
    assert_eq!(form.window(), None, "no claim is left open anywhere");
    // Two ticks: the toss is next.
    assert_eq!(form.status(), Status::Chance);
}

#[test]
fn the_seat_on_turn_may_claim_before_its_move() {
    let mut form = ClaimWindows::new(Tally::default());
    play(&mut form, "tick0 double1");
    // Seat 1, on turn in the inner game, doubled in the window; seat 2 may redouble and is asked first.
    assert_eq!(asked(&form), Some(2));
    play(&mut form, "pass");
    assert_eq!(form.status(), Status::ToMove(seat(1)));
    assert_eq!(texts(&form.legal_moves()), ["tick0", "tick1"]);
}

#[test]
fn a_window_is_played_before_a_chance_outcome_and_after_it() {
    let mut form = ClaimWindows::new(Tally::default());
    play(&mut form, "tick0 pass pass pass tick0");
    // The toss is due and the doubles are open: a window first, after seat 1 (who ticked).
    assert_eq!(asked(&form), Some(2));
    assert_eq!(form.inner().status(), Status::Chance);
    assert_eq!(form.draw_chance(&mut crate::Xoshiro256::seed_from_u64(1)), None);
    assert_eq!(form.chance_probability(ClaimMove::Inner(TallyMove::Coin(true))).numerator(), 0);
    play(&mut form, "pass pass pass");
    assert_eq!(form.status(), Status::Chance);
    assert_eq!(texts(&form.legal_moves()), ["coin0", "coin1"]);
    assert_eq!(
        form.chance_probability(ClaimMove::Inner(TallyMove::Coin(true))),
        crate::Probability::new(1, 2).unwrap()
    );
    play(&mut form, "coin1");
    // Nobody at the table tossed: the window starts at the seat on turn, seat 2.
    assert_eq!(form.window().map(|w| (w.asked().index(), w.first().index())), Some((2, 2)));
}

#[test]
fn moves_not_legal_now_are_refused_with_the_reason() {
    let mut form = ClaimWindows::new(Tally::default());
    let refused = form.parse_move("pass");
    assert!(matches!(&refused, Err(ClaimMoveError::NotNow { why, .. }) if why.contains("no claim window")));
    play(&mut form, "tick1");
    // Seat 1 is asked: seat 0's double and any tick wait.
    for text in ["double0", "tick0"] {
        let refused = form.parse_move(text);
        assert!(
            matches!(&refused, Err(ClaimMoveError::NotNow { why, .. }) if why.contains("seat 1 may make")),
            "{text}: {refused:?}"
        );
    }
    assert!(matches!(form.parse_move("xyz"), Err(ClaimMoveError::Inner(_))));
    assert_eq!(form.parse_move(" PASS "), Ok(ClaimMove::Pass));
    // Strictly turn-based: the seats not asked have nothing, even through `play_as`.
    let mut moves = Vec::new();
    form.legal_moves_of(seat(0), &mut moves);
    assert!(moves.is_empty());
    let played = form.play_as(seat(0), ClaimMove::Inner(TallyMove::Double(0)));
    assert!(matches!(played, Err(crate::PlayError::NotYourTurn { .. })), "{played:?}");
}

#[test]
fn pass_is_the_last_action_index_and_decodes_only_in_a_window() {
    let mut form = ClaimWindows::new(Tally::default());
    assert_eq!(form.num_actions(), 9);
    assert_eq!(form.action_index(ClaimMove::Pass), 8);
    assert_eq!(form.action_from_index(8), None, "no window open");
    assert_eq!(form.action_from_index(4), None, "double0 is out of turn here");
    assert_eq!(form.action_from_index(1), Some(ClaimMove::Inner(TallyMove::Tick(1))));
    play(&mut form, "tick1");
    assert_eq!(form.action_from_index(8), Some(ClaimMove::Pass));
    assert_eq!(form.action_from_index(5), Some(ClaimMove::Inner(TallyMove::Double(1))));
    assert_eq!(form.action_from_index(4), None, "seat 0 is not asked");
    assert_eq!(form.action_from_index(0), None, "no tick in a window");
}

#[test]
fn the_tensor_is_the_inner_tensor_then_the_window_relative_to_the_observer() {
    let mut form = ClaimWindows::new(Tally::default());
    assert_eq!(form.observation_shape().dims(), &[4 + 1 + 2 * 3]);
    assert_eq!(form.observation_tensor(seat(0)), vec![0.0; 11]);
    play(&mut form, "tick1");
    // One tick, nothing tossed or doubled; the window is open, asking seat 1, started at seat 1.
    let inner = [1.0, 0.0, 0.0, 0.0];
    let for_seat_0: Vec<f32> = inner.iter().copied().chain([1.0, 0.0, 1.0, 0.0, 0.0, 1.0, 0.0]).collect();
    let for_seat_2: Vec<f32> = inner.iter().copied().chain([1.0, 0.0, 0.0, 1.0, 0.0, 0.0, 1.0]).collect();
    assert_eq!(form.observation_tensor(seat(0)), for_seat_0);
    assert_eq!(form.observation_tensor(seat(2)), for_seat_2);
}

#[test]
fn the_position_text_carries_the_window() {
    let mut form = ClaimWindows::new(Tally::default());
    play(&mut form, "tick1 pass");
    let text = form.to_string();
    assert_eq!(text, "1 1.0.0 - - 0 [claim window: seat 2 asked, from seat 1]");
    assert_eq!(text.parse::<Form>(), Ok(form.clone()));
    assert_eq!("1 1.0.0 - - 0".parse::<Form>().map(|f| f.window()), Ok(None));
    // Seat 0 had doubled, so seat 2 has nothing to claim and no window can ask it.
    let refused = "1 1.0.0 - 0 0 [claim window: seat 2 asked, from seat 1]".parse::<Form>();
    assert_eq!(refused, Err(ClaimPositionError::Window(InvalidWindow::NothingToClaim)));
    let refused = "1 1.0.0 - - 0 [claim window: P9 asked, from seat 1]".parse::<Form>();
    assert!(matches!(refused, Err(ClaimPositionError::WindowText(_))), "{refused:?}");
    // The window is in the hash: the same inner state with and without it hashes apart.
    let closed: Form = "1 1.0.0 - - 0".parse().unwrap();
    assert_ne!(closed.zobrist(), form.zobrist());
}

/// Every state reachable from `root` by any listed move (of the seat on turn, of nature, and, with
/// `out_of_turn`, of every seat through `legal_moves_of`), with the longest number of plies to reach the end.
fn explore<G: Game + Eq + core::hash::Hash>(root: &G, out_of_turn: bool) -> (HashSet<G>, usize) {
    fn longest<G: Game + Eq + core::hash::Hash>(
        state: &G,
        out_of_turn: bool,
        memo: &mut HashMap<G, usize>,
    ) -> usize {
        if let Some(&plies) = memo.get(state) {
            return plies;
        }
        let mut moves: Vec<G::Move> = state.legal_moves().to_vec();
        if out_of_turn {
            let mut of_seat = G::MoveList::default();
            for s in PlayerId::all(state.num_players()) {
                state.legal_moves_of(s, &mut of_seat);
                moves.extend(of_seat.iter().filter(|mv| !moves.contains(mv)).copied().collect::<Vec<_>>());
            }
        }
        let mut most = 0;
        for mv in moves {
            let mut child = state.clone();
            child.play_unchecked(mv);
            most = most.max(1 + longest(&child, out_of_turn, memo));
        }
        memo.insert(state.clone(), most);
        most
    }
    let mut memo = HashMap::new();
    let plies = longest(root, out_of_turn, &mut memo);
    (memo.into_keys().collect(), plies)
}

#[test]
fn the_turn_based_form_reaches_exactly_the_original_states_and_ends() {
    let (original, original_plies) = explore(&Tally::default(), true);
    let (forms, form_plies) = explore(&ClaimWindows::new(Tally::default()), false);
    let reached: HashSet<Tally> = forms.iter().map(|f| *f.inner()).collect();
    assert_eq!(reached, original, "the same inner states, claims at every point included");
    assert!(original.iter().any(|t| t.redoubled && t.coin.is_none()), "claims before the toss are reached");
    // Strictly turn-based: in every state only the seat in `status` has moves.
    let mut moves = Vec::new();
    for form in &forms {
        for s in PlayerId::all(3) {
            form.legal_moves_of(s, &mut moves);
            assert_eq!(moves.is_empty(), form.status() != Status::ToMove(s), "{form}: {s}");
        }
    }
    // The documented bound: at most seats + 1 plies per inner move, plus a window at the start.
    assert!(form_plies <= (3 + 1) * original_plies + 3, "{form_plies} plies against {original_plies}");
    // Longest original game: 4 ticks, the toss, a double and a redouble. The turn-based form adds the
    // windows' passes around them.
    assert_eq!(original_plies, 7);
    assert!(form_plies > original_plies);
}

#[cfg(feature = "proptest")]
#[test]
fn every_law_holds_in_every_reachable_state() {
    use crate::laws;
    let start = ClaimWindows::new(Tally::default());
    let shape = start.observation_shape();
    let (forms, _) = explore(&start, false);
    let mut rng = crate::Xoshiro256::seed_from_u64(7);
    for form in &forms {
        let checked = laws::check_state(form)
            .and_then(|()| laws::check_undo(form))
            .and_then(|()| laws::check_hash(form))
            .and_then(|()| laws::check_undo_hash(form))
            .and_then(|()| laws::check_position_notation(form))
            .and_then(|()| laws::check_hidden(form, &mut rng))
            .and_then(|()| laws::check_action_index(form))
            .and_then(|()| laws::check_observation(form, shape))
            .and_then(|()| laws::check_no_leak(form, &mut rng, 2))
            .and_then(|()| laws::check_seen_moves(form))
            .and_then(|()| laws::check_chance_draws(form, 200, 1));
        assert_eq!(checked, Ok(()), "{form}");
    }
}

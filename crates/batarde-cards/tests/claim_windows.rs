//! La Bâtarde in turn-based form (`abstract_game::claims::ClaimWindows`): the méchoune and choune windows
//! asked seat by seat, for frameworks in which only the seat on turn acts. The laws on random reachable
//! states of every preset (3-7 seats) and of single hands, the documented action space and tensor length, a
//! hand played through the windows, and an exhaustive check that a small hand reaches the same states.
#![cfg(feature = "proptest")]

mod common;

use abstract_game::claims::{ClaimMove, ClaimWindows};
use abstract_game::laws::{
    check_action_index, check_chance_draws, check_hash, check_hidden, check_no_leak, check_observation,
    check_position_notation, check_state, check_undo, check_undo_hash, random_walk,
};
use abstract_game::{ActionIndex, Game, ObservationTensor, PlayerId, Status, Xoshiro256};
use batarde_cards::strategy::{new_hand, rules};
use batarde_cards::{Hand, Match, Move, Rules};
use common::{dealt, seat};
use proptest::prelude::*;
use std::collections::HashSet;

fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn all_laws<G>(game: &G, start: &G, seed: u64) -> Result<(), TestCaseError>
where
    G: abstract_game::Undo
        + abstract_game::ZobristHash
        + abstract_game::HiddenInformation
        + ActionIndex
        + ObservationTensor
        + Eq
        + core::fmt::Display
        + core::str::FromStr,
    G::Err: core::fmt::Debug,
{
    check_state(game)?;
    check_undo(game)?;
    check_hash(game)?;
    check_undo_hash(game)?;
    check_action_index(game)?;
    check_observation(game, start.observation_shape())?;
    check_no_leak(game, &mut Xoshiro256::seed_from_u64(seed), 3)?;
    // Across every action and chance outcome, a seat sees the same in every state it could not tell apart
    // (nothing excused: in the turn-based form too, a card is shown only by being played).
    abstract_game::laws::check_transition_tensor(game, &mut Xoshiro256::seed_from_u64(seed), 2, |_| ())?;
    check_chance_draws(game, 2000, seed)?;
    abstract_game::laws::check_seen_moves(game)?;
    check_hidden(game, &mut Xoshiro256::seed_from_u64(seed))?;
    check_position_notation(game)?;
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(64), ..ProptestConfig::default() })]

    #[test]
    fn laws_hold_for_whole_games_in_turn_based_form(
        (start, game) in rules().prop_flat_map(|rules| {
            let start = ClaimWindows::new(Match::start(rules));
            (Just(start.clone()), random_walk(start, 900))
        }),
        seed in any::<u64>(),
    ) {
        all_laws(&game, &start, seed)?;
    }

    #[test]
    fn laws_hold_for_hands_of_3_to_7_players_in_turn_based_form(
        (start, hand) in new_hand().prop_flat_map(|hand| {
            let start = ClaimWindows::new(hand);
            (Just(start.clone()), random_walk(start, 500))
        }),
        seed in any::<u64>(),
    ) {
        all_laws(&hand, &start, seed)?;
    }
}

#[test]
fn the_action_space_is_the_games_and_pass_is_its_last_index() {
    // The crate README's `num_actions` per preset, plus one for `pass`.
    for (preset, actions) in [("4p", 152), ("3p", 162), ("5p", 354), ("6p", 342), ("7p", 332)] {
        let form = ClaimWindows::new(Match::start(Rules::from_preset(preset).unwrap()));
        assert_eq!(form.num_actions(), actions + 1, "{preset}");
        assert_eq!(form.action_index(ClaimMove::Pass), actions, "{preset}");
    }
}

#[test]
fn the_tensor_adds_the_window_to_the_games_tensor() {
    // The crate README's tensor lengths, plus 1 + 2 x players.
    for (preset, len, players) in
        [("4p", 313, 4), ("3p", 266, 3), ("5p", 648, 5), ("6p", 731, 6), ("7p", 814, 7)]
    {
        let form = ClaimWindows::new(Match::start(Rules::from_preset(preset).unwrap()));
        assert_eq!(form.observation_shape().dims(), &[len + 1 + 2 * players], "{preset}");
    }
}

fn texts(form: &ClaimWindows<Hand>) -> Vec<String> {
    form.legal_moves().iter().map(ToString::to_string).collect()
}

fn play(form: &mut ClaimWindows<Hand>, moves: &str) {
    for text in moves.split(',') {
        let mv = form.parse_move(text).unwrap_or_else(|e| panic!("{text} in {form}: {e}"));
        form.play(mv).unwrap_or_else(|e| panic!("{text} in {form}: {e}"));
    }
}

#[test]
fn a_seat_mechounes_and_the_mechouned_seat_is_asked_to_choune_before_the_auction_goes_on() {
    // The README's example hand: four players, P4 deals, P1 bids first.
    let hand = dealt(3, &["RS DS CS VS FS", "RH DH CH VH FH", "RD DD CD VD FD", "RC DC CC VC FC"]);
    let mut form = ClaimWindows::new(hand);
    // Nothing stands before the first bid: no window, P1 bids.
    assert_eq!(form.window(), None);
    assert_eq!(form.status(), Status::ToMove(seat(0)));
    play(&mut form, "2S");
    // P1's bid stands: the window asks P2 first (after P1, who bid), then P3, P4; P1 cannot méchoune itself.
    assert_eq!(form.status(), Status::ToMove(seat(1)));
    assert_eq!(texts(&form), ["P2 mechoune P1", "pass"]);
    play(&mut form, "pass");
    assert_eq!(texts(&form), ["P3 mechoune P1", "pass"]);
    play(&mut form, "P3 mechoune P1");
    assert_eq!(form.inner().mechoune(), Some((seat(2), seat(0))));
    // After the claim the window starts after P3: P4 has nothing left (one méchoune a hand), so P1 is asked
    // whether to choune.
    assert_eq!(form.window().map(|w| (w.asked(), w.first())), Some((seat(0), seat(3))));
    assert_eq!(texts(&form), ["P1 choune", "pass"]);
    play(&mut form, "pass");
    // P2's turn goes on: its bids, never a claim.
    assert_eq!(form.window(), None);
    assert_eq!(form.status(), Status::ToMove(seat(1)));
    assert!(texts(&form).iter().all(|t| !t.contains("choune") && t != "pass"));
    play(&mut form, "0S");
    // The choune stays open until the first card: P1 is asked after every move.
    assert_eq!(form.window().map(abstract_game::claims::Window::asked), Some(seat(0)));
    play(&mut form, "P1 choune");
    assert_eq!(form.inner().multiplier(), 4);
    assert_eq!(form.window(), None, "nothing is left to claim");
    assert_eq!(form.status(), Status::ToMove(seat(2)));
}

#[test]
fn out_of_turn_actions_are_refused_outside_their_window() {
    let hand = dealt(3, &["RS DS CS VS FS", "RH DH CH VH FH", "RD DD CD VD FD", "RC DC CC VC FC"]);
    let mut form = ClaimWindows::new(hand);
    play(&mut form, "2S");
    // P2 is asked: P3 may not méchoune before its turn in the window, and P2 may not bid yet.
    for text in ["P3 mechoune P1", "1S"] {
        let refused = form.parse_move(text).unwrap_err().to_string();
        assert!(refused.contains("a claim window is open: P2 may"), "{text}: {refused}");
    }
    let p3 = PlayerId::from_const(2);
    let mechoune = ClaimMove::Inner(Move::Mechoune { by: p3, target: seat(0) });
    assert!(form.play_as(p3, mechoune).is_err());
}

#[test]
fn random_turn_based_games_mechoune_and_end() {
    // Random moves of the seat on turn only (what OpenSpiel and PettingZoo ask) reach the doublings now.
    let mut rng = Xoshiro256::seed_from_u64(25);
    let (mut mechounes, mut chounes) = (0, 0);
    for preset in ["3p", "4p", "7p"] {
        for _ in 0..4 {
            let mut form = ClaimWindows::new(Match::start(Rules::from_preset(preset).unwrap()));
            let mut plies = 0;
            while let Some(mv) = abstract_game::random_move(&form, &mut rng) {
                match mv {
                    ClaimMove::Inner(Move::Mechoune { .. }) => mechounes += 1,
                    ClaimMove::Inner(Move::Choune(_)) => chounes += 1,
                    _ => {}
                }
                form.play_unchecked(mv);
                plies += 1;
                assert!(plies < 100_000, "{preset}: no end");
            }
            assert!(form.outcome().is_some(), "{preset}");
        }
    }
    assert!(mechounes > 0 && chounes > 0, "{mechounes} méchounes, {chounes} chounes");
}

/// Every state reachable from `root`, following the moves listed for the seat on turn (or nature) and, with
/// `out_of_turn`, every seat's `legal_moves_of`.
fn reachable<G: Game + Eq + core::hash::Hash>(root: &G, out_of_turn: bool) -> HashSet<G> {
    let mut seen = HashSet::from([root.clone()]);
    let mut frontier = vec![root.clone()];
    let mut of_seat = G::MoveList::default();
    while let Some(state) = frontier.pop() {
        let mut moves: Vec<G::Move> = state.legal_moves().to_vec();
        if out_of_turn {
            for s in PlayerId::all(state.num_players()) {
                state.legal_moves_of(s, &mut of_seat);
                moves.extend(of_seat.iter().copied());
            }
        }
        for mv in moves {
            let mut child = state.clone();
            child.play_unchecked(mv);
            if seen.insert(child.clone()) {
                frontier.push(child);
            }
        }
    }
    seen
}

#[test]
fn the_turn_based_form_reaches_exactly_the_hands_of_the_game() {
    // A whole three-player hand of two cards each, every auction, méchoune and choune explored: the hands
    // the turn-based form reaches are exactly those of the game with its out-of-turn actions (32,611).
    let hand = dealt(2, &["RS DH", "RH DD", "RD DS"]);
    let original = reachable(&hand, true);
    let forms = reachable(&ClaimWindows::new(hand), false);
    let reached: HashSet<Hand> = forms.iter().map(|f| *f.inner()).collect();
    assert!(original.iter().any(|h| h.multiplier() == 4), "chounes are explored");
    assert_eq!(reached.len(), original.len(), "{} hands", original.len());
    assert!(reached == original);
    // Without the windows, the seat on turn alone never doubles.
    assert!(reachable(&hand, false).iter().all(|h| h.multiplier() == 1));
}

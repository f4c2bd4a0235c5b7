//! ISMCTS never reads the hidden state, plays sensibly, survives many games; out-of-turn actions.
#![allow(clippy::float_cmp, clippy::cast_precision_loss, clippy::bool_to_int_with_if, clippy::match_bool)]

mod toys;

use abstract_game::{Game, HiddenInformation, PlayerId, Xoshiro256, random_move};
use game_search::{Budget, Ismcts, IsmctsConfig, OutOfTurnConfig, SearchError, ismcts, out_of_turn_action};
use toys::claim::{Claim, ClaimMove};
use toys::high_card::{HcMove, HighCard};

fn dealt(seat0: u8, seat1: u8) -> HighCard {
    let mut g = HighCard::new();
    g.play(HcMove::Deal(seat0)).unwrap();
    g.play(HcMove::Deal(seat1)).unwrap();
    g
}

const SEAT0: PlayerId = PlayerId::from_const(0);
const SEAT1: PlayerId = PlayerId::from_const(1);

#[test]
fn two_states_with_the_same_observation_give_the_same_search() {
    // Seat 0 holds a 2 in both; seat 1's hidden card differs (1 or 3).
    let (a, b) = (dealt(2, 1), dealt(2, 3));
    assert_ne!(a, b);
    assert_eq!(a.observe(SEAT0), b.observe(SEAT0));
    let config = IsmctsConfig::default().with_seed(11);
    let mut search = Ismcts::<HighCard>::with_rollouts(config).unwrap();
    let from_a = search.search(&a.observe(SEAT0), SEAT0, Budget::Iterations(500)).unwrap();
    let from_b = search.search(&b.observe(SEAT0), SEAT0, Budget::Iterations(500)).unwrap();
    assert_eq!(from_a.children, from_b.children);
    assert_eq!(from_a.root_value, from_b.root_value);
    let move_a = ismcts::choose_move(&a, SEAT0, Budget::Iterations(500), config);
    let move_b = ismcts::choose_move(&b, SEAT0, Budget::Iterations(500), config);
    assert_eq!(move_a, move_b);
    // Calling with a 2 wins half the time (value 0); folding always loses (-1).
    assert_eq!(move_a, Some(HcMove::Call));
    let call = from_a.children.iter().find(|c| c.mv == HcMove::Call).unwrap();
    assert!(call.value.abs() < 0.15, "{call:?}");
}

#[test]
fn a_search_sees_the_odds_of_its_observation_not_the_truth() {
    // Holding the 3, seat 0 wins every call whatever seat 1 holds.
    let stats = Ismcts::<HighCard>::with_rollouts(IsmctsConfig::default())
        .unwrap()
        .search(&dealt(3, 1).observe(SEAT0), SEAT0, Budget::Iterations(300))
        .unwrap();
    assert_eq!(stats.best_move, Some(HcMove::Call));
    assert!(stats.children.iter().find(|c| c.mv == HcMove::Call).unwrap().value > 0.99);
}

#[test]
fn searching_off_turn_or_after_the_end_is_an_error() {
    let mut search = Ismcts::<HighCard>::with_rollouts(IsmctsConfig::default()).unwrap();
    let state = dealt(2, 1);
    assert_eq!(
        search.search(&state.observe(SEAT1), SEAT1, Budget::Iterations(10)),
        Err(SearchError::NotOnTurn)
    );
    let mut over = state;
    over.play(HcMove::Fold).unwrap();
    assert_eq!(
        search.search(&over.observe(SEAT0), SEAT0, Budget::Iterations(10)),
        Err(SearchError::GameOver)
    );
}

#[test]
fn plays_many_hidden_information_games_to_the_end() {
    let mut rng = Xoshiro256::seed_from_u64(5);
    let mut calls_with_three = 0;
    for game in 0..200u64 {
        let mut state = HighCard::new();
        let mut other = Claim::new();
        while !state.status().is_over() {
            let mv = match state.status() {
                abstract_game::Status::ToMove(seat) => ismcts::choose_move(
                    &state,
                    seat,
                    Budget::Iterations(50),
                    IsmctsConfig::default().with_seed(game),
                )
                .unwrap(),
                _ => random_move(&state, &mut rng).unwrap(),
            };
            state.play(mv).unwrap();
        }
        calls_with_three += usize::from(state.cards[0] == 3 && state.action == Some(HcMove::Call));
        assert!(state.outcome().is_some());
        while !other.status().is_over() {
            let mv = match other.status() {
                abstract_game::Status::ToMove(seat) => {
                    ismcts::choose_move(&other, seat, Budget::Iterations(20), IsmctsConfig::default())
                        .unwrap()
                }
                _ => random_move(&other, &mut rng).unwrap(),
            };
            other.play(mv).unwrap();
        }
    }
    assert!(calls_with_three > 40, "{calls_with_three}");
}

#[test]
fn out_of_turn_claims_only_when_it_pays() {
    // Seat 1 may claim before seat 0 goes: worth +1 with a 4, +1/3 with a 3, -1/3 with a 2, -1 with a 1,
    // against 0 for waiting.
    let config = OutOfTurnConfig::default();
    for (card, expected) in [(4, Some(ClaimMove::Claim)), (3, Some(ClaimMove::Claim)), (2, None), (1, None)] {
        let seat0_card = if card == 1 { 2 } else { 1 };
        let state = Claim::dealt(seat0_card, card);
        let chosen = out_of_turn_action::<Claim>(&state.observe(SEAT1), SEAT1, config).unwrap();
        assert_eq!(chosen, expected, "card {card}");
        // Only the observation counts: another hidden card for seat 0 gives the same answer.
        let other = Claim::dealt(if card == 4 { 3 } else { 4 }, card);
        assert_eq!(out_of_turn_action::<Claim>(&other.observe(SEAT1), SEAT1, config).unwrap(), expected);
    }
    // Seat 0 has no out-of-turn action; after the window closes seat 1 has none either.
    let state = Claim::dealt(4, 1);
    assert_eq!(out_of_turn_action::<Claim>(&state.observe(SEAT0), SEAT0, config).unwrap(), None);
    let mut gone = Claim::dealt(1, 4);
    gone.play(ClaimMove::Go).unwrap();
    assert_eq!(out_of_turn_action::<Claim>(&gone.observe(SEAT1), SEAT1, config).unwrap(), None);
    let bad = OutOfTurnConfig { determinizations: 0, ..config };
    assert!(matches!(
        out_of_turn_action::<Claim>(&state.observe(SEAT1), SEAT1, bad),
        Err(SearchError::InvalidConfig(_))
    ));
}

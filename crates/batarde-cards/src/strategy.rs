//! Proptest strategies (behind the `proptest` feature), so users can property-test their own code against
//! states of this game.

use alloc::vec::Vec;

use abstract_game::{Game, PlayerId};
use proptest::prelude::*;

use crate::card::Card;
use crate::hand::{Hand, MoveList};
use crate::match_play::Match;
use crate::rules::Rules;

/// Any card of the 72.
pub fn card() -> impl Strategy<Value = Card> {
    (0..Card::COUNT).prop_map(|i| Card::from_index(i).unwrap_or_else(|| unreachable!("index below 72")))
}

/// One of the presets of [`Rules::PRESETS`].
pub fn rules() -> impl Strategy<Value = Rules> {
    let all: Vec<Rules> = Rules::PRESETS.iter().filter_map(|p| Rules::from_preset(p.name).ok()).collect();
    proptest::sample::select(all)
}

/// The state reached from `start` by following `choices`: each choice picks among every seat's actions
/// (the moves of the seat on turn or the chance outcomes, then the open méchounes and choune), so the
/// doublings are reached too.
pub fn walk_all_actions(start: &Hand, choices: &[u32]) -> Hand {
    let mut hand = *start;
    let mut moves = MoveList::new();
    for &choice in choices {
        hand.all_actions_into(&mut moves);
        if moves.is_empty() {
            break;
        }
        hand.play_unchecked(moves[choice as usize % moves.len()]);
    }
    hand
}

/// A fresh hand for 3-7 players, with a valid hand size and dealer.
pub fn new_hand() -> impl Strategy<Value = Hand> {
    (3usize..=7).prop_flat_map(|players| {
        let most = (if players >= 5 { 72 } else { 36 } / players).min(crate::hand::MAX_CARDS);
        (Just(players), 1..=most, 0..players).prop_map(|(players, cards, dealer)| {
            let dealer = PlayerId::new(dealer).unwrap_or_default();
            Hand::new(players, cards, dealer).unwrap_or_else(|_| unreachable!("sizes chosen to fit the deck"))
        })
    })
}

/// Hands reachable from a fresh hand of 3-7 players in at most `max_plies` random actions of any seat.
pub fn reachable_hand(max_plies: usize) -> impl Strategy<Value = Hand> {
    (new_hand(), proptest::collection::vec(any::<u32>(), 0..=max_plies))
        .prop_map(|(start, choices)| walk_all_actions(&start, &choices))
}

/// Whole games under any preset, after at most `max_plies` random moves of the seat on turn.
pub fn reachable_match(max_plies: usize) -> impl Strategy<Value = Match> {
    rules().prop_flat_map(move |rules| {
        let start = Match::start(rules);
        abstract_game::laws::random_walk(start, max_plies)
    })
}

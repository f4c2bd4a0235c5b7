//! Helpers shared by the integration tests.
#![allow(dead_code, unreachable_pub)]

use abstract_game::{Game, PlayerId};
use batarde_cards::{Card, CardSet, Hand};

pub fn card(text: &str) -> Card {
    text.parse().unwrap_or_else(|e| panic!("{text}: {e}"))
}

pub fn set(text: &str) -> CardSet {
    text.split_whitespace().map(card).collect()
}

pub fn seat(index: u8) -> PlayerId {
    PlayerId::from_const(index)
}

/// A hand dealt with these cards (seat by seat, P1 first), ready for the auction.
pub fn dealt(dealer: u8, hands: &[&str]) -> Hand {
    let sets: Vec<CardSet> = hands.iter().map(|h| set(h)).collect();
    Hand::from_deal(hands.len(), seat(dealer), &sets).unwrap()
}

/// Plays moves of the seat on turn, in notation.
pub fn play(hand: &mut Hand, moves: &str) {
    for text in moves.split_whitespace() {
        let mv = hand.parse_move(text).unwrap_or_else(|e| panic!("{text}: {e}"));
        hand.play(mv).unwrap_or_else(|e| panic!("{text} in {hand}: {e}"));
    }
}

/// Whether the seat on turn may make this move (read as notation alone: the state's `parse_move` refuses
/// illegal moves).
pub fn legal(hand: &Hand, text: &str) -> bool {
    let mv = batarde_cards::parse_move(text, hand.players(), hand.two_packs()).unwrap();
    hand.legal_moves().contains(&mv)
}

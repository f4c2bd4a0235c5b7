#![no_main]
//! Fuzz `batarde-cards`: every parser (cards, bids, moves, hand and match strings) on arbitrary text, and
//! arbitrary action sequences (any seat, on turn or out of turn, through the checked `play_as`) on hands of
//! 3-7 players, checking card conservation, the incremental hash and the notation round-trip as it goes.

use abstract_game::{Game, HiddenInformation, PlayerId, Xoshiro256, ZobristHash};
use batarde_cards::{Bid, Card, CardSet, Hand, Match, MoveList};
use libfuzzer_sys::fuzz_target;

fn check(hand: &Hand) {
    let mut all = hand.stock() | hand.played();
    let mut count = all.len();
    for s in PlayerId::all(hand.players()) {
        all |= hand.hand_of(s);
        count += hand.hand_of(s).len();
    }
    assert_eq!(all, hand.deck());
    assert_eq!(count, hand.deck().len(), "a card in two places");
    assert_eq!(hand.zobrist(), hand.zobrist_from_scratch());
    let text = hand.to_string();
    assert_eq!(text.parse::<Hand>().as_ref(), Ok(hand), "{text}");
}

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = core::str::from_utf8(data) {
        let _ = text.parse::<Card>();
        let _ = text.parse::<Bid>();
        let _ = batarde_cards::parse_move(text, 7, true);
        if let Ok(hand) = text.parse::<Hand>() {
            check(&hand);
        }
        if let Ok(game) = text.parse::<Match>() {
            assert_eq!(game.to_string().parse::<Match>().as_ref(), Ok(&game));
        }
    }
    let [players, cards, dealer, rest @ ..] = data else { return };
    let players = 3 + usize::from(*players) % 5;
    let most = (if players >= 5 { 72 } else { 36 } / players).min(14);
    let cards = 1 + usize::from(*cards) % most;
    let Ok(mut hand) = Hand::new(players, cards, PlayerId::new(usize::from(*dealer) % players).unwrap())
    else {
        return;
    };
    let mut moves = MoveList::new();
    for pair in rest.chunks(2) {
        if hand.status().is_over() {
            break;
        }
        let seat = PlayerId::new(usize::from(pair[0]) % players).unwrap();
        let choice = usize::from(*pair.get(1).unwrap_or(&0));
        if hand.status().is_chance() {
            hand.legal_moves_into(&mut moves);
            hand.play(moves[choice % moves.len()]).unwrap();
        } else {
            hand.legal_moves_of(seat, &mut moves);
            if moves.is_empty() {
                // Nothing for this seat: a refusal, never a panic, and the state is unchanged.
                let before = hand;
                let on_turn = hand.legal_moves();
                assert!(hand.play_as(seat, on_turn[choice % on_turn.len()]).is_err());
                assert_eq!(hand, before);
                continue;
            }
            hand.play_as(seat, moves[choice % moves.len()]).unwrap();
        }
        check(&hand);
    }
    let observer = PlayerId::new(usize::from(*dealer) % players).unwrap();
    let sample =
        Hand::sample_consistent(&hand.observe(observer), &mut Xoshiro256::seed_from_u64(data.len() as u64))
            .expect("a real state's observation is consistent");
    assert_eq!(sample.observe(observer), hand.observe(observer));
    let _ = CardSet::EMPTY;
});

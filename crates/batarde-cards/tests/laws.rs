//! Property tests: the `abstract_game` laws on random reachable states for 3-7 players (doublings
//! included), card conservation, tricks summing to the hand size, notation round-trips.
//!
//! Needs the `proptest` feature (for `batarde_cards::strategy`).
#![cfg(feature = "proptest")]

mod common;

use abstract_game::laws::{
    check_hash, check_hidden, check_position_notation, check_state, check_undo, check_undo_hash,
};
use abstract_game::{Game, HiddenInformation, PlayerId, Status, Xoshiro256, random_index};
use batarde_cards::strategy::{reachable_hand, reachable_match};
use batarde_cards::{Card, CardSet, Hand, Match, MoveList, Phase};
use proptest::prelude::*;

/// Every card of the deck is in exactly one place: a hand, the trick on the table, a finished trick, or the
/// stock of undealt cards.
fn conserved(hand: &Hand) -> Result<(), TestCaseError> {
    let mut seen = CardSet::EMPTY;
    let mut places = Vec::new();
    for s in PlayerId::all(hand.players()) {
        places.push(hand.hand_of(s));
    }
    places.push(hand.trick().iter().copied().collect());
    places.push(hand.gone());
    places.push(hand.stock());
    for place in places {
        prop_assert!(place.is_disjoint(seen), "a card in two places in {hand}");
        seen |= place;
    }
    prop_assert_eq!(seen, hand.deck(), "a card in no place");
    let won: usize = PlayerId::all(hand.players()).map(|s| hand.tricks_won(s)).sum();
    prop_assert_eq!(won, hand.tricks_played());
    if hand.phase() == Phase::Over {
        prop_assert_eq!(won, hand.cards_per_player());
    }
    Ok(())
}

/// The number of cases: `default`, or `PROPTEST_CASES` from the environment for a longer (release) run.
fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

fn all_laws(hand: &Hand, seed: u64) -> Result<(), TestCaseError> {
    check_state(hand)?;
    check_undo(hand)?;
    check_hash(hand)?;
    check_undo_hash(hand)?;
    check_hidden(hand, &mut Xoshiro256::seed_from_u64(seed))?;
    check_position_notation(hand)?;
    abstract_game::laws::check_action_index(hand)?;
    let start = Hand::new(hand.players(), hand.cards_per_player(), hand.dealer()).unwrap();
    abstract_game::laws::check_observation(
        hand,
        abstract_game::ObservationTensor::observation_shape(&start),
    )?;
    abstract_game::laws::check_no_leak(hand, &mut Xoshiro256::seed_from_u64(seed), 3)?;
    // Across every action (any seat's, out-of-turn ones included) and every chance outcome, a seat sees
    // the same in every state it could not tell apart. Nothing is excused: a card is shown only by being
    // played, which is the same action in both states.
    abstract_game::laws::check_transition_tensor(hand, &mut Xoshiro256::seed_from_u64(seed), 2, |_| ())?;
    abstract_game::laws::check_chance_draws(hand, 2000, seed)?;
    // A deal is shown only to its receiver; what the history shows a seat is what it can tell apart.
    abstract_game::laws::check_seen_moves(hand)?;
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(96), ..ProptestConfig::default() })]

    #[test]
    fn laws_hold_for_hands_of_3_to_7_players(hand in reachable_hand(400), seed in any::<u64>()) {
        all_laws(&hand, seed)?;
        conserved(&hand)?;
    }

    #[test]
    fn laws_hold_for_whole_games(game in reachable_match(600), seed in any::<u64>()) {
        check_state(&game)?;
        check_undo(&game)?;
        check_hash(&game)?;
        check_undo_hash(&game)?;
        abstract_game::laws::check_action_index(&game)?;
        let start = Match::start(game.rules());
        abstract_game::laws::check_observation(&game, abstract_game::ObservationTensor::observation_shape(&start))?;
        abstract_game::laws::check_no_leak(&game, &mut Xoshiro256::seed_from_u64(seed), 3)?;
        abstract_game::laws::check_transition_tensor(&game, &mut Xoshiro256::seed_from_u64(seed), 2, |_| ())?;
        abstract_game::laws::check_chance_draws(&game, 2000, seed)?;
        abstract_game::laws::check_seen_moves(&game)?;
        check_hidden(&game, &mut Xoshiro256::seed_from_u64(seed))?;
        check_position_notation(&game)?;
    }

    #[test]
    fn every_card_is_in_exactly_one_place_at_every_moment(start in batarde_cards::strategy::new_hand(), seed in any::<u64>()) {
        let mut hand = start;
        let mut rng = Xoshiro256::seed_from_u64(seed);
        let mut moves = MoveList::new();
        while hand.status() != Status::Over {
            conserved(&hand)?;
            hand.all_actions_into(&mut moves);
            let mv = moves[random_index(&mut rng, moves.len())];
            hand.play_unchecked(mv);
        }
        conserved(&hand)?;
        prop_assert!(hand.outcome().is_some());
    }

    #[test]
    fn sampled_deals_respect_revealed_absences(hand in reachable_hand(300), seed in any::<u64>()) {
        let mut rng = Xoshiro256::seed_from_u64(seed);
        for s in PlayerId::all(hand.players()) {
            let obs = hand.observe(s);
            let sample = Hand::sample_consistent(&obs, &mut rng).unwrap();
            prop_assert_eq!(sample.hand_of(s), hand.hand_of(s));
            for other in PlayerId::all(hand.players()) {
                prop_assert!(sample.hand_of(other).is_disjoint(sample.known_absent(other)));
                prop_assert_eq!(sample.hand_of(other).len(), hand.hand_of(other).len());
            }
            conserved(&sample)?;
        }
    }

    #[test]
    fn card_notation_round_trips(index in 0..Card::COUNT) {
        let card = Card::from_index(index).unwrap();
        prop_assert_eq!(card.to_string().parse::<Card>(), Ok(card));
    }

    #[test]
    fn parsers_never_panic(text in "\\PC{0,80}") {
        let _ = text.parse::<Hand>();
        let _ = text.parse::<Match>();
        let _ = text.parse::<Card>();
        let _ = text.parse::<batarde_cards::Bid>();
        let _ = batarde_cards::parse_move(&text, 5, true);
    }
}

#[test]
fn observation_hides_other_hands() {
    let mut hand = Hand::new(4, 7, PlayerId::from_const(0)).unwrap();
    let mut rng = Xoshiro256::seed_from_u64(5);
    while hand.status().is_chance() {
        let mv = abstract_game::sample_chance(&hand, &mut rng).unwrap();
        hand.play(mv).unwrap();
    }
    let me = PlayerId::from_const(2);
    let obs = hand.observe(me);
    assert_eq!(obs.own_hand(), hand.hand_of(me));
    assert!(obs.public().hand_of(PlayerId::from_const(0)).is_empty());
    assert_eq!(obs.hand_size_of(PlayerId::from_const(0)), 7);
    assert_eq!(obs.unseen().len(), 36 - 7);
    let view = hand.pretty_for(me);
    assert!(view.contains("[7 hidden]"));
    for card in hand.hand_of(PlayerId::from_const(0)) {
        assert!(!view.contains(&format!(" {card} ")), "{view}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(64), ..ProptestConfig::default() })]

    #[test]
    fn fast_random_moves_are_legal_and_cover_the_list(hand in reachable_hand(300), seed in any::<u64>()) {
        let mut rng = Xoshiro256::seed_from_u64(seed);
        let legal = hand.legal_moves();
        let mut seen = std::collections::HashSet::new();
        for _ in 0..(legal.len() * 12).max(1) {
            match hand.random_legal_move(&mut rng) {
                Some(mv) => {
                    prop_assert!(legal.contains(&mv), "{mv} not legal in {hand}");
                    seen.insert(mv);
                }
                None => prop_assert!(legal.is_empty()),
            }
        }
        // With 12 draws per move, missing one has odds around e^-12 per move: a miss means a gap.
        prop_assert!(legal.len() <= 3 || seen.len() * 10 >= legal.len() * 9, "{} of {} seen", seen.len(), legal.len());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(64), ..ProptestConfig::default() })]

    #[test]
    fn fast_random_play_keeps_the_hand_consistent(hand in reachable_hand(120), seed in any::<u64>()) {
        let mut hand = hand;
        let mut rng = Xoshiro256::seed_from_u64(seed);
        hand.play_random(&mut rng);
        prop_assert_eq!(hand.phase(), Phase::Over);
        prop_assert_eq!(abstract_game::ZobristHash::zobrist(&hand), abstract_game::ZobristHash::zobrist_from_scratch(&hand));
        conserved(&hand)?;
        check_position_notation(&hand)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(128), ..ProptestConfig::default() })]

    /// `Hand::play_random` (whole tricks at a time, net hash updates) reaches exactly the state that playing
    /// `Hand::random_legal_move` move by move reaches with the same random stream, once the deal is done.
    #[test]
    fn fast_random_play_matches_move_by_move(hand in reachable_hand(300), seed in any::<u64>()) {
        let mut hand = hand;
        let mut rng = Xoshiro256::seed_from_u64(seed ^ 0x5eed);
        while hand.phase() == Phase::Deal {
            let mv = hand.random_legal_move(&mut rng).unwrap();
            hand.play(mv).unwrap();
        }
        let mut fast = hand;
        let fast_plies = fast.play_random(&mut Xoshiro256::seed_from_u64(seed));
        let mut slow = hand;
        let mut slow_plies = 0;
        let mut rng = Xoshiro256::seed_from_u64(seed);
        while let Some(mv) = slow.random_legal_move(&mut rng) {
            prop_assert!(slow.legal_moves().contains(&mv), "{mv} not legal in {slow}");
            slow.play(mv).unwrap();
            slow_plies += 1;
        }
        prop_assert_eq!(fast_plies, slow_plies);
        prop_assert_eq!(fast, slow);
        prop_assert_eq!(abstract_game::ZobristHash::zobrist(&fast), abstract_game::ZobristHash::zobrist_from_scratch(&fast));
    }
}

//! The learning interface: action spaces per table (sizes, hand-computed indices), the observation tensor
//! group by group on a hand-made hand (expected values written by hand), and its secrecy: a seat's tensor,
//! and its legal moves on turn, are the same in every state sampled from its observation.
#![allow(clippy::float_cmp, reason = "the expected values are the exact quotients the encoding computes")]

mod common;

use abstract_game::{ActionIndex, Game, HiddenInformation, ObservationTensor, PlayerId, Status, Xoshiro256};
use batarde_cards::{Hand, Match, Move, Rules};
use common::{dealt, play, seat};

#[test]
fn action_space_sizes_per_preset() {
    let sizes: Vec<(&str, usize)> = Rules::PRESETS
        .iter()
        .map(|p| (p.name, Match::start(Rules::from_preset(p.name).unwrap()).num_actions()))
        .collect();
    // 4p: 4 dealers + 36 deals + 10 x 6 bids + 36 cards + 4 x 3 méchounes + 4 chounes.
    assert_eq!(sizes, [("4p", 152), ("3p", 162), ("5p", 354), ("6p", 342), ("7p", 332)]);
    assert_eq!(Hand::new(4, 7, seat(0)).unwrap().num_actions(), 36 + 8 * 6 + 36 + 12 + 4);
}

#[test]
fn action_indices_by_hand() {
    let game = Match::start(Rules::from_preset("5p").unwrap());
    // 5p: draw 0..5, deal 5..77, bids 77..257 ((tricks x 6 + strength) x 2 + pack), play 257..329,
    // méchounes 329..349, chounes 349..354.
    assert_eq!(game.action_index(Move::DrawDealer(seat(3))), 3);
    assert_eq!(game.action_index(Move::Deal("RS".parse().unwrap())), 5);
    assert_eq!(game.action_index(Move::Bid("4S*".parse().unwrap())), 77 + (4 * 6 + 4) * 2 + 1);
    assert_eq!(game.action_index(Move::Play("CatC*".parse().unwrap())), 257 + 71);
    assert_eq!(game.action_index(Move::Mechoune { by: seat(2), target: seat(4) }), 329 + 2 * 4 + 3);
    assert_eq!(game.action_index(Move::Choune(seat(1))), 350);
    assert_eq!(game.action_from_index(3), Some(Move::DrawDealer(seat(3))));
    assert_eq!(game.action_from_index(5), None); // no card is dealt before the dealer is drawn
}

/// The README's hand: P4 deals five cards each; P1 bids 2S, P3 méchounes it, the others bid 0S 1S 1S; P1
/// leads the King of Spades, P2 (no Spades) discards the King of Hearts. P3 to play.
fn hand_made() -> Hand {
    let mut hand = dealt(3, &["RS DS CS VS FS", "RH DH CH VH FH", "RD DD CD VD FD", "RC DC CC VC FC"]);
    play(&mut hand, "2S");
    hand.play_as(seat(2), Move::Mechoune { by: seat(2), target: seat(0) }).unwrap();
    play(&mut hand, "0S 1S 1S RS RH");
    hand
}

/// The tensor of P2 (seat 1) for the hand above, and the index where each group starts: 4 seats, 36 cards.
fn p2_view() -> Vec<f32> {
    let t = hand_made().observation_tensor(seat(1));
    assert_eq!(t.len(), 307);
    t
}

fn ones(t: &[f32], range: core::ops::Range<usize>) -> Vec<usize> {
    t[range.clone()].iter().enumerate().filter(|(_, v)| **v == 1.0).map(|(i, _)| range.start + i).collect()
}

#[test]
fn own_hand_group() {
    // DH CH VH FH: Hearts (suit 1) x 9 + Queen 1, Knight 2, Jack 3, Fool 4.
    assert_eq!(ones(&p2_view(), 0..36), [10, 11, 12, 13]);
}

#[test]
fn trick_group() {
    // One value per card, (r + 1) / 4: P1 (r = 3 from P2) played RS (0), P2 (r = 0) played RH (9).
    let t = p2_view();
    assert_eq!(t[36], 1.0);
    assert_eq!(t[36 + 9], 0.25);
    assert_eq!(t[36..72].iter().filter(|&&v| v != 0.0).count(), 2);
}

#[test]
fn finished_tricks_group() {
    assert!(ones(&p2_view(), 72..108).is_empty());
}

#[test]
fn known_absent_group() {
    // P2 failed to follow the trump suit: it holds no Spades (0..9), seen by everyone.
    assert_eq!(ones(&p2_view(), 108..252), (108..117).collect::<Vec<_>>());
}

#[test]
fn hand_size_and_bid_groups() {
    let t = p2_view();
    // Sizes from P2: P2 4, P3 5, P4 5, P1 4 (/ 14).
    assert_eq!(&t[252..256], &[4.0 / 14.0, 5.0 / 14.0, 5.0 / 14.0, 4.0 / 14.0]);
    // Bids from P2: P2 0, P3 1, P4 1, P1 2.
    assert_eq!(&t[256..264], &[1.0, 0.0, 1.0, 1.0 / 14.0, 1.0, 1.0 / 14.0, 1.0, 2.0 / 14.0]);
}

#[test]
fn contract_and_doubling_groups() {
    let t = p2_view();
    // Spades: strength 4; the simple pack wins ties.
    assert_eq!(&t[264..271], &[0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0]);
    // Méchoune by P3 (r = 1) on P1 (r = 3), no choune.
    assert_eq!(&t[271..280], &[0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0]);
}

#[test]
fn tricks_won_and_phase_groups() {
    let t = p2_view();
    assert_eq!(&t[280..284], &[0.0; 4]);
    assert_eq!(&t[284..288], &[0.0, 0.0, 1.0, 0.0]); // play
}

#[test]
fn seat_groups() {
    let t = p2_view();
    // To act P3 (r = 1); leader P1 (r = 3); dealer P4 (r = 2); winning the trick P1 (r = 3).
    assert_eq!(ones(&t, 288..304), [289, 295, 298, 303]);
    // 5 cards each / 14, no trick finished, 20 cards dealt / 72.
    assert_eq!(&t[304..307], &[5.0 / 14.0, 0.0, 20.0 / 72.0]);
}

#[test]
fn match_group() {
    let rules = Rules::from_preset("4p").unwrap().with_first_dealer(seat(3)).unwrap();
    let game = Match::start(rules);
    let t = game.observation_tensor(seat(0));
    assert_eq!(t.len(), 313);
    // Totals 0, first hand, no draw (the dealer is given).
    assert_eq!(&t[307..], &[0.0; 6]);
    assert_eq!(Match::start(Rules::default()).observation_tensor(seat(0))[312], 1.0);
}

#[test]
fn tensor_lengths_per_preset() {
    let lengths: Vec<usize> = Rules::PRESETS
        .iter()
        .map(|p| Match::start(Rules::from_preset(p.name).unwrap()).observation_shape().len())
        .collect();
    assert_eq!(lengths, [313, 266, 648, 731, 814]);
}

#[test]
fn a_wrong_buffer_is_a_typed_error() {
    let hand = hand_made();
    assert!(hand.write_observation(seat(0), &mut [0.0; 10]).is_err());
}

/// For every seat, states sampled from its observation give it the same tensor and, on turn, the same
/// legal moves; along random games of every preset, doublings included.
#[test]
fn tensors_depend_on_the_observation_only() {
    let mut rng = Xoshiro256::seed_from_u64(99);
    for preset in Rules::PRESETS {
        {
            let mut game = Match::start(Rules::from_preset(preset.name).unwrap());
            let mut moves = batarde_cards::MoveList::new();
            for _ in 0..90 {
                for s in PlayerId::all(game.num_players()) {
                    let observation = game.observe(s);
                    let mine = game.observation_tensor(s);
                    let hand = *game.hand();
                    let hand_tensor = hand.observation_tensor(s);
                    for _ in 0..2 {
                        let sample = Match::sample_consistent(&observation, &mut rng).unwrap();
                        assert_eq!(sample.observation_tensor(s), mine, "{s} in {game}");
                        let sampled_hand = Hand::sample_consistent(&hand.observe(s), &mut rng).unwrap();
                        assert_eq!(sampled_hand.observation_tensor(s), hand_tensor, "{s} in {hand}");
                        if game.status() == Status::ToMove(s) {
                            assert_eq!(sample.legal_moves(), game.legal_moves());
                        }
                        let (mut a, mut b) = (batarde_cards::MoveList::new(), batarde_cards::MoveList::new());
                        sample.legal_moves_of(s, &mut a);
                        game.legal_moves_of(s, &mut b);
                        assert_eq!(a, b, "out-of-turn actions of {s}");
                    }
                }
                hand_step(&mut game, &mut moves, &mut rng);
                if game.status().is_over() {
                    break;
                }
            }
        }
    }
}

/// One random action of any seat (doublings included).
fn hand_step(game: &mut Match, moves: &mut batarde_cards::MoveList, rng: &mut Xoshiro256) {
    let mut all = Vec::new();
    game.legal_moves_into(moves);
    all.extend(moves.iter().copied());
    for s in PlayerId::all(game.num_players()) {
        game.legal_moves_of(s, moves);
        all.extend(moves.iter().copied());
    }
    if let Some(&mv) = all.get(abstract_game::random_index(rng, all.len().max(1))) {
        game.play_unchecked(mv);
    }
}

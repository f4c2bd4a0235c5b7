//! The learning interface: action indices (the laws on random states of every preset, and hand-computed
//! indices), the observation tensors plane group by plane group on hand-made positions (expected values
//! written by hand), and the tarot tensor's secrecy: equal in every state sampled from the seat's
//! observation.
#![allow(clippy::float_cmp, reason = "the expected values are the exact quotients the encoding computes")]

use abstract_game::{
    ActionIndex, Game, HiddenInformation, ObservationTensor, PlayerId, Status, Xoshiro256, laws,
};
use chess4_bastardo::tarot::{Objective as O, TarotGame, TarotRules};
use chess4_bastardo::{GameHistory, Position, Rules, Seat};
use proptest::prelude::*;

fn tensor<G: ObservationTensor>(game: &G, seat: Seat) -> Vec<f32> {
    game.observation_tensor(seat.player_id())
}

/// The 64 values of plane `p`.
fn plane(t: &[f32], p: usize) -> &[f32] {
    &t[p * 64..p * 64 + 64]
}

/// The squares of a plane holding 1.
fn ones(t: &[f32], p: usize) -> Vec<usize> {
    plane(t, p).iter().enumerate().filter(|(_, v)| **v == 1.0).map(|(i, _)| i).collect()
}

fn every_preset() -> Vec<Rules> {
    Rules::PRESETS.iter().map(|p| Rules::from_preset(p.name).unwrap()).collect()
}

// ---- Action index ----

#[test]
fn action_space_sizes_per_preset() {
    let sizes: Vec<usize> = every_preset().iter().map(|&r| Position::start(r).num_actions()).collect();
    // standard, free-promotion (+ 8 files x 4 ways x 3 pieces), short-en-passant, voluntary-pass.
    assert_eq!(sizes, [4097, 4193, 4097, 4097]);
    let tarot = TarotGame::start(TarotRules::standard());
    assert_eq!(tarot.num_actions(), 4210);
    let free = TarotRules::with_base(Rules::from_preset("free-promotion").unwrap());
    assert_eq!(TarotGame::start(free).num_actions(), 4306);
}

#[test]
fn action_indices_by_hand() {
    let mut pos = Position::default();
    // Red's a3f8: from a3 (16), north-east (direction 1) five squares: 16 x 64 + 1 x 7 + 4.
    let a3f8 = pos.parse_move("a3f8").unwrap();
    assert_eq!(pos.action_index(a3f8), 1035);
    assert_eq!(pos.action_from_index(1035), Some(a3f8));
    // Red's knight a2-c3: jump (2, 1), code 56 + 1, from a2 (8).
    assert_eq!(pos.action_index(pos.parse_move("a2c3").unwrap()), 8 * 64 + 57);
    pos.play(a3f8).unwrap();
    // Blue's mirror move h3c8 reads as a3f8 in Blue's frame: the same index.
    assert_eq!(pos.action_index(pos.parse_move("h3c8").unwrap()), 1035);
    assert_eq!(pos.action_index(chess4_bastardo::Move::PASS), 4096);
    // An index naming no legal move decodes to nothing.
    assert_eq!(pos.action_from_index(0), None);
    assert_eq!(pos.action_from_index(4097), None);
}

#[test]
fn under_promotions_have_their_own_indices() {
    // Yellow's pawn on b2 goes south to b1: in Yellow's frame (turned half round) it is g7-g8, file 6.
    let free = "yK7/8/8/8/8/8/1yp6/rK6bK y - g 0,0,0,0 0 promotion=free".parse::<Position>().unwrap();
    let knight = free.parse_move("b2b1=N").unwrap();
    let amazon = free.parse_move("b2b1=A").unwrap();
    assert_eq!(free.action_index(knight), 4097 + (6 * 4) * 3);
    // The Amazon takes the plain code of the step: from g7 (54 in Yellow's frame), north one (direction 0).
    assert_eq!(free.action_index(amazon), 54 * 64);
    assert_eq!(free.action_from_index(54 * 64), Some(amazon));
    assert_eq!(free.action_from_index(4097 + 6 * 4 * 3 + 2), Some(free.parse_move("b2b1=R").unwrap()));
}

#[test]
fn tarot_action_indices_by_hand() {
    let game = TarotGame::start(TarotRules::standard());
    let draw7 = game.parse_move("draw:7").unwrap();
    assert_eq!(game.action_index(draw7), 6);
    assert_eq!(game.action_from_index(6), Some(draw7));
    assert_eq!(game.action_from_index(15), None); // choose: not now
    let dealt = TarotGame::with_objectives(
        Position::default(),
        [&[O::Death], &[O::FivePawns], &[O::SideCorner], &[O::Queen]],
    )
    .unwrap();
    // Red's Death on a2 jumps to e5: 113 + 8 x 64 + 36.
    let jump = dealt.parse_move("a2e5").unwrap();
    assert_eq!(dealt.action_index(jump), 113 + 8 * 64 + 36);
    assert_eq!(dealt.action_from_index(113 + 8 * 64 + 36), Some(jump));
}

fn reachable(max_plies: usize) -> impl Strategy<Value = Position> {
    (proptest::sample::select(every_preset()), proptest::collection::vec(any::<u32>(), 0..=max_plies))
        .prop_map(|(rules, choices)| laws::walk(&Position::start(rules), &choices))
}

fn tarot_rules() -> Vec<TarotRules> {
    let mut all: Vec<TarotRules> =
        TarotRules::PRESETS.iter().map(|p| TarotRules::from_preset(p.name).unwrap()).collect();
    all.push(TarotRules::from_preset("free-promotion").unwrap());
    all
}

fn reachable_tarot(max_plies: usize) -> impl Strategy<Value = TarotGame> {
    (proptest::sample::select(tarot_rules()), proptest::collection::vec(any::<u32>(), 0..=max_plies))
        .prop_map(|(rules, choices)| laws::walk(&TarotGame::start(rules), &choices))
}

/// Every value is finite and in 0..=1, and every seat's tensor has the shape's length.
fn sane<G: ObservationTensor>(game: &G) -> Result<(), TestCaseError> {
    for seat in Seat::ALL {
        let t = tensor(game, seat);
        prop_assert_eq!(t.len(), game.observation_shape().len());
        prop_assert!(
            t.iter().all(|v| (0.0..=1.0).contains(v)),
            "{:?}",
            t.iter().find(|v| !(0.0..=1.0).contains(*v))
        );
    }
    let mut short = vec![0.0; game.observation_shape().len() - 1];
    prop_assert!(game.write_observation(Seat::Red.player_id(), &mut short).is_err());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn action_indices_round_trip_on_positions(pos in reachable(300)) {
        laws::check_action_index(&pos)?;
        laws::check_observation(&pos, Position::start(pos.rules()).observation_shape())?;
        sane(&pos)?;
    }

    #[test]
    fn action_indices_round_trip_on_records(game in laws::random_walk(GameHistory::default(), 120)) {
        laws::check_action_index(&game)?;
        sane(&game)?;
    }

    #[test]
    fn action_indices_round_trip_on_tarot_games(game in reachable_tarot(250), seed in any::<u64>()) {
        laws::check_action_index(&game)?;
        laws::check_observation(&game, TarotGame::start(game.rules()).observation_shape())?;
        laws::check_no_leak(&game, &mut Xoshiro256::seed_from_u64(seed), 3)?;
        sane(&game)?;
    }

    /// The tensor (and, on turn, the legal moves) of each seat is the same in states sampled from its
    /// observation: the tensor shows nothing the observation does not.
    #[test]
    fn tarot_tensor_depends_on_the_observation_only(game in reachable_tarot(250), seed in any::<u64>()) {
        let mut rng = Xoshiro256::seed_from_u64(seed);
        for seat in Seat::ALL {
            let observation = game.observe(seat.player_id());
            let mine = tensor(&game, seat);
            for _ in 0..4 {
                let sample = TarotGame::sample_consistent(&observation, &mut rng).unwrap();
                prop_assert_eq!(&tensor(&sample, seat), &mine, "{} sampled for {:?} from {}", sample, seat, game);
                if game.status() == Status::ToMove(seat.player_id()) {
                    prop_assert_eq!(sample.legal_moves(), game.legal_moves());
                }
            }
        }
    }
}

// ---- Base game planes, by hand ----

#[test]
fn piece_planes_are_relative_to_the_observer() {
    let pos = Position::default();
    let red = tensor(&pos, Seat::Red);
    assert_eq!(pos.observation_shape().dims(), &[29 * 64 + 13]);
    assert_eq!(ones(&red, 0), [3, 10, 17, 24]); // Red's pawns d1 c2 b3 a4
    assert_eq!(ones(&red, 5), [0]); // Red's king a1
    assert_eq!(ones(&red, 6 + 3), [5]); // Blue's rook f1
    // Yellow sees the board turned: its own pawns (h5 g6 f7 e8) where Red's are, its king on a1.
    let yellow = tensor(&pos, Seat::Yellow);
    assert_eq!(ones(&yellow, 0), [3, 10, 17, 24]);
    assert_eq!(ones(&yellow, 5), [0]);
    // The seat after Yellow is Green: its king a8 (56) turned is h1 (7).
    assert_eq!(ones(&yellow, 6 + 5), [7]);
    // Blue sees its files mirrored: its king h1 on a1, Yellow (next) king h8 on a8.
    let blue = tensor(&pos, Seat::Blue);
    assert_eq!(ones(&blue, 5), [0]);
    assert_eq!(ones(&blue, 6 + 5), [56]);
}

#[test]
fn unmoved_pawn_plane() {
    let mut pos = Position::default();
    pos.play(pos.parse_move("c2c4").unwrap()).unwrap();
    let red = tensor(&pos, Seat::Red);
    // Red's d1 b3 a4 still may double-step, c2 moved; Blue's e1 f2 g3 h4; Yellow's e8 f7 g6 h5; Green's
    // d8 c7 b6 a5.
    assert_eq!(ones(&red, 24), [3, 4, 13, 17, 22, 24, 31, 32, 39, 41, 46, 50, 53, 59, 60]);
}

#[test]
fn en_passant_planes() {
    let mut pos = Position::default();
    pos.play(pos.parse_move("c2c4").unwrap()).unwrap();
    // Red passed c3 (18).
    assert_eq!(ones(&tensor(&pos, Seat::Red), 25), [18]);
    // For Blue, Red is the seat three after it; c3 mirrored is f3 (21).
    let blue = tensor(&pos, Seat::Blue);
    assert_eq!(ones(&blue, 28), [21]);
    assert!(ones(&blue, 25).is_empty());
}

/// The example game's end (README): Red eliminated, captured 1/1/8/1, Green to move.
const AFTER_RED_OUT: &str =
    "gK2gPyP2yK/gNbBgP2yP1yN/1gP4yP1/gP6yP/7bP/6bP1/1yB3bP1bN/4bPgB1bK g - r 1,1,8,1 0 standard";

#[test]
fn eliminated_planes() {
    let pos: Position = AFTER_RED_OUT.parse().unwrap();
    let green = tensor(&pos, Seat::Green);
    // The scalars start after the 29 planes (1856). For Green, Red is the next seat (r = 1).
    assert_eq!(&green[1856..1860], &[0.0, 1.0, 0.0, 0.0]);
}

#[test]
fn captured_planes() {
    let pos: Position = AFTER_RED_OUT.parse().unwrap();
    let green = tensor(&pos, Seat::Green);
    // Green 1, Red 1, Blue 1, Yellow 8, each / 32.
    assert_eq!(&green[1860..1864], &[1.0 / 32.0, 1.0 / 32.0, 1.0 / 32.0, 0.25]);
}

#[test]
fn clock_plane() {
    let text = chess4_bastardo::notation::START.replace(" 0 standard", " 10 standard");
    let pos: Position = text.parse().unwrap();
    // 10 plies of the 50 rounds x 4 seats = 200.
    assert_eq!(tensor(&pos, Seat::Blue)[1864], 0.05);
}

#[test]
fn side_to_move_planes() {
    let pos: Position = AFTER_RED_OUT.parse().unwrap();
    let green = tensor(&pos, Seat::Green);
    assert_eq!(&green[1865..], &[1.0, 0.0, 0.0, 0.0]);
    let yellow = tensor(&pos, Seat::Yellow);
    // For Yellow, Green is the next seat.
    assert_eq!(&yellow[1865..], &[0.0, 1.0, 0.0, 0.0]);
}

// ---- Tarot groups, by hand ----

fn dealt() -> TarotGame {
    TarotGame::with_objectives(
        Position::default(),
        [&[O::Death], &[O::FivePawns], &[O::SideCorner], &[O::Queen]],
    )
    .unwrap()
}

#[test]
fn tarot_board_part_is_the_base_tensor() {
    let game = dealt();
    let t = tensor(&game, Seat::Blue);
    assert_eq!(t.len(), 2539);
    assert_eq!(&t[..1869], &tensor(game.board(), Seat::Blue)[..]);
}

#[test]
fn tarot_death_planes_show_what_the_seat_knows() {
    let game = dealt();
    // Red's Death is its knight on a2 (8): Red knows, Blue does not (undeclared).
    let red = tensor(&game, Seat::Red);
    assert_eq!(
        red[1869..1869 + 256]
            .iter()
            .enumerate()
            .filter(|(_, v)| **v == 1.0)
            .map(|(i, _)| i)
            .collect::<Vec<_>>(),
        [8]
    );
    assert!(tensor(&game, Seat::Blue)[1869..1869 + 256].iter().all(|&v| v == 0.0));
}

#[test]
fn tarot_seat_groups_show_own_objectives_and_hide_others() {
    let game = dealt();
    let red = tensor(&game, Seat::Red);
    let own = &red[2125..2125 + 98];
    assert_eq!(own[10], 1.0); // stage: done
    assert_eq!(own[13 + 11 * 3], 1.0); // holds Death (objective 11 in card order)
    assert_eq!(own[13 + 11 * 3 + 1], 0.0); // not declared
    assert_eq!(own[55], 0.0); // nothing of its own unknown to it
    // Red's view of Blue (r = 1): one objective it cannot see.
    let blue_seen_by_red = &red[2125 + 98..2125 + 2 * 98];
    assert_eq!(blue_seen_by_red[55], 1.0 / 3.0);
    assert!(blue_seen_by_red[13..55].iter().all(|&v| v == 0.0));
    // Blue sees its own five pawns (objective 4).
    let blue = tensor(&game, Seat::Blue);
    assert_eq!(blue[2125 + 13 + 4 * 3], 1.0);
}

#[test]
fn tarot_table_group() {
    let game = dealt();
    let t = tensor(&game, Seat::Green);
    let table = &t[2517..];
    assert_eq!(table.len(), 22);
    assert_eq!(table[0], 74.0 / 78.0); // four cards dealt
    assert!(table[1..16].iter().all(|&v| v == 0.0)); // nothing public
    assert_eq!(table[16], 0.0); // no alliance
    assert_eq!(table[17], 1.0); // the board game is on
    assert!(table[19..].iter().all(|&v| v == 0.0)); // not over
}

#[test]
fn tensors_do_not_depend_on_the_seat_index_past_the_table() {
    let pos = Position::default();
    assert_eq!(pos.observation_tensor(PlayerId::from_const(0)), tensor(&pos, Seat::Red));
}

//! The learning interface: action indices and observation values on hand-made positions (expected values
//! worked out by hand from the README's tables).
// The tensors hold exact small fractions (1, 1/12, 0.5...), written and compared bit for bit.
#![allow(clippy::float_cmp)]

use abstract_game::{ActionIndex, Game, ObservationTensor};
use siege_paris::{Position, Rules, Side};

#[test]
fn action_indices_follow_the_table() {
    let mut pos = Position::start(Rules::standard());
    assert_eq!(pos.num_actions(), 9401);
    // F1-c9 leaves through F1's gate: 9360 + 0 * 2.
    let exit = pos.parse_move("F1-c9").unwrap();
    assert_eq!(pos.action_index(exit), 9360);
    assert_eq!(pos.action_from_index(9360), Some(exit));
    pos.play(exit).unwrap();
    // b3-c4 (White soldier, b3 = 2 * 12 + 1 = 25, north-east = 1, distance 1): ((25 * 8 + 1) * 3 + 0) * 2.
    let plain = pos.parse_move("b3-c4").unwrap();
    let demand = pos.parse_move("b3-c4!").unwrap();
    assert_eq!(pos.action_index(plain), 1206);
    assert_eq!(pos.action_index(demand), 1207);
    assert_eq!(pos.action_from_index(1207), Some(demand));
    // d1-d2 (White captain, d1 = 3, north = 0, distance 1): ((3 * 8 + 0) * 3 + 0) * 2.
    assert_eq!(pos.action_index(pos.parse_move("d1-d2").unwrap()), 144);
    assert_eq!(pos.action_from_index(9400), None, "no pass here");
    abstract_game::laws::check_action_index(&pos).unwrap();
}

#[test]
fn placements_ring_steps_and_pass_have_fixed_slots() {
    let setup = Position::start(Rules::setup_phase());
    // G@F1: 9376 + 0 * 8 + 0; S@F8: 9376 + 2 * 8 + 7.
    assert_eq!(setup.action_index(setup.parse_move("G@F1").unwrap()), 9376);
    assert_eq!(setup.action_index(setup.parse_move("S@F8").unwrap()), 9399);
    // A Yellow general alone on F1; a soldier of each attacker far away, so that the game is not over.
    let pos: Position =
        "12/s11/12/12/12/12/12/12/12/12/12/12/12/12/S11/12 F:yg,-,-,-,-,-,-,- yw standard 0".parse().unwrap();
    // F1-F2: 9216 + (0 * 8 + 1) * 2; F1-c9: 9360; F1-F8: 9216 + 7 * 2.
    let mut indices: Vec<usize> = pos.legal_moves().iter().map(|&mv| pos.action_index(mv)).collect();
    indices.sort_unstable();
    assert_eq!(indices, [9218, 9230, 9360]);
    assert_eq!(pos.action_index(siege_paris::Move::Pass), 9400);
}

#[test]
fn observation_values_at_the_start_and_after_a_demand() {
    let mut pos = Position::start(Rules::standard());
    assert_eq!(pos.observation_shape().dims(), &[1611]);
    let t = pos.observation_tensor(Side::White.player_id());
    // Side planes 0-2 (Yellow, White, Black), kind planes 3-7 (soldier, general, colonel, captain, lieutenant).
    assert_eq!(t[1536], 1.0, "a Yellow piece (plane 0) on F1");
    assert_eq!(t[1536 + 8 * 4], 1.0, "a general (plane 4) on F1");
    assert_eq!(t[1536 + 3], 1.0, "a Yellow piece on F4");
    assert_eq!(t[1536 + 8 * 5 + 3], 1.0, "a colonel (plane 5) on F4");
    assert_eq!(t[192 + 5], 1.0, "a White piece (plane 1) on f1");
    assert_eq!(t[4 * 192 + 5], 1.0, "a general on f1");
    assert_eq!(t[2 * 192 + 15 * 12 + 5], 1.0, "a Black piece (plane 2) on f16");
    assert_eq!(t[4 * 192 + 15 * 12 + 5], 1.0, "a general on f16");
    assert_eq!(t[192 + 12], 1.0, "a White piece on a2");
    assert_eq!(t[3 * 192 + 12], 1.0, "a soldier (plane 3) on a2");
    assert_eq!(t[2 * 192 + 12], 0.0);
    assert_eq!(t[..192].iter().sum::<f32>(), 0.0, "no Yellow piece on the board");
    assert_eq!(t[192..3 * 192].iter().sum::<f32>(), 36.0, "36 attackers on the board");
    assert_eq!(t[3 * 192..1536].iter().sum::<f32>(), 36.0, "one kind each");
    assert_eq!(t[1536..1544].iter().sum::<f32>(), 8.0, "8 Yellow pieces in the fortress");
    assert_eq!(t[1544..1600].iter().sum::<f32>(), 8.0, "one kind each, and no attacker there");
    assert_eq!(&t[1600..1605], &[0.0, 1.0, 0.0, 0.0, 0.0], "Yellow to move, White next");
    assert_eq!(&t[1605..1611], &[0.0, 0.0, 0.0, 0.0, 1.0, 0.0]);
    pos.play(pos.parse_move("F1-c9").unwrap()).unwrap();
    pos.play(pos.parse_move("b3-c4!").unwrap()).unwrap();
    let t = pos.observation_tensor(Side::Black.player_id());
    assert_eq!(t[1536], 0.0, "the Yellow general left F1");
    assert_eq!(t[1536 + 8 * 4], 0.0);
    assert_eq!(t[8 * 12 + 2], 1.0, "a Yellow piece on c9");
    assert_eq!(t[4 * 192 + 8 * 12 + 2], 1.0, "a general on c9");
    assert_eq!(t[192 + 3 * 12 + 2], 1.0, "a White piece on c4");
    assert_eq!(t[3 * 192 + 3 * 12 + 2], 1.0, "a soldier on c4");
    assert_eq!(&t[1600..1605], &[0.0, 0.0, 0.0, 1.0, 0.0], "Yellow to move, Black next");
    assert_eq!(t[1605], 1.0, "capture demanded");
    assert_eq!(t[1606], 0.0, "White's forward move b3-c4 was progress");
    assert_eq!(&t[1608..1611], &[0.0, 0.0, 1.0]);
    pos.play(pos.parse_move("c9-c10").unwrap()).unwrap();
    let t = pos.observation_tensor(Side::Black.player_id());
    assert_eq!(t[1606], 0.01, "1 turn without progress of 100");
}

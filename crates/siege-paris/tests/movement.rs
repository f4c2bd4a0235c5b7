//! One test per piece and side: how each moves outside the fortress (spec "Moves outside the fortress").

mod common;

use abstract_game::Game;
use board_core::Direction;
use common::*;
use siege_paris::{Loc, Position};

// White general on b13, alone: N b14 b15 b16, NE c14 d15 e16, NW a14 (a15 is off the board... a14 then file
// -1), E c13 d13 e13, W a13. South, south-east and south-west are backward for White.
#[test]
fn attacker_general_slides_one_to_three_squares_forward_or_sideways() {
    let pos = pos(&[("b13", "G")], GENERAL_IN, "w");
    let expected = [
        "b13-b14", "b13-b15", "b13-b16", "b13-c14", "b13-d15", "b13-e16", "b13-a14", "b13-c13", "b13-d13",
        "b13-e13", "b13-a13",
    ];
    assert_eq!(moves_from(&pos, "b13"), sorted(&expected));
}

#[test]
fn attacker_general_moves_only_over_empty_squares() {
    // A Black soldier on b15 stops the slide north after b14; one on d13 stops it east after c13.
    let pos = pos(&[("b13", "G"), ("b15", "s"), ("d13", "s")], GENERAL_IN, "w");
    let list = moves_from(&pos, "b13");
    assert!(list.contains(&"b13-b14".to_string()));
    assert!(!list.iter().any(|m| m == "b13-b15" || m == "b13-b16" || m == "b13-d13" || m == "b13-e13"));
    assert_eq!(list.len(), 11 - 4);
}

// White colonel on e3: north e4 e5, east f3 g3, west d3 c3; never south.
#[test]
fn attacker_colonel_moves_one_or_two_squares_orthogonally() {
    let pos = pos(&[("e3", "C")], GENERAL_IN, "w");
    assert_eq!(moves_from(&pos, "e3"), sorted(&["e3-e4", "e3-e5", "e3-f3", "e3-g3", "e3-d3", "e3-c3"]));
}

#[test]
fn attacker_captain_moves_one_square_orthogonally() {
    let pos = pos(&[("e3", "K")], GENERAL_IN, "w");
    assert_eq!(moves_from(&pos, "e3"), sorted(&["e3-e4", "e3-f3", "e3-d3"]));
}

#[test]
fn attacker_lieutenant_moves_one_or_two_squares_diagonally() {
    let pos = pos(&[("e3", "L")], GENERAL_IN, "w");
    assert_eq!(moves_from(&pos, "e3"), sorted(&["e3-f4", "e3-g5", "e3-d4", "e3-c5"]));
}

#[test]
fn attacker_soldier_moves_one_square_diagonally() {
    let white = pos(&[("e3", "S")], GENERAL_IN, "w");
    assert_eq!(moves_from(&white, "e3"), sorted(&["e3-f4", "e3-d4"]));
    // Black's forward is south.
    let black = pos(&[("e13", "s")], GENERAL_IN, "b");
    assert_eq!(moves_from(&black, "e13"), sorted(&["e13-d12", "e13-f12"]));
}

/// Every move of every attacker kind, for both colours, from an open square: no move has a component
/// towards the mover's own side, in any of the three backward directions.
#[test]
fn attackers_never_move_backward_in_any_direction() {
    for kind in ["G", "C", "K", "L", "S"] {
        for (token, square, turn, forward) in
            [(kind.to_string(), "e3", "w", 1i32), (kind.to_lowercase(), "e13", "b", -1)]
        {
            let pos = pos(&[(square, token.as_str())], GENERAL_IN, turn);
            let from = loc(square);
            for mv in pos.legal_moves().iter().filter(|m| m.from() == Some(from)) {
                let to = mv.to().unwrap().square_index().unwrap() as i32;
                let dr = to / 12 - from.square_index().unwrap() as i32 / 12;
                assert!(dr * forward >= 0, "{token} {mv} moves backward");
            }
            // And each backward direction is really open on the board: the backward variant uses it.
            let back = with_rules(&[(square, token.as_str())], GENERAL_IN, turn, "backward");
            let backward_moves = back
                .legal_moves()
                .iter()
                .filter(|m| m.from() == Some(from))
                .filter(|m| {
                    let to = m.to().unwrap().square_index().unwrap() as i32;
                    (to / 12 - from.square_index().unwrap() as i32 / 12) * forward < 0
                })
                .count();
            assert!(backward_moves > 0, "{token} has no backward move in the variant");
        }
    }
}

#[test]
fn attackers_move_sideways() {
    let pos = pos(&[("e3", "K")], GENERAL_IN, "w");
    let list = moves_from(&pos, "e3");
    assert!(list.contains(&"e3-d3".to_string()) && list.contains(&"e3-f3".to_string()));
}

#[test]
fn backward_variant_three_player_only_or_always() {
    let pieces = [("e3", "K")];
    let has_back = |rules: &str| {
        moves_from(&with_rules(&pieces, GENERAL_IN, "w", rules), "e3").contains(&"e3-e2".into())
    };
    assert!(!has_back("standard"));
    assert!(has_back("backward"));
    assert!(has_back("standard+backward=3p"));
    // "In the three-player game only": not in the two-player form.
    assert!(!has_back("standard+two-player+backward=3p"));
    assert!(has_back("standard+two-player+backward=always"));
}

#[test]
fn attackers_never_capture() {
    // Yellow's general right in front of a White captain, soldier and general: none may move onto it.
    let pos = pos(&[("e4", "yg"), ("e3", "K"), ("d3", "S"), ("f3", "G")], EMPTY, "w");
    assert!(pos.legal_moves().iter().all(|m| m.to() != Some(loc("e4"))));
    assert!(pos.legal_moves().iter().all(|m| !m.is_capture()));
}

#[test]
fn attackers_do_not_cross_the_fortress_block() {
    // White colonel on e5: north would be e6, a removed square; a general on c5 cannot slide NE through d6.
    let pos = pos(&[("e5", "C"), ("c5", "G")], GENERAL_IN, "w");
    assert!(!moves_from(&pos, "e5").iter().any(|m| m.starts_with("e5-e")));
    assert!(!moves_from(&pos, "c5").iter().any(|m| m == "c5-d6" || m == "c5-e7"));
    let removed = pos.rules().fortress().removed();
    assert_eq!(removed.count(), 36);
    for mv in &pos.legal_moves() {
        if let Some(index) = mv.to().and_then(Loc::square_index) {
            assert!(!removed.contains(index));
        }
    }
}

#[test]
fn yellow_general_steps_one_square_in_any_direction() {
    let pos = pos(&[("e3", "yg")], EMPTY, "yw");
    let expected = ["e3-d2", "e3-d3", "e3-d4", "e3-e2", "e3-e4", "e3-f2", "e3-f3", "e3-f4"];
    assert_eq!(moves_from(&pos, "e3"), sorted(&expected));
}

#[test]
fn yellow_colonel_steps_one_square_orthogonally() {
    let pos = pos(&[("e3", "yc")], EMPTY, "yw");
    assert_eq!(moves_from(&pos, "e3"), sorted(&["e3-e2", "e3-e4", "e3-d3", "e3-f3"]));
}

#[test]
fn yellow_soldier_steps_one_square_diagonally() {
    let pos = pos(&[("e3", "ys")], EMPTY, "yw");
    assert_eq!(moves_from(&pos, "e3"), sorted(&["e3-d2", "e3-d4", "e3-f2", "e3-f4"]));
}

#[test]
fn yellow_moves_backward() {
    // Yellow has no forward: from e13 its soldier goes towards either end.
    let pos = pos(&[("e13", "ys")], EMPTY, "yb");
    assert_eq!(moves_from(&pos, "e13"), sorted(&["e13-d12", "e13-d14", "e13-f12", "e13-f14"]));
}

#[test]
fn every_direction_is_covered_by_the_general() {
    // Guard for the tables above: the eight compass steps from e3 are the general's eight moves.
    let pos = pos(&[("e3", "yg")], EMPTY, "yw");
    let from = loc("e3").square_index().unwrap();
    for dir in Direction::ALL {
        let to = (from as isize + dir.dr() as isize * 12 + dir.df() as isize) as usize;
        let mv = siege_paris::Move::step(loc("e3"), Loc::square(to).unwrap());
        assert!(pos.legal_moves().contains(&mv), "{dir:?}");
    }
    let _ = Position::start(siege_paris::Rules::standard());
}

#[test]
fn turn_order_is_yellow_white_yellow_black() {
    use siege_paris::Side::{Black, White, Yellow};
    let mut pos = Position::start(siege_paris::Rules::standard());
    let mut sides = Vec::new();
    for _ in 0..8 {
        sides.push(pos.side_to_move());
        let mv = pos.legal_moves()[0];
        pos.play(mv).unwrap();
    }
    assert_eq!(sides, [Yellow, White, Yellow, Black, Yellow, White, Yellow, Black]);
}

#[test]
fn two_player_form_has_the_same_seats_and_moves() {
    let three = Position::start(siege_paris::Rules::standard());
    let two = Position::start(siege_paris::Rules::two_player());
    assert_eq!(two.num_players(), 3);
    assert_eq!(abstract_game::perft(&two, 3), abstract_game::perft(&three, 3));
}

#[test]
fn a_custom_fortress_over_the_start_squares_is_refused() {
    use siege_paris::{Fortress, Rules, RulesError};
    let removed = board_core::WideBitboard::EMPTY.with(loc("b1").square_index().unwrap());
    let fortress = Fortress::new(removed, &[], &[]).unwrap();
    let err = Rules::standard().with_fortress(fortress).unwrap_err();
    assert_eq!(err, RulesError::StartOnRemovedSquare(loc("b1")));
}

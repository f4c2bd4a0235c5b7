//! The fortress: gates, segments, the three-soldiers limit, the forced exit, the setup phase, custom
//! geometry.

mod common;

use abstract_game::{Game, perft};
use board_core::{Coord, WideBitboard};
use common::*;
use siege_paris::{Fortress, GeometryError, Point, Position, PositionError, Rules, Turn};

#[test]
fn the_fortress_replaces_the_central_36_squares() {
    let removed = Fortress::RECONSTRUCTED.removed();
    assert_eq!(removed.count(), 36);
    for name in ["d6", "i6", "d11", "i11", "f9"] {
        assert!(removed.contains(loc(name).square_index().unwrap()), "{name}");
    }
    for name in ["c9", "j8", "d5", "d12", "c6"] {
        assert!(!removed.contains(loc(name).square_index().unwrap()), "{name}");
    }
}

#[test]
fn gates_are_the_only_way_in() {
    // A soldier on c10 borders the block but has no gate: it steps only to b11 and b9.
    let pos = pos(&[("c10", "ys")], EMPTY, "yw");
    assert_eq!(moves_from(&pos, "c10"), sorted(&["c10-b11", "c10-b9"]));
    // On c9, the general enters F1 (its gate point) and no other point.
    let pos = common::pos(&[("c9", "yg")], EMPTY, "yw");
    let list = moves_from(&pos, "c9");
    assert!(list.contains(&"c9-F1".to_string()));
    assert_eq!(list.iter().filter(|m| m.contains('F')).count(), 1);
}

#[test]
fn each_gate_joins_its_square_and_point() {
    let gates = [("c9", "F1"), ("c8", "F8"), ("j9", "F4"), ("j8", "F5")];
    for (square, point) in gates {
        let p = point[1..].parse::<usize>().unwrap() - 1;
        assert_eq!(Fortress::RECONSTRUCTED.gate(Point::new(p).unwrap()), loc(square).square_index());
        // Attackers enter too.
        let pos = common::pos(
            &[(square, "K")],
            GENERAL_IN.map(|c| if c == "yg" && point == "F1" { "-" } else { c }),
            "w",
        );
        assert!(moves_from(&pos, square).contains(&format!("{square}-{point}")), "{square}");
    }
}

#[test]
fn moves_inside_follow_the_segments() {
    // A soldier on F3 (no gate) goes to F2 or F4; one on F1 to F2, F8, or out to c9.
    let pos = pos(&[], ["-", "-", "ys", "-", "-", "-", "-", "-"], "yw");
    assert_eq!(moves(&pos), sorted(&["F3-F2", "F3-F4"]));
    let pos = common::pos(&[], ["ys", "-", "-", "-", "-", "-", "-", "-"], "yw");
    assert_eq!(moves(&pos), sorted(&["F1-F2", "F1-F8", "F1-c9"]));
}

#[test]
fn moves_inside_need_a_free_point() {
    let pos = pos(&[], ["ys", "ys", "-", "-", "-", "-", "-", "ys"], "yw");
    // F1 is boxed in by F2 and F8 and may only leave; F2 goes to F3; F8 to F7 or out to c8.
    assert_eq!(moves(&pos), sorted(&["F1-c9", "F2-F3", "F8-F7", "F8-c8"]));
}

#[test]
fn attackers_move_inside_along_segments_and_never_leave() {
    let pos = pos(&[], ["yg", "K", "-", "-", "-", "-", "-", "-"], "w");
    assert_eq!(moves(&pos), sorted(&["F2-F3"]));
    // F1's gate square c9 is empty, but a White captain inside stays inside.
    let pos = common::pos(&[], ["K", "-", "-", "yg", "-", "-", "-", "-"], "w");
    assert_eq!(moves(&pos), sorted(&["F1-F2", "F1-F8"]));
    assert_eq!(
        pos.parse_move("F1-c9"),
        Err(siege_paris::MoveParseError::Illegal(siege_paris::IllegalMove::AttackersStayInside))
    );
}

#[test]
fn at_most_three_yellow_soldiers_outside_on_one_colour() {
    // Three soldiers on dark squares (a3, a5, a7). c9 is dark (c=3, 3+9 even), c8 light.
    let pieces = [("a3", "ys"), ("a5", "ys"), ("a7", "ys")];
    let pos = pos(&pieces, ["ys", "-", "-", "-", "-", "-", "-", "ys"], "yw");
    let list = moves(&pos);
    assert!(!list.contains(&"F1-c9".to_string()), "a fourth soldier on a dark square");
    assert!(list.contains(&"F8-c8".to_string()), "a first soldier on a light square");
    // The general is not limited.
    let pos = common::pos(&pieces, ["yg", "-", "-", "-", "-", "-", "-", "-"], "yw");
    assert!(moves(&pos).contains(&"F1-c9".to_string()));
    // A position breaking the limit is refused.
    let text =
        text(&[("a3", "ys"), ("a5", "ys"), ("a7", "ys"), ("a9", "ys")], EMPTY, "yw", "standard", false);
    assert_eq!(text.parse::<Position>(), Err(PositionError::SoldierLimit));
}

#[test]
fn forced_exit_when_every_outside_piece_is_blocked() {
    // Yellow's soldier on a1 can only go to b2, where a White soldier stands protected by c3.
    let blocked = [("a1", "ys"), ("b2", "S"), ("c3", "S")];
    let pos = pos(&blocked, ["yg", "ys", "-", "-", "-", "-", "-", "-"], "yw");
    assert_eq!(moves(&pos), ["F1-c9"], "only exits");
    // Without the protector, the soldier may capture, and every move is open again.
    let pos = common::pos(&[("a1", "ys"), ("b2", "S")], ["yg", "ys", "-", "-", "-", "-", "-", "-"], "yw");
    assert!(moves(&pos).len() > 2);
}

#[test]
fn setup_phase_places_the_pieces_then_play_starts() {
    let rules = Rules::setup_phase();
    let mut pos = Position::start(rules);
    assert_eq!(pos.phase(), Turn::Setup);
    // General, colonel or soldier on any of the 8 empty points.
    assert_eq!(pos.legal_moves().len(), 24);
    assert_eq!(perft(&pos, 1), 24);
    for mv in ["G@F1", "C@F4", "S@F2", "S@F3", "S@F5", "S@F6", "S@F7"] {
        play(&mut pos, mv);
        assert_eq!(pos.phase(), Turn::Setup);
    }
    // Only soldiers are left to place: one move, on the one empty point.
    assert_eq!(moves(&pos), ["S@F8"]);
    play(&mut pos, "S@F8");
    assert_eq!(pos.phase(), Turn::YellowThenWhite);
    let mut standard = Position::start(siege_paris::Rules::standard());
    assert_eq!(pos.to_string().replace("setup-phase", "standard"), standard.to_string());
    assert_eq!(pos.legal_moves(), standard.legal_moves());
    standard.play(standard.legal_moves()[0]).unwrap();
}

#[test]
fn a_custom_fortress_is_data() {
    // A smaller block c7..j10 with a ring and gates on b8 and k9.
    let mut removed = WideBitboard::EMPTY;
    for rank in 6..10 {
        for file in 2..10 {
            removed.insert(rank * 12 + file);
        }
    }
    let p = |i| Point::new(i).unwrap();
    let ring: Vec<_> = (0..8).map(|i| (p(i), p((i + 1) % 8))).collect();
    let c = |s| Coord::parse_on(s, siege_paris::SIZE).unwrap();
    let fortress = Fortress::new(removed, &ring, &[(p(0), c("b8")), (p(3), c("k9"))]).unwrap();
    assert_eq!(fortress.segments().count(), 8);
    let rules = Rules::standard().with_fortress(fortress).unwrap();
    let pos = Position::start(rules);
    assert_eq!(moves(&pos), sorted(&["F1-b8", "F4-k9"]));
    let text = pos.to_string();
    assert!(text.contains("+fortress=custom"));
    assert!(text.parse::<Position>().is_err());
    assert_eq!(Position::from_str_with_fortress(&text, fortress).unwrap(), pos);
    // Bad geometry is a typed error.
    assert_eq!(Fortress::new(removed, &[(p(1), p(1))], &[]), Err(GeometryError::SelfLoop(p(1))));
    assert_eq!(Fortress::new(removed, &[], &[(p(0), c("d8"))]), Err(GeometryError::GateRemoved(c("d8"))));
    assert_eq!(
        Fortress::new(removed, &[], &[(p(0), c("b8")), (p(0), c("b9"))]),
        Err(GeometryError::TwoGates(p(0)))
    );
}

//! Yellow's captures: protection in all eight directions under both readings, the seed's figures 10 and 11,
//! the capture demand, and that attackers in the fortress are never captured.

mod common;

use abstract_game::Game;
use board_core::Direction;
use common::*;

/// The square `steps` steps from f14 in `dir` (f14 leaves two squares of room in every direction).
fn from_f14(dir: Direction, steps: i8) -> String {
    let file = (b'f' as i8 + dir.df() * steps) as u8 as char;
    let rank = 14 + dir.dr() * steps;
    format!("{file}{rank}")
}

/// Whether Yellow's general on f14 may capture a White captain one step away in `dir`, with `protector`
/// (if any) one step further, under `rules`.
fn can_capture(dir: Direction, protector: Option<&str>, rules: &str) -> bool {
    let target = from_f14(dir, 1);
    let behind = from_f14(dir, 2);
    let mut pieces = vec![("f14", "yg"), (target.as_str(), "K")];
    if let Some(token) = protector {
        pieces.push((behind.as_str(), token));
    }
    let pos = with_rules(&pieces, EMPTY, "yw", rules);
    moves_from(&pos, "f14").contains(&format!("f14x{target}"))
}

#[test]
fn yellow_captures_an_unprotected_piece_in_all_eight_directions() {
    for dir in Direction::ALL {
        assert!(can_capture(dir, None, "standard"), "{dir:?}");
    }
}

#[test]
fn protection_by_any_piece_behind_in_all_eight_directions() {
    // The seed's main rule: any White or Black piece right behind, whatever its kind.
    for dir in Direction::ALL {
        for token in ["S", "s", "L", "l", "K", "k", "C", "c", "G", "g"] {
            assert!(!can_capture(dir, Some(token), "standard"), "{dir:?} {token}");
        }
    }
}

#[test]
fn a_yellow_piece_behind_does_not_protect() {
    for dir in Direction::ALL {
        assert!(can_capture(dir, Some("ys"), "standard"), "{dir:?}");
    }
}

#[test]
fn protection_variant_in_all_eight_directions() {
    // Only a piece that could move onto the attacked square along the line: orthogonally a general, colonel
    // or captain; diagonally a general, lieutenant or soldier; and only if that step is not backward for it.
    // The protector stands one step further in the capture's direction, so it would step against it: for
    // White (forward north) that is backward when the capture goes north (N, NE, NW), for Black (forward
    // south) when it goes south.
    for dir in Direction::ALL {
        for token in ["G", "g", "C", "c", "K", "k", "L", "l", "S", "s"] {
            let kind = token.to_lowercase();
            let by_kind = if dir.is_orthogonal() {
                matches!(kind.as_str(), "g" | "c" | "k")
            } else {
                matches!(kind.as_str(), "g" | "l" | "s")
            };
            let white = token.chars().all(|c| c.is_ascii_uppercase());
            let backward = if white { dir.dr() > 0 } else { dir.dr() < 0 };
            let protects = by_kind && !backward;
            assert_eq!(!can_capture(dir, Some(token), "protection"), protects, "{dir:?} {token}");
            // With backward moves allowed, the kind alone decides.
            let with_backward = "standard+protection=mobile+backward=3p";
            assert_eq!(!can_capture(dir, Some(token), with_backward), by_kind, "{dir:?} {token} backward");
        }
    }
}

// The seed's protection variant: "alcuni autori ritengono che la protezione possa avvenire solo se il
// difensore, grazie alle sue particolari caratteristiche di movimento, possa effettivamente controllare la
// casella sulla quale è posizionato il pezzo sotto attacco". A White soldier behind the attacked piece that
// could reach its square only by moving backward does not control it.
#[test]
fn protection_variant_protector_must_really_move_onto_the_square() {
    // Yellow's soldier on e12 attacks the White lieutenant on f13 diagonally (north-east); behind it, g14.
    let attack = |protector: &str, rules: &str| {
        let pos = with_rules(&[("e12", "ys"), ("f13", "L"), ("g14", protector)], EMPTY, "yw", rules);
        moves_from(&pos, "e12").contains(&"e12xf13".to_string())
    };
    // A White soldier on g14 would reach f13 only by moving south-west, backward for White: no protection.
    assert!(attack("S", "protection"));
    // A Black soldier on g14 moves south-west forward: it protects.
    assert!(!attack("s", "protection"));
    // Under the main rule any piece behind protects, and with backward moves the White soldier does too.
    assert!(!attack("S", "standard"));
    assert!(!attack("S", "standard+protection=mobile+backward=3p"));
    // The same from the other side: Yellow's soldier on e14 attacks a Black lieutenant on f13 (south-east);
    // a Black soldier behind on g12 would have to move north-west, backward for Black.
    let pos = with_rules(&[("e14", "ys"), ("f13", "l"), ("g12", "s")], EMPTY, "yw", "protection");
    assert!(moves_from(&pos, "e14").contains(&"e14xf13".to_string()));
    let pos = with_rules(&[("e14", "ys"), ("f13", "l"), ("g12", "S")], EMPTY, "yw", "protection");
    assert!(!moves_from(&pos, "e14").contains(&"e14xf13".to_string()));
}

#[test]
fn protection_needs_the_square_right_behind_in_line() {
    // A piece beside the line, or two squares behind, does not protect.
    let pos = pos(&[("f13", "yc"), ("g13", "K"), ("i13", "s"), ("h14", "s")], EMPTY, "yw");
    assert!(moves_from(&pos, "f13").contains(&"f13xg13".to_string()));
}

// Figure 10: Yellow cannot take the captain on the left, protected by a Black piece behind it in the line of
// the capture, but may take the one on the right, with an empty square behind.
#[test]
fn seed_figure_10_any_piece_protects() {
    let pos = pos(&[("f13", "yc"), ("e13", "K"), ("d13", "s"), ("g13", "K")], EMPTY, "yw");
    let list = moves_from(&pos, "f13");
    assert!(!list.contains(&"f13xe13".to_string()));
    assert!(list.contains(&"f13xg13".to_string()));
}

// Figure 11, protection variant: the captain on the left is not defended by the Black soldier behind it
// (a soldier cannot move orthogonally); the one on the right is defended by the White colonel.
#[test]
fn seed_figure_11_protection_variant() {
    let pos = with_rules(
        &[("f13", "yc"), ("e13", "K"), ("d13", "s"), ("g13", "K"), ("h13", "C")],
        EMPTY,
        "yw",
        "protection",
    );
    let list = moves_from(&pos, "f13");
    assert!(list.contains(&"f13xe13".to_string()));
    assert!(!list.contains(&"f13xg13".to_string()));
}

#[test]
fn capture_removes_the_piece_and_takes_its_square() {
    let mut pos = pos(&[("f13", "yc"), ("g13", "K"), ("f12", "S")], EMPTY, "yw");
    let before = pos
        .count(siege_paris::Piece { side: siege_paris::Side::White, kind: siege_paris::PieceKind::Captain });
    play(&mut pos, "f13xg13");
    assert_eq!(pos.piece_at(loc("g13")).unwrap().side, siege_paris::Side::Yellow);
    assert_eq!(pos.piece_at(loc("f13")), None);
    let after = pos
        .count(siege_paris::Piece { side: siege_paris::Side::White, kind: siege_paris::PieceKind::Captain });
    assert_eq!(after, before - 1);
    assert_eq!(pos.no_progress(), 0);
}

#[test]
fn capture_is_optional_without_a_demand() {
    let pos = pos(&[("f13", "yc"), ("g13", "K")], EMPTY, "yw");
    let list = moves(&pos);
    assert!(list.contains(&"f13xg13".to_string()));
    assert!(list.contains(&"f13-f12".to_string()));
}

#[test]
fn capture_demand_forces_a_capture() {
    let pos = pos(&[("f13", "yc"), ("g13", "K"), ("b12", "ys")], GENERAL_IN, "yw!");
    assert!(pos.capture_demanded());
    assert_eq!(moves(&pos), ["f13xg13"]);
}

#[test]
fn capture_demand_without_a_capture_leaves_yellow_free() {
    let pos = pos(&[("f13", "yc")], EMPTY, "yw!");
    assert_eq!(moves(&pos).len(), 4);
}

#[test]
fn capture_demand_is_a_mark_on_an_attackers_move() {
    let mut pos = pos(&[("f13", "yg"), ("h12", "K"), ("c2", "S")], EMPTY, "w");
    // Each attacker move comes plain and with the demand.
    let list = pos.legal_moves();
    assert_eq!(list.iter().filter(|m| m.is_demand()).count() * 2, list.len());
    play(&mut pos, "h12-g12!");
    assert!(pos.capture_demanded());
    // g12 has nothing behind it from f13 (h11 is a removed square): Yellow must take it.
    assert_eq!(moves(&pos), ["f13xg12"]);
    play(&mut pos, "f13xg12");
    assert!(!pos.capture_demanded());
}

#[test]
fn attackers_inside_the_fortress_are_never_captured() {
    // A White soldier on F1 next to Yellow's general on c9: the general may not go there at all.
    let pos = pos(&[("c9", "yg")], ["S", "-", "-", "-", "-", "-", "-", "-"], "yw");
    assert!(pos.legal_moves().iter().all(|m| m.to() != Some(loc("F1"))));
    assert!(pos.legal_moves().iter().all(|m| !m.is_capture()));
}

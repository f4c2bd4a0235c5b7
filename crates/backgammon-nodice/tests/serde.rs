//! The `serde` feature: values round-trip, and checked types (positions, matches, dice, cubes) refuse
//! invalid data instead of building an inconsistent value.
#![cfg(feature = "serde")]

use abstract_game::Game;
use backgammon_nodice::{Cube, Dice, Match, Move, Position, Rules, Side};

#[test]
fn serde_round_trips() {
    let mut pos = Position::start(Rules::nodice());
    pos.play(pos.parse_move("6-4: 24/18 13/9").unwrap()).unwrap();
    let json = serde_json::to_string(&pos).unwrap();
    assert_eq!(json, format!("\"{pos}\""));
    assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), pos);

    let mv = pos.legal_moves()[3];
    assert_eq!(serde_json::from_str::<Move>(&serde_json::to_string(&mv).unwrap()).unwrap(), mv);
    let rules = Rules::classic().with_first(Side::Black).with_match(5);
    // Rules as their rules string.
    assert_eq!(serde_json::to_string(&rules).unwrap(), "\"classic-black-m5\"");
    assert_eq!(serde_json::from_str::<Rules>(&serde_json::to_string(&rules).unwrap()).unwrap(), rules);
    let m = Match::new(rules).unwrap();
    assert_eq!(serde_json::from_str::<Match>(&serde_json::to_string(&m).unwrap()).unwrap(), m);
    assert_eq!(serde_json::to_string(&Dice::new(4, 6).unwrap()).unwrap(), "\"6-4\"");
    assert_eq!(serde_json::to_string(&Cube::new(3, Some(Side::White)).unwrap()).unwrap(), "\"8w\"");
}

#[test]
fn serde_refuses_invalid_values() {
    assert!(serde_json::from_str::<Position>("\"nodice:1,2,3\"").is_err());
    assert!(serde_json::from_str::<Dice>("\"7-1\"").is_err());
    assert!(serde_json::from_str::<Cube>("\"3w\"").is_err());
    assert!(serde_json::from_str::<Match>("\"classic:0/0:pre:0:x\"").is_err());
}

#[test]
fn serde_moves_are_their_exact_notation_and_round_trip() {
    // Every legal move of a few states, classic and no-dice, bear-offs included, reads back equal.
    let texts = [
        "nodice:-2,0,0,0,0,5,0,3,0,0,0,-5,5,0,0,0,-3,0,-5,0,0,0,0,2:0/0:0/0:w:start:1:open",
        "classic-nocube:2,3,2,3,2,2,0,0,0,0,0,0,0,0,0,0,0,0,-3,-3,-3,-2,-2,-2:0/0:1/0:w:6-5:1:-/-",
        "classic-nocube:0,0,0,0,2,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15:0/0:12/0:w:6-6:1:-/-",
        "classic:3,0,-1,1,0,1,1,3,-1,0,0,-3,1,-1,-1,0,-2,0,-5,0,-1,2,1,2:0/0:0/0:w:3-3:1:-/-",
    ];
    for text in texts {
        let pos: Position = text.parse().unwrap();
        for &mv in pos.legal_moves().iter() {
            let json = serde_json::to_string(&mv).unwrap();
            assert_eq!(json, format!("\"{}\"", mv.exact()));
            assert_eq!(serde_json::from_str::<Move>(&json).unwrap(), mv, "{json}");
        }
    }
    // Bearing off from the 4- and 3-points with 6-5: the numbers are in brackets.
    let pos: Position =
        "classic-nocube:0,0,1,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,-15:0/0:13/0:w:6-5:1:-/-"
            .parse()
            .unwrap();
    let json = serde_json::to_string(&pos.legal_moves()[0]).unwrap();
    assert_eq!(json, "\"6-5: 4/off[6] 3/off[5]\"");
    for bad in ["\"6-5: 4/off[4]\"", "\"6-4: 24/17\"", "\"6-4: 24/18 18/12\"", "\"6-4:\"", "\"7-1\""] {
        assert!(serde_json::from_str::<Move>(bad).is_err(), "{bad}");
    }
    for simple in [Move::PASS, Move::DOUBLE, Move::TAKE, Move::DROP, Move::ROLL] {
        let json = serde_json::to_string(&simple).unwrap();
        assert_eq!(serde_json::from_str::<Move>(&json).unwrap(), simple);
    }
}

#[test]
fn serde_sides_and_rules_strings() {
    assert_eq!(serde_json::to_string(&Side::Black).unwrap(), "\"Black\"");
    assert_eq!(
        serde_json::from_str::<Rules>("\"nodice-own-nocube\"").unwrap(),
        "nodice-own-nocube".parse().unwrap()
    );
    assert!(serde_json::from_str::<Rules>("\"nodice-turns1000\"").is_err());
}

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

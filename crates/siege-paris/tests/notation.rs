//! Move notation, the position string, the rules string, and their typed errors.

mod common;

use abstract_game::Game;
use common::*;
use siege_paris::{
    IllegalMove, Move, MoveParseError, Piece, PieceKind, Position, PositionError, Rules, RulesError, START,
    Side,
};

#[test]
fn start_string_parses() {
    let pos: Position = START.parse().unwrap();
    assert_eq!(pos, Position::start(Rules::standard()));
    assert_eq!(pos.to_string(), START);
    assert_eq!(pos.count(Piece { side: Side::White, kind: PieceKind::Soldier }), 12);
    assert_eq!(pos.count(Piece { side: Side::Black, kind: PieceKind::Lieutenant }), 2);
    assert_eq!(pos.count(Piece { side: Side::Yellow, kind: PieceKind::Soldier }), 6);
    // White on light squares, Black on dark (a1 dark: file + rank even, a = 1).
    for (loc, piece) in pos.pieces() {
        if let Some(coord) = loc.coord() {
            assert_eq!(coord.is_dark(), piece.side == Side::Black, "{loc} {piece}");
        }
    }
}

#[test]
fn every_preset_starts_and_round_trips() {
    for name in Rules::PRESETS.iter().map(|p| p.name) {
        let rules = Rules::from_preset(name).unwrap();
        assert_eq!(rules.preset_name(), Some(name));
        assert_eq!(rules.to_string().parse::<Rules>(), Ok(rules));
        let pos = Position::start(rules);
        assert_eq!(pos.to_string().parse::<Position>(), Ok(pos.clone()), "{name}");
    }
    assert_eq!(Rules::from_preset("chess"), Err(RulesError::UnknownPreset));
}

#[test]
fn rules_options_round_trip_and_nonsense_is_refused() {
    let text =
        "standard+two-player+soldiers=3+backward=always+protection=mobile+no-progress=50+repetition=off";
    let rules: Rules = text.parse().unwrap();
    assert_eq!(rules.to_string(), text);
    assert_eq!(
        "standard+soldiers=7+officers=2".parse::<Rules>(),
        Err(RulesError::FortressGoalTooLarge { soldiers: 7, officers: 2 })
    );
    assert_eq!("standard+soldiers=0+officers=0".parse::<Rules>(), Err(RulesError::EmptyFortressGoal));
    assert_eq!("standard+no-progress=0".parse::<Rules>(), Err(RulesError::ZeroNoProgress));
    assert_eq!("standard+fly".parse::<Rules>(), Err(RulesError::BadOption));
    assert_eq!("standard+no-progress=007".parse::<Rules>(), Err(RulesError::BadOption));
    assert_eq!(Rules::standard().with_no_progress(Some(0)), Err(RulesError::ZeroNoProgress));
}

#[test]
fn move_notation_examples() {
    // f1-f4: White's general slides three squares north over f2 and f3.
    let pos = pos(&[("f1", "G"), ("c8", "S")], GENERAL_IN, "w");
    for text in ["f1-f4", "f1-f4!", "c8-F8", "c8-F8!"] {
        let mv = pos.parse_move(text).unwrap();
        assert_eq!(mv.to_string(), text);
    }
    // F1-F2 along a segment; b9xc10 a capture (the e9xf10 lands on the removed block in our
    // reconstruction, so the example moves two files west).
    let pos = common::pos(&[("b9", "ys"), ("c10", "K")], GENERAL_IN, "yw");
    for text in ["F1-F2", "b9xc10", "F1-F8"] {
        assert_eq!(pos.parse_move(text).unwrap().to_string(), text);
    }
    // `-` is accepted for a capture too.
    assert_eq!(pos.parse_move("b9-c10").unwrap().to_string(), "b9xc10");
    assert!(pos.parse_move("b9xc10").unwrap().is_capture());
    let pass = common::pos(&[("b12", "yg")], EMPTY, "w");
    assert_eq!(pass.parse_move("pass"), Ok(Move::Pass));
    let setup = Position::start(Rules::setup_phase());
    assert_eq!(setup.parse_move("G@F1").unwrap().to_string(), "G@F1");
}

#[test]
fn bad_moves_are_typed_errors() {
    let pos = Position::start(Rules::standard());
    assert_eq!(pos.parse_move(""), Err(MoveParseError::Malformed));
    assert_eq!(pos.parse_move("F1c9"), Err(MoveParseError::Malformed));
    assert_eq!(pos.parse_move("F1-c9-c10"), Err(MoveParseError::BadLocation));
    assert_eq!(pos.parse_move("F9-c9"), Err(MoveParseError::BadLocation));
    assert_eq!(pos.parse_move("F1-m9"), Err(MoveParseError::BadLocation));
    assert_eq!(pos.parse_move("F1-c17"), Err(MoveParseError::BadLocation));
    assert_eq!(pos.parse_move("X@F1"), Err(MoveParseError::Malformed));
    assert_eq!(pos.parse_move("F1-c8"), Err(MoveParseError::Illegal(IllegalMove::NotThroughAGate)));
    assert_eq!(
        pos.parse_move("F1-c9!"),
        Err(MoveParseError::Illegal(IllegalMove::YellowCannotDemand)),
        "Yellow cannot demand"
    );
    assert_eq!(pos.parse_move("pass"), Err(MoveParseError::Illegal(IllegalMove::YellowNeverPasses)));
    assert_eq!(pos.parse_move("F1-c9"), Ok(Move::step(loc("F1"), loc("c9"))));
    let mut pos = pos.clone();
    assert!(pos.play(Move::step(loc("F1"), loc("c8"))).is_err());
}

#[test]
fn bad_positions_are_typed_errors() {
    let good = START.to_string();
    let err = |text: &str| text.parse::<Position>().unwrap_err();
    assert_eq!(err(""), PositionError::Fields);
    assert_eq!(err(&format!("{good} h:0 extra")), PositionError::Fields);
    assert_eq!(err(&good.replacen("12/", "11/", 1)), PositionError::Board);
    assert_eq!(err(&good.replacen("12/", "13/", 1)), PositionError::Board);
    assert_eq!(err(&good.replacen("12/", "012/", 1)), PositionError::Board);
    assert_eq!(err(&good.replacen("1l1k", "1x1k", 1)), PositionError::Piece);
    assert_eq!(err(&good.replacen("1l1k", "1yl1k", 1).replacen("1k1g", "k1g", 1)), PositionError::Piece);
    assert_eq!(err(&good.replace(" yw ", " y ")), PositionError::Turn);
    assert_eq!(err(&good.replace(" yw ", " w! ")), PositionError::Turn);
    assert_eq!(err(&good.replace(" yw ", " setup ")), PositionError::Phase(Side::Yellow));
    assert_eq!(err(&good.replace("standard 0", "standard 01")), PositionError::Counter);
    assert_eq!(err(&good.replace("standard 0", "standard 0 h:12")), PositionError::History);
    assert_eq!(
        err(&good.replace("standard 0", "standard+repetition=off 0 h:0123456789abcdef")),
        PositionError::History
    );
    assert_eq!(err(&good.replace("F:yg,", "F:yg,ys,")), PositionError::Fortress);
    assert_eq!(err(&good.replace("F:yg,", "F:")), PositionError::Fortress);
    assert_eq!(
        err(&good.replace("F:yg,", "F:G,")),
        PositionError::TooMany(Piece { side: Side::White, kind: PieceKind::General })
    );
    assert_eq!(err(&good.replace(" standard ", " chess ")), PositionError::Rules(RulesError::UnknownPreset));
    // A piece on the removed block (f9).
    let on_block = text(&[("f9", "S")], GENERAL_IN, "yw", "standard", false);
    assert_eq!(err(&on_block), PositionError::OnRemovedSquare(loc("f9")));
    // Non-ASCII and junk never panic.
    for junk in ["é", "/////", "F:é", "12/12 F:- yw standard 0", "\u{0}"] {
        let _ = junk.parse::<Position>();
    }
}

#[test]
fn capture_demand_is_part_of_the_position_string() {
    let mut pos = pos(&[("f13", "yg"), ("h12", "K")], EMPTY, "w");
    play(&mut pos, "h12-g12!");
    let text = pos.to_string();
    assert!(text.contains(" yb! "), "{text}");
    assert_eq!(text.parse::<Position>().unwrap(), pos);
}

#[test]
fn board_diagram_shows_the_fortress_and_seat_names() {
    let pos = Position::start(Rules::standard());
    let diagram = pos.pretty();
    println!("{diagram}");
    assert!(diagram.contains("(yg)"));
    assert!(diagram.contains("F1=yg"));
    assert!(diagram.contains("to move: Yellow"));
    assert_eq!(diagram.lines().count(), 16 + 2 + 2);
    assert_eq!(pos.pretty(), diagram);
    assert_eq!(Side::ALL.iter().map(|s| s.name()).collect::<Vec<_>>(), ["Yellow", "White", "Black"]);
}

#[cfg(feature = "serde")]
#[test]
fn serde_reads_a_position_from_its_string() {
    use serde::Deserialize;
    use serde::de::value::{Error, StrDeserializer};
    let pos = Position::deserialize(StrDeserializer::<Error>::new(START)).unwrap();
    assert_eq!(pos, Position::start(Rules::standard()));
    assert!(Position::deserialize(StrDeserializer::<Error>::new("junk")).is_err());
}

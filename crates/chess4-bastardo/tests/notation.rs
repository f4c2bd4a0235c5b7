//! The position string and the move notation: exact round trips and typed errors.

use board_core::Square;
use chess4_bastardo::notation::START;
use chess4_bastardo::{
    IllegalMove, Move, MoveParseError, PieceKind, Position, PositionError, RulesError, Seat,
};

#[test]
fn start_position_string_round_trips() {
    let pos: Position = START.parse().unwrap();
    assert_eq!(pos, Position::default());
    assert_eq!(pos.to_string(), START);
}

#[test]
fn position_string_with_every_field_round_trips() {
    let text = "gK2gPyP2yK/gNbBgP2yP1yN/1gP4yP1/gP6yP/7bP/6bP1/1yB3bP1bN/4bPgB1bK g - r 1,1,8,1 0 standard";
    let pos: Position = text.parse().unwrap();
    assert_eq!(pos.to_string(), text);
    let text = "gK5gR1/gN7/rpgP4bB1/2gp3bp1/1gprp3bNbP/1rP2bpgB2/rK4bPbK1/1rR1rP1bR2 b ra5 y 1,0,1,9 0 \
                first=b,ep=next,promotion=free,pass=voluntary,rounds=7,repetition=0";
    let pos: Position = text.parse().unwrap();
    assert_eq!(pos.to_string(), text);
    assert_eq!(pos.en_passant(Seat::Red), Some(Square::A5));
}

#[test]
fn bad_position_strings_are_typed_errors() {
    let cases: [(&str, PositionError); 14] = [
        ("", PositionError::Fields(1)),
        ("8/8/8/8/8/8/8 r - - 0,0,0,0 0 standard", PositionError::RankCount),
        ("rK7/8/8/8/8/8/8/54 r - - 0,0,0,0 0 standard", PositionError::RankLength(1)),
        ("rK8/8/8/8/8/8/8/8 r - - 0,0,0,0 0 standard", PositionError::RankLength(8)),
        ("rQ7/8/8/8/8/8/8/8 r - - 0,0,0,0 0 standard", PositionError::Board('Q')),
        ("gK6yK/8/8/8/8/8/8/rK6bK x - - 0,0,0,0 0 standard", PositionError::Turn),
        (
            "gK6yK/8/8/8/8/8/8/rK6bK r rd3 - 0,0,0,0 0 standard",
            PositionError::InconsistentEnPassant(Seat::Red),
        ),
        ("gK6yK/8/8/8/8/8/8/rK6bK r - rr 0,0,0,0 0 standard", PositionError::Eliminated),
        ("gK6yK/8/8/8/8/8/8/rK6bK r - - 0,0,0 0 standard", PositionError::Captured),
        ("gK6yK/8/8/8/8/8/8/rK6bK r - - 0,0,0,0 999 standard", PositionError::Counter),
        (
            "gK6yK/8/8/8/8/8/8/rK6bK r - - 0,0,0,0 0 rounds=0",
            PositionError::Rules(RulesError::ZeroNoProgressLimit),
        ),
        ("gK6yK/8/8/8/8/8/8/rK7 r - - 0,0,0,0 0 standard", PositionError::KingCount(Seat::Blue)),
        ("gK6yK/8/8/8/8/8/8/rK6bK r - b 0,0,0,0 0 standard", PositionError::EliminatedOnBoard(Seat::Blue)),
        ("gKrP5yK/8/8/8/8/8/8/rK6bK r - - 0,0,0,0 0 standard", PositionError::PawnOnLastRank(Square::B8)),
    ];
    for (text, error) in cases {
        assert_eq!(text.parse::<Position>(), Err(error), "{text:?}");
    }
    let too_many = "gK6yK/8/8/8/rArArArA4/rA7/8/rK6bK r - - 0,0,0,0 0 standard";
    assert_eq!(too_many.parse::<Position>(), Err(PositionError::TooManyPieces(Seat::Red)));
    let to_move_out = "gK6yK/8/8/8/8/8/8/rK7 b - b 0,0,0,0 0 standard";
    assert_eq!(to_move_out.parse::<Position>(), Err(PositionError::EliminatedToMove(Seat::Blue)));
    let too_many_captured = "gK6yK/8/8/8/8/8/8/rK6bK r - - 9,9,9,9 0 standard";
    assert_eq!(too_many_captured.parse::<Position>(), Err(PositionError::Captured));
}

#[test]
fn move_notation_round_trips() {
    for text in ["d1d3", "c2b3", "a7a8=A", "h2h1=N", "pass"] {
        let mv: Move = text.parse().unwrap();
        assert_eq!(mv.to_string(), text);
    }
    let mv: Move = "a7a8=A".parse().unwrap();
    assert_eq!((mv.from(), mv.to(), mv.promotion()), (Square::A7, Square::A8, Some(PieceKind::Amazon)));
    assert_eq!("a7a8a".parse::<Move>(), Ok(mv), "the = and the case are optional");
    assert!(Move::PASS.is_pass());
}

#[test]
fn bad_move_text_is_a_typed_error() {
    assert_eq!("".parse::<Move>(), Err(MoveParseError::Syntax));
    assert_eq!("d1".parse::<Move>(), Err(MoveParseError::Syntax));
    assert_eq!("d1d1".parse::<Move>(), Err(MoveParseError::Syntax));
    assert_eq!("z9a1".parse::<Move>(), Err(MoveParseError::Syntax));
    assert_eq!("a7a8=K".parse::<Move>(), Err(MoveParseError::BadPromotion('K')));
    assert_eq!("a7a8=AA".parse::<Move>(), Err(MoveParseError::Syntax));
    assert_eq!("é7a8".parse::<Move>(), Err(MoveParseError::Syntax));
    let pos = Position::default();
    // An illegal move says which rule it breaks.
    assert_eq!(pos.parse_move("d1d4"), Err(MoveParseError::Illegal(IllegalMove::WrongWay(PieceKind::Pawn))));
    assert_eq!(pos.parse_move("pass"), Err(MoveParseError::Illegal(IllegalMove::PassNotAllowed)));
}

#[test]
fn pretty_board_for_the_cli() {
    let board = Position::default().pretty();
    let lines: Vec<&str> = board.lines().collect();
    assert_eq!(lines[0], "8  gK .  gR gP yP yR .  yK");
    assert_eq!(lines[7], "1  rK .  rR rP bP bR .  bK");
    assert_eq!(lines[8], "    a  b  c  d  e  f  g  h");
    assert_eq!(lines.last(), Some(&"Red to move"));
}

#[cfg(feature = "serde")]
#[test]
fn serde_reads_positions_moves_and_rules_as_their_strings() {
    use serde::Deserialize;
    use serde::de::IntoDeserializer;
    use serde::de::value::Error;

    let de = |text: &'static str| text.into_deserializer();
    let pos = Position::deserialize(de(START)).map_err(|e: Error| e).unwrap();
    assert_eq!(pos, Position::default());
    let mv = Move::deserialize(de("a7a8=A")).map_err(|e: Error| e).unwrap();
    assert_eq!(mv.to_string(), "a7a8=A");
    let rules = chess4_bastardo::Rules::deserialize(de("voluntary-pass")).map_err(|e: Error| e).unwrap();
    assert!(rules.voluntary_pass());
    assert!(Position::deserialize(de("nonsense")).map_err(|e: Error| e).is_err());
}

/// People write chess's long notation, `c2-c4` or `c2xc4`: the separator is read as nothing, and a refused
/// move (issue 25: `a2-c1` was answered "'1' is not a promotion piece") says what is wrong with the move.
#[test]
fn a_dash_or_x_between_the_squares_reads_as_the_move() {
    let pos = Position::default();
    let plain = pos.parse_move("c2c4").expect("Red's pawn advances two squares");
    assert_eq!(pos.parse_move("c2-c4"), Ok(plain));
    assert_eq!(pos.parse_move("C2xC4"), Ok(plain));
    let refused = pos.parse_move("a2-c1").expect_err("no such move at the start");
    assert!(matches!(refused, MoveParseError::Illegal(_)), "{refused:?}");
    assert!(!refused.to_string().contains("promotion"), "{refused}");
}

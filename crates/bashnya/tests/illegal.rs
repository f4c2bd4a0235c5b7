//! Errors that say why: every illegal move names the rule it breaks (`IllegalMove`), through
//! `MoveParseError::Illegal` and `Position::why_illegal`.

mod common;

use bashnya::{Colour, IllegalMove, MoveParseError, Position, Rules};
use common::pos;

fn why(p: &Position, text: &str) -> IllegalMove {
    match p.parse_move(text) {
        Err(MoveParseError::Illegal(reason)) => reason,
        other => panic!("{text}: expected an illegal move, got {other:?}"),
    }
}

#[test]
fn a_quiet_move_while_a_capture_is_compulsory() {
    let p = pos("W:bashni:0:c3=w,d4=b,g1=w,h8=b");
    assert_eq!(why(&p, "g1-h2"), IllegalMove::CaptureCompulsory);
    assert_eq!(IllegalMove::CaptureCompulsory.to_string(), "a capture is compulsory");
}

#[test]
fn an_unfinished_capture_sequence() {
    let p = pos("W:bashni:0:c3=w,d4=b,f6=b");
    assert_eq!(why(&p, "c3:e5"), IllegalMove::CaptureMustGoOn("e5".parse().unwrap()));
    assert_eq!(why(&p, "c3:e5").to_string(), "the capture must go on: the piece on e5 can still take");
    // A king that lands elsewhere between the same captures and stops: the same reason.
    let k = pos("W:bashni:0:a1=W,c3=b,f6=b");
    assert_eq!(why(&k, "a1:e5"), IllegalMove::CaptureMustGoOn("e5".parse().unwrap()));
}

#[test]
fn moving_the_opponents_piece_or_an_empty_square() {
    let p = Position::start(Rules::bashni());
    assert_eq!(why(&p, "b6-a5"), IllegalMove::OpponentsPiece("b6".parse().unwrap(), Colour::Black));
    assert_eq!(why(&p, "d4-e5"), IllegalMove::NoPiece("d4".parse().unwrap()));
    // In Stavropol either colour moves.
    assert!(Position::start(Rules::stavropol_bashni()).parse_move("b6-a5").is_ok());
}

#[test]
fn a_man_moves_forward_one_square_unless_capturing() {
    let p = pos("W:bashni:0:d4=w,h8=b");
    assert_eq!(why(&p, "d4-c3"), IllegalMove::ManMovesForward);
    assert_eq!(why(&p, "d4-f6"), IllegalMove::ManStepsOne);
    assert_eq!(why(&p, "d4-d6"), IllegalMove::ManStepsOne);
    let blocked = pos("W:bashni:0:d4=w,e5=w,h8=b");
    assert_eq!(why(&blocked, "d4-e5"), IllegalMove::Occupied("e5".parse().unwrap()));
}

#[test]
fn a_king_moves_along_clear_diagonals() {
    let p = pos("W:bashni:0:d4=W,f6=w,h8=b");
    assert_eq!(why(&p, "d4-g7"), IllegalMove::KingMovesAlongDiagonals);
    assert_eq!(why(&p, "d4-d6"), IllegalMove::KingMovesAlongDiagonals);
    let lasca = pos("W:lasca:0:d4=W,a7=b");
    assert_eq!(why(&lasca, "d4-f6"), IllegalMove::ShortKing);
}

#[test]
fn nobody_moves_once_the_game_is_over() {
    let p = pos("B:bashni:0:h2=b,g1=w");
    assert_eq!(why(&p, "h2-g1"), IllegalMove::GameOver);
}

#[test]
fn a_legal_move_has_no_reason() {
    let p = pos("W:bashni:0:c3=W,d4=b,f4=b,f2=b,d2=b");
    for &mv in &p.legal_moves() {
        assert_eq!(p.why_illegal(mv), None, "{mv}");
    }
    let start = Position::start(Rules::bashni());
    let quiet = start.parse_move("c3-d4").unwrap();
    let after = {
        let mut q = start.clone();
        q.play(quiet).unwrap();
        q
    };
    assert_eq!(after.why_illegal(quiet), Some(IllegalMove::NoPiece("c3".parse().unwrap())));
}

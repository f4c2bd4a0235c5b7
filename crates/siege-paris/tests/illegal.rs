//! Errors that say why: every illegal move names the rule it breaks (`IllegalMove`), through
//! `MoveParseError::Illegal` and `Position::why_illegal`.

mod common;

use abstract_game::Game;
use common::*;
use siege_paris::{IllegalMove, Move, MoveParseError, PieceKind, Point, Position, Rules, Side};

fn why(pos: &Position, text: &str) -> IllegalMove {
    match pos.parse_move(text) {
        Err(MoveParseError::Illegal(reason)) => reason,
        other => panic!("{text}: expected an illegal move, got {other:?}"),
    }
}

fn point(n: usize) -> Point {
    Point::new(n - 1).unwrap()
}

#[test]
fn a_legal_move_has_no_reason() {
    let pos = Position::start(siege_paris::Rules::standard());
    for &mv in &pos.legal_moves() {
        assert_eq!(pos.why_illegal(mv), None, "{mv}");
    }
    assert_eq!(pos.why_illegal(Move::step(loc("F1"), loc("c8"))), Some(IllegalMove::NotThroughAGate));
}

#[test]
fn each_side_moves_only_its_own_pieces() {
    let pos = Position::start(siege_paris::Rules::standard());
    let white = IllegalMove::NotYourPiece { on: loc("b3"), owner: Side::White, mover: Side::Yellow };
    assert_eq!(why(&pos, "b3-c4"), white);
    assert_eq!(white.to_string(), "the piece on b3 is White's: Yellow moves only its own pieces");
    assert_eq!(why(&pos, "a7-a8"), IllegalMove::NoPiece(loc("a7")));
    assert_eq!(why(&pos, "G@F1"), IllegalMove::NotSetupPhase);
}

#[test]
fn attackers_never_capture_never_move_backward_and_never_leave_the_fortress() {
    let fortress = ["L", "-", "-", "-", "-", "-", "-", "-"];
    let pos = pos(&[("c5", "S"), ("c9", "K"), ("a12", "yg")], fortress, "w");
    assert_eq!(why(&pos, "c5-b4"), IllegalMove::Backward);
    assert_eq!(why(&pos, "a16-b15"), IllegalMove::Backward, "the filler soldier on a16");
    assert_eq!(
        why(&pos, "c5-c6"),
        IllegalMove::NotHowItMoves { side: Side::White, kind: PieceKind::Soldier }
    );
    assert_eq!(
        why(&pos, "c5-a7"),
        IllegalMove::NotHowItMoves { side: Side::White, kind: PieceKind::Soldier }
    );
    assert_eq!(why(&pos, "c5-e7"), IllegalMove::RemovedSquare(loc("e7")));
    assert_eq!(why(&pos, "F1-c9"), IllegalMove::AttackersStayInside);
    assert_eq!(why(&pos, "c9-F8"), IllegalMove::NotThroughAGate);
    assert_eq!(why(&pos, "c9-F1"), IllegalMove::Occupied(loc("F1")));
    assert_eq!(why(&pos, "F1-F3"), IllegalMove::NoSegment(point(1), point(3)));
    // The parser reads `x` and `-` alike; a move value flagged as a capture is refused.
    let capture = Move::Step { from: loc("c9"), to: loc("c10"), capture: true, demand: false };
    assert_eq!(pos.why_illegal(capture), Some(IllegalMove::AttackersNeverCapture));
    assert_eq!(why(&pos, "pass"), IllegalMove::PassWithAMove(Side::White));
}

#[test]
fn a_slide_needs_a_clear_way() {
    // White's general on b1 slides north over b2, where a White soldier stands.
    let pos = pos(&[("b1", "G"), ("b2", "S"), ("a12", "yg")], EMPTY, "w");
    assert_eq!(why(&pos, "b1-b4"), IllegalMove::WayBlocked);
    assert_eq!(
        why(&pos, "b1-b5"),
        IllegalMove::NotHowItMoves { side: Side::White, kind: PieceKind::General }
    );
}

#[test]
fn yellow_captures_only_unprotected_attackers() {
    let pos = pos(&[("b12", "yg"), ("c13", "S"), ("d14", "s")], EMPTY, "yw");
    assert_eq!(why(&pos, "b12xc13"), IllegalMove::Protected(loc("c13")));
    assert_eq!(why(&pos, "b12-c13"), IllegalMove::Protected(loc("c13")), "`-` reads as a capture too");
    let nothing = Move::Step { from: loc("b12"), to: loc("b13"), capture: true, demand: false };
    assert_eq!(pos.why_illegal(nothing), Some(IllegalMove::NothingToCapture(loc("b13"))));
    assert_eq!(
        why(&pos, "b12-b14"),
        IllegalMove::NotHowItMoves { side: Side::Yellow, kind: PieceKind::General }
    );
    assert_eq!(why(&pos, "b12-b13!"), IllegalMove::YellowCannotDemand);
}

#[test]
fn a_demanded_capture_must_be_made() {
    let pos = pos(&[("b12", "yg"), ("c13", "S")], EMPTY, "yw!");
    assert_eq!(why(&pos, "b12-a12"), IllegalMove::CaptureDemanded);
    assert_eq!(IllegalMove::CaptureDemanded.to_string(), "a capture was demanded: Yellow must capture");
}

#[test]
fn yellow_blocked_outside_must_bring_a_piece_out() {
    let pos =
        pos(&[("a1", "ys"), ("b2", "S"), ("c3", "S")], ["yg", "ys", "-", "-", "-", "-", "-", "-"], "yw");
    assert_eq!(why(&pos, "F2-F3"), IllegalMove::MustLeaveFortress);
}

#[test]
fn at_most_three_yellow_soldiers_on_one_colour() {
    let pieces = [("a3", "ys"), ("a5", "ys"), ("a7", "ys")];
    let pos = pos(&pieces, ["ys", "-", "-", "-", "-", "-", "-", "ys"], "yw");
    assert_eq!(why(&pos, "F1-c9"), IllegalMove::SoldierLimit);
}

#[test]
fn placements_only_in_the_setup_phase_on_free_points() {
    let mut pos = Position::start(Rules::setup_phase());
    assert_eq!(why(&pos, "F1-c9"), IllegalMove::SetupPhase);
    assert_eq!(why(&pos, "pass"), IllegalMove::SetupPhase);
    play(&mut pos, "G@F1");
    assert_eq!(why(&pos, "S@F1"), IllegalMove::PointTaken(point(1)));
    assert_eq!(why(&pos, "G@F2"), IllegalMove::NothingToPlace(PieceKind::General));
}

#[test]
fn nobody_moves_once_the_game_is_over() {
    let pos = pos(&[("b12", "yg")], ["S", "s", "K", "-", "-", "-", "-", "-"], "yw");
    assert_eq!(why(&pos, "b12-b13"), IllegalMove::GameOver);
}

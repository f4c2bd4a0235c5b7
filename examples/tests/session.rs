//! The erased session and the interactive loop, on the tic-tac-toe toy that abstract-game's own tests use.

#[path = "../../crates/abstract-game/tests/toys/tictactoe.rs"]
#[allow(dead_code, unreachable_pub, missing_docs, clippy::pedantic)]
mod tictactoe;

use abstract_game::{Outcome, PlayerId, Status, Xoshiro256};
use games::play::play;
use games::seats::SeatKind;
use games::session::{Erased, Presentation, Session, describe_outcome};
use tictactoe::TicTacToe;

impl Presentation for TicTacToe {
    fn seat_name(&self, seat: PlayerId) -> String {
        ["X", "O"][seat.index()].to_string()
    }
}

fn session() -> Box<dyn Session> {
    Box::new(Erased(TicTacToe::new()))
}

#[test]
fn session_lists_moves_with_their_positions() {
    let s = session();
    let moves = s.moves();
    assert_eq!(moves.len(), 9);
    assert_eq!(moves[0], ("a1".to_string(), ".../.../x.. o".to_string()));
    assert_eq!(s.perft(2), 72);
    assert_eq!(s.divide(1).len(), 9);
}

#[test]
fn session_plays_text_and_rejects_bad_text() {
    let mut s = session();
    assert_eq!(s.play_text(" b2 "), Ok("b2".to_string()));
    assert!(s.play_text("b2").is_err(), "occupied");
    assert!(s.play_text("zz").is_err());
    assert_eq!(s.status(), Status::ToMove(PlayerId::from_const(1)));
    assert_eq!(s.position(), ".../.x./... o");
    // Moves without secrets are told as played.
    assert_eq!(s.announce("b2"), "b2");
}

#[test]
fn random_play_reaches_the_end() {
    let mut s = session();
    let mut rng = Xoshiro256::seed_from_u64(5);
    let mut plies = 0;
    while s.play_random(&mut rng).is_some() {
        plies += 1;
    }
    assert!((5..=9).contains(&plies));
    assert!(s.outcome().is_some());
}

#[test]
fn outcomes_are_described_with_seat_names() {
    let s = session();
    let win = Outcome::win(2, &[PlayerId::from_const(1)]).unwrap();
    assert_eq!(describe_outcome(&*s, &win), "O wins");
    assert_eq!(describe_outcome(&*s, &Outcome::draw(2).unwrap()), "draw");
}

#[test]
fn interactive_play_answers_bad_input_and_quits() {
    let mut s = session();
    let mut input = "help\nzz\nb2\nmoves\nquit\n".as_bytes();
    let mut out = Vec::new();
    play(&mut *s, &[SeatKind::Human, SeatKind::Random], 1, &mut input, &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("not played: not a free cell"), "{text}");
    assert!(text.contains("X plays b2"), "{text}");
    assert!(text.contains("O plays "), "{text}");
    assert!(text.trim_end().ends_with("bye"), "{text}");
}

#[test]
fn interactive_play_stops_cleanly_at_end_of_input() {
    let mut s = session();
    let mut out = Vec::new();
    play(&mut *s, &[SeatKind::Human, SeatKind::Human], 1, &mut "a1\n".as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("end of input"), "{text}");
}

#[test]
fn random_seats_play_a_whole_game() {
    let mut s = session();
    let mut out = Vec::new();
    play(&mut *s, &[SeatKind::Random, SeatKind::Random], 3, &mut "".as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("game over: "), "{text}");
}

#[test]
fn random_seats_play_a_whole_tarot_game_without_showing_draws() {
    let entry = games::registry::find("bastardo-obiettivi").unwrap();
    let mut s = entry.session(None, None).unwrap();
    assert!(s.has_secrets());
    let mut out = Vec::new();
    play(&mut *s, &[SeatKind::Random; 4], 2, &mut "".as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("game over: "), "{text}");
    assert!(!text.contains("draw:") && !text.contains("choose:") && !text.contains("pick:"), "{text}");
}

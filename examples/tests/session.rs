//! The erased session and the interactive loop, on the tic-tac-toe toy that abstract-game's and game-search's
//! tests use (included as a module, not the `game-toys` crate: the session traits are implemented for it here).

#[path = "../../crates/game-toys/src/tictactoe.rs"]
#[allow(dead_code, unreachable_pub, missing_docs, clippy::pedantic)]
mod tictactoe;

use abstract_game::{Outcome, PlayerId, Status, Xoshiro256};
use games::play::play;
use games::registry::{Spec, find};
use games::seats::SeatKind;
use games::session::{Erased, Presentation, Session, describe_outcome};
use tictactoe::TicTacToe;

impl Presentation for TicTacToe {
    fn seat_name(&self, seat: PlayerId) -> String {
        ["X", "O"][seat.index()].to_string()
    }
}

fn session() -> Box<dyn Session> {
    Box::new(Erased::new(TicTacToe::new()))
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
    let entry = find("bastardo-obiettivi").unwrap();
    let mut s = entry.session(&Spec::default()).unwrap();
    assert!(s.has_secrets());
    let mut out = Vec::new();
    play(&mut *s, &[SeatKind::Random; 4], 2, &mut "".as_bytes(), &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("game over: "), "{text}");
    assert!(!text.contains("draw:") && !text.contains("choose:") && !text.contains("pick:"), "{text}");
}

/// La Bâtarde, four players, P1 to bid first: each seat holds one suit.
const BATARDE_BIDDING: &str = "4p P4 0 0/0/0/0 | 4p 5 P4 bid:P1 RS.DS.CS.VS.FS/RH.DH.CH.VH.FH/RD.DD.CD.VD.FD/RC.DC.CC.VC.FC - -/-/-/- - 0/0/0/0 P1:- - -/-/-/-";

fn seat(index: u8) -> PlayerId {
    PlayerId::from_const(index)
}

fn batarde(position: Option<&str>) -> Box<dyn Session> {
    find("batarde-cards").unwrap().session(&Spec { preset: None, position, match_points: None }).unwrap()
}

fn run(s: &mut dyn Session, seats: &[SeatKind], seed: u64, input: &str) -> String {
    let mut out = Vec::new();
    play(s, seats, seed, &mut input.as_bytes(), &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn out_of_turn_actions_are_listed_and_played_for_their_seat() {
    let mut s = batarde(Some(BATARDE_BIDDING));
    assert_eq!(s.play_text("2S"), Ok("2S".to_string()));
    // P2 is on turn; P3 and P4 may méchoune P1's standing bid, P1 may not méchoune itself.
    assert_eq!(s.out_of_turn_moves(seat(2)), ["P3 mechoune P1"]);
    assert!(s.out_of_turn_moves(seat(0)).is_empty());
    assert_eq!(s.offer("P3 mechoune P1"), "méchoune P1 (double the hand's points)");
    assert_eq!(s.who_may_play("P3 mechoune P1"), Ok(("P3 mechoune P1".to_string(), vec![seat(2)])));
    assert!(s.play_text("P3 mechoune P1").is_err(), "not P2's move");
    assert_eq!(s.play_as(seat(2), "P3 mechoune P1"), Ok("P3 mechoune P1".to_string()));
    assert_eq!(s.status(), Status::ToMove(seat(1)), "a méchoune does not change the turn");
    // Now P1 may answer choune.
    assert_eq!(s.out_of_turn_moves(seat(0)), ["P1 choune"]);
    let last = s.history().pop().unwrap();
    assert_eq!((last.seat, last.text.as_str()), (Some(seat(2)), "P3 mechoune P1"));
}

#[test]
fn people_are_told_of_their_windows_and_act_out_of_turn() {
    let mut s = batarde(Some(BATARDE_BIDDING));
    let text = run(&mut *s, &[SeatKind::Human; 4], 1, "2S\nP3 mechoune P1\nP1 choune\nquit\n");
    assert!(
        text.contains("P3 may méchoune P1 (double the hand's points) now: type `P3 mechoune P1`"),
        "{text}"
    );
    assert!(text.contains("P3 plays P3 mechoune P1 (out of turn)"), "{text}");
    assert!(text.contains("P1 may choune (quadruple the hand's points) now: type `P1 choune`"), "{text}");
    assert!(text.contains("P1 plays P1 choune (out of turn)"), "{text}");
    assert!(text.contains("points x4"), "{text}");
}

#[test]
fn a_person_is_asked_before_a_random_seat_moves_when_a_window_opens() {
    // P1 bids; P2 (random) bids; P1 may then méchoune P2 before P3 (random) bids.
    let mut s = batarde(Some(BATARDE_BIDDING));
    let seats = [SeatKind::Human, SeatKind::Random, SeatKind::Random, SeatKind::Random];
    let text = run(&mut *s, &seats, 3, "2S\nP1 mechoune P2\nquit\n");
    assert!(text.contains("P1, out of turn (Enter lets the game go on)> "), "{text}");
    assert!(text.contains("P1 plays P1 mechoune P2 (out of turn)"), "{text}");
    // A person may not play a random seat's action.
    let mut s = batarde(Some(BATARDE_BIDDING));
    let text = run(&mut *s, &seats, 3, "2S\nP3 mechoune P2\nquit\n");
    assert!(text.contains("not played: P3 mechoune P2 is P3's to play, not a person's"), "{text}");
}

#[test]
fn random_seats_double_some_hands() {
    let mut doubled = 0;
    for seed in 0..4 {
        let mut s = batarde(None);
        games::commands::play_out(&mut *s, seed, 100_000);
        assert!(s.outcome().is_some());
        doubled += s.history().iter().filter(|p| p.text.contains("mechoune")).count();
    }
    assert!(doubled > 0, "random seats never méchouned in 4 whole games");
}

#[test]
fn undo_takes_back_the_person_move_and_the_replies() {
    let mut s = session();
    let text = run(&mut *s, &[SeatKind::Human, SeatKind::Random], 1, "undo\nb2\nundo\nposition\nquit\n");
    assert!(text.contains("not taken back: nothing to take back"), "{text}");
    assert!(text.contains("took back 2 plies: X's last move and the replies since"), "{text}");
    assert_eq!(s.history().len(), 0);
    assert_eq!(s.position(), TicTacToe::new().to_string());
}

#[test]
fn moves_in_play_are_one_per_line_and_filtered() {
    let entry = find("backgammon-nodice").unwrap();
    let mut s = entry.session(&Spec::default()).unwrap();
    let text = run(&mut *s, &[SeatKind::Human, SeatKind::Random], 1, "moves 6-4\nquit\n");
    let listed: Vec<&str> = text
        .lines()
        .map(|l| l.rsplit("> ").next().unwrap_or(l))
        .filter(|l| l.contains(": ") && l.contains('/'))
        .collect();
    assert!(!listed.is_empty(), "{text}");
    assert!(listed.iter().all(|l| l.starts_with("6-4: ")), "{listed:?}");
    assert_eq!(listed.len(), s.moves().iter().filter(|(m, _)| m.starts_with("6-4: ")).count());
}

#[test]
fn a_finished_game_never_names_a_seat_to_move() {
    for entry in games::registry::entries() {
        for (preset, _) in entry.presets {
            let mut s =
                entry.session(&Spec { preset: Some(preset), position: None, match_points: None }).unwrap();
            games::commands::play_out(&mut *s, 7, 100_000);
            if s.outcome().is_none() {
                continue;
            }
            let mut pictures = vec![s.board()];
            pictures.extend(PlayerId::all(s.num_players()).map(|p| s.view(p)));
            for picture in pictures {
                assert!(!picture.to_lowercase().contains("to move"), "{} {preset}:\n{picture}", entry.name);
            }
        }
    }
}

#[test]
fn a_hand_ends_with_its_tricks_and_penalties_before_the_next_deal() {
    let mut s = batarde(None);
    let text = run(&mut *s, &[SeatKind::Random; 4], 2, "");
    assert!(text.contains("game over: 1st "), "{text}");
    assert!(text.contains("Trick 1: "), "{text}");
    let summary = text.split("Hand 1 of 10 over").nth(1).expect("the first hand's summary");
    assert!(summary.lines().any(|l| l.starts_with("Tricks taken: 1 P")), "{summary}");
    assert!(summary.lines().any(|l| l.starts_with("P1  bid") && l.contains("penalty")), "{summary}");
    assert!(!text.contains("0 cards dealt"), "an empty deal was shown");
    assert!(!text.contains("Hand 11 of 10"), "{text}");
}

#[test]
fn results_have_one_wording() {
    let s = find("chess4-bastardo").unwrap().session(&Spec::default()).unwrap();
    let ranking = Outcome::ranking(&[2, 1, 3, 3]).unwrap();
    assert_eq!(describe_outcome(&*s, &ranking), "1st Blue, 2nd Red, 3rd Yellow and Green");
    let coalition = Outcome::win(4, &[seat(0), seat(2)]).unwrap();
    assert_eq!(describe_outcome(&*s, &coalition), "Red and Yellow win");
    let b = batarde(None);
    let penalties = Outcome::penalty_points(&[7, 3, 9, 9]).unwrap();
    assert_eq!(
        describe_outcome(&*b, &penalties),
        "1st P2, 2nd P1, 3rd P3 and P4 (penalty points: P1 7, P2 3, P3 9, P4 9)"
    );
}

#[test]
fn selfplay_counts_each_game_once_per_seat() {
    let entry = find("bashnya").unwrap();
    let spec = Spec { preset: Some("russian"), position: None, match_points: None };
    let summary =
        games::selfplay::selfplay(&mut Vec::new(), entry, &spec, &[], 30, 4, 60, false, None).unwrap();
    assert_eq!(summary.games, 30);
    for seat in 0..2 {
        let total = summary.wins[seat] + summary.losses[seat] + summary.draws + summary.unfinished;
        assert_eq!(total, 30, "{summary:?}");
    }
    assert!(summary.unfinished > 0, "{summary:?}");
}

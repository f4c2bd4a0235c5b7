//! The erased session and the interactive loop, on the tic-tac-toe toy that abstract-game's and game-search's
//! tests use (included as a module, not the `game-toys` crate: the session traits are implemented for it here).

#[path = "../../game-toys/src/tictactoe.rs"]
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
        for preset in entry.presets.iter().map(|p| p.name) {
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

#[test]
fn a_person_on_turn_is_asked_out_of_turn_before_a_random_seat_acts() {
    // Issue 25: "P1 may méchoune P4 now", and the next line was another seat's méchoune. Seed 17 (found by
    // running the table): P2, P3, P4 bid after P1's 2S, and P1, on turn, may méchoune P4's standing bid; P2
    // (random) takes its own méchoune of P4 in that same state once it has its chance.
    let seats = [SeatKind::Human, SeatKind::Random, SeatKind::Random, SeatKind::Random];
    let mut s = batarde(Some(BATARDE_BIDDING));
    // P1 lets the windows on P2's and P3's bids pass (Enter), then is asked about P4's before its move.
    let text = run(&mut *s, &seats, 17, "2S\n\n\n\nquit\n");
    let told = text.find("P1 may méchoune P4").unwrap_or_else(|| panic!("the window is told:\n{text}"));
    let asked =
        text.find("P1, out of turn before your move (Enter lets the others act first)> ").expect("asked");
    let bot = text.find("P2 plays P2 mechoune P4 (out of turn)").expect("P2 méchounes once P1 passed");
    assert!(told < asked && asked < bot, "{text}");
    // Asked first, the person takes the window.
    let mut s = batarde(Some(BATARDE_BIDDING));
    let text = run(&mut *s, &seats, 17, "2S\n\n\nP1 mechoune P4\nquit\n");
    assert!(text.contains("P1 plays P1 mechoune P4 (out of turn)"), "{text}");
    assert!(!text.contains("P2 plays P2 mechoune"), "{text}");
}

#[test]
fn a_person_off_turn_is_asked_before_a_random_seat_takes_the_same_window() {
    // Seed 16 (found by running the table): P1 (random) bids 5H and P3 (random) méchounes it at its first
    // chance; P2, a person on turn, may méchoune it too and is asked first.
    let seats = [SeatKind::Random, SeatKind::Human, SeatKind::Random, SeatKind::Random];
    let mut s = batarde(Some(BATARDE_BIDDING));
    let text = run(&mut *s, &seats, 16, "\nquit\n");
    let asked = text.find("P2, out of turn before your move").expect("P2 is asked");
    let bot = text.find("P3 plays P3 mechoune P1 (out of turn)").expect("P3 méchounes after P2 passed");
    assert!(asked < bot, "{text}");
}

#[test]
fn out_of_turn_actions_need_no_seat_when_only_the_person_can_mean_them() {
    // Seed 9: after P1's 2S, P3 (random) méchounes P1, so P1 may choune; `choune` alone is P1's.
    let seats = [SeatKind::Human, SeatKind::Random, SeatKind::Random, SeatKind::Random];
    let mut s = batarde(Some(BATARDE_BIDDING));
    let text = run(&mut *s, &seats, 9, "2S\nmoves\nchoune\nquit\n");
    assert!(text.contains("P3 plays P3 mechoune P1 (out of turn)"), "{text}");
    assert!(text.lines().any(|l| l.ends_with("> P1 choune") || l == "P1 choune"), "listed in moves:\n{text}");
    assert!(text.contains("P1 plays P1 choune (out of turn)"), "{text}");
    assert!(!text.contains("unknown rank"), "{text}");
    // In any letter case, and with the accent.
    for typed in ["CHOUNE", "Choune"] {
        let mut s = batarde(Some(BATARDE_BIDDING));
        let text = run(&mut *s, &seats, 9, &format!("2S\n{typed}\nquit\n"));
        assert!(text.contains("P1 plays P1 choune (out of turn)"), "{typed}: {text}");
    }
    let mut s = batarde(Some(BATARDE_BIDDING));
    let text = run(
        &mut *s,
        &[SeatKind::Human, SeatKind::Random, SeatKind::Random, SeatKind::Random],
        17,
        "2S\n\n\nméchoune p4\nquit\n",
    );
    assert!(text.contains("P1 plays P1 mechoune P4 (out of turn)"), "{text}");
    // Two people who may both méchoune must say whose it is.
    let mut s = batarde(Some(BATARDE_BIDDING));
    let text = run(&mut *s, &[SeatKind::Human; 4], 1, "2S\nmechoune P1\nquit\n");
    assert!(
        text.contains("several people may mechoune P1: type `P2 mechoune P1` or `P3 mechoune P1`"),
        "{text}"
    );
}

fn classic(preset: &str, seed: u64, input: &str) -> String {
    let entry = find("backgammon-nodice").unwrap();
    let mut s = entry.session(&Spec { preset: Some(preset), ..Spec::default() }).unwrap();
    run(&mut *s, &[SeatKind::Human, SeatKind::Random], seed, input)
}

fn chances(text: &str) -> Vec<&str> {
    text.lines().filter_map(|l| l.rsplit("> ").next().unwrap_or(l).strip_prefix("chance: ")).collect()
}

/// The first move `moves` lists at the person's first prompt.
fn first_move(preset: &str, seed: u64) -> String {
    let listing = classic(preset, seed, "moves\nquit\n");
    listing
        .lines()
        .map(|l| l.rsplit("> ").next().unwrap_or(l))
        .find(|l| l.contains(": ") && l.contains('/'))
        .unwrap_or_else(|| panic!("a move to play:\n{listing}"))
        .to_string()
}

#[test]
fn classic_backgammon_rolls_on_enter_where_the_cube_could_be_turned() {
    // Where no double is possible the game rolls by itself (without the cube: every turn); where the cube
    // could be turned, the prompt says Enter rolls, and `double` stays open.
    let first = first_move("classic-nocube", 3);
    let text = classic("classic-nocube", 3, &format!("{first}\nquit\n"));
    assert_eq!(chances(&text).len(), 3, "the opening roll, Black's, White's:\n{text}");
    assert!(!text.contains("(Enter: roll)"), "{text}");
    // Seed 1: Black (random) rolls rather than doubles.
    let first = first_move("classic", 1);
    let text = classic("classic", 1, &format!("{first}\nmoves\n\nquit\n"));
    assert!(text.contains("White to move (you) (Enter: roll)> "), "{text}");
    assert!(text.lines().any(|l| l.ends_with("> double") || l == "double"), "{text}");
    assert!(text.contains("White plays roll"), "{text}");
    assert_eq!(chances(&text).len(), 3, "the Enter rolled:\n{text}");
}

#[test]
fn undo_never_rolls_the_dice_again() {
    // Issue 25: undo after a roll drew new dice. The person plays, the opponent rolls and plays, the tool
    // rolls for the person; undo takes back the person's move, and the same dice come again in order.
    for seed in 1..6 {
        let first = first_move("classic-nocube", seed);
        let once = classic("classic-nocube", seed, &format!("{first}\nquit\n"));
        let rolls = chances(&once);
        assert_eq!(rolls.len(), 3, "the opening roll, Black's, White's next:\n{once}");
        let again = classic("classic-nocube", seed, &format!("{first}\nundo\n{first}\nquit\n"));
        assert!(again.contains("took back"), "{again}");
        assert_eq!(chances(&again), [rolls.clone(), rolls[1..].to_vec()].concat(), "seed {seed}:\n{again}");
    }
    // With the cube, the roll is White's decision: undo takes it back, and rolling again gives the same dice.
    // Seed 1: Black (random) rolls rather than doubles.
    let first = first_move("classic", 1);
    let once = classic("classic", 1, &format!("{first}\nroll\nquit\n"));
    let rolls = chances(&once);
    assert_eq!(rolls.len(), 3, "{once}");
    let again = classic("classic", 1, &format!("{first}\n\nundo\n\nquit\n"));
    assert!(again.contains("took back 2 plies"), "{again}");
    assert_eq!(chances(&again), [rolls.clone(), vec![rolls[2]]].concat(), "{again}");
}

/// Il Bastardo, Green out, Blue to move: Blue's d6d5 takes Red's king (found by a random game), and a random
/// Blue seeded 58 plays it.
const RED_FALLS: &str = "8/1yR2ypyPyNbB/1yB1bR4/2rprK2yK1/1rp5bP/4bp1ypbK/rN7/2rR5 b - g 3,2,8,2 4 standard";

fn bastardo(input: &str) -> (String, Box<dyn Session>) {
    let mut s = find("chess4-bastardo")
        .unwrap()
        .session(&Spec { position: Some(RED_FALLS), ..Spec::default() })
        .unwrap();
    let seats = [SeatKind::Human, SeatKind::Random, SeatKind::Random, SeatKind::Random];
    let text = run(&mut *s, &seats, 58, input);
    (text, s)
}

#[test]
fn il_bastardo_says_who_is_out_and_by_whom_and_asks_the_person_out() {
    let (text, s) = bastardo("end\n");
    assert!(text.contains("Blue plays d6d5\nRed is out of the game: Blue took its king"), "{text}");
    assert!(text.contains("Red (you) is out of the game. Type `end` to stop here or `watch` to see the others play to the end> "), "{text}");
    assert!(text.contains("game left unfinished"), "{text}");
    assert_eq!(s.history().len(), 1, "nothing played after `end`");
    assert!(s.outcome().is_none());
    // `watch`: the others play to the end, without a prompt.
    let (text, s) = bastardo("watch\n");
    assert!(s.outcome().is_some(), "{text}");
    let after = text.split("to the end> ").nth(1).unwrap();
    assert!(!after.contains("> "), "no prompt after `watch`:\n{after}");
    assert!(after.contains("game over: "), "{after}");
}

#[test]
fn long_move_lists_are_paged() {
    // Issue 25: `moves` ran past 50 lines. No-dice backgammon's opening turn has hundreds of plays.
    let entry = find("backgammon-nodice").unwrap();
    let listed = |text: &str| -> usize {
        text.lines()
            .map(|l| l.rsplit("--").next().unwrap_or(l))
            .filter(|l| l.contains(": ") && l.contains('/'))
            .count()
    };
    let mut s = entry.session(&Spec::default()).unwrap();
    let total = s.moves().len();
    assert!(total > 2 * games::play::PAGE, "{total}");
    let text = run(&mut *s, &[SeatKind::Human, SeatKind::Random], 1, "moves\n\nquit\n");
    assert_eq!(listed(&text), 2 * games::play::PAGE, "two pages, then `quit` stops the list:\n{text}");
    assert!(
        text.contains(&format!(
            "-- {} of {total} moves: Enter for more, or type a move or command --",
            games::play::PAGE
        )),
        "{text}"
    );
    assert!(text.trim_end().ends_with("bye"), "`quit` typed at the pager quits:\n{text}");
    // A move typed at the pager is played.
    let mut s = entry.session(&Spec::default()).unwrap();
    let text = run(&mut *s, &[SeatKind::Human, SeatKind::Random], 1, "moves\n6-4: 24/18 13/9\nquit\n");
    assert!(text.contains("White plays 6-4: 24/18 13/9"), "{text}");
    // A short list is not paged.
    let mut s = entry.session(&Spec::default()).unwrap();
    let text = run(&mut *s, &[SeatKind::Human, SeatKind::Random], 1, "moves 6-4\nquit\n");
    assert!(!text.contains("Enter for more"), "{text}");
}

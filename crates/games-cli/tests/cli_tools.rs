//! The `games` tool as a person uses it (issue 25, section 4, and the jobs bound of section 2): one rule for
//! counts, bounded threads, readable reports, help texts, legends, forgiving input.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn games(args: &[&str]) -> Output {
    games_with_input(args, b"")
}

fn games_with_input(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_games"))
        .args(args)
        .env("NO_COLOR", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the games binary runs");
    // A command that refuses its arguments ends before reading: its answer is what the test checks.
    let _ = child.stdin.take().expect("piped").write_all(input);
    child.wait_with_output().expect("the games binary ends")
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).expect("utf-8 output")
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).expect("utf-8 errors")
}

fn assert_one_line_error(out: &Output, fragment: &str) {
    assert_eq!(out.status.code(), Some(2), "{}", stderr(out));
    let err = stderr(out);
    assert_eq!(err.trim_end().lines().count(), 1, "{err:?}");
    assert!(err.contains(fragment), "{err:?}");
}

#[test]
fn a_huge_jobs_count_is_clamped_to_the_games_and_said_on_standard_error() {
    let out = games(&["arena", "bashnya", "--seats", "random,random", "--games", "2", "--jobs", "100000"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stderr(&out).contains("--jobs 100000 clamped to"), "{}", stderr(&out));
    assert!(stdout(&out).contains("2 games"), "{}", stdout(&out));
}

#[test]
fn zero_games_and_zero_jobs_are_refused_by_every_command() {
    assert_one_line_error(&games(&["selfplay", "bashnya", "--games", "0"]), "--games must be at least 1");
    assert_one_line_error(
        &games(&["arena", "bashnya", "--seats", "random,random", "--games", "0"]),
        "--games must be at least 1",
    );
    assert_one_line_error(
        &games(&["arena", "bashnya", "--seats", "random,random", "--games", "2", "--jobs", "0"]),
        "--jobs must be at least 1",
    );
}

#[test]
fn arena_reads_a_perfect_score_as_a_bound() {
    // A bot against random movers at Russian draughts: the bot wins every one of a few games.
    let out = games(&[
        "arena",
        "bashnya",
        "--rules",
        "russian",
        "--seats",
        "mcts:300,random",
        "--games",
        "4",
        "--jobs",
        "1",
    ]);
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(text.contains("1 mcts:300              4      4      0      0"), "{text}");
    // 4 wins in 4 games: the exact lower end of the score fraction is 0.025^(1/4) = 0.3976, and
    // -400 log10(1 / 0.3976 - 1) = -72.
    assert!(
        text.contains("Elo of 1 mcts:300 over 2 random: > +800 (no game lost; 95% CI: at least -72)"),
        "{text}"
    );
    assert!(!text.contains("inf"), "{text}");
}

#[test]
fn think_at_a_deal_does_not_suggest_dice() {
    let out = games(&["think", "batarde-cards", "--seat", "random"]);
    assert_one_line_error(&out, "dealt");
    assert!(!stderr(&out).contains("--dice"), "{}", stderr(&out));
}

#[test]
fn every_rules_string_the_crate_readmes_document_is_taken() {
    // Each string is quoted from a crate README (its rules-string grammar or examples).
    let documented = [
        ("batarde-cards", "4p,dealer=P2"),
        ("batarde-cards", "5p,dealer=P2"),
        ("bashnya", "russian+norep+quiet40"),
        ("backgammon-nodice", "classic-m5"),
        ("backgammon-nodice", "classic-turns2000"),
        ("backgammon-nodice", "nodice-turns500"),
        ("backgammon-nodice", "nodice-nolimit"),
        ("backgammon-nodice", "classic-nocube-turns1000"),
        ("siege-paris", "standard+two-player"),
        ("siege-paris", "standard+soldiers=3"),
        ("siege-paris", "standard+no-progress=off"),
        ("chess4-bastardo", "first=b,rounds=30"),
        ("chess4-bastardo", "free-promotion,redeal"),
        ("bastardo-obiettivi", "free-promotion,redeal"),
    ];
    for (game, rules) in documented {
        let out = games(&["moves", game, "--rules", rules]);
        assert!(out.status.success(), "{game} --rules {rules}: {}", stderr(&out));
        assert!(!stdout(&out).is_empty(), "{game} --rules {rules}");
    }
    // The rules string's match length plays a match, as --match does.
    let out = games(&["play", "backgammon-nodice", "--rules", "classic-m5", "--seats", "human"]);
    assert!(stdout(&out).contains("Match to 5"), "{}", stdout(&out));
    // The tarot rules string plays the variant: its first moves are the 15 card classes drawn.
    let out = games(&["perft", "chess4-bastardo", "1", "--rules", "free-promotion,redeal"]);
    assert_eq!(stdout(&out).lines().last(), Some("15"));
    assert_one_line_error(&games(&["moves", "bashnya", "--rules", "russian+nope"]), "unknown rules preset");
}

#[test]
fn list_names_the_source_texts_in_words() {
    let text = stdout(&games(&["list"]));
    assert!(!text.contains("seed 0"), "{text}");
    assert!(text.contains("the Italian Bashnya article"), "{text}");
    assert!(text.contains("\"Il fogliaccio degli astratti\""), "{text}");
}

#[test]
fn the_demo_shows_every_game_finished() {
    let out = games(&["demo"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(!text.contains("not finished"), "{text}");
    let finished = text.lines().filter(|l| l.contains(" plies: ")).count();
    let presets: usize = games::registry::entries().iter().map(|e| e.presets.len()).sum();
    assert_eq!(finished, presets, "{text}");
}

#[test]
fn people_may_type_any_case_and_x_for_a_capture() {
    // Russian notation writes White's capture d4:f6; people type D4xF6.
    let out =
        games_with_input(&["play", "bashnya", "--seats", "human,human"], b"C3-D4\nf6-e5\nD4xF6\nquit\n");
    let text = stdout(&out);
    assert!(text.contains("White plays c3-d4"), "{text}");
    assert!(text.contains("White plays d4:f6"), "{text}");
    // The siege writes its points in capitals: f1-C9 is Yellow's F1-c9.
    let text = stdout(&games_with_input(&["play", "siege-paris", "--seats", "human"], b"f1-C9\nquit\n"));
    assert!(text.contains("Yellow plays F1-c9"), "{text}");
}

#[test]
fn commands_at_the_prompt_are_read_in_any_letter_case() {
    let args = ["play", "bashnya", "--rules", "russian", "--seats", "human,human"];
    let script = b"HELP\nHelp Rules\nHELP NOTATION\nMoves C3\nBOARD\nPosition\nc3-d4\nUndo\nQuit\n";
    let out = games_with_input(&args, script);
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!text.contains("not played"), "a command was read as a move:\n{text}");
    // HELP at the prompt: the commands again, after the one shown at the start.
    assert_eq!(text.matches("type a move in the game's notation, or: moves").count(), 2, "{text}");
    assert!(text.contains("Goal: leave the opponent without a legal move"), "help rules:\n{text}");
    assert!(text.contains("A quiet move is from-to"), "help notation:\n{text}");
    // `Moves C3` filters by the square: c3's two moves, no other.
    let listed: Vec<&str> = text.lines().filter(|l| l.ends_with("c3-d4") || l.ends_with("c3-b4")).collect();
    assert_eq!(listed.len(), 3, "Moves C3, then the move played:\n{text}");
    assert!(!text.lines().any(|l| l == "g3-h4"), "the filter kept only c3's moves:\n{text}");
    assert!(text.contains("W:russian:0:"), "Position:\n{text}");
    assert!(text.contains("took back 1 ply"), "Undo:\n{text}");
    assert!(text.trim_end().ends_with("bye"), "Quit:\n{text}");
    // replay --step stops on Q as on q.
    let dir = std::env::temp_dir().join(format!("games-cli-case-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let file = dir.join("one.pgn");
    let file_arg = file.to_str().expect("utf-8 path");
    let mut save = args.to_vec();
    save.extend_from_slice(&["--save", file_arg]);
    assert!(games_with_input(&save, b"c3-d4\nf6-e5\nquit\n").status.success());
    let text = stdout(&games_with_input(&["replay", file_arg, "--step"], b"\nQ\n"));
    assert!(text.trim_end().ends_with("replay stopped before ply 2 of 2"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn il_bastardo_says_what_is_wrong_with_a_dashed_move() {
    let out = games_with_input(&["play", "chess4-bastardo", "--seats", "human"], b"a2-c1\nc2-c4\nquit\n");
    let text = stdout(&out);
    assert!(!text.contains("promotion piece"), "{text}");
    assert!(text.contains("not played: you cannot take your own piece on c1"), "{text}");
    assert!(text.contains("Red plays c2c4"), "{text}");
}

#[test]
fn replay_step_waits_for_enter_and_delay_does_not() {
    let dir = std::env::temp_dir().join(format!("games-cli-tools-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let file = dir.join("three.pgn");
    let file_arg = file.to_str().expect("utf-8 path");
    let args = ["play", "bashnya", "--rules", "russian", "--seats", "human,human", "--save", file_arg];
    assert!(games_with_input(&args, b"c3-d4\nf6-e5\nd4:f6\nquit\n").status.success());
    // Two Enters, then q: plies 1 and 2 are shown, the replay stops before the third.
    let text = stdout(&games_with_input(&["replay", file_arg, "--step"], b"\n\nq\n"));
    assert!(text.contains("(Enter: ply 1 of 3, q: stop) "), "{text}");
    assert!(text.contains("2. f6-e5\n"), "{text}");
    assert!(!text.contains("3. d4:f6"), "{text}");
    assert!(text.trim_end().ends_with("replay stopped before ply 3 of 3"), "{text}");
    // --delay paces by time instead: nothing is read, every ply is shown.
    let text = stdout(&games_with_input(&["replay", file_arg, "--delay", "0"], b"q\n"));
    assert!(text.contains("3. d4:f6\n") && !text.contains("(Enter"), "{text}");
    assert_one_line_error(&games(&["replay", file_arg, "--delay=-1"]), "--delay");
    let _ = std::fs::remove_dir_all(&dir);
}

/// Every game at its start (with the seat a person plays), a word of its legend, and a word of its rules.
const TABLES: [(&str, &[&str], &str, &str); 6] = [
    (
        "backgammon-nodice",
        &["--rules", "nodice", "--seats", "human,human"],
        "X White, O Black",
        "bear off all 15",
    ),
    (
        "bashnya",
        &["--rules", "russian", "--seats", "human,human"],
        "W B: a king",
        "Goal: leave the opponent without a legal move",
    ),
    (
        "bastardo-obiettivi",
        &["--seats", "h,h,h,h"],
        "`? (secret)`",
        "secret objectives drawn from a tarot deck",
    ),
    (
        "batarde-cards",
        &["--rules", "4p", "--seats", "h,h,h,h"],
        "R King, D Queen",
        "lowest total of penalty points after",
    ),
    ("chess4-bastardo", &["--seats", "h,h,h,h"], "K king, A Amazon", "be the last player left"),
    ("siege-paris", &["--seats", "h,h,h"], "g general, c colonel", "Yellow (the French) holds the fortress"),
];

#[test]
fn every_game_says_who_you_play_explains_its_board_rules_and_notation() {
    for (game, rules, legend, goal) in TABLES {
        let mut args = vec!["play", game];
        args.extend_from_slice(rules);
        let out = games_with_input(&args, b"help rules\nhelp notation\nquit\n");
        let text = stdout(&out);
        assert!(out.status.success(), "{game}: {}", stderr(&out));
        assert!(text.contains("You play "), "{game}: the seats at the start\n{text}");
        assert!(text.contains(" (you)> "), "{game}: the prompt names the person's seat\n{text}");
        assert!(text.contains(legend), "{game}: the legend under the board\n{text}");
        assert!(text.contains(goal), "{game}: help rules\n{text}");
        assert!(text.contains("These rules: "), "{game}: the preset said\n{text}");
        // The examples of `help notation` are legal moves of the person on turn here.
        let examples = text
            .lines()
            .find_map(|l| l.split_once("`moves` lists them): ").map(|(_, e)| e.to_string()))
            .unwrap_or_else(|| panic!("{game}: no examples\n{text}"));
        // The person's own moves: `moves` after the table's deal, as play shows them.
        // Enter pages through a long list (`moves` shows 20 a page).
        let listed = stdout(&games_with_input(&args, format!("moves\n{}quit\n", "\n".repeat(40)).as_bytes()));
        for example in examples.split("   ") {
            assert!(
                listed.lines().any(|l| l.ends_with(example)),
                "{game}: {example} is no legal move\n{listed}"
            );
        }
    }
}

#[test]
fn one_person_is_told_their_seat_and_the_others_kinds() {
    let text = stdout(&games_with_input(&["play", "bashnya", "--seats", "random,human"], b"quit\n"));
    assert!(text.contains("You play Black; White: random."), "{text}");
    assert!(text.contains("Black to move (you)> "), "{text}");
}

#[test]
fn demo_and_replay_show_the_legend_under_the_board() {
    let text = stdout(&games(&["demo", "--max-plies", "10"]));
    for (_, _, legend, _) in TABLES {
        assert!(text.contains(legend), "{legend} missing from the demo:\n{text}");
    }
}

fn games_coloured(args: &[&str], input: &[u8], force: bool, no_color: bool) -> String {
    let mut command = Command::new(env!("CARGO_BIN_EXE_games"));
    command.args(args).env_remove("NO_COLOR").env_remove("CLICOLOR_FORCE").env_remove("CLICOLOR");
    if force {
        command.env("CLICOLOR_FORCE", "1");
    }
    if no_color {
        command.env("NO_COLOR", "1");
    }
    let mut child =
        command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("runs");
    let _ = child.stdin.take().expect("piped").write_all(input);
    stdout(&child.wait_with_output().expect("ends"))
}

#[test]
fn colour_on_a_terminal_plain_text_otherwise() {
    let args = ["play", "chess4-bastardo", "--seats", "human"];
    // Forced as on a terminal: Red's army in red, the last move's squares in reverse video.
    let text = games_coloured(&args, b"c2c4\nquit\n", true, false);
    assert!(text.contains("\u{1b}[31mrK"), "{text:?}");
    let after = text.split("Red plays c2c4").nth(1).expect("the move");
    let rank4 = after.lines().find(|l| l.starts_with("4 ")).expect("rank 4");
    assert!(rank4.contains("\u{1b}[7m"), "c4 highlighted: {rank4:?}");
    // A pipe, or NO_COLOR even when forced: plain text.
    assert!(!games_coloured(&args, b"quit\n", false, false).contains('\u{1b}'));
    assert!(!games_coloured(&args, b"quit\n", true, true).contains('\u{1b}'));
    // The siege's file letters over and under the board are no pieces: never painted.
    let text = games_coloured(&["play", "siege-paris", "--seats", "human"], b"quit\n", true, false);
    assert_eq!(text.matches("      a  b  c  d  e  f  g  h  i  j  k  l\n").count(), 2, "{text:?}");
    assert!(text.contains("\u{1b}[35ml"), "Black's lieutenants painted: {text:?}");
    // Card suits in La Bâtarde.
    let text = games_coloured(&["play", "batarde-cards", "--seats", "human"], b"quit\n", true, false);
    let hand = text.lines().find(|l| l.starts_with("P1*")).expect("P1's hand");
    let suits = ["\u{1b}[94m", "\u{1b}[91m", "\u{1b}[33m", "\u{1b}[32m"];
    assert!(
        suits.iter().filter(|s| hand.contains(*s)).count() >= 2,
        "spades, hearts, diamonds, clubs: {hand:?}"
    );
}

#[test]
fn backgammon_highlights_the_points_of_the_last_move_on_a_terminal() {
    let args = ["play", "backgammon-nodice", "--rules", "nodice", "--seats", "human,human"];
    let text = games_coloured(&args, b"6-4: 24/18 13/9\nquit\n", true, false);
    let after = text.split("White plays 6-4: 24/18 13/9").nth(1).expect("the move");
    // Drawn for Black, on roll: White's 24/18 13/9 is Black's 1/7 12/16.
    let (top, bottom) = (after.lines().nth(1).expect("top numbers"), after.lines().nth(15).expect("bottom"));
    let invert = |n: &str| format!("\u{1b}[7m{n}\u{1b}[0m");
    assert!(top.contains(&invert("16")) && !top.contains(&invert("13")), "{top:?}");
    for n in ["1", "7", "12"] {
        assert!(bottom.contains(&invert(n)), "{n} highlighted: {bottom:?}");
    }
    assert_eq!(after.matches("\u{1b}[7m").count(), 4, "the move's four points only: {after:?}");
    // Before any move nothing is highlighted; a pipe, or NO_COLOR: plain text.
    let start = text.split("White plays").next().expect("the start");
    assert!(!start.contains("\u{1b}[7m"), "{start:?}");
    assert!(!games_coloured(&args, b"6-4: 24/18 13/9\nquit\n", false, false).contains('\u{1b}'));
    assert!(!games_coloured(&args, b"6-4: 24/18 13/9\nquit\n", true, true).contains('\u{1b}'));
}

#[test]
fn rules_explains_a_game_before_it_is_played() {
    for (game, args, legend, goal) in TABLES {
        let rules: Vec<&str> = args.iter().copied().take_while(|a| *a != "--seats").collect();
        let mut command = vec!["rules", game];
        command.extend_from_slice(&rules);
        let out = games(&command);
        let text = stdout(&out);
        assert!(out.status.success(), "{game}: {}", stderr(&out));
        assert!(text.contains(goal) && text.contains(legend), "{game}:\n{text}");
        assert!(text.contains("How to write a move:"), "{game}:\n{text}");
    }
    let text = stdout(&games(&["rules", "bashnya"]));
    assert!(text.contains("c3-d4"), "the start's moves as examples:\n{text}");
    assert_one_line_error(&games(&["rules", "no-such-game"]), "unknown game");
}

//! The search seats, `arena`, `think` and `--match` through the binary: small budgets, so the suite stays fast.

use std::process::{Command, Output};

fn games(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_games")).args(args).output().expect("the games binary runs")
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

/// The report without its speed line (the only line that depends on the machine).
fn without_speed(text: &str) -> String {
    text.lines().filter(|l| !l.contains("games/s")).collect::<Vec<_>>().join("\n")
}

#[test]
fn bots_play_whole_games_in_play_and_selfplay() {
    let out =
        games(&["play", "bashnya", "--rules", "russian", "--seats", "alphabeta:2,mcts:50", "--seed", "3"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("game over: "), "{text}");
    assert!(text.contains("White plays "), "{text}");
    let out = games(&["selfplay", "siege-paris", "--seats", "bot:20", "--games", "1", "--max-plies", "30"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(stdout(&out).contains("1 games, seats bot:20,random,random, seed 1"), "{}", stdout(&out));
}

#[test]
fn bots_that_do_not_fit_the_game_are_refused_in_one_line() {
    let mcts = games(&["play", "batarde-cards", "--seats", "mcts:50"]);
    assert_one_line_error(&mcts, "use ismcts or bot");
    assert_one_line_error(&games(&["play", "chess4-bastardo", "--seats", "alphabeta:2"]), "two seats");
    assert_one_line_error(&games(&["play", "bashnya", "--seats", "ismcts"]), "hidden information");
    assert_one_line_error(
        &games(&["play", "backgammon-nodice", "--rules", "classic", "--seats", "alphabeta"]),
        "dice",
    );
    assert_one_line_error(&games(&["play", "bashnya", "--seats", "mcts:lots"]), "the budget is a number");
    assert_one_line_error(&games(&["play", "bashnya", "--seats", "alphabeta:0"]), "depth");
    assert_one_line_error(&games(&["play", "bashnya", "--seats", "mcts:0s"]), "time");
    assert_one_line_error(&games(&["play", "bashnya", "--seats", "robot"]), "not a seat kind");
    assert_one_line_error(&games(&["selfplay", "bashnya", "--seats", "human", "--games", "1"]), "no person");
}

/// Reads a kind's row of an arena report: games, wins, draws, losses, unfinished.
fn row(text: &str, label: &str) -> Vec<u64> {
    let line = text
        .lines()
        .find(|l| l.trim_start().starts_with(label))
        .unwrap_or_else(|| panic!("{label}:\n{text}"));
    line.trim_start()[label.len()..].split_whitespace().take(5).map(|n| n.parse().unwrap()).collect()
}

#[test]
fn arena_rotates_the_kinds_and_tallies_every_game() {
    let args = [
        "arena",
        "bashnya",
        "--rules",
        "russian",
        "--seats",
        "random,random",
        "--games",
        "6",
        "--seed",
        "3",
        "--max-plies",
        "60",
    ];
    let out = games(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(
        text.starts_with("bashnya (russian): 6 games, seats random,random (rotated round the table), seed 3"),
        "{text}"
    );
    let (first, second) = (row(&text, "1 random"), row(&text, "2 random"));
    for r in [&first, &second] {
        assert_eq!(r[0], 6, "{text}");
        assert_eq!(r[1..].iter().sum::<u64>(), 6, "wins + draws + losses + unfinished: {text}");
    }
    // Two seats: one kind's wins are the other's losses; draws and unfinished games are shared.
    assert_eq!((first[1], first[2], first[4]), (second[3], second[2], second[4]), "{text}");
    // Each kind sat at each seat 3 times.
    for seat in ["White", "Black"] {
        let line = text.lines().find(|l| l.trim_start().starts_with(&format!("{seat}:"))).expect(seat);
        assert!(line.contains("1 random 3, ") && line.contains("2 random 3, "), "{line}");
    }
    assert!(text.contains("Elo of 1 random over 2 random: "), "{text}");
    assert!(text.contains("score (95% CI)"), "{text}");
    // Seeded: the same command gives the same report, on one thread or several.
    let again = games(&[&args[..], &["--jobs", "1"]].concat());
    assert_eq!(without_speed(&stdout(&again)), without_speed(&text));
}

#[test]
fn arena_with_bots_is_reproducible_and_reports_penalties_per_hand() {
    let args = [
        "arena",
        "bashnya",
        "--rules",
        "lasca",
        "--seats",
        "mcts:30,alphabeta:1",
        "--games",
        "2",
        "--max-plies",
        "40",
    ];
    let (one, two) = (games(&args), games(&args));
    assert!(one.status.success(), "{}", stderr(&one));
    assert_eq!(without_speed(&stdout(&one)), without_speed(&stdout(&two)));
    let cards = games(&["arena", "batarde-cards", "--seats", "random,random,random,random", "--games", "4"]);
    let text = stdout(&cards);
    assert!(text.contains("penalty/hand"), "{text}");
    assert!(row(&text, "3 random")[0] == 4, "{text}");
}

#[test]
fn parallel_bots_play_in_arena_and_replay_with_an_iteration_budget() {
    let args = [
        "arena",
        "bashnya",
        "--rules",
        "russian",
        "--seats",
        "pmcts:200,mcts:200",
        "--games",
        "2",
        "--max-plies",
        "30",
        "--jobs",
        "1",
    ];
    let (one, two) = (games(&args), games(&args));
    assert!(one.status.success(), "{}", stderr(&one));
    let text = stdout(&one);
    assert_eq!(row(&text, "1 pmcts:200")[0], 2, "{text}");
    // An iteration budget is split between the trees in a fixed way: the games replay on any machine load.
    assert_eq!(without_speed(&text), without_speed(&stdout(&two)));
    let cards =
        games(&["selfplay", "batarde-cards", "--seats", "pismcts:40", "--games", "1", "--max-plies", "40"]);
    assert!(cards.status.success(), "{}", stderr(&cards));
    assert!(stdout(&cards).contains("seats pismcts:40,"), "{}", stdout(&cards));
    assert_one_line_error(&games(&["play", "batarde-cards", "--seats", "pmcts:50"]), "use ismcts or bot");
}

#[test]
fn arena_refuses_what_it_cannot_play() {
    assert_one_line_error(
        &games(&["arena", "bashnya", "--seats", "random", "--games", "2"]),
        "one kind per seat",
    );
    assert_one_line_error(
        &games(&["arena", "bashnya", "--seats", "human,random", "--games", "2"]),
        "no person",
    );
    assert_one_line_error(
        &games(&["arena", "bashnya", "--seats", "random,random", "--games", "0"]),
        "--games",
    );
    assert_one_line_error(
        &games(&["arena", "batarde-cards", "--seats", "mcts,random,random,random", "--games", "1"]),
        "ismcts",
    );
}

#[test]
fn think_prints_a_legal_move_last() {
    let legal = stdout(&games(&["moves", "bashnya", "--rules", "russian"]));
    for seat in ["alphabeta:2", "mcts:50", "bot:20", "random"] {
        let out = games(&["think", "bashnya", "--rules", "russian", "--seat", seat]);
        assert!(out.status.success(), "{seat}: {}", stderr(&out));
        let text = stdout(&out);
        let mv = text.lines().last().expect("a move");
        assert!(legal.lines().any(|l| l == mv), "{seat}: {mv} not in\n{legal}");
        assert!(!stderr(&out).is_empty(), "the search's report goes to standard error");
    }
    // Seeded: the same seed, the same move.
    let a = games(&["think", "siege-paris", "--seat", "mcts:40", "--seed", "9"]);
    let b = games(&["think", "siege-paris", "--seat", "mcts:40", "--seed", "9"]);
    assert_eq!(stdout(&a), stdout(&b));
}

#[test]
fn think_rolls_the_dice_first() {
    let roll = ["--rules", "classic", "--dice", "6-5"];
    let legal = stdout(&games(&[&["moves", "backgammon-nodice"][..], &roll].concat()));
    let out = games(&[&["think", "backgammon-nodice", "--seat", "mcts:50"][..], &roll].concat());
    assert!(out.status.success(), "{}", stderr(&out));
    let mv = stdout(&out).lines().last().expect("a move").to_string();
    assert!(mv.starts_with("6-5: ") && legal.lines().any(|l| l == mv), "{mv} not in\n{legal}");
    assert_one_line_error(
        &games(&["think", "backgammon-nodice", "--rules", "classic", "--seat", "bot"]),
        "--dice",
    );
    assert_one_line_error(&games(&["think", "batarde-cards", "--seat", "mcts"]), "ismcts");
    assert_one_line_error(&games(&["think", "bashnya", "--seat", "human"]), "bad --seat");
}

#[test]
fn backgammon_matches_are_one_flag() {
    let args =
        ["play", "backgammon-nodice", "--rules", "classic", "--match", "3", "--seats", "random,random"];
    let out = games(&args);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("Match to 3: White 0, Black 0"), "{text}");
    assert!(text.contains("game over: "), "{text}");
    assert!(text.lines().any(|l| l.contains("wins the match")), "{text}");
    let arena = games(&[
        "arena",
        "backgammon-nodice",
        "--rules",
        "classic",
        "--match",
        "1",
        "--seats",
        "bot:10,random",
        "--games",
        "2",
    ]);
    assert!(stdout(&arena).contains("(classic, matches to 1): 2 games"), "{}", stdout(&arena));
    assert_one_line_error(
        &games(&["play", "bashnya", "--match", "3"]),
        "--match is for backgammon-nodice only",
    );
    assert_one_line_error(&games(&["play", "backgammon-nodice", "--match", "0"]), "bad --match");
}

#[test]
fn card_bots_take_their_own_out_of_turn_actions() {
    // La Bâtarde: ISMCTS seats P1 and P2 judge their méchoune and choune windows with the out-of-turn search
    // (random seats P3 and P4 take theirs at 1 in 32). Over a whole match the bots take some.
    let out = games(&["play", "batarde-cards", "--seats", "bot:30,bot:30,random,random", "--seed", "1"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let by_bots = text
        .lines()
        .filter(|l| {
            l.ends_with("(out of turn)") && (l.starts_with("P1 plays P1 ") || l.starts_with("P2 plays P2 "))
        })
        .count();
    assert!(by_bots > 0, "{text}");
    assert!(text.contains("game over: "), "{text}");
}

//! The `games` binary as scripts use it: its output contract and its one-line errors.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn games(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_games")).args(args).output().expect("the games binary runs")
}

fn games_with_input(args: &[&str], input: &[u8]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_games"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the games binary runs");
    child.stdin.take().expect("piped").write_all(input).expect("input written");
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
fn list_names_every_game_and_preset() {
    let out = games(&["list"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let names = |presets: &[abstract_game::Preset]| presets.iter().map(|p| p.name).collect::<Vec<&str>>();
    let games: [(&str, Vec<&str>); 6] = [
        ("backgammon-nodice", names(backgammon_nodice::Rules::PRESETS)),
        ("bashnya", names(bashnya::Rules::PRESETS)),
        ("bastardo-obiettivi", vec!["standard", "redeal"]),
        ("batarde-cards", names(batarde_cards::Rules::PRESETS)),
        ("chess4-bastardo", names(chess4_bastardo::Rules::PRESETS)),
        ("siege-paris", names(siege_paris::Rules::PRESETS)),
    ];
    for (game, presets) in games {
        let section = text.split(&format!("{game}:")).nth(1).unwrap_or_else(|| panic!("{game} missing"));
        for preset in &presets {
            assert!(section.contains(&format!("--rules {preset}")), "{game} {preset} missing from:\n{text}");
        }
    }
}

#[test]
fn russian_draughts_perft_through_the_tool() {
    // Russian draughts from the start: 7, 49, 302, 1469 (the 8x8 draughts games share these first four plies).
    let out = games(&["perft", "bashnya", "4", "--rules", "russian"]);
    assert_eq!(stdout(&out).lines().last(), Some("1469"));
}

#[test]
fn backgammon_dice_lists_the_plays_of_a_roll() {
    // The seven plays of an opening 6-5 (worked out by hand in backgammon-nodice's tests).
    let out = games(&["moves", "backgammon-nodice", "--rules", "classic", "--dice", "6-5"]);
    let text = stdout(&out);
    assert_eq!(text.lines().count(), 7, "{text}");
    assert!(text.lines().any(|l| l == "6-5: 24/13"), "{text}");
    assert_one_line_error(&games(&["moves", "backgammon-nodice", "--dice", "6-5"]), "bad --dice");
    assert_one_line_error(
        &games(&["moves", "backgammon-nodice", "--rules", "classic", "--dice", "7-1"]),
        "bad --dice",
    );
}

#[test]
fn chess4_perft_matches_the_hand_count() {
    // Every seat has 17 first moves from the spec's start (counted by hand in chess4-bastardo's perft tests).
    let out = games(&["perft", "chess4-bastardo", "1"]);
    assert_eq!(stdout(&out).lines().last(), Some("17"));
}

#[test]
fn chess4_tarot_presets_play_the_variant() {
    // The tarot preset deals first: Red's first card is one of the 15 classes (1..10, P, N, Q, K, major).
    for preset in ["tarot", "tarot-redeal"] {
        let out = games(&["perft", "chess4-bastardo", "1", "--rules", preset]);
        assert_eq!(stdout(&out).lines().last(), Some("15"), "{preset}");
    }
}

#[test]
fn perft_prints_the_count_last() {
    // Siege of Paris from the start: Yellow has 4 moves (counted by hand in siege-paris's perft tests).
    let out = games(&["perft", "siege-paris", "1"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(stdout(&out).lines().last(), Some("4"));
}

#[test]
fn perft_divide_lines_sum_to_the_total() {
    let out = games(&["perft", "siege-paris", "2", "--divide"]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    let (total, divide) = lines.split_last().expect("some output");
    let sum: u64 = divide.iter().map(|l| l.rsplit(": ").next().unwrap().parse::<u64>().unwrap()).sum();
    assert_eq!(divide.len(), 4);
    assert_eq!(total.parse::<u64>().unwrap(), sum);
}

#[test]
fn moves_lists_one_per_line_and_json_with_positions() {
    let plain = stdout(&games(&["moves", "siege-paris"]));
    assert_eq!(plain.lines().count(), 4);
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&games(&["moves", "siege-paris", "--json"]))).unwrap();
    let list = json.as_array().unwrap();
    assert_eq!(list.len(), 4);
    for (entry, mv) in list.iter().zip(plain.lines()) {
        assert_eq!(entry["move"], mv);
        let position = entry["position"].as_str().unwrap();
        // The position after the move is itself a valid --position.
        let next = games(&["moves", "siege-paris", "--position", position]);
        assert!(next.status.success(), "{}", stderr(&next));
    }
}

#[test]
fn bad_arguments_are_one_line_errors() {
    assert_one_line_error(&games(&["perft", "no-such-game", "2"]), "unknown game");
    assert_one_line_error(&games(&["perft", "siege-paris", "2", "--rules", "nope"]), "unknown rules preset");
    assert_one_line_error(&games(&["moves", "siege-paris", "--position", "garbage"]), "bad position");
    assert_one_line_error(&games(&["perft", "siege-paris"]), "required");
    assert_one_line_error(&games(&["perft", "siege-paris", "deep"]), "invalid value");
    assert_one_line_error(&games(&["play", "siege-paris", "--seats", "robot"]), "bad --seats");
    assert_one_line_error(&games(&["frobnicate"]), "unrecognized subcommand");
}

#[test]
fn rules_must_agree_with_the_position_string() {
    let start = stdout(&games(&["moves", "siege-paris", "--json"]));
    let json: serde_json::Value = serde_json::from_str(&start).unwrap();
    let position = json[0]["position"].as_str().unwrap();
    assert!(games(&["moves", "siege-paris", "--rules", "standard", "--position", position]).status.success());
    let out = games(&["moves", "siege-paris", "--rules", "two-player", "--position", position]);
    assert_one_line_error(&out, "disagrees");
}

#[test]
fn play_answers_bad_input_and_quits_cleanly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_games"))
        .args(["play", "siege-paris", "--seats", "human"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"z99-z98\nmoves\nquit\n").unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("not played:"), "{text}");
    assert!(text.trim_end().ends_with("bye"), "{text}");
}

#[test]
fn selfplay_summarises() {
    let out = games(&["selfplay", "siege-paris", "--games", "3", "--seed", "2"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(text.contains("3 random games, seed 2"), "{text}");
    assert!(text.contains("average length"), "{text}");
    assert!(text.contains("games/s"), "{text}");
}

#[test]
fn demo_is_one_screen_per_game_and_names_every_preset() {
    let out = games(&["demo", "--max-plies", "60"]);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    let lines = text.lines().count();
    assert!(lines <= 220, "{lines} lines:\n{text}");
    for entry in games::registry::entries() {
        let section = text
            .split(&format!("== {} (", entry.name))
            .nth(1)
            .unwrap_or_else(|| panic!("{} missing:\n{text}", entry.name));
        let section = section.split("\n== ").next().unwrap_or_default();
        let default = entry.presets[0].name;
        assert!(section.starts_with(&format!("{default})")), "{} default preset first", entry.name);
        for preset in entry.presets[1..].iter().map(|p| p.name) {
            assert!(
                section.contains(&format!("\n  {preset}: ")),
                "{} {preset} missing:\n{section}",
                entry.name
            );
        }
    }
    // Every game says how it ended, in one wording: a result or the ply limit; never a Rust dump.
    let presets: Vec<&str> =
        games::registry::entries().iter().flat_map(|e| e.presets.iter().map(|p| p.name)).collect();
    let endings: Vec<&str> = text
        .lines()
        .filter_map(|l| {
            l.strip_prefix("result: ").or_else(|| {
                let (preset, ending) = l.strip_prefix("  ")?.split_once(": ")?;
                presets.contains(&preset).then_some(ending)
            })
        })
        .collect();
    // One ending per preset of every game (the default's `result:` line and one line per other preset).
    assert_eq!(endings.len(), presets.len(), "{endings:?}");
    for ending in endings {
        let result = ending.split_once(" plies: ").map_or("", |(_, r)| r);
        let known = result.contains(" wins")
            || result.contains(" win")
            || result == "draw"
            || result.starts_with("1st ")
            || ending.starts_with("stopped after 60 plies (the --max-plies limit), not finished");
        assert!(known, "{ending}");
    }
    for dump in ["Some(", "None", "PlayerId", "Outcome", " #1 ", "{ "] {
        assert!(!text.contains(dump), "{dump} in:\n{text}");
    }
}

#[test]
fn out_of_turn_actions_in_play() {
    // The reproduction of issue 13: P3 méchounes P1's bid while P2 is on turn.
    let position = "4p P4 0 0/0/0/0 | 4p 5 P4 bid:P1 RS.DS.CS.VS.FS/RH.DH.CH.VH.FH/RD.DD.CD.VD.FD/RC.DC.CC.VC.FC - -/-/-/- - 0/0/0/0 P1:- - -/-/-/-";
    let args = ["play", "batarde-cards", "--seats", "human,human,human,human", "--position", position];
    let out = games_with_input(&args, b"2S\nP3 mechoune P1\n");
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        text.contains("P3 may méchoune P1 (double the hand's points) now: type `P3 mechoune P1`"),
        "{text}"
    );
    assert!(text.contains("P3 plays P3 mechoune P1 (out of turn)"), "{text}");
    assert!(!text.contains("illegal move"), "{text}");
}

#[test]
fn play_skips_lines_that_are_not_utf8() {
    let out = games_with_input(&["play", "siege-paris", "--seats", "human"], b"\xff\xfe\nmoves\nquit\n");
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(text.contains("not UTF-8, ignored"), "{text}");
    assert!(text.trim_end().ends_with("bye"), "{text}");
}

#[test]
fn play_moves_are_one_per_line_with_a_filter() {
    let out = games_with_input(&["play", "siege-paris", "--seats", "human"], b"moves\nquit\n");
    let all: Vec<String> = stdout(&games(&["moves", "siege-paris"])).lines().map(String::from).collect();
    let text = stdout(&out);
    for mv in &all {
        assert!(text.lines().any(|l| l.ends_with(mv.as_str())), "{mv} not on a line of its own:\n{text}");
    }
    let input = format!("moves {}\nmoves zz99\nquit\n", all[0]);
    let text = stdout(&games_with_input(&["play", "siege-paris", "--seats", "human"], input.as_bytes()));
    assert!(text.contains(&format!("> {}\n", all[0])), "{text}");
    assert!(text.contains("no move matches `zz99`"), "{text}");
}

#[test]
fn chess4_undo_goes_through_the_take_back_vote() {
    // Red (a person) plays; the random seats reply and vote for the take-back.
    let out =
        games_with_input(&["play", "chess4-bastardo", "--seats", "human"], b"c2c4\nundo\nposition\nquit\n");
    let text = stdout(&out);
    assert!(text.contains("Blue votes for"), "{text}");
    assert!(text.contains("took back 4 plies: Red's last move and the replies since"), "{text}");
    let start = chess4_bastardo::Position::default().to_string();
    assert!(text.contains(&format!("> {start}\n")), "back to the start:\n{text}");
    // Four people: Red asks, Blue and Yellow refuse, so the vote fails (3 of 4 needed).
    let out =
        games_with_input(&["play", "chess4-bastardo", "--seats", "h,h,h,h"], b"c2c4\nundo\nno\nno\nquit\n");
    let text = stdout(&out);
    assert!(text.contains("Blue, agree to take back 1 ply? (yes/no)> "), "{text}");
    assert!(
        text.contains("not taken back: the take-back vote failed: 1 of 4 players agreed, 3 needed"),
        "{text}"
    );
}

#[test]
fn rules_mismatch_names_the_rules_in_words() {
    let start = stdout(&games(&["moves", "siege-paris", "--json"]));
    let json: serde_json::Value = serde_json::from_str(&start).unwrap();
    let position = json[0]["position"].as_str().unwrap();
    let out = games(&["moves", "siege-paris", "--rules", "two-player", "--position", position]);
    assert_one_line_error(&out, "disagrees");
    let err = stderr(&out);
    assert!(!err.contains('{') && !err.contains("Some(") && !err.contains(": true"), "{err}");
}

#[test]
fn selfplay_counts_wins_draws_losses_and_unfinished_per_seat() {
    let out = games(&["selfplay", "bashnya", "--rules", "russian", "--games", "6", "--max-plies", "40"]);
    let text = stdout(&out);
    assert!(text.contains("seat       wins  draws losses unfinished"), "{text}");
    for seat in ["White", "Black"] {
        let row: Vec<u64> = text
            .lines()
            .find(|l| l.trim_start().starts_with(seat))
            .unwrap_or_else(|| panic!("{seat} row missing:\n{text}"))
            .split_whitespace()
            .skip(1)
            .map(|n| n.parse().unwrap())
            .collect();
        assert_eq!(row.iter().sum::<u64>(), 6, "{seat}: {row:?}");
    }
}

#[test]
fn play_keeps_the_other_hands_secret() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_games"))
        .args(["play", "batarde-cards", "--seats", "human", "--seed", "4"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"position\nquit\n").unwrap();
    let out = child.wait_with_output().unwrap();
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!text.contains("deal "), "a dealt card was shown:\n{text}");
    assert!(text.contains("hidden]"), "other hands should show as hidden:\n{text}");
    assert!(text.contains("not shown"), "the position string must be withheld:\n{text}");
}

#[test]
fn tarot_perft_counts_the_card_classes() {
    // The first draw: one chance outcome per card class (1..10, Page, Knight, Queen, King, a major arcanum).
    for rules in ["standard", "redeal"] {
        let out = games(&["perft", "bastardo-obiettivi", "1", "--rules", rules]);
        assert!(out.status.success(), "{}", stderr(&out));
        assert_eq!(stdout(&out).lines().last(), Some("15"));
    }
    let out = games(&["perft", "bastardo-obiettivi", "3", "--divide"]);
    let text = stdout(&out);
    let lines: Vec<&str> = text.lines().collect();
    let (total, divide) = lines.split_last().expect("some output");
    let sum: u64 = divide.iter().map(|l| l.rsplit(": ").next().unwrap().parse::<u64>().unwrap()).sum();
    assert_eq!(divide.len(), 15);
    assert_eq!(total.parse::<u64>().unwrap(), sum);
}

#[test]
fn tarot_moves_list_the_draws_and_their_positions() {
    let plain = stdout(&games(&["moves", "bastardo-obiettivi"]));
    let lines: Vec<&str> = plain.lines().collect();
    assert_eq!(lines.len(), 15, "{plain}");
    assert!(lines.iter().all(|l| l.starts_with("draw:")), "{plain}");
    for card in ["draw:1", "draw:10", "draw:P", "draw:N", "draw:Q", "draw:K", "draw:M"] {
        assert!(lines.contains(&card), "{card} missing from {plain}");
    }
    let json: serde_json::Value =
        serde_json::from_str(&stdout(&games(&["moves", "bastardo-obiettivi", "--json"]))).unwrap();
    let list = json.as_array().unwrap();
    assert_eq!(list.len(), 15);
    // After Red's card a 5 (a number card: Red confirms it), Red's moves are its own decisions.
    let five = list.iter().find(|e| e["move"] == "draw:5").unwrap()["position"].as_str().unwrap();
    let next = games(&["moves", "bastardo-obiettivi", "--position", five]);
    assert!(next.status.success(), "{}", stderr(&next));
    assert_eq!(stdout(&next).lines().collect::<Vec<_>>(), ["keep"]);
    assert_one_line_error(
        &games(&["moves", "bastardo-obiettivi", "--rules", "redeal", "--position", five]),
        "disagrees",
    );
}

#[test]
fn tarot_selfplay_finishes_its_games() {
    for rules in ["standard", "redeal"] {
        let out = games(&["selfplay", "bastardo-obiettivi", "--rules", rules, "--games", "5", "--seed", "9"]);
        assert!(out.status.success(), "{}", stderr(&out));
        let text = stdout(&out);
        assert!(text.contains("5 random games, seed 9"), "{text}");
        assert!(text.contains("unfinished (hit 100000 plies): 0"), "{text}");
    }
}

#[test]
fn tarot_play_keeps_the_others_objectives_secret() {
    // Green is dealt last: Red, Blue and Yellow are dealt (by the tool) and decide before its first prompt.
    let mut child = Command::new(env!("CARGO_BIN_EXE_games"))
        .args(["play", "bastardo-obiettivi", "--seats", "random,random,random,human", "--seed", "5"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(
            b"position
moves
board
quit
",
        )
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!text.contains("draw:"), "a drawn card was shown:\n{text}");
    for line in text.lines().filter(|l| l.contains(" plays ")) {
        assert!(
            !line.contains("choose:") && !line.contains("pick:"),
            "a secret choice was announced: {line}"
        );
    }
    assert!(text.contains("not shown"), "the position string must be withheld:\n{text}");
    assert!(text.contains("Green (you):"), "the person's own seat is marked:\n{text}");
    assert!(text.contains("? (secret)"), "undeclared objectives show as secret:\n{text}");
    assert!(text.trim_end().ends_with("bye"), "{text}");
}

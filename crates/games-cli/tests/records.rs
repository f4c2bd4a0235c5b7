//! Game records through the tool: `play --save`, `selfplay --save` and `replay`.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

fn games(args: &[&str], input: &[u8]) -> Output {
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

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("games-records-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

/// The value of the `position: ` line.
fn position_line(text: &str) -> Option<&str> {
    text.lines().rev().find_map(|l| l.strip_prefix("position: "))
}

#[test]
fn a_saved_game_replays_to_the_same_position_and_a_corrupted_ply_is_named() {
    let dir = scratch("play");
    let file = dir.join("game.pgn");
    let file_arg = file.to_str().expect("utf-8 path");
    let script = b"c3-d4\nf6-e5\nd4:f6\nposition\nquit\n";
    let args = ["play", "bashnya", "--rules", "russian", "--seats", "human,human", "--save", file_arg];
    let played = games(&args, script);
    assert!(played.status.success(), "{}", stderr(&played));
    let played_text = stdout(&played);
    assert!(played_text.contains("record saved to"), "{played_text}");
    // The `position` command's answer is the line after the last prompt before `quit`.
    let final_position = played_text
        .lines()
        .find(|l| l.starts_with("B:russian") || l.starts_with("W:russian"))
        .or_else(|| played_text.lines().find(|l| l.contains(":russian:")))
        .map(|l| l.rsplit("> ").next().unwrap_or(l).to_string())
        .expect("the position was printed");

    let record = std::fs::read_to_string(&file).expect("the record was written");
    assert!(record.starts_with("[Game \"bashnya\"]\n[Rules \"russian\"]\n"), "{record}");
    assert!(record.contains("[Date \""), "{record}");
    assert!(record.contains("[Seat0 \"human\"]\n[Seat1 \"human\"]"), "{record}");
    assert!(!record.contains("[Start "), "{record}");
    assert!(record.ends_with("\n1. c3-d4\n2. f6-e5\n3. d4:f6\n*\n"), "{record}");

    let replayed = games(&["replay", file_arg], b"");
    assert!(replayed.status.success(), "{}", stderr(&replayed));
    let replay_text = stdout(&replayed);
    assert_eq!(position_line(&replay_text), Some(final_position.as_str()), "{replay_text}");
    assert!(replay_text.contains("result: unfinished"), "{replay_text}");

    let stepped = stdout(&games(&["replay", file_arg, "--step"], b""));
    assert!(stepped.contains("\n3. d4:f6\n"), "{stepped}");

    // A game saved from a position string records it as its start, and replays from it.
    let from = dir.join("from.pgn");
    let from_arg = from.to_str().expect("utf-8 path");
    let args =
        ["play", "bashnya", "--position", &final_position, "--seats", "random,random", "--save", from_arg];
    let out = games(&args, b"");
    assert!(out.status.success(), "{}", stderr(&out));
    let record = std::fs::read_to_string(&from).expect("written");
    assert!(record.contains(&format!("[Rules \"russian\"]\n[Start \"{final_position}\"]")), "{record}");
    assert!(record.contains("[Result "), "a random game is played to its end: {record}");
    let out = games(&["replay", from_arg], b"");
    assert!(out.status.success(), "{}", stderr(&out));

    // The third ply corrupted: refused, naming the ply and the game's reason, exit code 2.
    let bad = dir.join("bad.pgn");
    let corrupted = std::fs::read_to_string(&file).expect("written").replace("3. d4:f6", "3. d4-c5");
    std::fs::write(&bad, corrupted).expect("written");
    let out = games(&["replay", bad.to_str().expect("utf-8 path")], b"");
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    let err = stderr(&out);
    assert_eq!(err.trim_end().lines().count(), 1, "{err:?}");
    assert!(err.contains("ply 3") && err.contains("d4-c5"), "{err:?}");

    let garbage = dir.join("garbage.pgn");
    std::fs::write(&garbage, "[Game \"bashnya\"]\n\n1. c3-d4\n*\n").expect("written");
    let out = games(&["replay", garbage.to_str().expect("utf-8 path")], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("bad record: the tag Rules is missing"), "{}", stderr(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn selfplay_save_writes_one_record_per_game_that_all_replay() {
    for (game, preset, seat_tag) in
        [("batarde-cards", "4p", true), ("backgammon-nodice", "classic", false), ("bashnya", "lasca", false)]
    {
        let dir = scratch(game).join("records");
        let dir_arg = dir.to_str().expect("utf-8 path");
        let args = ["selfplay", game, "--rules", preset, "--games", "3", "--seed", "5", "--save", dir_arg];
        let out = games(&args, b"");
        assert!(out.status.success(), "{}", stderr(&out));
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .expect("the directory was created")
            .map(|e| e.expect("entry").file_name().into_string().expect("utf-8 name"))
            .collect();
        names.sort();
        let expected: Vec<String> = (1..=3).map(|n| format!("{game}-{preset}-{n}.pgn")).collect();
        assert_eq!(names, expected);
        let mut tagged = false;
        for name in &names {
            let path = dir.join(name);
            let text = std::fs::read_to_string(&path).expect("readable");
            assert!(text.contains("[Event \"games selfplay\"]") && text.contains("[Result "), "{text}");
            tagged |= text.lines().any(|l| l.split_once(". ").is_some_and(|(_, mv)| mv.contains(": ")));
            let out = games(&["replay", path.to_str().expect("utf-8 path")], b"");
            assert!(out.status.success(), "{name}: {}", stderr(&out));
            assert!(stdout(&out).contains("result: ") && !stdout(&out).contains("unfinished"), "{name}");
        }
        if seat_tag {
            assert!(tagged, "{game}: no out-of-turn action was recorded with its seat");
        }
        let _ = std::fs::remove_dir_all(dir.parent().expect("scratch"));
    }
}

#[test]
fn play_resume_continues_a_saved_game() {
    let dir = scratch("resume");
    let first = dir.join("first.pgn");
    let second = dir.join("second.pgn");
    let first_path = first.to_str().unwrap();
    let moves = stdout(&games(&["moves", "siege-paris"], b""));
    let opening = moves.lines().next().expect("a move").to_string();
    // A person plays one move; the random seats reply; the game is saved unfinished.
    let args = ["play", "siege-paris", "--seats", "human,random,random", "--save", first_path];
    let out = games(&args, format!("{opening}\nquit\n").as_bytes());
    assert!(out.status.success(), "{}", stderr(&out));
    let saved = std::fs::read_to_string(&first).unwrap();
    let plies =
        saved.lines().filter(|l| l.split_once(". ").is_some_and(|(n, _)| n.parse::<u32>().is_ok())).count();
    assert!(plies >= 2, "the move and a reply: {saved}");
    // Resumed: every ply replayed, the record's seats, the game goes on where it stopped.
    let out =
        games(&["play", "--resume", first_path, "--save", second.to_str().unwrap()], b"position\nquit\n");
    let text = stdout(&out);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(text.contains(&format!("resumed: {plies} plies replayed")), "{text}");
    let replayed = stdout(&games(&["replay", first_path], b""));
    let position = position_line(&replayed).expect("the saved game's position");
    assert!(text.contains(&format!("> {position}\n")), "the game goes on from the saved position:\n{text}");
    let again = std::fs::read_to_string(&second).unwrap();
    assert!(again.contains("[Seat1 \"random\"]") && again.contains(&format!("1. {opening}")), "{again}");
    // A game name with --resume, or neither, is a one-line error.
    let out = games(&["play", "siege-paris", "--resume", first_path], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("cannot be used with"), "{}", stderr(&out));
    assert_eq!(games(&["play"], b"").status.code(), Some(2));
    let out = games(&["play", "--resume", dir.join("missing.pgn").to_str().unwrap()], b"");
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("cannot read the record"), "{}", stderr(&out));
}

#[test]
fn play_records_the_bots_time_budget() {
    // `bot` in play thinks a second a move, and the record says so (so --resume seats the same bot).
    let dir = scratch("bot-budget");
    let file = dir.join("game.pgn");
    let args =
        ["play", "bashnya", "--rules", "russian", "--seats", "human,bot", "--save", file.to_str().unwrap()];
    let out = games(&args, b"quit\n");
    assert!(out.status.success(), "{}", stderr(&out));
    let saved = std::fs::read_to_string(&file).unwrap();
    assert!(saved.contains("[Seat1 \"bot:1s\"]"), "{saved}");
}

#[test]
fn replay_positions_prints_the_position_after_every_ply_and_nothing_else() {
    let dir = scratch("positions");
    let file = dir.join("game.pgn");
    let file_arg = file.to_str().expect("utf-8 path");
    std::fs::write(&file, "[Game \"bashnya\"]\n[Rules \"russian\"]\n\n1. c3-d4\n2. f6-e5\n3. d4:f6\n*\n")
        .expect("written");
    let out = games(&["replay", file_arg, "--positions"], b"");
    assert!(out.status.success(), "{}", stderr(&out));
    // Written by hand from the moves: White's c3 man steps to d4, Black's f6 man to e5, and d4 jumps e5 (taken
    // off in Russian draughts) to land on f6; the side to move alternates and no king is made.
    let black = "b6=b,d6=b";
    let back = "a7=b,c7=b,e7=b,g7=b,b8=b,d8=b,f8=b,h8=b";
    let white = "a1=w,c1=w,e1=w,g1=w,b2=w,d2=w,f2=w,h2=w,a3=w,e3=w,g3=w";
    let expected = [
        format!("B:russian:0:{white},d4=w,{black},f6=b,h6=b,{back}"),
        format!("W:russian:0:{white},d4=w,e5=b,{black},h6=b,{back}"),
        format!("B:russian:0:{white},{black},f6=w,h6=b,{back}"),
    ];
    let text = stdout(&out);
    assert_eq!(text.lines().collect::<Vec<_>>(), expected, "{text}");

    // The last line is the position `replay` ends on.
    let last = stdout(&games(&["replay", file_arg], b""));
    assert_eq!(position_line(&last), Some(expected[2].as_str()), "{last}");

    // A bad ply: the plies before it printed, then a one-line error naming it, exit code 2.
    let bad = dir.join("bad.pgn");
    std::fs::write(&bad, "[Game \"bashnya\"]\n[Rules \"russian\"]\n\n1. c3-d4\n2. f6-e5\n3. d4-c5\n*\n")
        .expect("written");
    let out = games(&["replay", bad.to_str().expect("utf-8 path"), "--positions"], b"");
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    assert_eq!(stdout(&out).lines().count(), 2, "{}", stdout(&out));
    assert!(stderr(&out).contains("ply 3"), "{}", stderr(&out));

    // Boards between plies and a position list do not mix.
    let out = games(&["replay", file_arg, "--positions", "--step"], b"");
    assert_eq!(out.status.code(), Some(2), "{}", stdout(&out));
    let _ = std::fs::remove_dir_all(&dir);
}

//! The pictures of the boards in the READMEs (`docs/boards/<game>.svg`) are what `games svg <game>` draws
//! today: a changed drawing fails here until the pictures are regenerated, so CI keeps them current.
//!
//! Regenerate them all with `UPDATE_BOARDS=1 cargo test -p games --test boards`, or one with
//! `cargo run -q -p games -- svg GAME > docs/boards/GAME.svg`.

use std::path::PathBuf;
use std::process::Command;

/// `docs/boards` at the workspace root.
fn boards_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../docs/boards")
}

/// The picture of `game`'s start as the README shows it: the default preset, the public view (a
/// hidden-information game shows no seat's secrets), the default size.
fn drawn(game: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_games")).args(["svg", game]).output().expect("games runs");
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("utf-8 picture")
}

#[test]
fn every_games_picture_is_current() {
    let update = std::env::var_os("UPDATE_BOARDS").is_some();
    let mut stale = Vec::new();
    for game in traditional_games::games() {
        let path = boards_dir().join(format!("{}.svg", game.name));
        let picture = drawn(game.name);
        if update {
            std::fs::create_dir_all(boards_dir()).unwrap();
            std::fs::write(&path, &picture).unwrap();
        } else if std::fs::read_to_string(&path).ok().as_deref() != Some(picture.as_str()) {
            stale.push(format!("cargo run -q -p games -- svg {0} > docs/boards/{0}.svg", game.name));
        }
    }
    assert!(
        stale.is_empty(),
        "the README pictures are not what `games svg` draws; regenerate them all with \
         `UPDATE_BOARDS=1 cargo test -p games --test boards`, or run:\n{}",
        stale.join("\n")
    );
}

#[test]
fn docs_boards_holds_only_the_games_pictures() {
    if std::env::var_os("UPDATE_BOARDS").is_some() {
        return; // The other test is writing them.
    }
    let mut files: Vec<String> = std::fs::read_dir(boards_dir())
        .expect("docs/boards exists")
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let mut expected: Vec<String> =
        traditional_games::games().iter().map(|game| format!("{}.svg", game.name)).collect();
    expected.sort();
    assert_eq!(files, expected, "a picture of a game no longer listed, or a game without one");
}

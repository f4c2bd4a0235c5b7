//! `games svg` (issue 27, part 1, "Offered everywhere"): the picture on standard output parses as XML and
//! names every square, a seat is chosen by name or number, and bad arguments are one-line errors.

use std::collections::BTreeSet;
use std::process::{Command, Output};

fn games(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_games")).args(args).output().expect("the games binary runs")
}

fn picture(args: &[&str]) -> String {
    let out = games(args);
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8(out.stdout).expect("utf-8 picture")
}

fn assert_one_line_error(out: &Output, fragment: &str) {
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(err.trim_end().lines().count(), 1, "{err:?}");
    assert!(err.contains(fragment), "{err:?}");
    assert!(out.stdout.is_empty(), "no half picture on standard output");
}

/// The `aria-label`s of the elements of `class`.
fn labels(svg: &str, class: &str) -> BTreeSet<String> {
    let doc = roxmltree::Document::parse(svg).expect("the picture parses as XML");
    doc.descendants()
        .filter(|n| n.attribute("class") == Some(class))
        .map(|n| n.attribute("aria-label").expect("a clickable element has a name").to_string())
        .collect()
}

#[test]
fn the_bashni_board_parses_and_names_its_32_dark_squares() {
    let svg = picture(&["svg", "bashnya"]);
    let doc = roxmltree::Document::parse(&svg).expect("XML");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    // The dark squares, written independently: a1 is dark, so a square is dark when its file (from 0) plus its
    // rank is odd.
    let dark: BTreeSet<String> = (0..8u8)
        .flat_map(|file| (1..=8u8).map(move |rank| (file, rank)))
        .filter(|(file, rank)| (file + rank) % 2 == 1)
        .map(|(file, rank)| format!("{}{rank}", char::from(b'a' + file)))
        .collect();
    assert_eq!(dark.len(), 32);
    assert_eq!(labels(&svg, "square"), dark);
}

#[test]
fn every_game_and_preset_draws_xml_for_the_public_view() {
    let list = String::from_utf8(games(&["list"]).stdout).unwrap();
    let mut game = String::new();
    let mut drawn = 0;
    for line in list.lines() {
        if let Some(rest) = line.trim().strip_prefix("--rules ") {
            let preset = rest.split([':', ' ']).next().unwrap();
            let svg = picture(&["svg", &game, "--rules", preset]);
            roxmltree::Document::parse(&svg).unwrap_or_else(|e| panic!("{game} {preset}: {e}"));
            drawn += 1;
        } else if let Some((name, _)) = line.split_once(':') {
            game = name.to_string();
        }
    }
    assert_eq!(drawn, list.matches("--rules ").count(), "every listed preset drawn");
    assert!(drawn > 6);
}

#[test]
fn a_seat_is_named_as_the_game_writes_it_or_by_number() {
    let by_name = picture(&["svg", "batarde-cards", "--seat", "P2"]);
    let lower = picture(&["svg", "batarde-cards", "--seat", "p2"]);
    let by_number = picture(&["svg", "batarde-cards", "--seat", "1"]);
    let public = picture(&["svg", "batarde-cards"]);
    assert_eq!(by_name, by_number);
    assert_eq!(by_name, lower);
    // The seat's own hand is face up in its view, and no hand is in the public one.
    assert_ne!(by_name, public);
    assert_ne!(by_name, picture(&["svg", "batarde-cards", "--seat", "P1"]));
}

#[test]
fn size_and_coordinates_are_options() {
    let small = picture(&["svg", "bashnya", "--size", "200", "--no-coordinates"]);
    let doc = roxmltree::Document::parse(&small).unwrap();
    assert_eq!(doc.root_element().attribute("width"), Some("200"));
    assert!(small.len() < picture(&["svg", "bashnya", "--size", "200"]).len(), "coordinates are left out");
}

#[test]
fn a_bad_seat_size_or_match_is_a_one_line_error() {
    assert_one_line_error(&games(&["svg", "batarde-cards", "--seat", "P9"]), "--seat P9");
    assert_one_line_error(&games(&["svg", "bashnya", "--seat", "2"]), "seats: White (0), Black (1)");
    assert_one_line_error(&games(&["svg", "bashnya", "--size", "0"]), "--size 0");
    assert_one_line_error(&games(&["svg", "backgammon-nodice", "--match", "3"]), "no picture");
}

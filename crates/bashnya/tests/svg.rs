//! The SVG board (feature `svg`): well-formed XML, one named clickable element per dark square, the seat's
//! orientation, highlights, and reviewed snapshots of hand-made positions (tests/snapshots/).
//!
//! Set `UPDATE_SNAPSHOTS=1` to rewrite the snapshot files after a deliberate change, then review them.
#![cfg(feature = "svg")]

use bashnya::abstract_game::svg::{HighlightKind, Svg, SvgOptions};
use bashnya::{Colour, Position, Rules};

/// The clickable elements of a picture, in document order: (id, aria-label).
fn targets(svg: &str) -> Vec<(String, String)> {
    let doc = roxmltree::Document::parse(svg).expect("the picture is well-formed XML");
    doc.descendants()
        .filter(|n| n.attribute("role") == Some("button"))
        .map(|n| {
            (n.attribute("id").unwrap_or("").to_string(), n.attribute("aria-label").unwrap_or("").to_string())
        })
        .collect()
}

fn dark_squares(size: u8) -> Vec<String> {
    let mut names = Vec::new();
    for rank in 0..size {
        for file in 0..size {
            if (file + rank) % 2 == 0 {
                names.push(format!("{}{}", char::from(b'a' + file), rank + 1));
            }
        }
    }
    names.sort();
    names
}

#[test]
fn every_preset_draws_well_formed_xml_with_one_named_target_per_dark_square() {
    for (preset, size, count) in
        [("bashni", 8, 32), ("fogliaccio", 8, 32), ("russian", 8, 32), ("lasca", 7, 25), ("stavropol", 8, 32)]
    {
        let position = Position::start(Rules::from_preset(preset).unwrap());
        for seat in [None, Some(Colour::White.player_id()), Some(Colour::Black.player_id())] {
            let found = targets(&position.svg(seat, &SvgOptions::new()));
            assert_eq!(found.len(), count, "{preset}");
            for (id, label) in &found {
                assert_eq!(id, &format!("sq-{label}"), "{preset}: the id is the square's name");
            }
            let mut labels: Vec<String> = found.into_iter().map(|(_, label)| label).collect();
            labels.sort();
            assert_eq!(labels, dark_squares(size), "{preset}: every dark square once, named in notation");
        }
    }
}

#[test]
fn the_picture_has_a_title_and_a_desc_saying_whose_turn_it_is() {
    let svg = Position::start(Rules::lasca()).svg(None, &SvgOptions::new());
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let root = doc.root_element();
    let title = root.children().find(|n| n.has_tag_name("title")).unwrap().text().unwrap();
    let desc = root.children().find(|n| n.has_tag_name("desc")).unwrap().text().unwrap();
    assert_eq!(title, "Lasca board");
    assert!(desc.starts_with("White to move."), "{desc}");
    assert!(desc.contains("White has 11 pieces, Black 11."), "{desc}");
}

#[test]
fn a_finished_game_says_who_won() {
    // White has no piece left, so no legal move: Black wins.
    let position: Position = "W:bashni:0:h8=B".parse().unwrap();
    let svg = position.svg(None, &SvgOptions::new());
    assert!(svg.contains("Black wins: White has no legal move"), "{svg}");
}

#[test]
fn black_at_the_bottom_turns_the_board_round() {
    let position = Position::start(Rules::bashni());
    let white = targets(&position.svg(None, &SvgOptions::new()));
    let black = targets(&position.svg(Some(Colour::Black.player_id()), &SvgOptions::new()));
    // Squares are drawn row by row from the top: b8 first from White's side, g1 first from Black's.
    assert_eq!(white.first().unwrap().1, "b8");
    assert_eq!(black.first().unwrap().1, "g1");
    // The option overrides the viewing seat.
    let forced = targets(
        &position
            .svg(Some(Colour::Black.player_id()), &SvgOptions::new().with_bottom(Colour::White.player_id())),
    );
    assert_eq!(forced.first().unwrap().1, "b8");
}

#[test]
fn a_column_is_described_commander_first_with_its_height() {
    let position: Position = "W:bashni:0:d4=bBW,a1=w".parse().unwrap();
    let svg = position.svg(None, &SvgOptions::new());
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let square = doc.descendants().find(|n| n.attribute("id") == Some("sq-d4")).unwrap();
    let desc = square.children().find(|n| n.has_tag_name("desc")).unwrap().text().unwrap();
    assert_eq!(desc, "white king over black king, black man (height 3)");
    // Three discs drawn (two ellipses each), a crown on the commanding king, and the height badge.
    assert_eq!(square.descendants().filter(|n| n.has_tag_name("ellipse")).count(), 6);
    assert_eq!(square.descendants().filter(|n| n.has_tag_name("polygon")).count(), 1);
    assert!(square.descendants().any(|n| n.has_tag_name("text") && n.text() == Some("3")));
    let single = doc.descendants().find(|n| n.attribute("id") == Some("sq-a1")).unwrap();
    let desc = single.children().find(|n| n.has_tag_name("desc")).unwrap().text().unwrap();
    assert_eq!(desc, "white man");
    assert!(!single.descendants().any(|n| n.has_tag_name("text")), "no badge on a single piece");
}

#[test]
fn highlights_land_on_the_named_squares() {
    let options = SvgOptions::new()
        .with_highlight("c3", HighlightKind::Selected)
        .with_highlight("d4", HighlightKind::Target)
        .with_highlight("b2", HighlightKind::LastMove);
    let svg = Position::start(Rules::russian_draughts()).svg(None, &options);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    for (square, class) in [("sq-c3", "selected"), ("sq-d4", "target"), ("sq-b2", "last-move")] {
        let group = doc.descendants().find(|n| n.attribute("id") == Some(square)).unwrap();
        assert!(group.descendants().any(|n| n.attribute("class") == Some(class)), "{square} {class}");
    }
    assert_eq!(doc.descendants().filter(|n| n.attribute("class") == Some("selected")).count(), 1);
}

#[test]
fn coordinates_can_be_turned_off_and_the_width_set() {
    let position = Position::start(Rules::bashni());
    let with = position.svg(None, &SvgOptions::new());
    let without = position.svg(None, &SvgOptions::new().with_coordinates(false).with_width(320));
    let texts = |svg: &str| {
        roxmltree::Document::parse(svg).unwrap().descendants().filter(|n| n.has_tag_name("text")).count()
    };
    // Four sides of eight labels each, plus the status line.
    assert_eq!(texts(&with), 33);
    assert_eq!(texts(&without), 1);
    let doc = roxmltree::Document::parse(&without).unwrap();
    assert_eq!(doc.root_element().attribute("width"), Some("320"));
}

/// Compares `svg` with the reviewed file `tests/snapshots/NAME.svg` (or writes it with `UPDATE_SNAPSHOTS=1`).
fn check_snapshot(name: &str, svg: &str) {
    let path = format!("{}/tests/snapshots/{name}.svg", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::create_dir_all(format!("{}/tests/snapshots", env!("CARGO_MANIFEST_DIR"))).unwrap();
        std::fs::write(&path, svg).unwrap();
    }
    let reviewed = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("{path} missing: run with UPDATE_SNAPSHOTS=1"));
    assert!(reviewed == svg, "{name}: the picture differs from the reviewed {path}");
}

#[test]
fn snapshots_of_hand_made_positions_match_the_reviewed_pictures() {
    check_snapshot("bashni_start", &Position::start(Rules::bashni()).svg(None, &SvgOptions::new()));
    // Columns of every kind: a white king over two black men, a tall black column with a white king prisoner,
    // single men and kings, seen from Black's side with a move highlighted.
    let columns: Position = "B:bashni:0:d4=bbW,e5=wWwbbB,c3=w,f6=b,a7=B,h2=wb".parse().unwrap();
    let options = SvgOptions::new()
        .with_highlight("e5", HighlightKind::Selected)
        .with_highlight("c3", HighlightKind::Target)
        .with_highlight("g7", HighlightKind::LastMove);
    check_snapshot("bashni_columns_black", &columns.svg(Some(Colour::Black.player_id()), &options));
    let lasca: Position = "W:lasca:0:d4=wbB,c3=W,e5=bbbbbbbbbw".parse().unwrap();
    check_snapshot("lasca_tall", &lasca.svg(None, &SvgOptions::new()));
}

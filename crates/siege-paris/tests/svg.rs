//! The SVG board (feature `svg`): well-formed XML, one named clickable element per playable square and per
//! fortress point, the fortress's segments and gates, every piece kind distinct, the orientation, and
//! reviewed snapshots (tests/snapshots/; `UPDATE_SNAPSHOTS=1` rewrites them after a deliberate change, to be
//! reviewed).
#![cfg(feature = "svg")]

use siege_paris::abstract_game::svg::{HighlightKind, Svg, SvgOptions};
use siege_paris::{Position, Rules, Side};

/// A game under way: Yellow's soldier out on c9 through F8's gate... (F1's gate is c9), White's soldier
/// advanced to d5, Black's to c10, Yellow to move with a capture demanded.
const MIDDLE: &str = "1l1k1g1c1k1l/s1s1s1s1s1s1/1s1s1s1s1s2/12/12/12/2s9/2ys9/12/12/12/3S8/12/1S1S1S1S1S1S/\
                      S1S1S1S1S3/1L1K1G1C1K1L F:yg,ys,ys,yc,ys,ys,ys,- yw! standard 0";
/// Two White soldiers and a captain hold F1-F3: the attackers have taken the fortress.
const TAKEN: &str = "1l1k1g1c1k1l/s1s1s1s1s1s1/1s1s1s1s1s1s/12/12/12/12/12/ygysys6ycysys/ysys10/12/12/12/\
                     1S1S1S1S1S2/S1S1S1S1S3/1L3G1C1K1L F:S,S,K,-,-,-,-,- yw standard 0";

fn targets(svg: &str) -> Vec<(String, String, String)> {
    let doc = roxmltree::Document::parse(svg).expect("the picture is well-formed XML");
    doc.descendants()
        .filter(|n| n.attribute("role") == Some("button"))
        .map(|n| {
            let attr = |name| n.attribute(name).unwrap_or("").to_string();
            (attr("id"), attr("aria-label"), attr("class"))
        })
        .collect()
}

fn element_desc(svg: &str, id: &str) -> String {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let group = doc.descendants().find(|n| n.attribute("id") == Some(id)).unwrap();
    group.children().find(|n| n.has_tag_name("desc")).unwrap().text().unwrap().to_string()
}

fn root_desc(svg: &str) -> String {
    let doc = roxmltree::Document::parse(svg).unwrap();
    doc.root_element().children().find(|n| n.has_tag_name("desc")).unwrap().text().unwrap().to_string()
}

#[test]
fn every_preset_names_each_playable_square_and_point_once() {
    // The removed block d6..i11 (files d-i, ranks 6-11) has no square.
    let mut expected: Vec<String> = Vec::new();
    for file in 0..12u8 {
        for rank in 1..=16u8 {
            let removed = (3..=8).contains(&file) && (6..=11).contains(&rank);
            if !removed {
                expected.push(format!("{}{rank}", char::from(b'a' + file)));
            }
        }
    }
    expected.extend((1..=8).map(|i| format!("F{i}")));
    expected.sort();
    assert_eq!(expected.len(), 156 + 8);
    for name in Rules::PRESETS.iter().map(|preset| preset.name) {
        let position = Position::start(Rules::from_preset(name).unwrap());
        for seat in [
            None,
            Some(Side::Yellow.player_id()),
            Some(Side::White.player_id()),
            Some(Side::Black.player_id()),
        ] {
            let found = targets(&position.svg(seat, &SvgOptions::new()));
            for (id, label, class) in &found {
                let prefix = if class == "point" { "pt" } else { "sq" };
                assert_eq!(id, &format!("{prefix}-{label}"), "{name}");
            }
            let mut labels: Vec<String> = found.into_iter().map(|(_, label, _)| label).collect();
            labels.sort();
            assert_eq!(labels, expected, "{name}");
        }
    }
}

#[test]
fn the_fortress_has_its_segments_and_four_gates() {
    let svg = Position::start(Rules::default()).svg(None, &SvgOptions::new());
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let lines = doc.descendants().filter(|n| n.has_tag_name("line")).count();
    // The ring's eight segments, and each of the four gates drawn as a red road with a pale centre line.
    assert_eq!(lines, 8 + 4 * 2);
}

#[test]
fn squares_and_points_name_their_pieces_every_kind_distinct() {
    let position: Position = MIDDLE.parse().unwrap();
    let svg = position.svg(None, &SvgOptions::new());
    assert_eq!(element_desc(&svg, "pt-F1"), "Yellow general");
    assert_eq!(element_desc(&svg, "pt-F4"), "Yellow colonel");
    assert_eq!(element_desc(&svg, "pt-F8"), "empty");
    assert_eq!(element_desc(&svg, "sq-c9"), "Yellow soldier");
    assert_eq!(element_desc(&svg, "sq-d5"), "White soldier");
    assert_eq!(element_desc(&svg, "sq-d1"), "White captain");
    assert_eq!(element_desc(&svg, "sq-b16"), "Black lieutenant");
    // Officers carry their letter; soldiers none.
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let letters = |id: &str| -> Vec<String> {
        let group = doc.descendants().find(|n| n.attribute("id") == Some(id)).unwrap();
        group
            .descendants()
            .filter(|n| n.has_tag_name("text"))
            .filter_map(|n| n.text())
            .map(str::to_string)
            .collect()
    };
    assert_eq!(letters("sq-d1"), ["K"]);
    assert_eq!(letters("sq-b1"), ["L"]);
    assert_eq!(letters("sq-h1"), ["C"]);
    assert_eq!(letters("sq-f1"), ["G"]);
    assert!(letters("sq-d5").is_empty());
    assert_eq!(letters("pt-F8"), ["F8"], "an empty point shows its name");
    assert!(root_desc(&svg).starts_with("Yellow to move, capture demanded."), "{}", root_desc(&svg));
}

#[test]
fn a_taken_fortress_ends_the_game_in_the_desc() {
    let position: Position = TAKEN.parse().unwrap();
    let svg = position.svg(None, &SvgOptions::new());
    assert!(
        root_desc(&svg).starts_with("Game over: White and Black win: the fortress is taken."),
        "{}",
        root_desc(&svg)
    );
    assert_eq!(element_desc(&svg, "pt-F3"), "White captain");
}

#[test]
fn black_at_the_bottom_turns_the_board_round() {
    let position = Position::start(Rules::default());
    let first = |seat: Side| targets(&position.svg(Some(seat.player_id()), &SvgOptions::new()))[0].1.clone();
    assert_eq!(first(Side::White), "a16");
    assert_eq!(first(Side::Yellow), "a16");
    assert_eq!(first(Side::Black), "l1");
}

#[test]
fn highlights_land_on_squares_and_points() {
    let options = SvgOptions::new()
        .with_highlight("F1", HighlightKind::Selected)
        .with_highlight("c9", HighlightKind::Target);
    let svg = Position::start(Rules::default()).svg(None, &options);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    for (id, class) in [("pt-F1", "selected"), ("sq-c9", "target")] {
        let group = doc.descendants().find(|n| n.attribute("id") == Some(id)).unwrap();
        assert!(group.descendants().any(|n| n.attribute("class") == Some(class)), "{id} {class}");
    }
}

fn check_snapshot(name: &str, svg: &str) {
    let dir = format!("{}/tests/snapshots", env!("CARGO_MANIFEST_DIR"));
    let path = format!("{dir}/{name}.svg");
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(&path, svg).unwrap();
    }
    let reviewed = std::fs::read_to_string(&path)
        .unwrap_or_else(|_| panic!("{path} missing: run with UPDATE_SNAPSHOTS=1"));
    assert!(reviewed == svg, "{name}: the picture differs from the reviewed {path}");
}

#[test]
fn snapshots_of_hand_made_positions_match_the_reviewed_pictures() {
    check_snapshot("start", &Position::start(Rules::default()).svg(None, &SvgOptions::new()));
    let middle: Position = MIDDLE.parse().unwrap();
    let options = SvgOptions::new()
        .with_highlight("c9", HighlightKind::Selected)
        .with_highlight("c10", HighlightKind::Target)
        .with_highlight("d5", HighlightKind::LastMove);
    check_snapshot("middle_black", &middle.svg(Some(Side::Black.player_id()), &options));
    let taken: Position = TAKEN.parse().unwrap();
    check_snapshot("fortress_taken", &taken.svg(None, &SvgOptions::new().with_coordinates(false)));
}

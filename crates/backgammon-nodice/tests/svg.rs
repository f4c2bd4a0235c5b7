//! The SVG board (feature `svg`): well-formed XML, one named clickable element per point, the bar, the two
//! trays and the cube; numbering from the viewing side; dice, pairs, pips; and reviewed snapshots
//! (tests/snapshots/; `UPDATE_SNAPSHOTS=1` rewrites them after a deliberate change, to be reviewed).
#![cfg(feature = "svg")]

use backgammon_nodice::abstract_game::svg::{HighlightKind, Svg, SvgOptions};
use backgammon_nodice::{Position, Rules, Side};

fn targets(svg: &str) -> Vec<(String, String)> {
    let doc = roxmltree::Document::parse(svg).expect("the picture is well-formed XML");
    doc.descendants()
        .filter(|n| n.attribute("role") == Some("button"))
        .map(|n| {
            (n.attribute("id").unwrap_or("").to_string(), n.attribute("aria-label").unwrap_or("").to_string())
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

/// Play `moves` from the start of `rules`.
fn after(rules: Rules, moves: &[&str]) -> Position {
    let mut game = Position::start(rules);
    for text in moves {
        let mv = game.parse_move(text).unwrap();
        game.play(mv).unwrap();
    }
    game
}

#[test]
fn every_preset_names_24_points_the_bar_both_trays_and_the_cube() {
    for preset in Rules::PRESETS.iter().map(|p| p.name) {
        let rules = Rules::from_preset(preset).unwrap();
        let position = Position::start(rules);
        for seat in [None, Some(Side::White.player_id()), Some(Side::Black.player_id())] {
            let found = targets(&position.svg(seat, &SvgOptions::new()));
            let mut labels: Vec<String> = found.iter().map(|(_, label)| label.clone()).collect();
            labels.sort();
            let other = match seat.and_then(Side::from_player_id).unwrap_or(Side::White) {
                Side::White => "off (Black)",
                Side::Black => "off (White)",
            };
            let mut expected: Vec<String> = (1..=24).map(|p| p.to_string()).collect();
            expected.extend(["bar", "off", other].map(String::from));
            if rules.cube() {
                expected.push(String::from("cube"));
            }
            expected.sort();
            assert_eq!(labels, expected, "{preset}");
            for (id, label) in found.iter().filter(|(id, _)| id.starts_with("pt-")) {
                assert_eq!(id, &format!("pt-{label}"));
            }
        }
    }
}

#[test]
fn points_are_numbered_as_the_viewing_side_numbers_them() {
    let position = Position::start(Rules::nodice());
    // White's 24-point holds its two back checkers; from Black's side the same point is Black's 1-point.
    let white = position.svg(Some(Side::White.player_id()), &SvgOptions::new());
    let black = position.svg(Some(Side::Black.player_id()), &SvgOptions::new());
    assert_eq!(element_desc(&white, "pt-24"), "point 24: 2 White checkers");
    assert_eq!(element_desc(&white, "pt-6"), "point 6: 5 White checkers");
    assert_eq!(element_desc(&white, "pt-1"), "point 1: 2 Black checkers");
    assert_eq!(element_desc(&black, "pt-24"), "point 24: 2 Black checkers");
    assert_eq!(element_desc(&black, "pt-1"), "point 1: 2 White checkers");
    assert_eq!(element_desc(&white, "pt-2"), "point 2: empty");
    // The option overrides the viewing seat.
    let forced =
        position.svg(Some(Side::White.player_id()), &SvgOptions::new().with_bottom(Side::Black.player_id()));
    assert_eq!(element_desc(&forced, "pt-24"), "point 24: 2 Black checkers");
}

#[test]
fn the_desc_gives_turn_pips_bar_trays_and_cube() {
    let position = Position::start(Rules::nodice());
    let desc = root_desc(&position.svg(None, &SvgOptions::new()));
    assert!(desc.starts_with("White to choose a pair and play."), "{desc}");
    // 2 x 24 + 5 x 13 + 3 x 8 + 5 x 6 = 167 pips each at the start.
    assert!(desc.contains("White: pip count 167, 0 on the bar, 0 borne off."), "{desc}");
    assert!(desc.contains("Black: pip count 167"), "{desc}");
    assert!(desc.contains("Cube centred at 1."), "{desc}");
}

#[test]
fn checkers_stand_on_their_points_and_the_chosen_pairs_are_drawn() {
    // White runs a back checker 24/18 and brings one down 13/9; Black makes its 5-point with 3-1.
    let position = after(Rules::nodice(), &["6-4: 24/18 13/9", "3-1: 8/5 6/5"]);
    let svg = position.svg(None, &SvgOptions::new());
    assert_eq!(element_desc(&svg, "pt-18"), "point 18: 1 White checker");
    assert_eq!(element_desc(&svg, "pt-9"), "point 9: 1 White checker");
    // Black's 5-point is White's 20-point.
    assert_eq!(element_desc(&svg, "pt-20"), "point 20: 2 Black checkers");
    let desc = root_desc(&svg);
    assert!(desc.contains("White's last pair: 6-4. Black's last pair: 3-1."), "{desc}");
    // The pairs each side chose last: two small dice each, 4 + 6 + 1 + 3 = 14 pips.
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let pips =
        doc.descendants().filter(|n| n.has_tag_name("circle") && n.attribute("r") == Some("2.16")).count();
    assert_eq!(pips, 14);
}

#[test]
fn bar_and_trays_hold_their_checkers() {
    // White has two on the bar and three borne off; Black four borne off.
    let text = "nodice:0,0,0,0,0,5,0,3,0,0,0,-5,2,0,0,0,-3,0,-3,0,0,0,0,0:2/0:3/4:w:start:1:6-4/3-1";
    let position: Position = text.parse().unwrap();
    let svg = position.svg(None, &SvgOptions::new());
    assert_eq!(element_desc(&svg, "bar"), "bar: 2 White, 0 Black");
    assert_eq!(element_desc(&svg, "off"), "3 borne off by White");
    assert_eq!(element_desc(&svg, "off-b"), "4 borne off by Black");
}

#[test]
fn classic_dice_being_played_are_drawn_large() {
    let mut game = Position::start(Rules::classic());
    let roll = game.parse_move("6-4").unwrap();
    game.play(roll).unwrap();
    let svg = game.svg(None, &SvgOptions::new());
    assert!(root_desc(&svg).contains("to play 6-4"), "{}", root_desc(&svg));
    let doc = roxmltree::Document::parse(&svg).unwrap();
    // Two dice of 32 units: 6 + 4 spots of radius 2.88.
    let spots =
        doc.descendants().filter(|n| n.has_tag_name("circle") && n.attribute("r") == Some("2.88")).count();
    assert_eq!(spots, 10);
}

#[test]
fn highlights_land_on_points_and_the_bar() {
    let options = SvgOptions::new()
        .with_highlight("24", HighlightKind::Selected)
        .with_highlight("18", HighlightKind::Target)
        .with_highlight("bar", HighlightKind::LastMove);
    let svg = Position::start(Rules::nodice()).svg(None, &options);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    for (id, class) in [("pt-24", "selected"), ("pt-18", "target"), ("bar", "last-move")] {
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
    check_snapshot("start_nodice", &Position::start(Rules::nodice()).svg(None, &SvgOptions::new()));
    let middle = after(Rules::nodice(), &["6-4: 24/18 13/9", "3-1: 8/5 6/5"]);
    let options = SvgOptions::new()
        .with_highlight("13", HighlightKind::Selected)
        .with_highlight("7", HighlightKind::Target);
    check_snapshot("pairs_black", &middle.svg(Some(Side::Black.player_id()), &options));
    let text = "nodice:0,0,0,0,0,5,0,3,0,0,0,-5,2,0,0,0,-3,0,-3,0,0,0,0,0:2/0:3/4:w:start:1:6-4/3-1";
    check_snapshot("bar_and_trays", &text.parse::<Position>().unwrap().svg(None, &SvgOptions::new()));
}

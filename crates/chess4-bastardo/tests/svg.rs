//! The SVG pictures (feature `svg`) of the base game and the tarot variant: well-formed XML, one named
//! clickable element per square and card, the seat's orientation, Amazons and eliminated seats shown, no
//! card the viewing seat may not see, and reviewed snapshots (tests/snapshots/; `UPDATE_SNAPSHOTS=1`
//! rewrites them after a deliberate change, to be reviewed).
#![cfg(feature = "svg")]

use abstract_game::Game;
use abstract_game::svg::{HighlightKind, Svg, SvgOptions};
use chess4_bastardo::tarot::{TarotGame, TarotRules};
use chess4_bastardo::{Position, Rules, Seat};

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

fn squares(found: &[(String, String)]) -> Vec<String> {
    let mut names: Vec<String> =
        found.iter().filter(|(id, _)| id.starts_with("sq-")).map(|(_, l)| l.clone()).collect();
    names.sort();
    names
}

fn all_squares() -> Vec<String> {
    let mut names: Vec<String> =
        (0..8u8).flat_map(|f| (1..=8).map(move |r| format!("{}{r}", char::from(b'a' + f)))).collect();
    names.sort();
    names
}

fn desc_of(svg: &str) -> String {
    let doc = roxmltree::Document::parse(svg).unwrap();
    doc.root_element().children().find(|n| n.has_tag_name("desc")).unwrap().text().unwrap().to_string()
}

fn square_desc(svg: &str, square: &str) -> String {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let id = format!("sq-{square}");
    let group = doc.descendants().find(|n| n.attribute("id") == Some(id.as_str())).unwrap();
    group.children().find(|n| n.has_tag_name("desc")).unwrap().text().unwrap().to_string()
}

/// The deal of `tarot_deal`: Red keeps a secret 7, Blue a secret 5, Yellow declares its 10, Green drew a major
/// arcanum and chooses among 3, Q, 8 and 1.
fn tarot_deal() -> TarotGame {
    let mut game = TarotGame::start(TarotRules::standard());
    for text in [
        "draw:7", "keep", "draw:5", "keep", "draw:10", "declare", "keep", "draw:M", "draw:3", "draw:Q",
        "draw:8", "draw:M", "draw:1",
    ] {
        let mv = game.parse_move(text).unwrap();
        game.play(mv).unwrap();
    }
    game
}

#[test]
fn every_preset_draws_well_formed_xml_with_one_named_target_per_square() {
    for preset in ["standard", "free-promotion", "short-en-passant", "voluntary-pass"] {
        let position = Position::start(Rules::from_preset(preset).unwrap());
        for seat in [None].into_iter().chain(Seat::ALL.map(|s| Some(s.player_id()))) {
            let found = targets(&position.svg(seat, &SvgOptions::new()));
            assert_eq!(found.len(), 64, "{preset}");
            for (id, label) in &found {
                assert_eq!(id, &format!("sq-{label}"));
            }
            assert_eq!(squares(&found), all_squares(), "{preset}: every square once, named in notation");
        }
    }
}

#[test]
fn yellow_and_green_see_the_board_turned_half_round() {
    let position = Position::start(Rules::standard());
    let first = |seat: Seat| targets(&position.svg(Some(seat.player_id()), &SvgOptions::new()))[0].1.clone();
    // Squares are drawn row by row from the top-left corner.
    assert_eq!(first(Seat::Red), "a8");
    assert_eq!(first(Seat::Blue), "a8");
    assert_eq!(first(Seat::Yellow), "h1");
    assert_eq!(first(Seat::Green), "h1");
}

#[test]
fn squares_name_their_pieces_and_amazons_are_marked() {
    let position: Position = "gK6yK/8/3bA4/8/4rp3/8/8/rK6bK r - - 2,1,0,0 0 standard".parse().unwrap();
    let svg = position.svg(None, &SvgOptions::new());
    assert_eq!(square_desc(&svg, "d6"), "Blue amazon (queen and knight)");
    assert_eq!(square_desc(&svg, "e4"), "Red pawn");
    assert_eq!(square_desc(&svg, "a1"), "Red king");
    assert_eq!(square_desc(&svg, "b2"), "empty");
    // The Amazon's knight badge: a second glyph on its square, which no other piece has.
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let glyphs = |sq: &str| {
        let id = format!("sq-{sq}");
        doc.descendants()
            .find(|n| n.attribute("id") == Some(id.as_str()))
            .unwrap()
            .descendants()
            .filter(|n| n.has_tag_name("text"))
            .count()
    };
    assert_eq!(glyphs("d6"), 2);
    assert_eq!(glyphs("a1"), 1);
}

#[test]
fn eliminated_seats_are_shown_out_in_order() {
    let position: Position = "yK7/8/8/8/8/8/8/rK6rA r - bg 14,0,15,0 0 standard".parse().unwrap();
    let svg = position.svg(None, &SvgOptions::new());
    assert!(svg.contains("out (1st eliminated)"), "Blue went out first");
    assert!(svg.contains("out (2nd eliminated)"), "Green second");
    assert!(desc_of(&svg).contains("Eliminated, first out first: Blue, Green."), "{}", desc_of(&svg));
    assert!(desc_of(&svg).starts_with("Red to move."));
}

#[test]
fn a_finished_game_says_who_is_left() {
    let position: Position = "8/8/8/8/8/8/8/rK6rA r - bgy 14,0,15,0 0 standard".parse().unwrap();
    let svg = position.svg(None, &SvgOptions::new());
    assert!(desc_of(&svg).starts_with("Game over: Red is the last standing."), "{}", desc_of(&svg));
}

#[test]
fn highlights_land_on_the_named_squares() {
    let options = SvgOptions::new()
        .with_highlight("e2", HighlightKind::Selected)
        .with_highlight("e4", HighlightKind::Target);
    let svg = Position::start(Rules::standard()).svg(None, &options);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    for (square, class) in [("sq-e2", "selected"), ("sq-e4", "target")] {
        let group = doc.descendants().find(|n| n.attribute("id") == Some(square)).unwrap();
        assert!(group.descendants().any(|n| n.attribute("class") == Some(class)), "{square} {class}");
    }
}

#[test]
fn tarot_pictures_name_every_square_objective_hand_card_and_the_deck() {
    let game = tarot_deal();
    let found = targets(&game.svg(Some(Seat::Green.player_id()), &SvgOptions::new()));
    assert_eq!(squares(&found), all_squares());
    let objectives = found.iter().filter(|(id, _)| id.starts_with("objective-")).count();
    let hand: Vec<&str> =
        found.iter().filter(|(id, _)| id.starts_with("hand-g-")).map(|(_, l)| l.as_str()).collect();
    // Red, Blue and Yellow hold one objective each; Green none yet, four cards in hand.
    assert_eq!(objectives, 3);
    assert_eq!(hand, ["3", "Q", "8", "1"]);
    assert_eq!(found.iter().filter(|(id, _)| id == "deck").count(), 1);
    assert_eq!(found.len(), 64 + 3 + 4 + 1);
}

#[test]
fn tarot_seats_see_their_own_objective_and_declared_ones_but_no_others() {
    let game = tarot_deal();
    let labels = |seat: Option<Seat>| -> Vec<String> {
        targets(&game.svg(seat.map(Seat::player_id), &SvgOptions::new()))
            .into_iter()
            .map(|(_, l)| l)
            .collect()
    };
    let red = labels(Some(Seat::Red));
    assert!(red.contains(&"Red objective 7: the diagonal corner, secret".to_string()), "{red:?}");
    assert!(red.contains(&"Blue objective, face down".to_string()));
    assert!(
        red.contains(&"Yellow objective 10: ten captures, declared".to_string()),
        "the declared 10 is open"
    );
    assert_eq!(red.iter().filter(|l| *l == "Green card, face down").count(), 4);
    let blue = labels(Some(Seat::Blue));
    assert!(blue.contains(&"Blue objective 5: five pawns, secret".to_string()), "{blue:?}");
    assert!(blue.contains(&"Red objective, face down".to_string()));
    let public = labels(None);
    assert!(public.contains(&"Red objective, face down".to_string()));
    assert!(public.contains(&"Blue objective, face down".to_string()));
    assert!(public.contains(&"Yellow objective 10: ten captures, declared".to_string()));
    // Nowhere in the text of another seat's picture (labels, descs, card faces) does a secret show.
    for (viewer, hidden) in [
        (Some(Seat::Blue), ["the diagonal corner", "card Q in hand"]),
        (Some(Seat::Red), ["five pawns", "card Q in hand"]),
        (None, ["the diagonal corner", "five pawns"]),
        (Some(Seat::Green), ["the diagonal corner", "five pawns"]),
    ] {
        let svg = game.svg(viewer.map(Seat::player_id), &SvgOptions::new());
        for secret in hidden {
            assert!(!svg.contains(secret), "{viewer:?} sees {secret}");
        }
    }
    // The same words are in the owners' own pictures: the search above would find them.
    assert!(game.svg(Some(Seat::Green.player_id()), &SvgOptions::new()).contains("card Q in hand"));
    assert!(game.svg(Some(Seat::Red.player_id()), &SvgOptions::new()).contains("the diagonal corner"));
    assert!(game.svg(Some(Seat::Blue.player_id()), &SvgOptions::new()).contains("five pawns"));
    // Card faces: the public view shows only the declared 10; Blue's adds its own 5 and nothing else.
    let faces = |seat: Option<Seat>| -> Vec<String> {
        let svg = game.svg(seat.map(Seat::player_id), &SvgOptions::new());
        let doc = roxmltree::Document::parse(&svg).unwrap();
        let mut faces: Vec<String> = doc
            .descendants()
            .filter(|n| matches!(n.attribute("class"), Some("objective" | "card")))
            .flat_map(|n| {
                n.descendants()
                    .filter(|t| t.has_tag_name("text"))
                    .filter_map(|t| t.text())
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            })
            .filter(|t| !matches!(t.as_str(), "secret" | "declared" | "reached"))
            .collect();
        faces.sort();
        faces
    };
    assert_eq!(faces(None), ["10"]);
    assert_eq!(faces(Some(Seat::Blue)), ["10", "5"]);
    assert_eq!(faces(Some(Seat::Green)), ["1", "10", "3", "8", "Q"]);
}

/// Compares `svg` with the reviewed file `tests/snapshots/NAME.svg` (or writes it with `UPDATE_SNAPSHOTS=1`).
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
    check_snapshot(
        "start_red",
        &Position::start(Rules::standard()).svg(Some(Seat::Red.player_id()), &SvgOptions::new()),
    );
    let middle: Position = "gK6yK/8/3bA4/8/4rp3/8/8/rK6bK r - - 2,1,0,0 0 standard".parse().unwrap();
    let options = SvgOptions::new()
        .with_highlight("e4", HighlightKind::LastMove)
        .with_highlight("d6", HighlightKind::Selected);
    check_snapshot("amazon_yellow", &middle.svg(Some(Seat::Yellow.player_id()), &options));
    let out: Position = "yK7/8/8/8/8/8/8/rK6rA r - bg 14,0,15,0 0 standard".parse().unwrap();
    check_snapshot("eliminated", &out.svg(None, &SvgOptions::new()));
    check_snapshot("tarot_deal_blue", &tarot_deal().svg(Some(Seat::Blue.player_id()), &SvgOptions::new()));
    check_snapshot("tarot_deal_green", &tarot_deal().svg(Some(Seat::Green.player_id()), &SvgOptions::new()));
}

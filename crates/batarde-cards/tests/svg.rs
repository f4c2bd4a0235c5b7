//! The SVG table (feature `svg`): well-formed XML; the viewing seat's cards, bids and doublings as named
//! clickable elements; no card the seat may not see anywhere in its picture (checked at every step of random
//! hands of every preset); the marks; and reviewed snapshots (tests/snapshots/; `UPDATE_SNAPSHOTS=1`
//! rewrites them after a deliberate change, to be reviewed).
#![cfg(feature = "svg")]

use batarde_cards::abstract_game::svg::{HighlightKind, Svg, SvgOptions};
use batarde_cards::abstract_game::{Game, PlayerId, Status, Xoshiro256, random_move};
use batarde_cards::{Hand, Match, Move, Phase, Rules};

fn seat(i: u8) -> PlayerId {
    PlayerId::from_const(i)
}

/// Every clickable element: (id, aria-label, class).
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

/// Every word a person or a screen reader can get from the picture: text, descs, titles and attributes.
fn words(svg: &str) -> Vec<String> {
    let doc = roxmltree::Document::parse(svg).unwrap();
    let mut all = Vec::new();
    for node in doc.descendants() {
        if let Some(text) = node.text() {
            all.push(text.to_string());
        }
        for attr in node.attributes() {
            all.push(attr.value().to_string());
        }
    }
    all.iter()
        .flat_map(|t| {
            t.split(|c: char| c.is_whitespace() || matches!(c, ',' | '.' | ';' | ':' | '(' | ')' | '-' | '"'))
        })
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

fn deal(rules: Rules, seed: u64) -> Hand {
    let mut hand = Hand::start(rules);
    let mut rng = Xoshiro256::seed_from_u64(seed);
    while hand.status() == Status::Chance {
        let card = random_move(&hand, &mut rng).unwrap();
        hand.play(card).unwrap();
    }
    hand
}

/// Asserts that `viewer`'s picture of a hand whose true state is `hand` names exactly its own cards as
/// clickable cards, counts every other seat's cards right, and holds no card of another hand (or, for the
/// public view, of any hand) in any word.
fn check_picture(svg: &str, hand: &Hand, viewer: Option<PlayerId>) {
    let found = targets(svg);
    let mut cards: Vec<String> =
        found.iter().filter(|(_, _, class)| class == "card").map(|(_, l, _)| l.clone()).collect();
    cards.sort();
    let mut own: Vec<String> =
        viewer.map_or(Vec::new(), |v| hand.hand_of(v).iter().map(|c| c.to_string()).collect());
    own.sort();
    assert_eq!(cards, own, "{viewer:?}: one clickable card per card of its own hand, named in notation");
    let words = words(svg);
    // The same scan finds the viewer's own cards: it would find another seat's.
    for name in &own {
        assert!(words.contains(name), "{viewer:?}: its own {name} is in its picture");
    }
    let doc = roxmltree::Document::parse(svg).unwrap();
    for other in PlayerId::all(hand.players()).filter(|&s| Some(s) != viewer) {
        for card in hand.hand_of(other) {
            let name = card.to_string();
            assert!(!words.contains(&name), "{viewer:?} sees {name} of {other:?}\n{svg}");
        }
        let id = format!("seat-P{}", other.index() + 1);
        let group = doc.descendants().find(|n| n.attribute("id") == Some(id.as_str())).unwrap();
        let desc = group.children().find(|n| n.has_tag_name("desc")).unwrap().text().unwrap();
        let count = format!("{} cards,", hand.hand_of(other).len());
        assert!(desc.starts_with(&count), "{viewer:?}: {id} holds {count} not {desc}");
    }
}

fn check_view(hand: &Hand, viewer: Option<PlayerId>) {
    check_picture(&hand.svg(viewer, &SvgOptions::new()), hand, viewer);
}

#[test]
fn no_match_picture_shows_a_hidden_card_and_every_count_is_right() {
    let mut game = Match::start(Rules::from_preset("4p").unwrap());
    let mut rng = Xoshiro256::seed_from_u64(9);
    for step in 0..200 {
        if step % 5 == 0 {
            check_picture(&game.svg(None, &SvgOptions::new()), game.hand(), None);
            for s in PlayerId::all(4) {
                check_picture(&game.svg(Some(s), &SvgOptions::new()), game.hand(), Some(s));
            }
        }
        let mv = random_move(&game, &mut rng).unwrap();
        game.play(mv).unwrap();
    }
}

#[test]
fn no_picture_shows_a_card_its_seat_may_not_see_at_any_step_of_random_hands() {
    for (preset, seed) in [("3p", 1), ("4p", 2), ("5p", 3), ("6p", 4), ("7p", 5)] {
        let rules = Rules::from_preset(preset).unwrap();
        let mut hand = Hand::start(rules);
        let mut rng = Xoshiro256::seed_from_u64(seed);
        let mut step = 0;
        loop {
            // Every fourth step keeps the test quick; the deal, the auction and the play are all crossed.
            if step % 4 == 0 || hand.status() == Status::Over {
                check_view(&hand, None);
                for s in PlayerId::all(hand.players()) {
                    check_view(&hand, Some(s));
                }
            }
            let Some(mv) = random_move(&hand, &mut rng) else { break };
            hand.play(mv).unwrap();
            step += 1;
        }
        assert_eq!(hand.phase(), Phase::Over, "{preset}");
    }
}

#[test]
fn the_seat_on_turn_in_the_auction_gets_one_button_per_legal_bid() {
    let hand = deal(Rules::from_preset("4p").unwrap(), 7);
    let Status::ToMove(bidder) = hand.status() else { panic!("the auction starts after the deal") };
    let svg = hand.svg(Some(bidder), &SvgOptions::new());
    let mut bids: Vec<String> =
        targets(&svg).into_iter().filter(|(id, _, _)| id.starts_with("bid-")).map(|(_, l, _)| l).collect();
    let mut legal: Vec<String> = hand.legal_moves().iter().map(ToString::to_string).collect();
    bids.sort();
    legal.sort();
    assert_eq!(bids, legal);
    // Another seat, not on turn, has no bid buttons.
    let other = PlayerId::from_const(((bidder.index() + 1) % 4) as u8);
    assert!(
        targets(&hand.svg(Some(other), &SvgOptions::new())).iter().all(|(id, _, _)| !id.starts_with("bid-"))
    );
}

#[test]
fn mechoune_and_choune_show_as_buttons_then_as_marks() {
    let mut hand = deal(Rules::from_preset("4p").unwrap(), 11);
    let Status::ToMove(first) = hand.status() else { panic!("auction") };
    let bid = hand.legal_moves()[0];
    hand.play(bid).unwrap();
    // Any other seat may now méchoune the standing bid.
    let by = PlayerId::from_const(((first.index() + 2) % 4) as u8);
    let label = format!("P{} mechoune P{}", by.index() + 1, first.index() + 1);
    let svg = hand.svg(Some(by), &SvgOptions::new());
    assert!(targets(&svg).iter().any(|(_, l, _)| l == &label), "{label} offered");
    let mechoune = Move::Mechoune { by, target: first };
    hand.play_as(by, mechoune).unwrap();
    let svg = hand.svg(None, &SvgOptions::new());
    assert!(words(&svg).contains(&String::from("méchouned")));
    // The méchouned seat may choune.
    let svg = hand.svg(Some(first), &SvgOptions::new());
    let choune = format!("P{} choune", first.index() + 1);
    assert!(targets(&svg).iter().any(|(id, l, _)| id == "choune" && l == &choune));
    hand.play_as(first, Move::Choune(first)).unwrap();
    let svg = hand.svg(None, &SvgOptions::new());
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let desc =
        doc.root_element().children().find(|n| n.has_tag_name("desc")).unwrap().text().unwrap().to_string();
    assert!(
        desc.contains(&format!("Méchoune by P{} on P{}, choune.", by.index() + 1, first.index() + 1)),
        "{desc}"
    );
}

#[test]
fn seats_are_named_groups_with_their_counts_bids_and_tricks() {
    let hand = deal(Rules::from_preset("5p").unwrap(), 3);
    let svg = hand.svg(Some(seat(2)), &SvgOptions::new());
    let found = targets(&svg);
    let seats: Vec<&str> = found.iter().filter(|(_, _, c)| c == "seat").map(|(_, l, _)| l.as_str()).collect();
    assert_eq!(seats, ["P1", "P2", "P3", "P4", "P5"]);
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let p4 = doc.descendants().find(|n| n.attribute("id") == Some("seat-P4")).unwrap();
    let desc = p4.children().find(|n| n.has_tag_name("desc")).unwrap().text().unwrap();
    assert_eq!(desc, format!("{} cards, no bid, 0 tricks won", hand.hand_of(seat(3)).len()));
}

#[test]
fn a_match_shows_the_hand_number_and_the_running_totals() {
    let game = Match::start(Rules::from_preset("4p").unwrap());
    let svg = game.svg(Some(seat(0)), &SvgOptions::new());
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let desc =
        doc.root_element().children().find(|n| n.has_tag_name("desc")).unwrap().text().unwrap().to_string();
    assert!(desc.contains("totals: P1 0 P2 0 P3 0 P4 0."), "{desc}");
    assert!(svg.contains("Totals: P1 0 P2 0 P3 0 P4 0"));
}

#[test]
fn highlighted_cards_carry_the_highlight() {
    let hand = deal(Rules::from_preset("4p").unwrap(), 5);
    let card = hand.hand_of(seat(0)).first().unwrap().to_string();
    let svg = hand.svg(Some(seat(0)), &SvgOptions::new().with_highlight(&card, HighlightKind::Selected));
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let group = doc.descendants().find(|n| n.attribute("aria-label") == Some(card.as_str())).unwrap();
    assert!(group.descendants().any(|n| n.attribute("class") == Some("selected")));
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

/// A 4-player hand played at random (seed 21) until three cards lie on the table.
fn mid_trick() -> Hand {
    let mut hand = deal(Rules::from_preset("4p").unwrap(), 21);
    let mut rng = Xoshiro256::seed_from_u64(21);
    while !(hand.phase() == Phase::Play && hand.trick().len() == 3) {
        let mv = random_move(&hand, &mut rng).unwrap();
        hand.play(mv).unwrap();
    }
    hand
}

#[test]
fn the_desc_names_the_cards_on_the_table_in_playing_order() {
    let hand = mid_trick();
    let svg = hand.svg(None, &SvgOptions::new());
    let doc = roxmltree::Document::parse(&svg).unwrap();
    let desc =
        doc.root_element().children().find(|n| n.has_tag_name("desc")).unwrap().text().unwrap().to_string();
    let leader = hand.trick_leader().index();
    let played: Vec<String> = hand
        .trick()
        .iter()
        .enumerate()
        .map(|(i, card)| format!("P{} {card}", (leader + i) % 4 + 1))
        .collect();
    let expected = format!("On the table: {}", played.join(" "));
    assert_eq!(hand.trick().len(), 3);
    assert!(desc.contains(&format!("{expected}.")), "{desc}");
}

#[test]
fn snapshots_of_hand_made_positions_match_the_reviewed_pictures() {
    let hand = mid_trick();
    let on_turn = match hand.status() {
        Status::ToMove(s) => s,
        _ => seat(0),
    };
    check_snapshot("trick_on_turn", &hand.svg(Some(on_turn), &SvgOptions::new()));
    check_snapshot("trick_public", &hand.svg(None, &SvgOptions::new()));
    let mut auction = deal(Rules::from_preset("5p").unwrap(), 8);
    let bid = auction.legal_moves()[0];
    auction.play(bid).unwrap();
    let Some(target) = auction
        .bid_of(seat(0))
        .map(|_| seat(0))
        .or_else(|| PlayerId::all(5).find(|&s| auction.bid_of(s).is_some()))
    else {
        panic!("a bid stands")
    };
    let by = PlayerId::from_const(((target.index() + 2) % 5) as u8);
    auction.play_as(by, Move::Mechoune { by, target }).unwrap();
    check_snapshot("auction_mechoune", &auction.svg(Some(target), &SvgOptions::new()));
    // A 3-player game played at random (seed 4) into its second hand, two tricks in.
    let mut game = Match::start(Rules::from_preset("3p").unwrap());
    let mut rng = Xoshiro256::seed_from_u64(4);
    while !(game.hand_index() == 1 && game.hand().phase() == Phase::Play && game.hand().tricks_played() == 2)
    {
        let mv = random_move(&game, &mut rng).unwrap();
        game.play(mv).unwrap();
    }
    check_snapshot("match_second_hand", &game.svg(Some(seat(1)), &SvgOptions::new()));
}

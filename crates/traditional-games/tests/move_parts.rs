//! `DynPresentation::move_parts`: the names of the SVG elements a person clicks to make a move. For every game
//! and preset, over seeded random games, every part of every move a seat may make names a clickable element
//! (`role="button"`, by its `aria-label`) of the picture drawn for that seat; and the parts are the ones
//! the notation names (checked on hand-picked moves).

use abstract_game::svg::SvgOptions;
use abstract_game::{PlayerId, Xoshiro256};
use traditional_games::game_runtime::dyn_game::DynGame;
use traditional_games::{find, games, load};

/// The `aria-label`s of the picture's clickable elements, unescaped.
fn clickable_labels(svg: &str) -> Vec<String> {
    let mut labels = Vec::new();
    for (at, _) in svg.match_indices("role=\"button\"") {
        let tag_end = svg[at..].find('>').map_or(svg.len(), |end| at + end);
        let tag = &svg[at..tag_end];
        if let Some(start) = tag.find("aria-label=\"") {
            let rest = &tag[start + "aria-label=\"".len()..];
            let label = &rest[..rest.find('"').expect("a closed attribute")];
            labels.push(
                label
                    .replace("&lt;", "<")
                    .replace("&gt;", ">")
                    .replace("&quot;", "\"")
                    .replace("&apos;", "'")
                    .replace("&amp;", "&"),
            );
        }
    }
    labels
}

/// Checks every move of every seat that may act in `state`; returns (moves checked, moves with parts).
fn check_state(state: &dyn DynGame, parts_of: &dyn Fn(&str) -> Vec<String>, what: &str) -> (usize, usize) {
    let (mut moves, mut with_parts) = (0, 0);
    for seat in PlayerId::all(state.num_players()) {
        let legal = state.legal_moves_of(seat);
        if legal.is_empty() {
            continue;
        }
        let svg = state.svg(Some(seat), &SvgOptions::new()).expect("every game has a picture");
        let labels = clickable_labels(&svg);
        for mv in legal {
            let parts = parts_of(&mv);
            moves += 1;
            with_parts += usize::from(!parts.is_empty());
            for part in &parts {
                assert!(
                    labels.contains(part),
                    "{what}: the move `{mv}` of {seat} names `{part}`, which is no clickable element of its \
                     picture (labels: {labels:?})\nposition: {}",
                    state.position()
                );
            }
        }
    }
    (moves, with_parts)
}

#[test]
fn every_part_of_every_legal_move_is_a_clickable_element_of_the_movers_picture() {
    for game in games() {
        let presentation = game.presentation();
        for preset in game.presets {
            let (mut moves, mut with_parts) = (0, 0);
            for seed in 1..=2u64 {
                let mut state = load(game.name, preset.name).unwrap();
                let mut rng = Xoshiro256::seed_from_u64(seed);
                let what = format!("{} {} seed {seed}", game.name, preset.name);
                for _ in 0..150 {
                    let parts_of = |mv: &str| presentation.move_parts(&*state, mv);
                    let (m, p) = check_state(&*state, &parts_of, &what);
                    moves += m;
                    with_parts += p;
                    if state.play_random(&mut rng).is_none() {
                        break;
                    }
                }
            }
            // Most moves of every game are made by clicking: a presentation that named no parts would pass
            // the check above vacuously.
            assert!(
                with_parts * 2 > moves,
                "{} {}: {with_parts} of {moves} moves have parts",
                game.name,
                preset.name
            );
        }
    }
}

/// The parts of `mv` in the position `position` of `game`.
fn parts(game: &str, position: Option<&str>, mv: &str) -> Vec<String> {
    let entry = find(game).unwrap();
    let state = match position {
        Some(text) => entry.load_position(None, text).unwrap(),
        None => entry.load(entry.default_preset()).unwrap(),
    };
    entry.presentation().move_parts(&*state, mv)
}

#[test]
fn parts_follow_the_notation() {
    // Draughts: the start and every landing square of a capture; from and to of a quiet move.
    assert_eq!(parts("bashnya", None, "c3-d4"), ["c3", "d4"]);
    let capture = "W:bashni:0:c3=w,d4=b,f6=b";
    assert_eq!(parts("bashnya", Some(capture), "c3:e5:g7"), ["c3", "e5", "g7"]);
    // Il Bastardo: from and to.
    let start = load("chess4-bastardo", "standard").unwrap();
    let first = start.legal_moves()[0].clone();
    assert_eq!(parts("chess4-bastardo", None, &first), [&first[..2], &first[2..]]);
    // Not a move: no parts.
    assert!(parts("bashnya", None, "hello").is_empty());
}

#[test]
fn backgammon_names_each_checkers_points_and_no_pair_or_cube_action() {
    let state = load("backgammon-nodice", "nodice").unwrap();
    let presentation = find("backgammon-nodice").unwrap().presentation();
    let moves = state.legal_moves();
    let play = moves.iter().find(|m| m.contains(": ") && m.contains(' ')).expect("a checker play");
    let expected: Vec<String> = play
        .split_once(": ")
        .unwrap()
        .1
        .split_whitespace()
        .flat_map(|step| {
            let (path, times) = step.split_once('(').map_or((step, 1), |(p, n)| (p, n[..1].parse().unwrap()));
            let points: Vec<String> = path.split('/').map(|p| p.trim_end_matches('*').to_string()).collect();
            std::iter::repeat_n(points, times).flatten()
        })
        .collect();
    assert_eq!(presentation.move_parts(&*state, play), expected, "{play}");
    if moves.iter().any(|m| m == "double") {
        assert!(presentation.move_parts(&*state, "double").is_empty());
    }
}

#[test]
fn a_card_game_names_the_card_played() {
    let mut state = load("batarde-cards", "4p").unwrap();
    let presentation = find("batarde-cards").unwrap().presentation();
    let mut rng = Xoshiro256::seed_from_u64(3);
    while state.status().is_chance() {
        // Nature's deal has no parts.
        let deal = state.legal_moves()[0].clone();
        assert!(presentation.move_parts(&*state, &deal).is_empty());
        state.play_random(&mut rng);
    }
    for mv in state.legal_moves() {
        assert_eq!(presentation.move_parts(&*state, &mv), vec![mv]);
    }
}

//! The registry: every game and preset loads, position strings read back under their rules, and bad names,
//! presets and positions are typed errors naming what is wrong.

use abstract_game::PlayerId;
use traditional_games::{LoadError, bashnya, find, games, load, load_position};

#[test]
fn every_game_is_listed_once_in_name_order() {
    let names: Vec<&str> = games().iter().map(|g| g.name).collect();
    assert_eq!(
        names,
        [
            "backgammon-nodice",
            "bashnya",
            "bastardo-obiettivi",
            "batarde-cards",
            "chess4-bastardo",
            "siege-paris"
        ]
    );
}

#[test]
fn every_preset_loads_and_its_start_reads_back() {
    for game in games() {
        assert!(!game.presets.is_empty(), "{}", game.name);
        for preset in game.presets {
            let loaded =
                load(game.name, preset.name).unwrap_or_else(|e| panic!("{} {}: {e}", game.name, preset.name));
            assert_eq!(loaded.name(), game.name);
            let again = load_position(game.name, Some(preset.name), &loaded.position()).unwrap();
            assert_eq!(again.position(), loaded.position(), "{} {}", game.name, preset.name);
            assert!(!loaded.pretty().is_empty());
        }
    }
}

#[test]
fn the_loaded_start_is_the_crates_start() {
    let bashni = load("bashnya", "russian").unwrap();
    let typed = bashnya::Position::start(bashnya::Rules::from_preset("russian").unwrap());
    assert_eq!(bashni.position(), typed.to_string());
    let cards = load("batarde-cards", "5p").unwrap();
    assert_eq!(cards.num_players(), 5);
    // Rules strings with options are read by the game's crate, not only preset names.
    assert_eq!(load("batarde-cards", "5p,dealer=P2").unwrap().num_players(), 5);
}

#[test]
fn seat_names_are_the_games_own() {
    assert_eq!(find("bashnya").unwrap().seat_names("bashni").unwrap(), ["White", "Black"]);
    assert_eq!(
        find("chess4-bastardo").unwrap().seat_names("standard").unwrap(),
        ["Red", "Blue", "Yellow", "Green"]
    );
    assert_eq!(find("batarde-cards").unwrap().seat_names("3p").unwrap(), ["P1", "P2", "P3"]);
    let siege = find("siege-paris").unwrap().seat_names("standard").unwrap();
    assert_eq!(siege.len(), 3);
    assert!(siege.contains(&"Yellow"), "{siege:?}");
}

#[test]
fn bad_names_presets_and_positions_say_what_is_wrong() {
    match load("chess", "standard") {
        Err(LoadError::UnknownGame { name, known }) => {
            assert_eq!(name, "chess");
            assert!(known.contains("bashnya") && known.contains("siege-paris"), "{known}");
        }
        other => panic!("{other:?}"),
    }
    match load("bashnya", "checkers") {
        Err(LoadError::BadRules { game: "bashnya", preset, .. }) => assert_eq!(preset, "checkers"),
        other => panic!("{other:?}"),
    }
    assert!(matches!(load_position("siege-paris", None, "not a board"), Err(LoadError::BadPosition { .. })));
    let lasca = load("bashnya", "lasca").unwrap().position();
    match load_position("bashnya", Some("russian"), &lasca) {
        Err(LoadError::RulesMismatch { preset, .. }) => assert_eq!(preset, "russian"),
        other => panic!("{other:?}"),
    }
    // Without a preset, the rules the position names.
    assert_eq!(load_position("bashnya", None, &lasca).unwrap().position(), lasca);
}

#[test]
fn a_loaded_game_plays_moves_in_notation() {
    let mut game = load("bashnya", "russian").unwrap();
    let white = PlayerId::from_const(0);
    assert_eq!(game.play_text(Some(white), "c3-d4").unwrap(), "c3-d4");
    assert!(game.play_text(Some(white), "c3-d4").is_err(), "Black is on turn");
}

#[test]
fn facts_come_from_the_game_crates_for_every_preset() {
    use abstract_game::Information;
    for game in games() {
        for preset in game.presets {
            let facts = game.facts(preset.name).unwrap();
            let loaded = load(game.name, preset.name).unwrap();
            assert_eq!(facts.name, game.name);
            assert_eq!(facts.seats, loaded.num_players(), "{} {}", game.name, preset.name);
            assert_eq!(Some(facts.num_actions), loaded.num_actions());
            assert_eq!(Some(facts.observation_shape), loaded.observation_shape());
        }
    }
    let russian = find("bashnya").unwrap().facts("russian").unwrap();
    assert!(!russian.chance && russian.information == Information::Perfect);
    let cards = find("batarde-cards").unwrap().facts("5p").unwrap();
    assert!(cards.chance && cards.information == Information::Imperfect && cards.seats == 5);
    let classic = find("backgammon-nodice").unwrap().facts("classic").unwrap();
    assert!(classic.chance && classic.max_chance_outcomes > 0);
    assert!(matches!(find("siege-paris").unwrap().facts("nope"), Err(LoadError::BadRules { .. })));
}

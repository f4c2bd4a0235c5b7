//! Forms: every listed preset, the variant aliases and the turn-based presets load, tell their facts and build
//! batches; unknown names and oversized batches are refused with a typed error.

use traditional_games::{FormError, find, games};

#[test]
fn every_listed_preset_is_a_form_that_loads_and_batches() {
    for game in games() {
        for preset in game.presets {
            let form = game.form(Some(preset.name)).unwrap();
            assert_eq!((form.game.name, form.name, form.about), (game.name, preset.name, preset.about));
            let state = form.load().unwrap();
            assert_eq!(state.name(), game.name);
            assert_eq!(form.load_position(&state.position()).unwrap().position(), state.position());
            let facts = form.facts().unwrap();
            assert_eq!(facts.seats, state.num_players());
            let batch = form.batch(3, 7, usize::MAX).unwrap();
            assert_eq!(batch.len(), 3);
        }
        assert_eq!(game.form(None).unwrap().name, game.default_preset());
    }
}

#[test]
fn the_turn_based_form_asks_claims_in_windows_and_bounds_its_length_by_them() {
    let cards = find("batarde-cards").unwrap();
    assert_eq!(cards.turn_based_presets().len(), cards.presets.len());
    for (listed, turn_based) in cards.presets.iter().zip(cards.turn_based_presets()) {
        assert_eq!(turn_based.name, format!("{}+claims", listed.name));
        let form = cards.form(Some(turn_based.name)).unwrap();
        let plain = cards.form(Some(listed.name)).unwrap().facts().unwrap();
        let facts = form.facts().unwrap();
        // Each seat move opens at most one window of at most `seats` passes.
        assert_eq!(facts.max_game_length, plain.max_game_length.map(|n| n * (plain.seats + 1)));
        assert_eq!(form.rules_text().unwrap(), listed.name);
        // One action more than the plain game: `pass` in a window.
        assert_eq!(form.load().unwrap().num_actions(), plain.num_actions.checked_add(1));
    }
    assert!(find("bashnya").unwrap().turn_based_presets().is_empty());
}

#[test]
fn an_alias_is_the_variants_own_preset() {
    let form = find("chess4-bastardo").unwrap().form(Some("tarot-redeal")).unwrap();
    assert_eq!((form.game.name, form.name), ("bastardo-obiettivi", "redeal"));
}

#[test]
fn unknown_presets_and_oversized_batches_are_refused() {
    let error = find("bashnya").unwrap().form(Some("checkers")).unwrap_err();
    assert!(matches!(error, FormError::NoPreset { .. }));
    assert!(error.to_string().contains("has no preset `checkers`; its presets: bashni"), "{error}");
    let error = find("batarde-cards").unwrap().form(Some("2p")).unwrap_err();
    assert!(error.to_string().contains("`4p+claims`"), "{error}");
    let form = find("bashnya").unwrap().form(Some("russian")).unwrap();
    assert!(matches!(form.batch(1000, 0, 1000), Err(FormError::TooLarge { len: 1000, .. })));
    assert!(matches!(form.batch(usize::MAX, 0, usize::MAX), Err(FormError::TooLarge { .. })));
}

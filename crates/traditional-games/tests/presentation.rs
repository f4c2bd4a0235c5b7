//! Every game's presentation, reached the way a front end reaches it (a visitor over the registry's
//! `Family`): the rules on one screen name the preset being played, and the help texts and pictures are there
//! for every preset.

use traditional_games::presentation::Presentation;
use traditional_games::{Family, MatchPlay, Visitor, games};

/// The help texts of a game's start under a preset.
struct Texts<'a> {
    preset: &'a str,
}

impl Visitor for Texts<'_> {
    type Output = (String, String, String);

    fn visit<F: Family>(self) -> Self::Output {
        let start = F::start(F::rules(self.preset).expect("a listed preset"));
        (start.rules_help(), start.notation_help(), Presentation::board(&start))
    }

    fn visit_match<M: MatchPlay>(self) -> Self::Output {
        self.visit::<M>()
    }
}

#[test]
fn every_preset_has_its_rules_notation_and_picture() {
    for game in games() {
        for preset in game.presets {
            let (rules, notation, board) = game.visit(Texts { preset: preset.name });
            let line = format!("These rules: {}: {}.", preset.name, preset.about);
            assert!(rules.contains(&line), "{} {}: {rules}", game.name, preset.name);
            assert!(!notation.is_empty() && !board.is_empty(), "{} {}", game.name, preset.name);
        }
    }
}

#[test]
fn a_rules_string_with_options_names_its_base_preset() {
    let bashnya = traditional_games::find("bashnya").unwrap();
    let (rules, _, _) = bashnya.visit(Texts { preset: "russian+norep" });
    assert!(rules.contains("These rules: russian+norep (russian: "), "{rules}");
}

#[test]
fn only_backgammon_is_played_in_matches_and_only_il_bastardo_has_a_variant_alias() {
    for game in games() {
        assert_eq!(game.has_match_play(), game.name == "backgammon-nodice", "{}", game.name);
        assert_eq!(
            game.visit_match(Texts { preset: game.default_preset() }).is_some(),
            game.has_match_play()
        );
    }
    let chess4 = traditional_games::find("chess4-bastardo").unwrap();
    let (tarot, preset) = chess4.variant(Some("tarot-redeal"), None).unwrap();
    assert_eq!((tarot.name, preset.as_deref()), ("bastardo-obiettivi", Some("redeal")));
    assert!(chess4.variant(Some("standard"), None).is_none());
    assert!(traditional_games::find("bashnya").unwrap().variant(Some("tarot"), None).is_none());
}

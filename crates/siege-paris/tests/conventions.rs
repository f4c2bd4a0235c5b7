//! The family's conventions (`abstract_game::conventions`): presets by name, `start(rules)`, seats both
//! ways, serde in readable forms.

use siege_paris::abstract_game::{Game, PlayerId};
use siege_paris::{NoSuchSeat, Position, Rules, RulesError, Side};

#[test]
fn presets_are_read_by_name_and_print_their_name() {
    let names: Vec<&str> = Rules::PRESETS.iter().map(|p| p.name).collect();
    assert_eq!(names, ["standard", "three-soldiers", "backward", "protection", "two-player", "setup-phase"]);
    assert_eq!(Rules::from_preset(Rules::PRESETS[0].name), Ok(Rules::default()));
    for preset in Rules::PRESETS {
        let rules = Rules::from_preset(preset.name).unwrap();
        assert_eq!(rules.to_string(), preset.name);
        assert_eq!(preset.name.parse::<Rules>(), Ok(rules));
    }
    let fifty = Rules::standard().with_no_progress(Some(50)).unwrap();
    assert_eq!(Rules::from_preset("standard+no-progress=50"), Ok(fifty));
    assert_eq!(fifty.to_string(), "standard+no-progress=50");
    assert!(matches!(Rules::from_preset("siege"), Err(RulesError::UnknownPreset)));
}

#[test]
fn sides_convert_both_ways_with_seats() {
    let seat = |i| PlayerId::new(i).unwrap();
    assert_eq!(Side::from_player_id(seat(0)), Some(Side::Yellow));
    assert_eq!(Side::from_player_id(seat(2)), Some(Side::Black));
    assert_eq!(Side::from_player_id(seat(3)), None);
    assert_eq!(Side::White.player_id(), seat(1));
    assert_eq!(PlayerId::from(Side::Black), seat(2));
    assert_eq!(Side::try_from(seat(1)), Ok(Side::White));
    assert_eq!(Side::try_from(seat(3)), Err(NoSuchSeat(seat(3))));
    let pos = Position::start(Rules::standard());
    let names: Vec<&str> = (0..3).map(|i| pos.seat_name(seat(i))).collect();
    assert_eq!(names, ["Yellow", "White", "Black"]);
    assert_eq!(Side::Yellow.to_string(), "Yellow");
}

#[cfg(feature = "serde")]
mod serde_forms {
    use siege_paris::{Fortress, Loc, Move, Point};

    use super::*;

    #[test]
    fn moves_serialize_as_their_notation() {
        for text in ["F1-c9", "b3-c4!", "b9xc10", "G@F1", "pass", "c8-F8"] {
            let json = format!("\"{text}\"");
            let mv: Move = serde_json::from_str(&json).unwrap();
            assert_eq!(serde_json::to_string(&mv).unwrap(), json);
        }
        assert!(serde_json::from_str::<Move>(r#""b9xc10""#).unwrap().is_capture());
        assert!(serde_json::from_str::<Move>(r#""b9:c10""#).is_err());
        let mut pos = Position::start(Rules::standard());
        for _ in 0..4 {
            for mv in pos.legal_moves() {
                let back: Move = serde_json::from_str(&serde_json::to_string(&mv).unwrap()).unwrap();
                assert_eq!(back, mv);
            }
            let first = pos.legal_moves()[0];
            pos.play(first).unwrap();
        }
    }

    #[test]
    fn positions_rules_and_places_round_trip() {
        let pos = Position::start(Rules::setup_phase());
        let json = serde_json::to_string(&pos).unwrap();
        assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), pos);
        let rules = Rules::backward().with_no_progress(Some(50)).unwrap();
        let json = serde_json::to_string(&rules).unwrap();
        assert_eq!(json, r#""standard+backward=3p+no-progress=50""#);
        assert_eq!(serde_json::from_str::<Rules>(&json).unwrap(), rules);
        assert!(serde_json::from_str::<Rules>(r#""standard+no-progress=off+repetition=off""#).is_err());
        let f8 = Point::new(7).unwrap();
        assert_eq!(serde_json::to_string(&f8).unwrap(), r#""F8""#);
        assert_eq!(serde_json::from_str::<Loc>(r#""l16""#).unwrap().to_string(), "l16");
        assert_eq!(serde_json::from_str::<Point>(r#""F8""#).unwrap(), f8);
        let custom = Fortress::new(Fortress::RECONSTRUCTED.removed(), &[], &[]).unwrap();
        assert!(serde_json::to_string(&Rules::standard().with_fortress(custom).unwrap()).is_err());
    }
}

#[test]
fn every_preset_follows_the_familys_conventions() {
    // One random game per preset; the proven bounds (54,900 turns) are far above the cut at 3,000.
    abstract_game::laws::check_conventions::<Position>(1, 3000, 7).unwrap();
}

#[test]
fn the_length_bound_is_the_no_progress_limit_times_the_stretches() {
    use abstract_game::{Conventions, Information};
    // "Why a game ends": 36 captures + 8 entries + 504 forward moves reset the counter, 549 stretches of at
    // most 100 turns; with backward moves 45 stretches; Yellow's 8 placements on top.
    assert_eq!(Rules::standard().max_game_length(), Some(54_900));
    assert_eq!(Rules::backward().max_game_length(), Some(4_500));
    assert_eq!(Rules::setup_phase().max_game_length(), Some(54_908));
    assert_eq!(Rules::standard().with_no_progress(None).unwrap().max_game_length(), None);
    let facts = Position::facts(&Rules::standard());
    assert_eq!((facts.seats, facts.chance, facts.information), (3, false, Information::Perfect));
}

#[test]
fn a_bad_rules_option_is_not_an_unknown_preset() {
    assert_eq!("siege".parse::<Rules>(), Err(RulesError::UnknownPreset));
    assert_eq!("standard+fly".parse::<Rules>(), Err(RulesError::BadOption));
}

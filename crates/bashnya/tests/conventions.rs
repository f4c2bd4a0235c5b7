//! The family's conventions (`abstract_game::conventions`): presets by name, seats both ways, the board
//! picture from either side, serde in readable forms.

use bashnya::abstract_game::{Game, PlayerId};
use bashnya::{Colour, Move, NoSuchSeat, Position, Rules};

#[test]
fn presets_are_read_by_name_and_print_their_name() {
    assert_eq!(Rules::PRESETS[0].name, "bashni");
    assert_eq!(Rules::from_preset(Rules::PRESETS[0].name), Ok(Rules::default()));
    let names: Vec<&str> = Rules::PRESETS.iter().map(|p| p.name).collect();
    assert_eq!(names, ["bashni", "fogliaccio", "russian", "lasca", "stavropol"]);
    for preset in Rules::PRESETS {
        let rules = Rules::from_preset(preset.name).unwrap();
        assert_eq!(rules.to_string(), preset.name);
        assert_eq!(preset.name.parse::<Rules>(), Ok(rules));
        assert!(!preset.about.is_empty());
    }
    // from_preset reads everything FromStr reads, options included.
    assert_eq!(
        Rules::from_preset("russian+norep"),
        Ok(Rules::russian_draughts().with_repetition_draw(false))
    );
    assert_eq!(Rules::from_preset("russian+norep"), "russian+norep".parse());
    assert!(Rules::from_preset("draughts").is_err());
}

#[test]
fn colours_convert_both_ways_with_seats() {
    let (zero, one, two) = (PlayerId::from_const(0), PlayerId::from_const(1), PlayerId::from_const(2));
    assert_eq!(Colour::from_player_id(zero), Some(Colour::White));
    assert_eq!(Colour::from_player_id(one), Some(Colour::Black));
    assert_eq!(Colour::from_player_id(two), None);
    assert_eq!(Colour::Black.player_id(), one);
    assert_eq!(PlayerId::from(Colour::White), zero);
    assert_eq!(Colour::try_from(one), Ok(Colour::Black));
    assert_eq!(Colour::try_from(two), Err(NoSuchSeat(two)));
    assert_eq!(Colour::White.to_string(), "White");
    assert_eq!(Colour::Black.to_string(), "Black");
    let pos = Position::start(Rules::bashni());
    assert_eq!(pos.seat_name(zero), "White");
    assert_eq!(pos.seat_name(one), "Black");
}

#[test]
fn the_picture_from_blacks_side_is_turned_round() {
    let pos: Position = "W:bashni:0:a1=w,h8=B".parse().unwrap();
    let white = pos.pretty_for(Colour::White.player_id());
    let black = pos.pretty_for(Colour::Black.player_id());
    assert_eq!(white, pos.pretty());
    // White's view: rank 8 first, h8 at the right end; Black's: rank 1 first, a1 at the right end.
    assert_eq!(white.lines().next(), Some(" 8     .     .     .     B"));
    assert_eq!(black.lines().next(), Some(" 1     .     .     .     w"));
    assert_eq!(black.lines().nth(7), Some(" 8  B     .     .     ."));
    assert_eq!(black.lines().nth(8), Some("    h  g  f  e  d  c  b  a "));
}

#[cfg(feature = "serde")]
mod serde_forms {
    use super::*;
    use bashnya::{Column, Square};

    #[test]
    fn moves_serialize_as_notation_with_their_captured_squares() {
        let pos: Position = "W:bashni:0:c3=w,d4=b,d6=b,h8=b".parse().unwrap();
        let mv = pos.parse_move("c3:e5:c7").unwrap();
        let json = serde_json::to_string(&mv).unwrap();
        assert_eq!(json, r#""c3:e5:c7 x d4 d6""#);
        assert_eq!(serde_json::from_str::<Move>(&json).unwrap(), mv);
        let quiet = Position::start(Rules::bashni()).parse_move("c3-d4").unwrap();
        assert_eq!(serde_json::to_string(&quiet).unwrap(), r#""c3-d4""#);
        assert_eq!(serde_json::from_str::<Move>(r#""c3-d4""#).unwrap(), quiet);
        for bad in [r#""c3:e5""#, r#""c3:e5:c7 x d4""#, r#""c3:e5 x f6""#, r#""c3-c4""#, "17"] {
            assert!(serde_json::from_str::<Move>(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_king_capture_keeps_its_captured_squares() {
        // Two captures from a1 to the same square over different pieces are different moves; the serialized
        // form tells them apart without the position.
        let pos: Position = "W:russian:0:a1=W,c3=b,f6=b,h8=b".parse().unwrap();
        for mv in pos.legal_moves() {
            let json = serde_json::to_string(&mv).unwrap();
            assert_eq!(serde_json::from_str::<Move>(&json).unwrap(), mv, "{json}");
        }
    }

    #[test]
    fn positions_rules_squares_columns_round_trip() {
        let pos: Position = "B:russian+norep:3:a1=w,d4=W,h8=B".parse().unwrap();
        let json = serde_json::to_string(&pos).unwrap();
        assert_eq!(json, r#""B:russian+norep:3:a1=w,d4=W,h8=B""#);
        assert_eq!(serde_json::from_str::<Position>(&json).unwrap(), pos);
        let rules = Rules::lasca().with_quiet_limit(Some(40));
        assert_eq!(serde_json::to_string(&rules).unwrap(), r#""lasca+quiet40""#);
        assert_eq!(serde_json::from_str::<Rules>(r#""lasca+quiet40""#).unwrap(), rules);
        let sq: Square = "g7".parse().unwrap();
        assert_eq!(serde_json::to_string(&sq).unwrap(), r#""g7""#);
        assert_eq!(serde_json::from_str::<Square>(r#""g7""#).unwrap(), sq);
        let column: Position = "W:bashni:0:d4=bbW".parse().unwrap();
        let col = column.column("d4".parse().unwrap());
        assert_eq!(serde_json::to_string(&col).unwrap(), r#""bbW""#);
        assert_eq!(serde_json::from_str::<Column>(r#""bbW""#).unwrap(), col);
        assert_eq!(serde_json::from_str::<Column>(r#""-""#).unwrap(), Column::EMPTY);
        assert_eq!(serde_json::to_string(&Colour::Black).unwrap(), r#""Black""#);
    }
}

#[test]
fn every_preset_follows_the_familys_conventions() {
    // Two random games per preset, each within its proven bound (1000 plies with the default ply limit).
    bashnya::abstract_game::laws::check_conventions::<Position>(2, 1000, 7).unwrap();
}

#[test]
fn the_length_bound_is_the_ply_limit_or_russians_quiet_rule() {
    use bashnya::abstract_game::{Conventions, Information};
    let facts = Position::facts(&Rules::default());
    assert_eq!(facts.max_game_length, Some(1000));
    assert_eq!((facts.seats, facts.chance, facts.information), (2, false, Information::Perfect));
    // "Why a game ends": with the ply limit off, Russian draughts is bounded by 193 x 30 plies...
    assert_eq!(Rules::russian_draughts().with_ply_limit(None).max_game_length(), Some(5790));
    // ... and the stacking presets by nothing.
    assert_eq!(Rules::bashni().with_ply_limit(None).max_game_length(), None);
    assert_eq!(Rules::russian_draughts().with_ply_limit(None).with_quiet_limit(None).max_game_length(), None);
}

#[test]
fn a_bad_rules_option_is_not_an_unknown_preset() {
    use bashnya::RulesError;
    assert_eq!("draughts".parse::<Rules>(), Err(RulesError::UnknownPreset));
    assert_eq!("russian+nodraw".parse::<Rules>(), Err(RulesError::BadOption));
    assert_eq!("russian+quiet30".parse::<Rules>(), Err(RulesError::BadOption));
}

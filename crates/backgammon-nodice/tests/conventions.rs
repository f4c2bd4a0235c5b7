//! Issue 15: the family's conventions (abstract-game's `conventions` page) as a test can see them.

use abstract_game::{Game, PlayerId};
use backgammon_nodice::{Match, NoSuchSeat, Position, Rules, Side};

#[test]
fn sides_convert_both_ways_with_player_ids_and_name_themselves() {
    for (side, index, name) in [(Side::White, 0, "White"), (Side::Black, 1, "Black")] {
        let seat = PlayerId::new(index).unwrap();
        assert_eq!(side.player_id(), seat);
        assert_eq!(PlayerId::from(side), seat);
        assert_eq!(Side::from_player_id(seat), Some(side));
        assert_eq!(Side::try_from(seat), Ok(side));
        assert_eq!(side.to_string(), name);
        let pos = Position::start(Rules::classic());
        assert_eq!(pos.seat_name(seat), name);
        assert_eq!(Match::new(Rules::classic().with_match(3)).unwrap().seat_name(seat), name);
    }
    let third = PlayerId::new(2).unwrap();
    assert_eq!(Side::try_from(third), Err(NoSuchSeat(third)));
    assert_eq!(Side::from_player_id(third), None);
}

#[test]
fn presets_start_and_the_board_picture() {
    // The first preset is the default; each name reads back to rules printing it.
    assert_eq!(Rules::PRESETS[0].name.parse::<Rules>(), Ok(Rules::default()));
    for preset in Rules::PRESETS {
        let rules = Rules::from_preset(preset.name).unwrap();
        assert_eq!(rules.to_string(), preset.name);
        let start = Position::start(rules);
        assert_eq!(start.to_string().parse::<Position>(), Ok(start.clone()));
        // The picture for a seat and for the same side are the same picture.
        assert_eq!(start.pretty_for(PlayerId::new(1).unwrap()), start.pretty_for(Side::Black));
        assert_eq!(start.pretty_for(Side::White), start.pretty());
    }
    let m = Match::new(Rules::nodice().with_match(5)).unwrap();
    assert_eq!(m.pretty(), m.pretty_for(PlayerId::new(0).unwrap()));
    assert!(m.pretty().starts_with("Match to 5: White 0, Black 0\n"));
}

#[test]
fn the_crate_reexports_abstract_game() {
    let seat: backgammon_nodice::abstract_game::PlayerId = Side::White.into();
    assert_eq!(seat.index(), 0);
}

#[test]
fn every_preset_follows_the_familys_conventions() {
    abstract_game::laws::check_conventions::<Position>(2, 5000, 7).unwrap();
}

#[test]
fn the_length_bound_is_three_seat_moves_a_turn_under_the_turn_limit() {
    use abstract_game::{Conventions, Information};
    // A double, the take, the play in each of the 1,000 turns of the no-dice limit.
    let nodice = Position::facts(&Rules::nodice());
    assert_eq!(nodice.max_game_length, Some(3000));
    assert_eq!(
        (nodice.chance, nodice.max_chance_outcomes, nodice.information),
        (false, 0, Information::Perfect)
    );
    // Classic backgammon has no limit: no bound, and 21 rolls.
    let classic = Position::facts(&Rules::classic());
    assert_eq!((classic.max_game_length, classic.chance, classic.max_chance_outcomes), (None, true, 21));
}

#[test]
fn a_bad_rules_option_is_not_an_unknown_preset() {
    use backgammon_nodice::RulesError;
    assert_eq!("dice".parse::<Rules>(), Err(RulesError::UnknownPreset));
    assert_eq!("nodice-cube".parse::<Rules>(), Err(RulesError::BadOption));
    assert_eq!("nodice-m0".parse::<Rules>(), Err(RulesError::BadOption));
}

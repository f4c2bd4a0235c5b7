//! The family's conventions (`abstract_game::conventions`) for the base game and the tarot variant, checked
//! by `abstract_game::laws::check_conventions`, and the facts computed next to "Why a game ends".

use abstract_game::laws::check_conventions;
use abstract_game::{Conventions, Information, PlayerId};
use chess4_bastardo::tarot::{TarotGame, TarotRules};
use chess4_bastardo::{NoSuchSeat, Position, Rules, Seat};

#[test]
fn every_preset_of_the_base_game_follows_the_conventions() {
    check_conventions::<Position>(1, 2000, 7).unwrap();
}

#[test]
fn every_preset_of_the_tarot_variant_follows_the_conventions() {
    check_conventions::<TarotGame>(1, 2000, 7).unwrap();
}

#[test]
fn the_board_bound_is_the_progress_stretches_times_the_clock() {
    // (96 pawn moves + 31 captures + 1) stretches of at most 50 rounds x 4 plies.
    assert_eq!(Rules::default().max_game_length(), 25_600);
    let facts = Position::facts(&Rules::default());
    assert_eq!(facts.max_game_length, Some(25_600));
    assert_eq!((facts.seats, facts.chance, facts.information), (4, false, Information::Perfect));
}

#[test]
fn the_tarot_bound_adds_the_deal_decisions_and_draws_are_one_of_fifteen_classes() {
    let rules = TarotRules::default();
    let deals = if rules.redeal() { 256 } else { 1 };
    assert_eq!(rules.max_game_length(), 25_600 + 64 * deals);
    let facts = TarotGame::facts(&rules);
    assert_eq!((facts.chance, facts.max_chance_outcomes), (true, 15));
    assert_eq!(facts.information, Information::Imperfect);
}

#[test]
fn seats_convert_both_ways_and_a_fifth_is_no_seat() {
    assert_eq!(Seat::ALL, [Seat::Red, Seat::Blue, Seat::Yellow, Seat::Green]);
    assert_eq!(Seat::Green.player_id(), PlayerId::from_const(3));
    assert_eq!(Seat::try_from(PlayerId::from_const(1)), Ok(Seat::Blue));
    assert_eq!(Seat::try_from(PlayerId::from_const(4)), Err(NoSuchSeat(PlayerId::from_const(4))));
}

#[test]
fn why_illegal_as_takes_a_seat_or_a_player_id() {
    use chess4_bastardo::IllegalMove;
    let pos = Position::default();
    let mv = "a1a2".parse().unwrap();
    // Blue is not on turn, by either name; a fifth seat has no move at all.
    assert_eq!(pos.why_illegal_as(Seat::Blue, mv), pos.why_illegal_as(PlayerId::from_const(1), mv));
    assert!(matches!(pos.why_illegal_as(Seat::Blue, mv), Some(IllegalMove::NotYourTurn { .. })));
    assert_eq!(pos.why_illegal_as(PlayerId::from_const(5), mv), Some(IllegalMove::NoSuchMove));
}

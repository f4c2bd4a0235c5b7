//! The family's conventions (`abstract_game::conventions`), checked by `abstract_game::laws::check_conventions`,
//! the facts computed next to "Why a game ends", and the seat type.

use abstract_game::PlayerId;
use batarde_cards::Rules;

fn seat(index: u8) -> PlayerId {
    PlayerId::from_const(index)
}

#[test]
fn every_preset_follows_the_familys_conventions() {
    abstract_game::laws::check_conventions::<batarde_cards::Match>(1, 5000, 7).unwrap();
}

#[test]
fn the_length_bound_sums_the_hands_of_the_schedule() {
    use abstract_game::{Conventions, Information};
    // Four players, the schedule's hands of 5 to 9 cards: per hand 91 x 5 bids, 4 x cards cards, méchoune
    // and choune; "Why a game ends" in the crate docs.
    let rules = Rules::new(4).unwrap();
    let cards: usize = rules.hand_sizes().iter().map(|&c| usize::from(c)).sum();
    let hands = rules.hand_sizes().len();
    assert_eq!(rules.max_game_length(), hands * (91 * 5 + 2) + 4 * cards);
    let facts = batarde_cards::Match::facts(&rules);
    assert_eq!(
        (facts.chance, facts.max_chance_outcomes, facts.information),
        (true, 4 + 36, Information::Imperfect)
    );
    assert_eq!(batarde_cards::Match::facts(&Rules::new(5).unwrap()).max_chance_outcomes, 5 + 72);
}

#[test]
fn seats_are_named_p1_to_p7() {
    use batarde_cards::Seat;
    assert_eq!(Seat::P1.to_string(), "P1");
    assert_eq!(Seat::P7.player_id(), seat(6));
    assert_eq!(Seat::try_from(seat(7)), Err(batarde_cards::NoSuchSeat(seat(7))));
}

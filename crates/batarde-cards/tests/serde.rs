//! Serde in readable form: moves, rules and cards as their notation strings, states as their text form,
//! observations as the observer's parts; everything reads back equal through `serde_json`.
#![cfg(feature = "serde")]

use abstract_game::{Game, HiddenInformation, PlayerId, Xoshiro256, random_move};
use batarde_cards::{Bid, Card, CardSet, Hand, Match, Move, Observation, Rules};

fn round_trip<T>(value: &T) -> T
where
    T: serde::Serialize + serde::de::DeserializeOwned,
{
    let json = serde_json::to_string(value).expect("serializes");
    serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"))
}

#[test]
fn moves_and_values_are_their_notation_strings() {
    let p3 = PlayerId::from_const(2);
    let p1 = PlayerId::from_const(0);
    for (mv, text) in [
        (Move::Mechoune { by: p3, target: p1 }, "\"P3 mechoune P1\""),
        (Move::Choune(p1), "\"P1 choune\""),
        (Move::Play("FH*".parse().unwrap()), "\"FH*\""),
        (Move::Bid("4S*".parse().unwrap()), "\"4S*\""),
        (Move::Deal("CatD".parse().unwrap()), "\"deal CatD\""),
        (Move::DrawDealer(PlayerId::from_const(6)), "\"dealer P7\""),
    ] {
        assert_eq!(serde_json::to_string(&mv).unwrap(), text);
        assert_eq!(round_trip(&mv), mv);
    }
    let card: Card = "RS".parse().unwrap();
    assert_eq!(serde_json::to_string(&card).unwrap(), "\"RS\"");
    let set: CardSet = [card, "DogC".parse().unwrap()].into_iter().collect();
    assert_eq!(serde_json::to_string(&set).unwrap(), "\"RS.DogC\"");
    assert_eq!(round_trip(&set), set);
    assert_eq!(serde_json::to_string(&CardSet::EMPTY).unwrap(), "\"-\"");
    let bid: Bid = "0NT".parse().unwrap();
    assert_eq!(round_trip(&bid), bid);
    let rules = Rules::from_preset("6p,dealer=P3").unwrap();
    assert_eq!(serde_json::to_string(&rules).unwrap(), "\"6p,dealer=P3\"");
    assert_eq!(round_trip(&rules), rules);
    assert!(serde_json::from_str::<Move>("\"P9 choune\"").is_err());
}

#[test]
fn states_and_observations_round_trip_along_random_games() {
    let mut rng = Xoshiro256::seed_from_u64(41);
    for preset in Rules::PRESETS {
        let mut game = Match::start(Rules::from_preset(preset.name).unwrap());
        for _ in 0..150 {
            assert_eq!(round_trip(&game), game);
            let hand = *game.hand();
            assert_eq!(round_trip(&hand), hand);
            for seat in PlayerId::all(game.num_players()) {
                let observation = hand.observe(seat);
                assert_eq!(round_trip(&observation), observation, "{hand}");
                let whole = game.observe(seat);
                assert_eq!(round_trip(&whole), whole, "{game}");
            }
            let Some(mv) = random_move(&game, &mut rng) else { break };
            assert_eq!(round_trip(&mv), mv);
            game.play_unchecked(mv);
        }
    }
}

#[test]
fn an_observation_showing_another_seats_cards_is_refused() {
    let hand = Hand::start(Rules::default());
    let observation = hand.observe(PlayerId::from_const(0));
    let json = serde_json::to_string(&observation).unwrap();
    // Claim P2 holds a card while the sizes say nothing was dealt.
    let forged = json.replace("\"4p 5 P1 deal -/-/-/-", "\"4p 5 P1 deal -/RS/-/-");
    assert_ne!(forged, json);
    assert!(serde_json::from_str::<Observation>(&forged).is_err());
}

//! Serde in readable form: moves and rules as their notation strings, positions and tarot games as their
//! position strings, observations as the seat and its view; everything reads back equal through
//! `serde_json`.
#![cfg(feature = "serde")]

use abstract_game::{Game, HiddenInformation, Xoshiro256, random_move};
use chess4_bastardo::tarot::{Card, TarotGame, TarotMove, TarotRules};
use chess4_bastardo::{Move, Position, Rules, Seat};

fn round_trip<T>(value: &T) -> T
where
    T: serde::Serialize + serde::de::DeserializeOwned,
{
    let json = serde_json::to_string(value).expect("serializes");
    serde_json::from_str(&json).unwrap_or_else(|e| panic!("{json}: {e}"))
}

#[test]
fn moves_rules_and_seats_are_readable() {
    let pos = Position::default();
    let mv = pos.parse_move("a3f8").unwrap();
    assert_eq!(serde_json::to_string(&mv).unwrap(), "\"a3f8\"");
    assert_eq!(serde_json::to_string(&Move::PASS).unwrap(), "\"pass\"");
    assert_eq!(serde_json::to_string(&Seat::Yellow).unwrap(), "\"Yellow\"");
    let rules = Rules::from_preset("first=b,rounds=30").unwrap();
    assert_eq!(serde_json::to_string(&rules).unwrap(), "\"first=b,rounds=30\"");
    assert_eq!(round_trip(&rules), rules);
    let tarot = TarotRules::from_preset("redeal").unwrap();
    assert_eq!(serde_json::to_string(&tarot).unwrap(), "\"redeal\"");
    assert_eq!(round_trip(&tarot), tarot);
    for (action, text) in [
        (TarotMove::Draw(Card::number(7).unwrap()), "\"draw:7\""),
        (TarotMove::Choose(Card::PAGE), "\"choose:P\""),
        (TarotMove::Enter("e4".parse().unwrap()), "\"@e4\""),
        (TarotMove::Board(mv), "\"a3f8\""),
        (TarotMove::Retire, "\"retire\""),
    ] {
        assert_eq!(serde_json::to_string(&action).unwrap(), text);
        assert_eq!(round_trip(&action), action);
    }
    assert_eq!(serde_json::to_string(&pos).unwrap(), format!("\"{pos}\""));
    assert!(serde_json::from_str::<Position>("\"not a position\"").is_err());
}

#[test]
fn positions_games_and_observations_round_trip_along_random_games() {
    let mut rng = Xoshiro256::seed_from_u64(17);
    for preset in Rules::PRESETS {
        let mut pos = Position::start(Rules::from_preset(preset.name).unwrap());
        for _ in 0..120 {
            assert_eq!(round_trip(&pos), pos);
            let Some(mv) = random_move(&pos, &mut rng) else { break };
            assert_eq!(round_trip(&mv), mv);
            pos.play_unchecked(mv);
        }
    }
    for preset in TarotRules::PRESETS {
        let mut game = TarotGame::start(TarotRules::from_preset(preset.name).unwrap());
        for _ in 0..160 {
            assert_eq!(round_trip(&game), game);
            for seat in Seat::ALL {
                let observation = game.observe(seat.player_id());
                assert_eq!(round_trip(&observation), observation, "{game}");
            }
            let Some(mv) = random_move(&game, &mut rng) else { break };
            assert_eq!(round_trip(&mv), mv);
            game.play_unchecked(mv);
        }
    }
}

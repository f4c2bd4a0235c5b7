//! What the registry tells about every game, as the JSON the TypeScript layer's `games()` parses.

use serde_json::{Value, json};
use traditional_games::abstract_game::{Information, PlayerId};
use traditional_games::game_runtime::dyn_game::DynGame;
use traditional_games::{GameEntry, games as registry_games};

/// The seats' names of a state's table, in seat order.
pub(crate) fn seat_names(game: &dyn DynGame) -> Vec<String> {
    PlayerId::all(game.num_players()).map(|seat| game.seat_name(seat).to_string()).collect()
}

/// One game: name, about line, listed presets (each with its seats), default preset, and whether it has
/// hidden information or out-of-turn actions (under its default preset).
fn game(entry: &GameEntry) -> Value {
    let presets: Vec<Value> = entry
        .presets
        .iter()
        .map(|preset| {
            let seats = entry.seat_names(preset.name).unwrap_or_default();
            json!({ "name": preset.name, "about": preset.about, "seats": seats })
        })
        .collect();
    let default = entry.default_preset();
    let hidden = entry.facts(default).is_ok_and(|facts| facts.information != Information::Perfect);
    let out_of_turn =
        entry.load(default).is_ok_and(|start| entry.presentation().has_out_of_turn_actions(&*start));
    json!({
        "name": entry.name,
        "about": entry.about,
        "presets": presets,
        "defaultPreset": default,
        "hiddenInformation": hidden,
        "outOfTurnActions": out_of_turn,
    })
}

/// Every game of the registry, in the registry's order.
pub(crate) fn games() -> Value {
    Value::Array(registry_games().iter().map(game).collect())
}

#[cfg(test)]
mod tests {
    use super::games;

    #[test]
    fn every_registered_game_is_listed_with_its_presets_and_seats() {
        let listed = games();
        let listed = listed.as_array().expect("an array");
        assert_eq!(listed.len(), traditional_games::games().len());
        for (game, entry) in listed.iter().zip(traditional_games::games()) {
            assert_eq!(game["name"], entry.name);
            assert_eq!(game["defaultPreset"], entry.presets[0].name);
            let presets = game["presets"].as_array().expect("presets");
            assert_eq!(presets.len(), entry.presets.len());
            for preset in presets {
                assert!(!preset["seats"].as_array().expect("seats").is_empty(), "{game}");
            }
        }
        // Tests may name games: La Bâtarde hides cards and has the méchoune out of turn; Bashni hides nothing.
        let of = |name: &str| listed.iter().find(|g| g["name"] == name).expect(name).clone();
        assert_eq!(of("batarde-cards")["hiddenInformation"], true);
        assert_eq!(of("batarde-cards")["outOfTurnActions"], true);
        assert_eq!(of("bashnya")["hiddenInformation"], false);
        assert_eq!(of("bashnya")["outOfTurnActions"], false);
    }
}

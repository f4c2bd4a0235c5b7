#![no_main]
//! Fuzz what the front ends (the npm package, the game server, Python, the CLI) take from strangers, through
//! the one façade they share: the game server's message parser, then for any game and preset of the registry
//! a position string, a game record and moves in notation played for any seat (on turn, out of turn, or none),
//! with the seat's view, SVG and move parts drawn after each accepted move. Nothing may panic; a move the
//! game accepted must be one some seat could play and must show in that seat's history.

use abstract_game::svg::SvgOptions;
use abstract_game::{PlayerId, record::GameRecord};
use libfuzzer_sys::fuzz_target;
use traditional_games::games;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = core::str::from_utf8(data) else { return };
    let _ = game_server::protocol::parse(text);

    let [pick, seat, rest @ ..] = data else { return };
    let entry = &games()[usize::from(*pick) % games().len()];
    let preset = entry.presets[usize::from(*pick / 8) % entry.presets.len()].name;
    let Ok(rest) = core::str::from_utf8(rest) else { return };
    let _ = entry.load_position(Some(preset), rest);
    if let Ok(record) = rest.parse::<GameRecord>() {
        if let Ok(mut game) = entry.load(preset) {
            let _ = game.load_record(&record);
        }
    }
    let Ok(mut game) = entry.load(preset) else { return };
    let presentation = entry.presentation();
    let options = SvgOptions::new();
    for (i, text) in rest.split(' ').enumerate().take(64) {
        let who = match (seat.wrapping_add(i as u8)) % 10 {
            n @ 0..8 => PlayerId::new(usize::from(n)),
            _ => None,
        };
        if let Ok(played) = game.play_text(who, text) {
            let history = game.history_for(who);
            assert!(!history.is_empty(), "{played} played but the history is empty");
            if let Some(seat) = who {
                let last = history.last().unwrap();
                assert_eq!(last.text.as_deref(), Some(played.as_str()), "a seat's own move is hidden from it");
                let _ = game.view(Some(seat));
                let _ = game.svg(Some(seat), &options);
            }
        }
        let _ = game.view(None);
        for mv in game.legal_moves().iter().take(4) {
            let _ = presentation.move_parts(&*game, mv);
        }
        if game.status().to_move().is_none() && game.outcome().is_none() {
            // nature acts: draw the first outcome, as the server would draw one at random
            if let Some(first) = game.legal_moves().first().cloned() {
                let _ = game.play_text(None, &first);
            }
        }
    }
});

//! Fuzz target for `bashnya`: position strings, move strings and move sequences never panic, and every
//! state reached keeps the laws (hash incremental, undo restores, notation round-trips, pieces conserved).
//!
//! Input layout: `position text` `\n` `move text` `\n` `choice bytes`. When the first part is not a valid
//! position, the start position of the preset chosen by the first byte is used.
#![no_main]

use abstract_game::laws;
use bashnya::{Colour, Position, Rules};
use libfuzzer_sys::fuzz_target;

fn check(pos: &Position) {
    // The shared laws: status and outcome agree, moves play, no duplicates, move and position notation
    // round-trip, the incremental hash equals a fresh one after every move.
    laws::check_state(pos).unwrap();
    laws::check_hash(pos).unwrap();
    laws::check_position_notation(pos).unwrap();
}

fuzz_target!(|data: &[u8]| {
    let mut parts = data.splitn(3, |&b| b == b'\n');
    let position_text = parts.next().unwrap_or_default();
    let move_text = parts.next().unwrap_or_default();
    let choices = parts.next().unwrap_or_default();

    let parsed = std::str::from_utf8(position_text).ok().and_then(|t| t.parse::<Position>().ok());
    let pos = parsed.unwrap_or_else(|| {
        let presets = Rules::PRESETS;
        let pick = position_text.first().map_or(0, |&b| b as usize % presets.len());
        Position::start(Rules::from_preset(presets[pick].name).expect("a preset"))
    });
    check(&pos);

    if let Ok(text) = std::str::from_utf8(move_text) {
        if let Ok(mv) = pos.parse_move(text) {
            assert!(pos.legal_moves().contains(&mv));
        }
    }

    let count = |p: &Position| (p.pieces(Colour::White), p.pieces(Colour::Black));
    let start = count(&pos);
    let walk = choices.iter().take(300).map(|&c| u32::from(c));
    laws::walk_with_undo_checks(&pos, walk, |_, _, pos| {
        let now = count(pos);
        if pos.rules().stacking() {
            assert_eq!(now, start, "pieces are conserved when stacking");
        } else {
            assert!(now.0 <= start.0 && now.1 <= start.1);
        }
        check(pos);
    })
    .unwrap();
});

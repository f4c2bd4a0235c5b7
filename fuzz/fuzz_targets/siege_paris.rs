//! Fuzz target for `siege-paris`: position strings, move strings and move sequences never panic, and every
//! state reached keeps the laws (hash incremental, undo restores, notation round-trips, no piece on the
//! removed block, attackers leave only by Yellow's captures).
//!
//! Input layout: `position text` `\n` `move text` `\n` `choice bytes`. When the first part is not a valid
//! position, the start of the preset chosen by its first byte is used.
#![no_main]

use abstract_game::{Game, laws};
use libfuzzer_sys::fuzz_target;
use siege_paris::{Position, Rules, Side};

fn check(pos: &Position) {
    assert!(pos.occupied().is_disjoint(pos.rules().fortress().removed()));
    // The shared laws: status and outcome agree, moves play, no duplicates, move and position notation
    // round-trip, the incremental hash equals a fresh one after every move.
    laws::check_state(pos).unwrap();
    laws::check_hash(pos).unwrap();
    laws::check_position_notation(pos).unwrap();
    let _ = pos.pretty();
}

fn attackers(pos: &Position) -> usize {
    pos.pieces().filter(|(_, p)| p.side.is_attacker()).count()
}

fuzz_target!(|data: &[u8]| {
    let mut parts = data.splitn(3, |&b| b == b'\n');
    let position_text = parts.next().unwrap_or_default();
    let move_text = parts.next().unwrap_or_default();
    let choices = parts.next().unwrap_or_default();

    let parsed = std::str::from_utf8(position_text).ok().and_then(|t| t.parse::<Position>().ok());
    let pos = parsed.unwrap_or_else(|| {
        let names = Rules::PRESETS;
        let pick = position_text.first().map_or(0, |&b| b as usize % names.len());
        Position::start(Rules::from_preset(names[pick].name).expect("a preset"))
    });
    check(&pos);

    if let Ok(text) = std::str::from_utf8(move_text) {
        let _ = text.parse::<Rules>();
        if let Ok(mv) = pos.parse_move(text) {
            assert!(pos.legal_moves().contains(&mv));
        }
    }

    let walk = choices.iter().take(300).map(|&c| u32::from(c));
    laws::walk_with_undo_checks(&pos, walk, |before, mv, after| {
        // Attackers leave the board only by Yellow's captures, one at a time.
        let yellow = before.side_to_move() == Side::Yellow;
        let lost = attackers(before) - attackers(after);
        assert_eq!(lost, usize::from(yellow && mv.is_capture()), "{mv}");
        check(after);
    })
    .unwrap();
});

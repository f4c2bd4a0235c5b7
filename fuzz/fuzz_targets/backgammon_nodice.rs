//! Fuzz target for `backgammon-nodice`: position strings, GNU Backgammon position IDs, move strings and
//! random move sequences never panic, and every state reached keeps the laws (15 checkers a side, hash
//! incremental, undo restores, position and move notation round-trip, no move listed twice).
//!
//! Input layout: `position text` `\n` `move text` `\n` `choice bytes`. When the first part is not a valid
//! position string, it is tried as a GNU Backgammon position ID, and otherwise the start position of the
//! preset chosen by its first byte is used. The move text is also tried as a rules string and a match
//! string.
#![no_main]

use abstract_game::{Game, ZobristHash, laws};
use backgammon_nodice::{Match, Position, Rules, Side};
use libfuzzer_sys::fuzz_target;

fn check(pos: &Position) {
    for side in [Side::White, Side::Black] {
        assert_eq!(pos.checker_total(side), 15, "{pos}");
    }
    assert_eq!(pos.zobrist(), pos.zobrist_from_scratch());
    laws::check_position_notation(pos).unwrap();
    if !pos.is_over() {
        let id = pos.gnubg_id();
        let from_id =
            Position::from_gnubg_id(&id, pos.rules(), pos.on_roll()).expect("an exported ID reads back");
        assert_eq!(from_id.board(), pos.board());
    }
    let _ = pos.pretty();
    let moves = pos.legal_moves();
    assert_eq!(pos.status().is_over(), pos.outcome().is_some());
    assert_eq!(pos.status().is_over(), moves.is_empty());
    // The no-dice move set can hold hundreds of moves, too many for laws::check_state on every input: read
    // back a sample of them.
    for (i, mv) in moves.iter().enumerate().step_by(1 + moves.len() / 24) {
        assert_eq!(pos.parse_move(&mv.to_string()), Ok(*mv), "{mv} in {pos}");
        assert!(!moves[..i].contains(mv), "{mv} listed twice in {pos}");
    }
}

fuzz_target!(|data: &[u8]| {
    let mut parts = data.splitn(3, |&b| b == b'\n');
    let position_text = parts.next().unwrap_or_default();
    let move_text = parts.next().unwrap_or_default();
    let choices = parts.next().unwrap_or_default();

    let presets = Rules::PRESETS;
    let preset = presets[position_text.first().map_or(0, |&b| b as usize % presets.len())];
    let rules = Rules::from_preset(preset.name).expect("a listed preset");
    let text = std::str::from_utf8(position_text).ok();
    let parsed = text.and_then(|t| t.parse::<Position>().ok());
    let from_id = text.and_then(|t| Position::from_gnubg_id(t.trim(), rules, Side::Black).ok());
    let pos = parsed.or(from_id).unwrap_or_else(|| Position::start(rules));
    check(&pos);

    if let Ok(text) = std::str::from_utf8(move_text) {
        if let Ok(mv) = pos.parse_move(text) {
            assert!(pos.legal_moves().contains(&mv));
        }
        if let Ok(r) = text.parse::<Rules>() {
            assert_eq!(r.to_string().parse::<Rules>(), Ok(r));
        }
        if let Ok(m) = text.parse::<Match>() {
            assert_eq!(m.to_string().parse::<Match>().ok(), Some(m));
        }
    }

    let walk = choices.iter().take(300).map(|&c| u32::from(c));
    laws::walk_with_undo_checks(&pos, walk, |_, _, after| check(after)).unwrap();
});

//! Fuzz target for `chess4-bastardo`: position strings, move strings and random move sequences never panic,
//! and every state reached keeps the laws (hash incremental, undo restores, notation round-trips, bulk count
//! equals the list, the pieces of the four armies are conserved, take-backs restore exactly).
//!
//! Input layout: `position text` `\n` `move text` `\n` `choice bytes`. When the first part is not a valid
//! position, the start position of the preset chosen by its first byte is used.
#![no_main]

use abstract_game::{Game, laws};
use chess4_bastardo::{GameHistory, Position, Rules, Seat, TakeBackVote};
use libfuzzer_sys::fuzz_target;

fn total(pos: &Position) -> u32 {
    Seat::ALL.iter().map(|&s| pos.pieces(s).count() + u32::from(pos.captured(s))).sum()
}

fn check(pos: &Position) {
    let _ = pos.pretty();
    assert_eq!(pos.legal_moves().len() as u64, pos.count_moves());
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
        let names = Rules::PRESETS;
        let pick = position_text.first().map_or(0, |&b| b as usize % names.len());
        Position::start(Rules::from_preset(names[pick].name).expect("a preset name"))
    });
    check(&pos);

    if let Ok(text) = std::str::from_utf8(move_text) {
        let _ = text.parse::<Rules>();
        if let Ok(mv) = pos.parse_move(text) {
            assert!(pos.legal_moves().contains(&mv));
        }
    }

    let start_total = total(&pos);
    let mut game = GameHistory::new(pos);
    for &choice in choices.iter().take(400) {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[choice as usize % moves.len()];
        let before = *game.position();
        let mut undone = before;
        let info = undone.play_undoable(mv);
        undone.undo(mv, info);
        assert_eq!(undone, before, "undo of {mv}");
        game.play(mv).expect("a listed move is legal");
        assert_eq!(total(game.position()), start_total, "pieces conserved after {mv}");
        check(game.position());
    }
    // Take back half of what was played by a unanimous vote, and replaying nothing else, compare.
    let plies = game.len() / 2;
    if plies > 0 {
        let mut vote = TakeBackVote::open(&game, plies).expect("plies within the record");
        for seat in vote.voters() {
            let _ = vote.vote(seat, true);
        }
        game.take_back(&vote).expect("an approved, fresh vote");
        check(game.position());
    }
});

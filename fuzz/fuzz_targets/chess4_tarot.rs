//! Fuzz target for the tarot-objectives variant of `chess4-bastardo` (`chess4_bastardo::tarot`): game, move and
//! rules strings never panic and what parses prints back the same; games driven from the bytes (the deal's
//! chance outcomes included, chosen by byte like every other action) keep the laws at every step (status and
//! outcome agree, every listed action of every seat plays, action notation round-trips, chance sums to one,
//! undo restores, the game string round-trips), and observing then sampling never panics and, from a real
//! game, gives back the same observation.
//!
//! Input layout: `game text` `\n` `move text` `\n` `choice bytes`. When the first part is not a valid game
//! string, a new game under the rules chosen by its first byte (`standard` or `redeal`) is used.
#![no_main]

use abstract_game::{Game, HiddenInformation, Undo, Xoshiro256, laws};
use chess4_bastardo::Seat;
use chess4_bastardo::tarot::{TarotGame, TarotMove, TarotRules};
use libfuzzer_sys::fuzz_target;

/// The laws of one state. `real`: the state was reached by play from a new game, so every seat's observation
/// must be consistent (a parsed string may describe a deal no shuffle gives).
fn check(game: &TarotGame, real: bool, seed: u64) {
    laws::check_state(game).unwrap();
    laws::check_undo(game).unwrap();
    laws::check_position_notation(game).unwrap();
    let _ = (game.winners(), game.ranks(), game.adjudicate(), game.outcome());
    for mv in game.legal_moves() {
        let text = mv.to_string();
        assert_eq!(text.parse::<TarotMove>(), Ok(mv), "{text}");
    }
    let mut rng = Xoshiro256::seed_from_u64(seed);
    for seat in Seat::ALL {
        let observation = game.observe(seat.player_id());
        // The observation's view is a game string too (unknown cards as `?`).
        let view = observation.view();
        let text = view.to_string();
        assert_eq!(text.parse::<TarotGame>().as_ref(), Ok(view), "{text}");
        let _ = (view.legal_moves(), view.winners(), view.ranks());
        match TarotGame::sample_consistent(&observation, &mut rng) {
            Ok(sample) => {
                if real {
                    assert_eq!(
                        sample.observe(seat.player_id()),
                        observation,
                        "{seat:?} sampled {sample} from {game}"
                    );
                    assert_eq!(sample.status(), game.status(), "{seat:?} sampled {sample} from {game}");
                }
            }
            Err(e) => assert!(!real, "{seat:?} cannot sample {game}: {e}"),
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let mut parts = data.splitn(3, |&b| b == b'\n');
    let game_text = parts.next().unwrap_or_default();
    let move_text = parts.next().unwrap_or_default();
    let choices = parts.next().unwrap_or_default();

    let text = std::str::from_utf8(game_text).ok();
    if let Some(text) = text {
        if let Ok(rules) = text.parse::<TarotRules>() {
            let printed = rules.to_string();
            assert_eq!(printed.parse::<TarotRules>(), Ok(rules), "{text:?} prints {printed:?}");
        }
        if let Ok(mv) = text.parse::<TarotMove>() {
            let printed = mv.to_string();
            assert_eq!(printed.parse::<TarotMove>(), Ok(mv), "{text:?} prints {printed:?}");
        }
    }
    let parsed = text.and_then(|t| t.parse::<TarotGame>().ok());
    let real = parsed.is_none();
    let mut game = parsed.unwrap_or_else(|| {
        let redeal = game_text.first().is_some_and(|b| b & 1 == 1);
        TarotGame::start(TarotRules::standard().with_redeal(redeal))
    });
    check(&game, real, data.len() as u64);

    if let Ok(text) = std::str::from_utf8(move_text) {
        let _ = text.parse::<TarotRules>();
        let _ = text.parse::<TarotMove>();
        if let Ok(mv) = game.parse_move(text) {
            assert!(game.legal_moves().contains(&mv), "{text:?} read as {mv}, not listed");
        }
    }

    for (i, &choice) in choices.iter().take(300).enumerate() {
        let moves = game.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[choice as usize % moves.len()];
        assert_eq!(game.parse_move(&mv.to_string()), Ok(mv), "{mv} in {game}");
        let before = game.clone();
        let info = game.play_undoable(mv);
        game.undo(mv, info);
        assert_eq!(game, before, "undo of {mv}");
        game.play(mv).expect("a listed action plays");
        check(&game, real, i as u64);
    }
});

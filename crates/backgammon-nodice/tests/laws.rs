//! Property tests: the 15-checker and pip-count invariants, undo, hashing, notation round trips and the
//! abstract-game laws on random reachable states; the move generator against a naive reference.
#![cfg(feature = "proptest")]

mod common;

use abstract_game::{Game, ObservationTensor, Undo, ZobristHash, laws};
use backgammon_nodice::{Dice, Match, MoveParseError, Phase, Position, Rules, Side, strategy};
use proptest::prelude::*;

fn check_invariants(pos: &Position) -> Result<(), TestCaseError> {
    for side in [Side::White, Side::Black] {
        prop_assert_eq!(pos.checker_total(side), 15, "{}", pos);
        // The pip count agrees with the signed board seen from each side.
        let mut pips = 25 * u32::from(pos.bar(side));
        for (i, &count) in pos.board().iter().enumerate() {
            let own = if side == Side::White { count } else { -count };
            if own > 0 {
                let point = if side == Side::White { i + 1 } else { 24 - i };
                pips += point as u32 * own as u32;
            }
        }
        prop_assert_eq!(pos.pip_count(side), pips);
    }
    prop_assert_eq!(pos.zobrist(), pos.zobrist_from_scratch());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn classic_states_keep_15_checkers_pips_and_obey_the_laws(
        pos in strategy::reachable_position(Rules::classic(), 300)
    ) {
        check_invariants(&pos)?;
        laws::check_action_index(&pos).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let shape = Position::start(pos.rules()).observation_shape();
        laws::check_observation(&pos, shape).map_err(|e| TestCaseError::fail(e.to_string()))?;
        laws::check_state_undo_hash(&pos).map_err(|e| TestCaseError::fail(e.to_string()))?;
        laws::check_position_notation(&pos).map_err(|e| TestCaseError::fail(e.to_string()))?;
    }

    #[test]
    fn every_preset_keeps_its_invariants_and_round_trips(pos in strategy::any_position(150)) {
        check_invariants(&pos)?;
        let shape = Position::start(pos.rules()).observation_shape();
        laws::check_observation(&pos, shape).map_err(|e| TestCaseError::fail(e.to_string()))?;
        laws::check_position_notation(&pos).map_err(|e| TestCaseError::fail(e.to_string()))?;
        laws::check_undo(&pos).map_err(|e| TestCaseError::fail(e.to_string()))?;
        laws::check_undo_hash(&pos).map_err(|e| TestCaseError::fail(e.to_string()))?;
        // A finished game has no position ID that reads back (a side has no checker left).
        prop_assume!(!pos.is_over());
        let id = pos.gnubg_id();
        let back = Position::from_gnubg_id(&id, pos.rules(), pos.on_roll())
            .map_err(|e| TestCaseError::fail(format!("{id}: {e}")))?;
        prop_assert_eq!(back.board(), pos.board());
        prop_assert_eq!(back.gnubg_id(), id);
    }

    #[test]
    fn why_illegal_is_none_exactly_for_legal_moves(pos in strategy::any_position(120)) {
        let legal = pos.legal_moves();
        for &mv in legal.iter().step_by(1 + legal.len() / 40) {
            prop_assert_eq!(pos.why_illegal(mv), None, "{} in {}", mv, pos);
        }
        // Plays of every pair, ignoring the phase and the restriction: each is legal or has a reason.
        for dice in Dice::ALL {
            for &mv in pos.plays(dice).iter().take(8) {
                prop_assert_eq!(pos.why_illegal(mv).is_none(), legal.contains(&mv), "{} in {}", mv, pos);
                if let Some(why) = pos.why_illegal(mv) {
                    prop_assert_eq!(pos.parse_move(&mv.to_string()).err(), Some(MoveParseError::Illegal(why)));
                }
            }
        }
    }

    #[test]
    fn every_move_notation_reads_back_and_undo_restores(pos in strategy::any_position(120)) {
        let moves = pos.legal_moves();
        // The no-dice move set is large; a sample of it keeps the debug run short.
        for &mv in moves.iter().step_by(1 + moves.len() / 40) {
            let text = mv.to_string();
            prop_assert_eq!(pos.parse_move(&text), Ok(mv), "{}", text);
            let mut child = pos.clone();
            let info = child.play_undoable(mv);
            check_invariants(&child)?;
            child.undo(mv, info);
            prop_assert_eq!(&child, &pos);
        }
    }


    #[test]
    fn generator_matches_the_naive_reference_on_reachable_positions(
        pos in strategy::reachable_position(Rules::classic().with_cube(false), 400)
    ) {
        let Phase::Playing(_) = pos.phase() else { return Ok(()) };
        for dice in Dice::ALL {
            common::check_plays(&pos, dice).map_err(TestCaseError::fail)?;
        }
    }

    #[test]
    fn generator_matches_the_naive_reference_on_random_boards(seed in any::<u64>()) {
        let pos = common::random_position(seed, Rules::classic());
        for dice in Dice::ALL {
            common::check_plays(&pos, dice).map_err(TestCaseError::fail)?;
        }
    }

    #[test]
    fn gnubg_ids_and_xgids_read_back_to_the_same_ids(
        m in laws::random_walk(Match::new(Rules::classic().with_match(15)).unwrap(), 300)
    ) {
        // Every state the formats can hold: its IDs read back as a state with the same IDs, the same checkers,
        // turn state and score (the games played and the opening flag are not in the formats).
        let (Ok(ids), Ok(xgid)) = (m.gnubg_ids(), m.xgid()) else { return Ok(()) };
        let from_ids = Match::from_gnubg_ids(&ids, Rules::classic()).map_err(|e| TestCaseError::fail(format!("{ids}: {e}")))?;
        let from_xgid = Match::from_xgid(&xgid, Rules::classic()).map_err(|e| TestCaseError::fail(format!("{xgid}: {e}")))?;
        prop_assert_eq!(from_ids.gnubg_ids().ok(), Some(ids.clone()));
        prop_assert_eq!(from_xgid.xgid().ok(), Some(xgid.clone()));
        prop_assert_eq!(&from_ids, &from_xgid);
        prop_assert_eq!(from_ids.game().board(), m.game().board());
        prop_assert_eq!((from_ids.score(Side::White), from_ids.score(Side::Black)), (m.score(Side::White), m.score(Side::Black)));
        prop_assert_eq!(from_ids.crawford(), m.crawford());
        prop_assert_eq!(from_ids.game().cube(), m.game().cube());
        if !m.game().is_opening() {
            prop_assert_eq!(from_ids.game().side_to_move(), m.game().side_to_move());
        }
        // The same text through `FromStr`.
        prop_assert_eq!(ids.parse::<Match>().ok(), Some(from_ids));
    }

    #[test]
    fn matches_obey_the_laws(
        m in laws::random_walk(Match::new(Rules::classic().with_match(3)).unwrap(), 400)
    ) {
        laws::check_state_undo_hash(&m).map_err(|e| TestCaseError::fail(e.to_string()))?;
        laws::check_action_index(&m).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let shape = Match::new(m.rules()).unwrap().observation_shape();
        laws::check_observation(&m, shape).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let text = m.to_string();
        prop_assert_eq!(text.parse::<Match>().map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?, m);
    }
}

proptest! {
    // Few cases: a no-dice state has hundreds of moves, each re-generated by the checked `play`.
    #![proptest_config(ProptestConfig::with_cases(12))]

    #[test]
    fn no_dice_states_obey_the_laws(pos in strategy::reachable_position(Rules::nodice(), 60)) {
        laws::check_state_undo_hash(&pos).map_err(|e| TestCaseError::fail(e.to_string()))?;
        laws::check_action_index(&pos).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let shape = Position::start(pos.rules()).observation_shape();
        laws::check_observation(&pos, shape).map_err(|e| TestCaseError::fail(e.to_string()))?;
    }

    #[test]
    fn no_dice_matches_obey_the_laws(
        m in laws::random_walk(Match::new("nodice-m2-turns30".parse().unwrap()).unwrap(), 200)
    ) {
        laws::check_state_undo_hash(&m).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let text = m.to_string();
        prop_assert_eq!(text.parse::<Match>().map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?, m);
    }
}

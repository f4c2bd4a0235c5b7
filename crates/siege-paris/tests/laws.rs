//! Property tests: the `abstract_game` laws for every preset, and the game's own invariants under random
//! play.

use abstract_game::laws::{
    check_action_index, check_observation, check_position_notation, check_state_undo_hash, random_walk,
};
use abstract_game::{Game, ObservationTensor, Xoshiro256, ZobristHash, random_index};
use proptest::prelude::*;
use siege_paris::{Loc, Move, Position, Rules, Side};

fn start(name: &str) -> Position {
    Position::start(Rules::from_preset(name).unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn laws_hold_for_every_preset(index in 0..Rules::PRESETS.len(), choices in proptest::collection::vec(any::<u32>(), 0..400)) {
        let start = start(Rules::PRESETS[index].name);
        let state = abstract_game::laws::walk(&start, &choices);
        check_state_undo_hash(&state)?;
        check_position_notation(&state)?;
        check_action_index(&state)?;
        check_observation(&state, start.observation_shape())?;
    }

    #[test]
    fn laws_hold_in_the_standard_game(state in random_walk(Position::start(Rules::standard()), 700)) {
        check_state_undo_hash(&state)?;
        check_position_notation(&state)?;
    }
}

/// Attackers on the board and in the fortress, by place.
fn attackers(pos: &Position) -> Vec<(Loc, siege_paris::Piece)> {
    pos.pieces().filter(|(_, p)| p.side.is_attacker()).collect()
}

/// One random game under `rules`, checking after every move: nothing on the removed squares; the attackers
/// change only by their own moves or by one Yellow capture of a piece on a square (never one inside the
/// fortress); the incremental hash is right.
fn play_checked(rules: Rules, seed: u64) -> Result<(), TestCaseError> {
    let mut pos = Position::start(rules);
    let mut rng = Xoshiro256::seed_from_u64(seed);
    let removed = rules.fortress().removed();
    for _ in 0..3000 {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            prop_assert!(pos.outcome().is_some());
            break;
        }
        let mv = moves[random_index(&mut rng, moves.len())];
        let mover = pos.side_to_move();
        let before = attackers(&pos);
        pos.play_unchecked(mv);
        prop_assert!(pos.occupied().is_disjoint(removed), "a piece on the removed block after {mv}");
        prop_assert_eq!(pos.zobrist(), pos.zobrist_from_scratch());
        let after = attackers(&pos);
        if mover == Side::Yellow {
            if let Move::Step { to, capture: true, .. } = mv {
                prop_assert!(!to.is_point(), "captured inside the fortress");
                prop_assert_eq!(after.len() + 1, before.len());
                prop_assert!(after.iter().all(|a| before.contains(a)));
            } else {
                prop_assert_eq!(&after, &before);
            }
        } else {
            prop_assert_eq!(after.len(), before.len(), "attackers only leave the board by capture");
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn invariants_under_random_play(index in 0..Rules::PRESETS.len(), seed in any::<u64>()) {
        play_checked(Rules::from_preset(Rules::PRESETS[index].name).unwrap(), seed)?;
    }
}

#[cfg(feature = "proptest")]
proptest! {
    #![proptest_config(ProptestConfig { cases: 8, ..ProptestConfig::default() })]

    #[test]
    fn strategy_positions_obey_the_laws(state in siege_paris::strategy::any_position(60)) {
        check_state_undo_hash(&state)?;
    }
}

/// A copy (as copy-make perft and search playouts make one per move) is the same position, its repetition
/// history included, and plays on without touching the original.
#[test]
fn a_copy_is_the_same_position_history_included_and_plays_on_alone() {
    for preset in Rules::PRESETS {
        let name = preset.name;
        let mut pos = start(name);
        let mut rng = Xoshiro256::seed_from_u64(5);
        for _ in 0..60 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[random_index(&mut rng, moves.len())]);
        }
        let copy = pos.clone();
        assert_eq!(copy, pos, "{name}");
        assert_eq!(copy.live_history(), pos.live_history(), "{name}");
        assert_eq!(copy.to_string(), pos.to_string(), "{name}");
        let (before, history) = (pos.to_string(), pos.live_history().to_vec());
        let mut played = copy.clone();
        if let Some(&mv) = played.legal_moves().first() {
            played.play_unchecked(mv);
            assert_ne!(played.to_string(), before, "{name}");
        }
        assert_eq!((pos.to_string(), pos.live_history().to_vec()), (before, history), "{name}");
    }
}

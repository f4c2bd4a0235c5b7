//! Property tests on random reachable positions of every preset.

use abstract_game::laws;
use abstract_game::{Game, Undo, ZobristHash};
#[cfg(feature = "proptest")]
use bashnya::strategy::{preset, reachable_position};
use bashnya::{Colour, Column, Position, Rules, Square, Variant};
use proptest::prelude::*;

const PLIES: usize = 200;

// Without the `proptest` feature, the same strategies from `abstract_game::laws` directly.
#[cfg(not(feature = "proptest"))]
fn reachable_position(rules: Rules, max_plies: usize) -> impl Strategy<Value = Position> {
    laws::random_walk(Position::start(rules), max_plies)
}

#[cfg(not(feature = "proptest"))]
fn preset() -> impl Strategy<Value = Rules> {
    proptest::sample::select(
        Rules::PRESETS.iter().filter_map(|p| Rules::from_preset(p.name).ok()).collect::<Vec<_>>(),
    )
}

fn invariants(pos: &Position) -> Result<(), TestCaseError> {
    let rules = pos.rules();
    for colour in [Colour::White, Colour::Black] {
        let pieces = pos.pieces(colour);
        if rules.stacking() {
            // Nothing leaves the board in the stacking presets.
            prop_assert_eq!(pieces, rules.pieces_per_side(), "{:?} pieces in {}", colour, pos);
        } else {
            prop_assert!(pieces <= rules.pieces_per_side());
        }
    }
    let white: Vec<Square> = pos.commanders(Colour::White).collect();
    let black: Vec<Square> = pos.commanders(Colour::Black).collect();
    let kings: Vec<Square> = pos.kings().collect();
    for index in 0..32u8 {
        let sq = Square::from_index(index).expect("dense index below 32");
        let column = pos.column(sq);
        prop_assert!(column.height() <= Column::MAX_HEIGHT);
        if !rules.stacking() {
            prop_assert!(column.height() <= 1);
        }
        let top = column.commander();
        prop_assert_eq!(white.contains(&sq), top.is_some_and(|p| p.colour == Colour::White));
        prop_assert_eq!(black.contains(&sq), top.is_some_and(|p| p.colour == Colour::Black));
        prop_assert_eq!(kings.contains(&sq), top.is_some_and(bashnya::Piece::is_king));
        if !sq.is_on(rules.board()) {
            prop_assert!(column.is_empty());
        }
    }
    Ok(())
}

fn check(pos: &Position) -> Result<(), TestCaseError> {
    invariants(pos)?;
    laws::check_state_undo_hash(pos).map_err(|e| TestCaseError::fail(e.to_string()))?;
    laws::check_position_notation(pos).map_err(|e| TestCaseError::fail(e.to_string()))?;
    laws::check_action_index(pos).map_err(|e| TestCaseError::fail(e.to_string()))?;
    let shape = abstract_game::ObservationTensor::observation_shape(&Position::start(pos.rules()));
    laws::check_observation(pos, shape).map_err(|e| TestCaseError::fail(e.to_string()))?;
    // Every child keeps the invariants, and play + undo restores the position and its history.
    for &mv in &pos.legal_moves() {
        let mut child = pos.clone();
        let info = child.play_undoable(mv);
        invariants(&child)?;
        prop_assert_eq!(child.zobrist(), child.zobrist_from_scratch());
        child.undo(mv, info);
        prop_assert_eq!(&child, pos);
        prop_assert_eq!(child.repetitions(), pos.repetitions());
    }
    Ok(())
}

/// Bashni without either draw rule.
fn no_draws() -> Rules {
    Rules::bashni().with_repetition_draw(false).with_quiet_limit(None)
}

/// 256 cases per property, or `PROPTEST_CASES` when set (for longer runs).
fn config() -> ProptestConfig {
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(256);
    ProptestConfig { cases, ..ProptestConfig::default() }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn bashni_laws_and_invariants(pos in reachable_position(Rules::bashni(), PLIES)) {
        check(&pos)?;
    }

    #[test]
    fn fogliaccio_laws_and_invariants(pos in reachable_position(Rules::fogliaccio(), PLIES)) {
        check(&pos)?;
    }

    #[test]
    fn russian_laws_and_invariants(pos in reachable_position(Rules::russian_draughts(), PLIES)) {
        check(&pos)?;
    }

    #[test]
    fn lasca_laws_and_invariants(pos in reachable_position(Rules::lasca(), PLIES)) {
        check(&pos)?;
    }

    #[test]
    fn stavropol_laws_and_invariants(pos in reachable_position(Rules::stavropol_bashni(), PLIES)) {
        check(&pos)?;
    }

    #[test]
    fn laws_without_draw_rules(pos in reachable_position(no_draws(), PLIES)) {
        check(&pos)?;
    }

    #[test]
    fn rules_strings_round_trip(preset in preset(), rep: bool, quiet in proptest::option::of(0u8..=255)) {
        let rules = preset.with_repetition_draw(rep).with_quiet_limit(quiet);
        prop_assert_eq!(rules.to_string().parse::<Rules>(), Ok(rules));
        let known = [Variant::Bashni, Variant::Fogliaccio, Variant::Russian, Variant::Lasca, Variant::Stavropol];
        prop_assert!(known.contains(&rules.variant()));
    }

    #[test]
    fn position_parser_never_panics(text in "[WB:a-h1-8=wbWB,+qnoreptbashnilcufg0-9]{0,40}") {
        if let Ok(pos) = text.parse::<Position>() {
            prop_assert_eq!(pos.to_string().parse::<Position>(), Ok(pos.clone()));
            let _ = pos.legal_moves();
            let _ = pos.status();
        }
    }

    #[test]
    fn move_parser_never_panics(pos in reachable_position(Rules::bashni(), 40), text in "[a-h1-8:x-]{0,20}") {
        if let Ok(mv) = pos.parse_move(&text) {
            prop_assert!(pos.legal_moves().contains(&mv));
        }
    }
}

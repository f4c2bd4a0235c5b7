//! Property tests on random reachable positions: the `abstract_game` laws and Bastardo's own invariants.

use abstract_game::{ZobristHash, laws};
use chess4_bastardo::{GameHistory, PieceKind, Position, Rules, Seat};
use proptest::prelude::*;

/// A random reachable position under a random preset.
fn reachable(max_plies: usize) -> impl Strategy<Value = Position> {
    (0..Rules::PRESETS.len(), proptest::collection::vec(any::<u32>(), 0..=max_plies)).prop_map(
        |(preset, choices)| {
            let rules = Rules::from_preset(Rules::PRESETS[preset].name).expect("preset");
            laws::walk(&Position::start(rules), &choices)
        },
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn laws_hold_on_reachable_positions(pos in reachable(160)) {
        laws::check_state_undo_hash(&pos)?;
        laws::check_position_notation(&pos)?;
    }

    #[test]
    fn laws_hold_for_game_records(game in laws::random_walk(GameHistory::default(), 120)) {
        laws::check_state(&game)?;
    }

    #[test]
    fn piece_bitboards_are_disjoint(pos in reachable(200)) {
        let kinds: Vec<u64> = PieceKind::ALL.iter().map(|&k| pos.pieces_of_kind(k).0).collect();
        let seats: Vec<u64> = Seat::ALL.iter().map(|&s| pos.pieces(s).0).collect();
        for set in [&kinds, &seats] {
            for i in 0..set.len() {
                for j in i + 1..set.len() {
                    prop_assert_eq!(set[i] & set[j], 0);
                }
            }
        }
        let union = |v: &[u64]| v.iter().fold(0, |a, b| a | b);
        prop_assert_eq!(union(&kinds), union(&seats));
        prop_assert_eq!(pos.unmoved_pawns().0 & !pos.pieces_of_kind(PieceKind::Pawn).0, 0);
        for seat in Seat::ALL {
            prop_assert_eq!(pos.is_eliminated(seat), pos.pieces(seat).is_empty());
        }
    }

    #[test]
    fn pieces_are_conserved(pos in reachable(250)) {
        // Board + captured (credited armies included) is always the 32 pieces of the four armies.
        let total: u32 = Seat::ALL.iter().map(|&s| pos.pieces(s).count() + u32::from(pos.captured(s))).sum();
        prop_assert_eq!(total, 32);
    }

    #[test]
    fn undo_restores_a_whole_sequence(start in reachable(40), choices in proptest::collection::vec(any::<u32>(), 0..80)) {
        let mut pos = start;
        let mut done = Vec::new();
        for choice in choices {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            let mv = moves[choice as usize % moves.len()];
            done.push((mv, pos.play_undoable(mv)));
            prop_assert_eq!(pos.zobrist(), pos.zobrist_from_scratch());
        }
        while let Some((mv, info)) = done.pop() {
            pos.undo(mv, info);
        }
        prop_assert_eq!(pos, start);
    }

    #[test]
    fn bulk_count_matches_the_move_list(pos in reachable(200)) {
        prop_assert_eq!(pos.count_moves(), pos.legal_moves().len() as u64);
        prop_assert_eq!(pos.perft(2), abstract_game::perft(&pos, 2));
    }

    #[test]
    fn en_passant_rights_are_always_usable(pos in reachable(200)) {
        for seat in Seat::ALL {
            if let Some(sq) = pos.en_passant(seat) {
                prop_assert!(!pos.occupied().contains(sq));
                prop_assert!(!pos.is_eliminated(seat));
            }
        }
    }

    #[test]
    fn any_text_parses_or_errs_without_panicking(text in "\\PC{0,90}") {
        let _ = text.parse::<Position>();
        let _ = Position::default().parse_move(&text);
    }

    #[test]
    fn mangled_position_strings_never_panic(pos in reachable(60), cut in 0usize..200, byte in any::<u8>()) {
        let mut text = pos.to_string().into_bytes();
        if !text.is_empty() {
            let i = cut % text.len();
            text[i] = byte;
        }
        if let Some(back) = String::from_utf8(text).ok().and_then(|t| t.parse::<Position>().ok()) {
            laws::check_position_notation(&back)?;
            let _ = back.legal_moves();
        }
    }
}

#[cfg(feature = "proptest")]
proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    #[test]
    fn published_strategies_reach_valid_states(
        pos in chess4_bastardo::strategy::position(120),
        game in chess4_bastardo::strategy::record(120),
    ) {
        laws::check_position_notation(&pos)?;
        laws::check_state(&game)?;
        prop_assert!(game.repetitions() >= 1);
    }
}

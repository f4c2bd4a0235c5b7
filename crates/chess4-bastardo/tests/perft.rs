//! Perft from the start position, recorded.
//!
//! Depth 1 by hand, from the spec's start table (Red to move):
//! - king a1: b1, b2 (a2 holds Red's knight) = 2
//! - knight a2: b4, c3 (c1 holds Red's rook) = 2
//! - bishop a3: b4 c5 d6 e7 and f8 (takes Yellow's rook), and b2 (c1 is Red's rook) = 6
//! - rook c1: b1 (c2 and d1 are Red pawns, a1 Red's king) = 1
//! - pawns: a4 faces Green's a5 pawn = 0; b3: b4, b5 = 2; c2: c3, c4 = 2; d1: d2, d3 = 2
//!
//! 2 + 2 + 6 + 1 + 0 + 2 + 2 + 2 = 17. Each seat's army is a mirror image of Red's (Blue through the d/e
//! line, Green through the 4/5 line, Yellow both), so every seat has 17 first moves from its own corner.

use abstract_game::{perft, perft_with_undo};
use chess4_bastardo::{Position, Rules, Seat};

const START_PERFT: [u64; 6] = [1, 17, 291, 4_762, 78_394, 1_322_021];

#[test]
fn perft_from_the_start() {
    let pos = Position::default();
    for (depth, &nodes) in START_PERFT.iter().enumerate().take(5) {
        assert_eq!(pos.perft(depth as u32), nodes, "depth {depth}");
    }
}

#[test]
fn every_seat_has_seventeen_first_moves() {
    for seat in Seat::ALL {
        let pos = Position::start(Rules::standard().with_first(seat));
        assert_eq!(pos.perft(1), 17, "{seat}");
    }
}

#[test]
fn generic_perft_agrees_with_the_hand_specialised_one() {
    let mut pos = Position::default();
    for depth in 0..=3 {
        assert_eq!(perft(&pos, depth), START_PERFT[depth as usize]);
        assert_eq!(perft_with_undo(&mut pos, depth), START_PERFT[depth as usize]);
    }
    assert_eq!(pos, Position::default(), "perft with undo leaves the position as it found it");
    assert_eq!(pos.legal_moves().len() as u64, pos.count_moves());
}

#[test]
#[ignore = "deep: run with --release --ignored"]
fn perft_from_the_start_deep() {
    let pos = Position::default();
    assert_eq!(pos.perft(5), START_PERFT[5]);
    assert_eq!(pos.perft(6), 22_348_369);
    let mut copy = pos;
    assert_eq!(perft_with_undo(&mut copy, 5), START_PERFT[5]);
}

#[test]
fn perft_of_the_presets() {
    // Free promotion and the short en-passant window change nothing this early; the voluntary pass adds
    // one move per node.
    for name in ["free-promotion", "short-en-passant"] {
        let pos = Position::start(Rules::from_preset(name).unwrap());
        assert_eq!(pos.perft(3), START_PERFT[3], "{name}");
    }
    let pos = Position::start(Rules::from_preset("voluntary-pass").unwrap());
    assert_eq!(pos.perft(1), 18);
    assert_eq!(perft(&pos, 3), pos.perft(3));
}

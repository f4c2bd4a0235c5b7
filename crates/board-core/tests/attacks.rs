//! Attack tables against hand-written square lists, and the fast slider
//! methods against the naive ray walk on random positions.

use board_core::{
    Bitboard64, BoardSize, Coord, Direction, KING_DELTAS, KNIGHT_DELTAS, Square, WideBitboard, aligned,
    between, bishop_attacks, bishop_attacks_naive, king_attacks, knight_attacks, line, pawn_attacks,
    queen_attacks, queen_attacks_naive, ray_bitboard, rook_attacks, rook_attacks_naive, slider_attacks_wide,
    stepper_attacks_wide,
};
use proptest::prelude::*;

mod common;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn squares(names: &[&str]) -> Bitboard64 {
    names.iter().map(|n| sq(n)).collect()
}

/// Wide-board index set from names on `size`.
fn wide(size: BoardSize, names: &[&str]) -> WideBitboard {
    names.iter().map(|n| size.index(Coord::parse_on(n, size).unwrap())).collect()
}

type AttackFn = fn(Square, Bitboard64) -> Bitboard64;

/// Each piece's fast function and its naive reference, both checked against
/// the hand-written lists.
const ROOKS: [(&str, AttackFn); 2] = [("magic", rook_attacks), ("naive", rook_attacks_naive)];
const BISHOPS: [(&str, AttackFn); 2] = [("magic", bishop_attacks), ("naive", bishop_attacks_naive)];
const QUEENS: [(&str, AttackFn); 2] = [("magic", queen_attacks), ("naive", queen_attacks_naive)];

#[test]
fn knight_attacks_by_hand() {
    assert_eq!(knight_attacks(sq("a1")), squares(&["b3", "c2"]));
    assert_eq!(knight_attacks(sq("h8")), squares(&["g6", "f7"]));
    assert_eq!(knight_attacks(sq("d4")), squares(&["c2", "e2", "b3", "f3", "b5", "f5", "c6", "e6"]));
    assert_eq!(knight_attacks(sq("b7")), squares(&["d8", "d6", "c5", "a5"]));
    assert_eq!(knight_attacks(sq("h1")), squares(&["f2", "g3"]));
}

#[test]
fn king_attacks_by_hand() {
    assert_eq!(king_attacks(sq("a1")), squares(&["a2", "b1", "b2"]));
    assert_eq!(king_attacks(sq("e4")), squares(&["d3", "e3", "f3", "d4", "f4", "d5", "e5", "f5"]));
    assert_eq!(king_attacks(sq("h5")), squares(&["h4", "h6", "g4", "g5", "g6"]));
}

#[test]
fn pawn_attacks_by_hand() {
    assert_eq!(pawn_attacks(Direction::N, sq("a2")), squares(&["b3"]));
    assert_eq!(pawn_attacks(Direction::N, sq("e4")), squares(&["d5", "f5"]));
    assert_eq!(pawn_attacks(Direction::N, sq("h8")), Bitboard64::EMPTY);
    assert_eq!(pawn_attacks(Direction::S, sq("e4")), squares(&["d3", "f3"]));
    assert_eq!(pawn_attacks(Direction::S, sq("h7")), squares(&["g6"]));
    assert_eq!(pawn_attacks(Direction::S, sq("c1")), Bitboard64::EMPTY);
    assert_eq!(pawn_attacks(Direction::E, sq("d4")), squares(&["e5", "e3"]));
    assert_eq!(pawn_attacks(Direction::W, sq("d4")), squares(&["c5", "c3"]));
    assert_eq!(pawn_attacks(Direction::W, sq("a4")), Bitboard64::EMPTY);
    assert_eq!(pawn_attacks(Direction::E, sq("a1")), squares(&["b2"]));
    assert_eq!(pawn_attacks(Direction::NE, sq("d4")), Bitboard64::EMPTY);
}

#[test]
fn rook_attacks_by_hand() {
    // Own square and squares beyond the blockers do not matter.
    let blockers = squares(&["d4", "d6", "f4", "b4", "d2", "a1", "h8", "d8", "a4"]);
    let expected = squares(&["d5", "d6", "d3", "d2", "e4", "f4", "c4", "b4"]);
    let open_a1 =
        squares(&["a2", "a3", "a4", "a5", "a6", "a7", "a8", "b1", "c1", "d1", "e1", "f1", "g1", "h1"]);
    for (name, f) in ROOKS {
        assert_eq!(f(sq("d4"), blockers), expected, "{name}");
        assert_eq!(f(sq("a1"), Bitboard64::EMPTY), open_a1, "{name}");
        assert_eq!(f(sq("a1"), Bitboard64::FULL), squares(&["a2", "b1"]), "{name}");
        assert_eq!(f(sq("h8"), squares(&["h7", "e8"])), squares(&["h7", "g8", "f8", "e8"]), "{name}");
    }
}

#[test]
fn bishop_attacks_by_hand() {
    let long = ["b2", "c3", "d4", "e5", "f6", "g7"];
    for (name, f) in BISHOPS {
        assert_eq!(f(sq("a1"), Bitboard64::EMPTY), squares(&[&long[..], &["h8"]].concat()), "{name}");
        assert_eq!(f(sq("h8"), Bitboard64::EMPTY), squares(&[&["a1"], &long[..]].concat()), "{name}");
        assert_eq!(f(sq("h1"), squares(&["e4", "b7"])), squares(&["g2", "f3", "e4"]), "{name}");
        assert_eq!(f(sq("a8"), squares(&["c6"])), squares(&["b7", "c6"]), "{name}");
        assert_eq!(f(sq("a8"), Bitboard64::FULL), squares(&["b7"]), "{name}");
        assert_eq!(f(sq("c1"), squares(&["e3", "a3"])), squares(&["b2", "a3", "d2", "e3"]), "{name}");
    }
}

#[test]
fn queen_attacks_by_hand() {
    let blockers = squares(&["d6", "f4", "b4", "d2", "f6", "b2", "c5", "e3"]);
    let expected = squares(&[
        "d5", "d6", "d3", "d2", "e4", "f4", "c4", "b4", // rook part
        "e5", "f6", "c5", "e3", "c3", "b2", // bishop part
    ]);
    for (name, f) in QUEENS {
        assert_eq!(f(sq("d4"), blockers), expected, "{name}");
        assert_eq!(f(sq("a1"), Bitboard64::EMPTY).count(), 21, "{name}");
        assert_eq!(f(sq("d4"), Bitboard64::EMPTY).count(), 27, "{name}");
    }
}

#[test]
fn rays_between_and_lines_by_hand() {
    assert_eq!(ray_bitboard(sq("d4"), Direction::N), squares(&["d5", "d6", "d7", "d8"]));
    assert_eq!(ray_bitboard(sq("d4"), Direction::SW), squares(&["c3", "b2", "a1"]));
    assert_eq!(ray_bitboard(sq("h4"), Direction::E), Bitboard64::EMPTY);
    assert_eq!(ray_bitboard(sq("b7"), Direction::NW), squares(&["a8"]));
    assert_eq!(between(sq("a1"), sq("h8")), squares(&["b2", "c3", "d4", "e5", "f6", "g7"]));
    assert_eq!(between(sq("h8"), sq("a1")), squares(&["b2", "c3", "d4", "e5", "f6", "g7"]));
    assert_eq!(between(sq("a1"), sq("a8")), squares(&["a2", "a3", "a4", "a5", "a6", "a7"]));
    assert_eq!(between(sq("g2"), sq("c2")), squares(&["f2", "e2", "d2"]));
    assert_eq!(between(sq("b1"), sq("a3")), Bitboard64::EMPTY);
    assert_eq!(between(sq("d4"), sq("d4")), Bitboard64::EMPTY);
    assert_eq!(between(sq("e4"), sq("f5")), Bitboard64::EMPTY);
    assert_eq!(between(sq("h1"), sq("a8")).count(), 6);
    assert_eq!(line(sq("b2"), sq("d4")), squares(&["a1", "b2", "c3", "d4", "e5", "f6", "g7", "h8"]));
    assert_eq!(line(sq("c1"), sq("c2")), squares(&["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8"]));
    assert_eq!(line(sq("a1"), sq("b3")), Bitboard64::EMPTY);
    assert_eq!(line(sq("a1"), sq("a1")), Bitboard64::EMPTY);
    assert!(aligned(sq("a1"), sq("c3"), sq("h8")));
    assert!(!aligned(sq("a1"), sq("c3"), sq("h7")));
}

#[test]
fn wide_steppers_and_sliders_by_hand() {
    let size = BoardSize::SIEGE;
    let at = |n: &str| Coord::parse_on(n, size).unwrap();
    assert_eq!(stepper_attacks_wide(at("a1"), &KNIGHT_DELTAS, size), wide(size, &["b3", "c2"]));
    assert_eq!(stepper_attacks_wide(at("l16"), &KNIGHT_DELTAS, size), wide(size, &["k14", "j15"]));
    assert_eq!(stepper_attacks_wide(at("l1"), &KING_DELTAS, size), wide(size, &["k1", "k2", "l2"]));
    let blockers = wide(size, &["f12", "c8", "l8", "f2"]);
    let expected = wide(
        size,
        &[
            "f9", "f10", "f11", "f12", // north up to the blocker
            "g8", "h8", "i8", "j8", "k8", "l8", // east to the blocker on the edge
            "f7", "f6", "f5", "f4", "f3", "f2", // south
            "e8", "d8", "c8", // west
        ],
    );
    assert_eq!(slider_attacks_wide(at("f8"), &Direction::ORTHOGONAL, blockers, size), expected);
    let diag = slider_attacks_wide(at("a16"), &Direction::DIAGONAL, WideBitboard::EMPTY, size);
    let names: Vec<String> = (1..12).map(|k| format!("{}{}", (b'a' + k) as char, 16 - k)).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    assert_eq!(diag, wide(size, &names));
}

/// Squares strictly between `a` and `b`, by integer coordinate arithmetic.
fn between_model(a: Square, b: Square) -> Bitboard64 {
    let (af, ar) = (i32::from(a.file()), i32::from(a.rank()));
    let (df, dr) = (i32::from(b.file()) - af, i32::from(b.rank()) - ar);
    if a == b || !(df == 0 || dr == 0 || df.abs() == dr.abs()) {
        return Bitboard64::EMPTY;
    }
    let n = df.abs().max(dr.abs());
    (1..n).map(|k| Square::from_coords((af + k * df / n) as u8, (ar + k * dr / n) as u8).unwrap()).collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    /// Random square, random (dense or sparse) occupancy: the magic lookups
    /// equal the ray walk for all three pieces.
    #[test]
    fn fast_sliders_equal_the_naive_walk(
        s in common::square(),
        occupied in common::occupancy(),
    ) {
        for table in [ROOKS, BISHOPS, QUEENS] {
            let expected = table[1].1(s, occupied);
            prop_assert_eq!(table[0].1(s, occupied), expected, "{} on {}", table[0].0, s);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn between_line_and_rays_match_coordinates(a in 0..64usize, b in 0..64usize) {
        let (a, b) = (Square::ALL[a], Square::ALL[b]);
        let expected = between_model(a, b);
        prop_assert_eq!(between(a, b), expected);
        prop_assert_eq!(between(b, a), expected);
        let l = line(a, b);
        if l.any() {
            prop_assert!(l.contains(a) && l.contains(b));
            prop_assert!(expected.is_subset(l));
            // A line runs edge to edge: every member is between two of its
            // ends or one of them.
            let (first, last) = (l.first().unwrap(), l.last().unwrap());
            prop_assert_eq!(between(first, last) | Bitboard64::from(first) | Bitboard64::from(last), l);
        } else {
            prop_assert!(a == b || expected.is_empty() && !(king_attacks(a).contains(b)));
        }
    }

    /// On an 8x8 board the wide walk and the 64-bit walk agree square for
    /// square (both boards index `rank * 8 + file`).
    #[test]
    fn wide_walk_agrees_on_8x8(
        s in common::square(),
        occupied in common::occupancy(),
    ) {
        let size = BoardSize::CHESS;
        let wide_occ = WideBitboard([occupied.0, 0, 0]);
        let q = slider_attacks_wide(s.coord(), &Direction::ALL, wide_occ, size);
        prop_assert_eq!(q, WideBitboard([queen_attacks_naive(s, occupied).0, 0, 0]));
        let n = stepper_attacks_wide(s.coord(), &KNIGHT_DELTAS, size);
        prop_assert_eq!(n, WideBitboard([knight_attacks(s).0, 0, 0]));
        let k = stepper_attacks_wide(s.coord(), &KING_DELTAS, size);
        prop_assert_eq!(k, WideBitboard([king_attacks(s).0, 0, 0]));
    }
}

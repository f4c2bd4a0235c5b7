//! `Bitboard64` against hand-written expectations and a `[bool; 64]` model.

use board_core::{Bitboard64, Direction, Square};
use proptest::prelude::*;

fn squares(names: &[&str]) -> Bitboard64 {
    names.iter().map(|n| n.parse::<Square>().unwrap()).collect()
}

/// The reference model: one bool per square, indexed `rank * 8 + file`.
fn model(bb: Bitboard64) -> [bool; 64] {
    let mut m = [false; 64];
    for (i, slot) in m.iter_mut().enumerate() {
        *slot = bb.0 >> i & 1 == 1;
    }
    m
}

#[test]
fn masks_hold_the_named_squares() {
    assert_eq!(Bitboard64::FILE_A, squares(&["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8"]));
    assert_eq!(Bitboard64::FILE_H, squares(&["h1", "h2", "h3", "h4", "h5", "h6", "h7", "h8"]));
    assert_eq!(Bitboard64::RANK_1, squares(&["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1"]));
    assert_eq!(Bitboard64::RANK_8, squares(&["a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8"]));
    assert_eq!(Bitboard64::file(3), squares(&["d1", "d2", "d3", "d4", "d5", "d6", "d7", "d8"]));
    assert_eq!(Bitboard64::rank(4), squares(&["a5", "b5", "c5", "d5", "e5", "f5", "g5", "h5"]));
    assert_eq!(Bitboard64::file(8), Bitboard64::EMPTY);
    assert_eq!(Bitboard64::rank(8), Bitboard64::EMPTY);
    let files = [
        Bitboard64::FILE_A,
        Bitboard64::FILE_B,
        Bitboard64::FILE_C,
        Bitboard64::FILE_D,
        Bitboard64::FILE_E,
        Bitboard64::FILE_F,
        Bitboard64::FILE_G,
        Bitboard64::FILE_H,
    ];
    let ranks = [
        Bitboard64::RANK_1,
        Bitboard64::RANK_2,
        Bitboard64::RANK_3,
        Bitboard64::RANK_4,
        Bitboard64::RANK_5,
        Bitboard64::RANK_6,
        Bitboard64::RANK_7,
        Bitboard64::RANK_8,
    ];
    for i in 0..8u8 {
        assert_eq!(files[usize::from(i)], Bitboard64::file(i));
        assert_eq!(ranks[usize::from(i)], Bitboard64::rank(i));
    }
    // a1 dark, and dark squares alternate.
    assert!(Bitboard64::DARK_SQUARES.contains(Square::A1));
    assert!(Bitboard64::DARK_SQUARES.contains(Square::B2));
    assert!(Bitboard64::DARK_SQUARES.contains(Square::H8));
    assert!(!Bitboard64::DARK_SQUARES.contains(Square::B1));
    assert!(!Bitboard64::DARK_SQUARES.contains(Square::A8));
    assert_eq!(Bitboard64::DARK_SQUARES.count(), 32);
    assert_eq!(Bitboard64::DARK_SQUARES | Bitboard64::LIGHT_SQUARES, Bitboard64::FULL);
    for sq in Square::ALL {
        assert_eq!(Bitboard64::DARK_SQUARES.contains(sq), sq.is_dark());
    }
}

#[test]
fn debug_prints_the_grid_rank_8_on_top() {
    let bb = squares(&["a1", "h8", "e4"]);
    let expected = "\
. . . . . . . 1
. . . . . . . .
. . . . . . . .
. . . . . . . .
. . . . 1 . . .
. . . . . . . .
. . . . . . . .
1 . . . . . . .
";
    assert_eq!(format!("{bb:?}"), expected);
}

#[test]
fn first_last_pop_and_iteration() {
    let mut bb = squares(&["c3", "a1", "h8", "b7"]);
    assert_eq!(bb.first(), Some(Square::A1));
    assert_eq!(bb.last(), Some(Square::H8));
    assert_eq!(bb.iter().collect::<Vec<_>>(), [Square::A1, Square::C3, Square::B7, Square::H8]);
    assert_eq!(bb.iter().rev().collect::<Vec<_>>(), [Square::H8, Square::B7, Square::C3, Square::A1]);
    assert_eq!(bb.iter().len(), 4);
    assert_eq!(bb.pop_first(), Some(Square::A1));
    assert_eq!(bb.pop_last(), Some(Square::H8));
    assert_eq!(bb, squares(&["c3", "b7"]));
    assert!(bb.more_than_one());
    assert_eq!(bb.pop_first(), Some(Square::C3));
    assert!(!bb.more_than_one());
    assert_eq!(bb.pop_first(), Some(Square::B7));
    assert_eq!(bb.pop_first(), None);
    assert!(bb.is_empty() && !bb.any());
    assert_eq!(Bitboard64::EMPTY.first(), None);
    assert_eq!(Bitboard64::EMPTY.last(), None);
    let mut total = 0;
    for sq in &Bitboard64::FULL {
        assert_eq!(sq.index(), total);
        total += 1;
    }
    assert_eq!(total, 64);
}

#[test]
fn shifts_do_not_wrap() {
    let edges = squares(&["a1", "h1", "a8", "h8", "a4", "h5", "d1", "e8"]);
    assert_eq!(edges.shift(Direction::N), squares(&["a2", "h2", "a5", "h6", "d2"]));
    assert_eq!(edges.shift(Direction::S), squares(&["a7", "h7", "a3", "h4", "e7"]));
    assert_eq!(edges.shift(Direction::E), squares(&["b1", "b8", "b4", "e1", "f8"]));
    assert_eq!(edges.shift(Direction::W), squares(&["g1", "g8", "g5", "c1", "d8"]));
    assert_eq!(edges.shift(Direction::NE), squares(&["b2", "b5", "e2"]));
    assert_eq!(edges.shift(Direction::NW), squares(&["g2", "g6", "c2"]));
    assert_eq!(edges.shift(Direction::SE), squares(&["b7", "b3", "f7"]));
    assert_eq!(edges.shift(Direction::SW), squares(&["g7", "g4", "d7"]));
    assert_eq!(edges.north(), edges.shift(Direction::N));
    assert_eq!(edges.south(), edges.shift(Direction::S));
    assert_eq!(edges.east(), edges.shift(Direction::E));
    assert_eq!(edges.west(), edges.shift(Direction::W));
}

#[test]
fn flips() {
    let bb = squares(&["a1", "c2", "h5"]);
    assert_eq!(bb.flip_vertical(), squares(&["a8", "c7", "h4"]));
    assert_eq!(bb.flip_horizontal(), squares(&["h1", "f2", "a5"]));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn set_operations_match_the_model(a in any::<u64>(), b in any::<u64>(), i in 0..64usize) {
        let (x, y) = (Bitboard64(a), Bitboard64(b));
        let (mx, my) = (model(x), model(y));
        let sq = Square::ALL[i];
        let expect = |f: fn(bool, bool) -> bool| {
            let mut out = [false; 64];
            for k in 0..64 {
                out[k] = f(mx[k], my[k]);
            }
            out
        };
        prop_assert_eq!(model(x & y), expect(|p, q| p && q));
        prop_assert_eq!(model(x | y), expect(|p, q| p || q));
        prop_assert_eq!(model(x ^ y), expect(|p, q| p != q));
        prop_assert_eq!(model(x - y), expect(|p, q| p && !q));
        prop_assert_eq!(model(!x), expect(|p, _| !p));
        let mut z = x;
        z &= y;
        prop_assert_eq!(z, x & y);
        z = x;
        z |= y;
        prop_assert_eq!(z, x | y);
        z = x;
        z ^= y;
        prop_assert_eq!(z, x ^ y);
        z = x;
        z -= y;
        prop_assert_eq!(z, x - y);
        prop_assert_eq!(x.count() as usize, mx.iter().filter(|&&v| v).count());
        prop_assert_eq!(x.contains(sq), mx[i]);
        prop_assert!(x.with(sq).contains(sq));
        prop_assert!(!x.without(sq).contains(sq));
        prop_assert_eq!(x.toggle(sq).contains(sq), !mx[i]);
        prop_assert_eq!(x.with(sq).count(), x.count() + u32::from(!mx[i]));
        prop_assert_eq!(x.without(sq).count(), x.count() - u32::from(mx[i]));
        let subset = (0..64).all(|k| !mx[k] || my[k]);
        prop_assert_eq!(x.is_subset(y), subset);
        prop_assert_eq!(y.is_superset(x), subset);
        let meet = (0..64).any(|k| mx[k] && my[k]);
        prop_assert_eq!(x.intersects(y), meet);
        prop_assert_eq!(x.is_disjoint(y), !meet);
        let listed: Vec<usize> = x.iter().map(Square::index).collect();
        let expected: Vec<usize> = (0..64).filter(|&k| mx[k]).collect();
        prop_assert_eq!(x.first().map(Square::index), expected.first().copied());
        prop_assert_eq!(x.last().map(Square::index), expected.last().copied());
        prop_assert_eq!(listed, expected);
        prop_assert_eq!(x.iter().collect::<Bitboard64>(), x);
    }

    /// Shifting moves each square by its direction's delta or drops it,
    /// checked square by square with coordinate arithmetic.
    #[test]
    fn shift_matches_coordinate_steps(a in any::<u64>(), d in 0..8usize) {
        let dir = Direction::ALL[d];
        let (df, dr) = dir.delta();
        let mut expected = [false; 64];
        for (k, &on) in model(Bitboard64(a)).iter().enumerate() {
            let (f, r) = ((k % 8) as i32 + i32::from(df), (k / 8) as i32 + i32::from(dr));
            if on && (0..8).contains(&f) && (0..8).contains(&r) {
                expected[(r * 8 + f) as usize] = true;
            }
        }
        prop_assert_eq!(model(Bitboard64(a).shift(dir)), expected);
    }
}

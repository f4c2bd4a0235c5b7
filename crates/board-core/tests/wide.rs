//! `WideBitboard` against a `BTreeSet<usize>` model under random operation
//! sequences, on 12x16, 8x8, 7x7 and random board sizes.

use std::collections::BTreeSet;

use board_core::{BoardSize, Coord, Direction, WideBitboard, file_mask, rank_mask};
use proptest::prelude::*;

fn wide(size: BoardSize, names: &[&str]) -> WideBitboard {
    names.iter().map(|n| size.index(Coord::parse_on(n, size).unwrap())).collect()
}

#[derive(Debug, Clone)]
enum Op {
    Insert(usize),
    Remove(usize),
    Toggle(usize),
    And(BTreeSet<usize>),
    Or(BTreeSet<usize>),
    Xor(BTreeSet<usize>),
    Sub(BTreeSet<usize>),
    PopFirst,
    PopLast,
    Shift(Direction),
}

fn index_set(squares: usize) -> impl Strategy<Value = BTreeSet<usize>> {
    proptest::collection::btree_set(0..squares, 0..=squares.min(40))
}

fn op(squares: usize) -> impl Strategy<Value = Op> {
    prop_oneof![
        (0..squares).prop_map(Op::Insert),
        (0..squares).prop_map(Op::Remove),
        (0..squares).prop_map(Op::Toggle),
        index_set(squares).prop_map(Op::And),
        index_set(squares).prop_map(Op::Or),
        index_set(squares).prop_map(Op::Xor),
        index_set(squares).prop_map(Op::Sub),
        Just(Op::PopFirst),
        Just(Op::PopLast),
        (0..8usize).prop_map(|d| Op::Shift(Direction::ALL[d])),
        (0..8usize).prop_map(|d| Op::Shift(Direction::ALL[d])),
    ]
}

/// The model's shift: move every index by the direction's file and rank
/// step, dropping those that leave the board.
fn shift_model(set: &BTreeSet<usize>, dir: Direction, size: BoardSize) -> BTreeSet<usize> {
    let (files, ranks) = (i32::from(size.files()), i32::from(size.ranks()));
    set.iter()
        .filter_map(|&i| {
            let (f, r) = (i as i32 % files + i32::from(dir.df()), i as i32 / files + i32::from(dir.dr()));
            ((0..files).contains(&f) && (0..ranks).contains(&r)).then_some((r * files + f) as usize)
        })
        .collect()
}

fn to_wide(set: &BTreeSet<usize>) -> WideBitboard {
    set.iter().copied().collect()
}

fn check_sequence(size: BoardSize, ops: &[Op]) -> Result<(), TestCaseError> {
    let mut model = BTreeSet::new();
    let mut set = WideBitboard::EMPTY;
    for op in ops {
        match op {
            Op::Insert(i) => {
                model.insert(*i);
                set = set.with(*i);
            }
            Op::Remove(i) => {
                model.remove(i);
                set = set.without(*i);
            }
            Op::Toggle(i) => {
                if !model.remove(i) {
                    model.insert(*i);
                }
                set = set.toggle(*i);
            }
            Op::And(other) => {
                model = &model & other;
                set &= to_wide(other);
            }
            Op::Or(other) => {
                model = &model | other;
                set |= to_wide(other);
            }
            Op::Xor(other) => {
                model = &model ^ other;
                set ^= to_wide(other);
            }
            Op::Sub(other) => {
                model = &model - other;
                set -= to_wide(other);
            }
            Op::PopFirst => prop_assert_eq!(set.pop_first(), model.pop_first()),
            Op::PopLast => prop_assert_eq!(set.pop_last(), model.pop_last()),
            Op::Shift(dir) => {
                model = shift_model(&model, *dir, size);
                set = set.shift(*dir, size);
            }
        }
        prop_assert_eq!(set.iter().collect::<Vec<_>>(), model.iter().copied().collect::<Vec<_>>());
        prop_assert_eq!(
            set.iter().rev().collect::<Vec<_>>(),
            model.iter().rev().copied().collect::<Vec<_>>()
        );
        prop_assert_eq!(set.count() as usize, model.len());
        prop_assert_eq!(set.first(), model.first().copied());
        prop_assert_eq!(set.last(), model.last().copied());
        prop_assert_eq!(set.is_empty(), model.is_empty());
        prop_assert!(set.is_subset(WideBitboard::full(size)));
    }
    Ok(())
}

/// Board sizes that fit in 192 indices.
fn small_size() -> impl Strategy<Value = BoardSize> {
    (1..=16u8)
        .prop_flat_map(|files| (Just(files), 1..=(192 / files).min(16)))
        .prop_map(|(files, ranks)| BoardSize::new(files, ranks).unwrap())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn ops_match_the_model_on_12x16(ops in proptest::collection::vec(op(192), 1..40)) {
        check_sequence(BoardSize::SIEGE, &ops)?;
    }

    #[test]
    fn ops_match_the_model_on_8x8(ops in proptest::collection::vec(op(64), 1..40)) {
        check_sequence(BoardSize::CHESS, &ops)?;
    }

    #[test]
    fn ops_match_the_model_on_7x7(ops in proptest::collection::vec(op(49), 1..40)) {
        check_sequence(BoardSize::LASCA, &ops)?;
    }

    #[test]
    fn ops_match_the_model_on_any_size(
        (size, ops) in small_size().prop_flat_map(|s| (Just(s), proptest::collection::vec(op(s.squares()), 1..30)))
    ) {
        check_sequence(size, &ops)?;
    }

    /// Shifting a full board never wraps or leaves it: each direction's
    /// result is exactly the board minus the edge it moved away from.
    #[test]
    fn shifts_of_random_sets_stay_on_board(size in small_size(), words in any::<[u64; 3]>(), d in 0..8usize) {
        let dir = Direction::ALL[d];
        let raw = WideBitboard(words);
        let model: BTreeSet<usize> = raw.iter().filter(|&i| i < size.squares()).collect();
        let shifted = raw.shift(dir, size);
        prop_assert_eq!(shifted.iter().collect::<BTreeSet<_>>(), shift_model(&model, dir, size));
        prop_assert!(shifted.is_subset(WideBitboard::full(size)));
    }

    #[test]
    fn set_predicates_match_the_model(a in index_set(192), b in index_set(192), probe in 0..200usize) {
        let (x, y) = (to_wide(&a), to_wide(&b));
        prop_assert_eq!(x.is_subset(y), a.is_subset(&b));
        prop_assert_eq!(y.is_superset(x), a.is_subset(&b));
        prop_assert_eq!(x.intersects(y), !a.is_disjoint(&b));
        prop_assert_eq!(x.is_disjoint(y), a.is_disjoint(&b));
        prop_assert_eq!(x.contains(probe), a.contains(&probe));
        prop_assert_eq!((!x).count() as usize, 192 - a.len());
    }
}

#[test]
fn full_and_masks_by_hand() {
    assert_eq!(WideBitboard::full(BoardSize::SIEGE), WideBitboard([!0, !0, !0]));
    assert_eq!(WideBitboard::full(BoardSize::CHESS), WideBitboard([!0, 0, 0]));
    assert_eq!(WideBitboard::full(BoardSize::LASCA), WideBitboard([(1 << 49) - 1, 0, 0]));
    assert_eq!(WideBitboard::full(BoardSize::new(10, 10).unwrap()), WideBitboard([!0, (1 << 36) - 1, 0]));
    assert_eq!(WideBitboard::full(BoardSize::new(16, 16).unwrap()).count(), 192);

    let siege = BoardSize::SIEGE;
    assert_eq!(
        rank_mask(siege, 0),
        wide(siege, &["a1", "b1", "c1", "d1", "e1", "f1", "g1", "h1", "i1", "j1", "k1", "l1"])
    );
    assert_eq!(rank_mask(siege, 5), (60..72).collect());
    assert_eq!(rank_mask(siege, 15), (180..192).collect());
    assert_eq!(rank_mask(siege, 16), WideBitboard::EMPTY);
    let file_l: Vec<String> = (1..=16).map(|r| format!("l{r}")).collect();
    let file_l: Vec<&str> = file_l.iter().map(String::as_str).collect();
    assert_eq!(file_mask(siege, 11), wide(siege, &file_l));
    assert_eq!(file_mask(siege, 0), (0..16).map(|r| r * 12).collect());
    assert_eq!(file_mask(siege, 12), WideBitboard::EMPTY);
    let lasca = BoardSize::LASCA;
    assert_eq!(file_mask(lasca, 6), wide(lasca, &["g1", "g2", "g3", "g4", "g5", "g6", "g7"]));
    assert_eq!(rank_mask(lasca, 6), wide(lasca, &["a7", "b7", "c7", "d7", "e7", "f7", "g7"]));
    // Files and ranks tile the board.
    for size in [siege, lasca, BoardSize::CHESS, BoardSize::new(5, 3).unwrap()] {
        let mut by_files = WideBitboard::EMPTY;
        for f in 0..size.files() {
            assert_eq!(file_mask(size, f).count(), u32::from(size.ranks()));
            assert!(by_files.is_disjoint(file_mask(size, f)));
            by_files |= file_mask(size, f);
        }
        let by_ranks = (0..size.ranks()).fold(WideBitboard::EMPTY, |acc, r| acc | rank_mask(size, r));
        assert_eq!(by_files, WideBitboard::full(size));
        assert_eq!(by_ranks, WideBitboard::full(size));
    }
}

#[test]
fn shifts_by_hand_on_12x16() {
    let size = BoardSize::SIEGE;
    let corners = wide(size, &["a1", "l1", "a16", "l16", "f8"]);
    assert_eq!(corners.shift(Direction::N, size), wide(size, &["a2", "l2", "f9"]));
    assert_eq!(corners.shift(Direction::E, size), wide(size, &["b1", "b16", "g8"]));
    assert_eq!(corners.shift(Direction::W, size), wide(size, &["k1", "k16", "e8"]));
    assert_eq!(corners.shift(Direction::S, size), wide(size, &["a15", "l15", "f7"]));
    assert_eq!(corners.shift(Direction::NE, size), wide(size, &["b2", "g9"]));
    assert_eq!(corners.shift(Direction::SW, size), wide(size, &["k15", "e7"]));
    assert_eq!(corners.shift(Direction::NW, size), wide(size, &["k2", "e9"]));
    assert_eq!(corners.shift(Direction::SE, size), wide(size, &["b15", "g7"]));
    // On a one-file board every diagonal step leaves the board.
    let column = BoardSize::new(1, 3).unwrap();
    for dir in Direction::DIAGONAL {
        assert_eq!(WideBitboard::full(column).shift(dir, column), WideBitboard::EMPTY);
    }
    assert_eq!(WideBitboard::full(column).shift(Direction::N, column), [1, 2].into_iter().collect());
    // The word boundaries (indices 63/64 and 127/128) carry correctly.
    let word_edges: WideBitboard = [63, 64, 127, 128].into_iter().collect();
    let up: Vec<usize> = word_edges.shift(Direction::N, size).iter().collect();
    assert_eq!(up, [75, 76, 139, 140]);
    let down: Vec<usize> = word_edges.shift(Direction::S, size).iter().collect();
    assert_eq!(down, [51, 52, 115, 116]);
}

#[test]
fn formatting() {
    let set: WideBitboard = [0, 13, 191].into_iter().collect();
    assert_eq!(format!("{set:?}"), "{0, 13, 191}");
    let size = BoardSize::new(3, 2).unwrap();
    let set: WideBitboard = [0, 4].into_iter().collect();
    assert_eq!(set.grid(size).to_string(), ". 1 .\n1 . .\n");
}

#[test]
#[should_panic(expected = "index out of bounds")]
fn inserting_past_capacity_panics() {
    let _ = WideBitboard::EMPTY.with(192);
}

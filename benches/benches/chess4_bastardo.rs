//! Criterion benchmarks for `chess4-bastardo`: bulk-counted perft from the start against shakmaty's perft on
//! the standard chess start position (same group, nodes per second via `Throughput::Elements`), move
//! generation at the start and in a midgame, play + undo.
//!
//! Run: `cargo bench -p benches --bench chess4_bastardo`.

use std::hint::black_box;

use chess4_bastardo::{MoveList, Position};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// A midgame found by random play: all four seats in, Yellow to move with 42 moves, its Amazon on c2.
const MIDGAME: &str =
    "gKgR3yR2/2gP3yKyN/gBgP1gp1bp1yB/gPrprprN1gN1yP/rP3bp2bP/rK7/1rByA5/3rP2bK1 y - - 0,1,3,3 0 standard";

fn midgame() -> Position {
    MIDGAME.parse().expect("the benchmark position is valid")
}

/// Both engines count nodes the same way: legal moves, bulk-counted at the last ply (shakmaty's `perft`
/// returns the length of the move list at depth 1; ours counts without building the list).
fn perft_vs_shakmaty(c: &mut Criterion) {
    let mut group = c.benchmark_group("perft_vs_shakmaty");
    group.sample_size(10);

    let chess = shakmaty::Chess::default();
    let nodes = shakmaty::perft(&chess, 5);
    assert_eq!(nodes, 4_865_609);
    group.throughput(Throughput::Elements(nodes));
    group.bench_function("shakmaty/chess/perft5", |b| b.iter(|| shakmaty::perft(black_box(&chess), 5)));

    let start = Position::default();
    for depth in [5, 6] {
        let nodes = start.perft(depth);
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("chess4_bastardo/perft{depth}"), |b| {
            b.iter(|| black_box(&start).perft(depth));
        });
    }
    // The generic copy-make perft of abstract-game (builds every leaf's move list), for reference.
    let nodes = abstract_game::perft(&start, 5);
    group.throughput(Throughput::Elements(nodes));
    group.bench_function("chess4_bastardo/abstract_game_perft5", |b| {
        b.iter(|| abstract_game::perft(black_box(&start), 5));
    });
    group.finish();
}

fn movegen(c: &mut Criterion) {
    let mut group = c.benchmark_group("chess4_bastardo/movegen");
    for (name, pos) in [("start", Position::default()), ("midgame", midgame())] {
        let mut moves = MoveList::new();
        group.bench_function(name, |b| {
            b.iter(|| {
                black_box(&pos).legal_moves_into(&mut moves);
                moves.len()
            });
        });
        group.bench_function(format!("{name}/count"), |b| b.iter(|| black_box(&pos).count_moves()));
    }
    group.finish();
}

fn play_undo(c: &mut Criterion) {
    let mut group = c.benchmark_group("chess4_bastardo/play_undo");
    for (name, pos) in [("start", Position::default()), ("midgame", midgame())] {
        let moves = pos.legal_moves();
        group.throughput(Throughput::Elements(moves.len() as u64));
        let mut work = pos;
        group.bench_function(format!("{name}/all_moves"), |b| {
            b.iter(|| {
                for &mv in &moves {
                    let info = work.play_undoable(black_box(mv));
                    work.undo(mv, info);
                }
            });
        });
        group.bench_function(format!("{name}/copy_play_all_moves"), |b| {
            b.iter(|| {
                let mut hashes = 0u64;
                for &mv in &moves {
                    let mut child = *black_box(&pos);
                    let _ = child.play_undoable(mv);
                    hashes ^= child.hash_key();
                }
                hashes
            });
        });
    }
    group.finish();
}

criterion_group!(benches, perft_vs_shakmaty, movegen, play_undo);
criterion_main!(benches);

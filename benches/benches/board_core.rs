//! Criterion benchmarks for `board-core`: slider attacks (magic lookups
//! against the naive ray walk), stepper table lookups, and `WideBitboard`
//! iteration and shifts.
//!
//! Run: `cargo bench -p benches --bench board_core`.

use std::hint::black_box;

use board_core::{
    Bitboard64, BoardSize, Direction, Square, WideBitboard, bishop_attacks, bishop_attacks_naive,
    king_attacks, knight_attacks, queen_attacks, queen_attacks_naive, rook_attacks, rook_attacks_naive,
};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// Number of (square, occupancy) pairs each slider benchmark iterates over.
const POSITIONS: usize = 1024;

/// Marsaglia's xorshift64 with a fixed seed, so every run sees the same
/// positions.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Random squares with random occupancies of about a quarter of the board
/// (16 pieces on average, a middlegame), the slider's own square included.
fn positions() -> Vec<(Square, Bitboard64)> {
    let mut rng = XorShift(0x2545_F491_4F6C_DD1D);
    (0..POSITIONS)
        .map(|_| {
            let sq = Square::ALL[(rng.next() % 64) as usize];
            let occupied = Bitboard64(rng.next() & rng.next()).with(sq);
            (sq, occupied)
        })
        .collect()
}

/// One benchmark per attack function, called directly (not through a
/// function pointer) so each can be inlined as it would be in an engine.
macro_rules! bench_attacks {
    ($group:expr, $positions:expr, $($name:literal => $f:path),* $(,)?) => {
        $(
            $group.bench_function($name, |b| {
                b.iter(|| {
                    let mut acc = 0u64;
                    for &(sq, occupied) in black_box($positions) {
                        acc ^= $f(sq, occupied).0;
                    }
                    acc
                });
            });
        )*
    };
}

fn slider_attacks(c: &mut Criterion) {
    let positions = positions();
    let mut group = c.benchmark_group("slider_attacks");
    group.throughput(Throughput::Elements(POSITIONS as u64));
    bench_attacks!(group, &positions,
        "rook/magic" => rook_attacks,
        "rook/naive" => rook_attacks_naive,
        "bishop/magic" => bishop_attacks,
        "bishop/naive" => bishop_attacks_naive,
        "queen/magic" => queen_attacks,
        "queen/naive" => queen_attacks_naive,
    );
    group.finish();
}

fn stepper_attacks(c: &mut Criterion) {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let squares: Vec<Square> = (0..POSITIONS).map(|_| Square::ALL[(rng.next() % 64) as usize]).collect();
    let mut group = c.benchmark_group("stepper_attacks");
    group.throughput(Throughput::Elements(POSITIONS as u64));
    group.bench_function("knight", |b| {
        b.iter(|| black_box(&squares).iter().fold(0u64, |acc, &sq| acc ^ knight_attacks(sq).0));
    });
    group.bench_function("king", |b| {
        b.iter(|| black_box(&squares).iter().fold(0u64, |acc, &sq| acc ^ king_attacks(sq).0));
    });
    group.finish();
}

fn wide_bitboard(c: &mut Criterion) {
    let size = BoardSize::SIEGE;
    let mut rng = XorShift(0x1234_5678_9ABC_DEF1);
    // Sparse sets, about 24 of the 192 squares each, like a piece set.
    let sets: Vec<WideBitboard> = (0..256)
        .map(|_| {
            let mut word = || rng.next() & rng.next() & rng.next();
            WideBitboard([word(), word(), word()]) & WideBitboard::full(size)
        })
        .collect();
    let mut group = c.benchmark_group("wide_bitboard");
    group.throughput(Throughput::Elements(sets.len() as u64));
    group.bench_function("iterate_12x16", |b| {
        b.iter(|| black_box(&sets).iter().map(|set| set.iter().sum::<usize>()).sum::<usize>());
    });
    group.bench_function("shift_all_directions_12x16", |b| {
        b.iter(|| {
            let mut acc = WideBitboard::EMPTY;
            for &set in black_box(&sets) {
                for dir in Direction::ALL {
                    acc ^= set.shift(dir, black_box(size));
                }
            }
            acc
        });
    });
    group.finish();
}

criterion_group!(benches, slider_attacks, stepper_attacks, wide_bitboard);
criterion_main!(benches);

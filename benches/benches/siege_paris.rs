//! Criterion benchmarks for `siege-paris`: move generation (start and two midgame positions), play + undo,
//! random full games, perft 4 from the start, and the observation tensor against move generation (start and
//! sampled states of every preset).
//!
//! Run: `cargo bench -p benches --bench siege_paris`.

use std::hint::black_box;

use abstract_game::{Game, Undo, Xoshiro256, perft, perft_with_undo, random_playout};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use siege_paris::{MoveList, Position, Rules};

mod common;

use benches::sample_states;
use common::bench_observation;

/// A midgame found by random play (standard rules, ply 102): White to move with 14 moves (28 with the
/// capture demand); Yellow has a soldier out on f1 and k7 and its colonel on k16.
const MIDGAME_WHITE: &str = "1l2kc4yc1/4s1s5/1s1s1s3s2/s5s5/5s3s2/12/12/12/g11/10ys1/12/5S1S4/12/1S1S3S1K1S/\
                             2K5S1S1/1L3ys5L F:yg,ys,ys,-,-,ys,ys,- w standard 0";
/// Another (repetition off, ply 103): Yellow to move with 23 moves, general on d15 among Black's soldiers.
const MIDGAME_YELLOW: &str = "1l1c6kl/s2ygs1s1s3/9s1s/12/5s1s1s2/10yc1/12/12/1ys10/12/9GS1/1S3S6/S3S1S3S1/\
                              7S3S/4S1SC1KS1/1L3K5L F:-,ys,ys,ys,ys,-,-,ys yb standard+repetition=off 1";

fn position(text: &str) -> Position {
    text.parse().expect("the benchmark positions are valid")
}

fn cases() -> [(&'static str, Position); 3] {
    [
        ("start", Position::start(Rules::standard())),
        ("midgame/white", position(MIDGAME_WHITE)),
        ("midgame/yellow", position(MIDGAME_YELLOW)),
    ]
}

fn movegen(c: &mut Criterion) {
    let mut group = c.benchmark_group("siege_paris/movegen");
    for (name, pos) in &cases() {
        let mut moves = MoveList::new();
        group.bench_function(*name, |b| {
            b.iter(|| {
                black_box(pos).legal_moves_into(&mut moves);
                moves.len()
            });
        });
    }
    group.finish();
}

fn play_undo(c: &mut Criterion) {
    let mut group = c.benchmark_group("siege_paris/play_undo");
    for (name, pos) in &cases() {
        let moves = pos.legal_moves();
        group.throughput(Throughput::Elements(moves.len() as u64));
        let mut walker = pos.clone();
        group.bench_function(*name, |b| {
            b.iter(|| {
                for &mv in &moves {
                    let info = walker.play_undoable(mv);
                    walker.undo(mv, info);
                }
            });
        });
    }
    group.finish();
}

fn random_games(c: &mut Criterion) {
    let mut group = c.benchmark_group("siege_paris/random_game");
    group.throughput(Throughput::Elements(1));
    for name in ["standard", "backward"] {
        let start = Position::start(Rules::from_preset(name).expect("a preset"));
        let mut rng = Xoshiro256::seed_from_u64(1871);
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut game = start.clone();
                random_playout(&mut game, &mut rng, 100_000).plies
            });
        });
    }
    group.finish();
}

fn perft_start(c: &mut Criterion) {
    let mut group = c.benchmark_group("siege_paris/perft");
    group.sample_size(10);
    let start = Position::start(Rules::standard());
    group.throughput(Throughput::Elements(76_176));
    group.bench_function("start/4/clone", |b| b.iter(|| perft(black_box(&start), 4)));
    group.bench_function("start/4/undo", |b| {
        let mut pos = start.clone();
        b.iter(|| perft_with_undo(black_box(&mut pos), 4));
    });
    group.finish();
}

/// The observation tensor against move generation at the start and in 64 sampled states of every preset.
fn observation(c: &mut Criterion) {
    let mut group = c.benchmark_group("observation");
    for preset in Rules::PRESETS {
        let start = Position::start(Rules::from_preset(preset.name).expect("a preset"));
        bench_observation(&mut group, &format!("{}/start", preset.name), std::slice::from_ref(&start));
        let sample = sample_states(&start, 1871, 64, 300);
        bench_observation(&mut group, &format!("{}/sample", preset.name), &sample);
    }
    group.finish();
}

/// The action indices of every legal move of a state: in one bulk call against one `action_index` call per
/// move. The index is the move's shape alone, so both are the same loop (the trait's default).
fn action_index(c: &mut Criterion) {
    use abstract_game::ActionIndex;
    let mut group = c.benchmark_group("action_index");
    for (name, pos) in cases() {
        let moves = pos.legal_moves();
        let mut out = vec![0usize; moves.len()];
        group.throughput(Throughput::Elements(moves.len() as u64));
        group.bench_function(format!("bulk/{name}"), |b| {
            b.iter(|| {
                black_box(&pos).action_indices(&moves, &mut out);
                out[0]
            });
        });
        group.bench_function(format!("one_by_one/{name}"), |b| {
            b.iter(|| {
                for (index, &mv) in out.iter_mut().zip(&moves) {
                    *index = black_box(&pos).action_index(mv);
                }
                out[0]
            });
        });
    }
    group.finish();
}

criterion_group!(benches, movegen, play_undo, random_games, perft_start, observation, action_index);
criterion_main!(benches);

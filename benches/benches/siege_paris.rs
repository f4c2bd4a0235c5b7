//! Criterion benchmarks for `siege-paris`: move generation (start and two midgame positions), play + undo,
//! random full games, perft 4 from the start, and the observation tensor against move generation (start and
//! sampled states of every preset).
//!
//! Run: `cargo bench -p benches --bench siege_paris`.

use std::hint::black_box;

use abstract_game::{
    Game, ObservationTensor, PlayerId, Undo, Xoshiro256, perft, perft_with_undo, random_below, random_move,
    random_playout,
};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};
use siege_paris::{MoveList, Position, Rules};

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
        let start = Position::new(Rules::from_preset(name).expect("a preset")).expect("a valid start");
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

/// Decision states (a seat on turn) of seeded random playouts from `start`: `count` of them, each a random
/// number of plies (below `max_plies`, chance outcomes drawn with their odds) into its own playout, so the
/// sample is the same from run to run.
fn sample_states<G: Game>(start: &G, seed: u64, count: usize, max_plies: u64) -> Vec<G> {
    let mut rng = Xoshiro256::seed_from_u64(seed);
    let mut states = Vec::with_capacity(count);
    while states.len() < count {
        let mut game = start.clone();
        let mut last = None;
        for _ in 0..random_below(&mut rng, max_plies) {
            let Some(mv) = random_move(&game, &mut rng) else { break };
            game.play_unchecked(mv);
            if game.status().to_move().is_some() {
                last = Some(game.clone());
            }
        }
        states.extend(last);
    }
    states
}

/// Writing the observation tensor of the seat on turn (`write/<name>`) against generating its legal moves
/// (`movegen/<name>`: the `Game::legal_moves_into` the learning batch calls, into a reused list), over the
/// same states; one iteration is every state of `states` (the throughput gives the time per state).
/// The floor is zeroing the tensor's buffer, once per state, which any write must at least do since the API
/// writes every value: `fill/<name>` as one `fill(0.0)` (one `memset`), `fill_blocks/<name>` in blocks of 480
/// values as the crate's writer zeroes (under glibc's 2 KB switch to `rep stosb`, slow on AMD).
fn bench_observation<G: ObservationTensor>(
    group: &mut BenchmarkGroup<'_, WallTime>,
    name: &str,
    states: &[G],
) {
    let seats: Vec<PlayerId> = states.iter().map(|s| s.status().to_move().unwrap_or_default()).collect();
    let mut out = vec![0.0f32; states[0].observation_shape().len()];
    group.throughput(Throughput::Elements(states.len() as u64));
    group.bench_function(format!("write/{name}"), |b| {
        b.iter(|| {
            for (game, &seat) in black_box(states).iter().zip(&seats) {
                let _ = game.write_observation(seat, &mut out);
            }
            out[0]
        });
    });
    let mut moves = G::MoveList::default();
    group.bench_function(format!("movegen/{name}"), |b| {
        b.iter(|| {
            let mut total = 0;
            for game in black_box(states) {
                game.legal_moves_into(&mut moves);
                total += moves.len();
            }
            total
        });
    });
    group.bench_function(format!("fill/{name}"), |b| {
        b.iter(|| {
            for _ in black_box(states) {
                black_box(&mut out[..]).fill(0.0);
            }
            out[0]
        });
    });
    group.bench_function(format!("fill_blocks/{name}"), |b| {
        b.iter(|| {
            for _ in black_box(states) {
                for block in black_box(&mut out[..]).chunks_mut(480) {
                    block.fill(0.0);
                }
            }
            out[0]
        });
    });
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

//! Criterion benchmarks for `chess4-bastardo`: bulk-counted perft from the start against shakmaty's perft on
//! the standard chess start position (same group, nodes per second via `Throughput::Elements`), move
//! generation at the start and in a midgame, play + undo; the tarot-objectives variant (`tarot`): its move
//! generation in a midgame and random whole games, deal included.
//!
//! Run: `cargo bench -p benches --bench chess4_bastardo`.

use std::hint::black_box;

use abstract_game::{
    Game, ObservationTensor, PlayerId, Xoshiro256, random_below, random_move, random_playout,
};
use chess4_bastardo::tarot::{self, TarotGame, TarotRules};
use chess4_bastardo::{MoveList, Position};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};

/// A midgame found by random play: all four seats in, Yellow to move with 42 moves, its Amazon on c2.
const MIDGAME: &str =
    "gKgR3yR2/2gP3yKyN/gBgP1gp1bp1yB/gPrprprN1gN1yP/rP3bp2bP/rK7/1rByA5/3rP2bK1 y - - 0,1,3,3 0 standard";

/// A tarot-objectives midgame found by random play (seed 23, 32 board plies after the deal): all four seats in,
/// Green to move with 61 actions. Green holds objective 2 (its rook an Amazon) with objective 1 and a declared
/// Death (its knight on b1, which may jump to any empty square); Blue holds objective 2 too (an Amazon on f1).
const TAROT_MIDGAME: &str = "gK1gA4yK/2rN1ypyP2/gBgP4yPbp/2gp5/rP1rp2bpyp1/1rP1yRbp2bB/7bN/rKgNrRrPbA2bK g - - \
                             1,3,2,0 0 standard | - play 3,2,2,2,3,4,4,4,2,4,3,3,3,3,12 \
                             0,0,0,0,0,0,0,0,1,0,0,0,0,0,0 done/-/5/-/n done/-/2!.4.5/K.M.M.M/- \
                             done/-/4/3.P.Q.M.M/- done/-/2!.1.N!/3.9.M.M.M.M.M/- - -,-,-,b1 ---- ---- \
                             1,0,2,0 0,0,0,0 -";

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

fn tarot(c: &mut Criterion) {
    let mut group = c.benchmark_group("chess4_bastardo/tarot");
    let mid: TarotGame = TAROT_MIDGAME.parse().expect("the benchmark game is valid");
    let mut moves = tarot::MoveList::new();
    mid.legal_moves_into(&mut moves);
    assert_eq!(moves.len(), 61);
    group.bench_function("movegen/midgame", |b| {
        b.iter(|| {
            black_box(&mid).legal_moves_into(&mut moves);
            moves.len()
        });
    });
    // Whole games from the first card drawn: the deal's chance nodes with their exact odds, the seats'
    // decisions and the board game, every action uniformly random.
    group.throughput(Throughput::Elements(1));
    for (name, rules) in
        [("standard", TarotRules::standard()), ("redeal", TarotRules::standard().with_redeal(true))]
    {
        let start = TarotGame::start(rules);
        let mut rng = Xoshiro256::seed_from_u64(2007);
        group.bench_function(format!("random_game/{name}"), |b| {
            b.iter(|| {
                let mut game = start.clone();
                random_playout(&mut game, &mut rng, 100_000).plies
            });
        });
    }
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

/// The first state of `start` where a seat is on turn (chance outcomes drawn from a seeded generator).
fn first_decision<G: Game>(start: &G, seed: u64) -> G {
    let mut rng = Xoshiro256::seed_from_u64(seed);
    let mut game = start.clone();
    while game.status().is_chance() {
        let Some(outcome) = game.draw_chance(&mut rng) else { break };
        game.play_unchecked(outcome);
    }
    game
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

/// The observation tensor against move generation: the base game (every preset) and the tarot variant
/// (every preset; its start is the first decision after the first cards are drawn), at the start and in 64
/// sampled states each; and the two midgames above.
fn observation(c: &mut Criterion) {
    let mut group = c.benchmark_group("chess4_bastardo/observation");
    for preset in chess4_bastardo::Rules::PRESETS {
        let start = Position::start(chess4_bastardo::Rules::from_preset(preset.name).expect("a preset"));
        bench_observation(&mut group, &format!("base/{}/start", preset.name), std::slice::from_ref(&start));
        let sample = sample_states(&start, 1871, 64, 300);
        bench_observation(&mut group, &format!("base/{}/sample", preset.name), &sample);
    }
    bench_observation(&mut group, "base/midgame", &[midgame()]);
    for preset in TarotRules::PRESETS {
        let start = TarotGame::start(TarotRules::from_preset(preset.name).expect("a preset"));
        let first = first_decision(&start, 1871);
        bench_observation(&mut group, &format!("tarot/{}/start", preset.name), std::slice::from_ref(&first));
        let sample = sample_states(&start, 1871, 64, 300);
        bench_observation(&mut group, &format!("tarot/{}/sample", preset.name), &sample);
    }
    let mid: TarotGame = TAROT_MIDGAME.parse().expect("the benchmark game is valid");
    bench_observation(&mut group, "tarot/midgame", &[mid]);
    group.finish();
}

/// The action indices of every legal move of a state: in one bulk call against one `action_index` call per
/// move. Both indices need only the move and the mover, so both are the same loop (the trait's default).
fn action_index(c: &mut Criterion) {
    use abstract_game::ActionIndex;
    let mut group = c.benchmark_group("action_index");
    let pos = midgame();
    let moves = pos.legal_moves();
    let mut out = vec![0usize; moves.len()];
    group.throughput(Throughput::Elements(moves.len() as u64));
    group.bench_function("bulk/midgame", |b| {
        b.iter(|| {
            black_box(&pos).action_indices(&moves, &mut out);
            out[0]
        });
    });
    group.bench_function("one_by_one/midgame", |b| {
        b.iter(|| {
            for (index, &mv) in out.iter_mut().zip(&moves) {
                *index = black_box(&pos).action_index(mv);
            }
            out[0]
        });
    });
    let mid: TarotGame = TAROT_MIDGAME.parse().expect("the benchmark game is valid");
    let moves = Game::legal_moves(&mid);
    let mut out = vec![0usize; moves.len()];
    group.throughput(Throughput::Elements(moves.len() as u64));
    group.bench_function("bulk/tarot_midgame", |b| {
        b.iter(|| {
            black_box(&mid).action_indices(&moves, &mut out);
            out[0]
        });
    });
    group.bench_function("one_by_one/tarot_midgame", |b| {
        b.iter(|| {
            for (index, &mv) in out.iter_mut().zip(&moves) {
                *index = black_box(&mid).action_index(mv);
            }
            out[0]
        });
    });
    group.finish();
}

criterion_group!(benches, perft_vs_shakmaty, movegen, play_undo, tarot, observation, action_index);
criterion_main!(benches);

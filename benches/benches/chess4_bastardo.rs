//! Criterion benchmarks for `chess4-bastardo`: bulk-counted perft from the start against shakmaty's perft on
//! the standard chess start position (same group, nodes per second via `Throughput::Elements`), move
//! generation at the start and in a midgame, play + undo; the tarot-objectives variant (`tarot`): its move
//! generation in a midgame and random whole games, deal included.
//!
//! Run: `cargo bench -p benches --bench chess4_bastardo`.

use std::hint::black_box;

use abstract_game::{Game, Xoshiro256, random_playout};
use chess4_bastardo::tarot::{self, TarotGame, TarotRules};
use chess4_bastardo::{MoveList, Position};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

mod common;

use benches::{first_decision, sample_states};
use common::bench_observation;

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

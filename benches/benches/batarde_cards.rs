//! Criterion benchmarks for `batarde-cards`: legal cards in a trick, a full random hand (4 players, 7 cards,
//! the size `OpenSpiel`'s `oh_hell` comparison uses), a full random game (4 players, the whole schedule).
//!
//! Run: `cargo bench -p benches --bench batarde_cards`.

use std::hint::black_box;

use abstract_game::{Game, PlayerId, Xoshiro256, random_playout};
use batarde_cards::{Hand, Match, MoveList, Rules};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

mod common;

use benches::{first_decision, sample_states};
use common::bench_observation;

/// Four players, seven cards, Spades trump; P2 led the Juggler of Hearts and P3 trumped with the Jack of
/// Spades: P4 must follow Hearts if it can.
const MID_TRICK: &str = "4p 7 P1 play RS.DS.CatS.CH.FD.MD.JC/RH.CatH.CD.VD.CatD.DogC/RD.DD.DogS.DogH.DogD.FC/\
                         FS.MS.JS.DH.FH.RC.VC S 1/2/2/1 - 0/0/0/0 P2:JH.VS - -/-/-/-";

fn legal_cards(c: &mut Criterion) {
    let mut group = c.benchmark_group("batarde_cards/legal");
    let hand: Hand = MID_TRICK.parse().expect("the benchmark state is valid");
    group.bench_function("legal_cards_mask", |b| b.iter(|| black_box(&hand).legal_cards()));
    let mut moves = MoveList::new();
    group.bench_function("legal_moves_into", |b| {
        b.iter(|| {
            black_box(&hand).legal_moves_into(&mut moves);
            moves.len()
        });
    });
    group.finish();
}

fn full_hand(c: &mut Criterion) {
    let mut group = c.benchmark_group("batarde_cards/random_hand_4p_7");
    group.throughput(Throughput::Elements(1));
    let start = Hand::new(4, 7, PlayerId::from_const(0)).expect("4 x 7 fits one pack");
    let mut rng = Xoshiro256::seed_from_u64(1);
    // The fast path: deal, bids and cards drawn straight from the masks.
    group.bench_function("play_random", |b| {
        b.iter(|| {
            let mut hand = start;
            hand.play_random(&mut rng)
        });
    });
    // The generic path every game shares: move lists and exact chance sampling.
    group.bench_function("abstract_game_random_playout", |b| {
        b.iter(|| {
            let mut hand = start;
            random_playout(&mut hand, &mut rng, 1000).plies
        });
    });
    group.finish();
}

fn full_game(c: &mut Criterion) {
    let mut group = c.benchmark_group("batarde_cards/random_game");
    for name in ["4p", "7p"] {
        let start = Match::start(Rules::from_preset(name).expect("a preset"));
        let mut rng = Xoshiro256::seed_from_u64(2);
        group.bench_function(name, |b| {
            b.iter(|| {
                let mut game = start.clone();
                random_playout(&mut game, &mut rng, 100_000).plies
            });
        });
    }
    group.finish();
}

/// The observation tensor against move generation: a whole game ([`Match`], what the learning batch plays)
/// at every table size (presets `3p` to `7p`), at its first decision (the first bid) and in 64 sampled
/// states each; and the mid-trick hand above (P4 on turn).
fn observation(c: &mut Criterion) {
    let mut group = c.benchmark_group("batarde_cards/observation");
    for preset in Rules::PRESETS {
        let start = Match::start(Rules::from_preset(preset.name).expect("a preset"));
        let first = first_decision(&start, 1871);
        bench_observation(&mut group, &format!("{}/start", preset.name), std::slice::from_ref(&first));
        let sample = sample_states(&start, 1871, 64, 200);
        bench_observation(&mut group, &format!("{}/sample", preset.name), &sample);
    }
    let hand: Hand = MID_TRICK.parse().expect("the benchmark state is valid");
    bench_observation(&mut group, "hand/mid_trick", &[hand]);
    group.finish();
}

/// Bulk against one by one for a game of any type here (a `Hand` or a `Match`).
fn bench_indices<G: abstract_game::ActionIndex<Move = batarde_cards::Move, MoveList = MoveList>>(
    group: &mut criterion::BenchmarkGroup<'_, criterion::measurement::WallTime>,
    name: &str,
    game: &G,
) {
    let moves = game.legal_moves();
    let mut out = vec![0usize; moves.len()];
    group.throughput(Throughput::Elements(moves.len() as u64));
    group.bench_function(format!("bulk/{name}"), |b| {
        b.iter(|| {
            black_box(game).action_indices(&moves, &mut out);
            out[0]
        });
    });
    group.bench_function(format!("one_by_one/{name}"), |b| {
        b.iter(|| {
            for (index, &mv) in out.iter_mut().zip(&moves) {
                *index = black_box(game).action_index(mv);
            }
            out[0]
        });
    });
}

/// The action indices of every legal move of a state: in one bulk call against one `action_index` call per
/// move. A `Match` works out its action layout (the largest hand of the schedule) per call, so in bulk once.
fn action_index(c: &mut Criterion) {
    let mut group = c.benchmark_group("action_index");
    let hand: Hand = MID_TRICK.parse().expect("the benchmark state is valid");
    bench_indices(&mut group, "hand/mid_trick", &hand);
    // A 4-player match in its first auction: the dealer drawn and the cards dealt by always taking the first
    // listed action, then the first bids, until a seat has a dozen bids to choose from.
    let mut game = Match::start(Rules::default());
    let mut moves = MoveList::new();
    for _ in 0..200 {
        game.legal_moves_into(&mut moves);
        if moves.len() >= 12 && !matches!(moves[0], batarde_cards::Move::Deal(_)) {
            break;
        }
        game.play(moves[0]).expect("a listed move is legal");
    }
    bench_indices(&mut group, "match/auction", &game);
    group.finish();
}

criterion_group!(benches, legal_cards, full_hand, full_game, observation, action_index);
criterion_main!(benches);

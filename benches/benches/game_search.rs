//! Criterion benchmarks for `game-search`: MCTS iterations per second with random playouts (backgammon,
//! Russian draughts), alpha-beta nodes per second with a material count (Russian draughts, Bashni), ISMCTS
//! iterations per second (La Bâtarde, 4 players), and root-parallel against serial MCTS.
//!
//! Run: `cargo bench -p benches --bench game_search -- --warm-up-time 1 --measurement-time 3`.

use std::hint::black_box;

use abstract_game::{Game, HiddenInformation, PlayerId, Status, Xoshiro256, random_move};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use game_search::parallel::mcts_root_parallel;
use game_search::{
    AlphaBeta, AlphaBetaLimits, Budget, Heuristic, Ismcts, IsmctsConfig, Mcts, MctsConfig, RandomRollout,
};

/// Iterations per measured call: a whole search, so tree growth is part of the cost.
const ITERATIONS: u64 = 200;

fn mcts_iterations<G: Game>(c: &mut Criterion, name: &str, start: &G, max_plies: u32) {
    let mut group = c.benchmark_group("game_search/mcts");
    group.throughput(Throughput::Elements(ITERATIONS));
    group.sample_size(10);
    let mut seed = 0;
    group.bench_function(name, |b| {
        b.iter(|| {
            seed += 1;
            let config = MctsConfig::default().with_seed(seed);
            let mut mcts =
                Mcts::new(start.clone(), config, RandomRollout::new(max_plies)).expect("valid config");
            black_box(mcts.run(Budget::Iterations(ITERATIONS)).expect("the start is not over"))
        });
    });
    group.finish();
}

fn mcts(c: &mut Criterion) {
    // Classic backgammon with the cube: random play doubles and drops within a few plies, so the playouts are
    // short. Without the cube the playouts run the whole race.
    for preset in ["classic", "classic-nocube"] {
        let backgammon = backgammon_nodice::Position::start(
            backgammon_nodice::Rules::from_preset(preset).expect("preset"),
        );
        mcts_iterations(c, &format!("backgammon_{preset}_random_playouts"), &backgammon, 2000);
    }
    let russian = bashnya::Position::start(bashnya::Rules::from_preset("russian").expect("preset"));
    mcts_iterations(c, "russian_draughts_random_playouts", &russian, 400);
}

/// Material for the bench: 100 per piece (prisoners included), 50 per column commanded, 150 more per king.
/// Seat 0 is White.
struct Material;

impl Heuristic<bashnya::Position> for Material {
    fn evaluate(&self, state: &bashnya::Position, seat: PlayerId) -> i32 {
        use bashnya::Colour;
        let score = |colour: Colour| {
            let pieces = state.pieces(colour) as i32;
            let commanded = state.commanders(colour).count() as i32;
            100 * pieces + 50 * commanded
        };
        let kings = state
            .kings()
            .map(|sq| {
                if state.column(sq).commander().map(|p| p.colour) == Some(Colour::White) { 150 } else { -150 }
            })
            .sum::<i32>();
        let white = score(Colour::White) - score(Colour::Black) + kings;
        if seat.index() == 0 { white } else { -white }
    }

    fn is_noisy(&self, _: &bashnya::Position, mv: bashnya::Move) -> bool {
        mv.is_capture()
    }
}

fn alpha_beta(c: &mut Criterion) {
    let mut group = c.benchmark_group("game_search/alpha_beta");
    group.sample_size(10);
    for preset in ["russian", "bashni"] {
        let start = bashnya::Position::start(bashnya::Rules::from_preset(preset).expect("preset"));
        // A position a few random plies in, so the search is not all opening symmetry.
        let mut rng = Xoshiro256::seed_from_u64(3);
        let mut state = start;
        for _ in 0..6 {
            let mv = random_move(&state, &mut rng).expect("early game has moves");
            state.play_unchecked(mv);
        }
        let mut probe = AlphaBeta::new(Material, 1 << 16).expect("power of two");
        let nodes = probe.search(&state, AlphaBetaLimits::depth(6)).expect("searchable").nodes;
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(format!("{preset}_depth6_nodes"), |b| {
            b.iter(|| {
                let mut search = AlphaBeta::new(Material, 1 << 16).expect("power of two");
                black_box(search.search(&state, AlphaBetaLimits::depth(6)).expect("searchable").nodes)
            });
        });
    }
    group.finish();
}

fn ismcts(c: &mut Criterion) {
    let mut group = c.benchmark_group("game_search/ismcts");
    group.sample_size(10);
    group.throughput(Throughput::Elements(ITERATIONS));
    let rules = batarde_cards::Rules::from_preset("4p").expect("preset");
    let mut state = batarde_cards::Match::start(rules);
    let mut rng = Xoshiro256::seed_from_u64(9);
    // Deal and draw the dealer until a seat is on turn (the first bid).
    while state.status().is_chance() {
        let mv = random_move(&state, &mut rng).expect("chance outcomes");
        state.play_unchecked(mv);
    }
    let Status::ToMove(seat) = state.status() else { panic!("a seat bids first") };
    let observation = state.observe(seat);
    let mut seed = 0;
    group.bench_function("batarde_4p_first_bid", |b| {
        b.iter(|| {
            seed += 1;
            let mut search =
                Ismcts::<batarde_cards::Match>::with_rollouts(IsmctsConfig::default().with_seed(seed))
                    .expect("config");
            black_box(
                search
                    .search(&observation, seat, Budget::Iterations(ITERATIONS))
                    .expect("on turn")
                    .iterations,
            )
        });
    });
    group.finish();
}

fn parallel(c: &mut Criterion) {
    let mut group = c.benchmark_group("game_search/parallel");
    group.sample_size(10);
    let iterations = 4 * ITERATIONS;
    group.throughput(Throughput::Elements(iterations));
    let russian = bashnya::Position::start(bashnya::Rules::from_preset("russian").expect("preset"));
    let rollout = RandomRollout::new(400);
    for trees in [1, 2] {
        group.bench_function(format!("russian_root_parallel_{trees}_trees"), |b| {
            b.iter(|| {
                let stats = mcts_root_parallel(
                    &russian,
                    MctsConfig::default(),
                    &rollout,
                    Budget::Iterations(iterations),
                    trees,
                )
                .expect("valid");
                black_box(stats.iterations)
            });
        });
    }
    group.finish();
}

criterion_group!(benches, mcts, alpha_beta, ismcts, parallel);
criterion_main!(benches);

//! Shared helpers for the benchmarks and the peer comparison (see `benches/README.md`).

pub mod batch;

use std::time::{Duration, Instant};

use abstract_game::{Game, Xoshiro256, random_below, random_move, random_playout};

/// Runs `work` repeatedly for at least `budget` (and at least 3 times); returns the total of what the calls
/// returned per second of wall time (games, nodes...).
pub fn per_second(budget: Duration, mut work: impl FnMut() -> u64) -> f64 {
    let start = Instant::now();
    let mut total = 0u64;
    let mut calls = 0;
    while calls < 3 || start.elapsed() < budget {
        total += std::hint::black_box(work());
        calls += 1;
    }
    #[allow(clippy::cast_precision_loss)] // A rate for people to read.
    let rate = total as f64 / start.elapsed().as_secs_f64();
    rate
}

/// Random full games per second from `start`, single-threaded, with uniformly random moves for every seat and
/// chance outcomes drawn with their odds (abstract-game's `random_playout`).
///
/// # Panics
///
/// If a game runs past a million plies: a game that never ends is a bug worth stopping for.
pub fn random_games_per_second<G: Game>(start: &G, budget: Duration, seed: u64) -> f64 {
    let mut rng = Xoshiro256::seed_from_u64(seed);
    per_second(budget, || {
        let mut game = start.clone();
        let playout = random_playout(&mut game, &mut rng, 1_000_000);
        assert!(playout.outcome.is_some(), "a random game ran past a million plies");
        1
    })
}

/// Decision states (a seat on turn) of seeded random playouts from `start`: `count` of them, each a random
/// number of plies (below `max_plies`, chance outcomes drawn with their odds) into its own playout, so the
/// sample is the same from run to run.
pub fn sample_states<G: Game>(start: &G, seed: u64, count: usize, max_plies: u64) -> Vec<G> {
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
pub fn first_decision<G: Game>(start: &G, seed: u64) -> G {
    let mut rng = Xoshiro256::seed_from_u64(seed);
    let mut game = start.clone();
    while game.status().is_chance() {
        let Some(outcome) = game.draw_chance(&mut rng) else { break };
        game.play_unchecked(outcome);
    }
    game
}

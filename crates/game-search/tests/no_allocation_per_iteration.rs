//! Once the tree has stopped growing (the node limit is reached), MCTS iterations allocate nothing: counted
//! with a global allocator.
//!
//! Runs without the libtest harness (`harness = false` in Cargo.toml): the counter is process-wide, and the
//! harness's own threads allocating while the test is measured could make the count flaky.
#![allow(clippy::float_cmp, clippy::cast_precision_loss, clippy::bool_to_int_with_if, clippy::match_bool)]

mod toys;

use std::alloc::System;

use game_search::{Budget, Mcts, MctsConfig, RandomRollout};
use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};
use toys::race::Race;
use toys::tictactoe::TicTacToe;

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

fn main() {
    // Tic-tac-toe: a full arena, then steady-state iterations.
    let config = MctsConfig { max_nodes: 500, ..MctsConfig::default() }.with_seed(1);
    let mut mcts = Mcts::with_rollouts(TicTacToe::new(), config).unwrap();
    mcts.run(Budget::Iterations(5_000)).unwrap();
    assert!(mcts.nodes() > 400, "the arena filled up: {}", mcts.nodes());
    let region = Region::new(GLOBAL);
    let done = mcts.run(Budget::Iterations(20_000)).unwrap();
    let change = region.change();
    assert_eq!(done, 20_000);
    assert_eq!(change.allocations, 0, "{change:?}");
    assert_eq!(change.reallocations, 0, "{change:?}");

    // A chance game, same check.
    let mut mcts = Mcts::with_rollouts(Race::new([6, 6], 0), config).unwrap();
    mcts.run(Budget::Iterations(5_000)).unwrap();
    let region = Region::new(GLOBAL);
    mcts.run(Budget::Iterations(20_000)).unwrap();
    let change = region.change();
    assert_eq!(change.allocations, 0, "{change:?}");
    assert_eq!(change.reallocations, 0, "{change:?}");

    // A capped rollout scored by the caller's evaluation at the cut-off, same check.
    let centre_held = |state: &TicTacToe, values: &mut [f64]| {
        values[0] = [0.0, 0.5, -0.5][usize::from(state.cells[4])];
        values[1] = -values[0];
    };
    let mut mcts = Mcts::new(TicTacToe::new(), config, RandomRollout::scored(2, centre_held)).unwrap();
    mcts.run(Budget::Iterations(5_000)).unwrap();
    let region = Region::new(GLOBAL);
    mcts.run(Budget::Iterations(20_000)).unwrap();
    let change = region.change();
    assert_eq!(change.allocations, 0, "{change:?}");
    assert_eq!(change.reallocations, 0, "{change:?}");

    // The check can fail: growing the tree does allocate.
    let mut fresh = Mcts::with_rollouts(TicTacToe::new(), MctsConfig::default()).unwrap();
    let region = Region::new(GLOBAL);
    fresh.run(Budget::Iterations(2_000)).unwrap();
    assert!(region.change().allocations + region.change().reallocations >= 1);
    println!("steady-state MCTS iterations allocate nothing");
}

//! Move generation never touches the heap, counted with a global allocator.
//!
//! Runs without the libtest harness (`harness = false` in Cargo.toml): the counter is process-wide, and the
//! harness's own threads allocating while the test is measured can make the count flaky.

use std::alloc::System;

use abstract_game::{Game, Xoshiro256, random_move};
use siege_paris::{MoveList, Position, Rules};
use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

fn main() {
    // Positions of every preset, along random games (built before counting).
    let mut positions = Vec::new();
    let mut rng = Xoshiro256::seed_from_u64(11);
    for name in Rules::PRESETS.iter().map(|p| p.name) {
        let mut pos = Position::start(Rules::from_preset(name).unwrap());
        for _ in 0..300 {
            positions.push(pos.clone());
            match random_move(&pos, &mut rng) {
                Some(mv) => pos.play_unchecked(mv),
                None => break,
            }
        }
    }
    let mut list = MoveList::new();
    let mut total = 0;
    let region = Region::new(GLOBAL);
    for pos in &positions {
        pos.legal_moves_into(&mut list);
        total += list.len();
        let _ = pos.status();
        let _ = pos.end();
    }
    let change = region.change();
    assert_eq!(change.allocations, 0, "{change:?}");
    assert_eq!(change.reallocations, 0, "{change:?}");
    assert!(total > positions.len());

    // The check can fail: an allocation is counted.
    let region = Region::new(GLOBAL);
    let v: Vec<u64> = std::hint::black_box(vec![1, 2, 3]);
    assert_eq!(v.len(), 3);
    assert!(region.change().allocations >= 1);
    println!("move generation did not allocate ({total} moves over {} positions)", positions.len());
}

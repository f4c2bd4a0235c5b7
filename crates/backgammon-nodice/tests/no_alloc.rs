//! Generating the plays of one pair never touches the heap: counted with a global allocator that counts.

mod common;

use std::alloc::System;

use backgammon_nodice::{Dice, PlayList, Position, Rules};
use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

fn one_pair_move_generation_does_not_allocate() {
    let mut positions: Vec<Position> =
        (0..200).map(|seed| common::random_position(seed, Rules::classic())).collect();
    positions.push(Position::start(Rules::nodice()));
    positions.push(Position::start(Rules::classic()));
    let mut plays = Box::new(PlayList::new());
    let region = Region::new(GLOBAL);
    let mut total = 0;
    for pos in &positions {
        for dice in Dice::ALL {
            pos.plays_into(dice, &mut *plays);
            total += plays.len();
        }
    }
    let stats = region.change();
    assert!(total > 10_000, "{total}");
    assert_eq!(stats.allocations, 0, "{stats:?}");
    assert_eq!(stats.reallocations, 0, "{stats:?}");
}

/// A plain `main` (`harness = false`): the allocation counter is process-wide, so no harness threads may run
/// beside it.
fn main() {
    one_pair_move_generation_does_not_allocate();
    println!("one_pair_move_generation_does_not_allocate: no allocation");
}

//! Move generation never touches the heap (counted with a global allocator; one test in this binary so
//! no other test allocates meanwhile).

use std::alloc::System;

use abstract_game::{Game, Xoshiro256, random_move};
use siege_paris::{MoveList, Position, Rules};
use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

#[test]
fn move_generation_does_not_allocate() {
    // Positions of every preset, along random games (built before counting).
    let mut positions = Vec::new();
    let mut rng = Xoshiro256::seed_from_u64(11);
    for name in Rules::PRESET_NAMES {
        let mut pos = Position::new(Rules::from_preset(name).unwrap()).unwrap();
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
}

//! Move generation never touches the heap: counted with a global allocator that counts allocations.
//!
//! Runs without the libtest harness (`harness = false` in Cargo.toml): the counter is process-wide, and the
//! harness's main thread allocating while the test thread is measured made the count flaky.

use std::alloc::System;

use chess4_bastardo::{MoveList, Position, Rules};
use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

fn main() {
    let mut positions: Vec<Position> = Rules::PRESETS
        .iter()
        .map(|preset| Position::start(Rules::from_preset(preset.name).expect("preset")))
        .collect();
    for text in [
        "gKgR1gPyPyR1yK/gN1gP3yB1/1gPgB2ypyN1/gPrp6/rP1rp1bp1ypbP/6bP1/1rB1bp4/1rK3bRbK1 r - - 0,3,2,1 1 standard",
        "gK5gR1/gN7/rpgP4bB1/2gp3bp1/1gprp3bNbP/1rP2bpgB2/rK4bPbK1/1rR1rP1bR2 b ra5 y 1,0,1,9 0 standard",
    ] {
        positions.push(text.parse().expect("valid position"));
    }
    let mut moves = MoveList::new();
    let region = Region::new(GLOBAL);
    let mut total = 0u64;
    for pos in &positions {
        pos.legal_moves_into(&mut moves);
        total += moves.len() as u64;
        total += pos.legal_moves().len() as u64;
        total += pos.count_moves();
        total += pos.perft(3);
        let mut copy = *pos;
        for &mv in &moves {
            let info = copy.play_undoable(mv);
            copy.undo(mv, info);
        }
    }
    let stats = region.change();
    assert!(total > 0);
    assert_eq!(stats.allocations, 0, "move generation allocated: {stats:?}");
    assert_eq!(stats.reallocations, 0);

    // The check can fail: an allocation is counted.
    let region = Region::new(GLOBAL);
    let v: Vec<u64> = std::hint::black_box(vec![1, 2, 3]);
    assert_eq!(v.len(), 3);
    assert!(region.change().allocations >= 1);
    println!("move generation did not allocate ({total} moves and nodes counted)");
}

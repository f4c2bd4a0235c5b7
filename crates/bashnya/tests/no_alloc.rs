//! Move generation never touches the heap: counted with a global allocator that counts allocations.
//!
//! Runs without the libtest harness (`harness = false` in Cargo.toml): the counter is process-wide, and the
//! harness's own threads allocating while the test is measured made the count flaky.

use std::alloc::System;

use bashnya::{MoveList, Position, Rules};
use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

fn main() {
    let positions: Vec<Position> = [
        "W:bashni:0:c1=w,b2=ww,f2=w,h2=wwwwwwb,a3=w,c3=b,h4=b,a5=wb,c5=b,e5=b,d6=b,a7=b,c7=b,e7=b,g7=b,f8=b",
        "W:bashni:0:b4=W,d6=bb,f6=bb,f4=bb,d4=bb",
        "W:bashni:0:c3=W,d4=b,f4=b,f2=b,d2=b",
        "W:bashni:0:a1=W,c3=b,e7=b,b6=b,d2=b",
        "W:bashni:0:b6=w,c7=b,f6=wb,f2=wB",
        "W:russian:0:c3=W,d4=b,f4=b,f2=b,d2=b",
        "W:lasca:0:c3=W,d4=bb,f4=b,f2=b,d2=b",
        "B:bashni:3:a1=W,h2=B,d4=bbw,e5=wwB",
    ]
    .iter()
    .map(|text| text.parse().expect("valid position"))
    .chain(Rules::PRESETS.iter().map(|p| Position::start(Rules::from_preset(p.name).expect("a preset"))))
    .collect();
    let mut moves = MoveList::new();
    let region = Region::new(GLOBAL);
    let mut total = 0;
    for pos in &positions {
        pos.legal_moves_into(&mut moves);
        total += moves.len();
        total += pos.legal_moves().len();
    }
    // Copy-make perft from the start positions too (no king moves yet, so no repetition history grows).
    for preset in Rules::PRESETS {
        total += Position::start(Rules::from_preset(preset.name).expect("a preset")).perft(4) as usize;
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

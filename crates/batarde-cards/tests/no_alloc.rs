//! Legal moves and playing a card never touch the heap, counted with a global allocator.
//!
//! Runs without the libtest harness (`harness = false` in Cargo.toml): the counter is process-wide, and the
//! harness's own threads allocating while the test is measured can make the count flaky.

use std::alloc::System;

use abstract_game::{Game, Xoshiro256, random_move};
use batarde_cards::{Hand, Match, MoveList, Rules};
use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

fn main() {
    let mut rng = Xoshiro256::seed_from_u64(11);
    let mut games = Vec::new();
    for name in Rules::PRESETS.iter().map(|p| p.name) {
        games.push(Match::start(Rules::from_preset(name).unwrap()));
    }
    let mut list = MoveList::new();
    let mut plies = 0;
    let region = Region::new(GLOBAL);
    for game in &mut games {
        while !game.status().is_over() {
            game.legal_moves_into(&mut list);
            let Some(mv) = random_move(game, &mut rng) else { break };
            game.play_unchecked(mv);
            plies += 1;
        }
        let _ = game.outcome();
    }
    let hand = Hand::new(4, 7, abstract_game::PlayerId::from_const(0)).unwrap();
    hand.legal_moves_into(&mut list);
    let change = region.change();
    assert_eq!(change.allocations, 0, "{change:?}");
    assert_eq!(change.reallocations, 0, "{change:?}");
    assert!(plies > 1000);

    // The check can fail: an allocation is counted.
    let region = Region::new(GLOBAL);
    let v: Vec<u64> = std::hint::black_box(vec![1, 2, 3]);
    assert_eq!(v.len(), 3);
    assert!(region.change().allocations >= 1);
    println!("whole games played without allocating ({plies} plies)");
}

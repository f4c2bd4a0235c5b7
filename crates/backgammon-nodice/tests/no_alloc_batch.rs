//! A batch step's work never touches the heap, for classic dice and for the step game: counted with a
//! global allocator that counts. A test binary of its own: the counts are global, so no other test may run
//! (or finish, which the harness reports with allocations) during the counting.

mod common;

use std::alloc::System;

use backgammon_nodice::{Dice, Rules};
use stats_alloc::{INSTRUMENTED_SYSTEM, Region, StatsAlloc};

#[global_allocator]
static GLOBAL: &StatsAlloc<System> = &INSTRUMENTED_SYSTEM;

/// What a batch step does for classic dice and for the step game: the action indices of a whole legal list
/// (ranked without sorting), and the step game's legal steps and their play, never touch the heap.
fn ranking_a_whole_list_and_stepping_do_not_allocate() {
    use abstract_game::{ActionIndex, Game};
    use backgammon_nodice::steps::StepGame;

    let mut states = Vec::new();
    for seed in 0..100 {
        let start = common::random_position(seed, Rules::classic());
        for dice in Dice::ALL {
            let mut pos = start.clone();
            pos.roll_dice(dice).unwrap();
            let legal = pos.legal_moves();
            states.push((pos, legal.to_vec()));
        }
    }
    let nodice: Vec<StepGame> =
        (0..50).map(|seed| StepGame::new(common::random_position(seed, Rules::nodice()))).collect();
    let mut out = vec![0usize; backgammon_nodice::MAX_PLAYS];
    let mut steps = <StepGame as Game>::MoveList::default();
    let region = Region::new(GLOBAL);
    let mut total = 0;
    for (pos, legal) in &states {
        pos.action_indices(legal, &mut out[..legal.len()]);
        total += out[..legal.len()].iter().sum::<usize>();
        // The step game through a whole turn, one step at a time.
        let mut game = StepGame::new(pos.clone());
        while game.position() == pos {
            game.legal_moves_into(&mut steps);
            game.play_unchecked(steps[0]);
        }
    }
    for game in &nodice {
        game.legal_moves_into(&mut steps);
        total += steps.len();
    }
    let stats = region.change();
    assert!(total > 10_000, "{total}");
    assert_eq!(stats.allocations, 0, "{stats:?}");
    assert_eq!(stats.reallocations, 0, "{stats:?}");
}

/// A plain `main` (`harness = false`): the allocation counter is process-wide, so no harness threads may run
/// beside it.
fn main() {
    ranking_a_whole_list_and_stepping_do_not_allocate();
    println!("ranking_a_whole_list_and_stepping_do_not_allocate: no allocation");
}

//! Root-parallel MCTS and ISMCTS: budgets split, results merged, reproducible whatever the threads.
#![cfg(feature = "rayon")]
#![allow(clippy::float_cmp, clippy::cast_precision_loss, clippy::bool_to_int_with_if, clippy::match_bool)]

mod toys;

use abstract_game::{Game, HiddenInformation, PlayerId};
use game_search::parallel::{ismcts_root_parallel, mcts_root_parallel};
use game_search::{Budget, IsmctsConfig, MctsConfig, RandomRollout, SearchError};
use toys::high_card::{HcMove, HighCard};
use toys::tictactoe::{Cell, TicTacToe};

#[test]
fn root_parallel_mcts_merges_the_trees_and_is_reproducible() {
    let state = TicTacToe::parse("o../o../xx. x");
    let config = MctsConfig::default().with_seed(3);
    let a =
        mcts_root_parallel(&state, config, &RandomRollout::default(), Budget::Iterations(3001), 3).unwrap();
    let b =
        mcts_root_parallel(&state, config, &RandomRollout::default(), Budget::Iterations(3001), 3).unwrap();
    assert_eq!(a.iterations, 3001);
    assert_eq!(a.root_visits, 3001);
    assert_eq!(
        a.children.iter().map(|c| c.visits).sum::<u32>(),
        3001,
        "every iteration goes through a root move (the root is expanded on its first visit)"
    );
    assert_eq!((a.children.clone(), a.root_value.clone()), (b.children, b.root_value));
    assert_eq!(a.best_move, Some(Cell(2)));
    assert_eq!(
        mcts_root_parallel(&state, config, &RandomRollout::default(), Budget::Iterations(10), 0),
        Err(SearchError::InvalidConfig("trees must be at least 1"))
    );
}

#[test]
fn root_parallel_ismcts_reads_only_the_observation() {
    let mut a = HighCard::new();
    let mut b = HighCard::new();
    for (g, other) in [(&mut a, 1), (&mut b, 3)] {
        g.play(HcMove::Deal(2)).unwrap();
        g.play(HcMove::Deal(other)).unwrap();
    }
    let seat = PlayerId::from_const(0);
    let config = IsmctsConfig::default().with_seed(5);
    let run = |g: &HighCard| {
        ismcts_root_parallel::<HighCard, _>(
            &g.observe(seat),
            seat,
            config,
            &RandomRollout::default(),
            Budget::Iterations(800),
            2,
        )
        .unwrap()
    };
    let (ra, rb) = (run(&a), run(&b));
    assert_eq!(ra.children, rb.children);
    assert_eq!(ra.best_move, Some(HcMove::Call));
    assert_eq!(ra.iterations, 800);
}

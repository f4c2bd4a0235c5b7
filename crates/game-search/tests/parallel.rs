//! Root-parallel MCTS and ISMCTS: budgets split, results merged, reproducible whatever the threads.
#![cfg(feature = "rayon")]
#![allow(clippy::float_cmp, clippy::cast_precision_loss, clippy::bool_to_int_with_if, clippy::match_bool)]

mod toys;

use abstract_game::{Game, HiddenInformation, PlayerId};
use game_search::parallel::{RootParallelMcts, ismcts_root_parallel, mcts_root_parallel};
use game_search::{Budget, IsmctsConfig, MctsConfig, RandomRollout, SearchError};
use toys::high_card::{HcMove, HighCard};
use toys::tictactoe::{Cell, TicTacToe};

#[test]
fn root_parallel_mcts_merges_the_trees_and_is_reproducible() {
    let state = "o../o../xx. x".parse::<TicTacToe>().unwrap();
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
fn kept_trees_search_like_fresh_ones_and_keep_the_subtrees_of_the_moves_played() {
    let state = TicTacToe::new();
    let config = MctsConfig::default().with_seed(5);
    let rollout = RandomRollout::default();
    let mut kept = RootParallelMcts::new(&state, config, &rollout, 2).unwrap();
    assert_eq!(kept.trees(), 2);
    let first = kept.search(Budget::Iterations(2000)).unwrap();
    // A first search of kept trees is the search of fresh ones: same seeds, same split.
    let fresh = mcts_root_parallel(&state, config, &rollout, Budget::Iterations(2000), 2).unwrap();
    assert_eq!((first.children.clone(), first.best_move), (fresh.children, fresh.best_move));
    let mv = first.best_move.unwrap();
    let visits_of_mv: u32 = first.children.iter().filter(|c| c.mv == mv).map(|c| c.visits).sum();
    kept.advance(mv).unwrap();
    // Each tree kept its subtree: the roots' visits are what the move had (less the visits that ended there).
    assert!(
        kept.root_visits() > 0 && kept.root_visits() <= visits_of_mv,
        "{} of {visits_of_mv}",
        kept.root_visits()
    );
    let mut after = state.clone();
    after.play(mv).unwrap();
    assert_eq!(kept.root_state(), &after);
    // An illegal move (the cell just taken) is refused and changes no tree.
    let before = kept.root_visits();
    assert!(kept.advance(mv).is_err());
    assert_eq!((kept.root_visits(), kept.root_state()), (before, &after));
    let second = kept.search(Budget::Iterations(1000)).unwrap();
    assert_eq!(second.iterations, 1000);
    assert_eq!(second.root_visits, before + 1000, "the kept visits and the new ones");
    kept.set_root(&state).unwrap();
    assert_eq!((kept.root_visits(), kept.root_state()), (0, &state));
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

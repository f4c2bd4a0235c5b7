//! Root-parallel search on rayon's thread pool: independent trees with split seeds, root statistics merged.
//!
//! Root parallelism shares nothing between threads (no locks, no atomics in the tree), so it scales with the
//! cores for throughput; the merged visit counts vote like an ensemble of smaller searches. The trees run on
//! rayon's global pool: `trees` is the number of trees, usually the number of cores.

use alloc::vec::Vec;

use abstract_game::{Game, HiddenInformation, PlayerId, zobrist_keys};
use rayon::prelude::*;

use crate::mcts::{Evaluator, RootChild, SearchStats, best_child};
use crate::{Budget, Ismcts, IsmctsConfig, Mcts, MctsConfig, SearchError};

/// The seed of tree `i`: the configured seed mixed through splitmix64, so trees draw unrelated streams.
fn tree_seed(seed: u64, i: usize) -> u64 {
    let keys: [u64; 1] = zobrist_keys(seed ^ (i as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    keys[0]
}

/// Tree `i`'s share of the budget: iterations are split evenly (the first trees take the remainder), a time
/// budget is given to every tree whole.
fn share(budget: Budget, trees: usize, i: usize) -> Budget {
    let split = |n: u64| n / trees as u64 + u64::from((i as u64) < n % trees as u64);
    match budget {
        Budget::Iterations(n) => Budget::Iterations(split(n)),
        Budget::IterationsOrTime(n, t) => Budget::IterationsOrTime(split(n), t),
        other => other,
    }
}

/// Sums the trees' root statistics move by move (values weighted by visits).
fn merge<M: Copy + PartialEq>(parts: &[SearchStats<M>], elapsed: core::time::Duration) -> SearchStats<M> {
    let seats = parts.first().map_or(0, |p| p.root_value.len());
    let mut merged = SearchStats {
        best_move: None,
        iterations: 0,
        nodes: 0,
        elapsed,
        root_visits: 0,
        root_value: alloc::vec![0.0; seats],
        children: Vec::<RootChild<M>>::new(),
    };
    let mut chance_root = false;
    for part in parts {
        chance_root |= part.best_move.is_none() && !part.children.is_empty();
        merged.iterations += part.iterations;
        merged.nodes += part.nodes;
        merged.root_visits = merged.root_visits.saturating_add(part.root_visits);
        for (sum, v) in merged.root_value.iter_mut().zip(&part.root_value) {
            *sum += v * f64::from(part.root_visits);
        }
        for child in &part.children {
            match merged.children.iter_mut().find(|c| c.mv == child.mv) {
                Some(c) => {
                    let visits = c.visits.saturating_add(child.visits);
                    if visits > 0 {
                        c.value = (c.value * f64::from(c.visits) + child.value * f64::from(child.visits))
                            / f64::from(visits);
                    }
                    c.visits = visits;
                }
                None => merged.children.push(*child),
            }
        }
    }
    if merged.root_visits > 0 {
        for v in &mut merged.root_value {
            *v /= f64::from(merged.root_visits);
        }
    }
    merged.best_move = if chance_root { None } else { best_child(&merged.children) };
    merged
}

fn check_trees(trees: usize) -> Result<(), SearchError> {
    if trees == 0 { Err(SearchError::InvalidConfig("trees must be at least 1")) } else { Ok(()) }
}

/// Root-parallel MCTS: `trees` independent searches of `state` (tree `i` seeded from `config.seed` and `i`),
/// each with a clone of `evaluator`, merged at the root. An iteration budget is split between the trees, so
/// `Budget::Iterations(n)` runs `n` iterations in all; a time budget runs every tree that long.
///
/// The result is reproducible for a given seed, tree count and iteration budget (whatever threads run the
/// trees). `stats.iterations` and `stats.nodes` are totals over the trees.
pub fn mcts_root_parallel<G, E>(
    state: &G,
    config: MctsConfig,
    evaluator: &E,
    budget: Budget,
    trees: usize,
) -> Result<SearchStats<G::Move>, SearchError>
where
    G: Game + Send + Sync,
    G::Move: Send + Sync,
    G::MoveList: Send,
    E: Evaluator<G> + Clone + Send + Sync,
{
    check_trees(trees)?;
    config.validate()?;
    let started = std::time::Instant::now();
    let parts = (0..trees)
        .into_par_iter()
        .map(|i| {
            let mut mcts =
                Mcts::new(state.clone(), config.with_seed(tree_seed(config.seed, i)), evaluator.clone())?;
            mcts.search(share(budget, trees, i))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(merge(&parts, started.elapsed()))
}

/// Root-parallel ISMCTS: `trees` independent searches from `observation`, merged at the root, budgets split
/// as in [`mcts_root_parallel`].
pub fn ismcts_root_parallel<G, E>(
    observation: &G::Observation,
    seat: PlayerId,
    config: IsmctsConfig,
    evaluator: &E,
    budget: Budget,
    trees: usize,
) -> Result<SearchStats<G::Move>, SearchError>
where
    G: HiddenInformation + Send,
    G::Observation: Sync,
    G::Move: Send + Sync,
    G::MoveList: Send,
    E: Evaluator<G> + Clone + Send + Sync,
{
    check_trees(trees)?;
    config.validate()?;
    let started = std::time::Instant::now();
    let parts = (0..trees)
        .into_par_iter()
        .map(|i| {
            let mut search =
                Ismcts::<G, E>::new(config.with_seed(tree_seed(config.seed, i)), evaluator.clone())?;
            search.search(observation, seat, share(budget, trees, i))
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(merge(&parts, started.elapsed()))
}

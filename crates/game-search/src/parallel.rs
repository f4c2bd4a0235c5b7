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
/// trees). `stats.iterations` and `stats.nodes` are totals over the trees. To keep the trees from move to
/// move, use [`RootParallelMcts`].
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
    RootParallelMcts::new(state, config, evaluator, trees)?.search(budget)
}

/// Root-parallel MCTS that keeps its trees: `trees` independent [`Mcts`] searches of one root (tree `i`
/// seeded from `config.seed` and `i`), searched at once on rayon's pool and merged at the root, each moved
/// down with [`RootParallelMcts::advance`] as the game goes on, so the subtrees of the moves played are kept
/// as a single [`Mcts`] keeps its own. A bot that searches every move should keep its trees: a fresh search
/// each move throws away what the trees had already learnt of the position.
///
/// ```
/// use abstract_game::Game;
/// use game_search::parallel::RootParallelMcts;
/// use game_search::{Budget, MctsConfig, RandomRollout};
/// # use abstract_game::*;
/// # #[derive(Clone, Debug, PartialEq)]
/// # struct Nim { stones: u8, to_move: u8 }
/// # impl Game for Nim {
/// #     type Move = u8;
/// #     type MoveList = arrayvec::ArrayVec<u8, 2>;
/// #     type MoveParseError = core::num::ParseIntError;
/// #     fn num_players(&self) -> usize { 2 }
/// #     fn status(&self) -> Status {
/// #         if self.stones == 0 { Status::Over } else { Status::ToMove(PlayerId::from_const(self.to_move)) }
/// #     }
/// #     fn legal_moves_into(&self, moves: &mut Self::MoveList) {
/// #         moves.clear();
/// #         moves.extend(1..=self.stones.min(2));
/// #     }
/// #     fn play_unchecked(&mut self, take: u8) { self.stones -= take; self.to_move ^= 1; }
/// #     fn outcome(&self) -> Option<Outcome> {
/// #         (self.stones == 0).then(|| Outcome::win(2, &[PlayerId::from_const(self.to_move ^ 1)]).unwrap())
/// #     }
/// #     fn parse_move(&self, text: &str) -> Result<u8, Self::MoveParseError> { text.parse() }
/// # }
/// // Nim with 7 stones (take one or two; taking the last wins): take one, leaving a multiple of three.
/// let start = Nim { stones: 7, to_move: 0 };
/// let mut search = RootParallelMcts::new(&start, MctsConfig::default(), &RandomRollout::default(), 2)?;
/// let stats = search.search(Budget::Iterations(4000))?;
/// assert_eq!(stats.best_move, Some(1));
/// assert_eq!(stats.iterations, 4000);
/// // The game goes on: both trees keep the subtree of the moves played.
/// search.advance(1)?;
/// search.advance(2)?;
/// assert!(search.root_visits() > 0);
/// assert_eq!(search.root_state().stones, 4);
/// # Ok::<(), game_search::SearchError>(())
/// ```
pub struct RootParallelMcts<G: Game, E> {
    trees: Vec<Mcts<G, E>>,
}

impl<G, E> RootParallelMcts<G, E>
where
    G: Game + Send + Sync,
    G::Move: Send + Sync,
    G::MoveList: Send,
    E: Evaluator<G> + Clone + Send + Sync,
{
    /// `trees` searches of `state`, tree `i` seeded from `config.seed` and `i`, each with a clone of
    /// `evaluator`. An error if `trees` is 0 or the configuration is invalid.
    pub fn new(state: &G, config: MctsConfig, evaluator: &E, trees: usize) -> Result<Self, SearchError> {
        check_trees(trees)?;
        config.validate()?;
        let trees = (0..trees)
            .map(|i| Mcts::new(state.clone(), config.with_seed(tree_seed(config.seed, i)), evaluator.clone()))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(RootParallelMcts { trees })
    }

    /// Grows every tree at once on rayon's pool and merges their root statistics. An iteration budget is
    /// split between the trees (`Budget::Iterations(n)` runs `n` in all); a time budget runs every tree that
    /// long. `stats.iterations` counts this search's iterations, `stats.root_visits` and the children's
    /// visits include what the trees kept from earlier moves.
    pub fn search(&mut self, budget: Budget) -> Result<SearchStats<G::Move>, SearchError> {
        let started = crate::clock::Instant::now();
        let trees = self.trees.len();
        let parts = self
            .trees
            .par_iter_mut()
            .enumerate()
            .map(|(i, mcts)| mcts.search(share(budget, trees, i)))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(merge(&parts, started.elapsed()))
    }

    /// Plays `mv` at the root of every tree, keeping each tree's subtree ([`Mcts::advance`]). An illegal move
    /// is an error and changes nothing.
    pub fn advance(&mut self, mv: G::Move) -> Result<(), SearchError> {
        self.each(|mcts| mcts.advance(mv).map(|_| ()))
    }

    /// Plays `mv` for `seat`, on turn or out of turn, in every tree ([`Mcts::advance_as`]).
    pub fn advance_as(&mut self, seat: PlayerId, mv: G::Move) -> Result<(), SearchError> {
        self.each(|mcts| mcts.advance_as(seat, mv).map(|_| ()))
    }

    /// Starts every tree over from `state`.
    pub fn set_root(&mut self, state: &G) -> Result<(), SearchError> {
        self.each(|mcts| mcts.set_root(state.clone()))
    }

    /// Applies a change to every tree; the first is tried alone, so an illegal move or a bad state is refused
    /// before any tree has changed (the trees share one root state, so what the first accepts all accept).
    fn each(
        &mut self,
        mut change: impl FnMut(&mut Mcts<G, E>) -> Result<(), SearchError>,
    ) -> Result<(), SearchError> {
        let (first, rest) =
            self.trees.split_first_mut().ok_or(SearchError::InvalidConfig("trees must be at least 1"))?;
        change(first)?;
        rest.iter_mut().try_for_each(change)
    }

    /// The state at the trees' root.
    pub fn root_state(&self) -> &G {
        self.trees[0].root_state()
    }

    /// The visits of the roots, summed over the trees (what the trees kept from earlier moves, before a
    /// search).
    pub fn root_visits(&self) -> u32 {
        self.trees.iter().fold(0u32, |sum, mcts| sum.saturating_add(mcts.root_visits()))
    }

    /// The number of trees.
    pub fn trees(&self) -> usize {
        self.trees.len()
    }
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
    let started = crate::clock::Instant::now();
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

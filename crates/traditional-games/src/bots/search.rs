//! The three search bots, written once over the traits: each game's capabilities call these with its own
//! evaluator or heuristic.

use std::time::Duration;

use abstract_game::{Game, HiddenInformation, PlayerId, ZobristHash};
use game_search::parallel::{RootParallelMcts, ismcts_root_parallel};
use game_search::{
    AlphaBeta, AlphaBetaLimits, Budget, Evaluator, Heuristic, Ismcts, IsmctsConfig, Mcts, MctsConfig,
    OutOfTurnConfig, out_of_turn_action_with,
};

use super::{Bot, BotSetup, BudgetSpec, Decision};
use crate::Ply;

/// Iterations per move when a seat names none (`mcts`, `ismcts`, `bot`).
pub const DEFAULT_ITERATIONS: u64 = 1000;
/// Plies when `alphabeta` names none.
pub const DEFAULT_DEPTH: u32 = 6;
/// `bot:N` on a game whose bot is alpha-beta searches `N` times this many nodes: about the work of `N` MCTS
/// iterations with a short playout (alpha-beta visits about 1 M nodes/s, MCTS with the capped playouts of
/// this tool about 20 k to 50 k iterations/s on the draughts boards).
pub const NODES_PER_ITERATION: u64 = 30;
/// Transposition-table slots of an alpha-beta bot (a power of two; about 10 MB).
const TABLE_ENTRIES: usize = 1 << 18;
/// The most nodes an MCTS tree keeps (the search's own default is 1 M; a bot keeps its tree between moves,
/// and `arena` runs several bots at once).
const MAX_NODES: usize = 500_000;

fn milliseconds(d: Duration) -> u128 {
    d.as_millis()
}

/// The MCTS budget of a seat.
fn mcts_budget(budget: Option<BudgetSpec>) -> Result<Budget, String> {
    match budget {
        None => Ok(Budget::Iterations(DEFAULT_ITERATIONS)),
        Some(BudgetSpec::Iterations(n)) => Ok(Budget::Iterations(n)),
        Some(BudgetSpec::Time(t)) => Ok(Budget::Time(t)),
        Some(BudgetSpec::Depth(_)) => Err("a depth is a budget for alphabeta only".to_string()),
    }
}

/// MCTS with the tree kept between moves: before each search the tree is moved down by the plies played
/// since ([`Mcts::advance`], [`Mcts::advance_as`] for out-of-turn actions), keeping the subtree of the moves
/// it had searched.
struct MctsBot<G: Game, E> {
    mcts: Mcts<G, E>,
    /// The length of the session's history at the tree's root, once it has searched.
    synced: Option<usize>,
    budget: Budget,
}

/// An MCTS bot for `state` with this evaluator and UCT exploration constant: one tree kept between moves, or
/// with [`BotSetup::trees`] above 1 that many trees per move on every core.
pub fn mcts<G, E>(
    state: &G,
    setup: &BotSetup,
    evaluator: E,
    exploration: f64,
) -> Result<Box<dyn Bot<G>>, String>
where
    G: Game + PartialEq + Send + Sync + 'static,
    G::Move: Send + Sync,
    G::MoveList: Send,
    E: Evaluator<G> + Clone + Send + Sync + 'static,
{
    let budget = mcts_budget(setup.budget)?;
    let config = MctsConfig { exploration, max_nodes: MAX_NODES, seed: setup.seed, ..MctsConfig::default() };
    if setup.trees > 1 {
        let search =
            RootParallelMcts::new(state, config, &evaluator, setup.trees).map_err(|e| e.to_string())?;
        let pool = search_pool(setup.trees)?;
        return Ok(Box::new(ParallelMctsBot { search, pool, synced: None, budget }));
    }
    let mcts = Mcts::new(state.clone(), config, evaluator).map_err(|e| e.to_string())?;
    Ok(Box::new(MctsBot { mcts, synced: None, budget }))
}

/// Root-parallel MCTS (`pmcts`): one tree per core, searched at once and merged at the root, each kept
/// between moves as [`MctsBot`] keeps its one tree (a fresh search each move measured 137 Elo weaker than
/// one kept tree at equal time in Bashni: see crates/game-search/README.md).
struct ParallelMctsBot<G: Game, E> {
    search: RootParallelMcts<G, E>,
    pool: rayon::ThreadPool,
    /// The length of the session's history at the trees' root, once they have searched.
    synced: Option<usize>,
    budget: Budget,
}

/// A pool of one thread per tree, the bot's own: the table that seats it (`arena --jobs 1`) may run on a pool
/// of one thread, where the trees would take turns.
fn search_pool(trees: usize) -> Result<rayon::ThreadPool, String> {
    rayon::ThreadPoolBuilder::new()
        .num_threads(trees)
        .build()
        .map_err(|e| format!("cannot start the search threads: {e}"))
}

impl<G, E> Bot<G> for ParallelMctsBot<G, E>
where
    G: Game + PartialEq + Send + Sync,
    G::Move: Send + Sync,
    G::MoveList: Send,
    E: Evaluator<G> + Clone + Send + Sync,
{
    fn choose(&mut self, state: &G, history: &[Ply<G>], seat: PlayerId) -> Result<Decision<G::Move>, String> {
        let caught_up = self.synced.filter(|&at| at <= history.len()).is_some_and(|at| {
            history[at..].iter().all(|ply| {
                match ply.seat {
                    Some(seat) => self.search.advance_as(seat, ply.mv),
                    None => self.search.advance(ply.mv),
                }
                .is_ok()
            }) && self.search.root_state() == state
        });
        if !caught_up {
            self.search.set_root(state).map_err(|e| e.to_string())?;
        }
        let kept = self.search.root_visits();
        let (search, budget) = (&mut self.search, self.budget);
        let stats = self.pool.install(|| search.search(budget)).map_err(|e| e.to_string())?;
        self.synced = Some(history.len());
        let mv = stats.best_move.ok_or("the search found no move")?;
        let value = stats.root_value.get(seat.index()).copied().unwrap_or_default();
        let info = format!(
            "pmcts: {} trees, {} iterations ({kept} root visits kept from earlier moves), {} nodes, value \
             {value:+.3} for the seat on turn, {} ms",
            self.search.trees(),
            stats.iterations,
            stats.nodes,
            milliseconds(stats.elapsed)
        );
        Ok(Decision { mv, info })
    }
}

impl<G: Game + PartialEq, E: Evaluator<G>> MctsBot<G, E> {
    /// Moves the root down by the plies since the last search; whether the root is then `state`.
    fn catch_up(&mut self, state: &G, history: &[Ply<G>]) -> bool {
        let Some(at) = self.synced.filter(|&at| at <= history.len()) else { return false };
        for ply in &history[at..] {
            let moved = match ply.seat {
                Some(seat) => self.mcts.advance_as(seat, ply.mv),
                None => self.mcts.advance(ply.mv),
            };
            if moved.is_err() {
                return false;
            }
        }
        // A take-back can leave a history as long as before but different: compare the states.
        self.mcts.root_state() == state
    }
}

impl<G, E> Bot<G> for MctsBot<G, E>
where
    G: Game + PartialEq + Send,
    G::Move: Send,
    G::MoveList: Send,
    E: Evaluator<G> + Send,
{
    fn choose(&mut self, state: &G, history: &[Ply<G>], seat: PlayerId) -> Result<Decision<G::Move>, String> {
        if !self.catch_up(state, history) {
            self.mcts.set_root(state.clone()).map_err(|e| e.to_string())?;
        }
        let kept = self.mcts.root_visits();
        let stats = self.mcts.search(self.budget).map_err(|e| e.to_string())?;
        self.synced = Some(history.len());
        let mv = stats.best_move.ok_or("the search found no move")?;
        let value = stats.root_value.get(seat.index()).copied().unwrap_or_default();
        let info = format!(
            "mcts: {} iterations ({kept} root visits kept from earlier moves), {} nodes, value {value:+.3} for the \
             seat on turn, {} ms",
            stats.iterations,
            stats.nodes,
            milliseconds(stats.elapsed)
        );
        Ok(Decision { mv, info })
    }
}

/// ISMCTS: a fresh tree per move (the search takes the seat's observation, which changes with every card
/// seen, so there is no tree to keep), and flat Monte Carlo over determinizations for out-of-turn actions.
struct IsmctsBot<E> {
    evaluator: E,
    exploration: f64,
    seed: u64,
    searches: u64,
    budget: Budget,
    /// 1, or more for `pismcts`: that many root-parallel trees per move, on `pool`.
    trees: usize,
    pool: Option<rayon::ThreadPool>,
}

/// An ISMCTS bot with this evaluator (also used to judge out-of-turn actions) and exploration constant; with
/// [`BotSetup::trees`] above 1, root-parallel on every core.
pub fn ismcts<G, E>(setup: &BotSetup, evaluator: E, exploration: f64) -> Result<Box<dyn Bot<G>>, String>
where
    G: HiddenInformation + Send + 'static,
    G::Observation: Sync,
    G::Move: Send + Sync,
    G::MoveList: Send,
    E: Evaluator<G> + Clone + Send + Sync + 'static,
{
    let budget = mcts_budget(setup.budget)?;
    let pool = if setup.trees > 1 { Some(search_pool(setup.trees)?) } else { None };
    let trees = setup.trees;
    Ok(Box::new(IsmctsBot { evaluator, exploration, seed: setup.seed, searches: 0, budget, trees, pool }))
}

impl<E> IsmctsBot<E> {
    /// A new seed for each search, so that equal observations later in the game are searched afresh.
    fn next_seed(&mut self) -> u64 {
        self.searches += 1;
        super::seat_seed(self.seed.wrapping_add(self.searches), PlayerId::default())
    }
}

impl<G, E> Bot<G> for IsmctsBot<E>
where
    G: HiddenInformation + Send,
    G::Observation: Sync,
    G::Move: Send + Sync,
    G::MoveList: Send,
    E: Evaluator<G> + Clone + Send + Sync,
{
    fn choose(
        &mut self,
        state: &G,
        _history: &[Ply<G>],
        seat: PlayerId,
    ) -> Result<Decision<G::Move>, String> {
        let config =
            IsmctsConfig { exploration: self.exploration, max_nodes: MAX_NODES, seed: self.next_seed() };
        let observation = state.observe(seat);
        let stats = if let Some(pool) = &self.pool {
            pool.install(|| {
                ismcts_root_parallel::<G, E>(
                    &observation,
                    seat,
                    config,
                    &self.evaluator,
                    self.budget,
                    self.trees,
                )
            })
        } else {
            Ismcts::new(config, self.evaluator.clone())
                .and_then(|mut s| s.search(&observation, seat, self.budget))
        }
        .map_err(|e| e.to_string())?;
        let mv = stats.best_move.ok_or("the search found no move")?;
        let value = stats.root_value.get(seat.index()).copied().unwrap_or_default();
        let info = format!(
            "ismcts: {} trees, {} iterations, {} nodes, value {value:+.3} for the seat on turn, {} ms",
            self.trees,
            stats.iterations,
            stats.nodes,
            milliseconds(stats.elapsed)
        );
        Ok(Decision { mv, info })
    }

    fn out_of_turn(&mut self, state: &G, seat: PlayerId) -> Option<G::Move> {
        let config = OutOfTurnConfig { seed: self.next_seed(), ..OutOfTurnConfig::default() };
        let mut evaluator = self.evaluator.clone();
        out_of_turn_action_with::<G, E>(&state.observe(seat), seat, config, &mut evaluator).ok().flatten()
    }
}

/// Alpha-beta with its transposition table kept between moves.
struct AlphaBetaBot<G: Game, H> {
    search: AlphaBeta<G, H>,
    limits: AlphaBetaLimits,
}

/// An alpha-beta bot with this heuristic.
pub fn alphabeta<G, H>(setup: &BotSetup, heuristic: H) -> Result<Box<dyn Bot<G>>, String>
where
    G: Game + ZobristHash + Send + 'static,
    G::Move: Send,
    G::MoveList: Send,
    H: Heuristic<G> + Send + 'static,
{
    let limits = match setup.budget {
        None => AlphaBetaLimits::depth(DEFAULT_DEPTH),
        Some(BudgetSpec::Depth(d)) => AlphaBetaLimits::depth(d),
        Some(BudgetSpec::Time(t)) => AlphaBetaLimits::time(t),
        Some(BudgetSpec::Iterations(n)) => {
            AlphaBetaLimits::depth(64).with_max_nodes(n.saturating_mul(NODES_PER_ITERATION))
        }
    };
    let search = AlphaBeta::new(heuristic, TABLE_ENTRIES).map_err(|e| e.to_string())?;
    Ok(Box::new(AlphaBetaBot { search, limits }))
}

impl<G, H> Bot<G> for AlphaBetaBot<G, H>
where
    G: Game + ZobristHash + Send,
    G::Move: Send,
    G::MoveList: Send,
    H: Heuristic<G> + Send,
{
    fn choose(
        &mut self,
        state: &G,
        _history: &[Ply<G>],
        _seat: PlayerId,
    ) -> Result<Decision<G::Move>, String> {
        let result = self.search.search(state, self.limits).map_err(|e| e.to_string())?;
        let mv = result.best_move.ok_or("the search found no move")?;
        let pv: Vec<String> = result.pv.iter().take(8).map(ToString::to_string).collect();
        let info = format!(
            "alphabeta: depth {}, value {} for the seat on turn, {} nodes, {} ms, line {}",
            result.depth,
            result.value,
            result.nodes,
            milliseconds(result.elapsed),
            pv.join(" ")
        );
        Ok(Decision { mv, info })
    }
}

#[cfg(test)]
mod tests {
    use bashnya::{Position, Rules};

    use super::*;

    /// The number in "(N root visits kept".
    fn kept(info: &str) -> u32 {
        let after = info.split('(').nth(1).expect("a kept count");
        after.split_whitespace().next().unwrap().parse().unwrap()
    }

    #[test]
    fn mcts_keeps_its_tree_between_moves_and_starts_over_after_a_take_back() {
        let start = Position::start(Rules::russian_draughts());
        let setup = BotSetup { budget: Some(BudgetSpec::Iterations(400)), seed: 5, trees: 1 };
        let mut bot = mcts(&start, &setup, crate::bots::bashnya::evaluator(), 1.0).unwrap();
        let (white, black) = (PlayerId::new(0).unwrap(), PlayerId::new(1).unwrap());
        let first = bot.choose(&start, &[], white).unwrap();
        assert_eq!(kept(&first.info), 0);
        let mut after = start.clone();
        after.play(first.mv).unwrap();
        let reply = after.legal_moves()[0];
        let mut now = after.clone();
        now.play(reply).unwrap();
        let history = [
            Ply { before: start.clone(), seat: Some(white), mv: first.mv },
            Ply { before: after, seat: Some(black), mv: reply },
        ];
        let second = bot.choose(&now, &history, white).unwrap();
        assert!(kept(&second.info) > 0, "the subtree below the two moves played is kept: {}", second.info);
        // A take-back: the history is shorter than the tree's; the bot searches the start afresh.
        let again = bot.choose(&start, &[], white).unwrap();
        assert_eq!(kept(&again.info), 0, "{}", again.info);
    }

    #[test]
    fn parallel_mcts_searches_every_tree_and_shares_an_iteration_budget() {
        let start = Position::start(Rules::russian_draughts());
        let setup = BotSetup { budget: Some(BudgetSpec::Iterations(600)), seed: 9, trees: 3 };
        let mut bot = mcts(&start, &setup, crate::bots::bashnya::evaluator(), 1.0).unwrap();
        let decision = bot.choose(&start, &[], PlayerId::new(0).unwrap()).unwrap();
        assert!(
            decision.info.starts_with("pmcts: 3 trees, 600 iterations (0 root visits kept"),
            "{}",
            decision.info
        );
        assert!(start.legal_moves().contains(&decision.mv));
        // The same seed and budget choose the same move, whatever threads ran the trees.
        let mut again = mcts(&start, &setup, crate::bots::bashnya::evaluator(), 1.0).unwrap();
        assert_eq!(again.choose(&start, &[], PlayerId::new(0).unwrap()).unwrap().mv, decision.mv);
        // Two plies later the trees still hold the subtrees of the moves played.
        let (white, black) = (PlayerId::new(0).unwrap(), PlayerId::new(1).unwrap());
        let mut after = start.clone();
        after.play(decision.mv).unwrap();
        let reply = after.legal_moves()[0];
        let mut now = after.clone();
        now.play(reply).unwrap();
        let history = [
            Ply { before: start.clone(), seat: Some(white), mv: decision.mv },
            Ply { before: after, seat: Some(black), mv: reply },
        ];
        let second = bot.choose(&now, &history, white).unwrap();
        assert!(kept(&second.info) > 0, "{}", second.info);
        // A take-back: the trees start over.
        assert_eq!(kept(&bot.choose(&start, &[], white).unwrap().info), 0);
    }

    #[test]
    fn parallel_ismcts_searches_every_tree() {
        use abstract_game::{Status, Xoshiro256};
        let mut hand = batarde_cards::Match::start(batarde_cards::Rules::default());
        let mut rng = Xoshiro256::seed_from_u64(4);
        while hand.status() == Status::Chance {
            let card = hand.draw_chance(&mut rng).unwrap();
            hand.play_unchecked(card);
        }
        let Status::ToMove(seat) = hand.status() else { panic!("a seat is on turn after the deal") };
        let setup = BotSetup { budget: Some(BudgetSpec::Iterations(400)), seed: 2, trees: 2 };
        let mut bot = ismcts(&setup, crate::bots::batarde::HandPlayout, 1.0).unwrap();
        let decision = bot.choose(&hand, &[], seat).unwrap();
        assert!(decision.info.starts_with("ismcts: 2 trees, 400 iterations"), "{}", decision.info);
        assert!(hand.legal_moves().contains(&decision.mv));
    }

    #[test]
    fn alphabeta_budgets_map_to_limits() {
        let start = Position::start(Rules::russian_draughts());
        let heuristic = crate::bots::bashnya::DraughtsHeuristic;
        let setup = BotSetup { budget: Some(BudgetSpec::Depth(3)), seed: 0, trees: 1 };
        let mut bot = alphabeta(&setup, heuristic).unwrap();
        let decision = bot.choose(&start, &[], PlayerId::new(0).unwrap()).unwrap();
        assert!(decision.info.contains("depth 3"), "{}", decision.info);
        assert!(start.legal_moves().contains(&decision.mv));
        assert!(
            mcts(&start, &setup, crate::bots::bashnya::evaluator(), 1.0).is_err(),
            "a depth is not for MCTS"
        );
    }
}

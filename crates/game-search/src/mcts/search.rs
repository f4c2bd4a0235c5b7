//! The UCT/PUCT loop: select, expand, evaluate, back up.

use alloc::vec::Vec;

use abstract_game::{Game, PlayerId, Status, Xoshiro256};

use super::config::{MctsConfig, RootChild, SearchStats};
use super::evaluator::{Evaluator, RandomRollout, write_outcome_values};
use super::tree::{CHANCE, Tree};
use crate::{Budget, SearchError, math};

/// Monte Carlo tree search (UCT, or PUCT where the evaluator gives priors) for any [`Game`]: any number of
/// seats, chance nodes, passes.
///
/// - **Seats.** Rewards are vectors, one utility per seat; each node chooses for the seat acting there, so
///   a three-seat game is searched as it is (no paranoid or coalition reduction).
/// - **Chance.** A chance node is expanded with all its outcomes as children; each iteration follows the one
///   that [`Game::draw_chance`] draws, so outcomes are sampled with their exact probabilities.
/// - **Evaluation** is an [`Evaluator`] (default [`RandomRollout`]); a new node is evaluated on its first
///   visit and expanded on its second, as in `OpenSpiel`.
/// - **Memory.** Nodes live in one arena ([`MctsConfig::max_nodes`] at most); once it stops growing, an
///   iteration allocates nothing (the state copy, move list, priors, reward vector and path are reused).
/// - **Reuse.** [`Mcts::advance`] moves the root down by the moves actually played, keeping the subtree.
#[derive(Clone, Debug)]
pub struct Mcts<G: Game, E = RandomRollout> {
    root_state: G,
    config: MctsConfig,
    evaluator: E,
    tree: Tree<G::Move>,
    rng: Xoshiro256,
    scratch: G,
    moves: G::MoveList,
    priors: Vec<f32>,
    reward: Vec<f64>,
    path: Vec<u32>,
}

impl<G: Game> Mcts<G, RandomRollout> {
    /// A search from `state` with random rollouts.
    pub fn with_rollouts(state: G, config: MctsConfig) -> Result<Self, SearchError> {
        Self::new(state, config, RandomRollout::default())
    }
}

impl<G: Game, E: Evaluator<G>> Mcts<G, E> {
    /// A search from `state` with this evaluator.
    pub fn new(state: G, config: MctsConfig, evaluator: E) -> Result<Self, SearchError> {
        config.validate()?;
        let seats = state.num_players();
        if seats == 0 || seats > abstract_game::MAX_SEATS {
            return Err(SearchError::Unsupported("the game must have 1 to 8 seats"));
        }
        Ok(Mcts {
            scratch: state.clone(),
            root_state: state,
            config,
            evaluator,
            tree: Tree::new(seats),
            rng: Xoshiro256::seed_from_u64(config.seed),
            moves: G::MoveList::default(),
            priors: Vec::new(),
            reward: alloc::vec![0.0; seats],
            path: Vec::new(),
        })
    }

    /// The state at the root.
    pub fn root_state(&self) -> &G {
        &self.root_state
    }

    /// The settings.
    pub fn config(&self) -> &MctsConfig {
        &self.config
    }

    /// The evaluator.
    pub fn evaluator_mut(&mut self) -> &mut E {
        &mut self.evaluator
    }

    /// Nodes in the tree.
    pub fn nodes(&self) -> usize {
        self.tree.len()
    }

    /// Visits of the root so far.
    pub fn root_visits(&self) -> u32 {
        self.tree.nodes[0].visits
    }

    /// Visits of the root move `mv` so far (0 if it is not in the tree).
    pub fn child_visits(&self, mv: G::Move) -> u32 {
        self.find_root_child(mv).map_or(0, |c| self.tree.nodes[c].visits)
    }

    /// Starts over from `state` with an empty tree (the random generator goes on).
    pub fn set_root(&mut self, state: G) -> Result<(), SearchError> {
        if state.num_players() != self.tree.seats {
            return Err(SearchError::Unsupported("a new root must have the same number of seats"));
        }
        self.root_state = state;
        self.tree.reset();
        Ok(())
    }

    /// Plays `mv` (a move of the seat on turn, or a chance outcome) at the root and keeps its subtree if it is
    /// in the tree. Returns whether a subtree was kept. An illegal move is an error and changes nothing.
    pub fn advance(&mut self, mv: G::Move) -> Result<bool, SearchError> {
        self.root_state.play(mv)?;
        Ok(self.reroot_on(mv))
    }

    /// Plays `mv` for `seat`, on turn or out of turn (as [`Game::play_as`]). A move of the seat acting at the
    /// root keeps its subtree; an out-of-turn action was not in the tree, so the tree starts over.
    pub fn advance_as(&mut self, seat: PlayerId, mv: G::Move) -> Result<bool, SearchError> {
        let on_turn = self.root_state.status() == Status::ToMove(seat);
        let mut legal = G::MoveList::default();
        self.root_state.legal_moves_into(&mut legal);
        let in_turn_move = on_turn && legal.contains(&mv);
        self.root_state.play_as(seat, mv)?;
        if in_turn_move {
            Ok(self.reroot_on(mv))
        } else {
            self.tree.reset();
            Ok(false)
        }
    }

    fn reroot_on(&mut self, mv: G::Move) -> bool {
        if let Some(child) = self.find_root_child(mv) {
            self.tree.reroot(child);
            true
        } else {
            self.tree.reset();
            false
        }
    }

    fn find_root_child(&self, mv: G::Move) -> Option<usize> {
        if !self.tree.nodes[0].expanded {
            return None;
        }
        self.tree.children(0).find(|&c| self.tree.nodes[c].mv == Some(mv))
    }

    /// Runs the search for `budget` more iterations (or time), growing the current tree, and reports.
    pub fn search(&mut self, budget: Budget) -> Result<SearchStats<G::Move>, SearchError> {
        let meter = budget.start();
        let iterations = self.run_with(meter)?;
        Ok(self.stats(iterations, meter.elapsed()))
    }

    /// Runs the search like [`Mcts::search`] but returns only the number of iterations run: no report is
    /// built, so once the tree has stopped growing this allocates nothing at all.
    pub fn run(&mut self, budget: Budget) -> Result<u64, SearchError> {
        self.run_with(budget.start())
    }

    fn run_with(&mut self, meter: crate::budget::Meter) -> Result<u64, SearchError> {
        if self.root_state.status().is_over() {
            return Err(SearchError::GameOver);
        }
        let mut iterations = 0;
        while meter.may_continue(iterations) {
            self.iterate();
            iterations += 1;
        }
        Ok(iterations)
    }

    /// The search's current view of the root, as [`Mcts::search`] reports it.
    pub fn stats(&self, iterations: u64, elapsed: core::time::Duration) -> SearchStats<G::Move> {
        let root = &self.tree.nodes[0];
        let actor = if root.expanded && root.actor != CHANCE { root.actor as usize } else { 0 };
        let children: Vec<RootChild<G::Move>> = if root.expanded {
            self.tree
                .children(0)
                .filter_map(|c| {
                    let n = &self.tree.nodes[c];
                    Some(RootChild {
                        mv: n.mv?,
                        visits: n.visits,
                        value: self.tree.mean(c, actor),
                        prior: n.prior,
                    })
                })
                .collect()
        } else {
            Vec::new()
        };
        let best_move = if root.actor == CHANCE { None } else { best_child(&children) };
        SearchStats {
            best_move,
            iterations,
            nodes: self.tree.len(),
            elapsed,
            root_visits: root.visits,
            root_value: (0..self.tree.seats).map(|s| self.tree.mean(0, s)).collect(),
            children,
        }
    }

    /// One iteration: walk down from the root, evaluate a leaf, back the reward up the path.
    fn iterate(&mut self) {
        self.scratch.clone_from(&self.root_state);
        self.path.clear();
        self.path.push(0);
        let mut node = 0;
        loop {
            let status = self.scratch.status();
            if status.is_over() {
                write_outcome_values(&self.scratch, &mut self.reward, |_, v| v.fill(0.0));
                break;
            }
            if !self.tree.nodes[node].expanded
                && ((node != 0 && self.tree.nodes[node].visits == 0) || !self.expand(node, status))
            {
                self.evaluator.evaluate(&mut self.scratch, &mut self.moves, &mut self.rng, &mut self.reward);
                break;
            }
            let Some(child) = self.select(node) else {
                // A drawn chance outcome that was not listed (a game bug): value the state as it is.
                self.evaluator.evaluate(&mut self.scratch, &mut self.moves, &mut self.rng, &mut self.reward);
                break;
            };
            let Some(mv) = self.tree.nodes[child].mv else { break };
            self.scratch.play_unchecked(mv);
            self.path.push(child as u32);
            node = child;
        }
        for &n in &self.path {
            self.tree.backup(n as usize, &self.reward);
        }
    }

    /// Expands `node` (whose state is the scratch state) if the arena has room; whether it did.
    fn expand(&mut self, node: usize, status: Status) -> bool {
        self.scratch.legal_moves_into(&mut self.moves);
        if self.moves.is_empty() || self.tree.len() + self.moves.len() > self.config.max_nodes {
            return false;
        }
        let actor = match status {
            Status::ToMove(seat) => seat.index() as u8,
            Status::Chance | Status::Over => CHANCE,
        };
        let mut with_priors = false;
        if actor != CHANCE {
            self.priors.clear();
            self.priors.resize(self.moves.len(), 0.0);
            with_priors = self.evaluator.priors(&self.scratch, &self.moves, &mut self.priors);
        }
        self.tree.expand(node, actor, &self.moves, with_priors.then_some(&self.priors[..]));
        true
    }

    /// The child to follow from the expanded `node`.
    fn select(&mut self, node: usize) -> Option<usize> {
        let n = self.tree.nodes[node];
        let children = self.tree.children(node);
        if n.actor == CHANCE {
            let outcome = self.scratch.draw_chance(&mut self.rng)?;
            return children.into_iter().find(|&c| self.tree.nodes[c].mv == Some(outcome));
        }
        let seat = n.actor as usize;
        let parent_visits = f64::from(n.visits.max(1));
        let mut best = None;
        let mut best_score = f64::NEG_INFINITY;
        if n.has_priors {
            let scale = self.config.puct_exploration * math::sqrt(parent_visits);
            for c in children {
                let child = &self.tree.nodes[c];
                let score = self.tree.mean(c, seat)
                    + scale * f64::from(child.prior) / (1.0 + f64::from(child.visits));
                if score > best_score {
                    best_score = score;
                    best = Some(c);
                }
            }
        } else {
            let log_n = math::ln(parent_visits);
            for c in children {
                let visits = self.tree.nodes[c].visits;
                if visits == 0 {
                    // Every move is tried once before any is tried twice.
                    return Some(c);
                }
                let v = f64::from(visits);
                let score = self.tree.mean(c, seat) + self.config.exploration * math::sqrt(log_n / v);
                if score > best_score {
                    best_score = score;
                    best = Some(c);
                }
            }
        }
        best
    }
}

/// The most visited child, ties broken by the better value, then by generation order.
pub(crate) fn best_child<M: Copy>(children: &[RootChild<M>]) -> Option<M> {
    let mut best: Option<&RootChild<M>> = None;
    for child in children {
        if best.is_none_or(|b| child.visits > b.visits || (child.visits == b.visits && child.value > b.value))
        {
            best = Some(child);
        }
    }
    best.map(|b| b.mv)
}

/// Runs MCTS with random rollouts from `state` and returns the chosen move: the one-call bot.
///
/// `None` when the game is over, at a chance node (nature chooses there), or if `config` is invalid.
pub fn choose_move<G: Game>(state: &G, budget: Budget, config: MctsConfig) -> Option<G::Move> {
    let mut mcts = Mcts::with_rollouts(state.clone(), config).ok()?;
    mcts.search(budget).ok()?.best_move
}

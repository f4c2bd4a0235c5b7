//! Single-observer information-set Monte Carlo tree search (SO-ISMCTS; Cowling, Powley and Whitehouse,
//! "Information Set Monte Carlo Tree Search", IEEE TCIAIG 2012).

use alloc::vec::Vec;

use abstract_game::{HiddenInformation, PlayerId, Status, Xoshiro256, random_index};

use crate::mcts::{Evaluator, RandomRollout, RootChild, SearchStats, best_child, write_outcome_values};
use crate::{Budget, SearchError, math};

const NONE: u32 = u32::MAX;

/// Settings of [`Ismcts`].
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct IsmctsConfig {
    /// The exploration constant `c` in `mean + c * sqrt(ln availability / visits)`. Default 2.0 (rewards are
    /// utilities in `[-1, 1]`).
    pub exploration: f64,
    /// The most nodes the tree may hold (1 to `u32::MAX`). Past it, iterations stop adding nodes and evaluate
    /// where the tree ends. Default 1,000,000.
    pub max_nodes: usize,
    /// The seed: the same observation, seed and iteration budget give the same result.
    pub seed: u64,
}

impl Default for IsmctsConfig {
    fn default() -> Self {
        IsmctsConfig { exploration: 2.0, max_nodes: 1_000_000, seed: 0 }
    }
}

impl IsmctsConfig {
    /// Checks every field.
    pub fn validate(&self) -> Result<(), SearchError> {
        if !(self.exploration.is_finite() && self.exploration >= 0.0) {
            return Err(SearchError::InvalidConfig("exploration must be finite and non-negative"));
        }
        if self.max_nodes == 0 || self.max_nodes > u32::MAX as usize {
            return Err(SearchError::InvalidConfig("max_nodes must be between 1 and u32::MAX"));
        }
        Ok(())
    }

    /// The same settings with another seed.
    #[must_use]
    pub const fn with_seed(mut self, seed: u64) -> Self {
        self.seed = seed;
        self
    }
}

/// A node keyed by the move that reaches it: the same move in different determinizations is the same node.
#[derive(Clone, Copy, Debug)]
struct Node<M> {
    mv: Option<M>,
    visits: u32,
    /// How often this node's move was legal when its parent was selected from (the paper's availability
    /// count, which replaces the parent's visit count in the UCB formula).
    availability: u32,
    first_child: u32,
    next_sibling: u32,
}

/// Single-observer ISMCTS for games with hidden information.
///
/// Every iteration draws a full state with [`HiddenInformation::sample_consistent`] from the searching seat's
/// observation, then walks a tree of moves shared by all determinizations: at each step only the children
/// whose moves are legal in this determinization compete, scored by UCB with availability counts. Chance
/// outcomes met inside the tree are drawn with [`Game::draw_chance`](abstract_game::Game::draw_chance) and get their own child, like moves.
/// Opponents' moves are in the same tree (the single-observer simplification of the paper).
///
/// **It never sees the true state.** [`Ismcts::search`] takes only the observation; the convenience
/// [`choose_move`] takes a state but reads nothing of it beyond `state.observe(seat)`.
///
/// The tree is an arena with sibling lists (the set of children grows as determinizations reveal new moves);
/// it is rebuilt on each search. Iterations allocate nothing once the arena and scratch buffers have grown,
/// apart from what `sample_consistent` itself allocates (nothing for the games of this family).
#[derive(Clone, Debug)]
pub struct Ismcts<G: HiddenInformation, E = RandomRollout> {
    config: IsmctsConfig,
    evaluator: E,
    nodes: Vec<Node<G::Move>>,
    values: Vec<f64>,
    seats: usize,
    rng: Xoshiro256,
    moves: G::MoveList,
    eval_moves: G::MoveList,
    untried: Vec<G::Move>,
    available: Vec<u32>,
    reward: Vec<f64>,
    path: Vec<u32>,
}

impl<G: HiddenInformation> Ismcts<G, RandomRollout> {
    /// A searcher with random rollouts.
    pub fn with_rollouts(config: IsmctsConfig) -> Result<Self, SearchError> {
        Self::new(config, RandomRollout::default())
    }
}

impl<G: HiddenInformation, E: Evaluator<G>> Ismcts<G, E> {
    /// A searcher with this evaluator (its priors are not used).
    pub fn new(config: IsmctsConfig, evaluator: E) -> Result<Self, SearchError> {
        config.validate()?;
        Ok(Ismcts {
            config,
            evaluator,
            nodes: Vec::new(),
            values: Vec::new(),
            seats: 0,
            rng: Xoshiro256::seed_from_u64(config.seed),
            moves: G::MoveList::default(),
            eval_moves: G::MoveList::default(),
            untried: Vec::new(),
            available: Vec::new(),
            reward: Vec::new(),
            path: Vec::new(),
        })
    }

    /// The settings.
    pub fn config(&self) -> &IsmctsConfig {
        &self.config
    }

    /// Nodes in the tree of the last search.
    pub fn nodes(&self) -> usize {
        self.nodes.len()
    }

    /// Searches the decision of `seat`, which knows `observation` (`state.observe(seat)`) and must be on turn,
    /// with a fresh tree. The generator restarts from the configured seed, so equal observations give equal
    /// results.
    pub fn search(
        &mut self,
        observation: &G::Observation,
        seat: PlayerId,
        budget: Budget,
    ) -> Result<SearchStats<G::Move>, SearchError> {
        self.rng = Xoshiro256::seed_from_u64(self.config.seed);
        let probe = G::sample_consistent(observation, &mut self.rng)?;
        match probe.status() {
            Status::Over => return Err(SearchError::GameOver),
            Status::ToMove(s) if s == seat => {}
            _ => return Err(SearchError::NotOnTurn),
        }
        self.seats = probe.num_players();
        self.nodes.clear();
        self.values.clear();
        self.nodes.push(Node { mv: None, visits: 0, availability: 0, first_child: NONE, next_sibling: NONE });
        self.values.resize(self.seats, 0.0);
        self.reward.clear();
        self.reward.resize(self.seats, 0.0);
        let meter = budget.start();
        let mut iterations = 0;
        while meter.may_continue(iterations) {
            let det = G::sample_consistent(observation, &mut self.rng)?;
            self.iterate(det);
            iterations += 1;
        }
        Ok(self.stats(iterations, meter.elapsed(), seat))
    }

    fn stats(&self, iterations: u64, elapsed: core::time::Duration, seat: PlayerId) -> SearchStats<G::Move> {
        let mut children = Vec::new();
        let mut c = self.nodes[0].first_child;
        while c != NONE {
            let n = &self.nodes[c as usize];
            if let Some(mv) = n.mv {
                children.push(RootChild {
                    mv,
                    visits: n.visits,
                    value: self.mean(c as usize, seat.index()),
                    prior: 1.0,
                });
            }
            c = n.next_sibling;
        }
        SearchStats {
            best_move: best_child(&children),
            iterations,
            nodes: self.nodes.len(),
            elapsed,
            root_visits: self.nodes[0].visits,
            root_value: (0..self.seats).map(|s| self.mean(0, s)).collect(),
            children,
        }
    }

    fn mean(&self, node: usize, seat: usize) -> f64 {
        let v = self.nodes[node].visits;
        if v == 0 { 0.0 } else { self.values[node * self.seats + seat] / f64::from(v) }
    }

    fn find_child(&self, node: usize, mv: G::Move) -> Option<usize> {
        let mut c = self.nodes[node].first_child;
        while c != NONE {
            if self.nodes[c as usize].mv == Some(mv) {
                return Some(c as usize);
            }
            c = self.nodes[c as usize].next_sibling;
        }
        None
    }

    /// Adds a child for `mv` under `node` if the arena has room.
    fn add_child(&mut self, node: usize, mv: G::Move) -> Option<usize> {
        if self.nodes.len() >= self.config.max_nodes {
            return None;
        }
        let index = self.nodes.len();
        let next_sibling = self.nodes[node].first_child;
        self.nodes.push(Node { mv: Some(mv), visits: 0, availability: 0, first_child: NONE, next_sibling });
        self.values.resize(self.nodes.len() * self.seats, 0.0);
        self.nodes[node].first_child = index as u32;
        Some(index)
    }

    /// One iteration on the determinization `det`.
    fn iterate(&mut self, mut det: G) {
        self.path.clear();
        self.path.push(0);
        let mut node = 0;
        loop {
            let seat = match det.status() {
                Status::Over => {
                    write_outcome_values(&det, &mut self.reward, |_, v| v.fill(0.0));
                    break;
                }
                Status::Chance => {
                    let Some(outcome) = det.draw_chance(&mut self.rng) else {
                        self.evaluate(&mut det);
                        break;
                    };
                    let Some(child) =
                        self.find_child(node, outcome).or_else(|| self.add_child(node, outcome))
                    else {
                        self.evaluate(&mut det);
                        break;
                    };
                    det.play_unchecked(outcome);
                    self.path.push(child as u32);
                    node = child;
                    continue;
                }
                Status::ToMove(seat) => seat.index(),
            };
            det.legal_moves_into(&mut self.moves);
            // Split the legal moves into children that exist (available) and moves never tried here.
            self.untried.clear();
            self.available.clear();
            for &mv in self.moves.iter() {
                match self.find_child(node, mv) {
                    Some(c) => self.available.push(c as u32),
                    None => self.untried.push(mv),
                }
            }
            if !self.untried.is_empty() && self.nodes.len() < self.config.max_nodes {
                // Expansion: one untried move at random, then evaluate.
                let mv = self.untried[random_index(&mut self.rng, self.untried.len())];
                let Some(child) = self.add_child(node, mv) else { break };
                det.play_unchecked(mv);
                self.path.push(child as u32);
                self.evaluate(&mut det);
                break;
            }
            if self.available.is_empty() {
                self.evaluate(&mut det);
                break;
            }
            let mut best = self.available[0] as usize;
            let mut best_score = f64::NEG_INFINITY;
            for i in 0..self.available.len() {
                let c = self.available[i] as usize;
                self.nodes[c].availability = self.nodes[c].availability.saturating_add(1);
                let n = &self.nodes[c];
                let score = if n.visits == 0 {
                    f64::INFINITY
                } else {
                    let v = f64::from(n.visits);
                    self.mean(c, seat)
                        + self.config.exploration * math::sqrt(math::ln(f64::from(n.availability)) / v)
                };
                if score > best_score {
                    best_score = score;
                    best = c;
                }
            }
            let Some(mv) = self.nodes[best].mv else { break };
            det.play_unchecked(mv);
            self.path.push(best as u32);
            node = best;
        }
        for &n in &self.path {
            let n = n as usize;
            self.nodes[n].visits = self.nodes[n].visits.saturating_add(1);
            let base = n * self.seats;
            for (sum, r) in self.values[base..base + self.seats].iter_mut().zip(&self.reward) {
                *sum += r;
            }
        }
    }

    fn evaluate(&mut self, det: &mut G) {
        if det.status().is_over() {
            write_outcome_values(det, &mut self.reward, |_, v| v.fill(0.0));
        } else {
            self.evaluator.evaluate(det, &mut self.eval_moves, &mut self.rng, &mut self.reward);
        }
    }
}

/// Runs ISMCTS with random rollouts for `seat` and returns its move: the one-call bot for hidden-information
/// games.
///
/// Reads nothing of `state` but `state.observe(seat)`, so it cannot cheat. `None` when the game is over, the
/// seat is not on turn, or `config` is invalid.
pub fn choose_move<G: HiddenInformation>(
    state: &G,
    seat: PlayerId,
    budget: Budget,
    config: IsmctsConfig,
) -> Option<G::Move> {
    let observation = state.observe(seat);
    let mut search = Ismcts::<G>::with_rollouts(config).ok()?;
    search.search(&observation, seat, budget).ok()?.best_move
}

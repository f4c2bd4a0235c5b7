//! Search bots at the table: the seat kinds `mcts`, `ismcts`, `alphabeta` and `bot`, what each game supports,
//! and the per-game evaluations (one small file per game).
//!
//! Rust has no specialization, so a front end cannot ask "does this game implement `HiddenInformation`?" at
//! run time. Instead every game declares its [`Capabilities`] (the `capabilities()` of its module here): a
//! struct of function pointers, one per search it supports, each building a [`Bot`] with the game's own
//! evaluator or heuristic. A missing pointer is a refusal with a one-line reason.

pub mod backgammon;
pub mod bashnya;
pub mod batarde;
pub mod chess4;
pub mod eval;
pub mod search;
pub mod siege;
pub mod spec;

use abstract_game::{Game, PlayerId};

pub use spec::{Algo, BotSpec, BudgetSpec};

use crate::Ply;

/// A move a bot chose, with what the search says about it (for `games think`'s standard error).
#[derive(Clone, Debug)]
pub struct Decision<M> {
    /// The move.
    pub mv: M,
    /// One line: iterations or depth, value, nodes, time.
    pub info: String,
}

/// A search bot playing one seat of one game. It may keep state between its moves (an MCTS tree, a
/// transposition table): the session keeps one bot per seat for the whole game.
pub trait Bot<G: Game>: Send {
    /// The move of `seat`, which is on turn in `state`. `history` is the session's plies, oldest first (the last
    /// one led to `state`), so a bot can move its kept tree down by the moves played since its last search.
    fn choose(&mut self, state: &G, history: &[Ply<G>], seat: PlayerId) -> Result<Decision<G::Move>, String>;

    /// Whether `seat` takes one of its open out-of-turn actions (a méchoune, a choune) now. The default never
    /// does: only games with out-of-turn actions (searched by ISMCTS) override it.
    fn out_of_turn(&mut self, state: &G, seat: PlayerId) -> Option<G::Move> {
        let _ = (state, seat);
        None
    }
}

/// What a bot is built from: the budget asked for (`None`: the algorithm's default), its seed and how many
/// trees it searches at once.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BotSetup {
    /// The budget of `mcts:2000`, `alphabeta:6`, `bot:0.1s`...
    pub budget: Option<BudgetSpec>,
    /// The seed of the bot's searches (from `--seed`, the game and the seat).
    pub seed: u64,
    /// 1: one tree, kept between moves. More (`pmcts`, `pismcts`): that many independent trees per move on
    /// rayon's pool, merged at the root.
    pub trees: usize,
}

impl BotSetup {
    /// The setup of a seat kind with this seed: one tree, or for a parallel kind one per core
    /// (`RAYON_NUM_THREADS` when set).
    pub fn new(spec: BotSpec, seed: u64) -> Self {
        let trees = if spec.parallel { cores() } else { 1 };
        BotSetup { budget: spec.budget, seed, trees }
    }
}

/// The cores a parallel bot searches on: `RAYON_NUM_THREADS` if set to a positive number, else what the
/// machine offers. Not rayon's current pool: `arena --jobs 1` runs its games on a pool of one thread.
///
/// On `wasm32-unknown-unknown` (the npm package) there are no threads to start: a thread pool would fail to
/// build, so a parallel seat kind searches one tree there, which is the plain search with the same seed.
#[cfg(all(target_arch = "wasm32", target_os = "unknown"))]
fn cores() -> usize {
    1
}

/// The cores a parallel bot searches on: `RAYON_NUM_THREADS` if set to a positive number, else what the
/// machine offers. Not rayon's current pool: `arena --jobs 1` runs its games on a pool of one thread.
#[cfg(not(all(target_arch = "wasm32", target_os = "unknown")))]
fn cores() -> usize {
    std::env::var("RAYON_NUM_THREADS")
        .ok()
        .and_then(|n| n.parse::<usize>().ok())
        .filter(|&n| n > 0)
        .or_else(|| std::thread::available_parallelism().ok().map(usize::from))
        .unwrap_or(1)
}

/// Builds a bot for a state of the game, or says why this search does not fit this state (a preset with dice
/// for alpha-beta, say).
pub type MakeBot<G> = fn(&G, &BotSetup) -> Result<Box<dyn Bot<G>>, String>;

/// The searches a game supports, with its evaluations built in.
pub struct Capabilities<G: Game> {
    /// MCTS (perfect-information games only: it would read the other seats' secrets).
    pub mcts: Option<MakeBot<G>>,
    /// ISMCTS (games with hidden information).
    pub ismcts: Option<MakeBot<G>>,
    /// Alpha-beta (two seats, no chance, perfect information, a hash and a heuristic).
    pub alphabeta: Option<MakeBot<G>>,
    /// What the seat kind `bot` plays in this state: the strongest default for the game.
    pub best: fn(&G) -> Algo,
    /// Whether seats hold secrets (then `mcts` is refused and `ismcts` suggested).
    pub hidden_information: bool,
    /// Why alpha-beta is refused when [`Capabilities::alphabeta`] is `None`.
    pub no_alphabeta: &'static str,
}

impl<G: Game> Capabilities<G> {
    /// A game no search supports (a front end's default for a game with no entry here).
    pub fn none() -> Self {
        Capabilities {
            mcts: None,
            ismcts: None,
            alphabeta: None,
            best: |_| Algo::Mcts,
            hidden_information: false,
            no_alphabeta: "no heuristic for this game",
        }
    }

    /// The constructor for `algo` (`bot` resolved for `state`), or the one-line reason it is refused.
    pub fn maker(&self, algo: Algo, state: &G) -> Result<(Algo, MakeBot<G>), String> {
        let algo = if algo == Algo::Best { (self.best)(state) } else { algo };
        let found = match algo {
            Algo::Mcts => self.mcts.ok_or_else(|| {
                if self.hidden_information {
                    "mcts would read the other seats' hidden cards in this game: use ismcts or bot".to_string()
                } else {
                    "mcts is not available for this game".to_string()
                }
            }),
            Algo::Ismcts => self.ismcts.ok_or_else(|| {
                "ismcts is for games with hidden information, this game has none: use mcts or bot".to_string()
            }),
            Algo::AlphaBeta => self.alphabeta.ok_or_else(|| {
                format!(
                    "alphabeta needs two seats, no chance, perfect information and a heuristic ({}): use mcts, \
                     ismcts or bot",
                    self.no_alphabeta
                )
            }),
            Algo::Best => Err("no default bot for this game".to_string()),
        }?;
        Ok((algo, found))
    }
}

/// A seat's seed: `--seed` (as the table's generator draws it) mixed with the seat, so two bots of one game
/// never share a random stream.
pub fn seat_seed(drawn: u64, seat: PlayerId) -> u64 {
    // splitmix64's finaliser spreads the seat over every bit.
    let mut z = drawn ^ (seat.index() as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

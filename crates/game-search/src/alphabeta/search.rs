//! Negamax alpha-beta with iterative deepening, a transposition table and quiescence search.

use alloc::vec::Vec;
use core::time::Duration;

use abstract_game::{Game, PlayerId, Status, ZobristHash};

use super::heuristic::Heuristic;
use super::table::{Bound, TableEntry, TranspositionTable};
use crate::SearchError;

/// The value of a win at the root: a win `n` plies away is worth `MATE - n` (so nearer wins are preferred
/// and losses are put off), a loss `-(MATE - n)`.
pub const MATE: i32 = 1_000_000;
/// Static evaluations are clamped to `±MAX_EVAL`, below every win or loss value.
pub const MAX_EVAL: i32 = MATE - 10_000;
/// The deepest ply (search plus quiescence) the search goes to; [`AlphaBetaLimits::max_depth`] may be at most
/// this minus [`AlphaBeta::quiescence_depth`]'s default room.
pub const MAX_PLY: usize = 128;
/// The most a depth limit may be.
pub const MAX_DEPTH: u32 = 96;

/// When iterative deepening stops.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct AlphaBetaLimits {
    /// The last depth (in plies) iterative deepening searches, 1 to [`MAX_DEPTH`].
    pub max_depth: u32,
    /// Stop after about this many nodes (no limit when `None`).
    pub max_nodes: Option<u64>,
    /// Stop after about this long (no limit when `None`).
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub time: Option<Duration>,
}

impl AlphaBetaLimits {
    /// Search to exactly this depth (iterations 1, 2, ... up to it).
    pub const fn depth(max_depth: u32) -> Self {
        AlphaBetaLimits {
            max_depth,
            max_nodes: None,
            #[cfg(feature = "std")]
            time: None,
        }
    }

    /// Deepen until this much time has passed; the deepest completed iteration's answer is returned.
    #[cfg(feature = "std")]
    #[cfg_attr(docsrs, doc(cfg(feature = "std")))]
    pub const fn time(time: Duration) -> Self {
        AlphaBetaLimits { max_depth: MAX_DEPTH, max_nodes: None, time: Some(time) }
    }

    /// The same limits with a node cap.
    #[must_use]
    pub const fn with_max_nodes(mut self, nodes: u64) -> Self {
        self.max_nodes = Some(nodes);
        self
    }
}

/// What an alpha-beta search found.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AlphaBetaResult<M> {
    /// The best move of the deepest completed iteration.
    pub best_move: Option<M>,
    /// Its value for the seat on turn at the root: a heuristic value, or `±(MATE - plies)` for a forced result.
    pub value: i32,
    /// The deepest completed iteration.
    pub depth: u32,
    /// The principal variation: the best line found, from the root.
    pub pv: Vec<M>,
    /// Nodes visited (quiescence nodes included) over all iterations.
    pub nodes: u64,
    /// Wall-clock time (zero without the `std` feature).
    pub elapsed: Duration,
}

impl<M> AlphaBetaResult<M> {
    /// Whether the seat on turn has a forced win.
    pub fn is_win(&self) -> bool {
        self.value > MAX_EVAL
    }

    /// Whether the seat on turn is forced to lose.
    pub fn is_loss(&self) -> bool {
        self.value < -MAX_EVAL
    }

    /// Plies to the end of the game with best play when the result is forced.
    pub fn plies_to_end(&self) -> Option<u32> {
        (self.is_win() || self.is_loss()).then(|| (MATE - self.value.abs()) as u32)
    }
}

/// Alpha-beta search for two-seat deterministic games with perfect information.
///
/// Negamax with iterative deepening, a [`TranspositionTable`] keyed by [`ZobristHash::zobrist`] (optional:
/// size 0 turns it off), moves ordered table move first and then by [`Heuristic::order`], quiescence search
/// over [`Heuristic::is_noisy`] moves, and terminal values from the [`Outcome`](abstract_game::Outcome) with
/// nearer wins preferred.
///
/// - **Turns** need not alternate: a seat moving twice in a row is searched from its own view (the value is
///   negated only when the seat on turn changes).
/// - **Copying, not undo.** Each child is a clone of its parent with the move played. For the states of this
///   family (plain arrays and bitboards, a few hundred bytes) a copy costs about what an undo does, and it keeps
///   the search to the one bound `G: Game + ZobristHash`.
/// - **Chance** nodes met below the root (a game that is not deterministic after all) are valued statically.
#[derive(Clone, Debug)]
pub struct AlphaBeta<G: Game, H> {
    heuristic: H,
    table: Option<TranspositionTable<G::Move>>,
    /// How many plies of noisy moves quiescence search may add below the depth limit. Default 16.
    pub quiescence_depth: u32,
    lists: Vec<G::MoveList>,
    ordered: Vec<Vec<G::Move>>,
    pv: Vec<Option<G::Move>>,
    pv_len: Vec<usize>,
    nodes: u64,
    stopped: bool,
    may_stop: bool,
    max_nodes: u64,
    #[cfg(feature = "std")]
    deadline: Option<crate::clock::Instant>,
}

impl<G: Game + ZobristHash, H: Heuristic<G>> AlphaBeta<G, H> {
    /// A searcher with this heuristic and a table of `table_entries` slots (a power of two, or 0 for none).
    pub fn new(heuristic: H, table_entries: usize) -> Result<Self, SearchError> {
        let table = if table_entries == 0 { None } else { Some(TranspositionTable::new(table_entries)?) };
        Ok(AlphaBeta {
            heuristic,
            table,
            quiescence_depth: 16,
            lists: (0..MAX_PLY).map(|_| G::MoveList::default()).collect(),
            ordered: (0..MAX_PLY).map(|_| Vec::new()).collect(),
            pv: alloc::vec![None; MAX_PLY * MAX_PLY],
            pv_len: alloc::vec![0; MAX_PLY],
            nodes: 0,
            stopped: false,
            may_stop: false,
            max_nodes: u64::MAX,
            #[cfg(feature = "std")]
            deadline: None,
        })
    }

    /// The heuristic.
    pub fn heuristic(&self) -> &H {
        &self.heuristic
    }

    /// The transposition table, if there is one.
    pub fn table(&self) -> Option<&TranspositionTable<G::Move>> {
        self.table.as_ref()
    }

    /// Forgets the table's contents (between games, say).
    pub fn clear_table(&mut self) {
        if let Some(t) = &mut self.table {
            t.clear();
        }
    }

    /// Searches `state` within `limits`. The seat on turn must be one of two seats; the table is kept between
    /// calls.
    pub fn search(
        &mut self,
        state: &G,
        limits: AlphaBetaLimits,
    ) -> Result<AlphaBetaResult<G::Move>, SearchError> {
        let side = match state.status() {
            Status::Over => return Err(SearchError::GameOver),
            Status::Chance => return Err(SearchError::Unsupported("alpha-beta cannot search a chance node")),
            Status::ToMove(seat) => seat,
        };
        if state.num_players() != 2 {
            return Err(SearchError::Unsupported("alpha-beta searches two-seat games"));
        }
        if limits.max_depth == 0 || limits.max_depth > MAX_DEPTH {
            return Err(SearchError::InvalidConfig("max_depth must be between 1 and MAX_DEPTH"));
        }
        if self.quiescence_depth as usize + MAX_DEPTH as usize >= MAX_PLY {
            return Err(SearchError::InvalidConfig("quiescence_depth leaves no room below MAX_PLY"));
        }
        #[cfg(feature = "std")]
        let started = crate::clock::Instant::now();
        #[cfg(feature = "std")]
        {
            self.deadline = limits.time.and_then(|t| started.checked_add(t));
        }
        self.max_nodes = limits.max_nodes.unwrap_or(u64::MAX);
        self.nodes = 0;
        self.stopped = false;
        if let Some(t) = &mut self.table {
            t.new_search();
        }
        let mut result = AlphaBetaResult {
            best_move: None,
            value: 0,
            depth: 0,
            pv: Vec::new(),
            nodes: 0,
            elapsed: Duration::ZERO,
        };
        for depth in 1..=limits.max_depth {
            // The first iteration always completes, so there is always a move to play.
            self.may_stop = depth > 1;
            let value = self.node(state, side, depth, -MATE - 1, MATE + 1, 0);
            if self.stopped {
                break;
            }
            result.value = value;
            result.depth = depth;
            result.pv.clear();
            result.pv.extend(self.pv[..self.pv_len[0]].iter().map_while(|m| *m));
            result.best_move = result.pv.first().copied();
            // A forced result within the horizon will not change with more depth.
            if value.abs() > MAX_EVAL && (MATE - value.abs()) as u32 <= depth {
                break;
            }
        }
        result.nodes = self.nodes;
        #[cfg(feature = "std")]
        {
            result.elapsed = started.elapsed();
        }
        Ok(result)
    }

    /// Counts a node and decides whether to stop.
    fn tick(&mut self) {
        self.nodes += 1;
        if !self.may_stop {
            return;
        }
        if self.nodes >= self.max_nodes {
            self.stopped = true;
        }
        #[cfg(feature = "std")]
        if self.nodes.is_multiple_of(1024)
            && let Some(deadline) = self.deadline
            && crate::clock::Instant::now() >= deadline
        {
            self.stopped = true;
        }
    }

    /// The value of a finished game for `side`, `ply` plies from the root.
    fn terminal(state: &G, side: PlayerId, ply: usize) -> i32 {
        let utility = state.outcome().and_then(|o| o.utility(side)).unwrap_or(0.0);
        if utility > 0.0 {
            MATE - ply as i32
        } else if utility < 0.0 {
            -(MATE - ply as i32)
        } else {
            0
        }
    }

    fn static_value(&self, state: &G, side: PlayerId) -> i32 {
        self.heuristic.evaluate(state, side).clamp(-MAX_EVAL, MAX_EVAL)
    }

    /// The value of `state` for `side`, searched `depth` plies deep, within the window `(alpha, beta)`.
    fn node(&mut self, state: &G, side: PlayerId, depth: u32, mut alpha: i32, beta: i32, ply: usize) -> i32 {
        self.pv_len[ply] = ply;
        let mover = match state.status() {
            Status::Over => {
                self.tick();
                return Self::terminal(state, side, ply);
            }
            Status::Chance => {
                self.tick();
                return self.static_value(state, side);
            }
            Status::ToMove(mover) => mover,
        };
        if mover != side {
            // Two seats, zero-sum: the other seat's value is the negation.
            return -self.node(state, mover, depth, -beta, -alpha, ply);
        }
        if depth == 0 || ply + 1 >= MAX_PLY {
            return self.quiescence(state, side, alpha, beta, ply, self.quiescence_depth);
        }
        self.tick();
        if self.stopped {
            return 0;
        }
        let key = state.zobrist();
        let mut table_move = None;
        if let Some(entry) = self.table.as_ref().and_then(|t| t.probe(key)) {
            table_move = entry.best_move;
            // Only an entry of exactly this depth cuts the search off: a deeper one (a transposition met nearer
            // the root) would give a different, deeper value, and the result would depend on the table. With
            // equality a search's value is a function of the position and the depth alone, table or not.
            if ply > 0 && u32::from(entry.depth) == depth {
                let value = from_table(entry.value, ply);
                let cut = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => value >= beta,
                    Bound::Upper => value <= alpha,
                };
                if cut {
                    return value;
                }
            }
        }
        self.fill_ordered(state, ply, table_move, false);
        let original_alpha = alpha;
        let mut best = -MATE - 1;
        let mut best_move = None;
        let count = self.ordered[ply].len();
        for i in 0..count {
            let mv = self.ordered[ply][i];
            let mut child = state.clone();
            child.play_unchecked(mv);
            let value = self.node(&child, side, depth - 1, alpha, beta, ply + 1);
            if self.stopped {
                return 0;
            }
            if value > best {
                best = value;
                best_move = Some(mv);
                if value > alpha {
                    alpha = value;
                    self.update_pv(ply, mv);
                }
            }
            if alpha >= beta {
                break;
            }
        }
        if best_move.is_none() {
            // No moves in a non-terminal state breaks the `Game` contract; value it statically.
            return self.static_value(state, side);
        }
        if let Some(table) = &mut self.table {
            let bound = if best >= beta {
                Bound::Lower
            } else if best > original_alpha {
                Bound::Exact
            } else {
                Bound::Upper
            };
            table.store(TableEntry {
                key,
                best_move: if bound == Bound::Upper { None } else { best_move },
                value: to_table(best, ply),
                depth: depth.min(u32::from(u8::MAX)) as u8,
                bound,
                generation: 0,
            });
        }
        best
    }

    /// Quiescence search: the static value, improved by noisy moves only, `qdepth` more plies at most.
    fn quiescence(
        &mut self,
        state: &G,
        side: PlayerId,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qdepth: u32,
    ) -> i32 {
        self.pv_len[ply] = ply;
        self.tick();
        let mover = match state.status() {
            Status::Over => return Self::terminal(state, side, ply),
            Status::Chance => return self.static_value(state, side),
            Status::ToMove(mover) => mover,
        };
        if mover != side {
            return -self.quiescence(state, mover, -beta, -alpha, ply, qdepth);
        }
        // Standing pat: the seat may decline every noisy move (an approximation where captures are
        // compulsory, as in draughts, which the caller's `is_noisy` can account for).
        let stand_pat = self.static_value(state, side);
        if qdepth == 0 || stand_pat >= beta || ply + 1 >= MAX_PLY || self.stopped {
            return stand_pat;
        }
        alpha = alpha.max(stand_pat);
        let mut best = stand_pat;
        self.fill_ordered(state, ply, None, true);
        let count = self.ordered[ply].len();
        for i in 0..count {
            let mv = self.ordered[ply][i];
            let mut child = state.clone();
            child.play_unchecked(mv);
            let value = self.quiescence(&child, side, alpha, beta, ply + 1, qdepth - 1);
            if self.stopped {
                return 0;
            }
            if value > best {
                best = value;
                if value > alpha {
                    alpha = value;
                    self.update_pv(ply, mv);
                }
            }
            if alpha >= beta {
                break;
            }
        }
        best
    }

    /// Fills `ordered[ply]` with the legal moves (only the noisy ones if `noisy_only`), ordered by the
    /// heuristic, the table move first.
    fn fill_ordered(&mut self, state: &G, ply: usize, table_move: Option<G::Move>, noisy_only: bool) {
        state.legal_moves_into(&mut self.lists[ply]);
        let ordered = &mut self.ordered[ply];
        ordered.clear();
        for &mv in self.lists[ply].iter() {
            if !noisy_only || self.heuristic.is_noisy(state, mv) {
                ordered.push(mv);
            }
        }
        self.heuristic.order(state, ordered);
        if let Some(tm) = table_move
            && let Some(pos) = ordered.iter().position(|&m| m == tm)
        {
            ordered[..=pos].rotate_right(1);
        }
    }

    /// `mv` then the child's principal variation becomes this ply's.
    fn update_pv(&mut self, ply: usize, mv: G::Move) {
        self.pv[ply * MAX_PLY + ply] = Some(mv);
        let child_len = if ply + 1 < MAX_PLY { self.pv_len[ply + 1] } else { ply + 1 };
        for i in ply + 1..child_len {
            self.pv[ply * MAX_PLY + i] = self.pv[(ply + 1) * MAX_PLY + i];
        }
        self.pv_len[ply] = child_len.max(ply + 1);
    }
}

/// Mate values are stored relative to the node, so that they stay right when the node is reached at another
/// ply.
fn to_table(value: i32, ply: usize) -> i32 {
    if value > MAX_EVAL {
        value + ply as i32
    } else if value < -MAX_EVAL {
        value - ply as i32
    } else {
        value
    }
}

fn from_table(value: i32, ply: usize) -> i32 {
    if value > MAX_EVAL {
        value - ply as i32
    } else if value < -MAX_EVAL {
        value + ply as i32
    } else {
        value
    }
}

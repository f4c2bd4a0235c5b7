//! Dense action indices for learning code: a move's index is its rank among the legal moves of the state,
//! sorted canonically, below a bound fixed by the rules and proven from the move generator's own bound.
//!
//! A whole play of up to four checker steps has far too many values to number once for all states (a
//! fixed table of every step sequence would have tens of millions of entries), while the legal plays of one
//! state are few. So the index depends on the state, as for a draughts capture path: the policy head has
//! [`num_actions`](abstract_game::ActionIndex::num_actions) outputs, masked to the legal ones.

use alloc::vec::Vec;

use abstract_game::{ActionIndex, Game};

use crate::match_play::Match;
use crate::movegen::MAX_PLAYS;
use crate::mv::{Move, MoveKind};
use crate::position::Position;
use crate::rules::Rules;

/// The most distinct plays of one non-double pair in any position: a play is a set of two steps
/// `{(x, high), (y, low)}` with `x` and `y` among at most 16 places (15 checkers' points and the bar), or,
/// when no two-step play exists, one step from one of 16 places: at most 16 x 16.
pub const MAX_NON_DOUBLE_PLAYS: usize = 256;

/// The action space of the classic presets: at most [`MAX_PLAYS`] plays of the rolled dice (or a pass
/// alone); the other decisions have fewer moves (21 rolls at a chance node, `double`/`roll`, `take`/`drop`).
pub const CLASSIC_ACTIONS: usize = MAX_PLAYS;

/// The action space of the no-dice presets: `double`, then the plays of every allowed pair (15 non-double
/// pairs of at most [`MAX_NON_DOUBLE_PLAYS`] plays, 6 doubles of at most [`MAX_PLAYS`]), or a pass alone:
/// `1 + 15 * 256 + 6 * 5220 = 35,161`.
pub const NODICE_ACTIONS: usize = 1 + 15 * MAX_NON_DOUBLE_PLAYS + 6 * MAX_PLAYS;

impl Rules {
    /// The number of action indices of a state under these rules ([`ActionIndex::num_actions`]):
    /// [`CLASSIC_ACTIONS`] with dice, [`NODICE_ACTIONS`] with chosen numbers.
    pub const fn num_actions(self) -> usize {
        if self.is_classic() { CLASSIC_ACTIONS } else { NODICE_ACTIONS }
    }
}

/// The canonical order of the moves of one state: by kind (play, pass, double, take, drop, roll, rolled),
/// then the pair (in [`Dice::ALL`](crate::Dice::ALL) order), then the steps in playing order, each by its
/// starting point and number.
fn canonical_key(mv: Move) -> u64 {
    let kind = match mv.kind() {
        MoveKind::Play => 0u64,
        MoveKind::Pass => 1,
        MoveKind::Double => 2,
        MoveKind::Take => 3,
        MoveKind::Drop => 4,
        MoveKind::Roll => 5,
        MoveKind::Rolled => 6,
    };
    let pair = mv.dice().map_or(0, |d| d.index() as u64 + 1);
    let mut steps = 0u64;
    for i in 0..4 {
        // Five bits of point (the bar is 25) and three of number per step; a missing step sorts first.
        let byte = mv.step(i).map_or(0, |s| u64::from(s.from) << 3 | u64::from(s.die));
        steps = steps << 8 | byte;
    }
    kind << 48 | pair << 40 | steps
}

/// The canonical keys of the legal moves of `game`, sorted.
fn sorted_keys<G: Game<Move = Move>>(game: &G) -> Vec<u64> {
    let mut keys: Vec<u64> = game.legal_moves().iter().map(|&mv| canonical_key(mv)).collect();
    keys.sort_unstable();
    keys
}

/// The rank of `mv` among the legal moves, or `bound` (no legal move's index) when it is not legal: the
/// number of legal moves before it in the canonical order, counted in one pass without sorting.
fn rank<G: Game<Move = Move>>(game: &G, mv: Move, bound: usize) -> usize {
    let key = canonical_key(mv);
    let (mut before, mut found) = (0, false);
    for &other in game.legal_moves().iter() {
        found |= other == mv;
        before += usize::from(canonical_key(other) < key);
    }
    if found { before } else { bound }
}

/// The ranks of `moves` (legal moves of `game`) into `out`: the legal moves are generated and sorted once
/// for all of them, where [`rank`] generates them once per move.
fn ranks<G: Game<Move = Move>>(game: &G, moves: &[Move], out: &mut [usize], bound: usize) {
    let keys = sorted_keys(game);
    for (index, &mv) in out.iter_mut().zip(moves) {
        *index = keys.binary_search(&canonical_key(mv)).unwrap_or(bound);
    }
}

/// The legal move of rank `index`.
fn unrank<G: Game<Move = Move>>(game: &G, index: usize) -> Option<Move> {
    let key = *sorted_keys(game).get(index)?;
    game.legal_moves().iter().copied().find(|&mv| canonical_key(mv) == key)
}

/// The index of a legal move is its rank among this state's legal moves sorted canonically (by kind, then
/// pair, then steps); [`num_actions`](ActionIndex::num_actions) is the rules' bound ([`Rules::num_actions`]),
/// the same in every state. A move that is not legal here gets `num_actions()`, which no legal move has.
/// Each call of `action_index` generates the legal moves (and decoding sorts them); `action_indices`
/// generates and sorts them once for a whole list of moves, which is what masks and policy heads need.
impl ActionIndex for Position {
    fn num_actions(&self) -> usize {
        self.rules().num_actions()
    }

    fn action_index(&self, mv: Move) -> usize {
        rank(self, mv, self.num_actions())
    }

    fn action_indices(&self, moves: &[Move], out: &mut [usize]) {
        ranks(self, moves, out, self.num_actions());
    }

    fn action_from_index(&self, index: usize) -> Option<Move> {
        unrank(self, index)
    }
}

/// The current game's indices ([`Position`'s](Position#impl-ActionIndex-for-Position)); none once the match
/// is over.
impl ActionIndex for Match {
    fn num_actions(&self) -> usize {
        self.rules().num_actions()
    }

    fn action_index(&self, mv: Move) -> usize {
        rank(self, mv, self.num_actions())
    }

    fn action_indices(&self, moves: &[Move], out: &mut [usize]) {
        ranks(self, moves, out, self.num_actions());
    }

    fn action_from_index(&self, index: usize) -> Option<Move> {
        unrank(self, index)
    }
}

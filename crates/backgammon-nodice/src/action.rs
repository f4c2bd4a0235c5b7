//! Dense action indices for learning code: a move's index is its rank among the legal moves of the state,
//! sorted canonically, below a bound fixed by the rules and proven from the move generator's own bound.
//!
//! A whole play of up to four checker steps has far too many values to number once for all states (a
//! fixed table of every step sequence would have tens of millions of entries), while the legal plays of one
//! state are few. So the index depends on the state, as for a draughts capture path: the policy head has
//! [`num_actions`](abstract_game::ActionIndex::num_actions) outputs, masked to the legal ones.

use alloc::vec::Vec;

use abstract_game::{ActionIndex, Game};
use arrayvec::ArrayVec;

use crate::match_play::Match;
use crate::movegen::MAX_PLAYS;
use crate::mv::{Move, MoveKind};
use crate::position::{Phase, Position};
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
#[inline]
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
    // Five bits of point (the bar is 25) and three of number per step; a missing step sorts first.
    kind << 48 | pair << 40 | u64::from(mv.step_order_key())
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
/// for all of them, where [`rank`] generates them once per move. `pos` is the position whose legal moves
/// are `game`'s, if any: when `moves` is its whole legal list, as it is for a mask, the ranks come from the
/// generator's order without sorting ([`whole_list_ranks`]).
fn ranks<G: Game<Move = Move>>(
    game: &G,
    pos: Option<&Position>,
    moves: &[Move],
    out: &mut [usize],
    bound: usize,
) {
    if let Some(pos) = pos
        && whole_list_ranks(pos, moves, out)
    {
        return;
    }
    let keys = sorted_keys(game);
    for (index, &mv) in out.iter_mut().zip(moves) {
        *index = keys.binary_search(&canonical_key(mv)).unwrap_or(bound);
    }
}

/// When `moves` is exactly the legal list of `pos` (every move, in the generator's order) and that list is
/// one of a single pair's plays or a short list (the classic presets' every state), writes the ranks into
/// `out` and returns `true`; otherwise returns `false` and leaves the work to the sorting path.
///
/// A part of the list ranks against the whole list, so `moves` must be proven whole first: for the plays
/// of rolled dice (the long lists) by counting the legal plays without building them (`moves` are legal
/// moves, as the trait requires, and the merge refuses a repeated one); the short lists are generated again
/// and compared. The ranks need no sorting: the generator lists a double's plays in
/// decreasing canonical order, a non-double's in at most two decreasing runs (high number first, then low
/// number first), the rolls and cube actions in increasing order; so the ranks are a merge of at most two
/// runs, linear in the list, where sorting was `n log n` comparisons of keys. Any other shape (the no-dice
/// union of several pairs' plays) returns `false`.
fn whole_list_ranks(pos: &Position, moves: &[Move], out: &mut [usize]) -> bool {
    // The no-dice union of several pairs' plays may exceed one pair's bound; it takes the sorting path.
    if matches!(pos.phase(), Phase::TurnStart | Phase::Choose) && !pos.rules().is_classic() {
        return false;
    }
    if out.len() < moves.len() {
        return false;
    }
    let out = &mut out[..moves.len()];
    if let Phase::Playing(dice) = pos.phase() {
        // The plays of the rolled dice, or a pass alone. `moves` are legal (the trait's contract), so they
        // are the whole list when there are as many of them as legal plays and none is repeated: the
        // generator counts its plays without building them (generating them again to compare was half the
        // cost of a batch step's ranking), and the merge refuses a repeated key. Plays of these dice that
        // all have as many steps (the play length): the steps alone order them.
        let count = pos.play_count(dice);
        let whole = match moves.first() {
            None => false,
            Some(_) if count == 0 => moves == [Move::PASS],
            Some(first) => {
                let head = first.kind_pair_len();
                moves.len() == count
                    && first.kind() == MoveKind::Play
                    && first.dice() == Some(dice)
                    && moves.iter().all(|mv| mv.kind_pair_len() == head)
            }
        };
        return whole && ranks_of_play_runs(moves, out);
    }
    // The other lists are short (at most the 21 rolls; `double` and `roll`; `take` and `drop`): compared
    // with the list generated again, into a small list (a `PlayList` here made every call probe a 41 KB
    // stack frame).
    let mut legal: ArrayVec<Move, 32> = ArrayVec::new();
    pos.legal_moves_into(&mut legal);
    legal.as_slice() == moves && ranks_of_runs(&legal, out, canonical_key)
}

/// The ranks of `moves` by `key` (`out[i]`: how many keys are below `moves[i]`'s) when their keys are
/// distinct and increasing, or at most two decreasing runs; `false` (with `out` partly written) for any
/// other shape or a repeated key. Keys are computed on the fly: cheaper than storing them.
fn ranks_of_runs(moves: &[Move], out: &mut [usize], key: impl Fn(Move) -> u64) -> bool {
    let n = moves.len();
    if n == 0 {
        return true;
    }
    // The length of the first strictly decreasing run, then whether the rest is one too; each key once.
    let mut previous = key(moves[0]);
    let mut split = n;
    let (mut increasing, mut second_decreasing) = (true, true);
    for (i, &mv) in moves.iter().enumerate().skip(1) {
        let k = key(mv);
        if k >= previous {
            if split == n {
                split = i;
            } else {
                // A third run, unless the whole list increases.
                second_decreasing = false;
            }
        }
        increasing &= k > previous;
        previous = k;
    }
    if increasing {
        for (i, rank) in out.iter_mut().enumerate() {
            *rank = i;
        }
        return true;
    }
    if !second_decreasing {
        return false;
    }
    // Two decreasing runs, `moves[..split]` and `moves[split..]` (the second possibly empty): merged from
    // their ends, the smallest keys first.
    let (mut a, mut b, mut rank) = (split, n, 0);
    let (mut ka, mut kb) = (key(moves[a - 1]), if b > split { key(moves[b - 1]) } else { 0 });
    while a > 0 && b > split {
        if ka == kb {
            return false;
        }
        if ka < kb {
            a -= 1;
            out[a] = rank;
            if a > 0 {
                ka = key(moves[a - 1]);
            }
        } else {
            b -= 1;
            out[b] = rank;
            if b > split {
                kb = key(moves[b - 1]);
            }
        }
        rank += 1;
    }
    finish_merge(out, a, split, b, rank);
    true
}

/// The end of a merge of two decreasing runs from their ends, once one of them is used up: ranks from `rank`
/// on the rest of the first run (`..a`) and of the second (`split..b`), from their ends.
#[inline]
fn finish_merge(out: &mut [usize], mut a: usize, split: usize, mut b: usize, mut rank: usize) {
    while a > 0 {
        a -= 1;
        out[a] = rank;
        rank += 1;
    }
    while b > split {
        b -= 1;
        out[b] = rank;
        rank += 1;
    }
}

/// [`ranks_of_runs`] for the plays of one pair as the generator lists them (`moves` not empty): one strictly
/// decreasing run of step keys (a double), or two (a non-double: high number first, then low number first).
/// `false` for any other shape (the sorting path ranks it) or a repeated key. The first run is found
/// without the bookkeeping of the general shape, and a double's ranks are then its positions reversed;
/// the keys leave out the masking of missing steps, whose bytes are clear in every play the crate builds
/// (and so in every legal move).
// An `if` chain: callgrind counts 2 M fewer instructions in 30 batch steps than a `match` on `cmp`, whose
// three-way result the compiler materialises before branching.
#[allow(clippy::comparison_chain)]
fn ranks_of_play_runs(moves: &[Move], out: &mut [usize]) -> bool {
    let key = |mv: Move| mv.step_order_key_unmasked();
    let n = moves.len();
    let mut previous = key(moves[0]);
    let mut split = 1;
    while split < n {
        let k = key(moves[split]);
        if k >= previous {
            break;
        }
        previous = k;
        split += 1;
    }
    if split == n {
        for (i, rank) in out.iter_mut().enumerate() {
            *rank = n - 1 - i;
        }
        return true;
    }
    let mut previous = key(moves[split]);
    for &mv in &moves[split + 1..] {
        let k = key(mv);
        if k >= previous {
            return false;
        }
        previous = k;
    }
    // Two decreasing runs, `moves[..split]` and `moves[split..]`: merged from their ends, the smallest
    // keys first.
    let (mut a, mut b, mut rank) = (split, n, 0);
    let (mut ka, mut kb) = (key(moves[a - 1]), key(moves[b - 1]));
    loop {
        if ka < kb {
            a -= 1;
            out[a] = rank;
            rank += 1;
            if a == 0 {
                break;
            }
            ka = key(moves[a - 1]);
        } else if ka > kb {
            b -= 1;
            out[b] = rank;
            rank += 1;
            if b == split {
                break;
            }
            kb = key(moves[b - 1]);
        } else {
            return false;
        }
    }
    finish_merge(out, a, split, b, rank);
    true
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
/// generates and sorts them once for a whole list of moves, which is what masks and policy heads need. As
/// the trait says, `action_indices` takes legal moves: handed the whole list of the plays of rolled dice it
/// counts the legal plays instead of comparing the list, so a list of illegal plays of that length and shape
/// may get ranks where `action_index` gives `num_actions()`.
impl ActionIndex for Position {
    fn num_actions(&self) -> usize {
        self.rules().num_actions()
    }

    fn action_index(&self, mv: Move) -> usize {
        rank(self, mv, self.num_actions())
    }

    fn action_indices(&self, moves: &[Move], out: &mut [usize]) {
        ranks(self, Some(self), moves, out, self.num_actions());
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
        // Once the match is over it has no legal move, whatever its last game's position lists.
        let pos = self.winner().is_none().then(|| self.game());
        ranks(self, pos, moves, out, self.num_actions());
    }

    fn action_from_index(&self, index: usize) -> Option<Move> {
        unrank(self, index)
    }
}

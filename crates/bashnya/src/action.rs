//! Dense action indices for learning code ([`abstract_game::ActionIndex`]).
//!
//! # The encoding
//!
//! Every preset has [`NUM_ACTIONS`] = 320 actions (the move list's capacity, [`MAX_MOVES`], so that every
//! legal move always finds a slot).
//!
//! - **Home slot.** A move's home is the pair (start square, first landing square): for a quiet move its
//!   end, for a capture the square after its first jump. The pairs of dark squares on one diagonal are
//!   numbered densely, start square first, in the *mover's* frame: when Black is to move the board is turned
//!   round (`a1` <-> `h8`), as in the observation tensor, so that an index means the same move shape for
//!   both sides. 8x8 has 280 such pairs (slots 0-279), the Lasca board 188 (slots 0-187).
//! - **Shared homes.** Captures with the same start and first landing but a different continuation (or
//!   different pieces taken) share a home. The legal moves are taken in a canonical order (home, then the
//!   landing squares, then the captured squares); the first one at a home gets it, each further one gets
//!   the lowest free slot from the first slot past the pairs upward (280..320 on 8x8), then, should those run
//!   out, the lowest free slot from 0. Quiet moves and captures never share a list (capture is compulsory),
//!   and two quiet moves never share a home.
//!
//! So the index is state-dependent only for the rare shared homes (never seen outside king captures in
//! random games), and decoding needs the state, as [`ActionIndex`] allows.
//!
//! # Cost
//!
//! A quiet move's index is its home: a table look-up, no move generation (quiet moves never share a home).
//! A capture's index needs the other legal captures, so `action_index` generates and ranks them; the bulk
//! [`ActionIndex::action_indices`] does that once per call for all the captures it is given, not once per
//! move, and not at all when every capture is of one jump (a legal one-jump capture never shares its home)
//! or a man's capture with one way on at every landing (checked along its path).
//! Ranking sorts only when two captures do share a home.

use abstract_game::ActionIndex;

use crate::movegen::{self, MAX_MOVES, MoveList};
use crate::mv::Move;
use crate::position::Position;
use crate::rules::Board;

/// The number of actions of every preset: the move list's capacity.
pub const NUM_ACTIONS: usize = MAX_MOVES;

const NO_PAIR: u16 = u16::MAX;

/// The slots of the legal moves, in the list's order (a stack list: nothing to initialise beyond its
/// length, unlike a 320-entry array).
type Slots = arrayvec::ArrayVec<u16, MAX_MOVES>;

/// `pairs[from][to]` (dense square indices `0..32`): the pair's number, or [`NO_PAIR`]; and how many.
const fn pair_table(size: u8) -> ([[u16; 32]; 32], u16) {
    let mut table = [[NO_PAIR; 32]; 32];
    let mut next = 0u16;
    let mut from = 0;
    while from < 32 {
        let (fr, ff) = (from / 4, (from % 4) * 2 + (from / 4) % 2);
        if fr < size as usize && ff < size as usize {
            let mut to = 0;
            while to < 32 {
                let (tr, tf) = (to / 4, (to % 4) * 2 + (to / 4) % 2);
                let (dr, df) = (tr as i32 - fr as i32, tf as i32 - ff as i32);
                if to != from && tr < size as usize && tf < size as usize && (dr == df || dr == -df) {
                    table[from][to] = next;
                    next += 1;
                }
                to += 1;
            }
        }
        from += 1;
    }
    (table, next)
}

static PAIRS_EIGHT: ([[u16; 32]; 32], u16) = pair_table(8);
static PAIRS_SEVEN: ([[u16; 32]; 32], u16) = pair_table(7);

/// The dense index of the square `i` turned round (`a1` <-> `h8`) on a board of `size`, the mover's frame
/// when Black is to move; `i` itself for a square off that board (never a move's square).
const fn turned(i: usize, size: u8) -> usize {
    let (rank, file) = (i / 4, (i % 4) * 2 + (i / 4) % 2);
    let last = size as usize - 1;
    if rank > last || file > last {
        return i;
    }
    // A dark square turned round is dark again, so its file is even exactly when its rank is.
    (last - rank) * 4 + (last - file) / 2
}

/// `HOMES[board][mover][from][to]` (board 0 is 8x8, 1 the Lasca board; mover 0 White, 1 Black; dense square
/// indices as the board shows them): the pair number of (from, to) in the mover's frame, or [`NUM_ACTIONS`]
/// (out of range, as an index) for squares on no common diagonal.
///
/// The pair table with the turning round folded in, so a home is one look-up: every step asks for the home
/// of every legal move.
static HOMES: [[[[u16; 32]; 32]; 2]; 2] = [home_table(8), home_table(7)];

const fn home_table(size: u8) -> [[[u16; 32]; 32]; 2] {
    let (pairs, _) = pair_table(size);
    let mut table = [[[0; 32]; 32]; 2];
    let mut from = 0;
    while from < 32 {
        let mut to = 0;
        while to < 32 {
            table[0][from][to] = in_range(pairs[from][to]);
            table[1][from][to] = in_range(pairs[turned(from, size)][turned(to, size)]);
            to += 1;
        }
        from += 1;
    }
    table
}

/// A pair number as [`HOMES`] holds it: [`NO_PAIR`] becomes [`NUM_ACTIONS`], so that a home is already the
/// index of a move that keeps it.
const fn in_range(pair: u16) -> u16 {
    if pair == NO_PAIR { NUM_ACTIONS as u16 } else { pair }
}

/// The number of home slots (diagonal pairs) of `board`: 280 on 8x8, 188 on 7x7.
pub fn home_slots(board: Board) -> usize {
    usize::from(pairs(board).1)
}

fn pairs(board: Board) -> &'static ([[u16; 32]; 32], u16) {
    match board {
        Board::Eight => &PAIRS_EIGHT,
        Board::Seven => &PAIRS_SEVEN,
    }
}

impl Position {
    /// The home slot of a move of this position (see the module docs); [`NUM_ACTIONS`] for a move on no
    /// diagonal. It is the index of every move that keeps its home: a quiet move (no other move of a quiet
    /// list shares it: two quiet moves never have the same start and end), a legal capture of one jump, or a
    /// longer one that [`movegen::sole_capture_at_first_landing`] vouches for (see
    /// [`ActionIndex::action_indices`]).
    #[inline]
    fn home(&self, mv: Move) -> usize {
        let board = usize::from(self.rules().board() == Board::Seven);
        let (from, first) = mv.home_squares();
        usize::from(HOMES[board][self.side_to_move().index()][from & 31][first & 31])
    }

    /// Fills `moves` with the legal moves and `slots[..moves.len()]` with their slots, in the same order.
    ///
    /// Both are the caller's: returning them would copy the whole move list (7.7 KB) and the slot array
    /// each time, which once cost more than generating the moves.
    fn slots_into(&self, moves: &mut MoveList, slots: &mut Slots) {
        self.legal_moves_into(moves);
        self.slots_of(moves, slots);
    }

    /// Fills `slots[..moves.len()]` with the slots of `moves`, the whole legal list in any order (the slots
    /// depend on the set of legal moves only: shared homes are settled in canonical order).
    fn slots_of(&self, moves: &[Move], slots: &mut Slots) {
        slots.clear();
        // The common case first: every home free (every quiet list, and captures unless two share a start
        // and first landing), so each move keeps its home and nothing needs sorting.
        let mut used = [0u64; NUM_ACTIONS.div_ceil(64)];
        let mut contested = false;
        for &mv in moves {
            let home = self.home(mv);
            if home < NUM_ACTIONS && used[home / 64] >> (home % 64) & 1 == 0 {
                used[home / 64] |= 1 << (home % 64);
                slots.push(home as u16);
            } else {
                slots.push(NO_PAIR);
                contested = true;
            }
        }
        if contested {
            self.share_slots(moves, slots);
        }
    }

    /// The slots when some homes are shared: the moves in canonical order, the first at a home keeps it,
    /// the others take free slots (see the module docs).
    fn share_slots(&self, moves: &[Move], slots: &mut Slots) {
        let homes: arrayvec::ArrayVec<usize, MAX_MOVES> = moves.iter().map(|&mv| self.home(mv)).collect();
        let mut order: arrayvec::ArrayVec<usize, MAX_MOVES> = (0..moves.len()).collect();
        order.sort_unstable_by_key(|&i| (homes[i], moves[i].canonical_key()));
        let mut used = [0u64; NUM_ACTIONS.div_ceil(64)];
        let mut spill: arrayvec::ArrayVec<usize, MAX_MOVES> = arrayvec::ArrayVec::new();
        for &i in &order {
            let home = homes[i];
            if home < NUM_ACTIONS && used[home / 64] >> (home % 64) & 1 == 0 {
                used[home / 64] |= 1 << (home % 64);
                slots[i] = home as u16;
            } else {
                spill.push(i);
            }
        }
        let first_spare = home_slots(self.rules().board());
        let mut free = (first_spare..NUM_ACTIONS).chain(0..first_spare);
        for i in spill {
            // At most MAX_MOVES = NUM_ACTIONS moves, so a free slot is always left.
            if let Some(slot) = free.find(|&s| used[s / 64] >> (s % 64) & 1 == 0) {
                used[slot / 64] |= 1 << (slot % 64);
                slots[i] = slot as u16;
            }
        }
    }
}

/// The slot of `mv` among the legal moves and their slots; `hint` is where to look first (one past the
/// last move found: callers usually ask in the generator's order) and is moved past the move found.
fn find_slot(moves: &[Move], slots: &[u16], mv: Move, hint: &mut usize) -> usize {
    let found = match moves.get(*hint) {
        Some(&m) if m == mv => Some(*hint),
        _ => moves.iter().position(|&m| m == mv),
    };
    match found {
        Some(i) => {
            *hint = i + 1;
            usize::from(slots[i])
        }
        None => NUM_ACTIONS,
    }
}

/// 320 actions for every preset: (start, first landing) in the mover's frame, shared homes spilling into
/// free slots (see the [`action`](crate::action) module).
impl ActionIndex for Position {
    fn num_actions(&self) -> usize {
        NUM_ACTIONS
    }

    /// The move's slot. A quiet move's slot is its home, found without generating the legal moves (so a
    /// quiet move that is not legal here gets its home too); a capture's needs the other legal captures,
    /// and one that is not legal here gets [`NUM_ACTIONS`] (out of range).
    fn action_index(&self, mv: Move) -> usize {
        if !mv.is_capture() {
            return self.home(mv);
        }
        let mut moves = MoveList::new();
        let mut slots = Slots::new();
        self.slots_into(&mut moves, &mut slots);
        find_slot(&moves, &slots, mv, &mut 0)
    }

    /// Quiet moves, captures of one jump, and longer captures of a man that no other move can share a home
    /// with, by their homes; otherwise the legal moves generated and ranked once for all the captures.
    ///
    /// A legal capture of one jump is the only legal move with its home, so it keeps its home without any
    /// move being generated (four in five capture lists of random Russian play have only those). Why: every
    /// move starting with the jump from `from` over the first victim comes from one step of the capture
    /// search, which lists the one-jump moves only when the capture can go on from none of that jump's
    /// landing squares; so if the one-jump move to `l` is legal, no longer move lands on `l` first. A longer
    /// capture of a man keeps its home when it had a single way on at every landing (checked by following
    /// its path only). Any other list is generated and ranked as [`ActionIndex::action_index`] does.
    ///
    /// The moves must be legal, as the trait asks: a move that is not legal here may get a home this way,
    /// where [`ActionIndex::action_index`] gives [`NUM_ACTIONS`].
    fn action_indices(&self, moves: &[Move], out: &mut [usize]) {
        self.indices_of(moves, out, false);
    }

    /// As [`ActionIndex::action_indices`], but a list that needs ranking is ranked as given (it is the
    /// whole legal list), not generated again: 7 % of a batched Stavropol step's instructions, 4 % of Bashni's.
    fn legal_action_indices(&self, legal: &[Move], out: &mut [usize]) {
        self.indices_of(legal, out, true);
    }

    fn action_from_index(&self, index: usize) -> Option<Move> {
        let mut moves = MoveList::new();
        let mut slots = Slots::new();
        self.slots_into(&mut moves, &mut slots);
        slots.iter().position(|&s| usize::from(s) == index).map(|i| moves[i])
    }
}

impl Position {
    /// The bulk indices of `moves` (see [`ActionIndex::action_indices`]); `whole`: `moves` is the whole legal
    /// list, which may then be ranked as it is.
    #[inline]
    fn indices_of(&self, moves: &[Move], out: &mut [usize], whole: bool) {
        // The table of this board and mover, looked up once for the list.
        let homes = &HOMES[usize::from(self.rules().board() == Board::Seven)][self.side_to_move().index()];
        // A list is all quiet moves or all captures (capture is compulsory): a quiet list, most lists of
        // random play, is one look-up per move with no capture test.
        if moves.first().is_some_and(|mv| !mv.is_capture()) {
            for (index, &mv) in out.iter_mut().zip(moves) {
                let (from, to) = mv.quiet_home_squares();
                *index = usize::from(homes[from & 31][to & 31]);
            }
            return;
        }
        for (index, &mv) in out.iter_mut().zip(moves) {
            if mv.captures() > 1 && !movegen::sole_capture_at_first_landing(self, mv) {
                return if whole { self.ranked_whole(moves, out) } else { self.ranked_indices(moves, out) };
            }
            let (from, first) = mv.home_squares();
            *index = usize::from(homes[from & 31][first & 31]);
        }
    }

    /// [`ActionIndex::legal_action_indices`] when some longer capture may share its home: the slots of the
    /// given list, which is the whole legal list. Out of line, as [`Position::ranked_indices`] is.
    #[inline(never)]
    fn ranked_whole(&self, legal: &[Move], out: &mut [usize]) {
        let mut slots = Slots::new();
        self.slots_of(legal, &mut slots);
        for (index, &slot) in out.iter_mut().zip(&slots) {
            *index = usize::from(slot);
        }
    }

    /// [`ActionIndex::action_indices`] when some longer capture may share its home: the legal moves and
    /// their slots, once for the whole call. Out of line, so that the common path does not set up the stack frame
    /// of the 7.7 KB move list.
    #[inline(never)]
    fn ranked_indices(&self, moves: &[Move], out: &mut [usize]) {
        let mut legal = MoveList::new();
        let mut slots = Slots::new();
        self.slots_into(&mut legal, &mut slots);
        let mut hint = 0;
        for (index, &mv) in out.iter_mut().zip(moves) {
            *index = if mv.is_capture() { find_slot(&legal, &slots, mv, &mut hint) } else { self.home(mv) };
        }
    }
}

#[cfg(test)]
mod tests {
    use alloc::vec;
    use alloc::vec::Vec;

    use abstract_game::{Game, Xoshiro256, random_index};

    use super::*;
    use crate::rules::Rules;
    use crate::square::{Colour, Square};

    /// The home as it was first written: each square turned round through its file and rank, then the pair
    /// table (the reference for the folded [`HOMES`] table).
    fn reference_home(pos: &Position, mv: Move) -> usize {
        let board = pos.rules().board();
        let oriented = |sq: Square| {
            if pos.side_to_move() == Colour::White {
                return sq.index();
            }
            let last = board.size() - 1;
            Square::new(last - sq.file(), last - sq.rank()).map_or(sq.index(), Square::index)
        };
        let first = mv.landing(0).unwrap_or(mv.to());
        usize::from(pairs(board).0[oriented(mv.from())][oriented(first)])
    }

    /// The indices by the full ranking of every legal move, for any list of legal moves: what
    /// `action_indices` computed for every capture list before one-jump captures kept their homes unranked.
    fn reference_indices(pos: &Position, moves: &[Move]) -> Vec<usize> {
        let mut legal = MoveList::new();
        let mut slots = Slots::new();
        pos.slots_into(&mut legal, &mut slots);
        moves
            .iter()
            .map(|&mv| {
                if mv.is_capture() {
                    find_slot(&legal, &slots, mv, &mut 0)
                } else {
                    reference_home(pos, mv).min(NUM_ACTIONS)
                }
            })
            .collect()
    }

    /// Random games of every preset, with the draw rules off so that games run long into king endings:
    /// the bulk indices of the whole legal list, of every other move and of the list backwards are the
    /// reference's, and every legal move's home is the reference's.
    #[test]
    fn bulk_indices_match_the_full_ranking_on_random_games() {
        let mut rng = Xoshiro256::seed_from_u64(29);
        let (mut one_jump_lists, mut longer_lists, mut sole_long_captures) = (0, 0, 0);
        for preset in Rules::PRESETS {
            let rules = Rules::from_preset(preset.name)
                .unwrap()
                .with_repetition_draw(false)
                .with_quiet_limit(None)
                .with_ply_limit(None);
            for _ in 0..40 {
                let mut pos = Position::start(rules);
                for _ in 0..300 {
                    let moves = Game::legal_moves(&pos);
                    if moves.is_empty() {
                        break;
                    }
                    if moves[0].is_capture() {
                        if moves.iter().all(|mv| mv.captures() == 1) {
                            one_jump_lists += 1;
                        } else {
                            longer_lists += 1;
                        }
                    }
                    let every_other: Vec<Move> = moves.iter().copied().step_by(2).collect();
                    let backwards: Vec<Move> = moves.iter().rev().copied().collect();
                    for list in [&moves[..], &every_other, &backwards] {
                        let mut bulk = vec![usize::MAX; list.len()];
                        pos.action_indices(list, &mut bulk);
                        assert_eq!(bulk, reference_indices(&pos, list), "{pos}: {list:?}");
                    }
                    // The whole list (in the generator's order, and backwards), ranked as given.
                    for list in [&moves[..], &backwards] {
                        let mut whole = vec![usize::MAX; list.len()];
                        pos.legal_action_indices(list, &mut whole);
                        assert_eq!(whole, reference_indices(&pos, list), "{pos}: {list:?}");
                    }
                    for &mv in &moves {
                        assert_eq!(pos.home(mv), reference_home(&pos, mv).min(NUM_ACTIONS), "{pos}: {mv:?}");
                        if movegen::sole_capture_at_first_landing(&pos, mv) {
                            sole_long_captures += 1;
                            let same_start =
                                |m: &&Move| m.from() == mv.from() && m.landing(0) == mv.landing(0);
                            assert_eq!(moves.iter().filter(same_start).count(), 1, "{pos}: {mv:?}");
                        }
                    }
                    pos.play_unchecked(moves[random_index(&mut rng, moves.len())]);
                }
            }
        }
        // Every path of `action_indices` was taken, often: one-jump lists, longer captures known to keep
        // their homes without ranking, and lists ranked in full.
        assert!(
            one_jump_lists > 1000 && longer_lists > 300 && sole_long_captures > 300,
            "{one_jump_lists} {longer_lists} {sole_long_captures}"
        );
    }

    /// The folded table against the reference for every pair of squares on each board, for both movers.
    #[test]
    fn home_table_turns_the_board_round_for_black() {
        for rules in [Rules::bashni(), Rules::lasca()] {
            for side in [Colour::White, Colour::Black] {
                let mut pos = Position::empty(rules);
                pos.side = side;
                let size = rules.board().size();
                let on_board = |i: u8| Square::from_index(i).filter(|sq| sq.is_on(rules.board()));
                for from in (0..32).filter_map(on_board) {
                    for to in (0..32).filter_map(on_board).filter(|&to| to != from) {
                        let mv = Move::quiet(from, to);
                        let reference = reference_home(&pos, mv).min(NUM_ACTIONS);
                        assert_eq!(pos.home(mv), reference, "{side:?} {from}-{to} on {size}");
                    }
                }
            }
        }
    }
}

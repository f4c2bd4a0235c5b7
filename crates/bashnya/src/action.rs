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
//! move. Ranking sorts only when two captures do share a home.

use abstract_game::ActionIndex;

use crate::movegen::{MAX_MOVES, MoveList};
use crate::mv::Move;
use crate::position::Position;
use crate::rules::Board;
use crate::square::{Colour, Square};

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

/// The square in the mover's frame: turned round for Black.
fn oriented(sq: Square, board: Board, mover: Colour) -> usize {
    if mover == Colour::White {
        return sq.index();
    }
    let last = board.size() - 1;
    Square::new(last - sq.file(), last - sq.rank()).map_or(sq.index(), Square::index)
}

impl Position {
    /// The home slot of a move of this position (see the module docs).
    fn home(&self, mv: Move) -> usize {
        let board = self.rules().board();
        let side = self.side_to_move();
        let first = mv.landing(0).unwrap_or(mv.to());
        let slot = pairs(board).0[oriented(mv.from(), board, side)][oriented(first, board, side)];
        usize::from(slot)
    }

    /// The index of a quiet move: its home, which no other move of a quiet list shares (two quiet moves
    /// never have the same start and end); [`NUM_ACTIONS`] for a move on no diagonal.
    fn quiet_index(&self, mv: Move) -> usize {
        self.home(mv).min(NUM_ACTIONS)
    }

    /// Fills `moves` with the legal moves and `slots[..moves.len()]` with their slots, in the same order.
    ///
    /// Both are the caller's: returning them would copy the whole move list (7.7 KB) and the slot array
    /// each time, which once cost more than generating the moves.
    fn slots_into(&self, moves: &mut MoveList, slots: &mut Slots) {
        self.legal_moves_into(moves);
        slots.clear();
        // The common case first: every home free (every quiet list, and captures unless two share a start
        // and first landing), so each move keeps its home and nothing needs sorting.
        let mut used = [0u64; NUM_ACTIONS.div_ceil(64)];
        let mut contested = false;
        for &mv in moves.iter() {
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
    fn share_slots(&self, moves: &MoveList, slots: &mut Slots) {
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
            return self.quiet_index(mv);
        }
        let mut moves = MoveList::new();
        let mut slots = Slots::new();
        self.slots_into(&mut moves, &mut slots);
        find_slot(&moves, &slots, mv, &mut 0)
    }

    /// Quiet moves by their homes; the legal moves generated and ranked once for all the captures.
    fn action_indices(&self, moves: &[Move], out: &mut [usize]) {
        if moves.iter().all(|mv| !mv.is_capture()) {
            for (index, &mv) in out.iter_mut().zip(moves) {
                *index = self.quiet_index(mv);
            }
            return;
        }
        // Captures: the legal moves and their slots, once for the whole call, in lists of this frame.
        let mut legal = MoveList::new();
        let mut slots = Slots::new();
        self.slots_into(&mut legal, &mut slots);
        let mut hint = 0;
        for (index, &mv) in out.iter_mut().zip(moves) {
            *index =
                if mv.is_capture() { find_slot(&legal, &slots, mv, &mut hint) } else { self.quiet_index(mv) };
        }
    }

    fn action_from_index(&self, index: usize) -> Option<Move> {
        let mut moves = MoveList::new();
        let mut slots = Slots::new();
        self.slots_into(&mut moves, &mut slots);
        slots.iter().position(|&s| usize::from(s) == index).map(|i| moves[i])
    }
}

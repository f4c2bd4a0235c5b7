//! Zobrist keys and the from-scratch hash.
//!
//! What the hash covers: every piece (seat, kind, square), the pawns that may still double-step, each seat's
//! en-passant right, the seat to move, the elimination order and the captured counts. Not the no-progress
//! clock (as in chess) nor the rules (two states under different rules may share a hash; they never compare
//! equal). Equal positions therefore have equal hashes, and repetition (same position, same seat to move)
//! is read off the hash.

use abstract_game::zobrist_keys;

use crate::Position;

const PIECES: usize = 0; // 4 seats x 6 kinds x 64 squares
const UNMOVED: usize = 4 * 6 * 64;
const EN_PASSANT: usize = UNMOVED + 64; // 4 seats x 64 squares
const TO_MOVE: usize = EN_PASSANT + 4 * 64;
const ELIMINATED: usize = TO_MOVE + 4; // 4 seats x orders 1..=4 (index 0 unused)
const CAPTURED: usize = ELIMINATED + 4 * 5;
const TOTAL: usize = CAPTURED + 4;

static KEYS: [u64; TOTAL] = zobrist_keys(0xb457_a4d0_c4e5_5001);

#[inline]
pub(crate) fn piece(seat: usize, kind: usize, sq: usize) -> u64 {
    KEYS[PIECES + (seat * 6 + kind) * 64 + sq]
}

#[inline]
pub(crate) fn unmoved(sq: usize) -> u64 {
    KEYS[UNMOVED + sq]
}

#[inline]
pub(crate) fn en_passant(seat: usize, sq: usize) -> u64 {
    KEYS[EN_PASSANT + seat * 64 + sq]
}

#[inline]
pub(crate) fn to_move(seat: usize) -> u64 {
    KEYS[TO_MOVE + seat]
}

#[inline]
pub(crate) fn eliminated(seat: usize, order: u8) -> u64 {
    if order == 0 { 0 } else { KEYS[ELIMINATED + seat * 5 + (order as usize).min(4)] }
}

/// A captured count enters the hash as its key times the count, so changing a count is two XORs.
#[inline]
pub(crate) fn captured(seat: usize, count: u8) -> u64 {
    KEYS[CAPTURED + seat].wrapping_mul(u64::from(count))
}

/// The hash of a position computed from nothing, the reference the incremental one is checked against.
pub(crate) fn from_scratch(pos: &Position) -> u64 {
    let mut h = 0;
    for seat in 0..4 {
        for kind in 0..6 {
            let mut bb = pos.seats[seat] & pos.kinds[kind];
            while bb != 0 {
                h ^= piece(seat, kind, bb.trailing_zeros() as usize);
                bb &= bb - 1;
            }
        }
        if pos.ep[seat] != crate::position::NO_EP {
            h ^= en_passant(seat, pos.ep[seat] as usize);
        }
        h ^= eliminated(seat, pos.eliminated[seat]);
        h ^= captured(seat, pos.captured[seat]);
    }
    let mut bb = pos.unmoved;
    while bb != 0 {
        h ^= unmoved(bb.trailing_zeros() as usize);
        bb &= bb - 1;
    }
    h ^ to_move(pos.to_move.index())
}

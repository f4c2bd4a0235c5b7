//! Zobrist keys.

use crate::fortress::{Loc, POINTS, SQUARES};
use crate::mv::Turn;
use crate::piece::Piece;

const PIECES: usize = 13;
const LOCS: usize = SQUARES + POINTS;
const TURN_BASE: usize = PIECES * LOCS;
const DEMAND: usize = TURN_BASE + 5;

/// One key per (piece, place), one per turn phase, one for the capture demand; fixed at compile time so
/// hashes are the same in every run and every build.
static KEYS: [u64; DEMAND + 1] = abstract_game::zobrist_keys(0x51e6_e0f9_a715_1871);

#[inline]
pub(crate) fn piece_key(piece: Piece, loc: Loc) -> u64 {
    KEYS[piece.index() * LOCS + loc.index()]
}

#[inline]
pub(crate) fn turn_key(turn: Turn) -> u64 {
    KEYS[TURN_BASE + turn.index()]
}

#[inline]
pub(crate) fn demand_key() -> u64 {
    KEYS[DEMAND]
}

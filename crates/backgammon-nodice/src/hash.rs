//! Zobrist keys. The board part of the hash is kept up to date checker by checker; the few bytes of turn state
//! (phase, cube, restriction) are hashed as one small key set that is swapped out and in on every move.

use abstract_game::zobrist_keys;

use crate::position::{Phase, Position, Side};

const POINT_KEYS: usize = 24 * 31;
const BAR_KEYS: usize = 2 * 16;
const OFF_KEYS: usize = 2 * 16;
/// Per side: 8 phases without dice, then `Playing` indexed by the pair's bits (below 128).
const PHASE_KEYS: usize = 2 * 136;
const CUBE_KEYS: usize = 16 * 3;
/// Per side: indexed by the pair's bits (0 for none, below 128).
const LAST_KEYS: usize = 2 * 128;
const TOTAL: usize = POINT_KEYS + BAR_KEYS + OFF_KEYS + PHASE_KEYS + CUBE_KEYS + LAST_KEYS + 1;

static KEYS: [u64; TOTAL] = zobrist_keys(0xb4c6_9a33_0d1c_e5e7);

/// The key of `count` checkers (positive White, negative Black) on the absolute point `index` (`0..24`).
#[inline]
pub(crate) fn point(index: usize, count: i8) -> u64 {
    KEYS[index * 31 + (count + 15) as usize]
}

#[inline]
pub(crate) fn bar(side: Side, count: u8) -> u64 {
    KEYS[POINT_KEYS + side as usize * 16 + count as usize]
}

#[inline]
pub(crate) fn off(side: Side, count: u8) -> u64 {
    KEYS[POINT_KEYS + BAR_KEYS + side as usize * 16 + count as usize]
}

/// The key of the side on turn, the phase and the opening flag: the part of [`turn_state`] that most moves
/// change.
#[inline]
pub(crate) fn turn_and_phase(pos: &Position) -> u64 {
    let base = POINT_KEYS + BAR_KEYS + OFF_KEYS;
    let phase = match pos.phase() {
        Phase::TurnStart => 0,
        Phase::Choose => 1,
        Phase::Rolling => 2,
        Phase::Doubled => 3,
        Phase::Over(kind) => 4 + kind as usize,
        Phase::Playing(dice) => 8 + dice.to_bits() as usize,
    };
    let key = KEYS[base + pos.side_to_move() as usize * 136 + phase];
    if pos.is_opening() { key ^ KEYS[TOTAL - 1] } else { key }
}

/// The key of the cube and of the pairs last chosen: the rest of [`turn_state`].
#[inline]
pub(crate) fn cube_and_last(cube: crate::cube::Cube, last: [u8; 2]) -> u64 {
    let base = POINT_KEYS + BAR_KEYS + OFF_KEYS + PHASE_KEYS;
    // The raw bits of the pairs last chosen index the keys directly.
    let [white, black] = last;
    KEYS[base + cube.index()]
        ^ KEYS[base + CUBE_KEYS + (white & 0x7f) as usize]
        ^ KEYS[base + CUBE_KEYS + 128 + (black & 0x7f) as usize]
}

/// The key of everything but the checkers: side on turn, phase, cube, the pairs last chosen, the opening flag.
pub(crate) fn turn_state(pos: &Position) -> u64 {
    turn_and_phase(pos) ^ cube_and_last(pos.cube(), pos.last)
}

/// The key of the turns played under a turn limit: 0 for none, so that positions without a limit hash as
/// before; splitmix64 of the count otherwise (a table of 65 536 keys would be mostly unused).
#[inline]
pub(crate) fn turns(turns: u16) -> u64 {
    if turns == 0 {
        return 0;
    }
    let mut z = u64::from(turns).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ 0x7a1c_5e3b_22d4_9f01;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

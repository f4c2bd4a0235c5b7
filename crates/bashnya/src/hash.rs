//! Position hashing: Zobrist keys per square, mixed with the column's packed word.
//!
//! A column can be any stack of up to 24 pieces, too many contents for one key per (square, content). Each
//! square instead has a random key, and a non-empty column hashes as `mix(word ^ key[square])`, where `word`
//! is the column's packed `u64` and `mix` the splitmix64 finaliser (a bijection, so two different columns on
//! one square never share a hash). The position hash XORs the column hashes of all squares (an empty square
//! contributes 0) and a side key when Black is to move; a move updates it for the squares it touches only.

use abstract_game::zobrist_keys;

use crate::column::Column;

static SQUARE_KEYS: [u64; 32] = zobrist_keys(0xba54_a1e5_7ac4_c01d);
pub(crate) const BLACK_TO_MOVE: u64 = 0x5bd1_e995_9e37_79b9;

#[inline]
const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// `SINGLE_KEYS[index][piece]`: the key of a one-piece column (piece = colour bit + 2 * king bit), the
/// same value `mix` gives, precomputed because one-piece columns are by far the most common.
static SINGLE_KEYS: [[u64; 4]; 32] = {
    let mut keys = [[0; 4]; 32];
    let mut i = 0;
    while i < 32 {
        let mut piece = 0;
        while piece < 4 {
            let word = (1u64 << 56) | (piece & 1) | ((piece >> 1) << 32);
            keys[i][piece as usize] = mix(word ^ SQUARE_KEYS[i]);
            piece += 1;
        }
        i += 1;
    }
    keys
};

/// The hash contribution of `column` on the square of dense index `index`.
#[inline]
pub(crate) fn column_key(index: usize, column: Column) -> u64 {
    let bits = column.to_bits();
    match column.height() {
        0 => 0,
        1 => SINGLE_KEYS[index][((bits & 1) | ((bits >> 31) & 2)) as usize],
        _ => mix(bits ^ SQUARE_KEYS[index]),
    }
}

//! Incremental position hashing.

use crate::Game;

/// Games that keep a Zobrist (or similar) hash of the state up to date move by move.
///
/// The laws check that the incremental hash always equals a hash computed from scratch, after every move and
/// every undo. Two states that are equal (`Eq`) have equal hashes.
pub trait ZobristHash: Game {
    /// The hash kept up to date incrementally.
    fn zobrist(&self) -> u64;

    /// The same hash computed from scratch, the reference for tests.
    fn zobrist_from_scratch(&self) -> u64;
}

/// `N` pseudo-random 64-bit keys from a seed, computed at compile time (splitmix64), for Zobrist tables:
/// `static KEYS: [u64; 64 * 12] = zobrist_keys(0x5eed);`.
pub const fn zobrist_keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut keys = [0u64; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        keys[i] = z ^ (z >> 31);
        i += 1;
    }
    keys
}

#[cfg(test)]
mod tests {
    use super::zobrist_keys;

    #[test]
    fn zobrist_keys_match_the_splitmix64_reference() {
        // Reference outputs of splitmix64 seeded with 0 (Vigna's C implementation).
        let keys: [u64; 3] = zobrist_keys(0);
        assert_eq!(keys, [0xe220_a839_7b1d_cdaf, 0x6e78_9e6a_a1b9_65f4, 0x06c4_5d18_8009_454f]);
    }
}

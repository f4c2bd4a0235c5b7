//! Per-slot seeds, and random legal actions drawn from masks (for benchmarks and baselines).

use alloc::vec::Vec;

use super::BatchError;
use super::error::{BufferKind, check_len};
use crate::{Xoshiro256, random_index, zobrist_keys};

/// The seed of slot `slot`'s generator in a batch seeded with `seed`: the `slot + 1`-th output of splitmix64
/// started at `seed`, so slots get unrelated streams. `Xoshiro256::seed_from_u64(slot_seed(seed, slot))`
/// replays one slot alone.
pub const fn slot_seed(seed: u64, slot: usize) -> u64 {
    // splitmix64's state advances by this constant per output; starting `slot` steps further gives its
    // `slot + 1`-th output.
    const GAMMA: u64 = 0x9e37_79b9_7f4a_7c15;
    let [key]: [u64; 1] = zobrist_keys(seed.wrapping_add((slot as u64).wrapping_mul(GAMMA)));
    key
}

/// The generators of [`RandomActions`] are seeded apart from a batch's, so one seed may serve both.
const POLICY_SALT: u64 = 0x0a11_ce5e_ed5a_17ed;

/// Picks a uniformly random legal action per slot from the masks a step wrote, each slot with its own
/// seeded generator: the random policy of benchmarks.
#[derive(Clone, Debug)]
pub struct RandomActions {
    rngs: Vec<Xoshiro256>,
}

impl RandomActions {
    /// Generators for `len` slots, slot `i`'s seeded from `slot_seed(seed ^ salt, i)` (a fixed salt keeps
    /// them apart from a batch's generators of the same seed).
    pub fn new(len: usize, seed: u64) -> Self {
        RandomActions {
            rngs: (0..len)
                .map(|slot| Xoshiro256::seed_from_u64(slot_seed(seed ^ POLICY_SALT, slot)))
                .collect(),
        }
    }

    /// Writes into `actions[slot]` an index drawn uniformly among the ones of mask row `slot` (`masks` is
    /// `[len, num_actions]`, row-major, nonzero meaning legal).
    pub fn sample(
        &mut self,
        masks: &[u8],
        num_actions: usize,
        actions: &mut [usize],
    ) -> Result<(), BatchError> {
        let len = self.rngs.len();
        check_len(BufferKind::Actions, len, actions.len())?;
        check_len(BufferKind::Masks, len * num_actions, masks.len())?;
        for (slot, (rng, action)) in self.rngs.iter_mut().zip(actions.iter_mut()).enumerate() {
            let row = &masks[slot * num_actions..(slot + 1) * num_actions];
            let legal = row.iter().filter(|&&bit| bit != 0).count();
            if legal == 0 {
                return Err(BatchError::EmptyMask { slot });
            }
            let pick = random_index(rng, legal);
            // `pick < legal`, so the `pick`-th legal index exists.
            *action = row.iter().enumerate().filter(|&(_, &bit)| bit != 0).nth(pick).map_or(0, |(i, _)| i);
        }
        Ok(())
    }
}

//! Per-slot seeds, and random legal actions drawn from masks (for benchmarks and baselines).

use alloc::vec::Vec;

use super::BatchError;
use super::error::{BufferKind, check_len};
use abstract_game::{Xoshiro256, random_index, zobrist_keys};

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
    pub(super) rngs: Vec<Xoshiro256>,
}

impl RandomActions {
    /// Generators for `len` slots, slot `i`'s seeded from `slot_seed(seed ^ salt, i)` (a fixed salt keeps
    /// them apart from a batch's generators of the same seed). Like a `Vec`, aborts when their memory cannot
    /// be allocated: [`RandomActions::try_new`] returns an error instead.
    pub fn new(len: usize, seed: u64) -> Self {
        RandomActions {
            rngs: (0..len)
                .map(|slot| Xoshiro256::seed_from_u64(slot_seed(seed ^ POLICY_SALT, slot)))
                .collect(),
        }
    }

    /// [`RandomActions::new`], but a count whose generators cannot be allocated is an error
    /// ([`BatchError::TooLarge`]) rather than an abort.
    pub fn try_new(len: usize, seed: u64) -> Result<Self, BatchError> {
        let mut rngs = Vec::new();
        rngs.try_reserve_exact(len).map_err(|_| BatchError::TooLarge { slots: len })?;
        rngs.extend((0..len).map(|slot| Xoshiro256::seed_from_u64(slot_seed(seed ^ POLICY_SALT, slot))));
        Ok(RandomActions { rngs })
    }

    /// The number of slots it draws for.
    pub fn len(&self) -> usize {
        self.rngs.len()
    }

    /// Whether it draws for no slot.
    pub fn is_empty(&self) -> bool {
        self.rngs.is_empty()
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
        sample_rows(&mut self.rngs, masks, num_actions, actions, 0)
    }

    /// [`RandomActions::sample`] across cores, on the threads
    /// [`Batch::step_parallel`](super::Batch::step_parallel) uses (runs of consecutive slots, each slot with
    /// its own generator): the same actions, for masks wide enough that reading them is worth sharing.
    #[cfg(feature = "rayon")]
    #[cfg_attr(docsrs, doc(cfg(feature = "rayon")))]
    pub fn sample_parallel(
        &mut self,
        masks: &[u8],
        num_actions: usize,
        actions: &mut [usize],
    ) -> Result<(), BatchError> {
        let len = self.rngs.len();
        check_len(BufferKind::Actions, len, actions.len())?;
        check_len(BufferKind::Masks, len * num_actions, masks.len())?;
        // Runs of consecutive slots, as `Batch::step_parallel` splits its slots; at least one slot per run.
        let run = len.div_ceil(super::parallel::workers() * super::parallel::RUNS_PER_THREAD).max(1);
        let runs: Vec<_> = self
            .rngs
            .chunks_mut(run)
            .zip(actions.chunks_mut(run))
            .enumerate()
            .map(|(at, (rngs, actions))| {
                let (first, n) = (at * run, actions.len());
                (rngs, actions, &masks[first * num_actions..(first + n) * num_actions], first)
            })
            .collect();
        super::parallel::share(runs, |(rngs, actions, masks, first)| {
            sample_rows(rngs, masks, num_actions, actions, first)
        })
    }
}

/// Draws the actions of consecutive slots, the first being slot `first`.
fn sample_rows(
    rngs: &mut [Xoshiro256],
    masks: &[u8],
    num_actions: usize,
    actions: &mut [usize],
    first: usize,
) -> Result<(), BatchError> {
    for (i, (rng, action)) in rngs.iter_mut().zip(actions.iter_mut()).enumerate() {
        let row = &masks[i * num_actions..(i + 1) * num_actions];
        let legal = count_legal(row);
        if legal == 0 {
            return Err(BatchError::EmptyMask { slot: first + i });
        }
        *action = nth_legal(row, random_index(rng, legal));
    }
    Ok(())
}

/// Mask bytes are counted in blocks of this many, each into a byte-wide sum the compiler vectorises (a block
/// holds fewer than 256 bytes, so the sum cannot overflow); only the block holding the pick is then read byte
/// by byte. Backgammon's masks are thousands of bytes wide: a byte-by-byte scan of them would cost more than
/// the step.
const BLOCK: usize = 128;

/// The number of nonzero bytes of a block of at most [`BLOCK`] bytes.
fn count_block(block: &[u8]) -> usize {
    usize::from(block.iter().fold(0u8, |sum, &bit| sum + u8::from(bit != 0)))
}

/// The number of nonzero bytes of a mask row.
fn count_legal(row: &[u8]) -> usize {
    row.chunks(BLOCK).map(count_block).sum()
}

/// The index of the `pick`-th nonzero byte (0-based) of a row that has more than `pick` of them: the block
/// holding it, then the 16-byte piece of that block (one vector), then the byte, each found by counting whole
/// chunks of the level below, so at most 16 bytes are read one by one.
fn nth_legal(row: &[u8], pick: usize) -> usize {
    let (block_at, pick) = locate(row, pick, BLOCK);
    let block = &row[block_at..(block_at + BLOCK).min(row.len())];
    let (piece_at, pick) = locate(block, pick, 16);
    let piece = &block[piece_at..(piece_at + 16).min(block.len())];
    let (byte_at, _) = locate(piece, pick, 1);
    block_at + piece_at + byte_at
}

/// The start of the chunk of `size` bytes of `row` that holds its `pick`-th nonzero byte, and that byte's rank
/// among the chunk's nonzero bytes; `(0, 0)` if the row has no more than `pick` of them (callers make sure it
/// has).
fn locate(row: &[u8], mut pick: usize, size: usize) -> (usize, usize) {
    for (at, chunk) in row.chunks(size).enumerate() {
        let legal = count_block(chunk);
        if pick < legal {
            return (at * size, pick);
        }
        pick -= legal;
    }
    (0, 0)
}

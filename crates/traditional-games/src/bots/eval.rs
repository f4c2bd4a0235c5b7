//! Pieces the per-game evaluations share: the static evaluation a capped random playout is scored by, turning
//! per-seat strengths into values per seat, and seeded noise for alpha-beta.

use abstract_game::{Game, PlayerId, ZobristHash};
use game_search::Heuristic;

/// Static values per seat of a non-terminal state, in `[-1, 1]` like `Outcome::utility`: what game-search's
/// `RandomRollout` scores a playout its cap cut off with. Random playouts of the long games here (draughts,
/// four-player chess, the siege) are long and weak; a short one plus a material count is much stronger per
/// iteration.
pub type Score<G> = fn(&G, &mut [f64]);

/// Values from strengths, shaped like `Outcome::utility` (seats beaten minus seats beating, over seats - 1):
/// each pair of seats contributes `tanh((mine - theirs) / scale)`, so a seat far ahead of everyone is near 1.
pub fn pairwise(strengths: &[f64], scale: f64, values: &mut [f64]) {
    let n = strengths.len();
    if n < 2 {
        values.fill(0.0);
        return;
    }
    for (i, v) in values.iter_mut().enumerate().take(n) {
        let sum: f64 =
            (0..n).filter(|&j| j != i).map(|j| ((strengths[i] - strengths[j]) / scale).tanh()).sum();
        #[allow(clippy::cast_precision_loss)] // At most eight seats.
        let others = (n - 1) as f64;
        *v = sum / others;
    }
}

/// A heuristic with a small seeded noise added, a function of the position's hash: two alpha-beta bots (or two
/// games of one bot against itself) then do not replay the same game again and again, and each seed plays
/// its own. The noise is antisymmetric (seat 0 gets `+x`, seat 1 `-x`) as the search requires, and a
/// function of the position, so transposition-table values stay consistent.
pub struct Noisy<H> {
    /// The heuristic.
    pub inner: H,
    /// The noise's seed.
    pub seed: u64,
    /// The noise is uniform in `[-amplitude, amplitude]`, in the heuristic's units.
    pub amplitude: i32,
}

impl<G: Game + ZobristHash, H: Heuristic<G>> Heuristic<G> for Noisy<H> {
    fn evaluate(&self, state: &G, seat: PlayerId) -> i32 {
        let mut z = state.zobrist() ^ self.seed;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        let span = u64::try_from(2 * self.amplitude + 1).unwrap_or(1);
        let noise = i32::try_from(z % span).unwrap_or(0) - self.amplitude;
        let noise = if seat.index() == 0 { noise } else { -noise };
        self.inner.evaluate(state, seat) + noise
    }

    fn order(&self, state: &G, moves: &mut [G::Move]) {
        self.inner.order(state, moves);
    }

    fn is_noisy(&self, state: &G, mv: G::Move) -> bool {
        self.inner.is_noisy(state, mv)
    }
}

#[cfg(test)]
#[allow(clippy::float_cmp)] // Exact values: zeros and sums of opposites.
mod tests {
    use super::pairwise;

    #[test]
    fn pairwise_values_are_utilities_in_shape() {
        let mut values = [0.0; 3];
        pairwise(&[10.0, 0.0, 0.0], 1.0, &mut values);
        assert!(values[0] > 0.99 && (values[1] + 0.5).abs() < 0.01, "{values:?}");
        pairwise(&[1.0, 1.0, 1.0], 1.0, &mut values);
        assert_eq!(values, [0.0; 3]);
        let mut two = [0.0; 2];
        pairwise(&[0.0, 1.0], 1.0, &mut two);
        assert!((two[0] + two[1]).abs() < 1e-12 && two[1] > 0.7);
    }
}

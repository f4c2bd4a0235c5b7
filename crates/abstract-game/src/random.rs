//! Random choices with a caller-supplied generator: uniform indices, chance outcomes, whole playouts.

use crate::{Game, Outcome, Probability};

/// A uniform integer in `0..n` (Lemire's multiply-and-reject method, unbiased); 0 when `n` is 0.
pub fn random_below<R: rand_core::Rng + ?Sized>(rng: &mut R, n: u64) -> u64 {
    if n == 0 {
        return 0;
    }
    // Rejecting the low products below 2^64 mod n removes the bias of a plain modulo.
    let threshold = n.wrapping_neg() % n;
    loop {
        let product = u128::from(rng.next_u64()) * u128::from(n);
        if (product as u64) >= threshold {
            return (product >> 64) as u64;
        }
    }
}

/// A uniform index into a slice of length `n`; 0 when `n` is 0.
pub fn random_index<R: rand_core::Rng + ?Sized>(rng: &mut R, n: usize) -> usize {
    random_below(rng, n as u64) as usize
}

/// A chance outcome drawn with its exact probability, or `None` if the state lists no outcome.
///
/// Probabilities are brought to a common denominator and one integer below it is drawn, so the draw is exact;
/// in the unlikely case the common denominator overflows 64 bits it falls back to floating point.
pub fn sample_chance<G: Game, R: rand_core::Rng + ?Sized>(game: &G, rng: &mut R) -> Option<G::Move> {
    let outcomes = game.legal_moves();
    let (&last, _) = outcomes.split_last()?;
    let probabilities = || outcomes.iter().map(|&mv| game.chance_probability(mv));
    // This runs at every roll or deal of a playout: stay in u64, and skip the gcd when a denominator already
    // divides the running common one (21 dice rolls share 36; a deck's outcomes share one denominator).
    let common = probabilities().try_fold(1u64, |acc, p: Probability| {
        let d = p.denominator();
        if acc % d == 0 { Some(acc) } else { (acc / crate::probability::gcd_u64(acc, d)).checked_mul(d) }
    });
    if let Some(common) = common {
        let mut draw = random_below(rng, common);
        for (&mv, p) in outcomes.iter().zip(probabilities()) {
            let weight = p.numerator() * (common / p.denominator());
            if draw < weight {
                return Some(mv);
            }
            draw -= weight;
        }
    } else {
        #[allow(clippy::cast_precision_loss)] // The fallback is approximate by design.
        let mut draw = (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64;
        for (&mv, p) in outcomes.iter().zip(probabilities()) {
            draw -= p.to_f64();
            if draw < 0.0 {
                return Some(mv);
            }
        }
    }
    // Rounding (or probabilities summing to less than one, which the laws catch) lands here.
    Some(last)
}

/// A legal move of the seat on turn drawn uniformly, or a chance outcome drawn with its probability; `None`
/// when the game is over.
pub fn random_move<G: Game, R: rand_core::Rng + ?Sized>(game: &G, rng: &mut R) -> Option<G::Move> {
    if game.status().is_chance() {
        return game.draw_chance(rng);
    }
    let moves = game.legal_moves();
    if moves.is_empty() { None } else { Some(moves[random_index(rng, moves.len())]) }
}

/// What a random playout did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Playout {
    /// Moves and chance outcomes played.
    pub plies: u64,
    /// The result, or `None` when the ply limit stopped the game first.
    pub outcome: Option<Outcome>,
}

/// Plays `game` to the end (or for at most `max_plies` plies) with uniformly random moves for every seat and
/// chance outcomes drawn with their probabilities.
pub fn random_playout<G: Game, R: rand_core::Rng + ?Sized>(
    game: &mut G,
    rng: &mut R,
    max_plies: u64,
) -> Playout {
    let plies = random_playout_into(game, rng, max_plies, &mut G::MoveList::default());
    Playout { plies, outcome: game.outcome() }
}

/// [`random_playout`] generating into the caller's move list, for callers that play many playouts (a search's
/// rollouts) and keep one list; returns the plies played. Out-of-turn actions are never taken: it follows
/// [`Game::legal_moves_into`], the moves of the seat on turn.
pub fn random_playout_into<G: Game, R: rand_core::Rng + ?Sized>(
    game: &mut G,
    rng: &mut R,
    max_plies: u64,
    moves: &mut G::MoveList,
) -> u64 {
    let mut plies = 0;
    while plies < max_plies {
        let status = game.status();
        if status.is_over() {
            break;
        }
        let mv = if status.is_chance() {
            game.draw_chance(rng)
        } else {
            game.legal_moves_into(moves);
            if moves.is_empty() { None } else { Some(moves[random_index(rng, moves.len())]) }
        };
        // A non-terminal state without moves breaks the trait's contract; stop rather than spin.
        let Some(mv) = mv else { break };
        game.play_unchecked(mv);
        plies += 1;
    }
    plies
}

/// A small, fast, seedable generator (xoshiro256**), so tools and tests need no other crate. Not for
/// cryptography.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Xoshiro256 {
    s: [u64; 4],
}

impl Xoshiro256 {
    /// A generator seeded from one number (expanded with splitmix64, as the authors recommend).
    pub const fn seed_from_u64(seed: u64) -> Self {
        let keys: [u64; 4] = crate::zobrist_keys(seed);
        Xoshiro256 { s: keys }
    }
}

impl rand_core::TryRng for Xoshiro256 {
    type Error = core::convert::Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        self.try_next_u64().map(|x| (x >> 32) as u32)
    }

    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        let s = &mut self.s;
        let result = s[1].wrapping_mul(5).rotate_left(7).wrapping_mul(9);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        Ok(result)
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        for chunk in dst.chunks_mut(8) {
            let bytes = self.try_next_u64()?.to_le_bytes();
            chunk.copy_from_slice(&bytes[..chunk.len()]);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand_core::Rng;

    #[test]
    fn random_index_stays_in_range_and_hits_every_value() {
        let mut rng = Xoshiro256::seed_from_u64(7);
        let mut seen = [0u32; 7];
        for _ in 0..7000 {
            seen[random_index(&mut rng, 7)] += 1;
        }
        assert!(seen.iter().all(|&c| (800..1200).contains(&c)), "{seen:?}");
    }

    #[test]
    fn xoshiro_is_deterministic_per_seed() {
        let mut first = Xoshiro256::seed_from_u64(1);
        let mut again = Xoshiro256::seed_from_u64(1);
        let mut other = Xoshiro256::seed_from_u64(2);
        let value = first.next_u64();
        assert_eq!(value, again.next_u64());
        assert_ne!(value, other.next_u64());
    }
}

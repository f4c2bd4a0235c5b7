//! Exact probabilities of chance outcomes.

use core::fmt;

/// A probability as an exact fraction in lowest terms, `0 < p <= 1` for a chance outcome (zero is allowed as a
/// value but an outcome with probability zero should not be listed).
///
/// Exact fractions let the laws check that a chance node's outcomes sum to exactly 1, which floating point
/// cannot: 21 backgammon rolls or 72 cards are sums a float gets slightly wrong.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Probability {
    numerator: u64,
    denominator: u64,
}

/// Why a fraction is not a probability.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ProbabilityError {
    /// The denominator was zero.
    #[error("a probability's denominator must not be zero")]
    ZeroDenominator,
    /// The fraction was larger than one.
    #[error("a probability cannot exceed 1 ({numerator}/{denominator})")]
    AboveOne {
        /// The numerator given.
        numerator: u64,
        /// The denominator given.
        denominator: u64,
    },
}

pub(crate) const fn gcd_u64(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

pub(crate) const fn gcd(mut a: u128, mut b: u128) -> u128 {
    while b != 0 {
        let t = a % b;
        a = b;
        b = t;
    }
    a
}

impl Probability {
    /// Certainty.
    pub const ONE: Probability = Probability { numerator: 1, denominator: 1 };
    /// Impossibility.
    pub const ZERO: Probability = Probability { numerator: 0, denominator: 1 };

    /// The fraction `numerator / denominator`, reduced to lowest terms.
    pub const fn new(numerator: u64, denominator: u64) -> Result<Self, ProbabilityError> {
        if denominator == 0 {
            return Err(ProbabilityError::ZeroDenominator);
        }
        if numerator > denominator {
            return Err(ProbabilityError::AboveOne { numerator, denominator });
        }
        let g = gcd_u64(numerator, denominator);
        Ok(Probability { numerator: numerator / g, denominator: denominator / g })
    }

    /// One of `n` equally likely outcomes (`1/n`); `None` when `n` is zero.
    pub const fn uniform(n: u64) -> Option<Self> {
        if n == 0 { None } else { Some(Probability { numerator: 1, denominator: n }) }
    }

    /// The numerator, in lowest terms.
    pub const fn numerator(self) -> u64 {
        self.numerator
    }

    /// The denominator, in lowest terms.
    pub const fn denominator(self) -> u64 {
        self.denominator
    }

    /// The probability as a float, for sampling and learning code.
    #[allow(clippy::cast_precision_loss)] // Rounding is what a float view is for.
    pub fn to_f64(self) -> f64 {
        self.numerator as f64 / self.denominator as f64
    }
}

impl fmt::Display for Probability {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.numerator, self.denominator)
    }
}

/// An exact running sum of probabilities, for checking that a chance node's outcomes add up to one.
///
/// The sum is kept as a `u128` fraction in lowest terms; it reports overflow instead of rounding.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ProbabilitySum {
    numerator: u128,
    denominator: u128,
}

impl Default for ProbabilitySum {
    fn default() -> Self {
        ProbabilitySum { numerator: 0, denominator: 1 }
    }
}

impl ProbabilitySum {
    /// Adds `p`; `None` if the exact sum no longer fits in 128 bits.
    pub fn checked_add(self, p: Probability) -> Option<Self> {
        let (pn, pd) = (u128::from(p.numerator), u128::from(p.denominator));
        let g = gcd(self.denominator, pd);
        let denominator = (self.denominator / g).checked_mul(pd)?;
        let numerator =
            self.numerator.checked_mul(pd / g)?.checked_add(pn.checked_mul(self.denominator / g)?)?;
        let r = gcd(numerator, denominator).max(1);
        Some(ProbabilitySum { numerator: numerator / r, denominator: denominator / r })
    }

    /// Whether the sum is exactly one.
    pub fn is_one(self) -> bool {
        self.numerator == self.denominator
    }

    /// The sum as `(numerator, denominator)` in lowest terms.
    pub fn fraction(self) -> (u128, u128) {
        (self.numerator, self.denominator)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn new_reduces_to_lowest_terms() {
        let p = Probability::new(2, 36).unwrap();
        assert_eq!((p.numerator(), p.denominator()), (1, 18));
    }

    #[test]
    fn new_rejects_zero_denominator_and_more_than_one() {
        assert_eq!(Probability::new(1, 0), Err(ProbabilityError::ZeroDenominator));
        assert!(matches!(Probability::new(3, 2), Err(ProbabilityError::AboveOne { .. })));
    }

    #[test]
    fn backgammon_rolls_sum_to_exactly_one() {
        // 6 doubles at 1/36 and 15 mixed rolls at 1/18.
        let mut sum = ProbabilitySum::default();
        for _ in 0..6 {
            sum = sum.checked_add(Probability::new(1, 36).unwrap()).unwrap();
        }
        for _ in 0..15 {
            sum = sum.checked_add(Probability::new(1, 18).unwrap()).unwrap();
        }
        assert!(sum.is_one());
        let short = sum.checked_add(Probability::ZERO).unwrap();
        assert!(short.is_one());
        let over = sum.checked_add(Probability::new(1, 72).unwrap()).unwrap();
        assert!(!over.is_one());
        assert_eq!(over.fraction(), (73, 72));
    }
}

//! The arithmetic of `arena`'s report: means with 95% confidence intervals, and Elo differences from score
//! fractions.

/// The z-value of a two-sided 95% interval under the normal approximation.
const Z95: f64 = 1.96;

/// A sample mean and the half-width of its 95% confidence interval (normal approximation, sample standard
/// deviation; 0 for fewer than two samples).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct MeanCi {
    /// The mean.
    pub mean: f64,
    /// Half the interval's width: the interval is `mean ± half_width`.
    pub half_width: f64,
}

/// The mean of `samples` with its 95% interval.
#[allow(clippy::cast_precision_loss)] // Game counts far below 2^52.
pub fn mean_ci(samples: &[f64]) -> MeanCi {
    let n = samples.len() as f64;
    if samples.is_empty() {
        return MeanCi { mean: 0.0, half_width: 0.0 };
    }
    let mean = samples.iter().sum::<f64>() / n;
    if samples.len() < 2 {
        return MeanCi { mean, half_width: 0.0 };
    }
    let variance = samples.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    MeanCi { mean, half_width: Z95 * (variance / n).sqrt() }
}

/// The Elo difference that makes `fraction` the expected score (`-400 log10(1 / p - 1)`): infinite at 0 and 1.
pub fn elo(fraction: f64) -> f64 {
    if fraction <= 0.0 {
        f64::NEG_INFINITY
    } else if fraction >= 1.0 {
        f64::INFINITY
    } else {
        -400.0 * (1.0 / fraction - 1.0).log10()
    }
}

/// The Elo difference of a kind over the other from its utilities (each in `[-1, 1]`; the score fraction is
/// `(1 + utility) / 2`), with the 95% interval: `(elo, low, high)`.
pub fn elo_with_ci(utilities: &[f64]) -> (f64, f64, f64) {
    let ci = mean_ci(utilities);
    let fraction = |u: f64| f64::midpoint(1.0, u.clamp(-1.0, 1.0));
    (elo(fraction(ci.mean)), elo(fraction(ci.mean - ci.half_width)), elo(fraction(ci.mean + ci.half_width)))
}

/// An Elo value for people: `+120`, `-35`, `+inf`, `-inf`.
pub fn elo_text(value: f64) -> String {
    if value.is_infinite() {
        if value > 0.0 { "+inf".to_string() } else { "-inf".to_string() }
    } else {
        // `-0.4` would print as `-0`.
        let value = if value.abs() < 0.5 { 0.0 } else { value };
        format!("{value:+.0}")
    }
}

#[cfg(test)]
#[allow(clippy::float_cmp)] // Exact values: zeros and infinities.
mod tests {
    use super::*;

    #[test]
    fn means_and_intervals() {
        let ci = mean_ci(&[1.0, -1.0, 1.0, -1.0]);
        assert_eq!(ci.mean, 0.0);
        assert!((ci.half_width - 1.96 * (4.0f64 / 3.0 / 4.0).sqrt()).abs() < 1e-12);
        assert_eq!(mean_ci(&[0.5]).half_width, 0.0);
        assert_eq!(mean_ci(&[]).mean, 0.0);
    }

    #[test]
    fn elo_of_known_fractions() {
        assert_eq!(elo(0.5), 0.0);
        assert!((elo(0.75) - 190.85).abs() < 0.01);
        assert!((elo(0.25) + 190.85).abs() < 0.01);
        assert_eq!(elo(1.0), f64::INFINITY);
        let (e, low, high) = elo_with_ci(&[1.0, 1.0, 1.0, -1.0]);
        assert!(low < e && e < high, "{low} {e} {high}");
        assert_eq!(elo_text(f64::INFINITY), "+inf");
        assert_eq!(elo_text(12.4), "+12");
    }
}

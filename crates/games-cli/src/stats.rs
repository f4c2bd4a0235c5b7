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

/// Beyond this an Elo difference is shown as a bound: a score fraction of 99% is already +798.
pub const ELO_SHOWN: f64 = 800.0;

/// An Elo value for people: `+120`, `-35`; an infinite one as `above +800` or `below -800`.
pub fn elo_text(value: f64) -> String {
    if value.is_infinite() {
        if value > 0.0 { format!("above +{ELO_SHOWN:.0}") } else { format!("below -{ELO_SHOWN:.0}") }
    } else {
        // `-0.4` would print as `-0`.
        let value = if value.abs() < 0.5 { 0.0 } else { value };
        format!("{value:+.0}")
    }
}

/// The Elo difference of a kind over the other, with its 95% interval, in words. A perfect score (every
/// game won, or every game lost) has an infinite estimate and a normal interval of width 0: it reads
/// `> +800 (no game lost)` with the finite end of the exact (Clopper-Pearson) interval, whose lower end of
/// the score fraction after n wins in n games is 0.025^(1/n).
#[allow(clippy::cast_precision_loss)] // Game counts far below 2^52.
pub fn elo_words(utilities: &[f64]) -> String {
    let (e, low, high) = elo_with_ci(utilities);
    let n = utilities.len().max(1) as f64;
    let exact = elo(0.025f64.powf(1.0 / n));
    if e.is_infinite() && e > 0.0 {
        format!("> +{ELO_SHOWN:.0} (no game lost; 95% CI: at least {})", elo_text(exact))
    } else if e.is_infinite() {
        format!("< -{ELO_SHOWN:.0} (no game won; 95% CI: at most {})", elo_text(-exact))
    } else {
        format!("{} (95% CI {} .. {})", elo_text(e), elo_text(low), elo_text(high))
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
        assert_eq!(elo_text(f64::INFINITY), "above +800");
        assert_eq!(elo_text(12.4), "+12");
    }

    #[test]
    fn a_perfect_score_reads_as_a_bound_with_a_finite_interval_end() {
        // 10 wins in 10 games: the exact lower end of the score fraction is 0.025^(1/10) = 0.6915, and
        // -400 log10(1 / 0.6915 - 1) = +140.
        let text = elo_words(&[1.0; 10]);
        assert_eq!(text, "> +800 (no game lost; 95% CI: at least +140)");
        assert_eq!(elo_words(&[-1.0; 10]), "< -800 (no game won; 95% CI: at most -140)");
        assert!(!elo_words(&[1.0, -1.0, 1.0]).contains("inf"));
    }
}

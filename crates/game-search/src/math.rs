//! `sqrt` and `ln` for the exploration terms. `core` has neither before Rust's `core::f64::math` is stable, so
//! without `std` they are computed here (to about 1e-12, far below what a UCB score needs); with `std` the
//! platform's versions are used.

/// The square root of a non-negative finite `x`.
#[cfg(feature = "std")]
pub(crate) fn sqrt(x: f64) -> f64 {
    x.sqrt()
}

/// The natural logarithm of a positive finite `x`.
#[cfg(feature = "std")]
pub(crate) fn ln(x: f64) -> f64 {
    x.ln()
}

/// The square root of a non-negative finite `x`.
#[cfg(not(feature = "std"))]
pub(crate) fn sqrt(x: f64) -> f64 {
    soft_sqrt(x)
}

/// The natural logarithm of a positive finite `x`.
#[cfg(not(feature = "std"))]
pub(crate) fn ln(x: f64) -> f64 {
    soft_ln(x)
}

/// The square root of a non-negative finite `x`: Newton's method from a guess halving the exponent.
#[cfg(any(test, not(feature = "std")))]
fn soft_sqrt(x: f64) -> f64 {
    if x <= 0.0 || !x.is_finite() {
        return if x == 0.0 || x.is_infinite() { x } else { f64::NAN };
    }
    // Halving the biased exponent gives a guess within a factor of two; each step doubles the correct bits.
    let mut y = f64::from_bits((x.to_bits() >> 1) + (1023u64 << 51));
    for _ in 0..6 {
        y = 0.5 * (y + x / y);
    }
    y
}

/// The natural logarithm of a positive finite `x`: split off the binary exponent, then the atanh series on
/// the mantissa in `[1, 2)`.
#[cfg(any(test, not(feature = "std")))]
fn soft_ln(x: f64) -> f64 {
    if x <= 0.0 || !x.is_finite() {
        return if x == 0.0 {
            f64::NEG_INFINITY
        } else if x.is_infinite() {
            x
        } else {
            f64::NAN
        };
    }
    let bits = x.to_bits();
    let mut exponent = ((bits >> 52) & 0x7ff) as i64 - 1023;
    let mut mantissa = f64::from_bits((bits & 0x000f_ffff_ffff_ffff) | (1023u64 << 52));
    if exponent == -1023 {
        // Subnormal: scale up first.
        let scaled = x * f64::from_bits(1077u64 << 52); // 2^54
        let b = scaled.to_bits();
        exponent = ((b >> 52) & 0x7ff) as i64 - 1023 - 54;
        mantissa = f64::from_bits((b & 0x000f_ffff_ffff_ffff) | (1023u64 << 52));
    }
    // Centre the mantissa on 1 so the series converges fast: m in [sqrt(1/2), sqrt(2)).
    if mantissa > core::f64::consts::SQRT_2 {
        mantissa *= 0.5;
        exponent += 1;
    }
    let t = (mantissa - 1.0) / (mantissa + 1.0);
    let t2 = t * t;
    let mut term = t;
    let mut sum = 0.0;
    let mut k = 1.0;
    for _ in 0..20 {
        sum += term / k;
        term *= t2;
        k += 2.0;
    }
    #[allow(clippy::cast_precision_loss)] // The exponent is at most 1100 in magnitude.
    let e = exponent as f64;
    2.0 * sum + e * core::f64::consts::LN_2
}

#[cfg(test)]
mod tests {
    use super::{soft_ln as ln, soft_sqrt as sqrt};

    #[test]
    fn the_no_std_sqrt_and_ln_match_known_values() {
        assert!((sqrt(2.0) - core::f64::consts::SQRT_2).abs() < 1e-12);
        assert!((sqrt(1e6) - 1000.0).abs() < 1e-9);
        assert!((ln(core::f64::consts::E) - 1.0).abs() < 1e-12);
        assert!((ln(1000.0) - 6.907_755_278_982_137).abs() < 1e-10);
        assert!(ln(1.0).abs() < 1e-15);
        assert!((ln(0.001) + 6.907_755_278_982_137).abs() < 1e-10);
        for i in 1..200 {
            let x = f64::from(i) * 0.37;
            assert!((sqrt(x) - x.sqrt()).abs() < 1e-12 * x.max(1.0), "{x}");
            assert!((ln(x) - x.ln()).abs() < 1e-12, "{x}");
        }
    }
}

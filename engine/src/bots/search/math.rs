//! A natural logarithm from `+ − × ÷` only, so UCT gives the same numbers on every platform
//! (`f64::ln` comes from the platform's math library and may differ in the last bit).

/// ln 2, rounded to the nearest `f64`.
const LN_2: f64 = std::f64::consts::LN_2;

/// The natural logarithm of a positive, finite, normal `x`, to about 1e-13 relative error.
pub fn ln(x: f64) -> f64 {
    debug_assert!(x > 0.0 && x.is_normal());
    let bits = x.to_bits();
    let exponent = ((bits >> 52) & 0x7ff) as i64 - 1023;
    let mantissa = f64::from_bits((bits & ((1u64 << 52) - 1)) | (1023u64 << 52));
    // ln m = 2·atanh(t) with t = (m − 1)/(m + 1) in [0, 1/3): t + t³/3 + t⁵/5 + …
    let t = (mantissa - 1.0) / (mantissa + 1.0);
    let t2 = t * t;
    let mut power = t;
    let mut sum = 0.0;
    for k in 0..14 {
        sum += power / f64::from(2 * k + 1);
        power *= t2;
    }
    2.0 * sum + exponent as f64 * LN_2
}

#[cfg(test)]
mod tests {
    use super::ln;

    #[test]
    fn matches_the_platform_logarithm_closely() {
        for i in 1..5000u32 {
            let x = f64::from(i) * 0.37 + 0.01;
            assert!(
                (ln(x) - x.ln()).abs() < 1e-12 * x.ln().abs().max(1.0),
                "{x}"
            );
        }
        assert_eq!(ln(1.0), 0.0);
    }
}

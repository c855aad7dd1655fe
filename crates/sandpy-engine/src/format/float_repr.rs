//! `repr(float)` and `str(float)`.

use super::dtoa::{double_to_string, FloatCode, FloatFlags};

/// Python's `repr(x)` (and `str(x)`) for a float: the shortest digits that round-trip,
/// in fixed notation with a trailing `.0` for integral values when the decimal exponent
/// is in `-4..16`, otherwise scientific (`1e+16`, `1e-05`); `inf`, `-inf`, `nan`, `-0.0`.
pub fn float_repr(x: f64) -> String {
    let flags = FloatFlags { add_dot_0: true, ..FloatFlags::default() };
    // The repr layout is at most about 25 characters, so it cannot run out of memory.
    double_to_string(x, FloatCode::Repr, 0, flags).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_values() {
        let cases: &[(f64, &str)] = &[
            (0.0, "0.0"),
            (-0.0, "-0.0"),
            (1.0, "1.0"),
            (0.1, "0.1"),
            (1e16, "1e+16"),
            (1e-5, "1e-05"),
            (1.5e300, "1.5e+300"),
            (0.0001, "0.0001"),
            (123456789012345.0, "123456789012345.0"),
            (1234567890123456.8, "1234567890123456.8"),
            (1e15, "1000000000000000.0"),
            (9999999999999998.0, "9999999999999998.0"),
            (f64::INFINITY, "inf"),
            (f64::NEG_INFINITY, "-inf"),
            (f64::NAN, "nan"),
            (5e-324, "5e-324"),
            (f64::MAX, "1.7976931348623157e+308"),
            (2.0f64.powi(63), "9.223372036854776e+18"),
            (-1.5, "-1.5"),
            (0.3, "0.3"),
            (1.0 / 3.0, "0.3333333333333333"),
        ];
        for &(x, want) in cases {
            assert_eq!(float_repr(x), want, "repr of {x:e}");
        }
    }

    /// A small xorshift generator so the test needs no extra crates.
    fn next(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn random_round_trip() {
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        for i in 0..200_000 {
            let mut bits = next(&mut state);
            if i % 4 == 0 {
                // Concentrate some samples on "ordinary" magnitudes.
                bits = (bits & 0x800f_ffff_ffff_ffff) | ((0x3b0 + (bits >> 52) % 0xa0) << 52);
            }
            let x = f64::from_bits(bits);
            let text = float_repr(x);
            let back = super::super::parse_float(&text);
            match back {
                Some(y) if x.is_nan() => assert!(y.is_nan(), "{text}"),
                Some(y) => assert_eq!(y.to_bits(), x.to_bits(), "{text}"),
                None => panic!("repr {text} does not parse"),
            }
            let std_back: f64 = text.parse().unwrap_or(f64::NAN);
            if !x.is_nan() {
                assert_eq!(std_back.to_bits(), x.to_bits(), "{text}");
            }
        }
    }
}

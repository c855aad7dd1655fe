//! Correctly rounded float-to-text conversion, laid out the way CPython's
//! `PyOS_double_to_string` lays it out.
//!
//! The decimal digits themselves come from Rust's standard formatting machinery, which
//! produces either the shortest round-tripping digits (`{:e}`) or digits correctly
//! rounded (half to even, on the exact binary value) to a requested count (`{:.N}`,
//! `{:.Ne}`). This module turns those digits into Python's exact output shapes: where
//! the decimal point goes, when an exponent is used, zero padding, trailing-zero
//! removal, `#` alternate form and the `e+05` style exponent.

use super::error::{reserve, FormatError};

/// Which conversion to perform.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatCode {
    /// `'e'`: scientific notation with `precision` digits after the point.
    Exponent,
    /// `'f'`: fixed point with `precision` digits after the point.
    Fixed,
    /// `'g'`: `precision` significant digits, fixed or scientific, trailing zeros removed.
    General,
    /// `'r'`: shortest round-tripping digits, `repr` style (precision is ignored).
    Repr,
}

/// Modifiers of [`double_to_string`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FloatFlags {
    /// Upper-case `E`, `INF`, `NAN` (codes `E`, `F`, `G`).
    pub upper: bool,
    /// Prefix non-negative numbers (and nan) with `+`.
    pub always_sign: bool,
    /// Make integral fixed-point results end in `.0`; for [`FloatCode::General`] this also
    /// switches to scientific notation one digit earlier (CPython's `Py_DTSF_ADD_DOT_0`).
    pub add_dot_0: bool,
    /// `#` alternate form: keep the decimal point and trailing zeros.
    pub alternate: bool,
    /// The `z` option: a result that rounds to zero loses its minus sign.
    pub no_neg_0: bool,
}

/// Every finite double is exactly `m * 2**e` with at most 767 significant decimal
/// digits and at most 1074 decimal digits after the point, so correctly rounded digits
/// beyond these counts are all zeros.
const MAX_SIGNIFICANT_DIGITS: usize = 800;
const MAX_FRACTION_DIGITS: usize = 1100;

/// Decimal digits of a non-negative finite number: the value is `0.DIGITS * 10**point`.
/// `digits` has no leading zeros and no trailing zeros, except that zero is `"0"`.
struct Digits {
    digits: Vec<u8>,
    point: i64,
}

impl Digits {
    /// Normalizes raw digits: strips leading zeros (moving the point) and trailing zeros.
    fn new(mut digits: Vec<u8>, mut point: i64) -> Digits {
        let leading = digits.iter().take_while(|&&d| d == b'0').count();
        digits.drain(..leading);
        point -= i64::try_from(leading).unwrap_or(0);
        while digits.last() == Some(&b'0') {
            digits.pop();
        }
        if digits.is_empty() {
            return Digits { digits: vec![b'0'], point: 1 };
        }
        Digits { digits, point }
    }

    /// Reads Rust's scientific output `D[.DDD]e[-]X`.
    fn from_scientific(text: &str) -> Digits {
        let (mantissa, exponent) = text.split_once('e').unwrap_or((text, "0"));
        let exponent: i64 = exponent.parse().unwrap_or(0);
        let digits: Vec<u8> = mantissa.bytes().filter(u8::is_ascii_digit).collect();
        Digits::new(digits, exponent + 1)
    }

    /// Shortest digits that read back as `x`; among candidates of that length, the one
    /// nearest to `x`, ties going to an even last digit (as David Gay's dtoa does).
    fn shortest(x: f64) -> Digits {
        let shortest = format!("{x:e}");
        if !may_tie_at_shortest(x) {
            return Digits::from_scientific(&shortest);
        }
        // Rust's shortest digits may break an exact tie upwards, so compare them with
        // the correctly rounded (half to even) digits of the same length and prefer
        // those whenever they also read back as `x`.
        let count = shortest.split_once('e').map_or(shortest.len(), |(m, _)| m.bytes().filter(u8::is_ascii_digit).count());
        let after_point = count.saturating_sub(1);
        let rounded = format!("{x:.after_point$e}");
        if rounded != shortest && rounded.parse::<f64>().ok() == Some(x) {
            return Digits::from_scientific(&rounded);
        }
        Digits::from_scientific(&shortest)
    }

    /// `count` (at least 1) significant digits, correctly rounded.
    fn significant(x: f64, count: usize) -> Digits {
        // Asking for more digits than the exact value has only adds zeros, which the
        // layout code pads in anyway; Rust's formatter cannot take huge precisions.
        let after_point = count.clamp(1, MAX_SIGNIFICANT_DIGITS) - 1;
        Digits::from_scientific(&format!("{x:.after_point$e}"))
    }

    /// Digits rounded to `after_point` places after the decimal point.
    fn fixed(x: f64, after_point: usize) -> Digits {
        let after_point = after_point.min(MAX_FRACTION_DIGITS);
        let text = format!("{x:.after_point$}");
        let (int_part, frac_part) = text.split_once('.').unwrap_or((&text, ""));
        let point = i64::try_from(int_part.len()).unwrap_or(i64::MAX);
        let digits: Vec<u8> = int_part.bytes().chain(frac_part.bytes()).collect();
        Digits::new(digits, point)
    }
}

/// Whether `x` (finite, non-negative) could lie exactly halfway between two decimals of
/// the shortest round-tripping length, the only case where the shortest digits need the
/// half-to-even check of [`Digits::shortest`]. A tie means the exact decimal value of `x`
/// has at most 18 significant digits (the shortest length, at most 17, plus the final 5).
/// With `x = m * 2**-k` (`m` odd, `k > 0`) the exact value is `m * 5**k / 10**k`, whose
/// significant digits are those of the odd number `m * 5**k`: more than
/// `(bits(m) - 1) * log10(2) + k * log10(5)`. Integers (`k <= 0`) always take the check.
fn may_tie_at_shortest(x: f64) -> bool {
    let bits = x.to_bits();
    let exponent_field = ((bits >> 52) & 0x7ff) as i64;
    let fraction = bits & ((1u64 << 52) - 1);
    let (mut m, mut q) = if exponent_field == 0 { (fraction, -1074) } else { (fraction | (1u64 << 52), exponent_field - 1075) };
    if m == 0 {
        return true;
    }
    let zeros = m.trailing_zeros();
    m >>= zeros;
    q += i64::from(zeros);
    if q >= 0 {
        return true;
    }
    let m_bits = u64::from(64 - m.leading_zeros());
    let k = q.unsigned_abs();
    // In hundred-thousandths, rounded down (log10(2) > 0.30102, log10(5) > 0.69897), so
    // this stays a lower bound of the digit count.
    let digits_above = (m_bits - 1) * 30_102 + k * 69_897;
    digits_above < 1_900_000
}

fn to_i64(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

/// Converts `x` to text like CPython's `PyOS_double_to_string(x, code, precision, flags)`.
///
/// `precision` means digits after the point for `Exponent` and `Fixed`, significant
/// digits for `General` (0 is treated as 1) and is ignored for `Repr`. Infinities and
/// NaN give `inf`/`nan` (`INF`/`NAN` when upper-case); the sign of a NaN is ignored.
///
/// Fails only with `MemoryError`, when `precision` asks for more text than can be
/// allocated.
pub fn double_to_string(x: f64, code: FloatCode, precision: usize, flags: FloatFlags) -> Result<String, FormatError> {
    let mut out = String::new();
    if x.is_nan() {
        if flags.always_sign {
            out.push('+');
        }
        out.push_str(if flags.upper { "NAN" } else { "nan" });
        return Ok(out);
    }
    let negative = x.is_sign_negative();
    let magnitude = x.abs();
    if magnitude.is_infinite() {
        if negative {
            out.push('-');
        } else if flags.always_sign {
            out.push('+');
        }
        out.push_str(if flags.upper { "INF" } else { "inf" });
        return Ok(out);
    }

    // Obtain the digits, whether to use an exponent, and the minimum number of digit
    // positions (counted from the first digit) that must be written.
    let (digits, use_exp, min_end) = match code {
        FloatCode::Exponent => {
            let wanted = precision.saturating_add(1);
            (Digits::significant(magnitude, wanted), true, to_i64(wanted))
        }
        FloatCode::Fixed => {
            let d = Digits::fixed(magnitude, precision);
            let end = d.point.saturating_add(to_i64(precision));
            (d, false, end)
        }
        FloatCode::General => {
            let wanted = precision.max(1);
            let d = Digits::significant(magnitude, wanted);
            let limit = if flags.add_dot_0 { to_i64(wanted) - 1 } else { to_i64(wanted) };
            let use_exp = d.point <= -4 || d.point > limit;
            let end = if flags.alternate { to_i64(wanted) } else { 0 };
            (d, use_exp, end)
        }
        FloatCode::Repr => {
            let d = Digits::shortest(magnitude);
            let use_exp = d.point <= -4 || d.point > 16;
            (d, use_exp, 0)
        }
    };

    let all_zero = digits.digits.iter().all(|&d| d == b'0');
    if negative && !(flags.no_neg_0 && all_zero) {
        out.push('-');
    } else if flags.always_sign {
        out.push('+');
    }

    let digit_count = to_i64(digits.digits.len());
    let (point, exponent) = if use_exp { (1, digits.point - 1) } else { (digits.point, 0) };
    // Write the virtual digit string (digits padded with zeros on both sides) from
    // `start` to `end`, with the decimal point in front of position `point`.
    let start = if point <= 0 { point - 1 } else { 0 };
    let mut end = min_end.max(digit_count);
    end = if !use_exp && flags.add_dot_0 { end.max(point + 1) } else { end.max(point) };
    let span = usize::try_from(end.saturating_sub(start)).unwrap_or(usize::MAX);
    reserve(&mut out, span.saturating_add(8))?;
    for pos in start..end {
        if pos == point {
            out.push('.');
        }
        let digit = usize::try_from(pos).ok().and_then(|i| digits.digits.get(i)).copied().unwrap_or(b'0');
        out.push(char::from(digit));
    }
    if end == point {
        out.push('.');
    }
    if out.ends_with('.') && !flags.alternate {
        out.pop();
    }
    if use_exp {
        out.push(if flags.upper { 'E' } else { 'e' });
        out.push(if exponent < 0 { '-' } else { '+' });
        let abs = exponent.unsigned_abs();
        if abs < 10 {
            out.push('0');
        }
        out.push_str(&abs.to_string());
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conv(x: f64, code: FloatCode, precision: usize) -> String {
        dts(x, code, precision, FloatFlags::default())
    }

    fn dts(x: f64, code: FloatCode, precision: usize, flags: FloatFlags) -> String {
        double_to_string(x, code, precision, flags).unwrap_or_else(|e| e.to_string())
    }

    /// The shortest digits with the half-to-even check always made.
    fn shortest_always_checked(x: f64) -> String {
        let shortest = format!("{x:e}");
        let count = shortest.split_once('e').map_or(shortest.len(), |(m, _)| m.bytes().filter(u8::is_ascii_digit).count());
        let rounded = format!("{x:.prec$e}", prec = count.saturating_sub(1));
        if rounded != shortest && rounded.parse::<f64>().ok() == Some(x) {
            rounded
        } else {
            shortest
        }
    }

    #[test]
    fn the_tie_check_is_skipped_only_where_no_tie_can_be() {
        // Random bit patterns (every exponent), short binary fractions (where ties live)
        // and the known tie.
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut samples = vec![f64::from_bits(0x4316_01e1_0df4_9989), 0.5, 2.5, 1e23, 5e-324];
        for i in 0..200_000u64 {
            state = state.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
            samples.push(f64::from_bits(state >> 1));
            samples.push((state >> 11) as f64 / f64::from(1u32 << (i % 30)));
        }
        let mut skipped = 0;
        for x in samples.into_iter().filter(|x| x.is_finite()) {
            if !may_tie_at_shortest(x) {
                skipped += 1;
                assert_eq!(format!("{x:e}"), shortest_always_checked(x), "{:#x}", x.to_bits());
            }
        }
        assert!(skipped > 100_000, "the check was skipped only {skipped} times");
        // The known tie is one the check changes, and it is not skipped.
        let tie = f64::from_bits(0x4316_01e1_0df4_9989);
        assert_ne!(format!("{tie:e}"), shortest_always_checked(tie));
        assert!(may_tie_at_shortest(tie));
    }

    #[test]
    fn shapes() {
        assert_eq!(conv(1234.5678, FloatCode::Exponent, 3), "1.235e+03");
        assert_eq!(conv(0.0, FloatCode::Exponent, 2), "0.00e+00");
        assert_eq!(conv(-0.0, FloatCode::Fixed, 2), "-0.00");
        assert_eq!(conv(0.001, FloatCode::Fixed, 1), "0.0");
        assert_eq!(conv(2.675, FloatCode::Fixed, 2), "2.67");
        assert_eq!(conv(0.5, FloatCode::Fixed, 0), "0");
        assert_eq!(conv(1.5, FloatCode::Fixed, 0), "2");
        assert_eq!(conv(1e-5, FloatCode::General, 6), "1e-05");
        assert_eq!(conv(123456.0, FloatCode::General, 6), "123456");
        assert_eq!(conv(1234567.0, FloatCode::General, 6), "1.23457e+06");
        assert_eq!(conv(0.0001, FloatCode::General, 6), "0.0001");
        assert_eq!(conv(1e300, FloatCode::Repr, 0), "1e+300");
        // -1548628900259426.25 is an exact tie between two shortest candidates: even wins.
        assert_eq!(conv(f64::from_bits(0xc316_01e1_0df4_9989), FloatCode::Repr, 0), "-1548628900259426.2");
        assert_eq!(conv(f64::INFINITY, FloatCode::Fixed, 2), "inf");
        assert_eq!(conv(-f64::NAN, FloatCode::Fixed, 2), "nan");
        // Precisions far beyond what Rust's formatter accepts.
        let long = conv(1.5, FloatCode::Fixed, 100_000);
        assert_eq!(long.len(), 100_002);
        assert!(long.starts_with("1.5000") && long.ends_with("000"));
        let long = conv(5e-324, FloatCode::Exponent, 70_000);
        assert_eq!(long.len(), 70_007);
        assert!(long.starts_with("4.94065645841246544176568792868221372365059") && long.ends_with("0e-324"));
        let long = conv(5e-324, FloatCode::Fixed, 1074);
        assert!(long.ends_with("3447265625"));
        let long = conv(0.1, FloatCode::General, 80_000);
        assert_eq!(long, "0.1000000000000000055511151231257827021181583404541015625");
        let alt = FloatFlags { alternate: true, ..FloatFlags::default() };
        assert_eq!(dts(2.0, FloatCode::Fixed, 0, alt), "2.");
        assert_eq!(dts(12345.0, FloatCode::General, 1, alt), "1.e+04");
        assert_eq!(dts(1.0, FloatCode::General, 6, alt), "1.00000");
        assert_eq!(dts(1.0, FloatCode::Fixed, usize::MAX, alt), "MemoryError: ");
    }
}

//! `float(str)` and `int(str, base)` text parsing with CPython 3.11's grammar.
//!
//! Both accept surrounding whitespace (see [`is_number_whitespace`]), single
//! underscores between digits, and any Unicode decimal digits (Arabic-Indic and so on),
//! which CPython maps to ASCII before parsing.

use num_bigint::{BigInt, BigUint, Sign};

use super::error::FormatError;
use super::limits::str_to_int_limit_error;
use super::unicode::{decimal_digit_value, is_number_whitespace};

/// Strips number whitespace from both ends and maps the remaining text to ASCII bytes:
/// non-ASCII decimal digits become their ASCII digit, anything else non-ASCII becomes
/// `?` (which no grammar accepts).
fn normalize(text: &str) -> Vec<u8> {
    text.trim_matches(is_number_whitespace)
        .chars()
        .map(|c| {
            if c.is_ascii() {
                c as u8
            } else {
                match decimal_digit_value(c) {
                    Some(d) => b'0' + d as u8,
                    None => b'?',
                }
            }
        })
        .collect()
}

/// Reads `digit (['_'] digit)*` at `*pos`, appending the digits to `out`. Returns
/// false (and may leave `*pos` anywhere) when there is no digit or an underscore is not
/// followed by a digit.
fn digit_part(bytes: &[u8], pos: &mut usize, out: &mut String) -> bool {
    let mut any = false;
    loop {
        match bytes.get(*pos) {
            Some(&b) if b.is_ascii_digit() => {
                out.push(char::from(b));
                *pos += 1;
                any = true;
            }
            Some(b'_') if any => {
                *pos += 1;
                if !bytes.get(*pos).is_some_and(u8::is_ascii_digit) {
                    return false;
                }
            }
            _ => return any,
        }
    }
}

/// Python's `float(text)` for a str argument; `None` where Python raises
/// `ValueError: could not convert string to float: ...`. The result is correctly
/// rounded; `inf`, `infinity` and `nan` are accepted in any case, with a sign.
pub fn parse_float(text: &str) -> Option<f64> {
    let bytes = normalize(text);
    let mut pos = 0;
    let negative = match bytes.first() {
        Some(b'-') => {
            pos = 1;
            true
        }
        Some(b'+') => {
            pos = 1;
            false
        }
        _ => false,
    };
    let body = bytes.get(pos..)?;
    let special = if body.eq_ignore_ascii_case(b"inf") || body.eq_ignore_ascii_case(b"infinity") {
        Some(f64::INFINITY)
    } else if body.eq_ignore_ascii_case(b"nan") {
        Some(f64::NAN)
    } else {
        None
    };
    if let Some(value) = special {
        return Some(if negative { -value } else { value });
    }

    let mut clean = String::with_capacity(bytes.len() + 4);
    if negative {
        clean.push('-');
    }
    let mut int_digits = String::new();
    let has_int = bytes.get(pos).is_some_and(u8::is_ascii_digit);
    if has_int && !digit_part(&bytes, &mut pos, &mut int_digits) {
        return None;
    }
    let mut frac_digits = String::new();
    let mut has_frac = false;
    if bytes.get(pos) == Some(&b'.') {
        pos += 1;
        if bytes.get(pos).is_some_and(u8::is_ascii_digit) {
            if !digit_part(&bytes, &mut pos, &mut frac_digits) {
                return None;
            }
            has_frac = true;
        }
    }
    if !has_int && !has_frac {
        return None;
    }
    clean.push_str(if has_int { &int_digits } else { "0" });
    clean.push('.');
    clean.push_str(if has_frac { &frac_digits } else { "0" });
    if matches!(bytes.get(pos), Some(b'e' | b'E')) {
        pos += 1;
        clean.push('e');
        match bytes.get(pos) {
            Some(b'-') => {
                clean.push('-');
                pos += 1;
            }
            Some(b'+') => pos += 1,
            _ => {}
        }
        let mut exp_digits = String::new();
        if !digit_part(&bytes, &mut pos, &mut exp_digits) {
            return None;
        }
        clean.push_str(&exp_digits);
    }
    if pos != bytes.len() {
        return None;
    }
    clean.parse::<f64>().ok()
}

/// Why [`parse_int_with_limit`] failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IntParseError {
    /// The base is not 0 or 2..=36.
    InvalidBase,
    /// The text is not an integer literal in that base.
    InvalidLiteral,
    /// The text has `digits` digits, more than the limit `limit`.
    TooManyDigits {
        /// Number of digits in the text (underscores not counted).
        digits: usize,
        /// The limit in force.
        limit: usize,
    },
}

impl IntParseError {
    /// The `ValueError` CPython raises. `input_repr` is `repr()` of the argument and
    /// `base` the base as passed to `int()`.
    pub fn to_format_error(self, base: u32, input_repr: &str) -> FormatError {
        match self {
            IntParseError::InvalidBase => FormatError::value("int() base must be >= 2 and <= 36, or 0"),
            IntParseError::InvalidLiteral => FormatError::value(format!("invalid literal for int() with base {base}: {input_repr}")),
            IntParseError::TooManyDigits { digits, limit } => str_to_int_limit_error(limit, digits),
        }
    }
}

fn digit_value(b: u8) -> u32 {
    match b {
        b'0'..=b'9' => u32::from(b - b'0'),
        b'a'..=b'z' => u32::from(b - b'a') + 10,
        b'A'..=b'Z' => u32::from(b - b'A') + 10,
        _ => 99,
    }
}

/// Python's `int(text, base)` for a str argument, without the digit limit; `None`
/// where Python raises `ValueError` (including for a bad base).
pub fn parse_int(text: &str, base: u32) -> Option<BigInt> {
    parse_int_with_limit(text, base, 0).ok()
}

/// Python's `int(text, base)` for a str argument with the int/str digit limit
/// `max_str_digits` (0: unlimited), which applies to bases that are not powers of two.
///
/// Base 0 reads a `0x`/`0o`/`0b` prefix (any case) and otherwise means decimal, where a
/// leading zero is only allowed for the value zero (`'000'`, `'0_0'`). Bases 16, 8 and 2
/// also accept their prefix. One underscore may follow a prefix.
pub fn parse_int_with_limit(text: &str, base: u32, max_str_digits: usize) -> Result<BigInt, IntParseError> {
    if base == 1 || base > 36 {
        return Err(IntParseError::InvalidBase);
    }
    let bytes = normalize(text);
    let at = |i: usize| bytes.get(i).copied().unwrap_or(0);
    let mut pos = 0;
    let negative = match at(0) {
        b'-' => {
            pos = 1;
            true
        }
        b'+' => {
            pos = 1;
            false
        }
        _ => false,
    };
    let mut base = base;
    let mut must_be_zero = false;
    if base == 0 {
        base = if at(pos) != b'0' {
            10
        } else {
            match at(pos + 1) {
                b'x' | b'X' => 16,
                b'o' | b'O' => 8,
                b'b' | b'B' => 2,
                _ => {
                    must_be_zero = true;
                    10
                }
            }
        };
    }
    if at(pos) == b'0' {
        let marker = at(pos + 1).to_ascii_lowercase();
        if (base == 16 && marker == b'x') || (base == 8 && marker == b'o') || (base == 2 && marker == b'b') {
            pos += 2;
            if at(pos) == b'_' {
                pos += 1;
            }
        }
    }
    if at(pos) == b'_' {
        return Err(IntParseError::InvalidLiteral);
    }
    let mut values: Vec<u8> = Vec::with_capacity(bytes.len());
    let mut previous_underscore = false;
    while let Some(&b) = bytes.get(pos) {
        if b == b'_' {
            if previous_underscore {
                return Err(IntParseError::InvalidLiteral);
            }
            previous_underscore = true;
        } else {
            let value = digit_value(b);
            if value >= base {
                break;
            }
            values.push(value as u8);
            previous_underscore = false;
        }
        pos += 1;
    }
    if previous_underscore || values.is_empty() {
        return Err(IntParseError::InvalidLiteral);
    }
    if !base.is_power_of_two() && max_str_digits > 0 && values.len() > max_str_digits {
        return Err(IntParseError::TooManyDigits { digits: values.len(), limit: max_str_digits });
    }
    if pos != bytes.len() {
        return Err(IntParseError::InvalidLiteral);
    }
    let magnitude = BigUint::from_radix_be(&values, base).ok_or(IntParseError::InvalidLiteral)?;
    if must_be_zero && magnitude.bits() != 0 {
        return Err(IntParseError::InvalidLiteral);
    }
    let sign = if negative { Sign::Minus } else { Sign::Plus };
    Ok(BigInt::from_biguint(sign, magnitude))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floats() {
        assert_eq!(parse_float("  +1.5e3\n"), Some(1500.0));
        assert_eq!(parse_float("1_0"), Some(10.0));
        assert_eq!(parse_float("1e5_0"), Some(1e50));
        assert_eq!(parse_float(".5"), Some(0.5));
        assert_eq!(parse_float("5."), Some(5.0));
        assert_eq!(parse_float("\u{661}\u{662}\u{663}"), Some(123.0));
        assert_eq!(parse_float("-iNfInItY"), Some(f64::NEG_INFINITY));
        assert!(parse_float("-nan").is_some_and(|x| x.is_nan() && x.is_sign_negative()));
        assert_eq!(parse_float("1e1000"), Some(f64::INFINITY));
        assert_eq!(parse_float("1e-1000"), Some(0.0));
        assert_eq!(parse_float("1e99999999999999999999999"), Some(f64::INFINITY));
        assert_eq!(parse_float("1e-99999999999999999999999"), Some(0.0));
        assert_eq!(parse_float("0e99999999999999999999999"), Some(0.0));
        for bad in [
            "",
            " ",
            "1__0",
            "_1",
            "1_",
            "0x10",
            ".",
            ".e1",
            "1e",
            "1_e5",
            "1e_5",
            "1._5",
            "1_.5",
            "\x1c1",
            "infinityx",
            "in",
            "- 1",
            "1e+",
            "+",
            "nan1",
            "1 2",
            "--1",
        ] {
            assert_eq!(parse_float(bad), None, "{bad:?}");
        }
    }

    fn int(text: &str, base: u32) -> Option<i64> {
        parse_int(text, base).and_then(|v| i64::try_from(v).ok())
    }

    #[test]
    fn ints() {
        assert_eq!(int(" 0x_1f ", 0), Some(31));
        assert_eq!(int("0x_1f", 16), Some(31));
        assert_eq!(int("0_0", 0), Some(0));
        assert_eq!(int("000", 0), Some(0));
        assert_eq!(int("-0", 0), Some(0));
        assert_eq!(int("0O17", 0), Some(15));
        assert_eq!(int("Z", 36), Some(35));
        assert_eq!(int("-0x1", 16), Some(-1));
        assert_eq!(int("\u{661}\u{662}\u{663}", 16), Some(0x123));
        assert_eq!(int("\u{3000}42\u{a0}", 10), Some(42));
        for (bad, base) in [
            ("0_1", 0),
            ("010", 0),
            ("08", 0),
            ("0b", 0),
            ("0x", 16),
            ("_1", 10),
            ("1_", 10),
            ("1__0", 10),
            ("0x1", 10),
            ("- 1", 10),
            ("+_1", 10),
            ("0_", 0),
            ("\x1c12", 10),
            ("", 10),
            ("12", 2),
        ] {
            assert_eq!(int(bad, base), None, "{bad:?} base {base}");
        }
        assert_eq!(parse_int_with_limit("1", 1, 0), Err(IntParseError::InvalidBase));
        assert_eq!(parse_int_with_limit("1", 37, 0), Err(IntParseError::InvalidBase));
    }

    #[test]
    fn limits() {
        let many = "1".repeat(5000);
        assert_eq!(parse_int_with_limit(&many, 10, 4300), Err(IntParseError::TooManyDigits { digits: 5000, limit: 4300 }));
        let junk = format!("{many}x");
        assert!(matches!(parse_int_with_limit(&junk, 10, 4300), Err(IntParseError::TooManyDigits { .. })));
        let underscored = format!("{}1", "1_".repeat(4400));
        assert_eq!(parse_int_with_limit(&underscored, 10, 4300), Err(IntParseError::TooManyDigits { digits: 4401, limit: 4300 }));
        assert!(parse_int_with_limit(&many, 16, 4300).is_ok());
        assert!(parse_int_with_limit(&many, 10, 0).is_ok());
        let message = IntParseError::InvalidLiteral.to_format_error(10, "'x'").message;
        assert_eq!(message, "invalid literal for int() with base 10: 'x'");
    }
}

//! The value-level parts of printf-style `%` formatting (`str % args`).
//!
//! The interpreter walks the format string itself: literal text is copied, `%%`
//! (a `%` *immediately* followed by `%`) writes one `%` without using an argument, and
//! any other `%` starts a conversion that [`parse_percent_spec`] reads. The interpreter
//! then fetches arguments (for `*` width/precision and for the value, or looks `key` up
//! in the mapping), and calls [`format_percent_int`], [`format_percent_float`] or
//! [`format_percent_str`] depending on the value and conversion. Note that a `%`
//! conversion reached any other way (`'%5%'`, `'%(k)%'`) is an unsupported format
//! character, reported after the argument is fetched.

use num_bigint::{BigInt, Sign as BigSign, ToBigInt};

use super::dtoa::{double_to_string, FloatCode, FloatFlags};
use super::error::{reserve, FormatError};
use super::float_repr::float_repr;
use super::limits::{int_to_decimal_string, INT_MAX_STR_DIGITS};
use super::number::{bigint_to_f64, int_to_char};

/// One parsed `%` conversion: `%[(key)][flags][width][.precision][length]type`.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct PercentSpec {
    /// The mapping key of `%(key)s`.
    pub key: Option<String>,
    /// `-` flag: left-justify.
    pub left_adjust: bool,
    /// `+` flag: always sign numbers.
    pub plus_sign: bool,
    /// ` ` flag: space before non-negative numbers.
    pub space_sign: bool,
    /// `#` flag: alternate form.
    pub alternate: bool,
    /// `0` flag: zero padding for numbers.
    pub zero_pad: bool,
    /// The width, once known (see [`PercentSpec::width_star`]).
    pub width: Option<usize>,
    /// Width is `*`: the caller takes it from the arguments and calls
    /// [`PercentSpec::set_star_width`].
    pub width_star: bool,
    /// The precision, once known (see [`PercentSpec::precision_star`]).
    pub precision: Option<usize>,
    /// Precision is `*`: the caller takes it from the arguments and calls
    /// [`PercentSpec::set_star_precision`].
    pub precision_star: bool,
    /// The conversion character (`d`, `s`, ...), not validated.
    pub conversion: char,
    /// Byte offset of the conversion character in the format string.
    pub conversion_offset: usize,
}

impl PercentSpec {
    /// Applies an argument taken for a `*` width: negative means left-justify.
    pub fn set_star_width(&mut self, width: i64) {
        if width < 0 {
            self.left_adjust = true;
        }
        // CPython negates in a Py_ssize_t: -sys.maxsize - 1 stays negative (no padding).
        self.width = Some(width.checked_abs().map_or(0, |w| w as usize));
    }

    /// Applies an argument taken for a `*` precision: negative counts as 0.
    pub fn set_star_precision(&mut self, precision: i64) {
        self.precision = Some(usize::try_from(precision.max(0)).unwrap_or(usize::MAX));
    }
}

/// The error for a conversion character CPython does not know, e.g. `'%y'`.
/// `format` is the whole format string (the index in the message counts code points).
pub fn unsupported_conversion_error(format: &str, spec: &PercentSpec) -> FormatError {
    let index = format.get(..spec.conversion_offset).map_or(0, |before| before.chars().count());
    let code = u32::from(spec.conversion);
    let shown = if (31..=126).contains(&code) { spec.conversion } else { '?' };
    FormatError::value(format!("unsupported format character '{shown}' (0x{code:x}) at index {index}"))
}

fn incomplete() -> FormatError {
    FormatError::value("incomplete format")
}

/// Parses the conversion whose introducing `%` is at byte offset `start` of `format`
/// (an offset just past that `%` is accepted too). Returns the spec and the byte offset
/// just past the conversion character. A `%%` literal must be handled by the caller
/// before calling this.
///
/// Errors: "incomplete format key", "incomplete format", "width too big",
/// "precision too big" (all `ValueError`).
pub fn parse_percent_spec(format: &str, start: usize) -> Result<(PercentSpec, usize), FormatError> {
    let start = if format.get(start..).is_some_and(|t| t.starts_with('%')) { start + 1 } else { start };
    let tail = format.get(start..).ok_or_else(incomplete)?;
    let mut chars = tail.char_indices().peekable();
    let mut spec = PercentSpec::default();

    if chars.peek().map(|&(_, c)| c) == Some('(') {
        chars.next();
        let mut depth = 1usize;
        let key_start = start + 1;
        let mut key_end = None;
        for (i, c) in chars.by_ref() {
            match c {
                '(' => depth += 1,
                ')' => {
                    depth -= 1;
                    if depth == 0 {
                        key_end = Some(start + i);
                        break;
                    }
                }
                _ => {}
            }
        }
        let key_end = key_end.ok_or_else(|| FormatError::value("incomplete format key"))?;
        spec.key = Some(format.get(key_start..key_end).unwrap_or("").to_string());
    }

    while let Some(&(_, c)) = chars.peek() {
        match c {
            '-' => spec.left_adjust = true,
            '+' => spec.plus_sign = true,
            ' ' => spec.space_sign = true,
            '#' => spec.alternate = true,
            '0' => spec.zero_pad = true,
            _ => break,
        }
        chars.next();
    }

    if chars.peek().map(|&(_, c)| c) == Some('*') {
        chars.next();
        spec.width_star = true;
    } else {
        spec.width = read_count(&mut chars, isize::MAX as usize, "width too big")?;
    }

    if chars.peek().map(|&(_, c)| c) == Some('.') {
        chars.next();
        if chars.peek().map(|&(_, c)| c) == Some('*') {
            chars.next();
            spec.precision_star = true;
        } else {
            let limit = i32::MAX as usize;
            let precision = read_count(&mut chars, limit, "precision too big")?;
            spec.precision = Some(precision.unwrap_or(0));
        }
    }

    if matches!(chars.peek().map(|&(_, c)| c), Some('h' | 'l' | 'L')) {
        chars.next();
    }
    let (offset, conversion) = chars.next().ok_or_else(incomplete)?;
    spec.conversion = conversion;
    spec.conversion_offset = start + offset;
    Ok((spec, start + offset + conversion.len_utf8()))
}

/// Reads ASCII digits; `None` when there are none.
fn read_count(
    chars: &mut std::iter::Peekable<std::str::CharIndices<'_>>,
    limit: usize,
    message: &str,
) -> Result<Option<usize>, FormatError> {
    let mut value: Option<usize> = None;
    while let Some(digit) = chars.peek().and_then(|&(_, c)| c.to_digit(10)) {
        let next = value
            .unwrap_or(0)
            .checked_mul(10)
            .and_then(|v| v.checked_add(digit as usize))
            .filter(|&v| v <= limit)
            .ok_or_else(|| FormatError::value(message))?;
        value = Some(next);
        chars.next();
    }
    Ok(value)
}

/// Pads a converted value the way `%` formatting does. For numbers (`numeric`), a
/// leading sign is split off (or added for the `+`/` ` flags), the `0` flag pads with
/// zeros between the sign/`0x` prefix and the digits, and `has_prefix` says the body
/// (after the sign) starts with a two-character `0x`/`0X`/`0o` prefix.
fn pad(body: &str, spec: &PercentSpec, numeric: bool, has_prefix: bool) -> Result<String, FormatError> {
    let mut text = body;
    let mut sign = "";
    if numeric {
        if let Some(first) = text.get(..1).filter(|s| *s == "-" || *s == "+") {
            sign = first;
            text = &text[1..];
        } else if spec.plus_sign {
            sign = "+";
        } else if spec.space_sign {
            sign = " ";
        }
    }
    let (prefix, digits) = if has_prefix && text.len() >= 2 && text.is_char_boundary(2) { text.split_at(2) } else { ("", text) };
    let fill = if numeric && spec.zero_pad { '0' } else { ' ' };
    let used = sign.len() + prefix.len() + digits.chars().count();
    let padding = spec.width.unwrap_or(0).saturating_sub(used);
    let mut out = String::new();
    reserve(&mut out, padding.saturating_add(body.len()))?;
    if spec.left_adjust {
        out.push_str(sign);
        out.push_str(prefix);
        out.push_str(digits);
        out.extend(std::iter::repeat_n(' ', padding));
    } else if fill == '0' {
        out.push_str(sign);
        out.push_str(prefix);
        out.extend(std::iter::repeat_n('0', padding));
        out.push_str(digits);
    } else {
        out.extend(std::iter::repeat_n(' ', padding));
        out.push_str(sign);
        out.push_str(prefix);
        out.push_str(digits);
    }
    Ok(out)
}

/// `%` formatting of a Python int with conversion `d i u o x X c e E f F g G`, or
/// `s r a` as `str(value)` (right for exact ints; an int subclass with its own
/// `__str__`/`__repr__` must go through [`format_percent_str`] instead), under the
/// default digit limit.
///
/// Any other conversion gives the "unsupported format character" error with the byte
/// offset as index; callers should rather check the conversion themselves and use
/// [`unsupported_conversion_error`], which counts code points like CPython.
pub fn format_percent_int(value: &BigInt, spec: &PercentSpec) -> Result<String, FormatError> {
    format_percent_int_with_limit(value, spec, INT_MAX_STR_DIGITS)
}

/// [`format_percent_int`] with an explicit int/str digit limit (0: unlimited).
pub fn format_percent_int_with_limit(value: &BigInt, spec: &PercentSpec, max_str_digits: usize) -> Result<String, FormatError> {
    let conversion = spec.conversion;
    let (base, prefix) = match conversion {
        'd' | 'i' | 'u' => (10, ""),
        'o' => (8, "0o"),
        'x' => (16, "0x"),
        'X' => (16, "0X"),
        'c' => {
            let ch = int_to_char(value, "%c arg not in range(0x110000)")?;
            return pad(&ch.to_string(), spec, false, false);
        }
        'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
            return float_body(bigint_to_f64(value)?, spec);
        }
        's' | 'r' | 'a' => {
            let text = int_to_decimal_string(value, max_str_digits)?;
            return format_percent_str_unchecked(&text, spec);
        }
        _ => return Err(unsupported_without_context(spec)),
    };
    let negative = value.sign() == BigSign::Minus;
    let mut digits = if base == 10 {
        let mut text = int_to_decimal_string(value, max_str_digits)?;
        if negative {
            text.remove(0);
        }
        text
    } else {
        value.magnitude().to_str_radix(base)
    };
    if conversion == 'X' {
        digits.make_ascii_uppercase();
    }
    let zeros = spec.precision.map_or(0, |precision| precision.saturating_sub(digits.len()));
    let mut body = String::new();
    reserve(&mut body, zeros.saturating_add(digits.len() + 4))?;
    if negative {
        body.push('-');
    }
    let with_prefix = spec.alternate && !prefix.is_empty();
    if with_prefix {
        body.push_str(prefix);
    }
    body.extend(std::iter::repeat_n('0', zeros));
    body.push_str(&digits);
    pad(&body, spec, true, with_prefix)
}

/// The unsupported-conversion error when the format string is not at hand: the index
/// is given as the byte offset. Prefer [`unsupported_conversion_error`].
fn unsupported_without_context(spec: &PercentSpec) -> FormatError {
    let code = u32::from(spec.conversion);
    let shown = if (31..=126).contains(&code) { spec.conversion } else { '?' };
    FormatError::value(format!("unsupported format character '{shown}' (0x{code:x}) at index {}", spec.conversion_offset))
}

fn float_body(x: f64, spec: &PercentSpec) -> Result<String, FormatError> {
    let conversion = spec.conversion;
    let code = match conversion.to_ascii_lowercase() {
        'e' => FloatCode::Exponent,
        'f' => FloatCode::Fixed,
        _ => FloatCode::General,
    };
    let flags = FloatFlags { upper: conversion.is_ascii_uppercase(), alternate: spec.alternate, ..FloatFlags::default() };
    let text = double_to_string(x, code, spec.precision.unwrap_or(6), flags)?;
    pad(&text, spec, true, false)
}

/// `%` formatting of a Python float with conversion `e E f F g G`, `d i u` (truncating
/// like `int(x)`), or `s r a` (using `repr(x)`). `o x X` give CPython's `TypeError`
/// "%x format: an integer is required, not float" and `c` "%c requires int or char".
pub fn format_percent_float(value: f64, spec: &PercentSpec) -> Result<String, FormatError> {
    match spec.conversion {
        'e' | 'E' | 'f' | 'F' | 'g' | 'G' => float_body(value, spec),
        'd' | 'i' | 'u' => {
            if value.is_nan() {
                return Err(FormatError::value("cannot convert float NaN to integer"));
            }
            let int = value.trunc().to_bigint().ok_or_else(|| FormatError::overflow("cannot convert float infinity to integer"))?;
            format_percent_int(&int, spec)
        }
        'o' | 'x' | 'X' => Err(FormatError::type_error(format!("%{} format: an integer is required, not float", spec.conversion))),
        'c' => Err(FormatError::type_error("%c requires int or char")),
        's' | 'r' | 'a' => format_percent_str_unchecked(&float_repr(value), spec),
        _ => Err(unsupported_without_context(spec)),
    }
}

/// `%` formatting of text with conversion `s`, `r` or `a` (the caller passes `str()`,
/// `repr()` or `ascii()` of the value), or `c` with a one-character string (otherwise
/// `TypeError` "%c requires int or char"). Precision truncates `s r a` to that many code
/// points; width pads with spaces (right-aligned unless the `-` flag); `+`, ` `, `#` and
/// `0` have no effect.
pub fn format_percent_str(text: &str, spec: &PercentSpec) -> Result<String, FormatError> {
    match spec.conversion {
        's' | 'r' | 'a' => format_percent_str_unchecked(text, spec),
        'c' => {
            let mut chars = text.chars();
            match (chars.next(), chars.next()) {
                (Some(_), None) => pad(text, spec, false, false),
                _ => Err(FormatError::type_error("%c requires int or char")),
            }
        }
        _ => Err(unsupported_without_context(spec)),
    }
}

fn format_percent_str_unchecked(text: &str, spec: &PercentSpec) -> Result<String, FormatError> {
    let truncated = match spec.precision {
        Some(limit) => match text.char_indices().nth(limit) {
            Some((cut, _)) => &text[..cut],
            None => text,
        },
        None => text,
    };
    pad(truncated, spec, false, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(format: &str) -> PercentSpec {
        match parse_percent_spec(format, 0) {
            Ok((spec, end)) => {
                assert_eq!(end, format.len(), "{format}");
                spec
            }
            Err(e) => panic!("{format}: {}", e.message),
        }
    }

    fn pi(format: &str, v: i64) -> String {
        format_percent_int(&BigInt::from(v), &spec(format)).unwrap_or_else(|e| e.message)
    }

    fn pf(format: &str, v: f64) -> String {
        format_percent_float(v, &spec(format)).unwrap_or_else(|e| e.message)
    }

    fn ps(format: &str, v: &str) -> String {
        format_percent_str(v, &spec(format)).unwrap_or_else(|e| e.message)
    }

    #[test]
    fn parsing() {
        let s = spec("%(a(b)c)-+ #012.5ld");
        assert_eq!(s.key.as_deref(), Some("a(b)c"));
        assert!(s.left_adjust && s.plus_sign && s.space_sign && s.alternate && s.zero_pad);
        assert_eq!((s.width, s.precision, s.conversion), (Some(12), Some(5), 'd'));
        let s = spec("%*.*f");
        assert!(s.width_star && s.precision_star);
        let s = spec("%.f");
        assert_eq!(s.precision, Some(0));
        let err = |f: &str| parse_percent_spec(f, 0).map(|_| ()).map_err(|e| e.message);
        assert_eq!(err("%"), Err("incomplete format".into()));
        assert_eq!(err("%5"), Err("incomplete format".into()));
        assert_eq!(err("%(a"), Err("incomplete format key".into()));
        assert_eq!(err("%99999999999999999999d"), Err("width too big".into()));
        assert_eq!(err("%.2147483648f"), Err("precision too big".into()));
        let format = "ab%\u{e9}";
        let s = parse_percent_spec(format, 2).map(|(s, _)| s).unwrap_or_default();
        assert_eq!(s.conversion_offset, 3);
        // An offset just past the '%' works as well.
        let after = parse_percent_spec("x%5d", 2).map(|(s, end)| (s.width, end));
        assert_eq!(after, Ok((Some(5), 4)));
        assert_eq!(unsupported_conversion_error(format, &s).message, "unsupported format character '?' (0xe9) at index 3");
    }

    #[test]
    fn conversions() {
        assert_eq!(pi("%#x", 255), "0xff");
        assert_eq!(pi("%+05x", 255), "+00ff");
        assert_eq!(pi("%#+08x", 255), "+0x000ff");
        assert_eq!(pi("%#-8x", 255), "0xff    ");
        assert_eq!(pi("%-05d", 5), "5    ");
        assert_eq!(pi("%08.3d", -5), "-0000005");
        assert_eq!(pi("%05c", 65), "    A");
        assert_eq!(pi("%c", -1), "%c arg not in range(0x110000)");
        assert_eq!(pf("%+.3e", 12345.678), "+1.235e+04");
        assert_eq!(pf("%05.1f", 2.25), "002.2");
        assert_eq!(pf("%g", 1e-5), "1e-05");
        assert_eq!(pf("%010f", f64::INFINITY), "0000000inf");
        assert_eq!(pf("%d", -3.9), "-3");
        assert_eq!(pf("%x", 1.5), "%x format: an integer is required, not float");
        assert_eq!(ps("%5s", "ab"), "   ab");
        assert_eq!(ps("%-5s", "ab"), "ab   ");
        assert_eq!(ps("%.1s", "\u{e9}b"), "\u{e9}");
        assert_eq!(ps("%c", "ab"), "%c requires int or char");
        let mut huge = spec("%d");
        huge.set_star_width(i64::MIN);
        assert!(huge.left_adjust);
        // -sys.maxsize - 1 stays negative when CPython negates it: no padding at all.
        assert_eq!(format_percent_int(&BigInt::from(1), &huge).map_err(|e| e.kind), Ok("1".to_string()));
        let mut huge = spec("%.*d");
        huge.set_star_precision(i64::MAX);
        assert!(format_percent_int(&BigInt::from(1), &huge).is_err());
    }
}

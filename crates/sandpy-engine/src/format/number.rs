//! `format()` for ints and floats: presentation types, sign, `#` prefixes, grouping,
//! zero padding and alignment, following CPython 3.11's `int.__format__` and
//! `float.__format__`.

use num_bigint::{BigInt, Sign as BigSign};
use num_traits::ToPrimitive;

use super::dtoa::{double_to_string, FloatCode, FloatFlags};
use super::error::{bytes_for, reserve, FormatError};
use super::limits::{int_to_decimal_string, INT_MAX_STR_DIGITS};
use super::spec::{check_grouping, unknown_code_error, Align, FormatSpec, Grouping, Sign};

/// The pieces of a formatted number, before padding and grouping.
struct Parts<'a> {
    /// `-`, `+`, ` ` or empty.
    sign: &'a str,
    /// `0x`-style prefix or empty.
    prefix: &'a str,
    /// The run of integer digits that grouping and zero padding apply to.
    digits: &'a str,
    /// Everything after the digits (decimal point, fraction, exponent, `%`), or text
    /// that is copied as is (`inf`, the character of `c`).
    rest: &'a str,
}

/// A separator character and the size of the groups it separates.
type Separator = Option<(char, usize)>;

/// Groups `digits` from the right with `sep`, adding leading zeros (which get grouped
/// too) until the result is at least `min_width` characters long. A separator is never
/// left at the front: the group is completed with a zero instead.
fn group_digits(digits: &str, min_width: usize, sep: Separator) -> Result<String, FormatError> {
    let Some((sep, size)) = sep else {
        let zeros = min_width.saturating_sub(digits.len());
        let mut out = String::new();
        reserve(&mut out, zeros.saturating_add(digits.len()))?;
        push_fill(&mut out, '0', zeros);
        out.push_str(digits);
        return Ok(out);
    };
    let size = size.max(1);
    let body = digits.len().max(min_width);
    let mut reversed: Vec<u8> = Vec::new();
    reversed.try_reserve(body.saturating_add(body / size).saturating_add(2)).map_err(|_| FormatError::memory())?;
    let mut source = digits.bytes().rev();
    let mut remaining = digits.len();
    let mut min_width = min_width;
    let mut first = true;
    loop {
        let group = size.min(remaining.max(min_width).max(1));
        let taken = remaining.min(group);
        let zeros = group - taken;
        if !first {
            reversed.push(b'\0');
        }
        first = false;
        reversed.extend(source.by_ref().take(taken));
        reversed.extend(std::iter::repeat_n(b'0', zeros));
        remaining -= taken;
        min_width = min_width.saturating_sub(group);
        if remaining == 0 && min_width == 0 {
            break;
        }
        min_width = min_width.saturating_sub(1);
    }
    let mut out = String::new();
    reserve(&mut out, bytes_for(reversed.len(), sep.len_utf8())?)?;
    out.extend(reversed.iter().rev().map(|&b| if b == b'\0' { sep } else { char::from(b) }));
    Ok(out)
}

fn push_fill(out: &mut String, fill: char, count: usize) {
    out.extend(std::iter::repeat_n(fill, count));
}

/// Pads and groups `parts` into the final field.
fn assemble(parts: &Parts<'_>, fill: char, align: Align, width: Option<usize>, sep: Separator) -> Result<String, FormatError> {
    let width = width.unwrap_or(0);
    let fixed_len = parts.sign.chars().count() + parts.prefix.len() + parts.rest.chars().count();
    let grouped = if parts.digits.is_empty() {
        String::new()
    } else {
        let min_width = if fill == '0' && align == Align::AfterSign { width.saturating_sub(fixed_len) } else { 0 };
        group_digits(parts.digits, min_width, sep)?
    };
    let total = fixed_len + grouped.len();
    let padding = width.saturating_sub(total);
    let (left, middle, right) = match align {
        Align::Left => (0, 0, padding),
        Align::Right => (padding, 0, 0),
        Align::Center => (padding / 2, 0, padding - padding / 2),
        Align::AfterSign => (0, padding, 0),
    };
    let mut out = String::new();
    reserve(&mut out, bytes_for(padding, fill.len_utf8())?.saturating_add(total * 4))?;
    push_fill(&mut out, fill, left);
    out.push_str(parts.sign);
    out.push_str(parts.prefix);
    push_fill(&mut out, fill, middle);
    out.push_str(&grouped);
    out.push_str(parts.rest);
    push_fill(&mut out, fill, right);
    Ok(out)
}

fn sign_text(negative: bool, sign: Sign) -> &'static str {
    match (negative, sign) {
        (true, _) => "-",
        (false, Sign::Plus) => "+",
        (false, Sign::Space) => " ",
        (false, _) => "",
    }
}

fn separator(grouping: Option<Grouping>, group_size: usize) -> Separator {
    match grouping {
        Some(Grouping::Comma) => Some((',', 3)),
        Some(Grouping::Underscore) => Some(('_', group_size)),
        None => None,
    }
}

/// Converts an int to the nearest float (ties to even), as Python's `float(n)` does;
/// `OverflowError` "int too large to convert to float" when it is out of range.
pub fn bigint_to_f64(value: &BigInt) -> Result<f64, FormatError> {
    let too_large = || FormatError::overflow("int too large to convert to float");
    let bits = value.bits();
    let negative = value.sign() == BigSign::Minus;
    let apply_sign = |m: f64| if negative { -m } else { m };
    if bits <= 64 {
        // A u64 to f64 conversion rounds to nearest, ties to even.
        let small = value.magnitude().to_u64().ok_or_else(too_large)?;
        return Ok(apply_sign(small as f64));
    }
    if bits > 1025 {
        return Err(too_large());
    }
    // Keep 64 leading bits plus a sticky bit for everything shifted out, so the single
    // conversion of the u64 below rounds exactly like rounding the whole value would.
    let shift = bits - 64;
    let magnitude = value.magnitude();
    let top = (magnitude >> shift).to_u64().ok_or_else(too_large)?;
    let dropped_nonzero = magnitude.trailing_zeros().is_some_and(|tz| tz < shift);
    let top = if dropped_nonzero { top | 1 } else { top };
    // Round to 53 bits once, in integer arithmetic (half to even), then scale exactly.
    let low = top & 0x7ff;
    let mut mantissa = top >> 11;
    let half = 0x400;
    if low > half || (low == half && mantissa & 1 == 1) {
        mantissa += 1;
    }
    // Both factors are exact and the product is exact unless it overflows.
    let scale = f64::from_bits((shift + 11 + 1023) << 52);
    let magnitude_f = (mantissa as f64) * scale;
    if magnitude_f.is_infinite() {
        return Err(too_large());
    }
    Ok(apply_sign(magnitude_f))
}

/// `format(value, spec)` for a Python int, type name `int`, default digit limit.
pub fn format_int(value: &BigInt, spec: &FormatSpec) -> Result<String, FormatError> {
    format_int_with(value, spec, "int", INT_MAX_STR_DIGITS)
}

/// `format(value, spec)` for an int whose Python type is called `type_name` (e.g.
/// `bool`), with the int/str digit limit `max_str_digits` (0: unlimited).
///
/// Supports the types `b c d o x X n` and none (as `d`), and `e E f F g G %` through a
/// conversion to float. `n` uses the C locale (no grouping).
pub fn format_int_with(value: &BigInt, spec: &FormatSpec, type_name: &str, max_str_digits: usize) -> Result<String, FormatError> {
    let kind = spec.kind.unwrap_or('d');
    check_grouping(spec.grouping, Some(kind))?;
    match kind {
        'b' | 'c' | 'd' | 'o' | 'x' | 'X' | 'n' => {}
        'e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%' => {
            let x = bigint_to_f64(value)?;
            return format_float_kind(x, spec, Some(kind));
        }
        other => return Err(unknown_code_error(other, type_name)),
    }
    if spec.precision.is_some() {
        return Err(FormatError::value("Precision not allowed in integer format specifier"));
    }
    if spec.coerce_negative_zero {
        return Err(FormatError::value("Negative zero coercion (z) not allowed in integer format specifier"));
    }
    let (fill, align) = spec.fill_and_align(Align::Right);
    if kind == 'c' {
        if spec.sign != Sign::Default {
            return Err(FormatError::value("Sign not allowed with integer format specifier 'c'"));
        }
        if spec.alternate {
            return Err(FormatError::value("Alternate form (#) not allowed with integer format specifier 'c'"));
        }
        let ch = int_to_char(value, "Python int too large to convert to C long")?;
        let text = ch.to_string();
        let parts = Parts { sign: "", prefix: "", digits: "", rest: &text };
        return assemble(&parts, fill, align, spec.width, None);
    }

    let (base, prefix, group_size) = match kind {
        'b' => (2, "0b", 4),
        'o' => (8, "0o", 4),
        'x' => (16, "0x", 4),
        'X' => (16, "0X", 4),
        _ => (10, "", 3),
    };
    let negative = value.sign() == BigSign::Minus;
    let small = value.magnitude().to_u64();
    let mut digits = if let Some(m) = small {
        // Machine-sized magnitudes (nearly all) skip the big-int digit conversion.
        match base {
            10 => m.to_string(),
            16 => format!("{m:x}"),
            8 => format!("{m:o}"),
            _ => format!("{m:b}"),
        }
    } else if base == 10 {
        let mut text = int_to_decimal_string(value, max_str_digits)?;
        if negative {
            text.remove(0);
        }
        text
    } else {
        value.magnitude().to_str_radix(base)
    };
    if kind == 'X' {
        digits.make_ascii_uppercase();
    }
    let parts = Parts { sign: sign_text(negative, spec.sign), prefix: if spec.alternate { prefix } else { "" }, digits: &digits, rest: "" };
    let sep = if kind == 'n' { None } else { separator(spec.grouping, group_size) };
    assemble(&parts, fill, align, spec.width, sep)
}

/// The character for code point `value`; `overflow_message` is used when the value
/// does not even fit a C long.
pub(crate) fn int_to_char(value: &BigInt, overflow_message: &str) -> Result<char, FormatError> {
    let code = value.to_i64().ok_or_else(|| FormatError::overflow(overflow_message))?;
    if !(0..=0x10ffff).contains(&code) {
        return Err(FormatError::overflow("%c arg not in range(0x110000)"));
    }
    u32::try_from(code)
        .ok()
        .and_then(char::from_u32)
        .ok_or_else(|| FormatError::value(format!("%c arg U+{code:04X} is a surrogate, which sandpy strings cannot hold")))
}

/// `format(value, spec)` for a Python float, type name `float`.
pub fn format_float(value: f64, spec: &FormatSpec) -> Result<String, FormatError> {
    format_float_with(value, spec, "float")
}

/// `format(value, spec)` for a float whose Python type is called `type_name`.
///
/// Supports `e E f F g G n %` and none (like `g` with at least one digit after the
/// point, and `repr` style when no precision is given). `n` uses the C locale.
pub fn format_float_with(value: f64, spec: &FormatSpec, type_name: &str) -> Result<String, FormatError> {
    check_grouping(spec.grouping, spec.kind)?;
    match spec.kind {
        None | Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n' | '%') => format_float_kind(value, spec, spec.kind),
        Some(other) => Err(unknown_code_error(other, type_name)),
    }
}

/// Formats a float with an already validated presentation type.
fn format_float_kind(value: f64, spec: &FormatSpec, kind: Option<char>) -> Result<String, FormatError> {
    if spec.precision.is_some_and(|p| p > i32::MAX as usize) {
        return Err(FormatError::value("precision too big"));
    }
    let mut flags = FloatFlags { alternate: spec.alternate, no_neg_0: spec.coerce_negative_zero, ..FloatFlags::default() };
    let mut x = value;
    let mut percent = false;
    let code = match kind {
        None => {
            flags.add_dot_0 = true;
            if spec.precision.is_some() {
                FloatCode::General
            } else {
                FloatCode::Repr
            }
        }
        Some('e') => FloatCode::Exponent,
        Some('E') => {
            flags.upper = true;
            FloatCode::Exponent
        }
        Some('f') => FloatCode::Fixed,
        Some('F') => {
            flags.upper = true;
            FloatCode::Fixed
        }
        Some('G') => {
            flags.upper = true;
            FloatCode::General
        }
        Some('%') => {
            x *= 100.0;
            percent = true;
            FloatCode::Fixed
        }
        _ => FloatCode::General,
    };
    let precision = spec.precision.unwrap_or(6);
    let mut text = double_to_string(x, code, precision, flags)?;
    if percent {
        text.push('%');
    }
    let (negative, body) = match text.strip_prefix('-') {
        Some(body) => (true, body),
        None => (false, text.as_str()),
    };
    let digit_count = body.bytes().take_while(u8::is_ascii_digit).count();
    let (digits, rest) = body.split_at(digit_count);
    let parts = Parts { sign: sign_text(negative, spec.sign), prefix: "", digits, rest };
    let sep = if kind == Some('n') { None } else { separator(spec.grouping, 3) };
    let (fill, align) = spec.fill_and_align(Align::Right);
    assemble(&parts, fill, align, spec.width, sep)
}

#[cfg(test)]
mod tests {
    use super::super::spec::parse_format_spec;
    use super::*;

    fn fi(v: i64, spec: &str) -> Result<String, String> {
        let spec = parse_format_spec(spec, "int").map_err(|e| e.message)?;
        format_int(&BigInt::from(v), &spec).map_err(|e| e.message)
    }

    fn ff(v: f64, spec: &str) -> Result<String, String> {
        let spec = parse_format_spec(spec, "float").map_err(|e| e.message)?;
        format_float(v, &spec).map_err(|e| e.message)
    }

    #[test]
    fn ints() {
        assert_eq!(fi(1234, "010,"), Ok("00,001,234".into()));
        assert_eq!(fi(1234, "08,"), Ok("0,001,234".into()));
        assert_eq!(fi(0x12345, "#012_x"), Ok("0x0_0001_2345".into()));
        assert_eq!(fi(-0x12345, "#013_X"), Ok("-0X0_0001_2345".into()));
        assert_eq!(fi(5, "x^+#10b"), Ok("xx+0b101xx".into()));
        assert_eq!(fi(-5, "0^5"), Ok("0-500".into()));
        assert_eq!(fi(65, "05c"), Ok("0000A".into()));
        assert_eq!(fi(1234567, "n"), Ok("1234567".into()));
        assert_eq!(fi(255, "%"), Ok("25500.000000%".into()));
        assert_eq!(fi(5, "s"), Err("Unknown format code 's' for object of type 'int'".into()));
        assert_eq!(fi(1, "9223372036854775807"), Err(String::new()));
        assert_eq!(fi(1, "09223372036854775807,"), Err(String::new()));
        assert_eq!(ff(1.0, "\u{10000}>9223372036854775807"), Err(String::new()));
        assert_eq!(fi(-1, "c"), Err("%c arg not in range(0x110000)".into()));
    }

    #[test]
    fn floats() {
        assert_eq!(ff(1.0, ""), Ok("1.0".into()));
        assert_eq!(ff(1e20, ""), Ok("1e+20".into()));
        assert_eq!(ff(0.1, ".3"), Ok("0.1".into()));
        assert_eq!(ff(100.0, ".3"), Ok("1e+02".into()));
        assert_eq!(ff(2.675, ".2f"), Ok("2.67".into()));
        assert_eq!(ff(0.125, ".2f"), Ok("0.12".into()));
        assert_eq!(ff(f64::NEG_INFINITY, "010"), Ok("-000000inf".into()));
        assert_eq!(ff(-0.0, "z"), Ok("0.0".into()));
        assert_eq!(ff(1234567.891, ",.2f"), Ok("1,234,567.89".into()));
        assert_eq!(ff(1.0, "d"), Err("Unknown format code 'd' for object of type 'float'".into()));
    }

    #[test]
    fn big_to_float() {
        use num_traits::{One, Pow};
        let two = BigInt::from(2);
        let max_exact: BigInt = Pow::pow(&two, 1024u32) - Pow::pow(&two, 970u32) - BigInt::one();
        assert_eq!(bigint_to_f64(&max_exact), Ok(f64::MAX));
        let rounds_up: BigInt = Pow::pow(&two, 1024u32) - Pow::pow(&two, 970u32);
        assert!(bigint_to_f64(&rounds_up).is_err());
        // 2**64 + 2**11 is a tie between two floats: goes to the even one, 2**64.
        let tie: BigInt = Pow::pow(&two, 64u32) + Pow::pow(&two, 11u32);
        assert_eq!(bigint_to_f64(&tie), Ok(18446744073709551616.0));
        let above_tie: BigInt = tie + BigInt::one();
        assert_eq!(bigint_to_f64(&above_tie), Ok(18446744073709555712.0));
        assert_eq!(bigint_to_f64(&BigInt::from(-3)), Ok(-3.0));
    }
}

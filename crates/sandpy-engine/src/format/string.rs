//! `format()` for strings: truncation by precision, padding and alignment.

use super::error::{bytes_for, reserve, FormatError};
use super::spec::{check_grouping, unknown_code_error, Align, FormatSpec, Sign};

/// `format(value, spec)` for a Python str, type name `str`.
pub fn format_str(value: &str, spec: &FormatSpec) -> Result<String, FormatError> {
    format_str_with(value, spec, "str")
}

/// `format(value, spec)` for a str whose Python type is called `type_name`.
///
/// Only type `s` (or none) is accepted. Precision truncates to that many code points;
/// width counts code points; the default alignment is left.
pub fn format_str_with(value: &str, spec: &FormatSpec, type_name: &str) -> Result<String, FormatError> {
    let kind = spec.kind.unwrap_or('s');
    check_grouping(spec.grouping, Some(kind))?;
    if kind != 's' {
        return Err(unknown_code_error(kind, type_name));
    }
    match spec.sign {
        Sign::Default => {}
        Sign::Space => return Err(FormatError::value("Space not allowed in string format specifier")),
        Sign::Plus | Sign::Minus => return Err(FormatError::value("Sign not allowed in string format specifier")),
    }
    if spec.coerce_negative_zero {
        return Err(FormatError::value("Negative zero coercion (z) not allowed in string format specifier"));
    }
    if spec.alternate {
        return Err(FormatError::value("Alternate form (#) not allowed in string format specifier"));
    }
    if spec.align == Some(Align::AfterSign) {
        return Err(FormatError::value("'=' alignment not allowed in string format specifier"));
    }
    let text = match spec.precision {
        Some(limit) => match value.char_indices().nth(limit) {
            Some((cut, _)) => &value[..cut],
            None => value,
        },
        None => value,
    };
    let len = text.chars().count();
    let padding = spec.width.unwrap_or(0).saturating_sub(len);
    if padding == 0 {
        return Ok(text.to_string());
    }
    let (fill, align) = spec.fill_and_align(Align::Left);
    let left = match align {
        Align::Right => padding,
        Align::Center => padding / 2,
        Align::Left | Align::AfterSign => 0,
    };
    let mut out = String::new();
    reserve(&mut out, bytes_for(padding, fill.len_utf8())?.saturating_add(text.len()))?;
    out.extend(std::iter::repeat_n(fill, left));
    out.push_str(text);
    out.extend(std::iter::repeat_n(fill, padding - left));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::super::spec::parse_format_spec;
    use super::*;

    fn fs(v: &str, spec: &str) -> Result<String, String> {
        let spec = parse_format_spec(spec, "str").map_err(|e| e.message)?;
        format_str(v, &spec).map_err(|e| e.message)
    }

    #[test]
    fn strings() {
        assert_eq!(fs("ab", "05"), Ok("ab000".into()));
        assert_eq!(fs("abc", ".1"), Ok("a".into()));
        assert_eq!(fs("h\u{e9}llo", "*^9.4"), Ok("**h\u{e9}ll***".into()));
        assert_eq!(fs("x", ">3s"), Ok("  x".into()));
        assert_eq!(fs("x", ""), Ok("x".into()));
        assert_eq!(fs("x", "\u{e9}>9223372036854775807"), Err(String::new()));
        assert_eq!(fs("a", ","), Err("Cannot specify ',' with 's'.".into()));
        assert_eq!(fs("a", "+"), Err("Sign not allowed in string format specifier".into()));
        assert_eq!(fs("a", "=5"), Err("'=' alignment not allowed in string format specifier".into()));
        assert_eq!(fs("a", "d"), Err("Unknown format code 'd' for object of type 'str'".into()));
    }
}

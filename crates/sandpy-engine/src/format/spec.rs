//! The format-spec mini-language used by `format()`, `str.format` and f-strings:
//! `[[fill]align][sign]["z"]["#"]["0"][width][grouping]["." precision][type]`.

use super::error::FormatError;
use super::unicode::decimal_digit_value;

/// Alignment of the formatted text within the field width.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Align {
    /// `<`
    Left,
    /// `>`
    Right,
    /// `^`
    Center,
    /// `=`: padding goes between the sign (and `0x`-style prefix) and the digits.
    AfterSign,
}

/// The sign option.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Sign {
    /// No sign option given (behaves like `-` for numbers).
    #[default]
    Default,
    /// `-`: sign only negative numbers.
    Minus,
    /// `+`: sign every number.
    Plus,
    /// ` `: a space in front of non-negative numbers.
    Space,
}

/// The thousands-grouping option.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Grouping {
    /// `,` every three digits.
    Comma,
    /// `_` every three digits (every four for `b`, `o`, `x`, `X`).
    Underscore,
}

/// A parsed format spec, exactly as written (no defaults for a particular type applied).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct FormatSpec {
    /// The fill character, when one was written before an alignment character.
    pub fill: Option<char>,
    /// The alignment character, if written.
    pub align: Option<Align>,
    /// The sign option.
    pub sign: Sign,
    /// The `z` option (coerce negative zero to positive zero).
    pub coerce_negative_zero: bool,
    /// The `#` option.
    pub alternate: bool,
    /// A `0` directly before the width when no fill character was given: pads with
    /// zeros (and, for numbers with no explicit alignment, implies `=` alignment).
    pub zero_pad: bool,
    /// Minimum field width in characters.
    pub width: Option<usize>,
    /// Thousands grouping.
    pub grouping: Option<Grouping>,
    /// Precision.
    pub precision: Option<usize>,
    /// The presentation type character, if any (not validated here beyond grouping).
    pub kind: Option<char>,
}

impl FormatSpec {
    /// The fill character and alignment in effect for a type whose default alignment is
    /// `default_align` (`Right` for numbers, `Left` for strings).
    pub fn fill_and_align(&self, default_align: Align) -> (char, Align) {
        if let Some(fill) = self.fill {
            return (fill, self.align.unwrap_or(default_align));
        }
        if self.zero_pad {
            let align = match self.align {
                Some(align) => align,
                None if default_align == Align::Right => Align::AfterSign,
                None => default_align,
            };
            return ('0', align);
        }
        (' ', self.align.unwrap_or(default_align))
    }
}

/// How a presentation type character appears in CPython's error messages.
pub(crate) fn type_char_text(c: char) -> String {
    let cp = u32::from(c);
    if cp > 32 && cp < 128 {
        c.to_string()
    } else {
        format!("\\x{cp:x}")
    }
}

/// The "Unknown format code" error for `type_name`.
pub(crate) fn unknown_code_error(code: char, type_name: &str) -> FormatError {
    FormatError::value(format!("Unknown format code '{}' for object of type '{}'", type_char_text(code), type_name))
}

/// Checks that grouping is allowed with presentation type `kind` (`None`: no type at
/// all, which is allowed). CPython does this while parsing, with the type's default
/// presentation type standing in for a missing one (`d` for int, `s` for str).
pub(crate) fn check_grouping(grouping: Option<Grouping>, kind: Option<char>) -> Result<(), FormatError> {
    let Some(grouping) = grouping else {
        return Ok(());
    };
    let Some(kind) = kind else {
        return Ok(());
    };
    let allowed = match kind {
        'd' | 'e' | 'f' | 'g' | 'E' | 'G' | '%' | 'F' => true,
        'b' | 'o' | 'x' | 'X' => grouping == Grouping::Underscore,
        _ => false,
    };
    if allowed {
        return Ok(());
    }
    let sep = match grouping {
        Grouping::Comma => ',',
        Grouping::Underscore => '_',
    };
    Err(FormatError::value(format!("Cannot specify '{sep}' with '{}'.", type_char_text(kind))))
}

fn align_of(c: char) -> Option<Align> {
    match c {
        '<' => Some(Align::Left),
        '>' => Some(Align::Right),
        '^' => Some(Align::Center),
        '=' => Some(Align::AfterSign),
        _ => None,
    }
}

/// Reads a run of (Unicode) decimal digits at `*pos`. Returns `None` when there is no
/// digit, and an error when the number does not fit in a `Py_ssize_t`.
fn read_number(chars: &[char], pos: &mut usize) -> Result<Option<usize>, FormatError> {
    let mut value: Option<usize> = None;
    while let Some(digit) = chars.get(*pos).and_then(|&c| decimal_digit_value(c)) {
        let so_far = value.unwrap_or(0);
        let next = so_far
            .checked_mul(10)
            .and_then(|v| v.checked_add(digit as usize))
            .filter(|&v| v <= isize::MAX as usize)
            .ok_or_else(|| FormatError::value("Too many decimal digits in format string"))?;
        value = Some(next);
        *pos += 1;
    }
    Ok(value)
}

fn both_separators_error() -> FormatError {
    FormatError::value("Cannot specify both ',' and '_'.")
}

/// Parses a format spec. `type_name` (the Python type of the value being formatted,
/// such as `"int"`) only appears in the "Invalid format specifier" message.
///
/// Grouping is checked against an explicit presentation type here; when no type is
/// written, the `format_*` functions check it against their own default type.
pub fn parse_format_spec(spec: &str, type_name: &str) -> Result<FormatSpec, FormatError> {
    let chars: Vec<char> = spec.chars().collect();
    let mut result = FormatSpec::default();
    let mut pos = 0;

    let second_align = chars.get(1).and_then(|&c| align_of(c));
    if let (Some(align), Some(&fill)) = (second_align, chars.first()) {
        result.fill = Some(fill);
        result.align = Some(align);
        pos = 2;
    } else if let Some(align) = chars.first().and_then(|&c| align_of(c)) {
        result.align = Some(align);
        pos = 1;
    }

    match chars.get(pos) {
        Some('+') => result.sign = Sign::Plus,
        Some('-') => result.sign = Sign::Minus,
        Some(' ') => result.sign = Sign::Space,
        _ => {}
    }
    if result.sign != Sign::Default {
        pos += 1;
    }
    if chars.get(pos) == Some(&'z') {
        result.coerce_negative_zero = true;
        pos += 1;
    }
    if chars.get(pos) == Some(&'#') {
        result.alternate = true;
        pos += 1;
    }
    if result.fill.is_none() && chars.get(pos) == Some(&'0') {
        result.zero_pad = true;
        pos += 1;
    }
    result.width = read_number(&chars, &mut pos)?;

    if chars.get(pos) == Some(&',') {
        result.grouping = Some(Grouping::Comma);
        pos += 1;
    }
    if chars.get(pos) == Some(&'_') {
        if result.grouping.is_some() {
            return Err(both_separators_error());
        }
        result.grouping = Some(Grouping::Underscore);
        pos += 1;
    }
    if chars.get(pos) == Some(&',') && result.grouping == Some(Grouping::Underscore) {
        return Err(both_separators_error());
    }

    if chars.get(pos) == Some(&'.') {
        pos += 1;
        result.precision = read_number(&chars, &mut pos)?;
        if result.precision.is_none() {
            return Err(FormatError::value("Format specifier missing precision"));
        }
    }

    let rest = chars.get(pos..).unwrap_or(&[]);
    if rest.len() > 1 {
        return Err(FormatError::value(format!("Invalid format specifier '{spec}' for object of type '{type_name}'")));
    }
    result.kind = rest.first().copied();
    if result.kind.is_some() {
        check_grouping(result.grouping, result.kind)?;
    }
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Result<FormatSpec, String> {
        parse_format_spec(s, "int").map_err(|e| e.message)
    }

    #[test]
    fn fields() {
        let spec = parse("*^+z#012,.3f").unwrap_or_default();
        assert_eq!(spec.fill, Some('*'));
        assert_eq!(spec.align, Some(Align::Center));
        assert_eq!(spec.sign, Sign::Plus);
        assert!(spec.coerce_negative_zero && spec.alternate);
        // With a fill character the 0 belongs to the width.
        assert!(!spec.zero_pad);
        assert_eq!(spec.width, Some(12));
        assert_eq!(spec.grouping, Some(Grouping::Comma));
        assert_eq!(spec.precision, Some(3));
        assert_eq!(spec.kind, Some('f'));

        let spec = parse("010").unwrap_or_default();
        assert!(spec.zero_pad);
        assert_eq!(spec.width, Some(10));
        assert_eq!(spec.fill_and_align(Align::Right), ('0', Align::AfterSign));
        assert_eq!(spec.fill_and_align(Align::Left), ('0', Align::Left));
        assert_eq!(parse("").unwrap_or_default(), FormatSpec::default());
        // Fill may be an alignment character itself.
        let spec = parse("<<").unwrap_or_default();
        assert_eq!((spec.fill, spec.align), (Some('<'), Some(Align::Left)));
        // Unicode digits are accepted in width and precision.
        let spec = parse("\u{665}.\u{662}").unwrap_or_default();
        assert_eq!((spec.width, spec.precision), (Some(5), Some(2)));
    }

    #[test]
    fn errors() {
        assert_eq!(parse("99999999999999999999"), Err("Too many decimal digits in format string".into()));
        assert_eq!(parse("."), Err("Format specifier missing precision".into()));
        assert_eq!(parse(",_"), Err("Cannot specify both ',' and '_'.".into()));
        assert_eq!(parse("_,"), Err("Cannot specify both ',' and '_'.".into()));
        assert_eq!(parse(",,"), Err("Cannot specify ',' with ','.".into()));
        assert_eq!(parse(",s"), Err("Cannot specify ',' with 's'.".into()));
        assert_eq!(parse(",\u{e9}"), Err("Cannot specify ',' with '\\xe9'.".into()));
        assert_eq!(parse("xx"), Err("Invalid format specifier 'xx' for object of type 'int'".into()));
        assert!(parse("_x").is_ok());
        assert_eq!(parse(",x"), Err("Cannot specify ',' with 'x'.".into()));
    }
}

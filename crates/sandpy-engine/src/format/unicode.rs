//! The two Unicode facts the number parsers need (Unicode 14.0, as in CPython 3.11):
//! which characters are decimal digits, and which count as surrounding whitespace.

/// First code point (the digit zero) of every non-ASCII run of ten decimal digits
/// (general category Nd). Every Nd character belongs to exactly one such run.
const DECIMAL_ZEROS: [u32; 65] = [
    0x660, 0x6F0, 0x7C0, 0x966, 0x9E6, 0xA66, 0xAE6, 0xB66, 0xBE6, 0xC66, 0xCE6, 0xD66, 0xDE6, 0xE50, 0xED0, 0xF20, 0x1040, 0x1090, 0x17E0,
    0x1810, 0x1946, 0x19D0, 0x1A80, 0x1A90, 0x1B50, 0x1BB0, 0x1C40, 0x1C50, 0xA620, 0xA8D0, 0xA900, 0xA9D0, 0xA9F0, 0xAA50, 0xABF0, 0xFF10,
    0x104A0, 0x10D30, 0x11066, 0x110F0, 0x11136, 0x111D0, 0x112F0, 0x11450, 0x114D0, 0x11650, 0x116C0, 0x11730, 0x118E0, 0x11950, 0x11C50,
    0x11D50, 0x11DA0, 0x16A60, 0x16AC0, 0x16B50, 0x1D7CE, 0x1D7D8, 0x1D7E2, 0x1D7EC, 0x1D7F6, 0x1E140, 0x1E2F0, 0x1E950, 0x1FBF0,
];

/// Non-ASCII characters for which Python's `str.isspace()` is true.
const NON_ASCII_SPACES: [char; 19] = [
    '\u{85}', '\u{a0}', '\u{1680}', '\u{2000}', '\u{2001}', '\u{2002}', '\u{2003}', '\u{2004}', '\u{2005}', '\u{2006}', '\u{2007}',
    '\u{2008}', '\u{2009}', '\u{200a}', '\u{2028}', '\u{2029}', '\u{202f}', '\u{205f}', '\u{3000}',
];

/// The value (0..=9) of a Unicode decimal digit, ASCII or not; `None` for anything else.
/// This is Python's `unicodedata.decimal(c)`, which `int()`, `float()` and the width and
/// precision fields of format specs all accept.
pub fn decimal_digit_value(c: char) -> Option<u32> {
    if c.is_ascii_digit() {
        return Some(u32::from(c) - u32::from('0'));
    }
    let cp = u32::from(c);
    let idx = DECIMAL_ZEROS.partition_point(|&zero| zero <= cp);
    let zero = *DECIMAL_ZEROS.get(idx.checked_sub(1)?)?;
    let offset = cp - zero;
    (offset < 10).then_some(offset)
}

/// Whitespace that `int()` and `float()` strip from both ends of their argument.
///
/// CPython maps non-ASCII whitespace to a space and then strips C-locale `isspace`
/// characters, so this is ASCII space, `\t \n \v \f \r`, plus non-ASCII `str.isspace()`
/// characters; notably *not* the ASCII separators `\x1c`..`\x1f`.
pub fn is_number_whitespace(c: char) -> bool {
    matches!(c, ' ' | '\t' | '\n' | '\x0b' | '\x0c' | '\r') || (!c.is_ascii() && NON_ASCII_SPACES.contains(&c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits() {
        assert_eq!(decimal_digit_value('7'), Some(7));
        assert_eq!(decimal_digit_value('\u{663}'), Some(3));
        assert_eq!(decimal_digit_value('\u{1FBF9}'), Some(9));
        assert_eq!(decimal_digit_value('\u{1D7CE}'), Some(0));
        assert_eq!(decimal_digit_value('\u{1D7FF}'), Some(9));
        assert_eq!(decimal_digit_value('a'), None);
        assert_eq!(decimal_digit_value('\u{b2}'), None); // superscript two is not decimal
        assert_eq!(decimal_digit_value('\u{65f}'), None);
        assert_eq!(decimal_digit_value('\u{66a}'), None);
        assert_eq!(decimal_digit_value('\u{10ffff}'), None);
    }

    #[test]
    fn spaces() {
        assert!(is_number_whitespace(' '));
        assert!(is_number_whitespace('\u{3000}'));
        assert!(!is_number_whitespace('\x1c'));
        assert!(!is_number_whitespace('\u{200b}'));
    }
}

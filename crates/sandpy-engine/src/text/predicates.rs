//! Python's character classes and the `str.isXXX()` predicates.
//!
//! Per-character tests are named `is_xxx(c: char)`; whole-string tests keep
//! Python's method names, `isxxx(s: &str)`, and its rules for the empty
//! string (false for all of them except `isprintable` and `isascii`).
//!
//! The classes are CPython's, read from its own behaviour (see `tables.rs`):
//! * space: bidirectional class WS, B or S, or category Zs (so `\x1c`-`\x1f`,
//!   `\x85` and U+00A0 are spaces);
//! * alpha: categories Lm, Lt, Lu, Ll, Lo;
//! * decimal: Nd; digit: numeric type Decimal or Digit; numeric: numeric type
//!   Decimal, Digit or Numeric;
//! * lower / upper: the derived Lowercase / Uppercase properties; titlecase:
//!   category Lt; cased and case-ignorable: the derived Cased and
//!   Case_Ignorable properties (used by title-casing and the final sigma);
//! * printable: everything but categories Cc, Cf, Cs, Co, Cn, Zl, Zp and Zs,
//!   except that the space itself is printable;
//! * identifier start / continue: XID_Start (plus `_`) / XID_Continue.

use super::tables::{ASCII_FLAGS, DECIMAL_RUNS, FLAG_RUNS, FLAG_SETS};

const SPACE: u16 = 1 << 0;
const ALPHA: u16 = 1 << 1;
const DECIMAL: u16 = 1 << 2;
const DIGIT: u16 = 1 << 3;
const NUMERIC: u16 = 1 << 4;
const LOWER: u16 = 1 << 5;
const UPPER: u16 = 1 << 6;
const TITLE: u16 = 1 << 7;
const CASED: u16 = 1 << 8;
const CASE_IGNORABLE: u16 = 1 << 9;
const PRINTABLE: u16 = 1 << 10;
const XID_START: u16 = 1 << 11;
const XID_CONTINUE: u16 = 1 << 12;

/// All property bits of one character.
#[inline]
fn flags(c: char) -> u16 {
    let cp = c as u32;
    if let Some(&f) = ASCII_FLAGS.get(cp as usize) {
        return f;
    }
    // The run holding `cp` is the last one starting at or before it.
    let after = FLAG_RUNS.partition_point(|&run| run >> 8 <= cp);
    after.checked_sub(1).and_then(|i| FLAG_RUNS.get(i)).and_then(|&run| FLAG_SETS.get((run & 0xff) as usize)).copied().unwrap_or(0)
}

#[inline]
fn has(c: char, mask: u16) -> bool {
    flags(c) & mask != 0
}

/// `c.isspace()`: Python whitespace.
pub fn is_space(c: char) -> bool {
    has(c, SPACE)
}

/// `c.isalpha()`: a letter (categories Lm, Lt, Lu, Ll, Lo).
pub fn is_alpha(c: char) -> bool {
    has(c, ALPHA)
}

/// `c.isdecimal()`: a decimal digit (category Nd).
pub fn is_decimal(c: char) -> bool {
    has(c, DECIMAL)
}

/// `c.isdigit()`: numeric type Decimal or Digit (adds e.g. superscripts).
pub fn is_digit(c: char) -> bool {
    has(c, DIGIT)
}

/// `c.isnumeric()`: any numeric type (adds e.g. fractions, Roman numerals, CJK numbers).
pub fn is_numeric(c: char) -> bool {
    has(c, NUMERIC)
}

/// `c.isalnum()`: alpha, decimal, digit or numeric.
pub fn is_alnum(c: char) -> bool {
    has(c, ALPHA | DECIMAL | DIGIT | NUMERIC)
}

/// `c.islower()`: the Lowercase property.
pub fn is_lower(c: char) -> bool {
    has(c, LOWER)
}

/// `c.isupper()`: the Uppercase property.
pub fn is_upper(c: char) -> bool {
    has(c, UPPER)
}

/// Category Lt (like 'ǅ'). Note `c.istitle()` is `is_titlecase(c) || is_upper(c)`.
pub fn is_titlecase(c: char) -> bool {
    has(c, TITLE)
}

/// The Cased property (what `title()` treats as part of a word).
pub fn is_cased(c: char) -> bool {
    has(c, CASED)
}

/// The Case_Ignorable property (skipped when looking for a final sigma).
pub fn is_case_ignorable(c: char) -> bool {
    has(c, CASE_IGNORABLE)
}

/// `c.isprintable()`: what `repr()` leaves unescaped.
pub fn is_printable(c: char) -> bool {
    has(c, PRINTABLE)
}

/// Whether `c` may start an identifier: XID_Start or `_`.
pub fn is_xid_start(c: char) -> bool {
    has(c, XID_START)
}

/// Whether `c` may continue an identifier: XID_Continue.
pub fn is_xid_continue(c: char) -> bool {
    has(c, XID_CONTINUE)
}

/// Whether `c` ends a line for `splitlines()`: `\n \r \v \f \x1c \x1d \x1e
/// \x85 \u2028 \u2029`.
pub fn is_linebreak(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\x0b' | '\x0c' | '\x1c' | '\x1d' | '\x1e' | '\u{85}' | '\u{2028}' | '\u{2029}')
}

/// Value of a decimal digit (any script), as `int()` reads it; `None` unless
/// `is_decimal(c)`.
pub fn decimal_value(c: char) -> Option<u32> {
    let cp = c as u32;
    if c.is_ascii_digit() {
        return Some(cp - u32::from(b'0'));
    }
    let after = DECIMAL_RUNS.partition_point(|&(first, _, _)| first <= cp);
    let &(first, last, value) = DECIMAL_RUNS.get(after.checked_sub(1)?)?;
    (cp <= last).then(|| u32::from(value) + (cp - first))
}

/// `s.isspace()`.
pub fn isspace(s: &str) -> bool {
    !s.is_empty() && s.chars().all(is_space)
}

/// `s.isalpha()`.
pub fn isalpha(s: &str) -> bool {
    !s.is_empty() && s.chars().all(is_alpha)
}

/// `s.isdecimal()`.
pub fn isdecimal(s: &str) -> bool {
    !s.is_empty() && s.chars().all(is_decimal)
}

/// `s.isdigit()`.
pub fn isdigit(s: &str) -> bool {
    !s.is_empty() && s.chars().all(is_digit)
}

/// `s.isnumeric()`.
pub fn isnumeric(s: &str) -> bool {
    !s.is_empty() && s.chars().all(is_numeric)
}

/// `s.isalnum()`.
pub fn isalnum(s: &str) -> bool {
    !s.is_empty() && s.chars().all(is_alnum)
}

/// `s.islower()`: at least one lowercase character and no uppercase or
/// titlecase one.
pub fn islower(s: &str) -> bool {
    let mut cased = false;
    for c in s.chars() {
        let f = flags(c);
        if f & (UPPER | TITLE) != 0 {
            return false;
        }
        cased |= f & LOWER != 0;
    }
    cased
}

/// `s.isupper()`: at least one uppercase character and no lowercase or
/// titlecase one.
pub fn isupper(s: &str) -> bool {
    let mut cased = false;
    for c in s.chars() {
        let f = flags(c);
        if f & (LOWER | TITLE) != 0 {
            return false;
        }
        cased |= f & UPPER != 0;
    }
    cased
}

/// `s.istitle()`: uppercase/titlecase characters only start runs of cased
/// characters, lowercase ones only continue them, and there is at least one.
pub fn istitle(s: &str) -> bool {
    let mut cased = false;
    let mut previous_is_cased = false;
    for c in s.chars() {
        let f = flags(c);
        if f & (UPPER | TITLE) != 0 {
            if previous_is_cased {
                return false;
            }
            previous_is_cased = true;
            cased = true;
        } else if f & LOWER != 0 {
            if !previous_is_cased {
                return false;
            }
            previous_is_cased = true;
            cased = true;
        } else {
            previous_is_cased = false;
        }
    }
    cased
}

/// `s.isidentifier()` (keywords count as identifiers here, as in Python).
pub fn isidentifier(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) if is_xid_start(first) => chars.all(is_xid_continue),
        _ => false,
    }
}

/// `s.isprintable()`; true for the empty string.
pub fn isprintable(s: &str) -> bool {
    s.chars().all(is_printable)
}

/// `s.isascii()`; true for the empty string.
pub fn isascii(s: &str) -> bool {
    s.is_ascii()
}

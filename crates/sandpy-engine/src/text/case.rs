//! Case conversions: `upper`, `lower`, `casefold`, `swapcase`, `title`,
//! `capitalize`, with CPython's full (one-to-many) mappings.
//!
//! CPython applies the unconditional SpecialCasing mappings ('ß' upper-cases
//! to "SS", 'ﬁ' to "FI", 'İ' lower-cases to "i̇") and exactly one contextual
//! rule: a capital sigma lower-cases to the final form 'ς' when a cased
//! character comes before it and none comes after it, case-ignorable
//! characters being skipped both ways. `casefold` and `upper` have no
//! contextual rule.

use super::predicates::{is_case_ignorable, is_cased, is_lower, is_upper};
use super::tables::{FOLD_MULTI, FOLD_RUNS, LOWER_MULTI, LOWER_RUNS, TITLE_MULTI, TITLE_RUNS, UPPER_MULTI, UPPER_RUNS};

/// Characters produced by mapping one character (one to three of them).
#[derive(Debug, Clone)]
pub struct CaseMapping {
    chars: [char; 3],
    len: u8,
    pos: u8,
}

impl CaseMapping {
    fn one(c: char) -> Self {
        CaseMapping { chars: [c, '\0', '\0'], len: 1, pos: 0 }
    }

    fn many(s: &str) -> Self {
        let mut m = CaseMapping { chars: ['\0'; 3], len: 0, pos: 0 };
        for (slot, c) in m.chars.iter_mut().zip(s.chars()) {
            *slot = c;
            m.len += 1;
        }
        m
    }
}

impl Iterator for CaseMapping {
    type Item = char;

    fn next(&mut self) -> Option<char> {
        if self.pos >= self.len {
            return None;
        }
        let c = self.chars.get(usize::from(self.pos)).copied();
        self.pos += 1;
        c
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = usize::from(self.len.saturating_sub(self.pos));
        (n, Some(n))
    }
}

impl ExactSizeIterator for CaseMapping {}

type Runs = [(u32, u16, u8, i32)];
type Multi = [(u32, &'static str)];

/// Looks `c` up in one mapping's tables; characters without an entry map to
/// themselves.
fn map_char(c: char, runs: &Runs, multi: &Multi) -> CaseMapping {
    let cp = c as u32;
    if let Ok(i) = multi.binary_search_by_key(&cp, |&(k, _)| k) {
        if let Some(&(_, s)) = multi.get(i) {
            return CaseMapping::many(s);
        }
    }
    let after = runs.partition_point(|&(first, _, _, _)| first <= cp);
    if let Some(&(first, count, stride, delta)) = after.checked_sub(1).and_then(|i| runs.get(i)) {
        let offset = cp - first;
        let stride = u32::from(stride);
        if offset.is_multiple_of(stride) && offset / stride < u32::from(count) {
            if let Some(mapped) = cp.checked_add_signed(delta).and_then(char::from_u32) {
                return CaseMapping::one(mapped);
            }
        }
    }
    CaseMapping::one(c)
}

/// Full lowercase mapping of one character, without the final-sigma context
/// (so 'Σ' gives 'σ'); this is `c.lower()`.
pub fn char_lower(c: char) -> CaseMapping {
    if c.is_ascii() {
        return CaseMapping::one(c.to_ascii_lowercase());
    }
    map_char(c, &LOWER_RUNS, &LOWER_MULTI)
}

/// Full uppercase mapping of one character; this is `c.upper()`.
pub fn char_upper(c: char) -> CaseMapping {
    if c.is_ascii() {
        return CaseMapping::one(c.to_ascii_uppercase());
    }
    map_char(c, &UPPER_RUNS, &UPPER_MULTI)
}

/// Full titlecase mapping of one character; this is `c.title()`.
pub fn char_title(c: char) -> CaseMapping {
    if c.is_ascii() {
        return CaseMapping::one(c.to_ascii_uppercase());
    }
    map_char(c, &TITLE_RUNS, &TITLE_MULTI)
}

/// Full case folding of one character; this is `c.casefold()`.
pub fn char_fold(c: char) -> CaseMapping {
    if c.is_ascii() {
        return CaseMapping::one(c.to_ascii_lowercase());
    }
    map_char(c, &FOLD_RUNS, &FOLD_MULTI)
}

const CAPITAL_SIGMA: char = '\u{3a3}';
const SMALL_SIGMA: char = '\u{3c3}';
const FINAL_SIGMA: char = '\u{3c2}';

/// Lowercase of the capital sigma that sits between `before` and `after`:
/// final when a cased character precedes it and none follows it, skipping
/// case-ignorable characters on both sides.
fn lower_sigma(before: &str, after: &str) -> char {
    let preceded = before.chars().rev().find(|&c| !is_case_ignorable(c)).is_some_and(is_cased);
    if !preceded {
        return SMALL_SIGMA;
    }
    let followed = after.chars().find(|&c| !is_case_ignorable(c)).is_some_and(is_cased);
    if followed {
        SMALL_SIGMA
    } else {
        FINAL_SIGMA
    }
}

/// Appends the lowercase of the character `c` found at byte `at` of `s`.
fn push_lower_in_context(out: &mut String, s: &str, at: usize, c: char) {
    if c == CAPITAL_SIGMA {
        let before = s.get(..at).unwrap_or("");
        let after = s.get(at + c.len_utf8()..).unwrap_or("");
        out.push(lower_sigma(before, after));
    } else {
        out.extend(char_lower(c));
    }
}

/// `s.upper()`.
pub fn upper(s: &str) -> String {
    if s.is_ascii() {
        return s.to_ascii_uppercase();
    }
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        out.extend(char_upper(c));
    }
    out
}

/// `s.lower()`, including the final-sigma rule ('ΑΣ' gives 'ας').
pub fn lower(s: &str) -> String {
    if s.is_ascii() {
        return s.to_ascii_lowercase();
    }
    let mut out = String::with_capacity(s.len());
    for (at, c) in s.char_indices() {
        push_lower_in_context(&mut out, s, at, c);
    }
    out
}

/// `s.casefold()`.
pub fn casefold(s: &str) -> String {
    if s.is_ascii() {
        return s.to_ascii_lowercase();
    }
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        out.extend(char_fold(c));
    }
    out
}

/// `s.swapcase()`: uppercase characters are lower-cased (with the
/// final-sigma rule), lowercase ones upper-cased, others kept.
pub fn swapcase(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for (at, c) in s.char_indices() {
        if is_upper(c) {
            push_lower_in_context(&mut out, s, at, c);
        } else if is_lower(c) {
            out.extend(char_upper(c));
        } else {
            out.push(c);
        }
    }
    out
}

/// `s.title()`: a character following a cased character is lower-cased,
/// any other is title-cased.
pub fn title(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut previous_is_cased = false;
    for (at, c) in s.char_indices() {
        if previous_is_cased {
            push_lower_in_context(&mut out, s, at, c);
        } else {
            out.extend(char_title(c));
        }
        previous_is_cased = is_cased(c);
    }
    out
}

/// `s.capitalize()`: the first character title-cased (not upper-cased, so
/// 'ǆ' gives 'ǅ'), the rest lower-cased.
pub fn capitalize(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.char_indices();
    if let Some((_, first)) = chars.next() {
        out.extend(char_title(first));
    }
    for (at, c) in chars {
        push_lower_in_context(&mut out, s, at, c);
    }
    out
}

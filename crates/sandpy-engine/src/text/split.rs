//! Searching, splitting, stripping, padding and replacing, as `str` does.
//!
//! # Positions
//! `count`, `find`, `rfind`, `startswith` and `endswith` take the window
//! `start..end` in chars, already resolved by [`adjust_indices`] from the
//! Python arguments (`None` when omitted): negative values count from the
//! end, `end` is clamped to the length, but `start` may stay past the end,
//! which matters for empty needles (`'abc'.find('', 3) == 3` but
//! `'abc'.find('', 4) == -1`). Results are char positions too.
//!
//! # Whitespace
//! `sep=None` / `chars=None` mean Python whitespace
//! ([`super::predicates::is_space`]), not Rust's.
//!
//! # Size limits
//! Functions that can grow their input a lot take `max_bytes`, the largest
//! result (in UTF-8 bytes) the caller allows, and return
//! [`TextError::TooLong`] rather than allocate more. Results equal to the
//! input come back as `Cow::Borrowed` so the caller may return the same
//! object, as CPython does.

use std::borrow::Cow;

use super::index::{byte_offset_clamped, char_count, char_position, char_slice};
use super::predicates::{is_linebreak, is_space};
use super::TextError;

/// Resolves Python `start`/`end` arguments against a length of `len` chars,
/// exactly like CPython's `ADJUST_INDICES`. The caller saturates big ints to
/// the `i64` range first (CPython clamps them the same way).
pub fn adjust_indices(start: Option<i64>, end: Option<i64>, len: usize) -> (usize, usize) {
    let len_i = i64::try_from(len).unwrap_or(i64::MAX);
    let end = match end {
        None => len_i,
        Some(e) if e > len_i => len_i,
        Some(e) if e < 0 => e.saturating_add(len_i).max(0),
        Some(e) => e,
    };
    let start = match start {
        None => 0,
        Some(st) if st < 0 => st.saturating_add(len_i).max(0),
        Some(st) => st,
    };
    (usize::try_from(start).unwrap_or(usize::MAX), usize::try_from(end).unwrap_or(0))
}

/// Turns a Python `maxsplit`/`count` (negative meaning "no limit") into a cap.
fn limit(n: i64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// The chars `[start, end)` of `s` (the caller checked `start <= end`).
fn window(s: &str, start: usize, end: usize) -> &str {
    char_slice(s, start, end)
}

/// `s.count(sub, start, end)`: non-overlapping occurrences in the window.
pub fn count(s: &str, sub: &str, start: usize, end: usize) -> usize {
    if end < start {
        return 0;
    }
    let span = end - start;
    if sub.is_empty() {
        return span.saturating_add(1);
    }
    if char_count(sub) > span {
        return 0;
    }
    window(s, start, end).matches(sub).count()
}

/// `s.find(sub, start, end)`: position of the first occurrence in the
/// window, `None` for Python's -1.
pub fn find(s: &str, sub: &str, start: usize, end: usize) -> Option<usize> {
    if end < start || char_count(sub) > end - start {
        return None;
    }
    let w = window(s, start, end);
    w.find(sub).map(|at| start + char_position(w, at))
}

/// `s.rfind(sub, start, end)`: position of the last occurrence in the
/// window, `None` for Python's -1. An empty `sub` is found at `end`.
pub fn rfind(s: &str, sub: &str, start: usize, end: usize) -> Option<usize> {
    if end < start || char_count(sub) > end - start {
        return None;
    }
    let w = window(s, start, end);
    w.rfind(sub).map(|at| start + char_position(w, at))
}

/// `s.startswith(prefix, start, end)` for one prefix (a tuple of prefixes is
/// the caller's loop).
pub fn startswith(s: &str, prefix: &str, start: usize, end: usize) -> bool {
    end >= start && window(s, start, end).starts_with(prefix)
}

/// `s.endswith(suffix, start, end)` for one suffix.
pub fn endswith(s: &str, suffix: &str, start: usize, end: usize) -> bool {
    end >= start && window(s, start, end).ends_with(suffix)
}

/// `s.removeprefix(prefix)`.
pub fn removeprefix<'a>(s: &'a str, prefix: &str) -> &'a str {
    s.strip_prefix(prefix).unwrap_or(s)
}

/// `s.removesuffix(suffix)`.
pub fn removesuffix<'a>(s: &'a str, suffix: &str) -> &'a str {
    s.strip_suffix(suffix).unwrap_or(s)
}

/// Byte position of the first char at or after byte `from` that fails `keep`
/// (or `s.len()`).
fn skip_forward(s: &str, from: usize, keep: impl Fn(char) -> bool) -> usize {
    let rest = s.get(from..).unwrap_or("");
    match rest.char_indices().find(|&(_, c)| !keep(c)) {
        Some((at, _)) => from + at,
        None => s.len(),
    }
}

/// Byte position just after the last char before byte `to` that fails
/// `keep` (or 0).
fn skip_backward(s: &str, to: usize, keep: impl Fn(char) -> bool) -> usize {
    let head = s.get(..to).unwrap_or("");
    match head.char_indices().rev().find(|&(_, c)| !keep(c)) {
        Some((at, c)) => at + c.len_utf8(),
        None => 0,
    }
}

/// `s.split(sep, maxsplit)`; `sep = None` splits on runs of whitespace and
/// drops empty pieces, a negative `maxsplit` means no limit.
pub fn split<'a>(s: &'a str, sep: Option<&str>, maxsplit: i64) -> Result<Vec<&'a str>, TextError> {
    let mut left = limit(maxsplit);
    let mut out = Vec::new();
    match sep {
        None => {
            let mut i = 0;
            while left > 0 {
                i = skip_forward(s, i, is_space);
                if i == s.len() {
                    break;
                }
                let word = i;
                i = skip_forward(s, i, |c| !is_space(c));
                out.extend(s.get(word..i));
                left -= 1;
            }
            if i < s.len() {
                i = skip_forward(s, i, is_space);
                if i < s.len() {
                    out.extend(s.get(i..));
                }
            }
        }
        Some("") => return Err(TextError::EmptySeparator),
        Some(sep) => {
            let mut i = 0;
            while left > 0 {
                let Some(found) = s.get(i..).and_then(|rest| rest.find(sep)) else {
                    break;
                };
                out.extend(s.get(i..i + found));
                i += found + sep.len();
                left -= 1;
            }
            out.extend(s.get(i..));
        }
    }
    Ok(out)
}

/// `s.rsplit(sep, maxsplit)`: like [`split`] but the splits are made from
/// the right.
pub fn rsplit<'a>(s: &'a str, sep: Option<&str>, maxsplit: i64) -> Result<Vec<&'a str>, TextError> {
    let mut left = limit(maxsplit);
    let mut out = Vec::new();
    match sep {
        None => {
            let mut i = s.len();
            while left > 0 {
                i = skip_backward(s, i, is_space);
                if i == 0 {
                    break;
                }
                let word_end = i;
                i = skip_backward(s, i, |c| !is_space(c));
                out.extend(s.get(i..word_end));
                left -= 1;
            }
            if i > 0 {
                i = skip_backward(s, i, is_space);
                if i > 0 {
                    out.extend(s.get(..i));
                }
            }
        }
        Some("") => return Err(TextError::EmptySeparator),
        Some(sep) => {
            let mut j = s.len();
            while left > 0 {
                let Some(found) = s.get(..j).and_then(|head| head.rfind(sep)) else {
                    break;
                };
                out.extend(s.get(found + sep.len()..j));
                j = found;
                left -= 1;
            }
            out.extend(s.get(..j));
        }
    }
    out.reverse();
    Ok(out)
}

/// How many pieces [`split`] (and [`rsplit`]) would return, without making them: callers
/// check that the pieces fit in memory first.
pub fn split_count(s: &str, sep: Option<&str>, maxsplit: i64) -> usize {
    let most = limit(maxsplit).saturating_add(1);
    let found = match sep {
        None | Some("") => {
            let mut words = 0;
            let mut in_word = false;
            for c in s.chars() {
                let space = is_space(c);
                if !space && !in_word {
                    words += 1;
                }
                in_word = !space;
            }
            return words.min(most);
        }
        Some(sep) => s.matches(sep).count(),
    };
    found.saturating_add(1).min(most)
}

/// At least as many as the pieces [`splitlines`] would return.
pub fn splitlines_bound(s: &str) -> usize {
    s.chars().filter(|&c| is_linebreak(c)).count() + 1
}

/// `s.splitlines(keepends)`: breaks at `\n \r \r\n \v \f \x1c \x1d \x1e
/// \x85 \u2028 \u2029`, with no empty last piece for a trailing break.
pub fn splitlines(s: &str, keepends: bool) -> Vec<&str> {
    let mut out = Vec::new();
    let mut line_start = 0;
    let mut chars = s.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        if !is_linebreak(c) {
            continue;
        }
        let mut after = at + c.len_utf8();
        if c == '\r' && chars.peek().is_some_and(|&(_, next)| next == '\n') {
            chars.next();
            after += 1;
        }
        let line_end = if keepends { after } else { at };
        out.extend(s.get(line_start..line_end));
        line_start = after;
    }
    if line_start < s.len() {
        out.extend(s.get(line_start..));
    }
    out
}

/// `s.partition(sep)`: `(before, sep, after)` around the first occurrence,
/// or `(s, "", "")`.
pub fn partition<'a>(s: &'a str, sep: &str) -> Result<(&'a str, &'a str, &'a str), TextError> {
    if sep.is_empty() {
        return Err(TextError::EmptySeparator);
    }
    Ok(match s.find(sep) {
        Some(at) => (s.get(..at).unwrap_or(""), s.get(at..at + sep.len()).unwrap_or(""), s.get(at + sep.len()..).unwrap_or("")),
        None => (s, "", ""),
    })
}

/// `s.rpartition(sep)`: `(before, sep, after)` around the last occurrence,
/// or `("", "", s)`.
pub fn rpartition<'a>(s: &'a str, sep: &str) -> Result<(&'a str, &'a str, &'a str), TextError> {
    if sep.is_empty() {
        return Err(TextError::EmptySeparator);
    }
    Ok(match s.rfind(sep) {
        Some(at) => (s.get(..at).unwrap_or(""), s.get(at..at + sep.len()).unwrap_or(""), s.get(at + sep.len()..).unwrap_or("")),
        None => ("", "", s),
    })
}

/// Whether `c` is stripped for the `chars` argument (`None` = whitespace).
fn strippable(chars: Option<&str>, c: char) -> bool {
    match chars {
        None => is_space(c),
        Some(set) => set.contains(c),
    }
}

/// `s.strip(chars)`: drops leading and trailing characters found in `chars`
/// (`None`: whitespace).
pub fn strip<'a>(s: &'a str, chars: Option<&str>) -> &'a str {
    s.trim_matches(|c| strippable(chars, c))
}

/// `s.lstrip(chars)`.
pub fn lstrip<'a>(s: &'a str, chars: Option<&str>) -> &'a str {
    s.trim_start_matches(|c| strippable(chars, c))
}

/// `s.rstrip(chars)`.
pub fn rstrip<'a>(s: &'a str, chars: Option<&str>) -> &'a str {
    s.trim_end_matches(|c| strippable(chars, c))
}

/// `s.expandtabs(tabsize)`: each tab becomes spaces up to the next multiple
/// of `tabsize` columns (nothing if `tabsize <= 0`); only `\n` and `\r` reset
/// the column. CPython takes `tabsize` as a C int, hence `i32`.
pub fn expandtabs(s: &str, tabsize: i32, max_bytes: usize) -> Result<Cow<'_, str>, TextError> {
    if !s.contains('\t') {
        return Ok(Cow::Borrowed(s));
    }
    let tabsize = usize::try_from(tabsize).unwrap_or(0);
    // One pass to size the result, one to build it.
    let mut size: usize = 0;
    let mut column: usize = 0;
    for c in s.chars() {
        if c == '\t' {
            if tabsize > 0 {
                let pad = tabsize - column % tabsize;
                column = column.checked_add(pad).ok_or(TextError::TooLong)?;
                size = size.checked_add(pad).ok_or(TextError::TooLong)?;
            }
        } else {
            size = size.checked_add(c.len_utf8()).ok_or(TextError::TooLong)?;
            column = if c == '\n' || c == '\r' { 0 } else { column + 1 };
        }
    }
    if size > max_bytes {
        return Err(TextError::TooLong);
    }
    let mut out = String::with_capacity(size);
    column = 0;
    for c in s.chars() {
        if c == '\t' {
            if tabsize > 0 {
                let pad = tabsize - column % tabsize;
                out.extend(std::iter::repeat_n(' ', pad));
                column += pad;
            }
        } else {
            out.push(c);
            column = if c == '\n' || c == '\r' { 0 } else { column + 1 };
        }
    }
    Ok(Cow::Owned(out))
}

/// Surrounds `s` with `left` and `right` copies of `fill`.
fn pad<'a>(s: &'a str, left: usize, right: usize, fill: char, max_bytes: usize) -> Result<Cow<'a, str>, TextError> {
    if left == 0 && right == 0 {
        return Ok(Cow::Borrowed(s));
    }
    let size = left
        .checked_add(right)
        .and_then(|n| n.checked_mul(fill.len_utf8()))
        .and_then(|n| n.checked_add(s.len()))
        .filter(|&n| n <= max_bytes)
        .ok_or(TextError::TooLong)?;
    let mut out = String::with_capacity(size);
    out.extend(std::iter::repeat_n(fill, left));
    out.push_str(s);
    out.extend(std::iter::repeat_n(fill, right));
    Ok(Cow::Owned(out))
}

/// Chars missing for `s` to reach `width`, if any.
fn shortfall(s: &str, width: i64) -> Option<usize> {
    let width = usize::try_from(width).ok()?;
    let len = char_count(s);
    (width > len).then(|| width - len)
}

/// `s.center(width, fill)`; with an odd margin the extra fill goes left when
/// `width` is odd, right when it is even (CPython's rule).
pub fn center(s: &str, width: i64, fill: char, max_bytes: usize) -> Result<Cow<'_, str>, TextError> {
    let Some(margin) = shortfall(s, width) else {
        return Ok(Cow::Borrowed(s));
    };
    let width_odd = width & 1 == 1;
    let left = margin / 2 + usize::from(margin & 1 == 1 && width_odd);
    pad(s, left, margin - left, fill, max_bytes)
}

/// `s.ljust(width, fill)`.
pub fn ljust(s: &str, width: i64, fill: char, max_bytes: usize) -> Result<Cow<'_, str>, TextError> {
    match shortfall(s, width) {
        Some(margin) => pad(s, 0, margin, fill, max_bytes),
        None => Ok(Cow::Borrowed(s)),
    }
}

/// `s.rjust(width, fill)`.
pub fn rjust(s: &str, width: i64, fill: char, max_bytes: usize) -> Result<Cow<'_, str>, TextError> {
    match shortfall(s, width) {
        Some(margin) => pad(s, margin, 0, fill, max_bytes),
        None => Ok(Cow::Borrowed(s)),
    }
}

/// `s.zfill(width)`: pads with '0' on the left, keeping a leading '+' or '-'
/// in front.
pub fn zfill(s: &str, width: i64, max_bytes: usize) -> Result<Cow<'_, str>, TextError> {
    let Some(margin) = shortfall(s, width) else {
        return Ok(Cow::Borrowed(s));
    };
    let padded = pad(s, margin, 0, '0', max_bytes)?.into_owned();
    Ok(Cow::Owned(match s.chars().next() {
        Some(sign @ ('+' | '-')) => {
            let mut out = String::with_capacity(padded.len());
            out.push(sign);
            out.extend(std::iter::repeat_n('0', margin));
            out.push_str(s.get(1..).unwrap_or(""));
            out
        }
        _ => padded,
    }))
}

/// `s.replace(old, new, count)`: replaces the first `count` non-overlapping
/// occurrences (all of them when `count < 0`). An empty `old` matches before
/// every char and at the end: `'abc'.replace('', '-') == '-a-b-c-'`.
pub fn replace<'a>(s: &'a str, old: &str, new: &str, count: i64, max_bytes: usize) -> Result<Cow<'a, str>, TextError> {
    let cap = limit(count);
    if cap == 0 {
        return Ok(Cow::Borrowed(s));
    }
    let n = if old.is_empty() { char_count(s).saturating_add(1).min(cap) } else { s.matches(old).take(cap).count() };
    if n == 0 {
        return Ok(Cow::Borrowed(s));
    }
    let size = n
        .checked_mul(new.len())
        .and_then(|added| (s.len() - n * old.len()).checked_add(added))
        .filter(|&size| size <= max_bytes)
        .ok_or(TextError::TooLong)?;
    let mut out = String::with_capacity(size);
    if old.is_empty() {
        let split = byte_offset_clamped(s, n);
        let (head, tail) = s.split_at_checked(split).unwrap_or((s, ""));
        for c in head.chars() {
            out.push_str(new);
            out.push(c);
        }
        if n > char_count(head) {
            // The match at the very end.
            out.push_str(new);
        }
        out.push_str(tail);
    } else {
        let mut last = 0;
        for (at, _) in s.match_indices(old).take(n) {
            out.push_str(s.get(last..at).unwrap_or(""));
            out.push_str(new);
            last = at + old.len();
        }
        out.push_str(s.get(last..).unwrap_or(""));
    }
    Ok(Cow::Owned(out))
}

//! Code-point indexing and slicing of UTF-8 strings with Python's rules.
//!
//! Python indexes strings by code point; a `&str` is UTF-8. The free
//! functions here scan (quickly for ASCII prefixes); [`CharIndex`] is a small
//! side table a string object can build once and keep, making every later
//! char-to-byte conversion cheap.
//!
//! Turning Python ints into positions is done in two steps, as CPython does:
//! first the caller saturates the Python int to `i64` for slice bounds
//! ([`clamp_slice_index`]) or raises `OverflowError`/`IndexError` for a plain
//! subscript; then [`normalize_index`] / [`adjust_slice`] apply negative
//! indexing and clamping against the length in chars.

use std::borrow::Cow;

use super::TextError;

/// Whether every character is ASCII (then chars and bytes coincide).
pub fn is_ascii(s: &str) -> bool {
    s.is_ascii()
}

/// `len(s)`: the number of code points.
pub fn char_count(s: &str) -> usize {
    if s.is_ascii() {
        s.len()
    } else {
        s.chars().count()
    }
}

/// Byte offset of char position `i`; `i == char_count(s)` gives `s.len()`,
/// anything past the end gives `None`.
pub fn byte_offset(s: &str, i: usize) -> Option<usize> {
    if i > s.len() {
        return None;
    }
    let bytes = s.as_bytes();
    if let Some(prefix) = bytes.get(..i) {
        if prefix.is_ascii() {
            return Some(i);
        }
    }
    if i == 0 {
        return Some(0);
    }
    match s.char_indices().nth(i) {
        Some((at, _)) => Some(at),
        None if s.chars().count() == i => Some(s.len()),
        None => None,
    }
}

/// Byte offset of char position `i`, clamped to the end of the string.
pub fn byte_offset_clamped(s: &str, i: usize) -> usize {
    byte_offset(s, i).unwrap_or(s.len())
}

/// Char position of byte offset `at` (which should be a char boundary).
pub fn char_position(s: &str, at: usize) -> usize {
    match s.get(..at) {
        Some(prefix) => char_count(prefix),
        None => char_count(s),
    }
}

/// The character at char position `i` (a normalized, non-negative index).
pub fn char_at(s: &str, i: usize) -> Option<char> {
    let at = byte_offset(s, i)?;
    s.get(at..)?.chars().next()
}

/// The chars `[start, stop)`, clamped to the string; empty when
/// `start >= stop`.
pub fn char_slice(s: &str, start: usize, stop: usize) -> &str {
    if start >= stop {
        return "";
    }
    let from = byte_offset_clamped(s, start);
    let rest = s.get(from..).unwrap_or("");
    let to = byte_offset_clamped(rest, stop - start);
    rest.get(..to).unwrap_or("")
}

/// Saturates an out-of-range Python int used as a slice bound, as CPython's
/// `_PyEval_SliceIndex` does: give `true` for a positive big int and `false`
/// for a negative one.
pub fn clamp_slice_index(positive: bool) -> i64 {
    if positive {
        i64::MAX
    } else {
        i64::MIN
    }
}

/// `s[i]` index normalization: a negative `i` counts from the end; `None`
/// means `IndexError: string index out of range`.
pub fn normalize_index(i: i64, len: usize) -> Option<usize> {
    let len_i = i64::try_from(len).ok()?;
    let i = if i < 0 { i.checked_add(len_i)? } else { i };
    if (0..len_i).contains(&i) {
        usize::try_from(i).ok()
    } else {
        None
    }
}

/// A slice resolved against a sequence length, as `slice.indices()` and
/// CPython's `PySlice_AdjustIndices` give it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SliceIndices {
    /// First position taken (may be -1 or `len` when nothing is taken).
    pub start: i64,
    /// Position where taking stops (exclusive, may be -1).
    pub stop: i64,
    /// Step, never zero.
    pub step: i64,
    /// Number of positions taken.
    pub len: usize,
}

/// Resolves `[start:stop:step]` (absent parts as `None`) for a sequence of
/// `len` items, with Python's defaults, negative indexing and clamping.
pub fn adjust_slice(start: Option<i64>, stop: Option<i64>, step: Option<i64>, len: usize) -> Result<SliceIndices, TextError> {
    let step = match step {
        None => 1,
        Some(0) => return Err(TextError::ZeroSliceStep),
        // CPython keeps -step representable.
        Some(i64::MIN) => -i64::MAX,
        Some(st) => st,
    };
    let length = i64::try_from(len).unwrap_or(i64::MAX);
    let (lower, upper) = if step < 0 { (-1, length - 1) } else { (0, length) };
    let resolve = |bound: Option<i64>, default: i64| -> i64 {
        match bound {
            None => default,
            Some(b) if b < 0 => {
                let b = b.saturating_add(length);
                if b < 0 {
                    lower
                } else {
                    b
                }
            }
            Some(b) if b >= length => upper,
            Some(b) => b,
        }
    };
    let (start, stop) =
        if step < 0 { (resolve(start, upper), resolve(stop, lower)) } else { (resolve(start, lower), resolve(stop, upper)) };
    let count = if step < 0 {
        if stop < start {
            (start - stop - 1) / (-step) + 1
        } else {
            0
        }
    } else if start < stop {
        (stop - start - 1) / step + 1
    } else {
        0
    };
    Ok(SliceIndices { start, stop, step, len: usize::try_from(count).unwrap_or(0) })
}

/// `s[start:stop:step]` for indices from [`adjust_slice`] computed with
/// `len = char_count(s)`. Borrows when the step is 1.
pub fn slice_chars<'a>(s: &'a str, ix: &SliceIndices) -> Cow<'a, str> {
    if ix.len == 0 {
        return Cow::Borrowed("");
    }
    let Ok(start) = usize::try_from(ix.start) else {
        return Cow::Borrowed("");
    };
    if ix.step == 1 {
        return Cow::Borrowed(char_slice(s, start, start.saturating_add(ix.len)));
    }
    let step = usize::try_from(ix.step.unsigned_abs()).unwrap_or(usize::MAX);
    if ix.step > 0 {
        let from = byte_offset_clamped(s, start);
        let rest = s.get(from..).unwrap_or("");
        Cow::Owned(rest.chars().step_by(step).take(ix.len).collect())
    } else {
        let to = byte_offset_clamped(s, start.saturating_add(1));
        let head = s.get(..to).unwrap_or("");
        Cow::Owned(head.chars().rev().step_by(step).take(ix.len).collect())
    }
}

/// Chars between two byte checkpoints of a [`CharIndex`].
const CHECKPOINT_EVERY: usize = 64;

/// A reusable char-to-byte index for one string.
///
/// Build it once per string (it costs one pass and, for non-ASCII strings,
/// one `usize` per 64 chars) and pass the same string back to its methods.
/// Given another string it still never panics, but its answers are
/// meaningless.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CharIndex {
    len: usize,
    ascii: bool,
    /// Byte offset of every `CHECKPOINT_EVERY`-th char (empty when ASCII).
    checkpoints: Vec<usize>,
}

impl CharIndex {
    /// Indexes `s`.
    pub fn new(s: &str) -> Self {
        if s.is_ascii() {
            return CharIndex { len: s.len(), ascii: true, checkpoints: Vec::new() };
        }
        let mut checkpoints = Vec::with_capacity(s.len() / CHECKPOINT_EVERY + 1);
        let mut len: usize = 0;
        for (at, _) in s.char_indices() {
            if len.is_multiple_of(CHECKPOINT_EVERY) {
                checkpoints.push(at);
            }
            len += 1;
        }
        CharIndex { len, ascii: false, checkpoints }
    }

    /// Number of chars.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the string is empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Whether the string is all ASCII.
    pub fn is_ascii(&self) -> bool {
        self.ascii
    }

    /// Byte offset of char position `i` (`i == len()` gives `s.len()`).
    pub fn byte_offset(&self, s: &str, i: usize) -> Option<usize> {
        if i > self.len {
            return None;
        }
        if self.ascii {
            return Some(i);
        }
        if i == self.len {
            return Some(s.len());
        }
        let base = *self.checkpoints.get(i / CHECKPOINT_EVERY)?;
        let (at, _) = s.get(base..)?.char_indices().nth(i % CHECKPOINT_EVERY)?;
        Some(base + at)
    }

    /// The character at char position `i`.
    pub fn char_at(&self, s: &str, i: usize) -> Option<char> {
        let at = self.byte_offset(s, i)?;
        s.get(at..)?.chars().next()
    }

    /// The chars `[start, stop)`, clamped; empty when `start >= stop`.
    pub fn slice<'a>(&self, s: &'a str, start: usize, stop: usize) -> &'a str {
        let stop = stop.min(self.len);
        if start >= stop {
            return "";
        }
        match (self.byte_offset(s, start), self.byte_offset(s, stop)) {
            (Some(from), Some(to)) => s.get(from..to).unwrap_or(""),
            _ => "",
        }
    }
}

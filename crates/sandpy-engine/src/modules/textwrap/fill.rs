//! Filling lines with chunks: CPython's TextWrapper line-filling rules (indents, long
//! words, dropped whitespace, `max_lines` with its placeholder), reimplemented over char
//! vectors.

use crate::error::{PyErr, PyResult};
use crate::text::predicates::is_space;
use crate::vm::Vm;

/// The TextWrapper attributes, read from the instance at each call.
pub struct Options {
    /// `floor(width)` (widths may be floats; comparisons with lengths then behave so).
    pub width: i64,
    /// `width > 0` for the real value (0.5 is a valid width).
    pub width_positive: bool,
    /// The width is a float: breaking a long word then fails like CPython's slicing.
    pub width_is_float: bool,
    pub width_repr: String,
    pub initial_indent: String,
    pub subsequent_indent: String,
    pub fix_sentence_endings: bool,
    pub break_long_words: bool,
    pub drop_whitespace: bool,
    pub break_on_hyphens: bool,
    pub max_lines: Option<i64>,
    pub placeholder: String,
}

fn blank(c: &[char]) -> bool {
    c.iter().all(|ch| is_space(*ch))
}

fn len_i(c: &[char]) -> i64 {
    c.len() as i64
}

fn chars_len(s: &str) -> i64 {
    s.chars().count() as i64
}

fn line(indent: &str, parts: &[Vec<char>]) -> String {
    let mut s = String::from(indent);
    for p in parts {
        s.extend(p.iter());
    }
    s
}

/// Puts (part of) the over-long chunk on top of `stack` into `cur_line`.
fn long_word(o: &Options, stack: &mut [Vec<char>], cur_line: &mut Vec<Vec<char>>, cur_len: i64, width: i64) -> PyResult<Option<Vec<char>>> {
    let space_left = if width < 1 { 1 } else { width - cur_len };
    if o.break_long_words {
        if width >= 1 && o.width_is_float {
            return Err(PyErr::type_error("slice indices must be integers or None or have an __index__ method"));
        }
        let Some(chunk) = stack.last_mut() else { return Ok(None) };
        let mut end = usize::try_from(space_left).unwrap_or(0).min(chunk.len());
        if o.break_on_hyphens && len_i(chunk) > space_left {
            // Break after the last hyphen that fits, unless only hyphens precede it.
            if let Some(h) = chunk[..end].iter().rposition(|c| *c == '-') {
                if h > 0 && chunk[..h].iter().any(|c| *c != '-') {
                    end = h + 1;
                }
            }
        }
        let rest = chunk.split_off(end);
        cur_line.push(std::mem::replace(chunk, rest));
        Ok(None)
    } else if cur_line.is_empty() {
        // The caller pops the whole chunk onto the line.
        Ok(Some(Vec::new()))
    } else {
        Ok(None)
    }
}

/// Wraps `chunks` into lines.
pub fn wrap_chunks(vm: &mut Vm, o: &Options, mut chunks: Vec<Vec<char>>) -> PyResult<Vec<String>> {
    if !o.width_positive {
        return Err(PyErr::value_error(format!("invalid width {} (must be > 0)", o.width_repr)));
    }
    let placeholder: Vec<char> = o.placeholder.chars().collect();
    let placeholder_stripped = crate::text::split::lstrip(&o.placeholder, None);
    if let Some(m) = o.max_lines {
        let indent = if m > 1 { &o.subsequent_indent } else { &o.initial_indent };
        if chars_len(indent) + chars_len(placeholder_stripped) > o.width {
            return Err(PyErr::value_error("placeholder too large for max width"));
        }
    }
    chunks.reverse();
    let mut lines: Vec<String> = Vec::new();
    while !chunks.is_empty() {
        vm.charge(1 + chunks.len().min(64) as u64 / 8)?;
        let mut cur_line: Vec<Vec<char>> = Vec::new();
        let mut cur_len: i64 = 0;
        let indent = if lines.is_empty() { &o.initial_indent } else { &o.subsequent_indent };
        let width = o.width.saturating_sub(chars_len(indent));
        if o.drop_whitespace && !lines.is_empty() && chunks.last().is_some_and(|c| blank(c)) {
            chunks.pop();
        }
        while let Some(last) = chunks.last() {
            let l = len_i(last);
            if cur_len.saturating_add(l) > width {
                break;
            }
            cur_len += l;
            if let Some(c) = chunks.pop() {
                cur_line.push(c);
            }
        }
        if chunks.last().is_some_and(|c| len_i(c) > width) {
            if long_word(o, &mut chunks, &mut cur_line, cur_len, width)?.is_some() {
                if let Some(c) = chunks.pop() {
                    cur_line.push(c);
                }
            }
            cur_len = cur_line.iter().map(|c| len_i(c)).sum();
        }
        if o.drop_whitespace && cur_line.last().is_some_and(|c| blank(c)) {
            if let Some(c) = cur_line.pop() {
                cur_len -= len_i(&c);
            }
        }
        if cur_line.is_empty() {
            continue;
        }
        let last_line_fits = (chunks.is_empty() || (o.drop_whitespace && chunks.len() == 1 && blank(&chunks[0]))) && cur_len <= width;
        match o.max_lines {
            Some(m) if (lines.len() as i64).saturating_add(1) >= m && !last_line_fits => {
                // The last allowed line: end it with the placeholder where it fits.
                while let Some(last) = cur_line.last() {
                    if !blank(last) && cur_len.saturating_add(len_i(&placeholder)) <= width {
                        cur_line.push(placeholder.clone());
                        lines.push(line(indent, &cur_line));
                        return Ok(lines);
                    }
                    cur_len -= len_i(last);
                    cur_line.pop();
                }
                if let Some(prev) = lines.last_mut() {
                    let prev_line = crate::text::split::rstrip(prev, None);
                    if chars_len(prev_line).saturating_add(len_i(&placeholder)) <= o.width {
                        *prev = format!("{}{}", prev_line, o.placeholder);
                        return Ok(lines);
                    }
                }
                lines.push(format!("{}{}", indent, placeholder_stripped));
                return Ok(lines);
            }
            _ => lines.push(line(indent, &cur_line)),
        }
    }
    Ok(lines)
}

//! Searching and splitting methods of `bytes`/`bytearray`: count, find/rfind, index/rindex,
//! startswith/endswith, split/rsplit/splitlines, strip, partition, replace, join and
//! removeprefix/removesuffix. Substring search is linear time (Knuth–Morris–Pratt).

use super::{byte_arg, charge_bytes, int_arg, need_buffer, recv, slice_arg, Recv};
use crate::builtins::signature::Signature;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::num::as_int;
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

/// Python's whitespace for bytes (`Py_ISSPACE`): space, \t, \n, \v, \f, \r.
pub(super) fn is_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | 0x0b | 0x0c | b'\r')
}

/// A needle prepared for repeated linear-time search in one direction.
pub(super) struct Searcher {
    /// The needle, reversed for backward search.
    pat: Vec<u8>,
    /// KMP failure function of `pat`.
    fail: Vec<usize>,
    rev: bool,
}

impl Searcher {
    pub(super) fn new(needle: &[u8], rev: bool) -> Searcher {
        let pat: Vec<u8> = if rev { needle.iter().rev().copied().collect() } else { needle.to_vec() };
        let mut fail = vec![0usize; pat.len()];
        let mut k = 0;
        for i in 1..pat.len() {
            while k > 0 && pat.get(i) != pat.get(k) {
                k = fail.get(k - 1).copied().unwrap_or(0);
            }
            if pat.get(i) == pat.get(k) {
                k += 1;
            }
            if let Some(f) = fail.get_mut(i) {
                *f = k;
            }
        }
        Searcher { pat, fail, rev }
    }

    /// The start of the first match inside `hay[lo..hi]` (the last one when searching
    /// backwards). The needle must not be empty.
    pub(super) fn next(&self, hay: &[u8], lo: usize, hi: usize) -> Option<usize> {
        let m = self.pat.len();
        if m == 0 || hi > hay.len() || hi < lo || hi - lo < m {
            return None;
        }
        let first = self.pat.first().copied()?;
        if m == 1 {
            let window = hay.get(lo..hi)?;
            return if self.rev { window.iter().rposition(|&b| b == first) } else { window.iter().position(|&b| b == first) }
                .map(|p| p + lo);
        }
        let mut j = 0;
        let step = |j: &mut usize, b: u8| {
            while *j > 0 && self.pat.get(*j) != Some(&b) {
                *j = self.fail.get(*j - 1).copied().unwrap_or(0);
            }
            if self.pat.get(*j) == Some(&b) {
                *j += 1;
            }
        };
        if self.rev {
            for i in (lo..hi).rev() {
                step(&mut j, hay.get(i).copied().unwrap_or(0));
                if j == m {
                    return Some(i);
                }
            }
        } else {
            for i in lo..hi {
                step(&mut j, hay.get(i).copied().unwrap_or(0));
                if j == m {
                    return Some(i + 1 - m);
                }
            }
        }
        None
    }
}

/// First (or last, `rev`) occurrence of `needle` in `hay[lo..hi]`; an empty needle matches
/// at `lo` (or `hi`).
pub(super) fn find_in(hay: &[u8], needle: &[u8], lo: usize, hi: usize, rev: bool) -> Option<usize> {
    if lo > hi || hi > hay.len() {
        return None;
    }
    if needle.is_empty() {
        return Some(if rev { hi } else { lo });
    }
    Searcher::new(needle, rev).next(hay, lo, hi)
}

/// CPython's `ADJUST_INDICES`: negative bounds count from the end; `end` is clamped to the
/// length but `start` is not (a start past the end finds nothing).
fn adjust(start: i64, end: i64, len: usize) -> (i64, i64) {
    let len = len as i64;
    let end = if end > len {
        len
    } else if end < 0 {
        (end + len).max(0)
    } else {
        end
    };
    let start = if start < 0 { (start + len).max(0) } else { start };
    (start, end)
}

/// The needle of count/find/index: a bytes-like object or an integer byte.
fn needle_arg(vm: &mut Vm, v: &Value) -> PyResult<Vec<u8>> {
    if let Some(d) = super::bytes_like(v) {
        return Ok(d);
    }
    let int_like = as_int(v).is_some() || matches!(v, Value::Instance(inst) if inst.class.lookup("__index__").is_some());
    if !int_like {
        return Err(PyErr::type_error(format!("argument should be integer or bytes-like object, not '{}'", vm.type_name(v))));
    }
    Ok(vec![byte_arg(vm, v, "byte must be in range(0, 256)")?])
}

/// Parses `(sub[, start[, end]])` of the find family.
fn find_args(vm: &mut Vm, args: &[Value], kw: &KwArgs, name: &'static str) -> PyResult<(Recv, Vec<u8>, i64, i64)> {
    let r = recv(args, name)?;
    let (_, [sub], [start, end]) = Signature::legacy(r.tname(), name, ["sub"], ["start", "end"]).bind_method(args, kw)?;
    let start = slice_arg(vm, start, 0)?;
    let end = slice_arg(vm, end, i64::MAX / 4)?;
    let needle = needle_arg(vm, sub)?;
    // The arguments' __index__ may have changed a bytearray: search what it holds now.
    let r = recv(args, name)?;
    Ok((r, needle, start, end))
}

fn find_common(vm: &mut Vm, args: &[Value], kw: &KwArgs, name: &'static str, rev: bool) -> PyResult<i64> {
    let (r, needle, start, end) = find_args(vm, args, kw, name)?;
    let d = r.data();
    charge_bytes(vm, d.len())?;
    let (start, end) = adjust(start, end, d.len());
    if end - start < needle.len() as i64 {
        return Ok(-1);
    }
    Ok(find_in(d, &needle, start as usize, end as usize, rev).map_or(-1, |p| p as i64))
}

pub(super) fn find(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    find_common(vm, args, kw, "find", false).map(Value::Int)
}

pub(super) fn rfind(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    find_common(vm, args, kw, "rfind", true).map(Value::Int)
}

pub(super) fn index(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    match find_common(vm, args, kw, "index", false)? {
        -1 => Err(PyErr::value_error("subsection not found")),
        p => Ok(Value::Int(p)),
    }
}

pub(super) fn rindex(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    match find_common(vm, args, kw, "rindex", true)? {
        -1 => Err(PyErr::value_error("subsection not found")),
        p => Ok(Value::Int(p)),
    }
}

/// Non-overlapping occurrences of `needle` in `hay[lo..hi]`, at most `max`.
fn count_in(hay: &[u8], needle: &[u8], lo: usize, hi: usize, max: usize) -> usize {
    if needle.is_empty() {
        return (hi.saturating_sub(lo) + 1).min(max);
    }
    let s = Searcher::new(needle, false);
    let mut n = 0;
    let mut at = lo;
    while n < max {
        match s.next(hay, at, hi) {
            Some(p) => {
                n += 1;
                at = p + needle.len();
            }
            None => break,
        }
    }
    n
}

pub(super) fn count(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (r, needle, start, end) = find_args(vm, args, kw, "count")?;
    let d = r.data();
    charge_bytes(vm, d.len())?;
    let (start, end) = adjust(start, end, d.len());
    if end < start || start > d.len() as i64 {
        return Ok(Value::Int(0));
    }
    Ok(Value::Int(count_in(d, &needle, start as usize, end as usize, usize::MAX) as i64))
}

fn tailmatch(d: &[u8], sub: &[u8], start: i64, end: i64, at_end: bool) -> bool {
    let (mut start, end) = adjust(start, end, d.len());
    let (len, slen) = (d.len() as i64, sub.len() as i64);
    if at_end {
        if end - start < slen || start > len {
            return false;
        }
        if end - slen > start {
            start = end - slen;
        }
    } else if start > len - slen {
        return false;
    }
    if end - start < slen {
        return false;
    }
    let s = start as usize;
    d.get(s..s + sub.len()) == Some(sub)
}

fn tail_common(vm: &mut Vm, args: &[Value], kw: &KwArgs, name: &'static str, at_end: bool) -> PyResult<Value> {
    let r = recv(args, name)?;
    let (_, [sub], [start, end]) = Signature::legacy(r.tname(), name, ["prefix"], ["start", "end"]).bind_method(args, kw)?;
    let start = slice_arg(vm, start, 0)?;
    let end = slice_arg(vm, end, i64::MAX / 4)?;
    if let Value::Tuple(t) = sub {
        for item in t.items.iter() {
            let s = need_buffer(vm, item)?;
            if tailmatch(r.data(), &s, start, end, at_end) {
                return Ok(Value::Bool(true));
            }
        }
        return Ok(Value::Bool(false));
    }
    match super::bytes_like(sub) {
        Some(s) => Ok(Value::Bool(tailmatch(r.data(), &s, start, end, at_end))),
        None => Err(PyErr::type_error(format!("{} first arg must be bytes or a tuple of bytes, not {}", name, vm.type_name(sub)))),
    }
}

pub(super) fn startswith(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    tail_common(vm, args, kw, "startswith", false)
}

pub(super) fn endswith(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    tail_common(vm, args, kw, "endswith", true)
}

/// Splits on runs of whitespace, left to right (or right to left), at most `max` times.
fn split_whitespace(d: &[u8], max: usize, rev: bool) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let n = d.len();
    let sp = |i: usize| d.get(i).copied().is_some_and(is_space);
    if !rev {
        let mut i = 0;
        let mut splits = 0;
        while i < n {
            while i < n && sp(i) {
                i += 1;
            }
            if i == n {
                break;
            }
            if splits == max {
                out.push((i, n));
                break;
            }
            let j = i;
            while i < n && !sp(i) {
                i += 1;
            }
            out.push((j, i));
            splits += 1;
        }
    } else {
        let mut i = n;
        let mut splits = 0;
        while i > 0 {
            while i > 0 && sp(i - 1) {
                i -= 1;
            }
            if i == 0 {
                break;
            }
            if splits == max {
                out.push((0, i));
                break;
            }
            let j = i;
            while i > 0 && !sp(i - 1) {
                i -= 1;
            }
            out.push((i, j));
            splits += 1;
        }
        out.reverse();
    }
    out
}

/// Splits on `sep` (non-empty), at most `max` times, from the left or the right.
fn split_on(d: &[u8], sep: &[u8], max: usize, rev: bool) -> Vec<(usize, usize)> {
    let s = Searcher::new(sep, rev);
    let mut out = Vec::new();
    if !rev {
        let mut start = 0;
        while out.len() < max {
            match s.next(d, start, d.len()) {
                Some(p) => {
                    out.push((start, p));
                    start = p + sep.len();
                }
                None => break,
            }
        }
        out.push((start, d.len()));
    } else {
        let mut end = d.len();
        while out.len() < max {
            match s.next(d, 0, end) {
                Some(p) => {
                    out.push((p + sep.len(), end));
                    end = p;
                }
                None => break,
            }
        }
        out.push((0, end));
        out.reverse();
    }
    out
}

fn split_common(vm: &mut Vm, args: &[Value], kw: &KwArgs, name: &'static str, rev: bool) -> PyResult<Value> {
    let r = recv(args, name)?;
    let (_, [], [sep, maxsplit]) = Signature::clinic(r.tname(), name, [], ["sep", "maxsplit"]).bind_method(args, kw)?;
    let sep = match sep {
        None | Some(Value::None) => None,
        Some(v) => Some(need_buffer(vm, v)?),
    };
    let maxsplit = match maxsplit {
        Some(v) => int_arg(vm, v)?,
        None => -1,
    };
    let max = usize::try_from(maxsplit).unwrap_or(usize::MAX);
    let d = r.data();
    charge_bytes(vm, d.len())?;
    vm.check_pieces(d.len(), || match &sep {
        None => d.iter().filter(|b| b.is_ascii_whitespace()).count() + 1,
        Some(s) if !s.is_empty() => d.windows(s.len()).filter(|w| *w == &s[..]).count() + 1,
        Some(_) => 0,
    })?;
    let spans = match &sep {
        None => split_whitespace(d, max, rev),
        Some(s) if s.is_empty() => return Err(PyErr::value_error("empty separator")),
        Some(s) => split_on(d, s, max, rev),
    };
    vm.check_alloc(spans.len().saturating_mul(48))?;
    Ok(Value::list(spans.into_iter().map(|(a, b)| r.make_slice(a, b)).collect()))
}

pub(super) fn split(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    split_common(vm, args, kw, "split", false)
}

pub(super) fn rsplit(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    split_common(vm, args, kw, "rsplit", true)
}

pub(super) fn splitlines(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let r = recv(args, "splitlines")?;
    let (_, [], [keepends]) = Signature::clinic(r.tname(), "splitlines", [], ["keepends"]).bind_method(args, kw)?;
    let keep = match keepends {
        Some(v) => super::c_int_arg(vm, v)? != 0,
        None => false,
    };
    let d = r.data();
    charge_bytes(vm, d.len())?;
    let mut out = Vec::new();
    let (mut i, n) = (0, d.len());
    while i < n {
        let j = i;
        while i < n && !matches!(d.get(i), Some(b'\n' | b'\r')) {
            i += 1;
        }
        let mut eol = i;
        if i < n {
            i += if d.get(i) == Some(&b'\r') && d.get(i + 1) == Some(&b'\n') { 2 } else { 1 };
            if keep {
                eol = i;
            }
        }
        out.push(r.make_slice(j, eol));
    }
    Ok(Value::list(out))
}

fn strip_common(vm: &mut Vm, args: &[Value], kw: &KwArgs, name: &'static str, left: bool, right: bool) -> PyResult<Value> {
    let r = recv(args, name)?;
    let (_, [], [chars]) = Signature::positional(r.tname(), name, [], ["bytes"]).bind_method(args, kw)?;
    let chars = match chars {
        None | Some(Value::None) => None,
        Some(v) => Some(need_buffer(vm, v)?),
    };
    let strip = |b: u8| match &chars {
        None => is_space(b),
        Some(c) => c.contains(&b),
    };
    let d = r.data();
    charge_bytes(vm, d.len())?;
    let mut start = 0;
    let mut end = d.len();
    if left {
        while start < end && d.get(start).copied().is_some_and(strip) {
            start += 1;
        }
    }
    if right {
        while end > start && d.get(end - 1).copied().is_some_and(strip) {
            end -= 1;
        }
    }
    Ok(r.make_slice(start, end))
}

pub(super) fn strip(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    strip_common(vm, args, kw, "strip", true, true)
}

pub(super) fn lstrip(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    strip_common(vm, args, kw, "lstrip", true, false)
}

pub(super) fn rstrip(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    strip_common(vm, args, kw, "rstrip", false, true)
}

fn partition_common(vm: &mut Vm, args: &[Value], kw: &KwArgs, name: &'static str, rev: bool) -> PyResult<Value> {
    let r = recv(args, name)?;
    let (_, [sep], []) = Signature::positional(r.tname(), name, ["sep"], []).bind_method(args, kw)?;
    let sep = need_buffer(vm, sep)?;
    if sep.is_empty() {
        return Err(PyErr::value_error("empty separator"));
    }
    let d = r.data();
    charge_bytes(vm, d.len())?;
    let n = d.len();
    let parts = match find_in(d, &sep, 0, n, rev) {
        Some(p) => vec![r.make_slice(0, p), r.make(sep.clone()), r.make_slice(p + sep.len(), n)],
        None if rev => vec![r.make(Vec::new()), r.make(Vec::new()), r.make_slice(0, n)],
        None => vec![r.make_slice(0, n), r.make(Vec::new()), r.make(Vec::new())],
    };
    Ok(Value::tuple(parts))
}

pub(super) fn partition(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    partition_common(vm, args, kw, "partition", false)
}

pub(super) fn rpartition(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    partition_common(vm, args, kw, "rpartition", true)
}

pub(super) fn replace(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let r = recv(args, "replace")?;
    let (_, [old, new], [count]) = Signature::positional(r.tname(), "replace", ["old", "new"], ["count"]).bind_method(args, kw)?;
    let old = need_buffer(vm, old)?;
    let new = need_buffer(vm, new)?;
    let max = match count {
        Some(v) => usize::try_from(int_arg(vm, v)?).unwrap_or(usize::MAX),
        None => usize::MAX,
    };
    let d = r.data();
    charge_bytes(vm, d.len())?;
    let hits = if max == 0 || (old.is_empty() && new.is_empty()) { 0 } else { count_in(d, &old, 0, d.len(), max) };
    if hits == 0 {
        return Ok(r.make(d.to_vec()));
    }
    let total =
        (d.len() - hits * old.len()).checked_add(hits.checked_mul(new.len()).ok_or_else(PyErr::memory)?).ok_or_else(PyErr::memory)?;
    vm.check_alloc(total)?;
    charge_bytes(vm, total)?;
    let mut out = Vec::with_capacity(total);
    if old.is_empty() {
        // Insert `new` before each of the first `hits` bytes (and at the very end).
        for i in 0..hits {
            out.extend_from_slice(&new);
            if let Some(b) = d.get(i) {
                out.push(*b);
            }
        }
        out.extend_from_slice(d.get(hits.min(d.len())..).unwrap_or(&[]));
    } else {
        let s = Searcher::new(&old, false);
        let mut at = 0;
        for _ in 0..hits {
            let Some(p) = s.next(d, at, d.len()) else { break };
            out.extend_from_slice(d.get(at..p).unwrap_or(&[]));
            out.extend_from_slice(&new);
            at = p + old.len();
        }
        out.extend_from_slice(d.get(at..).unwrap_or(&[]));
    }
    Ok(r.make(out))
}

pub(super) fn join(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let r = recv(args, "join")?;
    let (_, [iterable], []) = Signature::positional(r.tname(), "join", ["iterable_of_bytes"], []).bind_method(args, kw)?;
    let items = match iterable {
        Value::List(_) | Value::Tuple(_) => vm.collect_iterable(iterable)?,
        _ => {
            if let Err(e) = vm.get_iter(iterable) {
                return Err(if vm.error_is(&e, ExcKind::TypeError) { PyErr::type_error("can only join an iterable") } else { e });
            }
            vm.collect_iterable(iterable)?
        }
    };
    let sep = r.data();
    let mut out = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let Some(part) = super::bytes_like(item) else {
            return Err(PyErr::type_error(format!("sequence item {}: expected a bytes-like object, {} found", i, vm.type_name(item))));
        };
        if i > 0 {
            out.extend_from_slice(sep);
        }
        out.extend_from_slice(&part);
        if i % 256 == 255 {
            vm.check_alloc(out.len())?;
            vm.charge(256)?;
        }
    }
    vm.check_alloc(out.len())?;
    charge_bytes(vm, out.len())?;
    Ok(r.make(out))
}

fn affix_common(vm: &mut Vm, args: &[Value], kw: &KwArgs, name: &'static str, suffix: bool) -> PyResult<Value> {
    let r = recv(args, name)?;
    let (_, [affix], []) = Signature::positional(r.tname(), name, [if suffix { "suffix" } else { "prefix" }], []).bind_method(args, kw)?;
    let affix = need_buffer(vm, affix)?;
    let d = r.data();
    let n = d.len();
    if suffix && d.ends_with(&affix) {
        return Ok(r.make_slice(0, n - affix.len()));
    }
    if !suffix && d.starts_with(&affix) {
        return Ok(r.make_slice(affix.len(), n));
    }
    Ok(r.make(d.to_vec()))
}

pub(super) fn removeprefix(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    affix_common(vm, args, kw, "removeprefix", false)
}

pub(super) fn removesuffix(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    affix_common(vm, args, kw, "removesuffix", true)
}

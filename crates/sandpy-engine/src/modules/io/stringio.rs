//! `io.StringIO`'s methods. The buffer is UTF-8; positions are code points. Walking the
//! buffer only looks at UTF-8 lead bytes, so even a buffer tampered with through the
//! private `_buf` attribute cannot make these functions panic (text is decoded lossily).

use std::borrow::Cow;

use super::{check_open, line_or_stop, size_arg, stream, this, Newline, State, Stream};
use crate::builtins::args::to_i64;
use crate::builtins::signature::Signature;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

const CLASS: &str = "StringIO";

fn is_continuation(b: u8) -> bool {
    b & 0xC0 == 0x80
}

/// Walks up to `n` code points forward from byte `from`: (end byte, code points walked).
fn walk(buf: &[u8], from: usize, n: usize, ascii: bool) -> (usize, usize) {
    let from = from.min(buf.len());
    if ascii {
        let end = from.saturating_add(n).min(buf.len());
        return (end, end - from);
    }
    let mut i = from;
    let mut k = 0;
    while i < buf.len() && k < n {
        i += 1;
        while i < buf.len() && is_continuation(buf[i]) {
            i += 1;
        }
        k += 1;
    }
    (i, k)
}

fn count_chars(bytes: &[u8]) -> usize {
    bytes.iter().filter(|b| !is_continuation(**b)).count()
}

fn to_text(bytes: &[u8]) -> Value {
    Value::string(String::from_utf8_lossy(bytes).into_owned())
}

fn is_ascii(s: &Stream, buf: &[u8]) -> bool {
    s.st.clen == buf.len()
}

/// Applies the newline mode to written text, recording the line endings seen.
fn translate<'a>(text: &'a str, mode: Newline, seen: &mut u8) -> Cow<'a, str> {
    if !text.bytes().any(|b| b == b'\r' || b == b'\n') {
        return Cow::Borrowed(text);
    }
    match mode {
        Newline::Lf => Cow::Borrowed(text),
        Newline::Cr => Cow::Owned(text.replace('\n', "\r")),
        Newline::CrLf => Cow::Owned(text.replace('\n', "\r\n")),
        Newline::Universal | Newline::Untranslated => {
            let bytes = text.as_bytes();
            let mut out = String::with_capacity(text.len());
            let mut last = 0;
            let mut i = 0;
            while i < bytes.len() {
                match bytes[i] {
                    b'\r' if bytes.get(i + 1) == Some(&b'\n') => {
                        *seen |= 4;
                        out.push_str(&text[last..i]);
                        out.push('\n');
                        i += 2;
                        last = i;
                    }
                    b'\r' => {
                        *seen |= 1;
                        out.push_str(&text[last..i]);
                        out.push('\n');
                        i += 1;
                        last = i;
                    }
                    b'\n' => {
                        *seen |= 2;
                        i += 1;
                    }
                    _ => i += 1,
                }
            }
            if mode == Newline::Untranslated {
                return Cow::Borrowed(text);
            }
            out.push_str(&text[last..]);
            Cow::Owned(out)
        }
    }
}

/// Writes `text` (already translated) at the position, overwriting or extending.
fn put(vm: &mut Vm, s: &mut Stream, text: &str) -> PyResult<()> {
    let n = if text.is_ascii() { text.len() } else { text.chars().count() };
    if n == 0 {
        return Ok(());
    }
    crate::types::bytes::charge_bytes(vm, text.len())?;
    let mut buf = s.buf.borrow_mut();
    if s.st.cpos > s.st.clen {
        // Writing past the end fills the gap with NULs.
        let pad = s.st.cpos - s.st.clen;
        vm.check_alloc(buf.len().saturating_add(pad).saturating_add(text.len()))?;
        crate::types::bytes::charge_bytes(vm, pad)?;
        let len = buf.len();
        buf.resize(len + pad, 0);
        s.st.clen = s.st.cpos;
        s.st.bpos = buf.len();
    }
    let ascii = is_ascii(s, &buf);
    let bpos = s.st.bpos.min(buf.len());
    let replaced = if bpos >= buf.len() {
        vm.check_alloc(buf.len().saturating_add(text.len()))?;
        buf.extend_from_slice(text.as_bytes());
        0
    } else {
        let (end, replaced) = walk(&buf, bpos, n, ascii);
        vm.check_alloc(buf.len().saturating_add(text.len()))?;
        buf.splice(bpos..end, text.bytes());
        replaced
    };
    s.st.bpos = bpos + text.len();
    s.st.cpos = s.st.cpos.saturating_add(n);
    s.st.clen = (s.st.clen.saturating_sub(replaced)).saturating_add(n).max(s.st.cpos);
    Ok(())
}

const INIT: Signature<0, 2> = Signature::clinic("", "StringIO", [], ["initial_value", "newline"]);

/// `StringIO(initial_value='', newline='\n')`.
pub fn init(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let inst = this(vm, args, "__init__", CLASS)?;
    let (_, [], [initial_value, newline]) = INIT.bind_method(args, kw)?;
    let newline = match newline {
        None => Newline::Lf,
        Some(Value::None) => Newline::Universal,
        Some(v @ Value::Str(s)) => match s.s.as_str() {
            "" => Newline::Untranslated,
            "\n" => Newline::Lf,
            "\r" => Newline::Cr,
            "\r\n" => Newline::CrLf,
            _ => return Err(PyErr::value_error(format!("illegal newline value: {}", vm.repr_of(v)?))),
        },
        Some(other) => return Err(PyErr::type_error(format!("newline must be str or None, not {}", vm.type_name(other)))),
    };
    let initial = match initial_value {
        None | Some(Value::None) => String::new(),
        Some(Value::Str(s)) => s.s.clone(),
        Some(other) => return Err(PyErr::type_error(format!("initial_value must be str or None, not {}", vm.type_name(other)))),
    };
    let mut st = State::new(newline);
    let text = translate(&initial, newline, &mut st.seen).into_owned();
    crate::types::bytes::charge_bytes(vm, text.len())?;
    st.clen = if text.is_ascii() { text.len() } else { text.chars().count() };
    Stream::install(&inst, text.into_bytes(), st);
    Ok(Value::None)
}

/// `read(size=-1, /)`.
pub fn read(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [], [size]) = Signature::<0, 1>::positional(CLASS, "read", [], ["size"]).bind_method(args, kw)?;
    let size = size_arg(vm, size)?;
    let mut s = stream(vm, args, "read", CLASS)?;
    check_open(&s, false)?;
    if s.st.cpos >= s.st.clen {
        return Ok(Value::str(""));
    }
    let (out, end, k) = {
        let buf = s.buf.borrow();
        let bpos = s.st.bpos.min(buf.len());
        let end = match size {
            None => buf.len(),
            Some(n) => walk(&buf, bpos, n, is_ascii(&s, &buf)).0,
        };
        crate::types::bytes::charge_bytes(vm, end - bpos)?;
        (to_text(&buf[bpos..end]), end, count_chars(&buf[bpos..end]))
    };
    s.st.bpos = end;
    s.st.cpos += k;
    s.save();
    Ok(out)
}

/// Byte index just past the line that starts at `from` (or the end of the buffer).
fn line_end(buf: &[u8], from: usize, mode: Newline) -> usize {
    let rest = &buf[from..];
    let found = match mode {
        Newline::Lf | Newline::Universal => rest.iter().position(|&b| b == b'\n').map(|i| i + 1),
        Newline::Cr => rest.iter().position(|&b| b == b'\r').map(|i| i + 1),
        Newline::CrLf => rest.windows(2).position(|w| w == b"\r\n").map(|i| i + 2),
        Newline::Untranslated => rest.iter().position(|&b| b == b'\r' || b == b'\n').map(|i| {
            if rest[i] == b'\r' && rest.get(i + 1) == Some(&b'\n') {
                i + 2
            } else {
                i + 1
            }
        }),
    };
    from + found.unwrap_or(rest.len())
}

/// Reads one line (at most `limit` code points) and advances.
fn next_line(vm: &mut Vm, s: &mut Stream, limit: Option<usize>) -> PyResult<Value> {
    if s.st.cpos >= s.st.clen {
        return Ok(Value::str(""));
    }
    let (out, end, k) = {
        let buf = s.buf.borrow();
        let bpos = s.st.bpos.min(buf.len());
        let mut end = line_end(&buf, bpos, s.st.newline);
        if let Some(n) = limit {
            end = end.min(walk(&buf, bpos, n, is_ascii(s, &buf)).0);
        }
        crate::types::bytes::charge_bytes(vm, end - bpos)?;
        (to_text(&buf[bpos..end]), end, count_chars(&buf[bpos..end]))
    };
    s.st.bpos = end;
    s.st.cpos += k;
    s.save();
    Ok(out)
}

/// `readline(size=-1, /)`.
pub fn readline(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [], [size]) = Signature::<0, 1>::positional(CLASS, "readline", [], ["size"]).bind_method(args, kw)?;
    let size = size_arg(vm, size)?;
    let mut s = stream(vm, args, "readline", CLASS)?;
    check_open(&s, false)?;
    next_line(vm, &mut s, size)
}

/// `readlines(hint=-1, /)`: lines until their total length reaches `hint`.
pub fn readlines(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [], [hint]) = Signature::<0, 1>::positional(CLASS, "readlines", [], ["hint"]).bind_method(args, kw)?;
    let hint = size_arg(vm, hint)?.filter(|h| *h > 0);
    let mut s = stream(vm, args, "readlines", CLASS)?;
    check_open(&s, true)?;
    let mut lines = Vec::new();
    let mut total = 0usize;
    loop {
        let line = next_line(vm, &mut s, None)?;
        let n = match &line {
            Value::Str(l) if !l.s.is_empty() => l.char_len,
            _ => break,
        };
        lines.push(line);
        total = total.saturating_add(n);
        if hint.is_some_and(|h| total >= h) {
            break;
        }
    }
    Ok(Value::list(lines))
}

/// `write(s, /)`: returns the length of `s` (before newline translation).
pub fn write(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [s], []) = Signature::<1, 0>::positional(CLASS, "write", ["s"], []).bind_method(args, kw)?;
    let text = match s {
        Value::Str(t) => t.clone(),
        other => return Err(PyErr::type_error(format!("string argument expected, got '{}'", vm.type_name(other)))),
    };
    let mut s = stream(vm, args, "write", CLASS)?;
    check_open(&s, false)?;
    let mut seen = s.st.seen;
    let translated = translate(&text.s, s.st.newline, &mut seen);
    s.st.seen = seen;
    put(vm, &mut s, &translated)?;
    s.save();
    Ok(Value::Int(text.char_len as i64))
}

/// `writelines(lines, /)`: `self.write(line)` for each line.
pub fn writelines(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [lines], []) = Signature::<1, 0>::positional("_IOBase", "writelines", ["lines"], []).bind_method(args, kw)?;
    let s = stream(vm, args, "writelines", CLASS)?;
    check_open(&s, true)?;
    let write = vm.get_attr(this, "write")?;
    let it = vm.get_iter(lines)?;
    while let Some(line) = vm.iter_next(&it)? {
        vm.call(&write, &[line], &[])?;
    }
    Ok(Value::None)
}

/// `seek(pos, whence=0, /)`.
pub fn seek(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [pos], [whence]) = Signature::<1, 1>::positional(CLASS, "seek", ["pos"], ["whence"]).bind_method(args, kw)?;
    let pos = to_i64(vm, pos)?;
    let whence = match whence {
        Some(w) => to_i64(vm, w)?,
        None => 0,
    };
    let mut s = stream(vm, args, "seek", CLASS)?;
    check_open(&s, false)?;
    if !(0..=2).contains(&whence) {
        return Err(PyErr::value_error(format!("Invalid whence ({}, should be 0, 1 or 2)", whence)));
    }
    if pos < 0 && whence == 0 {
        return Err(PyErr::value_error(format!("Negative seek position {}", pos)));
    }
    if whence != 0 && pos != 0 {
        return Err(PyErr::new(ExcKind::OSError, "Can't do nonzero cur-relative seeks"));
    }
    let target = match whence {
        0 => usize::try_from(pos).unwrap_or(usize::MAX),
        1 => s.st.cpos,
        _ => s.st.clen,
    };
    move_to(&mut s, target);
    s.save();
    Ok(Value::Int(i64::try_from(target).unwrap_or(i64::MAX)))
}

/// Sets the position to code point `target`, keeping the byte offset in step.
fn move_to(s: &mut Stream, target: usize) {
    let buf = s.buf.borrow();
    let ascii = is_ascii(s, &buf);
    s.st.bpos = if target >= s.st.clen {
        buf.len()
    } else if target >= s.st.cpos && s.st.cpos < s.st.clen {
        walk(&buf, s.st.bpos, target - s.st.cpos, ascii).0
    } else {
        walk(&buf, 0, target, ascii).0
    };
    s.st.cpos = target;
}

/// `tell()`.
pub fn tell(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [], []) = Signature::<0, 0>::positional(CLASS, "tell", [], []).bind_method(args, kw)?;
    let s = stream(vm, args, "tell", CLASS)?;
    check_open(&s, false)?;
    Ok(Value::Int(i64::try_from(s.st.cpos).unwrap_or(i64::MAX)))
}

/// `truncate(pos=None, /)`: cuts the contents at `pos` (default: the position), which
/// does not move.
pub fn truncate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [], [pos]) = Signature::<0, 1>::positional(CLASS, "truncate", [], ["pos"]).bind_method(args, kw)?;
    let requested = match pos {
        None | Some(Value::None) => None,
        Some(v) => Some(match size_arg(vm, Some(v))? {
            Some(n) => n as i64,
            None => to_i64(vm, v)?,
        }),
    };
    let mut s = stream(vm, args, "truncate", CLASS)?;
    check_open(&s, false)?;
    let size = match requested {
        None => s.st.cpos,
        Some(n) if n < 0 => return Err(PyErr::value_error(format!("Negative size value {}", n))),
        Some(n) => usize::try_from(n).unwrap_or(usize::MAX),
    };
    if size < s.st.clen {
        let mut buf = s.buf.borrow_mut();
        let ascii = is_ascii(&s, &buf);
        let cut = walk(&buf, 0, size, ascii).0;
        buf.truncate(cut);
        s.st.clen = size;
        if s.st.cpos >= size {
            s.st.bpos = buf.len();
        }
    }
    s.save();
    Ok(Value::Int(i64::try_from(size).unwrap_or(i64::MAX)))
}

/// `getvalue()`.
pub fn getvalue(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [], []) = Signature::<0, 0>::positional(CLASS, "getvalue", [], []).bind_method(args, kw)?;
    let s = stream(vm, args, "getvalue", CLASS)?;
    check_open(&s, false)?;
    let buf = s.buf.borrow();
    crate::types::bytes::charge_bytes(vm, buf.len())?;
    Ok(to_text(&buf))
}

/// The `newlines` property: the line endings read so far in universal-newline mode.
pub fn newlines(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let s = stream(vm, args, "newlines", CLASS)?;
    check_open(&s, false)?;
    if !matches!(s.st.newline, Newline::Universal | Newline::Untranslated) {
        return Ok(Value::None);
    }
    let kinds: Vec<Value> =
        [(1, "\r"), (2, "\n"), (4, "\r\n")].iter().filter(|(bit, _)| s.st.seen & bit != 0).map(|(_, text)| Value::str(text)).collect();
    Ok(match kinds.len() {
        0 => Value::None,
        1 => kinds.into_iter().next().unwrap_or(Value::None),
        _ => Value::tuple(kinds),
    })
}

/// `readable()` / `writable()` / `seekable()`.
pub fn readable(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::<0, 0>::positional(CLASS, "readable", [], []).bind_method(args, kw)?;
    let s = stream(vm, args, "readable", CLASS)?;
    check_open(&s, false)?;
    Ok(Value::Bool(true))
}

/// `__next__`: the next line (a subclass's own `readline` is honoured), StopIteration at
/// the end.
pub fn next(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let mut s = stream(vm, args, "__next__", CLASS)?;
    check_open(&s, false)?;
    if s.inst.class.name.as_ref() != CLASS || s.inst.class.lookup("readline").is_some_and(|f| !matches!(f, Value::Builtin(_))) {
        let readline = vm.get_attr(&Value::Instance(s.inst.clone()), "readline")?;
        let line = vm.call(&readline, &[], &[])?;
        if !matches!(line, Value::Str(_)) {
            return Err(PyErr::type_error(format!("readline() should have returned a str object, not '{}'", vm.type_name(&line))));
        }
        return line_or_stop(line);
    }
    let line = next_line(vm, &mut s, None)?;
    line_or_stop(line)
}

//! `io.BytesIO`'s methods: a growable byte buffer with a position (which may lie past the
//! end; writing there fills the gap with zero bytes).

use super::{check_open, line_or_stop, size_arg, stream, this, Newline, State, Stream};
use crate::builtins::args::to_i64;
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::types::bytes::{bytes_like, charge_bytes, make_bytes};
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

const CLASS: &str = "BytesIO";

fn need_bytes(vm: &Vm, v: &Value) -> PyResult<Vec<u8>> {
    bytes_like(v).ok_or_else(|| PyErr::type_error(format!("a bytes-like object is required, not '{}'", vm.type_name(v))))
}

fn pos_value(n: usize) -> Value {
    Value::Int(i64::try_from(n).unwrap_or(i64::MAX))
}

const INIT: Signature<0, 1> = Signature::clinic("", "BytesIO", [], ["initial_bytes"]);

/// `BytesIO(initial_bytes=b'')`.
pub fn init(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let inst = this(vm, args, "__init__", CLASS)?;
    let (_, [], [initial_bytes]) = INIT.bind_method(args, kw)?;
    let data = match initial_bytes {
        None | Some(Value::None) => Vec::new(),
        Some(v) => need_bytes(vm, v)?,
    };
    charge_bytes(vm, data.len())?;
    Stream::install(&inst, data, State::new(Newline::Lf));
    Ok(Value::None)
}

/// Takes up to `limit` bytes from the position, stopping after a newline when `line`.
fn take(vm: &mut Vm, s: &mut Stream, limit: Option<usize>, line: bool) -> PyResult<Value> {
    let (out, end) = {
        let buf = s.buf.borrow();
        let start = s.st.bpos.min(buf.len());
        let mut end = match limit {
            Some(n) => start.saturating_add(n).min(buf.len()),
            None => buf.len(),
        };
        if line {
            if let Some(i) = buf[start..end].iter().position(|&b| b == b'\n') {
                end = start + i + 1;
            }
        }
        charge_bytes(vm, end - start)?;
        (make_bytes(buf[start..end].to_vec()), end)
    };
    if end > s.st.bpos {
        s.st.bpos = end;
        s.st.cpos = end;
        s.save();
    }
    Ok(out)
}

/// `read(size=-1, /)`.
pub fn read(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    read_as(vm, "read", args, kw)
}

/// `read1(size=-1, /)`: the same as `read` for an in-memory buffer.
pub fn read1(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    read_as(vm, "read1", args, kw)
}

fn read_as(vm: &mut Vm, name: &'static str, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [], [size]) = Signature::<0, 1>::positional(CLASS, name, [], ["size"]).bind_method(args, kw)?;
    let size = size_arg(vm, size)?;
    let mut s = stream(vm, args, "read", CLASS)?;
    check_open(&s, true)?;
    take(vm, &mut s, size, false)
}

/// `readline(size=-1, /)`.
pub fn readline(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [], [size]) = Signature::<0, 1>::positional(CLASS, "readline", [], ["size"]).bind_method(args, kw)?;
    let size = size_arg(vm, size)?;
    let mut s = stream(vm, args, "readline", CLASS)?;
    check_open(&s, true)?;
    take(vm, &mut s, size, true)
}

/// `readlines(size=None, /)`: lines until their total length reaches `size`.
pub fn readlines(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [], [size]) = Signature::<0, 1>::positional(CLASS, "readlines", [], ["size"]).bind_method(args, kw)?;
    let hint = match size {
        None | Some(Value::None) => None,
        Some(v @ (Value::Int(_) | Value::Bool(_) | Value::BigInt(_))) => size_arg(vm, Some(v))?,
        Some(v) => return Err(PyErr::type_error(format!("integer argument expected, got '{}'", vm.type_name(v)))),
    }
    .filter(|h| *h > 0);
    let mut s = stream(vm, args, "readlines", CLASS)?;
    check_open(&s, true)?;
    let mut lines = Vec::new();
    let mut total = 0usize;
    loop {
        let line = take(vm, &mut s, None, true)?;
        let n = match &line {
            Value::Bytes(b) if !b.data.is_empty() => b.data.len(),
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

/// `readinto(buffer, /)`: fills a bytearray from the position; returns the count.
pub fn readinto(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [buffer], []) = Signature::<1, 0>::positional(CLASS, "readinto", ["buffer"], []).bind_method(args, kw)?;
    let target = match buffer {
        Value::ByteArray(b) => b.clone(),
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::ByteArray(b) => b.clone(),
            _ => return Err(readinto_error(vm, buffer)),
        },
        other => return Err(readinto_error(vm, other)),
    };
    let mut s = stream(vm, args, "readinto", CLASS)?;
    check_open(&s, true)?;
    let n = {
        let buf = s.buf.borrow();
        let start = s.st.bpos.min(buf.len());
        let mut dst = target.borrow_mut();
        let n = dst.len().min(buf.len() - start);
        dst[..n].copy_from_slice(&buf[start..start + n]);
        n
    };
    charge_bytes(vm, n)?;
    s.st.bpos = s.st.bpos.min(s.buf.borrow().len()) + n;
    s.st.cpos = s.st.bpos;
    s.save();
    Ok(pos_value(n))
}

fn readinto_error(vm: &Vm, v: &Value) -> PyErr {
    PyErr::type_error(format!("readinto() argument must be read-write bytes-like object, not {}", vm.type_name(v)))
}

/// `write(b, /)`: returns the number of bytes written.
pub fn write(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [b], []) = Signature::<1, 0>::positional(CLASS, "write", ["b"], []).bind_method(args, kw)?;
    let mut s = stream(vm, args, "write", CLASS)?;
    check_open(&s, true)?;
    let data = need_bytes(vm, b)?;
    if data.is_empty() {
        return Ok(Value::Int(0));
    }
    charge_bytes(vm, data.len())?;
    {
        let mut buf = s.buf.borrow_mut();
        let pos = s.st.bpos;
        let end = pos.saturating_add(data.len());
        vm.check_alloc(end.max(buf.len()))?;
        if pos > buf.len() {
            buf.resize(pos, 0);
        }
        let overlap = end.min(buf.len());
        buf[pos..overlap].copy_from_slice(&data[..overlap - pos]);
        buf.extend_from_slice(&data[overlap - pos..]);
        s.st.bpos = end;
        s.st.cpos = end;
    }
    s.save();
    Ok(pos_value(data.len()))
}

/// `writelines(lines, /)`: `self.write(line)` for each line.
pub fn writelines(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [lines], []) = Signature::<1, 0>::positional(CLASS, "writelines", ["lines"], []).bind_method(args, kw)?;
    let s = stream(vm, args, "writelines", CLASS)?;
    check_open(&s, true)?;
    let write = vm.get_attr(this, "write")?;
    let it = vm.get_iter(lines)?;
    while let Some(line) = vm.iter_next(&it)? {
        vm.call(&write, &[line], &[])?;
    }
    Ok(Value::None)
}

/// `seek(pos, whence=0, /)`: positions before the start are clamped to 0.
pub fn seek(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [pos], [whence]) = Signature::<1, 1>::positional(CLASS, "seek", ["pos"], ["whence"]).bind_method(args, kw)?;
    let pos = to_i64(vm, pos)?;
    let whence = match whence {
        Some(w) => to_i64(vm, w)?,
        None => 0,
    };
    let mut s = stream(vm, args, "seek", CLASS)?;
    check_open(&s, true)?;
    if pos < 0 && whence == 0 {
        return Err(PyErr::value_error(format!("negative seek value {}", pos)));
    }
    let base = match whence {
        0 => 0,
        1 => s.st.bpos,
        2 => s.buf.borrow().len(),
        _ => return Err(PyErr::value_error(format!("invalid whence ({}, should be 0, 1 or 2)", whence))),
    };
    let target = i64::try_from(base).unwrap_or(i64::MAX).checked_add(pos).ok_or_else(|| PyErr::overflow("new position too large"))?;
    let target = usize::try_from(target.max(0)).unwrap_or(usize::MAX);
    s.st.bpos = target;
    s.st.cpos = target;
    s.save();
    Ok(pos_value(target))
}

/// `tell()`.
pub fn tell(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [], []) = Signature::<0, 0>::positional(CLASS, "tell", [], []).bind_method(args, kw)?;
    let s = stream(vm, args, "tell", CLASS)?;
    check_open(&s, true)?;
    Ok(pos_value(s.st.bpos))
}

/// `truncate(size=None, /)`: the position does not move.
pub fn truncate(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [], [size]) = Signature::<0, 1>::positional(CLASS, "truncate", [], ["size"]).bind_method(args, kw)?;
    let requested = match size {
        None | Some(Value::None) => None,
        Some(v) => Some(match size_arg(vm, Some(v))? {
            Some(n) => i64::try_from(n).unwrap_or(i64::MAX),
            None => to_i64(vm, v)?,
        }),
    };
    let s = stream(vm, args, "truncate", CLASS)?;
    check_open(&s, true)?;
    let size = match requested {
        None => s.st.bpos,
        Some(n) if n < 0 => return Err(PyErr::value_error(format!("negative size value {}", n))),
        Some(n) => usize::try_from(n).unwrap_or(usize::MAX),
    };
    s.buf.borrow_mut().truncate(size);
    Ok(pos_value(size))
}

/// `getvalue()`.
pub fn getvalue(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [], []) = Signature::<0, 0>::positional(CLASS, "getvalue", [], []).bind_method(args, kw)?;
    let s = stream(vm, args, "getvalue", CLASS)?;
    check_open(&s, true)?;
    let data = s.buf.borrow().clone();
    charge_bytes(vm, data.len())?;
    Ok(make_bytes(data))
}

/// `readable()` / `writable()` / `seekable()`.
pub fn readable(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::<0, 0>::positional(CLASS, "readable", [], []).bind_method(args, kw)?;
    let s = stream(vm, args, "readable", CLASS)?;
    check_open(&s, true)?;
    Ok(Value::Bool(true))
}

/// `flush()`.
pub fn flush(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::<0, 0>::positional(CLASS, "flush", [], []).bind_method(args, kw)?;
    let s = stream(vm, args, "flush", CLASS)?;
    check_open(&s, true)?;
    Ok(Value::None)
}

/// `isatty()`.
pub fn isatty(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::<0, 0>::positional(CLASS, "isatty", [], []).bind_method(args, kw)?;
    let s = stream(vm, args, "isatty", CLASS)?;
    check_open(&s, true)?;
    Ok(Value::Bool(false))
}

/// `__next__`: the next line, StopIteration at the end.
pub fn next(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let mut s = stream(vm, args, "__next__", CLASS)?;
    check_open(&s, true)?;
    let line = take(vm, &mut s, None, true)?;
    line_or_stop(line)
}

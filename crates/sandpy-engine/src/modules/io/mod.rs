//! `io`: in-memory streams only — `StringIO` and `BytesIO` — plus the `IOBase` /
//! `RawIOBase` / `BufferedIOBase` / `TextIOBase` classes (for `isinstance` and for user
//! subclasses), `UnsupportedOperation` and the `SEEK_*` constants. There is no `open()`:
//! the sandbox has no files.
//!
//! The classes are a little of our own Python (`io.py` next to this file); the methods of
//! StringIO and BytesIO are the natives of [`stringio`] and [`bytesio`]. An instance keeps
//! its state in two private attributes: `_buf`, a bytearray holding the contents (UTF-8 for
//! StringIO), and `_st`, a small bytearray with the position, the length in code points,
//! the closed flag and the newline mode ([`State`]). StringIO positions are code points, as
//! in CPython; the byte offset of the position is kept next to it, so sequential reads and
//! appends never rescan the buffer.
//!
//! CPython's error messages are reproduced, including their quirks (StringIO's own methods
//! say "I/O operation on closed file" without a period, the IOBase ones with a period).

mod bytesio;
mod stringio;

use std::rc::Rc;

use super::{native_module, python_module};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::num::{as_int, IntRef};
use crate::value::{Instance, KwArgs, Namespace, NativeFn, Value};
use crate::vm::Vm;

const SOURCE: &str = include_str!("io.py");

const NATIVES: &[(&str, NativeFn)] = &[
    ("_sio_init", stringio::init),
    ("_sio_read", stringio::read),
    ("_sio_readline", stringio::readline),
    ("_sio_readlines", stringio::readlines),
    ("_sio_write", stringio::write),
    ("_sio_writelines", stringio::writelines),
    ("_sio_seek", stringio::seek),
    ("_sio_tell", stringio::tell),
    ("_sio_truncate", stringio::truncate),
    ("_sio_getvalue", stringio::getvalue),
    ("_sio_close", close),
    ("_sio_closed", closed),
    ("_sio_newlines", stringio::newlines),
    ("_sio_readable", stringio::readable),
    ("_sio_next", stringio::next),
    ("_bio_init", bytesio::init),
    ("_bio_read", bytesio::read),
    ("_bio_read1", bytesio::read1),
    ("_bio_readline", bytesio::readline),
    ("_bio_readlines", bytesio::readlines),
    ("_bio_readinto", bytesio::readinto),
    ("_bio_write", bytesio::write),
    ("_bio_writelines", bytesio::writelines),
    ("_bio_seek", bytesio::seek),
    ("_bio_tell", bytesio::tell),
    ("_bio_truncate", bytesio::truncate),
    ("_bio_getvalue", bytesio::getvalue),
    ("_bio_close", close),
    ("_bio_closed", closed),
    ("_bio_readable", bytesio::readable),
    ("_bio_flush", bytesio::flush),
    ("_bio_isatty", bytesio::isatty),
    ("_bio_next", bytesio::next),
];

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "io", NATIVES);
    let ns = python_module(vm, "io", SOURCE, ns)?;
    {
        let mut map = ns.borrow_mut();
        for (name, _) in NATIVES {
            map.shift_remove(*name);
        }
    }
    vm.globals_epoch += 1;
    Ok(ns)
}

/// Message of the natives' closed-stream errors (StringIO's omit the final period).
const CLOSED: &str = "I/O operation on closed file.";

/// How StringIO treats line endings (its `newline` argument).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Newline {
    /// `'\n'` (the default): no translation, lines end at `\n`.
    Lf,
    /// `None`: `\r\n` and `\r` are written as `\n`.
    Universal,
    /// `''`: no translation, lines end at `\r`, `\n` or `\r\n`.
    Untranslated,
    /// `'\r'`: `\n` is written as `\r`, lines end at `\r`.
    Cr,
    /// `'\r\n'`: `\n` is written as `\r\n`, lines end at `\r\n`.
    CrLf,
}

impl Newline {
    fn code(self) -> u8 {
        match self {
            Newline::Lf => 0,
            Newline::Universal => 1,
            Newline::Untranslated => 2,
            Newline::Cr => 3,
            Newline::CrLf => 4,
        }
    }
    fn from_code(c: u8) -> Newline {
        match c {
            1 => Newline::Universal,
            2 => Newline::Untranslated,
            3 => Newline::Cr,
            4 => Newline::CrLf,
            _ => Newline::Lf,
        }
    }
}

/// The scalar state of a stream. For BytesIO `cpos` = `bpos` and `clen` is unused.
#[derive(Clone, Copy)]
pub(super) struct State {
    /// Byte offset of the position (`buf.len()` when the position is at or past the end).
    pub bpos: usize,
    /// Position in code points (may lie past the end after a seek).
    pub cpos: usize,
    /// Length of the contents in code points.
    pub clen: usize,
    pub closed: bool,
    pub newline: Newline,
    /// Line endings seen by a universal-newline StringIO: 1 = `\r`, 2 = `\n`, 4 = `\r\n`.
    pub seen: u8,
}

const STATE_LEN: usize = 27;

impl State {
    pub fn new(newline: Newline) -> State {
        State { bpos: 0, cpos: 0, clen: 0, closed: false, newline, seen: 0 }
    }

    fn encode(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(STATE_LEN);
        for n in [self.bpos, self.cpos, self.clen] {
            out.extend_from_slice(&(n as u64).to_le_bytes());
        }
        out.extend_from_slice(&[self.closed as u8, self.newline.code(), self.seen]);
        out
    }

    fn decode(raw: &[u8]) -> Option<State> {
        let word = |i: usize| -> Option<usize> {
            let bytes: [u8; 8] = raw.get(i * 8..i * 8 + 8)?.try_into().ok()?;
            usize::try_from(u64::from_le_bytes(bytes)).ok()
        };
        let flags = raw.get(24..27)?;
        Some(State {
            bpos: word(0)?,
            cpos: word(1)?,
            clen: word(2)?,
            closed: flags[0] != 0,
            newline: Newline::from_code(flags[1]),
            seen: flags[2],
        })
    }
}

/// A stream instance with its buffer and decoded state; `save` writes the state back.
pub(super) struct Stream {
    pub inst: Rc<Instance>,
    pub buf: Rc<crate::value::PyByteArray>,
    raw_state: Rc<crate::value::PyByteArray>,
    pub st: State,
}

impl Stream {
    pub fn save(&self) {
        *self.raw_state.borrow_mut() = self.st.encode();
    }

    /// Creates (or resets) the state of `inst`.
    pub fn install(inst: &Rc<Instance>, contents: Vec<u8>, st: State) -> Stream {
        let buf = Rc::new(crate::value::PyByteArray::new(contents));
        let raw_state = Rc::new(crate::value::PyByteArray::new(st.encode()));
        let mut d = inst.dict.borrow_mut();
        d.insert("_buf".into(), Value::ByteArray(buf.clone()));
        d.insert("_st".into(), Value::ByteArray(raw_state.clone()));
        Stream { inst: inst.clone(), buf, raw_state, st }
    }
}

/// The instance a method was called on, or CPython's descriptor TypeError.
pub(super) fn this(vm: &Vm, args: &[Value], method: &str, class: &str) -> PyResult<Rc<Instance>> {
    match args.first() {
        Some(Value::Instance(inst)) if inst.class.name.as_ref() == class || inst.class.mro.iter().any(|t| t.name.as_ref() == class) => {
            Ok(inst.clone())
        }
        Some(other) => Err(PyErr::type_error(format!(
            "descriptor '{}' for '_io.{}' objects doesn't apply to a '{}' object",
            method,
            class,
            vm.type_name(other)
        ))),
        None => Err(PyErr::type_error(format!("unbound method {}.{}() needs an argument", class, method))),
    }
}

/// The stream state of `self` (ValueError when `__init__` never ran).
pub(super) fn stream(vm: &Vm, args: &[Value], method: &str, class: &str) -> PyResult<Stream> {
    let inst = this(vm, args, method, class)?;
    let (buf, raw_state) = {
        let d = inst.dict.borrow();
        match (d.get("_buf"), d.get("_st")) {
            (Some(Value::ByteArray(b)), Some(Value::ByteArray(s))) => (b.clone(), s.clone()),
            _ => return Err(PyErr::value_error("I/O operation on uninitialized object")),
        }
    };
    let st = State::decode(&raw_state.borrow()).ok_or_else(|| PyErr::value_error("I/O operation on uninitialized object"))?;
    Ok(Stream { inst, buf, raw_state, st })
}

/// Raises the closed-file ValueError (`period`: with CPython's final period).
pub(super) fn check_open(s: &Stream, period: bool) -> PyResult<()> {
    if s.st.closed {
        let msg = if period { CLOSED } else { &CLOSED[..CLOSED.len() - 1] };
        return Err(PyErr::value_error(msg));
    }
    Ok(())
}

/// A `size` argument: an int (negative = no limit) or None; CPython's TypeError otherwise.
pub(super) fn size_arg(vm: &mut Vm, v: Option<&Value>) -> PyResult<Option<usize>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(v) => {
            let n = match as_int(v) {
                Some(IntRef::Small(i)) => i,
                Some(IntRef::Big(_)) => {
                    return Err(PyErr::new(ExcKind::OverflowError, "cannot fit 'int' into an index-sized integer"));
                }
                None if matches!(v, Value::Instance(_)) && vm.has_attr(v, "__index__")? => vm.index_value(v)?,
                None => return Err(PyErr::type_error(format!("argument should be integer or None, not '{}'", vm.type_name(v)))),
            };
            Ok(usize::try_from(n).ok())
        }
    }
}

/// `close()`: marks the stream closed and frees its buffer.
fn close(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let class = match args.first() {
        Some(Value::Instance(i)) if i.class.name.as_ref() == "BytesIO" || i.class.mro.iter().any(|t| t.name.as_ref() == "BytesIO") => {
            "BytesIO"
        }
        _ => "StringIO",
    };
    crate::builtins::signature::Signature::<0, 0>::positional(class, "close", [], []).bind_method(args, kw)?;
    let mut s = stream(vm, args, "close", class)?;
    s.st.closed = true;
    s.st.bpos = 0;
    s.st.cpos = 0;
    s.st.clen = 0;
    *s.buf.borrow_mut() = Vec::new();
    s.save();
    Ok(Value::None)
}

/// The `closed` property.
fn closed(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let inst = match args.first() {
        Some(Value::Instance(i)) => i.clone(),
        _ => return Err(PyErr::type_error("closed: expected a stream")),
    };
    let _ = vm;
    let d = inst.dict.borrow();
    match d.get("_st") {
        Some(Value::ByteArray(s)) => Ok(Value::Bool(State::decode(&s.borrow()).is_some_and(|st| st.closed))),
        _ => Err(PyErr::value_error("I/O operation on uninitialized object")),
    }
}

/// The next line of `s` or StopIteration (shared by both `__next__`s).
pub(super) fn line_or_stop(line: Value) -> PyResult<Value> {
    let empty = match &line {
        Value::Str(s) => s.s.is_empty(),
        Value::Bytes(b) => b.data.is_empty(),
        _ => false,
    };
    if empty {
        Err(PyErr::stop_iteration())
    } else {
        Ok(line)
    }
}

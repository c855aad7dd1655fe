//! `base64`: the RFC 4648 codecs (base64 with alternative alphabets, base32 and its
//! extended-hex variant, base16), MIME-style `encodebytes`/`decodebytes`, file-object
//! `encode`/`decode`, and Ascii85/base85 ([`b85`]). Decoding errors are `binascii.Error`
//! (the class of the `binascii` module), as in CPython.

mod b32;
mod b85;

use std::rc::Rc;

use super::binascii::{self, data_arg};
use super::clinic::Sig;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::bytes::{bytes_like, make_bytes};
use crate::value::{KwArgs, Namespace, NativeFn, Value};
use crate::vm::Vm;

const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("b64encode", b64encode),
    ("b64decode", b64decode),
    ("standard_b64encode", standard_b64encode),
    ("standard_b64decode", standard_b64decode),
    ("urlsafe_b64encode", urlsafe_b64encode),
    ("urlsafe_b64decode", urlsafe_b64decode),
    ("b32encode", b32::b32encode),
    ("b32decode", b32::b32decode),
    ("b32hexencode", b32::b32hexencode),
    ("b32hexdecode", b32::b32hexdecode),
    ("b16encode", b16encode),
    ("b16decode", b16decode),
    ("a85encode", b85::a85encode),
    ("a85decode", b85::a85decode),
    ("b85encode", b85::b85encode),
    ("b85decode", b85::b85decode),
    ("encodebytes", encodebytes),
    ("decodebytes", decodebytes),
    ("encode", encode),
    ("decode", decode),
];

const ALL: &[&str] = &[
    "encode",
    "decode",
    "encodebytes",
    "decodebytes",
    "b64encode",
    "b64decode",
    "b32encode",
    "b32decode",
    "b32hexencode",
    "b32hexdecode",
    "b16encode",
    "b16decode",
    "b85encode",
    "b85decode",
    "a85encode",
    "a85decode",
    "standard_b64encode",
    "standard_b64decode",
    "urlsafe_b64encode",
    "urlsafe_b64decode",
];

/// Bytes encoded per line by `encodebytes` (76 output characters).
const MAXBINSIZE: usize = 57;

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(vm, "base64", FUNCTIONS);
    super::set_attr(&ns, "__all__", Value::list(ALL.iter().map(|n| Value::str(n)).collect()));
    let types = Value::tuple(vec![Value::Type(vm.types.bytes.clone()), Value::Type(vm.types.bytearray.clone())]);
    super::set_attr(&ns, "bytes_types", types);
    super::set_attr(&ns, "MAXLINESIZE", Value::Int(76));
    super::set_attr(&ns, "MAXBINSIZE", Value::Int(MAXBINSIZE as i64));
    Ok(ns)
}

// ----- shared helpers -----

/// `_bytes_from_decode_data`: ASCII str or bytes-like.
pub(crate) fn decode_data(vm: &Vm, v: &Value) -> PyResult<Vec<u8>> {
    if let Value::Str(s) = v {
        if !s.s.is_ascii() {
            return Err(PyErr::value_error("string argument should contain only ASCII characters"));
        }
        return Ok(s.s.as_bytes().to_vec());
    }
    bytes_like(v)
        .ok_or_else(|| PyErr::type_error(format!("argument should be a bytes-like object or ASCII string, not '{}'", vm.type_name(v))))
}

/// `assert len(x) == n, repr(x)`.
pub(crate) fn assert_len(vm: &mut Vm, original: &Value, bytes: &[u8], n: usize) -> PyResult<()> {
    if bytes.len() == n {
        return Ok(());
    }
    let r = vm.repr_of(original)?;
    Err(PyErr::with_args(ExcKind::AssertionError, vec![Value::string(r)]))
}

fn translate(data: &mut [u8], from: &[u8], to: &[u8]) {
    for b in data.iter_mut() {
        if let Some(i) = from.iter().position(|f| f == b) {
            *b = to[i];
        }
    }
}

fn charge(vm: &mut Vm, n: usize) -> PyResult<()> {
    vm.charge(n as u64 / 64 + 1)
}

fn opt(v: &Option<Value>) -> Option<&Value> {
    v.as_ref().filter(|v| !v.is_none())
}

fn arg0(s: &[Option<Value>]) -> &Value {
    s.first().and_then(|v| v.as_ref()).unwrap_or(&Value::None)
}

// ----- base64 -----

fn b64encode_with(vm: &mut Vm, data: &Value, altchars: Option<&Value>) -> PyResult<Value> {
    let data = data_arg(vm, data)?;
    vm.check_alloc(data.len().saturating_mul(2))?;
    charge(vm, data.len())?;
    let mut out = binascii::base64_encode(&data);
    if let Some(alt) = altchars {
        let chars = data_arg(vm, alt)?;
        assert_len(vm, alt, &chars, 2)?;
        translate(&mut out, b"+/", &chars);
    }
    Ok(make_bytes(out))
}

fn b64decode_with(vm: &mut Vm, data: &Value, altchars: Option<&Value>, validate: bool) -> PyResult<Value> {
    let mut data = decode_data(vm, data)?;
    if let Some(alt) = altchars {
        let chars = decode_data(vm, alt)?;
        assert_len(vm, alt, &chars, 2)?;
        translate(&mut data, &chars, b"+/");
    }
    charge(vm, data.len())?;
    match binascii::base64_decode(&data, validate) {
        Ok(out) => Ok(make_bytes(out)),
        Err(msg) => Err(binascii::error(vm, &msg)),
    }
}

fn b64encode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let s = Sig::new("b64encode", &["s", "altchars"], 1).bind(args, kw)?;
    b64encode_with(vm, arg0(&s), opt(&s[1]))
}

fn b64decode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let s = Sig::new("b64decode", &["s", "altchars", "validate"], 1).bind(args, kw)?;
    let validate = match &s[2] {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    b64decode_with(vm, arg0(&s), opt(&s[1]), validate)
}

fn standard_b64encode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let s = Sig::new("standard_b64encode", &["s"], 1).bind(args, kw)?;
    b64encode_with(vm, arg0(&s), None)
}

fn standard_b64decode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let s = Sig::new("standard_b64decode", &["s"], 1).bind(args, kw)?;
    b64decode_with(vm, arg0(&s), None, false)
}

fn urlsafe_b64encode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let s = Sig::new("urlsafe_b64encode", &["s"], 1).bind(args, kw)?;
    let alt = make_bytes(b"-_".to_vec());
    b64encode_with(vm, arg0(&s), Some(&alt))
}

fn urlsafe_b64decode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let s = Sig::new("urlsafe_b64decode", &["s"], 1).bind(args, kw)?;
    let alt = make_bytes(b"-_".to_vec());
    b64decode_with(vm, arg0(&s), Some(&alt), false)
}

// ----- base16 -----

fn b16encode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let s = Sig::new("b16encode", &["s"], 1).bind(args, kw)?;
    let data = data_arg(vm, arg0(&s))?;
    vm.check_alloc(data.len().saturating_mul(2))?;
    charge(vm, data.len())?;
    let mut out = binascii::hex_encode(&data, None, 1);
    out.make_ascii_uppercase();
    Ok(make_bytes(out))
}

fn b16decode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let s = Sig::new("b16decode", &["s", "casefold"], 1).bind(args, kw)?;
    let mut data = decode_data(vm, arg0(&s))?;
    if let Some(v) = &s[1] {
        if vm.truthy(v)? {
            data.make_ascii_uppercase();
        }
    }
    charge(vm, data.len())?;
    if data.iter().any(|c| !matches!(c, b'0'..=b'9' | b'A'..=b'F')) {
        return Err(binascii::error(vm, "Non-base16 digit found"));
    }
    match binascii::hex_decode(&data) {
        Ok(out) => Ok(make_bytes(out)),
        Err(msg) => Err(binascii::error(vm, msg)),
    }
}

// ----- MIME line-wrapped base64 -----

/// `_input_type_check`: encodebytes/decodebytes accept bytes-like objects only.
fn legacy_input(vm: &Vm, v: &Value) -> PyResult<Vec<u8>> {
    bytes_like(v).ok_or_else(|| PyErr::type_error(format!("expected bytes-like object, not {}", vm.type_name(v))))
}

fn encode_lines(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len() / 3 * 4 + data.len() / MAXBINSIZE + 4);
    for chunk in data.chunks(MAXBINSIZE) {
        out.extend(binascii::base64_encode(chunk));
        out.push(b'\n');
    }
    out
}

fn encodebytes(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let s = Sig::new("encodebytes", &["s"], 1).bind(args, kw)?;
    let data = legacy_input(vm, arg0(&s))?;
    vm.check_alloc(data.len().saturating_mul(2))?;
    charge(vm, data.len())?;
    Ok(make_bytes(encode_lines(&data)))
}

fn decodebytes(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let s = Sig::new("decodebytes", &["s"], 1).bind(args, kw)?;
    let data = legacy_input(vm, arg0(&s))?;
    charge(vm, data.len())?;
    match binascii::base64_decode(&data, false) {
        Ok(out) => Ok(make_bytes(out)),
        Err(msg) => Err(binascii::error(vm, &msg)),
    }
}

/// `encode(input, output)`: reads binary chunks from `input.read`, writes base64 lines.
fn encode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let s = Sig::new("encode", &["input", "output"], 2).bind(args, kw)?;
    let (input, output) = (arg0(&s).clone(), s[1].clone().unwrap_or(Value::None));
    let read = vm.get_attr(&input, "read")?;
    let write = vm.get_attr(&output, "write")?;
    loop {
        vm.charge(1)?;
        let mut buf: Vec<u8> = Vec::new();
        while buf.len() < MAXBINSIZE {
            let want = Value::Int((MAXBINSIZE - buf.len()) as i64);
            let got = vm.call(&read, &[want], &[])?;
            let got = data_arg(vm, &got)?;
            if got.is_empty() {
                break;
            }
            buf.extend(got);
        }
        if buf.is_empty() {
            return Ok(Value::None);
        }
        let mut line = binascii::base64_encode(&buf);
        line.push(b'\n');
        vm.call(&write, &[make_bytes(line)], &[])?;
    }
}

/// `decode(input, output)`: decodes `input.readline()` lines into `output.write`.
fn decode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let s = Sig::new("decode", &["input", "output"], 2).bind(args, kw)?;
    let (input, output) = (arg0(&s).clone(), s[1].clone().unwrap_or(Value::None));
    let readline = vm.get_attr(&input, "readline")?;
    let write = vm.get_attr(&output, "write")?;
    loop {
        vm.charge(1)?;
        let line = vm.call(&readline, &[], &[])?;
        let line = binascii::ascii_data_arg(vm, &line)?;
        if line.is_empty() {
            return Ok(Value::None);
        }
        charge(vm, line.len())?;
        match binascii::base64_decode(&line, false) {
            Ok(out) => vm.call(&write, &[make_bytes(out)], &[])?,
            Err(msg) => return Err(binascii::error(vm, &msg)),
        };
    }
}

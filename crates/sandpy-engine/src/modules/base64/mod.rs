//! `base64`: the RFC 4648 codecs (base64 with alternative alphabets, base32 and its
//! extended-hex variant, base16), MIME-style `encodebytes`/`decodebytes`, file-object
//! `encode`/`decode`, and Ascii85/base85 ([`b85`]). Decoding errors are `binascii.Error`
//! (the class of the `binascii` module), as in CPython.

mod b32;
mod b85;

use std::rc::Rc;

use super::binascii::{self, data_arg};
use crate::builtins::signature::Signature;
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

/// An optional argument, with None (given or not) as absent.
pub(super) fn opt(v: Option<&Value>) -> Option<&Value> {
    v.filter(|v| !v.is_none())
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

const B64ENCODE: Signature<1, 1> = Signature::python("", "b64encode", ["s"], ["altchars"]);

fn b64encode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([s], [altchars]) = B64ENCODE.bind(args, kw)?;
    b64encode_with(vm, s, opt(altchars))
}

const B64DECODE: Signature<1, 2> = Signature::python("", "b64decode", ["s"], ["altchars", "validate"]);

fn b64decode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([s], [altchars, validate]) = B64DECODE.bind(args, kw)?;
    let validate = match validate {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    b64decode_with(vm, s, opt(altchars), validate)
}

const STANDARD_B64ENCODE: Signature<1, 0> = Signature::python("", "standard_b64encode", ["s"], []);

fn standard_b64encode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([s], []) = STANDARD_B64ENCODE.bind(args, kw)?;
    b64encode_with(vm, s, None)
}

const STANDARD_B64DECODE: Signature<1, 0> = Signature::python("", "standard_b64decode", ["s"], []);

fn standard_b64decode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([s], []) = STANDARD_B64DECODE.bind(args, kw)?;
    b64decode_with(vm, s, None, false)
}

const URLSAFE_B64ENCODE: Signature<1, 0> = Signature::python("", "urlsafe_b64encode", ["s"], []);

fn urlsafe_b64encode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([s], []) = URLSAFE_B64ENCODE.bind(args, kw)?;
    let alt = make_bytes(b"-_".to_vec());
    b64encode_with(vm, s, Some(&alt))
}

const URLSAFE_B64DECODE: Signature<1, 0> = Signature::python("", "urlsafe_b64decode", ["s"], []);

fn urlsafe_b64decode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([s], []) = URLSAFE_B64DECODE.bind(args, kw)?;
    let alt = make_bytes(b"-_".to_vec());
    b64decode_with(vm, s, Some(&alt), false)
}

// ----- base16 -----

const B16ENCODE: Signature<1, 0> = Signature::python("", "b16encode", ["s"], []);

fn b16encode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([s], []) = B16ENCODE.bind(args, kw)?;
    let data = data_arg(vm, s)?;
    vm.check_alloc(data.len().saturating_mul(2))?;
    charge(vm, data.len())?;
    let mut out = binascii::hex_encode(&data, None, 1);
    out.make_ascii_uppercase();
    Ok(make_bytes(out))
}

const B16DECODE: Signature<1, 1> = Signature::python("", "b16decode", ["s"], ["casefold"]);

fn b16decode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([s], [casefold]) = B16DECODE.bind(args, kw)?;
    let mut data = decode_data(vm, s)?;
    if let Some(v) = casefold {
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

const ENCODEBYTES: Signature<1, 0> = Signature::python("", "encodebytes", ["s"], []);

fn encodebytes(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([s], []) = ENCODEBYTES.bind(args, kw)?;
    let data = legacy_input(vm, s)?;
    vm.check_alloc(data.len().saturating_mul(2))?;
    charge(vm, data.len())?;
    Ok(make_bytes(encode_lines(&data)))
}

const DECODEBYTES: Signature<1, 0> = Signature::python("", "decodebytes", ["s"], []);

fn decodebytes(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([s], []) = DECODEBYTES.bind(args, kw)?;
    let data = legacy_input(vm, s)?;
    charge(vm, data.len())?;
    match binascii::base64_decode(&data, false) {
        Ok(out) => Ok(make_bytes(out)),
        Err(msg) => Err(binascii::error(vm, &msg)),
    }
}

const ENCODE: Signature<2, 0> = Signature::python("", "encode", ["input", "output"], []);

/// `encode(input, output)`: reads binary chunks from `input.read`, writes base64 lines.
fn encode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([input, output], []) = ENCODE.bind(args, kw)?;
    let read = vm.get_attr(input, "read")?;
    let write = vm.get_attr(output, "write")?;
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

const DECODE: Signature<2, 0> = Signature::python("", "decode", ["input", "output"], []);

/// `decode(input, output)`: decodes `input.readline()` lines into `output.write`.
fn decode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([input, output], []) = DECODE.bind(args, kw)?;
    let readline = vm.get_attr(input, "readline")?;
    let write = vm.get_attr(output, "write")?;
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

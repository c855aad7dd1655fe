//! `binascii`: hex and base64 conversions, CRC-32 and CRC-CCITT, and the `Error` /
//! `Incomplete` exception classes (also raised by `base64`). The uu and quoted-printable
//! codecs are not provided.
//!
//! The codec cores (`hex_encode`, `base64_encode`, `base64_decode`) are shared with the
//! `base64` module.

use std::rc::Rc;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::ToPrimitive;

use crate::builtins::signature::Signature;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::bytes::{bytes_like, make_bytes};
use crate::value::{AttrMap, KwArgs, Namespace, NativeFn, Value};
use crate::vm::Vm;

const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("hexlify", hexlify),
    ("b2a_hex", b2a_hex),
    ("unhexlify", unhexlify),
    ("a2b_hex", a2b_hex),
    ("b2a_base64", b2a_base64),
    ("a2b_base64", a2b_base64),
    ("crc32", crc32),
    ("crc_hqx", crc_hqx),
];

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(vm, "binascii", FUNCTIONS);
    let value_error = vm.types.exception(ExcKind::ValueError);
    let exception = vm.types.exception(ExcKind::Exception);
    for (name, base) in [("Error", value_error), ("Incomplete", exception)] {
        let mut dict = AttrMap::default();
        dict.insert("__module__".into(), Value::str("binascii"));
        let cls = vm.new_class(name.into(), name.into(), "binascii".into(), vec![base], dict, None)?;
        super::set_attr(&ns, name, Value::Type(cls));
    }
    Ok(ns)
}

/// A `binascii.Error(msg)` ready to raise (a plain ValueError if the class is unreachable).
pub(crate) fn error(vm: &mut Vm, msg: &str) -> PyErr {
    let cls = match super::collections::import_internal(vm, "binascii") {
        Ok(Value::Module(m)) => m.dict.borrow().get("Error").cloned(),
        _ => None,
    };
    match cls {
        Some(cls) => match vm.call(&cls, &[Value::str(msg)], &[]) {
            Ok(exc) => PyErr::object(exc),
            Err(e) => e,
        },
        None => PyErr::value_error(msg),
    }
}

// ----- argument conversion -----

/// A bytes-like argument of an encoder ("a bytes-like object is required, not 'str'").
pub(crate) fn data_arg(vm: &Vm, v: &Value) -> PyResult<Vec<u8>> {
    bytes_like(v).ok_or_else(|| PyErr::type_error(format!("a bytes-like object is required, not '{}'", vm.type_name(v))))
}

/// A decoder's input: bytes-like, or a str of ASCII characters.
pub(crate) fn ascii_data_arg(vm: &Vm, v: &Value) -> PyResult<Vec<u8>> {
    if let Value::Str(s) = v {
        if !s.s.is_ascii() {
            return Err(PyErr::value_error("string argument should contain only ASCII characters"));
        }
        return Ok(s.s.as_bytes().to_vec());
    }
    bytes_like(v).ok_or_else(|| PyErr::type_error(format!("argument should be bytes, buffer or ASCII string, not '{}'", vm.type_name(v))))
}

/// An unsigned C int argument, masked to 32 bits like CPython's converters do.
fn u32_mask(vm: &mut Vm, v: &Value) -> PyResult<u32> {
    match v {
        Value::BigInt(b) => {
            let m = b.mod_floor(&BigInt::from(1u64 << 32));
            Ok(m.to_u32().unwrap_or(0))
        }
        Value::Float(_) => Err(PyErr::type_error("integer argument expected, got float")),
        _ => Ok(vm.index_value(v)? as u32),
    }
}

fn truth(vm: &mut Vm, v: Option<&Value>, default: bool) -> PyResult<bool> {
    match v {
        Some(v) => vm.truthy(v),
        None => Ok(default),
    }
}

// ----- hex -----

const HEX: &[u8; 16] = b"0123456789abcdef";

/// Lower-case hex of `data`, with `sep` between groups of `|per|` bytes (counted from the
/// right when `per > 0`, from the left when negative).
pub(crate) fn hex_encode(data: &[u8], sep: Option<u8>, per: i64) -> Vec<u8> {
    let group = per.unsigned_abs() as usize;
    let mut out = Vec::with_capacity(data.len() * 3);
    let sep = match sep {
        Some(s) if group > 0 && group < data.len() => s,
        _ => {
            for b in data {
                out.push(HEX[(b >> 4) as usize]);
                out.push(HEX[(b & 15) as usize]);
            }
            return out;
        }
    };
    // Offset of the first separator boundary.
    let first = if per > 0 { data.len() % group } else { 0 };
    for (i, b) in data.iter().enumerate() {
        if i > 0 && (i + group - first).is_multiple_of(group) {
            out.push(sep);
        }
        out.push(HEX[(b >> 4) as usize]);
        out.push(HEX[(b & 15) as usize]);
    }
    out
}

fn hex_value(c: u8) -> Option<u8> {
    match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    }
}

/// Decodes hex digits; `Err` carries the binascii.Error message.
pub(crate) fn hex_decode(data: &[u8]) -> Result<Vec<u8>, &'static str> {
    if !data.len().is_multiple_of(2) {
        return Err("Odd-length string");
    }
    let mut out = Vec::with_capacity(data.len() / 2);
    for pair in data.chunks_exact(2) {
        match (hex_value(pair[0]), hex_value(pair[1])) {
            (Some(h), Some(l)) => out.push(h << 4 | l),
            _ => return Err("Non-hexadecimal digit found"),
        }
    }
    Ok(out)
}

fn hexlify_impl(vm: &mut Vm, name: &'static str, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([data], [sep, bytes_per_sep]) = Signature::clinic("", name, ["data"], ["sep", "bytes_per_sep"]).bind(args, kw)?;
    let data = data_arg(vm, data)?;
    let sep = match sep {
        None | Some(Value::None) => None,
        Some(v) => {
            let bytes: Vec<u8> = match v {
                Value::Str(st) => {
                    let mut cs = st.s.chars();
                    match (cs.next(), cs.next()) {
                        (Some(c), None) if (c as u32) < 256 => vec![c as u32 as u8],
                        (Some(_), None) => return Err(PyErr::value_error("sep must be ASCII.")),
                        _ => Vec::new(),
                    }
                }
                other => match bytes_like(other) {
                    Some(b) => b,
                    None => return Err(PyErr::type_error(format!("object of type '{}' has no len()", vm.type_name(other)))),
                },
            };
            if bytes.len() != 1 {
                return Err(PyErr::value_error("sep must be length 1."));
            }
            Some(bytes[0])
        }
    };
    let per = match bytes_per_sep {
        Some(Value::BigInt(_)) => return Err(PyErr::overflow("Python int too large to convert to C int")),
        Some(v) => crate::builtins::args::to_i64(vm, v)?,
        None => 1,
    };
    if i32::try_from(per).is_err() {
        return Err(PyErr::overflow("Python int too large to convert to C int"));
    }
    vm.check_alloc(data.len().saturating_mul(3))?;
    vm.charge(data.len() as u64 / 64 + 1)?;
    Ok(make_bytes(hex_encode(&data, sep, per)))
}

fn hexlify(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    hexlify_impl(vm, "hexlify", args, kw)
}

fn b2a_hex(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    hexlify_impl(vm, "b2a_hex", args, kw)
}

fn unhexlify_impl(vm: &mut Vm, name: &'static str, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([hexstr], []) = Signature::positional("binascii", name, ["hexstr"], []).bind(args, kw)?;
    let data = ascii_data_arg(vm, hexstr)?;
    vm.charge(data.len() as u64 / 64 + 1)?;
    match hex_decode(&data) {
        Ok(out) => Ok(make_bytes(out)),
        Err(msg) => Err(error(vm, msg)),
    }
}

fn unhexlify(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    unhexlify_impl(vm, "unhexlify", args, kw)
}

fn a2b_hex(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    unhexlify_impl(vm, "a2b_hex", args, kw)
}

// ----- base64 -----

const B64: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/// Standard base64 with `=` padding (no line breaks).
pub(crate) fn base64_encode(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len().div_ceil(3) * 4 + 1);
    for chunk in data.chunks(3) {
        let b = [chunk[0], chunk.get(1).copied().unwrap_or(0), chunk.get(2).copied().unwrap_or(0)];
        let n = (b[0] as u32) << 16 | (b[1] as u32) << 8 | b[2] as u32;
        out.push(B64[(n >> 18) as usize & 63]);
        out.push(B64[(n >> 12) as usize & 63]);
        out.push(if chunk.len() > 1 { B64[(n >> 6) as usize & 63] } else { b'=' });
        out.push(if chunk.len() > 2 { B64[n as usize & 63] } else { b'=' });
    }
    out
}

fn b64_value(c: u8) -> Option<u8> {
    match c {
        b'A'..=b'Z' => Some(c - b'A'),
        b'a'..=b'z' => Some(c - b'a' + 26),
        b'0'..=b'9' => Some(c - b'0' + 52),
        b'+' => Some(62),
        b'/' => Some(63),
        _ => None,
    }
}

/// Decodes base64 as `binascii.a2b_base64` does: in lenient mode characters outside the
/// alphabet are skipped and decoding stops at the padding that completes a quantum; strict
/// mode rejects anything but a single well-padded base64 run. `Err` is the error message.
pub(crate) fn base64_decode(data: &[u8], strict: bool) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(data.len() / 4 * 3 + 3);
    let mut quad = 0u8; // position inside the current group of four characters
    let mut acc: u32 = 0;
    let mut pads = 0u8;
    let mut padding_seen = false;
    for (i, &c) in data.iter().enumerate() {
        if c == b'=' {
            if strict && i == 0 {
                return Err("Leading padding not allowed".into());
            }
            padding_seen = true;
            if quad >= 2 {
                pads += 1;
                if quad + pads >= 4 {
                    if strict && i + 1 < data.len() {
                        return Err("Excess data after padding".into());
                    }
                    return Ok(out);
                }
            }
            continue;
        }
        let Some(v) = b64_value(c) else {
            if strict {
                return Err("Only base64 data is allowed".into());
            }
            continue;
        };
        if strict && padding_seen {
            return Err("Discontinuous padding not allowed".into());
        }
        pads = 0;
        acc = acc << 6 | v as u32;
        quad += 1;
        match quad {
            2 => out.push((acc >> 4) as u8),
            3 => out.push((acc >> 2) as u8),
            4 => {
                out.push(acc as u8);
                quad = 0;
                acc = 0;
            }
            _ => {}
        }
    }
    match quad {
        0 => Ok(out),
        1 => Err(format!(
            "Invalid base64-encoded string: number of data characters ({}) cannot be 1 more than a multiple of 4",
            out.len() / 3 * 4 + 1
        )),
        _ => Err("Incorrect padding".into()),
    }
}

const B2A_BASE64: Signature<1, 1> = Signature::clinic("", "b2a_base64", ["data"], ["newline"]).pos_only(1).kw_only_from(1);

fn b2a_base64(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([data], [newline]) = B2A_BASE64.bind(args, kw)?;
    let data = data_arg(vm, data)?;
    let newline = truth(vm, newline, true)?;
    vm.check_alloc(data.len().saturating_mul(2))?;
    vm.charge(data.len() as u64 / 64 + 1)?;
    let mut out = base64_encode(&data);
    if newline {
        out.push(b'\n');
    }
    Ok(make_bytes(out))
}

const A2B_BASE64: Signature<1, 1> = Signature::clinic("", "a2b_base64", ["data"], ["strict_mode"]).pos_only(1).kw_only_from(1);

fn a2b_base64(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([data], [strict_mode]) = A2B_BASE64.bind(args, kw)?;
    let data = ascii_data_arg(vm, data)?;
    let strict = truth(vm, strict_mode, false)?;
    vm.charge(data.len() as u64 / 64 + 1)?;
    match base64_decode(&data, strict) {
        Ok(out) => Ok(make_bytes(out)),
        Err(msg) => Err(error(vm, &msg)),
    }
}

// ----- checksums -----

const fn crc32_table() -> [u32; 256] {
    let mut table = [0u32; 256];
    let mut i = 0;
    while i < 256 {
        let mut c = i as u32;
        let mut k = 0;
        while k < 8 {
            c = if c & 1 != 0 { 0xEDB8_8320 ^ (c >> 1) } else { c >> 1 };
            k += 1;
        }
        table[i] = c;
        i += 1;
    }
    table
}

static CRC32_TABLE: [u32; 256] = crc32_table();

/// CRC-32 (the zlib/PNG polynomial) continuing from `crc`.
pub(crate) fn crc32_update(crc: u32, data: &[u8]) -> u32 {
    let mut c = !crc;
    for &b in data {
        c = CRC32_TABLE[((c ^ b as u32) & 0xff) as usize] ^ (c >> 8);
    }
    !c
}

const CRC32: Signature<1, 1> = Signature::positional("binascii", "crc32", ["data"], ["crc"]);

fn crc32(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([data], [crc]) = CRC32.bind(args, kw)?;
    let data = data_arg(vm, data)?;
    let start = match crc {
        Some(v) => u32_mask(vm, v)?,
        None => 0,
    };
    vm.charge(data.len() as u64 / 64 + 1)?;
    Ok(Value::Int(crc32_update(start, &data) as i64))
}

const CRC_HQX: Signature<2, 0> = Signature::positional("binascii", "crc_hqx", ["data", "crc"], []);

/// CRC-CCITT (polynomial 0x1021, no reflection), as used by binhex.
fn crc_hqx(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([data, crc], []) = CRC_HQX.bind(args, kw)?;
    let data = data_arg(vm, data)?;
    let mut crc = (u32_mask(vm, crc)? & 0xffff) as u16;
    vm.charge(data.len() as u64 / 64 + 1)?;
    for &b in &data {
        crc ^= (b as u16) << 8;
        for _ in 0..8 {
            crc = if crc & 0x8000 != 0 { (crc << 1) ^ 0x1021 } else { crc << 1 };
        }
    }
    Ok(Value::Int(crc as i64))
}

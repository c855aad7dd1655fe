//! Natives of `urllib.parse`:
//!
//! * `_quote(bs, safe)`: percent-encodes every byte of `bs` outside `A-Za-z0-9_.-~` and
//!   `safe` (upper-case hex digits).
//! * `_unquote_to_bytes(bs)`: decodes `%xx` escapes; malformed ones stay as they are.
//! * `_unquote(s, encoding, errors)`: `unquote` for str. Each run of ASCII characters is
//!   unescaped to bytes and decoded on its own with `encoding`/`errors`; other characters
//!   are kept, as in CPython.
//! * `_ip_kind(s)`: 4 or 6 for a valid IPv4/IPv6 address (IPv6 may carry a `%zone`), else 0.
//! * `_nfkc(s)`: `unicodedata.normalize('NFKC', s)`.

use crate::builtins::args::to_str;
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::types::bytes::{bytes_like, make_bytes};
use crate::value::{KwArgs, NativeFn, Value};
use crate::vm::Vm;

pub const NATIVES: &[(&str, NativeFn)] =
    &[("_quote", quote), ("_unquote_to_bytes", unquote_to_bytes), ("_unquote", unquote), ("_ip_kind", ip_kind), ("_nfkc", nfkc)];

fn always_safe(b: u8) -> bool {
    b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'-' | b'~')
}

fn bytes_arg(v: &Value, what: &str) -> PyResult<Vec<u8>> {
    bytes_like(v).ok_or_else(|| PyErr::type_error(format!("{} expected bytes", what)))
}

fn quote(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<2, 0> = Signature::positional("", "_quote", ["bs", "safe"], []);
    let ([bs, safe], []) = SIG.bind(args, kw)?;
    let data = bytes_arg(bs, "quote_from_bytes()")?;
    let safe = bytes_arg(safe, "quote_from_bytes()")?;
    vm.check_alloc(data.len().saturating_mul(3))?;
    vm.charge(data.len() as u64 / 64 + 1)?;
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::with_capacity(data.len());
    for &b in &data {
        if always_safe(b) || safe.contains(&b) {
            out.push(b as char);
        } else {
            out.push('%');
            out.push(HEX[(b >> 4) as usize] as char);
            out.push(HEX[(b & 15) as usize] as char);
        }
    }
    Ok(Value::string(out))
}

fn hex_digit(b: u8) -> Option<u8> {
    (b as char).to_digit(16).map(|d| d as u8)
}

/// `%xx` escapes decoded; anything malformed is copied unchanged.
fn unescape(data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len());
    let mut i = 0;
    while i < data.len() {
        if data[i] == b'%' {
            if let (Some(h), Some(l)) = (data.get(i + 1).and_then(|&c| hex_digit(c)), data.get(i + 2).and_then(|&c| hex_digit(c))) {
                out.push(h << 4 | l);
                i += 3;
                continue;
            }
        }
        out.push(data[i]);
        i += 1;
    }
    out
}

fn unquote_to_bytes(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = Signature::positional("", "_unquote_to_bytes", ["bs"], []);
    let ([bs], []) = SIG.bind(args, kw)?;
    let data = bytes_arg(bs, "unquote_to_bytes()")?;
    vm.charge(data.len() as u64 / 64 + 1)?;
    Ok(make_bytes(unescape(&data)))
}

/// Decodes `raw` with `bytes.decode(encoding, errors)` (a fast path for plain ASCII).
fn decode(vm: &mut Vm, raw: Vec<u8>, encoding: &Value, errors: &Value) -> PyResult<String> {
    if raw.is_ascii() {
        if let Some("utf-8" | "utf8" | "ascii" | "latin-1" | "latin1") = encoding.as_str() {
            return Ok(String::from_utf8_lossy(&raw).into_owned());
        }
    }
    let method = vm.get_attr(&make_bytes(raw), "decode")?;
    let s = vm.call(&method, &[encoding.clone(), errors.clone()], &[])?;
    match s {
        Value::Str(s) => Ok(s.s.clone()),
        other => Err(PyErr::type_error(format!("decoder returned '{}' instead of 'str'", vm.type_name(&other)))),
    }
}

fn unquote(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<3, 0> = Signature::positional("", "_unquote", ["string", "encoding", "errors"], []);
    let ([string, encoding, errors], []) = SIG.bind(args, kw)?;
    let s = to_str(string, "string")?.to_string();
    vm.charge(s.len() as u64 / 64 + 1)?;
    let mut out = String::with_capacity(s.len());
    let bytes = s.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        let start = i;
        while i < bytes.len() && bytes[i].is_ascii() {
            i += 1;
        }
        if i > start {
            let part = decode(vm, unescape(&bytes[start..i]), encoding, errors)?;
            out.push_str(&part);
        }
        let start = i;
        while i < bytes.len() && !bytes[i].is_ascii() {
            i += 1;
        }
        out.push_str(&s[start..i]);
    }
    Ok(Value::string(out))
}

fn ip_kind(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = Signature::positional("", "_ip_kind", ["address"], []);
    let ([address], []) = SIG.bind(args, kw)?;
    let s = to_str(address, "address")?;
    if s.parse::<std::net::Ipv4Addr>().is_ok() {
        return Ok(Value::Int(4));
    }
    let (addr, zone) = match s.split_once('%') {
        Some((a, z)) => (a, Some(z)),
        None => (s, None),
    };
    let zone_ok = zone.is_none_or(|z| !z.is_empty() && !z.contains('%'));
    Ok(Value::Int(if zone_ok && addr.parse::<std::net::Ipv6Addr>().is_ok() { 6 } else { 0 }))
}

fn nfkc(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = Signature::positional("", "_nfkc", ["s"], []);
    let ([s], []) = SIG.bind(args, kw)?;
    let module = crate::modules::collections::import_internal(vm, "unicodedata")?;
    let normalize = vm.get_attr(&module, "normalize")?;
    vm.call(&normalize, &[Value::str("NFKC"), s.clone()], &[])
}

//! Base32 (RFC 4648 §6) and its extended-hex alphabet (§7), with `casefold` and `map01`.

use super::{assert_len, charge, decode_data};
use crate::builtins::signature::Signature;
use crate::error::PyResult;
use crate::modules::binascii::{self, data_arg};
use crate::types::bytes::make_bytes;
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

const STANDARD: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
const EXTENDED_HEX: &[u8; 32] = b"0123456789ABCDEFGHIJKLMNOPQRSTUV";

fn encode_with(alphabet: &[u8; 32], data: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(data.len().div_ceil(5) * 8);
    for chunk in data.chunks(5) {
        let mut block = [0u8; 5];
        block[..chunk.len()].copy_from_slice(chunk);
        let n = block.iter().fold(0u64, |acc, &b| acc << 8 | b as u64);
        // Characters that carry data for a chunk of 1..=5 bytes.
        let used = match chunk.len() {
            1 => 2,
            2 => 4,
            3 => 5,
            4 => 7,
            _ => 8,
        };
        for i in 0..8 {
            if i < used {
                out.push(alphabet[((n >> (35 - 5 * i)) & 31) as usize]);
            } else {
                out.push(b'=');
            }
        }
    }
    out
}

/// Decodes `data` (already case-folded and mapped); `Err` is the binascii.Error message.
fn decode_with(alphabet: &[u8; 32], data: &[u8]) -> Result<Vec<u8>, &'static str> {
    if !data.len().is_multiple_of(8) {
        return Err("Incorrect padding");
    }
    let body_len = data.iter().rposition(|&c| c != b'=').map_or(0, |i| i + 1);
    let padchars = data.len() - body_len;
    let body = &data[..body_len];
    let mut out = Vec::with_capacity(body.len() / 8 * 5 + 5);
    let mut last = 0u64;
    for quantum in body.chunks(8) {
        let mut acc = 0u64;
        for &c in quantum {
            match alphabet.iter().position(|&a| a == c) {
                Some(v) => acc = acc << 5 | v as u64,
                None => return Err("Non-base32 digit found"),
            }
        }
        last = acc;
        out.extend_from_slice(&acc.to_be_bytes()[3..]);
    }
    if !matches!(padchars, 0 | 1 | 3 | 4 | 6) {
        return Err("Incorrect padding");
    }
    if padchars > 0 && !out.is_empty() {
        let acc = last << (5 * padchars);
        let bytes = acc.to_be_bytes();
        let keep = (43 - 5 * padchars) / 8;
        let start = out.len().saturating_sub(5);
        out.truncate(start);
        out.extend_from_slice(&bytes[3..3 + keep]);
    }
    Ok(out)
}

fn encode_native(vm: &mut Vm, name: &'static str, alphabet: &[u8; 32], args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([s], []) = Signature::python("", name, ["s"], []).bind(args, kw)?;
    let data = data_arg(vm, s)?;
    vm.check_alloc(data.len().saturating_mul(2))?;
    charge(vm, data.len())?;
    Ok(make_bytes(encode_with(alphabet, &data)))
}

pub fn b32encode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    encode_native(vm, "b32encode", STANDARD, args, kw)
}

pub fn b32hexencode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    encode_native(vm, "b32hexencode", EXTENDED_HEX, args, kw)
}

fn finish(vm: &mut Vm, alphabet: &[u8; 32], data: &[u8]) -> PyResult<Value> {
    charge(vm, data.len())?;
    match decode_with(alphabet, data) {
        Ok(out) => Ok(make_bytes(out)),
        Err(msg) => Err(binascii::error(vm, msg)),
    }
}

const B32DECODE: Signature<1, 2> = Signature::python("", "b32decode", ["s"], ["casefold", "map01"]);

pub fn b32decode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([s], [casefold, map01]) = B32DECODE.bind(args, kw)?;
    let mut data = decode_data(vm, s)?;
    if let Some(m) = super::opt(map01) {
        let map = decode_data(vm, m)?;
        assert_len(vm, m, &map, 1)?;
        for c in data.iter_mut() {
            match *c {
                b'0' => *c = b'O',
                b'1' => *c = map[0],
                _ => {}
            }
        }
    }
    if let Some(v) = casefold {
        if vm.truthy(v)? {
            data.make_ascii_uppercase();
        }
    }
    finish(vm, STANDARD, &data)
}

const B32HEXDECODE: Signature<1, 1> = Signature::python("", "b32hexdecode", ["s"], ["casefold"]);

pub fn b32hexdecode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([s], [casefold]) = B32HEXDECODE.bind(args, kw)?;
    let mut data = decode_data(vm, s)?;
    if let Some(v) = casefold {
        if vm.truthy(v)? {
            data.make_ascii_uppercase();
        }
    }
    finish(vm, EXTENDED_HEX, &data)
}

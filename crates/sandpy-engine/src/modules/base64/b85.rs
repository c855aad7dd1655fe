//! Ascii85 (`a85encode`/`a85decode`, with Adobe framing, `z`/`y` folding and line
//! wrapping) and base85 as used by git (`b85encode`/`b85decode`).

use super::{charge, decode_data};
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::modules::binascii::data_arg;
use crate::types::bytes::make_bytes;
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

const B85: &[u8; 85] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~";

/// Shared 85-ary encoder: `digit(i)` maps 0..85 to a character; `z` folds zero words and
/// `y` folds words of four spaces when enabled.
fn encode85(data: &[u8], digit: impl Fn(u32) -> u8, pad: bool, fold_nuls: bool, fold_spaces: bool) -> Vec<u8> {
    let padding = (4 - data.len() % 4) % 4;
    let mut out = Vec::with_capacity(data.len() / 4 * 5 + 5);
    let mut last_start = 0;
    let words = data.len().div_ceil(4);
    for w in 0..words {
        let mut block = [0u8; 4];
        let chunk = &data[w * 4..(w * 4 + 4).min(data.len())];
        block[..chunk.len()].copy_from_slice(chunk);
        let word = u32::from_be_bytes(block);
        last_start = out.len();
        if fold_nuls && word == 0 {
            out.push(b'z');
        } else if fold_spaces && word == 0x2020_2020 {
            out.push(b'y');
        } else {
            let mut digits = [0u8; 5];
            let mut n = word;
            for d in digits.iter_mut().rev() {
                *d = digit(n % 85);
                n /= 85;
            }
            out.extend_from_slice(&digits);
        }
    }
    if padding > 0 && !pad {
        if out.get(last_start) == Some(&b'z') && out.len() == last_start + 1 {
            out.truncate(last_start);
            out.extend_from_slice(&[digit(0); 5]);
        }
        let keep = out.len().saturating_sub(padding);
        out.truncate(keep);
    }
    out
}

fn flag(vm: &mut Vm, v: Option<&Value>) -> PyResult<bool> {
    match v {
        Some(v) => vm.truthy(v),
        None => Ok(false),
    }
}

const A85ENCODE: Signature<1, 4> = Signature::python("", "a85encode", ["b"], ["foldspaces", "wrapcol", "pad", "adobe"]).kw_only_from(1);

pub fn a85encode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([b], [foldspaces, wrapcol, pad, adobe]) = A85ENCODE.bind(args, kw)?;
    let data = data_arg(vm, b)?;
    let foldspaces = flag(vm, foldspaces)?;
    let wrapcol = match wrapcol {
        Some(v) => crate::builtins::args::to_i64(vm, v)?,
        None => 0,
    };
    let pad = flag(vm, pad)?;
    let adobe = flag(vm, adobe)?;
    vm.check_alloc(data.len().saturating_mul(3))?;
    charge(vm, data.len())?;
    let mut body = Vec::new();
    if adobe {
        body.extend_from_slice(b"<~");
    }
    body.extend(encode85(&data, |d| d as u8 + 33, pad, true, foldspaces));
    let mut out = if wrapcol != 0 {
        let width = wrapcol.max(if adobe { 2 } else { 1 }) as usize;
        let mut lines: Vec<&[u8]> = body.chunks(width).collect();
        if adobe && lines.last().is_some_and(|l| l.len() + 2 > width) {
            lines.push(b"");
        }
        lines.join(&b'\n')
    } else {
        body
    };
    if adobe {
        out.extend_from_slice(b"~>");
    }
    Ok(make_bytes(out))
}

const A85DECODE: Signature<1, 3> = Signature::python("", "a85decode", ["b"], ["foldspaces", "adobe", "ignorechars"]).kw_only_from(1);

pub fn a85decode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([b], [foldspaces, adobe, ignorechars]) = A85DECODE.bind(args, kw)?;
    let mut data = decode_data(vm, b)?;
    let foldspaces = flag(vm, foldspaces)?;
    let adobe = flag(vm, adobe)?;
    let ignore: Vec<u8> = match ignorechars {
        Some(v) => data_arg(vm, v)?,
        None => b" \t\n\r\x0b".to_vec(),
    };
    if adobe {
        if !data.ends_with(b"~>") {
            return Err(PyErr::value_error("Ascii85 encoded byte sequences must end with b'~>'"));
        }
        let start = if data.starts_with(b"<~") { 2 } else { 0 };
        let end = data.len() - 2;
        data = data.get(start..end).map(<[u8]>::to_vec).unwrap_or_default();
    }
    charge(vm, data.len())?;
    let mut out = Vec::with_capacity(data.len() / 5 * 4 + 4);
    let mut group: Vec<u8> = Vec::with_capacity(5);
    for &c in data.iter().chain(b"uuuu".iter()) {
        match c {
            b'!'..=b'u' => {
                group.push(c);
                if group.len() == 5 {
                    let acc = group.iter().fold(0u64, |acc, &d| acc * 85 + (d - 33) as u64);
                    let word = u32::try_from(acc).map_err(|_| PyErr::value_error("Ascii85 overflow"))?;
                    out.extend_from_slice(&word.to_be_bytes());
                    group.clear();
                }
            }
            b'z' => {
                if !group.is_empty() {
                    return Err(PyErr::value_error("z inside Ascii85 5-tuple"));
                }
                out.extend_from_slice(&[0; 4]);
            }
            b'y' if foldspaces => {
                if !group.is_empty() {
                    return Err(PyErr::value_error("y inside Ascii85 5-tuple"));
                }
                out.extend_from_slice(b"    ");
            }
            _ if ignore.contains(&c) => {}
            _ => return Err(PyErr::value_error(format!("Non-Ascii85 digit found: {}", c as char))),
        }
    }
    let padding = 4 - group.len();
    out.truncate(out.len().saturating_sub(padding));
    Ok(make_bytes(out))
}

const B85ENCODE: Signature<1, 1> = Signature::python("", "b85encode", ["b"], ["pad"]);

pub fn b85encode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([b], [pad]) = B85ENCODE.bind(args, kw)?;
    let data = data_arg(vm, b)?;
    let pad = flag(vm, pad)?;
    vm.check_alloc(data.len().saturating_mul(2))?;
    charge(vm, data.len())?;
    Ok(make_bytes(encode85(&data, |d| B85[d as usize], pad, false, false)))
}

const B85DECODE: Signature<1, 0> = Signature::python("", "b85decode", ["b"], []);

pub fn b85decode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([b], []) = B85DECODE.bind(args, kw)?;
    let mut data = decode_data(vm, b)?;
    charge(vm, data.len())?;
    let padding = (5 - data.len() % 5) % 5;
    data.extend(std::iter::repeat_n(b'~', padding));
    let mut out = Vec::with_capacity(data.len() / 5 * 4);
    for (k, chunk) in data.chunks(5).enumerate() {
        let start = k * 5;
        let mut acc = 0u64;
        for (j, &c) in chunk.iter().enumerate() {
            match B85.iter().position(|&a| a == c) {
                Some(v) => acc = acc * 85 + v as u64,
                None => return Err(PyErr::value_error(format!("bad base85 character at position {}", start + j))),
            }
        }
        let word = u32::try_from(acc).map_err(|_| PyErr::value_error(format!("base85 overflow in hunk starting at byte {}", start)))?;
        out.extend_from_slice(&word.to_be_bytes());
    }
    out.truncate(out.len().saturating_sub(padding));
    Ok(make_bytes(out))
}

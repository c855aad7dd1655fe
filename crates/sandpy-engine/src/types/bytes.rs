//! `bytes` and `bytearray`: constructors and the most used methods.

use std::cell::RefCell;
use std::rc::Rc;

use super::Method;
use crate::builtins::args::{arg_or_kw, check_method_args};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{KwArgs, PyBytes, Value};
use crate::vm::Vm;

pub const BYTES_METHODS: &[Method] = &[("__new__", bytes_new), ("decode", decode), ("hex", hex), ("startswith", startswith), ("endswith", endswith), ("join", join), ("split", split), ("strip", strip), ("upper", upper), ("lower", lower), ("find", find), ("replace", replace), ("count", count)];
pub const BYTEARRAY_METHODS: &[Method] = &[("__new__", bytearray_new), ("decode", decode), ("hex", hex), ("append", append), ("extend", extend)];

/// The bytes of a bytes-like value.
pub fn bytes_like(v: &Value) -> Option<Vec<u8>> {
    match v {
        Value::Bytes(b) => Some(b.data.to_vec()),
        Value::ByteArray(b) => Some(b.borrow().clone()),
        _ => None,
    }
}

fn make_bytes(data: Vec<u8>) -> Value {
    Value::Bytes(Rc::new(PyBytes { data: data.into_boxed_slice() }))
}

pub fn bytes_contains(vm: &mut Vm, container: &Value, item: &Value) -> PyResult<bool> {
    let hay = bytes_like(container).unwrap_or_default();
    match item {
        Value::Int(i) => {
            if !(0..256).contains(i) {
                return Err(PyErr::value_error("byte must be in range(0, 256)"));
            }
            Ok(hay.contains(&(*i as u8)))
        }
        other => match bytes_like(other) {
            Some(needle) => Ok(needle.is_empty() || hay.windows(needle.len()).any(|w| w == needle.as_slice())),
            None => Err(PyErr::type_error(format!("a bytes-like object is required, not '{}'", vm.type_name(other)))),
        },
    }
}

fn build_data(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Vec<u8>> {
    let src = arg_or_kw(args, 1, kw, "source").cloned();
    let encoding = arg_or_kw(args, 2, kw, "encoding").cloned();
    Ok(match (src, encoding) {
        (None, _) => Vec::new(),
        (Some(Value::Str(s)), Some(_)) => s.s.as_bytes().to_vec(),
        (Some(Value::Str(_)), None) => return Err(PyErr::type_error("string argument without an encoding")),
        (Some(v), _) => {
            if let Some(d) = bytes_like(&v) {
                d
            } else if let Some(n) = v.as_small_int() {
                if n < 0 {
                    return Err(PyErr::value_error("negative count"));
                }
                vm.check_alloc(n as usize)?;
                vec![0u8; n as usize]
            } else {
                let items = vm.collect_iterable(&v)?;
                let mut out = Vec::with_capacity(items.len());
                for it in items {
                    let n = vm.index_value(&it)?;
                    if !(0..256).contains(&n) {
                        return Err(PyErr::value_error("bytes must be in range(0, 256)"));
                    }
                    out.push(n as u8);
                }
                out
            }
        }
    })
}

fn bytes_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Ok(make_bytes(build_data(vm, args, kw)?))
}

fn bytearray_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::ByteArray(Rc::new(RefCell::new(build_data(vm, args, kw)?))))
}

fn data(v: &Value) -> PyResult<Vec<u8>> {
    bytes_like(v).ok_or_else(|| PyErr::type_error("descriptor requires a 'bytes' object"))
}

fn decode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let d = data(&args[0])?;
    let enc = match arg_or_kw(args, 1, kw, "encoding") {
        Some(Value::Str(s)) => s.s.to_ascii_lowercase().replace('_', "-"),
        _ => "utf-8".into(),
    };
    let errors = match arg_or_kw(args, 2, kw, "errors") {
        Some(Value::Str(s)) => s.s.to_string(),
        _ => "strict".into(),
    };
    let _ = vm;
    match enc.as_str() {
        "utf-8" | "utf8" => match std::str::from_utf8(&d) {
            Ok(s) => Ok(Value::str(s)),
            Err(e) => {
                if errors == "replace" || errors == "ignore" {
                    let s = String::from_utf8_lossy(&d).into_owned();
                    return Ok(Value::string(if errors == "ignore" { s.replace('\u{FFFD}', "") } else { s }));
                }
                let pos = e.valid_up_to();
                Err(PyErr::new(ExcKind::UnicodeDecodeError, format!("'utf-8' codec can't decode byte 0x{:02x} in position {}: invalid start byte", d[pos], pos)))
            }
        },
        "ascii" => {
            if let Some(pos) = d.iter().position(|b| *b >= 0x80) {
                if errors == "strict" {
                    return Err(PyErr::new(ExcKind::UnicodeDecodeError, format!("'ascii' codec can't decode byte 0x{:02x} in position {}: ordinal not in range(128)", d[pos], pos)));
                }
            }
            Ok(Value::string(d.iter().filter(|b| **b < 0x80 || errors != "ignore").map(|b| if *b < 0x80 { *b as char } else { '\u{FFFD}' }).collect()))
        }
        "latin-1" | "latin1" | "iso-8859-1" => Ok(Value::string(d.iter().map(|b| *b as char).collect())),
        other => Err(PyErr::new(ExcKind::LookupError, format!("unknown encoding: {}", other))),
    }
}

fn hex(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let d = data(&args[0])?;
    Ok(Value::string(d.iter().map(|b| format!("{:02x}", b)).collect()))
}

fn arg_bytes(vm: &Vm, v: &Value) -> PyResult<Vec<u8>> {
    bytes_like(v).ok_or_else(|| PyErr::type_error(format!("a bytes-like object is required, not '{}'", vm.type_name(v))))
}

fn startswith(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("startswith", args, 1, 1)?;
    Ok(Value::Bool(data(&args[0])?.starts_with(&arg_bytes(vm, &args[1])?)))
}

fn endswith(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("endswith", args, 1, 1)?;
    Ok(Value::Bool(data(&args[0])?.ends_with(&arg_bytes(vm, &args[1])?)))
}

fn join(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("join", args, 1, 1)?;
    let sep = data(&args[0])?;
    let items = vm.collect_iterable(&args[1])?;
    let mut out = Vec::new();
    for (i, it) in items.iter().enumerate() {
        if i > 0 {
            out.extend_from_slice(&sep);
        }
        out.extend(arg_bytes(vm, it)?);
    }
    Ok(make_bytes(out))
}

fn split(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("split", args, 0, 1)?;
    let d = data(&args[0])?;
    let parts: Vec<Value> = match args.get(1) {
        None | Some(Value::None) => d.split(|b| b.is_ascii_whitespace()).filter(|p| !p.is_empty()).map(|p| make_bytes(p.to_vec())).collect(),
        Some(sep) => {
            let sep = arg_bytes(vm, sep)?;
            if sep.is_empty() {
                return Err(PyErr::value_error("empty separator"));
            }
            let mut out = Vec::new();
            let mut start = 0;
            let mut i = 0;
            while i + sep.len() <= d.len() {
                if d[i..i + sep.len()] == sep[..] {
                    out.push(make_bytes(d[start..i].to_vec()));
                    i += sep.len();
                    start = i;
                } else {
                    i += 1;
                }
            }
            out.push(make_bytes(d[start..].to_vec()));
            out
        }
    };
    Ok(Value::list(parts))
}

fn strip(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let d = data(&args[0])?;
    let start = d.iter().position(|b| !b.is_ascii_whitespace()).unwrap_or(d.len());
    let end = d.iter().rposition(|b| !b.is_ascii_whitespace()).map(|p| p + 1).unwrap_or(start);
    Ok(make_bytes(d[start..end.max(start)].to_vec()))
}

fn upper(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(make_bytes(data(&args[0])?.to_ascii_uppercase()))
}

fn lower(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(make_bytes(data(&args[0])?.to_ascii_lowercase()))
}

fn find(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("find", args, 1, 1)?;
    let d = data(&args[0])?;
    let n = arg_bytes(vm, &args[1])?;
    if n.is_empty() {
        return Ok(Value::Int(0));
    }
    Ok(Value::Int(d.windows(n.len()).position(|w| w == n.as_slice()).map(|p| p as i64).unwrap_or(-1)))
}

fn count(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("count", args, 1, 1)?;
    let d = data(&args[0])?;
    let n = arg_bytes(vm, &args[1])?;
    if n.is_empty() {
        return Ok(Value::Int(d.len() as i64 + 1));
    }
    let mut c = 0;
    let mut i = 0;
    while i + n.len() <= d.len() {
        if d[i..i + n.len()] == n[..] {
            c += 1;
            i += n.len();
        } else {
            i += 1;
        }
    }
    Ok(Value::Int(c))
}

fn replace(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("replace", args, 2, 2)?;
    let d = data(&args[0])?;
    let old = arg_bytes(vm, &args[1])?;
    let new = arg_bytes(vm, &args[2])?;
    if old.is_empty() {
        return Ok(make_bytes(d));
    }
    let mut out = Vec::new();
    let mut i = 0;
    while i < d.len() {
        if i + old.len() <= d.len() && d[i..i + old.len()] == old[..] {
            out.extend_from_slice(&new);
            i += old.len();
        } else {
            out.push(d[i]);
            i += 1;
        }
    }
    vm.check_alloc(out.len())?;
    Ok(make_bytes(out))
}

fn append(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("append", args, 1, 1)?;
    let Value::ByteArray(b) = &args[0] else { return Err(PyErr::type_error("descriptor requires a 'bytearray' object")) };
    let n = vm.index_value(&args[1])?;
    if !(0..256).contains(&n) {
        return Err(PyErr::value_error("byte must be in range(0, 256)"));
    }
    b.borrow_mut().push(n as u8);
    Ok(Value::None)
}

fn extend(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("extend", args, 1, 1)?;
    let Value::ByteArray(b) = &args[0] else { return Err(PyErr::type_error("descriptor requires a 'bytearray' object")) };
    let extra = match bytes_like(&args[1]) {
        Some(d) => d,
        None => {
            let items = vm.collect_iterable(&args[1])?;
            let mut out = Vec::new();
            for it in items {
                out.push(vm.index_value(&it)? as u8);
            }
            out
        }
    };
    b.borrow_mut().extend(extra);
    Ok(Value::None)
}

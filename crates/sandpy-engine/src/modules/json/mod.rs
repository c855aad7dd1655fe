//! `json`: CPython 3.11's API (dumps/loads/dump/load, JSONEncoder, JSONDecoder,
//! JSONDecodeError) over a native encoder ([`encode`]) and decoder ([`decode`]).
//!
//! The classes and the keyword-argument plumbing are a little of our own Python (run at
//! import time, see `json.py` next to this file); the work is done by two natives:
//!
//! * `_encode(obj, skipkeys, ensure_ascii, check_circular, allow_nan, indent, separators,
//!   default, sort_keys)` → str, with CPython's output byte for byte (float reprs, escapes,
//!   indentation, separators) and its errors ("Object of type X is not JSON serializable",
//!   "Circular reference detected", "Out of range float values are not JSON compliant").
//! * `_scan(s, idx, full, errcls, strict, object_hook, object_pairs_hook, parse_float,
//!   parse_int, parse_constant)`: the scanner of CPython's C accelerator, with its error
//!   messages and positions (in code points). `full` decodes a whole document (leading and
//!   trailing whitespace, "Extra data"); otherwise it returns `(obj, end)` like `raw_decode`.
//!
//! `json.decoder` and `json.encoder` exist (created with `json`, as CPython's package imports
//! them) and hold the classes code names through them (`json.decoder.JSONDecodeError`).
//!
//! Differences from CPython: a `\ud800`-style lone surrogate escape decodes to U+FFFD (sandpy
//! strings are UTF-8 and cannot hold surrogates); `dump()` writes the document with one
//! `write()` call instead of one per chunk; bytes input is decoded as UTF-8 (with or
//! without a BOM) only.

mod decode;
mod encode;

use std::rc::Rc;

use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{Namespace, Str, Value};
use crate::vm::Vm;

/// The submodules made with `json`, and the names of `json` each one shows.
const SUBMODULES: &[(&str, &[&str])] = &[("decoder", &["JSONDecoder", "JSONDecodeError"]), ("encoder", &["JSONEncoder"])];

const SOURCE: &str = include_str!("json.py");

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(vm, "json", &[("_encode", encode::encode_native), ("_scan", decode::scan_native)]);
    let ns = super::python_module(vm, "json", SOURCE, ns)?;
    for (sub, names) in SUBMODULES {
        let full = format!("json.{}", sub);
        let sub_ns = vm.new_namespace(&full);
        for name in names.iter() {
            let value = ns.borrow().get(*name).cloned();
            if let Some(v) = value {
                super::set_attr(&sub_ns, name, v);
            }
        }
        let module = Value::module(Str::from(full.as_str()), sub_ns);
        vm.modules.insert(Str::from(full.as_str()), module.clone());
        super::set_attr(&ns, sub, module);
    }
    Ok(ns)
}

/// `json.decoder` / `json.encoder` imported before `json`: loading `json` makes them.
pub fn create_submodule(vm: &mut Vm, name: &str) -> PyResult<Rc<Namespace>> {
    super::collections::import_internal(vm, "json")?;
    match vm.modules.get(name) {
        Some(Value::Module(m)) => Ok(m.dict.clone()),
        _ => Err(PyErr::with_args(ExcKind::ModuleNotFoundError, vec![Value::string(format!("No module named '{}'", name))])),
    }
}

//! Standard-library modules, built into the engine. Each module owns one file (or folder)
//! and exposes `create(vm) -> PyResult<Rc<Namespace>>`; `create` below maps import names to
//! them. A module may be native functions only ([`native_module`]), or native functions
//! plus a small amount of our own Python source for class-heavy APIs ([`python_module`]),
//! run by this engine at import time.
//!
//! Registry: one line per module in `create` — keep it sorted.

pub mod abc;
pub mod base64;
pub mod binascii;
pub mod bisect;
pub mod calendar;
pub mod clinic;
pub mod cmath;
pub mod collections;
pub mod contextlib;
pub mod copy;
pub mod csv;
pub mod dataclasses;
pub mod datetime;
pub mod decimal;
pub mod enumeration;
pub mod fractions;
pub mod functools;
pub mod future;
pub mod hashlib;
pub mod heapq;
pub mod html;
pub mod io;
pub mod itertools;
pub mod json;
pub mod keyword;
pub mod math;
pub mod operator;
pub mod pprint;
pub mod queue;
pub mod random;
pub mod re;
pub mod stat;
pub mod statistics;
pub mod string;
pub mod textwrap;
pub mod time;
pub mod types;
pub mod typing;
pub mod unicodedata;
pub mod urllib;
pub mod uuid;
pub mod warnings;

use std::rc::Rc;

use crate::compile::{compile_module, ModuleMode};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{Namespace, NativeFn, Value};
use crate::vm::Vm;

/// Builds the namespace of the native module `name`, or None when there is no such module.
pub fn create(vm: &mut Vm, name: &str) -> PyResult<Option<Rc<Namespace>>> {
    let _ = &vm;
    Ok(match name {
        // (modules register here, one line each)
        "__future__" => Some(future::create(vm)?),
        "abc" => Some(abc::create(vm)?),
        "base64" => Some(base64::create(vm)?),
        "binascii" => Some(binascii::create(vm)?),
        "bisect" => Some(bisect::create(vm)?),
        "calendar" => Some(calendar::create(vm)?),
        "cmath" => Some(cmath::create(vm)?),
        "collections" => Some(collections::create(vm)?),
        "collections.abc" => Some(collections::create_abc(vm)?),
        "contextlib" => Some(contextlib::create(vm)?),
        "copy" => Some(copy::create(vm)?),
        "csv" => Some(csv::create(vm)?),
        "dataclasses" => Some(dataclasses::create(vm)?),
        "datetime" => Some(datetime::create(vm)?),
        "decimal" => Some(decimal::create(vm)?),
        "enum" => Some(enumeration::create(vm)?),
        "fractions" => Some(fractions::create(vm)?),
        "functools" => Some(functools::create(vm)?),
        "hashlib" => Some(hashlib::create(vm)?),
        "heapq" => Some(heapq::create(vm)?),
        "html" => Some(html::create(vm)?),
        "io" => Some(io::create(vm)?),
        "itertools" => Some(itertools::create(vm)?),
        "json" => Some(json::create(vm)?),
        "keyword" => Some(keyword::create(vm)?),
        "math" => Some(math::create(vm)?),
        "operator" => Some(operator::create(vm)?),
        "pprint" => Some(pprint::create(vm)?),
        "queue" => Some(queue::create(vm)?),
        "random" => Some(random::create(vm)?),
        "re" => Some(re::create(vm)?),
        "stat" => Some(stat::create(vm)?),
        "statistics" => Some(statistics::create(vm)?),
        "string" => Some(string::create(vm)?),
        "textwrap" => Some(textwrap::create(vm)?),
        "time" => Some(time::create(vm)?),
        "types" => Some(types::create(vm)?),
        "typing" => Some(typing::create(vm)?),
        "unicodedata" => Some(unicodedata::create(vm)?),
        "urllib" => Some(urllib::create(vm)?),
        "urllib.parse" => Some(urllib::create_parse(vm)?),
        "uuid" => Some(uuid::create(vm)?),
        "warnings" => Some(warnings::create(vm)?),
        _ => None,
    })
}

thread_local! {
    /// Compiled code of our embedded module sources, shared by every session on the thread:
    /// a fresh session importing `collections` runs its body without parsing and compiling
    /// it again. (Code objects are immutable apart from their global-lookup caches, which
    /// are keyed by per-thread-unique epochs.)
    static MODULE_CODE: std::cell::RefCell<std::collections::HashMap<String, Rc<crate::compile::bytecode::Code>>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
}

fn cached_code(filename: &str) -> Option<Rc<crate::compile::bytecode::Code>> {
    MODULE_CODE.with(|c| c.borrow().get(filename).cloned())
}

/// A module namespace holding native functions.
pub fn native_module(vm: &Vm, name: &str, functions: &[(&str, NativeFn)]) -> Rc<Namespace> {
    let ns = vm.new_namespace(name);
    {
        let mut map = ns.borrow_mut();
        for (fname, f) in functions {
            map.insert((*fname).into(), crate::types::builtin_value(fname, *f));
        }
    }
    ns
}

/// Runs our own Python `source` as the body of module `name`, in `ns` (which may already
/// hold native helpers the source uses), and returns the namespace.
pub fn python_module(vm: &mut Vm, name: &str, source: &str, ns: Rc<Namespace>) -> PyResult<Rc<Namespace>> {
    let filename = format!("<sandpy:{}>", name);
    let code = match cached_code(&filename) {
        Some(code) => code,
        None => {
            let module = crate::parse::parse(source, &filename)
                .map_err(|e| PyErr::new(ExcKind::SystemError, format!("module {} failed to parse: {}", name, e.message)))?;
            let code = compile_module(&module, source, &filename, ModuleMode::Program)
                .map_err(|e| PyErr::new(ExcKind::SystemError, format!("module {} failed to compile: {}", name, e.message)))?;
            MODULE_CODE.with(|c| c.borrow_mut().insert(filename.clone(), code.clone()));
            code
        }
    };
    if !vm.sources.contains_key(filename.as_str()) {
        vm.sources.insert(filename.as_str().into(), source.into());
    }
    vm.enter_native()?;
    let r = vm.run_module(code, ns.clone());
    vm.leave_native();
    r?;
    vm.bump_globals_epoch();
    Ok(ns)
}

/// Sets a module attribute (constants, classes).
pub fn set_attr(ns: &Namespace, name: &str, value: Value) {
    ns.borrow_mut().insert(name.into(), value);
}

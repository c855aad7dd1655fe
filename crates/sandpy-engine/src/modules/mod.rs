//! Standard-library modules, built into the engine. Each module owns one file (or folder)
//! and exposes `create(vm) -> PyResult<Rc<Namespace>>`; [`registry`] lists them as data
//! (import name, constructor). A module may be native functions only ([`native_module`]),
//! or native functions plus a small amount of our own Python source for class-heavy APIs
//! ([`python_module`]), run by this engine at import time.
//!
//! Registry: one row per module in `registry.rs` — keep it sorted.

pub mod abc;
pub mod base64;
pub mod binascii;
pub mod bisect;
pub mod calendar;
pub mod cmath;
pub mod collections;
pub mod contextlib;
pub mod copy;
pub mod csv;
pub mod dataclasses;
pub mod datetime;
pub mod decimal;
pub mod difflib;
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
pub mod registry;
pub mod standins;
pub mod stat;
pub mod statistics;
pub mod string;
#[cfg(test)]
pub mod test_support;
pub mod textwrap;
pub mod time;
pub mod types;
pub mod typing;
pub mod unicodedata;
pub mod urllib;
pub mod uuid;
pub mod warnings;

use std::rc::Rc;

use crate::compile::{compile_module, Budget, ModuleMode};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{Namespace, NativeFn, Str, Value};
use crate::vm::Vm;

pub use registry::{ModuleConstructor, ModuleEntry, ModuleRegistry, ENGINE_MODULES};

/// A native module's functions as namespace entries.
type NativeTable = Vec<(Str, Value)>;

/// An embedded module source compiled once per thread: its code and the source text that
/// tracebacks quote.
#[derive(Clone)]
struct CachedModule {
    code: Rc<crate::compile::bytecode::Code>,
    source: Rc<str>,
}

// Per thread, not per session: immutable caches (below).
thread_local! {
    /// Compiled code of our embedded module sources, shared by every session on the thread:
    /// a fresh session importing `collections` runs its body without parsing and compiling
    /// it again. (Code objects are immutable apart from their global-lookup caches, which
    /// are keyed by per-thread-unique epochs.)
    static MODULE_CODE: std::cell::RefCell<std::collections::HashMap<String, CachedModule>> =
        std::cell::RefCell::new(std::collections::HashMap::new());

    /// The builtin-function values of native modules, built once per thread: builtin
    /// functions are immutable, so sessions can share them (each gets its own namespace).
    static NATIVE_FUNCTIONS: std::cell::RefCell<std::collections::HashMap<&'static str, Rc<NativeTable>>> =
        std::cell::RefCell::new(std::collections::HashMap::new());
}

/// A module namespace holding native functions.
pub fn native_module(vm: &Vm, name: &'static str, functions: &[(&str, NativeFn)]) -> Rc<Namespace> {
    let values = NATIVE_FUNCTIONS.with(|cache| {
        cache
            .borrow_mut()
            .entry(name)
            .or_insert_with(|| {
                crate::heap::host_scope(|| {
                    Rc::new(functions.iter().map(|(fname, f)| (Str::from(*fname), crate::types::builtin_value(fname, *f))).collect())
                })
            })
            .clone()
    });
    let ns = vm.new_namespace(name);
    {
        let mut map = ns.borrow_mut();
        map.reserve(values.len());
        for (fname, f) in values.iter() {
            map.insert(fname.clone(), f.clone());
        }
    }
    ns
}

/// Runs our own Python `source` as the body of module `name`, in `ns` (which may already
/// hold native helpers the source uses), and returns the namespace.
pub fn python_module(vm: &mut Vm, name: &str, source: &str, ns: Rc<Namespace>) -> PyResult<Rc<Namespace>> {
    let filename = format!("<sandpy:{}>", name);
    let cached = MODULE_CODE.with(|c| c.borrow().get(&filename).cloned());
    let module = match cached {
        Some(m) => m,
        None => {
            // The compiled code is shared by the thread's sessions: the thread's account pays.
            let code = crate::heap::host_scope(|| -> PyResult<_> {
                let module = crate::parse::parse(source, &filename)
                    .map_err(|e| PyErr::new(ExcKind::SystemError, format!("module {} failed to parse: {}", name, e.message)))?;
                compile_module(&module, source, &filename, ModuleMode::Program, crate::policy::DunderPolicy::Harmless, Budget::unlimited())
                    .map_err(|e| PyErr::new(ExcKind::SystemError, format!("module {} failed to compile: {}", name, e.message)))
            })?;
            let m = CachedModule { code, source: source.into() };
            MODULE_CODE.with(|c| c.borrow_mut().insert(filename.clone(), m.clone()));
            m
        }
    };
    if !vm.sources.contains_key(filename.as_str()) {
        vm.sources.insert(filename.as_str().into(), module.source.clone());
    }
    vm.enter_native()?;
    let r = vm.run_module(module.code, ns.clone());
    vm.leave_native();
    r?;
    vm.bump_globals_epoch();
    Ok(ns)
}

/// Marker line that starts a lazily loaded section of an embedded module source:
/// `#: lazy Name1 Name2` (the names the section defines).
const LAZY_MARKER: &str = "#: lazy ";

/// The part of `source` that runs at import: everything before the first lazy section.
pub fn eager_part(source: &str) -> &str {
    match source.find(&format!("\n{}", LAZY_MARKER)) {
        Some(at) => source.get(..at + 1).unwrap_or(source),
        None => source,
    }
}

/// The lazy section of `source` that defines `name`: its first line number (1-based) and
/// text, or None.
fn lazy_section<'a>(source: &'a str, name: &str) -> Option<(usize, &'a str)> {
    let mut offset = 0;
    let mut found: Option<(usize, usize)> = None;
    for line in source.split_inclusive('\n') {
        if let Some(names) = line.strip_prefix(LAZY_MARKER) {
            if let Some((start, _)) = found {
                return Some((source.get(..start)?.matches('\n').count() + 1, source.get(start..offset)?));
            }
            if names.split_whitespace().any(|n| n == name) {
                found = Some((offset, 0));
            }
        }
        offset += line.len();
    }
    let (start, _) = found?;
    Some((source.get(..start)?.matches('\n').count() + 1, source.get(start..)?))
}

/// Every name some lazy section of `source` defines.
pub fn lazy_names(source: &str) -> impl Iterator<Item = &str> {
    source.lines().filter_map(|l| l.strip_prefix(LAZY_MARKER)).flat_map(str::split_whitespace)
}

/// Runs the lazy section of module `module`'s `source` that defines `name` into `ns` (once:
/// a name already in `ns` is left alone). Returns false when no section defines `name`.
/// The section is padded with blank lines so tracebacks show the source's line numbers.
pub fn load_lazy(vm: &mut Vm, module: &str, source: &str, ns: &Rc<Namespace>, name: &str) -> PyResult<bool> {
    let Some((first_line, text)) = lazy_section(source, name) else { return Ok(false) };
    if ns.borrow().contains_key(name) {
        return Ok(true);
    }
    let padded = format!("{}{}", "\n".repeat(first_line.saturating_sub(1)), text);
    python_module(vm, &format!("{}#{}", module, name), &padded, ns.clone())?;
    Ok(true)
}

/// Sets a module attribute (constants, classes).
pub fn set_attr(ns: &Namespace, name: &str, value: Value) {
    ns.borrow_mut().insert(name.into(), value);
}

#[cfg(test)]
mod registry_tests {
    use super::*;

    #[test]
    fn the_registry_is_sorted_and_every_module_in_it_builds() {
        let names: Vec<&str> = ENGINE_MODULES.names().collect();
        assert!(names.windows(2).all(|w| w[0] < w[1]), "registry rows out of order: {:?}", names);
        let mut vm = Vm::new(crate::Limits::default());
        for name in ENGINE_MODULES.names() {
            let create = ENGINE_MODULES.constructor(name).expect("listed");
            assert!(create(&mut vm).is_ok(), "{} does not build", name);
        }
        assert!(ENGINE_MODULES.constructor("nosuchmodule").is_none());
    }

    /// Listing and looking up the modules builds none of them: the thread's caches of
    /// module code and native functions stay empty (a fresh thread, so no other test's
    /// modules are in them).
    #[test]
    #[allow(clippy::disallowed_methods)] // a fresh thread: caches no other test has filled
    fn the_registry_lists_the_provided_modules_without_creating_any() {
        std::thread::spawn(|| {
            let names: Vec<&str> = ENGINE_MODULES.names().collect();
            for expected in ["collections", "json.decoder", "math", "os", "re", "sys", "warnings"] {
                assert!(names.contains(&expected), "{} not listed", expected);
                assert!(ENGINE_MODULES.provides(expected));
            }
            assert!(!ENGINE_MODULES.provides("subprocess"));
            assert!(MODULE_CODE.with(|c| c.borrow().is_empty()), "listing compiled module code");
            assert!(NATIVE_FUNCTIONS.with(|c| c.borrow().is_empty()), "listing built native functions");
        })
        .join()
        .expect("the listing thread");
    }
}

//! `warnings`: warn / warn_explicit, the filters (filterwarnings, simplefilter,
//! resetwarnings) with every action and the per-module and "once" registries,
//! showwarning / formatwarning hooks, catch_warnings(record=True) — CPython 3.11's
//! semantics in our own Python (`warnings.py` next to this file) over four natives:
//!
//! * `_caller(stacklevel)` → `(filename, lineno, module name, registry)` of the frame
//!   `stacklevel` levels above `warn` (the `__warningregistry__` dict is created in that
//!   frame's globals, as CPython does); `("sys", 1, "sys", <a module dict>)` past the top.
//!   Only frames of Python code count; a frame suspended under a native call (for example
//!   inside a `sorted(key=...)` callback) is not seen.
//! * `_getline(filename, lineno)`: the source line, from the sources the engine compiled
//!   (None for `<...>` pseudo-files, like CPython's linecache).
//! * `_write_stderr(text)`: sandpy has no stderr stream, so warnings shown by the default
//!   `showwarning` go to the run's output (see docs/limitations/warnings.md).
//! * `_this_module()`: the `warnings` module object (for catch_warnings).

use std::rc::Rc;

use super::{native_module, python_module};
use crate::builtins::args::to_i64;
use crate::builtins::signature::Signature;
use crate::error::PyResult;
use crate::value::{KwArgs, Namespace, Str, Value};
use crate::vm::Vm;

const SOURCE: &str = include_str!("warnings.py");

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(
        vm,
        "warnings",
        &[("_caller", caller), ("_getline", getline), ("_write_stderr", write_stderr), ("_this_module", this_module)],
    );
    python_module(vm, "warnings", SOURCE, ns)
}

/// The registry of warnings issued with no frame to attribute them to (CPython uses the
/// `sys` module's dict).
fn sys_registry(vm: &mut Vm) -> PyResult<Value> {
    let ns = match vm.modules.get("warnings") {
        Some(Value::Module(m)) => m.dict.clone(),
        _ => return vm.new_dict(Vec::new()),
    };
    let existing = ns.borrow().get("_sys_registry").cloned();
    match existing {
        Some(d) => Ok(d),
        None => {
            let d = vm.new_dict(Vec::new())?;
            ns.borrow_mut().insert("_sys_registry".into(), d.clone());
            vm.globals_epoch += 1;
            Ok(d)
        }
    }
}

fn caller(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = Signature::positional("", "_caller", ["stacklevel"], []);
    let ([level], []) = SIG.bind(args, kw)?;
    let level = to_i64(vm, level)?.max(1);
    let found = usize::try_from(level).ok().and_then(|l| vm.frames.len().checked_sub(l)).and_then(|i| vm.frames.get(i));
    let Some(frame) = found else {
        let registry = sys_registry(vm)?;
        return Ok(Value::tuple(vec![Value::str("sys"), Value::Int(1), Value::str("sys"), registry]));
    };
    let filename = frame.code.filename.clone();
    let line = frame.line();
    let globals = frame.globals.clone();
    let module = match globals.borrow().get("__name__") {
        Some(v @ Value::Str(_)) => v.clone(),
        _ => Value::str("<string>"),
    };
    let existing = globals.borrow().get("__warningregistry__").cloned();
    let registry = match existing {
        Some(r) => r,
        None => {
            let r = vm.new_dict(Vec::new())?;
            vm.set_global(&globals, "__warningregistry__", r.clone());
            r
        }
    };
    Ok(Value::tuple(vec![Value::str(&filename), Value::Int(i64::from(line)), module, registry]))
}

fn getline(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<2, 0> = Signature::positional("", "_getline", ["filename", "lineno"], []);
    let ([name, line], []) = SIG.bind(args, kw)?;
    let (Value::Str(name), Some(line)) = (name, line.as_small_int()) else { return Ok(Value::None) };
    if name.s.starts_with('<') && name.s.ends_with('>') {
        return Ok(Value::None);
    }
    let key: Str = name.s.as_str().into();
    let text = vm.sources.get(&key).and_then(|src| {
        let idx = usize::try_from(line).ok()?.checked_sub(1)?;
        src.lines().nth(idx).map(str::to_string)
    });
    Ok(text.map(Value::string).unwrap_or(Value::None))
}

fn write_stderr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = Signature::positional("", "_write_stderr", ["text"], []);
    let ([text], []) = SIG.bind(args, kw)?;
    let text = vm.str_of(text)?;
    vm.write_output(&text)?;
    Ok(Value::None)
}

fn this_module(vm: &mut Vm, _args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(vm.modules.get("warnings").cloned().unwrap_or(Value::None))
}

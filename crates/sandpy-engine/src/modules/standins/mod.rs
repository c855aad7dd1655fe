//! Walled stand-ins for host modules: `os` (with `os.path`), `posix`, `sys`, `builtins`,
//! `importlib` and `threading`, importable only when the session's allow-list names them
//! (`policy::STAND_IN_MODULES`). They hold nothing of the host (safety by construction):
//! pure parts work as in CPython (path arithmetic, constants, the session's own builtins),
//! the file system is one empty, read-only directory `/` (also the working directory),
//! `os.environ` starts empty, and every function that would reach the host is refused at
//! the attribute with smolagents' words (`policy::FORBIDDEN_FUNCTIONS`, checked by
//! `vm/attr.rs`). Modules reached through them (`sys.modules[...]`,
//! `importlib.import_module`, `threading._os`) follow the session's allow-list
//! (`Forbidden access to module: NAME`). Decisions: docs/security.md, docs/smolagents-compat.md.

use std::rc::Rc;

use super::{native_module, python_module, set_attr};
use crate::builtins::args::to_str;
use crate::builtins::signature::Signature;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{KwArgs, Namespace, Value};
use crate::vm::Vm;

const OS_SOURCE: &str = include_str!("os.py");
const PATH_SOURCE: &str = include_str!("posixpath.py");
const SYS_SOURCE: &str = include_str!("sys.py");
const THREADING_SOURCE: &str = include_str!("threading.py");

/// `os`: path constants, an empty environment, the empty read-only directory `/`.
pub fn create_os(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "os", &[("_sandpy_path", path_module)]);
    python_module(vm, "os", OS_SOURCE, ns)
}

/// `os.path`: POSIX path arithmetic (CPython's `posixpath`) over the stand-in file system.
pub fn create_path(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "os.path", &[("_sandpy_os", os_module)]);
    python_module(vm, "os.path", PATH_SOURCE, ns)
}

/// `posix`: the few names of CPython's `posix` that are pure; its process and file
/// functions are refused like `os`'s.
pub fn create_posix(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "posix", &[]);
    set_attr(&ns, "environ", vm.new_dict(Vec::new())?);
    for (name, v) in [("F_OK", 0), ("R_OK", 4), ("W_OK", 2), ("X_OK", 1)] {
        set_attr(&ns, name, Value::Int(v));
    }
    Ok(ns)
}

/// `sys`: version and size constants, `sys.modules` as a view that follows the
/// allow-list, `stdout`/`stderr` writing to the run's output.
pub fn create_sys(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(
        vm,
        "sys",
        &[
            ("_sandpy_module", module_by_name),
            ("_sandpy_loaded", loaded_modules),
            ("getrecursionlimit", getrecursionlimit),
            ("exc_info", exc_info),
            ("exception", exception),
        ],
    );
    python_module(vm, "sys", SYS_SOURCE, ns)
}

/// `builtins`: the engine's own builtins (the same objects the code sees as names).
pub fn create_builtins(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = vm.new_namespace("builtins");
    let engine = crate::vm::engine_builtins();
    {
        let source = engine.borrow();
        let mut map = ns.borrow_mut();
        for (k, v) in source.iter() {
            if !k.starts_with("__") {
                map.insert(k.clone(), v.clone());
            }
        }
    }
    Ok(ns)
}

/// `importlib`: `import_module` under the session's allow-list.
pub fn create_importlib(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    Ok(native_module(vm, "importlib", &[("import_module", import_module)]))
}

/// `threading`: locks and events for sandpy's single thread; threads cannot start.
pub fn create_threading(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "threading", &[]);
    python_module(vm, "threading", THREADING_SOURCE, ns)
}

fn os_module(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<0, 0> = Signature::positional("", "_sandpy_os", [], []);
    SIG.bind(args, kw)?;
    super::collections::import_internal(vm, "os")
}

fn path_module(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<0, 0> = Signature::positional("", "_sandpy_path", [], []);
    SIG.bind(args, kw)?;
    super::collections::import_internal(vm, "os.path")
}

/// `sys.modules[name]`: the module when the session may import it (loading it on first
/// use: CPython has `os`, `sys`, `builtins`… loaded at start-up), else KeyError with
/// smolagents' words.
fn module_by_name(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = Signature::positional("", "_sandpy_module", ["name"], []);
    let ([name_arg], []) = SIG.bind(args, kw)?;
    let name = to_str(name_arg, "name")?.to_string();
    if !vm.module_importable(&name) {
        return Err(PyErr::with_args(ExcKind::KeyError, vec![Value::string(format!("Forbidden access to module: {}", name))]));
    }
    if let Some(m) = vm.modules.get(name.as_str()) {
        return Ok(m.clone());
    }
    if !vm.module_registry.provides(&name) {
        return Err(PyErr::with_args(ExcKind::KeyError, vec![name_arg.clone()]));
    }
    super::collections::import_internal(vm, &name)
}

/// The names of the modules this session has loaded and may import, sorted.
fn loaded_modules(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<0, 0> = Signature::positional("", "_sandpy_loaded", [], []);
    SIG.bind(args, kw)?;
    let mut names: Vec<String> = vm.modules.keys().map(|k| k.to_string()).collect();
    names.retain(|n| vm.module_importable(n));
    names.sort();
    Ok(Value::list(names.into_iter().map(Value::string).collect()))
}

fn getrecursionlimit(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<0, 0> = Signature::positional("sys", "getrecursionlimit", [], []);
    SIG.bind(args, kw)?;
    Ok(Value::Int(i64::try_from(vm.limits.max_recursion_depth).unwrap_or(i64::MAX)))
}

/// `sys.exc_info()`: (type, value, None) of the exception being handled (tracebacks are
/// not objects in sandpy), or (None, None, None).
fn exc_info(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<0, 0> = Signature::positional("sys", "exc_info", [], []);
    SIG.bind(args, kw)?;
    Ok(match vm.handled.clone() {
        Some(e) if !e.is_none() => {
            let t = Value::Type(vm.type_of(&e));
            Value::tuple(vec![t, e, Value::None])
        }
        _ => Value::tuple(vec![Value::None, Value::None, Value::None]),
    })
}

fn exception(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<0, 0> = Signature::positional("sys", "exception", [], []);
    SIG.bind(args, kw)?;
    Ok(vm.handled.clone().unwrap_or(Value::None))
}

/// `importlib.import_module(name, package=None)`: the module (the innermost one for a
/// dotted name) when the session may import it; `ImportError: Forbidden access to module:
/// NAME` otherwise (smolagents' words).
fn import_module(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const IMPORT_MODULE: Signature<1, 1> = Signature::python("", "import_module", ["name"], ["package"]);
    let ([name_arg], [_package]) = IMPORT_MODULE.bind(args, kw)?;
    let name = to_str(name_arg, "name")?.to_string();
    if name.starts_with('.') {
        return Err(PyErr::type_error(format!("the 'package' argument is required to perform a relative import for '{}'", name)));
    }
    // A module the engine has but the session may not import is refused in smolagents'
    // words; any other failure is the import statement's own error.
    if vm.module_registry.provides(&name) && !vm.module_importable(&name) {
        return Err(PyErr::new(ExcKind::ImportError, format!("Forbidden access to module: {}", name)));
    }
    vm.import_module(&name, &Value::None, &Value::Int(0))?;
    match vm.modules.get(name.as_str()) {
        Some(m) => Ok(m.clone()),
        None => Err(PyErr::with_args(ExcKind::ModuleNotFoundError, vec![Value::string(format!("No module named '{}'", name))])),
    }
}

//! `collections` and `collections.abc`: our own Python (`collections.py`, `abc.py` next to
//! this file, run at import time) over the engine's dict/list/tuple subclassing, plus the
//! native helpers the hot paths use:
//!
//! * `_count_elements(mapping, iterable)`: Counter's counting loop (dict fast path when the
//!   mapping's class does not override `get`/`__setitem__`).
//! * `_nt_new(cls, *args, **kwargs)`: every namedtuple's `__new__` (binds arguments against
//!   `cls._fields` / `cls._field_defaults` with CPython's error messages).
//! * `_tuplegetter_get` / `_tuplegetter_set`: the field descriptors of namedtuples.
//! * `_sandpy_import(name)`: lets our module sources load each other (`collections` needs
//!   `collections.abc`, which needs `abc`) regardless of the host's import allow-list; it is
//!   deleted from the namespaces at the end of the sources.
//!
//! Known differences from CPython are listed in the module sources' docstrings; the main
//! ones: `deque` is a Python class over a list (O(1) amortized at both ends), its iterators
//! are list iterators over a snapshot; `Counter.elements()` returns a generator.

use std::rc::Rc;

use crate::builtins::signature::Signature;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{KwArgs, Namespace, PyType, Str, Value};
use crate::vm::Vm;

const SOURCE: &str = include_str!("collections.py");
const USER_SOURCE: &str = include_str!("collections_user.py");
/// Names that load `collections_user.py` (and `collections.abc`) on first access.
const LAZY_NAMES: &[&str] = &["ChainMap", "UserDict", "UserList", "UserString", "abc"];
const ABC_SOURCE: &str = include_str!("abc.py");

/// Modules our sources may load for each other.
const INTERNAL: &[&str] = &["abc", "collections", "collections.abc", "copy", "functools", "re", "types", "typing"];

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(
        vm,
        "collections",
        &[
            ("_sandpy_import", sandpy_import_native),
            ("_count_elements", count_elements),
            ("_nt_new", nt_new),
            ("_tuplegetter_get", tuplegetter_get),
            ("_tuplegetter_set", tuplegetter_set),
            ("_sandpy_abc_if_loaded", abc_if_loaded),
            ("__getattr__", module_getattr),
            ("__dir__", module_dir),
        ],
    );
    let ns = super::python_module(vm, "collections", super::eager_part(SOURCE), ns)?;
    if let Some(Value::Module(abc)) = vm.modules.get("collections.abc").cloned() {
        register_deque(vm, &ns, &abc.dict)?;
    }
    Ok(ns)
}

/// `MutableSequence.register(deque)`, done by whichever of `collections` and
/// `collections.abc` loads second.
fn register_deque(vm: &mut Vm, collections: &Namespace, abc: &Namespace) -> PyResult<()> {
    let deque = collections.borrow().get("deque").cloned();
    let seq = abc.borrow().get("MutableSequence").cloned();
    if let (Some(deque), Some(seq)) = (deque, seq) {
        let register = vm.get_attr(&seq, "register")?;
        vm.call(&register, &[deque], &[])?;
    }
    Ok(())
}

/// `_sandpy_abc_if_loaded()`: the `collections.abc` module if this session has loaded it,
/// else None (a helper of the module's own code: see `policy::ENGINE_PRIVATE_PREFIX`).
fn abc_if_loaded(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::python("", "_sandpy_abc_if_loaded", [], []).bind(args, kw)?;
    Ok(vm.modules.get("collections.abc").cloned().unwrap_or(Value::None))
}

/// The module's `__getattr__` (PEP 562): the first lookup of a lazy name runs
/// `collections_user.py` into the module namespace. Bound as the Python function it stands
/// for (`def __getattr__(name)`).
fn module_getattr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([name], []) = Signature::python("", "__getattr__", ["name"], []).bind(args, kw)?;
    let name = crate::builtins::args::to_str(name, "name")?.to_string();
    let missing = || PyErr::attribute_error(format!("module 'collections' has no attribute '{}'", name));
    let Some(Value::Module(m)) = vm.modules.get("collections").cloned() else { return Err(missing()) };
    let ns = m.dict.clone();
    if super::load_lazy(vm, "collections", SOURCE, &ns, &name)? {
        let found = ns.borrow().get(name.as_str()).cloned();
        return found.ok_or_else(missing);
    }
    if !LAZY_NAMES.contains(&name.as_str()) {
        return Err(missing());
    }
    if !ns.borrow().contains_key("ChainMap") {
        super::set_attr(&ns, "_sandpy_import", crate::types::builtin_value("_sandpy_import", sandpy_import_native));
        let loaded = super::python_module(vm, "collections_user", USER_SOURCE, ns.clone());
        ns.borrow_mut().shift_remove("_sandpy_import");
        loaded?;
    }
    let found = ns.borrow().get(name.as_str()).cloned();
    found.ok_or_else(missing)
}

/// The module's `__dir__` (PEP 562): the loaded names plus the lazy ones.
fn module_dir(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::python("", "__dir__", [], []).bind(args, kw)?;
    let mut names: Vec<String> = match vm.modules.get("collections") {
        Some(Value::Module(m)) => m.dict.borrow().keys().map(|k| k.to_string()).collect(),
        _ => Vec::new(),
    };
    names.extend(super::lazy_names(SOURCE).chain(LAZY_NAMES.iter().copied()).map(str::to_string));
    names.sort();
    names.dedup();
    Ok(Value::list(names.into_iter().map(Value::string).collect()))
}

pub fn create_abc(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(vm, "collections.abc", &[("_sandpy_import", sandpy_import_native)]);
    let ns = super::python_module(vm, "collections.abc", ABC_SOURCE, ns)?;
    if let Some(Value::Module(c)) = vm.modules.get("collections").cloned() {
        register_deque(vm, &c.dict, &ns)?;
    }
    Ok(ns)
}

/// Loads (or returns the already loaded) module `name` for another built-in module,
/// bypassing the host's allow-list: the dependencies of an allowed module are part of it.
pub fn import_internal(vm: &mut Vm, name: &str) -> PyResult<Value> {
    vm.load_module(name)
}

/// `_sandpy_import(name)`: [`import_internal`] for our module sources.
pub fn sandpy_import_native(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([name], []) = Signature::python("", "_sandpy_import", ["name"], []).bind(args, kw)?;
    let name = crate::builtins::args::to_str(name, "name")?.to_string();
    if !INTERNAL.contains(&name.as_str()) {
        return Err(PyErr::with_args(ExcKind::ModuleNotFoundError, vec![Value::string(format!("No module named '{}'", name))]));
    }
    import_internal(vm, &name)
}

/// `_count_elements(mapping, iterable)`: `mapping[elem] = mapping.get(elem, 0) + 1` for each
/// element. Positional-only, as `_collections._count_elements` in CPython.
fn count_elements(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([mapping, iterable], []) = Signature::positional("_collections", "_count_elements", ["mapping", "iterable"], []).bind(args, kw)?;
    let fast = match mapping {
        Value::Dict(d) => Some(d.clone()),
        Value::Instance(inst) => {
            let plain = |name: &str| matches!(inst.class.lookup(name), Some(Value::Builtin(_)));
            match &*inst.base_value.borrow() {
                Value::Dict(d) if plain("get") && plain("__setitem__") => Some(d.clone()),
                _ => None,
            }
        }
        _ => None,
    };
    let it = vm.get_iter(iterable)?;
    let one = Value::Int(1);
    let mut n = 0u64;
    match fast {
        Some(d) => {
            while let Some(elem) = vm.iter_next(&it)? {
                let new = match vm.dict_get(&d, &elem)? {
                    Some(Value::Int(c)) if c < i64::MAX => Value::Int(c + 1),
                    Some(old) => vm.binary_op(&old, &one, crate::compile::bytecode::BinOp::Add)?,
                    None => Value::Int(1),
                };
                vm.dict_set(&d, elem, new)?;
                n += 1;
                if n.is_multiple_of(256) {
                    vm.charge(256)?;
                }
            }
        }
        None => {
            let get = vm.get_attr(mapping, "get")?;
            while let Some(elem) = vm.iter_next(&it)? {
                let old = vm.call(&get, &[elem.clone(), Value::Int(0)], &[])?;
                let new = vm.binary_op(&old, &one, crate::compile::bytecode::BinOp::Add)?;
                vm.set_item(mapping, elem, new)?;
            }
        }
    }
    Ok(Value::None)
}

/// The class in `cls`'s MRO that defines `_fields` (the namedtuple itself, for subclasses).
fn namedtuple_class(cls: &Rc<PyType>) -> Rc<PyType> {
    std::iter::once(cls.clone())
        .chain(cls.mro.iter().cloned())
        .find(|t| t.dict.borrow().contains_key("_fields"))
        .unwrap_or_else(|| cls.clone())
}

fn str_items(vm: &mut Vm, v: &Value) -> PyResult<Vec<Str>> {
    let items = vm.collect_iterable(v)?;
    Ok(items.iter().map(|s| Str::from(s.as_str().unwrap_or(""))).collect())
}

/// `_nt_new(cls, *args, **kwargs)`: the `__new__` of namedtuple classes.
fn nt_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let [cls_v @ Value::Type(cls), positional @ ..] = args else {
        return Err(PyErr::type_error("namedtuple.__new__(X): X is not a type object"));
    };
    let base = namedtuple_class(cls);
    let fname = format!("{}.__new__", base.name);
    let fields_v = vm.get_attr(cls_v, "_fields")?;
    let fields = str_items(vm, &fields_v)?;
    let defaults_v = vm.get_attr(cls_v, "_field_defaults")?;
    let nfields = fields.len();
    let mut slots: Vec<Option<Value>> = vec![None; nfields];
    if positional.len() > nfields {
        let ndefaults = vm.len_of(&defaults_v)?;
        let takes = if ndefaults > 0 {
            format!("from {} to {} positional arguments", nfields + 1 - ndefaults, nfields + 1)
        } else {
            format!("{} positional argument{}", nfields + 1, if nfields == 0 { "" } else { "s" })
        };
        let given = positional.len() + 1;
        return Err(PyErr::type_error(format!(
            "{}() takes {} but {} {} given",
            fname,
            takes,
            given,
            if given == 1 { "was" } else { "were" }
        )));
    }
    for (i, v) in positional.iter().enumerate() {
        slots[i] = Some(v.clone());
    }
    for (k, v) in kw {
        match fields.iter().position(|f| f == k) {
            Some(i) => {
                if slots[i].is_some() {
                    return Err(PyErr::type_error(format!("{}() got multiple values for argument '{}'", fname, k)));
                }
                slots[i] = Some(v.clone());
            }
            None => return Err(PyErr::type_error(format!("{}() got an unexpected keyword argument '{}'", fname, k))),
        }
    }
    let mut missing: Vec<Str> = Vec::new();
    let mut items = Vec::with_capacity(nfields);
    for (i, slot) in slots.into_iter().enumerate() {
        match slot {
            Some(v) => items.push(v),
            None => {
                let key = Value::Str(Rc::new(crate::value::PyStr::new(fields[i].to_string())));
                let default = match &defaults_v {
                    Value::Dict(d) => vm.dict_get(d, &key)?,
                    _ => None,
                };
                match default {
                    Some(d) => items.push(d),
                    None => missing.push(fields[i].clone()),
                }
            }
        }
    }
    if !missing.is_empty() {
        return Err(crate::vm::call::missing_arguments(&fname, &missing, "positional"));
    }
    Ok(crate::types::int::wrap_for_class(vm, cls_v, Value::tuple(items)))
}

fn getter_index(getter: &Value) -> Option<usize> {
    match getter {
        Value::Instance(inst) => match inst.dict.borrow().get("_index") {
            Some(Value::Int(i)) => usize::try_from(*i).ok(),
            _ => None,
        },
        _ => None,
    }
}

/// `_tuplegetter.__get__(self, obj, type=None)`, a slot wrapper in CPython.
fn tuplegetter_get(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [obj], [owner]) = Signature::wrapper("_tuplegetter", "__get__", ["instance"], ["owner"]).bind_method(args, kw)?;
    if obj.is_none() {
        if owner.is_none_or(Value::is_none) {
            return Err(PyErr::type_error("__get__(None, None) is invalid"));
        }
        return Ok(this.clone());
    }
    let index = getter_index(this).ok_or_else(|| PyErr::type_error("descriptor is not initialised"))?;
    let item = match obj {
        Value::Tuple(t) => t.items.get(index).cloned(),
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::Tuple(t) => t.items.get(index).cloned(),
            _ => None,
        },
        _ => None,
    };
    match item {
        Some(v) => Ok(v),
        None if matches!(obj, Value::Tuple(_) | Value::Instance(_)) => Err(PyErr::index_error("tuple index out of range")),
        None => Err(PyErr::type_error(format!(
            "descriptor for index '{}' for tuple subclasses doesn't apply to '{}' object",
            index,
            vm.type_name(obj)
        ))),
    }
}

/// `_tuplegetter.__set__` / `__delete__`: namedtuple fields are read-only.
fn tuplegetter_set(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Err(PyErr::attribute_error(if args.len() >= 3 { "can't set attribute" } else { "can't delete attribute" }))
}

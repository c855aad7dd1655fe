//! `dataclasses`: our own Python (`dataclasses.py`, run at import time) plus the native
//! helpers that stand in for the code CPython generates and `exec`s (sandpy has no `exec`):
//!
//! * `_dc_init(spec, self, args, kwargs)`: the body of every generated `__init__`. It binds
//!   the arguments against the field list with CPython's error messages (`P.__init__()
//!   missing 1 required positional argument: 'y'`, `takes from 2 to 3 positional arguments
//!   but 4 were given`, unexpected/multiple keyword arguments), assigns the fields in
//!   definition order (through `__setattr__`, or like `object.__setattr__` when frozen),
//!   calls default factories, then `__post_init__` with the InitVar values.
//! * `_dc_values(obj, names)`: the tuple of `obj`'s attributes `names` (what the generated
//!   `__eq__`, ordering and `__hash__` compare).
//! * `_dc_loaded(name)`: whether module `name` is already imported (CPython only consults
//!   `typing` for ClassVar detection when it is in `sys.modules`).
//! * `_dc_params(func)`: a Python function's parameter layout `(names, posonly, argcount,
//!   kwonly, varargs, varkw)` (or None), for the `__doc__` signature of a dataclass whose
//!   `__init__` the user wrote (CPython uses `inspect.signature`).
//!
//! The spec tuple is built once per class by `dataclasses.py`:
//! `(qualname, names, npos, defaults, plan, frozen, post_init, MISSING, _HAS_DEFAULT_FACTORY)`;
//! `plan` holds `(field_name, source, extra)` triples, see [`assign_fields`].

use std::rc::Rc;

use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, Namespace, Str, Value};
use crate::vm::Vm;

const SOURCE: &str = include_str!("dataclasses.py");

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(
        vm,
        "dataclasses",
        &[
            ("_sandpy_import", super::collections::sandpy_import_native),
            ("_dc_init", dc_init),
            ("_dc_values", dc_values),
            ("_dc_loaded", dc_loaded),
            ("_dc_params", dc_params),
        ],
    );
    super::python_module(vm, "dataclasses", SOURCE, ns)
}

/// The parts of an `__init__` spec, borrowed from the spec tuple.
struct Spec<'a> {
    qualname: &'a str,
    names: &'a [Value],
    npos: usize,
    defaults: &'a [Value],
    plan: &'a [Value],
    frozen: bool,
    post_init: &'a Value,
    missing: &'a Value,
    has_factory: &'a Value,
}

fn malformed() -> PyErr {
    PyErr::type_error("_dc_init: malformed spec")
}

fn tuple_items(v: &Value) -> PyResult<&[Value]> {
    match v {
        Value::Tuple(t) => Ok(&t.items),
        _ => Err(malformed()),
    }
}

fn parse_spec(v: &Value) -> PyResult<Spec<'_>> {
    let parts = tuple_items(v)?;
    let [qualname, names, npos, defaults, plan, frozen, post_init, missing, has_factory] = parts else {
        return Err(malformed());
    };
    let names = tuple_items(names)?;
    let defaults = tuple_items(defaults)?;
    let npos = match npos {
        Value::Int(n) if *n >= 0 && (*n as usize) <= names.len() => *n as usize,
        _ => return Err(malformed()),
    };
    if defaults.len() != names.len() {
        return Err(malformed());
    }
    Ok(Spec {
        qualname: qualname.as_str().ok_or_else(malformed)?,
        names,
        npos,
        defaults,
        plan: tuple_items(plan)?,
        frozen: matches!(frozen, Value::Bool(true)),
        post_init,
        missing,
        has_factory,
    })
}

/// `_dc_init(spec, self, args, kwargs)`.
fn dc_init(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<4, 0> = Signature::positional("", "_dc_init", ["spec", "self", "args", "kwargs"], []);
    let ([spec, obj, positional, keywords], []) = SIG.bind(args, kw)?;
    let spec = parse_spec(spec)?;
    let positional = tuple_items(positional)?;
    let keywords: Vec<(Value, Value)> = match keywords {
        Value::Dict(d) => d.store.borrow().items(),
        _ => return Err(malformed()),
    };
    vm.charge((spec.names.len() + positional.len() + keywords.len()) as u64)?;
    let bound = bind(&spec, positional, &keywords)?;
    assign_fields(vm, &spec, obj, &bound)?;
    if let Value::Tuple(indices) = spec.post_init {
        let mut values = Vec::with_capacity(indices.items.len());
        for i in indices.items.iter() {
            let Value::Int(i) = i else { return Err(malformed()) };
            values.push(bound.get(*i as usize).cloned().ok_or_else(malformed)?);
        }
        let post_init = vm.get_attr(obj, "__post_init__")?;
        vm.call(&post_init, &values, &[])?;
    }
    Ok(Value::None)
}

/// Binds the call's arguments to the parameters, in CPython's order of checks: keywords
/// (unknown, duplicated), then too many positionals, then missing positionals, then missing
/// keyword-only ones. Returns one value per parameter.
fn bind(spec: &Spec, positional: &[Value], keywords: &[(Value, Value)]) -> PyResult<Vec<Value>> {
    let q = spec.qualname;
    let mut slots: Vec<Option<Value>> = vec![None; spec.names.len()];
    for (slot, v) in slots.iter_mut().zip(positional.iter().take(spec.npos)) {
        *slot = Some(v.clone());
    }
    for (k, v) in keywords {
        let key = k.as_str().unwrap_or("");
        match spec.names.iter().position(|n| n.as_str() == Some(key)) {
            Some(p) if slots[p].is_some() => {
                return Err(PyErr::type_error(format!("{}() got multiple values for argument '{}'", q, key)));
            }
            Some(p) => slots[p] = Some(v.clone()),
            None if key == "self" => {
                return Err(PyErr::type_error(format!("{}() got multiple values for argument 'self'", q)));
            }
            None => return Err(PyErr::type_error(format!("{}() got an unexpected keyword argument '{}'", q, key))),
        }
    }
    if positional.len() > spec.npos {
        return Err(too_many_positional(spec, positional.len(), &slots));
    }
    let mut missing = Vec::new();
    for (i, (slot, (name, default))) in slots.iter_mut().zip(spec.names.iter().zip(spec.defaults)).enumerate() {
        if i == spec.npos && !missing.is_empty() {
            break;
        }
        if slot.is_none() {
            if default.is(spec.missing) {
                missing.push(name.as_str().unwrap_or("?").to_string());
            } else {
                *slot = Some(default.clone());
            }
        }
    }
    if !missing.is_empty() {
        let kind = if slots[..spec.npos].iter().any(|s| s.is_none()) { "positional" } else { "keyword-only" };
        return Err(missing_arguments(q, &missing, kind));
    }
    Ok(slots.into_iter().map(|s| s.unwrap_or(Value::None)).collect())
}

fn too_many_positional(spec: &Spec, given: usize, slots: &[Option<Value>]) -> PyErr {
    let argcount = spec.npos + 1;
    let ndefaults = spec.defaults[..spec.npos].iter().filter(|d| !d.is(spec.missing)).count();
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    let takes = if ndefaults > 0 {
        format!("from {} to {} positional arguments", argcount - ndefaults, argcount)
    } else {
        format!("{} positional argument{}", argcount, plural(argcount))
    };
    let given = given + 1;
    let kw_given = slots[spec.npos..].iter().filter(|s| s.is_some()).count();
    if kw_given > 0 {
        PyErr::type_error(format!(
            "{}() takes {} but {} positional argument{} (and {} keyword-only argument{}) were given",
            spec.qualname,
            takes,
            given,
            plural(given),
            kw_given,
            plural(kw_given)
        ))
    } else {
        PyErr::type_error(format!("{}() takes {} but {} {} given", spec.qualname, takes, given, if given == 1 { "was" } else { "were" }))
    }
}

fn missing_arguments(q: &str, missing: &[String], kind: &str) -> PyErr {
    let quoted: Vec<String> = missing.iter().map(|m| format!("'{}'", m)).collect();
    let list = match quoted.len() {
        1 => quoted[0].clone(),
        2 => format!("{} and {}", quoted[0], quoted[1]),
        n => format!("{}, and {}", quoted[..n - 1].join(", "), quoted[n - 1]),
    };
    PyErr::type_error(format!(
        "{}() missing {} required {} argument{}: {}",
        q,
        missing.len(),
        kind,
        if missing.len() == 1 { "" } else { "s" },
        list
    ))
}

/// Runs the assignment plan: each entry is `(name, source, extra)` where `source >= 0` takes
/// parameter `source` (calling the factory `extra` when the value is the
/// `_HAS_DEFAULT_FACTORY` marker), `-1` calls the factory `extra`, `-2` uses `extra` as is.
fn assign_fields(vm: &mut Vm, spec: &Spec, obj: &Value, bound: &[Value]) -> PyResult<()> {
    let object_setattr = if spec.frozen { vm.types.object.lookup("__setattr__") } else { None };
    for entry in spec.plan {
        let [name, source, extra] = tuple_items(entry)? else { return Err(malformed()) };
        let Some(name) = name.as_str() else { return Err(malformed()) };
        let value = match source {
            Value::Int(i) if *i >= 0 => {
                let v = bound.get(*i as usize).cloned().ok_or_else(malformed)?;
                if !extra.is_none() && v.is(spec.has_factory) {
                    vm.call(extra, &[], &[])?
                } else {
                    v
                }
            }
            Value::Int(-1) => vm.call(extra, &[], &[])?,
            Value::Int(-2) => extra.clone(),
            _ => return Err(malformed()),
        };
        match &object_setattr {
            Some(setattr) => {
                vm.call(setattr, &[obj.clone(), Value::str(name), value], &[])?;
            }
            None => vm.set_attr(obj, name, value)?,
        }
    }
    Ok(())
}

/// `_dc_values(obj, names)`: `tuple(getattr(obj, n) for n in names)`.
fn dc_values(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<2, 0> = Signature::positional("", "_dc_values", ["obj", "names"], []);
    let ([obj, names], []) = SIG.bind(args, kw)?;
    let names = tuple_items(names)?;
    vm.charge(names.len() as u64)?;
    let mut out = Vec::with_capacity(names.len());
    for n in names {
        let name = n.as_str().ok_or_else(malformed)?;
        out.push(vm.get_attr(obj, name)?);
    }
    Ok(Value::tuple(out))
}

/// `_dc_loaded(name)`: whether the module is already imported.
fn dc_loaded(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = Signature::positional("", "_dc_loaded", ["name"], []);
    let ([name], []) = SIG.bind(args, kw)?;
    let name: Str = name.as_str().unwrap_or("").into();
    Ok(Value::Bool(vm.modules.contains_key(&name)))
}

/// `_dc_params(func)`: `(names, posonly, argcount, kwonly, has_varargs, has_varkw)` of a
/// Python function, None for anything else. `names` lists the positional, keyword-only,
/// `*args` and `**kwargs` parameters in that order.
fn dc_params(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = Signature::positional("", "_dc_params", ["func"], []);
    let ([func], []) = SIG.bind(args, kw)?;
    let Value::Function(f) = func else { return Ok(Value::None) };
    let code = &f.code;
    let count = (code.argcount + code.kwonlyargcount) as usize + code.has_varargs as usize + code.has_varkw as usize;
    let names: Vec<Value> = code.varnames.iter().take(count).map(|n| Value::str(n)).collect();
    Ok(Value::tuple(vec![
        Value::tuple(names),
        Value::Int(code.posonlyargcount as i64),
        Value::Int(code.argcount as i64),
        Value::Int(code.kwonlyargcount as i64),
        Value::Bool(code.has_varargs),
        Value::Bool(code.has_varkw),
    ]))
}

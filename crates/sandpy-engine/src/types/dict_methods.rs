//! `dict` methods and the key/value/item views.

use std::rc::Rc;

use super::Method;
use crate::builtins::args::check_method_args;
use crate::error::{PyErr, PyResult};
use crate::types::dict::DictStore;
use crate::types::int::wrap_for_class;
use crate::value::{KwArgs, PyDict, Value, ViewKind};
use crate::vm::Vm;

pub const DICT_METHODS: &[Method] = &[
    ("__new__", dict_new),
    ("__init__", dict_init),
    ("get", get),
    ("keys", keys),
    ("values", values),
    ("items", items),
    ("pop", pop),
    ("popitem", popitem),
    ("setdefault", setdefault),
    ("update", update),
    ("clear", clear),
    ("copy", copy),
    ("__getitem__", getitem),
    ("__setitem__", setitem),
    ("__delitem__", delitem),
    ("__contains__", contains),
    ("__len__", len),
    ("__iter__", iter),
];
pub const DICT_CLASSMETHODS: &[Method] = &[("fromkeys", fromkeys)];
pub const VIEW_METHODS: &[Method] = &[("isdisjoint", view_isdisjoint)];

/// The receiver as a dict (unwrapping subclass instances).
pub fn self_dict(v: &Value) -> PyResult<Rc<PyDict>> {
    match v {
        Value::Dict(d) => Ok(d.clone()),
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::Dict(d) => Ok(d.clone()),
            _ => Err(PyErr::type_error("descriptor requires a 'dict' object")),
        },
        _ => Err(PyErr::type_error(format!(
            "descriptor requires a 'dict' object but received a '{}'",
            crate::builtins::args::type_name_plain(v)
        ))),
    }
}

fn empty_dict() -> Value {
    Value::Dict(PyDict::new_rc(DictStore::default()))
}

fn dict_new(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let cls = args.first().cloned().unwrap_or(Value::None);
    Ok(wrap_for_class(vm, &cls, empty_dict()))
}

/// Fills `d` from a mapping or an iterable of pairs plus keyword arguments.
pub fn fill(vm: &mut Vm, d: &PyDict, source: Option<&Value>, kw: &KwArgs) -> PyResult<()> {
    if let Some(src) = source {
        let is_mapping = match src {
            Value::Dict(_) => true,
            Value::Instance(_) => vm.has_attr(src, "keys")?,
            _ => false,
        };
        if is_mapping {
            for (k, v) in vm.mapping_items(src)? {
                vm.dict_set(d, k, v)?;
            }
        } else {
            let it = vm.get_iter(src)?;
            if let Some((keys, values)) = crate::types::iter::take_plain_zip_pair(&it) {
                // dict(zip(keys, values)): the pairs go straight in, without tuples. An
                // error hands the iterators back to the zip, which can go on from there.
                let filled = fill_from_pairs(vm, d, &keys, &values);
                if filled.is_err() {
                    crate::types::iter::restore_zip_pair(&it, keys, values);
                }
                filled?;
                return fill_keywords(vm, d, kw);
            }
            let mut i = 0;
            while let Some(pair) = vm.iter_next(&it)? {
                if let Value::Tuple(t) = &pair {
                    if let [k, v] = &t.items[..] {
                        vm.dict_set(d, k.clone(), v.clone())?;
                        i += 1;
                        continue;
                    }
                }
                let kv = match vm.collect_iterable(&pair) {
                    Ok(kv) => kv,
                    Err(_) => {
                        return Err(PyErr::type_error(format!("cannot convert dictionary update sequence element #{} to a sequence", i)))
                    }
                };
                if kv.len() != 2 {
                    return Err(PyErr::value_error(format!(
                        "dictionary update sequence element #{} has length {}; 2 is required",
                        i,
                        kv.len()
                    )));
                }
                let mut kv = kv.into_iter();
                if let (Some(k), Some(v)) = (kv.next(), kv.next()) {
                    vm.dict_set(d, k, v)?;
                }
                i += 1;
            }
        }
    }
    fill_keywords(vm, d, kw)
}

fn fill_from_pairs(vm: &mut Vm, d: &PyDict, keys: &Value, values: &Value) -> PyResult<()> {
    while let Some(k) = vm.iter_next(keys)? {
        let Some(v) = vm.iter_next(values)? else { break };
        vm.dict_set(d, k, v)?;
    }
    Ok(())
}

fn fill_keywords(vm: &mut Vm, d: &PyDict, kw: &KwArgs) -> PyResult<()> {
    for (k, v) in kw {
        vm.dict_set(d, Value::str(k), v.clone())?;
    }
    Ok(())
}

fn dict_init(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    if args.len() > 2 {
        return Err(PyErr::type_error(format!("dict expected at most 1 argument, got {}", args.len() - 1)));
    }
    let d = self_dict(&args[0])?;
    fill(vm, &d, args.get(1), kw)?;
    Ok(Value::None)
}

fn get(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("get", args, 1, 2)?;
    let d = self_dict(&args[0])?;
    Ok(vm.dict_get(&d, &args[1])?.unwrap_or_else(|| args.get(2).cloned().unwrap_or(Value::None)))
}

fn view(args: &[Value], kind: ViewKind, name: &str) -> PyResult<Value> {
    check_method_args(name, args, 0, 0)?;
    Ok(Value::dict_view(self_dict(&args[0])?, kind))
}

fn keys(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    view(args, ViewKind::Keys, "keys")
}
fn values(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    view(args, ViewKind::Values, "values")
}
fn items(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    view(args, ViewKind::Items, "items")
}

fn pop(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("pop", args, 1, 2)?;
    let d = self_dict(&args[0])?;
    match vm.dict_remove(&d, &args[1])? {
        Some(v) => Ok(v),
        None => match args.get(2) {
            Some(default) => Ok(default.clone()),
            None => Err(vm.key_error(args[1].clone())),
        },
    }
}

fn popitem(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("popitem", args, 0, 0)?;
    let d = self_dict(&args[0])?;
    let e = d.store.borrow_mut().pop_last();
    match e {
        Some(e) => Ok(Value::tuple(vec![e.key, e.value])),
        None => Err(PyErr::with_args(crate::error::ExcKind::KeyError, vec![Value::str("popitem(): dictionary is empty")])),
    }
}

fn setdefault(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("setdefault", args, 1, 2)?;
    let d = self_dict(&args[0])?;
    if let Some(v) = vm.dict_get(&d, &args[1])? {
        return Ok(v);
    }
    let default = args.get(2).cloned().unwrap_or(Value::None);
    vm.dict_set(&d, args[1].clone(), default.clone())?;
    Ok(default)
}

fn update(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    check_method_args("update", args, 0, 1)?;
    let d = self_dict(&args[0])?;
    fill(vm, &d, args.get(1), kw)?;
    Ok(Value::None)
}

fn clear(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("clear", args, 0, 0)?;
    self_dict(&args[0])?.store.borrow_mut().clear();
    Ok(Value::None)
}

fn copy(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("copy", args, 0, 0)?;
    let d = self_dict(&args[0])?;
    vm.check_alloc(d.store.borrow().heap_bytes())?;
    let store = d.store.borrow().clone();
    vm.charge(store.len() as u64 / 8)?;
    Ok(Value::Dict(PyDict::new_rc(store)))
}

fn fromkeys(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("fromkeys", args, 1, 2)?;
    // Key by key, like CPython: a key's __hash__ or __eq__ may change the source.
    let keys = vm.get_iter(&args[1])?;
    let value = args.get(2).cloned().unwrap_or(Value::None);
    let d = empty_dict();
    if let Value::Dict(dd) = &d {
        while let Some(k) = vm.iter_next(&keys)? {
            vm.dict_set(dd, k, value.clone())?;
        }
    }
    Ok(wrap_for_class(vm, &args[0], d))
}

fn getitem(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("__getitem__", args, 1, 1)?;
    let d = self_dict(&args[0])?;
    match vm.dict_get(&d, &args[1])? {
        Some(v) => Ok(v),
        None => {
            // A subclass's `__missing__` answers, as for `d[key]`.
            if let Value::Instance(inst) = &args[0] {
                if let Some(missing) = inst.class.lookup("__missing__") {
                    return vm.call_method_value(missing, &args[0], &args[1..2]);
                }
            }
            Err(vm.key_error(args[1].clone()))
        }
    }
}

fn setitem(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("__setitem__", args, 2, 2)?;
    let d = self_dict(&args[0])?;
    vm.dict_set(&d, args[1].clone(), args[2].clone())?;
    Ok(Value::None)
}

fn delitem(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("__delitem__", args, 1, 1)?;
    let d = self_dict(&args[0])?;
    match vm.dict_remove(&d, &args[1])? {
        Some(_) => Ok(Value::None),
        None => Err(vm.key_error(args[1].clone())),
    }
}

fn contains(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("__contains__", args, 1, 1)?;
    let d = self_dict(&args[0])?;
    Ok(Value::Bool(vm.store_contains(&d.store, &args[1])?))
}

fn len(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(self_dict(&args[0])?.store.borrow().len() as i64))
}

fn iter(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let d = Value::Dict(self_dict(&args[0])?);
    vm.get_iter(&d)
}

fn view_isdisjoint(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("isdisjoint", args, 1, 1)?;
    let other = vm.collect_iterable(&args[1])?;
    for x in other {
        if vm.contains(&args[0], &x)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}

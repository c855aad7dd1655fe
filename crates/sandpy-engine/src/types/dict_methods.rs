//! `dict` methods and the key/value/item views.

use std::rc::Rc;

use super::Method;
use crate::builtins::signature::Signature;
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

const INIT: Signature<0, 1> = Signature::positional("dict", "dict", [], ["iterable"]);
const GET: Signature<1, 1> = Signature::positional("dict", "get", ["key"], ["default"]);
const KEYS: Signature<0, 0> = Signature::positional("dict", "keys", [], []);
const VALUES: Signature<0, 0> = Signature::positional("dict", "values", [], []);
const ITEMS: Signature<0, 0> = Signature::positional("dict", "items", [], []);
const POP: Signature<1, 1> = Signature::positional("dict", "pop", ["key"], ["default"]);
const POPITEM: Signature<0, 0> = Signature::positional("dict", "popitem", [], []);
const SETDEFAULT: Signature<1, 1> = Signature::positional("dict", "setdefault", ["key"], ["default"]);
const UPDATE: Signature<0, 1> = Signature::positional("dict", "update", [], ["other"]);
const CLEAR: Signature<0, 0> = Signature::positional("dict", "clear", [], []);
const COPY: Signature<0, 0> = Signature::positional("dict", "copy", [], []);
const FROMKEYS: Signature<1, 1> = Signature::positional("dict", "fromkeys", ["iterable"], ["value"]);
const GETITEM: Signature<1, 0> = Signature::positional("dict", "__getitem__", ["key"], []);
const SETITEM: Signature<2, 0> = Signature::wrapper("dict", "__setitem__", ["key", "value"], []);
const DELITEM: Signature<1, 0> = Signature::wrapper("dict", "__delitem__", ["key"], []);
const CONTAINS: Signature<1, 0> = Signature::positional("dict", "__contains__", ["key"], []);
const LEN: Signature<0, 0> = Signature::wrapper("dict", "__len__", [], []);
const ITER: Signature<0, 0> = Signature::wrapper("dict", "__iter__", [], []);
const KEYS_ISDISJOINT: Signature<1, 0> = Signature::positional("dict_keys", "isdisjoint", ["other"], []);
const VALUES_ISDISJOINT: Signature<1, 0> = Signature::positional("dict_values", "isdisjoint", ["other"], []);
const ITEMS_ISDISJOINT: Signature<1, 0> = Signature::positional("dict_items", "isdisjoint", ["other"], []);

fn empty_dict() -> Value {
    Value::Dict(PyDict::new_rc(DictStore::default()))
}

/// `dict.__new__(cls, *args, **kwargs)`: the arguments are `__init__`'s.
fn dict_new(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let Some(cls) = args.first() else {
        return Err(PyErr::type_error("dict.__new__(): not enough arguments"));
    };
    Ok(wrap_for_class(vm, cls, empty_dict()))
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
    // The keywords are the new items: only the positional arguments are bound.
    let (this, [], [iterable]) = INIT.bind_method(args, &[])?;
    let d = self_dict(this)?;
    fill(vm, &d, iterable, kw)?;
    Ok(Value::None)
}

fn get(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [key], [default]) = GET.bind_method(args, kw)?;
    let d = self_dict(this)?;
    Ok(vm.dict_get(&d, key)?.unwrap_or_else(|| default.cloned().unwrap_or(Value::None)))
}

fn view(args: &[Value], kw: &KwArgs, kind: ViewKind, signature: &Signature<0, 0>) -> PyResult<Value> {
    let (this, [], []) = signature.bind_method(args, kw)?;
    Ok(Value::dict_view(self_dict(this)?, kind))
}

fn keys(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    view(args, kw, ViewKind::Keys, &KEYS)
}
fn values(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    view(args, kw, ViewKind::Values, &VALUES)
}
fn items(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    view(args, kw, ViewKind::Items, &ITEMS)
}

fn pop(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [key], [default]) = POP.bind_method(args, kw)?;
    let d = self_dict(this)?;
    match vm.dict_remove(&d, key)? {
        Some(v) => Ok(v),
        None => match default {
            Some(default) => Ok(default.clone()),
            None => Err(vm.key_error(key.clone())),
        },
    }
}

fn popitem(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = POPITEM.bind_method(args, kw)?;
    let d = self_dict(this)?;
    let e = d.store.borrow_mut().pop_last();
    match e {
        Some(e) => Ok(Value::tuple(vec![e.key, e.value])),
        None => Err(PyErr::with_args(crate::error::ExcKind::KeyError, vec![Value::str("popitem(): dictionary is empty")])),
    }
}

fn setdefault(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [key], [default]) = SETDEFAULT.bind_method(args, kw)?;
    let d = self_dict(this)?;
    if let Some(v) = vm.dict_get(&d, key)? {
        return Ok(v);
    }
    let default = default.cloned().unwrap_or(Value::None);
    vm.dict_set(&d, key.clone(), default.clone())?;
    Ok(default)
}

fn update(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    // The keywords are items to add: only the positional arguments are bound.
    let (this, [], [other]) = UPDATE.bind_method(args, &[])?;
    let d = self_dict(this)?;
    fill(vm, &d, other, kw)?;
    Ok(Value::None)
}

fn clear(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = CLEAR.bind_method(args, kw)?;
    self_dict(this)?.store.borrow_mut().clear();
    Ok(Value::None)
}

fn copy(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = COPY.bind_method(args, kw)?;
    let d = self_dict(this)?;
    vm.check_alloc(d.store.borrow().heap_bytes())?;
    let store = d.store.borrow().clone();
    vm.charge(store.len() as u64 / 8)?;
    Ok(Value::Dict(PyDict::new_rc(store)))
}

fn fromkeys(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (cls, [iterable], [value]) = FROMKEYS.bind_method(args, kw)?;
    // Key by key, like CPython: a key's __hash__ or __eq__ may change the source.
    let keys = vm.get_iter(iterable)?;
    let value = value.cloned().unwrap_or(Value::None);
    let d = empty_dict();
    if let Value::Dict(dd) = &d {
        while let Some(k) = vm.iter_next(&keys)? {
            vm.dict_set(dd, k, value.clone())?;
        }
    }
    Ok(wrap_for_class(vm, cls, d))
}

fn getitem(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [key], []) = GETITEM.bind_method(args, kw)?;
    let d = self_dict(this)?;
    match vm.dict_get(&d, key)? {
        Some(v) => Ok(v),
        None => {
            // A subclass's `__missing__` answers, as for `d[key]`.
            if let Value::Instance(inst) = this {
                if let Some(missing) = inst.class.lookup("__missing__") {
                    return vm.call_method_value(missing, this, std::slice::from_ref(key));
                }
            }
            Err(vm.key_error(key.clone()))
        }
    }
}

fn setitem(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [key, value], []) = SETITEM.bind_method(args, kw)?;
    let d = self_dict(this)?;
    vm.dict_set(&d, key.clone(), value.clone())?;
    Ok(Value::None)
}

fn delitem(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [key], []) = DELITEM.bind_method(args, kw)?;
    let d = self_dict(this)?;
    match vm.dict_remove(&d, key)? {
        Some(_) => Ok(Value::None),
        None => Err(vm.key_error(key.clone())),
    }
}

fn contains(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [key], []) = CONTAINS.bind_method(args, kw)?;
    let d = self_dict(this)?;
    Ok(Value::Bool(vm.store_contains(&d.store, key)?))
}

fn len(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = LEN.bind_method(args, kw)?;
    Ok(Value::Int(self_dict(this)?.store.borrow().len() as i64))
}

fn iter(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = ITER.bind_method(args, kw)?;
    let d = Value::Dict(self_dict(this)?);
    vm.get_iter(&d)
}

fn view_isdisjoint(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let signature = match args.first() {
        Some(Value::DictView(v)) if v.kind == ViewKind::Values => &VALUES_ISDISJOINT,
        Some(Value::DictView(v)) if v.kind == ViewKind::Items => &ITEMS_ISDISJOINT,
        _ => &KEYS_ISDISJOINT,
    };
    let (this, [other], []) = signature.bind_method(args, kw)?;
    let other = vm.collect_iterable(other)?;
    for x in other {
        if vm.contains(this, &x)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}

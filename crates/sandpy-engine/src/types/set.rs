//! `set` and `frozenset`: constructors, methods, operators and comparisons.

use std::cell::RefCell;
use std::rc::Rc;

use super::Method;
use crate::builtins::args::check_method_args;
use crate::compile::bytecode::{BinOp, CmpOp};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::dict::DictStore;
use crate::types::int::wrap_for_class;
use crate::value::{KwArgs, PySet, Value};
use crate::vm::Vm;

pub const SET_METHODS: &[Method] = &[
    ("__new__", set_new),
    ("__init__", set_init),
    ("add", add),
    ("discard", discard),
    ("remove", remove),
    ("pop", pop),
    ("clear", clear),
    ("copy", copy),
    ("update", update),
    ("union", union),
    ("intersection", intersection),
    ("difference", difference),
    ("symmetric_difference", symmetric_difference),
    ("intersection_update", intersection_update),
    ("difference_update", difference_update),
    ("symmetric_difference_update", symmetric_difference_update),
    ("issubset", issubset),
    ("issuperset", issuperset),
    ("isdisjoint", isdisjoint),
    ("__len__", len),
    ("__contains__", contains),
];
pub const FROZENSET_METHODS: &[Method] = &[
    ("__new__", frozenset_new),
    ("copy", copy),
    ("union", union),
    ("intersection", intersection),
    ("difference", difference),
    ("symmetric_difference", symmetric_difference),
    ("issubset", issubset),
    ("issuperset", issuperset),
    ("isdisjoint", isdisjoint),
    ("__len__", len),
    ("__contains__", contains),
];

fn self_set(v: &Value) -> PyResult<Rc<PySet>> {
    match v {
        Value::Set(s) | Value::FrozenSet(s) => Ok(s.clone()),
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::Set(s) | Value::FrozenSet(s) => Ok(s.clone()),
            _ => Err(PyErr::type_error("descriptor requires a 'set' object")),
        },
        _ => Err(PyErr::type_error("descriptor requires a 'set' object")),
    }
}

fn new_set(vm: &mut Vm, items: Vec<Value>, frozen: bool) -> PyResult<Value> {
    let mut store = DictStore::default();
    for it in items {
        vm.store_insert(&mut store, it, Value::None)?;
    }
    let s = Rc::new(PySet { store: RefCell::new(store) });
    Ok(if frozen { Value::FrozenSet(s) } else { Value::Set(s) })
}

/// Result of the same kind as `like` (set or frozenset).
fn same_kind(vm: &mut Vm, like: &Value, items: Vec<Value>) -> PyResult<Value> {
    let frozen = matches!(like, Value::FrozenSet(_));
    new_set(vm, items, frozen)
}

fn set_new(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let cls = args.first().cloned().unwrap_or(Value::None);
    let s = new_set(vm, vec![], false)?;
    Ok(wrap_for_class(vm, &cls, s))
}

fn set_init(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("set", args, 0, 1)?;
    let s = self_set(&args[0])?;
    if let Some(src) = args.get(1) {
        let items = vm.collect_iterable(src)?;
        s.store.borrow_mut().clear();
        for it in items {
            vm.set_add(&s, it)?;
        }
    }
    Ok(Value::None)
}

fn frozenset_new(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("frozenset", args, 0, 1)?;
    let cls = args[0].clone();
    let items = match args.get(1) {
        Some(v) => vm.collect_iterable(v)?,
        None => vec![],
    };
    let s = new_set(vm, items, true)?;
    Ok(wrap_for_class(vm, &cls, s))
}

fn add(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("add", args, 1, 1)?;
    let s = self_set(&args[0])?;
    vm.set_add(&s, args[1].clone())?;
    Ok(Value::None)
}

fn discard(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("discard", args, 1, 1)?;
    let s = self_set(&args[0])?;
    vm.store_remove(&s.store, &args[1])?;
    Ok(Value::None)
}

fn remove(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("remove", args, 1, 1)?;
    let s = self_set(&args[0])?;
    match vm.store_remove(&s.store, &args[1])? {
        Some(_) => Ok(Value::None),
        None => Err(vm.key_error(args[1].clone())),
    }
}

fn pop(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("pop", args, 0, 0)?;
    let s = self_set(&args[0])?;
    let e = s.store.borrow_mut().pop_first();
    match e {
        Some(e) => Ok(e.key),
        None => Err(PyErr::with_args(ExcKind::KeyError, vec![Value::str("pop from an empty set")])),
    }
}

fn clear(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    self_set(&args[0])?.store.borrow_mut().clear();
    Ok(Value::None)
}

fn copy(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let keys = self_set(&args[0])?.store.borrow().keys();
    same_kind(vm, &args[0], keys)
}

fn update(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let s = self_set(&args[0])?;
    for other in &args[1..] {
        for it in vm.collect_iterable(other)? {
            vm.set_add(&s, it)?;
        }
    }
    Ok(Value::None)
}

fn keys_of(vm: &mut Vm, v: &Value) -> PyResult<Vec<Value>> {
    match v {
        Value::Set(s) | Value::FrozenSet(s) => Ok(s.store.borrow().keys()),
        other => vm.collect_iterable(other),
    }
}

fn union(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let mut items = self_set(&args[0])?.store.borrow().keys();
    for other in &args[1..] {
        items.extend(keys_of(vm, other)?);
    }
    same_kind(vm, &args[0], items)
}

fn intersection(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let mut items = self_set(&args[0])?.store.borrow().keys();
    for other in &args[1..] {
        let o = keys_of(vm, other)?;
        let os = new_set(vm, o, true)?;
        let mut kept = Vec::new();
        for it in items {
            if vm.contains(&os, &it)? {
                kept.push(it);
            }
        }
        items = kept;
    }
    same_kind(vm, &args[0], items)
}

fn difference(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let mut items = self_set(&args[0])?.store.borrow().keys();
    for other in &args[1..] {
        let o = keys_of(vm, other)?;
        let os = new_set(vm, o, true)?;
        let mut kept = Vec::new();
        for it in items {
            if !vm.contains(&os, &it)? {
                kept.push(it);
            }
        }
        items = kept;
    }
    same_kind(vm, &args[0], items)
}

fn symmetric_difference(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("symmetric_difference", args, 1, 1)?;
    let a = self_set(&args[0])?.store.borrow().keys();
    let b = keys_of(vm, &args[1])?;
    let sa = new_set(vm, a.clone(), true)?;
    let sb = new_set(vm, b.clone(), true)?;
    let mut out = Vec::new();
    for it in a {
        if !vm.contains(&sb, &it)? {
            out.push(it);
        }
    }
    for it in b {
        if !vm.contains(&sa, &it)? {
            out.push(it);
        }
    }
    same_kind(vm, &args[0], out)
}

fn replace_contents(vm: &mut Vm, target: &Value, result: Value) -> PyResult<Value> {
    let s = self_set(target)?;
    let keys = self_set(&result)?.store.borrow().keys();
    s.store.borrow_mut().clear();
    for k in keys {
        vm.set_add(&s, k)?;
    }
    Ok(Value::None)
}

fn intersection_update(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let r = intersection(vm, args, kw)?;
    replace_contents(vm, &args[0], r)
}
fn difference_update(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let r = difference(vm, args, kw)?;
    replace_contents(vm, &args[0], r)
}
fn symmetric_difference_update(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let r = symmetric_difference(vm, args, kw)?;
    replace_contents(vm, &args[0], r)
}

fn subset(vm: &mut Vm, a: &[Value], b: &Value) -> PyResult<bool> {
    for it in a {
        if !vm.contains(b, it)? {
            return Ok(false);
        }
    }
    Ok(true)
}

fn issubset(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("issubset", args, 1, 1)?;
    let a = self_set(&args[0])?.store.borrow().keys();
    let b = keys_of(vm, &args[1])?;
    let sb = new_set(vm, b, true)?;
    Ok(Value::Bool(subset(vm, &a, &sb)?))
}

fn issuperset(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("issuperset", args, 1, 1)?;
    let b = keys_of(vm, &args[1])?;
    let a = args[0].clone();
    Ok(Value::Bool(subset(vm, &b, &a)?))
}

fn isdisjoint(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("isdisjoint", args, 1, 1)?;
    let b = keys_of(vm, &args[1])?;
    let a = args[0].clone();
    for it in b {
        if vm.contains(&a, &it)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}

fn len(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(self_set(&args[0])?.store.borrow().len() as i64))
}

fn contains(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("__contains__", args, 1, 1)?;
    let s = self_set(&args[0])?;
    Ok(Value::Bool(vm.store_contains(&s.store, &args[1])?))
}

/// `a | b`, `a & b`, `a - b`, `a ^ b` for sets.
pub fn set_binop(vm: &mut Vm, a: &Value, b: &Value, op: BinOp) -> PyResult<Value> {
    let args = [a.clone(), b.clone()];
    match op {
        BinOp::Or => union(vm, &args, &[]),
        BinOp::And => intersection(vm, &args, &[]),
        BinOp::Sub => difference(vm, &args, &[]),
        _ => symmetric_difference(vm, &args, &[]),
    }
}

pub fn set_compare(vm: &mut Vm, a: &Value, b: &Value, op: CmpOp) -> PyResult<bool> {
    let ka = self_set(a)?.store.borrow().keys();
    let kb = self_set(b)?.store.borrow().keys();
    let a_in_b = subset(vm, &ka, b)?;
    let b_in_a = subset(vm, &kb, a)?;
    Ok(match op {
        CmpOp::Eq => a_in_b && b_in_a,
        CmpOp::Ne => !(a_in_b && b_in_a),
        CmpOp::Le => a_in_b,
        CmpOp::Lt => a_in_b && ka.len() < kb.len(),
        CmpOp::Ge => b_in_a,
        CmpOp::Gt => b_in_a && kb.len() < ka.len(),
    })
}

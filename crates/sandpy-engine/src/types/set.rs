//! `set` and `frozenset`: constructors, methods, operators and comparisons.
//!
//! Every operation builds its result the way CPython 3.11 does (which set is copied, which
//! one is iterated, when the table is presized), so results share CPython's slot layout and
//! iterate in the same order (see `set_table.rs`).

use std::rc::Rc;

use super::Method;
use crate::builtins::signature::Signature;
use crate::compile::bytecode::{BinOp, CmpOp};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::dict::DictStore;
use crate::types::int::wrap_for_class;
use crate::value::{KwArgs, PyDict, PySet, Value};
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

/// A method's signatures on `set` and on `frozenset` (messages name the receiver's type).
type Pair<const R: usize> = [Signature<R, 0>; 2];

const fn pair<const R: usize>(name: &'static str, required: [&'static str; R]) -> Pair<R> {
    [Signature::positional("set", name, required, []), Signature::positional("frozenset", name, required, [])]
}

/// The signature naming the type of the receiver (the first argument, when given).
fn pick<'p, const R: usize>(pair: &'p Pair<R>, args: &[Value]) -> &'p Signature<R, 0> {
    match args.first() {
        Some(this) if is_frozen(this) => &pair[1],
        _ => &pair[0],
    }
}

const SET_INIT: Signature<0, 1> = Signature::positional("", "set", [], ["iterable"]);
const FROZENSET_NEW: Signature<0, 1> = Signature::positional("", "frozenset", [], ["iterable"]);
const ADD: Signature<1, 0> = Signature::positional("set", "add", ["object"], []);
const DISCARD: Signature<1, 0> = Signature::positional("set", "discard", ["object"], []);
const REMOVE: Signature<1, 0> = Signature::positional("set", "remove", ["object"], []);
const POP: Signature<0, 0> = Signature::positional("set", "pop", [], []);
const CLEAR: Signature<0, 0> = Signature::positional("set", "clear", [], []);
const UPDATE: Signature<0, 0> = Signature::positional("set", "update", [], []);
const INTERSECTION_UPDATE: Signature<0, 0> = Signature::positional("set", "intersection_update", [], []);
const DIFFERENCE_UPDATE: Signature<0, 0> = Signature::positional("set", "difference_update", [], []);
const SYMMETRIC_DIFFERENCE_UPDATE: Signature<1, 0> = Signature::positional("set", "symmetric_difference_update", ["other"], []);
const COPY: Pair<0> = pair("copy", []);
const UNION: Pair<0> = pair("union", []);
const INTERSECTION: Pair<0> = pair("intersection", []);
const DIFFERENCE: Pair<0> = pair("difference", []);
const SYMMETRIC_DIFFERENCE: Pair<1> = pair("symmetric_difference", ["other"]);
const ISSUBSET: Pair<1> = pair("issubset", ["other"]);
const ISSUPERSET: Pair<1> = pair("issuperset", ["other"]);
const ISDISJOINT: Pair<1> = pair("isdisjoint", ["other"]);
const CONTAINS: Pair<1> = pair("__contains__", ["key"]);
const LEN: [Signature<0, 0>; 2] = [Signature::wrapper("set", "__len__", [], []), Signature::wrapper("frozenset", "__len__", [], [])];

fn self_set(v: &Value) -> PyResult<Rc<PySet>> {
    any_set(v).ok_or_else(|| PyErr::type_error("descriptor requires a 'set' object"))
}

/// The set behind a set, a frozenset or an instance of a subclass of either.
fn any_set(v: &Value) -> Option<Rc<PySet>> {
    match v {
        Value::Set(s) | Value::FrozenSet(s) => Some(s.clone()),
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::Set(s) | Value::FrozenSet(s) => Some(s.clone()),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `v` is a frozenset or an instance of a frozenset subclass.
fn is_frozen(v: &Value) -> bool {
    match v {
        Value::FrozenSet(_) => true,
        Value::Instance(inst) => matches!(&*inst.base_value.borrow(), Value::FrozenSet(_)),
        _ => false,
    }
}

/// An exact dict (CPython special-cases `PyDict_CheckExact` arguments).
fn exact_dict(v: &Value) -> Option<&Rc<PyDict>> {
    match v {
        Value::Dict(d) => Some(d),
        _ => None,
    }
}

fn empty_set() -> Rc<PySet> {
    PySet::new_rc(DictStore::new_set())
}

fn wrap(s: Rc<PySet>, frozen: bool) -> Value {
    if frozen {
        Value::FrozenSet(s)
    } else {
        Value::Set(s)
    }
}

fn size(s: &PySet) -> usize {
    s.store.borrow().len()
}

/// `(hash, key)` of the elements in iteration order.
fn entries(vm: &mut Vm, s: &PySet) -> Vec<(u64, Value)> {
    vm.ensure_set_layout(&s.store);
    s.store.borrow().hashed_keys()
}

/// Feeds the items of `iterable` to `f` until it returns false.
fn for_each_item(vm: &mut Vm, iterable: &Value, mut f: impl FnMut(&mut Vm, Value) -> PyResult<bool>) -> PyResult<()> {
    let it = vm.get_iter(iterable)?;
    let mut n: u64 = 0;
    while let Some(x) = vm.iter_next(&it)? {
        n += 1;
        if n.is_multiple_of(1024) {
            vm.charge(1024)?;
        }
        if !f(vm, x)? {
            break;
        }
    }
    Ok(())
}

/// Adds the elements of `other` to `so` (CPython's `set_update_internal`).
fn update_internal(vm: &mut Vm, so: &PySet, other: &Value) -> PyResult<()> {
    if let Some(o) = any_set(other) {
        return vm.set_merge(&so.store, &o.store);
    }
    if let Some(d) = exact_dict(other) {
        let items = d.store.borrow().hashed_keys();
        vm.ensure_set_layout(&so.store);
        let (fill, used, mask) = so.store.borrow().set_table().map(|t| (t.fill(), t.len(), t.mask())).unwrap_or((0, 0, 0));
        if (fill + items.len()) * 5 >= mask * 3 {
            vm.set_resize(&so.store, (used + items.len()) * 2)?;
        }
        for (hash, key) in items {
            vm.set_add_entry(&so.store, hash, key)?;
        }
        return Ok(());
    }
    for_each_item(vm, other, |vm, key| {
        vm.set_add(so, key)?;
        Ok(true)
    })
}

/// A new set holding the elements of `iterable` (CPython's `make_new_set`).
fn make_new_set(vm: &mut Vm, iterable: Option<&Value>) -> PyResult<Rc<PySet>> {
    let so = empty_set();
    if let Some(it) = iterable {
        update_internal(vm, &so, it)?;
    }
    Ok(so)
}

fn set_copy(vm: &mut Vm, so: &Rc<PySet>) -> PyResult<Rc<PySet>> {
    make_new_set(vm, Some(&Value::Set(so.clone())))
}

/// `set.__new__(cls, *args, **kwargs)`: the arguments are `__init__`'s.
fn set_new(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let cls = args.first().cloned().unwrap_or(Value::None);
    Ok(wrap_for_class(vm, &cls, Value::Set(empty_set())))
}

fn set_init(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], [iterable]) = SET_INIT.bind_method(args, kw)?;
    let s = self_set(this)?;
    vm.ensure_set_layout(&s.store);
    if s.store.borrow().set_table().map(|t| t.fill()).unwrap_or(0) > 0 {
        s.store.borrow_mut().clear();
    }
    if let Some(src) = iterable {
        update_internal(vm, &s, src)?;
    }
    Ok(Value::None)
}

fn frozenset_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let exact_cls = matches!(args.first(), Some(Value::Type(t)) if t.is_builtin);
    // A subclass's keywords are for its own __init__.
    let (cls, [], [iterable]) = FROZENSET_NEW.bind_method(args, if exact_cls { kw } else { &[] })?;
    if let (true, Some(Value::FrozenSet(f))) = (exact_cls, iterable) {
        return Ok(Value::FrozenSet(f.clone()));
    }
    let s = make_new_set(vm, iterable)?;
    Ok(wrap_for_class(vm, cls, Value::FrozenSet(s)))
}

fn add(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [object], []) = ADD.bind_method(args, kw)?;
    let s = self_set(this)?;
    vm.set_add(&s, object.clone())?;
    Ok(Value::None)
}

fn discard(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [object], []) = DISCARD.bind_method(args, kw)?;
    let s = self_set(this)?;
    vm.ensure_set_layout(&s.store);
    vm.store_remove(&s.store, object)?;
    Ok(Value::None)
}

fn remove(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [object], []) = REMOVE.bind_method(args, kw)?;
    let s = self_set(this)?;
    vm.ensure_set_layout(&s.store);
    match vm.store_remove(&s.store, object)? {
        Some(_) => Ok(Value::None),
        None => Err(vm.key_error(object.clone())),
    }
}

fn pop(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = POP.bind_method(args, kw)?;
    let s = self_set(this)?;
    vm.ensure_set_layout(&s.store);
    let e = s.store.borrow_mut().pop_first();
    match e {
        Some(e) => Ok(e.key),
        None => Err(PyErr::with_args(ExcKind::KeyError, vec![Value::str("pop from an empty set")])),
    }
}

fn clear(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = CLEAR.bind_method(args, kw)?;
    let s = self_set(this)?;
    vm.ensure_set_layout(&s.store);
    s.store.borrow_mut().clear();
    Ok(Value::None)
}

fn copy(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = pick(&COPY, args).bind_method(args, kw)?;
    if let Value::FrozenSet(_) = this {
        return Ok(this.clone());
    }
    let s = self_set(this)?;
    let r = set_copy(vm, &s)?;
    Ok(wrap(r, is_frozen(this)))
}

fn update(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ((this, [], []), others) = UPDATE.bind_method_star(args, kw)?;
    let s = self_set(this)?;
    for other in others {
        update_internal(vm, &s, other)?;
    }
    Ok(Value::None)
}

fn same(a: &Rc<PySet>, b: &Value) -> bool {
    any_set(b).is_some_and(|o| Rc::ptr_eq(a, &o))
}

fn set_union(vm: &mut Vm, so: &Rc<PySet>, others: &[Value]) -> PyResult<Rc<PySet>> {
    let result = set_copy(vm, so)?;
    for other in others {
        if same(so, other) {
            continue;
        }
        update_internal(vm, &result, other)?;
    }
    Ok(result)
}

fn union(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ((this, [], []), others) = pick(&UNION, args).bind_method_star(args, kw)?;
    if let Value::Set(s) | Value::FrozenSet(s) = this {
        vm.charge(s.store.borrow().len() as u64 / 8)?;
    }
    let s = self_set(this)?;
    let r = set_union(vm, &s, others)?;
    Ok(wrap(r, is_frozen(this)))
}

/// `so & other`: iterates the smaller set (or the iterable), adding common elements.
fn set_intersection(vm: &mut Vm, so: &Rc<PySet>, other: &Value) -> PyResult<Rc<PySet>> {
    if same(so, other) {
        return set_copy(vm, so);
    }
    let result = empty_set();
    if let Some(o) = any_set(other) {
        let (probe_in, walk) = if size(&o) > size(so) { (&o, so) } else { (so, &o) };
        for (hash, key) in entries(vm, walk) {
            if vm.set_contains_entry(&probe_in.store, hash, &key)? {
                vm.set_add_entry(&result.store, hash, key)?;
            }
        }
        return Ok(result);
    }
    vm.ensure_set_layout(&so.store);
    for_each_item(vm, other, |vm, key| {
        let hash = vm.hash(&key)?;
        if vm.set_contains_entry(&so.store, hash, &key)? {
            vm.set_add_entry(&result.store, hash, key)?;
            if size(&result) >= size(so) {
                return Ok(false);
            }
        }
        Ok(true)
    })?;
    Ok(result)
}

fn set_intersection_multi(vm: &mut Vm, so: &Rc<PySet>, others: &[Value]) -> PyResult<Rc<PySet>> {
    if others.is_empty() {
        return set_copy(vm, so);
    }
    let mut result = so.clone();
    for other in others {
        result = set_intersection(vm, &result, other)?;
    }
    Ok(result)
}

fn intersection(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ((this, [], []), others) = pick(&INTERSECTION, args).bind_method_star(args, kw)?;
    if let Value::Set(s) | Value::FrozenSet(s) = this {
        vm.charge(s.store.borrow().len() as u64 / 8)?;
    }
    let s = self_set(this)?;
    let r = set_intersection_multi(vm, &s, others)?;
    Ok(wrap(r, is_frozen(this)))
}

/// Removes the elements of `other` from `so` in place (CPython's
/// `set_difference_update_internal`), shedding dummies afterwards.
fn difference_update_internal(vm: &mut Vm, so: &Rc<PySet>, other: &Value) -> PyResult<()> {
    if same(so, other) {
        vm.ensure_set_layout(&so.store);
        so.store.borrow_mut().clear();
        return Ok(());
    }
    if let Some(mut o) = any_set(other) {
        if size(&o) >> 3 > size(so) {
            o = set_intersection(vm, so, other)?;
        }
        for (hash, key) in entries(vm, &o) {
            vm.set_discard_entry(&so.store, hash, &key)?;
        }
    } else {
        vm.ensure_set_layout(&so.store);
        for_each_item(vm, other, |vm, key| {
            let hash = vm.hash(&key)?;
            vm.set_discard_entry(&so.store, hash, &key)?;
            Ok(true)
        })?;
    }
    vm.set_shed_dummies(&so.store)
}

fn copy_and_difference(vm: &mut Vm, so: &Rc<PySet>, other: &Value) -> PyResult<Rc<PySet>> {
    let result = set_copy(vm, so)?;
    difference_update_internal(vm, &result, other)?;
    Ok(result)
}

/// `so - other`: copies `so` and removes when `other` is much smaller or not a set/dict,
/// otherwise adds the elements of `so` missing from `other`.
fn set_difference(vm: &mut Vm, so: &Rc<PySet>, other: &Value) -> PyResult<Rc<PySet>> {
    let other_set = any_set(other);
    let other_size = match (&other_set, exact_dict(other)) {
        (Some(o), _) => size(o),
        (None, Some(d)) => d.store.borrow().len(),
        (None, None) => return copy_and_difference(vm, so, other),
    };
    if size(so) >> 2 > other_size {
        return copy_and_difference(vm, so, other);
    }
    let result = empty_set();
    for (hash, key) in entries(vm, so) {
        let present = match (&other_set, exact_dict(other)) {
            (Some(o), _) => vm.set_contains_entry(&o.store, hash, &key)?,
            (None, Some(d)) => vm.store_find(&d.store, hash, &key)?.is_some(),
            (None, None) => false,
        };
        if !present {
            vm.set_add_entry(&result.store, hash, key)?;
        }
    }
    Ok(result)
}

fn set_difference_multi(vm: &mut Vm, so: &Rc<PySet>, others: &[Value]) -> PyResult<Rc<PySet>> {
    let Some((first, rest)) = others.split_first() else {
        return set_copy(vm, so);
    };
    let result = set_difference(vm, so, first)?;
    for other in rest {
        difference_update_internal(vm, &result, other)?;
    }
    Ok(result)
}

fn difference(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ((this, [], []), others) = pick(&DIFFERENCE, args).bind_method_star(args, kw)?;
    if let Value::Set(s) | Value::FrozenSet(s) = this {
        vm.charge(s.store.borrow().len() as u64 / 8)?;
    }
    let s = self_set(this)?;
    let r = set_difference_multi(vm, &s, others)?;
    Ok(wrap(r, is_frozen(this)))
}

/// Toggles the elements of `other` in `so` (CPython's `set_symmetric_difference_update`).
fn symmetric_difference_update_internal(vm: &mut Vm, so: &Rc<PySet>, other: &Value) -> PyResult<()> {
    vm.ensure_set_layout(&so.store);
    if same(so, other) {
        so.store.borrow_mut().clear();
        return Ok(());
    }
    let items = if let Some(d) = exact_dict(other) {
        d.store.borrow().hashed_keys()
    } else if let Some(o) = any_set(other) {
        entries(vm, &o)
    } else {
        let o = make_new_set(vm, Some(other))?;
        entries(vm, &o)
    };
    for (hash, key) in items {
        if vm.set_discard_entry(&so.store, hash, &key)?.is_none() {
            vm.set_add_entry(&so.store, hash, key)?;
        }
    }
    Ok(())
}

/// `so ^ other`: a copy of `other` with the elements of `so` toggled.
fn set_symmetric_difference(vm: &mut Vm, so: &Rc<PySet>, other: &Value) -> PyResult<Rc<PySet>> {
    let result = make_new_set(vm, Some(other))?;
    symmetric_difference_update_internal(vm, &result, &Value::Set(so.clone()))?;
    Ok(result)
}

fn symmetric_difference(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [other], []) = pick(&SYMMETRIC_DIFFERENCE, args).bind_method(args, kw)?;
    let s = self_set(this)?;
    let r = set_symmetric_difference(vm, &s, other)?;
    Ok(wrap(r, is_frozen(this)))
}

/// Gives `target` the table of `result` (CPython swaps the two bodies).
fn take_body(vm: &mut Vm, target: &PySet, result: &PySet) {
    vm.ensure_set_layout(&target.store);
    vm.ensure_set_layout(&result.store);
    let body = result.store.borrow().set_table().cloned();
    let mut store = target.store.borrow_mut();
    if let (Some(body), Some(t)) = (body, store.set_table_mut(true)) {
        t.replace_body(body);
    }
    store.sync_charge();
}

fn intersection_update(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ((this, [], []), others) = INTERSECTION_UPDATE.bind_method_star(args, kw)?;
    let s = self_set(this)?;
    let r = set_intersection_multi(vm, &s, others)?;
    take_body(vm, &s, &r);
    Ok(Value::None)
}

fn difference_update(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ((this, [], []), others) = DIFFERENCE_UPDATE.bind_method_star(args, kw)?;
    let s = self_set(this)?;
    for other in others {
        difference_update_internal(vm, &s, other)?;
    }
    Ok(Value::None)
}

fn symmetric_difference_update(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [other], []) = SYMMETRIC_DIFFERENCE_UPDATE.bind_method(args, kw)?;
    let s = self_set(this)?;
    symmetric_difference_update_internal(vm, &s, other)?;
    Ok(Value::None)
}

/// `so <= other` for a set `other`.
fn set_issubset(vm: &mut Vm, so: &Rc<PySet>, other: &Rc<PySet>) -> PyResult<bool> {
    if size(so) > size(other) {
        return Ok(false);
    }
    for (hash, key) in entries(vm, so) {
        if !vm.set_contains_entry(&other.store, hash, &key)? {
            return Ok(false);
        }
    }
    Ok(true)
}

fn set_issuperset(vm: &mut Vm, so: &Rc<PySet>, other: &Value) -> PyResult<bool> {
    if let Some(o) = any_set(other) {
        return set_issubset(vm, &o, so);
    }
    vm.ensure_set_layout(&so.store);
    let mut all = true;
    for_each_item(vm, other, |vm, key| {
        let hash = vm.hash(&key)?;
        all = vm.set_contains_entry(&so.store, hash, &key)?;
        Ok(all)
    })?;
    Ok(all)
}

fn issubset(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [other], []) = pick(&ISSUBSET, args).bind_method(args, kw)?;
    let s = self_set(this)?;
    let o = match any_set(other) {
        Some(o) => o,
        None => make_new_set(vm, Some(other))?,
    };
    Ok(Value::Bool(set_issubset(vm, &s, &o)?))
}

fn issuperset(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [other], []) = pick(&ISSUPERSET, args).bind_method(args, kw)?;
    let s = self_set(this)?;
    Ok(Value::Bool(set_issuperset(vm, &s, other)?))
}

fn isdisjoint(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [other], []) = pick(&ISDISJOINT, args).bind_method(args, kw)?;
    let s = self_set(this)?;
    if same(&s, other) {
        return Ok(Value::Bool(size(&s) == 0));
    }
    if let Value::Set(o) | Value::FrozenSet(o) = other {
        let (probe_in, walk) = if size(o) > size(&s) { (o, &s) } else { (&s, o) };
        for (hash, key) in entries(vm, walk) {
            if vm.set_contains_entry(&probe_in.store, hash, &key)? {
                return Ok(Value::Bool(false));
            }
        }
        return Ok(Value::Bool(true));
    }
    vm.ensure_set_layout(&s.store);
    let mut disjoint = true;
    for_each_item(vm, other, |vm, key| {
        let hash = vm.hash(&key)?;
        disjoint = !vm.set_contains_entry(&s.store, hash, &key)?;
        Ok(disjoint)
    })?;
    Ok(Value::Bool(disjoint))
}

fn len(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = pick(&LEN, args).bind_method(args, kw)?;
    Ok(Value::Int(size(&*self_set(this)?) as i64))
}

fn contains(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [key], []) = pick(&CONTAINS, args).bind_method(args, kw)?;
    let s = self_set(this)?;
    vm.ensure_set_layout(&s.store);
    Ok(Value::Bool(vm.store_contains(&s.store, key)?))
}

/// `a | b`, `a & b`, `a - b`, `a ^ b` for sets (the result has the kind of `a`).
pub fn set_binop(vm: &mut Vm, a: &Value, b: &Value, op: BinOp) -> PyResult<Value> {
    let size = |v: &Value| match v {
        Value::Set(s) | Value::FrozenSet(s) => s.store.borrow().len() as u64,
        _ => 0,
    };
    vm.charge((size(a) + size(b)) / 8)?;
    let so = self_set(a)?;
    let r = match op {
        BinOp::Or => {
            let r = set_copy(vm, &so)?;
            if !same(&so, b) {
                update_internal(vm, &r, b)?;
            }
            r
        }
        BinOp::And => set_intersection(vm, &so, b)?,
        BinOp::Sub => set_difference(vm, &so, b)?,
        _ => set_symmetric_difference(vm, &so, b)?,
    };
    Ok(wrap(r, is_frozen(a)))
}

/// `a |= b`, `a &= b`, `a -= b`, `a ^= b` on a set `a`, updating it in place as CPython
/// does (returns `a`).
pub fn set_inplace_binop(vm: &mut Vm, a: &Value, b: &Value, op: BinOp) -> PyResult<Value> {
    let so = self_set(a)?;
    match op {
        BinOp::Or => update_internal(vm, &so, b)?,
        BinOp::And => {
            let r = set_intersection(vm, &so, b)?;
            take_body(vm, &so, &r);
        }
        BinOp::Sub => difference_update_internal(vm, &so, b)?,
        _ => symmetric_difference_update_internal(vm, &so, b)?,
    }
    Ok(a.clone())
}

pub fn set_compare(vm: &mut Vm, a: &Value, b: &Value, op: CmpOp) -> PyResult<bool> {
    vm.nested(" in comparison", |vm| set_compare_inner(vm, a, b, op))
}

fn set_compare_inner(vm: &mut Vm, a: &Value, b: &Value, op: CmpOp) -> PyResult<bool> {
    let sa = self_set(a)?;
    let sb = self_set(b)?;
    Ok(match op {
        CmpOp::Eq => size(&sa) == size(&sb) && set_issubset(vm, &sa, &sb)?,
        CmpOp::Ne => !(size(&sa) == size(&sb) && set_issubset(vm, &sa, &sb)?),
        CmpOp::Le => set_issubset(vm, &sa, &sb)?,
        CmpOp::Lt => size(&sa) < size(&sb) && set_issubset(vm, &sa, &sb)?,
        CmpOp::Ge => set_issubset(vm, &sb, &sa)?,
        CmpOp::Gt => size(&sa) > size(&sb) && set_issubset(vm, &sb, &sa)?,
    })
}

/// `hash(frozenset)` as CPython computes it: an order-independent xor of the shuffled
/// element hashes, mixed with the size (uses the hashes stored in the table).
pub fn frozenset_hash(s: &PySet) -> u64 {
    fn shuffle(h: u64) -> u64 {
        (h ^ 89869747 ^ (h << 16)).wrapping_mul(3644798167)
    }
    let st = s.store.borrow();
    let mut h = st.hashes().fold(0u64, |acc, hash| acc ^ shuffle(hash));
    h ^= (st.len() as u64 + 1).wrapping_mul(1927868237);
    h ^= (h >> 11) ^ (h >> 25);
    h = h.wrapping_mul(69069).wrapping_add(907133923);
    if h == u64::MAX {
        590923713
    } else {
        h
    }
}

impl Vm {
    /// A set display `{a, b, c}`: the items added one by one (`BUILD_SET`).
    pub fn build_set(&mut self, items: Vec<Value>) -> PyResult<Value> {
        let s = empty_set();
        for it in items {
            self.set_add(&s, it)?;
        }
        Ok(Value::Set(s))
    }

    /// `{*iterable}` inside a set display (`SET_UPDATE`): like `s.update(iterable)`.
    pub fn set_update(&mut self, s: &PySet, iterable: &Value) -> PyResult<()> {
        update_internal(self, s, iterable)
    }

    /// The frozenset constant CPython's compiler makes of an all-constant set display: built
    /// from the items, then rebuilt from its own iteration order when constants are merged.
    pub fn folded_frozenset(&mut self, items: Vec<Value>) -> PyResult<Value> {
        let first = make_new_set(self, Some(&Value::tuple(items)))?;
        let keys = first.store.borrow().keys();
        let rebuilt = make_new_set(self, Some(&Value::tuple(keys)))?;
        Ok(Value::FrozenSet(rebuilt))
    }

    /// A set display of three or more constants: CPython 3.11 compiles it to `BUILD_SET 0`
    /// plus `SET_UPDATE` of the folded frozenset constant, so it is laid out by a merge.
    pub fn build_folded_set(&mut self, items: Vec<Value>) -> PyResult<Value> {
        let frozen = self.folded_frozenset(items)?;
        let s = empty_set();
        update_internal(self, &s, &frozen)?;
        Ok(Value::Set(s))
    }
}

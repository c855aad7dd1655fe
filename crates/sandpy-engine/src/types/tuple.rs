//! `tuple`: constructor and methods.

use super::Method;
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::types::int::wrap_for_class;
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

pub const TUPLE_METHODS: &[Method] =
    &[("__new__", tuple_new), ("index", index), ("count", count), ("__len__", len), ("__getitem__", getitem), ("__iter__", iter)];

fn self_items(v: &Value) -> PyResult<Vec<Value>> {
    match v {
        Value::Tuple(t) => Ok(t.items.to_vec()),
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::Tuple(t) => Ok(t.items.to_vec()),
            _ => Err(PyErr::type_error("descriptor requires a 'tuple' object")),
        },
        _ => Err(PyErr::type_error("descriptor requires a 'tuple' object")),
    }
}

const TUPLE: Signature<0, 1> = Signature::positional("", "tuple", [], ["iterable"]);

fn tuple_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (cls, [], [iterable]) = TUPLE.bind_method(args, kw)?;
    let v = match iterable {
        Some(t @ Value::Tuple(_)) if matches!(cls, Value::Type(t) if t.is_builtin) => t.clone(),
        Some(v) => Value::tuple(vm.collect_iterable(v)?),
        None => Value::tuple(vec![]),
    };
    Ok(wrap_for_class(vm, cls, v))
}

const INDEX: Signature<1, 2> = Signature::positional("tuple", "index", ["value"], ["start", "stop"]);
const COUNT: Signature<1, 0> = Signature::positional("tuple", "count", ["value"], []);
const LEN: Signature<0, 0> = Signature::wrapper("tuple", "__len__", [], []);
const GETITEM: Signature<1, 0> = Signature::wrapper("tuple", "__getitem__", ["key"], []);
const ITER: Signature<0, 0> = Signature::wrapper("tuple", "__iter__", [], []);

/// `tuple.__iter__()`: an iterator over the tuple (a subclass instance's own items).
fn iter(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = ITER.bind_method(args, kw)?;
    let items = match this {
        Value::Tuple(_) => this.clone(),
        Value::Instance(inst) if matches!(&*inst.base_value.borrow(), Value::Tuple(_)) => inst.base_value.borrow().clone(),
        _ => return Err(PyErr::type_error("descriptor requires a 'tuple' object")),
    };
    vm.get_iter(&items)
}

fn index(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [value], [start, stop]) = INDEX.bind_method(args, kw)?;
    let items = self_items(this)?;
    let start = match start {
        Some(v) => Some(vm.index_clamped_not_none(v)?),
        None => None,
    };
    let stop = match stop {
        Some(v) => Some(vm.index_clamped_not_none(v)?),
        None => None,
    };
    let (start, stop) = crate::vm::indices::search_bounds(start, stop, items.len());
    for (i, it) in items.iter().enumerate().take(stop).skip(start) {
        if vm.eq(it, value)? {
            return Ok(Value::Int(i as i64));
        }
    }
    Err(PyErr::value_error("tuple.index(x): x not in tuple"))
}

fn count(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [value], []) = COUNT.bind_method(args, kw)?;
    let items = self_items(this)?;
    let mut n = 0;
    for it in &items {
        if vm.eq(it, value)? {
            n += 1;
        }
    }
    Ok(Value::Int(n))
}

fn len(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = LEN.bind_method(args, kw)?;
    Ok(Value::Int(self_items(this)?.len() as i64))
}

fn getitem(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [key], []) = GETITEM.bind_method(args, kw)?;
    let t = Value::tuple(self_items(this)?);
    vm.get_item(&t, key)
}

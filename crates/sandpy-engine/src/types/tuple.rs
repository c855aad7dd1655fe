//! `tuple`: constructor and methods.

use super::Method;
use crate::builtins::args::check_method_args;
use crate::error::{PyErr, PyResult};
use crate::types::int::wrap_for_class;
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

pub const TUPLE_METHODS: &[Method] =
    &[("__new__", tuple_new), ("index", index), ("count", count), ("__len__", len), ("__getitem__", getitem)];

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

fn tuple_new(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let cls = args.first().cloned().unwrap_or(Value::None);
    if args.len() > 2 {
        return Err(PyErr::type_error(format!("tuple expected at most 1 argument, got {}", args.len() - 1)));
    }
    let v = match args.get(1) {
        Some(Value::Tuple(_)) if matches!(&cls, Value::Type(t) if t.is_builtin) => args[1].clone(),
        Some(v) => Value::tuple(vm.collect_iterable(v)?),
        None => Value::tuple(vec![]),
    };
    Ok(wrap_for_class(vm, &cls, v))
}

fn index(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("index", args, 1, 3)?;
    let items = self_items(&args[0])?;
    let start = match args.get(2) {
        Some(v) => Some(vm.index_clamped_not_none(v)?),
        None => None,
    };
    let stop = match args.get(3) {
        Some(v) => Some(vm.index_clamped_not_none(v)?),
        None => None,
    };
    let (start, stop) = crate::vm::indices::search_bounds(start, stop, items.len());
    for (i, it) in items.iter().enumerate().take(stop).skip(start) {
        if vm.eq(it, &args[1])? {
            return Ok(Value::Int(i as i64));
        }
    }
    Err(PyErr::value_error("tuple.index(x): x not in tuple"))
}

fn count(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("count", args, 1, 1)?;
    let items = self_items(&args[0])?;
    let mut n = 0;
    for it in &items {
        if vm.eq(it, &args[1])? {
            n += 1;
        }
    }
    Ok(Value::Int(n))
}

fn len(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(self_items(&args[0])?.len() as i64))
}

fn getitem(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("__getitem__", args, 1, 1)?;
    let t = Value::tuple(self_items(&args[0])?);
    vm.get_item(&t, &args[1])
}

//! Constructors of the lazy iterator types (enumerate, zip, map, filter, reversed) and the
//! methods every native iterator has.

use super::iter::{new_iter, IterState};
use super::Method;
use crate::builtins::args::{check_kwargs, kwarg};
use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

pub const ENUMERATE: &[Method] = &[("__new__", enumerate_new), ("__next__", next), ("__iter__", identity)];
pub const ZIP: &[Method] = &[("__new__", zip_new), ("__next__", next), ("__iter__", identity)];
pub const MAP: &[Method] = &[("__new__", map_new), ("__next__", next), ("__iter__", identity)];
pub const FILTER: &[Method] = &[("__new__", filter_new), ("__next__", next), ("__iter__", identity)];
pub const REVERSED: &[Method] = &[("__new__", reversed_new), ("__next__", next), ("__iter__", identity)];
pub const ITERATOR: &[Method] = &[("__next__", next), ("__iter__", identity)];

fn identity(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(args.first().cloned().unwrap_or(Value::None))
}

fn next(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let it = args.first().cloned().unwrap_or(Value::None);
    match vm.iter_next(&it)? {
        Some(v) => Ok(v),
        None => Err(PyErr::stop_iteration()),
    }
}

fn enumerate_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    check_kwargs("enumerate", kw, &["iterable", "start"])?;
    let iterable = args
        .get(1)
        .or_else(|| kwarg(kw, "iterable"))
        .cloned()
        .ok_or_else(|| PyErr::type_error("enumerate() missing required argument 'iterable' (pos 1)"))?;
    let start = match args.get(2).or_else(|| kwarg(kw, "start")) {
        Some(v) => vm.index_int(v)?,
        None => Value::Int(0),
    };
    let inner = vm.get_iter(&iterable)?;
    Ok(new_iter(match crate::types::num::as_int(&start) {
        Some(crate::types::num::IntRef::Small(count)) => IterState::Enumerate { inner, count },
        Some(big) => IterState::EnumerateBig { inner, count: big.to_big() },
        None => IterState::Enumerate { inner, count: 0 },
    }))
}

fn zip_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    check_kwargs("zip", kw, &["strict"])?;
    let strict = match kwarg(kw, "strict") {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    let mut iters = Vec::new();
    for (i, a) in args[1..].iter().enumerate() {
        match vm.get_iter(a) {
            Ok(it) => iters.push(it),
            Err(_) => return Err(PyErr::type_error(format!("zip argument #{} must support iteration", i + 1))),
        }
    }
    Ok(new_iter(IterState::Zip { iters, strict }))
}

fn map_new(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    if args.len() < 3 {
        return Err(PyErr::type_error("map() must have at least two arguments."));
    }
    let mut iters = Vec::new();
    for a in &args[2..] {
        iters.push(vm.get_iter(a)?);
    }
    Ok(new_iter(IterState::Map { func: args[1].clone(), iters }))
}

fn filter_new(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    if args.len() != 3 {
        return Err(PyErr::type_error(format!("filter expected 2 arguments, got {}", args.len().saturating_sub(1))));
    }
    let inner = vm.get_iter(&args[2])?;
    Ok(new_iter(IterState::Filter { func: args[1].clone(), inner }))
}

fn reversed_new(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    if args.len() != 2 {
        return Err(PyErr::type_error(format!("reversed expected 1 argument, got {}", args.len().saturating_sub(1))));
    }
    let seq = args[1].clone();
    if let Value::Instance(inst) = &seq {
        if let Some(f) = inst.class.lookup("__reversed__") {
            return vm.call_method_value(f, &seq, &[]);
        }
    }
    if let Some(f) = vm.meta_method(&seq, "__reversed__") {
        return vm.call_method_value(f, &seq, &[]);
    }
    match &seq {
        Value::Range(r) => vm.get_iter(&Value::range_of(r.reversed())),
        Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_) => {
            let n = vm.len_of(&seq)?;
            Ok(new_iter(IterState::Reversed { seq, index: n }))
        }
        // A sequence (it has __getitem__): its length, whose errors are the caller's (CPython).
        Value::Instance(inst) if inst.class.lookup("__getitem__").is_some() => {
            let n = vm.len_of(&seq)?;
            Ok(new_iter(IterState::Reversed { seq, index: n }))
        }
        Value::Dict(_) | Value::DictView(_) => {
            let mut items = vm.collect_iterable(&seq)?;
            items.reverse();
            let n = items.len();
            Ok(new_iter(IterState::Reversed { seq: Value::list(items.into_iter().rev().collect()), index: n }))
        }
        other => Err(PyErr::type_error(format!("'{}' object is not reversible", vm.type_name(other)))),
    }
}

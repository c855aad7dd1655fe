//! `range` and `slice`.

use std::rc::Rc;

use super::Method;
use crate::builtins::args::check_args;
use crate::error::{PyErr, PyResult};
use crate::types::num::as_int;
use crate::value::{KwArgs, PyRange, Value};
use crate::vm::Vm;

pub const RANGE_METHODS: &[Method] =
    &[("__new__", range_new), ("index", range_index), ("count", range_count), ("__len__", range_len_method)];
pub const SLICE_METHODS: &[Method] = &[("__new__", slice_new), ("indices", slice_indices)];

pub fn range_len(r: &PyRange) -> usize {
    if r.step > 0 && r.start < r.stop {
        ((r.stop as i128 - r.start as i128 - 1) / r.step as i128 + 1) as usize
    } else if r.step < 0 && r.start > r.stop {
        ((r.start as i128 - r.stop as i128 - 1) / (-(r.step as i128)) + 1) as usize
    } else {
        0
    }
}

/// `range.__len__`.
fn range_len_method(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    match args.first() {
        Some(Value::Range(r)) => i64::try_from(range_len(r))
            .map(Value::Int)
            .map_err(|_| PyErr::new(crate::error::ExcKind::OverflowError, "Python int too large to convert to C ssize_t")),
        Some(other) => {
            Err(PyErr::type_error(format!("descriptor '__len__' requires a 'range' object but received a '{}'", vm.type_name(other))))
        }
        None => Err(PyErr::type_error("unbound method range.__len__() needs an argument")),
    }
}

pub fn range_contains(vm: &mut Vm, r: &PyRange, item: &Value) -> PyResult<bool> {
    match item {
        Value::Int(i) => {
            let i = *i;
            let in_bounds = if r.step > 0 { i >= r.start && i < r.stop } else { i <= r.start && i > r.stop };
            Ok(in_bounds && (i - r.start) % r.step == 0)
        }
        Value::Bool(b) => range_contains(vm, r, &Value::Int(*b as i64)),
        other => {
            for i in 0..range_len(r) {
                if i % 4096 == 4095 {
                    vm.charge(4096)?;
                }
                if vm.eq(&Value::Int(r.start + i as i64 * r.step), other)? {
                    return Ok(true);
                }
            }
            Ok(false)
        }
    }
}

fn range_arg(vm: &mut Vm, v: &Value) -> PyResult<i64> {
    match v {
        Value::Float(_) | Value::Str(_) | Value::None => {
            Err(PyErr::type_error(format!("'{}' object cannot be interpreted as an integer", vm.type_name(v))))
        }
        other => match as_int(other) {
            Some(_) | None => {
                let i = vm.index_value(other)?;
                Ok(i)
            }
        },
    }
}

fn range_new(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let rest = &args[1.min(args.len())..];
    let (start, stop, step) = match rest.len() {
        1 => (0, range_arg(vm, &rest[0])?, 1),
        2 => (range_arg(vm, &rest[0])?, range_arg(vm, &rest[1])?, 1),
        3 => (range_arg(vm, &rest[0])?, range_arg(vm, &rest[1])?, range_arg(vm, &rest[2])?),
        0 => return Err(PyErr::type_error("range expected at least 1 argument, got 0")),
        n => return Err(PyErr::type_error(format!("range expected at most 3 arguments, got {}", n))),
    };
    if step == 0 {
        return Err(PyErr::value_error("range() arg 3 must not be zero"));
    }
    Ok(Value::range(start, stop, step))
}

fn self_range(v: &Value) -> PyResult<Rc<PyRange>> {
    match v {
        Value::Range(r) => Ok(r.clone()),
        _ => Err(PyErr::type_error("descriptor requires a 'range' object")),
    }
}

fn range_index(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("index", args, 2, 2)?;
    let r = self_range(&args[0])?;
    if range_contains(vm, &r, &args[1])? {
        if let Some(i) = args[1].as_small_int() {
            return Ok(Value::Int((i - r.start) / r.step));
        }
    }
    let rep = vm.repr_of(&args[1])?;
    Err(PyErr::value_error(format!("{} is not in range", rep)))
}

fn range_count(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("count", args, 2, 2)?;
    let r = self_range(&args[0])?;
    Ok(Value::Int(range_contains(vm, &r, &args[1])? as i64))
}

fn slice_new(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let rest = &args[1.min(args.len())..];
    let (start, stop, step) = match rest.len() {
        1 => (Value::None, rest[0].clone(), Value::None),
        2 => (rest[0].clone(), rest[1].clone(), Value::None),
        3 => (rest[0].clone(), rest[1].clone(), rest[2].clone()),
        0 => return Err(PyErr::type_error("slice expected at least 1 argument, got 0")),
        n => return Err(PyErr::type_error(format!("slice expected at most 3 arguments, got {}", n))),
    };
    Ok(Value::slice(start, stop, step))
}

fn slice_indices(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("indices", args, 2, 2)?;
    let Value::Slice(s) = &args[0] else { return Err(PyErr::type_error("descriptor requires a 'slice' object")) };
    let n = vm.index_value(&args[1])?;
    if n < 0 {
        return Err(PyErr::value_error("length should not be negative"));
    }
    let idx = vm.slice_indices(s, n as usize)?;
    Ok(Value::tuple(vec![Value::Int(idx.start), Value::Int(idx.stop), Value::Int(idx.step)]))
}

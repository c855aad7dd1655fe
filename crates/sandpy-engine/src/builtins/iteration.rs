//! Iteration builtins: iter, next, all, any, sorted.

use super::args::{check_args, check_kwargs, kwarg};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::iter::{new_iter, IterState};
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

pub const FUNCTIONS: &[(&str, crate::value::NativeFn)] = &[("iter", iter), ("next", next), ("all", all), ("any", any), ("sorted", sorted)];

fn iter(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("iter", args, 1, 2)?;
    if args.len() == 2 {
        return Ok(new_iter(IterState::Callable { func: args[0].clone(), sentinel: args[1].clone() }));
    }
    vm.get_iter(&args[0])
}

fn next(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("next", args, 1, 2)?;
    if !vm.is_iterator(&args[0]) {
        return Err(PyErr::type_error(format!("'{}' object is not an iterator", vm.type_name(&args[0]))));
    }
    match vm.iter_next_with_value(&args[0])? {
        Ok(v) => Ok(v),
        Err(ret) => match args.get(1) {
            Some(d) => Ok(d.clone()),
            None => Err(if ret.is_none() { PyErr::stop_iteration() } else { PyErr::with_args(ExcKind::StopIteration, vec![ret]) }),
        },
    }
}

fn all(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("all", args, 1, 1)?;
    let it = vm.get_iter(&args[0])?;
    while let Some(x) = vm.iter_next(&it)? {
        if !vm.truthy(&x)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}

fn any(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_args("any", args, 1, 1)?;
    let it = vm.get_iter(&args[0])?;
    while let Some(x) = vm.iter_next(&it)? {
        if vm.truthy(&x)? {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(false))
}

fn sorted(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    check_kwargs("sorted", kw, &["key", "reverse"])?;
    if args.len() != 1 {
        return Err(PyErr::type_error(format!("sorted expected 1 argument, got {}", args.len())));
    }
    let items = vm.collect_iterable(&args[0])?;
    let key = kwarg(kw, "key").cloned().filter(|k| !k.is_none());
    let reverse = match kwarg(kw, "reverse") {
        Some(r) => vm.truthy(r)?,
        None => false,
    };
    let out = super::sort::sort_values(vm, items, key.as_ref(), reverse)?;
    Ok(Value::list(out))
}

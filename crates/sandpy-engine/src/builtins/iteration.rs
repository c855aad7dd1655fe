//! Iteration builtins: iter, next, all, any, sorted.

use super::signature::{check_positional_count, Signature};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::iter::{new_iter, IterState};
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

pub const FUNCTIONS: &[(&str, crate::value::NativeFn)] = &[("iter", iter), ("next", next), ("all", all), ("any", any), ("sorted", sorted)];

const ITER: Signature<1, 1> = Signature::positional("", "iter", ["object"], ["sentinel"]);
const NEXT: Signature<1, 1> = Signature::positional("", "next", ["iterator"], ["default"]);
const ALL: Signature<1, 0> = Signature::positional("", "all", ["iterable"], []);
const ANY: Signature<1, 0> = Signature::positional("", "any", ["iterable"], []);
/// `sorted`'s keywords, which CPython hands to `list.sort` (hence the name in messages).
const SORTED_KEYWORDS: Signature<0, 2> = Signature::clinic("", "sort", [], ["key", "reverse"]).kw_only_from(0);

fn iter(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([object], [sentinel]) = ITER.bind(args, kw)?;
    if let Some(sentinel) = sentinel {
        return Ok(new_iter(IterState::Callable { func: object.clone(), sentinel: sentinel.clone() }));
    }
    vm.get_iter(object)
}

fn next(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([iterator], [default]) = NEXT.bind(args, kw)?;
    if !vm.is_iterator(iterator) {
        return Err(PyErr::type_error(format!("'{}' object is not an iterator", vm.type_name(iterator))));
    }
    match vm.iter_next_with_value(iterator)? {
        Ok(v) => Ok(v),
        Err(ret) => match default {
            Some(d) => Ok(d.clone()),
            None => Err(if ret.is_none() { PyErr::stop_iteration() } else { PyErr::with_args(ExcKind::StopIteration, vec![ret]) }),
        },
    }
}

fn all(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([iterable], []) = ALL.bind(args, kw)?;
    let it = vm.get_iter(iterable)?;
    while let Some(x) = vm.iter_next(&it)? {
        if !vm.truthy(&x)? {
            return Ok(Value::Bool(false));
        }
    }
    Ok(Value::Bool(true))
}

fn any(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([iterable], []) = ANY.bind(args, kw)?;
    let it = vm.get_iter(iterable)?;
    while let Some(x) = vm.iter_next(&it)? {
        if vm.truthy(&x)? {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(false))
}

fn sorted(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    // CPython's order: the count, the iterable, then list.sort's keywords.
    check_positional_count("sorted", args.len(), 1, 1)?;
    let [iterable] = args else { return Ok(Value::None) }; // the count was just checked
    let items = vm.collect_iterable(iterable)?;
    let ([], [key, reverse]) = SORTED_KEYWORDS.bind(&[], kw)?;
    let key = key.cloned().filter(|k| !k.is_none());
    let reverse = match reverse {
        Some(r) => vm.truthy(r)?,
        None => false,
    };
    let out = super::sort::sort_values(vm, items, key.as_ref(), reverse)?;
    Ok(Value::list(out))
}

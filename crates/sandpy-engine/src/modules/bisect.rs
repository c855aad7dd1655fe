//! `bisect`: binary search and insertion on sorted sequences, with `lo`/`hi` bounds and
//! `key=` (3.10+). Only `<` is used, with the same comparison order as CPython.

use std::rc::Rc;

use super::native_module;
use crate::compile::bytecode::CmpOp;
use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, Namespace, NativeFn, Value};
use crate::vm::Vm;

const FUNCTIONS: &[(&str, NativeFn)] =
    &[("bisect_left", bisect_left), ("bisect_right", bisect_right), ("insort_left", insort_left), ("insort_right", insort_right)];

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "bisect", FUNCTIONS);
    {
        // `bisect` and `insort` are the very same objects as the `_right` variants.
        let mut map = ns.borrow_mut();
        for (alias, target) in [("bisect", "bisect_right"), ("insort", "insort_right")] {
            if let Some(f) = map.get(target).cloned() {
                map.insert(alias.into(), f);
            }
        }
    }
    Ok(ns)
}

struct Args {
    a: Value,
    x: Value,
    lo: i64,
    hi: Option<i64>,
    key: Option<Value>,
}

fn parse(vm: &mut Vm, name: &str, args: &[Value], kw: &KwArgs) -> PyResult<Args> {
    const NAMES: [&str; 4] = ["a", "x", "lo", "hi"];
    if args.len() > 4 {
        return Err(PyErr::type_error(format!("{}() takes at most 4 positional arguments ({} given)", name, args.len())));
    }
    let mut slots: [Option<Value>; 4] = [None, None, None, None];
    for (i, v) in args.iter().enumerate() {
        slots[i] = Some(v.clone());
    }
    let mut key = None;
    for (k, v) in kw {
        if &**k == "key" {
            key = Some(v.clone());
            continue;
        }
        match NAMES.iter().position(|n| *n == &**k) {
            Some(i) if slots[i].is_some() => {
                return Err(PyErr::type_error(format!("argument for {}() given by name ('{}') and position ({})", name, k, i + 1)));
            }
            Some(i) => slots[i] = Some(v.clone()),
            None => return Err(PyErr::type_error(format!("'{}' is an invalid keyword argument for {}()", k, name))),
        }
    }
    let [a, x, lo, hi] = slots;
    let a = a.ok_or_else(|| PyErr::type_error(format!("{}() missing required argument 'a' (pos 1)", name)))?;
    let x = x.ok_or_else(|| PyErr::type_error(format!("{}() missing required argument 'x' (pos 2)", name)))?;
    let lo = match lo {
        Some(v) => crate::builtins::args::to_i64(vm, &v)?,
        None => 0,
    };
    if lo < 0 {
        return Err(PyErr::value_error("lo must be non-negative"));
    }
    let hi = match hi {
        None | Some(Value::None) => None,
        Some(v) => match vm.index_fit(&v)? {
            -1 => None,
            h => Some(h),
        },
    };
    Ok(Args { a, x, lo, hi, key: key.filter(|k| !k.is_none()) })
}

fn lt(vm: &mut Vm, a: &Value, b: &Value) -> PyResult<bool> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => return Ok(x < y),
        (Value::Float(x), Value::Float(y)) => return Ok(x < y),
        _ => {}
    }
    let r = vm.compare(a, b, CmpOp::Lt)?;
    vm.truthy(&r)
}

fn item(vm: &mut Vm, a: &Value, i: i64, key: &Option<Value>) -> PyResult<Value> {
    let v = match a {
        Value::List(l) => match l.items.borrow().get(i as usize) {
            Some(v) => v.clone(),
            None => return Err(PyErr::index_error("list index out of range")),
        },
        _ => vm.get_item(a, &Value::Int(i))?,
    };
    match key {
        Some(f) => vm.call(f, &[v], &[]),
        None => Ok(v),
    }
}

/// The search itself: `right` selects bisect_right semantics.
fn search(vm: &mut Vm, p: &Args, x: &Value, right: bool) -> PyResult<i64> {
    let mut lo = p.lo;
    let mut hi = match p.hi {
        Some(h) => h,
        None => vm.len_of(&p.a)? as i64,
    };
    let mut steps = 0u64;
    while lo < hi {
        let mid = lo + (hi - lo) / 2;
        let v = item(vm, &p.a, mid, &p.key)?;
        if right {
            if lt(vm, x, &v)? {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        } else if lt(vm, &v, x)? {
            lo = mid + 1;
        } else {
            hi = mid;
        }
        steps += 1;
        if steps.is_multiple_of(64) {
            vm.charge(64)?;
        }
    }
    Ok(lo)
}

fn bisect_left(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let p = parse(vm, "bisect_left", args, kw)?;
    let x = p.x.clone();
    search(vm, &p, &x, false).map(Value::Int)
}

fn bisect_right(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let p = parse(vm, "bisect_right", args, kw)?;
    let x = p.x.clone();
    search(vm, &p, &x, true).map(Value::Int)
}

fn insort(vm: &mut Vm, name: &str, args: &[Value], kw: &KwArgs, right: bool) -> PyResult<Value> {
    let p = parse(vm, name, args, kw)?;
    let probe = match &p.key {
        Some(f) => vm.call(f, std::slice::from_ref(&p.x), &[])?,
        None => p.x.clone(),
    };
    let i = search(vm, &p, &probe, right)?;
    match &p.a {
        Value::List(l) => {
            let mut items = l.items_mut();
            let at = (i as usize).min(items.len());
            items.insert(at, p.x.clone());
        }
        other => {
            let insert = vm.get_attr(other, "insert")?;
            vm.call(&insert, &[Value::Int(i), p.x.clone()], &[])?;
        }
    }
    Ok(Value::None)
}

fn insort_left(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    insort(vm, "insort_left", args, kw, false)
}

fn insort_right(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    insort(vm, "insort_right", args, kw, true)
}

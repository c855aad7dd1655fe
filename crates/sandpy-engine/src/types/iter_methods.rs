//! Constructors of the lazy iterator types (enumerate, zip, map, filter, reversed) and the
//! methods every native iterator has.

use super::iter::{new_iter, IterState};
use super::Method;
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

pub const ENUMERATE: &[Method] = &[("__new__", enumerate_new), ("__next__", next), ("__iter__", identity)];
pub const ZIP: &[Method] = &[("__new__", zip_new), ("__next__", next), ("__iter__", identity)];
pub const MAP: &[Method] = &[("__new__", map_new), ("__next__", next), ("__iter__", identity)];
pub const FILTER: &[Method] = &[("__new__", filter_new), ("__next__", next), ("__iter__", identity)];
pub const REVERSED: &[Method] = &[("__new__", reversed_new), ("__next__", next), ("__iter__", identity)];
pub const ITERATOR: &[Method] = &[("__next__", next), ("__iter__", identity)];

const ITER: Signature<0, 0> = Signature::wrapper("iterator", "__iter__", [], []);
const NEXT: Signature<0, 0> = Signature::wrapper("iterator", "__next__", [], []);

fn identity(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = ITER.bind_method(args, kw)?;
    Ok(this.clone())
}

fn next(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (it, [], []) = NEXT.bind_method(args, kw)?;
    match vm.iter_next(it)? {
        Some(v) => Ok(v),
        None => Err(PyErr::stop_iteration()),
    }
}

/// `enumerate(iterable, start=0)`'s arguments, checked as CPython 3.11's own vectorcall does
/// (not Argument Clinic): one or two in all, a keyword accepted only in its place.
fn enumerate_args<'a>(args: &'a [Value], kw: &'a KwArgs) -> PyResult<(&'a Value, Option<&'a Value>)> {
    let invalid = |k: &str| PyErr::type_error(format!("'{}' is an invalid keyword argument for enumerate()", k));
    let named = |i: usize, name: &str| match kw.get(i) {
        Some((k, _)) if &**k != name => Err(invalid(k)),
        _ => Ok(()),
    };
    match (args, kw) {
        ([iterable], []) => Ok((iterable, None)),
        ([iterable, start], []) => Ok((iterable, Some(start))),
        ([iterable], [(_, start)]) => named(0, "start").map(|()| (iterable, Some(start))),
        ([], [(_, iterable)]) => named(0, "iterable").map(|()| (iterable, None)),
        ([], [(k0, first), (_, second)]) if &**k0 == "start" => named(1, "iterable").map(|()| (second, Some(first))),
        ([], [(_, first), (_, second)]) => named(0, "iterable").and_then(|()| named(1, "start")).map(|()| (first, Some(second))),
        ([], _) => Err(PyErr::type_error("enumerate() missing required argument 'iterable'")),
        _ => Err(PyErr::type_error(format!("enumerate() takes at most 2 arguments ({} given)", args.len() + kw.len()))),
    }
}

fn enumerate_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (iterable, start) = enumerate_args(args.split_first().map_or(&[], |(_cls, rest)| rest), kw)?;
    let start = match start {
        Some(v) => vm.index_int(v)?,
        None => Value::Int(0),
    };
    let inner = vm.get_iter(iterable)?;
    Ok(new_iter(match crate::types::num::as_int(&start) {
        Some(crate::types::num::IntRef::Small(count)) => IterState::Enumerate { inner, count },
        Some(big) => IterState::EnumerateBig { inner, count: big.to_big() },
        None => IterState::Enumerate { inner, count: 0 },
    }))
}

/// zip's keywords (its iterables are `*args`).
const ZIP_KEYWORDS: Signature<0, 1> = Signature::clinic("", "zip", [], ["strict"]).kw_only_from(0);

fn zip_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([], [strict]) = ZIP_KEYWORDS.bind(&[], kw)?;
    let strict = match strict {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    let mut iters = Vec::new();
    for (i, a) in args.iter().skip(1).enumerate() {
        match vm.get_iter(a) {
            Ok(it) => iters.push(it),
            Err(_) => return Err(PyErr::type_error(format!("zip argument #{} must support iteration", i + 1))),
        }
    }
    Ok(new_iter(IterState::Zip { iters, strict }))
}

fn map_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    if !kw.is_empty() {
        return Err(PyErr::type_error("map() takes no keyword arguments"));
    }
    let [_cls, func, iterables @ ..] = args else {
        return Err(PyErr::type_error("map() must have at least two arguments."));
    };
    if iterables.is_empty() {
        return Err(PyErr::type_error("map() must have at least two arguments."));
    }
    let mut iters = Vec::new();
    for a in iterables {
        iters.push(vm.get_iter(a)?);
    }
    Ok(new_iter(IterState::Map { func: func.clone(), iters }))
}

const FILTER_SIG: Signature<2, 0> = Signature::positional("", "filter", ["function", "iterable"], []);
const REVERSED_SIG: Signature<1, 0> = Signature::positional_checked("", "reversed", ["sequence"], []);

fn filter_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_cls, [function, iterable], []) = FILTER_SIG.bind_method(args, kw)?;
    let inner = vm.get_iter(iterable)?;
    Ok(new_iter(IterState::Filter { func: function.clone(), inner }))
}

fn reversed_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_cls, [sequence], []) = REVERSED_SIG.bind_method(args, kw)?;
    let seq = sequence.clone();
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

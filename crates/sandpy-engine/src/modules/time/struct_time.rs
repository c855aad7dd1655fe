//! `time.struct_time`: a 9-item tuple subclass with named fields and two extra attributes
//! (`tm_zone`, `tm_gmtoff`) outside the tuple, like CPython's structseq. The tuple lives in
//! the instance's builtin tuple value (indexing, unpacking, comparison and hashing work as
//! for tuples); the extras are the instance's native state `(zone, gmtoff)`.

use std::cell::RefCell;
use std::rc::Rc;

use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::types::Method;
use crate::value::{AttrMap, Builtin, Instance, KwArgs, PyType, Value};
use crate::vm::Vm;

pub const FIELDS: [&str; 11] =
    ["tm_year", "tm_mon", "tm_mday", "tm_hour", "tm_min", "tm_sec", "tm_wday", "tm_yday", "tm_isdst", "tm_zone", "tm_gmtoff"];

// Per thread, not per session: an immutable class (see `struct_time_type`).
thread_local! {
    static TYPE: RefCell<Option<Rc<PyType>>> = const { RefCell::new(None) };
}

/// The struct_time class (one per thread, shared like builtin types).
pub fn struct_time_type(vm: &Vm) -> Rc<PyType> {
    crate::types::thread_cached_class(&TYPE, || build(vm))
}

const METHODS: &[Method] = &[("__new__", struct_time_new), ("__repr__", struct_time_repr), ("__hash__", struct_time_hash)];

fn build(vm: &Vm) -> Rc<PyType> {
    let owner: Rc<str> = "time.struct_time".into();
    let builtin = |n: &str, f| Value::Builtin(Rc::new(Builtin::new(n.into(), f, Some(owner.clone()))));
    let mut dict = AttrMap::default();
    for (n, f) in METHODS {
        let v = builtin(n, *f);
        dict.insert((*n).into(), if *n == "__new__" { Value::staticmethod(v) } else { v });
    }
    const GETTERS: [crate::value::NativeFn; 11] = [get0, get1, get2, get3, get4, get5, get6, get7, get8, get_zone, get_gmtoff];
    for (name, f) in FIELDS.iter().zip(GETTERS) {
        // structseq fields are read-only members: assigning says "readonly attribute".
        dict.insert((*name).into(), Value::property(builtin(name, f), builtin(name, readonly), Value::None, Value::None));
    }
    dict.insert("n_fields".into(), Value::Int(11));
    dict.insert("n_sequence_fields".into(), Value::Int(9));
    dict.insert("n_unnamed_fields".into(), Value::Int(0));
    crate::types::native_module_class(owner.clone(), "struct_time", "time", vm.types.tuple.clone(), dict)
}

/// A struct_time of nine values plus the zone name and UTC offset (None when unknown).
pub fn make(vm: &Vm, items: Vec<Value>, zone: Value, gmtoff: Value) -> Value {
    Value::instance(Instance {
        class: struct_time_type(vm),
        dict: RefCell::new(AttrMap::default()),
        exc: None,
        base_value: RefCell::new(Value::tuple(items)),
        native: Value::tuple(vec![zone, gmtoff]),
        charged: std::cell::Cell::new(0),
        _slot: crate::heap::Slot::new(),
        gc: crate::heap::GcLink::new(),
    })
}

fn struct_time_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let Some(Value::Type(cls)) = args.first() else { return Err(PyErr::type_error("struct_time.__new__(X): X is not a type object")) };
    const STRUCTSEQ: Signature<1, 1> = Signature::clinic("", "structseq", ["sequence"], ["dict"]);
    let (_, [sequence], [_]) = STRUCTSEQ.bind_method(args, kw)?;
    let seq = sequence.clone();
    let items = match &seq {
        Value::Tuple(_) | Value::List(_) | Value::Range(_) | Value::Instance(_) | Value::Str(_) => vm.collect_iterable(&seq)?,
        _ => return Err(PyErr::type_error("constructor requires a sequence")),
    };
    if items.len() < 9 {
        return Err(PyErr::type_error(format!("time.struct_time() takes an at least 9-sequence ({}-sequence given)", items.len())));
    }
    if items.len() > 11 {
        return Err(PyErr::type_error(format!("time.struct_time() takes an at most 11-sequence ({}-sequence given)", items.len())));
    }
    let zone = items.get(9).cloned().unwrap_or(Value::None);
    let gmtoff = items.get(10).cloned().unwrap_or(Value::None);
    let nine: Vec<Value> = items.into_iter().take(9).collect();
    Ok(Value::instance(Instance {
        class: cls.clone(),
        dict: RefCell::new(AttrMap::default()),
        exc: None,
        base_value: RefCell::new(Value::tuple(nine)),
        native: Value::tuple(vec![zone, gmtoff]),
        charged: std::cell::Cell::new(0),
        _slot: crate::heap::Slot::new(),
        gc: crate::heap::GcLink::new(),
    }))
}

/// The nine tuple items of a struct_time.
pub fn items(v: &Value) -> Option<Vec<Value>> {
    match v {
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::Tuple(t) => Some(t.items.to_vec()),
            _ => None,
        },
        _ => None,
    }
}

/// (tm_zone, tm_gmtoff) of a struct_time.
pub fn extras(v: &Value) -> (Value, Value) {
    if let Value::Instance(inst) = v {
        if let Value::Tuple(t) = &inst.native {
            if let [z, g] = &*t.items {
                return (z.clone(), g.clone());
            }
        }
    }
    (Value::None, Value::None)
}

/// Whether `v` is a struct_time (or subclass).
pub fn is_struct_time(vm: &Vm, v: &Value) -> bool {
    match v {
        Value::Instance(inst) => inst.class.is_subtype(&struct_time_type(vm)),
        _ => false,
    }
}

fn struct_time_repr(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let items = args.first().and_then(items).unwrap_or_default();
    let mut parts = Vec::with_capacity(9);
    for (name, v) in FIELDS.iter().zip(items.iter()) {
        parts.push(format!("{}={}", name, vm.repr_of(v)?));
    }
    Ok(Value::string(format!("time.struct_time({})", parts.join(", "))))
}

fn struct_time_hash(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let items = args.first().and_then(items).unwrap_or_default();
    Ok(Value::Int(vm.hash(&Value::tuple(items))? as i64))
}

fn readonly(_vm: &mut Vm, _args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Err(PyErr::attribute_error("readonly attribute"))
}

fn item(args: &[Value], i: usize) -> PyResult<Value> {
    Ok(args.first().and_then(items).and_then(|v| v.get(i).cloned()).unwrap_or(Value::None))
}

fn get0(_vm: &mut Vm, a: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    item(a, 0)
}
fn get1(_vm: &mut Vm, a: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    item(a, 1)
}
fn get2(_vm: &mut Vm, a: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    item(a, 2)
}
fn get3(_vm: &mut Vm, a: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    item(a, 3)
}
fn get4(_vm: &mut Vm, a: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    item(a, 4)
}
fn get5(_vm: &mut Vm, a: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    item(a, 5)
}
fn get6(_vm: &mut Vm, a: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    item(a, 6)
}
fn get7(_vm: &mut Vm, a: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    item(a, 7)
}
fn get8(_vm: &mut Vm, a: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    item(a, 8)
}
fn get_zone(_vm: &mut Vm, a: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(a.first().map(extras).map(|e| e.0).unwrap_or(Value::None))
}
fn get_gmtoff(_vm: &mut Vm, a: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(a.first().map(extras).map(|e| e.1).unwrap_or(Value::None))
}

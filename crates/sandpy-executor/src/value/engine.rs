//! The engine's values ↔ [`HostValue`].
//!
//! Engine → host never hands out a live engine object: builtin data converts structurally,
//! `date`/`time`/`datetime` through their `isoformat()`, `timedelta` through its fields,
//! `Decimal` through `str()`; instances of subclasses of builtin containers cross as the
//! builtin (a `Counter` arrives as a dict, a namedtuple as a tuple); anything else (an
//! instance of a class the code defined, a function, a module, a generator) becomes
//! [`HostValue::Foreign`] with its type name and `repr()`. Reading a datetime or a repr may
//! run the code's own methods, so conversion happens inside the run's limits.
//!
//! Host → engine builds fresh objects in the session's heap. A [`HostValue::Handle`] becomes
//! an instance of `sandpy.Handle`, a class code can hold, compare and pass to tools but not
//! look into: its repr shows the host type's name and the handle number, nothing else, and
//! an instance the code makes itself carries no handle.

use std::cell::RefCell;
use std::rc::Rc;

use sandpy_engine::modules::{datetime, decimal};
use sandpy_engine::types::{native_module_class, thread_cached_class};
use sandpy_engine::value::{AttrMap, Builtin, Instance, KwArgs, PyBytes, PyType};
use sandpy_engine::vm::Vm;
use sandpy_engine::{PyErr, PyResult, Value};

use super::tagged::MAX_DEPTH;
use super::HostValue;

thread_local! {
    /// `sandpy.Handle`, built once per thread like the engine's own native classes
    /// (immutable to code: it is a builtin type to the VM).
    static HANDLE_CLASS: RefCell<Option<Rc<PyType>>> = const { RefCell::new(None) };
}

/// The class of host-object handles.
fn handle_class(vm: &Vm) -> Rc<PyType> {
    thread_cached_class(&HANDLE_CLASS, || {
        let owner: Rc<str> = "sandpy.Handle".into();
        let mut dict = AttrMap::default();
        dict.insert("__repr__".into(), Value::Builtin(Rc::new(Builtin::new("__repr__".into(), handle_repr, Some(owner.clone())))));
        native_module_class(owner, "Handle", "sandpy", vm.types.object.clone(), dict)
    })
}

/// `(id, type name)` of a handle instance, None for anything else.
fn handle_of(v: &Value) -> Option<(u64, String)> {
    let Value::Instance(inst) = v else { return None };
    if inst.class.module.as_ref() != "sandpy" || inst.class.name.as_ref() != "sandpy.Handle" {
        return None;
    }
    let Value::Tuple(t) = &inst.native else { return None };
    match &*t.items {
        [Value::Int(id), Value::Str(name)] => Some((u64::try_from(*id).ok()?, name.s.clone())),
        _ => None,
    }
}

fn handle_repr(_vm: &mut Vm, args: &[Value], _kwargs: &KwArgs) -> PyResult<Value> {
    match args.first().and_then(handle_of) {
        Some((id, name)) => Ok(Value::string(format!("<sandpy handle #{} to a {} object>", id, name))),
        None => Ok(Value::str("<sandpy handle (empty)>")),
    }
}

fn new_handle(vm: &Vm, id: u64, name: &str) -> Value {
    let id = i64::try_from(id).unwrap_or(i64::MAX);
    let mut handle = Instance::plain(handle_class(vm), 0);
    handle.native = Value::tuple(vec![Value::Int(id), Value::str(name)]);
    Value::instance(handle)
}

/// Converts an engine value for the host. Errors are the code's own (a `__repr__` or
/// `isoformat` that raises, a limit reached while converting).
pub fn to_host(vm: &mut Vm, v: &Value) -> PyResult<HostValue> {
    convert_out(vm, v, 0)
}

/// Most bytes a value may take (about its JSON text) to cross to the host whole: a run's
/// output, or all the arguments of one tool call together (docs/protocol.md, "Bounds").
pub const MAX_HOST_BYTES: usize = 16 << 20;

/// Longest repr kept for a value that does not cross whole (an exact head, then `...`).
const STAND_IN_REPR: usize = 1 << 20;

/// [`to_host`] for a run's result: a value larger than [`MAX_HOST_BYTES`] (measured
/// before anything is copied) comes back as a [`HostValue::Foreign`] stand-in whose repr
/// is cut near a MiB before it is built, so a response never carries the whole of a huge
/// value.
pub fn to_host_bounded(vm: &mut Vm, v: &Value) -> PyResult<HostValue> {
    let mut left = MAX_HOST_BYTES;
    if fits_within(v, 0, &mut left) {
        return to_host(vm, v);
    }
    let repr = vm.repr_bounded(v, STAND_IN_REPR)?;
    Ok(HostValue::Foreign { type_name: type_name(v), str: repr.clone(), repr })
}

/// The longest prefix of `s` of at most `limit` bytes that ends on a character boundary.
fn head(s: &str, limit: usize) -> &str {
    let mut cut = limit.min(s.len());
    while !s.is_char_boundary(cut) {
        cut -= 1;
    }
    &s[..cut]
}

/// Whether `v` takes at most `left` bytes on the way out (shrinking `left` by its size),
/// without copying anything; containers are walked no deeper than the conversion goes.
pub fn fits_within(v: &Value, depth: usize, left: &mut usize) -> bool {
    let mut take = |n: usize| match left.checked_sub(n) {
        Some(rest) => {
            *left = rest;
            true
        }
        None => false,
    };
    if depth > MAX_DEPTH {
        return take(64);
    }
    match v {
        // Escapes (`\"`, `\\`, control characters) take up to six bytes each.
        Value::Str(s) => {
            take(s.s.len().saturating_add(2))
                && take(s.s.bytes().filter(|&b| b < 0x20 || b == b'"' || b == b'\\').count().saturating_mul(5))
        }
        // Tagged bytes travel as base64 or hex: count them twice.
        Value::Bytes(b) => take(b.data.len().saturating_mul(2).saturating_add(16)),
        Value::ByteArray(b) => take(b.borrow().len().saturating_mul(2).saturating_add(16)),
        Value::BigInt(b) => take((b.bits() / 3 + 8) as usize),
        Value::List(l) => {
            let items = l.items.borrow().clone();
            take(items.len().saturating_add(2)) && items.iter().all(|x| fits_within(x, depth + 1, left))
        }
        Value::Tuple(t) => take(t.items.len().saturating_add(16)) && t.items.iter().all(|x| fits_within(x, depth + 1, left)),
        Value::Dict(d) => {
            let items = d.store.borrow().items();
            take(items.len().saturating_mul(2).saturating_add(2))
                && items.iter().all(|(k, x)| fits_within(k, depth + 1, left) && fits_within(x, depth + 1, left))
        }
        Value::Set(s) => {
            let keys = s.store.borrow().keys();
            take(keys.len().saturating_add(16)) && keys.iter().all(|x| fits_within(x, depth + 1, left))
        }
        Value::FrozenSet(s) => {
            let keys = s.store.borrow().keys();
            take(keys.len().saturating_add(16)) && keys.iter().all(|x| fits_within(x, depth + 1, left))
        }
        // Anything else crosses as a short form or a stand-in whose repr is bounded here.
        _ => take(64),
    }
}

fn foreign(vm: &mut Vm, v: &Value) -> PyResult<HostValue> {
    let repr = vm.repr_bounded(v, STAND_IN_REPR)?;
    // `str()` differs from `repr()` only for objects whose class defines `__str__` (or
    // exceptions); asking only then runs a user `__repr__` once, as the host's one `str()`
    // of a real object would.
    let str = if has_own_str(v) {
        let text = vm.str_of(v)?;
        if text.len() > STAND_IN_REPR.saturating_mul(2) {
            format!("{}...", head(&text, STAND_IN_REPR))
        } else {
            text
        }
    } else {
        repr.clone()
    };
    Ok(HostValue::Foreign { type_name: type_name(v), repr, str })
}

fn has_own_str(v: &Value) -> bool {
    let Value::Instance(inst) = v else { return false };
    if inst.exc.is_some() {
        return true;
    }
    std::iter::once(&inst.class)
        .chain(inst.class.mro.iter())
        .filter(|c| c.name.as_ref() != "object")
        .any(|c| c.dict.borrow().contains_key("__str__"))
}

fn items_out(vm: &mut Vm, items: &[Value], depth: usize) -> PyResult<Vec<HostValue>> {
    items.iter().map(|x| convert_out(vm, x, depth + 1)).collect()
}

fn convert_out(vm: &mut Vm, v: &Value, depth: usize) -> PyResult<HostValue> {
    if depth > MAX_DEPTH {
        let text = "<nested too deeply to convert>".to_string();
        return Ok(HostValue::Foreign { type_name: type_name(v), repr: text.clone(), str: text });
    }
    Ok(match v {
        Value::None => HostValue::None,
        Value::Bool(b) => HostValue::Bool(*b),
        Value::Int(i) => HostValue::Int(*i),
        Value::BigInt(b) => HostValue::BigInt(b.value.clone()),
        Value::Float(f) => HostValue::Float(*f),
        Value::Complex(c) => HostValue::Complex { re: c.re, im: c.im },
        Value::Str(s) => HostValue::Str(s.s.clone()),
        Value::Bytes(b) => HostValue::Bytes(b.data.to_vec()),
        Value::ByteArray(b) => HostValue::Bytes(b.borrow().clone()),
        Value::List(l) => {
            let items = l.items.borrow().clone();
            HostValue::List(items_out(vm, &items, depth)?)
        }
        Value::Tuple(t) => HostValue::Tuple(items_out(vm, &t.items, depth)?),
        Value::Dict(d) => {
            let items = d.store.borrow().items();
            let mut pairs = Vec::with_capacity(items.len());
            for (k, val) in &items {
                pairs.push((convert_out(vm, k, depth + 1)?, convert_out(vm, val, depth + 1)?));
            }
            HostValue::Dict(pairs)
        }
        Value::Set(s) => {
            let keys = s.store.borrow().keys();
            HostValue::Set(items_out(vm, &keys, depth)?)
        }
        Value::FrozenSet(s) => {
            let keys = s.store.borrow().keys();
            HostValue::FrozenSet(items_out(vm, &keys, depth)?)
        }
        Value::Instance(inst) => return instance_out(vm, v, inst, depth),
        Value::Type(t) if t.is_builtin && t.module.as_ref() == "builtins" && is_builtin_name(vm, t) => {
            HostValue::BuiltinType(t.name.to_string())
        }
        _ => return foreign(vm, v),
    })
}

/// Whether `t` is what the builtins namespace calls by its name (so the host's type of the
/// same name is the same type).
fn is_builtin_name(vm: &Vm, t: &Rc<PyType>) -> bool {
    matches!(vm.builtins.borrow().get(t.name.as_ref()), Some(Value::Type(b)) if Rc::ptr_eq(b, t))
}

fn is_kind(class: &Rc<PyType>, of: &Rc<PyType>) -> bool {
    Rc::ptr_eq(class, of) || class.mro.iter().any(|c| Rc::ptr_eq(c, of))
}

fn call_method(vm: &mut Vm, v: &Value, name: &str) -> PyResult<Value> {
    let m = vm.get_attr(v, name)?;
    vm.call(&m, &[], &[])
}

fn int_attr(vm: &mut Vm, v: &Value, name: &str) -> PyResult<i64> {
    match vm.get_attr(v, name)? {
        Value::Int(i) => Ok(i),
        _ => Err(PyErr::type_error(format!("{} is not an int", name))),
    }
}

fn text_of(vm: &mut Vm, v: &Value, method: &str) -> PyResult<String> {
    match call_method(vm, v, method)? {
        Value::Str(s) => Ok(s.s.clone()),
        _ => Err(PyErr::type_error(format!("{}() did not return a str", method))),
    }
}

fn instance_out(vm: &mut Vm, v: &Value, inst: &Rc<Instance>, depth: usize) -> PyResult<HostValue> {
    if let Some((id, type_name)) = handle_of(v) {
        return Ok(HostValue::Handle { id, type_name });
    }
    let dt = datetime::types(vm);
    let class = &inst.class;
    if is_kind(class, &dt.datetime) {
        return Ok(HostValue::DateTime(text_of(vm, v, "isoformat")?));
    }
    if is_kind(class, &dt.date) {
        return Ok(HostValue::Date(text_of(vm, v, "isoformat")?));
    }
    if is_kind(class, &dt.time) {
        return Ok(HostValue::Time(text_of(vm, v, "isoformat")?));
    }
    if is_kind(class, &dt.timedelta) {
        return Ok(HostValue::TimeDelta {
            days: int_attr(vm, v, "days")?,
            seconds: int_attr(vm, v, "seconds")?,
            microseconds: int_attr(vm, v, "microseconds")?,
        });
    }
    if decimal::as_dec(v).is_some() {
        return Ok(HostValue::Decimal(text_of(vm, v, "__str__")?));
    }
    // Subclasses of builtin types (Counter, OrderedDict, namedtuples, user `class L(list)`)
    // keep their builtin value aside.
    let base = inst.base_value.borrow().clone();
    if !matches!(base, Value::None) {
        return convert_out(vm, &base, depth);
    }
    foreign(vm, v)
}

/// Builds an engine value from a host value.
pub fn from_host(vm: &mut Vm, v: &HostValue) -> PyResult<Value> {
    convert_in(vm, v, 0)
}

fn items_in(vm: &mut Vm, items: &[HostValue], depth: usize) -> PyResult<Vec<Value>> {
    items.iter().map(|x| convert_in(vm, x, depth + 1)).collect()
}

fn call_class_method(vm: &mut Vm, class: &Rc<PyType>, name: &str, args: &[Value]) -> PyResult<Value> {
    let m = vm.get_attr(&Value::Type(class.clone()), name)?;
    vm.call(&m, args, &[])
}

fn convert_in(vm: &mut Vm, v: &HostValue, depth: usize) -> PyResult<Value> {
    if depth > MAX_DEPTH {
        return Err(PyErr::new(sandpy_engine::ExcKind::RecursionError, "value nested too deeply to convert"));
    }
    Ok(match v {
        HostValue::None => Value::None,
        HostValue::Bool(b) => Value::Bool(*b),
        HostValue::Int(i) => Value::Int(*i),
        HostValue::BigInt(b) => Value::from_bigint(b.clone()),
        HostValue::Float(f) => Value::Float(*f),
        HostValue::Complex { re, im } => Value::complex(*re, *im),
        HostValue::Str(s) | HostValue::Path(s) => Value::str(s),
        HostValue::Bytes(b) => Value::Bytes(Rc::new(PyBytes::new(b.clone().into_boxed_slice()))),
        HostValue::List(xs) => Value::list(items_in(vm, xs, depth)?),
        HostValue::Tuple(xs) => Value::tuple(items_in(vm, xs, depth)?),
        HostValue::Dict(pairs) => {
            let mut items = Vec::with_capacity(pairs.len());
            for (k, val) in pairs {
                items.push((convert_in(vm, k, depth + 1)?, convert_in(vm, val, depth + 1)?));
            }
            vm.new_dict(items)?
        }
        HostValue::Set(xs) => {
            let items = items_in(vm, xs, depth)?;
            vm.build_set(items)?
        }
        HostValue::FrozenSet(xs) => {
            let items = items_in(vm, xs, depth)?;
            match vm.build_set(items)? {
                Value::Set(s) => Value::FrozenSet(s),
                other => other,
            }
        }
        HostValue::Date(s) => call_class_method(vm, &datetime::types(vm).date, "fromisoformat", &[Value::str(s)])?,
        HostValue::Time(s) => call_class_method(vm, &datetime::types(vm).time, "fromisoformat", &[Value::str(s)])?,
        HostValue::DateTime(s) => call_class_method(vm, &datetime::types(vm).datetime, "fromisoformat", &[Value::str(s)])?,
        HostValue::TimeDelta { days, seconds, microseconds } => {
            let class = Value::Type(datetime::types(vm).timedelta.clone());
            vm.call(&class, &[Value::Int(*days), Value::Int(*seconds), Value::Int(*microseconds)], &[])?
        }
        HostValue::Decimal(s) => {
            let class = Value::Type(decimal::decimal_type(vm));
            vm.call(&class, &[Value::str(s)], &[])?
        }
        HostValue::Handle { id, type_name } => new_handle(vm, *id, type_name),
        HostValue::BuiltinType(name) => match vm.builtins.borrow().get(name.as_str()) {
            Some(t @ Value::Type(_)) => t.clone(),
            _ => return Err(PyErr::type_error(format!("the sandbox has no builtin type '{}'", name))),
        },
        // A stand-in from another sandbox: its text is all there is.
        HostValue::Foreign { repr, .. } => Value::str(repr),
        HostValue::Tagged(map) => match (map.get("data"), map.get(super::tagged::TYPE_KEY).and_then(|t| t.as_str())) {
            // numpy arrays from a CPython backend arrive as their nested lists.
            (Some(data), Some("ndarray")) => convert_in(vm, &super::plain::from_plain(data), depth + 1)?,
            _ => convert_in(vm, &super::plain::from_plain(&serde_json::Value::Object(map.clone())), depth + 1)?,
        },
    })
}

/// A short Python type name for messages (no Python code runs).
pub fn type_name(v: &Value) -> String {
    if let Value::Instance(inst) = v {
        return inst.class.name.to_string();
    }
    let name = match v {
        Value::None => "NoneType",
        Value::NotImplemented => "NotImplementedType",
        Value::Ellipsis => "ellipsis",
        Value::Bool(_) => "bool",
        Value::Int(_) | Value::BigInt(_) => "int",
        Value::Float(_) => "float",
        Value::Complex(_) => "complex",
        Value::Str(_) => "str",
        Value::Bytes(_) => "bytes",
        Value::ByteArray(_) => "bytearray",
        Value::List(_) => "list",
        Value::Tuple(_) => "tuple",
        Value::Dict(_) => "dict",
        Value::Set(_) => "set",
        Value::FrozenSet(_) => "frozenset",
        Value::Range(_) => "range",
        Value::Slice(_) => "slice",
        Value::Function(_) => "function",
        Value::Builtin(_) | Value::HostFunction(_) => "builtin_function_or_method",
        Value::BoundMethod(_) => "method",
        Value::Type(_) => "type",
        Value::Instance(_) => "object",
        Value::Module(_) => "module",
        Value::Iter(_) => "iterator",
        Value::Generator(_) => "generator",
        Value::Property(_) => "property",
        Value::ClassMethod(_) => "classmethod",
        Value::StaticMethod(_) => "staticmethod",
        Value::Super(_) => "super",
        Value::DictView(_) => "dict view",
        Value::Cell(_) | Value::Null => "internal",
    };
    name.to_string()
}

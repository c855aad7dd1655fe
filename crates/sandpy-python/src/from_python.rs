//! Python objects → [`HostValue`].
//!
//! The builtin types convert exactly (subclasses as their builtin value: an `IntEnum`
//! member is an int, a `Counter` a dict, a namedtuple a tuple), and so do `date`, `time`,
//! `datetime`, `timedelta`, `Decimal`, paths and numpy scalars. Anything else either
//! becomes an opaque handle (tool results: an image one tool returns can be handed to the
//! next) or is refused with a TypeError naming its type (variables, unless wrapped in
//! `sandpy.Opaque`). Conversion never keeps a reference into the caller's objects: the
//! sandbox gets copies.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBool, PyByteArray, PyBytes, PyComplex, PyDict, PyFloat, PyFrozenSet, PyInt, PyList, PySet, PyString, PyTuple, PyType};
use sandpy_executor::value::tagged::MAX_DEPTH;
use sandpy_executor::HostValue;

use crate::handles::HandleTable;

static OPAQUE: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static FOREIGN: PyOnceLock<Py<PyType>> = PyOnceLock::new();

/// What to do with an object that has no host form.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Unconvertible {
    /// Raise TypeError (variables sent in).
    Refuse,
    /// Keep it in the handle table and send a handle (tool results).
    Handle,
}

/// Converts `obj` for the sandbox.
pub fn from_python(obj: &Bound<'_, PyAny>, handles: &HandleTable, policy: Unconvertible) -> PyResult<HostValue> {
    convert(obj, handles, policy, 0)
}

fn convert(obj: &Bound<'_, PyAny>, handles: &HandleTable, policy: Unconvertible, depth: usize) -> PyResult<HostValue> {
    if depth > MAX_DEPTH {
        return Err(PyValueError::new_err("value nested too deeply (or containing itself) to send to the sandbox"));
    }
    if obj.is_none() {
        return Ok(HostValue::None);
    }
    // Exact builtin types first: the common case, and the cheapest checks.
    if let Ok(s) = obj.cast_exact::<PyString>() {
        return Ok(HostValue::Str(s.extract::<String>()?));
    }
    if obj.is_exact_instance_of::<PyBool>() {
        return Ok(HostValue::Bool(obj.is_truthy()?));
    }
    if obj.is_exact_instance_of::<PyInt>() {
        return int(obj);
    }
    if let Ok(f) = obj.cast_exact::<PyFloat>() {
        return Ok(HostValue::Float(f.value()));
    }
    if let Ok(l) = obj.cast_exact::<PyList>() {
        return Ok(HostValue::List(seq(l.iter(), handles, policy, depth)?));
    }
    if let Ok(t) = obj.cast_exact::<PyTuple>() {
        return Ok(HostValue::Tuple(seq(t.iter(), handles, policy, depth)?));
    }
    if let Ok(d) = obj.cast_exact::<PyDict>() {
        return dict(d, handles, policy, depth);
    }
    let py = obj.py();
    // Subclasses of builtins, and the other builtin types.
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(HostValue::Str(s.extract::<String>()?));
    }
    if obj.is_instance_of::<PyInt>() {
        return int(obj);
    }
    if let Ok(f) = obj.cast::<PyFloat>() {
        return Ok(HostValue::Float(f.value()));
    }
    if let Ok(b) = obj.cast::<PyBytes>() {
        return Ok(HostValue::Bytes(b.as_bytes().to_vec()));
    }
    if let Ok(b) = obj.cast::<PyByteArray>() {
        return Ok(HostValue::Bytes(b.to_vec()));
    }
    if let Ok(l) = obj.cast::<PyList>() {
        return Ok(HostValue::List(seq(l.iter(), handles, policy, depth)?));
    }
    if let Ok(t) = obj.cast::<PyTuple>() {
        return Ok(HostValue::Tuple(seq(t.iter(), handles, policy, depth)?));
    }
    if let Ok(d) = obj.cast::<PyDict>() {
        return dict(d, handles, policy, depth);
    }
    if let Ok(s) = obj.cast::<PySet>() {
        return Ok(HostValue::Set(seq(s.iter(), handles, policy, depth)?));
    }
    if let Ok(s) = obj.cast::<PyFrozenSet>() {
        return Ok(HostValue::FrozenSet(seq(s.iter(), handles, policy, depth)?));
    }
    if let Ok(c) = obj.cast::<PyComplex>() {
        return Ok(HostValue::Complex { re: c.real(), im: c.imag() });
    }
    // Builtin types are the same on both sides.
    if let Ok(t) = obj.cast::<PyType>() {
        let name: String = t.name()?.extract()?;
        if t.module()?.extract::<String>()? == "builtins" && py.import("builtins")?.getattr(name.as_str())?.is(obj) {
            return Ok(HostValue::BuiltinType(name));
        }
    }
    // sandpy's own wrappers.
    let opaque = OPAQUE.import(py, "sandpy._values", "Opaque")?;
    if obj.is_instance(opaque)? {
        let inner = obj.getattr("value")?;
        return Ok(handle(&inner, handles));
    }
    let foreign = FOREIGN.import(py, "sandpy._values", "Foreign")?;
    if obj.is_instance(foreign)? {
        return Ok(HostValue::Foreign {
            type_name: obj.getattr("type_name")?.extract()?,
            repr: obj.repr()?.extract::<String>()?,
            str: obj.str()?.extract::<String>()?,
        });
    }
    if let Some(v) = library_value(obj)? {
        return Ok(v);
    }
    match policy {
        Unconvertible::Handle => Ok(handle(obj, handles)),
        Unconvertible::Refuse => Err(PyTypeError::new_err(format!(
            "a {} object cannot be sent to the sandbox: only None, bool, int, float, complex, str, bytes, list, tuple, \
             dict, set, frozenset, date, time, datetime, timedelta, Decimal and paths cross; wrap it in \
             sandpy.Opaque(...) to hand it to tools without the code reading it",
            qualified_type_name(obj)
        ))),
    }
}

fn int(obj: &Bound<'_, PyAny>) -> PyResult<HostValue> {
    if let Ok(i) = obj.extract::<i64>() {
        return Ok(HostValue::Int(i));
    }
    Ok(HostValue::int(obj.extract::<num_bigint::BigInt>()?))
}

fn seq<'py>(
    items: impl Iterator<Item = Bound<'py, PyAny>>,
    handles: &HandleTable,
    policy: Unconvertible,
    depth: usize,
) -> PyResult<Vec<HostValue>> {
    items.map(|x| convert(&x, handles, policy, depth + 1)).collect()
}

fn dict(d: &Bound<'_, PyDict>, handles: &HandleTable, policy: Unconvertible, depth: usize) -> PyResult<HostValue> {
    let mut pairs = Vec::with_capacity(d.len());
    for (k, v) in d.iter() {
        pairs.push((convert(&k, handles, policy, depth + 1)?, convert(&v, handles, policy, depth + 1)?));
    }
    Ok(HostValue::Dict(pairs))
}

fn handle(obj: &Bound<'_, PyAny>, handles: &HandleTable) -> HostValue {
    let type_name = qualified_type_name(obj);
    HostValue::Handle { id: handles.insert(obj.clone().unbind()), type_name }
}

/// `module.Type` (just `Type` for builtins).
fn qualified_type_name(obj: &Bound<'_, PyAny>) -> String {
    let ty = obj.get_type();
    let name = ty.qualname().map(|n| n.to_string()).unwrap_or_else(|_| "object".into());
    match ty.module().map(|m| m.to_string()) {
        Ok(m) if m != "builtins" => format!("{}.{}", m, name),
        _ => name,
    }
}

/// Standard-library and numpy values with an exact host form, recognised by the
/// `(module, name)` of the classes in their MRO, so nothing is imported to check and user
/// subclasses (`class Day(datetime.date)`) count too.
fn library_value(obj: &Bound<'_, PyAny>) -> PyResult<Option<HostValue>> {
    let mut classes = Vec::new();
    for c in obj.get_type().mro().iter() {
        let module: String = c.getattr("__module__").and_then(|m| m.extract()).unwrap_or_default();
        let name: String = c.getattr("__name__").and_then(|m| m.extract()).unwrap_or_default();
        classes.push((module, name));
    }
    let is = |module: &str, name: &str| classes.iter().any(|(m, n)| m == module && n == name);
    let iso = || -> PyResult<String> { obj.call_method0("isoformat")?.extract() };
    if is("datetime", "datetime") {
        return Ok(Some(HostValue::DateTime(iso()?)));
    }
    if is("datetime", "date") {
        return Ok(Some(HostValue::Date(iso()?)));
    }
    if is("datetime", "time") {
        return Ok(Some(HostValue::Time(iso()?)));
    }
    if is("datetime", "timedelta") {
        return Ok(Some(HostValue::TimeDelta {
            days: obj.getattr("days")?.extract()?,
            seconds: obj.getattr("seconds")?.extract()?,
            microseconds: obj.getattr("microseconds")?.extract()?,
        }));
    }
    if is("decimal", "Decimal") || is("_pydecimal", "Decimal") {
        return Ok(Some(HostValue::Decimal(obj.str()?.extract::<String>()?)));
    }
    if classes.iter().any(|(m, n)| (m == "pathlib" || m.starts_with("pathlib.")) && n == "PurePath") {
        return Ok(Some(HostValue::Path(obj.str()?.extract::<String>()?)));
    }
    // numpy scalars (np.int64, np.float32, np.bool_…) are their Python number.
    if is("numpy", "generic") && !is("numpy", "ndarray") {
        let item = obj.call_method0("item")?;
        if item.is_instance_of::<PyInt>() || item.is_instance_of::<PyFloat>() || item.is_instance_of::<PyBool>() {
            return Ok(Some(convert(&item, &HandleTable::default(), Unconvertible::Refuse, 0)?));
        }
    }
    Ok(None)
}

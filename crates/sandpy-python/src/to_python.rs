//! [`HostValue`] → real Python objects in the caller's interpreter.
//!
//! Builtin data becomes the builtin type; dates and times go through `fromisoformat`,
//! `timedelta` through its fields, `Decimal` through its text, paths become
//! `pathlib.Path`. A handle becomes the host object it stands for; a sandbox object with
//! no host equivalent becomes a `sandpy.Foreign` (read-only: its type name, repr and str);
//! other tagged values (numpy arrays, PIL images, dataclasses from a CPython sandbox) are
//! rebuilt by `sandpy._values.from_tagged` when the library is present.

use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::{PyBytes, PyComplex, PyDict, PyFrozenSet, PyList, PySet, PyString, PyTuple, PyType};
use sandpy_executor::HostValue;

use crate::handles::HandleTable;

static DATE: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static TIME: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static DATETIME: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static TIMEDELTA: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static DECIMAL: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static PATH: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static FOREIGN: PyOnceLock<Py<PyType>> = PyOnceLock::new();
static FROM_TAGGED: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

/// Builds the Python object for `v`.
pub fn to_python<'py>(py: Python<'py>, v: &HostValue, handles: &HandleTable) -> PyResult<Bound<'py, PyAny>> {
    Ok(match v {
        HostValue::None => py.None().into_bound(py),
        HostValue::Bool(b) => b.into_pyobject(py)?.to_owned().into_any(),
        HostValue::Int(i) => i.into_pyobject(py)?.into_any(),
        HostValue::BigInt(b) => b.into_pyobject(py)?.into_any(),
        HostValue::Float(f) => f.into_pyobject(py)?.into_any(),
        HostValue::Complex { re, im } => PyComplex::from_doubles(py, *re, *im).into_any(),
        HostValue::Str(s) => PyString::new(py, s).into_any(),
        HostValue::Bytes(b) => PyBytes::new(py, b).into_any(),
        HostValue::List(xs) => PyList::new(py, items(py, xs, handles)?)?.into_any(),
        HostValue::Tuple(xs) => PyTuple::new(py, items(py, xs, handles)?)?.into_any(),
        HostValue::Set(xs) => PySet::new(py, items(py, xs, handles)?)?.into_any(),
        HostValue::FrozenSet(xs) => PyFrozenSet::new(py, items(py, xs, handles)?)?.into_any(),
        HostValue::Dict(pairs) => {
            let d = PyDict::new(py);
            for (k, val) in pairs {
                d.set_item(to_python(py, k, handles)?, to_python(py, val, handles)?)?;
            }
            d.into_any()
        }
        HostValue::Date(s) => DATE.import(py, "datetime", "date")?.call_method1("fromisoformat", (s,))?,
        HostValue::Time(s) => TIME.import(py, "datetime", "time")?.call_method1("fromisoformat", (s,))?,
        HostValue::DateTime(s) => DATETIME.import(py, "datetime", "datetime")?.call_method1("fromisoformat", (s,))?,
        HostValue::TimeDelta { days, seconds, microseconds } => {
            TIMEDELTA.import(py, "datetime", "timedelta")?.call1((days, seconds, microseconds))?
        }
        HostValue::Decimal(s) => DECIMAL.import(py, "decimal", "Decimal")?.call1((s,))?,
        HostValue::Path(s) => PATH.import(py, "pathlib", "Path")?.call1((s,))?,
        // Only a builtin *type*: the name may come from an untrusted kernel, and
        // `builtins.eval` or `open` handed to a host tool would run in the host.
        HostValue::BuiltinType(name) => match py.import("builtins")?.getattr(name.as_str()) {
            Ok(found) if found.is_instance_of::<PyType>() => found,
            _ => foreign(py, "type", &format!("<class '{}'>", name), None)?,
        },
        HostValue::Handle { id, type_name } => match handles.get(py, *id) {
            Some(obj) => obj.into_bound(py),
            // Not one of this executor's handles (a stale number from before a reset).
            None => foreign(py, type_name, &format!("<stale sandpy handle #{}>", id), None)?,
        },
        HostValue::Foreign { type_name, repr, str } => foreign(py, type_name, repr, Some(str))?,
        HostValue::Tagged(_) => {
            let text = sandpy_executor::value::tagged::to_tagged(v).to_string();
            FROM_TAGGED.import(py, "sandpy._values", "from_tagged_json")?.call1((text,))?
        }
    })
}

fn items<'py>(py: Python<'py>, xs: &[HostValue], handles: &HandleTable) -> PyResult<Vec<Bound<'py, PyAny>>> {
    xs.iter().map(|x| to_python(py, x, handles)).collect()
}

fn foreign<'py>(py: Python<'py>, type_name: &str, repr: &str, str: Option<&str>) -> PyResult<Bound<'py, PyAny>> {
    FOREIGN.import(py, "sandpy._values", "Foreign")?.call1((type_name, repr, str.unwrap_or(repr)))
}

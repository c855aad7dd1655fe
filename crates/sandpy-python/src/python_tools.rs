//! Python callables as tools: smolagents `Tool` objects, managed agents and plain
//! functions all become [`Tool`]s the sandboxed code calls by name. A call runs on the
//! host, in the caller's interpreter: the executor's worker thread takes the GIL, turns the
//! arguments into Python objects, calls, and turns the result back into plain data (an
//! object with no host form comes back as an opaque handle). An exception in the tool
//! reaches the code as an exception of the same type name and message.
//!
//! The callable itself never enters the sandbox: the code holds a host function that knows
//! only the tool's name, so no attribute of the tool object (its globals, its closure, the
//! agent behind it) is reachable from the code.

use std::sync::Arc;

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use sandpy_executor::{HostValue, Tool, ToolCall, ToolError};

use crate::from_python::{from_python, Unconvertible};
use crate::handles::HandleTable;
use crate::to_python::to_python;

/// A tool that calls `func` (any Python callable).
pub fn python_tool(name: String, func: Py<PyAny>, handles: Arc<HandleTable>) -> Tool {
    Tool::new(name, move |call: ToolCall| Python::attach(|py| call_tool(py, &func, &call, &handles)))
}

fn call_tool(py: Python<'_>, func: &Py<PyAny>, call: &ToolCall, handles: &HandleTable) -> Result<HostValue, ToolError> {
    let outcome = (|| -> PyResult<HostValue> {
        let args = call.args.iter().map(|a| to_python(py, a, handles)).collect::<PyResult<Vec<_>>>()?;
        let kwargs = PyDict::new(py);
        for (k, v) in &call.kwargs {
            kwargs.set_item(k, to_python(py, v, handles)?)?;
        }
        let result = func.bind(py).call(PyTuple::new(py, args)?, Some(&kwargs))?;
        from_python(&result, handles, Unconvertible::Handle)
    })();
    outcome.map_err(|e| tool_error(py, &e))
}

/// The type name and message of a Python exception, as the sandbox will raise it: the
/// sandbox raises `TypeName(message)`, so the message is what `str()` of that gives back,
/// except for a `KeyError` of one string, whose `str()` adds quotes the rebuilt one adds
/// again (`KeyError('k')`: the message is `k`, not `'k'`).
fn tool_error(py: Python<'_>, e: &PyErr) -> ToolError {
    let type_name = e.get_type(py).name().map(|n| n.to_string()).unwrap_or_else(|_| "Exception".into());
    let value = e.value(py);
    let key = if e.is_instance_of::<pyo3::exceptions::PyKeyError>(py) {
        value.getattr("args").ok().and_then(|args| args.extract::<(String,)>().ok()).map(|(key,)| key)
    } else {
        None
    };
    let message = key.unwrap_or_else(|| value.str().map(|s| s.to_string()).unwrap_or_default());
    ToolError::new(type_name, message)
}

//! `Codec`: Python objects ↔ tagged JSON text (docs/protocol.md, "Value encodings"), for the
//! executors whose sandbox is another process (the crash-isolated local executor, and the
//! out-of-process backends). It keeps the handles of the objects it sent as opaque handles,
//! so a handle that comes back decodes to the original object.

use std::sync::Arc;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use sandpy_executor::value::tagged::{from_tagged, to_tagged};

use crate::from_python::{from_python, Unconvertible};
use crate::handles::HandleTable;
use crate::to_python::to_python;

/// Encodes and decodes values for one out-of-process session.
#[pyclass(frozen, module = "sandpy._native")]
pub struct Codec {
    handles: Arc<HandleTable>,
}

#[pymethods]
impl Codec {
    #[new]
    fn new() -> Codec {
        Codec { handles: Arc::new(HandleTable::default()) }
    }

    /// The tagged JSON text of `obj`. Objects with no sandbox form become handles when
    /// `handles` is true (tool results) and raise TypeError otherwise (variables).
    #[pyo3(signature = (obj, handles = false))]
    fn encode(&self, obj: &Bound<'_, PyAny>, handles: bool) -> PyResult<String> {
        let policy = if handles { Unconvertible::Handle } else { Unconvertible::Refuse };
        let v = from_python(obj, &self.handles, policy)?;
        Ok(to_tagged(&v).to_string())
    }

    /// The Python object of tagged JSON text.
    fn decode<'py>(&self, py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyAny>> {
        let json: serde_json::Value = serde_json::from_str(text).map_err(|e| PyValueError::new_err(format!("invalid JSON: {}", e)))?;
        self.decode_json(py, &json)
    }

    /// Forgets every handle.
    fn clear(&self) {
        drop(self.handles.clear());
    }
}

impl Codec {
    fn decode_json<'py>(&self, py: Python<'py>, json: &serde_json::Value) -> PyResult<Bound<'py, PyAny>> {
        let v = from_tagged(json).map_err(|e| PyValueError::new_err(e.to_string()))?;
        to_python(py, &v, &self.handles)
    }
}

/// Runs `sandpy ARGS…` in this process (the crash-isolated executor's child runs
/// `sandpy session …` this way) and returns its exit status.
#[pyfunction]
pub fn run_cli(py: Python<'_>, args: Vec<String>) -> i32 {
    let mut argv = vec!["sandpy".to_string()];
    argv.extend(args);
    let status = py.detach(|| sandpy_cli::cli::main_from(argv));
    if status == std::process::ExitCode::SUCCESS {
        0
    } else {
        1
    }
}

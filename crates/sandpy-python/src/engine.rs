//! `Engine`: one local executor session (the sandpy engine with smolagents' semantics) on
//! its own worker thread, driven from Python.
//!
//! Why a thread: the engine's values are not `Send`, yet a Python object may be used from
//! any Python thread, and a run must not hold the GIL (other Python threads, and other
//! executors, keep running; Ctrl-C must reach the caller). So the session lives on a
//! worker thread for its whole life; a call from Python releases the GIL, hands the job
//! over ([`crate::handoff`]) and waits, checking for Ctrl-C every few milliseconds. Tool
//! calls take the GIL on the worker thread, in the middle of a run, while the caller waits
//! without it.
//!
//! Calls from several Python threads to one engine run one at a time, in arrival order.

use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::Duration;

use pyo3::exceptions::{PyKeyError, PyRuntimeError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use sandpy_executor::{CancelHandle, CodeOutput, ExecutionError, ExecutorConfig, HostValue, LocalSession, Tool};

use crate::from_python::{from_python, Unconvertible};
use crate::handles::HandleTable;
use crate::handoff::{self, Waited};
use crate::python_tools::python_tool;
use crate::to_python::to_python;

/// Stack of the worker thread: Python recursion does not use it, but parsing, compiling
/// and dropping deeply nested structures can.
const WORKER_STACK: usize = 64 << 20;

enum Job {
    Run(String),
    SendVariables(Vec<(String, HostValue)>),
    SetTools(Vec<Tool>),
    GetVariable(String),
    VariableNames,
    DeleteVariable(String),
    Reset,
}

enum Reply {
    Run(Result<CodeOutput, ExecutionError>),
    Done(Result<(), ExecutionError>),
    Variable(Option<HostValue>),
    Names(Vec<String>),
}

struct Link {
    jobs: Sender<Job>,
    replies: Receiver<Reply>,
    thread: Option<JoinHandle<()>>,
}

/// A sandpy session on a worker thread.
#[pyclass(frozen, module = "sandpy._native")]
pub struct Engine {
    link: Mutex<Option<Link>>,
    cancel: CancelHandle,
    handles: Arc<HandleTable>,
}

fn closed() -> PyErr {
    PyRuntimeError::new_err("this executor has been cleaned up")
}

impl Engine {
    fn lock(&self) -> MutexGuard<'_, Option<Link>> {
        self.link.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Hands `job` to the worker and waits for its reply without the GIL. Ctrl-C while
    /// waiting cancels the run and, once the worker has stopped, raises KeyboardInterrupt.
    fn call(&self, py: Python<'_>, job: Job) -> PyResult<Reply> {
        let cancel = self.cancel.clone();
        py.detach(|| {
            let guard = self.lock();
            let link = guard.as_ref().ok_or_else(closed)?;
            link.jobs.send(job).map_err(|_| closed())?;
            let mut interrupted: Option<PyErr> = None;
            let waited = handoff::wait(&link.replies, || {
                if interrupted.is_none() {
                    if let Err(e) = Python::attach(|py| py.check_signals()) {
                        cancel.cancel();
                        interrupted = Some(e);
                    }
                }
            });
            match (waited, interrupted) {
                (_, Some(e)) => Err(e),
                (Waited::Got(reply), None) => Ok(reply),
                (Waited::Closed, None) => Err(PyRuntimeError::new_err("the executor's worker thread stopped")),
            }
        })
    }

    fn done(&self, py: Python<'_>, job: Job) -> PyResult<()> {
        match self.call(py, job)? {
            Reply::Done(Ok(())) => Ok(()),
            Reply::Done(Err(e)) => Err(PyRuntimeError::new_err(e.message)),
            _ => Err(PyRuntimeError::new_err("unexpected reply from the executor's worker")),
        }
    }

    fn tools_from(&self, tools: &Bound<'_, PyDict>) -> PyResult<Vec<Tool>> {
        let mut out = Vec::with_capacity(tools.len());
        for (name, func) in tools.iter() {
            let name: String = name.extract()?;
            if !func.is_callable() {
                return Err(pyo3::exceptions::PyTypeError::new_err(format!("tool '{}' is not callable", name)));
            }
            out.push(python_tool(name, func.unbind(), self.handles.clone()));
        }
        Ok(out)
    }
}

#[pymethods]
impl Engine {
    /// Starts a session. Limits: `timeout_seconds` (None: off), `max_operations` in
    /// executor steps (None: off), `max_memory` in bytes (None: the engine's cap).
    #[new]
    #[pyo3(signature = (authorized_imports, max_print_outputs_length, timeout_seconds, max_operations, max_memory, max_recursion_depth, functions))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        authorized_imports: Vec<String>,
        max_print_outputs_length: usize,
        timeout_seconds: Option<f64>,
        max_operations: Option<u64>,
        max_memory: Option<usize>,
        max_recursion_depth: usize,
        functions: &Bound<'_, PyDict>,
    ) -> PyResult<Engine> {
        let timeout = match timeout_seconds {
            Some(t) if t.is_finite() && t > 0.0 => Some(Duration::from_secs_f64(t)),
            Some(t) if t.is_finite() && t == 0.0 => None,
            Some(t) => return Err(pyo3::exceptions::PyValueError::new_err(format!("timeout_seconds must be positive, got {}", t))),
            None => None,
        };
        let mut engine = Engine { link: Mutex::new(None), cancel: CancelHandle::new(), handles: Arc::new(HandleTable::default()) };
        let config = ExecutorConfig {
            additional_authorized_imports: authorized_imports,
            max_print_outputs_length,
            timeout,
            max_operations,
            max_memory,
            max_recursion_depth,
            additional_functions: engine.tools_from(functions)?,
            tools: Vec::new(),
            fixed_clock: None,
        };
        let (jobs, job_rx) = mpsc::channel();
        let (reply_tx, replies) = mpsc::channel();
        let cancel = engine.cancel.clone();
        let thread = std::thread::Builder::new()
            .name("sandpy-engine".into())
            .stack_size(WORKER_STACK)
            .spawn(move || worker(config, cancel, job_rx, reply_tx))
            .map_err(|e| PyRuntimeError::new_err(format!("cannot start the executor's thread: {}", e)))?;
        engine.link = Mutex::new(Some(Link { jobs, replies, thread: Some(thread) }));
        Ok(engine)
    }

    /// Runs `code`: `(True, output, logs, is_final_answer)` or `(False, error fields, logs,
    /// False)`.
    fn run<'py>(&self, py: Python<'py>, code: String) -> PyResult<Bound<'py, PyTuple>> {
        match self.call(py, Job::Run(code))? {
            Reply::Run(Ok(out)) => {
                let value = to_python(py, &out.value, &self.handles)?;
                PyTuple::new(
                    py,
                    [
                        true.into_pyobject(py)?.to_owned().into_any(),
                        value,
                        out.logs.into_pyobject(py)?.into_any(),
                        out.is_final_answer.into_pyobject(py)?.to_owned().into_any(),
                    ],
                )
            }
            Reply::Run(Err(e)) => {
                let fields = PyDict::new(py);
                fields.set_item("kind", e.kind.as_str())?;
                fields.set_item("type_name", &e.type_name)?;
                fields.set_item("message", &e.message)?;
                fields.set_item("line", e.line)?;
                fields.set_item("column", e.column)?;
                fields.set_item("source_line", &e.source_line)?;
                fields.set_item("traceback", &e.traceback)?;
                fields.set_item("rendered", &e.rendered)?;
                PyTuple::new(
                    py,
                    [
                        false.into_pyobject(py)?.to_owned().into_any(),
                        fields.into_any(),
                        e.logs.into_pyobject(py)?.into_any(),
                        false.into_pyobject(py)?.to_owned().into_any(),
                    ],
                )
            }
            _ => Err(PyRuntimeError::new_err("unexpected reply from the executor's worker")),
        }
    }

    /// Binds variables. Objects with no sandbox form raise TypeError unless wrapped in
    /// `sandpy.Opaque`.
    fn send_variables(&self, py: Python<'_>, variables: &Bound<'_, PyDict>) -> PyResult<()> {
        let mut vars = Vec::with_capacity(variables.len());
        for (name, value) in variables.iter() {
            let name: String = name.extract()?;
            let v = from_python(&value, &self.handles, Unconvertible::Refuse)
                .map_err(|e| pyo3::exceptions::PyTypeError::new_err(format!("variable '{}': {}", name, e.value(py))))?;
            vars.push((name, v));
        }
        self.done(py, Job::SendVariables(vars))
    }

    /// Replaces the tools (name → callable).
    fn set_tools(&self, py: Python<'_>, tools: &Bound<'_, PyDict>) -> PyResult<()> {
        let tools = self.tools_from(tools)?;
        self.done(py, Job::SetTools(tools))
    }

    /// A variable's value (KeyError when unbound).
    fn get_variable<'py>(&self, py: Python<'py>, name: String) -> PyResult<Bound<'py, PyAny>> {
        match self.call(py, Job::GetVariable(name.clone()))? {
            Reply::Variable(Some(v)) => to_python(py, &v, &self.handles),
            Reply::Variable(None) => Err(PyKeyError::new_err(name)),
            _ => Err(PyRuntimeError::new_err("unexpected reply from the executor's worker")),
        }
    }

    /// The names of the session's variables, in binding order.
    fn variable_names(&self, py: Python<'_>) -> PyResult<Vec<String>> {
        match self.call(py, Job::VariableNames)? {
            Reply::Names(names) => Ok(names),
            _ => Err(PyRuntimeError::new_err("unexpected reply from the executor's worker")),
        }
    }

    /// Unbinds a variable (KeyError when unbound).
    fn delete_variable(&self, py: Python<'_>, name: String) -> PyResult<()> {
        self.done(py, Job::DeleteVariable(name))
    }

    /// Forgets every variable, function, class, import and handle; tools stay.
    fn reset(&self, py: Python<'_>) -> PyResult<()> {
        self.done(py, Job::Reset)?;
        drop(self.handles.clear());
        Ok(())
    }

    /// Stops the run in progress (from another thread).
    fn cancel(&self) {
        self.cancel.cancel();
    }

    /// Stops the worker and releases everything. Later calls raise RuntimeError.
    fn close(&self, py: Python<'_>) {
        self.cancel.cancel();
        let link = self.lock().take();
        if let Some(mut link) = link {
            let thread = link.thread.take();
            drop(link);
            if let Some(t) = thread {
                py.detach(|| {
                    let _ = t.join();
                });
            }
        }
        drop(self.handles.clear());
    }

    /// Whether `close` has been called.
    #[getter]
    fn closed(&self) -> bool {
        self.lock().is_none()
    }
}

impl Drop for Engine {
    /// Dropping the channels ends the worker's loop; it is not joined here (this may run
    /// with the GIL held while the worker waits for it in a tool call).
    fn drop(&mut self) {
        self.cancel.cancel();
    }
}

fn worker(config: ExecutorConfig, cancel: CancelHandle, jobs: Receiver<Job>, replies: Sender<Reply>) {
    let mut session = LocalSession::with_cancel(config, cancel.clone());
    while let Waited::Got(job) = handoff::wait_blocking(&jobs) {
        let reply = match job {
            Job::Run(code) => {
                cancel.clear();
                Reply::Run(session.run(&code))
            }
            Job::SendVariables(vars) => Reply::Done(session.send_variables(vars)),
            Job::SetTools(tools) => {
                session.send_tools(tools);
                Reply::Done(Ok(()))
            }
            Job::GetVariable(name) => Reply::Variable(session.get_variable(&name)),
            Job::VariableNames => Reply::Names(session.variable_names()),
            Job::DeleteVariable(name) => Reply::Done(
                session
                    .remove_variable(&name)
                    .then_some(())
                    .ok_or_else(|| ExecutionError::executor(format!("name '{}' is not defined", name))),
            ),
            Job::Reset => {
                session.reset();
                Reply::Done(Ok(()))
            }
        };
        if replies.send(reply).is_err() {
            break;
        }
    }
}

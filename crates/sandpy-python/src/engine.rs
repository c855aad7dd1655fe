//! `Engine`: one executor session on its own worker thread, driven from Python: the local
//! engine (`Engine(...)`) or real CPython in the Linux sandbox (`Engine.isolated(...)`),
//! behind the same methods ([`crate::backend`]).
//!
//! Why a thread: the engine's values are not `Send`, yet a Python object may be used from
//! any Python thread, and a run must not hold the GIL (other Python threads, and other
//! executors, keep running; Ctrl-C must reach the caller). So the session lives on a
//! worker thread for its whole life (a thread kept from an earlier executor when one is
//! idle: [`crate::threads`]); a call from Python releases the GIL, hands the job
//! over ([`crate::handoff`]) and waits, checking for Ctrl-C every few milliseconds. Tool
//! calls take the GIL on the worker thread, in the middle of a run, while the caller waits
//! without it.
//!
//! Calls from several Python threads to one engine run one at a time, in arrival order.

use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use pyo3::exceptions::{PyKeyError, PyRuntimeError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use sandpy_executor::{CancelHandle, CodeOutput, DunderPolicy, ExecutionError, ExecutorConfig, HostValue, LocalSession, Tool};

use crate::backend::{self, Backend};
use crate::from_python::{from_python, Unconvertible};
use crate::handles::HandleTable;
use crate::handoff::{self, Waited};
use crate::python_tools::python_tool;
use crate::threads::{self, Finished};
use crate::to_python::to_python;

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
    /// Signalled once the worker has closed and dropped the session.
    finished: Option<Finished>,
}

/// Stops the run in progress from another thread.
type Canceller = Arc<dyn Fn() + Send + Sync>;

/// Builds the session on the worker thread.
type BackendFactory = Box<dyn FnOnce() -> Box<dyn Backend> + Send>;

/// A sandpy session on a worker thread.
#[pyclass(frozen, module = "sandpy._native")]
pub struct Engine {
    link: Mutex<Option<Link>>,
    cancel: Canceller,
    /// Forgets a stop that came while no run was in progress; called under the link's lock
    /// just before a run is handed to the worker, so a stop that comes after the hand-off
    /// (even before the worker has picked the run up) stops that run.
    forget_stale_cancel: Canceller,
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
            if matches!(job, Job::Run(_)) {
                (self.forget_stale_cancel)();
            }
            link.jobs.send(job).map_err(|_| closed())?;
            let mut interrupted: Option<PyErr> = None;
            let waited = handoff::wait(&link.replies, || {
                if interrupted.is_none() {
                    if let Err(e) = Python::attach(|py| py.check_signals()) {
                        cancel();
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

    /// Starts the worker thread, which builds the session with `factory`.
    fn start(factory: BackendFactory, cancel: Canceller, forget_stale_cancel: Canceller, handles: Arc<HandleTable>) -> PyResult<Engine> {
        let (jobs, job_rx) = mpsc::channel();
        let (reply_tx, replies) = mpsc::channel();
        let finished = threads::spawn(Box::new(move || worker(factory, job_rx, reply_tx)))
            .map_err(|e| PyRuntimeError::new_err(format!("cannot start the executor's thread: {}", e)))?;
        Ok(Engine { link: Mutex::new(Some(Link { jobs, replies, finished: Some(finished) })), cancel, forget_stale_cancel, handles })
    }
}

/// Python callables as tools (name → callable).
fn tools_from(tools: &Bound<'_, PyDict>, handles: &Arc<HandleTable>) -> PyResult<Vec<Tool>> {
    let mut out = Vec::with_capacity(tools.len());
    for (name, func) in tools.iter() {
        let name: String = name.extract()?;
        if !func.is_callable() {
            return Err(pyo3::exceptions::PyTypeError::new_err(format!("tool '{}' is not callable", name)));
        }
        out.push(python_tool(name, func.unbind(), handles.clone()));
    }
    Ok(out)
}

/// A timeout in seconds from Python: positive, or None/0 for none.
fn seconds(timeout_seconds: Option<f64>) -> PyResult<Option<Duration>> {
    match timeout_seconds {
        Some(t) if t.is_finite() && t > 0.0 => Ok(Some(Duration::from_secs_f64(t))),
        Some(t) if t.is_finite() && t == 0.0 => Ok(None),
        Some(t) => Err(pyo3::exceptions::PyValueError::new_err(format!("timeout_seconds must be positive, got {}", t))),
        None => Ok(None),
    }
}

#[pymethods]
impl Engine {
    /// Starts a session. Limits: `timeout_seconds` (None: off), `max_operations` in
    /// executor steps (None: off), `max_memory` in bytes (None: the engine's cap).
    #[new]
    #[pyo3(signature = (authorized_imports, max_print_outputs_length, timeout_seconds, max_operations, max_memory, max_recursion_depth, functions, dunder_policy="smolagents"))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        authorized_imports: Vec<String>,
        max_print_outputs_length: usize,
        timeout_seconds: Option<f64>,
        max_operations: Option<u64>,
        max_memory: Option<usize>,
        max_recursion_depth: usize,
        functions: &Bound<'_, PyDict>,
        dunder_policy: &str,
    ) -> PyResult<Engine> {
        let dunder_policy = match dunder_policy {
            "smolagents" => DunderPolicy::Smolagents,
            "cpython" => DunderPolicy::Harmless,
            other => {
                return Err(pyo3::exceptions::PyValueError::new_err(format!(
                    "dunder_policy must be 'smolagents' or 'cpython', not {:?}",
                    other
                )))
            }
        };
        let timeout = seconds(timeout_seconds)?;
        let handles = Arc::new(HandleTable::default());
        let additional_functions = tools_from(functions, &handles)?;
        let config = ExecutorConfig {
            additional_authorized_imports: authorized_imports,
            max_print_outputs_length,
            timeout,
            max_operations,
            max_memory,
            max_recursion_depth,
            additional_functions,
            tools: Vec::new(),
            fixed_clock: None,
            dunder_policy,
        };
        let cancel = CancelHandle::new();
        let worker_cancel = cancel.clone();
        let factory: BackendFactory = Box::new(move || {
            let session = LocalSession::with_cancel(config, worker_cancel);
            Box::new(backend::Local { session })
        });
        let stale = cancel.clone();
        Engine::start(factory, Arc::new(move || cancel.cancel()), Arc::new(move || stale.clear()), handles)
    }

    /// Starts a session of real CPython in the Linux sandbox (`sandpy.IsolatedExecutor`).
    /// `init` is the command that runs the sandbox's init stages (program, then leading
    /// arguments); `site_packages` are the directories the code may import from.
    #[staticmethod]
    #[pyo3(signature = (interpreter, init, read_only_paths, authorized_imports, max_print_outputs_length, timeout_seconds, max_memory, site_packages, preimport, functions))]
    #[allow(clippy::too_many_arguments)]
    fn isolated(
        py: Python<'_>,
        interpreter: Option<String>,
        init: Vec<String>,
        read_only_paths: Vec<String>,
        authorized_imports: Option<Vec<String>>,
        max_print_outputs_length: usize,
        timeout_seconds: Option<f64>,
        max_memory: Option<u64>,
        site_packages: Vec<String>,
        preimport: Vec<String>,
        functions: &Bound<'_, PyDict>,
    ) -> PyResult<Engine> {
        let handles = Arc::new(HandleTable::default());
        let mut builder = sandpy_kernel::IsolatedExecutor::builder();
        let mut sandbox = sandpy_isolate::SandboxConfig::default();
        if let Some((program, leading)) = init.split_first() {
            sandbox.init_program = Some(program.into());
            sandbox.init_leading_args = leading.to_vec();
        }
        sandbox.read_only_paths.extend(read_only_paths.into_iter().map(Into::into));
        sandbox.limits.memory_bytes = max_memory;
        if let Some(path) = interpreter {
            sandbox.interpreter = Some(path.into());
        }
        builder = builder.sandbox_config(sandbox).site_packages(site_packages).preimport(preimport);
        builder = match authorized_imports {
            Some(patterns) => builder.authorized_imports(patterns),
            None => builder.any_import(),
        };
        builder = builder.max_print_outputs_length(max_print_outputs_length).timeout(seconds(timeout_seconds)?);
        for tool in tools_from(functions, &handles)? {
            builder = builder.tool(tool);
        }
        let executor = py
            .detach(|| builder.build().map_err(|e| e.message))
            .map_err(|message| PyRuntimeError::new_err(format!("the isolated executor could not start: {}", message)))?;
        let executor = Arc::new(executor);
        let for_worker = executor.clone();
        let factory: BackendFactory = Box::new(move || Box::new(backend::Isolated(for_worker)));
        // The kernel executor forgets a stop itself when the run it stopped ends.
        Engine::start(factory, Arc::new(move || executor.cancel()), Arc::new(|| {}), handles)
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
        let tools = tools_from(tools, &self.handles)?;
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
        (self.cancel)();
    }

    /// Stops the worker and releases everything. Later calls raise RuntimeError.
    fn close(&self, py: Python<'_>) {
        (self.cancel)();
        let link = self.lock().take();
        if let Some(mut link) = link {
            let finished = link.finished.take();
            drop(link);
            if let Some(f) = finished {
                py.detach(|| f.wait());
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
    /// Dropping the channels ends the worker's loop; it is not waited for here (this may
    /// run with the GIL held while the worker waits for it in a tool call).
    fn drop(&mut self) {
        (self.cancel)();
    }
}

fn worker(factory: BackendFactory, jobs: Receiver<Job>, replies: Sender<Reply>) {
    let mut session = factory();
    while let Waited::Got(job) = handoff::wait_blocking(&jobs) {
        let reply = match job {
            Job::Run(code) => Reply::Run(session.run(&code)),
            Job::SendVariables(vars) => Reply::Done(session.send_variables(vars)),
            Job::SetTools(tools) => Reply::Done(session.send_tools(tools)),
            Job::GetVariable(name) => match session.get_variable(&name) {
                Ok(v) => Reply::Variable(v),
                Err(e) => Reply::Done(Err(e)),
            },
            Job::VariableNames => match session.variable_names() {
                Ok(names) => Reply::Names(names),
                Err(e) => Reply::Done(Err(e)),
            },
            Job::DeleteVariable(name) => Reply::Done(match session.remove_variable(&name) {
                Ok(true) => Ok(()),
                Ok(false) => Err(ExecutionError::executor(format!("name '{}' is not defined", name))),
                Err(e) => Err(e),
            }),
            Job::Reset => Reply::Done(session.reset()),
        };
        if replies.send(reply).is_err() {
            break;
        }
    }
    session.close();
}

//! sandpy-engine: a sandboxed Python interpreter. Pure computation: it never touches the
//! filesystem, network, processes, environment or clocks (DESIGN.md invariant 1); the host
//! hands in everything it may use (limits, a clock, tools).
//!
//! Use [`Interpreter`]: `run_program` runs a whole file, `run_snippet` runs an executor
//! step and returns the value of its last statement. State persists between runs.

pub mod builtins;
pub mod compile;
pub mod error;
pub mod format;
pub mod heap;
pub mod host;
pub mod intern;
pub mod limits;
pub mod modules;
pub mod parse;
pub mod policy;
pub mod text;
pub mod types;
pub mod value;
pub mod vm;

use std::rc::Rc;

use compile::ModuleMode;
pub use error::{ExcKind, PyErr, PyResult};
pub use limits::Limits;
pub use parse::SyntaxErrorReport;
use value::Namespace;
pub use value::Value;
pub use vm::exc::ErrorReport;
use vm::Vm;

/// Why a run did not finish normally.
#[derive(Clone)]
pub enum RunError {
    Syntax(SyntaxErrorReport),
    Runtime(ErrorReport),
    /// `final_answer(value)` was called (not an error for executors; see sandpy-executor).
    FinalAnswer(Value),
}

impl std::fmt::Debug for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RunError::Syntax(s) => write!(f, "Syntax({:?})", s),
            RunError::Runtime(r) => write!(f, "Runtime({:?})", r),
            RunError::FinalAnswer(_) => write!(f, "FinalAnswer(..)"),
        }
    }
}

impl RunError {
    /// CPython-style text for stderr.
    pub fn render(&self) -> String {
        match self {
            RunError::Syntax(s) => s.render(),
            RunError::Runtime(r) => r.traceback.clone(),
            RunError::FinalAnswer(_) => String::new(),
        }
    }
}

/// One interpreter session: a heap, a module namespace, limits.
pub struct Interpreter {
    pub vm: Vm,
    pub globals: Rc<Namespace>,
}

impl Drop for Interpreter {
    /// Functions and their module namespaces refer to each other (a reference cycle), so
    /// empty the namespaces to free the session's objects with it; then collect what other
    /// cycles kept (classes and their methods, say). What the host still holds survives.
    fn drop(&mut self) {
        self.vm.heap.activate();
        let globals = std::mem::take(&mut *self.globals.borrow_mut());
        heap::release(globals.into_values());
        let modules: Vec<Value> = self.vm.modules.drain().map(|(_, m)| m).collect();
        for m in modules {
            if let Value::Module(m) = &m {
                let ns = std::mem::take(&mut *m.dict.borrow_mut());
                heap::release(ns.into_values());
            }
        }
        self.vm.handled = None;
        self.vm.frames.clear();
        heap::collect();
        self.vm.heap.retire();
    }
}

impl Interpreter {
    pub fn new(limits: Limits) -> Interpreter {
        // Makes the new session's heap account the active one.
        let vm = Vm::new(limits);
        let globals = vm.new_namespace("__main__");
        Interpreter { vm, globals }
    }

    /// Runs a program; the output is in `take_output`.
    pub fn run_program(&mut self, source: &str, filename: &str) -> Result<(), RunError> {
        self.run(source, filename, ModuleMode::Program).map(|_| ())
    }

    /// Runs an executor snippet and returns the value of its last statement.
    pub fn run_snippet(&mut self, source: &str, filename: &str) -> Result<Value, RunError> {
        self.run(source, filename, ModuleMode::LastValue)
    }

    /// Makes this session's heap account the thread's active one (see `heap`): every
    /// public method does, so several sessions can share a thread.
    pub fn activate_heap(&self) {
        self.vm.heap.activate();
    }

    /// Bytes of objects this session holds (its heap account).
    pub fn heap_used(&self) -> usize {
        self.vm.heap.used()
    }

    /// Runs the cycle collector on this session's objects; returns how many it freed.
    pub fn collect_garbage(&mut self) -> usize {
        self.activate_heap();
        heap::collect()
    }

    fn run(&mut self, source: &str, filename: &str, mode: ModuleMode) -> Result<Value, RunError> {
        self.activate_heap();
        // Python reads "\r\n" and a lone "\r" as line breaks, whatever the platform.
        let normalized;
        let source = if source.contains('\r') {
            normalized = source.replace("\r\n", "\n").replace('\r', "\n");
            normalized.as_str()
        } else {
            source
        };
        // The run's clock starts before parsing: compiling counts against the timeout.
        self.vm.start_run();
        let budget = self.vm.compile_budget();
        let dunders = self.vm.dunder_policy;
        // An engine bug in the front end must not take the session down either.
        // `Ok(Err(None))`: compiling stopped at the deadline or on cancellation.
        // Code sent before on this thread (same text, filename, mode and policy) is not
        // parsed and compiled again (see `compile::cache`).
        let cached = compile::cache::get(source, filename, mode, dunders);
        let front = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| -> Result<_, Option<RunError>> {
            if let Some(code) = cached {
                return Ok(code);
            }
            let module = parse::parse(source, filename).map_err(|e| Some(RunError::Syntax(e)))?;
            let cacheable = compile::cache::cacheable(source);
            let compile = || compile::compile_module(&module, source, filename, mode, dunders, budget);
            // Code that may be cached is shared by the thread's sessions: the thread pays.
            let code = if cacheable { heap::host_scope(compile) } else { compile() };
            // Deeply nested syntax trees are dropped on a grown stack.
            stacker::maybe_grow(256 * 1024, 64 * 1024 * 1024, move || drop(module));
            let code = code.map_err(|e| (!e.stopped).then(|| RunError::Syntax(parse::compile_error_report(&e, source, filename))))?;
            if cacheable {
                compile::cache::put(source, filename, mode, dunders, code.clone());
            }
            Ok(code)
        }));
        let code = match front {
            Ok(Ok(code)) => code,
            Ok(Err(Some(e))) => return Err(e),
            Ok(Err(None)) => {
                let e = self.vm.check_time().err().unwrap_or_else(|| PyErr::new(ExcKind::SystemError, "compiling stopped"));
                return Err(RunError::Runtime(self.vm.report_error(e)));
            }
            Err(_) => {
                let e = PyErr::new(ExcKind::SystemError, "internal error in the sandpy compiler (please report): the run was stopped");
                return Err(RunError::Runtime(self.vm.report_error(e)));
            }
        };
        self.vm.sources.insert(filename.into(), source.into());
        // Last line of defence: an engine bug that panics becomes a SystemError for this run
        // and the session stays usable (the panic message still reaches stderr).
        let globals = self.globals.clone();
        let vm = &mut self.vm;
        let brake = heap::arm_brake(vm.memory_cap());
        let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| vm.run_module(code, globals)));
        drop(brake);
        let outcome = match outcome {
            Ok(r) => r,
            Err(payload) if payload.is::<heap::MemoryBrake>() => {
                // Unwound from an allocation that took the heap far past its limit.
                self.vm.start_run();
                heap::collect();
                Err(PyErr::limit(
                    error::LimitKind::Memory,
                    format!("the session's memory limit of {} bytes was exceeded", self.vm.memory_cap()),
                ))
            }
            Err(_) => {
                self.vm.start_run();
                Err(PyErr::new(ExcKind::SystemError, "internal error in the sandpy engine (please report): the run was stopped"))
            }
        };
        match outcome {
            Ok(v) => Ok(v),
            Err(e) => {
                if let error::ErrRepr::FinalAnswer(v) = &*e.0 {
                    return Err(RunError::FinalAnswer(v.clone()));
                }
                Err(RunError::Runtime(self.vm.report_error(e)))
            }
        }
    }

    pub fn take_output(&mut self) -> String {
        self.vm.take_output()
    }

    /// Binds a global name from the host (variables and tools sent by an executor).
    pub fn set_global(&mut self, name: &str, value: Value) {
        self.activate_heap();
        let g = self.globals.clone();
        self.vm.set_global(&g, name, value);
    }

    /// Reads a global name.
    pub fn get_global(&self, name: &str) -> Option<Value> {
        self.activate_heap();
        self.globals.borrow().get(name).cloned()
    }

    /// Forgets every variable: a fresh `__main__` namespace (and the cycles among the old
    /// variables are collected).
    pub fn reset_globals(&mut self) {
        self.activate_heap();
        let old = std::mem::replace(&mut self.globals, self.vm.new_namespace("__main__"));
        let values = std::mem::take(&mut *old.borrow_mut());
        heap::release(values.into_values());
        drop(old);
        self.vm.bump_globals_epoch();
        heap::collect();
    }

    /// Renders a value as `repr()` would.
    pub fn repr(&mut self, v: &Value) -> String {
        self.activate_heap();
        self.vm.repr_of(v).unwrap_or_else(|_| "<repr failed>".into())
    }

    /// `repr()` for the host, stopped near `limit` bytes (the text then ends in `...`): a
    /// huge value never makes a huge text.
    pub fn repr_bounded(&mut self, v: &Value, limit: usize) -> String {
        self.vm.repr_bounded(v, limit).unwrap_or_else(|_| "<repr failed>".into())
    }
}

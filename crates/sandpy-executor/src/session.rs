//! `LocalSession`: the engine behind the executor interface, in the calling thread.
//!
//! smolagents' `LocalPythonExecutor` semantics: state persists across runs, prints are
//! captured per run (kept on error, truncated at the end), `final_answer` ends a run from
//! any depth, tools cannot be rebound, imports follow the authorized patterns, and every
//! run is bounded in operations, time, memory, recursion and output.
//!
//! Tools, additional functions and `final_answer` live in the interpreter's builtins
//! namespace: code sees them from every function, `del` cannot remove them, and a variable
//! sent with `send_variables` under the same name shadows them (as in smolagents, where
//! state is looked up before tools).

use std::cell::RefCell;
use std::collections::{HashSet, VecDeque};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::rc::Rc;
use std::time::Instant;

use sandpy_engine::value::{AttrMap, HostFn, HostFunction, Str};
use sandpy_engine::{ExcKind, Interpreter, Limits, PyErr, RunError, Value};
use serde_json::{Map, Value as Json};

use crate::builder::ExecutorConfig;
use crate::cancel::CancelHandle;
use crate::error::ExecutionError;
use crate::executor::{CodeOutput, PythonExecutor};
use crate::imports::ImportPolicy;
use crate::render;
use crate::tools::{default_final_answer, host_function, Tool, FINAL_ANSWER};
use crate::truncate::truncate_content;
use crate::value::engine::{from_host, to_host_bounded};
use crate::value::plain::{from_plain, to_plain};
use crate::value::HostValue;

/// Source text kept for tracebacks of functions defined by earlier runs (bytes).
const KEPT_SOURCE_BYTES: usize = 4 << 20;
/// How many of the latest runs a new snippet's text is compared with (to reuse the
/// filename, and so the compiled code, of an identical one).
const RECENT_RUNS_MATCHED: usize = 8;
/// Characters error texts keep at least, however small `max_print_outputs_length` is (so
/// the engine's own messages stay whole).
const MIN_ERROR_TEXT: usize = 1000;
/// Bytes of an output's repr built before truncation, at least: reprs up to this size are
/// truncated exactly like smolagents does; longer ones keep an exact head only.
const REPR_LIMIT: usize = 1 << 20;
/// Printed output buffered per run before truncation, at least (bytes).
const MIN_OUTPUT_BUFFER: usize = 16 << 20;

/// An in-thread local executor (not `Send`: the engine's values are reference counted).
/// Use [`crate::LocalExecutor`] to share one between threads.
pub struct LocalSession {
    config: ExecutorConfig,
    policy: Rc<ImportPolicy>,
    interp: Interpreter,
    /// The engine's own builtins, before tools were added.
    base_builtins: AttrMap,
    /// Tools from the last `send_tools` (or the builder).
    tools: Vec<Tool>,
    /// In-thread host functions added with [`LocalSession::add_host_function`].
    host_functions: Vec<Value>,
    protected: Rc<RefCell<Protected>>,
    cancel: CancelHandle,
    epoch: Instant,
    runs: u64,
    /// Names of compiled runs whose source the engine keeps, oldest first, with sizes.
    sources: VecDeque<(Str, usize)>,
    source_bytes: usize,
}

/// Names code may not rebind, with a cheap length filter in front of the set.
#[derive(Default)]
struct Protected {
    lengths: u64,
    names: HashSet<String>,
}

impl Protected {
    fn insert(&mut self, name: &str) {
        self.lengths |= 1 << (name.len() & 63);
        self.names.insert(name.to_string());
    }
    fn contains(&self, name: &str) -> bool {
        self.lengths & (1 << (name.len() & 63)) != 0 && self.names.contains(name)
    }
}

impl LocalSession {
    pub fn new(config: ExecutorConfig) -> LocalSession {
        LocalSession::with_cancel(config, CancelHandle::new())
    }

    /// A session whose runs `cancel` stops.
    pub fn with_cancel(config: ExecutorConfig, cancel: CancelHandle) -> LocalSession {
        let policy = Rc::new(ImportPolicy::new(&config.additional_authorized_imports));
        let epoch = Instant::now();
        let tools = config.tools.clone();
        let interp = Interpreter::new(Limits::default());
        let mut s = LocalSession {
            config,
            policy,
            interp,
            base_builtins: AttrMap::default(),
            tools,
            host_functions: Vec::new(),
            protected: Rc::default(),
            cancel,
            epoch,
            runs: 0,
            sources: VecDeque::new(),
            source_bytes: 0,
        };
        s.rebuild();
        s
    }

    /// A handle that stops the run in progress from another thread.
    pub fn cancel_handle(&self) -> CancelHandle {
        self.cancel.clone()
    }

    pub fn config(&self) -> &ExecutorConfig {
        &self.config
    }

    /// The interpreter, for hosts that need lower-level access.
    pub fn interpreter(&mut self) -> &mut Interpreter {
        &mut self.interp
    }

    /// Runs a snippet: see [`PythonExecutor::run`].
    pub fn run(&mut self, code: &str) -> Result<CodeOutput, ExecutionError> {
        match catch_unwind(AssertUnwindSafe(|| self.run_inner(code))) {
            Ok(r) => r,
            Err(panic) => {
                let what = panic_message(&panic);
                self.rebuild();
                Err(ExecutionError::executor(format!("the interpreter failed internally ({}); the session was reset", what)))
            }
        }
    }

    fn run_inner(&mut self, code: &str) -> Result<CodeOutput, ExecutionError> {
        // Everything below (the result's conversion and repr included) is this session's
        // memory: its heap account is the active one (see sandpy_engine::heap).
        self.interp.activate_heap();
        let (filename, repeated) = match self.recent_run_of(code) {
            Some(name) => (name.to_string(), true),
            None => {
                self.runs += 1;
                (format!("<code-{}>", self.runs), false)
            }
        };
        let result = self.interp.run_snippet(code, &filename);
        if !repeated {
            self.remember_source(&filename, code.len());
        }
        let outcome = match result {
            Ok(v) => Ok((v, false)),
            Err(RunError::FinalAnswer(v)) => Ok((v, true)),
            Err(RunError::Syntax(r)) => Err(render::syntax_error(&r, code, self.take_logs())),
            Err(RunError::Runtime(r)) => {
                let mut e = render::runtime_error(&r, code, &filename, self.take_logs());
                if let Some(steps) = self.config.max_operations {
                    render::restate_operations_limit(&mut e, crate::builder::engine_operations(steps), steps);
                }
                Err(e)
            }
        };
        let max_len = self.config.max_print_outputs_length;
        let outcome = outcome.map_err(|e| render::bounded(e, max_len.max(MIN_ERROR_TEXT)));
        let outcome = outcome.map(|(value, is_final_answer)| {
            // Converting and repr may run the code's `__repr__`/`__str__`: still inside this
            // run's budget, and whatever they print belongs to this run's logs. A value past
            // MAX_HOST_BYTES crosses as a stand-in, and a repr past REPR_LIMIT (or twice the
            // length kept) is cut short before it is built.
            let host = to_host_bounded(&mut self.interp.vm, &value).unwrap_or_else(|_| unconvertible(&value, "<repr failed>"));
            let output = to_plain(&host).unwrap_or(Json::Null);
            let repr = match &host {
                HostValue::Foreign { repr, .. } => repr.clone(),
                _ => self.interp.repr_bounded(&value, max_len.saturating_mul(2).max(REPR_LIMIT)),
            };
            CodeOutput {
                value: host,
                output,
                output_repr: truncate_content(&repr, self.config.max_print_outputs_length),
                logs: self.take_logs(),
                is_final_answer,
            }
        });
        // A cancel is consumed by the run it stopped (or that was running when it came).
        self.cancel.clear();
        outcome
    }

    fn take_logs(&mut self) -> String {
        let raw = self.interp.take_output();
        self.interp.vm.output_truncated = false;
        truncate_content(&raw, self.config.max_print_outputs_length)
    }

    /// The filename of one of the last few runs whose text was exactly `code`. A repeated
    /// snippet (a retried step, a polling loop's `status()`) runs under its earlier name,
    /// so the engine's compiled-code cache, keyed by text and filename, skips parsing and
    /// compiling it again. Tracebacks stay right: the same text has the same lines.
    fn recent_run_of(&self, code: &str) -> Option<Str> {
        self.sources.iter().rev().take(RECENT_RUNS_MATCHED).find_map(|(name, len)| {
            let same = *len == code.len() && self.interp.vm.sources.get(name).is_some_and(|text| &**text == code);
            same.then(|| name.clone())
        })
    }

    /// Keeps recent sources for tracebacks and forgets the oldest past a size budget.
    fn remember_source(&mut self, filename: &str, len: usize) {
        let Some((name, _)) = self.interp.vm.sources.get_key_value(filename) else { return };
        self.sources.push_back((name.clone(), len));
        self.source_bytes += len;
        while self.source_bytes > KEPT_SOURCE_BYTES && self.sources.len() > 1 {
            if let Some((old, n)) = self.sources.pop_front() {
                self.interp.vm.sources.remove(&old);
                self.source_bytes -= n;
            }
        }
    }

    /// Binds variables.
    pub fn send_variables(&mut self, variables: Vec<(String, HostValue)>) -> Result<(), ExecutionError> {
        self.interp.activate_heap();
        for (name, value) in &variables {
            let v = from_host(&mut self.interp.vm, value).map_err(|e| {
                let r = self.interp.vm.report_error(e);
                ExecutionError::executor(format!("variable '{}' could not be built: {}: {}", name, r.type_name, r.message))
            })?;
            self.interp.set_global(name, v);
        }
        Ok(())
    }

    /// Binds variables from plain JSON (objects become dicts, arrays lists).
    pub fn send_json_variables(&mut self, variables: Map<String, Json>) -> Result<(), ExecutionError> {
        self.send_variables(variables.iter().map(|(k, v)| (k.clone(), from_plain(v))).collect())
    }

    /// Binds one variable to an interpreter value (in-thread hosts only).
    pub fn set_value(&mut self, name: &str, value: Value) {
        self.interp.set_global(name, value);
    }

    /// A variable's value (in-thread hosts only).
    pub fn get_value(&self, name: &str) -> Option<Value> {
        self.interp.get_global(name)
    }

    /// A variable as plain data (None when unbound). May run the value's `__repr__`.
    pub fn get_variable(&mut self, name: &str) -> Option<HostValue> {
        // get_global activates this session's heap account.
        let v = self.interp.get_global(name)?;
        Some(to_host_bounded(&mut self.interp.vm, &v).unwrap_or_else(|_| unconvertible(&v, "<repr failed>")))
    }

    /// The names of the session's variables (functions, classes and modules included), in
    /// the order they were first bound.
    pub fn variable_names(&self) -> Vec<String> {
        self.interp.globals.borrow().keys().map(|k| k.to_string()).collect()
    }

    /// Unbinds a variable; false when it was not bound.
    pub fn remove_variable(&mut self, name: &str) -> bool {
        self.interp.activate_heap();
        let g = self.interp.globals.clone();
        self.interp.vm.remove_global(&g, name).is_some()
    }

    /// A variable as plain JSON (None when unbound; `Json::Null` when it has no plain form).
    pub fn get_json_variable(&mut self, name: &str) -> Option<Json> {
        self.get_variable(name).map(|v| to_plain(&v).unwrap_or(Json::Null))
    }

    /// Replaces the tools.
    pub fn send_tools(&mut self, tools: Vec<Tool>) {
        self.tools = tools;
        self.install_functions();
    }

    /// Adds an in-thread host function working on interpreter values directly (no JSON):
    /// always present, protected like a tool, kept across resets.
    pub fn add_host_function(&mut self, name: &str, func: Box<HostFn>) {
        self.interp.activate_heap();
        let f = Value::HostFunction(Rc::new(HostFunction::new(name.into(), func)));
        self.host_functions.retain(|v| !matches!(v, Value::HostFunction(h) if &*h.name == name));
        self.host_functions.push(f);
        self.install_functions();
    }

    /// Forgets all variables, functions, classes and imported modules; tools stay.
    pub fn reset(&mut self) {
        self.rebuild();
    }

    /// A fresh interpreter with this session's limits, policy, guard and functions.
    fn rebuild(&mut self) {
        let c = &self.config;
        let epoch = self.epoch;
        let limits = Limits {
            max_operations: c.max_operations.map(crate::builder::engine_operations),
            max_duration_ns: c.timeout.map(|d| u64::try_from(d.as_nanos()).unwrap_or(u64::MAX)),
            clock: Some(Rc::new(move || u64::try_from(epoch.elapsed().as_nanos()).unwrap_or(u64::MAX))),
            max_memory: c.max_memory,
            max_recursion_depth: c.max_recursion_depth,
            max_output_bytes: Some(c.max_print_outputs_length.saturating_mul(4).max(MIN_OUTPUT_BUFFER)),
            cancel: Some(self.cancel.flag()),
        };
        // The old interpreter goes (its memory with it), then the new one's heap account
        // becomes the active one again.
        self.interp = Interpreter::new(limits);
        self.interp.activate_heap();
        self.interp.vm.host = crate::host::hooks_with_clock(c.fixed_clock);
        self.interp.vm.dunder_policy = c.dunder_policy;
        self.policy.install(&mut self.interp.vm);
        let protected = self.protected.clone();
        self.interp.vm.global_store_guard = Some(Rc::new(move |name: &str| {
            if protected.borrow().contains(name) {
                return Err(PyErr::new(
                    ExcKind::ValueError,
                    format!("Cannot assign to name '{}': doing this would erase the existing tool!", name),
                ));
            }
            Ok(())
        }));
        self.base_builtins = self.interp.vm.builtins.borrow().clone();
        self.sources.clear();
        self.source_bytes = 0;
        self.install_functions();
    }

    /// Puts final_answer, additional functions, tools and host functions in the builtins.
    fn install_functions(&mut self) {
        self.interp.activate_heap();
        let mut builtins = self.base_builtins.clone();
        let mut protected = Protected::default();
        let mut add = |name: &str, v: Value| {
            protected.insert(name);
            builtins.insert(name.into(), v);
        };
        add(FINAL_ANSWER, default_final_answer());
        for t in self.config.additional_functions.iter().chain(&self.tools) {
            add(&t.name, host_function(t));
        }
        for f in &self.host_functions {
            if let Value::HostFunction(h) = f {
                add(&h.name, f.clone());
            }
        }
        // The session's own namespace: the engine's builtins are shared by every
        // interpreter on this thread, and writing the tools into them let one session
        // call another's tools.
        self.interp.vm.builtins = Rc::new(std::cell::RefCell::new(builtins));
        *self.protected.borrow_mut() = protected;
        self.interp.vm.bump_globals_epoch();
    }
}

impl PythonExecutor for LocalSession {
    fn run(&mut self, code: &str) -> Result<CodeOutput, ExecutionError> {
        LocalSession::run(self, code)
    }
    fn send_variables(&mut self, variables: Vec<(String, HostValue)>) -> Result<(), ExecutionError> {
        LocalSession::send_variables(self, variables)
    }
    fn send_tools(&mut self, tools: Vec<Tool>) -> Result<(), ExecutionError> {
        LocalSession::send_tools(self, tools);
        Ok(())
    }
    fn reset(&mut self) -> Result<(), ExecutionError> {
        LocalSession::reset(self);
        Ok(())
    }
}

/// The stand-in for a value whose conversion failed (its `__repr__` raised, a limit hit).
fn unconvertible(v: &Value, text: &str) -> HostValue {
    HostValue::Foreign { type_name: crate::value::engine::type_name(v), repr: text.into(), str: text.into() }
}

/// The text of a caught panic.
pub(crate) fn panic_message(p: &Box<dyn std::any::Any + Send>) -> String {
    if let Some(s) = p.downcast_ref::<&str>() {
        (*s).to_string()
    } else if let Some(s) = p.downcast_ref::<String>() {
        s.clone()
    } else {
        "panic".into()
    }
}

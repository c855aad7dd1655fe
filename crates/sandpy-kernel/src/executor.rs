//! [`KernelExecutor`]: the executor interface over a kernel in another process, whatever
//! launcher runs it. `Send + Sync`; requests run one at a time.
//!
//! Faults are the host's to handle, and none of them blocks it for long:
//! - a run past its timeout is interrupted (SIGINT → `KeyboardInterrupt`, re-raised on
//!   every line of the code until the run is over); a kernel still busy after the grace
//!   period is killed and replaced, and the error says the session's state was lost;
//! - a kernel that dies (its own `os._exit`, a signal, a limit of the sandbox) or breaks
//!   the protocol (oversized or malformed messages) is reported and replaced;
//! - `send_variables`, `send_tools` and `reset` wait at most the request timeout.
//!
//! A replacement kernel gets the executor's tools again, not the variables sent earlier
//! (smolagents' agents send them again at the start of every run).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use sandpy_executor::value::tagged;
use sandpy_executor::{CodeOutput, ExecutionError, HostValue, PythonExecutor, Tool};
use serde_json::{json, Map, Value as Json};

use crate::config::KernelConfig;
use crate::connection::{KernelConnection, Received};
use crate::launcher::Launcher;
use crate::outcome;
use crate::pool::KernelPool;
use crate::router;
use crate::start::{start_kernel, stderr_note, ReadyKernel};

/// How often a waiting run looks for a cancel from another thread.
const CANCEL_POLL: Duration = Duration::from_millis(50);

type RunResult = Result<CodeOutput, ExecutionError>;

/// An executor whose code runs in a kernel process.
pub struct KernelExecutor {
    inner: Mutex<Inner>,
    cancel: Arc<AtomicBool>,
}

struct Inner {
    launcher: Arc<dyn Launcher>,
    config: KernelConfig,
    pool: Option<KernelPool>,
    kernel: Option<KernelConnection>,
    /// The greeting of the current kernel.
    hello: Option<Json>,
    tools: Vec<Tool>,
    cleaned_up: bool,
}

/// Why a run is being stopped.
#[derive(Clone, Copy, PartialEq)]
enum Stop {
    Timeout,
    Cancel,
}

impl KernelExecutor {
    /// An executor whose kernels `launcher` starts; the first kernel starts now.
    pub fn start(launcher: Arc<dyn Launcher>, config: KernelConfig) -> Result<KernelExecutor, ExecutionError> {
        let executor = KernelExecutor::lazy(launcher, config, None);
        executor.lock()?.ensure_kernel()?;
        Ok(executor)
    }

    /// An executor whose kernels come from `pool` (ready ones first; replacements too).
    pub fn from_pool(pool: &KernelPool) -> Result<KernelExecutor, ExecutionError> {
        let executor = KernelExecutor::lazy(pool.launcher(), pool.config().clone(), Some(pool.clone()));
        executor.lock()?.ensure_kernel()?;
        Ok(executor)
    }

    fn lazy(launcher: Arc<dyn Launcher>, config: KernelConfig, pool: Option<KernelPool>) -> KernelExecutor {
        let tools = config.tools.clone();
        let inner = Inner { launcher, config, pool, kernel: None, hello: None, tools, cleaned_up: false };
        KernelExecutor { inner: Mutex::new(inner), cancel: Arc::new(AtomicBool::new(false)) }
    }

    fn lock(&self) -> Result<MutexGuard<'_, Inner>, ExecutionError> {
        let inner = self.inner.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if inner.cleaned_up {
            return Err(ExecutionError::executor("the executor has been cleaned up"));
        }
        Ok(inner)
    }

    /// Runs a snippet.
    pub fn run(&self, code: &str) -> RunResult {
        let mut inner = self.lock()?;
        let result = inner.run(code, &self.cancel);
        self.cancel.store(false, Ordering::SeqCst);
        result
    }

    /// Binds variables in the session's namespace (values cross as tagged JSON).
    pub fn send_variables(&self, variables: Vec<(String, HostValue)>) -> Result<(), ExecutionError> {
        let mut map = Map::with_capacity(variables.len());
        for (name, value) in &variables {
            map.insert(name.clone(), tagged::to_tagged(value));
        }
        self.lock()?.request(json!({ "type": "send_variables", "variables": map })).map(drop)
    }

    /// Replaces the tools.
    pub fn send_tools(&self, tools: Vec<Tool>) -> Result<(), ExecutionError> {
        let mut inner = self.lock()?;
        let names: Vec<String> = tools.iter().map(|t| t.name.clone()).collect();
        inner.tools = tools;
        if inner.kernel.is_none() {
            return Ok(()); // the next kernel is configured with them
        }
        inner.request(json!({ "type": "send_tools", "tools": names })).map(drop)
    }

    /// Forgets every variable, function, class and imported name; tools stay.
    pub fn reset(&self) -> Result<(), ExecutionError> {
        self.lock()?.request(json!({ "type": "reset" })).map(drop)
    }

    /// A variable as plain data (None when unbound).
    pub fn get_variable(&self, name: &str) -> Result<Option<HostValue>, ExecutionError> {
        let reply = self.lock()?.request(json!({ "type": "get_variable", "name": name }))?;
        if reply.get("found").and_then(Json::as_bool) != Some(true) {
            return Ok(None);
        }
        let value = reply.get("value").unwrap_or(&Json::Null);
        tagged::from_tagged(value).map(Some).map_err(|e| ExecutionError::executor(format!("the kernel sent a malformed value: {}", e)))
    }

    /// The names of the session's variables (functions, classes and modules included), in
    /// the order they were first bound.
    pub fn variable_names(&self) -> Result<Vec<String>, ExecutionError> {
        let reply = self.lock()?.request(json!({ "type": "variables" }))?;
        let names = reply.get("names").and_then(Json::as_array).cloned().unwrap_or_default();
        Ok(names.iter().filter_map(|n| n.as_str().map(str::to_string)).collect())
    }

    /// Unbinds a variable; false when it was not bound.
    pub fn remove_variable(&self, name: &str) -> Result<bool, ExecutionError> {
        let reply = self.lock()?.request(json!({ "type": "delete_variable", "name": name }))?;
        Ok(reply.get("found").and_then(Json::as_bool) == Some(true))
    }

    /// Stops the run in progress (or the next one, if none is running): it ends with
    /// `KeyboardInterrupt: Code execution was cancelled`.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::SeqCst);
    }

    /// The current kernel's greeting (protocol, kernel and Python versions, pid).
    pub fn kernel_info(&self) -> Option<Json> {
        self.inner.lock().ok().and_then(|i| i.hello.clone())
    }

    /// Kills the kernel. Later calls fail with an executor error. Idempotent.
    pub fn cleanup(&self) {
        let mut inner = self.inner.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        inner.cleaned_up = true;
        if let Some(mut k) = inner.kernel.take() {
            k.kill();
        }
    }
}

impl Drop for KernelExecutor {
    fn drop(&mut self) {
        self.cleanup();
    }
}

impl PythonExecutor for KernelExecutor {
    fn run(&mut self, code: &str) -> RunResult {
        KernelExecutor::run(self, code)
    }
    fn send_variables(&mut self, variables: Vec<(String, HostValue)>) -> Result<(), ExecutionError> {
        KernelExecutor::send_variables(self, variables)
    }
    fn send_tools(&mut self, tools: Vec<Tool>) -> Result<(), ExecutionError> {
        KernelExecutor::send_tools(self, tools)
    }
    fn reset(&mut self) -> Result<(), ExecutionError> {
        KernelExecutor::reset(self)
    }
    fn cleanup(&mut self) {
        KernelExecutor::cleanup(self)
    }
}

impl Inner {
    fn tool_names(&self) -> Vec<String> {
        self.tools.iter().map(|t| t.name.clone()).collect()
    }

    /// The live kernel, started (or taken from the pool) if there is none.
    fn ensure_kernel(&mut self) -> Result<&mut KernelConnection, ExecutionError> {
        if self.kernel.as_mut().is_some_and(|k| k.exit_status().is_some()) {
            self.kernel = None; // died between requests
        }
        if self.kernel.is_none() {
            let names = self.tool_names();
            let pooled = self.pool.as_ref().and_then(KernelPool::take);
            let (ready, resend_tools) = match pooled {
                Some(ready) => {
                    let same = ready.tool_names == names;
                    (ready.kernel, !same)
                }
                None => (self.start_kernel(&names)?, false),
            };
            let ReadyKernel { connection, hello } = ready;
            self.kernel = Some(connection);
            self.hello = Some(hello);
            if resend_tools {
                self.request(json!({ "type": "send_tools", "tools": names }))?;
            }
        }
        self.kernel.as_mut().ok_or_else(|| ExecutionError::executor("no kernel"))
    }

    fn start_kernel(&self, names: &[String]) -> Result<ReadyKernel, ExecutionError> {
        start_kernel(self.launcher.as_ref(), &self.config, names).map_err(ExecutionError::executor)
    }

    /// Drops the current kernel (killing it); the next request starts another.
    fn replace_kernel(&mut self) {
        if let Some(mut k) = self.kernel.take() {
            k.kill();
        }
        self.hello = None;
    }

    /// Sends a request other than `run` and waits for its `ok` (its fields).
    fn request(&mut self, mut message: Json) -> Result<Map<String, Json>, ExecutionError> {
        let timeout = self.config.request_timeout;
        let kernel = self.ensure_kernel()?;
        let id = kernel.next_id();
        if let Json::Object(m) = &mut message {
            m.insert("id".into(), json!(id));
        }
        kernel.send(&message);
        let deadline = Some(Instant::now() + timeout);
        loop {
            let Some(kernel) = self.kernel.as_mut() else { return Err(ExecutionError::executor("no kernel")) };
            match kernel.receive(deadline) {
                Received::Message(Json::Object(m)) if m.get("id") == Some(&json!(id)) => {
                    return match m.get("type").and_then(Json::as_str) {
                        Some("ok") => Ok(m),
                        _ => {
                            let e = m.get("error").and_then(Json::as_object);
                            let text = e.and_then(|e| e.get("message")).and_then(Json::as_str).unwrap_or("the kernel refused the request");
                            Err(ExecutionError::executor(text.to_string()))
                        }
                    };
                }
                // A thread the code left running may call a tool between runs.
                Received::Message(Json::Object(m)) if m.get("type").and_then(Json::as_str) == Some("tool_call") => {
                    let reply = router::answer(&self.tools, &m);
                    if let Some(k) = self.kernel.as_mut() {
                        k.send(&reply);
                    }
                }
                Received::Message(_) => {} // stale or unsolicited
                Received::Timeout => {
                    let note = stderr_note(kernel);
                    self.replace_kernel();
                    return Err(outcome::protocol_broken(&format!("the kernel did not answer within {:?}{}", timeout, note)));
                }
                Received::Gone { exit, .. } => {
                    let diagnostics = kernel.diagnostics();
                    self.replace_kernel();
                    return Err(outcome::kernel_died(exit.as_ref(), &diagnostics));
                }
            }
        }
    }

    fn run(&mut self, code: &str, cancel: &AtomicBool) -> RunResult {
        let max_len = self.config.max_print_outputs_length;
        let grace = self.config.interrupt_grace;
        let kernel = self.ensure_kernel()?;
        let id = kernel.next_id();
        kernel.send(&json!({ "type": "run", "id": id, "code": code }));
        let mut deadline = self.config.timeout.map(|t| Instant::now() + t);
        let mut stop: Option<Stop> = None;
        loop {
            let now = Instant::now();
            let wake = deadline.map_or(now + CANCEL_POLL, |d| d.min(now + CANCEL_POLL));
            let Some(kernel) = self.kernel.as_mut() else { return Err(ExecutionError::executor("no kernel")) };
            match kernel.receive(Some(wake)) {
                Received::Message(Json::Object(m)) => {
                    let kind = m.get("type").and_then(Json::as_str).unwrap_or("");
                    let ours = m.get("id") == Some(&json!(id));
                    match kind {
                        "tool_call" => {
                            let reply = router::answer(&self.tools, &m);
                            if let Some(k) = self.kernel.as_mut() {
                                k.send(&reply);
                            }
                        }
                        // Once stopped, whatever the run ends with is the stop: the code may
                        // have caught the interrupt and finished or raised something else.
                        "result" | "error" if ours && stop.is_some() => {
                            let logs = outcome::logs(&m, max_len);
                            return Err(self.stopped(stop.unwrap_or(Stop::Timeout), logs, false));
                        }
                        "result" if ours => return outcome::code_output(&m, max_len).inspect_err(|_| self.replace_kernel()),
                        "error" if ours => return Err(outcome::execution_error(&m, max_len)),
                        _ => {}
                    }
                }
                Received::Message(_) => {}
                Received::Timeout => {
                    let now = Instant::now();
                    if stop.is_none() && cancel.load(Ordering::SeqCst) {
                        stop = Some(Stop::Cancel);
                        kernel.interrupt();
                        deadline = Some(now + grace);
                    } else if deadline.is_some_and(|d| now >= d) {
                        if stop.is_none() {
                            stop = Some(Stop::Timeout);
                            kernel.interrupt();
                            deadline = Some(now + grace);
                        } else {
                            self.replace_kernel();
                            return Err(self.stopped(stop.unwrap_or(Stop::Timeout), String::new(), true));
                        }
                    }
                }
                Received::Gone { exit, .. } => {
                    let diagnostics = kernel.diagnostics();
                    self.replace_kernel();
                    return Err(outcome::kernel_died(exit.as_ref(), &diagnostics));
                }
            }
        }
    }

    fn stopped(&self, stop: Stop, logs: String, replaced: bool) -> ExecutionError {
        match stop {
            Stop::Timeout => outcome::timeout(&self.config.timeout_text(), logs, replaced),
            Stop::Cancel => outcome::cancelled(logs, replaced),
        }
    }
}

//! `LocalExecutor`: a [`LocalSession`] on its own worker thread, reached through a channel.
//! `Send + Sync`, so one executor can be shared (`Arc`) between threads or tasks; requests
//! run one at a time, in the order they were made. `run` blocks; `run_async` returns a
//! future that any async runtime can await.
//!
//! Tools run on the worker thread, in the middle of a run: a tool must not call back into
//! the executor that called it (the worker is busy with that very run).

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::task::{Context, Poll};
use std::thread::JoinHandle;

use serde_json::{Map, Value as Json};

use crate::builder::ExecutorConfig;
use crate::cancel::CancelHandle;
use crate::error::{ErrorKind, ExecutionError};
use crate::executor::{CodeOutput, PythonExecutor};
use crate::oneshot;
use crate::session::LocalSession;
use crate::tools::Tool;
use crate::value::plain::from_plain;
use crate::value::HostValue;

/// Stack for the worker thread: Python recursion does not use it, but parsing, compiling
/// and dropping deeply nested structures can.
const WORKER_STACK: usize = 64 << 20;

type RunResult = Result<CodeOutput, ExecutionError>;

enum Job {
    Run { code: String, seq: u64, reply: oneshot::Sender<RunResult> },
    SendVariables { variables: Vec<(String, HostValue)>, reply: oneshot::Sender<Result<(), ExecutionError>> },
    SendTools { tools: Vec<Tool>, reply: oneshot::Sender<()> },
    Reset { reply: oneshot::Sender<()> },
    GetVariable { name: String, reply: oneshot::Sender<Option<HostValue>> },
}

/// A thread-safe local executor.
pub struct LocalExecutor {
    jobs: Mutex<Option<mpsc::Sender<Job>>>,
    thread: Mutex<Option<JoinHandle<()>>>,
    cancel: CancelHandle,
    /// Sequence number of the last run submitted.
    submitted: AtomicU64,
    /// Runs with a sequence number up to this one are cancelled.
    cancel_upto: Arc<AtomicU64>,
}

impl LocalExecutor {
    /// Starts the worker thread. (Use [`crate::ExecutorBuilder::build`].)
    pub fn new(config: ExecutorConfig) -> LocalExecutor {
        let (tx, rx) = mpsc::channel::<Job>();
        let cancel = CancelHandle::new();
        let cancel_upto = Arc::new(AtomicU64::new(0));
        let worker_cancel = cancel.clone();
        let worker_upto = cancel_upto.clone();
        let thread = std::thread::Builder::new()
            .name("sandpy-executor".into())
            .stack_size(WORKER_STACK)
            .spawn(move || worker(config, rx, worker_cancel, worker_upto))
            .ok();
        LocalExecutor { jobs: Mutex::new(Some(tx)), thread: Mutex::new(thread), cancel, submitted: AtomicU64::new(0), cancel_upto }
    }

    fn submit(&self, job: Job) -> bool {
        match self.jobs.lock() {
            Ok(guard) => guard.as_ref().is_some_and(|tx| tx.send(job).is_ok()),
            Err(_) => false,
        }
    }

    /// Starts a run and returns a future for its result.
    pub fn run_async(&self, code: &str) -> RunFuture {
        let (reply, rx) = oneshot::channel();
        let seq = self.submitted.fetch_add(1, Ordering::SeqCst) + 1;
        self.submit(Job::Run { code: code.to_string(), seq, reply });
        RunFuture { rx }
    }

    /// Runs a snippet and waits for the result.
    pub fn run(&self, code: &str) -> RunResult {
        self.run_async(code).wait()
    }

    pub fn send_variables(&self, variables: Vec<(String, HostValue)>) -> Result<(), ExecutionError> {
        let (reply, rx) = oneshot::channel();
        self.submit(Job::SendVariables { variables, reply });
        rx.wait().unwrap_or_else(|| Err(stopped()))
    }

    pub fn send_tools(&self, tools: Vec<Tool>) -> Result<(), ExecutionError> {
        let (reply, rx) = oneshot::channel();
        self.submit(Job::SendTools { tools, reply });
        rx.wait().ok_or_else(stopped)
    }

    pub fn reset(&self) -> Result<(), ExecutionError> {
        let (reply, rx) = oneshot::channel();
        self.submit(Job::Reset { reply });
        rx.wait().ok_or_else(stopped)
    }

    /// Binds variables from plain JSON (objects become dicts, arrays lists).
    pub fn send_json_variables(&self, variables: Map<String, Json>) -> Result<(), ExecutionError> {
        self.send_variables(variables.iter().map(|(k, v)| (k.clone(), from_plain(v))).collect())
    }

    /// A variable as plain data (None when unbound).
    pub fn get_variable(&self, name: &str) -> Option<HostValue> {
        let (reply, rx) = oneshot::channel();
        self.submit(Job::GetVariable { name: name.to_string(), reply });
        rx.wait().flatten()
    }

    /// Stops the run in progress and every run submitted before this call.
    pub fn cancel(&self) {
        self.cancel_upto.store(self.submitted.load(Ordering::SeqCst), Ordering::SeqCst);
        self.cancel.cancel();
    }

    /// Cancels what is pending, stops the worker and waits for it. Later calls fail with
    /// an executor error.
    pub fn cleanup(&self) {
        self.cancel_upto.store(u64::MAX, Ordering::SeqCst);
        self.cancel.cancel();
        if let Ok(mut jobs) = self.jobs.lock() {
            jobs.take();
        }
        let handle = self.thread.lock().ok().and_then(|mut t| t.take());
        if let Some(h) = handle {
            let _ = h.join();
        }
    }
}

impl Drop for LocalExecutor {
    fn drop(&mut self) {
        self.cleanup();
    }
}

impl PythonExecutor for LocalExecutor {
    fn run(&mut self, code: &str) -> RunResult {
        LocalExecutor::run(self, code)
    }
    fn send_variables(&mut self, variables: Vec<(String, HostValue)>) -> Result<(), ExecutionError> {
        LocalExecutor::send_variables(self, variables)
    }
    fn send_tools(&mut self, tools: Vec<Tool>) -> Result<(), ExecutionError> {
        LocalExecutor::send_tools(self, tools)
    }
    fn reset(&mut self) -> Result<(), ExecutionError> {
        LocalExecutor::reset(self)
    }
    fn cleanup(&mut self) {
        LocalExecutor::cleanup(self)
    }
}

/// The result of [`LocalExecutor::run_async`]: await it, or `wait()` from a thread.
pub struct RunFuture {
    rx: oneshot::Receiver<RunResult>,
}

impl RunFuture {
    /// Blocks until the run is over.
    pub fn wait(self) -> RunResult {
        self.rx.wait().unwrap_or_else(|| Err(stopped()))
    }
}

impl Future for RunFuture {
    type Output = RunResult;
    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<RunResult> {
        Pin::new(&mut self.rx).poll(cx).map(|r| r.unwrap_or_else(|| Err(stopped())))
    }
}

fn stopped() -> ExecutionError {
    ExecutionError::executor("the executor has been cleaned up or its worker thread stopped")
}

/// The error for a run cancelled before it started (same shape as one stopped mid-way).
fn cancelled_before_start() -> ExecutionError {
    let message = "Code execution was cancelled".to_string();
    ExecutionError {
        kind: ErrorKind::Limit,
        type_name: "KeyboardInterrupt".into(),
        traceback: format!("KeyboardInterrupt: {}\n", message),
        rendered: format!("Code execution failed due to: KeyboardInterrupt: {}", message),
        message,
        line: None,
        column: None,
        source_line: None,
        logs: String::new(),
    }
}

fn worker(config: ExecutorConfig, jobs: mpsc::Receiver<Job>, cancel: CancelHandle, cancel_upto: Arc<AtomicU64>) {
    let mut session = LocalSession::with_cancel(config, cancel.clone());
    while let Ok(job) = jobs.recv() {
        match job {
            Job::Run { code, seq, reply } => {
                // Clear first, then look at the cancel mark: a cancel racing with this start
                // is seen by one of the two.
                cancel.clear();
                if seq <= cancel_upto.load(Ordering::SeqCst) {
                    reply.send(Err(cancelled_before_start()));
                } else {
                    reply.send(session.run(&code));
                }
            }
            Job::SendVariables { variables, reply } => reply.send(session.send_variables(variables)),
            Job::SendTools { tools, reply } => {
                session.send_tools(tools);
                reply.send(());
            }
            Job::Reset { reply } => {
                session.reset();
                reply.send(());
            }
            Job::GetVariable { name, reply } => reply.send(session.get_variable(&name)),
        }
    }
}

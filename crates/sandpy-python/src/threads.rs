//! The worker threads engines run on, kept between executors.
//!
//! Each [`crate::engine::Engine`] drives its session from a thread of its own. The engine
//! keeps per thread what its sessions share and may share (builtin types and functions,
//! the compiled code of its Python-source modules, interned names, compiled regexes), so
//! a session on a brand-new thread builds all of that again during its first runs:
//! `import json` alone cost 0.5 ms there against 0.02 ms on a thread that had run a
//! session before, and a fresh thread's allocator and stack pages start cold too. So a
//! thread whose engine has finished (closed or dropped) waits here for the next engine
//! instead of exiting: at most [`MAX_IDLE`] threads wait, each for at most
//! [`IDLE_TIMEOUT`]. Sessions never share a thread at the same time, and what the engine
//! keeps per thread is invisible to code (DESIGN.md: sessions on one thread are isolated).

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::Mutex;
use std::time::Duration;

/// Stack of a worker thread: Python recursion does not use it, but parsing, compiling and
/// dropping deeply nested structures can.
const WORKER_STACK: usize = 64 << 20;

/// Most threads kept waiting for an engine (more executors than this closing at once
/// let the rest of their threads exit).
pub const MAX_IDLE: usize = 4;

/// How long an idle thread waits for an engine before it exits.
pub const IDLE_TIMEOUT: Duration = Duration::from_secs(300);

/// What a worker thread runs: one engine's whole life.
pub type Task = Box<dyn FnOnce() + Send>;

/// Idle threads, each reached through the sender of its next task (with an id, so a
/// thread that times out can take itself off the list).
static IDLE: Mutex<Vec<(u64, Sender<Task>)>> = Mutex::new(Vec::new());

fn idle() -> std::sync::MutexGuard<'static, Vec<(u64, Sender<Task>)>> {
    IDLE.lock().unwrap_or_else(|p| p.into_inner())
}

/// Signalled when a task has finished (returned or panicked) and dropped everything it
/// held.
pub struct Finished(Receiver<()>);

impl Finished {
    /// Blocks until the task has finished.
    pub fn wait(self) {
        // The sender is dropped (never sent) when the task ends: either way recv returns.
        let _ = self.0.recv();
    }
}

/// Runs `task` on an idle worker thread, or on a new one when none is idle.
pub fn spawn(task: Task) -> std::io::Result<Finished> {
    let (done, finished) = mpsc::channel::<()>();
    let mut task: Task = Box::new(move || {
        // Moved in and dropped when the task ends, even by a panic.
        let _done = done;
        task();
    });
    loop {
        let next = idle().pop();
        match next {
            Some((_, thread)) => match thread.send(task) {
                Ok(()) => return Ok(Finished(finished)),
                // That thread has gone (it panicked on its way back): try the next one.
                Err(mpsc::SendError(t)) => task = t,
            },
            None => break,
        }
    }
    std::thread::Builder::new().name("sandpy-engine".into()).stack_size(WORKER_STACK).spawn(move || serve(task))?;
    Ok(Finished(finished))
}

/// A worker thread's life: run tasks while there are some, idle in between.
fn serve(first: Task) {
    static NEXT_ID: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let id = NEXT_ID.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut task = first;
    loop {
        // A task that panicked may have left the thread's engine caches half-built: let
        // the thread go rather than hand it to the next engine.
        if catch_unwind(AssertUnwindSafe(task)).is_err() {
            return;
        }
        let (tx, rx) = mpsc::channel::<Task>();
        {
            let mut list = idle();
            if list.len() >= MAX_IDLE {
                return;
            }
            list.push((id, tx));
        }
        task = match rx.recv_timeout(IDLE_TIMEOUT) {
            Ok(t) => t,
            Err(RecvTimeoutError::Disconnected) => return,
            Err(RecvTimeoutError::Timeout) => {
                let mut list = idle();
                if let Some(k) = list.iter().position(|(i, _)| *i == id) {
                    list.swap_remove(k);
                    return;
                }
                drop(list);
                // Taken off the list just now: the task is on its way.
                match rx.recv() {
                    Ok(t) => t,
                    Err(_) => return,
                }
            }
        };
    }
}

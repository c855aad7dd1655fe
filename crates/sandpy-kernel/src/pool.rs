//! [`KernelPool`]: kernels started and configured ahead of time, so a new session answers
//! its first run without waiting for an interpreter to start.
//!
//! A background thread keeps up to `idle` ready kernels (the bound on idle pool size:
//! each one is a live interpreter holding memory). [`KernelPool::take`] hands one out and
//! wakes the thread to start its successor; a kernel that died while idle is dropped.
//! Dropping the last handle of the pool stops the thread and kills the idle kernels.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::config::KernelConfig;
use crate::launcher::Launcher;
use crate::start::{start_kernel, ReadyKernel};

/// Pause after a kernel failed to start, before the next attempt.
const RETRY_AFTER_FAILURE: Duration = Duration::from_secs(1);
/// Pause between handing out a kernel and starting its successor: a starting interpreter
/// takes a core for tens of milliseconds, and the session that just took a kernel should
/// have the machine for its first run (which takes well under a millisecond).
const REFILL_DELAY: Duration = Duration::from_millis(50);

/// A ready kernel from the pool and the tool names it was configured with.
pub struct PooledKernel {
    pub kernel: ReadyKernel,
    pub tool_names: Vec<String>,
}

/// A pool of ready kernels. Cloning shares the pool.
#[derive(Clone)]
pub struct KernelPool {
    handle: Arc<Handle>,
}

struct Shared {
    launcher: Arc<dyn Launcher>,
    config: KernelConfig,
    tool_names: Vec<String>,
    idle: Mutex<Vec<ReadyKernel>>,
    target: usize,
    wake: Condvar,
    stop: AtomicBool,
    /// The last start failure, for diagnostics.
    last_error: Mutex<Option<String>>,
    /// When a kernel was last handed out.
    last_take: Mutex<Option<Instant>>,
}

/// Owns the filler thread; dropped with the last [`KernelPool`] clone.
struct Handle {
    shared: Arc<Shared>,
    filler: Mutex<Option<JoinHandle<()>>>,
}

impl KernelPool {
    /// A pool that keeps `idle` kernels ready (0: kernels start on demand).
    pub fn new(launcher: Arc<dyn Launcher>, config: KernelConfig, idle: usize) -> KernelPool {
        let tool_names = config.tools.iter().map(|t| t.name.clone()).collect();
        let shared = Arc::new(Shared {
            launcher,
            config,
            tool_names,
            idle: Mutex::new(Vec::new()),
            target: idle,
            wake: Condvar::new(),
            stop: AtomicBool::new(false),
            last_error: Mutex::new(None),
            last_take: Mutex::new(None),
        });
        let filler = if idle > 0 {
            let s = shared.clone();
            std::thread::Builder::new().name("sandpy-kernel-pool".into()).spawn(move || fill(&s)).ok()
        } else {
            None
        };
        KernelPool { handle: Arc::new(Handle { shared, filler: Mutex::new(filler) }) }
    }

    /// A ready kernel, if one is waiting.
    pub fn take(&self) -> Option<PooledKernel> {
        let shared = &self.handle.shared;
        let mut idle = lock(&shared.idle);
        let mut found = None;
        while let Some(mut k) = idle.pop() {
            if k.connection.exit_status().is_none() {
                found = Some(k);
                break;
            }
        }
        drop(idle);
        *lock(&shared.last_take) = Some(Instant::now());
        shared.wake.notify_all();
        found.map(|kernel| PooledKernel { kernel, tool_names: shared.tool_names.clone() })
    }

    /// How many ready kernels are waiting.
    pub fn idle(&self) -> usize {
        lock(&self.handle.shared.idle).len()
    }

    /// Waits until `n` kernels are ready or `timeout` passes; whether they are.
    pub fn wait_ready(&self, n: usize, timeout: Duration) -> bool {
        let deadline = std::time::Instant::now() + timeout;
        while std::time::Instant::now() < deadline {
            if self.idle() >= n {
                return true;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        self.idle() >= n
    }

    /// Why the last kernel failed to start, if one did.
    pub fn last_error(&self) -> Option<String> {
        lock(&self.handle.shared.last_error).clone()
    }

    pub fn launcher(&self) -> Arc<dyn Launcher> {
        self.handle.shared.launcher.clone()
    }

    pub fn config(&self) -> &KernelConfig {
        &self.handle.shared.config
    }
}

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn fill(shared: &Shared) {
    loop {
        {
            let mut idle = lock(&shared.idle);
            while idle.len() >= shared.target && !shared.stop.load(Ordering::SeqCst) {
                idle = shared.wake.wait(idle).unwrap_or_else(|poisoned| poisoned.into_inner());
            }
        }
        if shared.stop.load(Ordering::SeqCst) {
            return;
        }
        let since_take = lock(&shared.last_take).map(|t| t.elapsed());
        if let Some(pause) = since_take.and_then(|e| REFILL_DELAY.checked_sub(e)) {
            std::thread::sleep(pause);
            continue;
        }
        match start_kernel(shared.launcher.as_ref(), &shared.config, &shared.tool_names) {
            Ok(kernel) => {
                let mut idle = lock(&shared.idle);
                if shared.stop.load(Ordering::SeqCst) {
                    return; // `kernel` is dropped (killed) here
                }
                idle.push(kernel);
            }
            Err(e) => {
                *lock(&shared.last_error) = Some(e);
                let idle = lock(&shared.idle);
                let _ = shared.wake.wait_timeout(idle, RETRY_AFTER_FAILURE);
            }
        }
    }
}

impl Drop for Handle {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::SeqCst);
        self.shared.wake.notify_all();
        if let Some(t) = lock(&self.filler).take() {
            let _ = t.join();
        }
        lock(&self.shared.idle).clear();
    }
}

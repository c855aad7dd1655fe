//! Every bound on a run in one place: operations, time, memory, recursion, output.
//!
//! The engine has no clock of its own (invariant 1): time limits work only when the host
//! supplies a monotonic clock through [`Limits::clock`]. Operations approximate bytecode
//! instructions without counting each one: entering a function charges its instruction
//! count, every loop iteration the instructions between the loop's start and its back edge,
//! and natives their size-dependent work. The clock and cancellation flag are read every few
//! thousand operations.

use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// Monotonic time in nanoseconds, supplied by the host.
pub type ClockFn = Rc<dyn Fn() -> u64>;

/// How many operations run between two looks at the clock and the cancel flag.
pub const CHECK_INTERVAL: u64 = 4096;

/// CPython's default `sys.getrecursionlimit()`.
pub const DEFAULT_RECURSION_LIMIT: usize = 1000;

/// How deep natives may re-enter the VM (sorted's key, `__repr__`, `__eq__` in dicts…).
/// Each level costs Rust stack, so it is bounded separately from the Python depth.
pub const MAX_NATIVE_REENTRY: usize = 200;

/// How deep natives follow nested data (repr, comparison, hashing, copying…), at most,
/// whatever the recursion limit: each level costs Rust stack (grown on the heap), so a
/// recursion limit raised to millions must not let one `repr` take gigabytes.
pub const MAX_NATIVE_NESTING: usize = 20_000;

#[derive(Clone)]
pub struct Limits {
    /// Operations per run, about one per bytecode instruction (None: unlimited).
    pub max_operations: Option<u64>,
    /// Wall-clock budget per run in nanoseconds; needs `clock`.
    pub max_duration_ns: Option<u64>,
    pub clock: Option<ClockFn>,
    /// Bytes the session's *live heap* may hold, across runs (None: `heap::HARD_CAP`, 4 GiB).
    ///
    /// Every Python object charges its estimated size (its `Rc`, its struct and the buffers
    /// it owns: string bytes, list slots, dict and set tables, big-integer digits) to the
    /// session's account when it is made and credits it back when it dies
    /// (`heap/account.rs`), so this bounds what the session holds at once, not one object
    /// and not what a run allocated in all. Growth whose size depends on the data is refused
    /// before it is allocated (`Vm::check_alloc`); past the limit a run ends with
    /// MemoryError and the session goes on. It does not bound the process: the Rust stack and
    /// the objects shared by every session on the thread (builtin types and functions,
    /// interned names, the code of the engine's own modules) are charged to no session. See docs/security.md,
    /// "What each engine limit bounds".
    pub max_memory: Option<usize>,
    /// Python call depth (`sys.getrecursionlimit()`).
    pub max_recursion_depth: usize,
    /// Bytes of printed output kept per run (None: unlimited).
    pub max_output_bytes: Option<usize>,
    /// Set from another thread to stop a run.
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            max_operations: None,
            max_duration_ns: None,
            clock: None,
            max_memory: None,
            max_recursion_depth: DEFAULT_RECURSION_LIMIT,
            max_output_bytes: None,
            cancel: None,
        }
    }
}

impl Limits {
    pub fn is_cancelled(&self) -> bool {
        self.cancel.as_ref().map(|c| c.load(Ordering::Relaxed)).unwrap_or(false)
    }
}

/// Per-run counters.
#[derive(Default, Clone)]
pub struct RunCounters {
    pub operations: u64,
    pub started_ns: u64,
}

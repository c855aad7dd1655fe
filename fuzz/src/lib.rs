//! Shared pieces of the sandpy fuzz targets: the limits every run gets, an allocation guard
//! that turns "the memory limit did not hold" into a crash libFuzzer can see, and the
//! grammar-driven program generator of the `structured` target.

use std::alloc::{GlobalAlloc, Layout, System};
use std::io::Write;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use sandpy_engine::{Interpreter, Limits};

pub mod gen;
pub mod shapes;

/// Operations per fuzz input: small enough that every input finishes in milliseconds.
pub const MAX_OPERATIONS: u64 = 200_000;
/// The engine's memory limit for fuzz runs.
pub const MAX_MEMORY: usize = 64 * 1024 * 1024;
/// Python recursion limit for fuzz runs.
pub const MAX_RECURSION: usize = 200;
/// Printed output kept per run.
pub const MAX_OUTPUT: usize = 1024 * 1024;

/// One allocation bigger than this means the engine allocated far past `MAX_MEMORY`
/// without a MemoryError (containers over-allocate up to 2x, so leave headroom).
pub const SINGLE_ALLOC_CAP: usize = 4 * MAX_MEMORY;
/// Live heap growth within one run bigger than this means the memory limit is not accounted
/// as a total.
pub const LIVE_HEAP_CAP: usize = 1536 * 1024 * 1024;

/// The limits of a fuzz run (the brief: 200k operations, 64 MiB, recursion 200).
pub fn fuzz_limits() -> Limits {
    Limits {
        max_operations: Some(MAX_OPERATIONS),
        max_memory: Some(MAX_MEMORY),
        max_recursion_depth: MAX_RECURSION,
        max_output_bytes: Some(MAX_OUTPUT),
        ..Default::default()
    }
}

/// Runs one program in a fresh interpreter. Any outcome is fine (output, Python exception,
/// SyntaxError, limit error); a panic, abort, stack overflow or hang is a bug.
pub fn run_source(source: &str) {
    // The live-heap tripwire measures this run only: memory leaked by earlier runs (reference
    // cycles are never freed, see fuzz/regressions/leak_*.py) must not make an innocent input
    // look guilty.
    BASE.store(LIVE.load(Ordering::Relaxed), Ordering::Relaxed);
    let mut interp = Interpreter::new(fuzz_limits());
    let result = interp.run_program(source, "<fuzz>");
    let out = interp.take_output();
    std::hint::black_box(out);
    if let Err(e) = result {
        // Rendering the traceback / syntax error report is part of the surface too.
        std::hint::black_box(e.render());
    }
    break_cycles(&mut interp);
    drop(interp);
}

/// Empties the run's globals and the namespaces of the modules it imported. Functions refer to
/// the namespace that holds them (function -> globals -> function), and reference cycles are
/// never freed, so without this every input leaks its globals and every imported Python-level
/// module (~1 MB for `typing` + `collections` + `queue`; fuzz/regressions/leak_*.py) and one
/// fuzz process reaches libFuzzer's RSS limit after ~1500 inputs.
pub fn break_cycles(interp: &mut Interpreter) {
    let mut doomed = vec![std::mem::take(&mut *interp.globals.borrow_mut())];
    for module in interp.vm.modules.values() {
        if let sandpy_engine::Value::Module(m) = module {
            doomed.push(std::mem::take(&mut *m.dict.borrow_mut()));
        }
    }
    interp.vm.modules.clear();
    drop(doomed);
}

/// The deadline of a `hostile_shapes` run.
pub const HOSTILE_DEADLINE: std::time::Duration = std::time::Duration::from_secs(1);
/// How far past [`HOSTILE_DEADLINE`] a run may end before it counts as an overshoot: the
/// issue allows one second, and the fuzz build (coverage instrumentation, debug
/// assertions) runs natives about twice as slowly as the release build. Measured in the
/// thread's CPU time (see [`run_hostile`]).
pub const HOSTILE_GRACE: std::time::Duration = std::time::Duration::from_secs(2);

/// Runs one `hostile_shapes` program with the session's defaults for memory and recursion,
/// a one-second deadline (from a real clock), and an operation budget or none at all
/// (the deadline must then hold by itself). A run that uses more than [`HOSTILE_GRACE`]
/// of CPU time past its deadline aborts: libFuzzer records it as a crash with its input.
/// CPU time rather than wall time, because on a loaded machine a run that waits for a core
/// ends late on the wall clock without doing any more work (a 30-minute run at load 10
/// recorded such false overshoots); a native that ignores the deadline keeps burning CPU.
pub fn run_hostile(source: &str, unlimited_operations: bool) {
    BASE.store(LIVE.load(Ordering::Relaxed), Ordering::Relaxed);
    let cpu_at_start = thread_cpu_time();
    let started = std::time::Instant::now();
    let clock_origin = started;
    let limits = Limits {
        max_operations: if unlimited_operations { None } else { Some(10_000_000) },
        max_duration_ns: Some(HOSTILE_DEADLINE.as_nanos() as u64),
        clock: Some(std::rc::Rc::new(move || clock_origin.elapsed().as_nanos() as u64)),
        max_memory: Some(MAX_MEMORY),
        max_output_bytes: Some(MAX_OUTPUT),
        ..Default::default()
    };
    let mut interp = Interpreter::new(limits);
    let result = interp.run_program(source, "<fuzz>");
    std::hint::black_box(interp.take_output());
    if let Err(e) = result {
        std::hint::black_box(e.render());
    }
    let elapsed = match (cpu_at_start, thread_cpu_time()) {
        (Some(a), Some(b)) => b.saturating_sub(a),
        _ => started.elapsed(),
    };
    break_cycles(&mut interp);
    drop(interp);
    if elapsed > HOSTILE_DEADLINE + HOSTILE_GRACE {
        die(&format!(
            "\n==sandpy-fuzz== run used {:?} of CPU time, past its {:?} deadline plus {:?}: a native ignored the deadline\n",
            elapsed, HOSTILE_DEADLINE, HOSTILE_GRACE
        ));
    }
}

/// CPU time this thread has used (user + system), from `/proc/thread-self/stat` (10 ms
/// resolution); None where that file cannot be read.
fn thread_cpu_time() -> Option<std::time::Duration> {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").ok()?;
    // Fields after the command name (which may hold spaces) close with ')': state is the
    // first, utime and stime (clock ticks, 100 per second) the 12th and 13th.
    let rest = stat.rsplit_once(')')?.1;
    let mut fields = rest.split_whitespace().skip(11);
    let utime: u64 = fields.next()?.parse().ok()?;
    let stime: u64 = fields.next()?.parse().ok()?;
    Some(std::time::Duration::from_millis((utime + stime) * 10))
}

/// Bytes currently allocated through [`GuardAlloc`].
static LIVE: AtomicUsize = AtomicUsize::new(0);
/// `LIVE` when the current run started.
static BASE: AtomicUsize = AtomicUsize::new(0);

/// Bytes currently allocated (when [`GuardAlloc`] is the global allocator).
pub fn live_bytes() -> usize {
    LIVE.load(Ordering::Relaxed)
}

/// The system allocator plus two tripwires: a single huge allocation, and a huge live heap.
/// Both abort with a message, which libFuzzer records as a crash with its input.
pub struct GuardAlloc;

/// Set once a tripwire fired: the guard then lets the backtrace machinery allocate freely.
static DYING: AtomicBool = AtomicBool::new(false);

fn die(msg: &str) -> ! {
    if DYING.swap(true, Ordering::SeqCst) {
        std::process::abort()
    }
    let _ = std::io::stderr().write_all(msg.as_bytes());
    // Where the allocation came from: the point of the report.
    let bt = std::backtrace::Backtrace::force_capture();
    let _ = writeln!(std::io::stderr(), "{}", bt);
    std::process::abort()
}

fn check(size: usize) {
    if DYING.load(Ordering::Relaxed) {
        return;
    }
    if size > SINGLE_ALLOC_CAP {
        die("\n==sandpy-fuzz== single allocation larger than 4x max_memory (256 MiB): the engine's memory limit was not checked before allocating\n");
    }
    let live = LIVE.fetch_add(size, Ordering::Relaxed) + size;
    if live.saturating_sub(BASE.load(Ordering::Relaxed)) > LIVE_HEAP_CAP {
        die("\n==sandpy-fuzz== live heap above 1.5 GiB with max_memory = 64 MiB: the memory limit is not enforced on the total\n");
    }
}

// SAFETY: forwards to `System`, only adding bookkeeping.
#[allow(unsafe_code)]
unsafe impl GlobalAlloc for GuardAlloc {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        check(layout.size());
        System.alloc(layout)
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        check(layout.size());
        System.alloc_zeroed(layout)
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        System.dealloc(ptr, layout)
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size > layout.size() {
            check(new_size - layout.size());
            if new_size > SINGLE_ALLOC_CAP && !DYING.load(Ordering::Relaxed) {
                die("\n==sandpy-fuzz== reallocation larger than 4x max_memory (256 MiB): the engine's memory limit was not checked before growing\n");
            }
        } else {
            LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
        }
        System.realloc(ptr, layout, new_size)
    }
}

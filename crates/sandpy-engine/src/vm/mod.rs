//! The virtual machine: session state (builtins, modules, limits, captured output) and the
//! entry points that run code objects. The dispatch loop lives in `dispatch.rs`; calls,
//! operators, attributes and exceptions each have their own file.

pub mod attr;
mod attr_cache;
pub mod call;
mod classes;
#[macro_use]
mod dispatch_macros;
mod dispatch;
mod dispatch_out_of_line;
pub mod exc;
pub mod frame;
mod frame_ops;
mod hashing;
mod host;
mod import;
pub mod indices;
pub mod items;
mod matching;
pub mod ops;
pub mod repr;
mod stack;
mod unwind;

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use crate::compile::bytecode::Code;
use crate::error::{ExcKind, LimitKind, PyErr, PyResult};
use crate::limits::{Limits, RunCounters, CHECK_INTERVAL};
use crate::types::BuiltinTypes;
use crate::value::{AttrMap, Namespace, Str, Value};
use frame::Frame;

// Per thread, not per session: immutable (see `shared_builtins`).
thread_local! {
    static SHARED: RefCell<Option<(BuiltinTypes, Rc<Namespace>)>> = const { RefCell::new(None) };
}

/// The thread's builtin types and builtins namespace, created on first use. Sandboxed code
/// cannot modify either (builtin types refuse attribute assignment and there is no
/// `builtins` module), so sharing them between sessions is invisible.
fn shared_builtins() -> (BuiltinTypes, Rc<Namespace>) {
    if let Some(s) = SHARED.with(|s| s.borrow().clone()) {
        return s;
    }
    let types = BuiltinTypes::new();
    let builtins = Rc::new(Namespace::new(AttrMap::default()));
    crate::builtins::install(&types, &builtins);
    SHARED.with(|s| *s.borrow_mut() = Some((types.clone(), builtins.clone())));
    (types, builtins)
}

/// The engine's own builtins namespace (shared by every interpreter on this thread; a
/// session's `vm.builtins` adds its tools to a copy). Read-only for its users.
pub fn engine_builtins() -> Rc<Namespace> {
    shared_builtins().1
}

/// How a frame left the dispatch loop.
/// Host predicate deciding which modules may be imported.
pub type ImportFilter = Rc<dyn Fn(&str) -> bool>;
/// Host check run before a module-level name is rebound.
pub type StoreGuard = Rc<dyn Fn(&str) -> PyResult<()>>;
/// Host wording for refused imports.
pub type RefusalMessage = Rc<dyn Fn(&str) -> String>;

#[allow(clippy::large_enum_variant)]
pub enum Exit {
    Return(Value),
    Yield(Value, Frame),
}

pub struct Vm {
    pub types: BuiltinTypes,
    pub builtins: Rc<Namespace>,
    /// Suspended callers of the running frame (the running frame is a local of the loop).
    pub frames: Vec<Frame>,
    /// The exception being handled (for bare `raise` and implicit chaining).
    pub handled: Option<Value>,
    /// Where `types.UnionType` lives once some `X | Y` between classes built it.
    pub union_namespace: Option<Rc<Namespace>>,
    pub limits: Limits,
    /// Clock, sleep, time zone and entropy from the host (all optional).
    pub host: crate::host::HostHooks,
    /// Which `obj.__x__` reads user code may compile to (`policy::DunderPolicy`); read by
    /// the compiler for each run, never for the engine's own modules.
    pub dunder_policy: crate::policy::DunderPolicy,
    pub counters: RunCounters,
    /// Operations left before the next slow-path limit check.
    pub(crate) budget: u64,
    pub output: String,
    pub output_truncated: bool,
    /// The most recent output once `output` holds its share of the limit (at most half the
    /// limit is kept; `take_output` appends it).
    pub output_tail: String,
    pub modules: HashMap<Str, Value>,
    /// The modules this VM can build, by import name (`modules::ENGINE_MODULES` unless the
    /// host gave another through [`Vm::with_modules`]); `import` asks it after the policy.
    pub module_registry: &'static crate::modules::ModuleRegistry,
    pub native_depth: usize,
    /// Objects whose repr is being computed (cycle detection: `[...]`).
    pub repr_guard: Vec<usize>,
    /// While set, `repr`/`str` stop near this many bytes (host-facing reports: `report.rs`).
    pub(crate) text_limit: Option<usize>,
    /// Names of modules code may import (None: the engine's own rules only).
    pub import_allowed: Option<ImportFilter>,
    /// Called before a module-level name is bound (the executor protects tool names).
    pub global_store_guard: Option<StoreGuard>,
    /// Set by re-raises so the traceback does not list the same frame twice.
    pub(crate) skip_traceback_once: bool,
    /// Source text of compiled files, for traceback lines.
    pub sources: HashMap<Str, Rc<str>>,
    /// Wording for refused imports (the executor names the allow-list).
    pub import_refusal_message: Option<RefusalMessage>,
    pub(crate) hasher: hashbrown::DefaultHashBuilder,
    pub(crate) frame_pool: frame::FramePool,
    /// Depth of natives recursing on nested data (see `enter_recursion`).
    pub(crate) recursion_depth: usize,
    /// Changes when a module namespace gains or loses a name (global lookup caches key on
    /// it). Values come from one counter per thread, so a code object shared by several
    /// sessions on a thread (cached module code) never mistakes another session's cache
    /// entry for its own.
    pub globals_epoch: u64,
    /// Frames a limit error unwound through, innermost first (limit errors have no
    /// exception object to carry a traceback).
    pub limit_trace: Vec<crate::error::TraceEntry>,
    /// The session's heap account (see `heap`): what its objects hold, against
    /// `limits.max_memory`.
    pub heap: crate::heap::HeapAccount,
    /// Where the deterministic stand-in for host entropy has got to in this session.
    pub(crate) entropy_fallback: EntropyFallback,
}

/// Counters of the deterministic stand-in for host entropy, used only when the host supplies
/// none (`HostHooks::fill_entropy`): how many `random.seed(None)` keys and `uuid` byte
/// blocks the session has drawn. They belong to the session (they were per thread once), so
/// one session's draws never shift what another on the same thread gets.
#[derive(Default)]
pub(crate) struct EntropyFallback {
    pub(crate) random_keys: u32,
    pub(crate) uuid_blocks: u64,
}

// Per thread, not per session: a counter that only keys global-lookup caches (see
// `Vm::globals_epoch`).
thread_local! {
    static GLOBALS_EPOCH: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// A globals epoch no session on this thread has used.
fn next_globals_epoch() -> u64 {
    GLOBALS_EPOCH.with(|e| {
        let next = e.get() + 1;
        e.set(next);
        next
    })
}

impl Vm {
    /// Invalidates every global lookup cache entry made under the current epoch.
    pub fn bump_globals_epoch(&mut self) {
        self.globals_epoch = next_globals_epoch();
    }

    /// A VM that provides the engine's own modules (`modules::ENGINE_MODULES`).
    pub fn new(limits: Limits) -> Vm {
        Vm::with_modules(limits, &crate::modules::ENGINE_MODULES)
    }

    /// A VM whose `import` builds modules from `module_registry`.
    pub fn with_modules(limits: Limits, module_registry: &'static crate::modules::ModuleRegistry) -> Vm {
        // Shared by every session on the thread: charged to the thread, not to this session.
        let (types, builtins) = crate::heap::host_scope(shared_builtins);
        let heap = crate::heap::HeapAccount::new();
        heap.activate();
        Vm {
            types,
            builtins,
            frames: Vec::new(),
            handled: None,
            union_namespace: None,
            limits,
            host: crate::host::HostHooks::default(),
            dunder_policy: crate::policy::DunderPolicy::Harmless,
            counters: RunCounters::default(),
            budget: CHECK_INTERVAL,
            output: String::new(),
            output_truncated: false,
            output_tail: String::new(),
            modules: HashMap::new(),
            module_registry,
            native_depth: 0,
            repr_guard: Vec::new(),
            text_limit: None,
            import_allowed: None,
            global_store_guard: None,
            skip_traceback_once: false,
            sources: HashMap::new(),
            import_refusal_message: None,
            hasher: hashbrown::DefaultHashBuilder::default(),
            frame_pool: frame::FramePool::default(),
            recursion_depth: 0,
            globals_epoch: next_globals_epoch(),
            limit_trace: Vec::new(),
            heap,
            entropy_fallback: EntropyFallback::default(),
        }
    }

    /// Resets per-run counters; call before each top-level run.
    pub fn start_run(&mut self) {
        self.counters = RunCounters::default();
        if let Some(clock) = &self.limits.clock {
            self.counters.started_ns = clock();
        }
        self.budget = CHECK_INTERVAL;
        self.frames.clear();
        self.handled = None;
        self.native_depth = 0;
        self.recursion_depth = 0;
        self.repr_guard.clear();
        self.text_limit = None;
        self.limit_trace.clear();
    }

    /// The compile budget of the current run: its deadline and cancel flag (see
    /// [`crate::compile::Budget`]).
    pub fn compile_budget(&self) -> crate::compile::Budget {
        let deadline = self.limits.max_duration_ns.map(|d| self.counters.started_ns.saturating_add(d));
        crate::compile::Budget::new(self.limits.clock.clone(), deadline, self.limits.cancel.clone())
    }

    /// Runs a module code object in `globals`.
    pub fn run_module(&mut self, code: Rc<Code>, globals: Rc<Namespace>) -> PyResult<Value> {
        let frame = self.frame_pool.frame(code, globals);
        match self.run_frame(frame)? {
            Exit::Return(v) => Ok(v),
            Exit::Yield(..) => Err(PyErr::new(ExcKind::SystemError, "module yielded")),
        }
    }

    /// Slow path of the operation budget: counts, then looks at the clock and cancel flag.
    #[cold]
    pub(crate) fn check_limits(&mut self) -> PyResult<()> {
        self.counters.operations += CHECK_INTERVAL;
        self.budget = CHECK_INTERVAL;
        if let Some(max) = self.limits.max_operations {
            if self.counters.operations >= max {
                return Err(PyErr::limit(
                    LimitKind::Operations,
                    format!("Reached the max number of operations of {}. Maybe there is an infinite loop somewhere in the code, or you're just asking too many calculations.", max),
                ));
            }
            let left = max - self.counters.operations;
            if left < CHECK_INTERVAL {
                self.budget = left.max(1);
            }
        }
        if crate::heap::collection_due() {
            self.collect_garbage();
        }
        self.check_time()
    }

    #[cold]
    #[inline(never)]
    fn collect_garbage(&mut self) {
        crate::heap::collect();
    }

    /// Deadline, cancellation and the session's memory; natives doing long work call this
    /// per chunk.
    pub fn check_time(&mut self) -> PyResult<()> {
        if crate::heap::used() > self.memory_cap() {
            self.memory_exceeded()?;
        }
        if self.limits.is_cancelled() {
            return Err(PyErr::limit(LimitKind::Cancelled, "Code execution was cancelled"));
        }
        if let (Some(max), Some(clock)) = (self.limits.max_duration_ns, &self.limits.clock) {
            let now = clock();
            if now.saturating_sub(self.counters.started_ns) > max {
                let secs = max as f64 / 1e9;
                let shown = if secs.fract() == 0.0 { format!("{}", secs as u64) } else { format!("{}", secs) };
                return Err(PyErr::limit(
                    LimitKind::Time,
                    format!("Code execution exceeded the maximum execution time of {} seconds", shown),
                ));
            }
        }
        Ok(())
    }

    /// Charges `units` operations: native work proportional to its size, a loop iteration
    /// (its span of instructions) or a call (`charge_code`).
    #[inline(always)]
    pub fn charge(&mut self, units: u64) -> PyResult<()> {
        if units < self.budget {
            self.budget -= units;
            return Ok(());
        }
        self.charge_past_interval(units)
    }

    #[cold]
    #[inline(never)]
    fn charge_past_interval(&mut self, units: u64) -> PyResult<()> {
        self.counters.operations += units.saturating_sub(CHECK_INTERVAL);
        self.check_limits()
    }

    /// Charges entering (or resuming) `code`: its instruction count bounds what it can run
    /// before reaching a loop's back edge, which charges each iteration itself (`Jump`).
    /// The dispatch loop then counts nothing per instruction.
    #[inline(always)]
    pub(crate) fn charge_code(&mut self, code: &crate::compile::bytecode::Code) -> PyResult<()> {
        self.charge(code.instrs.len() as u64)
    }

    /// `charge` for callers holding only a shared borrow of their inputs.
    pub fn charge_const(&mut self, units: u64) -> PyResult<()> {
        self.charge(units)
    }

    /// The most bytes the session heap may hold: `limits.max_memory`, else the engine's
    /// hard cap.
    #[inline]
    pub fn memory_cap(&self) -> usize {
        self.limits.max_memory.unwrap_or(crate::heap::HARD_CAP)
    }

    /// Refuses an allocation of `bytes` (MemoryError, before it happens) when the session
    /// heap has no room for it. Natives call this before any allocation whose size depends
    /// on the data; when the room is short, unreachable cycles are collected first.
    #[inline]
    pub fn check_alloc(&self, bytes: usize) -> PyResult<()> {
        if bytes <= self.memory_cap().saturating_sub(crate::heap::used()) {
            return Ok(());
        }
        self.refuse_alloc(bytes)
    }

    #[cold]
    #[inline(never)]
    fn refuse_alloc(&self, bytes: usize) -> PyResult<()> {
        if crate::heap::collection_enabled() && crate::heap::collect_would_help() {
            crate::heap::collect();
            if bytes <= self.memory_cap().saturating_sub(crate::heap::used()) {
                return Ok(());
            }
        }
        Err(PyErr::memory())
    }

    /// MemoryError when the session heap is past its limit (after collecting cycles).
    #[cold]
    #[inline(never)]
    pub fn memory_exceeded(&self) -> PyResult<()> {
        self.refuse_alloc(0)
    }

    /// Refuses growing a vector of values (a list's items) from `len` items in `capacity`
    /// slots by `extra` items when the larger buffer Rust would allocate (while the old one
    /// still exists) has no room in the session heap.
    #[inline]
    pub fn check_vec_growth(&self, len: usize, capacity: usize, extra: usize) -> PyResult<()> {
        let need = len.saturating_add(extra);
        if need <= capacity {
            return Ok(());
        }
        let grown = need.max(capacity.saturating_mul(2)).max(4);
        self.check_alloc(grown.saturating_mul(std::mem::size_of::<Value>()))
    }

    /// Refuses cutting `len` bytes of text into pieces (split, splitlines, findall…) when
    /// the pieces could not fit in the session heap: the worst case, a piece per byte, is
    /// assumed unless it does not fit; only then does `count` give the real number.
    pub fn check_pieces(&self, len: usize, count: impl FnOnce() -> usize) -> PyResult<()> {
        /// Per piece: its list slot, the slice found, and the str object.
        const PIECE: usize = 2 * std::mem::size_of::<Value>() + crate::heap::rc_bytes::<crate::value::PyStr>();
        let worst = len.saturating_add(1).saturating_mul(PIECE).saturating_add(len);
        if worst <= self.memory_cap().saturating_sub(crate::heap::used()) {
            return Ok(());
        }
        self.check_alloc(count().saturating_mul(PIECE).saturating_add(len))
    }

    /// Refuses adding one more entry to an attribute table that would have to grow past the
    /// memory limit.
    #[inline]
    pub fn check_attr_growth(&self, map: &AttrMap) -> PyResult<()> {
        if map.len() < map.capacity() {
            return Ok(());
        }
        self.check_alloc(2 * crate::heap::attr_map_bytes(map) + 1024)
    }

    /// Appends program output, honouring the output limit.
    pub fn write_output(&mut self, text: &str) -> PyResult<()> {
        if let Some(max) = self.limits.max_output_bytes {
            let half = max / 2;
            if self.output.len() + text.len() > max || !self.output_tail.is_empty() {
                let room = half.saturating_sub(self.output.len());
                let mut cut = room.min(text.len());
                while cut > 0 && !text.is_char_boundary(cut) {
                    cut -= 1;
                }
                self.output.push_str(&text[..cut]);
                let rest = &text[cut..];
                // Only the last `half` bytes of `rest` can survive.
                let mut from = rest.len().saturating_sub(half);
                while from < rest.len() && !rest.is_char_boundary(from) {
                    from += 1;
                }
                self.output_tail.push_str(&rest[from..]);
                if self.output_tail.len() > 2 * half.max(1) {
                    let mut start = self.output_tail.len() - half;
                    while start < self.output_tail.len() && !self.output_tail.is_char_boundary(start) {
                        start += 1;
                    }
                    self.output_tail.drain(..start);
                }
                self.output_truncated = true;
                return Ok(());
            }
        }
        self.output.push_str(text);
        Ok(())
    }

    pub fn take_output(&mut self) -> String {
        let mut out = std::mem::take(&mut self.output);
        if !self.output_tail.is_empty() {
            let half = self.limits.max_output_bytes.unwrap_or(0) / 2;
            let mut start = self.output_tail.len().saturating_sub(half);
            while start < self.output_tail.len() && !self.output_tail.is_char_boundary(start) {
                start += 1;
            }
            out.push_str(&self.output_tail[start..]);
            self.output_tail.clear();
        }
        out
    }

    /// Enters a native → Python re-entry, bounded by [`crate::limits::MAX_NATIVE_REENTRY`].
    pub(crate) fn enter_native(&mut self) -> PyResult<()> {
        if self.native_depth >= crate::limits::MAX_NATIVE_REENTRY || self.frames.len() >= self.limits.max_recursion_depth {
            return Err(PyErr::new(ExcKind::RecursionError, "maximum recursion depth exceeded"));
        }
        self.native_depth += 1;
        Ok(())
    }
    /// Guards natives that recurse on nested data (comparison, hashing, repr): bounded by
    /// the recursion limit, and by [`crate::limits::MAX_NATIVE_NESTING`] whatever it is.
    pub(crate) fn enter_recursion(&mut self, what: &str) -> PyResult<()> {
        if self.recursion_depth >= self.limits.max_recursion_depth.min(crate::limits::MAX_NATIVE_NESTING) {
            return Err(PyErr::new(ExcKind::RecursionError, format!("maximum recursion depth exceeded{}", what)));
        }
        self.recursion_depth += 1;
        Ok(())
    }

    /// Runs `f` one level deeper into nested data, on a stack grown on the heap when needed
    /// (see [`Vm::enter_recursion`]).
    pub(crate) fn nested<T>(&mut self, what: &str, f: impl FnOnce(&mut Vm) -> PyResult<T>) -> PyResult<T> {
        self.enter_recursion(what)?;
        let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || f(self));
        self.recursion_depth -= 1;
        r
    }

    pub(crate) fn leave_native(&mut self) {
        self.native_depth = self.native_depth.saturating_sub(1);
    }

    /// Binds a name in a module namespace from host code (keeps global caches valid).
    pub fn set_global(&mut self, globals: &Namespace, name: &str, value: Value) {
        if globals.borrow_mut().insert(name.into(), value).is_none() {
            self.bump_globals_epoch();
        }
    }

    /// Removes a name from a module namespace from host code.
    pub fn remove_global(&mut self, globals: &Namespace, name: &str) -> Option<Value> {
        self.bump_globals_epoch();
        globals.borrow_mut().shift_remove(name)
    }

    pub fn new_namespace(&self, name: &str) -> Rc<Namespace> {
        let mut map = AttrMap::default();
        map.insert("__name__".into(), Value::str(name));
        Rc::new(Namespace::new(map))
    }
}

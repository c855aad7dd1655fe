//! The cycle collector. Reference counting frees everything except cycles (`a.o = b;
//! b.o = a`); this finds the cycles nothing outside them refers to and breaks them.
//!
//! Objects that can hold references (lists, dicts, instances, functions, cells…) register
//! a weak reference here when they are made ([`track`]). A collection is CPython's trial
//! deletion, on `Rc` strong counts: for every registered object, start from its strong
//! count and subtract one for each reference another registered object holds to it (each
//! object lists them through [`Traceable::visit`]). What is left are references from
//! outside the registered set: frames, the VM's stacks, module namespaces, the host's own
//! handles, anything Rust holds. Objects with such references, and everything reachable
//! from them, are alive; the rest is garbage held only by cycles, and is broken by taking
//! the references out of its mutable fields ([`Traceable::clear`]), after which reference
//! counting frees it.
//!
//! Soundness rests on one rule: `visit` reports only references the object really holds
//! (each is one strong count). Under-reporting (an object type that does not list some
//! references) only keeps garbage alive; an object whose contents are borrowed at the
//! moment is treated as referenced from outside. There is no `__del__` and no weak
//! reference in the engine, so breaking garbage runs no Python code.
//!
//! When: an object gets a slot in the registry as it is made (its [`GcLink`] keeps the
//! number) and gives it back as it dies (its `Drop` calls [`untrack`]), so the registry
//! holds exactly the registered objects alive, cyclic garbage included. A full
//! collection is due when they are [`GROWTH`] times those alive after the last one (at
//! least [`MIN_FULL`]) or the account's bytes have doubled (at least [`MIN_FULL_BYTES`]
//! more), and runs at the next safe point: the dispatch loop's periodic limit check, an
//! allocation refused for lack of room, or the end of a session. Its cost is proportional
//! to what is registered, so total work stays proportional to allocation.

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use crate::value::Value;

/// An object the collector can look into.
pub trait Traceable {
    /// Calls `found` with the address (`Value::heap_ptr`) and registry slot (its
    /// `GcLink`) of each registered object this one holds a strong reference to, once per
    /// reference. Returns false, having reported nothing, when its contents are borrowed
    /// right now.
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool;
    /// Moves the references held in its mutable fields into `out` (to break a cycle).
    fn clear(&self, out: &mut Vec<Value>);
    /// Where the object keeps its registry slot.
    fn gc_link(&self) -> &GcLink;
}

/// An object's slot in the registry of the account it was registered with (none until
/// [`track`]); its `Drop` calls [`untrack`] with it.
pub struct GcLink(Cell<u32>);

/// No slot.
const UNTRACKED: u32 = u32::MAX;

impl GcLink {
    #[inline(always)]
    #[allow(clippy::new_without_default)]
    pub const fn new() -> GcLink {
        GcLink(Cell::new(UNTRACKED))
    }

    /// The object's registry slot, if it is registered.
    #[inline(always)]
    pub fn slot(&self) -> Option<u32> {
        let s = self.0.get();
        (s != UNTRACKED).then_some(s)
    }
}

/// Fewest registered objects alive that make a full collection due.
const MIN_FULL: usize = 16_384;
/// A full collection is due when the registered objects alive reach this many times those
/// of the last one (so its cost, proportional to them, stays proportional to allocation).
const GROWTH: usize = 4;
/// Fewest bytes of growth since the last collection that make one due.
const MIN_FULL_BYTES: usize = 256 << 20;

/// The registered objects of one account, and when to collect them.
pub struct Registry {
    /// One slot per registered object; freed slots are `None` and listed in `free`.
    slots: Vec<Option<Weak<dyn Traceable>>>,
    free: Vec<u32>,
    /// Slots in use.
    live: usize,
    /// A full collection is due once this many registered objects are alive.
    full_at: usize,
    /// ... or once the account holds this many bytes.
    full_at_bytes: usize,
    enabled: bool,
    /// Something was registered since the last full collection.
    dirty: bool,
    collections: u64,
    collected: u64,
}

impl Default for Registry {
    fn default() -> Self {
        Registry::EMPTY
    }
}

impl Registry {
    const EMPTY: Registry = Registry {
        slots: Vec::new(),
        free: Vec::new(),
        live: 0,
        full_at: MIN_FULL,
        full_at_bytes: MIN_FULL_BYTES,
        enabled: true,
        dirty: false,
        collections: 0,
        collected: 0,
    };
}

// Per thread by design, not session state: the registry of the account that is *active* on
// the thread (swapped in with it, `account.rs`), so no session collects another's objects.
thread_local! {
    /// The active account's registry (see `account::switch_to`).
    static REGISTRY: RefCell<Registry> = const { RefCell::new(Registry::EMPTY) };
    /// Set when enough registered objects are alive for a full collection.
    static DUE: Cell<bool> = const { Cell::new(false) };
}

/// The thread's registry, unless the thread is exiting (objects dropped by thread-local
/// destructors after it went are simply not collected).
#[inline(always)]
fn with_registry<R>(f: impl FnOnce(&RefCell<Registry>) -> R) -> Option<R> {
    REGISTRY.try_with(f).ok()
}

/// Exchanges the thread's registry with `other` (account switches).
pub(super) fn swap_registry(other: &mut Registry) {
    with_registry(|r| {
        if let Ok(mut r) = r.try_borrow_mut() {
            std::mem::swap(&mut *r, other);
        }
    });
    DUE.with(|d| d.set(false));
}

/// Registers an object that may take part in a reference cycle (once, when it is made).
#[inline(always)]
pub fn track<T: Traceable + 'static>(object: &Rc<T>) {
    let weak: Weak<dyn Traceable> = Rc::downgrade(object) as Weak<dyn Traceable>;
    let slot = REGISTRY.try_with(|r| match r.try_borrow_mut() {
        Ok(mut r) => r.register(weak),
        Err(_) => UNTRACKED,
    });
    if let Ok(slot) = slot {
        object.gc_link().0.set(slot);
    }
}

impl Registry {
    /// Gives `weak` a slot (a free one first: the slot of an object that just died is
    /// likely still in cache).
    #[inline(always)]
    fn register(&mut self, weak: Weak<dyn Traceable>) -> u32 {
        self.live += 1;
        self.dirty = true;
        if self.live >= self.full_at {
            self.full();
        }
        match self.free.pop() {
            Some(i) => {
                if let Some(s) = self.slots.get_mut(i as usize) {
                    *s = Some(weak);
                }
                i
            }
            None => {
                self.slots.push(Some(weak));
                (self.slots.len() - 1) as u32
            }
        }
    }

    #[cold]
    #[inline(never)]
    fn full(&self) {
        if self.enabled {
            DUE.with(|d| d.set(true));
        }
    }
}

/// Gives a dying object's registry slot back (called from its `Drop` with its address). A
/// slot in another account's registry (the object died while another session was active)
/// does not hold this address and is left for that account's next collection to prune.
#[inline]
pub fn untrack(link: &GcLink, address: usize) {
    let slot = link.0.get();
    if slot != UNTRACKED {
        untrack_slot(slot, address);
    }
}

#[inline(always)]
fn untrack_slot(slot: u32, address: usize) {
    with_registry(|r| {
        if let Ok(mut r) = r.try_borrow_mut() {
            let r = &mut *r;
            if let Some(s) = r.slots.get_mut(slot as usize) {
                if s.as_ref().is_some_and(|w| w.as_ptr() as *const u8 as usize == address) {
                    *s = None;
                    r.free.push(slot);
                    r.live -= 1;
                }
            }
        }
    });
}

/// Whether a full collection is due (checked at the dispatch loop's safe points).
#[inline]
pub fn due() -> bool {
    let limit = with_registry(|r| r.try_borrow().map(|r| if r.enabled { r.full_at_bytes } else { usize::MAX }).unwrap_or(usize::MAX))
        .unwrap_or(usize::MAX);
    (DUE.with(Cell::get) && is_enabled()) || super::account::used() >= limit
}

/// Whether a collection could find anything the last one did not: objects were registered
/// since (a program that keeps hitting its memory limit does not pay a collection per try).
pub fn would_help() -> bool {
    with_registry(|r| r.try_borrow().map(|r| r.dirty).unwrap_or(false)).unwrap_or(false)
}

/// Collector statistics of the active account, for `gc` and tests.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Registered objects alive (cyclic garbage included until collected).
    pub tracked: usize,
    pub collections: u64,
    /// Objects found in garbage cycles, over all collections.
    pub collected: u64,
}

pub fn stats() -> Stats {
    with_registry(|r| {
        r.try_borrow().map(|r| Stats { tracked: r.live, collections: r.collections, collected: r.collected }).unwrap_or_default()
    })
    .unwrap_or_default()
}

/// Turns automatic collection on or off (`gc.enable()` / `gc.disable()`).
pub fn set_enabled(on: bool) {
    with_registry(|r| {
        if let Ok(mut r) = r.try_borrow_mut() {
            r.enabled = on;
        }
    });
    DUE.with(|d| d.set(false));
}

pub fn is_enabled() -> bool {
    with_registry(|r| r.try_borrow().map(|r| r.enabled).unwrap_or(true)).unwrap_or(true)
}

/// One registered object during a collection, at its slot's index: its address (to check
/// that a reported slot is this registry's and not another account's) with state bits in
/// the low bits (objects are aligned to 8), and what is left of its strong count once the
/// references other registered objects hold are subtracted.
#[derive(Clone, Copy)]
struct Node {
    tagged: usize,
    outside: isize,
}

/// Node bits: reachable from outside; reported a registered child (worth a second visit);
/// contents unreadable (treated as held from outside).
const ALIVE: usize = 1;
const PARENT: usize = 2;
const OPAQUE: usize = 4;
const BITS: usize = 7;

impl Node {
    #[inline(always)]
    fn is(&self, address: usize) -> bool {
        self.tagged & !BITS == address
    }
}

/// Finds the garbage cycles among the active account's registered objects and breaks them.
/// Returns how many objects they held.
///
/// Nothing runs and nothing dies while the garbage is being found (the objects are only
/// read; each is upgraded from its weak slot for the moment it is visited), so the
/// registry's slot numbers index the work arrays and children report their slot (their
/// `GcLink`): no address map is built. Only then is the garbage cleared.
pub fn collect() -> usize {
    DUE.with(|d| d.set(false));
    let Some(Ok(found)) = with_registry(|r| r.try_borrow().map(|r| find_garbage(&r))) else {
        return 0;
    };
    let Found { garbage, dead } = found;
    // Registrations of objects that died while another account was active (see `untrack`).
    with_registry(|r| {
        if let Ok(mut r) = r.try_borrow_mut() {
            for i in dead {
                if let Some(slot) = r.slots.get_mut(i as usize) {
                    *slot = None;
                    r.free.push(i);
                    r.live -= 1;
                }
            }
        }
    });
    // Break the garbage: take every reference out of its mutable fields first, then drop
    // them all (still holding each garbage object, so none is freed half-cleared). As the
    // garbage dies, its `Drop` gives its slot back.
    let mut released = Vec::new();
    for o in &garbage {
        o.clear(&mut released);
    }
    super::release::release(released);
    let count = garbage.len();
    drop(garbage);
    let bytes = super::account::used();
    with_registry(|r| {
        if let Ok(mut r) = r.try_borrow_mut() {
            r.settle();
            r.dirty = false;
            r.full_at = (GROWTH * r.live).max(MIN_FULL);
            r.full_at_bytes = bytes.saturating_mul(2).max(bytes.saturating_add(MIN_FULL_BYTES));
            r.collections += 1;
            r.collected += count as u64;
        }
    });
    count
}

struct Found {
    garbage: Vec<Rc<dyn Traceable>>,
    /// Slots whose object is gone.
    dead: Vec<u32>,
}

fn find_garbage(r: &Registry) -> Found {
    let mut nodes: Vec<Node> =
        r.slots.iter().map(|s| Node { tagged: s.as_ref().map_or(0, |w| w.as_ptr() as *const u8 as usize), outside: 0 }).collect();
    let mut dead = Vec::new();
    // Trial deletion: each object's strong count, less the references registered objects
    // hold to it (our own upgrade discounted), is what holds it from outside.
    for (i, slot) in r.slots.iter().enumerate() {
        let Some(w) = slot else { continue };
        let Some(o) = w.upgrade() else {
            nodes[i].tagged = 0;
            dead.push(i as u32);
            continue;
        };
        nodes[i].outside += Rc::strong_count(&o) as isize - 1;
        let mut parent = false;
        let readable = o.visit(&mut |address, j| {
            if let Some(n) = nodes.get_mut(j as usize) {
                if n.is(address) {
                    n.outside -= 1;
                    parent = true;
                }
            }
        });
        // An unreadable object's references were not subtracted: what it refers to stays
        // alive through them.
        nodes[i].tagged |= if readable {
            if parent {
                PARENT
            } else {
                0
            }
        } else {
            OPAQUE
        };
    }
    // Everything reachable from an object held from outside is alive.
    let mut pending: Vec<u32> = Vec::new();
    for i in 0..nodes.len() {
        let n = nodes[i];
        if n.tagged == 0 || n.tagged & ALIVE != 0 || (n.outside <= 0 && n.tagged & OPAQUE == 0) {
            continue;
        }
        nodes[i].tagged |= ALIVE;
        pending.push(i as u32);
        while let Some(k) = pending.pop() {
            let k = k as usize;
            if nodes[k].tagged & PARENT == 0 {
                continue;
            }
            let Some(o) = r.slots.get(k).and_then(|s| s.as_ref()).and_then(Weak::upgrade) else { continue };
            o.visit(&mut |address, j| {
                if let Some(n) = nodes.get_mut(j as usize) {
                    if n.is(address) && n.tagged & ALIVE == 0 {
                        n.tagged |= ALIVE;
                        pending.push(j);
                    }
                }
            });
        }
    }
    let garbage = nodes
        .iter()
        .zip(&r.slots)
        .filter(|(n, _)| n.tagged != 0 && n.tagged & ALIVE == 0)
        .filter_map(|(_, s)| s.as_ref().and_then(Weak::upgrade))
        .collect();
    Found { garbage, dead }
}

impl Registry {
    /// After a collection: trailing free slots go, and a registry mostly made of free
    /// slots is compacted (its objects renumbered), so one that was once big shrinks back.
    fn settle(&mut self) {
        while matches!(self.slots.last(), Some(None)) {
            self.slots.pop();
        }
        if self.slots.len() > 1024 && self.live < self.slots.len() / 4 {
            let mut kept = Vec::with_capacity(self.live * 2);
            for w in std::mem::take(&mut self.slots).into_iter().flatten() {
                if let Some(o) = w.upgrade() {
                    o.gc_link().0.set(kept.len() as u32);
                    kept.push(Some(w));
                }
            }
            self.live = kept.len();
            self.slots = kept;
            self.free.clear();
        } else {
            let len = self.slots.len() as u32;
            self.free.retain(|&i| i < len);
        }
    }
}

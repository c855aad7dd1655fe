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
//! When: an object leaves the registry as it dies (its `Drop` gives its slot back, so the
//! registry holds exactly the registered objects alive, cyclic garbage included). A full
//! collection is due when they are [`GROWTH`] times those alive after the last one (at
//! least [`MIN_FULL`]) or the account's bytes have doubled (at least [`MIN_FULL_BYTES`]
//! more), and runs at the next safe point: the dispatch loop's periodic limit check, an
//! allocation refused for lack of room, or the end of a session. Its cost is proportional
//! to what is registered, so total work stays proportional to allocation.

use std::cell::{Cell, RefCell};
use std::rc::{Rc, Weak};

use hashbrown::HashMap;

use crate::value::Value;

/// An object the collector can look into.
pub trait Traceable {
    /// Calls `found` with the address (`Value::heap_ptr`) of each object this one holds a
    /// strong reference to, once per reference. Returns false, having reported nothing,
    /// when its contents are borrowed right now.
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool;
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
        Registry {
            slots: Vec::new(),
            free: Vec::new(),
            live: 0,
            full_at: MIN_FULL,
            full_at_bytes: MIN_FULL_BYTES,
            enabled: true,
            dirty: false,
            collections: 0,
            collected: 0,
        }
    }
}

thread_local! {
    /// The active account's registry (see `account::switch_to`).
    static REGISTRY: RefCell<Registry> = RefCell::new(Registry::default());
    /// Set when enough registered objects are alive for a full collection.
    static DUE: Cell<bool> = const { Cell::new(false) };
}

/// The thread's registry, unless the thread is exiting (objects dropped by thread-local
/// destructors after it went are simply not collected).
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
#[inline]
pub fn track<T: Traceable + 'static>(object: &Rc<T>) {
    let weak: Weak<dyn Traceable> = Rc::downgrade(object) as Weak<dyn Traceable>;
    with_registry(|r| {
        if let Ok(mut r) = r.try_borrow_mut() {
            let slot = match r.free.pop() {
                Some(i) => {
                    if let Some(s) = r.slots.get_mut(i as usize) {
                        *s = Some(weak);
                    }
                    i
                }
                None => {
                    r.slots.push(Some(weak));
                    (r.slots.len() - 1) as u32
                }
            };
            object.gc_link().0.set(slot);
            r.live += 1;
            r.dirty = true;
            if r.live >= r.full_at && r.enabled {
                DUE.with(|d| d.set(true));
            }
        }
    });
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

fn untrack_slot(slot: u32, address: usize) {
    with_registry(|r| {
        if let Ok(mut r) = r.try_borrow_mut() {
            let ours = matches!(r.slots.get(slot as usize), Some(Some(w)) if w.as_ptr() as *const u8 as usize == address);
            if ours {
                if let Some(s) = r.slots.get_mut(slot as usize) {
                    *s = None;
                }
                r.free.push(slot);
                r.live -= 1;
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

/// Finds the garbage cycles among the active account's registered objects and breaks them.
/// Returns how many objects they held.
pub fn collect() -> usize {
    DUE.with(|d| d.set(false));
    // Our own strong reference to each live object is discounted below. Registrations of
    // objects that died elsewhere (see `untrack`) are pruned on the way.
    let Some(Ok(live)) = with_registry(|r| {
        r.try_borrow_mut().map(|mut r| {
            let r = &mut *r;
            let mut live: Vec<Rc<dyn Traceable>> = Vec::with_capacity(r.live);
            for (i, slot) in r.slots.iter_mut().enumerate() {
                let Some(w) = slot else { continue };
                match w.upgrade() {
                    Some(o) => live.push(o),
                    None => {
                        *slot = None;
                        r.free.push(i as u32);
                        r.live -= 1;
                    }
                }
            }
            live
        })
    }) else {
        return 0;
    };
    let mut index: HashMap<usize, u32> = HashMap::with_capacity_and_hasher(live.len(), Default::default());
    for (i, o) in live.iter().enumerate() {
        index.insert(address(o), i as u32);
    }
    // Trial deletion: what is left of each count is held from outside.
    let mut outside: Vec<isize> = live.iter().map(|o| Rc::strong_count(o) as isize - 1).collect();
    let mut opaque = Vec::new();
    for (i, o) in live.iter().enumerate() {
        let readable = o.visit(&mut |p| {
            if let Some(&j) = index.get(&p) {
                outside[j as usize] -= 1;
            }
        });
        if !readable {
            opaque.push(i);
        }
    }
    // An object whose contents could not be read is treated as held from outside: its
    // references were not subtracted, so what it refers to stays alive too.
    for i in opaque {
        outside[i] = outside[i].max(1);
    }
    // Everything reachable from an object held from outside is alive.
    let mut alive: Vec<bool> = outside.iter().map(|&n| n > 0).collect();
    let mut pending: Vec<u32> = (0..live.len() as u32).filter(|&i| alive[i as usize]).collect();
    while let Some(i) = pending.pop() {
        live[i as usize].visit(&mut |p| {
            if let Some(&j) = index.get(&p) {
                if !alive[j as usize] {
                    alive[j as usize] = true;
                    pending.push(j);
                }
            }
        });
    }
    drop(index);
    // Break the garbage: take every reference out of its mutable fields first, then drop
    // them all (still holding each garbage object, so none is freed half-cleared). As the
    // garbage dies, its `Drop` gives its slot back.
    let mut released = Vec::new();
    let mut garbage = 0;
    for (o, &keep) in live.iter().zip(&alive) {
        if !keep {
            o.clear(&mut released);
            garbage += 1;
        }
    }
    drop(alive);
    super::release::release(released);
    drop(live);
    let bytes = super::account::used();
    with_registry(|r| {
        if let Ok(mut r) = r.try_borrow_mut() {
            // Trailing free slots go (a registry that was once big shrinks back).
            while matches!(r.slots.last(), Some(None)) {
                r.slots.pop();
            }
            let len = r.slots.len() as u32;
            r.free.retain(|&i| i < len);
            r.dirty = false;
            r.full_at = (GROWTH * r.live).max(MIN_FULL);
            r.full_at_bytes = bytes.saturating_mul(2).max(bytes.saturating_add(MIN_FULL_BYTES));
            r.collections += 1;
            r.collected += garbage as u64;
        }
    });
    garbage
}

fn address(o: &Rc<dyn Traceable>) -> usize {
    Rc::as_ptr(o) as *const u8 as usize
}

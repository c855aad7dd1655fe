//! Dropping object graphs without recursion. A list nested 100,000 deep would overflow the
//! Rust stack if each level's `Drop` dropped the next; instead, containers hand their
//! children to [`release`], which drops directly while shallow and queues them once the
//! nesting passes a threshold, draining the queue iteratively at the outermost level.

use std::cell::{Cell, RefCell};

use crate::types::iter::NativeStepper;
use crate::value::Value;

/// Something whose drop may recurse: a value or a module iterator's state. The fields are
/// only ever dropped, never read.
#[allow(dead_code)]
enum Deferred {
    Value(Value),
    Stepper(Box<dyn NativeStepper>),
}

/// Nesting depth after which children are queued instead of dropped in place.
const MAX_DROP_DEPTH: usize = 64;

// Per thread, not per session: the bookkeeping of the drop cascade in progress, empty again
// when the outermost release returns.
thread_local! {
    static DEPTH: Cell<usize> = const { Cell::new(0) };
    static DEFERRED: RefCell<Vec<Deferred>> = const { RefCell::new(Vec::new()) };
    /// Set when something was queued: the outermost release only drains then.
    static QUEUED: Cell<bool> = const { Cell::new(false) };
}

/// Drops `values` (children of an object being dropped) without deep recursion.
pub fn release<I: IntoIterator<Item = Value>>(values: I) {
    release_all(values.into_iter().map(Deferred::Value));
}

/// [`release`] for a vector of children. When none of them can hold further objects (a
/// tuple of numbers and strings, say) they are dropped right here: nothing can nest, so
/// the depth bookkeeping would only cost time.
pub fn release_vec(values: Vec<Value>) {
    if values.iter().all(Value::is_leaf) {
        drop(values);
    } else {
        release(values);
    }
}

/// Drops a module iterator's boxed state (it may hold further iterators) the same way.
pub fn release_stepper(stepper: Box<dyn NativeStepper>) {
    release_all(std::iter::once(Deferred::Stepper(stepper)));
}

fn release_all<I: IntoIterator<Item = Deferred>>(values: I) {
    let depth = DEPTH.with(|d| d.get());
    if depth >= MAX_DROP_DEPTH {
        let mut pending = Some(values);
        // While the thread is exiting the queue may already be gone (thread-local caches
        // drop late): then the values are dropped in place below.
        let _ = DEFERRED.try_with(|q| {
            if let (Ok(mut q), Some(values)) = (q.try_borrow_mut(), pending.take()) {
                q.extend(values);
                QUEUED.with(|f| f.set(true));
            }
        });
        match pending {
            None => return,
            Some(values) => {
                for v in values {
                    drop(v);
                }
                return;
            }
        }
    }
    DEPTH.with(|d| d.set(depth + 1));
    for v in values {
        drop(v);
    }
    if depth == 0 && QUEUED.with(|f| f.replace(false)) {
        // Outermost drop: empty the queue one value at a time (each may queue more).
        loop {
            let next = DEFERRED.try_with(|q| q.try_borrow_mut().ok().and_then(|mut q| q.pop())).ok().flatten();
            match next {
                Some(v) => drop(v),
                None => break,
            }
        }
    }
    DEPTH.with(|d| d.set(depth));
}

//! The session heap account: how many bytes of Python objects a session holds, so that
//! `Limits::max_memory` bounds the session's whole live heap rather than one object.
//!
//! Every heap object charges its estimated size here when it is made (`Rc` header, the
//! struct, and the buffers it owns: string bytes, list and tuple slots, dict tables) and
//! credits the same bytes back when it is dropped. Objects are dropped in many places with
//! no `Vm` at hand, so the counter is a thread-local: the account of the session that is
//! *active* on this thread. Several sessions may share a thread; each owns a
//! [`HeapAccount`] and activates it on entry (`Interpreter` does this for every public
//! method), which saves the previous account's count and loads its own. Activation is
//! sticky: work the host does with a session's values right after a run (converting the
//! result, dropping it) stays on that session's account. Objects shared by every session on
//! a thread (builtin types and functions, interned names, cached module code) are made in
//! [`host_scope`] and charged to the thread's own unlimited account.
//!
//! Charging never fails (constructors stay infallible and cheap): the limit is enforced by
//! `Vm::check_alloc` before any allocation whose size depends on the data (it refuses
//! what would take the account past the limit), by the dispatch loop's periodic check
//! (every few thousand operations), and, as a last resort, by the brake: during a run, a
//! charge that takes the account past the limit plus [`brake_margin`] unwinds the run to
//! its boundary, where it ends with an uncatchable MemoryError (see `Interpreter::run`).

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use super::collect::Registry;

/// Bytes an `Rc<T>` allocation takes: the strong and weak counts, then the value.
pub const fn rc_bytes<T>() -> usize {
    2 * std::mem::size_of::<usize>() + std::mem::size_of::<T>()
}

/// Without a memory limit the session heap is still bounded by this many bytes (4 GiB).
pub const HARD_CAP: usize = 1 << 32;

// Per thread by design, not session state: these hold the counters of the account that is
// *active* on the thread; each session owns its `HeapAccount` and swaps it in on entry
// (`HeapAccount::activate`), so no session reads another's count.
thread_local! {
    /// Live bytes of the active account.
    static USED: Cell<usize> = const { Cell::new(0) };
    /// Past this many live bytes a charge brakes the run (`usize::MAX` outside runs).
    static BRAKE_AT: Cell<usize> = const { Cell::new(usize::MAX) };
    /// The brake fired in this run: later charges (made while unwinding) pass.
    static BRAKING: Cell<bool> = const { Cell::new(false) };
    /// The account whose count is in `USED` (and whose registry is in the collector's).
    static ACTIVE: RefCell<Option<Rc<AccountState>>> = const { RefCell::new(None) };
    /// The thread's own account: shared objects and anything made outside a session.
    static HOST: Rc<AccountState> = Rc::new(AccountState::default());
}

/// Charges `bytes` to the active account (an object was made or grew).
#[inline(always)]
pub fn charge(bytes: usize) {
    let used = USED.with(|u| {
        let n = u.get().wrapping_add(bytes);
        u.set(n);
        n
    });
    if used > BRAKE_AT.with(Cell::get) {
        brake();
    }
}

/// Credits `bytes` back to the active account (an object was dropped or shrank).
#[inline(always)]
pub fn credit(bytes: usize) {
    USED.with(|u| u.set(u.get().saturating_sub(bytes)));
}

/// Charges or credits the difference when an object's accounted size changed from `was`
/// to `now` bytes; returns `now` (to store as the object's charge).
#[inline]
pub fn recharge(was: usize, now: usize) -> usize {
    if now > was {
        charge(now - was);
    } else {
        credit(was - now);
    }
    now
}

/// Live bytes of the active account.
#[inline]
pub fn used() -> usize {
    USED.with(Cell::get)
}

/// How far past its limit a run's account may get between two checks before the brake
/// stops the run: an eighth of the limit, at least 16 MiB.
pub fn brake_margin(limit: usize) -> usize {
    (limit / 8).max(16 << 20)
}

/// Thrown (with `resume_unwind`, so no panic message) when the brake fires; caught where
/// the run started.
pub struct MemoryBrake;

#[cold]
#[inline(never)]
fn brake() {
    if BRAKING.with(|b| b.replace(true)) {
        return;
    }
    std::panic::resume_unwind(Box::new(MemoryBrake));
}

/// Arms the brake for a run of the active account with `limit` bytes; the returned guard
/// disarms it when the run ends (also when it unwinds).
pub fn arm_brake(limit: usize) -> BrakeGuard {
    BRAKING.with(|b| b.set(false));
    let at = limit.saturating_add(brake_margin(limit));
    let previous = BRAKE_AT.with(|b| b.replace(at));
    BrakeGuard { previous }
}

/// Restores the brake of the enclosing scope (unarmed outside runs).
pub struct BrakeGuard {
    previous: usize,
}

impl Drop for BrakeGuard {
    fn drop(&mut self) {
        BRAKE_AT.with(|b| b.set(self.previous));
    }
}

/// The state of one account while it is not active (while it is, `USED` and the
/// collector's thread-local registry hold it).
#[derive(Default)]
pub struct AccountState {
    used: Cell<usize>,
    registry: RefCell<Registry>,
}

/// A session's heap account. Cheap to activate; the session's values are charged to it
/// while it is active.
pub struct HeapAccount {
    state: Rc<AccountState>,
}

impl Default for HeapAccount {
    fn default() -> Self {
        HeapAccount::new()
    }
}

impl HeapAccount {
    pub fn new() -> HeapAccount {
        HeapAccount { state: Rc::new(AccountState::default()) }
    }

    /// Makes this the thread's active account (a no-op when it already is).
    #[inline]
    pub fn activate(&self) {
        switch_to(&self.state);
    }

    /// Whether this account is the active one.
    pub fn is_active(&self) -> bool {
        ACTIVE.try_with(|a| a.borrow().as_ref().is_some_and(|s| Rc::ptr_eq(s, &self.state))).unwrap_or(false)
    }

    /// Live bytes charged to this account.
    pub fn used(&self) -> usize {
        if self.is_active() {
            used()
        } else {
            self.state.used.get()
        }
    }

    /// Hands the thread back to its own account if this one is active (the session is
    /// going away).
    pub fn retire(&self) {
        if self.is_active() {
            if let Ok(host) = HOST.try_with(Rc::clone) {
                switch_to(&host);
            }
        }
    }
}

/// The account active now (the thread's own when no session has been activated); None
/// while the thread is exiting.
fn active() -> Option<Rc<AccountState>> {
    match ACTIVE.try_with(|a| a.borrow().clone()) {
        Ok(Some(a)) => Some(a),
        Ok(None) => HOST.try_with(Rc::clone).ok(),
        Err(_) => None,
    }
}

fn switch_to(next: &Rc<AccountState>) {
    let Some(current) = active() else { return };
    if Rc::ptr_eq(&current, next) {
        return;
    }
    current.used.set(used());
    USED.with(|u| u.set(next.used.get()));
    // The active registry lives in the collector's thread-local; the inactive ones in
    // their accounts. Two swaps move the current one out and the next one in.
    if let (Ok(mut out), Ok(mut inn)) = (current.registry.try_borrow_mut(), next.registry.try_borrow_mut()) {
        super::collect::swap_registry(&mut out);
        super::collect::swap_registry(&mut inn);
    }
    let _ = ACTIVE.try_with(|a| *a.borrow_mut() = Some(next.clone()));
}

/// Runs `f` with the thread's own account active: for objects every session on the thread
/// shares (builtins, interned names, cached module code), which no session should pay for.
pub fn host_scope<R>(f: impl FnOnce() -> R) -> R {
    let (Some(previous), Ok(host)) = (active(), HOST.try_with(Rc::clone)) else { return f() };
    switch_to(&host);
    // Outside a run, the brake is disarmed; shared objects are built the same way in a run.
    let brake = BRAKE_AT.with(|b| b.replace(usize::MAX));
    struct Restore(Rc<AccountState>, usize);
    impl Drop for Restore {
        fn drop(&mut self) {
            BRAKE_AT.with(|b| b.set(self.1));
            switch_to(&self.0);
        }
    }
    let _restore = Restore(previous, brake);
    f()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accounts_keep_their_own_counts() {
        let a = HeapAccount::new();
        let b = HeapAccount::new();
        a.activate();
        charge(100);
        b.activate();
        charge(7);
        assert_eq!(a.used(), 100);
        assert_eq!(b.used(), 7);
        a.activate();
        credit(40);
        assert_eq!(a.used(), 60);
        assert_eq!(b.used(), 7);
        host_scope(|| charge(1000));
        assert_eq!(a.used(), 60);
        a.retire();
        assert!(!a.is_active());
    }

    #[test]
    fn brake_unwinds_once_per_run() {
        let a = HeapAccount::new();
        a.activate();
        let guard = arm_brake(1 << 20);
        let hit = std::panic::catch_unwind(|| charge((1 << 20) + brake_margin(1 << 20) + 1));
        assert!(hit.is_err_and(|p| p.is::<MemoryBrake>()));
        // While unwinding (braking), further charges pass.
        charge(10);
        drop(guard);
        credit(usize::MAX);
        a.retire();
    }
}

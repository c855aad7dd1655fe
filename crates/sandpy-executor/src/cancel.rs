//! Stopping a run from another thread.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

/// A cloneable, `Send + Sync` handle that stops the run in progress. The engine looks at
/// the flag every few thousand operations; the run ends with a `KeyboardInterrupt` limit
/// error and the session stays usable.
///
/// For a [`crate::LocalSession`], a cancel that arrives while no run is in progress stops
/// the next run at its first check (the flag is consumed by the run it stops).
#[derive(Clone, Debug, Default)]
pub struct CancelHandle {
    flag: Arc<AtomicBool>,
}

impl CancelHandle {
    pub fn new() -> CancelHandle {
        CancelHandle::default()
    }

    /// Asks the run in progress to stop.
    pub fn cancel(&self) {
        self.flag.store(true, Ordering::SeqCst);
    }

    /// Whether a cancel is pending.
    pub fn is_cancelled(&self) -> bool {
        self.flag.load(Ordering::SeqCst)
    }

    /// Clears a pending cancel.
    pub fn clear(&self) {
        self.flag.store(false, Ordering::SeqCst);
    }

    /// The flag the engine's limits watch.
    pub(crate) fn flag(&self) -> Arc<AtomicBool> {
        self.flag.clone()
    }
}

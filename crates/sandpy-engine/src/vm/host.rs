//! The VM's side of the host hooks ([`crate::host`]): reading the wall clock and sleeping
//! within the run's deadline and cancellation.

use super::Vm;
use crate::error::{ExcKind, PyErr, PyResult};

/// Longest single sleep between two looks at the deadline and the cancel flag.
const SLEEP_SLICE_NS: u64 = 50_000_000;

impl Vm {
    /// Seconds and nanoseconds since the Unix epoch, or OSError without a host clock.
    pub fn wall_clock(&self) -> PyResult<(i64, u32)> {
        match &self.host.wall_clock {
            Some(f) => Ok(f()),
            None => Err(PyErr::new(ExcKind::OSError, "the host gives this sandbox no clock")),
        }
    }

    /// Monotonic nanoseconds from the limits clock (0 without one).
    pub fn monotonic_ns(&self) -> u64 {
        self.limits.clock.as_ref().map(|c| c()).unwrap_or(0)
    }

    /// Sleeps `ns` through the host hook, in slices, so the run's deadline and the cancel
    /// flag still stop it. Without a sleep hook this returns at once.
    pub fn sleep_ns(&mut self, ns: u64) -> PyResult<()> {
        let mut left = ns;
        loop {
            self.check_time()?;
            let Some(sleep) = self.host.sleep.clone() else { return Ok(()) };
            if left == 0 {
                return Ok(());
            }
            let mut slice = left.min(SLEEP_SLICE_NS);
            if let (Some(max), Some(_)) = (self.limits.max_duration_ns, &self.limits.clock) {
                let used = self.monotonic_ns().saturating_sub(self.counters.started_ns);
                // Wake just past the deadline so check_time reports the timeout.
                slice = slice.min(max.saturating_sub(used) + 1_000_000);
            }
            sleep(slice);
            left -= slice;
        }
    }
}

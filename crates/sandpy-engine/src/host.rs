//! What the engine may ask of its host besides limits: the wall clock, sleeping, the local
//! time zone offset and entropy. The engine itself has no clock, no time zone database and
//! no randomness source (DESIGN.md invariant 1); the host decides what each hook returns —
//! the real values, fixed ones for reproducible runs, or nothing.
//!
//! Every hook is optional. Without one, the engine's fallback is deterministic:
//! - wall clock: `time.time()`, `datetime.now()` and friends raise `OSError` ("the host gives
//!   this sandbox no clock");
//! - sleep: `time.sleep` advances nothing and returns at once (still bounded by the timeout);
//! - local offset: local time is UTC;
//! - entropy: unseeded `random` uses a fixed key and a counter.
//!
//! The monotonic clock used by the timeout is [`crate::limits::Limits::clock`]; `time.monotonic`
//! and `time.perf_counter` read it too.

use std::rc::Rc;

/// Wall-clock time as (seconds, nanoseconds) since the Unix epoch, UTC.
pub type WallClockFn = Rc<dyn Fn() -> (i64, u32)>;
/// Sleeps for the given nanoseconds (the engine has already capped it at the run's deadline).
pub type SleepFn = Rc<dyn Fn(u64)>;
/// The local time zone's UTC offset in seconds at the given Unix time (east positive), and
/// its abbreviation (e.g. "UTC", "CET").
pub type LocalOffsetFn = Rc<dyn Fn(i64) -> (i32, String)>;
/// Fills the buffer with random bytes.
pub type EntropyFn = Rc<dyn Fn(&mut [u8])>;

#[derive(Clone, Default)]
pub struct HostHooks {
    pub wall_clock: Option<WallClockFn>,
    pub sleep: Option<SleepFn>,
    pub local_offset: Option<LocalOffsetFn>,
    pub entropy: Option<EntropyFn>,
}

impl HostHooks {
    /// The local UTC offset and zone name at `unix_secs` (UTC when the host gives none).
    pub fn local_offset_at(&self, unix_secs: i64) -> (i32, String) {
        match &self.local_offset {
            Some(f) => f(unix_secs),
            None => (0, "UTC".to_string()),
        }
    }

    /// Fills `buf` from the host's entropy; false when the host gives none.
    pub fn fill_entropy(&self, buf: &mut [u8]) -> bool {
        match &self.entropy {
            Some(f) => {
                f(buf);
                true
            }
            None => false,
        }
    }
}

//! The host hooks a local executor gives its engine: the real wall clock, real sleeping
//! and the operating system's entropy. Local time is UTC: the sandbox does not see the
//! host's time zone.

use std::rc::Rc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use sandpy_engine::host::HostHooks;

/// [`real_hooks`] with the wall clock stopped at `unix_secs` when given.
pub fn hooks_with_clock(fixed_clock: Option<i64>) -> HostHooks {
    let mut hooks = real_hooks();
    if let Some(secs) = fixed_clock {
        hooks.wall_clock = Some(Rc::new(move || (secs, 0)));
    }
    hooks
}

/// Hooks backed by this machine's clock and entropy.
pub fn real_hooks() -> HostHooks {
    HostHooks {
        wall_clock: Some(Rc::new(|| match SystemTime::now().duration_since(UNIX_EPOCH) {
            Ok(d) => (i64::try_from(d.as_secs()).unwrap_or(i64::MAX), d.subsec_nanos()),
            Err(e) => {
                // Before 1970: negative seconds with a non-negative nanosecond part.
                let d = e.duration();
                let secs = -i64::try_from(d.as_secs()).unwrap_or(i64::MAX);
                if d.subsec_nanos() == 0 {
                    (secs, 0)
                } else {
                    (secs - 1, 1_000_000_000 - d.subsec_nanos())
                }
            }
        })),
        sleep: Some(Rc::new(|ns| std::thread::sleep(Duration::from_nanos(ns)))),
        local_offset: None,
        entropy: Some(Rc::new(|buf: &mut [u8]| {
            if getrandom::getrandom(buf).is_err() {
                // No OS entropy: fall back to the clock so unseeded streams still differ.
                let t = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
                for (i, b) in buf.iter_mut().enumerate() {
                    *b = (t >> ((i % 16) * 8)) as u8 ^ (i as u8).wrapping_mul(131);
                }
            }
        })),
    }
}

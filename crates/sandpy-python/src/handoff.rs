//! Waiting for the other side of a channel without paying for a sleep and a wake-up when
//! the answer is only microseconds away.
//!
//! Parking a thread and waking it costs tens of microseconds on a virtual machine (54 µs
//! per round trip measured on the project's machine), more than a whole `x = 1` run. So a
//! waiter first polls for a short while (a run that finishes quickly is picked up at
//! once), then blocks with a timeout so it can also do periodic work (the caller checks
//! for Ctrl-C). The polling window is bounded, so an idle executor costs no CPU.

use std::sync::mpsc::{Receiver, RecvTimeoutError, TryRecvError};
use std::time::{Duration, Instant};

/// How long a waiter polls before it blocks.
pub const POLL_WINDOW: Duration = Duration::from_micros(200);

/// How often a blocked waiter wakes for its periodic work.
pub const TICK: Duration = Duration::from_millis(10);

/// What a wait ended with.
pub enum Waited<T> {
    Got(T),
    /// The sender is gone.
    Closed,
}

/// Receives the next message: polls for [`POLL_WINDOW`], then blocks, calling `tick`
/// every [`TICK`] while nothing arrives.
pub fn wait<T>(rx: &Receiver<T>, mut tick: impl FnMut()) -> Waited<T> {
    if let Some(done) = poll(rx) {
        return done;
    }
    loop {
        match rx.recv_timeout(TICK) {
            Ok(v) => return Waited::Got(v),
            Err(RecvTimeoutError::Disconnected) => return Waited::Closed,
            Err(RecvTimeoutError::Timeout) => tick(),
        }
    }
}

/// Receives the next message: polls for [`POLL_WINDOW`], then blocks until one arrives.
pub fn wait_blocking<T>(rx: &Receiver<T>) -> Waited<T> {
    if let Some(done) = poll(rx) {
        return done;
    }
    match rx.recv() {
        Ok(v) => Waited::Got(v),
        Err(_) => Waited::Closed,
    }
}

/// Polls for [`POLL_WINDOW`]; None if nothing arrived.
fn poll<T>(rx: &Receiver<T>) -> Option<Waited<T>> {
    let start = Instant::now();
    let mut spins = 0u32;
    loop {
        match rx.try_recv() {
            Ok(v) => return Some(Waited::Got(v)),
            Err(TryRecvError::Disconnected) => return Some(Waited::Closed),
            Err(TryRecvError::Empty) => {}
        }
        spins += 1;
        if spins.is_multiple_of(64) {
            if start.elapsed() > POLL_WINDOW {
                return None;
            }
            // On a busy machine the other side may be waiting for this very CPU.
            std::thread::yield_now();
        }
        std::hint::spin_loop();
    }
}

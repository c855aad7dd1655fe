//! A one-shot reply slot that can be waited on from a thread (`wait`) or awaited from any
//! async runtime (it is a `Future`), so the executor needs no runtime of its own.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Condvar, Mutex};
use std::task::{Context, Poll, Waker};

struct Slot<T> {
    value: Option<T>,
    /// The sender is gone without sending.
    closed: bool,
    waker: Option<Waker>,
}

struct Shared<T> {
    slot: Mutex<Slot<T>>,
    ready: Condvar,
}

/// The sending half; dropping it unsent wakes the receiver with `None`.
pub struct Sender<T> {
    shared: Arc<Shared<T>>,
    sent: bool,
}

/// The receiving half.
pub struct Receiver<T> {
    shared: Arc<Shared<T>>,
}

/// A connected pair.
pub fn channel<T>() -> (Sender<T>, Receiver<T>) {
    let shared = Arc::new(Shared { slot: Mutex::new(Slot { value: None, closed: false, waker: None }), ready: Condvar::new() });
    (Sender { shared: shared.clone(), sent: false }, Receiver { shared })
}

impl<T> Sender<T> {
    pub fn send(mut self, value: T) {
        self.sent = true;
        self.finish(Some(value));
    }

    fn finish(&self, value: Option<T>) {
        let waker = {
            let mut slot = match self.shared.slot.lock() {
                Ok(g) => g,
                Err(poisoned) => poisoned.into_inner(),
            };
            slot.value = value;
            slot.closed = true;
            slot.waker.take()
        };
        self.shared.ready.notify_all();
        if let Some(w) = waker {
            w.wake();
        }
    }
}

impl<T> Drop for Sender<T> {
    fn drop(&mut self) {
        if !self.sent {
            self.finish(None);
        }
    }
}

impl<T> Receiver<T> {
    /// Blocks until the value arrives (`None`: the sender was dropped).
    pub fn wait(self) -> Option<T> {
        let mut slot = match self.shared.slot.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        };
        while !slot.closed {
            slot = match self.shared.ready.wait(slot) {
                Ok(g) => g,
                Err(poisoned) => poisoned.into_inner(),
            };
        }
        slot.value.take()
    }
}

impl<T> Future for Receiver<T> {
    type Output = Option<T>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<T>> {
        let mut slot = match self.shared.slot.lock() {
            Ok(g) => g,
            Err(poisoned) => poisoned.into_inner(),
        };
        if slot.closed {
            return Poll::Ready(slot.value.take());
        }
        slot.waker = Some(cx.waker().clone());
        Poll::Pending
    }
}

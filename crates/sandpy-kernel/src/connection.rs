//! [`KernelConnection`]: one live kernel as the host sees it: frames out through a writer
//! thread, frames in through a reader thread and a bounded channel, its standard error
//! drained (the tail kept for crash reports), and its control.
//!
//! The host never blocks on the kernel: writes happen on their own thread (a kernel that
//! stops reading cannot stall the caller), reads wait with a deadline and look at the
//! process every few milliseconds (a kernel that died while a process it forked keeps the
//! pipe open is still noticed), frames over the size limit are refused before they are read,
//! and standard error is read and discarded as fast as the kernel writes it.

use std::collections::VecDeque;
use std::io::{Read, Write};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender, SyncSender};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::Value as Json;

use crate::frame::{self, Frame};
use crate::launcher::{KernelControl, KernelExit, LaunchedKernel};

/// How often a waiting host looks at the kernel process.
const LIVENESS_POLL: Duration = Duration::from_millis(25);
/// Frames buffered between the reader thread and the host.
const INBOX_FRAMES: usize = 8;
/// Bytes of the kernel's standard error kept for error messages.
const DIAGNOSTICS_TAIL: usize = 4096;
/// How long a kernel whose stream ended gets to exit before it is killed.
const EXIT_WAIT: Duration = Duration::from_millis(500);

/// What the reader thread hands over.
enum Inbound {
    Message(Json),
    /// The stream ended or broke, or carried something that is not a message.
    Broken(String),
}

/// What waiting for the kernel gave.
#[derive(Debug)]
pub enum Received {
    Message(Json),
    /// The deadline passed first.
    Timeout,
    /// The kernel is gone (or had to be killed): why, and how it ended.
    Gone {
        why: String,
        exit: Option<KernelExit>,
    },
}

/// A live kernel.
pub struct KernelConnection {
    control: Box<dyn KernelControl>,
    outbox: Option<Sender<Vec<u8>>>,
    inbox: Receiver<Inbound>,
    diagnostics: Arc<Mutex<VecDeque<u8>>>,
    exit: Option<KernelExit>,
    next_id: u64,
}

impl KernelConnection {
    /// Wires up a launched kernel (no message exchanged yet).
    pub fn new(launched: LaunchedKernel, max_message_bytes: usize) -> KernelConnection {
        let LaunchedKernel { streams, control } = launched;
        let (out_tx, out_rx) = mpsc::channel::<Vec<u8>>();
        let mut to_kernel = streams.to_kernel;
        spawn("sandpy-kernel-writer", move || {
            for bytes in out_rx {
                if to_kernel.write_all(&bytes).and_then(|()| to_kernel.flush()).is_err() {
                    break;
                }
            }
        });
        let (in_tx, in_rx) = mpsc::sync_channel::<Inbound>(INBOX_FRAMES);
        let from_kernel = streams.from_kernel;
        spawn("sandpy-kernel-reader", move || read_frames(from_kernel, max_message_bytes, in_tx));
        let diagnostics = Arc::new(Mutex::new(VecDeque::new()));
        if let Some(err) = streams.diagnostics {
            let tail = diagnostics.clone();
            spawn("sandpy-kernel-stderr", move || drain(err, tail));
        }
        KernelConnection { control, outbox: Some(out_tx), inbox: in_rx, diagnostics, exit: None, next_id: 0 }
    }

    /// A fresh request id.
    pub fn next_id(&mut self) -> u64 {
        self.next_id += 1;
        self.next_id
    }

    /// Queues a message for the kernel. Never blocks on the kernel.
    pub fn send(&mut self, message: &Json) {
        if let Some(tx) = &self.outbox {
            if tx.send(frame::encode(message)).is_err() {
                self.outbox = None;
            }
        }
    }

    /// Queues raw bytes for the kernel (the compiled-code frame before any message).
    pub fn send_raw(&mut self, bytes: Vec<u8>) {
        if let Some(tx) = &self.outbox {
            if tx.send(bytes).is_err() {
                self.outbox = None;
            }
        }
    }

    /// The next message, waiting until `deadline` (None: as long as the kernel lives).
    pub fn receive(&mut self, deadline: Option<Instant>) -> Received {
        loop {
            let wait = match deadline {
                Some(d) => {
                    let now = Instant::now();
                    if now >= d {
                        // One last look: a message may be waiting already.
                        return match self.inbox.try_recv() {
                            Ok(inbound) => self.inbound(inbound),
                            Err(_) => Received::Timeout,
                        };
                    }
                    (d - now).min(LIVENESS_POLL)
                }
                None => LIVENESS_POLL,
            };
            match self.inbox.recv_timeout(wait) {
                Ok(inbound) => return self.inbound(inbound),
                Err(RecvTimeoutError::Timeout) => {
                    if let Some(exit) = self.exit_status() {
                        // Messages it sent before dying still count.
                        if let Ok(inbound) = self.inbox.try_recv() {
                            return self.inbound(inbound);
                        }
                        return Received::Gone { why: "the kernel process ended".into(), exit: Some(exit) };
                    }
                }
                Err(RecvTimeoutError::Disconnected) => return self.gone("the kernel closed its output".into()),
            }
        }
    }

    fn inbound(&mut self, inbound: Inbound) -> Received {
        match inbound {
            Inbound::Message(m) => Received::Message(m),
            Inbound::Broken(why) => self.gone(why),
        }
    }

    /// The stream is over: let the process end (or end it) and report how it ended.
    fn gone(&mut self, why: String) -> Received {
        let exit = match self.control.wait_timeout(EXIT_WAIT) {
            Ok(Some(exit)) => Some(exit),
            _ => Some(self.kill()),
        };
        self.exit = exit.clone();
        Received::Gone { why, exit }
    }

    /// SIGINT to the kernel.
    pub fn interrupt(&mut self) {
        let _ = self.control.interrupt();
    }

    /// Kills the kernel and everything it started; how it ended.
    pub fn kill(&mut self) -> KernelExit {
        let _ = self.control.kill();
        self.outbox = None;
        let exit = match self.control.wait_timeout(Duration::from_secs(5)) {
            Ok(Some(exit)) => exit,
            _ => KernelExit { reason: Some("it could not be reaped after SIGKILL".into()), ..KernelExit::signal(9) },
        };
        self.exit = Some(exit.clone());
        exit
    }

    /// How the kernel ended, if it has.
    pub fn exit_status(&mut self) -> Option<KernelExit> {
        if self.exit.is_none() {
            self.exit = self.control.try_wait().ok().flatten();
        }
        self.exit.clone()
    }

    /// The end of what the kernel wrote to its standard error (lossy UTF-8).
    pub fn diagnostics(&self) -> String {
        match self.diagnostics.lock() {
            Ok(tail) => String::from_utf8_lossy(&tail.iter().copied().collect::<Vec<u8>>()).into_owned(),
            Err(_) => String::new(),
        }
    }
}

impl Drop for KernelConnection {
    fn drop(&mut self) {
        if self.exit.is_none() {
            self.kill();
        }
    }
}

fn spawn(name: &str, f: impl FnOnce() + Send + 'static) {
    // A thread that cannot start leaves its stream unserved; the deadlines still hold.
    let _ = std::thread::Builder::new().name(name.into()).stack_size(256 << 10).spawn(f);
}

fn read_frames(mut from_kernel: Box<dyn Read + Send>, max_bytes: usize, inbox: SyncSender<Inbound>) {
    loop {
        let inbound = match frame::read(&mut from_kernel, max_bytes) {
            Ok(Frame::Message(m)) => Inbound::Message(m),
            Ok(Frame::End) => Inbound::Broken("the kernel closed its output".into()),
            Ok(Frame::TooLarge(n)) => {
                Inbound::Broken(format!("the kernel sent a message of {} bytes, over the limit of {} bytes", n, max_bytes))
            }
            Ok(Frame::Malformed(e)) => Inbound::Broken(format!("the kernel sent a message that is not JSON ({})", e)),
            Err(e) => Inbound::Broken(format!("reading from the kernel failed: {}", e)),
        };
        let last = matches!(inbound, Inbound::Broken(_));
        if inbox.send(inbound).is_err() || last {
            return;
        }
    }
}

fn drain(mut err: Box<dyn Read + Send>, tail: Arc<Mutex<VecDeque<u8>>>) {
    let mut buf = [0u8; 8192];
    loop {
        match err.read(&mut buf) {
            Ok(0) | Err(_) => return,
            Ok(n) => {
                if let Ok(mut t) = tail.lock() {
                    t.extend(&buf[..n]);
                    let excess = t.len().saturating_sub(DIAGNOSTICS_TAIL);
                    t.drain(..excess);
                }
            }
        }
    }
}

//! The session's two streams: requests in (one JSON object per line), responses and events
//! out (one per line, flushed at once). Shared between the request loop and the tool
//! proxies, which read their results from the same input while a run waits.

use std::io::{BufRead, Write};
use std::sync::{Arc, Mutex, MutexGuard};

use serde_json::Value as Json;

pub struct Channel {
    input: Box<dyn BufRead + Send>,
    output: Box<dyn Write + Send>,
    /// The input reached its end (or failed).
    pub closed: bool,
    /// Last tool call id handed out.
    pub last_call_id: u64,
}

/// The channel as the loop and the tool proxies share it.
pub type SharedChannel = Arc<Mutex<Channel>>;

impl Channel {
    pub fn shared(input: Box<dyn BufRead + Send>, output: Box<dyn Write + Send>) -> SharedChannel {
        Arc::new(Mutex::new(Channel { input, output, closed: false, last_call_id: 0 }))
    }

    /// The next non-blank line, without its line break; None at the end of input.
    pub fn read_line(&mut self) -> Option<String> {
        loop {
            if self.closed {
                return None;
            }
            let mut bytes = Vec::new();
            match self.input.read_until(b'\n', &mut bytes) {
                Ok(0) | Err(_) => {
                    self.closed = true;
                    return None;
                }
                Ok(_) => {
                    // Invalid UTF-8 becomes U+FFFD; the JSON parser then judges the line.
                    let line = String::from_utf8_lossy(&bytes);
                    if !line.trim().is_empty() {
                        return Some(line.trim_end_matches(['\n', '\r']).to_string());
                    }
                }
            }
        }
    }

    /// Writes one JSON value on its own line. A closed output ends the session.
    pub fn write(&mut self, value: &Json) {
        let mut text = value.to_string();
        text.push('\n');
        if self.output.write_all(text.as_bytes()).and_then(|_| self.output.flush()).is_err() {
            self.closed = true;
        }
    }
}

/// Locks the channel even if a previous holder panicked.
pub fn lock(channel: &SharedChannel) -> MutexGuard<'_, Channel> {
    match channel.lock() {
        Ok(g) => g,
        Err(poisoned) => poisoned.into_inner(),
    }
}

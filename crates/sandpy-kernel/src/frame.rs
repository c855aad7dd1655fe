//! Frames on a byte stream: a 4-byte big-endian length, then that many bytes of UTF-8 JSON
//! (one message object). The transport of pipes and of any other byte stream (a Docker
//! exec stream); message-based transports (Jupyter channels, HTTP) carry the same JSON
//! objects without this framing.
//!
//! The length comes first so a reader can refuse an oversized frame before reading or
//! allocating it: a kernel is untrusted, and a host must never hold more than it allows.

use std::io::{self, Read, Write};

use serde_json::Value as Json;

/// Bytes of the length header.
pub const HEADER_BYTES: usize = 4;

/// What reading one frame gave.
#[derive(Debug)]
pub enum Frame {
    /// A JSON value (normally an object).
    Message(Json),
    /// The stream ended cleanly between frames.
    End,
    /// The announced length is over the limit; the stream is not read further.
    TooLarge(u64),
    /// The frame's bytes are not JSON.
    Malformed(String),
}

/// Encodes one message as a frame.
pub fn encode(message: &Json) -> Vec<u8> {
    let body = message.to_string();
    let mut out = Vec::with_capacity(HEADER_BYTES + body.len());
    out.extend_from_slice(&(body.len() as u32).to_be_bytes());
    out.extend_from_slice(body.as_bytes());
    out
}

/// Writes one message as a frame and flushes.
pub fn write(out: &mut dyn Write, message: &Json) -> io::Result<()> {
    out.write_all(&encode(message))?;
    out.flush()
}

/// Reads one frame, refusing one longer than `max_bytes`.
pub fn read(input: &mut dyn Read, max_bytes: usize) -> io::Result<Frame> {
    let mut header = [0u8; HEADER_BYTES];
    let mut got = 0;
    while got < HEADER_BYTES {
        match input.read(&mut header[got..]) {
            Ok(0) if got == 0 => return Ok(Frame::End),
            Ok(0) => return Err(io::Error::new(io::ErrorKind::UnexpectedEof, "the stream ended inside a frame header")),
            Ok(n) => got += n,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    let size = u64::from(u32::from_be_bytes(header));
    if size > max_bytes as u64 {
        return Ok(Frame::TooLarge(size));
    }
    let mut body = vec![0u8; size as usize];
    input.read_exact(&mut body)?;
    Ok(match serde_json::from_slice(&body) {
        Ok(v) => Frame::Message(v),
        Err(e) => Frame::Malformed(e.to_string()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn frames_round_trip() {
        let mut buf = Vec::new();
        write(&mut buf, &json!({"type": "run", "code": "x = 'é'\n"})).expect("write");
        write(&mut buf, &json!({"type": "reset"})).expect("write");
        let mut input = buf.as_slice();
        assert!(matches!(read(&mut input, 1 << 20), Ok(Frame::Message(m)) if m["code"] == "x = 'é'\n"));
        assert!(matches!(read(&mut input, 1 << 20), Ok(Frame::Message(m)) if m["type"] == "reset"));
        assert!(matches!(read(&mut input, 1 << 20), Ok(Frame::End)));
    }

    #[test]
    fn oversized_and_broken_frames_are_refused() {
        let frame = encode(&json!({"data": "x".repeat(100)}));
        assert!(matches!(read(&mut frame.as_slice(), 10), Ok(Frame::TooLarge(n)) if n > 100));
        let mut bad = 3u32.to_be_bytes().to_vec();
        bad.extend_from_slice(b"{x}");
        assert!(matches!(read(&mut bad.as_slice(), 100), Ok(Frame::Malformed(_))));
        assert!(read(&mut &frame[..10], 1000).is_err());
    }
}

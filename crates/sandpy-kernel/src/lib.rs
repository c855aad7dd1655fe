//! sandpy-kernel: executors whose Python runs in another process.
//!
//! ```text
//! host (Rust)                                         kernel process (anywhere)
//! KernelExecutor ── frames of JSON messages ─────────▶ kernel.py (stdlib only)
//!   tool router  ◀── tool_call / tool_result ────────   a stub per tool name
//!   values: HostValue as SafeSerializer-tagged JSON     runs code, captures stdout/stderr
//! ```
//!
//! - [`launcher`]: the seam to whatever runs the kernel process ([`Launcher`],
//!   [`KernelStreams`], [`KernelControl`]); [`plain`] is a plain subprocess (NOT a sandbox;
//!   tests and the shape of a `docker exec -i` launcher).
//! - [`KERNEL_SOURCE`]: the kernel, a Python 3.9+ program using the standard library only.
//!
//! The protocol is documented in docs/protocol.md ("The kernel protocol").

pub mod interpreter;
pub mod launcher;
pub mod plain;

pub use launcher::{KernelControl, KernelExit, KernelStreams, LaunchedKernel, Launcher, KERNEL_FILENAME};
pub use plain::PlainLauncher;

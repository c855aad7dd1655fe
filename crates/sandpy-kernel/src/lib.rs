//! sandpy-kernel: executors whose Python runs in another process.
//!
//! ```text
//! host (Rust)                                         kernel process (anywhere)
//! KernelExecutor ── frames of JSON messages ─────────▶ kernel/*.py (stdlib only)
//!   tool router  ◀── tool_call / tool_result ────────   a stub per tool name
//!   values: HostValue as SafeSerializer-tagged JSON     runs code, captures stdout/stderr
//! ```
//!
//! - [`launcher`]: the seam to whatever runs the kernel process ([`Launcher`],
//!   [`KernelStreams`], [`KernelControl`]); [`plain`] is a plain subprocess (NOT a sandbox;
//!   tests and the shape of a `docker exec -i` launcher).
//! - [`KERNEL_SOURCE`]: the kernel, a Python 3.9+ program using the standard library only,
//!   a small package of modules in `src/kernel/` ([`KERNEL_MODULES`]; `state.py` lists them).
//! - [`frame`]: the byte-stream framing; [`connection`]: one live kernel (threads,
//!   deadlines, bounded reads); [`start`]: launch and handshake; [`router`]: tools.
//! - [`KernelExecutor`]: the `PythonExecutor` over any launcher, with timeouts, restarts
//!   and a warm [`KernelPool`].
//! - [`IsolatedExecutor`]: kernels in the Linux sandbox of `sandpy-isolate`
//!   ([`SandboxLauncher`]).
//!
//! The protocol is documented in docs/protocol.md ("The kernel protocol").

// A run's error is its ordinary result (see sandpy-executor).
#![allow(clippy::result_large_err)]

pub mod code_cache;
pub mod config;
pub mod connection;
pub mod executor;
pub mod frame;
pub mod interpreter;
pub mod isolated;
pub mod launcher;
pub mod outcome;
pub mod plain;
pub mod pool;
pub mod router;
pub mod start;

pub use config::KernelConfig;
pub use executor::KernelExecutor;
pub use isolated::{IsolatedExecutor, IsolatedExecutorBuilder, SandboxLauncher};
pub use launcher::{KernelControl, KernelExit, KernelStreams, LaunchedKernel, Launcher, KERNEL_FILENAME};
pub use plain::PlainLauncher;
pub use pool::KernelPool;
pub use start::{KERNEL_MODULES, KERNEL_SOURCE, PROTOCOL_VERSION};

//! sandpy-isolate: run a program (CPython) in a fresh Linux sandbox, on this machine, in
//! milliseconds, without root.
//!
//! ```no_run
//! use sandpy_isolate::{Sandbox, SandboxConfig};
//! let sandbox = Sandbox::new(SandboxConfig::default())?;
//! let mut child = sandbox.spawn(["-I", "-c", "print(6 * 7)"])?;
//! let exit = child.wait()?;
//! # Ok::<(), std::io::Error>(())
//! ```
//!
//! [`Sandbox::new`] probes the interpreter once and computes the view; each
//! [`Sandbox::spawn`] builds a new sandbox and returns a [`SandboxedChild`] holding the
//! program's stdin, stdout and stderr and control over its life (`interrupt`, `kill`,
//! `try_wait`, `wait_timeout`), with an exit that names the limit that killed it.
//!
//! # How it is built (docs/security.md has the threat model and every wall)
//! No `unsafe` and no code between `fork` and `exec`: the host starts the small
//! `sandpy-isolate-init` binary with the launch plan (JSON) as an argument, and the init
//! does the privileged setup in two stages, each a fresh exec ([`init`]):
//! - **outer stage** (in the host's PID namespace): a root caller first builds the view as
//!   real root in a private mount namespace, then switches to an unprivileged host uid
//!   (65534); from there every caller takes the same path: one `unshare` of user, mount,
//!   PID, network, IPC and UTS namespaces, its own uid mapped to root of the new user
//!   namespace, the view built (unprivileged callers) and entered with `pivot_root`, the
//!   cgroup namespace once the host has moved it into the sandbox's cgroups; then it starts
//!   PID 1 and monitors it from outside (forwards SIGINT, kills on SIGTERM, dies with the
//!   host through PR_SET_PDEATHSIG, mirrors the program's exit);
//! - **PID 1**: mounts a fresh read-only /proc, drops the old root, makes the root
//!   read-only, sets rlimits, enters a second user namespace where it is uid 1000 and root
//!   is not mapped at all, sets no_new_privs, applies landlock and seccomp, prints the
//!   ready line and starts the program, then reaps until the program ends.
//!
//! When PID 1 exits the kernel kills everything left in the namespace; the mounts and the
//! tmpfs vanish with the mount namespace; cgroups are removed when the child is reaped,
//! or by the next [`Sandbox::new`] ([`cleanup_stale_cgroups`]) if the host was killed.
//!
//! # Files
//! `config.rs` (what a caller chooses), `probe.rs` (what an interpreter needs),
//! `probe_cache.rs` and `user_cache.rs` (its answers kept across processes), `view.rs`
//! (the filesystem view), `plan.rs` (what the init is told), `cgroup.rs`, `sandbox.rs`
//! (spawning and the handshake), `child.rs` (a running sandbox, exits and limits),
//! `init/` (the two stages, mounts, landlock, seccomp).

pub mod cgroup;
mod child;
mod config;
pub mod init;
pub mod plan;
mod probe;
mod probe_cache;
mod sandbox;
pub mod user_cache;
mod view;

pub use child::{ExitReason, Limit, SandboxExit, SandboxSignaller, SandboxedChild, Walls};
pub use config::{CgroupMode, Limits, SandboxConfig, DEFAULT_MEMORY_BYTES};
pub use probe::InterpreterInfo;
pub use sandbox::Sandbox;

/// Removes the cgroups of sandboxes whose host was killed before it could clean up;
/// returns how many it removed. [`Sandbox::new`] calls it too.
pub fn cleanup_stale_cgroups() -> usize {
    cgroup::sweep_stale()
}

/// The system calls the seccomp filter refuses with EPERM (for documentation and tests).
pub fn denied_syscalls() -> Vec<&'static str> {
    init::seccomp::denied_names()
}

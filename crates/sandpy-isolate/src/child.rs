//! A running sandbox as the host holds it: the program's three pipes, and control over its
//! life (interrupt, kill, wait), with an exit that says why it ended (its own exit, a
//! signal, a limit, or the host).
//!
//! The process the host sees is the init's outer stage, which mirrors the program's exit:
//! the same exit code, or the same signal re-raised (a CPU-time SIGKILL is reported as the
//! SIGXCPU that preceded it). Dropping a `SandboxedChild` kills the sandbox and reaps it.

use std::io;
use std::process::{Child, ChildStderr, ChildStdin, ChildStdout, ExitStatus};
use std::time::{Duration, Instant};

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use nix::sys::signal::{kill, Signal};
use nix::sys::wait::{waitid, Id, WaitPidFlag, WaitStatus};
use nix::unistd::Pid;

use crate::cgroup::{CgroupEvents, SandboxCgroup};

/// A limit that can end or constrain a sandboxed program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    Memory,
    CpuTime,
    FileSize,
    Processes,
}

impl std::fmt::Display for Limit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Limit::Memory => "memory limit",
            Limit::CpuTime => "CPU time limit",
            Limit::FileSize => "file size limit",
            Limit::Processes => "process limit",
        })
    }
}

/// Why a sandboxed program ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExitReason {
    /// It exited by itself with this code.
    Exited(i32),
    /// A signal not attributable to a limit ended it (e.g. SIGSEGV, or its own `kill`).
    Signaled(i32),
    /// A limit killed it.
    LimitExceeded(Limit),
    /// The host killed it ([`SandboxedChild::kill`] or dropping the child).
    KilledByHost,
}

/// How a sandbox ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SandboxExit {
    pub reason: ExitReason,
    /// Limits reached during the sandbox's life even when they did not kill it (cgroup
    /// mode only: refused forks, memory pressure). Empty without cgroups.
    pub limits_reached: Vec<Limit>,
    /// The outer stage's raw status.
    pub status: ExitStatus,
}

impl SandboxExit {
    /// The exit code when the program exited by itself.
    pub fn code(&self) -> Option<i32> {
        match self.reason {
            ExitReason::Exited(code) => Some(code),
            _ => None,
        }
    }
}

impl std::fmt::Display for SandboxExit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.reason {
            ExitReason::Exited(code) => write!(f, "exited with code {code}"),
            ExitReason::Signaled(signal) => write!(f, "killed by signal {}", signal_name(*signal)),
            ExitReason::LimitExceeded(limit) => write!(f, "killed by the sandbox's {limit}"),
            ExitReason::KilledByHost => f.write_str("killed by the host"),
        }
    }
}

fn signal_name(number: i32) -> String {
    Signal::try_from(number).map(|s| s.as_str().to_owned()).unwrap_or_else(|_| number.to_string())
}

/// Which walls the sandbox reported as up when it became ready.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Walls {
    /// `"full"`, `"partial"` or `"none"`: what landlock enforced on this kernel.
    pub landlock: String,
    /// Whether the seccomp filter is installed.
    pub seccomp: bool,
    /// Whether cgroups bound memory and processes (else rlimits alone).
    pub cgroups: bool,
}

/// A sandboxed program. The pipes are public, like [`std::process::Child`]'s, so a caller
/// can take them apart for reader and writer threads.
#[derive(Debug)]
pub struct SandboxedChild {
    /// The program's standard input.
    pub stdin: Option<ChildStdin>,
    /// The program's standard output (after the handshake: only what it wrote).
    pub stdout: Option<ChildStdout>,
    /// The program's standard error (diagnostics).
    pub stderr: Option<ChildStderr>,
    pub(crate) process: Child,
    pub(crate) cgroup: Option<SandboxCgroup>,
    pub(crate) walls: Walls,
    pub(crate) signaller: SandboxSignaller,
    pub(crate) exit: Option<SandboxExit>,
}

/// Signals a sandbox from any thread (cheap to clone, `Send + Sync`): what a caller hands to
/// whoever must interrupt or stop a program while another thread waits on it. Once the
/// sandbox has ended it does nothing: the child marks the sandbox ended *before* it reaps
/// the outer stage (under the same lock), so a signal can never reach a recycled pid.
#[derive(Clone, Debug)]
pub struct SandboxSignaller {
    pid: Pid,
    shared: Arc<Shared>,
}

#[derive(Debug, Default)]
struct Shared {
    ended: Mutex<bool>,
    killed_by_host: AtomicBool,
}

impl SandboxSignaller {
    pub(crate) fn new(pid: u32) -> io::Result<Self> {
        let pid = Pid::from_raw(i32::try_from(pid).map_err(io::Error::other)?);
        Ok(Self { pid, shared: Arc::default() })
    }

    /// Sends SIGINT to the program (Python raises KeyboardInterrupt).
    pub fn interrupt(&self) -> io::Result<()> {
        self.send(Signal::SIGINT)
    }

    /// Asks the sandbox to end now: everything in it is killed, and its exit reports
    /// [`ExitReason::KilledByHost`]. Returns at once; [`SandboxedChild::kill`] also waits.
    pub fn terminate(&self) -> io::Result<()> {
        self.shared.killed_by_host.store(true, Ordering::SeqCst);
        self.send(Signal::SIGTERM)
    }

    fn send(&self, signal: Signal) -> io::Result<()> {
        let ended = self.shared.ended.lock().map_err(|_| io::Error::other("sandbox state lock poisoned"))?;
        if *ended {
            return Ok(());
        }
        match kill(self.pid, signal) {
            Ok(()) | Err(nix::errno::Errno::ESRCH) => Ok(()),
            Err(errno) => Err(errno.into()),
        }
    }

    /// Marks the sandbox ended (called with the outer stage exited but not yet reaped).
    fn mark_ended(&self) -> io::Result<()> {
        *self.shared.ended.lock().map_err(|_| io::Error::other("sandbox state lock poisoned"))? = true;
        Ok(())
    }
}

impl SandboxedChild {
    /// The host pid of the sandbox's outer stage (not the program's own pid, which lives
    /// in the sandbox's PID namespace).
    pub fn id(&self) -> u32 {
        self.process.id()
    }

    /// What the sandbox reported as enforced.
    pub fn walls(&self) -> &Walls {
        &self.walls
    }

    /// The sandbox's cgroup directories, when cgroups are in use.
    pub fn cgroup_dirs(&self) -> Vec<std::path::PathBuf> {
        self.cgroup.as_ref().map(|group| group.dirs().to_vec()).unwrap_or_default()
    }

    /// A handle that can interrupt or stop the sandbox from any thread.
    pub fn signaller(&self) -> SandboxSignaller {
        self.signaller.clone()
    }

    /// Sends SIGINT to the program (Python raises KeyboardInterrupt). Does nothing once the
    /// sandbox has ended.
    pub fn interrupt(&self) -> io::Result<()> {
        self.signaller.interrupt()
    }

    /// Kills everything in the sandbox and reaps it. When this returns, no process of the
    /// sandbox is left and its cgroups are gone. Idempotent.
    pub fn kill(&mut self) -> io::Result<SandboxExit> {
        // A program that already ended on its own keeps its own exit.
        if let Some(exit) = self.try_wait()? {
            return Ok(exit);
        }
        // SIGTERM asks the outer stage to kill the PID namespace's init and wait until the
        // namespace is empty; SIGKILL is the fallback if it does not answer.
        self.signaller.terminate()?;
        if self.wait_timeout(Duration::from_secs(5))?.is_none() {
            self.signaller.send(Signal::SIGKILL)?;
        }
        self.wait()
    }

    /// Returns the exit if the sandbox has ended, without blocking.
    pub fn try_wait(&mut self) -> io::Result<Option<SandboxExit>> {
        if let Some(exit) = &self.exit {
            return Ok(Some(exit.clone()));
        }
        match self.peek(WaitPidFlag::WNOHANG)? {
            true => self.reap().map(Some),
            false => Ok(None),
        }
    }

    /// Waits for the sandbox to end.
    pub fn wait(&mut self) -> io::Result<SandboxExit> {
        if let Some(exit) = &self.exit {
            return Ok(exit.clone());
        }
        self.peek(WaitPidFlag::empty())?;
        self.reap()
    }

    /// Whether the outer stage has exited, without reaping it (WNOWAIT): its pid stays
    /// taken, so the signaller can be told before the pid is released.
    fn peek(&self, flags: WaitPidFlag) -> io::Result<bool> {
        loop {
            match waitid(Id::Pid(self.signaller.pid), WaitPidFlag::WEXITED | WaitPidFlag::WNOWAIT | flags) {
                Ok(WaitStatus::StillAlive) => return Ok(false),
                Ok(_) | Err(nix::errno::Errno::ECHILD) => return Ok(true),
                Err(nix::errno::Errno::EINTR) => continue,
                Err(errno) => return Err(errno.into()),
            }
        }
    }

    fn reap(&mut self) -> io::Result<SandboxExit> {
        self.signaller.mark_ended()?;
        let status = self.process.wait()?;
        Ok(self.finish(status))
    }

    /// Waits at most `timeout` for the sandbox to end.
    pub fn wait_timeout(&mut self, timeout: Duration) -> io::Result<Option<SandboxExit>> {
        let deadline = Instant::now() + timeout;
        let mut pause = Duration::from_micros(200);
        loop {
            if let Some(exit) = self.try_wait()? {
                return Ok(Some(exit));
            }
            let now = Instant::now();
            if now >= deadline {
                return Ok(None);
            }
            std::thread::sleep(pause.min(deadline - now));
            pause = (pause * 2).min(Duration::from_millis(20));
        }
    }

    /// Turns the outer stage's status into an exit, reads the cgroup counters and removes
    /// the cgroups.
    fn finish(&mut self, status: ExitStatus) -> SandboxExit {
        use std::os::unix::process::ExitStatusExt;
        let events = self.cgroup.as_ref().map(SandboxCgroup::events).unwrap_or_default();
        if let Some(group) = self.cgroup.as_mut() {
            group.remove();
        }
        let killed_by_host = self.signaller.shared.killed_by_host.load(Ordering::SeqCst);
        let reason = classify(status.code(), status.signal(), killed_by_host, events);
        let mut limits_reached = Vec::new();
        if events.oom_kills > 0 || events.memory_limit_hits > 0 {
            limits_reached.push(Limit::Memory);
        }
        if events.process_limit_hits > 0 {
            limits_reached.push(Limit::Processes);
        }
        if let ExitReason::LimitExceeded(limit) = reason {
            if !limits_reached.contains(&limit) {
                limits_reached.push(limit);
            }
        }
        let exit = SandboxExit { reason, limits_reached, status };
        self.exit = Some(exit.clone());
        exit
    }
}

/// The reason for an outer-stage status.
fn classify(code: Option<i32>, signal: Option<i32>, killed_by_host: bool, events: CgroupEvents) -> ExitReason {
    if killed_by_host {
        return ExitReason::KilledByHost;
    }
    match (code, signal) {
        (Some(code), _) => ExitReason::Exited(code),
        (None, Some(signal)) if signal == Signal::SIGXCPU as i32 => ExitReason::LimitExceeded(Limit::CpuTime),
        (None, Some(signal)) if signal == Signal::SIGXFSZ as i32 => ExitReason::LimitExceeded(Limit::FileSize),
        (None, Some(signal)) if signal == Signal::SIGKILL as i32 && events.oom_kills > 0 => ExitReason::LimitExceeded(Limit::Memory),
        (None, Some(signal)) => ExitReason::Signaled(signal),
        (None, None) => ExitReason::Signaled(0),
    }
}

impl Drop for SandboxedChild {
    fn drop(&mut self) {
        let _ = self.kill();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signals_name_the_limit_that_sent_them() {
        let none = CgroupEvents::default();
        assert_eq!(classify(None, Some(24), false, none), ExitReason::LimitExceeded(Limit::CpuTime));
        assert_eq!(classify(None, Some(25), false, none), ExitReason::LimitExceeded(Limit::FileSize));
        assert_eq!(classify(None, Some(9), false, none), ExitReason::Signaled(9));
        let oom = CgroupEvents { oom_kills: 1, ..CgroupEvents::default() };
        assert_eq!(classify(None, Some(9), false, oom), ExitReason::LimitExceeded(Limit::Memory));
        assert_eq!(classify(None, Some(9), true, oom), ExitReason::KilledByHost);
        assert_eq!(classify(Some(3), None, false, none), ExitReason::Exited(3));
    }
}

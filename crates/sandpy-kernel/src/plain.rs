//! [`PlainLauncher`]: the kernel as an ordinary child process, with **no walls at all**.
//!
//! It is NOT a sandbox: the code it runs can read and write every file the host user can,
//! reach the network and start processes. It exists to test the kernel protocol, the
//! client and the executor without the Linux sandbox, and it is the shape a
//! `docker exec -i` launcher takes (there the container is the wall). It is never offered
//! as a user-facing executor (`sandpy --executor isolated` uses the sandbox launcher).
//!
//! What it does guarantee: a scrubbed environment (only `PATH` and `LANG`), its own process
//! group (so [`KernelControl::kill`] reaches every process the code started, unless one
//! left the group with `setsid`), killed and reaped when the control is dropped.
//! Gap: it cannot set PDEATHSIG (std's `pre_exec` is `unsafe`, which our code forbids), so
//! the kernel watches its parent itself and exits within about a second of the host's
//! death (the kernel's `watch_parent`); children the code started are not covered by that.

use std::io;
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};

use rustix::process::{kill_process, kill_process_group, Pid, Signal};

use crate::launcher::{python_arguments, KernelControl, KernelExit, KernelStreams, LaunchedKernel, Launcher};

/// Starts kernels as plain child processes (no sandbox; see the module doc).
#[derive(Clone, Debug)]
pub struct PlainLauncher {
    interpreter: PathBuf,
}

impl PlainLauncher {
    /// Kernels run by `interpreter` (a real interpreter binary, not a shell shim: see
    /// [`crate::interpreter::resolve`]).
    pub fn new(interpreter: impl Into<PathBuf>) -> PlainLauncher {
        PlainLauncher { interpreter: interpreter.into() }
    }
}

impl Launcher for PlainLauncher {
    fn launch(&self, kernel_source: &str) -> io::Result<LaunchedKernel> {
        let mut child = Command::new(&self.interpreter)
            .args(python_arguments(kernel_source))
            .env_clear()
            .env("PATH", "/usr/local/bin:/usr/bin:/bin")
            .env("LANG", "C.UTF-8")
            .current_dir(std::env::temp_dir())
            .process_group(0)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()?;
        let missing = || io::Error::other("the kernel process has no pipe");
        let streams = KernelStreams {
            to_kernel: Box::new(child.stdin.take().ok_or_else(missing)?),
            from_kernel: Box::new(child.stdout.take().ok_or_else(missing)?),
            diagnostics: child.stderr.take().map(|e| Box::new(e) as Box<dyn io::Read + Send>),
        };
        let pid = Pid::from_child(&child);
        Ok(LaunchedKernel { streams, control: Box::new(PlainControl { child, pid, exit: None }) })
    }

    fn description(&self) -> String {
        format!("a plain subprocess of {} (NOT a sandbox)", self.interpreter.display())
    }

    fn kernel_watches_parent(&self) -> bool {
        true
    }

    fn interpreter(&self) -> Option<&std::path::Path> {
        Some(&self.interpreter)
    }
}

/// Control over a plain kernel process and its process group.
struct PlainControl {
    child: Child,
    pid: Pid,
    exit: Option<KernelExit>,
}

impl KernelControl for PlainControl {
    fn interrupt(&mut self) -> io::Result<()> {
        if self.exit.is_some() {
            return Ok(());
        }
        kill_process(self.pid, Signal::INT).map_err(io::Error::from)
    }

    fn kill(&mut self) -> io::Result<()> {
        // The group first (the code's children), then the kernel itself. ESRCH: gone already.
        let _ = kill_process_group(self.pid, Signal::KILL);
        if self.exit.is_none() {
            let _ = self.child.kill();
        }
        Ok(())
    }

    fn try_wait(&mut self) -> io::Result<Option<KernelExit>> {
        if let Some(exit) = &self.exit {
            return Ok(Some(exit.clone()));
        }
        let exit = self.child.try_wait()?.map(|status| match (status.code(), status.signal()) {
            (Some(code), _) => KernelExit::code(code),
            (None, Some(sig)) => KernelExit::signal(sig),
            (None, None) => KernelExit::default(),
        });
        self.exit = exit.clone();
        Ok(exit)
    }
}

impl Drop for PlainControl {
    fn drop(&mut self) {
        let _ = self.kill();
        let _ = self.child.wait();
    }
}

//! The seam between the kernel client and whatever runs the kernel process.
//!
//! A [`Launcher`] starts one kernel: the Python program [`crate::KERNEL_SOURCE`], run by an
//! interpreter somewhere (a Linux sandbox on this machine, a plain subprocess for tests,
//! later `docker exec -i`, a cloud sandbox's process API). It hands back the kernel's byte
//! streams ([`KernelStreams`]) and a [`KernelControl`] to interrupt, kill and reap it.
//! Everything above this seam (frames, messages, tools, timeouts, restarts) is written once
//! and does not know which launcher it talks to.
//!
//! A launcher must guarantee:
//! - `to_kernel` is the kernel's standard input and `from_kernel` its standard output (the
//!   kernel moves both off fds 0 and 1 at start, so code that writes to fd 1 cannot corrupt
//!   the protocol); `diagnostics`, when given, is its standard error, which the client
//!   drains and keeps the tail of (a launcher that cannot separate it passes `None`);
//! - [`KernelControl::interrupt`] delivers SIGINT (or the transport's equivalent) to the
//!   kernel process, which turns it into `KeyboardInterrupt` in the running code;
//! - [`KernelControl::kill`] stops the kernel and everything it started, at once, and is
//!   idempotent; after it, `from_kernel` reaches its end;
//! - the kernel dies with the host process (PDEATHSIG or the transport's equivalent), and
//!   dropping the control kills and reaps it: nothing is left behind.

use std::fmt;
use std::io::{self, Read, Write};
use std::time::Duration;

/// The file name the kernel's own code is compiled under: its frames are filtered out of
/// the tracebacks shown to the model.
pub const KERNEL_FILENAME: &str = "<sandpy-kernel>";

/// The `-c` program that starts the kernel. The host's first frame on stdin carries the
/// kernel's modules compiled ahead (see [`crate::code_cache`]; it may be empty); when it is
/// missing or made for another interpreter (its magic number differs), the kernel source,
/// the next argument, is split into its modules and compiled instead. Each module is
/// loaded in order as `_sandpy_kernel.<name>`; the last one serves the host.
const BOOTSTRAP: &str = concat!(
    r#"import sys, posix, marshal
from _frozen_importlib_external import MAGIC_NUMBER
def _read(n):
    data = b''
    while len(data) < n:
        chunk = posix.read(0, n - len(data))
        if not chunk:
            break
        data += chunk
    return data
_size = int.from_bytes(_read(4), 'big')
_blob = _read(_size) if _size else b''
_modules = None
if _blob[:4] == MAGIC_NUMBER:
    try:
        _modules = marshal.loads(_blob[4:])
    except Exception:
        _modules = None
if type(_modules) is not list:
    _modules = []
    for _part in ('\n' + sys.argv[1]).split('\n"#,
    crate::start::kernel_module_marker!(),
    r#"')[1:]:
        _name, _, _text = _part.partition('\n')
        _modules.append((_name, compile(_text, '<sandpy-kernel>', 'exec')))
del sys.argv[1], _read, _size, _blob
_package = type(sys)('_sandpy_kernel')
sys.modules['_sandpy_kernel'] = _package
for _name, _code in _modules:
    _module = type(sys)('_sandpy_kernel.' + _name)
    sys.modules[_module.__name__] = _module
    setattr(_package, _name, _module)
    exec(_code, _module.__dict__)
"#
);

/// The interpreter arguments that run `kernel_source` as a kernel: `python3 <these>`.
///
/// `-I` isolates the interpreter from the environment (no `PYTHON*` variables, no user
/// site-packages, no script directory on `sys.path`), `-S` skips `site` (the kernel adds
/// the site-packages directories it is given; starting without `site` saves several
/// milliseconds), `-B` writes no `.pyc` files. The source travels as an argument, so a
/// launcher needs no file for it. The kernel reads one frame before anything else: the
/// compiled code the host sends first ([`crate::start`]).
pub fn python_arguments(kernel_source: &str) -> Vec<String> {
    vec!["-I".into(), "-S".into(), "-B".into(), "-c".into(), BOOTSTRAP.into(), kernel_source.into()]
}

/// The byte streams of a running kernel.
pub struct KernelStreams {
    /// Frames to the kernel (its standard input).
    pub to_kernel: Box<dyn Write + Send>,
    /// Frames from the kernel (its standard output).
    pub from_kernel: Box<dyn Read + Send>,
    /// The kernel process's standard error: interpreter crashes, C-level writes to fds 1
    /// and 2. Not the code's `print` output, which the kernel captures into the run's logs.
    pub diagnostics: Option<Box<dyn Read + Send>>,
}

/// How a kernel process ended.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelExit {
    /// The exit status, when it exited.
    pub code: Option<i32>,
    /// The signal that killed it, when one did.
    pub signal: Option<i32>,
    /// What the launcher knows beyond the status (e.g. "the memory limit of 512 MiB was
    /// reached" when a cgroup OOM kill is recorded).
    pub reason: Option<String>,
    /// Whether the exit was caused by a resource limit the launcher enforces (memory, CPU
    /// time, file size, processes): such failures are reported as limit errors.
    pub limit: bool,
}

impl KernelExit {
    /// An exit with a status.
    pub fn code(code: i32) -> KernelExit {
        KernelExit { code: Some(code), ..KernelExit::default() }
    }

    /// A death by signal.
    pub fn signal(signal: i32) -> KernelExit {
        KernelExit { signal: Some(signal), ..KernelExit::default() }
    }
}

impl fmt::Display for KernelExit {
    /// "exited with status 3", "was killed by signal 9 (SIGKILL)", plus the reason.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.code, self.signal) {
            (_, Some(sig)) => match signal_name(sig) {
                Some(name) => write!(f, "was killed by signal {} ({})", sig, name)?,
                None => write!(f, "was killed by signal {}", sig)?,
            },
            (Some(code), None) => write!(f, "exited with status {}", code)?,
            (None, None) => f.write_str("ended")?,
        }
        if let Some(reason) = &self.reason {
            write!(f, ": {}", reason)?;
        }
        Ok(())
    }
}

/// The conventional name of a Linux signal number.
pub fn signal_name(sig: i32) -> Option<&'static str> {
    Some(match sig {
        1 => "SIGHUP",
        2 => "SIGINT",
        3 => "SIGQUIT",
        4 => "SIGILL",
        6 => "SIGABRT",
        7 => "SIGBUS",
        8 => "SIGFPE",
        9 => "SIGKILL",
        11 => "SIGSEGV",
        13 => "SIGPIPE",
        14 => "SIGALRM",
        15 => "SIGTERM",
        24 => "SIGXCPU",
        25 => "SIGXFSZ",
        31 => "SIGSYS",
        _ => return None,
    })
}

/// Control over a running kernel process.
pub trait KernelControl: Send {
    /// Delivers SIGINT (the transport's interrupt) to the kernel process.
    fn interrupt(&mut self) -> io::Result<()>;

    /// Stops the kernel and everything it started. Idempotent.
    fn kill(&mut self) -> io::Result<()>;

    /// How the kernel ended, if it has (reaps it).
    fn try_wait(&mut self) -> io::Result<Option<KernelExit>>;

    /// Waits up to `timeout` for the kernel to end.
    fn wait_timeout(&mut self, timeout: Duration) -> io::Result<Option<KernelExit>> {
        let deadline = std::time::Instant::now() + timeout;
        loop {
            if let Some(exit) = self.try_wait()? {
                return Ok(Some(exit));
            }
            if std::time::Instant::now() >= deadline {
                return Ok(None);
            }
            std::thread::sleep(Duration::from_millis(2));
        }
    }
}

/// A started kernel: its streams and its control.
pub struct LaunchedKernel {
    pub streams: KernelStreams,
    pub control: Box<dyn KernelControl>,
}

/// Starts kernels. `Send + Sync`: a warm pool starts them from a background thread.
pub trait Launcher: Send + Sync {
    /// Starts a kernel process running `kernel_source` (normally [`crate::KERNEL_SOURCE`],
    /// with [`python_arguments`]).
    fn launch(&self, kernel_source: &str) -> io::Result<LaunchedKernel>;

    /// What runs the kernels, for messages ("a Linux sandbox (…)", "a plain subprocess
    /// (NOT a sandbox)").
    fn description(&self) -> String;

    /// The host path of the interpreter the kernels run, when it is one the host may run
    /// itself to compile the kernel ahead ([`crate::code_cache`]); None: kernels compile
    /// their source themselves.
    fn interpreter(&self) -> Option<&std::path::Path> {
        None
    }

    /// Whether the kernel must watch its parent and exit when the host dies, because this
    /// launcher cannot make it die with the host (no PDEATHSIG).
    fn kernel_watches_parent(&self) -> bool {
        false
    }
}

//! The isolated executor: kernels in the Linux sandbox of `sandpy-isolate`.
//!
//! [`SandboxLauncher`] adapts a [`Sandbox`] to the [`Launcher`] seam (each kernel in a fresh
//! sandbox of its own: namespaces, read-only view, private tmpfs, seccomp, landlock,
//! rlimits/cgroups; docs/security.md); [`IsolatedExecutor`] is a [`KernelExecutor`] on it,
//! built with [`IsolatedExecutor::builder`]. `sandpy-isolate` knows nothing of kernels;
//! this module is the only place that knows both.

use std::io;
use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use sandpy_executor::{CodeOutput, ExecutionError, HostValue, PythonExecutor, Tool};
use sandpy_isolate::{ExitReason, Sandbox, SandboxConfig, SandboxExit, SandboxedChild};

use crate::config::KernelConfig;
use crate::executor::KernelExecutor;
use crate::launcher::{python_arguments, KernelControl, KernelExit, KernelStreams, LaunchedKernel, Launcher};
use crate::pool::KernelPool;

/// Starts each kernel in a fresh Linux sandbox.
pub struct SandboxLauncher {
    sandbox: Sandbox,
}

impl SandboxLauncher {
    /// Probes the interpreter and prepares the sandbox's view (once; every launch then
    /// builds a new sandbox from it).
    pub fn new(config: SandboxConfig) -> io::Result<SandboxLauncher> {
        Ok(SandboxLauncher { sandbox: Sandbox::new(config)? })
    }

    pub fn sandbox(&self) -> &Sandbox {
        &self.sandbox
    }
}

impl Launcher for SandboxLauncher {
    fn launch(&self, kernel_source: &str) -> io::Result<LaunchedKernel> {
        let mut child = self.sandbox.spawn(python_arguments(kernel_source))?;
        let missing = || io::Error::other("the sandbox has no pipe");
        let streams = KernelStreams {
            to_kernel: Box::new(child.stdin.take().ok_or_else(missing)?),
            from_kernel: Box::new(child.stdout.take().ok_or_else(missing)?),
            diagnostics: child.stderr.take().map(|e| Box::new(e) as Box<dyn io::Read + Send>),
        };
        Ok(LaunchedKernel { streams, control: Box::new(SandboxControl { child }) })
    }

    fn description(&self) -> String {
        format!("a Linux sandbox running {}", self.sandbox.interpreter().executable.display())
    }

    fn interpreter(&self) -> Option<&Path> {
        Some(&self.sandbox.interpreter().executable)
    }
}

struct SandboxControl {
    child: SandboxedChild,
}

impl KernelControl for SandboxControl {
    fn interrupt(&mut self) -> io::Result<()> {
        self.child.interrupt()
    }

    fn kill(&mut self) -> io::Result<()> {
        self.child.kill().map(drop)
    }

    fn try_wait(&mut self) -> io::Result<Option<KernelExit>> {
        Ok(self.child.try_wait()?.map(|e| kernel_exit(&e)))
    }
}

/// How the sandbox ended, in the kernel client's terms (limits named, flagged as limits).
fn kernel_exit(e: &SandboxExit) -> KernelExit {
    use std::os::unix::process::ExitStatusExt;
    let mut exit = match e.reason {
        ExitReason::Exited(code) => KernelExit::code(code),
        ExitReason::Signaled(signal) => KernelExit::signal(signal),
        ExitReason::LimitExceeded(limit) => KernelExit {
            signal: e.status.signal(),
            code: e.status.code(),
            reason: Some(format!("the sandbox's {} was reached", limit)),
            limit: true,
        },
        ExitReason::KilledByHost => KernelExit { signal: Some(9), reason: Some("stopped by the host".into()), ..KernelExit::default() },
    };
    if exit.reason.is_none() {
        if let Some(limit) = e.limits_reached.first() {
            exit.reason = Some(format!("the sandbox's {} was reached", limit));
            exit.limit = true;
        }
    }
    exit
}

/// The site-packages directories under an interpreter's prefix (what `site` would add),
/// found without running it: `<prefix>/lib/python3.X/site-packages` and Debian's
/// `dist-packages`.
pub fn default_site_packages(interpreter: &Path) -> Vec<PathBuf> {
    let Ok(real) = interpreter.canonicalize() else { return Vec::new() };
    let Some(prefix) = real.parent().and_then(Path::parent) else { return Vec::new() };
    let mut found = Vec::new();
    for lib in [prefix.join("lib"), prefix.join("local").join("lib")] {
        let Ok(entries) = std::fs::read_dir(&lib) else { continue };
        let mut dirs: Vec<PathBuf> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
        dirs.sort();
        for dir in dirs {
            let is_python = dir.file_name().and_then(|n| n.to_str()).is_some_and(|n| n.starts_with("python3"));
            for name in ["site-packages", "dist-packages"] {
                let candidate = dir.join(name);
                if is_python && candidate.is_dir() {
                    found.push(candidate);
                }
            }
        }
    }
    found
}

/// Configures an [`IsolatedExecutor`]. Defaults: smolagents' (base imports, 30 s timeout,
/// 50,000 characters of logs) and the sandbox's (1 GiB memory, 64 processes, 128 MiB tmp,
/// no site-packages).
#[derive(Clone, Debug, Default)]
pub struct IsolatedExecutorBuilder {
    sandbox: SandboxConfig,
    kernel: KernelConfig,
}

impl IsolatedExecutorBuilder {
    /// The interpreter to run (default: `$SANDPY_PYTHON`, else `python3` on `PATH`).
    pub fn interpreter(mut self, path: impl Into<PathBuf>) -> Self {
        self.sandbox.interpreter = Some(path.into());
        self
    }

    /// Import patterns added to smolagents' base modules (`"*"` allows all).
    pub fn authorized_imports<I: IntoIterator<Item = S>, S: Into<String>>(mut self, patterns: I) -> Self {
        self.kernel.authorized_imports.get_or_insert_with(Vec::new).extend(patterns.into_iter().map(Into::into));
        self
    }

    /// No import check at all (the sandbox still walls the code in).
    pub fn any_import(mut self) -> Self {
        self.kernel.authorized_imports = None;
        self
    }

    /// Site-packages directories the code may import from (read-only in the sandbox).
    pub fn site_packages<I: IntoIterator<Item = P>, P: Into<PathBuf>>(mut self, dirs: I) -> Self {
        self.sandbox.site_packages.extend(dirs.into_iter().map(Into::into));
        self
    }

    /// Per-run wall-clock budget (None: none).
    pub fn timeout(mut self, t: Option<Duration>) -> Self {
        self.kernel.timeout = t;
        self
    }

    pub fn max_print_outputs_length(mut self, n: usize) -> Self {
        self.kernel.max_print_outputs_length = n;
        self
    }

    /// The sandbox's memory limit in bytes (None: unbounded by the sandbox).
    pub fn memory_limit(mut self, bytes: Option<u64>) -> Self {
        self.sandbox.limits.memory_bytes = bytes;
        self
    }

    /// Modules each kernel imports before its first run.
    pub fn preimport<I: IntoIterator<Item = S>, S: Into<String>>(mut self, modules: I) -> Self {
        self.kernel.preimport.extend(modules.into_iter().map(Into::into));
        self
    }

    /// A tool present from the start.
    pub fn tool(mut self, tool: Tool) -> Self {
        self.kernel.tools.push(tool);
        self
    }

    /// Everything about the sandbox (limits, extra paths, environment, cgroups).
    pub fn sandbox_config(mut self, config: SandboxConfig) -> Self {
        self.sandbox = config;
        self
    }

    /// Everything about the kernel (limits, grace period, output bounds).
    pub fn kernel_config(mut self, config: KernelConfig) -> Self {
        self.kernel = config;
        self
    }

    fn parts(self) -> Result<(Arc<dyn Launcher>, KernelConfig), ExecutionError> {
        let mut kernel = self.kernel;
        // Only the allowlisted directories are in the view; `site` would look elsewhere.
        kernel.site_packages = false;
        kernel.sys_path.extend(self.sandbox.site_packages.iter().map(|p| p.display().to_string()));
        let launcher = SandboxLauncher::new(self.sandbox)
            .map_err(|e| ExecutionError::executor(format!("the Linux sandbox cannot be prepared: {}", e)))?;
        Ok((Arc::new(launcher), kernel))
    }

    /// An executor with its first kernel started.
    pub fn build(self) -> Result<IsolatedExecutor, ExecutionError> {
        let (launcher, kernel) = self.parts()?;
        KernelExecutor::start(launcher, kernel).map(IsolatedExecutor)
    }

    /// A warm pool of `idle` ready sandboxed kernels; [`IsolatedExecutor::from_pool`]
    /// takes executors from it.
    pub fn pool(self, idle: usize) -> Result<KernelPool, ExecutionError> {
        let (launcher, kernel) = self.parts()?;
        Ok(KernelPool::new(launcher, kernel, idle))
    }
}

/// CPython in a Linux sandbox behind the [`PythonExecutor`] interface. `Send + Sync`.
pub struct IsolatedExecutor(KernelExecutor);

impl IsolatedExecutor {
    pub fn builder() -> IsolatedExecutorBuilder {
        IsolatedExecutorBuilder::default()
    }

    /// An executor whose kernel comes ready from `pool` (see [`IsolatedExecutorBuilder::pool`]).
    pub fn from_pool(pool: &KernelPool) -> Result<IsolatedExecutor, ExecutionError> {
        KernelExecutor::from_pool(pool).map(IsolatedExecutor)
    }

    pub fn into_inner(self) -> KernelExecutor {
        self.0
    }
}

impl Deref for IsolatedExecutor {
    type Target = KernelExecutor;
    fn deref(&self) -> &KernelExecutor {
        &self.0
    }
}

impl PythonExecutor for IsolatedExecutor {
    fn run(&mut self, code: &str) -> Result<CodeOutput, ExecutionError> {
        self.0.run(code)
    }
    fn send_variables(&mut self, variables: Vec<(String, HostValue)>) -> Result<(), ExecutionError> {
        self.0.send_variables(variables)
    }
    fn send_tools(&mut self, tools: Vec<Tool>) -> Result<(), ExecutionError> {
        self.0.send_tools(tools)
    }
    fn reset(&mut self) -> Result<(), ExecutionError> {
        self.0.reset()
    }
    fn cleanup(&mut self) {
        self.0.cleanup()
    }
}

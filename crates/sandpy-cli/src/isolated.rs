//! `--executor isolated`: real CPython in a kernel process behind the same protocol
//! (sandpy-kernel), started by the Linux sandbox launcher.
//!
//! The flags that bound the local engine map onto the kernel as far as CPython allows:
//! `--timeout` and `--max-print-outputs-length` and `--authorized-imports` mean the same;
//! `--max-operations` does not apply (CPython counts no operations); memory, processes,
//! disk and CPU are the sandbox's limits.

use std::sync::Arc;
use std::time::Duration;

use clap::Args;
use sandpy_executor::Tool;
use sandpy_kernel::{KernelConfig, KernelExecutor, Launcher};

use crate::args::LimitArgs;

/// Which executor a command uses.
#[derive(Clone, Debug)]
pub enum Backend {
    Local,
    Isolated(IsolatedArgs),
}

/// `--executor`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, clap::ValueEnum)]
pub enum ExecutorKind {
    /// The sandpy engine, in this process (the default).
    #[default]
    Local,
    /// CPython in a Linux sandbox (namespaces, seccomp, landlock, rlimits/cgroups).
    Isolated,
}

/// Flags of the isolated executor.
#[derive(Args, Clone, Debug, Default)]
pub struct IsolatedArgs {
    /// The interpreter the isolated executor runs (default: python3 on PATH).
    #[arg(long, value_name = "PATH")]
    pub python: Option<String>,
    /// Comma-separated modules each kernel imports before its first run (they must still
    /// be authorized to be imported by the code).
    #[arg(long, value_delimiter = ',')]
    pub preimport: Option<Vec<String>>,
}

impl Backend {
    pub fn new(kind: ExecutorKind, args: IsolatedArgs) -> Backend {
        match kind {
            ExecutorKind::Local => Backend::Local,
            ExecutorKind::Isolated => Backend::Isolated(args),
        }
    }
}

/// The kernel configuration for `sandpy session` (smolagents' defaults where a flag is
/// absent).
pub fn session_config(limits: &LimitArgs, options: &IsolatedArgs, tools: Vec<Tool>) -> KernelConfig {
    let defaults = KernelConfig::default();
    KernelConfig {
        authorized_imports: Some(limits.authorized_imports.clone().unwrap_or_default()),
        max_print_outputs_length: limits.max_print_outputs_length.unwrap_or(defaults.max_print_outputs_length),
        timeout: match limits.timeout {
            None => defaults.timeout,
            Some(t) => t.get().map(|s| Duration::from_nanos(LimitArgs::timeout_ns(s))),
        },
        preimport: options.preimport.clone().unwrap_or_default(),
        tools,
        ..defaults
    }
}

/// An isolated executor for `sandpy session`.
pub fn executor(limits: &LimitArgs, options: &IsolatedArgs, tools: Vec<Tool>) -> Result<KernelExecutor, String> {
    let launcher = launcher(limits, options)?;
    KernelExecutor::start(launcher, session_config(limits, options, tools)).map_err(|e| e.message)
}

/// The sandbox launcher for the flags.
pub fn launcher(_limits: &LimitArgs, _options: &IsolatedArgs) -> Result<Arc<dyn Launcher>, String> {
    Err("the isolated executor needs the Linux sandbox launcher (crates/sandpy-isolate), which this build does not include yet".into())
}

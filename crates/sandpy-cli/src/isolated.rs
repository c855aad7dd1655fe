//! `--executor isolated`: real CPython in a kernel process behind the same protocol
//! (sandpy-kernel), started by the Linux sandbox launcher.
//!
//! The flags that bound the local engine map onto the kernel as far as CPython allows:
//! `--timeout` and `--max-print-outputs-length` and `--authorized-imports` mean the same;
//! `--max-operations` does not apply (CPython counts no operations); `--max-memory` is the
//! sandbox's memory limit; processes, disk and CPU are bounded by the sandbox's defaults.

use std::path::PathBuf;
use std::time::Duration;

use clap::Args;
use sandpy_executor::Tool;
use sandpy_isolate::SandboxConfig;
use sandpy_kernel::interpreter::{resolve, DEFAULT_PYTHON};
use sandpy_kernel::isolated::default_site_packages;
use sandpy_kernel::{IsolatedExecutor, IsolatedExecutorBuilder, KernelConfig, KernelExecutor};

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
    /// Comma-separated site-packages directories the code may import from (read-only);
    /// `auto` (the default): those under the interpreter's prefix; `none`: no third-party
    /// package at all.
    #[arg(long, value_delimiter = ',')]
    pub site_packages: Option<Vec<String>>,
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
    let isolated = builder(limits, options)?.kernel_config(session_config(limits, options, tools)).build().map_err(|e| e.message)?;
    Ok(isolated.into_inner())
}

/// The sandbox part of the configuration, for the flags.
pub fn builder(limits: &LimitArgs, options: &IsolatedArgs) -> Result<IsolatedExecutorBuilder, String> {
    let python = options
        .python
        .clone()
        .or_else(|| std::env::var("SANDPY_PYTHON").ok().filter(|p| !p.is_empty()))
        .unwrap_or_else(|| DEFAULT_PYTHON.to_string());
    let interpreter = resolve(&python).map_err(|e| format!("cannot find the interpreter {}: {}", python, e))?;
    let site_packages = match options.site_packages.as_deref() {
        None => default_site_packages(&interpreter),
        Some([one]) if one == "auto" => default_site_packages(&interpreter),
        Some([one]) if one == "none" => Vec::new(),
        Some(list) => list.iter().map(PathBuf::from).collect(),
    };
    let mut sandbox = SandboxConfig { interpreter: Some(interpreter), site_packages, ..SandboxConfig::default() };
    if let Some(memory) = limits.max_memory {
        sandbox.limits.memory_bytes = memory.get().map(|b| b as u64);
    }
    Ok(IsolatedExecutor::builder().sandbox_config(sandbox))
}

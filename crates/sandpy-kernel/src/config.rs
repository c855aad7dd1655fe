//! [`KernelConfig`]: what an out-of-process executor is built from, and the `configure`
//! message that hands the kernel its part of it. Defaults follow smolagents.

use std::time::Duration;

use sandpy_executor::builder::{DEFAULT_MAX_PRINT_OUTPUTS_LENGTH, DEFAULT_TIMEOUT};
use sandpy_executor::{ImportPolicy, Tool};
use serde_json::{json, Value as Json};

/// How long a kernel that ignores its interrupt keeps running before it is killed.
pub const DEFAULT_INTERRUPT_GRACE: Duration = Duration::from_secs(2);
/// Longest wait for a kernel to start or to answer a request other than a run.
pub const DEFAULT_REQUEST_TIMEOUT: Duration = Duration::from_secs(30);
/// Largest message the host accepts from a kernel (a larger one ends the kernel).
pub const DEFAULT_MAX_MESSAGE_BYTES: usize = 64 << 20;
/// Largest encoded output value; a larger one crosses as a `sandpy.foreign` stand-in.
pub const DEFAULT_MAX_VALUE_BYTES: usize = 16 << 20;

/// Everything an out-of-process executor is built from.
#[derive(Clone, Debug)]
pub struct KernelConfig {
    /// Import patterns added to smolagents' base modules; `None` checks no import at all
    /// (like `sandpy run` without `--authorized-imports`).
    pub authorized_imports: Option<Vec<String>>,
    /// Logs and output reprs longer than this many characters are truncated.
    pub max_print_outputs_length: usize,
    /// Wall-clock budget per run (None: none).
    pub timeout: Option<Duration>,
    /// How long an interrupted run has to stop before its kernel is killed and replaced.
    pub interrupt_grace: Duration,
    /// Longest wait for a kernel to start or to answer `send_variables`, `send_tools`,
    /// `reset`.
    pub request_timeout: Duration,
    /// Largest message accepted from the kernel.
    pub max_message_bytes: usize,
    /// Largest encoded output value (the kernel replaces a larger one by a stand-in).
    pub max_value_bytes: usize,
    /// Put the interpreter's site-packages directories on `sys.path` (`site` itself does
    /// not run: kernels start with `-S`).
    pub site_packages: bool,
    /// More directories for `sys.path`.
    pub sys_path: Vec<String>,
    /// Modules every kernel imports before its first run (a warm pool's kernels have them
    /// loaded already). Importing them in code still needs them authorized.
    pub preimport: Vec<String>,
    /// Tools present from the start (replaced by `send_tools`).
    pub tools: Vec<Tool>,
    /// Hand kernels their code compiled ahead (see [`crate::code_cache`]).
    pub code_cache: bool,
}

impl Default for KernelConfig {
    fn default() -> Self {
        KernelConfig {
            authorized_imports: Some(Vec::new()),
            max_print_outputs_length: DEFAULT_MAX_PRINT_OUTPUTS_LENGTH,
            timeout: Some(DEFAULT_TIMEOUT),
            interrupt_grace: DEFAULT_INTERRUPT_GRACE,
            request_timeout: DEFAULT_REQUEST_TIMEOUT,
            max_message_bytes: DEFAULT_MAX_MESSAGE_BYTES,
            max_value_bytes: DEFAULT_MAX_VALUE_BYTES,
            site_packages: true,
            sys_path: Vec::new(),
            preimport: Vec::new(),
            tools: Vec::new(),
            code_cache: true,
        }
    }
}

impl KernelConfig {
    /// The full list of authorized patterns (base modules first), as refusals print it.
    pub fn authorized_list(&self) -> Option<Vec<String>> {
        self.authorized_imports.as_ref().map(|extra| ImportPolicy::new(extra).authorized().to_vec())
    }

    /// The `configure` message for a new kernel.
    pub fn configure_message(&self, tool_names: &[String], watch_parent: bool) -> Json {
        json!({
            "type": "configure",
            "id": 0,
            "authorized_imports": self.authorized_list(),
            "max_print_outputs_length": self.max_print_outputs_length,
            "max_value_bytes": self.max_value_bytes,
            "site_packages": self.site_packages,
            "sys_path": self.sys_path,
            "preimport": self.preimport,
            "tools": tool_names,
            "watch_parent": watch_parent,
        })
    }

    /// The timeout in seconds as smolagents' message writes it (`30`, `0.5`).
    pub fn timeout_text(&self) -> String {
        let secs = self.timeout.map_or(0.0, |t| t.as_secs_f64());
        if secs.fract() == 0.0 {
            format!("{}", secs as u64)
        } else {
            format!("{}", secs)
        }
    }
}

//! Shared helpers for the kernel tests: executors on the plain launcher (no sandbox; these
//! tests are about the protocol and the executor, not the walls).

#![allow(dead_code)]

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use sandpy_executor::{CodeOutput, ExecutionError, HostValue};
use sandpy_kernel::interpreter::{resolve, DEFAULT_PYTHON};
use sandpy_kernel::{KernelConfig, KernelExecutor, Launcher, PlainLauncher};

/// The plain launcher on the machine's python3 (resolved once).
pub fn launcher() -> Arc<dyn Launcher> {
    static PYTHON: OnceLock<std::path::PathBuf> = OnceLock::new();
    let python = PYTHON.get_or_init(|| resolve(DEFAULT_PYTHON).expect("python3 must be installed for the kernel tests"));
    Arc::new(PlainLauncher::new(python.clone()))
}

/// A config with a short timeout, suited to tests.
pub fn config() -> KernelConfig {
    KernelConfig { timeout: Some(Duration::from_secs(10)), interrupt_grace: Duration::from_secs(1), ..KernelConfig::default() }
}

pub fn executor_with(config: KernelConfig) -> KernelExecutor {
    KernelExecutor::start(launcher(), config).expect("kernel starts")
}

pub fn executor() -> KernelExecutor {
    executor_with(config())
}

pub fn ok(result: Result<CodeOutput, ExecutionError>) -> CodeOutput {
    match result {
        Ok(o) => o,
        Err(e) => panic!("run failed: {}\n{}", e.rendered, e.traceback),
    }
}

pub fn err(result: Result<CodeOutput, ExecutionError>) -> ExecutionError {
    match result {
        Ok(o) => panic!("run succeeded with {:?}", o),
        Err(e) => e,
    }
}

pub fn int(i: i64) -> HostValue {
    HostValue::Int(i)
}

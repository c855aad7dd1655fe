//! sandpy-python: the `sandpy._native` extension module behind the `sandpy` Python package
//! (crates/sandpy-python/python/sandpy). The package's Python layer gives smolagents'
//! executor interface (`LocalPythonExecutor`, `CodeOutput`, `InterpreterError`); this crate
//! gives it the engine:
//!
//! - [`engine`]: `Engine`, a local executor session on its own worker thread. Calls from
//!   Python hand work to the thread without holding the GIL, so several executors run at
//!   once and Ctrl-C reaches the caller; [`handoff`] keeps that hand-off in the
//!   microseconds; [`threads`] keeps worker threads, and the engine's per-thread caches,
//!   warm from one executor to the next.
//! - [`to_python`] / [`from_python`]: values as real Python objects both ways, through the
//!   executor's plain-data [`sandpy_executor::HostValue`]; [`handles`] keeps host objects
//!   the sandbox may hold but not read.
//! - [`codec`]: values as tagged JSON for executors whose sandbox is another process, and
//!   `run_cli`, which runs `sandpy session` in the crash-isolated executor's child process.
//! - [`python_tools`]: Python callables (smolagents tools, managed agents, functions) as
//!   tools the sandboxed code calls; they run on the host, in the caller's interpreter.

mod backend;
mod codec;
mod engine;
mod from_python;
mod handles;
mod handoff;
mod python_tools;
mod threads;
mod to_python;

use pyo3::prelude::*;

/// See crates/sandpy-cli/Cargo.toml: mimalloc serves the interpreter's many small objects.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Runs a stage of the Linux sandbox's init (crates/sandpy-isolate, `init::run`): the
/// isolated executor starts its sandboxes with this Python interpreter as the init program,
/// so the wheel needs no separate binary. Never returns.
#[pyfunction]
fn isolate_init(args: Vec<String>) {
    sandpy_isolate::init::run(args.into_iter().map(Into::into).collect())
}

/// The executors' default limits, defined once in Rust (`sandpy_executor::builder`,
/// `sandpy_isolate`) and read from here by the package's Python layer, so the
/// Python executors, `sandpy session` and the Rust executor cannot drift apart.
fn add_default_limits(m: &Bound<'_, PyModule>) -> PyResult<()> {
    use sandpy_executor::builder as b;
    m.add("ENGINE_OPERATIONS_PER_STEP", b::ENGINE_OPERATIONS_PER_STEP)?;
    m.add("DEFAULT_MAX_LEN_OUTPUT", b::DEFAULT_MAX_PRINT_OUTPUTS_LENGTH)?;
    m.add("MAX_OPERATIONS", b::DEFAULT_MAX_OPERATIONS)?;
    m.add("MAX_EXECUTION_TIME_SECONDS", b::DEFAULT_TIMEOUT.as_secs())?;
    m.add("DEFAULT_MAX_MEMORY", b::DEFAULT_MAX_MEMORY)?;
    m.add("DEFAULT_MAX_RECURSION_DEPTH", b::DEFAULT_MAX_RECURSION_DEPTH)?;
    m.add("ISOLATED_DEFAULT_MAX_MEMORY", sandpy_isolate::DEFAULT_MEMORY_BYTES)?;
    Ok(())
}

#[pymodule]
#[pyo3(name = "_native")]
fn sandpy_native(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<engine::Engine>()?;
    m.add_class::<codec::Codec>()?;
    m.add_function(wrap_pyfunction!(codec::run_cli, m)?)?;
    m.add_function(wrap_pyfunction!(isolate_init, m)?)?;
    add_default_limits(m)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}

//! sandpy-executor: what agent frameworks call to run model-written Python.
//!
//! The [`PythonExecutor`] trait is the Rust counterpart of smolagents' `PythonExecutor`:
//! run a snippet and get a [`CodeOutput`] (value of the last statement, captured prints,
//! whether `final_answer` was called) or a structured [`ExecutionError`]; send variables;
//! send tools; reset; clean up.
//!
//! Two local implementations sit on the sandpy engine:
//! - [`LocalSession`]: the interpreter in the calling thread, the fastest path (not `Send`).
//! - [`LocalExecutor`]: `Send + Sync`; owns a worker thread that holds a `LocalSession`, so
//!   it can be shared between threads and awaited from async servers ([`LocalExecutor::run_async`]).
//!
//! Both are configured with [`ExecutorBuilder`] (authorized imports, limits, output
//! truncation, additional functions). Values cross the boundary as [`HostValue`]s
//! ([`value`]): plain data, with plain-JSON and tagged-JSON encodings.

// A run's error is its ordinary, model-facing result, not a rare failure: `ExecutionError`
// carries the whole story (message, traceback, rendered text, logs) by value on purpose.
#![allow(clippy::result_large_err)]

pub mod builder;
pub mod cancel;
pub mod error;
pub mod executor;
pub mod host;
pub mod imports;
pub mod oneshot;
pub mod render;
pub mod session;
pub mod tools;
pub mod truncate;
pub mod value;
pub mod worker;

pub use builder::{ExecutorBuilder, ExecutorConfig};
pub use cancel::CancelHandle;
pub use error::{ErrorKind, ExecutionError};
pub use executor::{CodeOutput, PythonExecutor};
pub use imports::{ImportPolicy, BASE_BUILTIN_MODULES};
pub use sandpy_engine::policy::DunderPolicy;
pub use session::LocalSession;
pub use tools::{Tool, ToolCall, ToolError, ToolFn};
pub use value::HostValue;
pub use worker::{LocalExecutor, RunFuture};

/// Re-exported so users can build JSON values without naming serde_json themselves.
pub use serde_json::{Map as JsonMap, Value as Json};

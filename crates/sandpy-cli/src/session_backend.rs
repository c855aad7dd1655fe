//! [`SessionExecutor`]: what `sandpy session` needs of an executor beyond the
//! [`PythonExecutor`] interface (the variable inspection requests), for the local executor
//! and for out-of-process kernels alike.

// A failed request carries the whole ExecutionError by value, as in sandpy-executor.
#![allow(clippy::result_large_err)]

use sandpy_executor::{ExecutionError, HostValue, LocalSession, PythonExecutor};
use sandpy_kernel::KernelExecutor;

/// An executor `sandpy session` can serve.
pub trait SessionExecutor: PythonExecutor {
    /// A variable as plain data (None when unbound).
    fn lookup_variable(&mut self, name: &str) -> Result<Option<HostValue>, ExecutionError>;
    /// The names of the session's variables, in the order they were first bound.
    fn names(&mut self) -> Result<Vec<String>, ExecutionError>;
    /// Unbinds a variable; false when it was not bound.
    fn delete_variable(&mut self, name: &str) -> Result<bool, ExecutionError>;
}

impl SessionExecutor for LocalSession {
    fn lookup_variable(&mut self, name: &str) -> Result<Option<HostValue>, ExecutionError> {
        Ok(self.get_variable(name))
    }
    fn names(&mut self) -> Result<Vec<String>, ExecutionError> {
        Ok(self.variable_names())
    }
    fn delete_variable(&mut self, name: &str) -> Result<bool, ExecutionError> {
        Ok(self.remove_variable(name))
    }
}

impl SessionExecutor for KernelExecutor {
    fn lookup_variable(&mut self, name: &str) -> Result<Option<HostValue>, ExecutionError> {
        self.get_variable(name)
    }
    fn names(&mut self) -> Result<Vec<String>, ExecutionError> {
        self.variable_names()
    }
    fn delete_variable(&mut self, name: &str) -> Result<bool, ExecutionError> {
        self.remove_variable(name)
    }
}

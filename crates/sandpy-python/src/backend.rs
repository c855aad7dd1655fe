//! What an [`crate::engine::Engine`]'s worker thread drives: a session of any executor, in
//! the few operations the Python package needs. The local engine's [`LocalSession`] lives
//! on the worker thread itself (its values are not `Send`); the isolated executor's
//! [`IsolatedExecutor`] is `Send + Sync` and is shared with the caller, which may cancel a
//! run while the worker waits on it.

// A run's error is its ordinary, model-facing result (see sandpy-executor's lib.rs).
#![allow(clippy::result_large_err)]

use std::sync::Arc;

use sandpy_executor::{CodeOutput, ExecutionError, HostValue, LocalSession, Tool};
use sandpy_kernel::IsolatedExecutor;

/// One executor session, driven from one thread.
pub trait Backend {
    fn run(&mut self, code: &str) -> Result<CodeOutput, ExecutionError>;
    fn send_variables(&mut self, variables: Vec<(String, HostValue)>) -> Result<(), ExecutionError>;
    fn send_tools(&mut self, tools: Vec<Tool>) -> Result<(), ExecutionError>;
    /// None when the name is not bound.
    fn get_variable(&mut self, name: &str) -> Result<Option<HostValue>, ExecutionError>;
    fn variable_names(&mut self) -> Result<Vec<String>, ExecutionError>;
    /// False when the name was not bound.
    fn remove_variable(&mut self, name: &str) -> Result<bool, ExecutionError>;
    fn reset(&mut self) -> Result<(), ExecutionError>;
    /// Releases what the session holds (threads, processes, sandboxes).
    fn close(&mut self) {}
}

/// The local engine (its runs watch the cancel handle it was built with).
pub struct Local {
    pub session: LocalSession,
}

impl Backend for Local {
    fn run(&mut self, code: &str) -> Result<CodeOutput, ExecutionError> {
        // A stop that came while no run was in progress was forgotten when this run was
        // handed over (`Engine::call`); one that came since is for this run. (Clearing here
        // lost a stop that came between the hand-off and the worker picking the run up.)
        self.session.run(code)
    }
    fn send_variables(&mut self, variables: Vec<(String, HostValue)>) -> Result<(), ExecutionError> {
        self.session.send_variables(variables)
    }
    fn send_tools(&mut self, tools: Vec<Tool>) -> Result<(), ExecutionError> {
        self.session.send_tools(tools);
        Ok(())
    }
    fn get_variable(&mut self, name: &str) -> Result<Option<HostValue>, ExecutionError> {
        Ok(self.session.get_variable(name))
    }
    fn variable_names(&mut self) -> Result<Vec<String>, ExecutionError> {
        Ok(self.session.variable_names())
    }
    fn remove_variable(&mut self, name: &str) -> Result<bool, ExecutionError> {
        Ok(self.session.remove_variable(name))
    }
    fn reset(&mut self) -> Result<(), ExecutionError> {
        self.session.reset();
        Ok(())
    }
}

/// Real CPython in the Linux sandbox (crates/sandpy-kernel, crates/sandpy-isolate).
pub struct Isolated(pub Arc<IsolatedExecutor>);

impl Backend for Isolated {
    fn run(&mut self, code: &str) -> Result<CodeOutput, ExecutionError> {
        self.0.run(code)
    }
    fn send_variables(&mut self, variables: Vec<(String, HostValue)>) -> Result<(), ExecutionError> {
        self.0.send_variables(variables)
    }
    fn send_tools(&mut self, tools: Vec<Tool>) -> Result<(), ExecutionError> {
        self.0.send_tools(tools)
    }
    fn get_variable(&mut self, name: &str) -> Result<Option<HostValue>, ExecutionError> {
        self.0.get_variable(name)
    }
    fn variable_names(&mut self) -> Result<Vec<String>, ExecutionError> {
        self.0.variable_names()
    }
    fn remove_variable(&mut self, name: &str) -> Result<bool, ExecutionError> {
        self.0.remove_variable(name)
    }
    fn reset(&mut self) -> Result<(), ExecutionError> {
        self.0.reset()
    }
    fn close(&mut self) {
        self.0.cleanup();
    }
}

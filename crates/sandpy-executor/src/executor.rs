//! The executor interface every backend implements, and what a successful run returns.

use serde_json::Value as Json;

use crate::error::ExecutionError;
use crate::tools::Tool;
use crate::value::HostValue;

/// What a run produced (smolagents' `CodeOutput`, with the output also as text).
#[derive(Clone, Debug, PartialEq)]
pub struct CodeOutput {
    /// The value of the last top-level statement when it is an expression or an assignment
    /// (else None), or the `final_answer` argument, as plain data.
    pub value: HostValue,
    /// `value` as plain JSON. `Json::Null` also stands for values plain JSON cannot carry
    /// (sets, bytes, objects, big ints, NaN…): `value` and `output_repr` have those.
    pub output: Json,
    /// `repr(output)`, truncated like the logs.
    pub output_repr: String,
    /// Everything the run printed, truncated to the configured length (head, marker, tail).
    pub logs: String,
    /// True when the run ended through `final_answer(...)`.
    pub is_final_answer: bool,
}

/// The interface agent frameworks program against (smolagents' `PythonExecutor`).
///
/// State (variables, functions, classes, imported modules) persists from one `run` to the
/// next; a failed run keeps what it did before the error.
pub trait PythonExecutor {
    /// Runs a snippet.
    fn run(&mut self, code: &str) -> Result<CodeOutput, ExecutionError>;

    /// Binds variables in the session's namespace.
    fn send_variables(&mut self, variables: Vec<(String, HostValue)>) -> Result<(), ExecutionError>;

    /// Replaces the tools sent before. Code cannot rebind a tool's name; a tool called
    /// `final_answer` replaces the built-in one (its result becomes the final answer).
    fn send_tools(&mut self, tools: Vec<Tool>) -> Result<(), ExecutionError>;

    /// Forgets every variable, function, class and imported module; tools stay.
    fn reset(&mut self) -> Result<(), ExecutionError>;

    /// Releases what the executor holds (threads, processes, sandboxes). Idempotent.
    fn cleanup(&mut self) {}
}

//! Why a run failed, in a form both programs and models can use.

use std::fmt;

/// The family of a failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The code did not parse or compile (SyntaxError, IndentationError…).
    Syntax,
    /// A Python exception nobody caught.
    Runtime,
    /// A resource bound stopped the run: operations, time, cancellation, memory
    /// (MemoryError) or recursion (RecursionError). The session is still usable.
    Limit,
    /// The executor itself failed (its worker thread is gone, the interpreter panicked and
    /// was reset, a request was malformed). Not caused by the code's logic.
    Executor,
}

impl ErrorKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorKind::Syntax => "syntax",
            ErrorKind::Runtime => "runtime",
            ErrorKind::Limit => "limit",
            ErrorKind::Executor => "executor",
        }
    }
}

/// A failed run.
#[derive(Clone, Debug, PartialEq)]
pub struct ExecutionError {
    pub kind: ErrorKind,
    /// Python type name: "ZeroDivisionError", "SyntaxError", "InterpreterError" (operations),
    /// "TimeoutError", "KeyboardInterrupt" (cancelled), "MemoryError"…
    pub type_name: String,
    /// `str(exception)`.
    pub message: String,
    /// 1-based line in the submitted code where the error happened (the innermost frame
    /// that belongs to this code), when known.
    pub line: Option<u32>,
    /// 1-based column (syntax errors only).
    pub column: Option<u32>,
    /// The text of `line`.
    pub source_line: Option<String>,
    /// CPython-style traceback (or the SyntaxError block with its caret).
    pub traceback: String,
    /// smolagents' model-facing text: "Code parsing failed on line N due to: …" or
    /// "Code execution failed at line '…' due to: Type: message".
    pub rendered: String,
    /// What the run printed before failing (truncated like successful runs' logs).
    pub logs: String,
}

impl ExecutionError {
    /// An executor-level failure.
    pub fn executor(message: impl Into<String>) -> ExecutionError {
        let message = message.into();
        ExecutionError {
            kind: ErrorKind::Executor,
            type_name: "ExecutorError".into(),
            traceback: format!("ExecutorError: {}\n", message),
            rendered: format!("ExecutorError: {}", message),
            message,
            line: None,
            column: None,
            source_line: None,
            logs: String::new(),
        }
    }
}

impl fmt::Display for ExecutionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.rendered)
    }
}

impl std::error::Error for ExecutionError {}

//! Helpers for the modules' limit tests: run a program under an operation budget and
//! tell which limit, if any, stopped it.

use crate::error::LimitKind;
use crate::{Interpreter, Limits, RunError};

/// Runs `source` as a program with at most `max_operations`; the result and the output.
pub fn run_limited(source: &str, max_operations: Option<u64>) -> (Result<(), RunError>, String) {
    let mut it = Interpreter::new(Limits { max_operations, ..Limits::default() });
    let r = it.run_program(source, "<test>");
    (r, it.take_output())
}

/// The limit that ended a run, if a limit did.
pub fn limit_of(r: &Result<(), RunError>) -> Option<LimitKind> {
    match r {
        Err(RunError::Runtime(rep)) => rep.limit,
        _ => None,
    }
}

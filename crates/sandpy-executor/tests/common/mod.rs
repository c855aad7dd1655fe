//! Helpers shared by the executor's integration tests.
#![allow(dead_code)]

use sandpy_executor::{CodeOutput, ExecutionError, ExecutorBuilder, Json, LocalSession};

/// A session with smolagents' defaults.
pub fn session() -> LocalSession {
    ExecutorBuilder::new().build_session()
}

/// Runs code that must succeed.
pub fn ok(s: &mut LocalSession, code: &str) -> CodeOutput {
    match s.run(code) {
        Ok(o) => o,
        Err(e) => panic!("{:?} failed: {}\n{}", code, e.rendered, e.traceback),
    }
}

/// Runs code that must fail.
pub fn err(s: &mut LocalSession, code: &str) -> ExecutionError {
    match s.run(code) {
        Ok(o) => panic!("{:?} should have failed, gave {:?}", code, o),
        Err(e) => e,
    }
}

/// The output of code that must succeed.
pub fn value(s: &mut LocalSession, code: &str) -> Json {
    ok(s, code).output
}

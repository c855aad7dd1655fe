//! What the CLI's integration tests share: a `sandpy session` process spoken to in JSON
//! lines (docs/protocol.md). Each test binary uses the part it needs.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use serde_json::{json, Value};

/// A spawned session: requests go to its stdin, one response per line comes back on its
/// stdout; its stderr is the test's.
pub struct SessionProcess {
    pub child: Child,
    pub stdin: Option<ChildStdin>,
    pub stdout: BufReader<ChildStdout>,
}

impl SessionProcess {
    /// Spawns `command` (a `sandpy session …` invocation, possibly wrapped) with piped
    /// stdin and stdout.
    pub fn spawn(mut command: Command) -> SessionProcess {
        let mut child =
            command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::inherit()).spawn().expect("start sandpy session");
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().expect("the session's stdout"));
        SessionProcess { child, stdin, stdout }
    }

    /// Writes one request line.
    pub fn send_line(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin open");
        writeln!(stdin, "{line}").expect("write a request");
        stdin.flush().expect("flush");
    }

    pub fn send(&mut self, request: &Value) {
        self.send_line(&request.to_string());
    }

    /// Reads one response line (the session must not have closed its output).
    pub fn recv(&mut self) -> Value {
        let mut line = String::new();
        let n = self.stdout.read_line(&mut line).expect("read a response");
        assert!(n > 0, "the session closed its output");
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("not JSON ({e}): {line:?}"))
    }

    /// One `run` request and its response.
    pub fn run(&mut self, code: &str) -> Value {
        self.send(&json!({ "op": "run", "code": code }));
        self.recv()
    }
}

//! Turning what a kernel answered (or how it failed) into the executor interface's
//! [`CodeOutput`] and [`ExecutionError`], with smolagents' wording.
//!
//! The kernel renders errors itself (it has CPython's real exception, traceback and
//! parser); the host takes its fields as untrusted text, bounds their length, and writes
//! the errors only the host can know about: timeouts, kernels that died, broke the
//! protocol or had to be replaced (and with them, every variable the session held).

use sandpy_executor::truncate::{marker, truncate_content};
use sandpy_executor::value::{plain, tagged};
use sandpy_executor::{CodeOutput, ErrorKind, ExecutionError, HostValue};
use serde_json::{Map, Value as Json};

use crate::launcher::KernelExit;

/// What the model is told about the state after a kernel was replaced.
pub const STATE_LOST: &str =
    "the Python process was replaced by a fresh one, so every variable, function and import of earlier runs is lost";

/// Longest text accepted for a field the kernel writes besides logs (tracebacks can be long).
const MAX_FIELD_CHARS: usize = 1 << 20;

fn text(map: &Map<String, Json>, key: &str) -> Option<String> {
    map.get(key).and_then(Json::as_str).map(|s| bounded(s, MAX_FIELD_CHARS))
}

fn bounded(s: &str, max_chars: usize) -> String {
    if s.len() <= max_chars {
        s.to_string()
    } else {
        truncate_content(s, max_chars)
    }
}

/// Logs as the kernel truncated them, re-truncated if a misbehaving kernel sent more.
pub fn logs(map: &Map<String, Json>, max_len: usize) -> String {
    let raw = map.get("logs").and_then(Json::as_str).unwrap_or("");
    let allowed = max_len.saturating_add(marker(max_len).chars().count());
    if raw.len() <= allowed || raw.chars().count() <= allowed {
        raw.to_string()
    } else {
        truncate_content(raw, max_len)
    }
}

/// A `result` message as a [`CodeOutput`].
pub fn code_output(map: &Map<String, Json>, max_len: usize) -> Result<CodeOutput, ExecutionError> {
    let value = match map.get("value") {
        Some(j) => tagged::from_tagged(j).map_err(|e| protocol_broken(&format!("the kernel sent a malformed value: {}", e)))?,
        None => HostValue::None,
    };
    let output = plain::to_plain(&value).unwrap_or(Json::Null);
    let repr = map.get("repr").and_then(Json::as_str).unwrap_or("None");
    Ok(CodeOutput {
        value,
        output,
        output_repr: bounded(repr, max_len.saturating_add(200)),
        logs: logs(map, max_len),
        is_final_answer: map.get("is_final_answer").and_then(Json::as_bool).unwrap_or(false),
    })
}

/// An `error` message as an [`ExecutionError`].
pub fn execution_error(map: &Map<String, Json>, max_len: usize) -> ExecutionError {
    let empty = Map::new();
    let e = map.get("error").and_then(Json::as_object).unwrap_or(&empty);
    let kind = match e.get("kind").and_then(Json::as_str) {
        Some("syntax") => ErrorKind::Syntax,
        Some("limit") => ErrorKind::Limit,
        Some("executor") => ErrorKind::Executor,
        _ => ErrorKind::Runtime,
    };
    let type_name = text(e, "type").unwrap_or_else(|| "Exception".into());
    let message = text(e, "message").unwrap_or_default();
    let rendered = text(e, "rendered").unwrap_or_else(|| format!("Code execution failed due to: {}: {}", type_name, message));
    ExecutionError {
        kind,
        traceback: text(e, "traceback").unwrap_or_else(|| format!("{}: {}\n", type_name, message)),
        line: e.get("line").and_then(Json::as_u64).and_then(|l| u32::try_from(l).ok()),
        column: e.get("column").and_then(Json::as_u64).and_then(|l| u32::try_from(l).ok()),
        source_line: text(e, "source_line"),
        type_name,
        message,
        rendered,
        logs: logs(map, max_len),
    }
}

/// smolagents' timeout error (the bare message, as it renders it).
pub fn timeout(seconds: &str, logs: String, replaced: bool) -> ExecutionError {
    let mut message = format!("Code execution exceeded the maximum execution time of {} seconds", seconds);
    if replaced {
        message.push_str(&format!(" (the code did not stop when interrupted: {})", STATE_LOST));
    }
    ExecutionError {
        kind: ErrorKind::Limit,
        type_name: "TimeoutError".into(),
        traceback: format!("TimeoutError: {}\n", message),
        rendered: message.clone(),
        message,
        line: None,
        column: None,
        source_line: None,
        logs,
    }
}

/// A run cancelled from another thread ([`crate::KernelExecutor::cancel`]).
pub fn cancelled(logs: String, replaced: bool) -> ExecutionError {
    let mut message = "Code execution was cancelled".to_string();
    if replaced {
        message.push_str(&format!(" (the code did not stop when interrupted: {})", STATE_LOST));
    }
    ExecutionError {
        kind: ErrorKind::Limit,
        type_name: "KeyboardInterrupt".into(),
        traceback: format!("KeyboardInterrupt: {}\n", message),
        rendered: format!("Code execution failed due to: KeyboardInterrupt: {}", message),
        message,
        line: None,
        column: None,
        source_line: None,
        logs,
    }
}

/// The kernel died during a request.
pub fn kernel_died(exit: Option<&KernelExit>, diagnostics: &str) -> ExecutionError {
    let how = match exit {
        Some(e) => format!("The Python process running the code {}", e),
        None => "The Python process running the code ended".into(),
    };
    let message = format!("{}; {}.", how, STATE_LOST);
    let limit = exit.is_some_and(|e| e.limit || matches!(e.signal, Some(24) | Some(25)));
    let mut traceback = format!("KernelDied: {}\n", message);
    if !diagnostics.trim().is_empty() {
        traceback.push_str("The end of its standard error:\n");
        traceback.push_str(diagnostics.trim_end());
        traceback.push('\n');
    }
    ExecutionError {
        kind: if limit { ErrorKind::Limit } else { ErrorKind::Runtime },
        type_name: "KernelDied".into(),
        rendered: format!("Code execution failed due to: KernelDied: {}", message),
        traceback,
        message,
        line: None,
        column: None,
        source_line: None,
        logs: String::new(),
    }
}

/// The kernel broke the protocol (and was killed).
pub fn protocol_broken(why: &str) -> ExecutionError {
    ExecutionError::executor(format!("{}; {}", why, STATE_LOST))
}

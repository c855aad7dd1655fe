//! Turning the engine's error reports into [`ExecutionError`]s, with smolagents'
//! model-facing text in `rendered`.

use ruff_text_size::Ranged;
use sandpy_engine::{ErrorReport, SyntaxErrorReport};

use crate::error::{ErrorKind, ExecutionError};
use crate::truncate::truncate_content;

/// Bounds every text of `e` like logs: each longer than `max_len` characters keeps its
/// head and tail around smolagents' truncation line (docs/protocol.md, "Bounds").
pub fn bounded(mut e: ExecutionError, max_len: usize) -> ExecutionError {
    e.message = truncate_content(&e.message, max_len);
    e.traceback = truncate_content(&e.traceback, max_len);
    e.rendered = truncate_content(&e.rendered, max_len);
    e.source_line = e.source_line.map(|s| truncate_content(&s, max_len));
    e
}

/// Messages of errors CPython's tokenizer raises: their `SyntaxError.text` has no line
/// break at the end (the parser's errors have one).
const TOKENIZER_ERRORS: &[&str] = &[
    "unterminated string literal",
    "unterminated triple-quoted string literal",
    "unmatched '",
    "invalid decimal literal",
    "invalid hexadecimal literal",
    "invalid octal literal",
    "invalid binary literal",
    "invalid digit",
    "invalid character",
    "leading zeros in decimal integer literals",
];

/// A parse or compile failure. `rendered` is exactly what smolagents shows the model:
/// "Code parsing failed on line N due to: SyntaxError: msg (<unknown>, line N)", a line
/// break, then CPython's `SyntaxError.text` followed directly by `offset` spaces and a
/// caret. So the caret stands one column right of the offending character, and when the
/// tokenizer raised the error (its `text` has no line break) it ends up on the code's line:
/// smolagents' quirks, kept because this is the text models of code agents are shown.
pub fn syntax_error(r: &SyntaxErrorReport, code: &str, logs: String) -> ExecutionError {
    let mut rendered =
        format!("Code parsing failed on line {} due to: {}: {} (<unknown>, line {})", r.line, r.type_name, r.message, r.line);
    if !r.text.is_empty() {
        rendered.push('\n');
        rendered.push_str(&r.text);
        if text_ends_with_line_break(r, code) {
            rendered.push('\n');
        }
        rendered.extend(std::iter::repeat_n(' ', r.column as usize));
        rendered.push('^');
    }
    ExecutionError {
        kind: ErrorKind::Syntax,
        type_name: r.type_name.clone(),
        message: r.message.clone(),
        line: Some(r.line),
        column: (r.column > 0).then_some(r.column),
        source_line: (!r.text.is_empty()).then(|| r.text.clone()),
        traceback: r.render(),
        rendered,
        logs,
    }
}

/// Whether CPython's `SyntaxError.text` for this error ends with a line break: not for
/// tokenizer errors, nor for a bracket left open before the last line.
fn text_ends_with_line_break(r: &SyntaxErrorReport, code: &str) -> bool {
    if TOKENIZER_ERRORS.iter().any(|m| r.message.starts_with(m)) {
        return false;
    }
    if r.message.ends_with("was never closed") {
        let last_line = code.trim_end_matches('\n').lines().count().max(1) as u32;
        return r.line >= last_line;
    }
    true
}

/// The engine's uncatchable limit errors: type name and the start of its message. Code
/// could raise a `TimeoutError` (or define an `InterpreterError`) itself, so both must match.
const LIMIT_ERRORS: &[(&str, &str)] = &[
    ("InterpreterError", "Reached the max number of operations of "),
    ("TimeoutError", "Code execution exceeded the maximum execution time of "),
    ("KeyboardInterrupt", "Code execution was cancelled"),
];
/// Ordinary exceptions that report a resource bound.
const BOUND_TYPES: &[&str] = &["MemoryError", "RecursionError"];

/// Restates the engine's operations-limit error in the executor's unit: the engine counts
/// `engine_max` operations, the user configured `steps` (see
/// [`crate::builder::ENGINE_OPERATIONS_PER_STEP`]); the message names the latter, as
/// smolagents' does.
pub fn restate_operations_limit(e: &mut ExecutionError, engine_max: u64, steps: u64) {
    let (type_name, start) = LIMIT_ERRORS[0];
    if e.kind != ErrorKind::Limit || e.type_name != type_name || !e.message.starts_with(start) {
        return;
    }
    let from = format!("of {}. Maybe", engine_max);
    let to = format!("of {}. Maybe", steps);
    for text in [&mut e.message, &mut e.rendered, &mut e.traceback] {
        *text = text.replacen(&from, &to, 1);
    }
}

/// Whether an engine report is one of its uncatchable limit errors.
pub fn is_engine_limit(r: &ErrorReport) -> bool {
    LIMIT_ERRORS.iter().any(|(t, m)| r.type_name == *t && r.message.starts_with(m))
}

/// An uncaught exception or a limit. `code` and `filename` are the run's source and the
/// name it was compiled under (to tell this run's frames from older functions' frames).
pub fn runtime_error(r: &ErrorReport, code: &str, filename: &str, logs: String) -> ExecutionError {
    // The engine marks every limit it enforces (operations, time, cancellation, and caps
    // such as a regular expression's step bound); older reports are recognised by text.
    let engine_limit = is_engine_limit(r) || r.limit.is_some();
    let kind = if engine_limit || BOUND_TYPES.contains(&r.type_name.as_str()) { ErrorKind::Limit } else { ErrorKind::Runtime };
    // Innermost frame that runs this snippet's code; frames are outermost first.
    let line = r.frames.iter().rev().find(|f| &*f.filename == filename).map(|f| f.line);
    let source_line = line.and_then(|l| line_text(code, l)).map(str::to_string);
    // The top-level statement that was running: where the module frame stood.
    let module_line = r.frames.first().filter(|f| &*f.filename == filename).map(|f| f.line);
    let rendered = if engine_limit && r.type_name == "TimeoutError" {
        // smolagents raises its timeout outside the statement loop: the bare message (and
        // the source, which may be huge, is not parsed again after the deadline).
        r.message.clone()
    } else {
        match module_line.and_then(|l| top_level_statement(code, l)) {
            Some(stmt) => format!("Code execution failed at line '{}' due to: {}: {}", stmt, r.type_name, r.message),
            None => format!("Code execution failed due to: {}: {}", r.type_name, r.message),
        }
    };
    ExecutionError {
        kind,
        type_name: r.type_name.clone(),
        message: r.message.clone(),
        line,
        column: None,
        source_line,
        traceback: r.traceback.clone(),
        rendered,
        logs,
    }
}

/// Text of the 1-based line `line` of `code`, without its line break.
pub fn line_text(code: &str, line: u32) -> Option<&str> {
    let text = code.lines().nth((line as usize).checked_sub(1)?)?;
    Some(text.strip_suffix('\r').unwrap_or(text))
}

/// Source of the top-level statement that covers 1-based `line` (like Python's
/// `ast.get_source_segment`). With several statements on one line, the last one.
pub fn top_level_statement(code: &str, line: u32) -> Option<&str> {
    let module = sandpy_engine::parse::parse(code, "<code>").ok()?;
    let starts = line_starts(code);
    let line_of = |offset: usize| starts.partition_point(|&s| s <= offset) as u32;
    let mut found = None;
    for stmt in &module.body {
        let range = stmt.range();
        let (start, end) = (usize::from(range.start()), usize::from(range.end()));
        if line_of(start) <= line && line <= line_of(end.saturating_sub(1).max(start)) {
            found = code.get(start..end);
        }
    }
    found
}

/// Byte offsets where each line starts.
fn line_starts(code: &str) -> Vec<usize> {
    let mut v = vec![0];
    v.extend(code.bytes().enumerate().filter(|(_, b)| *b == b'\n').map(|(i, _)| i + 1));
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_multi_line_statements() {
        let code = "x = 1\nif x:\n    y = 2\n    z = 1 / 0\nw = 3\n";
        assert_eq!(top_level_statement(code, 4), Some("if x:\n    y = 2\n    z = 1 / 0"));
        assert_eq!(top_level_statement(code, 1), Some("x = 1"));
        assert_eq!(top_level_statement(code, 5), Some("w = 3"));
        assert_eq!(top_level_statement(code, 9), None);
    }

    #[test]
    fn line_text_strips_carriage_returns() {
        assert_eq!(line_text("a\r\nb", 1), Some("a"));
        assert_eq!(line_text("a\r\nb", 2), Some("b"));
        assert_eq!(line_text("a", 0), None);
    }
}

//! The syntax front end: parsing with ruff's parser, and turning parse and compile errors
//! into CPython 3.11-style SyntaxError reports (the same exception type, message, line, column
//! range and caret). This file holds the entry points ([`parse`], [`compile_error_report`])
//! and `diagnose`, which runs the pieces in CPython's order.
//!
//! ruff's parser (a PEP 701, error-recovering parser) finds *that* a program is invalid; the
//! CPython wording and location come from:
//! - `tokenizer`: a copy of CPython 3.11's tokenizer for lexical errors, which CPython reports
//!   before or instead of grammar errors; `nesting` refuses trees too deep to build;
//! - `translate`, `expected`, `targets`: the translation of ruff's first error into the message
//!   of the CPython grammar rule (`invalid_*` rules) that fires for the same mistake, using
//!   ruff's recovered AST and the token stream (`diag`, `extent`) for context; `choose` picks
//!   the error CPython would raise first;
//! - `fstring`: the 3.11 f-string rules (f-strings are plain string tokens in 3.11 and are
//!   checked when the parser reaches them), and `checks`: the AST checks CPython makes
//!   that ruff's parser does not;
//! - `report`: the finished report and its rendering.

use ruff_python_ast::{AnyNodeRef, ModModule, PythonVersion};
use ruff_python_parser::{Mode, ParseOptions};
use ruff_text_size::{TextRange, TextSize};

use crate::compile::{CompileError, CompileErrorKind};
use diag::{Ctx, Diag};

mod checks;
mod choose;
mod diag;
mod expected;
mod extent;
mod fstring;
mod lines;
mod nesting;
mod report;
mod targets;
#[cfg(test)]
mod tests;
mod tokenizer;
mod translate;

pub use lines::LineIndex;
pub use report::{SyntaxErrorReport, SYNTAX_LINE_WINDOW};

/// Parses a module, or reports the SyntaxError CPython 3.11 would raise for it.
pub fn parse(source: &str, filename: &str) -> Result<ModModule, SyntaxErrorReport> {
    let lines = LineIndex::new(source);
    match diagnose(source, &lines) {
        Outcome::Ok(module) => Ok(*module),
        Outcome::Err(d) => Err(d.report(source, &lines, filename)),
    }
}

/// The SyntaxError report of a compile error, placed and worded as CPython does (see
/// [`CompileErrorKind`]).
pub fn compile_error_report(e: &CompileError, source: &str, filename: &str) -> SyntaxErrorReport {
    let lines = LineIndex::new(source);
    let range = compile_error_range(e, source);
    let message = if e.kind == CompileErrorKind::AwaitOutsideAsync && !inside_function(source, range) {
        "'await' outside function".to_string()
    } else {
        e.message.clone()
    };
    let mut d = Diag::range(&lines, source, range, "SyntaxError", message);
    if e.kind == CompileErrorKind::ImportStarOutsideModule {
        // Reported at the `*`.
        if let Some(star) = source.get(range.start().to_usize()..range.end().to_usize()).and_then(|t| t.rfind('*')) {
            let at = range.start().to_u32() + star as u32;
            d = Diag::range(&lines, source, TextRange::at(TextSize::new(at), TextSize::new(1)), "SyntaxError", d.message);
            d.end_offset = d.end_offset.map(|_| d.offset);
        }
    }
    d.report(source, &lines, filename)
}

/// Whether `range` lies inside a function or lambda (re-parses the source; errors only).
fn inside_function(source: &str, range: TextRange) -> bool {
    let Ok(parsed) = ruff_python_parser::parse_module(source) else {
        return true;
    };
    let found = checks::nodes_containing(parsed.syntax(), range)
        .nodes
        .iter()
        .any(|n| matches!(n, AnyNodeRef::StmtFunctionDef(_) | AnyNodeRef::ExprLambda(_)));
    stacker::maybe_grow(256 * 1024, 64 * 1024 * 1024, move || drop(parsed));
    found
}

/// CPython points errors about `global`/`nonlocal` declarations at the whole statement, while
/// the compiler reports the name; widen the range to the statement.
fn compile_error_range(e: &CompileError, source: &str) -> TextRange {
    let mut start = e.range.start().to_usize().min(source.len());
    match &e.kind {
        CompileErrorKind::Declaration => {}
        CompileErrorKind::NoNonlocalBinding(name) => {
            // The compiler knows no range; CPython points at the `nonlocal` statement.
            let body = &source[start..];
            let mut off = 0;
            for line in body.split_inclusive('\n') {
                let t = line.trim_start();
                if t.starts_with("nonlocal") && t.contains(name.as_str()) {
                    start += off + (line.len() - t.len());
                    break;
                }
                off += line.len();
            }
        }
        _ => return e.range,
    }
    let line_start = source[..start].rfind('\n').map(|i| i + 1).unwrap_or(0);
    let line_end = source[start..].find('\n').map(|i| start + i).unwrap_or(source.len());
    let line = &source[line_start..line_end];
    let Some(kw) = ["global", "nonlocal"].iter().filter_map(|k| line.find(k)).min() else {
        return e.range;
    };
    // The statement ends at the end of the line, a ';' or a comment.
    let rest = &line[kw..];
    let stmt_len = rest.find([';', '#']).unwrap_or(rest.len());
    let stmt = rest[..stmt_len].trim_end();
    let s = TextSize::new((line_start + kw) as u32);
    TextRange::at(s, TextSize::new(stmt.len() as u32))
}

enum Outcome {
    Ok(Box<ModModule>),
    Err(Diag),
}

/// Runs ruff's parser, the CPython-style tokenizer and the checks; returns the module or the
/// error CPython would report first.
fn diagnose(source: &str, lines: &LineIndex) -> Outcome {
    let tokenized = tokenizer::tokenize(source);
    if let Some(e) = &tokenized.error {
        // Bail out before ruff's recursive parser sees absurd nesting.
        if e.too_deep {
            return Outcome::Err(Diag::from_tok_error(e.clone()));
        }
    }
    // Nor a tree too deep to build, walk and drop (see `nesting`).
    if let Some(i) = nesting::too_deep(&tokenized.toks, source) {
        return Outcome::Err(Diag::at_tok(&tokenized.toks[i], "SyntaxError", "too many nested parentheses".into()));
    }
    // ruff parses only what the tokenizer scanned: a parser error past the tokenizer's error
    // would lose to it anyway, and the text past it was not checked for nesting.
    let scanned = match &tokenized.error {
        Some(e) => source.get(..e.pos.min(source.len())).unwrap_or(source),
        None => source,
    };
    let options = ParseOptions::from(Mode::Module).with_target_version(PythonVersion::PY311);
    let parsed = ruff_python_parser::parse_unchecked(scanned, options);
    let Some(parsed) = parsed.try_into_module() else {
        let d = Diag {
            type_name: "SyntaxError",
            message: "invalid syntax".into(),
            line: 1,
            offset: 1,
            end_line: 1,
            end_offset: None,
            text: None,
            pos: 0,
            full_check: true,
            from_tokenizer: false,
            expected_token: false,
        };
        return Outcome::Err(d);
    };
    let chosen = {
        let mut error_starts: Vec<usize> = parsed.errors().iter().map(|e| e.location.start().to_usize()).collect();
        error_starts.sort_unstable();
        let parents = std::cell::OnceCell::new();
        let ctx = Ctx { src: source, lines, tz: &tokenized, module: parsed.syntax(), errors: parsed.errors(), error_starts, parents };
        let parser_error = ctx.first_parser_error(parsed.errors(), parsed.unsupported_syntax_errors());
        ctx.choose(parser_error)
    };
    if let Some(d) = chosen {
        // Deeply nested trees are dropped on a grown stack.
        stacker::maybe_grow(256 * 1024, 64 * 1024 * 1024, move || drop(parsed));
        return Outcome::Err(d);
    }
    let module = parsed.into_syntax();
    if let Some(e) = checks::check_module(&module) {
        stacker::maybe_grow(256 * 1024, 64 * 1024 * 1024, move || drop(module));
        return Outcome::Err(Diag::range(lines, source, e.range, "SyntaxError", e.message));
    }
    Outcome::Ok(Box::new(module))
}

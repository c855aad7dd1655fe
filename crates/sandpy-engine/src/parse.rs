//! Parsing with ruff's parser, and turning parse and compile errors into CPython-style
//! SyntaxError reports (line, column, source line and caret).

use ruff_python_ast::ModModule;

use crate::compile::{CompileError, LineIndex};

/// A syntax error as CPython reports it.
#[derive(Clone, Debug)]
pub struct SyntaxErrorReport {
    /// "SyntaxError", "IndentationError" or "RecursionError".
    pub type_name: String,
    pub message: String,
    pub filename: String,
    pub line: u32,
    /// 1-based column in characters.
    pub column: u32,
    pub text: String,
}

impl SyntaxErrorReport {
    /// The CPython rendering: location, source line, caret, and `Type: message`.
    pub fn render(&self) -> String {
        let mut out = format!("  File \"{}\", line {}\n", self.filename, self.line);
        if !self.text.trim().is_empty() {
            let trimmed = self.text.trim_start();
            let indent = self.text.chars().count() - trimmed.chars().count();
            out.push_str(&format!("    {}\n", trimmed.trim_end()));
            let caret_at = (self.column as usize).saturating_sub(1).saturating_sub(indent);
            out.push_str(&format!("    {}^\n", " ".repeat(caret_at)));
        }
        out.push_str(&format!("{}: {}\n", self.type_name, self.message));
        out
    }
}

pub fn parse(source: &str, filename: &str) -> Result<ModModule, SyntaxErrorReport> {
    match ruff_python_parser::parse_module(source) {
        Ok(parsed) => Ok(parsed.into_syntax()),
        Err(e) => {
            let lines = LineIndex::new(source);
            let offset = e.location.start().to_u32();
            let line = lines.line(offset);
            let message = translate_message(&e.error.to_string());
            let type_name = if message.contains("indent") { "IndentationError" } else { "SyntaxError" };
            Err(SyntaxErrorReport {
                type_name: type_name.into(),
                message,
                filename: filename.into(),
                line,
                column: lines.column(source, offset),
                text: lines.line_text(source, line).to_string(),
            })
        }
    }
}

pub fn compile_error_report(e: &CompileError, source: &str, filename: &str) -> SyntaxErrorReport {
    let lines = LineIndex::new(source);
    let offset = e.range.start().to_u32();
    let line = lines.line(offset);
    SyntaxErrorReport {
        type_name: if e.too_deep { "SyntaxError".into() } else { "SyntaxError".into() },
        message: e.message.clone(),
        filename: filename.into(),
        line,
        column: lines.column(source, offset),
        text: lines.line_text(source, line).to_string(),
    }
}

/// Maps ruff's wording to CPython's where they differ for common mistakes.
fn translate_message(ruff: &str) -> String {
    let lower = ruff.to_ascii_lowercase();
    if lower.contains("unexpected indentation") {
        return "unexpected indent".into();
    }
    if lower.contains("expected an indented block") {
        return "expected an indented block".into();
    }
    if lower.contains("unindent does not match") {
        return "unindent does not match any outer indentation level".into();
    }
    "invalid syntax".into()
}

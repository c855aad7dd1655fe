//! Compiler: ruff AST → scopes (symtable) → bytecode `Code` objects.
//!
//! Entry point is [`compile_module`]. Syntax errors found after parsing (bad `nonlocal`,
//! `return` outside a function, …) come back as [`CompileError`] with a source range.

pub mod bytecode;
pub mod checks;
mod codegen;
mod expr;
mod fuse;
mod last_value;
mod patterns;
pub mod symtable;
mod unparse;

use std::rc::Rc;

use ruff_python_ast as ast;
use ruff_text_size::TextRange;

use bytecode::Code;

/// A SyntaxError (or RecursionError for absurdly deep nesting) raised by the compiler.
#[derive(Debug, Clone)]
pub struct CompileError {
    pub message: String,
    pub range: TextRange,
    /// Nesting too deep: reported like CPython's "too many nested parentheses".
    pub too_deep: bool,
}

impl CompileError {
    pub fn new(message: impl Into<String>, range: TextRange, too_deep: bool) -> CompileError {
        CompileError { message: message.into(), range, too_deep }
    }
}

/// Byte offset → 1-based line number.
pub struct LineIndex {
    starts: Vec<u32>,
}

impl LineIndex {
    pub fn new(source: &str) -> LineIndex {
        let mut starts = vec![0u32];
        for (i, b) in source.bytes().enumerate() {
            if b == b'\n' {
                starts.push(i as u32 + 1);
            }
        }
        LineIndex { starts }
    }
    pub fn line(&self, offset: u32) -> u32 {
        match self.starts.binary_search(&offset) {
            Ok(i) => i as u32 + 1,
            Err(i) => i as u32,
        }
    }
    /// 1-based column (in characters) of a byte offset.
    pub fn column(&self, source: &str, offset: u32) -> u32 {
        let line = self.line(offset) as usize;
        let start = self.starts.get(line.saturating_sub(1)).copied().unwrap_or(0) as usize;
        let end = (offset as usize).min(source.len());
        source.get(start..end).map(|s| s.chars().count() as u32 + 1).unwrap_or(1)
    }
    pub fn line_text<'a>(&self, source: &'a str, line: u32) -> &'a str {
        let i = line.saturating_sub(1) as usize;
        let start = self.starts.get(i).copied().unwrap_or(0) as usize;
        let end = self.starts.get(i + 1).map(|e| *e as usize).unwrap_or(source.len());
        source.get(start..end).unwrap_or("").trim_end_matches(['\n', '\r'])
    }
}

/// How the module's value is produced.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum ModuleMode {
    /// A program: the module returns None.
    Program,
    /// An executor snippet: the module returns the value of its last statement, with
    /// smolagents' rules (`last_value.rs`).
    LastValue,
}

pub fn compile_module(module: &ast::ModModule, source: &str, filename: &str, mode: ModuleMode) -> Result<Rc<Code>, CompileError> {
    let table = symtable::build(module)?;
    let lines = LineIndex::new(source);
    codegen::compile(module, &table, &lines, source, filename, mode)
}

#[cfg(test)]
mod tests {
    use super::bytecode::Instr;

    /// The instructions of the first function defined in `src`.
    fn function_instrs(src: &str) -> Vec<Instr> {
        let parsed = ruff_python_parser::parse_module(src).expect("parses");
        let module = super::compile_module(parsed.syntax(), src, "<test>", super::ModuleMode::Program).expect("compiles");
        module.children[0].instrs.clone()
    }

    #[test]
    fn chained_comparisons_over_locals_reload_the_middle_operand() {
        for src in ["def f(a, b, c):\n    return a < b < c\n", "def f(a, b, c):\n    if a < b <= c:\n        return 1\n"] {
            let code = function_instrs(src);
            assert!(!code.iter().any(|i| matches!(i, Instr::Dup | Instr::Rot3 | Instr::Rot2)), "{src}: {code:?}");
        }
        // A global middle operand could be rebound by the first comparison: kept on the stack.
        let code = function_instrs("def f(a, c):\n    return a < g < c\n");
        assert!(code.iter().any(|i| matches!(i, Instr::Dup)), "{code:?}");
    }
}

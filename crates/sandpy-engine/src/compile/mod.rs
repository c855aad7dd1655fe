//! Compiler: ruff AST → scopes (symtable) → bytecode `Code` objects.
//!
//! Entry point is [`compile_module`]. Syntax errors found after parsing (bad `nonlocal`,
//! `return` outside a function, …) come back as [`CompileError`] with a source range.

pub mod bytecode;
pub mod cache;
mod codegen;
mod control;
mod defs;
pub mod dis;
mod expr;
mod fuse;
mod last_value;
mod patterns;
pub mod symtable;
mod unparse;

use std::rc::Rc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use ruff_python_ast as ast;
use ruff_text_size::TextRange;

use bytecode::Code;

use crate::limits::ClockFn;
use crate::parse::LineIndex;

/// A SyntaxError (or RecursionError for absurdly deep nesting) raised by the compiler.
#[derive(Debug, Clone)]
pub struct CompileError {
    pub message: String,
    pub range: TextRange,
    /// What the error is about, where its report needs more than the message and range.
    pub kind: CompileErrorKind,
    /// Nesting too deep: reported like CPython's "too many nested parentheses".
    pub too_deep: bool,
    /// Not a syntax error: the run's deadline passed (or it was cancelled) while compiling,
    /// and the caller reports that limit (see [`Budget`]).
    pub stopped: bool,
}

/// The compile errors whose SyntaxError report differs from "the message at the range": the
/// report (`parse::compile_error_report`) decides on these, never on the message's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CompileErrorKind {
    /// Reported with its message at its range.
    Plain,
    /// About a `global` or `nonlocal` statement (a parameter declared so, a name used or
    /// assigned before it, `nonlocal` at module level): CPython points at the whole statement.
    Declaration,
    /// `nonlocal name` with no binding of `name` in an enclosing function: the compiler knows
    /// no range, CPython points at the `nonlocal` statement.
    NoNonlocalBinding(String),
    /// `await` outside an async function: CPython says "outside function" when no function
    /// or lambda encloses it.
    AwaitOutsideAsync,
    /// `from m import *` inside a function or class: CPython points at the `*`.
    ImportStarOutsideModule,
}

impl CompileError {
    pub fn new(message: impl Into<String>, range: TextRange, too_deep: bool) -> CompileError {
        CompileError { message: message.into(), range, kind: CompileErrorKind::Plain, too_deep, stopped: false }
    }

    /// The same error, of `kind`.
    pub fn of_kind(mut self, kind: CompileErrorKind) -> CompileError {
        self.kind = kind;
        self
    }
}

/// How many compile steps (a statement or expression visited, a name resolved) run between
/// two looks at the clock and the cancel flag.
const BUDGET_CHECK_EVERY: u32 = 1024;

/// Compiling counts against the run's timeout: huge sources (hundreds of thousands of
/// statements, arguments or names) take seconds to compile, so the compiler looks at the
/// deadline and the cancel flag as it goes and stops with [`CompileError::stopped`]. The
/// budget is plain data (clock hook, deadline, flag), so the compiler needs no access to the
/// VM. Compile work is not counted as operations: the operation limit bounds what code
/// runs, the timeout bounds everything.
#[derive(Clone, Default)]
pub struct Budget {
    clock: Option<ClockFn>,
    /// Clock reading past which compiling stops.
    deadline_ns: Option<u64>,
    cancel: Option<Arc<AtomicBool>>,
    steps: u32,
}

impl Budget {
    /// No deadline and no cancellation (the engine's own modules).
    pub fn unlimited() -> Budget {
        Budget::default()
    }

    pub fn new(clock: Option<ClockFn>, deadline_ns: Option<u64>, cancel: Option<Arc<AtomicBool>>) -> Budget {
        Budget { clock, deadline_ns, cancel, steps: 0 }
    }

    /// Counts one step of compile work; every [`BUDGET_CHECK_EVERY`] steps, fails with a
    /// stopped error (pointing at `range`) once the deadline has passed or the run was
    /// cancelled.
    #[inline]
    pub fn step(&mut self, range: TextRange) -> Result<(), CompileError> {
        self.steps += 1;
        if self.steps < BUDGET_CHECK_EVERY {
            return Ok(());
        }
        self.steps = 0;
        self.check(range)
    }

    /// [`Budget::step`] for `n` steps at once.
    pub fn steps(&mut self, n: usize, range: TextRange) -> Result<(), CompileError> {
        self.steps = self.steps.saturating_add(u32::try_from(n).unwrap_or(u32::MAX));
        if self.steps < BUDGET_CHECK_EVERY {
            return Ok(());
        }
        self.steps = 0;
        self.check(range)
    }

    #[cold]
    fn check(&self, range: TextRange) -> Result<(), CompileError> {
        let cancelled = self.cancel.as_ref().is_some_and(|c| c.load(Ordering::Relaxed));
        let late = match (&self.clock, self.deadline_ns) {
            (Some(clock), Some(deadline)) => clock() > deadline,
            _ => false,
        };
        if cancelled || late {
            let mut e = CompileError::new("compiling stopped at the run's limit", range, false);
            e.stopped = true;
            return Err(e);
        }
        Ok(())
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

pub fn compile_module(
    module: &ast::ModModule,
    source: &str,
    filename: &str,
    mode: ModuleMode,
    dunders: crate::policy::DunderPolicy,
    budget: Budget,
) -> Result<Rc<Code>, CompileError> {
    let (table, budget) = symtable::build(module, budget)?;
    let lines = LineIndex::new(source);
    codegen::compile(module, &table, &lines, source, filename, mode, dunders, budget)
}

#[cfg(test)]
mod tests {
    use super::bytecode::Instr;

    /// The instructions of the first function defined in `src`.
    fn function_instrs(src: &str) -> Vec<Instr> {
        let parsed = ruff_python_parser::parse_module(src).expect("parses");
        let module = super::compile_module(
            parsed.syntax(),
            src,
            "<test>",
            super::ModuleMode::Program,
            Default::default(),
            super::Budget::unlimited(),
        )
        .expect("compiles");
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

//! The value an executor snippet returns (`ModuleMode::LastValue`), with smolagents'
//! `LocalPythonExecutor` semantics, which decide what a code agent's model is shown as the
//! step's "last output":
//!
//! - an expression statement gives its value; an assignment (plain, annotated or
//!   augmented) the value assigned; `def` and `class` the function or class;
//! - an `if` gives the last non-None value of a statement it ran in the taken branch, a
//!   `for` the last non-None value of a statement it ran in its body over all iterations
//!   (both recursively through nested `if`/`for`); `while`, `try`, `with`, `match` and the
//!   bodies of functions and classes give nothing;
//! - any other statement gives None.
//!
//! Only the last top-level statement counts. Inside a tracked `if`/`for`, each contributing
//! statement keeps a copy of its value and stores it in a hidden slot of the module frame
//! when it is not None; the module returns the slot at the end.

use ruff_python_ast::{self as ast, Stmt};
use ruff_text_size::Ranged;

use super::bytecode::Instr;
use super::codegen::Compiler;
use super::CompileError;
use crate::value::{Str, Value};

/// Name of the module frame's hidden slot (not an identifier, so no code can name it).
const VALUE_SLOT: &str = "<last value>";

impl<'a> Compiler<'a> {
    /// Compiles a module body whose last statement's value is returned.
    pub(super) fn last_value_body(&mut self, body: &'a [Stmt]) -> Result<(), CompileError> {
        let Some((last, init)) = body.split_last() else { return Ok(()) };
        for s in init {
            self.stmt(s)?;
        }
        self.set_line(last.range());
        match last {
            Stmt::Expr(e) => self.expr(&e.value)?,
            Stmt::Assign(a) => self.assign(a, true)?,
            Stmt::AnnAssign(a) if a.value.is_some() => self.ann_assign(a, true)?,
            Stmt::AugAssign(a) => self.aug_assign(a, true)?,
            Stmt::FunctionDef(ast::StmtFunctionDef { name, .. }) | Stmt::ClassDef(ast::StmtClassDef { name, .. }) => {
                self.stmt(last)?;
                self.load_name(&name.id);
            }
            Stmt::If(_) | Stmt::For(_) => {
                let slot = self.hidden_local(VALUE_SLOT);
                self.emit_const(Value::None);
                self.emit(Instr::StoreFast(slot));
                self.value_slot = Some(slot);
                let compiled = self.stmt(last);
                self.value_slot = None;
                compiled?;
                self.emit(Instr::LoadFast(slot));
            }
            _ => {
                self.stmt(last)?;
                self.emit_const(Value::None);
            }
        }
        self.emit(Instr::Return);
        Ok(())
    }

    /// Whether statements compiled now contribute to the module's value.
    pub(super) fn tracking_value(&self) -> bool {
        self.value_slot.is_some() && self.units.len() == 1
    }

    /// `[value] -> []`: stores the value in the hidden slot unless it is None.
    pub(super) fn record_value(&mut self) {
        let Some(slot) = self.value_slot else {
            self.emit(Instr::Pop);
            return;
        };
        let skip = self.new_label();
        let end = self.new_label();
        self.emit(Instr::Dup);
        self.emit_const(Value::None);
        self.emit(Instr::Is(true));
        self.emit_jump(Instr::PopJumpIfFalse, skip);
        self.emit(Instr::StoreFast(slot));
        self.emit_jump(Instr::Jump, end);
        self.bind_label(skip);
        self.emit(Instr::Pop);
        self.bind_label(end);
    }

    /// Compiles `f` with value tracking off (statements whose value smolagents drops).
    pub(super) fn untracked<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> T {
        let saved = self.value_slot.take();
        let out = f(self);
        self.value_slot = saved;
        out
    }

    /// A fast-local slot of the current unit that no source name can reach.
    fn hidden_local(&mut self, name: &str) -> u32 {
        let unit = self.unit();
        let key: Str = name.into();
        if let Some(&slot) = unit.slot_index.get(&key) {
            return slot;
        }
        let slot = (unit.varnames.len() + unit.cellvars.len() + unit.freevars.len()) as u32;
        unit.varnames.push(key.clone());
        unit.slot_index.insert(key, slot);
        slot
    }
}

//! Code generation for control flow: `if`, `while`, `for`, `break`/`continue` (unwinding
//! the enclosing blocks at compile time), `try`/`except`/`finally` and `with`.

use ruff_python_ast::{self as ast, Stmt};
use ruff_text_size::{Ranged, TextRange};

use super::bytecode::Instr;
use super::codegen::*;
use super::CompileError;
use crate::value::Value;

impl<'a> Compiler<'a> {
    pub(super) fn if_stmt(&mut self, i: &'a ast::StmtIf) -> Result<(), CompileError> {
        let end = self.new_label();
        let mut next = self.new_label();
        self.jump_if(&i.test, false, next)?;
        self.stmts(&i.body)?;
        for clause in &i.elif_else_clauses {
            self.emit_jump(Instr::Jump, end);
            self.bind_label(next);
            next = self.new_label();
            if let Some(t) = &clause.test {
                self.set_line(t.range());
                self.jump_if(t, false, next)?;
            }
            self.stmts(&clause.body)?;
        }
        self.bind_label(next);
        self.bind_label(end);
        Ok(())
    }

    pub(super) fn while_stmt(&mut self, w: &'a ast::StmtWhile) -> Result<(), CompileError> {
        let start = self.new_label();
        let orelse = self.new_label();
        let end = self.new_label();
        self.bind_label(start);
        self.jump_if(&w.test, false, orelse)?;
        self.push_fblock(FBlock::Loop { is_for: false, continue_label: start, break_label: end }, w.range)?;
        self.stmts(&w.body)?;
        self.unit().fblocks.pop();
        self.emit_jump(Instr::Jump, start);
        self.bind_label(orelse);
        self.stmts(&w.orelse)?;
        self.bind_label(end);
        Ok(())
    }

    pub(super) fn for_stmt(&mut self, f: &'a ast::StmtFor) -> Result<(), CompileError> {
        if f.is_async {
            return Err(CompileError::new("async for is not supported", f.range, false));
        }
        let start = self.new_label();
        let exhausted = self.new_label();
        let end = self.new_label();
        self.expr(&f.iter)?;
        self.emit(Instr::GetIter);
        self.bind_label(start);
        self.set_line(f.target.range());
        self.emit_jump(Instr::ForIter, exhausted);
        self.store_target(&f.target)?;
        self.push_fblock(FBlock::Loop { is_for: true, continue_label: start, break_label: end }, f.range)?;
        self.stmts(&f.body)?;
        self.unit().fblocks.pop();
        self.emit_jump(Instr::Jump, start);
        self.bind_label(exhausted);
        self.stmts(&f.orelse)?;
        self.bind_label(end);
        Ok(())
    }

    pub(super) fn break_continue(&mut self, is_break: bool, range: TextRange) -> Result<(), CompileError> {
        let word = if is_break { "'break' outside loop" } else { "'continue' not properly in loop" };
        let loop_pos = self.unit_ref().fblocks.iter().rposition(|b| matches!(b, FBlock::Loop { .. }));
        let Some(pos) = loop_pos else {
            return Err(CompileError::new(word, range, false));
        };
        // Unwind blocks above the loop (innermost first).
        let saved: Vec<FBlock<'a>> = self.unit().fblocks.drain(pos + 1..).collect();
        for b in saved.iter().rev() {
            self.unwind_block(b, false)?;
        }
        self.unit().fblocks.extend(saved);
        let (is_for, cont, brk) = match &self.unit_ref().fblocks[pos] {
            FBlock::Loop { is_for, continue_label, break_label } => (*is_for, *continue_label, *break_label),
            _ => return Err(CompileError::new(word, range, false)),
        };
        if is_break {
            if is_for {
                self.emit(Instr::Pop);
            }
            self.emit_jump(Instr::Jump, brk);
        } else {
            self.emit_jump(Instr::Jump, cont);
        }
        Ok(())
    }

    /// Unwinds every block for a `return` (the value stays on top of the stack).
    pub(super) fn unwind_all(&mut self, preserve_tos: bool) -> Result<(), CompileError> {
        let saved: Vec<FBlock<'a>> = std::mem::take(&mut self.unit().fblocks);
        let mut remaining = saved.len();
        while remaining > 0 {
            remaining -= 1;
            // Blocks outside the one being unwound stay active while its code is emitted.
            let outer: Vec<FBlock<'a>> = saved[..remaining].iter().map(clone_fblock).collect();
            self.unit().fblocks = outer;
            self.unwind_block(&saved[remaining], preserve_tos)?;
        }
        self.unit().fblocks = saved;
        Ok(())
    }

    pub(super) fn unwind_block(&mut self, b: &FBlock<'a>, preserve_tos: bool) -> Result<(), CompileError> {
        match b {
            FBlock::Loop { is_for, .. } => {
                if *is_for {
                    if preserve_tos {
                        self.emit(Instr::Rot2);
                    }
                    self.emit(Instr::Pop);
                }
            }
            FBlock::TryExcept => self.emit(Instr::PopBlock),
            FBlock::FinallyTry(body) => {
                self.emit(Instr::PopBlock);
                self.stmts(body)?;
            }
            FBlock::FinallyEnd => {
                if preserve_tos {
                    self.emit(Instr::Rot2);
                }
                self.emit(Instr::Pop);
                self.emit(Instr::PopExcept);
            }
            FBlock::HandlerCleanup(name) => {
                self.emit(Instr::PopExcept);
                if let Some(n) = name {
                    self.emit_const(Value::None);
                    self.store_name(n);
                    self.delete_name(n);
                }
            }
            FBlock::With => {
                self.emit(Instr::PopBlock);
                if preserve_tos {
                    self.emit(Instr::Rot2);
                }
                self.emit(Instr::WithCleanup);
            }
        }
        Ok(())
    }

    pub(super) fn try_except(&mut self, t: &'a ast::StmtTry) -> Result<(), CompileError> {
        let handler = self.new_label();
        let orelse = self.new_label();
        let end = self.new_label();
        self.emit_jump(Instr::SetupFinally, handler);
        self.push_fblock(FBlock::TryExcept, t.range)?;
        self.stmts(&t.body)?;
        self.unit().fblocks.pop();
        self.emit(Instr::PopBlock);
        self.emit_jump(Instr::Jump, orelse);
        self.bind_label(handler);
        // Stack: [exc]
        for (i, h) in t.handlers.iter().enumerate() {
            let ast::ExceptHandler::ExceptHandler(h) = h;
            self.set_line(h.range);
            let next = self.new_label();
            match &h.type_ {
                Some(ty) => {
                    self.expr(ty)?;
                    self.emit_jump(Instr::JumpIfNotExcMatch, next);
                }
                None => {
                    if i + 1 != t.handlers.len() {
                        return Err(CompileError::new("default 'except:' must be last", h.range, false));
                    }
                }
            }
            // Stack: [exc]; bind or drop it.
            match &h.name {
                Some(n) => self.store_name(&n.id),
                None => self.emit(Instr::Pop),
            }
            let name = h.name.as_ref().map(|n| n.id.as_str());
            self.push_fblock(FBlock::HandlerCleanup(name), h.range)?;
            self.stmts(&h.body)?;
            self.unit().fblocks.pop();
            self.emit(Instr::PopExcept);
            if let Some(n) = name {
                self.emit_const(Value::None);
                self.store_name(n);
                self.delete_name(n);
            }
            self.emit_jump(Instr::Jump, end);
            self.bind_label(next);
        }
        // No handler matched: re-raise (exc is on the stack).
        self.emit(Instr::Reraise);
        self.bind_label(orelse);
        self.stmts(&t.orelse)?;
        self.bind_label(end);
        Ok(())
    }

    pub(super) fn try_finally(&mut self, t: &'a ast::StmtTry) -> Result<(), CompileError> {
        let handler = self.new_label();
        let end = self.new_label();
        self.emit_jump(Instr::SetupFinally, handler);
        self.push_fblock(FBlock::FinallyTry(&t.finalbody), t.range)?;
        if t.handlers.is_empty() {
            self.stmts(&t.body)?;
            self.stmts(&t.orelse)?;
        } else {
            self.try_except(t)?;
        }
        self.unit().fblocks.pop();
        self.emit(Instr::PopBlock);
        self.stmts(&t.finalbody)?;
        self.emit_jump(Instr::Jump, end);
        self.bind_label(handler);
        self.push_fblock(FBlock::FinallyEnd, t.range)?;
        self.stmts(&t.finalbody)?;
        self.unit().fblocks.pop();
        self.emit(Instr::Reraise);
        self.bind_label(end);
        Ok(())
    }

    pub(super) fn with_stmt(&mut self, items: &'a [ast::WithItem], body: &'a [Stmt]) -> Result<(), CompileError> {
        let Some((first, rest)) = items.split_first() else {
            return self.stmts(body);
        };
        let handler = self.new_label();
        let end = self.new_label();
        self.expr(&first.context_expr)?;
        self.emit(Instr::BeforeWith);
        self.emit_jump(Instr::SetupWith, handler);
        self.push_fblock(FBlock::With, first.range)?;
        match &first.optional_vars {
            Some(t) => self.store_target(t)?,
            None => self.emit(Instr::Pop),
        }
        if rest.is_empty() {
            self.stmts(body)?;
        } else {
            self.with_stmt(rest, body)?;
        }
        self.unit().fblocks.pop();
        self.emit(Instr::PopBlock);
        self.emit(Instr::WithCleanup);
        self.emit_jump(Instr::Jump, end);
        // Exception path: stack [exit, exc].
        self.bind_label(handler);
        let suppress = self.new_label();
        self.emit(Instr::WithExceptStart);
        self.emit_jump(Instr::PopJumpIfTrue, suppress);
        self.emit(Instr::Reraise);
        self.bind_label(suppress);
        self.emit(Instr::Pop);
        self.emit(Instr::PopExcept);
        self.emit(Instr::Pop);
        self.bind_label(end);
        Ok(())
    }
}

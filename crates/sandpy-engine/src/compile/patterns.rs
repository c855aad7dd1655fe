//! Code generation for `match` statements (PEP 634).
//!
//! Every pattern compiles to code with the stack effect `[subject] -> [bool]`; nested
//! patterns that unpack items clean up the items still on the stack when they fail.

use ruff_python_ast::{self as ast, Stmt};

use super::bytecode::{CmpOp, Instr};
use super::codegen::{Compiler, Label};
use super::CompileError;
use crate::value::Value;

impl<'a> Compiler<'a> {
    pub fn match_stmt(&mut self, m: &'a ast::StmtMatch) -> Result<(), CompileError> {
        let end = self.new_label();
        self.expr(&m.subject)?;
        for case in &m.cases {
            let next = self.new_label();
            self.set_line(case.range);
            self.emit(Instr::Dup);
            self.pattern(&case.pattern)?;
            self.emit_jump(Instr::PopJumpIfFalse, next);
            if let Some(g) = &case.guard {
                self.jump_if(g, false, next)?;
            }
            self.emit(Instr::Pop);
            let body: &'a [Stmt] = &case.body;
            self.stmts(body)?;
            self.emit_jump(Instr::Jump, end);
            self.bind_label(next);
        }
        self.emit(Instr::Pop);
        self.bind_label(end);
        Ok(())
    }

    /// `[subject] -> [bool]`
    fn pattern(&mut self, p: &'a ast::Pattern) -> Result<(), CompileError> {
        use ast::Pattern as P;
        match p {
            P::MatchValue(v) => {
                self.expr(&v.value)?;
                self.emit(Instr::Compare(CmpOp::Eq));
            }
            P::MatchSingleton(s) => {
                let v = match s.value {
                    ast::Singleton::None => Value::None,
                    ast::Singleton::True => Value::Bool(true),
                    ast::Singleton::False => Value::Bool(false),
                };
                self.emit_const(v);
                self.emit(Instr::Is(false));
            }
            P::MatchAs(a) => match (&a.pattern, &a.name) {
                (None, None) => {
                    self.emit(Instr::Pop);
                    self.emit_const(Value::Bool(true));
                }
                (None, Some(name)) => {
                    self.store_name(&name.id);
                    self.emit_const(Value::Bool(true));
                }
                (Some(inner), name) => {
                    let fail = self.new_label();
                    let end = self.new_label();
                    self.emit(Instr::Dup);
                    self.pattern(inner)?;
                    self.emit_jump(Instr::PopJumpIfFalse, fail);
                    match name {
                        Some(n) => self.store_name(&n.id),
                        None => self.emit(Instr::Pop),
                    }
                    self.emit_const(Value::Bool(true));
                    self.emit_jump(Instr::Jump, end);
                    self.bind_label(fail);
                    self.emit(Instr::Pop);
                    self.emit_const(Value::Bool(false));
                    self.bind_label(end);
                }
            },
            P::MatchOr(o) => {
                let success = self.new_label();
                let end = self.new_label();
                for alt in &o.patterns {
                    self.emit(Instr::Dup);
                    self.pattern(alt)?;
                    self.emit_jump(Instr::PopJumpIfTrue, success);
                }
                self.emit(Instr::Pop);
                self.emit_const(Value::Bool(false));
                self.emit_jump(Instr::Jump, end);
                self.bind_label(success);
                self.emit(Instr::Pop);
                self.emit_const(Value::Bool(true));
                self.bind_label(end);
            }
            P::MatchSequence(s) => self.sequence_pattern(&s.patterns)?,
            P::MatchMapping(m) => self.mapping_pattern(m)?,
            P::MatchClass(c) => self.class_pattern(c)?,
            P::MatchStar(s) => return Err(CompileError::new("can't use starred name here", s.range, false)),
        }
        Ok(())
    }

    /// Emits failure exits: `labels[k]` pops k items above the subject, then the subject,
    /// and pushes False. Returns the end label the success path must jump to.
    fn fail_chain(&mut self, labels: &[Label], end: Label) {
        for k in (1..labels.len()).rev() {
            self.bind_label(labels[k]);
            self.emit(Instr::Pop);
        }
        if let Some(l0) = labels.first() {
            self.bind_label(*l0);
        }
        self.emit(Instr::Pop);
        self.emit_const(Value::Bool(false));
        self.bind_label(end);
    }

    fn sequence_pattern(&mut self, patterns: &'a [ast::Pattern]) -> Result<(), CompileError> {
        let n = patterns.len();
        let star = patterns.iter().position(|p| matches!(p, ast::Pattern::MatchStar(_)));
        let labels: Vec<Label> = (0..=n).map(|_| self.new_label()).collect();
        let end = self.new_label();
        self.emit(Instr::MatchSequence);
        self.emit_jump(Instr::PopJumpIfFalse, labels[0]);
        self.emit(Instr::GetLen);
        match star {
            Some(_) => {
                self.emit_const(Value::Int(n as i64 - 1));
                self.emit(Instr::Compare(CmpOp::Ge));
            }
            None => {
                self.emit_const(Value::Int(n as i64));
                self.emit(Instr::Compare(CmpOp::Eq));
            }
        }
        self.emit_jump(Instr::PopJumpIfFalse, labels[0]);
        self.emit(Instr::Dup);
        match star {
            Some(pos) => self.emit(Instr::UnpackEx { before: pos as u16, after: (n - pos - 1) as u16 }),
            None => self.emit(Instr::UnpackSequence(n as u32)),
        }
        // Stack: [s, item_{n-1}, ..., item_0]; item_0 on top.
        for (i, p) in patterns.iter().enumerate() {
            let remaining = n - 1 - i;
            match p {
                ast::Pattern::MatchStar(st) => match &st.name {
                    Some(name) => {
                        self.store_name(&name.id);
                        continue;
                    }
                    None => {
                        self.emit(Instr::Pop);
                        continue;
                    }
                },
                other => {
                    self.pattern(other)?;
                    self.emit_jump(Instr::PopJumpIfFalse, labels[remaining]);
                }
            }
        }
        self.emit(Instr::Pop);
        self.emit_const(Value::Bool(true));
        self.emit_jump(Instr::Jump, end);
        self.fail_chain(&labels, end);
        Ok(())
    }

    fn mapping_pattern(&mut self, m: &'a ast::PatternMatchMapping) -> Result<(), CompileError> {
        let n = m.keys.len();
        // Extra items above the subject: keys tuple (1) + n values.
        let labels: Vec<Label> = (0..=n + 1).map(|_| self.new_label()).collect();
        let end = self.new_label();
        self.emit(Instr::MatchMapping);
        self.emit_jump(Instr::PopJumpIfFalse, labels[0]);
        if n > 0 {
            self.emit(Instr::GetLen);
            self.emit_const(Value::Int(n as i64));
            self.emit(Instr::Compare(CmpOp::Ge));
            self.emit_jump(Instr::PopJumpIfFalse, labels[0]);
        }
        for k in &m.keys {
            self.expr(k)?;
        }
        self.emit(Instr::BuildTuple(n as u32));
        self.emit(Instr::MatchKeys);
        // [s, keys, values|None]
        self.emit(Instr::Dup);
        self.emit_const(Value::None);
        self.emit(Instr::Is(false));
        let none_fail = self.new_label();
        self.emit_jump(Instr::PopJumpIfTrue, none_fail);
        self.emit(Instr::UnpackSequence(n as u32));
        for (i, p) in m.patterns.iter().enumerate() {
            self.pattern(p)?;
            let remaining = n - 1 - i;
            self.emit_jump(Instr::PopJumpIfFalse, labels[remaining + 1]);
        }
        // [s, keys]
        match &m.rest {
            Some(rest) => {
                self.emit(Instr::CopyDictWithoutKeys);
                self.store_name(&rest.id);
            }
            None => self.emit(Instr::Pop),
        }
        self.emit(Instr::Pop);
        self.emit_const(Value::Bool(true));
        self.emit_jump(Instr::Jump, end);
        // values was None: [s, keys, None] -> pop None, then the keys path.
        self.bind_label(none_fail);
        self.emit(Instr::Pop);
        self.emit_jump(Instr::Jump, labels[1]);
        self.fail_chain(&labels, end);
        Ok(())
    }

    fn class_pattern(&mut self, c: &'a ast::PatternMatchClass) -> Result<(), CompileError> {
        let npos = c.arguments.patterns.len();
        let nkw = c.arguments.keywords.len();
        let total = npos + nkw;
        let labels: Vec<Label> = (0..=total).map(|_| self.new_label()).collect();
        let end = self.new_label();
        self.expr(&c.cls)?;
        let names: Vec<Value> = c.arguments.keywords.iter().map(|k| Value::str(&k.attr.id)).collect();
        self.emit_const(Value::tuple(names));
        self.emit(Instr::MatchClass(npos as u32));
        // [s, attrs|None]
        let none_fail = self.new_label();
        self.emit(Instr::Dup);
        self.emit_const(Value::None);
        self.emit(Instr::Is(false));
        self.emit_jump(Instr::PopJumpIfTrue, none_fail);
        self.emit(Instr::UnpackSequence(total as u32));
        let subpatterns = c.arguments.patterns.iter().chain(c.arguments.keywords.iter().map(|k| &k.pattern));
        for (i, p) in subpatterns.enumerate() {
            self.pattern(p)?;
            let remaining = total - 1 - i;
            self.emit_jump(Instr::PopJumpIfFalse, labels[remaining]);
        }
        self.emit(Instr::Pop);
        self.emit_const(Value::Bool(true));
        self.emit_jump(Instr::Jump, end);
        self.bind_label(none_fail);
        self.emit(Instr::Pop);
        self.emit_jump(Instr::Jump, labels[0]);
        self.fail_chain(&labels, end);
        Ok(())
    }
}

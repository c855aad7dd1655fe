//! Code generation for statements, plus the per-scope `Unit` that collects instructions,
//! constants and names and the label machinery for jumps.
//!
//! `return`/`break`/`continue` inside `try`/`with`/`except` unwind the enclosing blocks at
//! compile time (CPython's "fblock" scheme): finally bodies are emitted inline on those paths,
//! so the VM never needs a "why are we leaving" state.

use hashbrown::HashMap;
use std::rc::Rc;

use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use super::bytecode::{BinOp, Code, CodeKind, GlobalCacheEntry, Instr, RaiseForm};
use super::defs::has_annotations;
use super::symtable::{NameScope, ScopeKind, SymbolTable};
use super::{Budget, CompileError, ModuleMode};
use crate::parse::LineIndex;
use crate::value::{Str, Value};

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Label(u32);

pub(super) enum FBlock<'a> {
    Loop {
        is_for: bool,
        continue_label: Label,
        break_label: Label,
    },
    TryExcept,
    FinallyTry(&'a [Stmt]),
    /// Running a finally body on the exception path: the exception is on the stack.
    FinallyEnd,
    /// Inside an `except` body, with the bound name to clear.
    HandlerCleanup(Option<&'a str>),
    With,
}

pub(super) struct Unit<'a> {
    pub scope: usize,
    pub kind: CodeKind,
    pub name: Str,
    pub qualname: Str,
    pub instrs: Vec<Instr>,
    pub lines: Vec<u32>,
    pub consts: Vec<Value>,
    pub names: Vec<Str>,
    pub name_index: HashMap<Str, u32>,
    pub varnames: Vec<Str>,
    /// Frame slot of every local, cell and free variable (locals first, as in `Code`), so
    /// resolving a name is not a linear scan (functions may have tens of thousands).
    pub slot_index: HashMap<Str, u32>,
    pub cellvars: Vec<Str>,
    pub freevars: Vec<Str>,
    pub children: Vec<Rc<Code>>,
    pub fblocks: Vec<FBlock<'a>>,
    pub labels: Vec<u32>,
    pub line: u32,
    pub first_line: u32,
}

pub(super) struct Compiler<'a> {
    pub table: &'a SymbolTable,
    pub lines: &'a LineIndex,
    pub filename: Str,
    pub units: Vec<Unit<'a>>,
    pub depth: usize,
    /// The module source (annotation text under `from __future__ import annotations`).
    pub source: &'a str,
    /// `from __future__ import annotations`: annotations are stored as strings.
    pub future_annotations: bool,
    /// The module frame's slot collecting an executor snippet's value while its last
    /// statement (an `if` or `for`) compiles (see `last_value.rs`).
    pub value_slot: Option<u32>,
    /// The run's deadline, checked as statements and expressions are compiled.
    pub budget: Budget,
    /// Whether `obj.__x__` reads compile to a refusal (`DunderPolicy::Smolagents`).
    pub refuse_dunder_reads: bool,
}

const UNBOUND_LABEL: u32 = u32::MAX;
const MAX_NESTING: usize = 3000;
/// CPython's `CO_MAXBLOCKS`: loops, `try`, `except` and `with` nested in one function.
const MAX_STATIC_BLOCKS: usize = 20;

#[allow(clippy::too_many_arguments)]
pub(super) fn compile<'a>(
    module: &'a ast::ModModule,
    table: &'a SymbolTable,
    lines: &'a LineIndex,
    source: &'a str,
    filename: &str,
    mode: ModuleMode,
    dunders: crate::policy::DunderPolicy,
    budget: Budget,
) -> Result<Rc<Code>, CompileError> {
    let future_annotations = module.body.iter().any(|s| {
        matches!(s, Stmt::ImportFrom(imp) if imp.level == 0
            && imp.module.as_ref().is_some_and(|m| m.as_str() == "__future__")
            && imp.names.iter().any(|a| a.name.as_str() == "annotations"))
    });
    let mut c = Compiler {
        table,
        lines,
        filename: filename.into(),
        units: Vec::new(),
        depth: 0,
        source,
        future_annotations,
        value_slot: None,
        budget,
        refuse_dunder_reads: dunders == crate::policy::DunderPolicy::Smolagents,
    };
    let scope = table.scope_for(module.range).unwrap_or(0);
    c.push_unit(scope, CodeKind::Module, "<module>".into(), "<module>".into(), 1);
    let body = &module.body;
    if has_annotations(body) {
        c.emit(Instr::SetupAnnotations);
    }
    if mode == ModuleMode::LastValue {
        c.last_value_body(body)?;
    } else {
        for s in body {
            c.stmt(s)?;
        }
        c.emit_const(Value::None);
        c.emit(Instr::Return);
    }
    Ok(c.pop_unit(0, 0, 0, false, false, None))
}

impl<'a> Compiler<'a> {
    /// Pushes an annotation's value: the evaluated expression, or its text (PEP 563).
    pub(super) fn annotation(&mut self, a: &'a Expr) -> Result<(), CompileError> {
        if self.future_annotations {
            self.emit_const(Value::string(super::unparse::annotation_text(a, self.source)));
            Ok(())
        } else {
            self.expr(a)
        }
    }

    pub fn unit(&mut self) -> &mut Unit<'a> {
        let last = self.units.len() - 1;
        &mut self.units[last]
    }
    pub fn unit_ref(&self) -> &Unit<'a> {
        &self.units[self.units.len() - 1]
    }

    pub fn push_unit(&mut self, scope: usize, kind: CodeKind, name: Str, qualname: Str, first_line: u32) {
        let s = &self.table.scopes[scope];
        let varnames: Vec<Str> = s.locals.iter().map(|n| Str::from(n.as_str())).collect();
        let cellvars: Vec<Str> = s.cellvars.iter().map(|n| Str::from(n.as_str())).collect();
        let freevars: Vec<Str> = s.freevars.iter().map(|n| Str::from(n.as_str())).collect();
        let mut slot_index = HashMap::new();
        // Later kinds never override earlier ones: a name is looked up as a local first.
        for (i, n) in varnames.iter().chain(cellvars.iter()).chain(freevars.iter()).enumerate() {
            slot_index.entry(n.clone()).or_insert(i as u32);
        }
        self.units.push(Unit {
            scope,
            kind,
            name,
            qualname,
            instrs: Vec::new(),
            lines: Vec::new(),
            consts: Vec::new(),
            names: Vec::new(),
            name_index: HashMap::new(),
            slot_index,
            varnames,
            cellvars,
            freevars,
            children: Vec::new(),
            fblocks: Vec::new(),
            labels: Vec::new(),
            line: first_line,
            first_line,
        });
    }

    pub fn pop_unit(&mut self, argcount: u32, posonly: u32, kwonly: u32, varargs: bool, varkw: bool, doc: Option<Str>) -> Rc<Code> {
        let mut u = match self.units.pop() {
            Some(u) => u,
            None => return Rc::new(empty_code(self.filename.clone())),
        };
        // Resolve labels.
        for ins in u.instrs.iter_mut() {
            let fix = |l: &mut u32, labels: &Vec<u32>| {
                *l = labels.get(*l as usize).copied().unwrap_or(0);
            };
            match ins {
                Instr::Jump(l)
                | Instr::PopJumpIfFalse(l)
                | Instr::PopJumpIfTrue(l)
                | Instr::JumpIfFalseOrPop(l)
                | Instr::JumpIfTrueOrPop(l)
                | Instr::ForIter(l)
                | Instr::SetupFinally(l)
                | Instr::SetupWith(l)
                | Instr::JumpIfNotExcMatch(l) => fix(l, &u.labels),
                _ => {}
            }
        }
        super::fuse::fuse(&mut u.instrs);
        let scope = &self.table.scopes[u.scope];
        let cell_params = u.cellvars.iter().map(|c| u.varnames.iter().position(|v| v == c).map(|p| p as u32)).collect();
        let is_generator = scope.is_generator && scope.kind != ScopeKind::Module;
        let simple_args = !varargs && !varkw && kwonly == 0 && u.cellvars.is_empty();
        let global_cache = (0..u.names.len()).map(|_| std::cell::Cell::new(GlobalCacheEntry::default())).collect();
        let attr_cache = (0..u.names.len()).map(|_| Default::default()).collect();
        let method_cache = (0..u.names.len()).map(|_| Default::default()).collect();
        Rc::new(Code {
            name: u.name,
            qualname: u.qualname,
            filename: self.filename.clone(),
            kind: u.kind,
            instrs: u.instrs,
            lines: u.lines,
            first_line: u.first_line,
            consts: u.consts,
            names: u.names,
            varnames: u.varnames,
            cellvars: u.cellvars,
            freevars: u.freevars,
            cell_params,
            argcount,
            posonlyargcount: posonly,
            kwonlyargcount: kwonly,
            has_varargs: varargs,
            has_varkw: varkw,
            is_generator,
            simple_args,
            global_cache,
            attr_cache,
            method_cache,
            children: u.children,
            docstring: doc,
        })
    }

    pub fn set_line(&mut self, range: TextRange) {
        let line = self.lines.line(range.start().to_u32());
        self.unit().line = line;
    }

    pub fn emit(&mut self, i: Instr) {
        let u = self.unit();
        u.instrs.push(i);
        let line = u.line;
        u.lines.push(line);
    }

    pub fn new_label(&mut self) -> Label {
        let u = self.unit();
        u.labels.push(UNBOUND_LABEL);
        Label(u.labels.len() as u32 - 1)
    }

    pub fn bind_label(&mut self, l: Label) {
        let u = self.unit();
        u.labels[l.0 as usize] = u.instrs.len() as u32;
    }

    /// Emits a jump-family instruction whose operand is a label (resolved in `pop_unit`).
    pub fn emit_jump(&mut self, make: fn(u32) -> Instr, l: Label) {
        self.emit(make(l.0));
    }

    pub fn emit_const(&mut self, v: Value) {
        let u = self.unit();
        u.consts.push(v);
        let i = u.consts.len() as u32 - 1;
        self.emit(Instr::LoadConst(i));
    }

    pub fn name_idx(&mut self, name: &str) -> u32 {
        let u = self.unit();
        if let Some(i) = u.name_index.get(name) {
            return *i;
        }
        let s: Str = crate::intern::intern(name);
        u.names.push(s.clone());
        let i = u.names.len() as u32 - 1;
        u.name_index.insert(s, i);
        i
    }

    /// Enters a block, refusing more than CPython's 20 (`CO_MAXBLOCKS`); an `except` body
    /// counts twice, as CPython's handler region and cleanup are two blocks. This also
    /// bounds the recursion over a `with` statement's items.
    pub(super) fn push_fblock(&mut self, block: FBlock<'a>, range: TextRange) -> Result<(), CompileError> {
        let weight = |b: &FBlock| if matches!(b, FBlock::HandlerCleanup(_)) { 2 } else { 1 };
        let used: usize = self.unit_ref().fblocks.iter().map(weight).sum();
        if used + weight(&block) > MAX_STATIC_BLOCKS {
            return Err(CompileError::new("too many statically nested blocks", range, true));
        }
        self.unit().fblocks.push(block);
        Ok(())
    }

    pub fn nest<T>(&mut self, range: TextRange, f: impl FnOnce(&mut Self) -> Result<T, CompileError>) -> Result<T, CompileError> {
        self.budget.step(range)?;
        self.depth += 1;
        if self.depth > MAX_NESTING {
            return Err(CompileError::new("too many nested parentheses", range, true));
        }
        let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || f(self));
        self.depth -= 1;
        r
    }

    pub(super) fn name_scope(&self, name: &str) -> NameScope {
        let u = self.unit_ref();
        let s = &self.table.scopes[u.scope];
        match s.names.get(name) {
            Some(ns) => *ns,
            None => {
                if s.kind == ScopeKind::Module {
                    NameScope::GlobalImplicit
                } else if u.slot_index.get(name).is_some_and(|&i| i as usize >= u.varnames.len() + u.cellvars.len()) {
                    NameScope::Free
                } else {
                    NameScope::GlobalImplicit
                }
            }
        }
    }

    pub(super) fn deref_slot(&self, name: &str) -> Option<u32> {
        let u = self.unit_ref();
        let base = u.varnames.len();
        // A cell or free variable may share its name with a local only for `__class__`-like
        // cases; the index maps the name to its first slot, so check the range and fall
        // back to a scan when the first slot is a local.
        match u.slot_index.get(name) {
            Some(&i) if i as usize >= base => Some(i),
            Some(_) => {
                if let Some(i) = u.cellvars.iter().position(|c| &**c == name) {
                    return Some((base + i) as u32);
                }
                u.freevars.iter().position(|c| &**c == name).map(|i| (base + u.cellvars.len() + i) as u32)
            }
            None => None,
        }
    }

    /// Whether `target` is `local[int or str constant]` or `local[local]` in a function, so that
    /// loading its container and key twice gives the same objects.
    pub(super) fn reloadable_subscript(&self, target: &ast::ExprSubscript) -> bool {
        let is_fast = |e: &Expr| self.is_fast_local(e);
        let constant_key = match &*target.slice {
            Expr::NumberLiteral(n) => matches!(n.value, ast::Number::Int(_)),
            Expr::StringLiteral(_) => true,
            _ => false,
        };
        is_fast(&target.value) && (constant_key || is_fast(&target.slice))
    }

    /// Whether `e` names a plain local of a function (a `LoadFast` slot, not a cell): no
    /// code the expression runs can rebind it, so loading it twice gives the same object.
    pub(super) fn is_fast_local(&self, e: &Expr) -> bool {
        match e {
            Expr::Name(n) => {
                matches!(self.unit_ref().kind, CodeKind::Function | CodeKind::Comprehension)
                    && self.name_scope(&n.id) == NameScope::Local
                    && self.fast_slot(&n.id).is_some()
            }
            _ => false,
        }
    }

    pub(super) fn fast_slot(&self, name: &str) -> Option<u32> {
        let u = self.unit_ref();
        u.slot_index.get(name).copied().filter(|&i| (i as usize) < u.varnames.len())
    }

    /// Loads the cell for `name` (to build a closure).
    pub fn load_closure(&mut self, name: &str) {
        if let Some(slot) = self.deref_slot(name) {
            self.emit(Instr::LoadClosure(slot));
        } else {
            self.emit_const(Value::None);
        }
    }

    pub fn load_name(&mut self, name: &str) {
        let kind = self.unit_ref().kind;
        let ns = self.name_scope(name);
        let idx_instr = match (kind, ns) {
            (CodeKind::Module, _) => Instr::LoadGlobal(self.name_idx(name)),
            (_, NameScope::GlobalExplicit) => Instr::LoadGlobal(self.name_idx(name)),
            (CodeKind::Class, NameScope::Local) | (CodeKind::Class, NameScope::GlobalImplicit) => Instr::LoadName(self.name_idx(name)),
            (CodeKind::Class, NameScope::Free) | (CodeKind::Class, NameScope::Cell) => match self.deref_slot(name) {
                Some(s) => Instr::LoadClassDeref(s),
                None => Instr::LoadName(self.name_idx(name)),
            },
            (_, NameScope::GlobalImplicit) => Instr::LoadGlobal(self.name_idx(name)),
            (_, NameScope::Local) => match self.fast_slot(name) {
                Some(s) => Instr::LoadFast(s),
                None => Instr::LoadGlobal(self.name_idx(name)),
            },
            (_, NameScope::Cell) | (_, NameScope::Free) => match self.deref_slot(name) {
                Some(s) => Instr::LoadDeref(s),
                None => Instr::LoadGlobal(self.name_idx(name)),
            },
        };
        self.emit(idx_instr);
    }

    pub fn store_name(&mut self, name: &str) {
        let kind = self.unit_ref().kind;
        let ns = self.name_scope(name);
        let ins = match (kind, ns) {
            (CodeKind::Module, _) => Instr::StoreGlobal(self.name_idx(name)),
            (_, NameScope::GlobalExplicit) => Instr::StoreGlobal(self.name_idx(name)),
            (CodeKind::Class, NameScope::Cell) if name != "__class__" => Instr::StoreName(self.name_idx(name)),
            (CodeKind::Class, NameScope::Local) | (CodeKind::Class, NameScope::GlobalImplicit) => Instr::StoreName(self.name_idx(name)),
            (_, NameScope::Cell) | (_, NameScope::Free) => match self.deref_slot(name) {
                Some(s) => Instr::StoreDeref(s),
                None => Instr::StoreName(self.name_idx(name)),
            },
            (_, NameScope::Local) => match self.fast_slot(name) {
                Some(s) => Instr::StoreFast(s),
                None => Instr::StoreGlobal(self.name_idx(name)),
            },
            (_, NameScope::GlobalImplicit) => Instr::StoreGlobal(self.name_idx(name)),
        };
        self.emit(ins);
    }

    pub fn delete_name(&mut self, name: &str) {
        let kind = self.unit_ref().kind;
        let ns = self.name_scope(name);
        let ins = match (kind, ns) {
            (CodeKind::Module, _) | (_, NameScope::GlobalExplicit) => Instr::DeleteGlobal(self.name_idx(name)),
            (CodeKind::Class, _) => Instr::DeleteName(self.name_idx(name)),
            (_, NameScope::Cell) | (_, NameScope::Free) => match self.deref_slot(name) {
                Some(s) => Instr::DeleteDeref(s),
                None => Instr::DeleteName(self.name_idx(name)),
            },
            (_, NameScope::Local) => match self.fast_slot(name) {
                Some(s) => Instr::DeleteFast(s),
                None => Instr::DeleteGlobal(self.name_idx(name)),
            },
            (_, NameScope::GlobalImplicit) => Instr::DeleteGlobal(self.name_idx(name)),
        };
        self.emit(ins);
    }

    pub fn stmts(&mut self, body: &'a [Stmt]) -> Result<(), CompileError> {
        for s in body {
            self.stmt(s)?;
        }
        Ok(())
    }

    pub fn stmt(&mut self, s: &'a Stmt) -> Result<(), CompileError> {
        self.nest(s.range(), |c| c.stmt_inner(s))
    }

    pub(super) fn stmt_inner(&mut self, s: &'a Stmt) -> Result<(), CompileError> {
        self.set_line(s.range());
        match s {
            Stmt::Expr(e) => {
                self.expr(&e.value)?;
                if self.tracking_value() {
                    self.record_value();
                } else {
                    self.emit(Instr::Pop);
                }
            }
            Stmt::Assign(a) => {
                let keep = self.tracking_value();
                self.assign(a, keep)?;
                if keep {
                    self.record_value();
                }
            }
            Stmt::AugAssign(a) => {
                let keep = self.tracking_value();
                self.aug_assign(a, keep)?;
                if keep {
                    self.record_value();
                }
            }
            Stmt::AnnAssign(a) => {
                let keep = self.tracking_value() && a.value.is_some();
                self.ann_assign(a, keep)?;
                if keep {
                    self.record_value();
                }
            }
            Stmt::TypeAlias(t) => {
                self.expr(&t.value)?;
                self.store_target(&t.name)?;
            }
            Stmt::Pass(_) => {}
            Stmt::Delete(d) => {
                for t in &d.targets {
                    self.delete_target(t)?;
                }
            }
            Stmt::If(i) => self.if_stmt(i)?,
            Stmt::While(w) => self.untracked(|c| c.while_stmt(w))?,
            Stmt::For(f) => self.for_stmt(f)?,
            Stmt::Break(b) => self.break_continue(true, b.range)?,
            Stmt::Continue(b) => self.break_continue(false, b.range)?,
            Stmt::Return(r) => {
                let kind = self.table.scopes[self.unit_ref().scope].kind;
                if kind != ScopeKind::Function {
                    return Err(CompileError::new("'return' outside function", r.range, false));
                }
                match &r.value {
                    Some(v) => self.expr(v)?,
                    None => self.emit_const(Value::None),
                }
                self.unwind_all(true)?;
                self.emit(Instr::Return);
            }
            Stmt::FunctionDef(f) => {
                self.function_def(f)?;
                if self.tracking_value() {
                    self.load_name(&f.name.id);
                    self.record_value();
                }
            }
            Stmt::ClassDef(c) => {
                self.class_def(c)?;
                if self.tracking_value() {
                    self.load_name(&c.name.id);
                    self.record_value();
                }
            }
            Stmt::Raise(r) => {
                let mut form = RaiseForm::Reraise;
                if let Some(e) = &r.exc {
                    self.expr(e)?;
                    form = RaiseForm::Exception;
                    if let Some(c) = &r.cause {
                        self.expr(c)?;
                        form = RaiseForm::WithCause;
                    }
                }
                self.emit(Instr::Raise(form));
            }
            Stmt::Try(t) => {
                if t.is_star {
                    return Err(CompileError::new("except* is not supported", t.range, false));
                }
                if t.finalbody.is_empty() {
                    self.untracked(|c| c.try_except(t))?;
                } else {
                    self.untracked(|c| c.try_finally(t))?;
                }
            }
            _ => self.stmt_rest(s)?,
        }
        Ok(())
    }

    /// `targets = value`; with `keep`, a copy of the value stays on the stack.
    pub(super) fn assign(&mut self, a: &'a ast::StmtAssign, keep: bool) -> Result<(), CompileError> {
        self.expr(&a.value)?;
        let n = a.targets.len();
        for (i, t) in a.targets.iter().enumerate() {
            if keep || i + 1 < n {
                self.emit(Instr::Dup);
            }
            self.store_target(t)?;
        }
        Ok(())
    }

    /// `target: annotation [= value]`; with `keep` (and a value), a copy of the value stays
    /// on the stack.
    pub(super) fn ann_assign(&mut self, a: &'a ast::StmtAnnAssign, keep: bool) -> Result<(), CompileError> {
        {
            {
                if let Some(v) = &a.value {
                    self.expr(v)?;
                    if keep {
                        self.emit(Instr::Dup);
                    }
                    self.store_target(&a.target)?;
                }
                let kind = self.unit_ref().kind;
                if let (Expr::Name(n), true) = (&*a.target, a.simple && matches!(kind, CodeKind::Module | CodeKind::Class)) {
                    // Module and class annotations are evaluated (or, under
                    // `from __future__ import annotations`, stringified) and recorded.
                    self.annotation(&a.annotation)?;
                    if kind == CodeKind::Class {
                        let idx = self.name_idx("__annotations__");
                        self.emit(Instr::LoadName(idx));
                    } else {
                        let idx = self.name_idx("__annotations__");
                        self.emit(Instr::LoadGlobal(idx));
                    }
                    self.emit_const(Value::str(&n.id));
                    self.emit(Instr::StoreSubscr);
                } else if a.value.is_none() && !matches!(&*a.target, Expr::Name(_)) {
                    // `obj.attr: int` evaluates obj; nothing is stored.
                    if let Expr::Attribute(at) = &*a.target {
                        self.expr(&at.value)?;
                        self.emit(Instr::Pop);
                    }
                }
            }
        }
        Ok(())
    }

    /// The statements whose value never counts for an executor snippet.
    pub(super) fn stmt_rest(&mut self, s: &'a Stmt) -> Result<(), CompileError> {
        match s {
            Stmt::Assert(a) => {
                let end = self.new_label();
                self.expr(&a.test)?;
                self.emit_jump(Instr::PopJumpIfTrue, end);
                self.emit(Instr::LoadAssertionError);
                if let Some(m) = &a.msg {
                    self.expr(m)?;
                    self.emit(Instr::Call(1));
                }
                self.emit(Instr::Raise(RaiseForm::Exception));
                self.bind_label(end);
            }
            Stmt::Import(i) => {
                for alias in &i.names {
                    let full = alias.name.id.as_str();
                    let idx = self.name_idx(full);
                    self.emit_const(Value::None);
                    self.emit_const(Value::Int(0));
                    self.emit(Instr::ImportName(idx));
                    match &alias.asname {
                        Some(asname) => {
                            // `import a.b.c as d` binds the submodule.
                            for part in full.split('.').skip(1) {
                                let p = self.name_idx(part);
                                self.emit(Instr::LoadAttr(p));
                            }
                            self.store_name(&asname.id);
                        }
                        None => {
                            let top = full.split('.').next().unwrap_or(full);
                            self.store_name(top);
                        }
                    }
                }
            }
            Stmt::ImportFrom(i) => {
                let module = i.module.as_ref().map(|m| m.id.as_str()).unwrap_or("");
                let names: Vec<Value> = i.names.iter().map(|a| Value::str(a.name.id.as_str())).collect();
                self.emit_const(Value::tuple(names));
                self.emit_const(Value::Int(i.level as i64));
                let idx = self.name_idx(module);
                self.emit(Instr::ImportName(idx));
                for alias in &i.names {
                    if alias.name.id.as_str() == "*" {
                        self.emit(Instr::ImportStar);
                        return Ok(());
                    }
                    let n = self.name_idx(alias.name.id.as_str());
                    self.emit(Instr::ImportFrom(n));
                    let bound = alias.asname.as_ref().unwrap_or(&alias.name);
                    self.store_name(&bound.id);
                }
                self.emit(Instr::Pop);
            }
            Stmt::Global(_) | Stmt::Nonlocal(_) => {}
            Stmt::With(w) => self.untracked(|c| c.with_stmt(&w.items, &w.body))?,
            Stmt::Match(m) => self.untracked(|c| c.match_stmt(m))?,
            Stmt::IpyEscapeCommand(e) => return Err(CompileError::new("invalid syntax", e.range, false)),
            // Compiled by `stmt_inner` before it hands over the rest.
            _ => {}
        }
        Ok(())
    }

    /// `target op= value`; with `keep`, a copy of the result stays on the stack (the target
    /// is evaluated once either way).
    pub(super) fn aug_assign(&mut self, a: &'a ast::StmtAugAssign, keep: bool) -> Result<(), CompileError> {
        let op = binop(a.op);
        match &*a.target {
            Expr::Name(n) => {
                self.load_name(&n.id);
                self.expr(&a.value)?;
                self.emit(Instr::Inplace(op));
                if keep {
                    self.emit(Instr::Dup);
                }
                self.store_name(&n.id);
            }
            Expr::Attribute(at) => {
                self.expr(&at.value)?;
                self.emit(Instr::Dup);
                let idx = self.name_idx(&at.attr.id);
                self.emit(Instr::LoadAttr(idx));
                self.expr(&a.value)?;
                self.emit(Instr::Inplace(op));
                if keep {
                    // [obj, r] -> [r, r, obj]
                    self.emit(Instr::Dup);
                    self.emit(Instr::Rot3);
                }
                self.emit(Instr::Rot2);
                self.emit(Instr::StoreAttr(idx));
            }
            Expr::Subscript(s) if self.reloadable_subscript(s) && cannot_rebind(&a.value, 0) => {
                // `local[k] op= v`: load the item, compute, then store through fresh loads of
                // the container and key (fused into one instruction each) instead of keeping
                // copies on the stack. The same objects either way: `v` cannot rebind them.
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Instr::LoadSubscr);
                self.expr(&a.value)?;
                self.emit(Instr::Inplace(op));
                if keep {
                    self.emit(Instr::Dup);
                }
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Instr::StoreSubscr);
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Instr::Dup2);
                self.emit(Instr::LoadSubscr);
                self.expr(&a.value)?;
                self.emit(Instr::Inplace(op));
                if keep {
                    // [c, k, r] -> [r, c, k, r]
                    self.emit(Instr::Dup);
                    self.emit(Instr::Rot4);
                }
                self.emit(Instr::Rot3);
                self.emit(Instr::StoreSubscr);
            }
            other => return Err(CompileError::new("'expression' is an illegal expression for augmented assignment", other.range(), false)),
        }
        Ok(())
    }

    pub fn store_target(&mut self, t: &'a Expr) -> Result<(), CompileError> {
        match t {
            Expr::Name(n) => self.store_name(&n.id),
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let idx = self.name_idx(&a.attr.id);
                self.emit(Instr::StoreAttr(idx));
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Instr::StoreSubscr);
            }
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                let star = elts.iter().position(|e| matches!(e, Expr::Starred(_)));
                match star {
                    Some(pos) => {
                        if elts.iter().filter(|e| matches!(e, Expr::Starred(_))).count() > 1 {
                            return Err(CompileError::new("multiple starred expressions in assignment", t.range(), false));
                        }
                        let after = elts.len() - pos - 1;
                        self.emit(Instr::UnpackEx { before: pos as u16, after: after as u16 });
                    }
                    None => self.emit(Instr::UnpackSequence(elts.len() as u32)),
                }
                for e in elts {
                    match e {
                        Expr::Starred(s) => self.store_target(&s.value)?,
                        other => self.store_target(other)?,
                    }
                }
            }
            Expr::Starred(s) => return Err(CompileError::new("starred assignment target must be in a list or tuple", s.range, false)),
            other => return Err(CompileError::new(cannot_assign_message(other, "assign to"), other.range(), false)),
        }
        Ok(())
    }

    pub(super) fn delete_target(&mut self, t: &'a Expr) -> Result<(), CompileError> {
        match t {
            Expr::Name(n) => self.delete_name(&n.id),
            Expr::Attribute(a) => {
                self.expr(&a.value)?;
                let idx = self.name_idx(&a.attr.id);
                self.emit(Instr::DeleteAttr(idx));
            }
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
                self.emit(Instr::DeleteSubscr);
            }
            Expr::Tuple(ast::ExprTuple { elts, .. }) | Expr::List(ast::ExprList { elts, .. }) => {
                for e in elts {
                    self.delete_target(e)?;
                }
            }
            other => return Err(CompileError::new(cannot_assign_message(other, "delete"), other.range(), false)),
        }
        Ok(())
    }
}

pub(super) enum FunctionBody<'a> {
    Stmts(&'a [Stmt]),
    Expr(&'a Expr),
}

pub(super) fn clone_fblock<'a>(b: &FBlock<'a>) -> FBlock<'a> {
    match b {
        FBlock::Loop { is_for, continue_label, break_label } => {
            FBlock::Loop { is_for: *is_for, continue_label: *continue_label, break_label: *break_label }
        }
        FBlock::TryExcept => FBlock::TryExcept,
        FBlock::FinallyTry(s) => FBlock::FinallyTry(s),
        FBlock::FinallyEnd => FBlock::FinallyEnd,
        FBlock::HandlerCleanup(n) => FBlock::HandlerCleanup(*n),
        FBlock::With => FBlock::With,
    }
}

/// Placeholder for the impossible case of popping a unit that was never pushed.
pub(super) fn empty_code(filename: Str) -> Code {
    Code {
        name: "<empty>".into(),
        qualname: "<empty>".into(),
        filename,
        kind: CodeKind::Module,
        instrs: vec![Instr::LoadConst(0), Instr::Return],
        lines: vec![1, 1],
        first_line: 1,
        consts: vec![Value::None],
        names: Vec::new(),
        varnames: Vec::new(),
        cellvars: Vec::new(),
        freevars: Vec::new(),
        cell_params: Vec::new(),
        argcount: 0,
        posonlyargcount: 0,
        kwonlyargcount: 0,
        has_varargs: false,
        has_varkw: false,
        is_generator: false,
        simple_args: true,
        global_cache: Box::new([]),
        attr_cache: Box::new([]),
        method_cache: Box::new([]),
        children: Vec::new(),
        docstring: None,
    }
}

pub(super) fn binop(op: ast::Operator) -> BinOp {
    use ast::Operator as O;
    match op {
        O::Add => BinOp::Add,
        O::Sub => BinOp::Sub,
        O::Mult => BinOp::Mul,
        O::MatMult => BinOp::MatMul,
        O::Div => BinOp::TrueDiv,
        O::FloorDiv => BinOp::FloorDiv,
        O::Mod => BinOp::Mod,
        O::Pow => BinOp::Pow,
        O::LShift => BinOp::LShift,
        O::RShift => BinOp::RShift,
        O::BitAnd => BinOp::And,
        O::BitOr => BinOp::Or,
        O::BitXor => BinOp::Xor,
    }
}

pub(super) fn cannot_assign_message(e: &Expr, verb: &str) -> String {
    let what = match e {
        Expr::Call(_) => "function call",
        Expr::NumberLiteral(_)
        | Expr::StringLiteral(_)
        | Expr::BytesLiteral(_)
        | Expr::BooleanLiteral(_)
        | Expr::NoneLiteral(_)
        | Expr::EllipsisLiteral(_) => "literal",
        Expr::BinOp(_) | Expr::UnaryOp(_) | Expr::BoolOp(_) => "expression",
        Expr::Compare(_) => "comparison",
        Expr::Lambda(_) => "lambda",
        Expr::If(_) => "conditional expression",
        Expr::Dict(_) => "dict literal",
        Expr::Set(_) => "set display",
        Expr::ListComp(_) => "list comprehension",
        Expr::DictComp(_) => "dict comprehension",
        Expr::SetComp(_) => "set comprehension",
        Expr::Generator(_) => "generator expression",
        Expr::FString(_) => "f-string expression",
        Expr::Named(_) => "named expression",
        Expr::Yield(_) | Expr::YieldFrom(_) => "yield expression",
        Expr::Await(_) => "await expression",
        _ => "expression",
    };
    format!("cannot {} {}", verb, what)
}

/// Whether evaluating `e` can never rebind a local of the running function: true for
/// names, literals, operators, attribute and item reads and calls over such operands (a
/// called function cannot rebind our fast locals). Walrus, comprehensions, lambdas and
/// anything else (or nesting past a small depth) count as "might".
pub(super) fn cannot_rebind(e: &Expr, depth: usize) -> bool {
    if depth > 16 {
        return false;
    }
    let ok = |x: &Expr| cannot_rebind(x, depth + 1);
    match e {
        Expr::Name(_) | Expr::NumberLiteral(_) | Expr::StringLiteral(_) | Expr::BooleanLiteral(_) | Expr::NoneLiteral(_) => true,
        Expr::BinOp(b) => ok(&b.left) && ok(&b.right),
        Expr::UnaryOp(u) => ok(&u.operand),
        Expr::Attribute(a) => ok(&a.value),
        Expr::Subscript(s) => ok(&s.value) && ok(&s.slice),
        Expr::Call(c) => {
            ok(&c.func)
                && c.arguments.args.iter().all(|x| !matches!(x, Expr::Starred(_)) && ok(x))
                && c.arguments.keywords.iter().all(|k| k.arg.is_some() && ok(&k.value))
        }
        _ => false,
    }
}

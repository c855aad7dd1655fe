//! Code generation for definitions: `def` (defaults, annotations, closures, the function
//! object) and `class` (the body function, `__build_class__`, decorators).

use std::rc::Rc;

use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use super::bytecode::{function_flags, Code, CodeKind, Instr};
use super::codegen::*;
use super::CompileError;
use crate::value::{Str, Value};

impl<'a> Compiler<'a> {
    pub(super) fn function_def(&mut self, f: &'a ast::StmtFunctionDef) -> Result<(), CompileError> {
        if f.is_async {
            return Err(CompileError::new("async functions are not supported yet", f.range, false));
        }
        for d in &f.decorator_list {
            self.expr(&d.expression)?;
        }
        self.set_line(f.range);
        let scope = self.table.scope_for(f.range).ok_or_else(|| CompileError::new("internal: missing scope", f.range, false))?;
        self.make_function(scope, &f.name.id, &f.parameters, f.returns.as_deref(), FunctionBody::Stmts(&f.body), f.range)?;
        for _ in &f.decorator_list {
            self.emit(Instr::Call(1));
        }
        self.store_name(&f.name.id);
        Ok(())
    }

    pub fn qualname_for(&self, name: &str) -> Str {
        let u = self.unit_ref();
        match u.kind {
            CodeKind::Module => name.into(),
            CodeKind::Class => format!("{}.{}", u.qualname, name).into(),
            _ => format!("{}.<locals>.{}", u.qualname, name).into(),
        }
    }

    /// Compiles a function body into a child code object and emits MakeFunction for it.
    #[allow(clippy::too_many_arguments)]
    pub fn make_function(
        &mut self,
        scope: usize,
        name: &str,
        params: &'a ast::Parameters,
        returns: Option<&'a Expr>,
        body: FunctionBody<'a>,
        range: TextRange,
    ) -> Result<(), CompileError> {
        // Defaults (evaluated now, in the enclosing scope).
        let mut flags = 0u8;
        let positional: Vec<&ast::ParameterWithDefault> = params.posonlyargs.iter().chain(params.args.iter()).collect();
        let defaults: Vec<&Expr> = positional.iter().filter_map(|p| p.default.as_deref()).collect();
        if !defaults.is_empty() {
            for d in &defaults {
                self.expr(d)?;
            }
            self.emit(Instr::BuildTuple(defaults.len() as u32));
            flags |= function_flags::DEFAULTS;
        }
        let kwdefaults: Vec<(&str, &Expr)> =
            params.kwonlyargs.iter().filter_map(|p| p.default.as_deref().map(|d| (p.parameter.name.id.as_str(), d))).collect();
        if !kwdefaults.is_empty() {
            for (n, d) in &kwdefaults {
                self.emit_const(Value::str(n));
                self.expr(d)?;
            }
            self.emit(Instr::BuildMap(kwdefaults.len() as u32));
            flags |= function_flags::KWDEFAULTS;
        }
        let mut annotations: Vec<(&str, &Expr)> = Vec::new();
        // CPython's order: positional parameters, *args, keyword-only parameters, **kwargs.
        let with_default = |p: &'a ast::ParameterWithDefault| p.parameter.annotation.as_deref().map(|a| (p.parameter.name.id.as_str(), a));
        let plain = |p: &'a ast::Parameter| p.annotation.as_deref().map(|a| (p.name.id.as_str(), a));
        annotations.extend(params.posonlyargs.iter().chain(params.args.iter()).filter_map(with_default));
        annotations.extend(params.vararg.as_deref().and_then(plain));
        annotations.extend(params.kwonlyargs.iter().filter_map(with_default));
        annotations.extend(params.kwarg.as_deref().and_then(plain));
        if let Some(r) = returns {
            annotations.push(("return", r));
        }
        if !annotations.is_empty() {
            for (n, a) in &annotations {
                self.emit_const(Value::str(n));
                self.annotation(a)?;
            }
            self.emit(Instr::BuildMap(annotations.len() as u32));
            flags |= function_flags::ANNOTATIONS;
        }
        let qualname = self.qualname_for(name);
        let first_line = self.lines.line(range.start().to_u32());
        self.push_unit(scope, CodeKind::Function, name.into(), qualname, first_line);
        let doc = match body {
            FunctionBody::Stmts(stmts) => {
                let doc = docstring(stmts);
                for s in stmts {
                    self.stmt(s)?;
                }
                self.emit_const(Value::None);
                self.emit(Instr::Return);
                doc
            }
            FunctionBody::Expr(e) => {
                self.set_line(e.range());
                self.expr(e)?;
                if self.table.scopes[scope].is_generator {
                    self.emit(Instr::Pop);
                    self.emit_const(Value::None);
                }
                self.emit(Instr::Return);
                None
            }
        };
        let argcount = (params.posonlyargs.len() + params.args.len()) as u32;
        let code = self.pop_unit(
            argcount,
            params.posonlyargs.len() as u32,
            params.kwonlyargs.len() as u32,
            params.vararg.is_some(),
            params.kwarg.is_some(),
            doc,
        );
        self.emit_closure_and_make(code, flags);
        Ok(())
    }

    pub fn emit_closure_and_make(&mut self, code: Rc<Code>, mut flags: u8) {
        if !code.freevars.is_empty() {
            let frees: Vec<Str> = code.freevars.clone();
            for fv in &frees {
                self.load_closure(fv);
            }
            self.emit(Instr::BuildTuple(frees.len() as u32));
            flags |= function_flags::CLOSURE;
        }
        let u = self.unit();
        u.children.push(code);
        let idx = u.children.len() as u32 - 1;
        self.emit(Instr::MakeFunction { code: idx, flags });
    }

    pub(super) fn class_def(&mut self, c: &'a ast::StmtClassDef) -> Result<(), CompileError> {
        for d in &c.decorator_list {
            self.expr(&d.expression)?;
        }
        self.set_line(c.range);
        let scope = self.table.scope_for(c.range).ok_or_else(|| CompileError::new("internal: missing scope", c.range, false))?;
        let qualname = self.qualname_for(&c.name.id);
        let first_line = self.lines.line(c.range.start().to_u32());
        self.push_unit(scope, CodeKind::Class, c.name.id.as_str().into(), qualname.clone(), first_line);
        // __module__ and __qualname__
        let modname = self.name_idx("__name__");
        self.emit(Instr::LoadGlobal(modname));
        let m = self.name_idx("__module__");
        self.emit(Instr::StoreName(m));
        self.emit_const(Value::Str(Rc::new(crate::value::PyStr::new(qualname.to_string()))));
        let q = self.name_idx("__qualname__");
        self.emit(Instr::StoreName(q));
        if has_annotations(&c.body) {
            self.emit(Instr::SetupAnnotations);
        }
        if let Some(doc) = docstring(&c.body) {
            self.emit_const(Value::str(&doc));
            let d = self.name_idx("__doc__");
            self.emit(Instr::StoreName(d));
        }
        self.stmts(&c.body)?;
        if self.table.scopes[scope].needs_class_cell {
            self.load_closure("__class__");
            let cc = self.name_idx("__classcell__");
            self.emit(Instr::StoreName(cc));
        }
        self.emit_const(Value::None);
        self.emit(Instr::Return);
        let code = self.pop_unit(0, 0, 0, false, false, None);
        self.emit_closure_and_make(code, 0);
        self.emit_const(Value::str(&c.name.id));
        let mut nargs = 0u32;
        let mut kwnames = Vec::new();
        if let Some(args) = &c.arguments {
            for a in args.args.iter() {
                if matches!(a, Expr::Starred(_)) {
                    return Err(CompileError::new("starred base classes are not supported", a.range(), false));
                }
                self.expr(a)?;
                nargs += 1;
            }
            for k in &args.keywords {
                match &k.arg {
                    Some(n) => {
                        self.expr(&k.value)?;
                        kwnames.push(Value::str(&n.id));
                        nargs += 1;
                    }
                    None => return Err(CompileError::new("**kwargs in class bases are not supported", k.range, false)),
                }
            }
        }
        let with_kw = !kwnames.is_empty();
        if with_kw {
            self.emit_const(Value::tuple(kwnames));
        }
        self.emit(Instr::BuildClass { nargs, with_kw });
        for _ in &c.decorator_list {
            self.emit(Instr::Call(1));
        }
        self.store_name(&c.name.id);
        Ok(())
    }
}

/// Whether a module or class body annotates names (CPython then creates `__annotations__`).
pub(super) fn has_annotations(body: &[Stmt]) -> bool {
    body.iter().any(|s| match s {
        Stmt::AnnAssign(a) => a.simple,
        Stmt::If(i) => has_annotations(&i.body) || i.elif_else_clauses.iter().any(|c| has_annotations(&c.body)),
        Stmt::For(f) => has_annotations(&f.body) || has_annotations(&f.orelse),
        Stmt::While(w) => has_annotations(&w.body) || has_annotations(&w.orelse),
        Stmt::With(w) => has_annotations(&w.body),
        Stmt::Try(t) => has_annotations(&t.body) || has_annotations(&t.orelse) || has_annotations(&t.finalbody),
        _ => false,
    })
}

pub(super) fn docstring(body: &[Stmt]) -> Option<Str> {
    match body.first() {
        Some(Stmt::Expr(e)) => match &*e.value {
            Expr::StringLiteral(s) => Some(s.value.to_str().into()),
            _ => None,
        },
        _ => None,
    }
}

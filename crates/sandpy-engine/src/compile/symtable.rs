//! Scope analysis: decides, before code generation, whether each name in each scope is a
//! fast local, a cell, a free variable, or a global — the same rules as CPython's symtable.
//!
//! Scopes are keyed by the source range of the node that opens them (module, def, lambda,
//! class, comprehension), so the code generator can find them again without relying on
//! traversal order.

use hashbrown::{HashMap, HashSet};

use indexmap::IndexMap;
use ruff_python_ast::{self as ast, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

use super::{Budget, CompileError, CompileErrorKind};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScopeKind {
    Module,
    Function,
    Class,
    Comprehension,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameScope {
    Local,
    Cell,
    Free,
    GlobalExplicit,
    GlobalImplicit,
}

#[derive(Default, Clone, Copy)]
struct Flags {
    bound: bool,
    param: bool,
    used: bool,
    global: bool,
    nonlocal: bool,
}

pub struct Scope {
    pub kind: ScopeKind,
    pub name: String,
    /// In first-use order (the hasher only speeds lookups up).
    symbols: IndexMap<String, Flags, hashbrown::DefaultHashBuilder>,
    pub params: Vec<String>,
    children: Vec<usize>,
    parent: Option<usize>,
    pub is_generator: bool,
    pub needs_class_cell: bool,
    /// Resolved.
    pub names: HashMap<String, NameScope>,
    pub cellvars: Vec<String>,
    pub freevars: Vec<String>,
    pub locals: Vec<String>,
}

pub struct SymbolTable {
    pub scopes: Vec<Scope>,
    by_range: HashMap<(u32, u32), usize>,
}

fn key(r: TextRange) -> (u32, u32) {
    (r.start().to_u32(), r.end().to_u32())
}

impl SymbolTable {
    pub fn scope_for(&self, range: TextRange) -> Option<usize> {
        self.by_range.get(&key(range)).copied()
    }
}

struct Builder {
    budget: Budget,
    scopes: Vec<Scope>,
    by_range: HashMap<(u32, u32), usize>,
    current: usize,
    depth: usize,
}

const MAX_DEPTH: usize = 3000;

/// The symbol table of `module`, and the budget (whose steps it spent) for the next stage.
pub fn build(module: &ast::ModModule, budget: Budget) -> Result<(SymbolTable, Budget), CompileError> {
    let mut b = Builder { budget, scopes: Vec::new(), by_range: HashMap::new(), current: 0, depth: 0 };
    let root = b.new_scope(ScopeKind::Module, "<module>".into(), None, module.range);
    b.current = root;
    for s in &module.body {
        b.stmt(s)?;
    }
    let mut budget = b.budget;
    let mut table = SymbolTable { scopes: b.scopes, by_range: b.by_range };
    resolve(&mut table, root, &HashSet::new(), &mut budget)?;
    Ok((table, budget))
}

impl Builder {
    fn new_scope(&mut self, kind: ScopeKind, name: String, parent: Option<usize>, range: TextRange) -> usize {
        let id = self.scopes.len();
        self.scopes.push(Scope {
            kind,
            name,
            symbols: IndexMap::default(),
            params: Vec::new(),
            children: Vec::new(),
            parent,
            is_generator: false,
            needs_class_cell: false,
            names: HashMap::new(),
            cellvars: Vec::new(),
            freevars: Vec::new(),
            locals: Vec::new(),
        });
        if let Some(p) = parent {
            self.scopes[p].children.push(id);
        }
        self.by_range.insert(key(range), id);
        id
    }

    fn flags(&mut self, name: &str) -> &mut Flags {
        let scope = &mut self.scopes[self.current];
        // Most uses are of a name seen before: no key to allocate then.
        if let Some(i) = scope.symbols.get_index_of(name) {
            return &mut scope.symbols[i];
        }
        scope.symbols.entry(name.to_string()).or_default()
    }

    fn bind(&mut self, name: &str, range: TextRange) -> Result<(), CompileError> {
        let _ = range;
        self.flags(name).bound = true;
        Ok(())
    }

    fn use_name(&mut self, name: &str) {
        self.flags(name).used = true;
        if name == "super" {
            self.mark_class_cell_use();
        }
    }

    fn mark_class_cell_use(&mut self) {
        // A function inside a class that mentions `super` (or `__class__`) gets the class
        // cell as a free variable.
        let cur = self.current;
        if self.scopes[cur].kind == ScopeKind::Function || self.scopes[cur].kind == ScopeKind::Comprehension {
            let mut p = self.scopes[cur].parent;
            while let Some(pid) = p {
                if self.scopes[pid].kind == ScopeKind::Class {
                    self.scopes[pid].needs_class_cell = true;
                    self.flags("__class__").used = true;
                    return;
                }
                if self.scopes[pid].kind != ScopeKind::Function && self.scopes[pid].kind != ScopeKind::Comprehension {
                    return;
                }
                p = self.scopes[pid].parent;
            }
        }
    }

    fn enter<T>(&mut self, f: impl FnOnce(&mut Self) -> Result<T, CompileError>, range: TextRange) -> Result<T, CompileError> {
        self.budget.step(range)?;
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(CompileError::new("too many nested parentheses", range, true));
        }
        let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || f(self));
        self.depth -= 1;
        r
    }

    fn stmts(&mut self, body: &[Stmt]) -> Result<(), CompileError> {
        for s in body {
            self.stmt(s)?;
        }
        Ok(())
    }

    fn params(&mut self, params: &ast::Parameters) -> Result<(), CompileError> {
        // Defaults and annotations are evaluated in the enclosing scope.
        for p in params.posonlyargs.iter().chain(&params.args).chain(&params.kwonlyargs) {
            if let Some(d) = &p.default {
                self.expr(d)?;
            }
            if let Some(a) = &p.parameter.annotation {
                self.expr(a)?;
            }
        }
        for p in params.vararg.iter().chain(params.kwarg.iter()) {
            if let Some(a) = &p.annotation {
                self.expr(a)?;
            }
        }
        Ok(())
    }

    fn declare_params(&mut self, scope: usize, params: &ast::Parameters) {
        let mut names = Vec::new();
        for p in params.posonlyargs.iter().chain(&params.args) {
            names.push(p.parameter.name.id.to_string());
        }
        for p in &params.kwonlyargs {
            names.push(p.parameter.name.id.to_string());
        }
        if let Some(v) = &params.vararg {
            names.push(v.name.id.to_string());
        }
        if let Some(k) = &params.kwarg {
            names.push(k.name.id.to_string());
        }
        let saved = self.current;
        self.current = scope;
        for n in &names {
            let f = self.flags(n);
            f.bound = true;
            f.param = true;
        }
        self.current = saved;
        self.scopes[scope].params = names;
    }

    fn stmt(&mut self, s: &Stmt) -> Result<(), CompileError> {
        self.enter(|b| b.stmt_inner(s), s.range())
    }

    fn stmt_inner(&mut self, s: &Stmt) -> Result<(), CompileError> {
        match s {
            Stmt::FunctionDef(f) => {
                for d in &f.decorator_list {
                    self.expr(&d.expression)?;
                }
                self.params(&f.parameters)?;
                if let Some(r) = &f.returns {
                    self.expr(r)?;
                }
                self.bind(&f.name.id, f.range)?;
                let parent = self.current;
                let id = self.new_scope(ScopeKind::Function, f.name.id.to_string(), Some(parent), f.range);
                self.declare_params(id, &f.parameters);
                self.current = id;
                self.stmts(&f.body)?;
                self.current = parent;
            }
            Stmt::ClassDef(c) => {
                for d in &c.decorator_list {
                    self.expr(&d.expression)?;
                }
                if let Some(args) = &c.arguments {
                    for a in args.args.iter() {
                        self.expr(a)?;
                    }
                    for k in &args.keywords {
                        self.expr(&k.value)?;
                    }
                }
                self.bind(&c.name.id, c.range)?;
                let parent = self.current;
                let id = self.new_scope(ScopeKind::Class, c.name.id.to_string(), Some(parent), c.range);
                self.current = id;
                self.stmts(&c.body)?;
                self.current = parent;
            }
            Stmt::Return(r) => {
                if let Some(v) = &r.value {
                    self.expr(v)?;
                }
            }
            Stmt::Delete(d) => {
                for t in &d.targets {
                    self.target(t)?;
                }
            }
            Stmt::Assign(a) => {
                self.expr(&a.value)?;
                for t in &a.targets {
                    self.target(t)?;
                }
            }
            Stmt::AugAssign(a) => {
                self.expr(&a.value)?;
                if let Expr::Name(n) = &*a.target {
                    self.use_name(&n.id);
                }
                self.target(&a.target)?;
            }
            Stmt::AnnAssign(a) => {
                if let Some(v) = &a.value {
                    self.expr(v)?;
                }
                if !matches!(self.scopes[self.current].kind, ScopeKind::Function) {
                    self.expr(&a.annotation)?;
                }
                if a.value.is_some() || matches!(&*a.target, Expr::Name(_)) {
                    if let Expr::Name(n) = &*a.target {
                        if a.value.is_some() {
                            self.bind(&n.id, n.range)?;
                        } else {
                            // `x: int` alone still makes x local in a function.
                            self.flags(&n.id).bound = true;
                        }
                    } else {
                        self.target(&a.target)?;
                    }
                }
            }
            Stmt::TypeAlias(t) => {
                self.expr(&t.value)?;
                self.target(&t.name)?;
            }
            Stmt::For(f) => {
                self.expr(&f.iter)?;
                self.target(&f.target)?;
                self.stmts(&f.body)?;
                self.stmts(&f.orelse)?;
            }
            Stmt::While(w) => {
                self.expr(&w.test)?;
                self.stmts(&w.body)?;
                self.stmts(&w.orelse)?;
            }
            Stmt::If(i) => {
                self.expr(&i.test)?;
                self.stmts(&i.body)?;
                for c in &i.elif_else_clauses {
                    if let Some(t) = &c.test {
                        self.expr(t)?;
                    }
                    self.stmts(&c.body)?;
                }
            }
            Stmt::With(w) => {
                for item in &w.items {
                    self.expr(&item.context_expr)?;
                    if let Some(v) = &item.optional_vars {
                        self.target(v)?;
                    }
                }
                self.stmts(&w.body)?;
            }
            Stmt::Match(m) => {
                self.expr(&m.subject)?;
                for c in &m.cases {
                    self.pattern(&c.pattern)?;
                    if let Some(g) = &c.guard {
                        self.expr(g)?;
                    }
                    self.stmts(&c.body)?;
                }
            }
            Stmt::Raise(r) => {
                if let Some(e) = &r.exc {
                    self.expr(e)?;
                }
                if let Some(c) = &r.cause {
                    self.expr(c)?;
                }
            }
            Stmt::Try(t) => {
                self.stmts(&t.body)?;
                for h in &t.handlers {
                    let ast::ExceptHandler::ExceptHandler(h) = h;
                    if let Some(ty) = &h.type_ {
                        self.expr(ty)?;
                    }
                    if let Some(n) = &h.name {
                        self.bind(&n.id, n.range)?;
                    }
                    self.stmts(&h.body)?;
                }
                self.stmts(&t.orelse)?;
                self.stmts(&t.finalbody)?;
            }
            Stmt::Assert(a) => {
                self.expr(&a.test)?;
                if let Some(m) = &a.msg {
                    self.expr(m)?;
                }
            }
            Stmt::Import(i) => {
                for a in &i.names {
                    let bound = match &a.asname {
                        Some(n) => n.id.to_string(),
                        None => a.name.id.split('.').next().unwrap_or("").to_string(),
                    };
                    self.bind(&bound, a.range)?;
                }
            }
            Stmt::ImportFrom(i) => {
                for a in &i.names {
                    if a.name.id.as_str() == "*" {
                        if self.scopes[self.current].kind != ScopeKind::Module {
                            return Err(CompileError::new("import * only allowed at module level", i.range, false)
                                .of_kind(CompileErrorKind::ImportStarOutsideModule));
                        }
                        continue;
                    }
                    let bound = a.asname.as_ref().unwrap_or(&a.name).id.to_string();
                    self.bind(&bound, a.range)?;
                }
            }
            Stmt::Global(g) => {
                for n in &g.names {
                    let kind = self.scopes[self.current].kind;
                    let f = self.flags(&n.id);
                    if f.param {
                        return Err(CompileError::new(format!("name '{}' is parameter and global", n.id), n.range, false)
                            .of_kind(CompileErrorKind::Declaration));
                    }
                    if f.used || f.bound {
                        // CPython 3.11's wording.
                        let what = if f.bound { "assigned to before" } else { "used prior to" };
                        let message = format!("name '{}' is {} global declaration", n.id, what);
                        return Err(CompileError::new(message, n.range, false).of_kind(CompileErrorKind::Declaration));
                    }
                    f.global = true;
                    let _ = kind;
                }
            }
            Stmt::Nonlocal(g) => {
                if self.scopes[self.current].kind == ScopeKind::Module {
                    return Err(CompileError::new("nonlocal declaration not allowed at module level", g.range, false)
                        .of_kind(CompileErrorKind::Declaration));
                }
                for n in &g.names {
                    let f = self.flags(&n.id);
                    if f.param {
                        return Err(CompileError::new(format!("name '{}' is parameter and nonlocal", n.id), n.range, false)
                            .of_kind(CompileErrorKind::Declaration));
                    }
                    if f.used || f.bound {
                        // CPython 3.11's wording.
                        let what = if f.bound { "assigned to before" } else { "used prior to" };
                        let message = format!("name '{}' is {} nonlocal declaration", n.id, what);
                        return Err(CompileError::new(message, n.range, false).of_kind(CompileErrorKind::Declaration));
                    }
                    f.nonlocal = true;
                }
            }
            Stmt::Expr(e) => self.expr(&e.value)?,
            Stmt::Pass(_) | Stmt::Break(_) | Stmt::Continue(_) | Stmt::IpyEscapeCommand(_) => {}
        }
        Ok(())
    }

    fn pattern(&mut self, p: &ast::Pattern) -> Result<(), CompileError> {
        use ast::Pattern as P;
        match p {
            P::MatchValue(v) => self.expr(&v.value)?,
            P::MatchSingleton(_) => {}
            P::MatchSequence(s) => {
                for p in &s.patterns {
                    self.pattern(p)?;
                }
            }
            P::MatchMapping(m) => {
                for k in &m.keys {
                    self.expr(k)?;
                }
                for p in &m.patterns {
                    self.pattern(p)?;
                }
                if let Some(r) = &m.rest {
                    self.bind(&r.id, r.range)?;
                }
            }
            P::MatchClass(c) => {
                self.expr(&c.cls)?;
                for p in &c.arguments.patterns {
                    self.pattern(p)?;
                }
                for k in &c.arguments.keywords {
                    self.pattern(&k.pattern)?;
                }
            }
            P::MatchStar(s) => {
                if let Some(n) = &s.name {
                    self.bind(&n.id, n.range)?;
                }
            }
            P::MatchAs(a) => {
                if let Some(p) = &a.pattern {
                    self.pattern(p)?;
                }
                if let Some(n) = &a.name {
                    self.bind(&n.id, n.range)?;
                }
            }
            P::MatchOr(o) => {
                for p in &o.patterns {
                    self.pattern(p)?;
                }
            }
        }
        Ok(())
    }

    fn target(&mut self, t: &Expr) -> Result<(), CompileError> {
        match t {
            Expr::Name(n) => self.bind(&n.id, n.range)?,
            Expr::Tuple(tu) => {
                for e in &tu.elts {
                    self.target(e)?;
                }
            }
            Expr::List(l) => {
                for e in &l.elts {
                    self.target(e)?;
                }
            }
            Expr::Starred(s) => self.target(&s.value)?,
            Expr::Attribute(a) => self.expr(&a.value)?,
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
            }
            other => self.expr(other)?,
        }
        Ok(())
    }

    fn comprehension(
        &mut self,
        range: TextRange,
        name: &str,
        gens: &[ast::Comprehension],
        elts: &[&Expr],
        is_gen: bool,
    ) -> Result<(), CompileError> {
        // The first iterable is evaluated in the enclosing scope.
        if let Some(first) = gens.first() {
            self.expr(&first.iter)?;
        }
        let parent = self.current;
        let id = self.new_scope(ScopeKind::Comprehension, name.to_string(), Some(parent), range);
        self.scopes[id].is_generator = is_gen;
        self.current = id;
        {
            let f = self.flags(".0");
            f.bound = true;
            f.param = true;
        }
        self.scopes[id].params = vec![".0".to_string()];
        for (i, g) in gens.iter().enumerate() {
            if i > 0 {
                self.expr(&g.iter)?;
            }
            self.target(&g.target)?;
            for cond in &g.ifs {
                self.expr(cond)?;
            }
        }
        for e in elts {
            self.expr(e)?;
        }
        self.current = parent;
        Ok(())
    }

    fn expr(&mut self, e: &Expr) -> Result<(), CompileError> {
        self.enter(|b| b.expr_inner(e), e.range())
    }

    fn expr_inner(&mut self, e: &Expr) -> Result<(), CompileError> {
        match e {
            Expr::Name(n) => match n.ctx {
                ast::ExprContext::Load => self.use_name(&n.id),
                _ => self.bind(&n.id, n.range)?,
            },
            Expr::BoolOp(b) => {
                for v in &b.values {
                    self.expr(v)?;
                }
            }
            Expr::Named(n) => {
                self.expr(&n.value)?;
                if let Expr::Name(name) = &*n.target {
                    // PEP 572: the target binds in the nearest non-comprehension scope.
                    let mut scope = self.current;
                    while self.scopes[scope].kind == ScopeKind::Comprehension {
                        let f = self.scopes[scope].symbols.entry(name.id.to_string()).or_default();
                        f.used = true;
                        match self.scopes[scope].parent {
                            Some(p) => scope = p,
                            None => break,
                        }
                    }
                    let saved = self.current;
                    self.current = scope;
                    self.bind(&name.id, name.range)?;
                    self.current = saved;
                    if scope != self.current && self.scopes[scope].kind == ScopeKind::Module {
                        let f = self.flags(&name.id);
                        f.global = true;
                    } else if scope != self.current && self.scopes[scope].kind == ScopeKind::Class {
                        return Err(CompileError::new(
                            "assignment expression within a comprehension cannot be used in a class body",
                            n.range,
                            false,
                        ));
                    }
                }
            }
            Expr::BinOp(b) => {
                self.expr(&b.left)?;
                self.expr(&b.right)?;
            }
            Expr::UnaryOp(u) => self.expr(&u.operand)?,
            Expr::Lambda(l) => {
                if let Some(p) = &l.parameters {
                    self.params(p)?;
                }
                let parent = self.current;
                let id = self.new_scope(ScopeKind::Function, "<lambda>".into(), Some(parent), l.range);
                if let Some(p) = &l.parameters {
                    self.declare_params(id, p);
                }
                self.current = id;
                self.expr(&l.body)?;
                self.current = parent;
            }
            Expr::If(i) => {
                self.expr(&i.test)?;
                self.expr(&i.body)?;
                self.expr(&i.orelse)?;
            }
            Expr::Dict(d) => {
                for item in &d.items {
                    if let Some(k) = &item.key {
                        self.expr(k)?;
                    }
                    self.expr(&item.value)?;
                }
            }
            Expr::Set(s) => {
                for v in &s.elts {
                    self.expr(v)?;
                }
            }
            Expr::ListComp(c) => self.comprehension(c.range, "<listcomp>", &c.generators, &[&c.elt], false)?,
            Expr::SetComp(c) => self.comprehension(c.range, "<setcomp>", &c.generators, &[&c.elt], false)?,
            Expr::DictComp(c) => {
                let mut elts: Vec<&Expr> = Vec::new();
                if let Some(k) = &c.key {
                    elts.push(k);
                }
                elts.push(&c.value);
                self.comprehension(c.range, "<dictcomp>", &c.generators, &elts, false)?
            }
            Expr::Generator(c) => self.comprehension(c.range, "<genexpr>", &c.generators, &[&c.elt], true)?,
            Expr::Await(a) => self.expr(&a.value)?,
            Expr::Yield(y) => {
                self.mark_generator(y.range)?;
                if let Some(v) = &y.value {
                    self.expr(v)?;
                }
            }
            Expr::YieldFrom(y) => {
                self.mark_generator(y.range)?;
                self.expr(&y.value)?;
            }
            Expr::Compare(c) => {
                self.expr(&c.left)?;
                for v in c.comparators.iter() {
                    self.expr(v)?;
                }
            }
            Expr::Call(c) => {
                self.expr(&c.func)?;
                for a in c.arguments.args.iter() {
                    self.expr(a)?;
                }
                for k in &c.arguments.keywords {
                    self.expr(&k.value)?;
                }
            }
            Expr::FString(f) => {
                for part in f.value.iter() {
                    if let ast::FStringPart::FString(fs) = part {
                        self.interpolated(&fs.elements)?;
                    }
                }
            }
            Expr::TString(_) => {}
            Expr::StringLiteral(_)
            | Expr::BytesLiteral(_)
            | Expr::NumberLiteral(_)
            | Expr::BooleanLiteral(_)
            | Expr::NoneLiteral(_)
            | Expr::EllipsisLiteral(_)
            | Expr::IpyEscapeCommand(_) => {}
            Expr::Attribute(a) => self.expr(&a.value)?,
            Expr::Subscript(s) => {
                self.expr(&s.value)?;
                self.expr(&s.slice)?;
            }
            Expr::Starred(s) => {
                if matches!(s.ctx, ast::ExprContext::Load) {
                    self.expr(&s.value)?
                } else {
                    self.target(&s.value)?
                }
            }
            Expr::List(l) => {
                for v in &l.elts {
                    if matches!(l.ctx, ast::ExprContext::Load) {
                        self.expr(v)?
                    } else {
                        self.target(v)?
                    }
                }
            }
            Expr::Tuple(t) => {
                for v in &t.elts {
                    if matches!(t.ctx, ast::ExprContext::Load) {
                        self.expr(v)?
                    } else {
                        self.target(v)?
                    }
                }
            }
            Expr::Slice(s) => {
                for v in [&s.lower, &s.upper, &s.step].into_iter().flatten() {
                    self.expr(v)?;
                }
            }
        }
        Ok(())
    }

    fn interpolated(&mut self, elements: &ast::InterpolatedStringElements) -> Result<(), CompileError> {
        for el in elements.iter() {
            if let ast::InterpolatedStringElement::Interpolation(i) = el {
                self.expr(&i.expression)?;
                if let Some(spec) = &i.format_spec {
                    self.interpolated(&spec.elements)?;
                }
            }
        }
        Ok(())
    }

    fn mark_generator(&mut self, range: TextRange) -> Result<(), CompileError> {
        let scope = &mut self.scopes[self.current];
        match scope.kind {
            ScopeKind::Function => {
                scope.is_generator = true;
                Ok(())
            }
            ScopeKind::Comprehension if scope.is_generator => Ok(()),
            ScopeKind::Comprehension => Err(CompileError::new("'yield' inside list comprehension", range, false)),
            _ => Err(CompileError::new("'yield' outside function", range, false)),
        }
    }
}

/// Resolves names top-down; returns the free variables of `id` that must come from outside.
fn resolve(table: &mut SymbolTable, id: usize, enclosing: &HashSet<String>, budget: &mut Budget) -> Result<HashSet<String>, CompileError> {
    let kind = table.scopes[id].kind;
    // Each scope copies the names visible to it: sibling functions inside a function with
    // many locals make that quadratic, so it is paid for.
    budget.steps(enclosing.len() + table.scopes[id].symbols.len(), TextRange::default())?;
    let symbols: Vec<(String, Flags)> = table.scopes[id].symbols.iter().map(|(k, v)| (k.clone(), *v)).collect();
    let mut names: HashMap<String, NameScope> = HashMap::new();
    let mut free: HashSet<String> = HashSet::new();
    let mut locals_here: HashSet<String> = HashSet::new();
    for (name, f) in &symbols {
        let scope = if f.global {
            NameScope::GlobalExplicit
        } else if f.nonlocal {
            if !enclosing.contains(name) {
                let e = CompileError::new(format!("no binding for nonlocal '{}' found", name), TextRange::default(), false);
                return Err(e.of_kind(CompileErrorKind::NoNonlocalBinding(name.clone())));
            }
            free.insert(name.clone());
            NameScope::Free
        } else if f.bound && kind != ScopeKind::Module {
            locals_here.insert(name.clone());
            NameScope::Local
        } else if kind == ScopeKind::Module {
            NameScope::GlobalImplicit
        } else if enclosing.contains(name) && (kind != ScopeKind::Class || name != "__class__") {
            free.insert(name.clone());
            NameScope::Free
        } else {
            NameScope::GlobalImplicit
        };
        names.insert(name.clone(), scope);
    }
    if kind == ScopeKind::Class && table.scopes[id].needs_class_cell {
        names.insert("__class__".into(), NameScope::Cell);
    }
    // Names visible to nested functions.
    let mut child_env = enclosing.clone();
    match kind {
        ScopeKind::Function | ScopeKind::Comprehension => {
            for n in &locals_here {
                child_env.insert(n.clone());
            }
            for n in &free {
                child_env.insert(n.clone());
            }
        }
        ScopeKind::Class => {
            if table.scopes[id].needs_class_cell {
                child_env.insert("__class__".into());
            }
        }
        ScopeKind::Module => {}
    }
    let children = table.scopes[id].children.clone();
    let mut cells: Vec<String> = Vec::new();
    let mut cell_set: HashSet<String> = HashSet::new();
    for c in children {
        let child_free = resolve(table, c, &child_env, budget)?;
        budget.steps(child_free.len(), TextRange::default())?;
        for name in child_free {
            let is_local_here = locals_here.contains(&name) && kind != ScopeKind::Class;
            if is_local_here || (kind == ScopeKind::Class && name == "__class__") {
                if cell_set.insert(name.clone()) {
                    cells.push(name.clone());
                }
                names.insert(name.clone(), NameScope::Cell);
            } else if kind != ScopeKind::Module {
                free.insert(name.clone());
                names.entry(name.clone()).or_insert(NameScope::Free);
                if kind == ScopeKind::Class {
                    // keep class-local binding semantics for the class body itself
                } else if names.get(&name) != Some(&NameScope::Free) {
                    names.insert(name.clone(), NameScope::Free);
                }
            }
        }
    }
    if kind == ScopeKind::Class && table.scopes[id].needs_class_cell && !cell_set.contains("__class__") {
        cells.push("__class__".into());
    }
    let scope = &mut table.scopes[id];
    let mut locals: Vec<String> = scope.params.clone();
    let mut seen: HashSet<String> = locals.iter().cloned().collect();
    for (name, _) in &symbols {
        if names.get(name) == Some(&NameScope::Local) && seen.insert(name.clone()) {
            locals.push(name.clone());
        }
    }
    // Parameters that became cells keep their slot (the cell starts with the argument).
    let mut freevars: Vec<String> = free.iter().cloned().collect();
    freevars.sort();
    scope.locals = locals;
    scope.cellvars = cells;
    scope.freevars = freevars;
    scope.names = names;
    Ok(free)
}

//! Syntax checks on a parsed module that CPython makes but ruff's parser does not (duplicate
//! parameter names, `__debug__` as a target, `__future__` imports), plus the AST helpers the
//! SyntaxError translation in `parse/` shares: CPython's names for expression kinds and its
//! search for the offending part of an invalid assignment or deletion target.

use hashbrown::{HashMap, HashSet};

use ruff_python_ast::visitor::source_order::{self, SourceOrderVisitor, TraversalSignal};
use ruff_python_ast::{self as ast, AnyNodeRef, Expr, Stmt};
use ruff_text_size::{Ranged, TextRange};

/// A syntax error found by [`check_module`]: CPython's message and the source range it points at.
#[derive(Debug, Clone)]
pub struct CheckError {
    pub message: String,
    pub range: TextRange,
}

/// CPython's `_PyPegen_get_expr_name`: how error messages name a kind of expression.
pub fn expr_name(e: &Expr) -> &'static str {
    match e {
        Expr::Attribute(_) => "attribute",
        Expr::Subscript(_) => "subscript",
        Expr::Starred(_) => "starred",
        Expr::Name(_) => "name",
        Expr::List(_) => "list",
        Expr::Tuple(_) => "tuple",
        Expr::Lambda(_) => "lambda",
        Expr::Call(_) => "function call",
        Expr::BoolOp(_) | Expr::BinOp(_) | Expr::UnaryOp(_) => "expression",
        Expr::Generator(_) => "generator expression",
        Expr::Yield(_) | Expr::YieldFrom(_) => "yield expression",
        Expr::Await(_) => "await expression",
        Expr::ListComp(_) => "list comprehension",
        Expr::SetComp(_) => "set comprehension",
        Expr::DictComp(_) => "dict comprehension",
        Expr::Dict(_) => "dict literal",
        Expr::Set(_) => "set display",
        Expr::FString(_) | Expr::TString(_) => "f-string expression",
        Expr::NoneLiteral(_) => "None",
        Expr::BooleanLiteral(b) => {
            if b.value {
                "True"
            } else {
                "False"
            }
        }
        Expr::EllipsisLiteral(_) => "ellipsis",
        Expr::NumberLiteral(_) | Expr::StringLiteral(_) | Expr::BytesLiteral(_) => "literal",
        Expr::Compare(_) => "comparison",
        Expr::If(_) => "conditional expression",
        Expr::Named(_) => "named expression",
        Expr::Slice(_) | Expr::IpyEscapeCommand(_) => "expression",
    }
}

/// Which statement an invalid target belongs to (CPython's `TARGETS_TYPE`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TargetKind {
    Star,
    Del,
    For,
}

/// CPython's `_PyPegen_get_invalid_target`: the first part of `e` that cannot be a target.
pub fn invalid_target(e: &Expr, kind: TargetKind) -> Option<&Expr> {
    match e {
        Expr::List(l) => l.elts.iter().find_map(|x| invalid_target(x, kind)),
        Expr::Tuple(t) => t.elts.iter().find_map(|x| invalid_target(x, kind)),
        Expr::Starred(s) => {
            if kind == TargetKind::Del {
                Some(e)
            } else {
                invalid_target(&s.value, kind)
            }
        }
        Expr::Compare(c) => {
            if kind == TargetKind::For {
                if c.ops.first() == Some(&ast::CmpOp::In) {
                    invalid_target(&c.left, kind)
                } else {
                    None
                }
            } else {
                Some(e)
            }
        }
        Expr::Name(_) | Expr::Subscript(_) | Expr::Attribute(_) => None,
        _ => Some(e),
    }
}

/// The nodes of a module whose ranges contain a given range, outermost first.
pub struct Containing<'a> {
    pub nodes: Vec<AnyNodeRef<'a>>,
    pub exprs: Vec<&'a Expr>,
    pub stmts: Vec<&'a Stmt>,
}

/// Collects the nodes (outermost first) whose ranges contain `range`.
pub fn nodes_containing(module: &ast::ModModule, range: TextRange) -> Containing<'_> {
    struct Finder<'a> {
        range: TextRange,
        found: Containing<'a>,
    }
    impl<'a> SourceOrderVisitor<'a> for Finder<'a> {
        fn enter_node(&mut self, node: AnyNodeRef<'a>) -> TraversalSignal {
            if node.range().contains_range(self.range) {
                self.found.nodes.push(node);
                TraversalSignal::Traverse
            } else {
                TraversalSignal::Skip
            }
        }
        fn visit_expr(&mut self, expr: &'a Expr) {
            if expr.range().contains_range(self.range) {
                self.found.exprs.push(expr);
            }
            stacker::maybe_grow(64 * 1024, 1024 * 1024, || source_order::walk_expr(self, expr));
        }
        fn visit_stmt(&mut self, stmt: &'a Stmt) {
            if stmt.range().contains_range(self.range) {
                self.found.stmts.push(stmt);
            }
            stacker::maybe_grow(64 * 1024, 1024 * 1024, || source_order::walk_stmt(self, stmt));
        }
    }
    let mut f = Finder { range, found: Containing { nodes: Vec::new(), exprs: Vec::new(), stmts: Vec::new() } };
    for stmt in &module.body {
        f.visit_stmt(stmt);
    }
    f.found
}

/// Checks CPython makes between parsing and code generation that ruff's parser leaves out.
/// Returns the first error in source order.
pub fn check_module(module: &ast::ModModule) -> Option<CheckError> {
    if let Some(e) = check_future_imports(module) {
        return Some(e);
    }
    let mut v = Checker { error: None, scopes: Vec::new(), depth: 0 };
    for stmt in &module.body {
        v.visit_stmt(stmt);
        if v.error.is_some() {
            break;
        }
    }
    v.error
}

/// `from __future__ import ...`: only at the top (after a docstring), and only known features.
fn check_future_imports(module: &ast::ModModule) -> Option<CheckError> {
    const FEATURES: [&str; 10] = [
        "nested_scopes",
        "generators",
        "division",
        "absolute_import",
        "with_statement",
        "print_function",
        "unicode_literals",
        "barry_as_FLUFL",
        "generator_stop",
        "annotations",
    ];
    let mut at_top = true;
    for (i, stmt) in module.body.iter().enumerate() {
        match stmt {
            Stmt::ImportFrom(imp) if imp.level == 0 && imp.module.as_ref().map(|m| m.as_str()) == Some("__future__") => {
                if !at_top {
                    return Some(CheckError {
                        message: "from __future__ imports must occur at the beginning of the file".into(),
                        range: stmt.range(),
                    });
                }
                for alias in &imp.names {
                    let name = alias.name.as_str();
                    if name == "braces" {
                        return Some(CheckError { message: "not a chance".into(), range: TextRange::empty(stmt.start()) });
                    }
                    if !FEATURES.contains(&name) {
                        return Some(CheckError {
                            message: format!("future feature {name} is not defined"),
                            range: TextRange::empty(stmt.start()),
                        });
                    }
                }
            }
            Stmt::Expr(e) if i == 0 && matches!(*e.value, Expr::StringLiteral(_)) => {}
            _ => at_top = false,
        }
    }
    None
}

/// The `global`/`nonlocal` declarations of one name in one body.
struct Declared {
    /// The first declaring statement and whether it was `global`.
    first: TextRange,
    first_global: bool,
    /// Whether the other kind was declared too (a clash).
    global: bool,
    nonlocal: bool,
}

struct Checker {
    error: Option<CheckError>,
    /// `global`/`nonlocal` declarations of each enclosing function or class body, by name
    /// (a map: bodies may declare 100,000 names).
    scopes: Vec<HashMap<String, Declared>>,
    /// How many statements enclose the one being visited (0 at module level).
    depth: usize,
}

impl Checker {
    fn fail(&mut self, message: String, range: TextRange) {
        if self.error.is_none() {
            self.error = Some(CheckError { message, range });
        }
    }

    /// `at` is where CPython reports `__debug__` as a parameter (the whole def or lambda).
    fn check_parameters(&mut self, params: &ast::Parameters, at: TextRange) {
        let mut seen: HashSet<&str> = HashSet::new();
        let all = params
            .posonlyargs
            .iter()
            .chain(params.args.iter())
            .map(|p| &p.parameter)
            .chain(params.vararg.as_deref())
            .chain(params.kwonlyargs.iter().map(|p| &p.parameter))
            .chain(params.kwarg.as_deref());
        for p in all {
            let name = p.name.as_str();
            if name == "__debug__" {
                self.fail("cannot assign to __debug__".into(), at);
                return;
            }
            if !seen.insert(name) {
                self.fail(format!("duplicate argument '{name}' in function definition"), p.range());
                return;
            }
        }
    }

    /// A name declared both `global` and `nonlocal` in one scope (reported at the first
    /// declaration of the name, like CPython's symtable).
    fn declare(&mut self, names: &[ast::Identifier], range: TextRange, global: bool) {
        let Some(scope) = self.scopes.last_mut() else {
            return;
        };
        let mut clash = None;
        for name in names {
            let n = name.as_str();
            let d = scope.entry(n.to_string()).or_insert(Declared { first: range, first_global: global, global: false, nonlocal: false });
            if (global && d.nonlocal) || (!global && d.global) {
                clash = Some((n.to_string(), d.first));
                break;
            }
            if global {
                d.global = true;
            } else {
                d.nonlocal = true;
            }
        }
        if let Some((n, first)) = clash {
            self.fail(format!("name '{n}' is nonlocal and global"), first);
        }
    }

    fn check_store(&mut self, target: &Expr) {
        match target {
            Expr::Name(n) if n.id.as_str() == "__debug__" => {
                self.fail("cannot assign to __debug__".into(), n.range());
            }
            Expr::Attribute(a) if a.attr.as_str() == "__debug__" => {
                self.fail("cannot assign to __debug__".into(), a.range());
            }
            Expr::Tuple(t) => t.elts.iter().for_each(|e| self.check_store(e)),
            Expr::List(l) => l.elts.iter().for_each(|e| self.check_store(e)),
            Expr::Starred(s) => self.check_store(&s.value),
            _ => {}
        }
    }
}

impl<'a> SourceOrderVisitor<'a> for Checker {
    fn enter_node(&mut self, _node: AnyNodeRef<'a>) -> TraversalSignal {
        if self.error.is_some() {
            TraversalSignal::Skip
        } else {
            TraversalSignal::Traverse
        }
    }

    fn visit_stmt(&mut self, stmt: &'a Stmt) {
        if self.error.is_some() {
            return;
        }
        match stmt {
            Stmt::FunctionDef(f) => {
                if f.name.as_str() == "__debug__" {
                    self.fail("cannot assign to __debug__".into(), f.range());
                }
                self.check_parameters(&f.parameters, f.range());
            }
            Stmt::ClassDef(c) if c.name.as_str() == "__debug__" => {
                self.fail("cannot assign to __debug__".into(), c.range());
            }
            Stmt::Assign(a) => a.targets.iter().for_each(|t| self.check_store(t)),
            Stmt::AugAssign(a) => self.check_store(&a.target),
            Stmt::AnnAssign(a) => {
                if let Expr::Name(n) = &*a.target {
                    let name = n.id.as_str();
                    if name == "__debug__" {
                        self.fail("cannot assign to __debug__".into(), a.range());
                    }
                    let declared = self.scopes.last().and_then(|s| s.get(name)).map(|d| d.first_global);
                    if let Some(global) = declared {
                        let what = if global { "global" } else { "nonlocal" };
                        self.fail(format!("annotated name '{name}' can't be {what}"), a.range());
                    }
                }
            }
            Stmt::Delete(d) => {
                for t in &d.targets {
                    if let Expr::Name(n) = t {
                        if n.id.as_str() == "__debug__" {
                            self.fail("cannot delete __debug__".into(), n.range());
                        }
                    }
                }
            }
            Stmt::For(f) => self.check_store(&f.target),
            // Inside a def, class or block: never at the beginning of the file.
            Stmt::ImportFrom(imp) if self.depth > 0 && imp.level == 0 && imp.module.as_ref().map(|m| m.as_str()) == Some("__future__") => {
                self.fail("from __future__ imports must occur at the beginning of the file".into(), imp.range());
            }
            Stmt::With(w) => {
                for item in &w.items {
                    if let Some(v) = &item.optional_vars {
                        self.check_store(v);
                    }
                }
            }
            _ => {}
        }
        match stmt {
            Stmt::Global(g) => self.declare(&g.names, g.range(), true),
            Stmt::Nonlocal(n) => self.declare(&n.names, n.range(), false),
            _ => {}
        }
        let new_scope = matches!(stmt, Stmt::FunctionDef(_) | Stmt::ClassDef(_));
        if new_scope {
            self.scopes.push(HashMap::new());
        }
        if self.error.is_none() {
            self.depth += 1;
            stacker::maybe_grow(64 * 1024, 1024 * 1024, || source_order::walk_stmt(self, stmt));
            self.depth -= 1;
        }
        if new_scope {
            self.scopes.pop();
        }
    }

    fn visit_expr(&mut self, expr: &'a Expr) {
        if self.error.is_some() {
            return;
        }
        match expr {
            Expr::Lambda(l) => {
                if let Some(p) = &l.parameters {
                    self.check_parameters(p, l.range());
                }
            }
            Expr::Named(n) => self.check_store(&n.target),
            Expr::Call(c) => {
                for kw in c.arguments.keywords.iter() {
                    if kw.arg.as_ref().map(|a| a.as_str()) == Some("__debug__") {
                        self.fail("cannot assign to __debug__".into(), c.range());
                    }
                }
            }
            _ => {}
        }
        if self.error.is_none() {
            stacker::maybe_grow(64 * 1024, 1024 * 1024, || source_order::walk_expr(self, expr));
        }
    }

    fn visit_comprehension(&mut self, comprehension: &'a ast::Comprehension) {
        self.check_store(&comprehension.target);
        if self.error.is_none() {
            source_order::walk_comprehension(self, comprehension);
        }
    }
}

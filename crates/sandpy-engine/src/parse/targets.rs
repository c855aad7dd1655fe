//! Errors about targets and expressions: `=` where `==` or `:=` was meant, missing
//! expressions, invalid assignment targets, parenthesized parameters, unparenthesized
//! generators, and the version errors ruff reports for syntax newer than 3.11.

use ruff_python_ast::{self as ast, AnyNodeRef, Expr};
use ruff_python_parser::{ParseErrorType, UnsupportedSyntaxError, UnsupportedSyntaxErrorKind};
use ruff_text_size::{Ranged, TextRange, TextSize};

use super::checks::{self, TargetKind};
use super::diag::{syntax, Ctx, Diag};
use super::tokenizer::Kind;

impl<'a> Ctx<'a> {
    /// `if x = 1:` and friends: CPython's `invalid_named_expression`.
    pub(super) fn named_expression(&self, eq: usize) -> Option<Diag> {
        let start = {
            let lo = self.enclosing_open(eq).map(|o| o + 1).unwrap_or_else(|| self.stmt_start(eq));
            let mut depth = 0usize;
            let mut s = eq;
            while s > lo {
                let p = s - 1;
                if self.is_close(p) {
                    depth += 1;
                } else if self.is_open(p) {
                    depth = depth.saturating_sub(1);
                } else if depth == 0
                    && ((self.kind(p) == Some(Kind::Op) && matches!(self.text(p), "," | ":" | ";" | "="))
                        || matches!(self.text(p), "if" | "elif" | "while" | "and" | "or" | "not" | "return" | "assert" | "else" | "in")
                            && self.kind(p) == Some(Kind::Name))
                {
                    break;
                }
                s -= 1;
            }
            s
        };
        let rhs_end = self.skip_bitwise_or(eq + 1)?;
        if self.is_op(rhs_end, "=") || self.is_op(rhs_end, ":=") {
            return None;
        }
        if matches!(self.header_keyword(eq).1, "import" | "from" | "global" | "nonlocal" | "def" | "del") {
            return None;
        }
        // Dict values, slices and annotations are plain expressions.
        if start > 0 && self.is_op(start - 1, ":") && self.enclosing_open(start).is_some() {
            return None;
        }
        // Comprehension conditions and iterables are disjunctions, not named expressions.
        if start > 0 && (self.is_kw(start - 1, "if") || self.is_kw(start - 1, "in")) {
            if let Some(g) = self.enclosing_open(start) {
                if self.top_level_kw(g + 1, start, "for") {
                    return None;
                }
            }
        }
        // Parsing the right-hand side (with CPython's error rules on) meets its errors first.
        if let Some(d) = self.error_inside_operand(eq + 1, true) {
            return Some(d);
        }
        let a = self.tok(start)?;
        if a.kind == Kind::Name && !self.is_keyword(start) && start + 1 == eq {
            let range = self.tok_range(start, rhs_end - 1);
            let mut d = self.diag_range(range, syntax("invalid syntax. Maybe you meant '==' or ':=' instead of '='?"));
            d.pos = self.tok(rhs_end).map(|t| t.start).unwrap_or(d.pos);
            return Some(d);
        }
        if self.skip_bitwise_or(start) != Some(eq) {
            return None;
        }
        if matches!(a.text(self.src), "True" | "False" | "None") && a.kind == Kind::Name {
            return None;
        }
        let range = self.tok_range(start, eq - 1);
        if self.is_op(start, "[") && self.skip_group(start) == Some(eq) {
            // A list display (not a comprehension) is excluded.
            let inner = self.expr_of(range);
            if matches!(inner, Some(Expr::List(_))) {
                return None;
            }
        }
        let e = self.expr_of(range)?;
        if let Expr::Tuple(_) | Expr::Generator(_) = e {
            return None;
        }
        let mut d = self
            .diag_range(range, syntax(format!("cannot assign to {} here. Maybe you meant '==' instead of '='?", checks::expr_name(&e))));
        d.pos = self.tok(rhs_end).map(|t| t.start).unwrap_or(d.pos);
        Some(d)
    }

    pub(super) fn expected_expression(&self, loc: TextRange) -> Diag {
        let Some(i) = self.tok_for(loc) else {
            return self.generic(loc);
        };
        if self.is_op(i, "**") && i > 0 && self.is_op(i - 1, "(") && self.starts_operand(i - 1) {
            let close = self.matching_close(i - 1);
            if close.is_some() && self.skip_expression(i + 1) == close {
                return self.diag_tok(Some(i), syntax("cannot use double starred expression here"), loc);
            }
        }
        if i > 0 && self.is_op(i - 1, "*") && self.is_op(i, ")") {
            let o = self.enclosing_open(i);
            if o.is_some_and(|o| (o..i).any(|k| self.is_op(k, "**") && (self.is_op(k - 1, "(") || self.is_op(k - 1, ",")))) {
                return self.diag_tok(Some(i - 1), syntax("iterable argument unpacking follows keyword argument unpacking"), loc);
            }
        }
        if i > 1 && self.is_op(i - 1, "*") && self.is_op(i - 2, ":") && (self.is_close(i) || self.is_op(i, ",")) {
            // A lone `*` in a slice: CPython fails at the star itself.
            return self.diag_tok(Some(i - 1), syntax("invalid syntax"), loc);
        }
        if i > 0 && self.is_op(i - 1, ":") && (self.is_op(i, "}") || self.is_op(i, ",")) && self.in_dict(i) {
            return self.diag_tok(Some(i - 1), syntax("expression expected after dictionary key and ':'"), loc);
        }
        if i > 0 && self.is_op(i - 1, "=") && (self.is_op(i, ")") || self.is_op(i, ",") || self.is_op(i, ":")) {
            let s = self.stmt_start(i);
            let in_def = (self.is_kw(s, "def") || (self.is_kw(s, "async") && self.is_kw(s + 1, "def")))
                && self.enclosing_open(i).is_some_and(|o| o == s + 2 || o == s + 3);
            if in_def || self.lambda_params_start(i).is_some() {
                return self.diag_tok(Some(i - 1), syntax("expected default value expression"), loc);
            }
        }
        self.generic(loc)
    }

    /// An invalid target in an assignment, `for`, `with` or comprehension.
    pub(super) fn assignment_target(&self, loc: TextRange) -> Diag {
        // An incomplete target (`a in = 1`): the missing operand is the error.
        let bound = self.tok_for(TextRange::empty(loc.end())).and_then(|k| self.tok(k)).map(|t| t.start).unwrap_or(self.src.len());
        let inner = self.errors.iter().filter(|e| {
            let p = e.location.start().to_usize();
            loc.start().to_usize() < p && p <= bound && !matches!(e.error, ParseErrorType::InvalidAssignmentTarget)
        });
        if let Some(e) = inner.min_by_key(|e| e.location.start()) {
            return self.translate(e);
        }
        let chain = self.nodes_at(loc).nodes;
        let bad = self.expr_at(loc);
        // Innermost statement / comprehension holding the target.
        for node in chain.iter().rev() {
            match node {
                AnyNodeRef::Comprehension(c) if c.target.range().contains_range(loc) => {
                    return self.target_message(&c.target, TargetKind::For, loc);
                }
                AnyNodeRef::StmtFor(f) if f.target.range().contains_range(loc) => {
                    return self.target_message(&f.target, TargetKind::For, loc);
                }
                AnyNodeRef::StmtWith(w) => {
                    for item in &w.items {
                        if let Some(v) = &item.optional_vars {
                            if v.range().contains_range(loc) {
                                return self.target_message(v, TargetKind::Star, loc);
                            }
                        }
                    }
                }
                AnyNodeRef::StmtAssign(a) => return self.assign_statement(a, loc),
                AnyNodeRef::StmtAugAssign(a) if a.target.range().contains_range(loc) => {
                    let what = checks::expr_name(&a.target);
                    return self
                        .diag_range(a.target.range(), syntax(format!("'{what}' is an illegal expression for augmented assignment")));
                }
                _ => {}
            }
        }
        match bad {
            Some(b) => self.diag_range(b.range(), syntax(format!("cannot assign to {}", checks::expr_name(b)))),
            None => self.generic(loc),
        }
    }

    pub(super) fn target_message(&self, target: &Expr, kind: TargetKind, loc: TextRange) -> Diag {
        match checks::invalid_target(target, kind) {
            Some(b) => self.diag_range(b.range(), syntax(format!("cannot assign to {}", checks::expr_name(b)))),
            None => self.generic(loc),
        }
    }

    /// `T = V` with an invalid target, following the order of CPython's `invalid_assignment`
    /// and `invalid_named_expression` alternatives.
    pub(super) fn assign_statement(&self, a: &ast::StmtAssign, loc: TextRange) -> Diag {
        let Some(first) = a.targets.first() else {
            return self.generic(loc);
        };
        let bare_yield = matches!(first, Expr::Yield(_) | Expr::YieldFrom(_)) && !self.parenthesized(first.range());
        if bare_yield {
            // Handled below with the other yields.
        } else if a.targets.len() == 1 && checks::invalid_target(first, TargetKind::Star).is_some() {
            let excluded = matches!(first, Expr::List(_) | Expr::Tuple(_) | Expr::BooleanLiteral(_) | Expr::NoneLiteral(_))
                || matches!(first, Expr::Generator(g) if g.parenthesized);
            let bitwise_level = self.parenthesized(first.range())
                || !matches!(
                    first,
                    Expr::Compare(_)
                        | Expr::BoolOp(_)
                        | Expr::If(_)
                        | Expr::Lambda(_)
                        | Expr::Named(_)
                        | Expr::Starred(_)
                        | Expr::Yield(_)
                        | Expr::YieldFrom(_)
                ) && !matches!(first, Expr::UnaryOp(u) if u.op == ast::UnaryOp::Not);
            let value_ok = {
                let v = self.src.get(a.value.range().start().to_usize()..).unwrap_or("");
                let starts_ok = !(v.starts_with("yield") || v.starts_with("lambda") || v.starts_with('*') || v.starts_with("not"))
                    || self.parenthesized(a.value.range());
                // A value must be there at all (`f() =` at the end of a line is not).
                let present = self.tok_for(a.value.range()).is_some_and(|v| self.starts_operand_token(v)) && !a.value.range().is_empty();
                starts_ok && present
            };
            if !excluded && bitwise_level && value_ok {
                // The right-hand side is parsed (with CPython's error rules) first.
                if let Some(v) = self.tok_for(a.value.range()) {
                    if let Some(d) = self.error_inside_operand(v, true) {
                        return d;
                    }
                }
                return self.diag_range(
                    first.range(),
                    syntax(format!("cannot assign to {} here. Maybe you meant '==' instead of '='?", checks::expr_name(first))),
                );
            }
        }
        for t in &a.targets {
            if matches!(t, Expr::Yield(_) | Expr::YieldFrom(_)) && !self.parenthesized(t.range()) {
                return self.diag_range(t.range(), syntax("assignment to yield expression not possible"));
            }
            if let Some(b) = checks::invalid_target(t, TargetKind::Star) {
                return self.diag_range(b.range(), syntax(format!("cannot assign to {}", checks::expr_name(b))));
            }
        }
        self.generic(loc)
    }

    /// If token `i` is in a lambda's parameter list, the index of `lambda`.
    pub(super) fn lambda_params_start(&self, i: usize) -> Option<usize> {
        let mut depth = 0usize;
        let mut j = i;
        while j > 0 {
            j -= 1;
            if matches!(self.kind(j), Some(Kind::Newline | Kind::Indent | Kind::Dedent)) {
                return None;
            }
            if self.is_close(j) {
                depth += 1;
            } else if self.is_open(j) {
                if depth == 0 {
                    // Reached the start of the enclosing group.
                    return None;
                }
                depth -= 1;
            } else if depth == 0 {
                if self.is_op(j, ":") {
                    return None;
                }
                if self.is_kw(j, "lambda") {
                    return Some(j);
                }
            }
        }
        None
    }

    /// `def f((a, b)):` / `lambda (a, b): 0` (CPython's `invalid_parameters` alternative).
    pub(super) fn parenthesized_params(&self, open: usize) -> Option<Diag> {
        if !self.is_op(open, "(") {
            return None;
        }
        let close = self.matching_close(open)?;
        let names_ok = |from: usize, to: usize| {
            let mut k = from;
            let mut want_name = true;
            while k < to {
                let ok = if want_name { self.kind(k) == Some(Kind::Name) && !self.is_keyword(k) } else { self.is_op(k, ",") };
                if !ok {
                    return false;
                }
                want_name = !want_name;
                k += 1;
            }
            true
        };
        if close <= open + 1 || !names_ok(open + 1, close) {
            return None;
        }
        let (what, lo) = if let Some(l) = self.lambda_params_start(open) {
            ("Lambda expression parameters cannot be parenthesized", l + 1)
        } else {
            let g = self.enclosing_open(open)?;
            let s = self.stmt_start(open);
            let d = if self.is_kw(s, "async") { s + 1 } else { s };
            if !(self.is_kw(d, "def") && g == d + 2) {
                return None;
            }
            ("Function parameters cannot be parenthesized", g + 1)
        };
        // Only plain parameters may come before the parenthesized group.
        if !names_ok(lo, open) || (open > lo && !self.is_op(open - 1, ",")) {
            return None;
        }
        Some(self.diag_range(self.tok_range(open, close), syntax(what)))
    }

    /// `f(x for x in y, 1)`; a lone generator in class bases is plain invalid syntax.
    pub(super) fn unparenthesized_genexp(&self, loc: TextRange) -> Diag {
        let msg = "Generator expression must be parenthesized";
        if let Some(i) = self.tok_for(loc) {
            if let Some(o) = self.enclosing_open(i) {
                let s = self.stmt_start(o);
                let lone = o + 1 == i
                    && self.close_after(i).is_some_and(|c| {
                        self.tok(c).is_some_and(|t| t.start >= loc.end().to_usize())
                            && !self.top_level(o + 1, c).into_iter().any(|k| self.is_op(k, ","))
                    });
                if self.is_kw(s, "class") && lone {
                    let f = (i..).take_while(|&k| self.tok(k).is_some()).find(|&k| self.is_kw(k, "for") || self.is_kw(k, "async"));
                    if let Some(f) = f {
                        return self.diag_tok(Some(f), syntax("invalid syntax"), loc);
                    }
                }
            }
        }
        self.diag_range(loc, syntax(msg))
    }

    pub(super) fn translate_unsupported(&self, u: &UnsupportedSyntaxError) -> Option<Diag> {
        let r = u.range;
        let d = match u.kind {
            UnsupportedSyntaxErrorKind::UnparenthesizedExceptionTypes => {
                // Only a complete clause header gets the message.
                let mut j = self.tok_for(TextRange::empty(r.end()))?;
                if self.is_kw(j, "as") {
                    j += 2;
                }
                if self.is_op(j, ":") {
                    self.except_types(r)
                } else {
                    let i = self.tok_for(r)?;
                    let comma = (i..j).find(|&k| self.is_op(k, ",")).unwrap_or(i);
                    let mut d = self.diag_tok(Some(comma), syntax("invalid syntax"), r);
                    // CPython read the types as expressions up to the token after them.
                    d.pos = self.tok(j).map(|t| t.start).unwrap_or(usize::MAX);
                    d
                }
            }
            UnsupportedSyntaxErrorKind::UnpackingInComprehension(k) => {
                if format!("{k:?}") == "DictInDict" {
                    let i = self.tok_for(r);
                    self.diag_tok(i, syntax("dict unpacking cannot be used in dict comprehension"), r)
                } else {
                    self.diag_range(r, syntax("iterable unpacking cannot be used in comprehension"))
                }
            }
            UnsupportedSyntaxErrorKind::TypeAliasStatement => {
                let i = self.tok_for(r).map(|i| i + 1);
                self.diag_tok(i, syntax("invalid syntax"), r)
            }
            UnsupportedSyntaxErrorKind::TypeParameterList => {
                let i = self.tok_for(r);
                let s = i.map(|i| self.stmt_start(i)).unwrap_or(0);
                let is_def = self.is_kw(s, "def") || self.is_kw(s + 1, "def");
                if is_def {
                    self.diag_tok(i, syntax("expected '('"), r).expecting()
                } else {
                    self.diag_tok(i, syntax("invalid syntax"), r)
                }
            }
            UnsupportedSyntaxErrorKind::TemplateStrings => {
                let i = self.tok_for(r).map(|i| if self.kind(i) == Some(Kind::Name) { i + 1 } else { i });
                self.diag_tok(i, syntax("invalid syntax"), r)
            }
            UnsupportedSyntaxErrorKind::LazyImportStatement => {
                let i = self.tok_for(r).map(|i| i + 1);
                self.diag_tok(i, syntax("invalid syntax"), r)
            }
            UnsupportedSyntaxErrorKind::ParenthesizedKeywordArgumentName => {
                let inner = self.src.get(r.start().to_usize()..r.end().to_usize()).unwrap_or("");
                let lead = inner.len() - inner.trim_start_matches(['(', ' ']).len();
                let start = r.start() + TextSize::new(lead as u32);
                let eq = self.tok_for(TextRange::empty(r.end()));
                let end = eq.filter(|&e| self.is_op(e, "=")).and_then(|e| self.tok(e)).map(|t| TextSize::new(t.end as u32));
                self.diag_range(
                    TextRange::new(start, end.unwrap_or(r.end())),
                    syntax("expression cannot contain assignment, perhaps you meant \"==\"?"),
                )
            }
            _ => return None,
        };
        Some(d)
    }
}

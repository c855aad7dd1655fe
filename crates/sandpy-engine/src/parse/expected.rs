//! Errors where CPython expected another token: missing commas between expressions, missing
//! colons, `else` or `in`, two statements on one line, `print x`, invalid `for` and
//! comprehension targets, and bad dict entries.

use ruff_python_ast::token::TokenKind;
use ruff_text_size::{Ranged, TextRange, TextSize};

use super::checks::{self, TargetKind};
use super::diag::{syntax, Ctx, Diag};
use super::extent::{AUG_OPS, KEYWORDS};
use super::tokenizer::Kind;

impl<'a> Ctx<'a> {
    pub(super) fn expected_token(&self, expected: TokenKind, found: TokenKind, loc: TextRange) -> Diag {
        let i = self.tok_for(loc);
        if let Some(i) = i {
            if found == TokenKind::Lpar {
                if let Some(d) = self.parenthesized_params(i) {
                    return d;
                }
            }
            if found == TokenKind::Star && i > 0 && self.is_op(i - 1, "/") {
                return self.diag_tok(Some(i), syntax("expected comma between / and *"), loc);
            }
            if expected == TokenKind::Lpar && matches!(self.header_keyword(i).1, "def") {
                return self.diag_tok(Some(i), syntax("expected '('"), loc).expecting();
            }
        }
        match expected {
            TokenKind::Colon => self.expected_colon(found, loc),
            TokenKind::Comma | TokenKind::Rpar | TokenKind::Rsqb | TokenKind::Rbrace => {
                if let Some(i) = i {
                    if matches!(found, TokenKind::For | TokenKind::Async) && expected == TokenKind::Rsqb
                        || (found == TokenKind::For && expected == TokenKind::Rbrace)
                    {
                        if let Some(d) = self.comprehension_target(i) {
                            return d;
                        }
                    }
                    if let Some(d) = self.augassign_tuple(i) {
                        return d;
                    }
                    if let Some(d) = self.missing_comma(i) {
                        return d;
                    }
                    if self.is_op(i, "=") {
                        if let Some(d) = self.named_expression(i) {
                            return d;
                        }
                    }
                }
                self.generic(loc)
            }
            TokenKind::Else => self.missing_else(loc),
            TokenKind::In => {
                if let Some(d) = i.and_then(|i| self.for_target(i)) {
                    return d;
                }
                if let Some(i) = i.filter(|&i| self.starts_operand_token(i)) {
                    if let Some(d) = self.missing_comma(i) {
                        return d;
                    }
                }
                self.generic(loc)
            }
            _ => {
                if let Some(i) = i {
                    if let Some(d) = self.augassign_tuple(i) {
                        return d;
                    }
                    if self.is_op(i, "=") {
                        if let Some(d) = self.named_expression(i) {
                            return d;
                        }
                    }
                    if self.starts_operand_token(i) {
                        if let Some(d) = self.missing_comma(i) {
                            return d;
                        }
                    }
                }
                self.generic(loc)
            }
        }
    }

    /// `for f() in x:` / `for x y in z`: CPython's `invalid_for_target` parses the target
    /// as an expression and reports its invalid part.
    pub(super) fn for_target(&self, i: usize) -> Option<Diag> {
        let group = self.enclosing_open(i);
        let mut f = i;
        loop {
            f = f.checked_sub(1)?;
            if matches!(self.kind(f), Some(Kind::Newline | Kind::Indent | Kind::Dedent)) {
                return None;
            }
            if self.is_kw(f, "for") && self.enclosing_open(f) == group {
                break;
            }
        }
        if i <= f + 1 {
            return None;
        }
        let range = self.tok_range(f + 1, i - 1);
        let e = self.expr_of(range)?;
        let bad = checks::invalid_target(&e, TargetKind::For)?;
        // `expr_of` parsed the text inside an added '('.
        let start = range.start() + bad.range().start() - TextSize::new(1);
        let r = TextRange::at(start, bad.range().len());
        Some(self.diag_range(r, syntax(format!("cannot assign to {}", checks::expr_name(bad)))))
    }

    /// `x = 1 if y` without `else`.
    pub(super) fn missing_else(&self, loc: TextRange) -> Diag {
        let Some(i) = self.tok_for(loc) else {
            return self.generic(loc);
        };
        if self.is_op(i, ":") {
            return self.generic(loc);
        }
        // Find the 'if' before `i` in the same bracket group, then the disjunction before it.
        let group = self.enclosing_open(i);
        let mut k = i;
        while k > 0 {
            k -= 1;
            if self.is_kw(k, "if") && self.enclosing_open(k) == group {
                break;
            }
        }
        if !self.is_kw(k, "if") {
            return self.generic(loc);
        }
        let lo = group.map(|g| g + 1).unwrap_or_else(|| self.stmt_start(k));
        if group.is_some() && self.top_level_kw(lo, k, "for") {
            // A comprehension's `if`, not a conditional expression.
            return self.generic(loc);
        }
        let a = (lo..k).find(|&c| self.skip_disjunction(c) == Some(k) && self.starts_operand(c));
        match a {
            Some(a) => self.diag_range(self.tok_range(a, i.saturating_sub(1)), syntax("expected 'else' after 'if' expression")).expecting(),
            None => self.generic(loc),
        }
    }

    /// Whether an operand of an expression can begin at token `c` (it is not in the middle of
    /// an atom or after a dot).
    pub(super) fn starts_operand(&self, c: usize) -> bool {
        if c == 0 {
            return true;
        }
        let prev = &self.toks()[c - 1];
        match prev.kind {
            Kind::Name => KEYWORDS.contains(&prev.text(self.src)) && !matches!(prev.text(self.src), "True" | "False" | "None"),
            Kind::Op => !matches!(prev.text(self.src), ")" | "]" | "}" | "."),
            Kind::Number | Kind::Str => false,
            _ => true,
        }
    }

    /// `a, b += 1` (ruff stops at the augmented operator).
    pub(super) fn augassign_tuple(&self, i: usize) -> Option<Diag> {
        let t = self.tok(i)?;
        if !(t.kind == Kind::Op && AUG_OPS.contains(&t.text(self.src)) && t.level == 0) {
            return None;
        }
        // A value must follow (`invalid_assignment` wants one).
        if !self.is_kw(i + 1, "yield") && self.skip_star_expressions(i + 1).is_none() {
            return None;
        }
        let s = self.stmt_start(i);
        let range = self.tok_range(s, i.checked_sub(1)?);
        let e = self.expr_of(range)?;
        let what = checks::expr_name(&e);
        Some(self.diag_range(range, syntax(format!("'{what}' is an illegal expression for augmented assignment"))))
    }

    /// `[a, b for a in c]`: CPython's `invalid_comprehension`.
    pub(super) fn comprehension_target(&self, i: usize) -> Option<Diag> {
        let o = self.enclosing_open(i)?;
        if !(self.is_op(o, "[") || self.is_op(o, "{")) {
            return None;
        }
        let close = self.matching_close(o).unwrap_or(self.toks().len());
        if !self.top_level_kw(o + 1, close, "in") {
            return None;
        }
        let first = o + 1;
        let a_end = self.skip_expression(first)?;
        if !self.is_op(a_end, ",") {
            return None;
        }
        let last = i.checked_sub(1)?;
        let last = if self.is_op(last, ",") { last.checked_sub(1)? } else { last };
        if last <= a_end {
            return Some(
                self.diag_range(self.tok_range(first, a_end), syntax("did you forget parentheses around the comprehension target?")),
            );
        }
        Some(self.diag_range(self.tok_range(first, last), syntax("did you forget parentheses around the comprehension target?")))
    }

    pub(super) fn in_dict(&self, i: usize) -> bool {
        self.enclosing_open(i).is_some_and(|o| self.is_op(o, "{"))
    }

    /// CPython's `invalid_expression`: two expressions in a row inside brackets.
    pub(super) fn missing_comma(&self, i: usize) -> Option<Diag> {
        if let Some(d) = self.dict_key(i) {
            return Some(d);
        }
        if self.header_keyword(i).1 == "case" {
            // Patterns are not expressions.
            return None;
        }
        let s = self.element_start(i);
        // Parameter names are not expressions (defaults and annotations are).
        let in_value = s > 0 && (self.is_op(s - 1, "=") || self.is_op(s - 1, ":"));
        if let Some(o) = self.enclosing_open(i) {
            let st = self.stmt_start(o);
            let d = if self.is_kw(st, "async") { st + 1 } else { st };
            if self.is_kw(d, "def") && o == d + 2 && !in_value {
                return None;
            }
        }
        if self.lambda_params_start(i).is_some() && !in_value {
            return None;
        }
        // After `in`/`if` of a comprehension CPython parses a disjunction, not an expression.
        if s > 0 && (self.is_kw(s - 1, "in") || self.is_kw(s - 1, "if")) {
            return None;
        }
        // Targets after `for` are parsed as expressions only when no `in` follows them.
        let a = (s..i).find(|&c| {
            let after_for = c > 0 && self.is_kw(c - 1, "for");
            self.starts_operand(c) && !(after_for && (c..i).any(|k| self.is_kw(k, "in"))) && self.skip_disjunction(c) == Some(i)
        })?;
        if a > s && (self.is_kw(a - 1, "in") || self.is_kw(a - 1, "if")) && (s..a).any(|k| self.is_kw(k, "for")) {
            return None;
        }
        let b_end = self.skip_expression(i)?;
        let last = b_end.checked_sub(1)?;
        // `!(NAME STRING | SOFT_KEYWORD)` and the legacy print/exec statements.
        let a_tok = self.tok(a)?;
        if a_tok.kind == Kind::Name {
            let w = a_tok.text(self.src);
            // CPython compares soft keywords by prefix: `c`, `ma`, ... count as well.
            let soft = w == "_" || "match".starts_with(w) || "case".starts_with(w);
            if self.kind(a + 1) == Some(Kind::Str) || soft {
                return None;
            }
            if matches!(w, "print" | "exec") && a + 1 == i {
                return self.legacy_call(a);
            }
        }
        if self.tok(last)?.level == 0 {
            return None;
        }
        let mut d = self.diag_range(self.tok_range(a, last), syntax("invalid syntax. Perhaps you forgot a comma?"));
        d.pos = self.tok(b_end).map(|t| t.start).unwrap_or(self.src.len());
        // CPython reads on into a bracket after `b` that never closes: it meets the end.
        if self.tok(b_end).is_none() || (self.is_open(b_end) && self.matching_close(b_end).is_none()) {
            d.pos = usize::MAX;
        }
        Some(d)
    }

    /// `print "x"`: CPython's `invalid_legacy_expression`.
    pub(super) fn legacy_call(&self, a: usize) -> Option<Diag> {
        let name = self.text(a);
        if self.is_op(a + 1, "(") {
            return None;
        }
        let end = self.skip_star_expressions(a + 1)?;
        let msg = format!("Missing parentheses in call to '{name}'. Did you mean {name}(...)?");
        let mut d = self.diag_range(self.tok_range(a, end.checked_sub(1)?), syntax(msg));
        // CPython peeked at the token after the arguments.
        d.pos = self.tok(end).map(|t| t.start).unwrap_or(usize::MAX);
        Some(d)
    }

    /// Two expressions on one line outside brackets.
    pub(super) fn statements_on_line(&self, loc: TextRange) -> Diag {
        let Some(i) = self.tok_for(loc) else {
            return self.generic(loc);
        };
        let s = self.stmt_start(i);
        if self.kind(s) == Some(Kind::Name) && matches!(self.text(s), "print" | "exec") && s + 1 == i {
            if let Some(d) = self.legacy_call(s) {
                return d;
            }
        }
        if let Some(d) = self.missing_comma(i) {
            return d;
        }
        // CPython parses `b` of `a b` and meets the string errors inside it first; after a
        // lone name (`invalid_legacy_expression`) it parses `b` with all its error rules.
        if self.starts_operand_token(i) {
            let legacy_path = i > 0
                && self.kind(i - 1) == Some(Kind::Name)
                && !self.is_keyword(i - 1)
                && self.starts_operand(i - 1)
                && !self.is_op(i, "(");
            if let Some(d) = self.error_inside_operand(i, legacy_path) {
                return d;
            }
        }
        // `a not b`: CPython read one token further looking for `not in`.
        if self.is_kw(i, "not") && !self.is_kw(i + 1, "in") {
            return self.diag_tok(Some(i + 1), syntax("invalid syntax"), loc);
        }
        let mut d = self.generic(loc);
        self.read_past_operand(&mut d, i);
        d
    }

    /// CPython's second pass parses an expression starting at `i` (as the second operand of
    /// `invalid_expression`) and peeks at the token after it; if the tokenizer failed before
    /// producing that token, its error is what CPython reports.
    pub(super) fn read_past_operand(&self, d: &mut Diag, i: usize) {
        if self.tz.error.is_none() || !self.starts_operand_token(i) {
            return;
        }
        let complete = self.skip_expression(i).is_some_and(|e| e < self.toks().len());
        if !complete {
            d.pos = usize::MAX;
        }
    }

    /// Whether token `i` can begin an expression.
    pub(super) fn starts_operand_token(&self, i: usize) -> bool {
        match self.tok(i) {
            Some(t) => match t.kind {
                Kind::Name => !self.is_keyword(i) || matches!(t.text(self.src), "True" | "False" | "None" | "not" | "lambda" | "await"),
                Kind::Number | Kind::Str => true,
                Kind::Op => matches!(t.text(self.src), "(" | "[" | "{" | "-" | "+" | "~" | "..."),
                _ => false,
            },
            None => false,
        }
    }

    pub(super) fn expected_colon(&self, found: TokenKind, loc: TextRange) -> Diag {
        let Some(i) = self.tok_for(loc) else {
            return self.generic(loc);
        };
        let (k, kw) = self.header_keyword(i);
        match kw {
            "def" | "try" | "finally" => self.diag_tok(Some(i), syntax("expected ':'"), loc).expecting(),
            "else" if k + 1 == i => self.diag_tok(Some(i), syntax("expected ':'"), loc).expecting(),
            "if" | "elif" | "while" | "for" | "with" | "class" | "except" | "match" | "case" => {
                if found == TokenKind::Newline {
                    return self.diag_tok(Some(i), syntax("expected ':'"), loc).expecting();
                }
                if self.is_op(i, "=") && matches!(kw, "if" | "elif" | "while") {
                    if let Some(d) = self.named_expression(i) {
                        return d;
                    }
                }
                self.generic(loc)
            }
            "lambda" => self.generic(loc),
            _ => {
                if self.in_dict(i) {
                    if let Some(d) = self.dict_key(i) {
                        return d;
                    }
                }
                if self.is_op(i, "=") {
                    if let Some(d) = self.named_expression(i) {
                        return d;
                    }
                }
                if let Some(d) = self.missing_comma(i) {
                    return d;
                }
                self.generic(loc)
            }
        }
    }

    /// `{1: 2, 3}`: CPython's `invalid_kvpair`.
    pub(super) fn dict_key(&self, i: usize) -> Option<Diag> {
        if !self.in_dict(i) {
            return None;
        }
        let s = self.element_start(i);
        let open = self.enclosing_open(i)?;
        // Only for a key (after ',' — not a value after ':').
        if s == 0 || !self.is_op(s - 1, ",") {
            return None;
        }
        // Only after at least one `key: value` pair.
        let level = self.tok(open)?.level;
        let seen_pair = (open + 1..s).any(|j| self.is_op(j, ":") && self.tok(j).is_some_and(|t| t.level == level));
        let comprehension = self.top_level_kw(open + 1, i, "for");
        if !seen_pair || comprehension {
            return None;
        }
        let key_end = self.skip_expression(s)?;
        if key_end > i || self.is_op(key_end, ":") {
            return None;
        }
        let last = self.tok(key_end - 1)?;
        Some(Diag {
            type_name: "SyntaxError",
            message: "':' expected after dictionary key".into(),
            line: last.end_line,
            offset: last.end_offset.unwrap_or(1) - 1,
            end_line: last.end_line,
            end_offset: Some(0),
            text: None,
            pos: self.tok(key_end)?.start,
            full_check: true,
            from_tokenizer: false,
            expected_token: false,
        })
    }
}

//! Which error CPython reports first: the tokenizer's or the parser's, a Python 2 `print`,
//! a conditional without `else` or an error inside an operand met before ruff's first error,
//! an unclosed bracket, and the version errors for syntax newer than 3.11.

use ruff_python_ast::Expr;
use ruff_python_parser::{LexicalErrorType, ParseError, ParseErrorType, UnsupportedSyntaxError, UnsupportedSyntaxErrorKind};
use ruff_text_size::TextRange;

use super::checks::{self};
use super::diag::{syntax, Ctx, Diag};
use super::extent::{AUG_OPS, BINARY_OPS, COMPARE_OPS};
use super::fstring;
use super::tokenizer::{self, ErrClass, Kind};

impl<'a> Ctx<'a> {
    /// Picks between the tokenizer's error and the parser's the way CPython does.
    pub(super) fn choose(&self, parser: Option<Diag>) -> Option<Diag> {
        let tok = self.tz.error.clone();
        match (tok, parser) {
            (None, None) => None,
            (Some(t), None) => Some(Diag::from_tok_error(t)),
            (Some(t), Some(p)) => {
                if t.pos <= p.pos || (t.class == ErrClass::Raised && p.full_check) {
                    Some(Diag::from_tok_error(t))
                } else {
                    Some(p)
                }
            }
            (None, Some(p)) => {
                // CPython's second pass starts over with its error rules enabled, so an
                // earlier `print x` is reported first.
                if let Some(d) = self.legacy_before(p.pos.min(self.src.len())) {
                    return Some(d);
                }
                if let Some(d) = self.ternary_before(p.pos.min(self.src.len())) {
                    return Some(d);
                }
                if let Some(open) = self.tz.unclosed {
                    let last_line = self.lines.line(p.pos.min(self.src.len()) as u32);
                    // The parser tried to read an expression starting at that bracket.
                    // CPython went on to parse a call, subscript or display starting at an
                    // opening bracket that is never closed: it read past the line.
                    let at_open = self.tok_at(p.pos).is_some_and(|i| {
                        let after_operand = i > 0
                            && match self.kind(i - 1) {
                                Some(Kind::Name) => !self.is_keyword(i - 1) || matches!(self.text(i - 1), "True" | "False" | "None"),
                                Some(Kind::Number | Kind::Str) => true,
                                Some(Kind::Op) => self.is_close(i - 1),
                                _ => false,
                            };
                        self.is_open(i) && self.matching_close(i).is_none() && after_operand && self.runs_past_line(i)
                    });
                    let forced = p.expected_token;
                    let at_end = p.pos >= self.eof_pos() || (at_open && !forced);
                    if p.full_check && (last_line > open.line || at_end) {
                        return Some(self.unclosed_diag(open));
                    }
                }
                Some(p)
            }
        }
    }

    /// `f(yield x)`: the call fails, so CPython sees `f` and `(yield x)` side by side.
    pub(super) fn yield_argument(&self, loc: TextRange) -> Diag {
        let Some(i) = self.tok_for(loc) else {
            return self.generic(loc);
        };
        if let Some(o) = self.enclosing_open(i).filter(|&o| o + 1 == i && self.is_op(o, "(") && !self.starts_operand(o)) {
            let close = self.matching_close(o);
            let s = self.element_start(o);
            let a = (s..o).find(|&c| self.starts_operand(c) && self.skip_disjunction(c) == Some(o));
            if let (Some(a), Some(c)) = (a, close) {
                if self.tok(c).is_some_and(|t| t.level > 0) {
                    let mut d = self.diag_range(self.tok_range(a, c), syntax("invalid syntax. Perhaps you forgot a comma?"));
                    d.pos = self.tok(c + 1).map(|t| t.start).unwrap_or(usize::MAX);
                    return d;
                }
            }
        }
        self.generic(loc)
    }

    /// `a.b := 1` where a named expression is allowed: CPython's `invalid_named_expression`.
    pub(super) fn walrus_target(&self, w: usize) -> Option<Diag> {
        if !self.is_op(w, ":=") || self.skip_expression(w + 1).is_none() {
            return None;
        }
        let group = self.enclosing_open(w);
        if let Some(o) = group {
            // Call arguments take no named expressions with other targets.
            if self.is_op(o, "(") && o > 0 && !self.starts_operand(o) {
                return None;
            }
        }
        // The target must begin the named expression (`a := 1 := 2` is plain invalid syntax),
        // which is not the right-hand side of an assignment.
        let a = self.element_start(w);
        if a > 0 && self.is_op(a - 1, "=") {
            return None;
        }
        if a >= w || self.skip_expression(a) != Some(w) {
            return None;
        }
        let range = self.tok_range(a, w - 1);
        let e = self.expr_of(range)?;
        if matches!(e, Expr::Name(_)) {
            return None;
        }
        Some(self.diag_range(range, syntax(format!("cannot use assignment expressions with {}", checks::expr_name(&e)))))
    }

    /// The first error CPython would raise while parsing the operand starting at token `i`
    /// (with its nested brackets), if one lies inside it: ruff's or a string literal's.
    pub(super) fn error_inside_operand(&self, i: usize, grammar: bool) -> Option<Diag> {
        let end = self.structural_end(i)?;
        let (lo, hi) = (self.tok(i)?.start, self.tok(end.checked_sub(1)?)?.end);
        let nested = self.errors.iter().find(|e| {
            let p = e.location.start().to_usize();
            grammar && lo < p && p < hi
        });
        let strings = fstring::first_error_from(self, i, end);
        match (nested, strings) {
            (Some(e), Some((at, d))) => {
                if at <= e.location.start().to_usize() {
                    Some(d)
                } else {
                    Some(self.translate(e))
                }
            }
            (Some(e), None) => Some(self.translate(e)),
            (None, Some((_, d))) => Some(d),
            (None, None) => None,
        }
    }

    /// End of the operand at `i` by bracket structure alone: atom, trailers, operators.
    pub(super) fn structural_end(&self, i: usize) -> Option<usize> {
        let mut j = i;
        loop {
            while self.is_op(j, "-") || self.is_op(j, "+") || self.is_op(j, "~") || self.is_kw(j, "not") || self.is_kw(j, "await") {
                j += 1;
            }
            let t = self.tok(j)?;
            j = match t.kind {
                Kind::Name | Kind::Number => j + 1,
                Kind::Str => {
                    let mut k = j;
                    while self.kind(k) == Some(Kind::Str) {
                        k += 1;
                    }
                    k
                }
                Kind::Op if self.is_open(j) => self.skip_group(j).unwrap_or(self.toks().len()),
                _ => return if j > i { Some(j) } else { None },
            };
            loop {
                if self.is_op(j, "(") || self.is_op(j, "[") {
                    j = self.skip_group(j).unwrap_or(self.toks().len());
                } else if self.is_op(j, ".") && self.kind(j + 1) == Some(Kind::Name) {
                    j += 2;
                } else {
                    break;
                }
            }
            let op = self.kind(j) == Some(Kind::Op) && (BINARY_OPS.contains(&self.text(j)) || COMPARE_OPS.contains(&self.text(j)));
            if !(op || self.is_kw(j, "and") || self.is_kw(j, "or") || self.is_kw(j, "in") || self.is_kw(j, "is")) {
                return Some(j);
            }
            j += 1;
        }
    }

    /// A conditional expression without `else` in the statement that failed at byte
    /// `limit` (CPython's second pass meets it before the actual error).
    pub(super) fn ternary_before(&self, limit: usize) -> Option<Diag> {
        let err = self.tok_at(limit)?;
        let lo = self.stmt_start(err);
        let guard = self.header_keyword(err).1 == "case";
        // Groups in which a comprehension `for` has been seen (their `if`s are filters).
        let mut comprehensions: Vec<usize> = Vec::new();
        for k in lo..err {
            if self.is_kw(k, "for") {
                if let Some(g) = self.enclosing_open(k) {
                    comprehensions.push(g);
                }
                continue;
            }
            if !self.is_kw(k, "if") || k == lo || self.starts_operand(k) {
                continue;
            }
            let group = self.enclosing_open(k);
            if guard && group.is_none() {
                continue;
            }
            if group.is_some_and(|g| comprehensions.contains(&g)) {
                continue;
            }
            let Some(b_end) = self.skip_disjunction(k + 1) else {
                continue;
            };
            if b_end > err || self.is_kw(b_end, "else") || self.is_op(b_end, ":") {
                continue;
            }
            let first = group.map(|g| g + 1).unwrap_or(lo);
            let a = (first..k).find(|&c| self.starts_operand(c) && self.skip_disjunction(c) == Some(k))?;
            let mut d = self.diag_range(self.tok_range(a, b_end - 1), syntax("expected 'else' after 'if' expression")).expecting();
            d.pos = self.tok(b_end).map(|t| t.start).unwrap_or(d.pos);
            return Some(d);
        }
        None
    }

    /// Whether everything after the bracket at `open` on its line could continue an
    /// expression (so CPython's parser reads on to the next line).
    pub(super) fn runs_past_line(&self, open: usize) -> bool {
        let Some(line) = self.tok(open).map(|t| t.line) else {
            return false;
        };
        if self.tok(open + 1).is_some_and(|t| t.line == line) && !self.starts_operand_token(open + 1) {
            return false;
        }
        const EXPR_WORDS: [&str; 13] = ["True", "False", "None", "not", "and", "or", "in", "is", "lambda", "if", "else", "for", "await"];
        let mut j = open + 1;
        while let Some(t) = self.tok(j) {
            if t.line != line {
                return true;
            }
            let ok = match t.kind {
                Kind::Name => !self.is_keyword(j) || EXPR_WORDS.contains(&t.text(self.src)),
                Kind::Number | Kind::Str => true,
                Kind::Op => !matches!(t.text(self.src), "=" | ";" | "->") && !AUG_OPS.contains(&t.text(self.src)),
                _ => false,
            };
            if !ok {
                return false;
            }
            j += 1;
        }
        true
    }

    /// The first Python 2 style `print x` / `exec x` before byte `limit`.
    pub(super) fn legacy_before(&self, limit: usize) -> Option<Diag> {
        for (i, t) in self.toks().iter().enumerate() {
            if t.start >= limit {
                break;
            }
            if t.kind != Kind::Name || !matches!(t.text(self.src), "print" | "exec") {
                continue;
            }
            let blocked = i > 0
                && (self.is_op(i - 1, ".")
                    || matches!(self.text(i - 1), "def" | "class" | "import" | "from" | "as" | "global" | "nonlocal"));
            if blocked || self.is_op(i + 1, "(") || !self.starts_operand_token(i + 1) || self.header_keyword(i).1 == "case" {
                continue;
            }
            let in_params = self.lambda_params_start(i).is_some()
                || self.enclosing_open(i).is_some_and(|o| {
                    let st = self.stmt_start(o);
                    let d = if self.is_kw(st, "async") { st + 1 } else { st };
                    self.is_kw(d, "def") && o == d + 2
                });
            if in_params {
                continue;
            }
            if let Some(d) = self.legacy_call(i) {
                return Some(d);
            }
        }
        None
    }

    /// Byte position of the end of the input as the tokenizer left it.
    pub(super) fn eof_pos(&self) -> usize {
        self.toks().last().map(|t| t.end).unwrap_or(0).max(1)
    }

    pub(super) fn unclosed_diag(&self, open: tokenizer::OpenParen) -> Diag {
        Diag {
            type_name: "SyntaxError",
            message: format!("'{}' was never closed", open.ch),
            line: open.line,
            offset: i64::from(open.col) + 1,
            end_line: open.line,
            end_offset: Some(0),
            text: None,
            pos: self.src.len(),
            full_check: true,
            from_tokenizer: false,
            expected_token: false,
        }
    }

    /// The parser error CPython would raise first: ruff's first error, an error from the 3.11
    /// f-string rules, or a version error for syntax newer than 3.11.
    pub(super) fn first_parser_error(&self, errors: &[ParseError], unsupported: &[UnsupportedSyntaxError]) -> Option<Diag> {
        let fstring = fstring::first_error(self);
        // Errors ruff finds inside f-strings follow PEP 701 rules; the 3.11 rules decide there.
        let in_fstring = |r: TextRange| {
            let (s, e) = (r.start().to_usize(), r.end().to_usize());
            self.toks().iter().any(|t| t.kind == Kind::Str && t.start < s && e < t.end && fstring::is_fstring(t.text(self.src)))
        };
        let ruff_err = errors.iter().find(|e| {
            let inside = in_fstring(e.location);
            let fstring_kind =
                matches!(e.error, ParseErrorType::FStringError(_) | ParseErrorType::Lexical(LexicalErrorType::FStringError(_)));
            !(inside || fstring_kind)
        });
        // ruff reports an invalid assignment target after finishing the statement; CPython
        // meets it first when a statement-level '=' follows it.
        let ruff_err = ruff_err.map(|first| {
            errors
                .iter()
                .filter(|e| matches!(e.error, ParseErrorType::InvalidAssignmentTarget) && e.location.start() < first.location.start())
                .filter(|e| {
                    // ...and the target itself is complete (no other error in or right after it).
                    let bound = self
                        .tok_for(TextRange::empty(e.location.end()))
                        .and_then(|k| self.tok(k))
                        .map(|t| t.start)
                        .unwrap_or(self.src.len());
                    let complete = !errors.iter().any(|o| {
                        let p = o.location.start().to_usize();
                        !std::ptr::eq(o, *e) && e.location.start().to_usize() <= p && p <= bound
                    });
                    complete
                        && self
                            .tok_for(TextRange::empty(e.location.end()))
                            .is_some_and(|k| self.is_op(k, "=") && self.tok(k).is_some_and(|t| t.level == 0))
                })
                .min_by_key(|e| e.location.start())
                .unwrap_or(first)
        });
        let unsup =
            unsupported.iter().filter(|u| !matches!(u.kind, UnsupportedSyntaxErrorKind::Pep701FString(_))).min_by_key(|u| u.range.start());
        let mut best: Option<(usize, Diag)> = None;
        let mut consider = |at: usize, d: Option<Diag>| {
            if let Some(d) = d {
                if best.as_ref().is_none_or(|(b, _)| at < *b) {
                    best = Some((at, d));
                }
            }
        };
        // String-literal errors win ties: ruff reports its own at the same place.
        if let Some((at, d)) = fstring {
            consider(at, Some(d));
        }
        if let Some(e) = ruff_err {
            consider(e.location.start().to_usize(), Some(self.translate(e)));
        }
        if let Some(u) = unsup {
            consider(u.range.start().to_usize(), self.translate_unsupported(u));
        }
        best.map(|(_, d)| d)
    }
}

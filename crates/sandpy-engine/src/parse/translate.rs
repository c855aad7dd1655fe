//! The translation of ruff's parse errors into CPython's: the dispatch on ruff's error kind,
//! and the rewrites of lexical, indentation, block, `except`, keyword-argument and bare-`*`
//! errors.

use ruff_python_ast::token::TokenKind;
use ruff_python_ast::Expr;
use ruff_python_parser::{LexicalErrorType, ParseError, ParseErrorType};
use ruff_text_size::{Ranged, TextRange, TextSize};

use super::checks::{self, TargetKind};
use super::diag::{syntax, Ctx, Diag};
use super::tokenizer::Kind;

impl<'a> Ctx<'a> {
    pub(super) fn translate(&self, e: &ParseError) -> Diag {
        let loc = e.location;
        if let Some(i) = self.tok_for(loc) {
            // `try`, `finally` and `else` must be followed by ':' (forced tokens).
            let forced_colon = i > 0
                && (self.is_kw(i - 1, "try") || self.is_kw(i - 1, "finally") || self.is_kw(i - 1, "else"))
                && self.stmt_start(i - 1) == i - 1;
            if forced_colon && !self.is_op(i, ":") && self.tz.error.is_none() {
                return self.diag_tok(Some(i), syntax("expected ':'"), loc).expecting();
            }
            // `def name` must be followed by '(' (a forced token in CPython's grammar).
            let d = i.checked_sub(2).filter(|&d| self.is_kw(d, "def") && self.kind(d + 1) == Some(Kind::Name));
            if d.is_some() && !self.is_op(i, "(") && self.tz.error.is_none() {
                return self.diag_tok(Some(i), syntax("expected '('"), loc).expecting();
            }
        }
        let mut d = match &e.error {
            ParseErrorType::Lexical(lex) => self.lexical(lex, loc),
            ParseErrorType::UnexpectedIndentation => self.unexpected_indent(loc),
            ParseErrorType::ExpectedToken { found: TokenKind::Indent, .. } => self.unexpected_indent(loc),
            ParseErrorType::OtherError(msg) => self.other(msg, loc),
            ParseErrorType::ExpectedToken { expected, found } => self.expected_token(*expected, *found, loc),
            ParseErrorType::ExpectedExpression => self.expected_expression(loc),
            ParseErrorType::InvalidAssignmentTarget => self.assignment_target(loc),
            ParseErrorType::InvalidNamedAssignmentTarget => {
                let what = self.expr_at(loc).map(checks::expr_name).unwrap_or("expression");
                let walrus = self.tok_for(TextRange::empty(loc.end()));
                let in_call = self.tok_for(loc).and_then(|i| self.enclosing_open(i)).is_some_and(|o| {
                    self.is_op(o, "(") && o > 0 && (self.kind(o - 1) == Some(Kind::Name) && !self.is_keyword(o - 1) || self.is_close(o - 1))
                });
                match walrus {
                    Some(w) if self.is_op(w, ":=") && (in_call || self.skip_expression(w + 1).is_none()) => {
                        self.diag_tok(Some(w), syntax("invalid syntax"), loc)
                    }
                    _ => self.diag_range(loc, syntax(format!("cannot use assignment expressions with {what}"))),
                }
            }
            ParseErrorType::InvalidAugmentedAssignmentTarget => {
                let what = self.expr_at(loc).map(checks::expr_name).unwrap_or("expression");
                // The statement start comes from our tokenizer; never let it pass the end
                // (the two lexers can disagree on odd line breaks such as a lone '\r').
                let start = self.stmt_expr_start(loc).min(loc.start());
                self.diag_range(
                    TextRange::new(start, loc.end()),
                    syntax(format!("'{what}' is an illegal expression for augmented assignment")),
                )
            }
            ParseErrorType::InvalidAnnotatedAssignmentTarget => {
                // Only with an annotation after the colon; else the colon is the error.
                let colon = self.tok_for(TextRange::empty(loc.end()));
                match colon {
                    Some(c) if self.is_op(c, ":") && self.skip_expression(c + 1).is_none() => {
                        self.diag_tok(Some(c), syntax("invalid syntax"), loc)
                    }
                    _ => self.diag_range(loc, syntax("illegal target for annotation")),
                }
            }
            ParseErrorType::InvalidDeleteTarget => {
                let target = self.expr_at(loc);
                let bad = target.and_then(|t| checks::invalid_target(t, TargetKind::Del)).or(target);
                match bad {
                    Some(b) => self.diag_range(b.range(), syntax(format!("cannot delete {}", checks::expr_name(b)))),
                    None => self.generic(loc),
                }
            }
            ParseErrorType::NonDefaultParamAfterDefaultParam => {
                self.diag_range(loc, syntax("non-default argument follows default argument"))
            }
            ParseErrorType::ParamAfterVarKeywordParam => self.diag_range(loc, syntax("arguments cannot follow var-keyword argument")),
            ParseErrorType::VarParameterWithDefault => {
                let i = self.tok_for(loc);
                let star2 = i.is_some_and(|i| {
                    let mut k = i;
                    while k > 0 && !self.is_op(k - 1, ",") && !self.is_op(k - 1, "(") && !self.is_kw(k - 1, "lambda") {
                        k -= 1;
                        if self.is_op(k, "**") {
                            return true;
                        }
                    }
                    false
                });
                let what = if star2 { "var-keyword" } else { "var-positional" };
                self.diag_tok(i, syntax(format!("{what} argument cannot have default value")), loc)
            }
            ParseErrorType::ExpectedKeywordParam => self.bare_star(loc),
            ParseErrorType::PositionalAfterKeywordArgument => self.at_call_end(loc, "positional argument follows keyword argument"),
            ParseErrorType::PositionalAfterKeywordUnpacking => {
                self.at_call_end(loc, "positional argument follows keyword argument unpacking")
            }
            ParseErrorType::InvalidArgumentUnpackingOrder => {
                let i = self.tok_for(loc);
                self.diag_tok(i, syntax("iterable argument unpacking follows keyword argument unpacking"), loc)
            }
            ParseErrorType::InvalidMatchPatternTarget => match self.tok_for(loc) {
                Some(i) if i > 0 && self.is_op(i - 1, "**") => self.generic(loc),
                _ => self.diag_range(loc, syntax("cannot use '_' as a target")),
            },
            ParseErrorType::UnparenthesizedGeneratorExpression => self.unparenthesized_genexp(loc),
            ParseErrorType::SimpleStatementsOnSameLine => self.statements_on_line(loc),
            ParseErrorType::InvalidStarredExpressionUsage => {
                let i = self.tok_for(loc);
                let end = self.tok_for(TextRange::empty(loc.end()));
                match i {
                    Some(i) if i > 0 && self.is_op(i - 1, ":") && self.in_dict(i) => {
                        self.diag_range(loc, syntax("cannot use a starred expression in a dictionary value"))
                    }
                    Some(i) if i > 0 && self.is_op(i - 1, "(") && end.is_some_and(|e| self.is_op(e, ")")) => {
                        self.diag_range(loc, syntax("cannot use starred expression here"))
                    }
                    // `A[*b:]`: CPython fails at the slice colon.
                    Some(_) if end.is_some_and(|e| self.is_op(e, ":")) => self.diag_tok(end, syntax("invalid syntax"), loc),
                    _ => self.generic(loc),
                }
            }
            ParseErrorType::EmptySlice => {
                // `f(x)[]`: CPython reads `[]` as a list after a missing comma.
                let i = self.tok_for(loc).and_then(|i| (i.saturating_sub(1)..=i).find(|&k| self.is_op(k, "[")));
                match i.and_then(|i| self.missing_comma(i)) {
                    Some(d) => d,
                    None => self.generic(loc),
                }
            }
            ParseErrorType::UnparenthesizedTupleExpression => {
                // CPython stops at the first comma.
                let i = self.tok_for(loc);
                let end = self.tok_for(TextRange::empty(loc.end())).unwrap_or(self.toks().len());
                let comma = i.and_then(|i| self.top_level(i, end).into_iter().find(|&k| self.is_op(k, ",")));
                match comma {
                    Some(c) => self.diag_tok(Some(c), syntax("invalid syntax"), loc),
                    None => self.generic(loc),
                }
            }
            ParseErrorType::InvalidYieldExpressionUsage => self.yield_argument(loc),
            ParseErrorType::IterableUnpackingInComprehension => {
                self.diag_range(loc, syntax("iterable unpacking cannot be used in comprehension"))
            }
            _ => self.generic(loc),
        };
        if d.pos < loc.start().to_usize() {
            d.pos = loc.start().to_usize();
        }
        d
    }

    /// An INDENT where no block starts: reported at the INDENT, with no later tokenizer check.
    pub(super) fn unexpected_indent(&self, loc: TextRange) -> Diag {
        let (lo, hi) = (loc.start().to_usize(), loc.end().to_usize());
        let i = self.toks().iter().position(|t| t.kind == Kind::Indent && t.start >= lo && t.start <= hi).or_else(|| self.tok_at(lo));
        let mut d = self.diag_tok(i, ("IndentationError", "unexpected indent".into()), loc);
        d.end_offset = None;
        d.full_check = false;
        d
    }

    /// Start of the expression statement's target (for augmented assignment messages).
    pub(super) fn stmt_expr_start(&self, loc: TextRange) -> TextSize {
        match self.tok_for(loc) {
            Some(i) => {
                let s = self.stmt_start(i);
                self.tok(s).map(|t| TextSize::new(t.start as u32)).unwrap_or(loc.start())
            }
            None => loc.start(),
        }
    }

    pub(super) fn lexical(&self, lex: &LexicalErrorType, loc: TextRange) -> Diag {
        // Both lexers stopped at the same place: the CPython-style tokenizer knows the wording.
        if let Some(e) = &self.tz.error {
            let line = self.lines.line(loc.start().to_u32());
            if e.line == line || e.pos <= loc.end().to_usize() {
                return Diag::from_tok_error(e.clone());
            }
        }
        match lex {
            LexicalErrorType::Eof => {
                if let Some(open) = self.tz.unclosed {
                    return self.unclosed_diag(open);
                }
                let i = self.tok_for(TextRange::empty(TextSize::new(self.src.len() as u32)));
                let mut d = self.diag_tok(i, syntax("unexpected EOF while parsing"), loc);
                d.end_offset = None;
                d
            }
            LexicalErrorType::IndentationError => {
                let i = self.tok_for(loc);
                let mut d = self.diag_tok(i, ("IndentationError", "unindent does not match any outer indentation level".into()), loc);
                d.end_offset = None;
                d
            }
            _ => self.generic(loc),
        }
    }

    pub(super) fn other(&self, msg: &str, loc: TextRange) -> Diag {
        if msg.starts_with("Expected an indented block after ") {
            return self.indented_block(loc);
        }
        match msg {
            "Expected `except` or `finally` after `try` block" => {
                let mut i = self.tok_for(loc);
                if let Some(j) = i.filter(|&j| self.kind(j) == Some(Kind::Newline) && j + 1 < self.toks().len()) {
                    i = Some(j + 1);
                }
                self.diag_tok(i, syntax("expected 'except' or 'finally' block"), loc).expecting()
            }
            "Trailing comma not allowed" => {
                let i = self.tok_for(loc).map(|i| i + 1);
                self.diag_tok(i, syntax("trailing comma not allowed without surrounding parentheses"), loc)
            }
            "Only single target (not tuple) can be annotated" | "Only single target (not list) can be annotated" => {
                let lower = format!("o{}", &msg[1..]);
                let colon = self.tok_for(TextRange::empty(loc.end()));
                if let Some(c) = colon.filter(|&c| self.is_op(c, ":") && self.skip_expression(c + 1).is_none()) {
                    return self.diag_tok(Some(c), syntax("invalid syntax"), loc);
                }
                // An unparenthesized tuple is reported at its first element.
                let range = match self.expr_at(loc) {
                    Some(Expr::Tuple(t)) if !t.parenthesized => t.elts.first().map(|e| e.range()).unwrap_or(loc),
                    _ => loc,
                };
                self.diag_range(range, syntax(lower))
            }
            "Only one '/' separator allowed" => self.diag_tok(self.tok_for(loc), syntax("/ may appear only once"), loc),
            "Only one '*' parameter allowed" => self.diag_tok(self.tok_for(loc), syntax("* argument may appear only once"), loc),
            "Position-only parameter separator not allowed as first parameter" => {
                let i = self.tok_for(loc);
                let after_star = i.is_some_and(|i| {
                    let mut j = i;
                    while j > 0 && !self.is_op(j - 1, "(") && !self.is_kw(j - 1, "lambda") {
                        j -= 1;
                        if self.is_op(j, "*") {
                            return true;
                        }
                    }
                    false
                });
                let m = if after_star { "/ must be ahead of *" } else { "at least one argument must precede /" };
                self.diag_tok(i, syntax(m), loc)
            }
            "Expected a parameter name" => self.keyword_argument(loc),
            "Star import must be the only import" | "Star import cannot be parenthesized" => {
                let i = self.tok_for(loc).map(|i| i + 1);
                self.diag_tok(i, syntax("invalid syntax"), loc)
            }
            "Expected an expression or a ']'" | "Expected an expression or a '}'" | "Expected an expression or a ')'" => {
                let i = self.tok_for(loc);
                if let Some(i) = i.filter(|&i| self.is_op(i, "=")) {
                    if let Some(d) = self.named_expression(i) {
                        return d;
                    }
                }
                self.generic(loc)
            }
            "Expected an identifier" => {
                let i = self.tok_for(loc);
                match i {
                    Some(i)
                        if i > 0 && self.is_kw(i - 1, "as") && self.header_keyword(i).1 == "case" && self.skip_expression(i).is_some() =>
                    {
                        let end = self.skip_expression(i).unwrap_or(i + 1);
                        self.diag_range(self.tok_range(i, end.saturating_sub(1).max(i)), syntax("invalid pattern target"))
                    }
                    _ => self.generic(loc),
                }
            }
            "'/' parameter must appear before '*' parameter" => self.diag_tok(self.tok_for(loc), syntax("/ must be ahead of *"), loc),
            "Expected one or more exception types" => self.diag_tok(self.tok_for(loc), syntax("expected one or more exception types"), loc),
            "Positional patterns cannot follow keyword patterns" => {
                self.diag_range(loc, syntax("positional patterns follow keyword patterns"))
            }
            "Cannot have both 'except' and 'except*' on the same 'try'" => {
                let i = self.tok_for(loc);
                match i {
                    Some(i) if self.is_op(i + 1, "*") => {
                        self.diag_range(self.tok_range(i, i + 1), syntax("cannot have both 'except' and 'except*' on the same 'try'"))
                    }
                    _ => self.diag_tok(i, syntax("cannot have both 'except' and 'except*' on the same 'try'"), loc),
                }
            }
            "Multiple exception types must be parenthesized when using `as`" => self.except_types(loc),
            _ => self.generic(loc),
        }
    }

    /// `except A, B:` / `except A, B as e:`.
    pub(super) fn except_types(&self, loc: TextRange) -> Diag {
        let mut d = self.diag_range(loc, syntax("multiple exception types must be parenthesized"));
        // CPython ends the range where its tokenizer stands: after the header's ':'.
        if let Some(i) = self.tok_for(TextRange::empty(loc.end())) {
            let mut j = i;
            while self.tok(j).is_some_and(|t| t.kind != Kind::Newline) && !self.is_op(j, ":") {
                j += 1;
            }
            if let Some(t) = j.checked_sub(1).and_then(|p| self.tok(p)) {
                d.end_line = t.end_line;
                d.end_offset = t.end_offset;
            }
        }
        d
    }

    /// `f(a.b=1)` and `f(True=1)`: CPython's `invalid_kwarg`.
    pub(super) fn keyword_argument(&self, loc: TextRange) -> Diag {
        let i = self.tok_for(loc);
        let eq0 = self.tok_for(TextRange::empty(loc.end()));
        if let (Some(i), Some(e)) = (i, eq0) {
            // In a parenthesized group (not a call), `a=b` is a mistaken named expression.
            let group = self.enclosing_open(i).is_some_and(|o| self.is_op(o, "(") && self.starts_operand(o));
            if group && self.is_op(e, "=") {
                if let Some(d) = self.named_expression(e) {
                    return d;
                }
            }
        }
        let range = match eq0 {
            Some(e) if self.is_op(e, "=") => TextRange::new(loc.start(), TextSize::new(self.toks()[e].end as u32)),
            _ => loc,
        };
        let text = self.src.get(loc.start().to_usize()..loc.end().to_usize()).unwrap_or("");
        if matches!(text, "True" | "False" | "None") {
            return self.diag_range(range, syntax(format!("cannot assign to {text}")));
        }
        self.diag_range(range, syntax("expression cannot contain assignment, perhaps you meant \"==\"?"))
    }

    /// `def f(*):` / `lambda *: 0`.
    pub(super) fn bare_star(&self, loc: TextRange) -> Diag {
        let Some(i) = self.tok_for(loc) else {
            return self.generic(loc);
        };
        // Find the bare '*'.
        let mut s = i;
        while s > 0 && !self.is_op(s, "*") {
            s -= 1;
        }
        let mut j = s;
        let mut in_lambda = false;
        while j > 0 {
            j -= 1;
            if self.is_kw(j, "lambda") {
                in_lambda = true;
                break;
            }
            if self.is_op(j, "(") || self.kind(j) == Some(Kind::Newline) {
                break;
            }
        }
        if self.kind(s + 1) == Some(Kind::Name) {
            // `def f(*None)`: a keyword where the parameter name should be.
            return self.generic(self.tok_range(s + 1, s + 1));
        }
        let at = if in_lambda { s + 1 } else { s };
        let mut d = self.diag_tok(Some(at), syntax("named arguments must follow bare *"), loc);
        if in_lambda {
            d.pos = self.tok(at).map(|t| t.start).unwrap_or(d.pos);
        }
        d
    }

    /// Errors CPython raises with the call's closing parenthesis as "last token".
    pub(super) fn at_call_end(&self, loc: TextRange, msg: &str) -> Diag {
        let Some(i) = self.tok_for(loc) else {
            return self.diag_range(loc, syntax(msg));
        };
        // `f(k=1, a b=2)`: the missing comma is found first.
        if let Some(n) = self.tok_for(TextRange::empty(loc.end())) {
            if self.starts_operand_token(n) && self.skip_expression(i) == Some(n) {
                if let Some(d) = self.missing_comma(n) {
                    return d;
                }
            }
        }
        let j = self.close_after(i).unwrap_or(i);
        self.diag_tok(Some(j), syntax(msg), loc)
    }

    pub(super) fn indented_block(&self, loc: TextRange) -> Diag {
        let Some(mut i) = self.tok_for(loc) else {
            return self.generic(loc);
        };
        if self.kind(i) == Some(Kind::Newline) {
            i += 1;
        }
        // The header is the logical line ended by the NEWLINE before token `i`.
        let mut n = i;
        while n > 0 && self.kind(n) != Some(Kind::Newline) {
            n -= 1;
        }
        let (k, kw) = self.header_keyword(n.saturating_sub(1));
        let line = self.tok(k).map(|t| t.line).unwrap_or(1);
        let msg = match kw {
            "def" => format!("expected an indented block after function definition on line {line}"),
            "class" => format!("expected an indented block after class definition on line {line}"),
            "except" if self.is_op(k + 1, "*") => {
                format!("expected an indented block after 'except*' statement on line {line}")
            }
            "if" | "elif" | "else" | "while" | "for" | "with" | "try" | "except" | "finally" | "match" | "case" => {
                format!("expected an indented block after '{kw}' statement on line {line}")
            }
            _ => "expected an indented block".to_string(),
        };
        let mut d = self.diag_tok(Some(i), ("IndentationError", msg), loc);
        d.end_offset = None;
        d
    }
}

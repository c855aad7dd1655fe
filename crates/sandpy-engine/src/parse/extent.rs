//! Token-level expression extents: enough of CPython's grammar over the token stream to find
//! where an operand of an `invalid_*` rule starts and ends, bracket groups, statement starts
//! and headers, and the AST nodes around an error.

use ruff_python_ast::Expr;
use ruff_text_size::{Ranged, TextRange};

use super::checks::{self};
use super::diag::Ctx;
use super::tokenizer::{Kind, Tok};

pub(super) const KEYWORDS: [&str; 35] = [
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif", "else", "except",
    "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try",
    "while", "with", "yield",
];

pub(super) const BINARY_OPS: [&str; 13] = ["|", "^", "&", "<<", ">>", "+", "-", "*", "/", "//", "%", "@", "**"];
pub(super) const COMPARE_OPS: [&str; 8] = ["==", "!=", "<", ">", "<=", ">=", "<>", "in"];
pub(super) const AUG_OPS: [&str; 13] = ["+=", "-=", "*=", "/=", "//=", "%=", "@=", "&=", "|=", "^=", ">>=", "<<=", "**="];

/// The enclosing opening bracket of every token (for a closing bracket, the one it closes).
pub(super) fn bracket_parents(toks: &[Tok], src: &str) -> Vec<Option<usize>> {
    let mut stack: Vec<usize> = Vec::new();
    let mut out = Vec::with_capacity(toks.len());
    for (i, t) in toks.iter().enumerate() {
        if matches!(t.kind, Kind::Newline | Kind::Indent | Kind::Dedent | Kind::EndMarker) {
            stack.clear();
            out.push(None);
            continue;
        }
        let text = if t.kind == Kind::Op { t.text(src) } else { "" };
        if matches!(text, ")" | "]" | "}") {
            out.push(stack.pop());
        } else {
            out.push(stack.last().copied());
            if matches!(text, "(" | "[" | "{") {
                stack.push(i);
            }
        }
    }
    out
}

impl<'a> Ctx<'a> {
    // ---- token-level expression extents (enough of the grammar to find where an operand
    // ---- of CPython's `invalid_*` rules starts and ends)

    /// Index just past the bracket group opening at `i`.
    pub(super) fn skip_group(&self, i: usize) -> Option<usize> {
        self.matching_close(i).map(|c| c + 1)
    }

    /// Like `skip_group`, but fails when ruff found an error inside the group.
    pub(super) fn skip_valid_group(&self, i: usize) -> Option<usize> {
        let end = self.skip_group(i)?;
        if end == i + 2 {
            // `()`, `[]`, `{}` (ruff may complain about an empty subscript there).
            return Some(end);
        }
        let (lo, hi) = (self.tok(i)?.start, self.tok(end - 1)?.end);
        if self.error_between(lo, hi) {
            None
        } else {
            Some(end)
        }
    }

    pub(super) fn is_open(&self, i: usize) -> bool {
        self.is_op(i, "(") || self.is_op(i, "[") || self.is_op(i, "{")
    }

    pub(super) fn is_close(&self, i: usize) -> bool {
        self.is_op(i, ")") || self.is_op(i, "]") || self.is_op(i, "}")
    }

    /// The closing bracket matching the opening bracket at `open`.
    pub(super) fn matching_close(&self, open: usize) -> Option<usize> {
        self.close_after(open + 1)
    }

    /// The first closing bracket after `from` that is not matched by an opening one.
    pub(super) fn close_after(&self, from: usize) -> Option<usize> {
        let mut depth = 0usize;
        let mut j = from;
        while let Some(t) = self.tok(j) {
            if matches!(t.kind, Kind::Newline | Kind::EndMarker) {
                return None;
            }
            if self.is_open(j) {
                depth += 1;
            } else if self.is_close(j) {
                if depth == 0 {
                    return Some(j);
                }
                depth -= 1;
            }
            j += 1;
        }
        None
    }

    /// Indices in `from..to` at bracket depth 0 relative to `from` (nested groups skipped).
    pub(super) fn top_level(&self, from: usize, to: usize) -> Vec<usize> {
        let mut out = Vec::new();
        let mut depth = 0usize;
        for k in from..to.min(self.toks().len()) {
            if self.is_close(k) {
                if depth == 0 {
                    break;
                }
                depth -= 1;
            } else if depth == 0 {
                out.push(k);
                if self.is_open(k) {
                    depth += 1;
                }
            } else if self.is_open(k) {
                depth += 1;
            }
        }
        out
    }

    /// Whether keyword `kw` occurs at depth 0 of the group content `from..to`.
    pub(super) fn top_level_kw(&self, from: usize, to: usize, kw: &str) -> bool {
        self.top_level(from, to).into_iter().any(|k| self.is_kw(k, kw))
    }

    /// The opening bracket of the group containing token `i` (for a closing bracket: the one
    /// it closes).
    pub(super) fn enclosing_open(&self, i: usize) -> Option<usize> {
        self.parents.get_or_init(|| bracket_parents(self.toks(), self.src)).get(i).copied().flatten()
    }

    /// First token of the bracket element (between commas, colons or `=`) containing `i`.
    pub(super) fn element_start(&self, i: usize) -> usize {
        let open = self.enclosing_open(i);
        let lo = open.map(|o| o + 1).unwrap_or_else(|| self.stmt_start(i));
        let mut depth = 0usize;
        let mut s = i;
        while s > lo {
            let p = s - 1;
            if self.is_close(p) {
                depth += 1;
            } else if self.is_open(p) {
                depth = depth.saturating_sub(1);
            } else if depth == 0 && self.kind(p) == Some(Kind::Op) && matches!(self.text(p), "," | ":" | "=" | ";") {
                break;
            }
            s -= 1;
        }
        s
    }

    /// An atom followed by calls, subscripts and attribute accesses.
    pub(super) fn skip_primary(&self, i: usize) -> Option<usize> {
        let t = self.tok(i)?;
        let mut j = match t.kind {
            Kind::Name => {
                let w = t.text(self.src);
                if KEYWORDS.contains(&w) && !matches!(w, "True" | "False" | "None") {
                    return None;
                }
                i + 1
            }
            Kind::Number => i + 1,
            Kind::Str => {
                let mut j = i + 1;
                while self.kind(j) == Some(Kind::Str) {
                    j += 1;
                }
                j
            }
            Kind::Op if self.is_open(i) => self.skip_valid_group(i)?,
            Kind::Op if self.is_op(i, "...") => i + 1,
            _ => return None,
        };
        loop {
            if self.is_op(j, "(") || self.is_op(j, "[") {
                match self.skip_valid_group(j) {
                    Some(k) => j = k,
                    None => return Some(j),
                }
            } else if self.is_op(j, ".") && self.kind(j + 1) == Some(Kind::Name) {
                j += 2;
            } else {
                return Some(j);
            }
        }
    }

    /// Unary operators and `await` in front of a primary.
    pub(super) fn skip_factor(&self, i: usize) -> Option<usize> {
        let mut j = i;
        while self.is_op(j, "-") || self.is_op(j, "+") || self.is_op(j, "~") {
            j += 1;
        }
        if self.is_kw(j, "await") {
            j += 1;
        }
        self.skip_primary(j)
    }

    /// Operands joined by arithmetic and bitwise operators. Like CPython's PEG parser, an
    /// operator without a valid right operand ends the expression before it.
    pub(super) fn skip_bitwise_or(&self, i: usize) -> Option<usize> {
        let mut end = self.skip_factor(i)?;
        loop {
            let is_op = self.kind(end) == Some(Kind::Op) && BINARY_OPS.contains(&self.text(end));
            if !is_op {
                return Some(end);
            }
            match self.skip_factor(end + 1) {
                Some(e) => end = e,
                None => return Some(end),
            }
        }
    }

    pub(super) fn skip_inversion(&self, i: usize) -> Option<usize> {
        let mut j = i;
        while self.is_kw(j, "not") {
            j += 1;
        }
        self.skip_bitwise_or(j)
    }

    /// Comparisons and boolean operators over `skip_bitwise_or` operands.
    pub(super) fn skip_disjunction(&self, i: usize) -> Option<usize> {
        let mut end = self.skip_inversion(i)?;
        loop {
            let width = if self.kind(end) == Some(Kind::Op) && COMPARE_OPS.contains(&self.text(end)) || self.is_kw(end, "in") {
                1
            } else if self.is_kw(end, "not") && self.is_kw(end + 1, "in") {
                2
            } else if self.is_kw(end, "is") {
                if self.is_kw(end + 1, "not") {
                    2
                } else {
                    1
                }
            } else if self.is_kw(end, "and") || self.is_kw(end, "or") {
                1
            } else {
                0
            };
            if width == 0 {
                return Some(end);
            }
            match self.skip_inversion(end + width) {
                Some(e) => end = e,
                None => return Some(end),
            }
        }
    }

    /// CPython's `expression_without_invalid`: a conditional expression, a disjunction or a lambda.
    pub(super) fn skip_expression(&self, i: usize) -> Option<usize> {
        if self.is_kw(i, "lambda") {
            let first_ok = self.is_op(i + 1, ":")
                || self.is_op(i + 1, "*")
                || self.is_op(i + 1, "**")
                || (self.kind(i + 1) == Some(Kind::Name) && !self.is_keyword(i + 1));
            if !first_ok {
                return None;
            }
            let mut j = i + 1;
            while self.tok(j).is_some() && !self.is_op(j, ":") {
                if matches!(self.kind(j), Some(Kind::Newline | Kind::EndMarker)) {
                    return None;
                }
                j += 1;
            }
            return self.skip_expression(j + 1);
        }
        let j = self.skip_disjunction(i)?;
        if self.is_kw(j, "if") {
            if let Some(k) = self.skip_disjunction(j + 1) {
                if self.is_kw(k, "else") {
                    if let Some(end) = self.skip_expression(k + 1) {
                        return Some(end);
                    }
                }
            }
        }
        Some(j)
    }

    /// `star_expressions`: comma-separated, possibly starred expressions.
    pub(super) fn skip_star_expressions(&self, i: usize) -> Option<usize> {
        let mut j = i;
        loop {
            if self.is_op(j, "*") {
                j = self.skip_bitwise_or(j + 1)?;
            } else {
                j = self.skip_expression(j)?;
            }
            if self.is_op(j, ",") && self.skip_expression(j + 1).is_some() {
                j += 1;
            } else {
                return Some(j);
            }
        }
    }

    /// First token of the simple statement (or compound statement header) containing token `i`.
    pub(super) fn stmt_start(&self, i: usize) -> usize {
        let mut j = i;
        while j > 0 {
            let t = &self.toks()[j - 1];
            let sep = matches!(t.kind, Kind::Newline | Kind::Indent | Kind::Dedent)
                || (t.level == 0 && t.is_op(self.src, ";"))
                || (t.level == 0 && t.is_op(self.src, ":") && self.is_block_colon(j - 1));
            if sep {
                break;
            }
            j -= 1;
        }
        j
    }

    /// Whether the ':' at `i` ends a compound statement header (a one-line body follows).
    pub(super) fn is_block_colon(&self, i: usize) -> bool {
        let start = {
            let mut j = i;
            while j > 0 && !matches!(self.toks()[j - 1].kind, Kind::Newline | Kind::Indent | Kind::Dedent) {
                j -= 1;
            }
            j
        };
        let mut k = start;
        if self.is_kw(k, "async") {
            k += 1;
        }
        let kw = self.text(k);
        if !matches!(kw, "if" | "elif" | "else" | "while" | "for" | "with" | "def" | "class" | "try" | "except" | "finally") {
            return false;
        }
        // The header colon is the first ':' at bracket depth 0 after the keyword (lambdas in
        // headers aside).
        let mut j = k + 1;
        while j < i {
            let t = &self.toks()[j];
            if t.level == 0 && t.is_op(self.src, ":") && !self.is_kw(j, "lambda") {
                return false;
            }
            j += 1;
        }
        true
    }

    /// Statement keyword of the logical line containing token `i`, with its token index.
    pub(super) fn header_keyword(&self, i: usize) -> (usize, &'a str) {
        let mut s = self.stmt_start(i);
        if self.is_kw(s, "async") {
            s += 1;
        }
        (s, self.text(s))
    }

    /// The nodes containing `range`, outermost first.
    pub(super) fn nodes_at(&self, range: TextRange) -> checks::Containing<'a> {
        checks::nodes_containing(self.module, range)
    }

    /// The expression with exactly this range (the innermost one if several).
    pub(super) fn expr_at(&self, range: TextRange) -> Option<&'a Expr> {
        self.nodes_at(range).exprs.into_iter().rev().find(|e| e.range() == range)
    }

    /// Whether the source has parentheses right around `range`.
    pub(super) fn parenthesized(&self, range: TextRange) -> bool {
        let before = self.src[..range.start().to_usize()].trim_end();
        let after = self.src[range.end().to_usize()..].trim_start();
        before.ends_with('(') && after.starts_with(')')
    }

    /// Parses a slice of the source as an expression (to learn its kind for a message).
    pub(super) fn expr_of(&self, range: TextRange) -> Option<Expr> {
        let text = self.src.get(range.start().to_usize()..range.end().to_usize())?;
        let parsed = ruff_python_parser::parse_expression(&format!("({text})")).ok()?;
        Some(parsed.into_expr())
    }
}

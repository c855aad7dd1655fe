//! A bound on how deep the syntax tree of a token stream can be, computed before ruff's
//! parser builds the tree.
//!
//! ruff's parser grows its stack on the heap for every level of nesting, its tree is dropped
//! recursively, and the checks and the compiler walk it recursively: a million-deep `- - - 1`
//! or `a.a.a…` costs gigabytes of stack segments and overflows the stack when dropped. The
//! compiler refuses trees deeper than 3,000 levels anyway (CPython's parser and compiler give
//! up near the same depth), so sources whose bound passes [`MAX_SOURCE_NESTING`] never reach
//! ruff at all.
//!
//! The bound: every level of an expression tree is either a bracket or is introduced by a
//! token written between its operands — an operator (`-x`, `a + b`, `a.b`, `a ** b`,
//! `x := y`), a trailer bracket (`f(x)`, `a[i]`), or a keyword (`not`, `await`, `yield`,
//! `if` of a conditional expression, `lambda`). Within one bracket level those are counted
//! since the last separator that ends a sibling (`,`, `=`, `:`, a statement boundary);
//! comparisons and `and`/`or` are flat in the tree and not counted. The bound is the number
//! of open levels plus their counts. `lambda` opens a level of its own until its `:`,
//! because its parameters and defaults are not bracketed. Replacement fields of f-strings
//! (single tokens in 3.11) are scanned character by character the same way.
//! Statement nesting is bounded separately (100 levels of indentation, as in CPython).

use super::tokenizer::{Kind, Tok};

/// Largest nesting bound accepted: well above the compiler's 3,000 levels (the bound
/// counts a conditional expression's `if` and every trailer, so it can overestimate), well
/// below what costs real memory or stack.
pub const MAX_SOURCE_NESTING: usize = 10_000;

#[derive(Clone, Copy, PartialEq, Eq)]
enum LevelKind {
    Statement,
    Bracket,
    /// `lambda` parameters, until the lambda's `:`.
    Lambda,
}

struct Level {
    kind: LevelKind,
    count: usize,
}

/// The running bound over one token stream.
struct Scan {
    levels: Vec<Level>,
    /// Sum of the levels' counts.
    counted: usize,
}

impl Scan {
    fn new() -> Scan {
        Scan { levels: vec![Level { kind: LevelKind::Statement, count: 0 }], counted: 0 }
    }

    fn bound(&self) -> usize {
        self.levels.len() + self.counted
    }

    fn count(&mut self) {
        if let Some(top) = self.levels.last_mut() {
            top.count += 1;
            self.counted += 1;
        }
    }

    fn reset_top(&mut self) {
        if let Some(top) = self.levels.last_mut() {
            self.counted -= top.count;
            top.count = 0;
        }
    }

    fn push(&mut self, kind: LevelKind) {
        self.levels.push(Level { kind, count: 0 });
    }

    fn pop(&mut self) {
        if self.levels.len() > 1 {
            if let Some(l) = self.levels.pop() {
                self.counted -= l.count;
            }
        }
    }

    /// A closing bracket: the innermost bracket and any lambda left open inside it.
    fn close(&mut self) {
        while self.levels.len() > 1 {
            let kind = self.levels.last().map(|l| l.kind);
            self.pop();
            if kind == Some(LevelKind::Bracket) {
                break;
            }
        }
    }

    /// A statement boundary: back to a fresh statement level.
    fn end_statement(&mut self) {
        while self.levels.len() > 1 {
            self.pop();
        }
        self.reset_top();
    }

    fn colon(&mut self) {
        if self.levels.last().map(|l| l.kind) == Some(LevelKind::Lambda) {
            // The lambda's body follows, nested under the `lambda` counted below it.
            self.pop();
        } else {
            self.reset_top();
        }
    }

    fn operator(&mut self, op: &str) {
        match op {
            "(" | "[" | "{" => {
                self.count();
                self.push(LevelKind::Bracket);
            }
            ")" | "]" | "}" => self.close(),
            "," | "=" => self.reset_top(),
            ";" => self.end_statement(),
            ":" => self.colon(),
            // Comparisons are one flat node however long the chain.
            "<" | ">" | "==" | ">=" | "<=" | "!=" | "<>" => {}
            _ => self.count(),
        }
    }

    fn word(&mut self, word: &str, next_is_in: bool) {
        match word {
            "lambda" => {
                self.count();
                self.push(LevelKind::Lambda);
            }
            "not" if next_is_in => {}
            "not" | "await" | "yield" | "if" => self.count(),
            _ => {}
        }
    }

    /// The replacement fields of an f-string token.
    fn fstring(&mut self, text: &str) {
        let body_start = text.find(['\'', '"']).unwrap_or(text.len());
        let chars: Vec<char> = text[body_start..].chars().collect();
        // The f-string is one node; its fields are siblings under it.
        self.count();
        let base = self.levels.len();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            let in_field = self.levels.len() > base;
            match c {
                '{' if !in_field && chars.get(i + 1) == Some(&'{') => i += 1,
                '}' if !in_field && chars.get(i + 1) == Some(&'}') => i += 1,
                '{' if !in_field => self.push(LevelKind::Bracket),
                _ if !in_field => {}
                '{' | '(' | '[' => {
                    self.count();
                    self.push(LevelKind::Bracket);
                }
                '}' | ')' | ']' => self.close(),
                // A string inside a field: skipped whole (its braces are text).
                '\'' | '"' => {
                    let triple = chars.get(i + 1) == Some(&c) && chars.get(i + 2) == Some(&c);
                    let width = if triple { 3 } else { 1 };
                    i += width;
                    while i < chars.len() && !(chars[i] == c && (!triple || (chars.get(i + 1) == Some(&c) && chars.get(i + 2) == Some(&c))))
                    {
                        i += 1;
                    }
                    i += width - 1;
                }
                ',' | '=' | ':' => self.reset_top(),
                '+' | '-' | '*' | '/' | '%' | '@' | '&' | '|' | '^' | '~' | '.' => self.count(),
                c if c.is_alphabetic() => {
                    let start = i;
                    while i + 1 < chars.len() && (chars[i + 1].is_alphanumeric() || chars[i + 1] == '_') {
                        i += 1;
                    }
                    let word: String = chars[start..=i].iter().collect();
                    self.word(&word, false);
                }
                _ => {}
            }
            if self.bound() > MAX_SOURCE_NESTING {
                return;
            }
            i += 1;
        }
        while self.levels.len() > base {
            self.pop();
        }
    }
}

/// The index of the first token at which the nesting bound passes [`MAX_SOURCE_NESTING`].
pub fn too_deep(toks: &[Tok], src: &str) -> Option<usize> {
    // The bound starts at 1 and grows by at most 2 per token (a bracket or `lambda` counts
    // and opens a level), and by at most 2 per character of an f-string plus 1 for the
    // f-string itself: a source of fewer than a third as many bytes cannot pass the limit.
    if src.len().saturating_mul(3) < MAX_SOURCE_NESTING {
        return None;
    }
    let mut scan = Scan::new();
    for (i, t) in toks.iter().enumerate() {
        let text = t.text(src);
        match t.kind {
            Kind::Newline | Kind::Indent | Kind::Dedent | Kind::EndMarker => scan.end_statement(),
            Kind::Op => scan.operator(text),
            Kind::Name => {
                let next_is_in = toks.get(i + 1).is_some_and(|n| n.kind == Kind::Name && n.text(src) == "in");
                scan.word(text, next_is_in);
            }
            Kind::Str => {
                let prefix = &text[..text.find(['\'', '"']).unwrap_or(0)];
                if prefix.contains(['f', 'F']) {
                    scan.fstring(text);
                }
            }
            Kind::Number => {}
        }
        if scan.bound() > MAX_SOURCE_NESTING {
            return Some(i);
        }
    }
    None
}

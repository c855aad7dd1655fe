//! A SyntaxError under construction (`Diag`), the context its translation reads (`Ctx`:
//! source, CPython-style tokens, ruff's recovered AST and errors) and the basic token lookups
//! every translation uses.

use ruff_python_ast::ModModule;
use ruff_python_parser::ParseError;
use ruff_text_size::{TextRange, TextSize};

use super::extent::KEYWORDS;
use super::tokenizer::{Kind, Tok, TokError, Tokenized};
use super::LineIndex;
use super::SyntaxErrorReport;

/// A SyntaxError being built: CPython's exception type, message and location, plus how it
/// competes with a tokenizer error.
#[derive(Clone, Debug)]
pub(super) struct Diag {
    pub(super) type_name: &'static str,
    pub(super) message: String,
    pub(super) line: u32,
    pub(super) offset: i64,
    pub(super) end_line: u32,
    pub(super) end_offset: Option<i64>,
    /// Source text CPython shows instead of the line (errors inside f-string expressions).
    pub(super) text: Option<String>,
    /// Byte position of the furthest token CPython's parser had read when raising this.
    pub(super) pos: usize,
    /// CPython tokenizes the rest of the file after this error, so a later tokenizer error
    /// (or a bracket that is never closed) replaces it.
    pub(super) full_check: bool,
    /// Raised by the tokenizer (such errors inside f-string expressions get no "f-string: ").
    pub(super) from_tokenizer: bool,
    /// One of CPython's "expected 'X'" errors, raised at a token its grammar requires there:
    /// the parser did not read on past an unclosed bracket (see `choose`).
    pub(super) expected_token: bool,
}

impl Diag {
    pub(super) fn range(lines: &LineIndex, src: &str, range: TextRange, type_name: &'static str, message: String) -> Diag {
        let (s, e) = (range.start().to_u32(), range.end().to_u32());
        Diag {
            type_name,
            message,
            line: lines.line(s),
            offset: i64::from(lines.column(src, s)),
            end_line: lines.line(e),
            end_offset: Some(i64::from(lines.column(src, e))),
            text: None,
            pos: range.end().to_usize(),
            full_check: true,
            from_tokenizer: false,
            expected_token: false,
        }
    }

    pub(super) fn at_tok(t: &Tok, type_name: &'static str, message: String) -> Diag {
        Diag {
            type_name,
            message,
            line: t.line,
            offset: t.offset,
            end_line: t.end_line,
            end_offset: t.end_offset,
            text: None,
            pos: t.start,
            full_check: true,
            from_tokenizer: false,
            expected_token: false,
        }
    }

    pub(super) fn from_tok_error(e: TokError) -> Diag {
        Diag {
            type_name: e.type_name,
            message: e.message,
            line: e.line,
            offset: e.offset,
            end_line: e.end_line,
            end_offset: e.end_offset,
            text: None,
            pos: e.pos,
            full_check: true,
            from_tokenizer: true,
            expected_token: false,
        }
    }

    /// The same error, marked as an "expected 'X'" error.
    pub(super) fn expecting(mut self) -> Diag {
        self.expected_token = true;
        self
    }

    pub(super) fn report(&self, source: &str, lines: &LineIndex, filename: &str) -> SyntaxErrorReport {
        let text = match &self.text {
            Some(t) => t.clone(),
            None => lines.line_text(source, self.line).to_string(),
        };
        // CPython clips columns to the line (plus its line break), counted in bytes.
        let max = text.len() as i64 + 2;
        let clip = |v: i64| v.clamp(0, max) as u32;
        let report = SyntaxErrorReport {
            type_name: self.type_name.into(),
            message: crate::vm::exc::bound_text(self.message.clone()),
            filename: filename.into(),
            line: self.line,
            column: clip(self.offset),
            end_line: self.end_line,
            end_column: self.end_offset.map(clip).unwrap_or(0),
            text,
        };
        report.windowed()
    }
}

/// Everything the translation of a parse error looks at.
pub(super) struct Ctx<'a> {
    pub(super) src: &'a str,
    pub(super) lines: &'a LineIndex,
    pub(super) tz: &'a Tokenized,
    pub(super) module: &'a ModModule,
    /// ruff's errors (a bracket group containing one does not parse as an operand).
    pub(super) errors: &'a [ParseError],
    /// Start offsets of `errors`, sorted.
    pub(super) error_starts: Vec<usize>,
    /// For each token, the opening bracket of the group it is in (see `enclosing_open`);
    /// computed when an error's translation first asks.
    pub(super) parents: std::cell::OnceCell<Vec<Option<usize>>>,
}

pub(super) fn syntax(msg: impl Into<String>) -> (&'static str, String) {
    ("SyntaxError", msg.into())
}

impl<'a> Ctx<'a> {
    /// Whether ruff reported an error starting strictly between byte offsets `lo` and `hi`.
    pub(super) fn error_between(&self, lo: usize, hi: usize) -> bool {
        let k = self.error_starts.partition_point(|&p| p <= lo);
        self.error_starts.get(k).is_some_and(|&p| p < hi)
    }

    pub(super) fn toks(&self) -> &'a [Tok] {
        &self.tz.toks
    }
    pub(super) fn tok(&self, i: usize) -> Option<&'a Tok> {
        self.tz.toks.get(i)
    }
    pub(super) fn text(&self, i: usize) -> &'a str {
        self.tok(i).map(|t| t.text(self.src)).unwrap_or("")
    }
    pub(super) fn kind(&self, i: usize) -> Option<Kind> {
        self.tok(i).map(|t| t.kind)
    }
    pub(super) fn is_op(&self, i: usize, op: &str) -> bool {
        self.tok(i).is_some_and(|t| t.is_op(self.src, op))
    }
    pub(super) fn is_kw(&self, i: usize, kw: &str) -> bool {
        self.tok(i).is_some_and(|t| t.kind == Kind::Name && t.text(self.src) == kw)
    }
    pub(super) fn is_keyword(&self, i: usize) -> bool {
        self.kind(i) == Some(Kind::Name) && KEYWORDS.contains(&self.text(i))
    }

    /// Index of the token at or after byte `pos`.
    pub(super) fn tok_at(&self, pos: usize) -> Option<usize> {
        let toks = self.toks();
        let mut i = toks.partition_point(|t| t.end <= pos && t.start < pos);
        while i + 1 < toks.len()
            && matches!(toks[i].kind, Kind::Indent | Kind::Dedent)
            && toks[i + 1].start == toks[i].start
            && toks[i + 1].kind != Kind::EndMarker
        {
            i += 1;
        }
        if i < toks.len() {
            Some(i)
        } else {
            None
        }
    }

    /// The token a ruff error range points at. At the very end of the input ruff points at an
    /// empty range; CPython then sees the NEWLINE (source without final newline) or the
    /// DEDENT/ENDMARKER after it.
    pub(super) fn tok_for(&self, range: TextRange) -> Option<usize> {
        let pos = range.start().to_usize();
        if range.is_empty() && pos >= self.src.len() {
            let toks = self.toks();
            let first = toks.partition_point(|t| t.start < pos);
            let ends_with_newline = self.src.ends_with('\n') || self.src.is_empty();
            let mut i = first;
            if ends_with_newline {
                while self.kind(i) == Some(Kind::Newline) {
                    i += 1;
                }
            }
            return if i < toks.len() { Some(i) } else { toks.len().checked_sub(1) };
        }
        self.tok_at(pos)
    }

    pub(super) fn diag_tok(&self, i: Option<usize>, (ty, msg): (&'static str, String), fallback: TextRange) -> Diag {
        match i.and_then(|i| self.tok(i)) {
            Some(t) => Diag::at_tok(t, ty, msg),
            None => {
                let mut d = Diag::range(self.lines, self.src, fallback, ty, msg);
                if self.tz.error.is_some() {
                    // CPython needed a token its tokenizer never produced: that error wins.
                    d.pos = usize::MAX;
                }
                d
            }
        }
    }

    pub(super) fn diag_range(&self, range: TextRange, (ty, msg): (&'static str, String)) -> Diag {
        Diag::range(self.lines, self.src, range, ty, msg)
    }

    /// Range from the start of token `a` to the end of token `b`.
    pub(super) fn tok_range(&self, a: usize, b: usize) -> TextRange {
        let s = self.tok(a).map(|t| t.start).unwrap_or(0);
        let e = self.tok(b).map(|t| t.end).unwrap_or(s).max(s);
        TextRange::new(TextSize::new(s as u32), TextSize::new(e as u32))
    }

    pub(super) fn generic(&self, range: TextRange) -> Diag {
        let i = self.tok_for(range);
        if let Some(i) = i.filter(|&i| i >= 2 && self.kind(i - 1) == Some(Kind::Newline)) {
            if self.is_op(i - 2, ":") && self.is_block_colon(i - 2) {
                return self.indented_block(self.tok_range(i, i));
            }
        }
        if let Some(d) = i.and_then(|i| self.walrus_target(i)) {
            return d;
        }
        let mut d = self.diag_tok(i, syntax("invalid syntax"), range);
        if i.is_some_and(|i| matches!(self.kind(i), Some(Kind::Name | Kind::Number)) && i + 1 == self.toks().len()) {
            // CPython peeks at the token after a name; the tokenizer failed there.
            if self.tz.error.is_some() {
                d.pos = usize::MAX;
            }
        }
        if let Some(i) = i.filter(|&i| self.kind(i) == Some(Kind::Str)) {
            // CPython reads all adjacent strings and peeks at the token after them.
            let mut j = i;
            while self.kind(j) == Some(Kind::Str) {
                j += 1;
            }
            d.pos = self.tok(j).map(|t| t.start).unwrap_or(usize::MAX);
        }
        d
    }
}

//! Parsing with ruff's parser, and turning parse and compile errors into CPython 3.11-style
//! SyntaxError reports: the same exception type, message, line, column range and caret.
//!
//! ruff's parser (a PEP 701, error-recovering parser) finds *that* a program is invalid; the
//! CPython wording and location come from three sources here:
//! - a small tokenizer that mirrors CPython 3.11's (`tokenizer` below) for lexical errors,
//!   which CPython reports before or instead of grammar errors;
//! - a translation of ruff's first error into the message of the CPython grammar rule
//!   (`invalid_*` rules) that fires for the same mistake, using ruff's recovered AST and the
//!   token stream for context;
//! - the 3.11 f-string rules (f-strings are plain string tokens in 3.11 and are checked when
//!   the parser reaches them), and AST checks in `compile::checks` for what ruff accepts.

use ruff_python_ast::token::TokenKind;
use ruff_python_ast::{self as ast, AnyNodeRef, Expr, ModModule, PythonVersion};
use ruff_python_parser::{
    LexicalErrorType, Mode, ParseError, ParseErrorType, ParseOptions, UnsupportedSyntaxError, UnsupportedSyntaxErrorKind,
};
use ruff_text_size::{Ranged, TextRange, TextSize};

use crate::compile::checks::{self, TargetKind};
use crate::compile::{CompileError, LineIndex};

use tokenizer::{ErrClass, Kind, Tok, TokError, Tokenized};

mod nesting;

/// A syntax error as CPython reports it.
#[derive(Clone, Debug)]
pub struct SyntaxErrorReport {
    /// "SyntaxError", "IndentationError", "TabError" or "RecursionError".
    pub type_name: String,
    pub message: String,
    pub filename: String,
    pub line: u32,
    /// 1-based column in characters (CPython's `offset`; 0 when unknown).
    pub column: u32,
    /// Where the highlighted range ends (CPython's `end_lineno`).
    pub end_line: u32,
    /// 1-based column just past the highlighted range (CPython's `end_offset`; 0 when unknown).
    pub end_column: u32,
    /// The source line the error is on, without its line break.
    pub text: String,
}

/// Characters of a long source line a syntax error shows on each side of its column.
pub const SYNTAX_LINE_WINDOW: usize = 500;

impl SyntaxErrorReport {
    /// A report whose line is at most about `2 * SYNTAX_LINE_WINDOW` characters: a longer
    /// line is cut to a window around the column, marked `...` where cut, with the columns
    /// moved to match (CPython shows the whole line, however long).
    fn windowed(mut self) -> SyntaxErrorReport {
        let chars = self.text.chars().count();
        if chars <= 2 * SYNTAX_LINE_WINDOW + 6 {
            return self;
        }
        let col = (self.column.max(1) as usize - 1).min(chars);
        let start = col.saturating_sub(SYNTAX_LINE_WINDOW);
        let end = (col + SYNTAX_LINE_WINDOW).min(chars);
        let byte = |n: usize| self.text.char_indices().nth(n).map_or(self.text.len(), |(i, _)| i);
        let (b0, b1) = (byte(start), byte(end));
        let prefix = if start > 0 { "..." } else { "" };
        let suffix = if end < chars { "..." } else { "" };
        let text = format!("{}{}{}", prefix, &self.text[b0..b1], suffix);
        let shift = |c: u32| -> u32 {
            if c == 0 {
                return 0;
            }
            let c = (c as usize).clamp(start + 1, end + 1);
            (c - start + prefix.len()) as u32
        };
        self.column = shift(self.column);
        if self.end_line == self.line || self.end_column == 0 {
            self.end_column = shift(self.end_column);
        }
        self.text = text;
        self
    }

    /// The CPython rendering: location, source line, caret(s), and `Type: message`.
    pub fn render(&self) -> String {
        let mut out = format!("  File \"{}\", line {}\n", self.filename, self.line);
        if !self.text.is_empty() {
            out.push_str(&self.render_text());
        }
        out.push_str(&format!("{}: {}\n", self.type_name, self.message));
        out
    }

    /// CPython's `print_error_text`: the line without its indentation, and a caret line under
    /// the offending range (only plain SyntaxErrors get more than one caret).
    fn render_text(&self) -> String {
        // Like CPython, sizes here count UTF-8 bytes.
        let line_size = self.text.len() as i64 + 1;
        let offset = i64::from(self.column);
        let mut end_offset = -1i64;
        if self.type_name == "SyntaxError" {
            end_offset = if self.end_column == 0 { -1 } else { i64::from(self.end_column) };
            if self.end_line > self.line {
                end_offset = line_size;
            }
            if end_offset > line_size + 1 {
                end_offset = line_size + 1;
            }
        }
        let carets = if end_offset > 0 && end_offset > offset { end_offset - offset } else { 1 };
        let stripped = self.text.trim_start_matches([' ', '\t', '\u{c}']);
        let indent = (self.text.chars().count() - stripped.chars().count()) as i64;
        let mut pos = offset - 1 - indent;
        let len = stripped.len() as i64;
        if pos > len {
            pos = len;
        }
        let mut out = format!("    {stripped}\n");
        if pos >= 0 {
            out.push_str("    ");
            out.push_str(&" ".repeat(pos as usize));
            out.push_str(&"^".repeat(carets as usize));
            out.push('\n');
        }
        out
    }
}

/// Parses a module, or reports the SyntaxError CPython 3.11 would raise for it.
pub fn parse(source: &str, filename: &str) -> Result<ModModule, SyntaxErrorReport> {
    let lines = LineIndex::new(source);
    match diagnose(source, &lines) {
        Outcome::Ok(module) => Ok(*module),
        Outcome::Err(d) => Err(d.report(source, &lines, filename)),
    }
}

pub fn compile_error_report(e: &CompileError, source: &str, filename: &str) -> SyntaxErrorReport {
    let lines = LineIndex::new(source);
    let range = compile_error_range(e, source);
    // CPython 3.11's wording for uses before a declaration.
    let message = e
        .message
        .replace("is used before global declaration", "is used prior to global declaration")
        .replace("is used before nonlocal declaration", "is used prior to nonlocal declaration");
    let message = if message == "'await' outside async function" && !inside_function(source, range) {
        "'await' outside function".to_string()
    } else {
        message
    };
    let mut d = Diag::range(&lines, source, range, "SyntaxError", message);
    if e.message == "import * only allowed at module level" {
        // Reported at the `*`.
        if let Some(star) = source.get(range.start().to_usize()..range.end().to_usize()).and_then(|t| t.rfind('*')) {
            let at = range.start().to_u32() + star as u32;
            d = Diag::range(&lines, source, TextRange::at(TextSize::new(at), TextSize::new(1)), "SyntaxError", d.message);
            d.end_offset = d.end_offset.map(|_| d.offset);
        }
    }
    d.report(source, &lines, filename)
}

/// Whether `range` lies inside a function or lambda (re-parses the source; errors only).
fn inside_function(source: &str, range: TextRange) -> bool {
    let Ok(parsed) = ruff_python_parser::parse_module(source) else {
        return true;
    };
    let found = checks::nodes_containing(parsed.syntax(), range)
        .nodes
        .iter()
        .any(|n| matches!(n, AnyNodeRef::StmtFunctionDef(_) | AnyNodeRef::ExprLambda(_)));
    stacker::maybe_grow(256 * 1024, 64 * 1024 * 1024, move || drop(parsed));
    found
}

/// CPython points errors about `global`/`nonlocal` declarations at the whole statement, while
/// the compiler reports the name; widen the range to the statement.
fn compile_error_range(e: &CompileError, source: &str) -> TextRange {
    let msg = e.message.as_str();
    let about_decl = msg.contains("is parameter and global")
        || msg.contains("is parameter and nonlocal")
        || msg.contains("before global declaration")
        || msg.contains("before nonlocal declaration")
        || msg.starts_with("nonlocal declaration not allowed")
        || msg.starts_with("no binding for nonlocal");
    if !about_decl {
        return e.range;
    }
    let mut start = e.range.start().to_usize().min(source.len());
    if let Some(name) = msg.strip_prefix("no binding for nonlocal '").and_then(|r| r.strip_suffix("' found")) {
        // The compiler points at the function; CPython at the `nonlocal` statement.
        let body = &source[start..];
        let mut off = 0;
        for line in body.split_inclusive('\n') {
            let t = line.trim_start();
            if t.starts_with("nonlocal") && t.contains(name) {
                start += off + (line.len() - t.len());
                break;
            }
            off += line.len();
        }
    }
    let line_start = source[..start].rfind('\n').map(|i| i + 1).unwrap_or(0);
    let line_end = source[start..].find('\n').map(|i| start + i).unwrap_or(source.len());
    let line = &source[line_start..line_end];
    let Some(kw) = ["global", "nonlocal"].iter().filter_map(|k| line.find(k)).min() else {
        return e.range;
    };
    // The statement ends at the end of the line, a ';' or a comment.
    let rest = &line[kw..];
    let stmt_len = rest.find([';', '#']).unwrap_or(rest.len());
    let stmt = rest[..stmt_len].trim_end();
    let s = TextSize::new((line_start + kw) as u32);
    TextRange::at(s, TextSize::new(stmt.len() as u32))
}

enum Outcome {
    Ok(Box<ModModule>),
    Err(Diag),
}

/// A SyntaxError being built: CPython's exception type, message and location, plus how it
/// competes with a tokenizer error.
#[derive(Clone, Debug)]
struct Diag {
    type_name: &'static str,
    message: String,
    line: u32,
    offset: i64,
    end_line: u32,
    end_offset: Option<i64>,
    /// Source text CPython shows instead of the line (errors inside f-string expressions).
    text: Option<String>,
    /// Byte position of the furthest token CPython's parser had read when raising this.
    pos: usize,
    /// CPython tokenizes the rest of the file after this error, so a later tokenizer error
    /// (or a bracket that is never closed) replaces it.
    full_check: bool,
    /// Raised by the tokenizer (such errors inside f-string expressions get no "f-string: ").
    from_tokenizer: bool,
}

impl Diag {
    fn range(lines: &LineIndex, src: &str, range: TextRange, type_name: &'static str, message: String) -> Diag {
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
        }
    }

    fn at_tok(t: &Tok, type_name: &'static str, message: String) -> Diag {
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
        }
    }

    fn from_tok_error(e: TokError) -> Diag {
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
        }
    }

    fn report(&self, source: &str, lines: &LineIndex, filename: &str) -> SyntaxErrorReport {
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

/// Runs ruff's parser, the CPython-style tokenizer and the checks; returns the module or the
/// error CPython would report first.
fn diagnose(source: &str, lines: &LineIndex) -> Outcome {
    let tokenized = tokenizer::tokenize(source);
    if let Some(e) = &tokenized.error {
        // Bail out before ruff's recursive parser sees absurd nesting.
        if e.message == "too many nested parentheses" {
            return Outcome::Err(Diag::from_tok_error(e.clone()));
        }
    }
    // Nor a tree too deep to build, walk and drop (see `nesting`).
    if let Some(i) = nesting::too_deep(&tokenized.toks, source) {
        return Outcome::Err(Diag::at_tok(&tokenized.toks[i], "SyntaxError", "too many nested parentheses".into()));
    }
    // ruff parses only what the tokenizer scanned: a parser error past the tokenizer's error
    // would lose to it anyway, and the text past it was not checked for nesting.
    let scanned = match &tokenized.error {
        Some(e) => source.get(..e.pos.min(source.len())).unwrap_or(source),
        None => source,
    };
    let options = ParseOptions::from(Mode::Module).with_target_version(PythonVersion::PY311);
    let parsed = ruff_python_parser::parse_unchecked(scanned, options);
    let Some(parsed) = parsed.try_into_module() else {
        let d = Diag {
            type_name: "SyntaxError",
            message: "invalid syntax".into(),
            line: 1,
            offset: 1,
            end_line: 1,
            end_offset: None,
            text: None,
            pos: 0,
            full_check: true,
            from_tokenizer: false,
        };
        return Outcome::Err(d);
    };
    let chosen = {
        let mut error_starts: Vec<usize> = parsed.errors().iter().map(|e| e.location.start().to_usize()).collect();
        error_starts.sort_unstable();
        let parents = std::cell::OnceCell::new();
        let ctx = Ctx { src: source, lines, tz: &tokenized, module: parsed.syntax(), errors: parsed.errors(), error_starts, parents };
        let parser_error = ctx.first_parser_error(parsed.errors(), parsed.unsupported_syntax_errors());
        ctx.choose(parser_error)
    };
    if let Some(d) = chosen {
        // Deeply nested trees are dropped on a grown stack.
        stacker::maybe_grow(256 * 1024, 64 * 1024 * 1024, move || drop(parsed));
        return Outcome::Err(d);
    }
    let module = parsed.into_syntax();
    if let Some(e) = checks::check_module(&module) {
        stacker::maybe_grow(256 * 1024, 64 * 1024 * 1024, move || drop(module));
        return Outcome::Err(Diag::range(lines, source, e.range, "SyntaxError", e.message));
    }
    Outcome::Ok(Box::new(module))
}

/// Everything the translation of a parse error looks at.
struct Ctx<'a> {
    src: &'a str,
    lines: &'a LineIndex,
    tz: &'a Tokenized,
    module: &'a ModModule,
    /// ruff's errors (a bracket group containing one does not parse as an operand).
    errors: &'a [ParseError],
    /// Start offsets of `errors`, sorted.
    error_starts: Vec<usize>,
    /// For each token, the opening bracket of the group it is in (see `enclosing_open`);
    /// computed when an error's translation first asks.
    parents: std::cell::OnceCell<Vec<Option<usize>>>,
}

/// The enclosing opening bracket of every token (for a closing bracket, the one it closes).
fn bracket_parents(toks: &[Tok], src: &str) -> Vec<Option<usize>> {
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

const KEYWORDS: [&str; 35] = [
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del", "elif", "else", "except",
    "finally", "for", "from", "global", "if", "import", "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try",
    "while", "with", "yield",
];

fn syntax(msg: impl Into<String>) -> (&'static str, String) {
    ("SyntaxError", msg.into())
}

impl<'a> Ctx<'a> {
    /// Whether ruff reported an error starting strictly between byte offsets `lo` and `hi`.
    fn error_between(&self, lo: usize, hi: usize) -> bool {
        let k = self.error_starts.partition_point(|&p| p <= lo);
        self.error_starts.get(k).is_some_and(|&p| p < hi)
    }

    fn toks(&self) -> &'a [Tok] {
        &self.tz.toks
    }
    fn tok(&self, i: usize) -> Option<&'a Tok> {
        self.tz.toks.get(i)
    }
    fn text(&self, i: usize) -> &'a str {
        self.tok(i).map(|t| t.text(self.src)).unwrap_or("")
    }
    fn kind(&self, i: usize) -> Option<Kind> {
        self.tok(i).map(|t| t.kind)
    }
    fn is_op(&self, i: usize, op: &str) -> bool {
        self.tok(i).is_some_and(|t| t.is_op(self.src, op))
    }
    fn is_kw(&self, i: usize, kw: &str) -> bool {
        self.tok(i).is_some_and(|t| t.kind == Kind::Name && t.text(self.src) == kw)
    }
    fn is_keyword(&self, i: usize) -> bool {
        self.kind(i) == Some(Kind::Name) && KEYWORDS.contains(&self.text(i))
    }

    /// Index of the token at or after byte `pos`.
    fn tok_at(&self, pos: usize) -> Option<usize> {
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
    fn tok_for(&self, range: TextRange) -> Option<usize> {
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

    fn diag_tok(&self, i: Option<usize>, (ty, msg): (&'static str, String), fallback: TextRange) -> Diag {
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

    fn diag_range(&self, range: TextRange, (ty, msg): (&'static str, String)) -> Diag {
        Diag::range(self.lines, self.src, range, ty, msg)
    }

    /// Range from the start of token `a` to the end of token `b`.
    fn tok_range(&self, a: usize, b: usize) -> TextRange {
        let s = self.tok(a).map(|t| t.start).unwrap_or(0);
        let e = self.tok(b).map(|t| t.end).unwrap_or(s).max(s);
        TextRange::new(TextSize::new(s as u32), TextSize::new(e as u32))
    }

    fn generic(&self, range: TextRange) -> Diag {
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

    /// Picks between the tokenizer's error and the parser's the way CPython does.
    fn choose(&self, parser: Option<Diag>) -> Option<Diag> {
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
                    let forced = p.message.starts_with("expected '");
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
    fn yield_argument(&self, loc: TextRange) -> Diag {
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
    fn walrus_target(&self, w: usize) -> Option<Diag> {
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
    fn error_inside_operand(&self, i: usize, grammar: bool) -> Option<Diag> {
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
    fn structural_end(&self, i: usize) -> Option<usize> {
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
    fn ternary_before(&self, limit: usize) -> Option<Diag> {
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
            let mut d = self.diag_range(self.tok_range(a, b_end - 1), syntax("expected 'else' after 'if' expression"));
            d.pos = self.tok(b_end).map(|t| t.start).unwrap_or(d.pos);
            return Some(d);
        }
        None
    }

    /// Whether everything after the bracket at `open` on its line could continue an
    /// expression (so CPython's parser reads on to the next line).
    fn runs_past_line(&self, open: usize) -> bool {
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
    fn legacy_before(&self, limit: usize) -> Option<Diag> {
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
    fn eof_pos(&self) -> usize {
        self.toks().last().map(|t| t.end).unwrap_or(0).max(1)
    }

    fn unclosed_diag(&self, open: tokenizer::OpenParen) -> Diag {
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
        }
    }

    /// The parser error CPython would raise first: ruff's first error, an error from the 3.11
    /// f-string rules, or a version error for syntax newer than 3.11.
    fn first_parser_error(&self, errors: &[ParseError], unsupported: &[UnsupportedSyntaxError]) -> Option<Diag> {
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

/// A tokenizer that follows CPython 3.11's `Parser/tokenizer.c` closely enough to find the same
/// lexical errors at the same places (unterminated strings, bad numbers, stray or mismatched
/// brackets, bad indentation, invalid characters) and to give tokens CPython's positions.
mod tokenizer {
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum Kind {
        Name,
        Number,
        Str,
        Op,
        Newline,
        Indent,
        Dedent,
        EndMarker,
    }

    /// One token with CPython's location conventions: `offset`/`end_offset` are what a
    /// SyntaxError raised "at this token" carries (1-based characters; `None` = unknown end).
    #[derive(Clone, Debug)]
    pub struct Tok {
        pub kind: Kind,
        /// Byte range in the source (empty for INDENT/DEDENT/ENDMARKER).
        pub start: usize,
        pub end: usize,
        pub line: u32,
        pub offset: i64,
        pub end_line: u32,
        pub end_offset: Option<i64>,
        /// Bracket depth after this token.
        pub level: u32,
    }

    impl Tok {
        pub fn is_op(&self, src: &str, op: &str) -> bool {
            self.kind == Kind::Op && src.get(self.start..self.end) == Some(op)
        }
        pub fn text<'a>(&self, src: &'a str) -> &'a str {
            src.get(self.start..self.end).unwrap_or("")
        }
    }

    /// How a tokenizer error reaches the user in CPython.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    pub enum ErrClass {
        /// Raised by the tokenizer itself (`syntaxerror()`): it wins even over a parser error
        /// found earlier in the file, because CPython tokenizes the rest of the file then.
        Raised,
        /// An error state (`tok->done`) that only counts if the parser gets that far.
        State,
    }

    #[derive(Clone, Debug)]
    pub struct TokError {
        pub class: ErrClass,
        pub type_name: &'static str,
        pub message: String,
        pub line: u32,
        pub offset: i64,
        pub end_line: u32,
        pub end_offset: Option<i64>,
        /// Byte position where the tokenizer stopped (orders it against parser errors).
        pub pos: usize,
    }

    /// An opening bracket still open at the end of input.
    #[derive(Clone, Copy, Debug)]
    pub struct OpenParen {
        pub ch: char,
        pub line: u32,
        /// 0-based character column.
        pub col: u32,
    }

    pub struct Tokenized {
        pub toks: Vec<Tok>,
        pub error: Option<TokError>,
        /// Innermost bracket left open at end of input (when the tokenizer got there).
        pub unclosed: Option<OpenParen>,
    }

    const TABSIZE: usize = 8;
    const MAXINDENT: usize = 100;
    const MAXLEVEL: usize = 200;

    struct Lexer<'a> {
        src: &'a str,
        /// Characters with their byte offsets; `\r\n` is folded to `\n` and a final newline is
        /// added when missing, as CPython does.
        chars: Vec<(usize, char)>,
        i: usize,
        line: u32,
        line_start: usize,
        /// Char index where the current logical line began (for continuation-line columns).
        stmt_line_start: usize,
        atbol: bool,
        indstack: Vec<usize>,
        altindstack: Vec<usize>,
        parens: Vec<OpenParen>,
        toks: Vec<Tok>,
    }

    const EOF: char = '\u{0}';

    pub fn tokenize(src: &str) -> Tokenized {
        let mut chars: Vec<(usize, char)> = Vec::with_capacity(src.len() + 1);
        let mut it = src.char_indices().peekable();
        if let Some(&(0, '\u{feff}')) = it.peek() {
            it.next();
        }
        while let Some((b, c)) = it.next() {
            if c == '\r' {
                if let Some(&(_, '\n')) = it.peek() {
                    continue;
                }
            }
            chars.push((b, c));
        }
        if chars.last().map(|&(_, c)| c) != Some('\n') {
            chars.push((src.len(), '\n'));
        }
        let mut lx = Lexer {
            src,
            chars,
            i: 0,
            line: 1,
            line_start: 0,
            stmt_line_start: 0,
            atbol: true,
            indstack: vec![0],
            altindstack: vec![0],
            parens: Vec::new(),
            // About one token per four bytes of code: room without growing, most times.
            toks: Vec::with_capacity(src.len() / 4 + 8),
        };
        let error = lx.run().err();
        let unclosed = if error.is_none() { lx.parens.last().copied() } else { None };
        Tokenized { toks: lx.toks, error, unclosed }
    }

    fn is_id_start(c: char) -> bool {
        c.is_ascii_alphabetic() || c == '_' || (c as u32) >= 128
    }
    fn is_id_char(c: char) -> bool {
        c.is_ascii_alphanumeric() || c == '_' || (c as u32) >= 128
    }

    impl<'a> Lexer<'a> {
        fn peek(&self) -> char {
            self.chars.get(self.i).map(|&(_, c)| c).unwrap_or(EOF)
        }
        fn peek_at(&self, k: usize) -> char {
            self.chars.get(self.i + k).map(|&(_, c)| c).unwrap_or(EOF)
        }
        /// Reads one character (CPython's `tok_nextc`), keeping line bookkeeping. Past the end
        /// it returns `EOF` but still advances, so that `backup` stays symmetric.
        fn next(&mut self) -> char {
            let c = self.peek();
            self.i += 1;
            if c == '\n' && self.i < self.chars.len() {
                self.line += 1;
                self.line_start = self.i;
            }
            c
        }
        /// CPython's `tok_backup`: un-reads the last character.
        fn backup(&mut self) {
            if self.i == 0 {
                return;
            }
            self.i -= 1;
            if self.i + 1 < self.chars.len() && self.chars.get(self.i).map(|&(_, c)| c) == Some('\n') {
                // Un-reading a newline: back to the previous line.
                self.line -= 1;
                let mut s = self.i;
                while s > 0 && self.chars[s - 1].1 != '\n' {
                    s -= 1;
                }
                self.line_start = s;
            }
        }
        fn byte(&self, idx: usize) -> usize {
            self.chars.get(idx).map(|&(b, _)| b).unwrap_or(self.src.len())
        }
        /// Characters from the start of the current line to the cursor.
        fn cur_col(&self) -> i64 {
            (self.i - self.line_start) as i64
        }
        fn line_len(&self) -> i64 {
            let mut j = self.line_start;
            while j < self.chars.len() && self.chars[j].1 != '\n' {
                j += 1;
            }
            (j - self.line_start) as i64
        }

        /// `syntaxerror()` in tokenizer.c: offset = characters from line start to the cursor.
        fn raise(&self, msg: String) -> TokError {
            let off = self.cur_col();
            TokError {
                class: ErrClass::Raised,
                type_name: "SyntaxError",
                message: msg,
                line: self.line,
                offset: off,
                end_line: self.line,
                end_offset: Some(off),
                pos: self.byte(self.i.saturating_sub(1)),
            }
        }
        fn raise_range(&self, col: i64, end_col: i64, msg: String) -> TokError {
            TokError {
                class: ErrClass::Raised,
                type_name: "SyntaxError",
                message: msg,
                line: self.line,
                offset: col,
                end_line: self.line,
                end_offset: Some(end_col),
                pos: self.byte(self.i.saturating_sub(1)),
            }
        }
        /// An error state reported by the parser through `tokenizer_error()`.
        fn state(&self, type_name: &'static str, msg: &str, offset: i64, end: Option<i64>) -> TokError {
            TokError {
                class: ErrClass::State,
                type_name,
                message: msg.into(),
                line: self.line,
                offset,
                end_line: self.line,
                end_offset: end,
                pos: self.byte(self.i),
            }
        }

        fn push(&mut self, kind: Kind, start: usize, line: u32, col: usize, line_start_of_start: usize) {
            // `col` is the char index of the token start; `line_start_of_start` that of its line.
            let end = self.i;
            let tok = Tok {
                kind,
                start: self.byte(start),
                end: self.byte(end),
                line,
                offset: (col - line_start_of_start) as i64 + 1,
                end_line: self.line,
                end_offset: Some((end - self.line_start) as i64 + 1),
                level: self.parens.len() as u32,
            };
            self.toks.push(tok);
        }
        /// INDENT/DEDENT/ENDMARKER: no text; CPython places them at the cursor, or (running
        /// a file) at offset 0 once the input is exhausted.
        fn push_marker(&mut self, kind: Kind) {
            let b = self.byte(self.i);
            let offset = if self.i >= self.chars.len() { 0 } else { self.cur_col() };
            let tok = Tok {
                kind,
                start: b,
                end: b,
                line: self.line,
                offset,
                end_line: self.line,
                end_offset: None,
                level: self.parens.len() as u32,
            };
            self.toks.push(tok);
        }

        fn run(&mut self) -> Result<(), TokError> {
            let mut blankline = false;
            loop {
                if self.atbol {
                    self.atbol = false;
                    self.stmt_line_start = self.line_start;
                    let (mut col, mut altcol, mut cont_line_col) = (0usize, 0usize, 0usize);
                    loop {
                        match self.peek() {
                            ' ' => {
                                col += 1;
                                altcol += 1;
                            }
                            '\t' => {
                                col = (col / TABSIZE + 1) * TABSIZE;
                                altcol += 1;
                            }
                            '\u{c}' => {
                                col = 0;
                                altcol = 0;
                            }
                            '\\' => {
                                // A continued line: the first backslash fixes the indentation.
                                if cont_line_col == 0 {
                                    cont_line_col = col;
                                }
                                self.next();
                                if self.peek() != '\n' {
                                    self.next();
                                    let raw = (self.i - self.stmt_line_start) as i64;
                                    let off = raw.min(self.line_len() + 1);
                                    let msg = "unexpected character after line continuation character";
                                    return Err(self.state("SyntaxError", msg, off, Some(0)));
                                }
                                self.next();
                                if self.i >= self.chars.len() {
                                    let off = self.cur_col();
                                    let mut e = self.state("SyntaxError", "unexpected EOF while parsing", off, None);
                                    e.pos = self.src.len();
                                    return Err(e);
                                }
                                continue;
                            }
                            _ => break,
                        }
                        self.next();
                    }
                    if cont_line_col > 0 {
                        col = cont_line_col;
                        altcol = cont_line_col;
                    }
                    let c = self.peek();
                    let at_eof = self.i >= self.chars.len();
                    blankline = !at_eof && (c == '#' || c == '\n');
                    if !blankline && self.parens.is_empty() {
                        let top = self.indstack.last().copied().unwrap_or(0);
                        let alttop = self.altindstack.last().copied().unwrap_or(0);
                        if col == top {
                            if altcol != alttop {
                                return Err(self.tab_error());
                            }
                        } else if col > top {
                            if self.indstack.len() >= MAXINDENT {
                                return Err(self.state("IndentationError", "too many levels of indentation", 1, Some(0)));
                            }
                            if altcol <= alttop {
                                return Err(self.tab_error());
                            }
                            self.indstack.push(col);
                            self.altindstack.push(altcol);
                            self.push_marker(Kind::Indent);
                        } else {
                            let mut dedents = 0;
                            while self.indstack.len() > 1 && col < self.indstack.last().copied().unwrap_or(0) {
                                self.indstack.pop();
                                self.altindstack.pop();
                                dedents += 1;
                            }
                            if col != self.indstack.last().copied().unwrap_or(0) {
                                let off = self.line_len() + 1;
                                let mut e =
                                    self.state("IndentationError", "unindent does not match any outer indentation level", off, None);
                                e.pos = self.byte(self.i);
                                return Err(e);
                            }
                            if altcol != self.altindstack.last().copied().unwrap_or(0) {
                                return Err(self.tab_error());
                            }
                            for _ in 0..dedents {
                                self.push_marker(Kind::Dedent);
                            }
                        }
                    }
                }
                // again:
                while matches!(self.peek(), ' ' | '\t' | '\u{c}') {
                    self.next();
                }
                let start = self.i;
                let start_line = self.line;
                let start_ls = self.line_start;
                if self.peek() == '#' {
                    while self.peek() != '\n' && self.i < self.chars.len() {
                        self.next();
                    }
                }
                if self.i >= self.chars.len() {
                    if !self.parens.is_empty() {
                        return Ok(());
                    }
                    // Position the end marker like CPython: last line, past its newline.
                    self.i = self.chars.len();
                    let mut ls = self.i.saturating_sub(1);
                    while ls > 0 && self.chars[ls - 1].1 != '\n' {
                        ls -= 1;
                    }
                    self.line_start = ls;
                    while self.indstack.len() > 1 {
                        self.indstack.pop();
                        self.push_marker(Kind::Dedent);
                    }
                    self.push_marker(Kind::EndMarker);
                    return Ok(());
                }
                let c = self.next();
                if is_id_start(c) {
                    self.name_or_string(c, start, start_line, start_ls)?;
                    continue;
                }
                if c == '\n' {
                    self.atbol = true;
                    if blankline || !self.parens.is_empty() {
                        continue;
                    }
                    // NEWLINE starts at a comment before it, and CPython leaves the '\n' out
                    // of its end.
                    let nl = self.i - 1;
                    self.toks.push(Tok {
                        kind: Kind::Newline,
                        start: self.byte(start),
                        end: self.byte(nl) + 1,
                        line: start_line,
                        offset: (start - start_ls) as i64 + 1,
                        end_line: start_line,
                        end_offset: Some((nl - start_ls) as i64 + 1),
                        level: 0,
                    });
                    continue;
                }
                if c == '.' {
                    let c2 = self.peek();
                    if c2.is_ascii_digit() {
                        self.number_fraction(start, start_line, start_ls)?;
                        continue;
                    }
                    if c2 == '.' && self.peek_at(1) == '.' {
                        self.next();
                        self.next();
                    }
                    self.push(Kind::Op, start, start_line, start, start_ls);
                    continue;
                }
                if c.is_ascii_digit() {
                    self.number(c, start, start_line, start_ls)?;
                    continue;
                }
                if c == '\'' || c == '"' {
                    self.string(c, start, start_line, start_ls)?;
                    continue;
                }
                if c == '\\' {
                    if self.peek() != '\n' {
                        // E_LINECONT: column counted from the start of the logical line.
                        self.next();
                        let raw = (self.i - self.stmt_line_start) as i64;
                        let off = raw.min(self.line_len() + 1);
                        return Err(self.state("SyntaxError", "unexpected character after line continuation character", off, Some(0)));
                    }
                    self.next();
                    if self.i >= self.chars.len() {
                        // Backslash right before the end of input.
                        let mut ls = self.i.saturating_sub(1);
                        while ls > 0 && self.chars[ls - 1].1 != '\n' {
                            ls -= 1;
                        }
                        self.line_start = ls;
                        let off = (self.i - ls) as i64;
                        let mut e = self.state("SyntaxError", "unexpected EOF while parsing", off, None);
                        if let Some(open) = self.parens.last() {
                            // With a bracket open, CPython reports the bracket instead.
                            e.message = format!("'{}' was never closed", open.ch);
                            e.line = open.line;
                            e.end_line = open.line;
                            e.offset = i64::from(open.col) + 1;
                            e.end_offset = Some(0);
                        }
                        e.pos = self.src.len();
                        return Err(e);
                    }
                    continue;
                }
                // Operators.
                let c2 = self.peek();
                let is_two = matches!(
                    (c, c2),
                    ('!', '=')
                        | ('%', '=')
                        | ('&', '=')
                        | ('*', '*')
                        | ('*', '=')
                        | ('+', '=')
                        | ('-', '=')
                        | ('-', '>')
                        | ('/', '/')
                        | ('/', '=')
                        | (':', '=')
                        | ('<', '<')
                        | ('<', '=')
                        | ('<', '>')
                        | ('=', '=')
                        | ('>', '=')
                        | ('>', '>')
                        | ('@', '=')
                        | ('^', '=')
                        | ('|', '=')
                );
                if is_two {
                    self.next();
                    let c3 = self.peek();
                    if matches!((c, c2, c3), ('*', '*', '=') | ('/', '/', '=') | ('<', '<', '=') | ('>', '>', '=')) {
                        self.next();
                    }
                    self.push(Kind::Op, start, start_line, start, start_ls);
                    continue;
                }
                match c {
                    '(' | '[' | '{' => {
                        if self.parens.len() >= MAXLEVEL {
                            return Err(self.raise("too many nested parentheses".into()));
                        }
                        self.parens.push(OpenParen { ch: c, line: self.line, col: (start - start_ls) as u32 });
                    }
                    ')' | ']' | '}' => {
                        let Some(open) = self.parens.pop() else {
                            return Err(self.raise(format!("unmatched '{c}'")));
                        };
                        let ok = matches!((open.ch, c), ('(', ')') | ('[', ']') | ('{', '}'));
                        if !ok {
                            let msg = if open.line != self.line {
                                format!("closing parenthesis '{c}' does not match opening parenthesis '{}' on line {}", open.ch, open.line)
                            } else {
                                format!("closing parenthesis '{c}' does not match opening parenthesis '{}'", open.ch)
                            };
                            return Err(self.raise(msg));
                        }
                    }
                    _ => {}
                }
                if !is_printable(c) {
                    return Err(self.raise(format!("invalid non-printable character U+{:04X}", c as u32)));
                }
                self.push(Kind::Op, start, start_line, start, start_ls);
            }
        }

        fn tab_error(&self) -> TokError {
            let mut e = self.state("TabError", "inconsistent use of tabs and spaces in indentation", 1, Some(0));
            e.pos = self.byte(self.i);
            e
        }

        fn name_or_string(&mut self, first: char, start: usize, line: u32, ls: usize) -> Result<(), TokError> {
            let mut c = first;
            let (mut saw_b, mut saw_r, mut saw_u, mut saw_f) = (false, false, false, false);
            loop {
                let lc = c.to_ascii_lowercase();
                if !(saw_b || saw_u || saw_f) && lc == 'b' {
                    saw_b = true;
                } else if !(saw_b || saw_u || saw_r || saw_f) && lc == 'u' {
                    saw_u = true;
                } else if !(saw_r || saw_u) && lc == 'r' {
                    saw_r = true;
                } else if !(saw_f || saw_b || saw_u) && lc == 'f' {
                    saw_f = true;
                } else {
                    break;
                }
                c = self.next();
                if c == '"' || c == '\'' {
                    return self.string(c, start, line, ls);
                }
            }
            let mut nonascii = false;
            while is_id_char(c) {
                if (c as u32) >= 128 {
                    nonascii = true;
                }
                c = self.next();
            }
            self.backup();
            if nonascii {
                self.verify_identifier(start)?;
            }
            self.push(Kind::Name, start, line, start, ls);
            Ok(())
        }

        fn verify_identifier(&mut self, start: usize) -> Result<(), TokError> {
            let word: Vec<char> = self.chars[start..self.i].iter().map(|&(_, c)| c).collect();
            let bad =
                word.iter().enumerate().position(|(k, &ch)| if k == 0 { !(ch == '_' || is_xid_start(ch)) } else { !is_xid_continue(ch) });
            if let Some(k) = bad {
                let ch = word[k];
                self.i = start + k + 1;
                let msg = if is_printable(ch) {
                    format!("invalid character '{ch}' (U+{:04X})", ch as u32)
                } else {
                    format!("invalid non-printable character U+{:04X}", ch as u32)
                };
                return Err(self.raise(msg));
            }
            Ok(())
        }

        /// `verify_end_of_number`: a letter right after a number is an error unless it starts
        /// one of the keywords that may follow a number.
        fn verify_end(&mut self, c: char, kind: &str) -> Result<(), TokError> {
            // `c` has been read; the cursor is after it.
            let follows = |lx: &Self, s: &str| s.chars().enumerate().all(|(k, ch)| lx.peek_at(k) == ch);
            let ok_kw = match c {
                'a' => follows(self, "nd"),
                'e' => follows(self, "lse"),
                'f' => follows(self, "or"),
                'i' => matches!(self.peek(), 'f' | 'n' | 's'),
                'o' => follows(self, "r"),
                'n' => follows(self, "ot"),
                _ => false,
            };
            // (Non-ASCII characters end the number: they start a new name.)
            if !ok_kw && c.is_ascii() && is_id_char(c) && c != EOF {
                self.backup();
                return Err(self.raise(format!("invalid {kind} literal")));
            }
            Ok(())
        }

        /// `tok_decimal_tail`: digits with single underscores; returns the next character read.
        fn decimal_tail(&mut self) -> Result<char, TokError> {
            loop {
                let mut c;
                loop {
                    c = self.next();
                    if !c.is_ascii_digit() {
                        break;
                    }
                }
                if c != '_' {
                    return Ok(c);
                }
                c = self.next();
                if !c.is_ascii_digit() {
                    self.backup();
                    return Err(self.raise("invalid decimal literal".into()));
                }
            }
        }

        fn finish_number(&mut self, start: usize, line: u32, ls: usize) {
            // The last character read is not part of the number.
            self.backup();
            self.push(Kind::Number, start, line, start, ls);
        }

        fn number(&mut self, first: char, start: usize, line: u32, ls: usize) -> Result<(), TokError> {
            if first == '0' {
                let mut c = self.next();
                let radix = match c {
                    'x' | 'X' => Some((16u32, "hexadecimal")),
                    'o' | 'O' => Some((8, "octal")),
                    'b' | 'B' => Some((2, "binary")),
                    _ => None,
                };
                if let Some((radix, kind)) = radix {
                    c = self.next();
                    loop {
                        if c == '_' {
                            c = self.next();
                        }
                        if !c.is_digit(radix) {
                            if radix != 16 && c.is_ascii_digit() {
                                return Err(self.raise(format!("invalid digit '{c}' in {kind} literal")));
                            }
                            self.backup();
                            return Err(self.raise(format!("invalid {kind} literal")));
                        }
                        loop {
                            c = self.next();
                            if !c.is_digit(radix) {
                                break;
                            }
                        }
                        if c != '_' {
                            break;
                        }
                    }
                    if radix != 16 && c.is_ascii_digit() {
                        return Err(self.raise(format!("invalid digit '{c}' in {kind} literal")));
                    }
                    self.verify_end(c, kind)?;
                    self.finish_number(start, line, ls);
                    return Ok(());
                }
                let mut nonzero = false;
                loop {
                    if c == '_' {
                        c = self.next();
                        if !c.is_ascii_digit() {
                            self.backup();
                            return Err(self.raise("invalid decimal literal".into()));
                        }
                    }
                    if c != '0' {
                        break;
                    }
                    c = self.next();
                }
                let zeros_end = self.i;
                if c.is_ascii_digit() {
                    nonzero = true;
                    c = self.decimal_tail()?;
                }
                if c == '.' {
                    let c = self.next();
                    return self.fraction(c, start, line, ls);
                } else if c == 'e' || c == 'E' {
                    return self.exponent(c, start, line, ls);
                } else if c == 'j' || c == 'J' {
                    return self.imaginary(start, line, ls);
                } else if nonzero {
                    self.backup();
                    let col = (start - ls) as i64 + 1;
                    let end = (zeros_end - ls) as i64;
                    return Err(self.raise_range(
                        col,
                        end,
                        "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers".into(),
                    ));
                }
                self.verify_end(c, "decimal")?;
                self.finish_number(start, line, ls);
                return Ok(());
            }
            let c = self.decimal_tail()?;
            if c == '.' {
                let c = self.next();
                return self.fraction(c, start, line, ls);
            }
            self.after_fraction(c, start, line, ls)
        }

        fn number_fraction(&mut self, start: usize, line: u32, ls: usize) -> Result<(), TokError> {
            let c = self.next();
            self.fraction(c, start, line, ls)
        }

        fn fraction(&mut self, c: char, start: usize, line: u32, ls: usize) -> Result<(), TokError> {
            let mut c = c;
            if c.is_ascii_digit() {
                c = self.decimal_tail()?;
            }
            self.after_fraction(c, start, line, ls)
        }

        fn after_fraction(&mut self, c: char, start: usize, line: u32, ls: usize) -> Result<(), TokError> {
            if c == 'e' || c == 'E' {
                return self.exponent(c, start, line, ls);
            }
            if c == 'j' || c == 'J' {
                return self.imaginary(start, line, ls);
            }
            self.verify_end(c, "decimal")?;
            self.finish_number(start, line, ls);
            Ok(())
        }

        fn exponent(&mut self, e: char, start: usize, line: u32, ls: usize) -> Result<(), TokError> {
            let mut c = self.next();
            if c == '+' || c == '-' {
                c = self.next();
                if !c.is_ascii_digit() {
                    self.backup();
                    return Err(self.raise("invalid decimal literal".into()));
                }
            } else if !c.is_ascii_digit() {
                // Not an exponent after all: the number ends before the 'e'.
                self.backup();
                self.verify_end(e, "decimal")?;
                self.backup();
                self.push(Kind::Number, start, line, start, ls);
                return Ok(());
            }
            let c = self.decimal_tail()?;
            if c == 'j' || c == 'J' {
                return self.imaginary(start, line, ls);
            }
            self.verify_end(c, "decimal")?;
            self.finish_number(start, line, ls);
            Ok(())
        }

        fn imaginary(&mut self, start: usize, line: u32, ls: usize) -> Result<(), TokError> {
            let c = self.next();
            self.verify_end(c, "imaginary")?;
            self.finish_number(start, line, ls);
            Ok(())
        }

        fn string(&mut self, quote: char, start: usize, line: u32, ls: usize) -> Result<(), TokError> {
            let mut quote_size = 1;
            let mut end_quote_size = 0;
            let mut c = self.next();
            if c == quote {
                c = self.next();
                if c == quote {
                    quote_size = 3;
                } else {
                    end_quote_size = 1;
                }
            }
            if c != quote {
                self.backup();
            }
            while end_quote_size != quote_size {
                let at_eof = self.i >= self.chars.len();
                let c = self.next();
                if at_eof || (quote_size == 1 && c == '\n') {
                    // Reported at the start of the string, with the line where it was noticed.
                    let detected =
                        if at_eof { self.line } else { self.line - u32::from(self.i == self.line_start && self.i < self.chars.len()) };
                    let off = (start - ls) as i64 + 1;
                    let what = if quote_size == 3 { "unterminated triple-quoted string literal" } else { "unterminated string literal" };
                    return Err(TokError {
                        class: ErrClass::Raised,
                        type_name: "SyntaxError",
                        message: format!("{what} (detected at line {detected})"),
                        line,
                        offset: off,
                        end_line: line,
                        end_offset: Some(off),
                        pos: self.byte(start),
                    });
                }
                if c == quote {
                    end_quote_size += 1;
                } else {
                    end_quote_size = 0;
                    if c == '\\' {
                        self.next();
                    }
                }
            }
            let tok = Tok {
                kind: Kind::Str,
                start: self.byte(start),
                end: self.byte(self.i),
                line,
                offset: (start - ls) as i64 + 1,
                end_line: self.line,
                end_offset: Some((self.i - self.line_start) as i64 + 1),
                level: self.parens.len() as u32,
            };
            self.toks.push(tok);
            Ok(())
        }
    }

    /// Python's `str.isprintable()` for one character (approximated without Unicode tables:
    /// control, format, separator and private-use characters are not printable).
    pub fn is_printable(c: char) -> bool {
        let u = c as u32;
        if c == ' ' {
            return true;
        }
        if c.is_control() || c.is_whitespace() {
            return false;
        }
        !matches!(u,
            0xAD | 0x600..=0x605 | 0x61C | 0x6DD | 0x70F | 0x180E | 0x200B..=0x200F | 0x202A..=0x202E
            | 0x2060..=0x2064 | 0x2066..=0x206F | 0xFEFF | 0xFFF9..=0xFFFB | 0xE000..=0xF8FF
            | 0xD800..=0xDFFF | 0xF0000..=0x10FFFF | 0xE0001 | 0xE0020..=0xE007F)
    }

    /// Approximates Unicode XID_Start with the standard library's `is_alphabetic`, minus the
    /// combining marks that `Alphabetic` also covers.
    fn is_xid_start(c: char) -> bool {
        c.is_alphabetic() && !is_combining(c)
    }
    fn is_xid_continue(c: char) -> bool {
        c.is_alphanumeric()
            || c == '_'
            || is_combining(c)
            || c == '\u{b7}'
            || c == '\u{387}'
            || matches!(c as u32, 0x203F | 0x2040 | 0x2054 | 0xFE33 | 0xFE34 | 0xFE4D..=0xFE4F | 0xFF3F)
    }
    fn is_combining(c: char) -> bool {
        matches!(c as u32,
            0x300..=0x36F | 0x483..=0x487 | 0x591..=0x5BD | 0x5BF | 0x5C1 | 0x5C2 | 0x5C4 | 0x5C5 | 0x5C7
            | 0x610..=0x61A | 0x64B..=0x65F | 0x670 | 0x6D6..=0x6DC | 0x6DF..=0x6E4 | 0x6E7 | 0x6E8
            | 0x6EA..=0x6ED | 0x900..=0x903 | 0x93A..=0x94F | 0x951..=0x957 | 0x962 | 0x963
            | 0x981..=0x983 | 0x9BC..=0x9D7 | 0xE31 | 0xE34..=0xE3A | 0xE47..=0xE4E
            | 0x1AB0..=0x1AFF | 0x1DC0..=0x1DFF | 0x20D0..=0x20FF | 0x302A..=0x302F | 0x3099 | 0x309A
            | 0xFE00..=0xFE0F | 0xFE20..=0xFE2F)
    }
}

const BINARY_OPS: [&str; 13] = ["|", "^", "&", "<<", ">>", "+", "-", "*", "/", "//", "%", "@", "**"];
const COMPARE_OPS: [&str; 8] = ["==", "!=", "<", ">", "<=", ">=", "<>", "in"];
const AUG_OPS: [&str; 13] = ["+=", "-=", "*=", "/=", "//=", "%=", "@=", "&=", "|=", "^=", ">>=", "<<=", "**="];

impl<'a> Ctx<'a> {
    // ---- token-level expression extents (enough of the grammar to find where an operand
    // ---- of CPython's `invalid_*` rules starts and ends)

    /// Index just past the bracket group opening at `i`.
    fn skip_group(&self, i: usize) -> Option<usize> {
        self.matching_close(i).map(|c| c + 1)
    }

    /// Like `skip_group`, but fails when ruff found an error inside the group.
    fn skip_valid_group(&self, i: usize) -> Option<usize> {
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

    fn is_open(&self, i: usize) -> bool {
        self.is_op(i, "(") || self.is_op(i, "[") || self.is_op(i, "{")
    }

    fn is_close(&self, i: usize) -> bool {
        self.is_op(i, ")") || self.is_op(i, "]") || self.is_op(i, "}")
    }

    /// The closing bracket matching the opening bracket at `open`.
    fn matching_close(&self, open: usize) -> Option<usize> {
        self.close_after(open + 1)
    }

    /// The first closing bracket after `from` that is not matched by an opening one.
    fn close_after(&self, from: usize) -> Option<usize> {
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
    fn top_level(&self, from: usize, to: usize) -> Vec<usize> {
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
    fn top_level_kw(&self, from: usize, to: usize, kw: &str) -> bool {
        self.top_level(from, to).into_iter().any(|k| self.is_kw(k, kw))
    }

    /// The opening bracket of the group containing token `i` (for a closing bracket: the one
    /// it closes).
    fn enclosing_open(&self, i: usize) -> Option<usize> {
        self.parents.get_or_init(|| bracket_parents(self.toks(), self.src)).get(i).copied().flatten()
    }

    /// First token of the bracket element (between commas, colons or `=`) containing `i`.
    fn element_start(&self, i: usize) -> usize {
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
    fn skip_primary(&self, i: usize) -> Option<usize> {
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
    fn skip_factor(&self, i: usize) -> Option<usize> {
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
    fn skip_bitwise_or(&self, i: usize) -> Option<usize> {
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

    fn skip_inversion(&self, i: usize) -> Option<usize> {
        let mut j = i;
        while self.is_kw(j, "not") {
            j += 1;
        }
        self.skip_bitwise_or(j)
    }

    /// Comparisons and boolean operators over `skip_bitwise_or` operands.
    fn skip_disjunction(&self, i: usize) -> Option<usize> {
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
    fn skip_expression(&self, i: usize) -> Option<usize> {
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
    fn skip_star_expressions(&self, i: usize) -> Option<usize> {
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
    fn stmt_start(&self, i: usize) -> usize {
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
    fn is_block_colon(&self, i: usize) -> bool {
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
    fn header_keyword(&self, i: usize) -> (usize, &'a str) {
        let mut s = self.stmt_start(i);
        if self.is_kw(s, "async") {
            s += 1;
        }
        (s, self.text(s))
    }

    /// The nodes containing `range`, outermost first.
    fn nodes_at(&self, range: TextRange) -> checks::Containing<'a> {
        checks::nodes_containing(self.module, range)
    }

    /// The expression with exactly this range (the innermost one if several).
    fn expr_at(&self, range: TextRange) -> Option<&'a Expr> {
        self.nodes_at(range).exprs.into_iter().rev().find(|e| e.range() == range)
    }

    /// Whether the source has parentheses right around `range`.
    fn parenthesized(&self, range: TextRange) -> bool {
        let before = self.src[..range.start().to_usize()].trim_end();
        let after = self.src[range.end().to_usize()..].trim_start();
        before.ends_with('(') && after.starts_with(')')
    }

    /// Parses a slice of the source as an expression (to learn its kind for a message).
    fn expr_of(&self, range: TextRange) -> Option<Expr> {
        let text = self.src.get(range.start().to_usize()..range.end().to_usize())?;
        let parsed = ruff_python_parser::parse_expression(&format!("({text})")).ok()?;
        Some(parsed.into_expr())
    }

    // ---- translation of ruff's errors

    fn translate(&self, e: &ParseError) -> Diag {
        let loc = e.location;
        if let Some(i) = self.tok_for(loc) {
            // `try`, `finally` and `else` must be followed by ':' (forced tokens).
            let forced_colon = i > 0
                && (self.is_kw(i - 1, "try") || self.is_kw(i - 1, "finally") || self.is_kw(i - 1, "else"))
                && self.stmt_start(i - 1) == i - 1;
            if forced_colon && !self.is_op(i, ":") && self.tz.error.is_none() {
                return self.diag_tok(Some(i), syntax("expected ':'"), loc);
            }
            // `def name` must be followed by '(' (a forced token in CPython's grammar).
            let d = i.checked_sub(2).filter(|&d| self.is_kw(d, "def") && self.kind(d + 1) == Some(Kind::Name));
            if d.is_some() && !self.is_op(i, "(") && self.tz.error.is_none() {
                return self.diag_tok(Some(i), syntax("expected '('"), loc);
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
    fn unexpected_indent(&self, loc: TextRange) -> Diag {
        let (lo, hi) = (loc.start().to_usize(), loc.end().to_usize());
        let i = self.toks().iter().position(|t| t.kind == Kind::Indent && t.start >= lo && t.start <= hi).or_else(|| self.tok_at(lo));
        let mut d = self.diag_tok(i, ("IndentationError", "unexpected indent".into()), loc);
        d.end_offset = None;
        d.full_check = false;
        d
    }

    /// Start of the expression statement's target (for augmented assignment messages).
    fn stmt_expr_start(&self, loc: TextRange) -> TextSize {
        match self.tok_for(loc) {
            Some(i) => {
                let s = self.stmt_start(i);
                self.tok(s).map(|t| TextSize::new(t.start as u32)).unwrap_or(loc.start())
            }
            None => loc.start(),
        }
    }

    fn lexical(&self, lex: &LexicalErrorType, loc: TextRange) -> Diag {
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

    fn other(&self, msg: &str, loc: TextRange) -> Diag {
        if msg.starts_with("Expected an indented block after ") {
            return self.indented_block(loc);
        }
        match msg {
            "Expected `except` or `finally` after `try` block" => {
                let mut i = self.tok_for(loc);
                if let Some(j) = i.filter(|&j| self.kind(j) == Some(Kind::Newline) && j + 1 < self.toks().len()) {
                    i = Some(j + 1);
                }
                self.diag_tok(i, syntax("expected 'except' or 'finally' block"), loc)
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
    fn except_types(&self, loc: TextRange) -> Diag {
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
    fn keyword_argument(&self, loc: TextRange) -> Diag {
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
    fn bare_star(&self, loc: TextRange) -> Diag {
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
    fn at_call_end(&self, loc: TextRange, msg: &str) -> Diag {
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

    fn indented_block(&self, loc: TextRange) -> Diag {
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

    fn expected_token(&self, expected: TokenKind, found: TokenKind, loc: TextRange) -> Diag {
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
                return self.diag_tok(Some(i), syntax("expected '('"), loc);
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
    fn for_target(&self, i: usize) -> Option<Diag> {
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
    fn missing_else(&self, loc: TextRange) -> Diag {
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
            Some(a) => self.diag_range(self.tok_range(a, i.saturating_sub(1)), syntax("expected 'else' after 'if' expression")),
            None => self.generic(loc),
        }
    }

    /// Whether an operand of an expression can begin at token `c` (it is not in the middle of
    /// an atom or after a dot).
    fn starts_operand(&self, c: usize) -> bool {
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
    fn augassign_tuple(&self, i: usize) -> Option<Diag> {
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
    fn comprehension_target(&self, i: usize) -> Option<Diag> {
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

    fn in_dict(&self, i: usize) -> bool {
        self.enclosing_open(i).is_some_and(|o| self.is_op(o, "{"))
    }

    /// CPython's `invalid_expression`: two expressions in a row inside brackets.
    fn missing_comma(&self, i: usize) -> Option<Diag> {
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
    fn legacy_call(&self, a: usize) -> Option<Diag> {
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
    fn statements_on_line(&self, loc: TextRange) -> Diag {
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
    fn read_past_operand(&self, d: &mut Diag, i: usize) {
        if self.tz.error.is_none() || !self.starts_operand_token(i) {
            return;
        }
        let complete = self.skip_expression(i).is_some_and(|e| e < self.toks().len());
        if !complete {
            d.pos = usize::MAX;
        }
    }

    /// Whether token `i` can begin an expression.
    fn starts_operand_token(&self, i: usize) -> bool {
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

    fn expected_colon(&self, found: TokenKind, loc: TextRange) -> Diag {
        let Some(i) = self.tok_for(loc) else {
            return self.generic(loc);
        };
        let (k, kw) = self.header_keyword(i);
        match kw {
            "def" | "try" | "finally" => self.diag_tok(Some(i), syntax("expected ':'"), loc),
            "else" if k + 1 == i => self.diag_tok(Some(i), syntax("expected ':'"), loc),
            "if" | "elif" | "while" | "for" | "with" | "class" | "except" | "match" | "case" => {
                if found == TokenKind::Newline {
                    return self.diag_tok(Some(i), syntax("expected ':'"), loc);
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
    fn dict_key(&self, i: usize) -> Option<Diag> {
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
        })
    }

    /// `if x = 1:` and friends: CPython's `invalid_named_expression`.
    fn named_expression(&self, eq: usize) -> Option<Diag> {
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

    fn expected_expression(&self, loc: TextRange) -> Diag {
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
    fn assignment_target(&self, loc: TextRange) -> Diag {
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

    fn target_message(&self, target: &Expr, kind: TargetKind, loc: TextRange) -> Diag {
        match checks::invalid_target(target, kind) {
            Some(b) => self.diag_range(b.range(), syntax(format!("cannot assign to {}", checks::expr_name(b)))),
            None => self.generic(loc),
        }
    }

    /// `T = V` with an invalid target, following the order of CPython's `invalid_assignment`
    /// and `invalid_named_expression` alternatives.
    fn assign_statement(&self, a: &ast::StmtAssign, loc: TextRange) -> Diag {
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
    fn lambda_params_start(&self, i: usize) -> Option<usize> {
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
    fn parenthesized_params(&self, open: usize) -> Option<Diag> {
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
    fn unparenthesized_genexp(&self, loc: TextRange) -> Diag {
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

    fn translate_unsupported(&self, u: &UnsupportedSyntaxError) -> Option<Diag> {
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
                let msg = if is_def { "expected '('" } else { "invalid syntax" };
                self.diag_tok(i, syntax(msg), r)
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

/// CPython 3.11's string literal checks, run when its parser reaches a group of adjacent
/// string tokens: non-ASCII bytes, mixing bytes with str, and the f-string rules of
/// `Parser/string_parser.c` (f-strings are single tokens in 3.11; their expressions are parsed
/// separately as `(expr)`).
mod fstring {
    use super::{diagnose, Ctx, Diag, Kind, Outcome};
    use crate::compile::LineIndex;

    /// Splits a string token into its prefix, body, and the byte offset of the body.
    fn split(text: &str) -> Option<(&str, &str, usize)> {
        let q = text.find(['\'', '"'])?;
        let (prefix, rest) = text.split_at(q);
        let quote = rest.chars().next()?;
        let triple: String = std::iter::repeat_n(quote, 3).collect();
        let qlen = if rest.len() >= 6 && rest.starts_with(&triple) { 3 } else { 1 };
        let body = rest.get(qlen..rest.len().checked_sub(qlen)?)?;
        Some((prefix, body, q + qlen))
    }

    pub fn is_fstring(text: &str) -> bool {
        split(text).is_some_and(|(p, _, _)| p.contains(['f', 'F']))
    }

    enum FErr {
        Msg(String),
        /// The expression starting at this char index of the body does not parse.
        Inner {
            start: usize,
            text: String,
        },
    }

    /// The first error CPython's parser would raise for a string group, with the byte position
    /// where the parser reaches the group.
    pub fn first_error(ctx: &Ctx) -> Option<(usize, Diag)> {
        first_error_from(ctx, 0, usize::MAX)
    }

    /// Like `first_error`, for the string groups starting in token range `from..to`.
    pub fn first_error_from(ctx: &Ctx, from: usize, to: usize) -> Option<(usize, Diag)> {
        let toks = ctx.toks();
        let mut i = from;
        while i < toks.len() && i < to {
            if toks[i].kind != Kind::Str {
                i += 1;
                continue;
            }
            let mut j = i;
            while j < toks.len() && toks[j].kind == Kind::Str {
                j += 1;
            }
            if let Some(d) = check_group(ctx, i, j) {
                return Some((toks[i].start, d));
            }
            i = j;
        }
        None
    }

    fn check_group(ctx: &Ctx, first: usize, after: usize) -> Option<Diag> {
        let toks = ctx.toks();
        // CPython raises these at the token after the group (its "last token").
        let at_next = |msg: String| -> Diag {
            match toks.get(after) {
                Some(t) => {
                    let mut d = Diag::at_tok(t, "SyntaxError", msg);
                    d.pos = t.start;
                    d
                }
                None => {
                    let t = &toks[after - 1];
                    let mut d = Diag::at_tok(t, "SyntaxError", msg);
                    d.offset = t.end_offset.unwrap_or(t.offset);
                    d.end_offset = d.end_offset.map(|_| d.offset);
                    // Peeking past the strings hit the tokenizer's error first.
                    d.pos = usize::MAX;
                    d
                }
            }
        };
        let mut bytes_mode = None;
        for k in first..after {
            let t = &toks[k];
            let text = t.text(ctx.src);
            let (prefix, body, body_start) = split(text)?;
            let lower = prefix.to_ascii_lowercase();
            let is_bytes = lower.contains('b');
            if is_bytes && !body.is_ascii() {
                let mut d = Diag::at_tok(t, "SyntaxError", "bytes can only contain ASCII literal characters".into());
                // CPython's end column counts bytes here.
                d.end_offset = Some(t.offset + text.len() as i64);
                d.pos = toks.get(after).map(|n| n.start).unwrap_or(usize::MAX);
                return Some(d);
            }
            let is_f = lower.contains('f');
            let raw = lower.contains('r');
            if !is_f && !raw {
                let bad = if is_bytes { bytes_escape_error(body) } else { str_escape_error(body) };
                if let Some(m) = bad {
                    return Some(at_next(m));
                }
            }
            if bytes_mode.is_some_and(|b| b != is_bytes) {
                return Some(at_next("cannot mix bytes and nonbytes literals".into()));
            }
            bytes_mode = Some(is_bytes);
            if !lower.contains('f') {
                continue;
            }
            let chars: Vec<char> = body.chars().collect();
            let mut pos = 0;
            // Expressions are re-parsed by the 3.11 rules only where ruff found a problem.
            let check = ctx.error_between(t.start.saturating_sub(1), t.end);
            match concat(&chars, &mut pos, lower.contains('r'), 0, check) {
                Ok(()) => {}
                Err(FErr::Msg(m)) => return Some(at_next(m)),
                Err(FErr::Inner { start, text: expr }) => {
                    let inner_src = format!("({expr})");
                    let lines = LineIndex::new(&inner_src);
                    let Outcome::Err(inner) = diagnose(&inner_src, &lines) else {
                        continue;
                    };
                    // Lines of the token before the expression.
                    let before: String = body.chars().take(start).collect();
                    let nl = text[..body_start].matches('\n').count() + before.matches('\n').count();
                    let msg = if inner.from_tokenizer { inner.message.clone() } else { format!("f-string: {}", inner.message) };
                    let mut d = at_next(msg);
                    d.type_name = inner.type_name;
                    d.line = t.line + nl as u32 + inner.line.saturating_sub(1);
                    d.end_line = d.line + inner.end_line.saturating_sub(inner.line);
                    d.offset = inner.offset;
                    d.end_offset = inner.end_offset;
                    d.text = Some(lines.line_text(&inner_src, inner.line).to_string());
                    d.from_tokenizer = inner.from_tokenizer;
                    return Some(d);
                }
            }
        }
        None
    }

    /// `_PyPegen_FstringParser_ConcatFstring`: literal parts and replacement fields.
    fn concat(body: &[char], i: &mut usize, raw: bool, depth: u32, check: bool) -> Result<(), FErr> {
        loop {
            if find_literal(body, i, raw, depth)? {
                continue;
            }
            if *i >= body.len() || body[*i] == '}' {
                break;
            }
            find_expr(body, i, raw, depth, check)?;
        }
        if depth == 0 && *i + 1 < body.len() {
            return Err(FErr::Msg("f-string: unexpected end of string".into()));
        }
        if depth != 0 && body.get(*i) != Some(&'}') {
            return Err(FErr::Msg("f-string: expecting '}'".into()));
        }
        Ok(())
    }

    /// `fstring_find_literal`: returns true after a doubled brace (scan again). The literal
    /// text is decoded like a string literal, with the same escape errors.
    fn find_literal(body: &[char], i: &mut usize, raw: bool, depth: u32) -> Result<bool, FErr> {
        let start = *i;
        let doubled = scan_literal(body, i, raw, depth)?;
        let end = if doubled { *i - 1 } else { *i };
        if !raw && body[start..end].contains(&'\\') {
            let chunk: String = body[start..end].iter().collect();
            if let Some(m) = str_escape_error(&chunk) {
                return Err(FErr::Msg(m));
            }
        }
        Ok(doubled)
    }

    fn scan_literal(body: &[char], i: &mut usize, raw: bool, depth: u32) -> Result<bool, FErr> {
        let len = body.len();
        while *i < len {
            let mut ch = body[*i];
            *i += 1;
            if !raw && ch == '\\' && *i < len {
                ch = body[*i];
                *i += 1;
                if ch == 'N' {
                    if *i < len {
                        let c = body[*i];
                        *i += 1;
                        if c == '{' {
                            while *i < len {
                                let c = body[*i];
                                *i += 1;
                                if c == '}' {
                                    break;
                                }
                            }
                        }
                    }
                    continue;
                }
            }
            if ch == '{' || ch == '}' {
                if depth == 0 {
                    if *i < len && body[*i] == ch {
                        *i += 1;
                        return Ok(true);
                    }
                    if ch == '}' {
                        return Err(FErr::Msg("f-string: single '}' is not allowed".into()));
                    }
                }
                *i -= 1;
                break;
            }
        }
        Ok(false)
    }

    /// Escape errors of a `str` literal body as CPython's `decode_unicode_with_escapes`
    /// reports them (positions count bytes after non-ASCII characters became `\UXXXXXXXX`).
    pub fn str_escape_error(body: &str) -> Option<String> {
        // Only a backslash starts an escape (non-ASCII characters become valid `\U` ones).
        if !body.contains('\\') {
            return None;
        }
        let chars: Vec<char> = body.chars().collect();
        let mut buf: Vec<u8> = Vec::with_capacity(body.len());
        let mut k = 0;
        while k < chars.len() {
            if chars[k] == '\\' {
                buf.push(b'\\');
                k += 1;
                if k >= chars.len() || !chars[k].is_ascii() {
                    buf.extend_from_slice(b"u005c");
                    if k >= chars.len() {
                        break;
                    }
                }
            }
            let c = chars[k];
            if c.is_ascii() {
                buf.push(c as u8);
            } else {
                buf.extend(format!("\\U{:08x}", c as u32).bytes());
            }
            k += 1;
        }
        let len = buf.len();
        let mut s = 0;
        while s < len {
            if buf[s] != b'\\' {
                s += 1;
                continue;
            }
            let start = s;
            s += 1;
            if s >= len {
                return Some(unicode_error(start, s, "\\ at end of string"));
            }
            let c = buf[s];
            s += 1;
            let (count, what) = match c {
                b'x' => (2, "truncated \\xXX escape"),
                b'u' => (4, "truncated \\uXXXX escape"),
                b'U' => (8, "truncated \\UXXXXXXXX escape"),
                b'N' => {
                    let malformed = "malformed \\N character escape";
                    if s >= len || buf[s] != b'{' {
                        return Some(unicode_error(start, s, malformed));
                    }
                    s += 1;
                    let name_start = s;
                    while s < len && buf[s] != b'}' {
                        s += 1;
                    }
                    if s >= len || s == name_start {
                        return Some(unicode_error(start, s, malformed));
                    }
                    // Names are not checked against the Unicode database here.
                    s += 1;
                    continue;
                }
                _ => continue,
            };
            let mut ch: u32 = 0;
            for _ in 0..count {
                match buf.get(s).and_then(|&b| (b as char).to_digit(16)) {
                    Some(d) => {
                        ch = (ch << 4) | d;
                        s += 1;
                    }
                    None => return Some(unicode_error(start, s, what)),
                }
            }
            if ch > 0x10FFFF {
                return Some(unicode_error(start, s, "illegal Unicode character"));
            }
        }
        None
    }

    fn unicode_error(start: usize, end: usize, what: &str) -> String {
        format!("(unicode error) 'unicodeescape' codec can't decode bytes in position {}-{}: {what}", start, end.saturating_sub(1))
    }

    /// `\x` escapes of a bytes literal body (`_PyBytes_DecodeEscape`).
    pub fn bytes_escape_error(body: &str) -> Option<String> {
        let b = body.as_bytes();
        let mut k = 0;
        while k < b.len() {
            if b[k] != b'\\' {
                k += 1;
                continue;
            }
            let at = k;
            k += 2;
            if b.get(at + 1) == Some(&b'x') {
                let ok = k + 1 < b.len() && b[k].is_ascii_hexdigit() && b[k + 1].is_ascii_hexdigit();
                if !ok {
                    return Some(format!("(value error) invalid \\x escape at position {at}"));
                }
                k += 2;
            }
        }
        None
    }

    /// `fstring_find_expr`: one `{...}` replacement field.
    fn find_expr(body: &[char], i: &mut usize, raw: bool, depth: u32, check: bool) -> Result<(), FErr> {
        let msg = |m: &str| Err(FErr::Msg(m.to_string()));
        let len = body.len();
        if depth >= 2 {
            return msg("f-string: expressions nested too deeply");
        }
        *i += 1;
        let expr_start = *i;
        let mut quote: Option<char> = None;
        let mut triple = false;
        let mut stack: Vec<char> = Vec::new();
        while *i < len {
            let ch = body[*i];
            if ch == '\\' {
                return msg("f-string expression part cannot include a backslash");
            }
            if let Some(q) = quote {
                if ch == q {
                    if triple {
                        if *i + 2 < len && body[*i + 1] == ch && body[*i + 2] == ch {
                            *i += 3;
                            quote = None;
                            triple = false;
                            continue;
                        }
                    } else {
                        quote = None;
                    }
                }
                *i += 1;
                continue;
            }
            match ch {
                '\'' | '"' => {
                    if *i + 2 < len && body[*i + 1] == ch && body[*i + 2] == ch {
                        triple = true;
                        *i += 2;
                    }
                    quote = Some(ch);
                }
                '[' | '{' | '(' => {
                    if stack.len() >= 200 {
                        return msg("f-string: too many nested parenthesis");
                    }
                    stack.push(ch);
                }
                '#' => return msg("f-string expression part cannot include '#'"),
                '!' | ':' | '}' | '=' | '>' | '<' if stack.is_empty() => {
                    if *i + 1 < len {
                        let next = body[*i + 1];
                        if next == '=' && matches!(ch, '!' | '=' | '<' | '>') {
                            *i += 2;
                            continue;
                        }
                    }
                    if ch == '>' || ch == '<' {
                        *i += 1;
                        continue;
                    }
                    break;
                }
                ']' | '}' | ')' => {
                    let Some(open) = stack.pop() else {
                        return Err(FErr::Msg(format!("f-string: unmatched '{ch}'")));
                    };
                    if !matches!((open, ch), ('(', ')') | ('[', ']') | ('{', '}')) {
                        return Err(FErr::Msg(format!("f-string: closing parenthesis '{ch}' does not match opening parenthesis '{open}'")));
                    }
                }
                _ => {}
            }
            *i += 1;
        }
        let expr_end = *i;
        if quote.is_some() {
            return msg("f-string: unterminated string");
        }
        if let Some(open) = stack.last() {
            return Err(FErr::Msg(format!("f-string: unmatched '{open}'")));
        }
        if *i >= len {
            return msg("f-string: expecting '}'");
        }
        let expr: String = body[expr_start..expr_end].iter().collect();
        if expr.chars().all(|c| matches!(c, ' ' | '\t' | '\n' | '\u{c}')) {
            let c = body[expr_end];
            if matches!(c, '!' | ':' | '=') {
                return Err(FErr::Msg(format!("f-string: expression required before '{c}'")));
            }
            return msg("f-string: empty expression not allowed");
        }
        if check && !parses(&expr) {
            return Err(FErr::Inner { start: expr_start, text: expr });
        }
        if body[*i] == '=' {
            *i += 1;
            while *i < len && matches!(body[*i], ' ' | '\t' | '\n' | '\r' | '\u{b}' | '\u{c}') {
                *i += 1;
            }
            if *i >= len {
                return msg("f-string: expecting '}'");
            }
        }
        if body[*i] == '!' {
            *i += 1;
            if *i >= len {
                return msg("f-string: expecting '}'");
            }
            let conv = body[*i];
            *i += 1;
            if !matches!(conv, 's' | 'r' | 'a') {
                return msg("f-string: invalid conversion character: expected 's', 'r', or 'a'");
            }
        }
        if body.get(*i) == Some(&':') {
            *i += 1;
            if *i >= len {
                return msg("f-string: expecting '}'");
            }
            concat(body, i, raw, depth + 1, check)?;
        }
        if body.get(*i) != Some(&'}') {
            return msg("f-string: expecting '}'");
        }
        *i += 1;
        Ok(())
    }

    /// Whether `(expr)` is a valid expression by the 3.11 rules.
    fn parses(expr: &str) -> bool {
        let src = format!("({expr})");
        let lines = LineIndex::new(&src);
        matches!(diagnose(&src, &lines), Outcome::Ok(_))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(type_name: &str, line_text: &str, column: u32, end_column: u32) -> SyntaxErrorReport {
        SyntaxErrorReport {
            type_name: type_name.into(),
            message: "msg".into(),
            filename: "t.py".into(),
            line: 3,
            column,
            end_line: 3,
            end_column,
            text: line_text.into(),
        }
    }

    fn error_of(src: &str) -> SyntaxErrorReport {
        match parse(src, "t.py") {
            Ok(_) => panic!("no error for {src:?}"),
            Err(e) => e,
        }
    }

    #[test]
    fn render_caret_range_after_indentation() {
        let r = report("SyntaxError", "    f() = 2", 5, 8);
        assert_eq!(r.render(), "  File \"t.py\", line 3\n    f() = 2\n    ^^^\nSyntaxError: msg\n");
    }

    #[test]
    fn render_single_caret_for_subclasses() {
        let r = report("IndentationError", "print(1)", 1, 6);
        assert_eq!(r.render(), "  File \"t.py\", line 3\n    print(1)\n    ^\nIndentationError: msg\n");
    }

    #[test]
    fn render_caret_clipped_to_line_end() {
        let r = report("IndentationError", "    b", 6, 0);
        assert_eq!(r.render(), "  File \"t.py\", line 3\n    b\n     ^\nIndentationError: msg\n");
    }

    #[test]
    fn render_no_caret_left_of_text() {
        let r = report("IndentationError", "   foo(a b)", 3, 0);
        assert_eq!(r.render(), "  File \"t.py\", line 3\n    foo(a b)\nIndentationError: msg\n");
    }

    #[test]
    fn render_keeps_trailing_spaces_and_tabs_indent() {
        let r = report("SyntaxError", "\tx = 1 +  ", 11, 11);
        assert_eq!(r.render(), "  File \"t.py\", line 3\n    x = 1 +  \n             ^\nSyntaxError: msg\n");
    }

    #[test]
    fn render_multiline_range_runs_to_line_end() {
        let mut r = report("SyntaxError", "x = (a,", 5, 2);
        r.end_line = 4;
        // The range runs to the end of the first line ("(a," here).
        assert_eq!(r.render(), "  File \"t.py\", line 3\n    x = (a,\n        ^^^\nSyntaxError: msg\n");
    }

    #[test]
    fn render_without_text() {
        let r = report("SyntaxError", "", 1, 0);
        assert_eq!(r.render(), "  File \"t.py\", line 3\nSyntaxError: msg\n");
    }

    #[test]
    fn unclosed_paren_location() {
        let e = error_of("x = (\n");
        assert_eq!((e.message.as_str(), e.line, e.column), ("'(' was never closed", 1, 5));
    }

    #[test]
    fn assign_to_call_message_and_range() {
        let e = error_of("f() = 1\n");
        assert_eq!(e.message, "cannot assign to function call here. Maybe you meant '==' instead of '='?");
        assert_eq!((e.column, e.end_column), (1, 4));
    }

    #[test]
    fn tokenizer_errors() {
        assert_eq!(
            error_of("x = 012\n").message,
            "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers"
        );
        assert_eq!(error_of("s = 'abc\n").message, "unterminated string literal (detected at line 1)");
        assert_eq!(error_of("x = [1, 2)\n").message, "closing parenthesis ')' does not match opening parenthesis '['");
        let e = error_of("if x:\n\ta\n        b\n");
        assert_eq!((e.type_name.as_str(), e.line), ("TabError", 3));
    }

    #[test]
    fn indentation_messages() {
        let e = error_of("def f():\nreturn 1\n");
        assert_eq!(e.type_name, "IndentationError");
        assert_eq!(e.message, "expected an indented block after function definition on line 1");
        assert_eq!((e.line, e.column), (2, 1));
    }

    #[test]
    fn unterminated_triple_quote_reports_the_last_line() {
        let e = error_of("x = 1\ns = \"\"\"abc\ndef\n");
        assert_eq!(e.message, "unterminated triple-quoted string literal (detected at line 3)");
        assert_eq!((e.line, e.column), (2, 5));
    }

    #[test]
    fn fstring_expression_error_shows_the_expression() {
        let e = error_of("x = f\"{a b}\"\n");
        assert_eq!(e.message, "f-string: invalid syntax. Perhaps you forgot a comma?");
        assert_eq!(
            e.render(),
            "  File \"t.py\", line 1\n    (a b)\n     ^^^\nSyntaxError: f-string: invalid syntax. Perhaps you forgot a comma?\n"
        );
    }

    #[test]
    fn unexpected_indent_has_no_caret() {
        let e = error_of("x = 1\n    y = 2\n");
        assert_eq!(e.render(), "  File \"t.py\", line 2\n    y = 2\nIndentationError: unexpected indent\n");
    }

    #[test]
    fn later_tokenizer_error_wins_over_parser_error() {
        let e = error_of("f() = 1\ns = 'abc\n");
        assert_eq!((e.message.as_str(), e.line), ("unterminated string literal (detected at line 2)", 2));
    }

    #[test]
    fn valid_source_parses() {
        let src = "x = [0_0, 1_000j, 0o7, .5e-3, 1if 1else 2]\ncaf\u{e9} = f'{x!r:>{10}}'\nif x:\n\tpass\n";
        assert!(parse(src, "t.py").is_ok());
    }

    #[test]
    fn compile_errors_on_declarations_cover_the_statement() {
        let src = "def f(x):\n    global x\n";
        let e = CompileError::new("name 'x' is parameter and global", TextRange::new(TextSize::new(21), TextSize::new(22)), false);
        let r = compile_error_report(&e, src, "t.py");
        assert_eq!((r.column, r.end_column), (5, 13));
    }
}

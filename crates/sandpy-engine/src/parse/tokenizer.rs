//! A tokenizer that follows CPython 3.11's `Parser/tokenizer.c` closely enough to find the same
//! lexical errors at the same places (unterminated strings, bad numbers, stray or mismatched
//! brackets, bad indentation, invalid characters) and to give tokens CPython's positions.
//! Identifiers are checked with the exact Unicode tables of `text::predicates` (XID_Start,
//! XID_Continue, printable), as CPython's `verify_identifier` does with its own.

use crate::text::predicates::{is_printable, is_xid_continue, is_xid_start};

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
    /// "too many nested parentheses": reported before ruff's recursive parser runs.
    pub too_deep: bool,
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

/// `is_potential_identifier_start` of tokenizer.c: every non-ASCII character may start a name
/// (`verify_identifier` checks it afterwards).
fn is_id_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_' || (c as u32) >= 128
}
/// `is_potential_identifier_char` of tokenizer.c.
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
            too_deep: false,
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
            too_deep: false,
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
            too_deep: false,
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
        let tok =
            Tok { kind, start: b, end: b, line: self.line, offset, end_line: self.line, end_offset: None, level: self.parens.len() as u32 };
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
                            let mut e = self.state("IndentationError", "unindent does not match any outer indentation level", off, None);
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
                        let mut e = self.raise("too many nested parentheses".into());
                        e.too_deep = true;
                        return Err(e);
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
        let bad = word.iter().enumerate().position(|(k, &ch)| if k == 0 { !is_xid_start(ch) } else { !is_xid_continue(ch) });
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
                    too_deep: false,
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

//! The SyntaxError report CPython gives (type, message, location, source line) and its
//! rendering with carets, including the window cut around the column of a very long line.

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
    pub(super) fn windowed(mut self) -> SyntaxErrorReport {
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

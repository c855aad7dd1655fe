//! The line index of a source: byte offset → 1-based line, column in characters, and the
//! text of a line (shared by the SyntaxError reports and the compiler's line table).

/// Byte offset → 1-based line number.
pub struct LineIndex {
    starts: Vec<u32>,
}

impl LineIndex {
    pub fn new(source: &str) -> LineIndex {
        let mut starts = vec![0u32];
        for (i, b) in source.bytes().enumerate() {
            if b == b'\n' {
                starts.push(i as u32 + 1);
            }
        }
        LineIndex { starts }
    }
    pub fn line(&self, offset: u32) -> u32 {
        match self.starts.binary_search(&offset) {
            Ok(i) => i as u32 + 1,
            Err(i) => i as u32,
        }
    }
    /// 1-based column (in characters) of a byte offset.
    pub fn column(&self, source: &str, offset: u32) -> u32 {
        let line = self.line(offset) as usize;
        let start = self.starts.get(line.saturating_sub(1)).copied().unwrap_or(0) as usize;
        let end = (offset as usize).min(source.len());
        source.get(start..end).map(|s| s.chars().count() as u32 + 1).unwrap_or(1)
    }
    pub fn line_text<'a>(&self, source: &'a str, line: u32) -> &'a str {
        let i = line.saturating_sub(1) as usize;
        let start = self.starts.get(i).copied().unwrap_or(0) as usize;
        let end = self.starts.get(i + 1).map(|e| *e as usize).unwrap_or(source.len());
        source.get(start..end).unwrap_or("").trim_end_matches(['\n', '\r'])
    }
}

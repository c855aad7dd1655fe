//! Replacement templates of `sub`/`subn`/`Match.expand`: `\1`..`\99`, `\g<n>`, `\g<name>`,
//! octal escapes, the usual char escapes; unknown escapes of non-letters stay as written.
//! Errors carry CPython's messages and positions (in chars of the template).

use super::parser::py_repr;

/// One piece of a parsed template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    /// Literal chars (bytes templates: one char per byte, all below 256).
    Text(String),
    Group(usize),
}

/// A template error: `re.error(msg, template, pos)`, or CPython's IndexError for an
/// unknown group name.
#[derive(Debug)]
pub enum TemplateError {
    Syntax { msg: String, pos: usize },
    UnknownName(String),
}

struct Reader<'a> {
    chars: &'a [char],
    i: usize,
}

impl Reader<'_> {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.i).copied()
    }
    /// `s.tell()` in CPython's tokenizer: the start of the next token.
    fn tell(&self) -> usize {
        self.i
    }
}

/// Parses `template` for a pattern with `groups` groups and `names`.
pub fn parse(template: &[char], groups: usize, names: &[(String, usize)], istext: bool) -> Result<Vec<Piece>, TemplateError> {
    let mut r = Reader { chars: template, i: 0 };
    let mut out: Vec<Piece> = Vec::new();
    let mut lit = String::new();
    let err = |msg: String, pos: usize| {
        let msg = if istext {
            msg
        } else {
            msg.chars().map(|c| if (c as u32) < 128 { c.to_string() } else { format!("\\x{:02x}", c as u32) }).collect()
        };
        TemplateError::Syntax { msg, pos }
    };
    let add_group = |out: &mut Vec<Piece>, lit: &mut String, index: usize, pos: usize| -> Result<(), TemplateError> {
        if index > groups {
            return Err(err(format!("invalid group reference {}", index), pos));
        }
        if !lit.is_empty() {
            out.push(Piece::Text(std::mem::take(lit)));
        }
        out.push(Piece::Group(index));
        Ok(())
    };
    while let Some(c) = r.peek() {
        r.i += 1;
        if c != '\\' {
            lit.push(c);
            continue;
        }
        let Some(e) = r.peek() else {
            return Err(err("bad escape (end of pattern)".into(), template.len().saturating_sub(1)));
        };
        r.i += 1;
        match e {
            'g' => {
                if r.peek() != Some('<') {
                    return Err(err("missing <".into(), r.tell()));
                }
                r.i += 1;
                let mut name = String::new();
                loop {
                    match r.peek() {
                        None => {
                            if name.is_empty() {
                                return Err(err("missing group name".into(), r.tell()));
                            }
                            return Err(err("missing >, unterminated name".into(), r.tell() - name.chars().count()));
                        }
                        Some('>') => {
                            r.i += 1;
                            if name.is_empty() {
                                return Err(err("missing group name".into(), r.tell() - 1));
                            }
                            break;
                        }
                        Some(ch) => {
                            r.i += 1;
                            name.push(ch);
                        }
                    }
                }
                let back = name.chars().count() + 1;
                let index = if crate::text::predicates::isidentifier(&name) {
                    match names.iter().find(|(k, _)| *k == name) {
                        Some((_, g)) => *g,
                        None => return Err(TemplateError::UnknownName(format!("unknown group name {}", py_repr(&name)))),
                    }
                } else {
                    let digits = name.trim();
                    if digits.is_empty() || !digits.chars().all(|d| d.is_ascii_digit()) {
                        return Err(err(format!("bad character in group name {}", py_repr(&name)), r.tell() - back));
                    }
                    match digits.parse::<usize>() {
                        Ok(n) if n < 1_073_741_823 => n,
                        _ => return Err(err(format!("invalid group reference {}", digits), r.tell() - back)),
                    }
                };
                add_group(&mut out, &mut lit, index, r.tell() - back)?;
            }
            '0' => {
                let mut text = String::from("0");
                for _ in 0..2 {
                    match r.peek() {
                        Some(d) if ('0'..='7').contains(&d) => {
                            r.i += 1;
                            text.push(d);
                        }
                        _ => break,
                    }
                }
                let v = u32::from_str_radix(&text, 8).unwrap_or(0) & 0xFF;
                lit.push(char::from_u32(v).unwrap_or('\0'));
            }
            '1'..='9' => {
                let mut text = e.to_string();
                let mut octal = false;
                if let Some(d) = r.peek().filter(|d| d.is_ascii_digit()) {
                    r.i += 1;
                    text.push(d);
                    let is_oct = |x: char| ('0'..='7').contains(&x);
                    if is_oct(e) && is_oct(d) {
                        if let Some(f) = r.peek().filter(|f| is_oct(*f)) {
                            r.i += 1;
                            text.push(f);
                            octal = true;
                            let v = u32::from_str_radix(&text, 8).unwrap_or(0);
                            if v > 0o377 {
                                return Err(err(
                                    format!("octal escape value \\{} outside of range 0-0o377", text),
                                    r.tell() - text.len() - 1,
                                ));
                            }
                            lit.push(char::from_u32(v).unwrap_or('\0'));
                        }
                    }
                }
                if !octal {
                    let index: usize = text.parse().unwrap_or(0);
                    add_group(&mut out, &mut lit, index, r.tell() - text.len())?;
                }
            }
            _ => match simple(e) {
                Some(v) => lit.push(v),
                None if e.is_ascii_alphabetic() => return Err(err(format!("bad escape \\{}", e), r.tell() - 2)),
                None => {
                    lit.push('\\');
                    lit.push(e);
                }
            },
        }
    }
    if !lit.is_empty() {
        out.push(Piece::Text(lit));
    }
    Ok(out)
}

fn simple(c: char) -> Option<char> {
    Some(match c {
        'a' => '\x07',
        'b' => '\x08',
        'f' => '\x0c',
        'n' => '\n',
        'r' => '\r',
        't' => '\t',
        'v' => '\x0b',
        '\\' => '\\',
        _ => return None,
    })
}

//! CPython 3.11's string literal checks, run when its parser reaches a group of adjacent
//! string tokens: non-ASCII bytes, mixing bytes with str, and the f-string rules of
//! `Parser/string_parser.c` (f-strings are single tokens in 3.11; their expressions are parsed
//! separately as `(expr)`).

use super::diag::{Ctx, Diag};
use super::tokenizer::Kind;
use super::LineIndex;
use super::{diagnose, Outcome};

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

//! The `unicode_escape` and `raw_unicode_escape` codecs: Python string-literal escapes as
//! bytes. Decoding reads the bytes as Latin-1 and resolves the escapes; encoding writes
//! non-printable and non-ASCII characters as escapes.

use super::codec::DecodeFailure;

/// `str.encode('unicode_escape')`: printable ASCII as is (quotes too), `\t \n \r \\`, other
/// characters below 0x100 as `\xNN`, the rest as `\uNNNN` / `\UNNNNNNNN`.
pub fn encode_unicode_escape(s: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    for c in s.chars() {
        let n = c as u32;
        match c {
            '\\' => out.extend_from_slice(b"\\\\"),
            '\t' => out.extend_from_slice(b"\\t"),
            '\n' => out.extend_from_slice(b"\\n"),
            '\r' => out.extend_from_slice(b"\\r"),
            ' '..='~' => out.push(n as u8),
            _ => out.extend_from_slice(hex_escape(n, false).as_bytes()),
        }
    }
    out
}

/// `str.encode('raw_unicode_escape')`: characters below 0x100 as their Latin-1 byte, the
/// rest as `\uNNNN` / `\UNNNNNNNN`.
pub fn encode_raw_unicode_escape(s: &str) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    for c in s.chars() {
        let n = c as u32;
        if n < 0x100 {
            out.push(n as u8);
        } else {
            out.extend_from_slice(hex_escape(n, true).as_bytes());
        }
    }
    out
}

fn hex_escape(n: u32, raw: bool) -> String {
    if n < 0x100 && !raw {
        format!("\\x{:02x}", n)
    } else if n < 0x10000 {
        format!("\\u{:04x}", n)
    } else {
        format!("\\U{:08x}", n)
    }
}

fn failure(start: usize, end: usize, reason: &'static str) -> DecodeFailure {
    DecodeFailure { start, end, reason }
}

/// Reads up to `count` hex digits at `pos`: the value, or a failure naming the escape.
fn hex_digits(data: &[u8], start: usize, pos: usize, count: usize, reason: &'static str) -> Result<u32, DecodeFailure> {
    let mut value: u32 = 0;
    for k in 0..count {
        match data.get(pos + k).and_then(|b| (*b as char).to_digit(16)) {
            Some(d) => value = value.saturating_mul(16).saturating_add(d),
            None => return Err(failure(start, pos + k, reason)),
        }
    }
    Ok(value)
}

fn push_code_point(out: &mut String, n: u32, start: usize, end: usize) -> Result<usize, DecodeFailure> {
    match char::from_u32(n) {
        Some(c) => {
            out.push(c);
            Ok(end)
        }
        // Lone surrogates cannot live in a Rust string: reported like an illegal character.
        None => Err(failure(start, end, "illegal Unicode character")),
    }
}

/// One step of `unicode_escape` decoding at `pos`.
pub fn unicode_escape_step(data: &[u8], pos: usize, out: &mut String) -> Result<usize, DecodeFailure> {
    let Some(&b) = data.get(pos) else { return Ok(pos + 1) };
    if b != b'\\' {
        out.push(char::from(b));
        return Ok(pos + 1);
    }
    let Some(&e) = data.get(pos + 1) else { return Err(failure(pos, pos + 1, "\\ at end of string")) };
    let simple = match e {
        b'\n' => Some(None),
        b'\\' => Some(Some('\\')),
        b'\'' => Some(Some('\'')),
        b'"' => Some(Some('"')),
        b'a' => Some(Some('\u{7}')),
        b'b' => Some(Some('\u{8}')),
        b'f' => Some(Some('\u{c}')),
        b'n' => Some(Some('\n')),
        b'r' => Some(Some('\r')),
        b't' => Some(Some('\t')),
        b'v' => Some(Some('\u{b}')),
        _ => None,
    };
    if let Some(c) = simple {
        out.extend(c);
        return Ok(pos + 2);
    }
    match e {
        b'0'..=b'7' => {
            let mut value = 0u32;
            let mut end = pos + 1;
            while end < pos + 4 && matches!(data.get(end), Some(b'0'..=b'7')) {
                value = value * 8 + u32::from(data.get(end).copied().unwrap_or(b'0') - b'0');
                end += 1;
            }
            push_code_point(out, value, pos, end)
        }
        b'x' => {
            let n = hex_digits(data, pos, pos + 2, 2, "truncated \\xXX escape")?;
            push_code_point(out, n, pos, pos + 4)
        }
        b'u' => {
            let n = hex_digits(data, pos, pos + 2, 4, "truncated \\uXXXX escape")?;
            push_code_point(out, n, pos, pos + 6)
        }
        b'U' => {
            let n = hex_digits(data, pos, pos + 2, 8, "truncated \\UXXXXXXXX escape")?;
            push_code_point(out, n, pos, pos + 10)
        }
        b'N' => named_escape(data, pos, out),
        _ => {
            // Unknown escapes stay as written.
            out.push('\\');
            Ok(pos + 1)
        }
    }
}

/// `\N{NAME}` at `pos`.
fn named_escape(data: &[u8], pos: usize, out: &mut String) -> Result<usize, DecodeFailure> {
    let malformed = || failure(pos, (pos + 2).min(data.len()), "malformed \\N character escape");
    if data.get(pos + 2) != Some(&b'{') {
        return Err(malformed());
    }
    let rest = data.get(pos + 3..).unwrap_or(&[]);
    let Some(close) = rest.iter().position(|&b| b == b'}') else { return Err(malformed()) };
    let end = pos + 3 + close + 1;
    let name: String = rest.get(..close).unwrap_or(&[]).iter().map(|&b| char::from(b)).collect();
    match crate::modules::unicodedata::names::lookup(&name) {
        Ok(s) if close > 0 && s.chars().count() == 1 => {
            out.push_str(&s);
            Ok(end)
        }
        _ => Err(failure(pos, end, "unknown Unicode character name")),
    }
}

/// One step of `raw_unicode_escape` decoding: only `\u` and `\U` after an odd run of
/// backslashes are escapes.
pub fn raw_unicode_escape_step(data: &[u8], pos: usize, out: &mut String) -> Result<usize, DecodeFailure> {
    let Some(&b) = data.get(pos) else { return Ok(pos + 1) };
    if b != b'\\' {
        out.push(char::from(b));
        return Ok(pos + 1);
    }
    let run = data.get(pos..).unwrap_or(&[]).iter().take_while(|&&c| c == b'\\').count();
    let after = pos + run;
    let kind = data.get(after).copied();
    if run % 2 == 1 && matches!(kind, Some(b'u') | Some(b'U')) {
        out.extend(std::iter::repeat_n('\\', run - 1));
        let start = after - 1;
        let (count, reason) = if kind == Some(b'u') { (4, "truncated \\uXXXX escape") } else { (8, "truncated \\UXXXXXXXX escape") };
        let n = hex_digits(data, start, after + 1, count, reason)?;
        return push_code_point(out, n, start, after + 1 + count);
    }
    out.extend(std::iter::repeat_n('\\', run));
    Ok(after)
}

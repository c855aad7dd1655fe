//! `repr()` of `str` and `bytes`, and `ascii()`.
//!
//! Quote choice is CPython's: single quotes, unless the text holds a single
//! quote and no double quote; when it holds both, single quotes are used and
//! the single quotes inside are escaped. `\\`, `\n`, `\r`, `\t` get their
//! short escapes; other characters that are not printable (see
//! [`is_printable`]) become `\xhh`, `\uhhhh` or `\Uhhhhhhhh` with lowercase
//! hex, by size. Printable non-ASCII characters are kept as they are in
//! `repr()` and escaped the same way in `ascii()`.

use std::fmt::Write;

use super::predicates::is_printable;

/// Appends `\xhh`, `\uhhhh` or `\Uhhhhhhhh` for `c`, the shortest that fits.
fn push_hex_escape(out: &mut String, c: char) {
    let cp = c as u32;
    // Writing into a String cannot fail.
    let _ = if cp < 0x100 {
        write!(out, "\\x{cp:02x}")
    } else if cp < 0x1_0000 {
        write!(out, "\\u{cp:04x}")
    } else {
        write!(out, "\\U{cp:08x}")
    };
}

/// The quote `repr` uses for text with these quote characters.
fn pick_quote(has_single: bool, has_double: bool) -> char {
    if has_single && !has_double {
        '"'
    } else {
        '\''
    }
}

/// Appends `repr(s)` to `out`; with `ascii_only`, appends `ascii(s)`.
pub fn push_str_repr(out: &mut String, s: &str, ascii_only: bool) {
    let quote = pick_quote(s.contains('\''), s.contains('"'));
    out.reserve(s.len() + 2);
    out.push(quote);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if c == quote => {
                out.push('\\');
                out.push(c);
            }
            ' '..='~' => out.push(c),
            c if c.is_ascii() => push_hex_escape(out, c),
            c if is_printable(c) && !ascii_only => out.push(c),
            c => push_hex_escape(out, c),
        }
    }
    out.push(quote);
}

/// `repr(s)` for a `str`.
pub fn str_repr(s: &str) -> String {
    let mut out = String::new();
    push_str_repr(&mut out, s, false);
    out
}

/// `ascii(s)` for a `str`: like `repr` with every non-ASCII character escaped.
pub fn ascii_repr(s: &str) -> String {
    let mut out = String::new();
    push_str_repr(&mut out, s, true);
    out
}

/// Appends the quoted part of a bytes repr (`'...'`, without the `b`).
pub fn push_bytes_repr_body(out: &mut String, b: &[u8]) {
    let quote = pick_quote(b.contains(&b'\''), b.contains(&b'"'));
    out.reserve(b.len() + 2);
    out.push(quote);
    for &byte in b {
        match byte {
            b'\\' => out.push_str("\\\\"),
            b'\n' => out.push_str("\\n"),
            b'\r' => out.push_str("\\r"),
            b'\t' => out.push_str("\\t"),
            _ if char::from(byte) == quote => {
                out.push('\\');
                out.push(quote);
            }
            b' '..=b'~' => out.push(char::from(byte)),
            _ => push_hex_escape(out, char::from(byte)),
        }
    }
    out.push(quote);
}

/// `repr(b)` for a `bytes` object: `b'...'`. (A `bytearray` repr is
/// `bytearray(` + this + `)`.)
pub fn bytes_repr(b: &[u8]) -> String {
    let mut out = String::with_capacity(b.len() + 3);
    out.push('b');
    push_bytes_repr_body(&mut out, b);
    out
}

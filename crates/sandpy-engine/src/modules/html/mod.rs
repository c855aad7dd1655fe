//! `html`: `escape(s, quote=True)` and `unescape(s)` with CPython 3.11's results.
//!
//! `unescape` finds references the way CPython's pattern does — `&#` decimal digits,
//! `&#x` hex digits (each with an optional `;`), or `&` followed by 1 to 32 characters other
//! than tab, newline, form feed, space, `<`, `&`, `#`, `;` (then an optional `;`) — and
//! replaces them:
//!
//! * numeric references: the HTML5 remapping of 0x00, 0x0D and 0x80–0x9F first, then
//!   U+FFFD for surrogates and values past U+10FFFF, nothing for the code points HTML5
//!   forbids (C0/C1 controls, noncharacters), else the character itself;
//! * named references: the whole name if it is an HTML5 name, else its longest prefix that
//!   is one (`&notit;` → `¬it;`), else the text unchanged.
//!
//! The tables are generated from CPython by `gen_entities.py` (next to this file) into
//! `entities.rs`. The `html.entities` and `html.parser` submodules are not provided.

mod entities;

use std::rc::Rc;

use super::native_module;
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, Namespace, Value};
use crate::vm::Vm;

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "html", &[("escape", escape), ("unescape", unescape)]);
    super::set_attr(&ns, "__all__", Value::list(vec![Value::str("escape"), Value::str("unescape")]));
    Ok(ns)
}

/// Binds `escape(s, quote=True)`.
fn escape(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 1> = Signature::python("", "escape", ["s"], ["quote"]);
    let ([s], [quote]) = SIG.bind(args, kw)?;
    let s = s.clone();
    let quote = match quote {
        Some(q) => vm.truthy(q)?,
        None => true,
    };
    let base = match &s {
        // A str subclass escapes its string value (the result is a plain str, as
        // str.replace gives).
        Value::Instance(inst) => inst.base_value.borrow().clone(),
        _ => Value::None,
    };
    let text = match (&s, &base) {
        (Value::Str(t), _) | (_, Value::Str(t)) => t.clone(),
        (Value::Bytes(_) | Value::ByteArray(_), _) => return Err(PyErr::type_error("a bytes-like object is required, not 'str'")),
        (other, _) => return Err(PyErr::attribute_error(format!("'{}' object has no attribute 'replace'", vm.type_name(other)))),
    };
    let special = |b: u8| matches!(b, b'&' | b'<' | b'>') || (quote && matches!(b, b'"' | b'\''));
    if !text.s.bytes().any(special) {
        return Ok(Value::Str(text));
    }
    crate::types::bytes::charge_bytes(vm, text.s.len())?;
    let mut out = String::with_capacity(text.s.len() + 16);
    for c in text.s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' if quote => out.push_str("&quot;"),
            '\'' if quote => out.push_str("&#x27;"),
            _ => out.push(c),
        }
    }
    Ok(Value::string(out))
}

fn unescape(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = Signature::python("", "unescape", ["s"], []);
    let ([s], []) = SIG.bind(args, kw)?;
    let s = s.clone();
    let text = match &s {
        Value::Str(t) => t.clone(),
        other => {
            // CPython's first step is `'&' not in s`, which returns `s` itself.
            let base = match other {
                Value::Instance(inst) => inst.base_value.borrow().clone(),
                _ => Value::None,
            };
            if !vm.contains(other, &Value::str("&"))? {
                return Ok(s);
            }
            match base {
                Value::Str(t) => t,
                _ => return Err(PyErr::type_error(format!("expected string or bytes-like object, got '{}'", vm.type_name(other)))),
            }
        }
    };
    if !text.s.contains('&') {
        return Ok(s);
    }
    crate::types::bytes::charge_bytes(vm, text.s.len())?;
    Ok(Value::string(unescape_str(&text.s)))
}

/// Replaces every character reference in `s`.
pub fn unescape_str(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        let after = &rest[amp + 1..];
        match reference_len(after) {
            Some(len) => {
                replace_reference(&after[..len], &mut out);
                rest = &after[len..];
            }
            None => {
                out.push('&');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Byte length of the reference text after an `&` (without the `&`), if one starts there.
fn reference_len(after: &str) -> Option<usize> {
    let b = after.as_bytes();
    let with_semicolon = |end: usize| if b.get(end) == Some(&b';') { end + 1 } else { end };
    if b.first() == Some(&b'#') {
        let (start, hex) =
            if matches!(b.get(1), Some(b'x' | b'X')) && b.get(2).is_some_and(u8::is_ascii_hexdigit) { (2, true) } else { (1, false) };
        let digits = b[start..].iter().take_while(|c| if hex { c.is_ascii_hexdigit() } else { c.is_ascii_digit() }).count();
        return if digits == 0 { None } else { Some(with_semicolon(start + digits)) };
    }
    let mut end = 0;
    for (n, (i, c)) in after.char_indices().enumerate() {
        if n == 32 || matches!(c, '\t' | '\n' | '\x0c' | ' ' | '<' | '&' | '#' | ';') {
            break;
        }
        end = i + c.len_utf8();
    }
    if end == 0 {
        None
    } else {
        Some(with_semicolon(end))
    }
}

fn named(name: &str) -> Option<&'static str> {
    entities::NAMED.binary_search_by(|(k, _)| k.as_bytes().cmp(name.as_bytes())).ok().map(|i| entities::NAMED[i].1)
}

/// Appends the replacement of one reference (`#65;`, `#x41`, `amp;`, `notit;` …).
fn replace_reference(r: &str, out: &mut String) {
    if let Some(num) = r.strip_prefix('#') {
        let num = num.strip_suffix(';').unwrap_or(num);
        let (digits, radix) = match num.strip_prefix(['x', 'X']) {
            Some(h) => (h, 16),
            None => (num, 10),
        };
        // Saturates: anything past U+10FFFF is replaced the same way.
        let value =
            digits.chars().fold(0u32, |acc, c| acc.saturating_mul(radix).saturating_add(c.to_digit(radix).unwrap_or(0)).min(0x11_0000));
        if let Ok(i) = entities::INVALID_CHARREFS.binary_search_by_key(&value, |(k, _)| *k) {
            out.push_str(entities::INVALID_CHARREFS[i].1);
            return;
        }
        if (0xD800..=0xDFFF).contains(&value) || value > 0x10FFFF {
            out.push('\u{FFFD}');
            return;
        }
        if forbidden_code_point(value) {
            return;
        }
        if let Some(c) = char::from_u32(value) {
            out.push(c);
        }
        return;
    }
    if let Some(v) = named(r) {
        out.push_str(v);
        return;
    }
    // The longest prefix of at least two characters that is a name.
    let bounds: Vec<usize> = r.char_indices().map(|(i, _)| i).skip(2).collect();
    for &cut in bounds.iter().rev() {
        if let Some(v) = named(&r[..cut]) {
            out.push_str(v);
            out.push_str(&r[cut..]);
            return;
        }
    }
    out.push('&');
    out.push_str(r);
}

/// Code points a numeric reference may not produce (replaced by nothing).
fn forbidden_code_point(c: u32) -> bool {
    matches!(c, 0x1..=0x8 | 0xB | 0xE..=0x1F | 0x7F..=0x9F | 0xFDD0..=0xFDEF) || (c & 0xFFFE) == 0xFFFE
}

#[cfg(test)]
mod tests {
    use super::unescape_str;

    #[test]
    fn references() {
        assert_eq!(unescape_str("&amp;&lt;&gt&notit;&#65;&#x42&#X43;"), "&<>¬it;ABC");
        assert_eq!(unescape_str("&#0;&#128;&#xD800;&#1;&#99999999999999999;"), "\u{FFFD}€\u{FFFD}\u{FFFD}");
        assert_eq!(unescape_str("& &# &#x; &zz; &"), "& &# &#x; &zz; &");
        assert!(super::entities::NAMED.windows(2).all(|w| w[0].0.as_bytes() < w[1].0.as_bytes()));
    }
}

//! `string`: the character-class constants, `capwords`, and `Template` (`$name`,
//! `${name}`, `$$`, with CPython's errors). Template placeholders are scanned natively
//! (the engine has no `re`), honouring a subclass's `delimiter`; custom `idpattern` /
//! `pattern` overrides are not supported.

use std::rc::Rc;

use super::{native_module, python_module, set_attr};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{KwArgs, Namespace, NativeFn, Value};
use crate::vm::Vm;

const LOWER: &str = "abcdefghijklmnopqrstuvwxyz";
const UPPER: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS: &str = "0123456789";
const PUNCTUATION: &str = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
const WHITESPACE: &str = " \t\n\r\x0b\x0c";

const NATIVE: &[(&str, NativeFn)] = &[("capwords", capwords), ("_substitute", substitute), ("_identifiers", identifiers)];

const SOURCE: &str = r#"
_sentinel_dict = {}

class Template:
    delimiter = '$'
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None

    def __init__(self, template):
        self.template = template

    def substitute(self, mapping=_sentinel_dict, /, **kws):
        return _substitute(self.template, self.delimiter, mapping, kws, False)

    def safe_substitute(self, mapping=_sentinel_dict, /, **kws):
        return _substitute(self.template, self.delimiter, mapping, kws, True)

    def is_valid(self):
        return _identifiers(self.template, self.delimiter)[1]

    def get_identifiers(self):
        return _identifiers(self.template, self.delimiter)[0]
"#;

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "string", NATIVE);
    let letters = format!("{}{}", LOWER, UPPER);
    set_attr(&ns, "ascii_lowercase", Value::str(LOWER));
    set_attr(&ns, "ascii_uppercase", Value::str(UPPER));
    set_attr(&ns, "ascii_letters", Value::str(&letters));
    set_attr(&ns, "digits", Value::str(DIGITS));
    set_attr(&ns, "hexdigits", Value::str("0123456789abcdefABCDEF"));
    set_attr(&ns, "octdigits", Value::str("01234567"));
    set_attr(&ns, "punctuation", Value::str(PUNCTUATION));
    set_attr(&ns, "whitespace", Value::str(WHITESPACE));
    set_attr(&ns, "printable", Value::string(format!("{}{}{}{}", DIGITS, letters, PUNCTUATION, WHITESPACE)));
    python_module(vm, "string", SOURCE, ns)
}

/// `capwords(s, sep=None)`: split, capitalize each word, join.
fn capwords(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    crate::builtins::args::check_kwargs("capwords", kw, &["s", "sep"])?;
    let s = crate::builtins::args::arg_or_kw(args, 0, kw, "s")
        .cloned()
        .ok_or_else(|| PyErr::type_error("capwords() missing 1 required positional argument: 's'"))?;
    if args.len() > 2 {
        return Err(PyErr::type_error(format!("capwords() takes from 1 to 2 positional arguments but {} were given", args.len())));
    }
    let sep = crate::builtins::args::arg_or_kw(args, 1, kw, "sep").cloned().unwrap_or(Value::None);
    let parts = call_method(vm, &s, "split", std::slice::from_ref(&sep))?;
    let words = vm.collect_iterable(&parts)?;
    let mut caps = Vec::with_capacity(words.len());
    for w in &words {
        caps.push(call_method(vm, w, "capitalize", &[])?);
    }
    let joiner = if vm.truthy(&sep)? { sep } else { Value::str(" ") };
    call_method(vm, &joiner, "join", &[Value::list(caps)])
}

enum Piece {
    Text(String),
    Escaped,
    /// A placeholder: name, its source text, and whether it was braced.
    Name(String, String),
    /// An ill-formed placeholder; the character index just after the delimiter.
    Invalid(usize),
}

fn is_ident_start(c: char) -> bool {
    c == '_' || c.is_ascii_alphabetic()
}

fn is_ident_char(c: char) -> bool {
    c == '_' || c.is_ascii_alphanumeric()
}

/// Splits a template into literal text and placeholders.
fn scan(template: &str, delimiter: &str) -> Vec<Piece> {
    let mut out = Vec::new();
    let mut text = String::new();
    let mut rest = template;
    let mut char_pos = 0usize;
    let dlen = delimiter.chars().count();
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix(delimiter).filter(|_| !delimiter.is_empty()) {
            if let Some(after_escape) = after.strip_prefix(delimiter) {
                flush(&mut out, &mut text);
                out.push(Piece::Escaped);
                rest = after_escape;
                char_pos += 2 * dlen;
                continue;
            }
            let ident_len: usize = {
                let mut chars = after.char_indices();
                match chars.next() {
                    Some((_, c)) if is_ident_start(c) => after.find(|c: char| !is_ident_char(c)).unwrap_or(after.len()),
                    _ => 0,
                }
            };
            if ident_len > 0 {
                flush(&mut out, &mut text);
                let name = &after[..ident_len];
                out.push(Piece::Name(name.to_string(), format!("{}{}", delimiter, name)));
                rest = &after[ident_len..];
                char_pos += dlen + name.chars().count();
                continue;
            }
            if let Some(inner) = after.strip_prefix('{') {
                let n = match inner.chars().next() {
                    Some(c) if is_ident_start(c) => inner.find(|c: char| !is_ident_char(c)).unwrap_or(inner.len()),
                    _ => 0,
                };
                if n > 0 && inner[n..].starts_with('}') {
                    flush(&mut out, &mut text);
                    let name = &inner[..n];
                    out.push(Piece::Name(name.to_string(), format!("{}{{{}}}", delimiter, name)));
                    rest = &inner[n + 1..];
                    char_pos += dlen + name.chars().count() + 2;
                    continue;
                }
            }
            flush(&mut out, &mut text);
            out.push(Piece::Invalid(char_pos + dlen));
            rest = after;
            char_pos += dlen;
            continue;
        }
        let mut chars = rest.chars();
        if let Some(c) = chars.next() {
            text.push(c);
            char_pos += 1;
        }
        rest = chars.as_str();
    }
    flush(&mut out, &mut text);
    out
}

fn flush(out: &mut Vec<Piece>, text: &mut String) {
    if !text.is_empty() {
        out.push(Piece::Text(std::mem::take(text)));
    }
}

/// "line L, col C" of the character index `i`: lines as `str.splitlines(keepends=True)`
/// sees the text before `i`, the column being the length of the last of them.
fn line_col(template: &str, i: usize) -> (usize, usize) {
    let chars: Vec<char> = template.chars().take(i).collect();
    if chars.is_empty() {
        return (1, 1);
    }
    let mut last_start = 0;
    let mut lines = 1;
    let mut k = 0;
    while k < chars.len() {
        let c = chars[k];
        if matches!(c, '\n' | '\r' | '\x0b' | '\x0c' | '\x1c' | '\x1d' | '\x1e' | '\u{85}' | '\u{2028}' | '\u{2029}') {
            if c == '\r' && chars.get(k + 1) == Some(&'\n') {
                k += 1;
            }
            if k + 1 < chars.len() {
                lines += 1;
                last_start = k + 1;
            }
        }
        k += 1;
    }
    (lines, chars.len() - last_start)
}

fn template_str<'a>(vm: &Vm, v: &'a Value) -> PyResult<&'a str> {
    match v {
        Value::Str(s) => Ok(&s.s),
        other => Err(PyErr::type_error(format!("expected string or bytes-like object, got '{}'", vm.type_name(other)))),
    }
}

/// `_substitute(template, delimiter, mapping, kws, safe)`.
fn substitute(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let [template, delimiter, mapping, kws, safe] = args else {
        return Err(PyErr::type_error("_substitute(template, delimiter, mapping, kws, safe)"));
    };
    let t = template_str(vm, template)?.to_string();
    let delim = delimiter.as_str().unwrap_or("$").to_string();
    let safe = vm.truthy(safe)?;
    let kws_dict = match kws {
        Value::Dict(d) if !d.store.borrow().is_empty() => Some(d.clone()),
        _ => None,
    };
    let mut out = String::with_capacity(t.len());
    for piece in scan(&t, &delim) {
        match piece {
            Piece::Text(s) => out.push_str(&s),
            Piece::Escaped => out.push_str(&delim),
            Piece::Name(name, source) => {
                let key = Value::str(&name);
                let mut found = None;
                if let Some(d) = &kws_dict {
                    found = vm.dict_get(d, &key)?;
                }
                let value = match found {
                    Some(v) => Ok(v),
                    None => vm.get_item(mapping, &key),
                };
                match value {
                    Ok(v) => out.push_str(&vm.str_of(&v)?),
                    Err(e) if safe && vm.error_is(&e, ExcKind::KeyError) => out.push_str(&source),
                    Err(e) => return Err(e),
                }
            }
            Piece::Invalid(i) => {
                if safe {
                    out.push_str(&delim);
                } else {
                    let (line, col) = line_col(&t, i);
                    return Err(PyErr::value_error(format!("Invalid placeholder in string: line {}, col {}", line, col)));
                }
            }
        }
        vm.check_alloc(out.len())?;
    }
    Ok(Value::string(out))
}

/// `_identifiers(template, delimiter)` → (unique names in order, is_valid).
fn identifiers(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let [template, delimiter] = args else { return Err(PyErr::type_error("_identifiers(template, delimiter)")) };
    let t = template_str(vm, template)?.to_string();
    let delim = delimiter.as_str().unwrap_or("$").to_string();
    let mut names: Vec<String> = Vec::new();
    let mut valid = true;
    for piece in scan(&t, &delim) {
        match piece {
            Piece::Name(n, _) if !names.contains(&n) => names.push(n),
            Piece::Invalid(_) => valid = false,
            _ => {}
        }
    }
    Ok(Value::tuple(vec![Value::list(names.iter().map(|n| Value::str(n)).collect()), Value::Bool(valid)]))
}

fn call_method(vm: &mut Vm, obj: &Value, name: &str, args: &[Value]) -> PyResult<Value> {
    let m = vm.get_attr(obj, name)?;
    vm.call(&m, args, &[])
}

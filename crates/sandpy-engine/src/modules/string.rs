//! `string`: the character-class constants, `capwords`, and `Template` (`$name`,
//! `${name}`, `$$`, with CPython's errors), and `Formatter` (loaded on first use) over the
//! scanner `str.format` uses. Template placeholders are scanned natively
//! (the engine has no `re`), honouring a subclass's `delimiter`; custom `idpattern` /
//! `pattern` overrides are not supported.

use std::rc::Rc;

use super::{native_module, python_module, set_attr};
use crate::builtins::signature::Signature;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{KwArgs, Namespace, NativeFn, Value};
use crate::vm::Vm;

const LOWER: &str = "abcdefghijklmnopqrstuvwxyz";
const UPPER: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS: &str = "0123456789";
const PUNCTUATION: &str = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";
const WHITESPACE: &str = " \t\n\r\x0b\x0c";

const NATIVE: &[(&str, NativeFn)] = &[
    ("capwords", capwords),
    ("_substitute", substitute),
    ("_identifiers", identifiers),
    ("_formatter_parser", formatter_parser),
    ("__getattr__", module_getattr),
];

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

#: lazy Formatter
_SWITCH_TO_AUTO = 'cannot switch from manual field specification to automatic field numbering'


def _field_name_split(name):
    # 'a.b[0]' -> ('a', [(True, 'b'), (False, 0)]); a leading run of digits is an index.
    cut = 0
    while cut < len(name) and name[cut] not in '.[':
        cut += 1
    first = int(name[:cut]) if name[:cut].isdigit() else name[:cut]
    parts = []
    while cut < len(name):
        if name[cut] == '.':
            end = cut + 1
            while end < len(name) and name[end] not in '.[':
                end += 1
            if end == cut + 1:
                raise ValueError('Empty attribute in format string')
            parts.append((True, name[cut + 1:end]))
        elif name[cut] == '[':
            end = name.find(']', cut)
            if end < 0:
                raise ValueError("Missing ']' in format string")
            key = name[cut + 1:end]
            parts.append((False, int(key) if key.isdigit() else key))
            end += 1
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        cut = end
    return first, parts


class Formatter:
    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used = set()
        text, _ = self._expand(format_string, args, kwargs, used, 2, 0)
        self.check_unused_args(used, args, kwargs)
        return text

    def _expand(self, format_string, args, kwargs, used, depth, next_auto):
        # next_auto: the next automatic field number, or None once a field was numbered.
        if depth < 0:
            raise ValueError('Max string recursion exceeded')
        out = []
        for literal, name, spec, conversion in self.parse(format_string):
            out.append(literal)
            if name is None:
                continue
            if name == '':
                if next_auto is None:
                    raise ValueError(_SWITCH_TO_AUTO)
                name = str(next_auto)
                next_auto += 1
            elif name.isdigit():
                if next_auto:
                    raise ValueError(_SWITCH_TO_AUTO)
                next_auto = None
            value, key = self.get_field(name, args, kwargs)
            used.add(key)
            value = self.convert_field(value, conversion)
            spec, next_auto = self._expand(spec, args, kwargs, used, depth - 1, next_auto)
            out.append(self.format_field(value, spec))
        return ''.join(out), next_auto

    def parse(self, format_string):
        return iter(_formatter_parser(format_string))

    def get_field(self, field_name, args, kwargs):
        first, parts = _field_name_split(field_name)
        value = self.get_value(first, args, kwargs)
        for is_attribute, key in parts:
            value = getattr(value, key) if is_attribute else value[key]
        return value, first

    def get_value(self, key, args, kwargs):
        return args[key] if isinstance(key, int) else kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == 's':
            return str(value)
        if conversion == 'r':
            return repr(value)
        if conversion == 'a':
            return ascii(value)
        raise ValueError(f'Unknown conversion specifier {conversion!s}')
"#;

/// `_formatter_parser(s)`: the `(literal_text, field_name, format_spec, conversion)` tuples
/// of `string.Formatter.parse`, from the same scanner `str.format` uses.
fn formatter_parser(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = Signature::positional("", "_formatter_parser", ["format_string"], []);
    let ([text], []) = SIG.bind(args, kw)?;
    let text = crate::builtins::args::to_str(text, "format_string")?.to_string();
    vm.charge(text.len() as u64)?;
    let mut rows = Vec::new();
    for piece in crate::types::str_format::pieces(&text)? {
        let row = match &piece.field {
            None => vec![Value::string(piece.literal), Value::None, Value::None, Value::None],
            Some(field) => {
                let (name, conversion, spec) = crate::types::str_format::split_field(field)?;
                let conversion = conversion.map(|c| Value::string(c.to_string())).unwrap_or(Value::None);
                vec![Value::string(piece.literal), Value::str(name), Value::string(spec), conversion]
            }
        };
        rows.push(Value::tuple(row));
    }
    Ok(Value::list(rows))
}

/// The module's `__getattr__` (PEP 562): loads `Formatter` on first use.
fn module_getattr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 0> = Signature::positional("", "__getattr__", ["name"], []);
    let ([name], []) = SIG.bind(args, kw)?;
    let name = crate::builtins::args::to_str(name, "name")?.to_string();
    let missing = || PyErr::attribute_error(format!("module 'string' has no attribute '{}'", name));
    let Some(Value::Module(m)) = vm.modules.get("string").cloned() else { return Err(missing()) };
    let ns = m.dict.clone();
    if !super::load_lazy(vm, "string", SOURCE, &ns, &name)? {
        return Err(missing());
    }
    let found = ns.borrow().get(name.as_str()).cloned();
    found.ok_or_else(missing)
}

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
    python_module(vm, "string", super::eager_part(SOURCE), ns)
}

/// `capwords(s, sep=None)`: split, capitalize each word, join.
fn capwords(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const CAPWORDS: Signature<1, 1> = Signature::python("", "capwords", ["s"], ["sep"]);
    let ([s], [sep]) = CAPWORDS.bind(args, kw)?;
    let sep = sep.cloned().unwrap_or(Value::None);
    let parts = call_method(vm, s, "split", std::slice::from_ref(&sep))?;
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

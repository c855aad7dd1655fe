//! `str.format` and `str.format_map`: the replacement-field grammar
//! `{field_name!conversion:format_spec}` with attribute and index access and nested specs.

use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::types::str::self_str;
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

/// `str.format(*args, **kwargs)`: any arguments.
pub fn format_method(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let Some((this, positional)) = args.split_first() else {
        return Err(PyErr::type_error("unbound method str.format() needs an argument"));
    };
    let s = self_str(this)?;
    let mut auto = AutoNumber::default();
    let out = render(vm, &s.s, positional, &Lookup::Kwargs(kw), &mut auto, 0)?;
    Ok(Value::string(out))
}

const FORMAT_MAP: Signature<1, 0> = Signature::positional("str", "format_map", ["mapping"], []);

pub fn format_map(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [mapping], []) = FORMAT_MAP.bind_method(args, kw)?;
    let s = self_str(this)?;
    let mut auto = AutoNumber::default();
    let out = render(vm, &s.s, &[], &Lookup::Mapping(mapping.clone()), &mut auto, 0)?;
    Ok(Value::string(out))
}

enum Lookup<'a> {
    Kwargs(&'a KwArgs),
    Mapping(Value),
}

#[derive(Default)]
struct AutoNumber {
    next: usize,
    used_auto: bool,
    used_manual: bool,
}

/// A stretch of a format string: literal text, then (unless the string ends) one
/// replacement field's text between its braces. An escaped brace ends the literal, as in
/// `string.Formatter.parse`.
pub struct Piece {
    pub literal: String,
    pub field: Option<String>,
}

/// Splits `fmt` into [`Piece`]s, with CPython's errors for unbalanced braces.
pub fn pieces(fmt: &str) -> PyResult<Vec<Piece>> {
    let chars: Vec<char> = fmt.chars().collect();
    let mut out = Vec::new();
    let mut literal = String::new();
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        if c == '{' || c == '}' {
            if chars.get(i + 1) == Some(&c) {
                literal.push(c);
                out.push(Piece { literal: std::mem::take(&mut literal), field: None });
                i += 2;
                continue;
            }
            if c == '}' {
                return Err(PyErr::value_error("Single '}' encountered in format string"));
            }
            // Find the matching close brace, allowing nested {} in the spec.
            let mut level = 1;
            let mut j = i + 1;
            while let Some(&d) = chars.get(j) {
                match d {
                    '{' => level += 1,
                    '}' => {
                        level -= 1;
                        if level == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                j += 1;
            }
            if j >= chars.len() {
                let rest: String = chars.get(i + 1..).unwrap_or(&[]).iter().collect();
                let msg = if rest.is_empty() { "Single '{' encountered in format string" } else { unterminated_field_message(&rest) };
                return Err(PyErr::value_error(msg));
            }
            let field: String = chars.get(i + 1..j).unwrap_or(&[]).iter().collect();
            out.push(Piece { literal: std::mem::take(&mut literal), field: Some(field) });
            i = j + 1;
        } else {
            literal.push(c);
            i += 1;
        }
    }
    if !literal.is_empty() {
        out.push(Piece { literal, field: None });
    }
    Ok(out)
}

/// CPython's message for a replacement field cut off by the end of the string: it depends
/// on whether a conversion or spec had started (outside brackets).
fn unterminated_field_message(field: &str) -> &'static str {
    let mut in_bracket = false;
    for (idx, ch) in field.char_indices() {
        match ch {
            '[' => in_bracket = true,
            ']' => in_bracket = false,
            '!' if !in_bracket && idx + 1 == field.len() => return "end of string while looking for conversion specifier",
            ':' | '!' if !in_bracket => return "unmatched '{' in format spec",
            _ => {}
        }
    }
    "expected '}' before end of string"
}

fn render(vm: &mut Vm, fmt: &str, args: &[Value], lookup: &Lookup, auto: &mut AutoNumber, depth: usize) -> PyResult<String> {
    if depth > 2 {
        return Err(PyErr::value_error("Max string recursion exceeded"));
    }
    let mut out = String::with_capacity(fmt.len());
    for piece in pieces(fmt)? {
        out.push_str(&piece.literal);
        if let Some(field) = piece.field {
            out.push_str(&render_field(vm, &field, args, lookup, auto, depth)?);
            vm.check_alloc(out.len())?;
        }
    }
    Ok(out)
}

/// A replacement field split into its name, conversion character and format spec.
pub fn split_field(field: &str) -> PyResult<(&str, Option<char>, String)> {
    // The spec starts at the first ':' outside brackets; the conversion at '!'.
    let mut name_end = field.len();
    let mut in_bracket = false;
    for (idx, ch) in field.char_indices() {
        match ch {
            '[' => in_bracket = true,
            ']' => in_bracket = false,
            ':' | '!' if !in_bracket => {
                name_end = idx;
                break;
            }
            _ => {}
        }
    }
    let (name, rest) = field.split_at(name_end);
    Ok(if let Some(r) = rest.strip_prefix('!') {
        let mut it = r.chars();
        let conv = it.next();
        let after: String = it.collect();
        let spec = match after.strip_prefix(':') {
            Some(s) => s.to_string(),
            None if after.is_empty() => String::new(),
            None => return Err(PyErr::value_error("expected ':' after conversion specifier")),
        };
        (name, conv, spec)
    } else if let Some(s) = rest.strip_prefix(':') {
        (name, None, s.to_string())
    } else {
        (name, None, String::new())
    })
}

fn render_field(vm: &mut Vm, field: &str, args: &[Value], lookup: &Lookup, auto: &mut AutoNumber, depth: usize) -> PyResult<String> {
    let (name, conversion, spec) = split_field(field)?;
    let mut value = resolve_field(vm, name, args, lookup, auto)?;
    value = match conversion {
        None => value,
        Some('r') => Value::string(vm.repr_of(&value)?),
        Some('s') => Value::string(vm.str_of(&value)?),
        Some('a') => Value::string(vm.ascii_of(&value)?),
        Some(other) => return Err(PyErr::value_error(format!("Unknown conversion specifier {}", other))),
    };
    let spec = if spec.contains('{') { render(vm, &spec, args, lookup, auto, depth + 1)? } else { spec };
    vm.format_value(&value, &spec)
}

/// A field name or index made only of decimal digits, as a number (CPython's
/// `get_integer`): Some(n), None for other text, an error past `sys.maxsize`.
fn field_number(text: &str) -> PyResult<Option<usize>> {
    if text.is_empty() {
        return Ok(None);
    }
    let mut n: usize = 0;
    for c in text.chars() {
        let Some(d) = c.to_digit(10).or_else(|| crate::format::decimal_digit_value(c)) else { return Ok(None) };
        n = n
            .checked_mul(10)
            .and_then(|n| n.checked_add(d as usize))
            .filter(|n| *n <= isize::MAX as usize)
            .ok_or_else(|| PyErr::value_error("Too many decimal digits in format string"))?;
    }
    Ok(Some(n))
}

fn resolve_field(vm: &mut Vm, name: &str, args: &[Value], lookup: &Lookup, auto: &mut AutoNumber) -> PyResult<Value> {
    let first_end = name.find(['.', '[']).unwrap_or(name.len());
    let first = &name[..first_end];
    let mut value = if first.is_empty() {
        if auto.used_manual {
            return Err(PyErr::value_error("cannot switch from manual field specification to automatic field numbering"));
        }
        auto.used_auto = true;
        let i = auto.next;
        auto.next += 1;
        args.get(i).cloned().ok_or_else(|| PyErr::index_error(format!("Replacement index {} out of range for positional args tuple", i)))?
    } else if let Some(i) = field_number(first)? {
        if auto.used_auto {
            return Err(PyErr::value_error("cannot switch from automatic field numbering to manual field specification"));
        }
        auto.used_manual = true;
        args.get(i).cloned().ok_or_else(|| PyErr::index_error(format!("Replacement index {} out of range for positional args tuple", i)))?
    } else {
        match lookup {
            Lookup::Kwargs(kw) => {
                kw.iter().find(|(k, _)| &**k == first).map(|(_, v)| v.clone()).ok_or_else(|| vm.key_error(Value::str(first)))?
            }
            Lookup::Mapping(m) => {
                let m = m.clone();
                vm.get_item(&m, &Value::str(first))?
            }
        }
    };
    let mut rest = &name[first_end..];
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix('.') {
            let end = r.find(['.', '[']).unwrap_or(r.len());
            let attr = &r[..end];
            value = vm.get_attr(&value, attr)?;
            rest = &r[end..];
        } else if let Some(r) = rest.strip_prefix('[') {
            let end = r.find(']').ok_or_else(|| PyErr::value_error("Missing ']' in format string"))?;
            let key = &r[..end];
            let k = match field_number(key)? {
                Some(i) => Value::Int(i as i64),
                None => Value::str(key),
            };
            value = vm.get_item(&value, &k)?;
            rest = &r[end + 1..];
        } else {
            return Err(PyErr::value_error("Only '.' or '[' may follow ']' in format field specifier"));
        }
    }
    Ok(value)
}

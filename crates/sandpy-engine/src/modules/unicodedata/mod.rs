//! `unicodedata`: the Unicode Character Database of CPython 3.11 (Unicode 14.0.0):
//! names and `lookup`, categories and other properties, numeric values,
//! decompositions, and the four normalization forms.
//!
//! All data is static, generated from CPython's own `unicodedata` by
//! `gen/gen_tables.py` (`tables.rs`, `name_tables.rs`), so importing the module only
//! builds its namespace. `ucd_3_2_0` and the `UCD` type are not provided (see
//! docs/limitations/unicodedata.md).

#[rustfmt::skip]
mod name_tables;
pub(crate) mod names;
mod normalize;
mod props;
#[rustfmt::skip]
mod tables;

#[cfg(test)]
mod tests;

use std::rc::Rc;

use super::{native_module, set_attr};
use crate::builtins::args::check_args;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{KwArgs, Namespace, NativeFn, PyStr, Value};
use crate::vm::Vm;

use names::LookupError;
use normalize::Form;
use props::NumericKind;

const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("bidirectional", bidirectional),
    ("category", category),
    ("combining", combining),
    ("decimal", decimal),
    ("decomposition", decomposition),
    ("digit", digit),
    ("east_asian_width", east_asian_width),
    ("is_normalized", is_normalized),
    ("lookup", lookup),
    ("mirrored", mirrored),
    ("name", name),
    ("normalize", normalize),
    ("numeric", numeric),
];

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "unicodedata", FUNCTIONS);
    set_attr(&ns, "unidata_version", Value::str(crate::text::UNICODE_VERSION));
    Ok(ns)
}

/// The `str` behind `v`, for `str` and its subclasses.
fn str_of(v: &Value) -> Option<Rc<PyStr>> {
    match v {
        Value::Str(s) => Some(s.clone()),
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::Str(s) => Some(s.clone()),
            _ => None,
        },
        _ => None,
    }
}

fn no_keywords(fname: &str, kw: &KwArgs) -> PyResult<()> {
    if kw.is_empty() {
        Ok(())
    } else {
        Err(PyErr::type_error(format!("unicodedata.{}() takes no keyword arguments", fname)))
    }
}

/// Checks the call of a one-argument function, with CPython's wording.
fn one_arg<'a>(fname: &str, args: &'a [Value], kw: &KwArgs) -> PyResult<&'a Value> {
    no_keywords(fname, kw)?;
    match args {
        [v] => Ok(v),
        _ => Err(PyErr::type_error(format!("unicodedata.{}() takes exactly one argument ({} given)", fname, args.len()))),
    }
}

/// How CPython's argument errors name the type of `v` ("None" for None itself).
fn arg_type(vm: &Vm, v: &Value) -> String {
    if v.is_none() {
        "None".into()
    } else {
        vm.type_name(v)
    }
}

/// The code point of a one-character string argument. `which` is `"argument"` for
/// one-argument functions and `"argument 1"` for the others, as CPython words it.
fn char_arg(vm: &Vm, fname: &str, which: &str, v: &Value) -> PyResult<u32> {
    if let Some(s) = str_of(v) {
        if s.char_len == 1 {
            if let Some(c) = s.s.chars().next() {
                return Ok(c as u32);
            }
        }
    }
    Err(PyErr::type_error(format!("{}() {} must be a unicode character, not {}", fname, which, arg_type(vm, v))))
}

/// The character of a one-argument property function.
fn single_char(vm: &Vm, fname: &str, args: &[Value], kw: &KwArgs) -> PyResult<u32> {
    let v = one_arg(fname, args, kw)?;
    char_arg(vm, fname, "argument", v)
}

/// The character and optional default of `name`, `decimal`, `digit` and `numeric`.
fn char_and_default<'a>(vm: &Vm, fname: &str, args: &'a [Value], kw: &KwArgs) -> PyResult<(u32, Option<&'a Value>)> {
    no_keywords(fname, kw)?;
    check_args(fname, args, 1, 2)?;
    let cp = char_arg(vm, fname, "argument 1", &args[0])?;
    Ok((cp, args.get(1)))
}

fn category(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cp = single_char(vm, "category", args, kw)?;
    Ok(Value::str(props::record(cp).category))
}

fn bidirectional(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cp = single_char(vm, "bidirectional", args, kw)?;
    Ok(Value::str(props::record(cp).bidirectional))
}

fn east_asian_width(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cp = single_char(vm, "east_asian_width", args, kw)?;
    Ok(Value::str(props::record(cp).east_asian_width))
}

fn combining(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cp = single_char(vm, "combining", args, kw)?;
    Ok(Value::Int(i64::from(props::combining(cp))))
}

fn mirrored(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cp = single_char(vm, "mirrored", args, kw)?;
    Ok(Value::Int(i64::from(props::record(cp).mirrored)))
}

fn decomposition(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cp = single_char(vm, "decomposition", args, kw)?;
    Ok(Value::string(props::decomposition_string(cp)))
}

/// `decimal`, `digit` and `numeric`: the value when its kind reaches `need`, else the
/// default, else ValueError.
fn number(vm: &Vm, fname: &str, need: NumericKind, missing: &str, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (cp, default) = char_and_default(vm, fname, args, kw)?;
    match props::numeric(cp) {
        Some((value, kind)) if kind >= need => Ok(match need {
            NumericKind::Numeric => Value::Float(value),
            // Digit values are small whole numbers (0..=9).
            _ => Value::Int(value as i64),
        }),
        _ => default.cloned().ok_or_else(|| PyErr::value_error(missing)),
    }
}

fn decimal(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    number(vm, "decimal", NumericKind::Decimal, "not a decimal", args, kw)
}

fn digit(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    number(vm, "digit", NumericKind::Digit, "not a digit", args, kw)
}

fn numeric(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    number(vm, "numeric", NumericKind::Numeric, "not a numeric character", args, kw)
}

fn name(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (cp, default) = char_and_default(vm, "name", args, kw)?;
    match names::name(cp) {
        Some(n) => Ok(Value::string(n)),
        None => default.cloned().ok_or_else(|| PyErr::value_error("no such name")),
    }
}

fn lookup(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let v = one_arg("lookup", args, kw)?;
    let text: String = match (str_of(v), v) {
        (Some(s), _) => s.s.clone(),
        (None, Value::Bytes(b)) => String::from_utf8_lossy(&b.data).into_owned(),
        (None, Value::ByteArray(_)) => {
            return Err(PyErr::type_error("lookup() argument must be read-only bytes-like object, not bytearray"));
        }
        (None, other) => {
            return Err(PyErr::type_error(format!("a bytes-like object is required, not '{}'", vm.type_name(other))));
        }
    };
    vm.charge(text.len() as u64 / 8 + 16)?;
    match names::lookup(&text) {
        Ok(s) => Ok(Value::string(s)),
        Err(LookupError::TooLong) => Err(PyErr::new(ExcKind::KeyError, "name too long")),
        Err(LookupError::Undefined) => Err(PyErr::new(ExcKind::KeyError, format!("undefined character name '{}'", text))),
    }
}

/// The form and string arguments of `normalize` and `is_normalized`.
fn form_and_str(vm: &Vm, fname: &str, args: &[Value], kw: &KwArgs) -> PyResult<(Form, Rc<PyStr>)> {
    no_keywords(fname, kw)?;
    check_args(fname, args, 2, 2)?;
    let must_be_str = |i: usize, v: &Value| PyErr::type_error(format!("{}() argument {} must be str, not {}", fname, i, arg_type(vm, v)));
    let form = str_of(&args[0]).ok_or_else(|| must_be_str(1, &args[0]))?;
    let s = str_of(&args[1]).ok_or_else(|| must_be_str(2, &args[1]))?;
    let form = Form::from_name(&form.s).ok_or_else(|| PyErr::value_error("invalid normalization form"))?;
    Ok((form, s))
}

/// Normalizes `s` under the VM's limits: work charged per character, memory checked
/// for the decomposed form before it is built.
fn normalized(vm: &mut Vm, form: Form, s: &PyStr) -> PyResult<Option<String>> {
    if s.is_ascii() {
        return Ok(None);
    }
    vm.charge(s.char_len as u64)?;
    let len = normalize::decomposed_len(&s.s, form);
    vm.check_alloc(len.saturating_mul(8))?;
    vm.charge(len as u64)?;
    let out = normalize::normalize(form, &s.s);
    Ok(if out == s.s { None } else { Some(out) })
}

fn normalize(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (form, s) = form_and_str(vm, "normalize", args, kw)?;
    Ok(match normalized(vm, form, &s)? {
        // An already normalized argument comes back as the very same object.
        None => args[1].clone(),
        Some(out) => Value::string(out),
    })
}

fn is_normalized(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (form, s) = form_and_str(vm, "is_normalized", args, kw)?;
    Ok(Value::Bool(normalized(vm, form, &s)?.is_none()))
}

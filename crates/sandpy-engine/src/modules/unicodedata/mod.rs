//! `unicodedata`: the Unicode Character Database of CPython 3.11 (Unicode 14.0.0):
//! names and `lookup`, categories and other properties, numeric values,
//! decompositions, and the four normalization forms.
//!
//! All data is static, generated from CPython's own `unicodedata` by
//! `gen/gen_tables.py` (`tables.rs`, `name_tables.rs`), so importing the module only
//! builds its namespace. Every function takes the database to answer from ([`Db`]): the
//! module's functions use the current one, the methods of `ucd_3_2_0` (type `UCD`,
//! `ucd_3_2_0.rs`) Unicode 3.2.0.

#[rustfmt::skip]
mod name_tables;
pub(crate) mod names;
mod normalize;
mod props;
#[rustfmt::skip]
mod tables;
mod ucd_3_2_0;
#[rustfmt::skip]
mod ucd_3_2_0_tables;

#[cfg(test)]
mod tests;

use std::rc::Rc;

use super::{native_module, set_attr};
use crate::builtins::signature::Signature;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{KwArgs, Namespace, NativeFn, PyStr, Value};
use crate::vm::Vm;

use names::LookupError;
use normalize::Form;
use props::NumericKind;

const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("bidirectional", |vm, a, k| bidirectional_in(vm, Db::Current, a, k)),
    ("category", |vm, a, k| category_in(vm, Db::Current, a, k)),
    ("combining", |vm, a, k| combining_in(vm, Db::Current, a, k)),
    ("decimal", |vm, a, k| decimal_in(vm, Db::Current, a, k)),
    ("decomposition", |vm, a, k| decomposition_in(vm, Db::Current, a, k)),
    ("digit", |vm, a, k| digit_in(vm, Db::Current, a, k)),
    ("east_asian_width", |vm, a, k| east_asian_width_in(vm, Db::Current, a, k)),
    ("is_normalized", |vm, a, k| is_normalized_in(vm, Db::Current, a, k)),
    ("lookup", |vm, a, k| lookup_in(vm, Db::Current, a, k)),
    ("mirrored", |vm, a, k| mirrored_in(vm, Db::Current, a, k)),
    ("name", |vm, a, k| name_in(vm, Db::Current, a, k)),
    ("normalize", |vm, a, k| normalize_in(vm, Db::Current, a, k)),
    ("numeric", |vm, a, k| numeric_in(vm, Db::Current, a, k)),
];

/// Which database answers: the current one (the module's functions) or Unicode 3.2.0
/// (the methods of `ucd_3_2_0`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Db {
    Current,
    V3_2_0,
}

impl Db {
    /// The property record of `cp` in this database.
    fn record(self, cp: u32) -> props::Record {
        let current = props::record(cp);
        match self {
            Db::Current => current,
            Db::V3_2_0 => ucd_3_2_0::record(cp, current),
        }
    }
}

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "unicodedata", FUNCTIONS);
    set_attr(&ns, "unidata_version", Value::str(crate::text::UNICODE_VERSION));
    set_attr(&ns, "UCD", Value::Type(ucd_3_2_0::ucd_type(vm)));
    set_attr(&ns, "ucd_3_2_0", ucd_3_2_0::instance(vm));
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

/// Function `$name`'s signature in database `$db`: messages name `unicodedata.f()` or
/// `UCD.f()` as CPython's do.
macro_rules! db_sig {
    ($db:expr, $name:literal, $required:expr, $optional:expr) => {
        match $db {
            Db::Current => const { Signature::positional("unicodedata", $name, $required, $optional) },
            Db::V3_2_0 => const { Signature::positional("UCD", $name, $required, $optional) },
        }
    };
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
fn single_char(vm: &Vm, sig: Signature<1, 0>, args: &[Value], kw: &KwArgs) -> PyResult<u32> {
    let ([v], []) = sig.bind(args, kw)?;
    char_arg(vm, sig.name, "argument", v)
}

/// The character and optional default of `name`, `decimal`, `digit` and `numeric`.
fn char_and_default<'a>(vm: &Vm, sig: Signature<1, 1>, args: &'a [Value], kw: &'a KwArgs) -> PyResult<(u32, Option<&'a Value>)> {
    let ([chr], [default]) = sig.bind(args, kw)?;
    let cp = char_arg(vm, sig.name, "argument 1", chr)?;
    Ok((cp, default))
}

pub(crate) fn category_in(vm: &mut Vm, db: Db, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cp = single_char(vm, db_sig!(db, "category", ["chr"], []), args, kw)?;
    Ok(Value::str(db.record(cp).category))
}

pub(crate) fn bidirectional_in(vm: &mut Vm, db: Db, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cp = single_char(vm, db_sig!(db, "bidirectional", ["chr"], []), args, kw)?;
    Ok(Value::str(db.record(cp).bidirectional))
}

pub(crate) fn east_asian_width_in(vm: &mut Vm, db: Db, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cp = single_char(vm, db_sig!(db, "east_asian_width", ["chr"], []), args, kw)?;
    Ok(Value::str(db.record(cp).east_asian_width))
}

pub(crate) fn combining_in(vm: &mut Vm, db: Db, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cp = single_char(vm, db_sig!(db, "combining", ["chr"], []), args, kw)?;
    let class = if db == Db::V3_2_0 && ucd_3_2_0::unassigned(cp) { 0 } else { props::combining(cp) };
    Ok(Value::Int(i64::from(class)))
}

pub(crate) fn mirrored_in(vm: &mut Vm, db: Db, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cp = single_char(vm, db_sig!(db, "mirrored", ["chr"], []), args, kw)?;
    Ok(Value::Int(i64::from(db.record(cp).mirrored)))
}

pub(crate) fn decomposition_in(vm: &mut Vm, db: Db, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cp = single_char(vm, db_sig!(db, "decomposition", ["chr"], []), args, kw)?;
    if db == Db::V3_2_0 && ucd_3_2_0::unassigned(cp) {
        return Ok(Value::str(""));
    }
    Ok(Value::string(props::decomposition_string(cp)))
}

/// `decimal`, `digit` and `numeric`: the value when its kind reaches `need`, else the
/// default, else ValueError. Unicode 3.2.0 changed decimal and numeric values only
/// (CPython's `digit` always answers from the current database).
fn number(vm: &Vm, db: Db, sig: Signature<1, 1>, need: NumericKind, missing: &str, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (cp, default) = char_and_default(vm, sig, args, kw)?;
    let old = match (db, need) {
        (Db::V3_2_0, NumericKind::Decimal) => ucd_3_2_0::decimal(cp).map(|d| d.map(Value::Int)),
        (Db::V3_2_0, NumericKind::Numeric) => ucd_3_2_0::numeric(cp).map(|n| n.map(Value::Float)),
        _ => None,
    };
    let found = match old {
        Some(answer) => answer,
        None => match props::numeric(cp) {
            Some((value, kind)) if kind >= need => Some(match need {
                NumericKind::Numeric => Value::Float(value),
                // Digit values are small whole numbers (0..=9).
                _ => Value::Int(value as i64),
            }),
            _ => None,
        },
    };
    found.or_else(|| default.cloned()).ok_or_else(|| PyErr::value_error(missing))
}

pub(crate) fn decimal_in(vm: &mut Vm, db: Db, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    number(vm, db, db_sig!(db, "decimal", ["chr"], ["default"]), NumericKind::Decimal, "not a decimal", args, kw)
}

pub(crate) fn digit_in(vm: &mut Vm, db: Db, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    number(vm, db, db_sig!(db, "digit", ["chr"], ["default"]), NumericKind::Digit, "not a digit", args, kw)
}

pub(crate) fn numeric_in(vm: &mut Vm, db: Db, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    number(vm, db, db_sig!(db, "numeric", ["chr"], ["default"]), NumericKind::Numeric, "not a numeric character", args, kw)
}

pub(crate) fn name_in(vm: &mut Vm, db: Db, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (cp, default) = char_and_default(vm, db_sig!(db, "name", ["chr"], ["default"]), args, kw)?;
    let known = !(db == Db::V3_2_0 && ucd_3_2_0::unassigned(cp));
    match names::name(cp).filter(|_| known) {
        Some(n) => Ok(Value::string(n)),
        None => default.cloned().ok_or_else(|| PyErr::value_error("no such name")),
    }
}

pub(crate) fn lookup_in(vm: &mut Vm, db: Db, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([v], []) = db_sig!(db, "lookup", ["name"], []).bind(args, kw)?;
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
    // Unicode 3.2.0 has none of today's aliases and named sequences, and names only the
    // characters it assigned (computed Hangul and CJK names are accepted, as in CPython).
    let found = match db {
        Db::Current => names::lookup(&text),
        Db::V3_2_0 => names::lookup_where(&text, |cp| !ucd_3_2_0::unassigned(cp), false),
    };
    match found {
        Ok(s) => Ok(Value::string(s)),
        Err(LookupError::TooLong) => Err(PyErr::new(ExcKind::KeyError, "name too long")),
        Err(LookupError::Undefined) => Err(PyErr::new(ExcKind::KeyError, format!("undefined character name '{}'", text))),
    }
}

/// The form and string arguments of `normalize` and `is_normalized`.
/// The string comes back as a value too (`normalize` may return it as it is).
fn form_and_str<'a>(vm: &Vm, sig: Signature<2, 0>, args: &'a [Value], kw: &'a KwArgs) -> PyResult<(Form, Rc<PyStr>, &'a Value)> {
    let ([form, unistr], []) = sig.bind(args, kw)?;
    let must_be_str =
        |i: usize, v: &Value| PyErr::type_error(format!("{}() argument {} must be str, not {}", sig.name, i, arg_type(vm, v)));
    let form = str_of(form).ok_or_else(|| must_be_str(1, form))?;
    let s = str_of(unistr).ok_or_else(|| must_be_str(2, unistr))?;
    let form = Form::from_name(&form.s).ok_or_else(|| PyErr::value_error("invalid normalization form"))?;
    Ok((form, s, unistr))
}

/// Normalizes `s` under the VM's limits: work charged per character, memory checked
/// for the decomposed form before it is built.
fn normalized(vm: &mut Vm, db: Db, form: Form, s: &PyStr) -> PyResult<Option<String>> {
    if s.is_ascii() {
        return Ok(None);
    }
    vm.charge(s.char_len as u64)?;
    let len = normalize::decomposed_len(&s.s, form, db);
    vm.check_alloc(len.saturating_mul(8))?;
    vm.charge(len as u64)?;
    let out = normalize::normalize(form, &s.s, db);
    Ok(if out == s.s { None } else { Some(out) })
}

pub(crate) fn normalize_in(vm: &mut Vm, db: Db, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (form, s, unistr) = form_and_str(vm, db_sig!(db, "normalize", ["form", "unistr"], []), args, kw)?;
    Ok(match normalized(vm, db, form, &s)? {
        // An already normalized argument comes back as the very same object.
        None => unistr.clone(),
        Some(out) => Value::string(out),
    })
}

pub(crate) fn is_normalized_in(vm: &mut Vm, db: Db, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (form, s, _) = form_and_str(vm, db_sig!(db, "is_normalized", ["form", "unistr"], []), args, kw)?;
    Ok(Value::Bool(normalized(vm, db, form, &s)?.is_none()))
}

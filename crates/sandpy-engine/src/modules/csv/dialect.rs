//! Dialects: reading the formatting parameters from a dialect (a registered name, a class
//! or instance with the attributes, or a `_csv.Dialect`) plus keyword overrides, with
//! CPython's validation messages; `_csv.Dialect` objects keep them as attributes.

use std::rc::Rc;

use super::{csv_error, module_attr};
use crate::error::{PyErr, PyResult};
use crate::types::num::{as_int, IntRef};
use crate::value::{KwArgs, PyType, Value};
use crate::vm::Vm;

pub const QUOTE_MINIMAL: i64 = 0;
pub const QUOTE_ALL: i64 = 1;
pub const QUOTE_NONNUMERIC: i64 = 2;
pub const QUOTE_NONE: i64 = 3;

const NAMES: [&str; 8] = ["delimiter", "doublequote", "escapechar", "lineterminator", "quotechar", "quoting", "skipinitialspace", "strict"];

/// Validated formatting parameters.
#[derive(Clone)]
pub struct Params {
    pub delimiter: char,
    pub doublequote: bool,
    pub escapechar: Option<char>,
    pub lineterminator: String,
    pub quotechar: Option<char>,
    pub quoting: i64,
    pub skipinitialspace: bool,
    pub strict: bool,
}

fn char_param(name: &str, v: &Value, allow_none: bool) -> PyResult<Option<char>> {
    match v {
        Value::None if allow_none => Ok(None),
        Value::Str(s) => {
            let mut cs = s.s.chars();
            match (cs.next(), cs.next()) {
                (Some(c), None) => Ok(Some(c)),
                _ => Err(PyErr::type_error(format!("\"{}\" must be a 1-character string", name))),
            }
        }
        other => {
            let tn = crate::builtins::args::type_name_plain(other);
            if allow_none {
                Err(PyErr::type_error(format!("\"{}\" must be string or None, not {}", name, tn)))
            } else {
                Err(PyErr::type_error(format!("\"{}\" must be string, not {}", name, tn)))
            }
        }
    }
}

/// Parameters from `dialect` (any object, None) overridden by `kw`.
pub fn resolve(vm: &mut Vm, dialect: Option<&Value>, kw: &KwArgs) -> PyResult<Params> {
    for (k, _) in kw {
        if !NAMES.contains(&&**k) {
            return Err(PyErr::type_error(format!("'{}' is an invalid keyword argument for this function", k)));
        }
    }
    let mut raw: [Option<Value>; 8] = Default::default();
    for (i, name) in NAMES.iter().enumerate() {
        if let Some((_, v)) = kw.iter().find(|(k, _)| &**k == *name) {
            raw[i] = Some(v.clone());
        } else if let Some(d) = dialect {
            if vm.has_attr(d, name)? {
                raw[i] = Some(vm.get_attr(d, name)?);
            }
        }
    }
    let [delimiter, doublequote, escapechar, lineterminator, quotechar, quoting, skipinitialspace, strict] = raw;
    let delimiter = match &delimiter {
        Some(v) => char_param("delimiter", v, false)?,
        None => Some(','),
    };
    let doublequote = match &doublequote {
        Some(v) => vm.truthy(v)?,
        None => true,
    };
    let escapechar = match &escapechar {
        Some(v) => char_param("escapechar", v, true)?,
        None => None,
    };
    let lineterminator = match &lineterminator {
        None => Some("\r\n".to_string()),
        Some(Value::None) => None,
        Some(Value::Str(s)) => Some(s.s.clone()),
        Some(_) => return Err(PyErr::type_error("\"lineterminator\" must be a string")),
    };
    let quotechar_given_none = matches!(quotechar, Some(Value::None));
    let quotechar = match &quotechar {
        Some(v) => char_param("quotechar", v, true)?,
        None => Some('"'),
    };
    let quoting = match &quoting {
        None if quotechar_given_none => QUOTE_NONE,
        None => QUOTE_MINIMAL,
        Some(v @ Value::Int(_)) | Some(v @ Value::BigInt(_)) => match as_int(v) {
            Some(IntRef::Small(i)) => i,
            _ => -1,
        },
        Some(_) => return Err(PyErr::type_error("\"quoting\" must be an integer")),
    };
    let skipinitialspace = match &skipinitialspace {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    let strict = match &strict {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    if !(QUOTE_MINIMAL..=QUOTE_NONE).contains(&quoting) {
        return Err(PyErr::type_error("bad \"quoting\" value"));
    }
    let Some(delimiter) = delimiter else {
        return Err(PyErr::type_error("\"delimiter\" must be a 1-character string"));
    };
    if quotechar.is_none() && quoting != QUOTE_NONE {
        return Err(PyErr::type_error("quotechar must be set if quoting enabled"));
    }
    let Some(lineterminator) = lineterminator else {
        return Err(PyErr::type_error("lineterminator must be set"));
    };
    Ok(Params { delimiter, doublequote, escapechar, lineterminator, quotechar, quoting, skipinitialspace, strict })
}

fn opt_char(c: Option<char>) -> Value {
    c.map_or(Value::None, |c| Value::string(c.to_string()))
}

/// A `_csv.Dialect` object holding `p`.
pub fn to_object(vm: &mut Vm, p: &Params) -> PyResult<Value> {
    let cls = dialect_class(vm)?;
    let obj = vm.new_instance(&cls);
    Ok(to_object_into(&obj, p))
}

/// Stores `p` as the attributes of the `_csv.Dialect` instance `obj`.
pub fn to_object_into(obj: &Value, p: &Params) -> Value {
    if let Value::Instance(inst) = obj {
        let mut d = inst.dict.borrow_mut();
        d.insert("_delimiter".into(), Value::string(p.delimiter.to_string()));
        d.insert("_doublequote".into(), Value::Bool(p.doublequote));
        d.insert("_escapechar".into(), opt_char(p.escapechar));
        d.insert("_lineterminator".into(), Value::str(&p.lineterminator));
        d.insert("_quotechar".into(), opt_char(p.quotechar));
        d.insert("_quoting".into(), Value::Int(p.quoting));
        d.insert("_skipinitialspace".into(), Value::Bool(p.skipinitialspace));
        d.insert("_strict".into(), Value::Bool(p.strict));
    }
    obj.clone()
}

fn dialect_class(vm: &mut Vm) -> PyResult<Rc<PyType>> {
    match module_attr(vm, "_Dialect")? {
        Value::Type(t) => Ok(t),
        _ => Err(PyErr::type_error("csv dialect class missing")),
    }
}

macro_rules! getters {
    ($($fname:ident => $name:literal, $key:literal);* $(;)?) => {
        $(
            fn $fname(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
                match args.first() {
                    Some(Value::Instance(inst)) => Ok(inst.dict.borrow().get($key).cloned().unwrap_or(Value::None)),
                    _ => Err(PyErr::type_error("descriptor needs a '_csv.Dialect' object")),
                }
            }
        )*
        /// Read-only properties of `_csv.Dialect` over the hidden attributes.
        pub const GETTERS: &[(&str, crate::value::NativeFn)] = &[$(($name, $fname)),*];
    };
}

getters! {
    get_delimiter => "delimiter", "_delimiter";
    get_doublequote => "doublequote", "_doublequote";
    get_escapechar => "escapechar", "_escapechar";
    get_lineterminator => "lineterminator", "_lineterminator";
    get_quotechar => "quotechar", "_quotechar";
    get_quoting => "quoting", "_quoting";
    get_skipinitialspace => "skipinitialspace", "_skipinitialspace";
    get_strict => "strict", "_strict";
}

/// Whether `v` is a `_csv.Dialect` object.
pub fn is_dialect_object(vm: &mut Vm, v: &Value) -> PyResult<bool> {
    let cls = dialect_class(vm)?;
    Ok(matches!(v, Value::Instance(i) if i.class.is_subtype(&cls)))
}

/// The parameters stored in a `_csv.Dialect` object.
pub fn from_object(vm: &mut Vm, obj: &Value) -> PyResult<Params> {
    resolve(vm, Some(obj), &[])
}

/// `dialect` + keywords as a `_csv.Dialect` object: a registered name is looked up, a
/// `_csv.Dialect` without overrides is reused, anything else is read attribute by attribute.
pub fn make(vm: &mut Vm, dialect: Option<&Value>, kw: &KwArgs) -> PyResult<Value> {
    let base = match dialect {
        Some(Value::Str(name)) => Some(lookup(vm, &name.s)?),
        Some(other) => Some(other.clone()),
        None => None,
    };
    if let Some(b) = &base {
        if kw.is_empty() && is_dialect_object(vm, b)? {
            return Ok(b.clone());
        }
    }
    let p = resolve(vm, base.as_ref(), kw)?;
    to_object(vm, &p)
}

/// The registered dialect `name` ("unknown dialect" otherwise).
pub fn lookup(vm: &mut Vm, name: &str) -> PyResult<Value> {
    let registry = module_attr(vm, "_dialects")?;
    let found = match &registry {
        Value::Dict(d) => {
            let key = Value::str(name);
            vm.dict_get(d, &key)?
        }
        _ => None,
    };
    match found {
        Some(v) => Ok(v),
        None => Err(csv_error(vm, "unknown dialect")),
    }
}

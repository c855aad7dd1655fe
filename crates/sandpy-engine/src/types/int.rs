//! `int` and `bool`: constructor, methods and conversions.

use std::rc::Rc;

use num_bigint::{BigInt, Sign};
use num_traits::{Signed, Zero};

use super::Method;
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::types::num::as_int;
use crate::value::{KwArgs, PyBytes, Value};
use crate::vm::repr::format_error;
use crate::vm::Vm;

pub const INT_METHODS: &[Method] = &[
    ("__new__", int_new),
    ("bit_length", bit_length),
    ("bit_count", bit_count),
    ("to_bytes", to_bytes),
    ("conjugate", conjugate),
    ("__index__", dunder_index),
    ("__int__", dunder_int),
    ("__float__", to_float),
    ("__abs__", int_abs),
    ("as_integer_ratio", as_integer_ratio),
    ("is_integer", is_integer),
    ("__format__", int_format),
    ("__round__", int_round),
];
const INT_ROUND: Signature<0, 1> = Signature::positional("int", "__round__", [], ["ndigits"]);

/// `int.__round__(ndigits=None)`: what `round()` does with an int.
fn int_round(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], [ndigits]) = INT_ROUND.bind_method(args, kw)?;
    let number = as_plain_int(this);
    crate::builtins::numeric::round_number(vm, &number, ndigits.cloned().unwrap_or(Value::None))
}

pub const INT_CLASSMETHODS: &[Method] = &[("from_bytes", from_bytes)];
pub const BOOL_METHODS: &[Method] = &[("__new__", bool_new)];

/// The plain int value of an int or bool (bools become ints).
pub fn as_plain_int(v: &Value) -> Value {
    match v {
        Value::Bool(b) => Value::Int(*b as i64),
        Value::Int(_) | Value::BigInt(_) => v.clone(),
        Value::Instance(inst) => as_plain_int(&inst.base_value.borrow()),
        _ => Value::Int(0),
    }
}

fn self_int(v: &Value) -> PyResult<BigInt> {
    match as_int(&as_plain_int(v)) {
        Some(i) => Ok(i.to_big()),
        None => Err(PyErr::type_error("descriptor requires an 'int' object")),
    }
}

/// Wraps a builtin value for a user subclass of a builtin type.
pub fn wrap_for_class(vm: &mut Vm, cls: &Value, value: Value) -> Value {
    match cls {
        Value::Type(t) if !t.is_builtin => {
            let inst = vm.new_instance(t);
            if let Value::Instance(i) = &inst {
                *i.base_value.borrow_mut() = value;
            }
            inst
        }
        _ => value,
    }
}

const INT: Signature<0, 2> = Signature::clinic("", "int", [], ["x", "base"]).pos_only(1);

fn int_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (cls, [], [x, base]) = INT.bind_method(args, kw)?;
    let v = match (x, base) {
        (None, None) => Value::Int(0),
        (None, Some(_)) => return Err(PyErr::type_error("int() missing string argument")),
        (Some(x), None) => int_from_value(vm, x)?,
        (Some(x), Some(b)) => {
            let base = vm.index_saturating(b)?;
            let text = match x {
                Value::Str(s) => s.s.to_string(),
                Value::Bytes(b) => String::from_utf8_lossy(&b.data).into_owned(),
                Value::ByteArray(b) => String::from_utf8_lossy(&b.borrow()).into_owned(),
                _ => return Err(PyErr::type_error("int() can't convert non-string with explicit base")),
            };
            parse_int_text(vm, &text, base, x)?
        }
    };
    Ok(wrap_for_class(vm, cls, v))
}

fn parse_int_text(vm: &mut Vm, text: &str, base: i64, original: &Value) -> PyResult<Value> {
    if base != 0 && !(2..=36).contains(&base) {
        return Err(PyErr::value_error("int() base must be >= 2 and <= 36, or 0"));
    }
    // Plain decimal text that fits a machine int ("42", "-7", "+3") needs no big-int parse;
    // anything else (spaces, underscores, other digits, errors) takes the general parser.
    if base == 10 && text.len() <= 18 {
        if let Ok(n) = text.parse::<i64>() {
            return Ok(Value::Int(n));
        }
    }
    match crate::format::parse_int_with_limit(text, base as u32, crate::format::INT_MAX_STR_DIGITS) {
        Ok(b) => Ok(Value::from_bigint(b)),
        Err(e) => {
            let r = vm.repr_of(original)?;
            Err(format_error(e.to_format_error(base as u32, &r)))
        }
    }
}

/// `int(x)` for one argument.
pub fn int_from_value(vm: &mut Vm, x: &Value) -> PyResult<Value> {
    Ok(match x {
        Value::Int(_) | Value::BigInt(_) => x.clone(),
        Value::Bool(b) => Value::Int(*b as i64),
        Value::Float(f) => {
            if f.is_nan() {
                return Err(PyErr::value_error("cannot convert float NaN to integer"));
            }
            if f.is_infinite() {
                return Err(PyErr::overflow("cannot convert float infinity to integer"));
            }
            let t = f.trunc();
            if t.abs() < 9.0e18 {
                Value::Int(t as i64)
            } else {
                Value::from_bigint(crate::types::num::float_to_big(t))
            }
        }
        Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_) => {
            let text = match x {
                Value::Str(s) => s.s.to_string(),
                Value::Bytes(b) => String::from_utf8_lossy(&b.data).into_owned(),
                Value::ByteArray(b) => String::from_utf8_lossy(&b.borrow()).into_owned(),
                _ => String::new(),
            };
            parse_int_text(vm, &text, 10, x)?
        }
        Value::Instance(inst) => {
            for name in ["__int__", "__index__", "__trunc__"] {
                if let Some(f) = inst.class.lookup(name) {
                    if inst.class.honours(&f) {
                        let r = vm.call_method_value(f, x, &[])?;
                        if as_int(&r).is_none() {
                            return Err(PyErr::type_error(format!("{} returned non-int (type {})", name, vm.type_name(&r))));
                        }
                        return Ok(as_plain_int(&r));
                    }
                }
            }
            let base = inst.base_value.borrow().clone();
            if !base.is_none() {
                return int_from_value(vm, &base);
            }
            return Err(PyErr::type_error(format!(
                "int() argument must be a string, a bytes-like object or a real number, not '{}'",
                inst.class.name
            )));
        }
        other => {
            return Err(PyErr::type_error(format!(
                "int() argument must be a string, a bytes-like object or a real number, not '{}'",
                vm.type_name(other)
            )))
        }
    })
}

const BOOL: Signature<0, 1> = Signature::positional("", "bool", [], ["x"]);

fn bool_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    match BOOL.bind_method(args, kw)? {
        (_, [], [Some(v)]) => Ok(Value::Bool(vm.truthy(v)?)),
        (_, [], [None]) => Ok(Value::Bool(false)),
    }
}

const BIT_LENGTH: Signature<0, 0> = Signature::positional("int", "bit_length", [], []);
const BIT_COUNT: Signature<0, 0> = Signature::positional("int", "bit_count", [], []);
const CONJUGATE: Signature<0, 0> = Signature::positional("int", "conjugate", [], []);
const DUNDER_INDEX: Signature<0, 0> = Signature::wrapper("int", "__index__", [], []);
const DUNDER_INT: Signature<0, 0> = Signature::wrapper("int", "__int__", [], []);
const DUNDER_FLOAT: Signature<0, 0> = Signature::wrapper("int", "__float__", [], []);
const DUNDER_ABS: Signature<0, 0> = Signature::wrapper("int", "__abs__", [], []);
const IS_INTEGER: Signature<0, 0> = Signature::positional("int", "is_integer", [], []);
const AS_INTEGER_RATIO: Signature<0, 0> = Signature::positional("int", "as_integer_ratio", [], []);
const DUNDER_FORMAT: Signature<1, 0> = Signature::positional("int", "__format__", ["format_spec"], []);

fn bit_length(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = BIT_LENGTH.bind_method(args, kw)?;
    Ok(Value::Int(self_int(this)?.bits() as i64))
}

fn bit_count(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = BIT_COUNT.bind_method(args, kw)?;
    let b = self_int(this)?;
    let (_, bytes) = b.abs().to_bytes_le();
    Ok(Value::Int(bytes.iter().map(|x| x.count_ones() as i64).sum()))
}

fn conjugate(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = CONJUGATE.bind_method(args, kw)?;
    Ok(as_plain_int(this))
}

fn dunder_index(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = DUNDER_INDEX.bind_method(args, kw)?;
    Ok(as_plain_int(this))
}

fn dunder_int(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = DUNDER_INT.bind_method(args, kw)?;
    Ok(as_plain_int(this))
}

fn to_float(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = DUNDER_FLOAT.bind_method(args, kw)?;
    let b = self_int(this)?;
    Ok(Value::Float(crate::format::bigint_to_f64(&b).map_err(format_error)?))
}

fn int_abs(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = DUNDER_ABS.bind_method(args, kw)?;
    Ok(Value::from_bigint(self_int(this)?.abs()))
}

fn is_integer(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    IS_INTEGER.bind_method(args, kw)?;
    Ok(Value::Bool(true))
}

fn as_integer_ratio(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = AS_INTEGER_RATIO.bind_method(args, kw)?;
    Ok(Value::tuple(vec![as_plain_int(this), Value::Int(1)]))
}

fn int_format(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [spec], []) = DUNDER_FORMAT.bind_method(args, kw)?;
    let spec = match spec {
        Value::Str(s) => s.s.to_string(),
        other => return Err(PyErr::type_error(format!("__format__() argument must be str, not {}", vm.type_name(other)))),
    };
    let v = as_plain_int(this);
    Ok(Value::string(vm.format_value(&v, &spec)?))
}

fn byteorder_arg(v: Option<&Value>) -> PyResult<bool> {
    match v {
        None => Ok(false),
        Some(Value::Str(s)) if &*s.s == "big" => Ok(false),
        Some(Value::Str(s)) if &*s.s == "little" => Ok(true),
        Some(_) => Err(PyErr::value_error("byteorder must be either 'little' or 'big'")),
    }
}

const TO_BYTES: Signature<0, 3> = Signature::clinic("int", "to_bytes", [], ["length", "byteorder", "signed"]).kw_only_from(2);
const FROM_BYTES: Signature<1, 2> = Signature::clinic("int", "from_bytes", ["bytes"], ["byteorder", "signed"]).kw_only_from(2);

fn to_bytes(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], [length, byteorder, signed]) = TO_BYTES.bind_method(args, kw)?;
    let b = self_int(this)?;
    let length = match length {
        Some(v) => vm.index_ssize(v)?,
        None => 1,
    };
    if length < 0 {
        return Err(PyErr::value_error("length argument must be non-negative"));
    }
    crate::types::bytes::check_bytes_size(length as usize)?;
    vm.check_alloc(length as usize)?;
    let little = byteorder_arg(byteorder)?;
    let signed = match signed {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    if !signed && b.is_negative() {
        return Err(PyErr::overflow("can't convert negative int to unsigned"));
    }
    let mut bytes = if signed { b.to_signed_bytes_le() } else { b.to_bytes_le().1 };
    if b.is_zero() {
        bytes = vec![];
    }
    if bytes.len() > length as usize {
        return Err(PyErr::overflow("int too big to convert"));
    }
    let fill = if signed && b.is_negative() { 0xff } else { 0 };
    bytes.resize(length as usize, fill);
    if !little {
        bytes.reverse();
    }
    Ok(Value::Bytes(Rc::new(PyBytes::new(bytes.into_boxed_slice()))))
}

fn from_bytes(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_cls, [bytes], [byteorder, signed]) = FROM_BYTES.bind_method(args, kw)?;
    let data = match crate::types::bytes::bytes_like(bytes) {
        Some(d) => d,
        None => vm.collect_iterable(bytes)?.iter().map(|x| x.as_small_int().unwrap_or(0) as u8).collect(),
    };
    let little = byteorder_arg(byteorder)?;
    let signed = match signed {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    let mut d = data;
    if !little {
        d.reverse();
    }
    let v = if signed { BigInt::from_signed_bytes_le(&d) } else { BigInt::from_bytes_le(Sign::Plus, &d) };
    Ok(Value::from_bigint(v))
}

//! `float`: constructor and methods.

use super::Method;
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::types::int::wrap_for_class;
use crate::types::num::{as_int, float_to_big};
use crate::value::{KwArgs, Value};
use crate::vm::Vm;
use num_bigint::BigInt;
use num_traits::{One, ToPrimitive, Zero};

pub const FLOAT_METHODS: &[Method] = &[
    ("__new__", float_new),
    ("is_integer", is_integer),
    ("as_integer_ratio", as_integer_ratio),
    ("hex", float_hex),
    ("conjugate", conjugate),
    ("__float__", float_float),
    ("__int__", float_int),
    ("__trunc__", float_trunc),
    ("__format__", float_format),
    ("__round__", float_round),
];
pub const FLOAT_CLASSMETHODS: &[Method] = &[("fromhex", fromhex)];

const FLOAT_ROUND: Signature<0, 1> = Signature::positional("float", "__round__", [], ["ndigits"]);

/// `float.__round__(ndigits=None)`: what `round()` does with a float.
fn float_round(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], [ndigits]) = FLOAT_ROUND.bind_method(args, kw)?;
    let number = Value::Float(self_float(this)?);
    crate::builtins::numeric::round_number(vm, &number, ndigits.cloned().unwrap_or(Value::None))
}

fn self_float(v: &Value) -> PyResult<f64> {
    match v {
        Value::Float(f) => Ok(*f),
        Value::Instance(inst) => self_float(&inst.base_value.borrow()),
        _ => Err(PyErr::type_error("descriptor requires a 'float' object")),
    }
}

const FLOAT: Signature<0, 1> = Signature::positional("", "float", [], ["x"]);

fn float_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (cls, [], [x]) = FLOAT.bind_method(args, kw)?;
    let v = match x {
        None => Value::Float(0.0),
        Some(x) => Value::Float(float_from_value(vm, x)?),
    };
    Ok(wrap_for_class(vm, cls, v))
}

/// `float(x)`.
pub fn float_from_value(vm: &mut Vm, x: &Value) -> PyResult<f64> {
    match x {
        Value::Float(f) => Ok(*f),
        Value::Str(s) => crate::format::parse_float(&s.s).ok_or_else(|| {
            let r = vm.repr_of(x).unwrap_or_default();
            PyErr::value_error(format!("could not convert string to float: {}", r))
        }),
        Value::Bytes(b) => {
            let text = String::from_utf8_lossy(&b.data).into_owned();
            crate::format::parse_float(&text)
                .ok_or_else(|| PyErr::value_error(format!("could not convert string to float: {}", crate::text::repr::bytes_repr(&b.data))))
        }
        Value::Instance(inst) => {
            if let Some(f) = inst.class.lookup("__float__") {
                if inst.class.honours(&f) {
                    let r = vm.call_method_value(f, x, &[])?;
                    return match r {
                        Value::Float(f) => Ok(f),
                        other => Err(PyErr::type_error(format!(
                            "{}.__float__ returned non-float (type {})",
                            inst.class.name,
                            vm.type_name(&other)
                        ))),
                    };
                }
            }
            if let Some(f) = inst.class.lookup("__index__") {
                let r = vm.call_method_value(f, x, &[])?;
                return float_from_value(vm, &r);
            }
            let base = inst.base_value.borrow().clone();
            if !base.is_none() {
                return float_from_value(vm, &base);
            }
            Err(PyErr::type_error(format!("float() argument must be a string or a real number, not '{}'", inst.class.name)))
        }
        other => match as_int(other) {
            Some(i) => crate::types::num::int_to_f64(&i),
            None => Err(PyErr::type_error(format!("float() argument must be a string or a real number, not '{}'", vm.type_name(other)))),
        },
    }
}

const IS_INTEGER: Signature<0, 0> = Signature::positional("float", "is_integer", [], []);
const AS_INTEGER_RATIO: Signature<0, 0> = Signature::positional("float", "as_integer_ratio", [], []);
const HEX: Signature<0, 0> = Signature::positional("float", "hex", [], []);
const FROMHEX: Signature<1, 0> = Signature::positional("float", "fromhex", ["string"], []);

fn is_integer(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = IS_INTEGER.bind_method(args, kw)?;
    let f = self_float(this)?;
    Ok(Value::Bool(f.is_finite() && f.fract() == 0.0))
}

fn as_integer_ratio(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = AS_INTEGER_RATIO.bind_method(args, kw)?;
    let f = self_float(this)?;
    if f.is_nan() {
        return Err(PyErr::value_error("cannot convert NaN to integer ratio"));
    }
    if f.is_infinite() {
        return Err(PyErr::overflow("cannot convert Infinity to integer ratio"));
    }
    let mut x = f;
    let mut den = num_bigint::BigInt::from(1);
    let mut n = 0;
    while x.fract() != 0.0 && n < 1100 {
        x *= 2.0;
        den *= 2;
        n += 1;
    }
    Ok(Value::tuple(vec![Value::from_bigint(float_to_big(x)), Value::from_bigint(den)]))
}

fn float_hex(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = HEX.bind_method(args, kw)?;
    let f = self_float(this)?;
    if f.is_nan() {
        return Ok(Value::str("nan"));
    }
    if f.is_infinite() {
        return Ok(Value::str(if f > 0.0 { "inf" } else { "-inf" }));
    }
    let sign = if f.is_sign_negative() { "-" } else { "" };
    if f == 0.0 {
        return Ok(Value::string(format!("{}0x0.0p+0", sign)));
    }
    let bits = f.abs().to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let mant = bits & ((1u64 << 52) - 1);
    let (lead, e) = if exp == 0 { (0, -1022) } else { (1, exp - 1023) };
    let hex = format!("{:013x}", mant);
    Ok(Value::string(format!("{}0x{}.{}p{}{}", sign, lead, hex, if e >= 0 { "+" } else { "-" }, e.abs())))
}

fn fromhex(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_cls, [string], []) = FROMHEX.bind_method(args, kw)?;
    let s = string.as_str().ok_or_else(|| PyErr::type_error("bad argument type for built-in operation"))?;
    parse_hex_float(s).map(Value::Float)
}

/// `float.fromhex(s)`, correctly rounded (half to even) like CPython, subnormals included;
/// exponents of any size (they saturate: the result is 0 or too large anyway).
fn parse_hex_float(s: &str) -> PyResult<f64> {
    let invalid = || PyErr::value_error("invalid hexadecimal floating-point string");
    let s = s.trim().to_ascii_lowercase();
    let (negative, body) = match s.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, s.strip_prefix('+').unwrap_or(&s)),
    };
    let sign = |x: f64| if negative { -x } else { x };
    match body {
        "inf" | "infinity" => return Ok(sign(f64::INFINITY)),
        "nan" => return Ok(f64::NAN),
        _ => {}
    }
    let body = body.strip_prefix("0x").unwrap_or(body);
    let (mantissa, exponent) = match body.split_once('p') {
        Some((m, e)) => (m, Some(e)),
        None => (body, None),
    };
    let (int_part, frac_part) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if int_part.is_empty() && frac_part.is_empty() {
        return Err(invalid());
    }
    let digits: String = int_part.chars().chain(frac_part.chars()).collect();
    if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
        return Err(invalid());
    }
    let m = BigInt::parse_bytes(digits.as_bytes(), 16).ok_or_else(invalid)?;
    // Saturate far beyond any float's range; `frac_part` digits scale by 16 each.
    const LIMIT: i64 = 1 << 40;
    let mut e: i64 = 0;
    if let Some(text) = exponent {
        let (neg, digits) = match text.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, text.strip_prefix('+').unwrap_or(text)),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(invalid());
        }
        for b in digits.bytes() {
            e = (e * 10 + i64::from(b - b'0')).min(LIMIT);
        }
        if neg {
            e = -e;
        }
    }
    let e = e - 4 * frac_part.len() as i64;
    if m.is_zero() {
        return Ok(sign(0.0));
    }
    // The value is m * 2**e. Keep 53 bits (fewer for subnormals: the last bit is 2**-1074).
    let top = m.bits() as i64 - 1 + e;
    if top > 1023 {
        return Err(too_large_hex());
    }
    if top < -1075 {
        // Below half the smallest subnormal: rounds to zero.
        return Ok(sign(0.0));
    }
    let lsb = (top - 52).max(-1074);
    let shift = lsb - e;
    let q: u64 = if shift <= 0 {
        (m << (-shift) as u64).to_u64().unwrap_or(0)
    } else {
        let shift = shift as u64;
        let q = &m >> shift;
        let rem = &m - (&q << shift);
        let half = BigInt::one() << (shift - 1);
        let q = q.to_u64().unwrap_or(0);
        match rem.cmp(&half) {
            std::cmp::Ordering::Greater => q + 1,
            std::cmp::Ordering::Equal if q % 2 == 1 => q + 1,
            _ => q,
        }
    };
    let r = scale_by_power_of_two(q as f64, lsb);
    if r.is_infinite() {
        return Err(too_large_hex());
    }
    Ok(sign(r))
}

fn too_large_hex() -> PyErr {
    PyErr::overflow("hexadecimal value too large to represent as a float")
}

/// `x * 2**e` for an exactly representable result (C's `ldexp`), in steps that never
/// leave the normal range.
fn scale_by_power_of_two(mut x: f64, mut e: i64) -> f64 {
    let power = |k: i64| f64::from_bits(((k + 1023) as u64) << 52);
    while e > 1000 {
        x *= power(1000);
        e -= 1000;
    }
    while e < -1000 {
        x *= power(-1000);
        e += 1000;
    }
    x * power(e)
}

const CONJUGATE: Signature<0, 0> = Signature::positional("float", "conjugate", [], []);
const DUNDER_FLOAT: Signature<0, 0> = Signature::wrapper("float", "__float__", [], []);
const DUNDER_INT: Signature<0, 0> = Signature::wrapper("float", "__int__", [], []);
const TRUNC: Signature<0, 0> = Signature::positional("float", "__trunc__", [], []);
const DUNDER_FORMAT: Signature<1, 0> = Signature::positional("float", "__format__", ["format_spec"], []);

fn conjugate(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = CONJUGATE.bind_method(args, kw)?;
    Ok(Value::Float(self_float(this)?))
}

fn float_float(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = DUNDER_FLOAT.bind_method(args, kw)?;
    Ok(Value::Float(self_float(this)?))
}

fn float_int(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = DUNDER_INT.bind_method(args, kw)?;
    crate::types::int::int_from_value(vm, &Value::Float(self_float(this)?))
}

fn float_trunc(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = TRUNC.bind_method(args, kw)?;
    crate::types::int::int_from_value(vm, &Value::Float(self_float(this)?))
}

fn float_format(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [spec], []) = DUNDER_FORMAT.bind_method(args, kw)?;
    let f = self_float(this)?;
    let spec = match spec {
        Value::Str(s) => s.s.to_string(),
        other => return Err(PyErr::type_error(format!("__format__() argument must be str, not {}", vm.type_name(other)))),
    };
    Ok(Value::string(vm.format_value(&Value::Float(f), &spec)?))
}

//! `math`: the functions and constants of CPython 3.11's math module.
//!
//! Float functions call the platform libm through Rust's `f64` methods (the same libm CPython
//! uses), then apply CPython's error rules: a NaN result from a non-NaN argument is a
//! "math domain error" (ValueError); an infinite result from a finite argument is a
//! "math range error" (OverflowError) for functions that can overflow, otherwise a domain
//! error. Integer functions (`gcd`, `factorial`, `comb`…) work exactly on big integers and
//! live in `ints.rs`; the special functions (`erf`, `gamma`, `fsum`, `hypot`…) in
//! `special.rs`.

mod ints;
mod special;

use std::rc::Rc;

use num_bigint::{BigInt, Sign};
use num_traits::{ToPrimitive, Zero};

use super::{native_module, set_attr};
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::types::num::{as_int, IntRef};
use crate::value::{KwArgs, Namespace, NativeFn, Value};
use crate::vm::Vm;

const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("acos", acos),
    ("acosh", acosh),
    ("asin", asin),
    ("asinh", asinh),
    ("atan", atan),
    ("atan2", atan2),
    ("atanh", atanh),
    ("cbrt", cbrt),
    ("ceil", ceil),
    ("comb", ints::comb),
    ("copysign", copysign),
    ("cos", cos),
    ("cosh", cosh),
    ("degrees", degrees),
    ("dist", special::dist),
    ("erf", special::erf),
    ("erfc", special::erfc),
    ("exp", exp),
    ("exp2", exp2),
    ("expm1", expm1),
    ("fabs", fabs),
    ("factorial", ints::factorial),
    ("floor", floor),
    ("fmod", fmod),
    ("frexp", frexp),
    ("fsum", special::fsum),
    ("gamma", special::gamma),
    ("gcd", ints::gcd),
    ("hypot", special::hypot),
    ("isclose", isclose),
    ("isfinite", isfinite),
    ("isinf", isinf),
    ("isnan", isnan),
    ("isqrt", ints::isqrt),
    ("lcm", ints::lcm),
    ("ldexp", ldexp),
    ("lgamma", special::lgamma),
    ("log", log),
    ("log10", log10),
    ("log1p", log1p),
    ("log2", log2),
    ("modf", modf),
    ("nextafter", nextafter),
    ("perm", ints::perm),
    ("pow", pow),
    ("prod", ints::prod),
    ("radians", radians),
    ("remainder", remainder),
    ("sin", sin),
    ("sinh", sinh),
    ("sqrt", sqrt),
    ("tan", tan),
    ("tanh", tanh),
    ("trunc", trunc),
    ("ulp", ulp),
];

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "math", FUNCTIONS);
    set_attr(&ns, "pi", Value::Float(std::f64::consts::PI));
    set_attr(&ns, "e", Value::Float(std::f64::consts::E));
    set_attr(&ns, "tau", Value::Float(std::f64::consts::TAU));
    set_attr(&ns, "inf", Value::Float(f64::INFINITY));
    set_attr(&ns, "nan", Value::Float(f64::NAN));
    Ok(ns)
}

// ----- errors and argument helpers (shared with the other files of this module) -----

pub(crate) fn domain_error() -> PyErr {
    PyErr::value_error("math domain error")
}

pub(crate) fn range_error() -> PyErr {
    PyErr::overflow("math range error")
}

/// A math function taking one argument (`math.sqrt() takes exactly one argument (0
/// given)`, `math.sqrt() takes no keyword arguments`).
pub(crate) const fn unary_sig(name: &'static str) -> Signature<1, 0> {
    Signature::positional("math", name, ["x"], [])
}

/// A math function taking two arguments (`copysign expected 2 arguments, got 1`).
pub(crate) const fn binary_sig(name: &'static str) -> Signature<2, 0> {
    Signature::positional("math", name, ["x", "y"], [])
}

/// A math function taking `*args`: bound with no arguments, it refuses keywords
/// (`math.gcd() takes no keyword arguments`).
pub(crate) const fn star_sig(name: &'static str) -> Signature<0, 0> {
    Signature::positional("math", name, [], [])
}

/// A real-number argument as a float (`__float__` / `__index__` honoured).
pub(crate) fn to_f64(vm: &mut Vm, v: &Value) -> PyResult<f64> {
    match v {
        Value::Float(f) => Ok(*f),
        Value::Int(i) => Ok(*i as f64),
        Value::Bool(b) => Ok(*b as i64 as f64),
        Value::BigInt(b) => big_to_float(b),
        Value::Instance(inst) => {
            let numeric_base = matches!(&*inst.base_value.borrow(), Value::Int(_) | Value::BigInt(_) | Value::Bool(_) | Value::Float(_));
            if numeric_base || inst.class.lookup("__float__").is_some() || inst.class.lookup("__index__").is_some() {
                crate::types::float::float_from_value(vm, v)
            } else {
                Err(PyErr::type_error(format!("must be real number, not {}", inst.class.name)))
            }
        }
        other => Err(PyErr::type_error(format!("must be real number, not {}", vm.type_name(other)))),
    }
}

pub(crate) fn big_to_float(b: &BigInt) -> PyResult<f64> {
    crate::format::bigint_to_f64(b).map_err(|_| PyErr::overflow("int too large to convert to float"))
}

/// An integer argument (`__index__` honoured), exactly, as a big integer.
pub(crate) fn to_bigint(vm: &mut Vm, v: &Value) -> PyResult<BigInt> {
    if let Some(i) = as_int(v) {
        return Ok(i.to_big());
    }
    if let Value::Instance(inst) = v {
        if let Some(f) = inst.class.lookup("__index__") {
            let r = vm.call_method_value(f, v, &[])?;
            return match as_int(&r) {
                Some(i) => Ok(i.to_big()),
                None => Err(PyErr::type_error(format!("__index__ returned non-int (type {})", vm.type_name(&r)))),
            };
        }
    }
    Err(PyErr::type_error(format!("'{}' object cannot be interpreted as an integer", vm.type_name(v))))
}

/// An integer argument as a plain int value (small or big), `__index__` honoured.
pub(crate) fn to_int_value(vm: &mut Vm, v: &Value) -> PyResult<Value> {
    match v {
        Value::Int(_) | Value::BigInt(_) => Ok(v.clone()),
        Value::Bool(b) => Ok(Value::Int(*b as i64)),
        _ => Ok(Value::from_bigint(to_bigint(vm, v)?)),
    }
}

/// CPython's `math_1`: applies `f`, then turns NaN/infinite results into errors.
fn math_1(x: f64, f: fn(f64) -> f64, can_overflow: bool) -> PyResult<Value> {
    let r = f(x);
    if r.is_nan() && !x.is_nan() {
        return Err(domain_error());
    }
    if r.is_infinite() && x.is_finite() {
        return Err(if can_overflow { range_error() } else { domain_error() });
    }
    Ok(Value::Float(r))
}

macro_rules! unary {
    ($fname:ident, $pyname:literal, $op:expr, $can_overflow:expr) => {
        fn $fname(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
            let ([x], []) = const { unary_sig($pyname) }.bind(args, kw)?;
            let x = to_f64(vm, x)?;
            math_1(x, $op, $can_overflow)
        }
    };
}

unary!(acos, "acos", f64::acos, false);
unary!(asin, "asin", f64::asin, false);
unary!(atan, "atan", f64::atan, false);
unary!(cos, "cos", f64::cos, false);
unary!(sin, "sin", f64::sin, false);
unary!(tan, "tan", f64::tan, false);
unary!(cosh, "cosh", f64::cosh, true);
unary!(sinh, "sinh", f64::sinh, true);
unary!(tanh, "tanh", f64::tanh, false);
unary!(acosh, "acosh", m_acosh, false);
unary!(asinh, "asinh", m_asinh, false);
unary!(atanh, "atanh", m_atanh, false);
unary!(exp, "exp", f64::exp, true);
unary!(exp2, "exp2", f64::exp2, true);
unary!(expm1, "expm1", f64::exp_m1, true);
unary!(cbrt, "cbrt", f64::cbrt, false);
unary!(fabs, "fabs", f64::abs, false);
unary!(sqrt, "sqrt", f64::sqrt, false);
unary!(log1p, "log1p", f64::ln_1p, false);

const TWO_POW_28: f64 = 268_435_456.0;

/// Inverse hyperbolic sine, by the classic log/log1p formulas.
fn m_asinh(x: f64) -> f64 {
    if !x.is_finite() {
        return x;
    }
    let a = x.abs();
    let w = if a < 1.0 / TWO_POW_28 {
        return x;
    } else if a > TWO_POW_28 {
        a.ln() + std::f64::consts::LN_2
    } else if a > 2.0 {
        (2.0 * a + 1.0 / ((x * x + 1.0).sqrt() + a)).ln()
    } else {
        let t = x * x;
        (a + t / (1.0 + (1.0 + t).sqrt())).ln_1p()
    };
    w.copysign(x)
}

/// Inverse hyperbolic cosine.
fn m_acosh(x: f64) -> f64 {
    if x.is_nan() || x < 1.0 {
        return f64::NAN;
    }
    if x >= TWO_POW_28 {
        if x.is_infinite() {
            return x;
        }
        return x.ln() + std::f64::consts::LN_2;
    }
    if x == 1.0 {
        return 0.0;
    }
    if x > 2.0 {
        let t = x * x;
        return (2.0 * x - 1.0 / (x + (t - 1.0).sqrt())).ln();
    }
    let t = x - 1.0;
    (t + (2.0 * t + t * t).sqrt()).ln_1p()
}

/// Inverse hyperbolic tangent.
fn m_atanh(x: f64) -> f64 {
    let a = x.abs();
    if x.is_nan() || a > 1.0 {
        return f64::NAN;
    }
    if a == 1.0 {
        return f64::INFINITY.copysign(x);
    }
    let t = if a < 0.5 {
        if a < 1.0 / TWO_POW_28 {
            return x;
        }
        let t = a + a;
        0.5 * (t + t * a / (1.0 - a)).ln_1p()
    } else {
        0.5 * ((a + a) / (1.0 - a)).ln_1p()
    };
    t.copysign(x)
}

fn two_floats(vm: &mut Vm, sig: &Signature<2, 0>, args: &[Value], kw: &KwArgs) -> PyResult<(f64, f64)> {
    let ([x, y], []) = sig.bind(args, kw)?;
    let x = to_f64(vm, x)?;
    let y = to_f64(vm, y)?;
    Ok((x, y))
}

fn atan2(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (y, x) = two_floats(vm, &const { binary_sig("atan2") }, args, kw)?;
    Ok(Value::Float(y.atan2(x)))
}

fn copysign(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (x, y) = two_floats(vm, &const { binary_sig("copysign") }, args, kw)?;
    Ok(Value::Float(x.copysign(y)))
}

fn fmod(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (x, y) = two_floats(vm, &const { binary_sig("fmod") }, args, kw)?;
    if y.is_infinite() && x.is_finite() {
        return Ok(Value::Float(x));
    }
    let r = x % y;
    if r.is_nan() && !x.is_nan() && !y.is_nan() {
        return Err(domain_error());
    }
    Ok(Value::Float(r))
}

fn remainder(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (x, y) = two_floats(vm, &const { binary_sig("remainder") }, args, kw)?;
    if x.is_nan() {
        return Ok(Value::Float(x));
    }
    if y.is_nan() {
        return Ok(Value::Float(y));
    }
    if x.is_infinite() || y == 0.0 {
        return Err(domain_error());
    }
    if y.is_infinite() {
        return Ok(Value::Float(x));
    }
    Ok(Value::Float(ieee_remainder(x, y)))
}

/// IEEE 754 remainder: x - n*y with n the integer nearest x/y (ties to even).
fn ieee_remainder(x: f64, y: f64) -> f64 {
    let ax = x.abs();
    let ay = y.abs();
    let m = ax % ay;
    let c = ay - m;
    let r = if m < c {
        m
    } else if m > c {
        -c
    } else {
        // Exactly half way: pick the even multiple. 0.5*(ax - m) is exact here.
        m - 2.0 * ((0.5 * (ax - m)) % ay)
    };
    1.0_f64.copysign(x) * r
}

fn pow(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (x, y) = two_floats(vm, &const { binary_sig("pow") }, args, kw)?;
    let r = x.powf(y);
    if x.is_finite() && y.is_finite() {
        if r.is_nan() {
            return Err(domain_error());
        }
        if r.is_infinite() {
            return Err(if x == 0.0 { domain_error() } else { range_error() });
        }
    }
    Ok(Value::Float(r))
}

fn degrees(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x], []) = const { unary_sig("degrees") }.bind(args, kw)?;
    let x = to_f64(vm, x)?;
    Ok(Value::Float(x * (180.0 / std::f64::consts::PI)))
}

fn radians(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x], []) = const { unary_sig("radians") }.bind(args, kw)?;
    let x = to_f64(vm, x)?;
    Ok(Value::Float(x * (std::f64::consts::PI / 180.0)))
}

fn isfinite(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x], []) = const { unary_sig("isfinite") }.bind(args, kw)?;
    let x = to_f64(vm, x)?;
    Ok(Value::Bool(x.is_finite()))
}

fn isinf(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x], []) = const { unary_sig("isinf") }.bind(args, kw)?;
    let x = to_f64(vm, x)?;
    Ok(Value::Bool(x.is_infinite()))
}

fn isnan(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x], []) = const { unary_sig("isnan") }.bind(args, kw)?;
    let x = to_f64(vm, x)?;
    Ok(Value::Bool(x.is_nan()))
}

/// `isclose(a, b, *, rel_tol=1e-09, abs_tol=0.0)`, as math and cmath declare it.
pub(crate) const ISCLOSE: Signature<2, 2> = Signature::clinic("", "isclose", ["a", "b"], ["rel_tol", "abs_tol"]).kw_only_from(2);

fn isclose(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([a, b], [rel_tol, abs_tol]) = ISCLOSE.bind(args, kw)?;
    let a = to_f64(vm, a)?;
    let b = to_f64(vm, b)?;
    let rel_tol = match rel_tol {
        Some(v) => to_f64(vm, v)?,
        None => 1e-9,
    };
    let abs_tol = match abs_tol {
        Some(v) => to_f64(vm, v)?,
        None => 0.0,
    };
    if rel_tol < 0.0 || abs_tol < 0.0 {
        return Err(PyErr::value_error("tolerances must be non-negative"));
    }
    if a == b {
        return Ok(Value::Bool(true));
    }
    if a.is_infinite() || b.is_infinite() {
        return Ok(Value::Bool(false));
    }
    let diff = (b - a).abs();
    Ok(Value::Bool((diff <= (rel_tol * b).abs()) || (diff <= (rel_tol * a).abs()) || diff <= abs_tol))
}

// ----- rounding to integers -----

fn float_to_int(x: f64) -> PyResult<Value> {
    if x.is_nan() {
        return Err(PyErr::value_error("cannot convert float NaN to integer"));
    }
    if x.is_infinite() {
        return Err(PyErr::overflow("cannot convert float infinity to integer"));
    }
    if x.abs() < 9.0e18 {
        return Ok(Value::Int(x as i64));
    }
    Ok(Value::from_bigint(crate::types::num::float_to_big(x)))
}

/// `math.floor` / `math.ceil` / `math.trunc`: a special method on the argument's type wins.
fn round_with(vm: &mut Vm, x: &Value, dunder: &str, f: fn(f64) -> f64) -> PyResult<Value> {
    match x {
        Value::Int(_) | Value::BigInt(_) => return Ok(x.clone()),
        Value::Bool(b) => return Ok(Value::Int(*b as i64)),
        Value::Float(v) => return float_to_int(f(*v)),
        Value::Instance(inst) => {
            if let Some(m) = inst.class.lookup(dunder) {
                return vm.call_method_value(m, x, &[]);
            }
        }
        _ => {}
    }
    if dunder == "__trunc__" {
        return Err(PyErr::type_error(format!("type {} doesn't define __trunc__ method", vm.type_name(x))));
    }
    let v = to_f64(vm, x)?;
    float_to_int(f(v))
}

fn floor(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x], []) = const { unary_sig("floor") }.bind(args, kw)?;
    round_with(vm, x, "__floor__", f64::floor)
}

fn ceil(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x], []) = const { unary_sig("ceil") }.bind(args, kw)?;
    round_with(vm, x, "__ceil__", f64::ceil)
}

fn trunc(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x], []) = const { unary_sig("trunc") }.bind(args, kw)?;
    round_with(vm, x, "__trunc__", f64::trunc)
}

// ----- float decomposition -----

/// `frexp`: mantissa in [0.5, 1) and exponent with x == m * 2**e.
pub(crate) fn frexp_f64(x: f64) -> (f64, i32) {
    if x == 0.0 || !x.is_finite() {
        return (x, 0);
    }
    let bits = x.to_bits();
    let exp_bits = ((bits >> 52) & 0x7ff) as i32;
    if exp_bits == 0 {
        // Subnormal: scale into the normal range first.
        let (m, e) = frexp_f64(x * f64::from_bits(0x4350_0000_0000_0000)); // 2**54
        return (m, e - 54);
    }
    let e = exp_bits - 1022;
    let m = f64::from_bits((bits & !(0x7ff_u64 << 52)) | (1022_u64 << 52));
    (m, e)
}

/// `ldexp`: x * 2**n with a single correct rounding (also into the subnormal range).
pub(crate) fn ldexp_f64(x: f64, n: i64) -> f64 {
    if x == 0.0 || !x.is_finite() {
        return x;
    }
    let mut y = x;
    let mut n = n.clamp(-5000, 5000);
    let p1023 = f64::from_bits(0x7fe0_0000_0000_0000); // 2**1023
    let pm969 = f64::from_bits(0x0360_0000_0000_0000); // 2**-969 = 2**-1022 * 2**53
    if n > 1023 {
        y *= p1023;
        n -= 1023;
        if n > 1023 {
            y *= p1023;
            n -= 1023;
            if n > 1023 {
                n = 1023;
            }
        }
    } else if n < -1022 {
        // Keep 53 bits of headroom so that only the final multiply rounds.
        y *= pm969;
        n += 969;
        if n < -1022 {
            y *= pm969;
            n += 969;
            if n < -1022 {
                n = -1022;
            }
        }
    }
    y * f64::from_bits(((0x3ff + n) as u64) << 52)
}

fn frexp(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x], []) = const { unary_sig("frexp") }.bind(args, kw)?;
    let x = to_f64(vm, x)?;
    let (m, e) = frexp_f64(x);
    Ok(Value::tuple(vec![Value::Float(m), Value::Int(e as i64)]))
}

fn ldexp(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x, i], []) = const { binary_sig("ldexp") }.bind(args, kw)?;
    let x = to_f64(vm, x)?;
    let n: i64 = match as_int(i) {
        Some(IntRef::Small(i)) => i,
        Some(IntRef::Big(b)) => {
            if b.sign() == Sign::Minus {
                i64::MIN
            } else {
                i64::MAX
            }
        }
        None => {
            if let Value::Instance(inst) = i {
                if inst.class.lookup("__index__").is_some() {
                    let b = to_bigint(vm, i)?;
                    b.to_i64().unwrap_or(if b.sign() == Sign::Minus { i64::MIN } else { i64::MAX })
                } else {
                    return Err(PyErr::type_error("Expected an int as second argument to ldexp."));
                }
            } else {
                return Err(PyErr::type_error("Expected an int as second argument to ldexp."));
            }
        }
    };
    let r = ldexp_f64(x, n);
    if r.is_infinite() && x.is_finite() {
        return Err(range_error());
    }
    Ok(Value::Float(r))
}

fn modf(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x], []) = const { unary_sig("modf") }.bind(args, kw)?;
    let x = to_f64(vm, x)?;
    let (frac, int) = if x.is_infinite() {
        (0.0_f64.copysign(x), x)
    } else if x.is_nan() {
        (x, x)
    } else {
        let i = x.trunc();
        ((x - i).copysign(x), i)
    };
    Ok(Value::tuple(vec![Value::Float(frac), Value::Float(int)]))
}

fn nextafter(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (x, y) = two_floats(vm, &const { binary_sig("nextafter") }, args, kw)?;
    Ok(Value::Float(next_after(x, y)))
}

pub(crate) fn next_after(x: f64, y: f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        return x + y;
    }
    if x == y {
        return y;
    }
    if x == 0.0 {
        return f64::from_bits(1).copysign(y);
    }
    let bits = x.to_bits();
    let up = (y > x) == (x > 0.0);
    f64::from_bits(if up { bits + 1 } else { bits - 1 })
}

fn ulp(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x], []) = const { unary_sig("ulp") }.bind(args, kw)?;
    let x = to_f64(vm, x)?;
    if x.is_nan() {
        return Ok(Value::Float(x));
    }
    let x = x.abs();
    if x.is_infinite() {
        return Ok(Value::Float(x));
    }
    let next = next_after(x, f64::INFINITY);
    if next.is_infinite() {
        let prev = next_after(x, 0.0);
        return Ok(Value::Float(x - prev));
    }
    Ok(Value::Float(next - x))
}

// ----- logarithms -----

/// CPython's `loghelper`: ints too large for a float still have a logarithm.
fn log_of(vm: &mut Vm, v: &Value, f: fn(f64) -> f64) -> PyResult<f64> {
    if let Some(i) = as_int(v) {
        let big = match i {
            IntRef::Small(s) => {
                if s <= 0 {
                    return Err(domain_error());
                }
                return log_float(s as f64, f);
            }
            IntRef::Big(b) => b.clone(),
        };
        if big.sign() != Sign::Plus {
            return Err(domain_error());
        }
        if let Ok(x) = crate::format::bigint_to_f64(&big) {
            return log_float(x, f);
        }
        let (m, e) = big_frexp(&big);
        return Ok(f(m) + f(2.0) * e as f64);
    }
    let x = to_f64(vm, v)?;
    log_float(x, f)
}

fn log_float(x: f64, f: fn(f64) -> f64) -> PyResult<f64> {
    if x.is_nan() {
        return Ok(x);
    }
    if x <= 0.0 {
        return Err(domain_error());
    }
    Ok(f(x))
}

/// Mantissa in [0.5, 1) (correctly rounded) and exponent of a positive big integer.
fn big_frexp(b: &BigInt) -> (f64, u64) {
    let bits = b.bits();
    if bits <= 55 {
        let v = b.to_u64().unwrap_or(0) as f64;
        let (m, e) = frexp_f64(v);
        return (m, e.max(0) as u64);
    }
    let shift = bits - 55;
    let top: BigInt = b >> shift;
    let mut top = top.to_u64().unwrap_or(0);
    let low_mask: BigInt = (BigInt::from(1u8) << shift) - 1u8;
    if !(b & low_mask).is_zero() {
        top |= 1;
    }
    let mut m = top as f64 * f64::from_bits(((0x3ff - 55) as u64) << 52);
    let mut e = bits;
    if m >= 1.0 {
        m *= 0.5;
        e += 1;
    }
    (m, e)
}

fn log(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    // CPython parses log's arguments by hand: its own count message, METH_VARARGS's
    // refusal of keywords.
    const { Signature::positional("", "log", [], []) }.bind(&[], kw)?;
    let (x, base) = match args {
        [x] => (x, None),
        [x, base] => (x, Some(base)),
        _ => return Err(PyErr::type_error("math.log requires 1 to 2 arguments")),
    };
    let num = log_of(vm, x, f64::ln)?;
    let Some(base) = base else {
        return Ok(Value::Float(num));
    };
    let den = log_of(vm, base, f64::ln)?;
    if den == 0.0 {
        return Err(PyErr::zero_division("float division by zero"));
    }
    Ok(Value::Float(num / den))
}

fn log2(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x], []) = const { unary_sig("log2") }.bind(args, kw)?;
    Ok(Value::Float(log_of(vm, x, f64::log2)?))
}

fn log10(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x], []) = const { unary_sig("log10") }.bind(args, kw)?;
    Ok(Value::Float(log_of(vm, x, f64::log10)?))
}

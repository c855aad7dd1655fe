//! `fractions`: CPython 3.11's `Fraction`, exact rationals over big integers.
//!
//! The class itself is a few lines of our own Python (`fractions.py` next to this file):
//! the engine only calls *Python* special methods on user classes, so each dunder is a
//! one-line forwarder to a native here. Everything that costs anything is native:
//! construction (ints, pairs, floats, strings with CPython's literal grammar), the
//! arithmetic with CPython's mixed-type rules (int/Fraction stay exact; float and complex
//! operands fall back to float/complex arithmetic; reflected operators), exact comparisons
//! with floats, the numeric hash (equal to `hash()` of an equal int or float), rounding and
//! `limit_denominator`. An instance keeps `_numerator` / `_denominator` (plain ints) in its
//! attribute dict, like CPython's slots. Results of operators are always exact `Fraction`s
//! (not the subclass), as in CPython. The pure number work lives in [`rational`].
//!
//! `statistics` uses [`fraction_value`], [`new_fraction`] and [`rational`] for its exact sums.

pub(crate) mod rational;

use std::rc::Rc;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use crate::compile::bytecode::{BinOp, CmpOp};
use crate::error::{PyErr, PyResult};
use crate::types::bigint_steps::{div_mod_floor, mul_signed};
use crate::types::num::{as_int, MAX_INT_BITS};
use crate::value::{KwArgs, Namespace, NativeFn, PyType, Value};
use crate::vm::Vm;
use rational::Q;

const SOURCE: &str = include_str!("fractions.py");

const NATIVES: &[(&str, NativeFn)] = &[
    ("_fr_new", fr_new),
    ("_fr_from_float", fr_from_float),
    ("_fr_from_decimal", fr_from_decimal),
    ("_fr_limit", fr_limit),
    ("_fr_text", fr_text),
    ("_fr_op", fr_op),
    ("_fr_pow", fr_pow),
    ("_fr_rpow", fr_rpow),
    ("_fr_unary", fr_unary),
    ("_fr_round", fr_round),
    ("_fr_hash", fr_hash),
    ("_fr_cmp", fr_cmp),
];

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(vm, "fractions", NATIVES);
    super::python_module(vm, "fractions", SOURCE, ns)
}

// ----- the class and its instances -----

fn is_fraction_type(t: &PyType) -> bool {
    !t.is_builtin && &*t.name == "Fraction" && &*t.module == "fractions"
}

/// Our `Fraction` class when `t` is it or a subclass of it.
fn fraction_base(t: &Rc<PyType>) -> Option<Rc<PyType>> {
    std::iter::once(t).chain(t.mro.iter()).find(|c| is_fraction_type(c)).cloned()
}

/// Whether `t` is `Fraction` itself (not a subclass).
pub(crate) fn is_exact_fraction_class(t: &Rc<PyType>) -> bool {
    is_fraction_type(t)
}

/// Whether `t` is `Fraction` or a subclass.
pub(crate) fn is_fraction_class(t: &Rc<PyType>) -> bool {
    fraction_base(t).is_some()
}

fn int_field(inst: &crate::value::Instance, name: &str) -> PyResult<BigInt> {
    match inst.dict.borrow().get(name).and_then(as_int) {
        Some(i) => Ok(i.to_big()),
        None => Err(PyErr::attribute_error(format!("'{}' object has no attribute '{}'", inst.class.name, name))),
    }
}

/// The numerator and denominator stored in a Fraction instance. A zero denominator (only
/// possible by assigning `_denominator` by hand) is refused before any arithmetic sees it.
fn stored_value(inst: &crate::value::Instance) -> PyResult<Q> {
    let n = int_field(inst, "_numerator")?;
    let d = int_field(inst, "_denominator")?;
    if d.is_zero() {
        return Err(zero_fraction_error(&n));
    }
    Ok(Q { n, d })
}

/// The value of `v` when it is a `Fraction` (or subclass) instance.
pub(crate) fn fraction_value(v: &Value) -> PyResult<Option<Q>> {
    match v {
        Value::Instance(inst) if is_fraction_class(&inst.class) => Ok(Some(stored_value(inst)?)),
        _ => Ok(None),
    }
}

/// A new instance of `cls` holding `n/d` as given (no normalization).
fn make(vm: &mut Vm, cls: &Rc<PyType>, n: BigInt, d: BigInt) -> Value {
    let inst = vm.new_instance(cls);
    if let Value::Instance(i) = &inst {
        let mut dict = i.dict.borrow_mut();
        dict.insert("_numerator".into(), Value::from_bigint(n));
        dict.insert("_denominator".into(), Value::from_bigint(d));
    }
    inst
}

fn make_q(vm: &mut Vm, cls: &Rc<PyType>, q: Q) -> Value {
    make(vm, cls, q.n, q.d)
}

/// A `fractions.Fraction` for other native modules (loads `fractions` if needed).
pub(crate) fn new_fraction(vm: &mut Vm, q: Q) -> PyResult<Value> {
    let cls = fraction_class(vm)?;
    Ok(make_q(vm, &cls, q))
}

/// The `fractions.Fraction` class (loads the module if needed).
pub(crate) fn fraction_class(vm: &mut Vm) -> PyResult<Rc<PyType>> {
    let module = super::collections::import_internal(vm, "fractions")?;
    match vm.get_attr(&module, "Fraction")? {
        Value::Type(t) => Ok(t),
        _ => Err(PyErr::type_error("fractions.Fraction is not a class")),
    }
}

/// `self` of a native method: its value and the `Fraction` class results are made of.
fn self_fraction(args: &[Value]) -> PyResult<(Q, Rc<PyType>)> {
    if let Some(Value::Instance(inst)) = args.first() {
        if let Some(cls) = fraction_base(&inst.class) {
            return Ok((stored_value(inst)?, cls));
        }
    }
    Err(PyErr::type_error("descriptor requires a 'Fraction' object"))
}

fn arg(args: &[Value], i: usize) -> Value {
    args.get(i).cloned().unwrap_or(Value::None)
}

fn small_arg(args: &[Value], i: usize) -> i64 {
    match args.get(i) {
        Some(Value::Int(v)) => *v,
        _ => 0,
    }
}

// ----- operands -----

/// How a Fraction sees another operand (CPython's numbers-tower checks).
enum Num {
    Rational(Q),
    Float(f64),
    Complex(f64, f64),
    Other,
}

fn classify(v: &Value) -> PyResult<Num> {
    Ok(match v {
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => Num::Rational(Q::int(as_int(v).map(|i| i.to_big()).unwrap_or_default())),
        Value::Float(f) => Num::Float(*f),
        Value::Complex(c) => Num::Complex(c.re, c.im),
        Value::Instance(inst) => {
            if let Some(q) = fraction_value(v)? {
                return Ok(Num::Rational(q));
            }
            match &*inst.base_value.borrow() {
                b @ (Value::Int(_) | Value::BigInt(_) | Value::Bool(_)) => {
                    Num::Rational(Q::int(as_int(b).map(|i| i.to_big()).unwrap_or_default()))
                }
                Value::Float(f) => Num::Float(*f),
                Value::Complex(c) => Num::Complex(c.re, c.im),
                _ => Num::Other,
            }
        }
        _ => Num::Other,
    })
}

fn to_float(vm: &mut Vm, q: &Q) -> PyResult<f64> {
    q.to_f64(vm)?.ok_or_else(|| PyErr::overflow("integer division result too large for a float"))
}

fn complex(re: f64, im: f64) -> Value {
    Value::complex(re, im)
}

/// Charges the budget for big-integer work on operands of `bits` bits, and refuses results
/// beyond the engine's integer size limit.
fn charge_bits(vm: &mut Vm, bits: u64) -> PyResult<()> {
    if bits > 2 * MAX_INT_BITS {
        return Err(PyErr::memory());
    }
    let words = bits / 64;
    vm.charge(1 + words + (words / 32).saturating_mul(words / 32))
}

fn zero_fraction_error(n: &BigInt) -> PyErr {
    PyErr::zero_division(format!("Fraction({}, 0)", n))
}

// ----- construction -----

/// `Fraction.__new__(cls, numerator, denominator, _normalize)`.
fn fr_new(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let Some(Value::Type(cls)) = args.first() else {
        return Err(PyErr::type_error("Fraction.__new__(X): X is not a type object"));
    };
    let cls = cls.clone();
    let numerator = arg(args, 1);
    let denominator = arg(args, 2);
    let normalize = vm.truthy(&arg(args, 3))?;
    let (n, d) = if denominator.is_none() {
        if let Value::Int(_) | Value::BigInt(_) = numerator {
            return Ok(make(vm, &cls, as_int(&numerator).map(|i| i.to_big()).unwrap_or_default(), BigInt::one()));
        }
        if let Some(r) = crate::modules::decimal::decimal_ratio(&numerator) {
            let (n, d) = r?;
            charge_bits(vm, n.bits() + d.bits())?;
            let (n, d) = rational::normalize(vm, n, d)?;
            return Ok(make(vm, &cls, n, d));
        }
        let text = match &numerator {
            Value::Str(s) => Some(s.s.to_string()),
            Value::Instance(inst) => match &*inst.base_value.borrow() {
                Value::Str(s) => Some(s.s.to_string()),
                _ => None,
            },
            _ => None,
        };
        match text {
            Some(text) => parse_text(vm, &text, &numerator)?,
            None => match classify(&numerator)? {
                Num::Rational(q) => return Ok(make_q(vm, &cls, q)),
                Num::Float(f) => {
                    let (n, d) = float_ratio(f)?;
                    return Ok(make(vm, &cls, n, d));
                }
                _ => return Err(PyErr::type_error("argument should be a string or a Rational instance")),
            },
        }
    } else {
        match (&numerator, &denominator) {
            (Value::Int(_) | Value::BigInt(_), Value::Int(_) | Value::BigInt(_)) => {
                let n = as_int(&numerator).map(|i| i.to_big()).unwrap_or_default();
                let d = as_int(&denominator).map(|i| i.to_big()).unwrap_or_default();
                (n, d)
            }
            _ => match (classify(&numerator)?, classify(&denominator)?) {
                (Num::Rational(a), Num::Rational(b)) => {
                    charge_bits(vm, a.bits() + b.bits())?;
                    (a.n * b.d, b.n * a.d)
                }
                _ => return Err(PyErr::type_error("both arguments should be Rational instances")),
            },
        }
    };
    if d.is_zero() {
        return Err(zero_fraction_error(&n));
    }
    if normalize {
        charge_bits(vm, n.bits() + d.bits())?;
        let (n, d) = rational::normalize(vm, n, d)?;
        return Ok(make(vm, &cls, n, d));
    }
    Ok(make(vm, &cls, n, d))
}

/// `float.as_integer_ratio()` with its errors for NaN and infinities.
fn float_ratio(f: f64) -> PyResult<(BigInt, BigInt)> {
    if f.is_nan() {
        return Err(PyErr::value_error("cannot convert NaN to integer ratio"));
    }
    if f.is_infinite() {
        return Err(PyErr::overflow("cannot convert Infinity to integer ratio"));
    }
    Ok(rational::f64_to_ratio(f))
}

/// `int(text)` for one group of a literal (underscores allowed, digit limit enforced).
fn group_int(text: &str) -> PyResult<BigInt> {
    crate::format::parse_int_with_limit(text, 10, crate::format::INT_MAX_STR_DIGITS).map_err(|e| {
        let r = crate::text::repr::str_repr(text);
        crate::vm::repr::format_error(e.to_format_error(10, &r))
    })
}

/// `10 ** e` for a literal's scale, refusing sizes beyond the integer limit.
fn pow10(vm: &mut Vm, e: &BigInt) -> PyResult<BigInt> {
    let e = e.to_u64().filter(|e| e.saturating_mul(10) / 3 <= MAX_INT_BITS).ok_or_else(PyErr::memory)?;
    vm.charge(1 + e / 64)?;
    Ok(num_traits::pow::pow(BigInt::from(10), e as usize))
}

/// A string argument: its numerator and denominator before normalization.
fn parse_text(vm: &mut Vm, text: &str, original: &Value) -> PyResult<(BigInt, BigInt)> {
    vm.charge(1 + text.len() as u64 / 64)?;
    let Some(lit) = rational::scan_literal(text) else {
        let r = vm.repr_of(original)?;
        return Err(PyErr::value_error(format!("Invalid literal for Fraction: {}", r)));
    };
    let mut n = if lit.num.is_empty() { BigInt::zero() } else { group_int(&lit.num)? };
    let mut d = BigInt::one();
    if let Some(denom) = &lit.denom {
        d = group_int(denom)?;
    } else {
        if let Some(decimal) = lit.decimal.as_deref().filter(|s| !s.is_empty()) {
            let decimal = decimal.replace('_', "");
            let scale = pow10(vm, &BigInt::from(decimal.chars().count()))?;
            n = n * &scale + group_int(&decimal)?;
            d *= scale;
        }
        if let Some(exp) = &lit.exp {
            let e = group_int(exp)?;
            if e.is_negative() {
                d *= pow10(vm, &-e)?;
            } else {
                n *= pow10(vm, &e)?;
            }
        }
    }
    if lit.negative {
        n = -n;
    }
    Ok((n, d))
}

fn type_value(args: &[Value]) -> PyResult<Rc<PyType>> {
    match args.first() {
        Some(Value::Type(t)) => Ok(t.clone()),
        _ => Err(PyErr::type_error("descriptor requires a type")),
    }
}

/// `Fraction.from_float(cls, f)`.
fn fr_from_float(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let cls = type_value(args)?;
    let f = arg(args, 1);
    match classify(&f)? {
        Num::Rational(_) if fraction_value(&f)?.is_none() => vm.call(&Value::Type(cls), &[f], &[]),
        Num::Float(x) => {
            let (n, d) = float_ratio(x)?;
            vm.call(&Value::Type(cls), &[Value::from_bigint(n), Value::from_bigint(d)], &[])
        }
        _ => {
            let r = vm.repr_of(&f)?;
            Err(PyErr::type_error(format!("{}.from_float() only takes floats, not {} ({})", cls.name, r, vm.type_name(&f))))
        }
    }
}

/// `Fraction.from_decimal(cls, dec)`: Decimals (exactly) and integers.
fn fr_from_decimal(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let cls = type_value(args)?;
    let dec = arg(args, 1);
    if let Some(r) = crate::modules::decimal::decimal_ratio(&dec) {
        let (n, d) = r?;
        return vm.call(&Value::Type(cls), &[Value::from_bigint(n), Value::from_bigint(d)], &[]);
    }
    match classify(&dec)? {
        Num::Rational(q) if fraction_value(&dec)?.is_none() => vm.call(&Value::Type(cls), &[Value::from_bigint(q.n), Value::Int(1)], &[]),
        _ => {
            let r = vm.repr_of(&dec)?;
            Err(PyErr::type_error(format!("{}.from_decimal() only takes Decimals, not {} ({})", cls.name, r, vm.type_name(&dec))))
        }
    }
}

// ----- methods -----

/// `limit_denominator(self, max_denominator)`.
fn fr_limit(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (q, cls) = self_fraction(args)?;
    let max = arg(args, 1);
    let too_small = vm.compare(&max, &Value::Int(1), CmpOp::Lt)?;
    if vm.truthy(&too_small)? {
        return Err(PyErr::value_error("max_denominator should be at least 1"));
    }
    let fits = vm.compare(&Value::from_bigint(q.d.clone()), &max, CmpOp::Le)?;
    if vm.truthy(&fits)? {
        return Ok(make_q(vm, &cls, q));
    }
    let Some(max) = as_int(&max).map(|i| i.to_big()) else {
        return Err(PyErr::type_error("both arguments should be Rational instances"));
    };
    charge_bits(vm, q.bits())?;
    let r = rational::limit_denominator(vm, &q, &max)?.ok_or_else(|| PyErr::zero_division("integer division or modulo by zero"))?;
    Ok(make_q(vm, &cls, r))
}

/// `repr(self)` (`repr` true) or `str(self)`.
fn fr_text(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (q, _) = self_fraction(args)?;
    let n = vm.int_to_string(&Value::from_bigint(q.n))?;
    let d = vm.int_to_string(&Value::from_bigint(q.d.clone()))?;
    if matches!(args.get(1), Some(Value::Bool(true))) {
        let name = match args.first() {
            Some(Value::Instance(inst)) => inst.class.name.to_string(),
            _ => "Fraction".to_string(),
        };
        return Ok(Value::string(format!("{}({}, {})", name, n, d)));
    }
    Ok(Value::string(if q.d.is_one() { n } else { format!("{}/{}", n, d) }))
}

/// The operators of `_fr_op`, in the order of its `op` argument.
const OPS: [BinOp; 6] = [BinOp::Add, BinOp::Sub, BinOp::Mul, BinOp::TrueDiv, BinOp::FloorDiv, BinOp::Mod];
const DIVMOD: i64 = 6;

/// `_fr_op(self, other, op, reflected)`: `self op other`, or `other op self` when reflected.
fn fr_op(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (a, cls) = self_fraction(args)?;
    let other = arg(args, 1);
    let op = small_arg(args, 2);
    let reflected = matches!(args.get(3), Some(Value::Bool(true)));
    match classify(&other)? {
        Num::Rational(b) => {
            let (x, y) = if reflected { (b, a) } else { (a, b) };
            rational_op(vm, &cls, &x, &y, op)
        }
        Num::Float(f) => {
            let af = Value::Float(to_float(vm, &a)?);
            if reflected {
                fallback(vm, &Value::Float(f), &af, op)
            } else {
                fallback(vm, &af, &other, op)
            }
        }
        Num::Complex(re, im) => {
            let ac = complex(to_float(vm, &a)?, 0.0);
            if reflected {
                fallback(vm, &complex(re, im), &ac, op)
            } else {
                fallback(vm, &ac, &other, op)
            }
        }
        Num::Other => Ok(Value::NotImplemented),
    }
}

/// The float/complex version of an operator.
fn fallback(vm: &mut Vm, x: &Value, y: &Value, op: i64) -> PyResult<Value> {
    if op == DIVMOD {
        return match (x, classify(y)?) {
            (Value::Float(p), Num::Float(q)) => {
                if q == 0.0 {
                    return Err(PyErr::zero_division("float divmod()"));
                }
                let (d, m) = crate::types::num::float_divmod(*p, q);
                Ok(Value::tuple(vec![Value::Float(d), Value::Float(m)]))
            }
            _ => {
                Err(PyErr::type_error(format!("unsupported operand type(s) for divmod(): '{}' and '{}'", vm.type_name(x), vm.type_name(y))))
            }
        };
    }
    let op = OPS.get(op as usize).copied().unwrap_or(BinOp::Add);
    vm.binary_op(x, y, op)
}

/// An exact operator on two rationals.
fn rational_op(vm: &mut Vm, cls: &Rc<PyType>, x: &Q, y: &Q, op: i64) -> PyResult<Value> {
    charge_bits(vm, 2 * (x.bits() + y.bits()))?;
    match op {
        0 => {
            let r = x.add(vm, y)?;
            Ok(make_q(vm, cls, r))
        }
        1 => {
            let r = x.sub(vm, y)?;
            Ok(make_q(vm, cls, r))
        }
        2 => {
            let r = x.mul(vm, y)?;
            Ok(make_q(vm, cls, r))
        }
        3 => match x.div(vm, y)? {
            Some(q) => Ok(make_q(vm, cls, q)),
            // CPython's reduction leaves only the numerator's sign (or 0) in the message.
            None => Err(zero_fraction_error(&x.n.signum())),
        },
        4 => {
            if y.n.is_zero() {
                return Err(PyErr::zero_division("integer division or modulo by zero"));
            }
            let (a, b) = (mul_signed(vm, &x.n, &y.d)?, mul_signed(vm, &x.d, &y.n)?);
            Ok(Value::from_bigint(div_mod_floor(vm, &a, &b)?.0))
        }
        5 => {
            if y.n.is_zero() {
                return Err(PyErr::zero_division("integer modulo by zero"));
            }
            let (a, b) = (mul_signed(vm, &x.n, &y.d)?, mul_signed(vm, &y.n, &x.d)?);
            let m = div_mod_floor(vm, &a, &b)?.1;
            let d = mul_signed(vm, &x.d, &y.d)?;
            let r = Q::new(vm, m, d)?;
            Ok(make_q(vm, cls, r))
        }
        _ => {
            if y.n.is_zero() {
                return Err(PyErr::zero_division("integer division or modulo by zero"));
            }
            let (a, b) = (mul_signed(vm, &x.n, &y.d)?, mul_signed(vm, &x.d, &y.n)?);
            let (div, m) = div_mod_floor(vm, &a, &b)?;
            let d = mul_signed(vm, &x.d, &y.d)?;
            let r = Q::new(vm, m, d)?;
            let rem = make_q(vm, cls, r);
            Ok(Value::tuple(vec![Value::from_bigint(div), rem]))
        }
    }
}

/// `base ** e` for a non-negative big exponent, refusing results beyond the integer limit.
fn int_pow(vm: &mut Vm, base: &BigInt, e: &BigInt) -> PyResult<BigInt> {
    if base.is_zero() || base.magnitude().is_one() {
        if e.is_zero() {
            return Ok(BigInt::one());
        }
        if base.is_zero() || base.is_positive() || e.is_even() {
            return Ok(base.abs());
        }
        return Ok(base.clone());
    }
    let e = e.to_u64().filter(|e| e.saturating_mul(base.bits()) <= MAX_INT_BITS).ok_or_else(PyErr::memory)?;
    vm.charge(1 + e.saturating_mul(base.bits()) / 64)?;
    crate::types::bigint_steps::pow(vm, base, e)
}

/// `a ** b` where `a` is a rational.
fn pow_core(vm: &mut Vm, cls: &Rc<PyType>, a: &Q, b: &Value) -> PyResult<Value> {
    match classify(b)? {
        Num::Rational(p) if p.is_integer() => {
            let e = p.n.abs();
            if !p.n.is_negative() {
                let n = int_pow(vm, &a.n, &e)?;
                let d = int_pow(vm, &a.d, &e)?;
                return Ok(make(vm, cls, n, d));
            }
            let (n, d) = if !a.n.is_negative() {
                (int_pow(vm, &a.d, &e)?, int_pow(vm, &a.n, &e)?)
            } else {
                (int_pow(vm, &-&a.d, &e)?, int_pow(vm, &-&a.n, &e)?)
            };
            if d.is_zero() {
                return Err(zero_fraction_error(&n));
            }
            Ok(make(vm, cls, n, d))
        }
        Num::Rational(p) => {
            let x = to_float(vm, a)?;
            let y = to_float(vm, &p)?;
            vm.binary_op(&Value::Float(x), &Value::Float(y), BinOp::Pow)
        }
        _ => {
            let x = to_float(vm, a)?;
            vm.binary_op(&Value::Float(x), b, BinOp::Pow)
        }
    }
}

/// `_fr_pow(self, other)`: `self ** other`.
fn fr_pow(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (a, cls) = self_fraction(args)?;
    pow_core(vm, &cls, &a, &arg(args, 1))
}

/// `_fr_rpow(self, other)`: `other ** self`.
fn fr_rpow(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (b, cls) = self_fraction(args)?;
    let a = arg(args, 1);
    if b.is_integer() && !b.n.is_negative() {
        return vm.binary_op(&a, &Value::from_bigint(b.n), BinOp::Pow);
    }
    if let Num::Rational(aq) = classify(&a)? {
        let exponent = make_q(vm, &cls, b);
        return pow_core(vm, &cls, &aq, &exponent);
    }
    if b.is_integer() {
        return vm.binary_op(&a, &Value::from_bigint(b.n), BinOp::Pow);
    }
    let y = to_float(vm, &b)?;
    vm.binary_op(&a, &Value::Float(y), BinOp::Pow)
}

/// `_fr_unary(self, op)`: +, -, abs, int/trunc, floor, ceil, float, complex, bool.
fn fr_unary(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (a, cls) = self_fraction(args)?;
    charge_bits(vm, a.bits())?;
    Ok(match small_arg(args, 1) {
        0 => make_q(vm, &cls, a),
        1 => make_q(vm, &cls, a.neg()),
        2 => make_q(vm, &cls, a.abs()),
        3 => {
            let t = if a.n.is_negative() { -div_mod_floor(vm, &-&a.n, &a.d)?.0 } else { div_mod_floor(vm, &a.n, &a.d)?.0 };
            Value::from_bigint(t)
        }
        4 => Value::from_bigint(a.floor(vm)?),
        5 => Value::from_bigint(-div_mod_floor(vm, &-&a.n, &a.d)?.0),
        6 => Value::Float(to_float(vm, &a)?),
        7 => complex(to_float(vm, &a)?, 0.0),
        _ => Value::Bool(!a.n.is_zero()),
    })
}

/// Round half to even to an integer.
fn round_half_even(vm: &mut Vm, q: &Q) -> PyResult<BigInt> {
    let (floor, rem) = div_mod_floor(vm, &q.n, &q.d)?;
    let twice: BigInt = rem * 2;
    Ok(match twice.cmp(&q.d) {
        std::cmp::Ordering::Less => floor,
        std::cmp::Ordering::Greater => floor + 1,
        std::cmp::Ordering::Equal => {
            if floor.is_even() {
                floor
            } else {
                floor + 1
            }
        }
    })
}

/// `round(self, ndigits=None)`.
fn fr_round(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (a, cls) = self_fraction(args)?;
    charge_bits(vm, a.bits())?;
    let nd = arg(args, 1);
    if nd.is_none() {
        return Ok(Value::from_bigint(round_half_even(vm, &a)?));
    }
    let Some(nd) = as_int(&nd).map(|i| i.to_big()) else {
        return Err(PyErr::type_error("both arguments should be Rational instances"));
    };
    let shift = pow10(vm, &nd.abs())?;
    if nd.is_positive() {
        let scaled = a.mul(vm, &Q::int(shift.clone()))?;
        let rounded = round_half_even(vm, &scaled)?;
        let r = Q::new(vm, rounded, shift)?;
        return Ok(make_q(vm, &cls, r));
    }
    let scaled = a.div(vm, &Q::int(shift.clone()))?.unwrap_or_else(Q::zero);
    let rounded = round_half_even(vm, &scaled)?;
    let r = Q::int(mul_signed(vm, &rounded, &shift)?);
    Ok(make_q(vm, &cls, r))
}

/// `hash(self)`: equal to the hash of an equal int or float.
fn fr_hash(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (a, _) = self_fraction(args)?;
    charge_bits(vm, a.bits())?;
    Ok(Value::Int(rational::hash(&a.n, &a.d)))
}

/// `_fr_cmp(self, other, op)` with op 0..=5 for <, <=, ==, (unused), >, >=.
fn fr_cmp(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (a, _) = self_fraction(args)?;
    let other = arg(args, 1);
    let op = small_arg(args, 2);
    let test = |o: std::cmp::Ordering| -> bool {
        use std::cmp::Ordering::*;
        match op {
            0 => o == Less,
            1 => o != Greater,
            2 => o == Equal,
            4 => o == Greater,
            _ => o != Less,
        }
    };
    let float_cmp = |vm: &mut Vm, a: &Q, f: f64| -> PyResult<bool> {
        if f.is_finite() {
            let (n, d) = rational::f64_to_ratio(f);
            Ok(test(a.cmp(vm, &Q { n, d })?))
        } else {
            // Comparisons with an infinity or NaN treat the fraction as zero.
            Ok(0.0f64.partial_cmp(&f).map(test).unwrap_or(false))
        }
    };
    charge_bits(vm, 2 * a.bits())?;
    Ok(match classify(&other)? {
        Num::Rational(b) => {
            charge_bits(vm, 2 * b.bits())?;
            Value::Bool(test(a.cmp(vm, &b)?))
        }
        Num::Float(f) => Value::Bool(float_cmp(vm, &a, f)?),
        Num::Complex(re, im) if op == 2 && im == 0.0 => Value::Bool(float_cmp(vm, &a, re)?),
        _ => Value::NotImplemented,
    })
}

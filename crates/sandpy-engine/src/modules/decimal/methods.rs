//! Construction, the named methods of `Decimal`, and the natives `decimal.py` uses for
//! `Context` methods (`_ctx_op`) and `Context.create_decimal`.

use std::rc::Rc;

use num_bigint::{BigInt, BigUint};

use num_traits::{One, ToPrimitive, Zero};

use super::number::{self, from_f64, Dec, Kind, ParseError};
use super::ops::{operand, this};
use super::round::{self, Env, Rounding};
use super::{arith, current_context, fmt, module_attr, new_dec, new_of_class, pick_context, read_ctx, run, signal, transc};
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::types::num::as_int;
use crate::types::Method;
use crate::value::{KwArgs, NativeFn, PyType, Value};
use crate::vm::Vm;

pub const METHODS: &[Method] = &[
    ("__new__", new),
    ("__repr__", repr),
    ("__str__", str_),
    ("__format__", fmt::format),
    ("__copy__", copy),
    ("__deepcopy__", copy),
    ("adjusted", adjusted),
    ("as_tuple", as_tuple),
    ("as_integer_ratio", as_integer_ratio),
    ("canonical", copy),
    ("conjugate", copy),
    ("copy_abs", copy_abs),
    ("copy_negate", copy_negate),
    ("copy_sign", copy_sign),
    ("is_canonical", is_canonical),
    ("is_finite", is_finite),
    ("is_infinite", is_infinite),
    ("is_nan", is_nan),
    ("is_qnan", is_qnan),
    ("is_snan", is_snan),
    ("is_signed", is_signed),
    ("is_zero", is_zero),
    ("is_normal", is_normal),
    ("is_subnormal", is_subnormal),
    ("number_class", number_class),
    ("radix", radix),
    ("same_quantum", same_quantum),
    ("to_eng_string", to_eng_string),
    ("compare", m_compare),
    ("compare_signal", m_compare_signal),
    ("max", m_max),
    ("min", m_min),
    ("max_mag", m_max_mag),
    ("min_mag", m_min_mag),
    ("sqrt", m_sqrt),
    ("exp", m_exp),
    ("ln", m_ln),
    ("log10", m_log10),
    ("logb", m_logb),
    ("normalize", m_normalize),
    ("scaleb", m_scaleb),
    ("fma", m_fma),
    ("quantize", m_quantize),
    ("to_integral", m_to_integral_value),
    ("to_integral_value", m_to_integral_value),
    ("to_integral_exact", m_to_integral_exact),
    ("next_plus", m_next_plus),
    ("next_minus", m_next_minus),
    ("remainder_near", m_remainder_near),
    ("compare_total", compare_total),
    ("compare_total_mag", compare_total_mag),
];

pub const CLASSMETHODS: &[Method] = &[("from_float", from_float)];

pub const PROPERTIES: &[(&str, NativeFn)] = &[("real", copy), ("imag", imag)];

// ----- construction -----

/// The exact value of a constructor argument; conditions (conversion errors, floats) are
/// returned for the caller to signal.
pub fn convert(vm: &mut Vm, value: &Value) -> PyResult<(Dec, u32)> {
    if let Some(d) = operand(value) {
        return Ok((d, 0));
    }
    let text = match value {
        Value::Str(s) => Some(s.s.to_string()),
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::Str(s) => Some(s.s.to_string()),
            _ => None,
        },
        _ => None,
    };
    if let Some(text) = text {
        let words = text.len() as u64 / 19;
        vm.charge(1 + words + (words / 40).saturating_mul(words / 40))?;
        let cleaned: String = text.trim_matches(|c: char| c.is_whitespace()).chars().filter(|c| *c != '_').map(ascii_digit).collect();
        return Ok(match number::parse(vm, &cleaned)? {
            Ok(d) => (d, 0),
            Err(ParseError::Syntax) => (Dec::nan(), round::CONVERSION_SYNTAX),
            Err(ParseError::Range) => (Dec::nan(), round::INVALID_OPERATION),
        });
    }
    match value {
        Value::Float(f) => return Ok((from_f64(*f), round::FLOAT_OPERATION)),
        Value::Tuple(t) => return Ok((from_tuple(vm, &t.items)?, 0)),
        Value::List(l) => {
            let items = l.items.borrow().clone();
            return Ok((from_tuple(vm, &items)?, 0));
        }
        Value::Instance(inst) => {
            let base = inst.base_value.borrow().clone();
            if matches!(base, Value::Float(_) | Value::Tuple(_) | Value::List(_)) {
                return convert(vm, &base);
            }
        }
        _ => {}
    }
    Err(PyErr::type_error(format!("conversion from {} to Decimal is not supported", vm.type_name(value))))
}

/// Unicode decimal digits as ASCII (other characters unchanged).
fn ascii_digit(c: char) -> char {
    if c.is_ascii() {
        return c;
    }
    match crate::text::predicates::decimal_value(c) {
        Some(d) => char::from(b'0' + d as u8),
        None => c,
    }
}

/// `Decimal((sign, digits, exponent))`.
fn from_tuple(vm: &mut Vm, items: &[Value]) -> PyResult<Dec> {
    if items.len() != 3 {
        return Err(PyErr::value_error("argument must be a sequence of length 3"));
    }
    let neg = match &items[0] {
        Value::Int(0) | Value::Bool(false) => false,
        Value::Int(1) | Value::Bool(true) => true,
        _ => return Err(PyErr::value_error("sign must be an integer with the value 0 or 1")),
    };
    let digit_values: Vec<Value> = match &items[1] {
        Value::Tuple(t) => t.items.to_vec(),
        Value::List(l) => l.items.borrow().clone(),
        _ => return Err(PyErr::value_error("coefficient must be a tuple of digits")),
    };
    vm.charge(1 + digit_values.len() as u64 / 16)?;
    let mut text = String::with_capacity(digit_values.len());
    for v in &digit_values {
        match v {
            Value::Int(d) if (0..=9).contains(d) => text.push(char::from(b'0' + *d as u8)),
            _ => return Err(PyErr::value_error("coefficient must be a tuple of digits")),
        }
    }
    let coef: BigUint = if text.is_empty() { BigUint::zero() } else { text.parse().unwrap_or_default() };
    let kind = match &items[2] {
        Value::Str(s) if &*s.s == "F" => Kind::Inf,
        Value::Str(s) if &*s.s == "n" => Kind::NaN,
        Value::Str(s) if &*s.s == "N" => Kind::SNaN,
        v => match as_int(v).and_then(|i| i.to_big().to_i64()) {
            Some(e) if (number::MIN_ETINY..=number::MAX_EMAX).contains(&e) => return Ok(Dec::finite(neg, coef, e)),
            Some(_) => return Err(PyErr::value_error("exponent must be an integer")),
            None => return Err(PyErr::value_error("exponent must be an integer")),
        },
    };
    let coef = if kind == Kind::Inf { BigUint::zero() } else { coef };
    Ok(Dec { neg, coef, exp: 0, kind })
}

/// CPython parses these without a name: its messages say "function".
const DECIMAL_NEW: Signature<0, 2> = Signature::clinic("", "", [], ["value", "context"]);
const QUANTIZE: Signature<1, 2> = Signature::clinic("", "", ["exp"], ["rounding", "context"]);
const TO_INTEGRAL: Signature<0, 2> = Signature::clinic("", "", [], ["rounding", "context"]);

/// `Decimal.__new__(cls, value="0", context=None)`.
fn new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let Some(Value::Type(cls)) = args.first() else { return Err(PyErr::type_error("Decimal.__new__(X): X is not a type object")) };
    let cls = cls.clone();
    let (_, [], [value, context]) = DECIMAL_NEW.bind_method(args, kw)?;
    let value = value.cloned().unwrap_or_else(|| Value::str("0"));
    let ctx = pick_context(vm, context)?;
    let (d, conds) = convert(vm, &value)?;
    signal(vm, &ctx, conds)?;
    Ok(new_of_class(vm, &cls, &d))
}

fn from_float(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let Some(Value::Type(cls)) = args.first() else { return Err(PyErr::type_error("from_float requires a type")) };
    let v = args.get(1).cloned().unwrap_or(Value::None);
    let d = match &v {
        Value::Float(f) => from_f64(*f),
        _ => match as_int(&v) {
            Some(i) => super::ops::from_int(&i.to_big()),
            None => return Err(PyErr::type_error("argument must be int or float")),
        },
    };
    let cls: Rc<PyType> = cls.clone();
    if super::is_decimal_type(&cls) && cls.is_builtin {
        return Ok(new_of_class(vm, &cls, &d));
    }
    let dv = new_dec(vm, &d);
    vm.call(&Value::Type(cls), &[dv], &[])
}

// ----- text -----

fn capitals(vm: &Vm) -> bool {
    read_ctx(&current_context(vm)).capitals
}

fn repr(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let x = this(args)?;
    let caps = capitals(vm);
    Ok(Value::string(format!("Decimal('{}')", number::to_string(vm, &x, false, caps)?)))
}

fn str_(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let x = this(args)?;
    let caps = capitals(vm);
    Ok(Value::string(number::to_string(vm, &x, false, caps)?))
}

fn to_eng_string(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let x = this(args)?;
    let ctx = context_arg(vm, args, kw, 1)?;
    let caps = read_ctx(&ctx).capitals;
    Ok(Value::string(number::to_string(vm, &x, true, caps)?))
}

fn copy(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let x = this(args)?;
    Ok(new_dec(vm, &x))
}

fn imag(vm: &mut Vm, _args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(new_dec(vm, &Dec::zero()))
}

// ----- queries -----

fn adjusted(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(this(args)?.adjusted()))
}

fn as_tuple(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let x = this(args)?;
    let digits: Vec<Value> = if x.is_inf() {
        vec![Value::Int(0)]
    } else if x.is_nan() && x.coef.is_zero() {
        vec![]
    } else {
        crate::types::bigint_text::to_decimal(vm, &x.coef)?.bytes().map(|b| Value::Int(i64::from(b - b'0'))).collect()
    };
    let exp = match x.kind {
        Kind::Finite => Value::Int(x.exp),
        Kind::Inf => Value::str("F"),
        Kind::NaN => Value::str("n"),
        Kind::SNaN => Value::str("N"),
    };
    let parts = [Value::Int(i64::from(x.neg)), Value::tuple(digits), exp];
    match module_attr(vm, "DecimalTuple") {
        Some(cls) => vm.call(&cls, &parts, &[]),
        None => Ok(Value::tuple(parts.to_vec())),
    }
}

fn as_integer_ratio(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let x = this(args)?;
    match x.kind {
        Kind::NaN | Kind::SNaN => return Err(PyErr::value_error("cannot convert NaN to integer ratio")),
        Kind::Inf => return Err(PyErr::overflow("cannot convert Infinity to integer ratio")),
        Kind::Finite => {}
    }
    let ctx = current_context(vm);
    let mut env = Env { vm, ctx: read_ctx(&ctx), conds: 0 };
    let shift = x.exp.unsigned_abs();
    let p = env.pow10(shift)?;
    let (mut n, mut d) = if x.exp >= 0 { (env.mul(&x.coef, &p)?, BigUint::one()) } else { (x.coef.clone(), p) };
    if n.is_zero() {
        d = BigUint::one();
    }
    // Only 2 and 5 can divide 10**k: strip those (CPython's own method), which is linear
    // where a general gcd of million-digit numbers is quadratic.
    if x.exp < 0 && !n.is_zero() {
        let twos = n.trailing_zeros().unwrap_or(0).min(shift);
        n >>= twos;
        d >>= twos;
        let five = BigUint::from(5u32);
        let mut fives = 0u64;
        // Divide out powers 5**(2**j) from the largest that might fit down (a logarithmic
        // number of charged divisions).
        let mut powers = vec![five.clone()];
        while powers.len() < 64 && (1u64 << powers.len()) <= shift {
            let last = &powers[powers.len() - 1];
            if last.bits() * 2 > n.bits() + 1 {
                break;
            }
            let next = env.mul(last, last)?;
            powers.push(next);
        }
        for (j, p5) in powers.iter().enumerate().rev() {
            if fives + (1u64 << j) > shift {
                continue;
            }
            let (q, r) = env.div_rem(&n, p5)?;
            if r.is_zero() {
                n = q;
                fives += 1 << j;
            }
        }
        if fives > 0 {
            let p5 = crate::types::bigint_steps::pow(env.vm, &num_bigint::BigInt::from(5u32), fives)?;
            d = env.div_rem(&d, p5.magnitude())?.0;
        }
    }
    let n = BigInt::from(n);
    let n = if x.neg { -n } else { n };
    Ok(Value::tuple(vec![Value::from_bigint(n), Value::from_bigint(BigInt::from(d))]))
}

fn pred(args: &[Value], f: impl Fn(&Dec) -> bool) -> PyResult<Value> {
    Ok(Value::Bool(f(&this(args)?)))
}
fn is_canonical(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    pred(args, |_| true)
}
fn is_finite(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    pred(args, |x| x.is_finite())
}
fn is_infinite(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    pred(args, |x| x.is_inf())
}
fn is_nan(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    pred(args, |x| x.is_nan())
}
fn is_qnan(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    pred(args, |x| x.kind == Kind::NaN)
}
fn is_snan(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    pred(args, |x| x.kind == Kind::SNaN)
}
fn is_signed(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    pred(args, |x| x.neg)
}
fn is_zero(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    pred(args, |x| x.is_zero())
}
fn is_normal(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let c = read_ctx(&context_arg(vm, args, kw, 1)?);
    pred(args, |x| x.is_finite() && !x.is_zero() && x.adjusted() >= c.emin)
}
fn is_subnormal(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let c = read_ctx(&context_arg(vm, args, kw, 1)?);
    pred(args, |x| x.is_finite() && !x.is_zero() && x.adjusted() < c.emin)
}

fn number_class(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let x = this(args)?;
    let c = read_ctx(&context_arg(vm, args, kw, 1)?);
    let sign = if x.neg { "-" } else { "+" };
    let name = match x.kind {
        Kind::NaN => return Ok(Value::str("NaN")),
        Kind::SNaN => return Ok(Value::str("sNaN")),
        Kind::Inf => "Infinity",
        Kind::Finite if x.is_zero() => "Zero",
        Kind::Finite if x.adjusted() < c.emin => "Subnormal",
        Kind::Finite => "Normal",
    };
    Ok(Value::string(format!("{}{}", sign, name)))
}

fn radix(vm: &mut Vm, _args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(new_dec(vm, &Dec::from_i64(10)))
}

/// The second operand of a method (ints accepted, others a TypeError like CPython's).
pub fn other_arg(vm: &Vm, v: Option<&Value>) -> PyResult<Dec> {
    let v = v.cloned().unwrap_or(Value::None);
    operand(&v).ok_or_else(|| PyErr::type_error(format!("conversion from {} to Decimal is not supported", vm.type_name(&v))))
}

fn same_quantum(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (a, b) = (this(args)?, other_arg(vm, args.get(1))?);
    let same = match (a.kind, b.kind) {
        (Kind::Finite, Kind::Finite) => a.exp == b.exp,
        (x, y) => (a.is_nan() && b.is_nan()) || (x == Kind::Inf && y == Kind::Inf),
    };
    Ok(Value::Bool(same))
}

fn copy_abs(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let x = this(args)?.with_sign(false);
    Ok(new_dec(vm, &x))
}
fn copy_negate(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let x = this(args)?.negated();
    Ok(new_dec(vm, &x))
}
fn copy_sign(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let b = other_arg(vm, args.get(1))?;
    let x = this(args)?.with_sign(b.neg);
    Ok(new_dec(vm, &x))
}

// ----- operations taking a context -----

/// The `context` argument at position `pos` (counting self) or by keyword.
fn context_arg(vm: &Vm, args: &[Value], kw: &KwArgs, pos: usize) -> PyResult<Value> {
    let given = args.get(pos).or_else(|| kw.iter().find(|(k, _)| &**k == "context").map(|(_, v)| v));
    pick_context(vm, given)
}

/// Runs a one-operand operation on self in the method's context.
fn unary(vm: &mut Vm, args: &[Value], kw: &KwArgs, f: fn(&mut Env, &Dec) -> PyResult<Dec>) -> PyResult<Value> {
    let x = this(args)?;
    let ctx = context_arg(vm, args, kw, 1)?;
    let r = run(vm, &ctx, |env: &mut Env| f(env, &x))?;
    Ok(new_dec(vm, &r))
}

/// Runs a two-operand operation in the method's context.
fn binary(vm: &mut Vm, args: &[Value], kw: &KwArgs, f: fn(&mut Env, &Dec, &Dec) -> PyResult<Dec>) -> PyResult<Value> {
    let x = this(args)?;
    let other = args.get(1).or_else(|| kw.iter().find(|(k, _)| &**k == "other").map(|(_, v)| v));
    let y = other_arg(vm, other)?;
    let ctx = context_arg(vm, args, kw, 2)?;
    let r = run(vm, &ctx, |env: &mut Env| f(env, &x, &y))?;
    Ok(new_dec(vm, &r))
}

pub fn compare(env: &mut Env, a: &Dec, b: &Dec) -> PyResult<Dec> {
    if let Some(n) = round::check_nans(env, a, Some(b))? {
        return Ok(n);
    }
    Ok(Dec::from_i64(match arith::cmp(a, b) {
        std::cmp::Ordering::Less => -1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    }))
}
fn compare_signal(env: &mut Env, a: &Dec, b: &Dec) -> PyResult<Dec> {
    if a.is_nan() || b.is_nan() {
        return Ok(env.invalid(round::INVALID_OPERATION));
    }
    compare(env, a, b)
}
pub fn max(env: &mut Env, a: &Dec, b: &Dec) -> PyResult<Dec> {
    arith::max_min(env, a, b, true, false)
}
pub fn min(env: &mut Env, a: &Dec, b: &Dec) -> PyResult<Dec> {
    arith::max_min(env, a, b, false, false)
}
fn max_mag(env: &mut Env, a: &Dec, b: &Dec) -> PyResult<Dec> {
    arith::max_min(env, a, b, true, true)
}
fn min_mag(env: &mut Env, a: &Dec, b: &Dec) -> PyResult<Dec> {
    arith::max_min(env, a, b, false, true)
}

pub fn normalize(env: &mut Env, x: &Dec) -> PyResult<Dec> {
    if let Some(n) = round::check_nans(env, x, None)? {
        return Ok(n);
    }
    let r = round::finalize(env, x.clone())?;
    if !r.is_finite() {
        return Ok(r);
    }
    if r.is_zero() {
        return Ok(Dec::finite(r.neg, BigUint::zero(), 0));
    }
    let limit = if env.ctx.clamp { env.ctx.etop() } else { env.ctx.emax };
    env.work(r.digits())?;
    let (c, e) = round::strip_to_ideal(r.coef, r.exp, limit);
    Ok(Dec::finite(r.neg, c, e))
}

fn logb(env: &mut Env, x: &Dec) -> PyResult<Dec> {
    if let Some(n) = round::check_nans(env, x, None)? {
        return Ok(n);
    }
    if x.is_inf() {
        return Ok(Dec::inf(false));
    }
    if x.is_zero() {
        env.raise(round::DIVISION_BY_ZERO);
        return Ok(Dec::inf(true));
    }
    round::finalize(env, Dec::from_i64(x.adjusted()))
}

fn scaleb(env: &mut Env, a: &Dec, b: &Dec) -> PyResult<Dec> {
    if let Some(n) = round::check_nans(env, a, Some(b))? {
        return Ok(n);
    }
    let limit = 2 * (env.ctx.emax as i128 + env.ctx.prec as i128);
    let shift = if b.is_finite() && b.exp == 0 { b.coef.to_i64().map(|v| if b.neg { -v } else { v }) } else { None };
    let Some(shift) = shift.filter(|s| (s.unsigned_abs() as i128) <= limit) else {
        return Ok(env.invalid(round::INVALID_OPERATION));
    };
    if a.is_inf() {
        return Ok(a.clone());
    }
    round::finalize(env, Dec { exp: a.exp.saturating_add(shift), ..a.clone() })
}

pub fn to_integral_value(env: &mut Env, x: &Dec) -> PyResult<Dec> {
    let mode = env.ctx.rounding;
    arith::to_integral(env, x, mode, false)
}

macro_rules! unary_method {
    ($name:ident, $f:expr) => {
        fn $name(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
            unary(vm, args, kw, $f)
        }
    };
}
macro_rules! binary_method {
    ($name:ident, $f:expr) => {
        fn $name(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
            binary(vm, args, kw, $f)
        }
    };
}
unary_method!(m_sqrt, transc::sqrt);
unary_method!(m_exp, transc::exp);
unary_method!(m_ln, transc::ln);
unary_method!(m_log10, transc::log10);
unary_method!(m_logb, logb);
unary_method!(m_normalize, normalize);
unary_method!(m_next_plus, next_plus);
unary_method!(m_next_minus, next_minus);
binary_method!(m_compare, compare);
binary_method!(m_compare_signal, compare_signal);
binary_method!(m_max, max);
binary_method!(m_min, min);
binary_method!(m_max_mag, max_mag);
binary_method!(m_min_mag, min_mag);
binary_method!(m_scaleb, scaleb);
binary_method!(m_remainder_near, arith::remainder_near);

/// The `rounding` argument: a ROUND_* string, or None for the context's.
fn rounding_arg(v: Option<&Value>) -> PyResult<Option<Rounding>> {
    match v {
        None | Some(Value::None) => Ok(None),
        Some(Value::Str(s)) => match round::rounding_from_name(&s.s) {
            Some(r) => Ok(Some(r)),
            None => Err(PyErr::type_error("valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]")),
        },
        Some(_) => Err(PyErr::type_error("valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]")),
    }
}

/// `quantize(exp, rounding=None, context=None)`.
fn m_quantize(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let x = this(args)?;
    let (_, [exp], [rounding, context]) = QUANTIZE.bind_method(args, kw)?;
    let q = other_arg(vm, Some(exp))?;
    let mode = rounding_arg(rounding)?;
    let ctx = pick_context(vm, context)?;
    let r = run(vm, &ctx, |env: &mut Env| {
        let m = mode.unwrap_or(env.ctx.rounding);
        arith::quantize(env, &x, &q, m)
    })?;
    Ok(new_dec(vm, &r))
}

fn integral(vm: &mut Vm, args: &[Value], kw: &KwArgs, exact: bool) -> PyResult<Value> {
    let x = this(args)?;
    let (_, [], [rounding, context]) = TO_INTEGRAL.bind_method(args, kw)?;
    let mode = rounding_arg(rounding)?;
    let ctx = pick_context(vm, context)?;
    let r = run(vm, &ctx, |env: &mut Env| {
        let m = mode.unwrap_or(env.ctx.rounding);
        arith::to_integral(env, &x, m, exact)
    })?;
    Ok(new_dec(vm, &r))
}
fn m_to_integral_value(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    integral(vm, args, kw, false)
}
fn m_to_integral_exact(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    integral(vm, args, kw, true)
}

fn m_fma(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let x = this(args)?;
    let b = other_arg(vm, args.get(1))?;
    let c = other_arg(vm, args.get(2))?;
    let ctx = context_arg(vm, args, kw, 3)?;
    let r = run(vm, &ctx, |env: &mut Env| super::natives::fma(env, &x, &b, &c))?;
    Ok(new_dec(vm, &r))
}

/// The next representable number above (`up`) or below `x` in the context; raises no
/// conditions except for signaling NaNs.
fn next_toward_inf(env: &mut Env, x: &Dec, up: bool) -> PyResult<Dec> {
    if let Some(n) = round::check_nans(env, x, None)? {
        return Ok(n);
    }
    if x.is_inf() {
        if x.neg == up {
            let p = env.pow10(env.ctx.prec_u())?;
            return Ok(Dec::finite(x.neg, p - 1u32, env.ctx.etop()));
        }
        return Ok(x.clone());
    }
    let saved = (env.ctx.rounding, env.conds);
    env.ctx.rounding = if up { Rounding::Ceiling } else { Rounding::Floor };
    let fitted = round::finalize(env, x.clone());
    let result = match fitted {
        Ok(f) if arith::cmp(&f, x) != std::cmp::Ordering::Equal => Ok(f),
        Ok(_) => {
            let tiny = Dec::finite(!up, BigUint::one(), env.ctx.etiny() - 1);
            arith::add(env, x, &tiny, false)
        }
        Err(e) => Err(e),
    };
    env.ctx.rounding = saved.0;
    env.conds = saved.1;
    result
}

fn next_plus(env: &mut Env, x: &Dec) -> PyResult<Dec> {
    next_toward_inf(env, x, true)
}

fn next_minus(env: &mut Env, x: &Dec) -> PyResult<Dec> {
    next_toward_inf(env, x, false)
}

/// The total order of `compare_total`: sign first, then (by magnitude, reversed for
/// negatives) finite < infinity < sNaN < NaN, equal values by exponent, NaNs by payload.
fn total_order(a: &Dec, b: &Dec) -> std::cmp::Ordering {
    use std::cmp::Ordering::*;
    if a.neg != b.neg {
        return if a.neg { Less } else { Greater };
    }
    let rank = |d: &Dec| match d.kind {
        Kind::Finite | Kind::Inf => 0,
        Kind::SNaN => 1,
        Kind::NaN => 2,
    };
    let mag = match rank(a).cmp(&rank(b)) {
        Equal if a.is_nan() => a.coef.cmp(&b.coef),
        Equal => {
            let (x, y) = (a.clone().with_sign(false), b.clone().with_sign(false));
            match arith::cmp(&x, &y) {
                Equal if a.is_finite() => a.exp.cmp(&b.exp),
                o => o,
            }
        }
        o => o,
    };
    if a.neg {
        mag.reverse()
    } else {
        mag
    }
}

fn total(vm: &mut Vm, args: &[Value], by_mag: bool) -> PyResult<Value> {
    let mut a = this(args)?;
    let mut b = other_arg(vm, args.get(1))?;
    if by_mag {
        a.neg = false;
        b.neg = false;
    }
    let v = match total_order(&a, &b) {
        std::cmp::Ordering::Less => -1,
        std::cmp::Ordering::Equal => 0,
        std::cmp::Ordering::Greater => 1,
    };
    Ok(new_dec(vm, &Dec::from_i64(v)))
}

fn compare_total(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    total(vm, args, false)
}

fn compare_total_mag(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    total(vm, args, true)
}

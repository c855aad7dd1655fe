//! The operator methods of `Decimal`: arithmetic (with ints; other operand types get
//! NotImplemented so the VM reports CPython's message, which names `decimal.Decimal`),
//! comparisons (exact, also against floats and Fractions), hashing and the conversions
//! to int / float / complex and rounding.

use std::cmp::Ordering;

use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive};

use super::number::{from_f64, Dec, Kind};
use super::round::{self, Env, Rounding};
use super::{arith, as_dec, current_context, new_dec, run, signal, transc};
use crate::error::{PyErr, PyResult};
use crate::types::num::as_int;
use crate::types::Method;
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

pub const METHODS: &[Method] = &[
    ("__add__", add),
    ("__radd__", radd),
    ("__sub__", sub),
    ("__rsub__", rsub),
    ("__mul__", mul),
    ("__rmul__", rmul),
    ("__truediv__", truediv),
    ("__rtruediv__", rtruediv),
    ("__floordiv__", floordiv),
    ("__rfloordiv__", rfloordiv),
    ("__mod__", modulo),
    ("__rmod__", rmodulo),
    ("__divmod__", divmod),
    ("__rdivmod__", rdivmod),
    ("__pow__", power),
    ("__rpow__", rpower),
    ("__neg__", neg),
    ("__pos__", pos),
    ("__abs__", abs),
    ("__eq__", eq),
    ("__ne__", ne),
    ("__lt__", lt),
    ("__le__", le),
    ("__gt__", gt),
    ("__ge__", ge),
    ("__hash__", hash),
    ("__bool__", bool_),
    ("__int__", int),
    ("__trunc__", int),
    ("__floor__", floor),
    ("__ceil__", ceil),
    ("__float__", float),
    ("__complex__", complex),
    ("__round__", round_),
];

/// The value of `self` (the first argument).
pub fn this(args: &[Value]) -> PyResult<Dec> {
    args.first().and_then(as_dec).ok_or_else(|| PyErr::type_error("descriptor requires a 'decimal.Decimal' object"))
}

/// An int as an exact decimal.
pub fn from_int(i: &BigInt) -> Dec {
    Dec::finite(i.is_negative(), i.magnitude().clone(), 0)
}

/// An arithmetic operand: a Decimal or an int (ints subclasses included).
pub fn operand(v: &Value) -> Option<Dec> {
    if let Some(d) = as_dec(v) {
        return Some(d);
    }
    if let Some(i) = as_int(v) {
        return Some(from_int(&i.to_big()));
    }
    if let Value::Instance(inst) = v {
        if let Some(i) = as_int(&inst.base_value.borrow()) {
            return Some(from_int(&i.to_big()));
        }
    }
    None
}

#[derive(Clone, Copy)]
enum Op {
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
    Mod,
    DivMod,
    Pow,
}

fn apply(vm: &mut Vm, op: Op, a: &Dec, b: &Dec) -> PyResult<Value> {
    let ctx = current_context(vm);
    let (x, y) = run(vm, &ctx, |env: &mut Env| -> PyResult<(Dec, Option<Dec>)> {
        Ok(match op {
            Op::Add => (arith::add(env, a, b, false)?, None),
            Op::Sub => (arith::add(env, a, b, true)?, None),
            Op::Mul => (arith::mul(env, a, b)?, None),
            Op::Div => (arith::div(env, a, b)?, None),
            Op::FloorDiv => (arith::divmod(env, a, b, 0)?.0, None),
            Op::Mod => (arith::divmod(env, a, b, 1)?.0, None),
            Op::DivMod => {
                let (q, r) = arith::divmod(env, a, b, 2)?;
                (q, Some(r))
            }
            Op::Pow => (transc::pow(env, a, b)?, None),
        })
    })?;
    Ok(match y {
        Some(r) => Value::tuple(vec![new_dec(vm, &x), new_dec(vm, &r)]),
        None => new_dec(vm, &x),
    })
}

fn binary(vm: &mut Vm, args: &[Value], op: Op, reflected: bool) -> PyResult<Value> {
    let a = this(args)?;
    let Some(b) = args.get(1).and_then(operand) else { return Ok(Value::NotImplemented) };
    if reflected {
        apply(vm, op, &b, &a)
    } else {
        apply(vm, op, &a, &b)
    }
}

macro_rules! binop {
    ($name:ident, $rname:ident, $op:expr) => {
        fn $name(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
            binary(vm, args, $op, false)
        }
        fn $rname(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
            binary(vm, args, $op, true)
        }
    };
}

binop!(add, radd, Op::Add);
binop!(sub, rsub, Op::Sub);
binop!(mul, rmul, Op::Mul);
binop!(truediv, rtruediv, Op::Div);
binop!(floordiv, rfloordiv, Op::FloorDiv);
binop!(modulo, rmodulo, Op::Mod);
binop!(divmod, rdivmod, Op::DivMod);
binop!(power_plain, rpower, Op::Pow);

/// `pow(self, other[, modulo])`.
fn power(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    match args.get(2) {
        None | Some(Value::None) => power_plain(vm, args, kw),
        Some(m) => {
            let (a, b) = (this(args)?, args.get(1).and_then(operand));
            let (Some(b), Some(m)) = (b, operand(m)) else { return Ok(Value::NotImplemented) };
            modular_pow(vm, &a, &b, &m)
        }
    }
}

/// Three-argument pow: all integral, result `a**b % m` with the sign of `a`.
fn modular_pow(vm: &mut Vm, a: &Dec, b: &Dec, m: &Dec) -> PyResult<Value> {
    let ctx = current_context(vm);
    let r = run(vm, &ctx, |env: &mut Env| -> PyResult<Dec> {
        let ok = [a, b, m].iter().all(|d| d.is_integral()) && !b.neg && !m.is_zero();
        if !ok {
            return Ok(env.invalid(round::INVALID_OPERATION));
        }
        let int = |env: &mut Env, d: &Dec| -> PyResult<BigUint> {
            let shift = d.exp.max(0) as u64;
            let c = if d.exp >= 0 {
                let p = env.pow10(shift)?;
                env.mul(&d.coef, &p)?
            } else {
                let p = env.pow10(d.exp.unsigned_abs())?;
                env.div_rem(&d.coef, &p)?.0
            };
            Ok(c)
        };
        let (x, y, n) = (int(env, a)?, int(env, b)?, int(env, m)?);
        if super::number::digits(&n) as i64 > env.ctx.prec {
            return Ok(env.invalid(round::INVALID_OPERATION));
        }
        env.work(super::number::digits(&n).saturating_mul(y.bits()))?;
        let neg = a.neg && y.is_odd();
        let r = crate::types::bigint_steps::modpow(env.vm, &x, &y, &n)?;
        Ok(Dec::finite(neg, r, 0))
    })?;
    Ok(new_dec(vm, &r))
}

/// `-x`, `+x` and `abs(x)` in the current context (`which` 0, 1, 2).
pub fn unary(vm: &mut Vm, x: &Dec, which: u8, ctx: &Value) -> PyResult<Dec> {
    run(vm, ctx, |env: &mut Env| {
        if let Some(n) = round::check_nans(env, x, None)? {
            return Ok(n);
        }
        let mut d = x.clone();
        d.neg = match which {
            0 => !x.neg,
            1 => x.neg,
            _ => false,
        };
        if d.is_zero() && which != 2 {
            d.neg = d.neg && env.ctx.rounding == Rounding::Floor;
        }
        round::finalize(env, d)
    })
}

fn un(vm: &mut Vm, args: &[Value], which: u8) -> PyResult<Value> {
    let x = this(args)?;
    let ctx = current_context(vm);
    let r = unary(vm, &x, which, &ctx)?;
    Ok(new_dec(vm, &r))
}
fn neg(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    un(vm, args, 0)
}
fn pos(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    un(vm, args, 1)
}
fn abs(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    un(vm, args, 2)
}

// ----- comparisons -----

/// The other side of a comparison, exactly; `float` tells whether it was a float.
fn comparand(v: &Value) -> PyResult<Option<(Dec, bool)>> {
    if let Some(d) = operand(v) {
        return Ok(Some((d, false)));
    }
    match v {
        Value::Float(f) => return Ok(Some((from_f64(*f), true))),
        Value::Instance(inst) => {
            if let Value::Float(f) = &*inst.base_value.borrow() {
                return Ok(Some((from_f64(*f), true)));
            }
        }
        _ => {}
    }
    Ok(None)
}

/// Compares `self` with `other` for the rich comparison `op` (0 <, 1 <=, 2 ==, 3 !=, 4 >, 5 >=).
fn compare(vm: &mut Vm, args: &[Value], op: u8) -> PyResult<Value> {
    let a = this(args)?;
    let other = args.get(1).cloned().unwrap_or(Value::None);
    let (b, is_float, scale) = match comparand(&other)? {
        Some((b, f)) => (b, f, None),
        None => match super::super::fractions::fraction_value(&other)? {
            Some(q) => (from_int(&q.n), false, Some(q.d)),
            None => return Ok(Value::NotImplemented),
        },
    };
    // A Fraction n/d compares as a*d against n.
    let a = match &scale {
        Some(d) if a.is_finite() => Dec::finite(a.neg, &a.coef * d.magnitude(), a.exp),
        _ => a,
    };
    let equality = op == 2 || op == 3;
    let mut conds = if is_float { round::FLOAT_OPERATION } else { 0 };
    let result = if a.is_nan() || b.is_nan() {
        if !equality || a.kind == Kind::SNaN || b.kind == Kind::SNaN {
            conds |= round::INVALID_OPERATION;
        }
        op == 3
    } else {
        let o = arith::cmp(&a, &b);
        match op {
            0 => o == Ordering::Less,
            1 => o != Ordering::Greater,
            2 => o == Ordering::Equal,
            3 => o != Ordering::Equal,
            4 => o == Ordering::Greater,
            _ => o != Ordering::Less,
        }
    };
    if conds != 0 {
        let ctx = current_context(vm);
        // Equality with a float only records FloatOperation, never traps it.
        if equality && conds == round::FLOAT_OPERATION {
            if let Value::Instance(inst) = &ctx {
                let flags = match inst.dict.borrow().get("_flags") {
                    Some(Value::Int(i)) => *i,
                    _ => 0,
                };
                inst.dict.borrow_mut().insert("_flags".into(), Value::Int(flags | i64::from(conds)));
            }
        } else {
            signal(vm, &ctx, conds)?;
        }
    }
    Ok(Value::Bool(result))
}

macro_rules! cmpop {
    ($name:ident, $op:expr) => {
        fn $name(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
            compare(vm, args, $op)
        }
    };
}
cmpop!(lt, 0);
cmpop!(le, 1);
cmpop!(eq, 2);
cmpop!(ne, 3);
cmpop!(gt, 4);
cmpop!(ge, 5);

// ----- hashing and conversions -----

const HASH_MODULUS: u64 = (1 << 61) - 1;

fn hash(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let x = this(args)?;
    let h: i64 = match x.kind {
        Kind::SNaN => return Err(PyErr::type_error("Cannot hash a signaling NaN value")),
        Kind::NaN => 0,
        Kind::Inf => 314_159,
        Kind::Finite => {
            let p = BigUint::from(HASH_MODULUS);
            let ten = BigUint::from(10u32);
            let factor = if x.exp >= 0 {
                ten.modpow(&BigUint::from(x.exp as u64), &p)
            } else {
                let inv = ten.modpow(&(&p - 2u32), &p);
                inv.modpow(&BigUint::from(x.exp.unsigned_abs()), &p)
            };
            ((&x.coef % &p) * factor % &p).to_i64().unwrap_or(0)
        }
    };
    let h = if x.neg { -h } else { h };
    Ok(Value::Int(if h == -1 { -2 } else { h }))
}

fn bool_(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Bool(!this(args)?.is_zero()))
}

/// The integer value of a finite decimal rounded by `mode`.
pub fn to_int(vm: &mut Vm, x: &Dec, mode: Rounding) -> PyResult<Value> {
    match x.kind {
        Kind::NaN | Kind::SNaN => return Err(PyErr::value_error("cannot convert NaN to integer")),
        Kind::Inf => return Err(PyErr::overflow("cannot convert Infinity to integer")),
        Kind::Finite => {}
    }
    let ctx = current_context(vm);
    let mut env = Env { vm, ctx: super::read_ctx(&ctx), conds: 0 };
    let c = if x.exp >= 0 {
        round::shift_left(&mut env, &x.coef, x.exp as u64)?
    } else {
        round::round_digits(&mut env, &x.coef, x.exp.unsigned_abs(), mode, x.neg)?.0
    };
    let i = BigInt::from_biguint(if x.neg { Sign::Minus } else { Sign::Plus }, c);
    Ok(Value::from_bigint(i))
}

fn int(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    to_int(vm, &this(args)?, Rounding::Down)
}
fn floor(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    to_int(vm, &this(args)?, Rounding::Floor)
}
fn ceil(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    to_int(vm, &this(args)?, Rounding::Ceiling)
}

pub fn to_f64(vm: &mut Vm, x: &Dec) -> PyResult<f64> {
    if x.kind == Kind::SNaN {
        return Err(PyErr::value_error("cannot convert signaling NaN to float"));
    }
    if x.is_nan() {
        return Ok(if x.neg { -f64::NAN } else { f64::NAN });
    }
    let text = super::number::to_string(vm, x, false, true)?;
    Ok(text.parse::<f64>().unwrap_or(0.0))
}

fn float(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Float(to_f64(vm, &this(args)?)?))
}

fn complex(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let re = to_f64(vm, &this(args)?)?;
    Ok(Value::complex(re, 0.0))
}

/// `round(self)` (half-even to an int) or `round(self, n)` (quantize to `10**-n`).
fn round_(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let x = this(args)?;
    match args.get(1) {
        None | Some(Value::None) => {
            if x.is_nan() {
                return Err(PyErr::value_error("cannot convert NaN to integer"));
            }
            if x.is_inf() {
                return Err(PyErr::overflow("cannot convert Infinity to integer"));
            }
            to_int(vm, &x, Rounding::HalfEven)
        }
        Some(n) => {
            let Some(n) = as_int(n).map(|i| i.to_big()) else {
                return Err(PyErr::type_error("optional arg must be an integer"));
            };
            let e = n.to_i64().and_then(|v| v.checked_neg()).unwrap_or(if n.is_negative() { i64::MAX } else { i64::MIN });
            let q = Dec::finite(false, BigUint::one(), e);
            let ctx = current_context(vm);
            let r = run(vm, &ctx, |env: &mut Env| {
                let mode = env.ctx.rounding;
                arith::quantize(env, &x, &q, mode)
            })?;
            Ok(new_dec(vm, &r))
        }
    }
}

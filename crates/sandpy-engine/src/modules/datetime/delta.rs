//! `datetime.timedelta`: a signed duration kept as total microseconds, normalized to
//! (days, seconds, microseconds) like CPython, with its float-component rounding, the
//! arithmetic with ints, floats and other timedeltas, and the reprs.

use std::rc::Rc;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{Signed, ToPrimitive, Zero};

use super::calendar::{US_PER_DAY, US_PER_SEC};
use super::{native_instance, types, DtTypes, Kind};
use crate::builtins::signature::Signature;
use crate::compile::bytecode::BinOp;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::num::{as_int, hash_int, hash_tuple, int_binop, IntRef};
use crate::types::Method;
use crate::value::{KwArgs, NativeFn, PyType, Value};
use crate::vm::Vm;

pub const MAX_DAYS: i64 = 999_999_999;

pub const METHODS: &[Method] = &[
    ("__new__", delta_new),
    ("__repr__", delta_repr),
    ("__str__", delta_str),
    ("__hash__", delta_hash),
    ("__bool__", delta_bool),
    ("__eq__", delta_eq),
    ("__ne__", delta_ne),
    ("__lt__", delta_lt),
    ("__le__", delta_le),
    ("__gt__", delta_gt),
    ("__ge__", delta_ge),
    ("__add__", delta_add),
    ("__radd__", delta_radd),
    ("__sub__", delta_sub),
    ("__rsub__", delta_rsub),
    ("__mul__", delta_mul),
    ("__rmul__", delta_rmul),
    ("__truediv__", delta_truediv),
    ("__floordiv__", delta_floordiv),
    ("__mod__", delta_mod),
    ("__divmod__", delta_divmod),
    ("__neg__", delta_neg),
    ("__pos__", delta_pos),
    ("__abs__", delta_abs),
    ("total_seconds", total_seconds),
];

pub const PROPERTIES: &[(&str, NativeFn)] = &[("days", days), ("seconds", seconds), ("microseconds", microseconds)];

// ----- state -----

/// The state of a timedelta of `us` microseconds.
pub fn state(us: i128) -> Value {
    match i64::try_from(us) {
        Ok(i) => Value::Int(i),
        Err(_) => Value::big(BigInt::from(us)),
    }
}

fn us_of_state(native: &Value) -> i128 {
    match native {
        Value::Int(i) => *i as i128,
        Value::BigInt(b) => b.to_i128().unwrap_or(0),
        _ => 0,
    }
}

/// The microseconds of `v` when it is a timedelta (or subclass).
pub fn as_delta(vm: &Vm, v: &Value) -> Option<i128> {
    delta_in(&types(vm), v)
}

/// [`as_delta`] with the classes at hand.
pub fn delta_in(t: &DtTypes, v: &Value) -> Option<i128> {
    match t.kind(v) {
        Some((Kind::Delta, inst)) => Some(us_of_state(&inst.native)),
        _ => None,
    }
}

/// (days, seconds, microseconds) of a duration, seconds and microseconds non-negative.
pub fn split(us: i128) -> (i128, i64, i64) {
    let day = US_PER_DAY as i128;
    let days = us.div_euclid(day);
    let rem = us.rem_euclid(day) as i64;
    (days, rem / US_PER_SEC, rem % US_PER_SEC)
}

/// OverflowError unless the duration's days fit CPython's range.
fn check_range(us: i128) -> PyResult<()> {
    let (days, _, _) = split(us);
    if days > i32::MAX as i128 || days < i32::MIN as i128 {
        return Err(PyErr::overflow("Python int too large to convert to C int"));
    }
    if days.abs() > MAX_DAYS as i128 {
        return Err(PyErr::overflow(format!("days={}; must have magnitude <= 999999999", days)));
    }
    Ok(())
}

/// A new plain `timedelta` (range-checked).
pub fn new(vm: &Vm, us: i128) -> PyResult<Value> {
    new_in(&types(vm), us)
}

/// [`new`] with the classes at hand.
pub fn new_in(t: &DtTypes, us: i128) -> PyResult<Value> {
    check_range(us)?;
    Ok(native_instance(&t.timedelta, state(us)))
}

fn new_of_class(vm: &mut Vm, cls: &Rc<PyType>, us: i128) -> PyResult<Value> {
    check_range(us)?;
    Ok(vm.new_native_instance(cls, state(us)))
}

fn new_big(vm: &Vm, us: &BigInt) -> PyResult<Value> {
    match us.to_i128() {
        Some(u) => new(vm, u),
        None => Err(PyErr::overflow("Python int too large to convert to C int")),
    }
}

// ----- constructor -----

const COMPONENTS: [(&str, i64); 7] = [
    ("days", US_PER_DAY),
    ("seconds", US_PER_SEC),
    ("microseconds", 1),
    ("milliseconds", 1000),
    ("minutes", 60 * US_PER_SEC),
    ("hours", 3600 * US_PER_SEC),
    ("weeks", 7 * US_PER_DAY),
];

/// Order CPython sums the components in (microseconds first), as indexes into COMPONENTS.
const SUM_ORDER: [usize; 7] = [2, 3, 1, 4, 5, 0, 6];

fn delta_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let Some(Value::Type(cls)) = args.first() else { return Err(PyErr::type_error("timedelta.__new__(X): X is not a type object")) };
    let (_, [], bound) =
        Signature::clinic("", "__new__", [], ["days", "seconds", "microseconds", "milliseconds", "minutes", "hours", "weeks"])
            .bind_method(args, kw)?;
    let mut sum: i128 = 0;
    let mut leftover = 0.0f64;
    for i in SUM_ORDER {
        if let Some(v) = bound[i] {
            accumulate(vm, &mut sum, &mut leftover, v, COMPONENTS[i].1, COMPONENTS[i].0)?;
        }
    }
    if leftover != 0.0 {
        let mut whole = leftover.round();
        if (whole - leftover).abs() == 0.5 {
            // Exactly halfway: round half to even, counting the integer part's parity.
            let odd = (sum & 1) as f64;
            whole = 2.0 * ((leftover + odd) * 0.5).round() - odd;
        }
        sum = sum.checked_add(whole as i128).ok_or_else(too_large)?;
    }
    new_of_class(vm, cls, sum)
}

fn too_large() -> PyErr {
    PyErr::overflow("Python int too large to convert to C int")
}

/// Adds `num * factor` to `sum`; the fractional microseconds of floats go to `leftover`.
fn accumulate(vm: &Vm, sum: &mut i128, leftover: &mut f64, num: &Value, factor: i64, tag: &str) -> PyResult<()> {
    let num = match num {
        Value::Instance(inst) if !inst.base_value.borrow().is_none() => inst.base_value.borrow().clone(),
        other => other.clone(),
    };
    if let Some(i) = as_int(&num) {
        let n = match i {
            IntRef::Small(n) => n as i128,
            IntRef::Big(_) => return Err(too_large()),
        };
        *sum = n.checked_mul(factor as i128).and_then(|p| sum.checked_add(p)).ok_or_else(too_large)?;
        return Ok(());
    }
    let Value::Float(d) = num else {
        return Err(PyErr::type_error(format!("unsupported type for timedelta {} component: {}", tag, vm.type_name(&num))));
    };
    let int_part = float_to_i128(d.trunc())?;
    let frac = d - d.trunc();
    *sum = int_part.checked_mul(factor as i128).and_then(|p| sum.checked_add(p)).ok_or_else(too_large)?;
    if frac == 0.0 {
        return Ok(());
    }
    let scaled = factor as f64 * frac;
    let whole = scaled.trunc();
    *sum = sum.checked_add(whole as i128).ok_or_else(too_large)?;
    *leftover += scaled - whole;
    Ok(())
}

fn float_to_i128(f: f64) -> PyResult<i128> {
    if f.is_nan() {
        return Err(PyErr::value_error("cannot convert float NaN to integer"));
    }
    if f.is_infinite() {
        return Err(PyErr::overflow("cannot convert float infinity to integer"));
    }
    if f.abs() >= 1.0e38 {
        return Err(too_large());
    }
    Ok(f as i128)
}

// ----- attributes -----

fn self_us(vm: &Vm, args: &[Value], what: &str) -> PyResult<i128> {
    self_us_in(&types(vm), vm, args, what)
}

fn self_us_in(t: &DtTypes, vm: &Vm, args: &[Value], what: &str) -> PyResult<i128> {
    match args.first().and_then(|v| delta_in(t, v)) {
        Some(us) => Ok(us),
        None => Err(super::wrong_receiver(vm, "timedelta", what, args.first())),
    }
}

fn days(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (d, _, _) = split(self_us(vm, args, "days")?);
    Ok(Value::Int(d as i64))
}

fn seconds(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (_, s, _) = split(self_us(vm, args, "seconds")?);
    Ok(Value::Int(s))
}

fn microseconds(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let (_, _, us) = split(self_us(vm, args, "microseconds")?);
    Ok(Value::Int(us))
}

fn total_seconds(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::positional("timedelta", "total_seconds", [], []).bind_method(args, kw)?;
    let us = self_us(vm, args, "total_seconds")?;
    int_div_float(us, US_PER_SEC as i128)
}

/// Correctly rounded `a / b` of two integers.
fn int_div_float(a: i128, b: i128) -> PyResult<Value> {
    let big = |x: i128| match i64::try_from(x) {
        Ok(i) => (Some(i), None),
        Err(_) => (None, Some(BigInt::from(x))),
    };
    let (sa, ba) = big(a);
    let (sb, bb) = big(b);
    let ra = match (&sa, &ba) {
        (Some(i), _) => IntRef::Small(*i),
        (_, Some(b)) => IntRef::Big(b),
        _ => IntRef::Small(0),
    };
    let rb = match (&sb, &bb) {
        (Some(i), _) => IntRef::Small(*i),
        (_, Some(b)) => IntRef::Big(b),
        _ => IntRef::Small(1),
    };
    int_binop(&ra, &rb, BinOp::TrueDiv)
}

// ----- text -----

/// `datetime.timedelta(days=1, seconds=5)`.
pub fn repr_text(type_name: &str, us: i128) -> String {
    let (d, s, u) = split(us);
    let mut parts = Vec::new();
    if d != 0 {
        parts.push(format!("days={}", d));
    }
    if s != 0 {
        parts.push(format!("seconds={}", s));
    }
    if u != 0 {
        parts.push(format!("microseconds={}", u));
    }
    if parts.is_empty() {
        return format!("{}(0)", type_name);
    }
    format!("{}({})", type_name, parts.join(", "))
}

/// `1 day, 2:03:04.000005`.
pub fn str_text(us: i128) -> String {
    let (d, s, u) = split(us);
    let mut out = String::new();
    if d != 0 {
        out.push_str(&format!("{} day{}, ", d, if d == 1 || d == -1 { "" } else { "s" }));
    }
    out.push_str(&format!("{}:{:02}:{:02}", s / 3600, s % 3600 / 60, s % 60));
    if u != 0 {
        out.push_str(&format!(".{:06}", u));
    }
    out
}

fn delta_repr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let us = self_us(vm, args, "__repr__")?;
    let (this, [], []) = Signature::wrapper("timedelta", "__repr__", [], []).bind_method(args, kw)?;
    Ok(Value::string(repr_text(&vm.type_name(this), us)))
}

fn delta_str(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let us = self_us(vm, args, "__str__")?;
    Signature::wrapper("timedelta", "__str__", [], []).bind_method(args, kw)?;
    Ok(Value::string(str_text(us)))
}

/// CPython hashes a timedelta as the tuple (days, seconds, microseconds).
pub fn hash_of(us: i128) -> i64 {
    let (d, s, u) = split(us);
    hash_tuple(&[hash_int(&IntRef::Small(d as i64)), hash_int(&IntRef::Small(s)), hash_int(&IntRef::Small(u))]) as i64
}

/// The receiver's microseconds for a slot wrapper taking no argument (`__hash__`,
/// `__neg__`…), with CPython's wrapper wording for a wrong count.
fn unary(vm: &Vm, args: &[Value], kw: &KwArgs, what: &'static str) -> PyResult<i128> {
    let a = self_us(vm, args, what)?;
    Signature::wrapper("timedelta", what, [], []).bind_method(args, kw)?;
    Ok(a)
}

/// The receiver's microseconds and the operand of a binary slot wrapper (`__add__`,
/// `__eq__`…), with CPython's wrapper wording for a wrong count.
fn binary<'a>(t: &DtTypes, vm: &Vm, args: &'a [Value], kw: &'a KwArgs, what: &'static str) -> PyResult<(i128, &'a Value)> {
    let a = self_us_in(t, vm, args, what)?;
    let (_, [other], []) = Signature::wrapper("timedelta", what, ["value"], []).bind_method(args, kw)?;
    Ok((a, other))
}

fn delta_hash(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(hash_of(unary(vm, args, kw, "__hash__")?)))
}

fn delta_bool(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Bool(unary(vm, args, kw, "__bool__")? != 0))
}

// ----- comparison -----

fn compare(vm: &mut Vm, args: &[Value], kw: &KwArgs, what: &'static str, test: fn(std::cmp::Ordering) -> bool) -> PyResult<Value> {
    let t = types(vm);
    let (a, other) = binary(&t, vm, args, kw, what)?;
    match delta_in(&t, other) {
        Some(b) => Ok(Value::Bool(test(a.cmp(&b)))),
        None => Ok(Value::NotImplemented),
    }
}

fn delta_eq(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__eq__", |o| o.is_eq())
}
fn delta_ne(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__ne__", |o| o.is_ne())
}
fn delta_lt(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__lt__", |o| o.is_lt())
}
fn delta_le(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__le__", |o| o.is_le())
}
fn delta_gt(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__gt__", |o| o.is_gt())
}
fn delta_ge(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__ge__", |o| o.is_ge())
}

// ----- arithmetic -----

/// The receiver's microseconds and the operand's when it is a timedelta.
fn operands(vm: &Vm, args: &[Value], kw: &KwArgs, what: &'static str) -> PyResult<(i128, Option<i128>)> {
    let t = types(vm);
    let (a, other) = binary(&t, vm, args, kw, what)?;
    Ok((a, delta_in(&t, other)))
}

fn delta_add(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    add(vm, args, kw, "__add__")
}

fn delta_radd(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    add(vm, args, kw, "__radd__")
}

fn add(vm: &mut Vm, args: &[Value], kw: &KwArgs, what: &'static str) -> PyResult<Value> {
    let t = types(vm);
    let (a, other) = binary(&t, vm, args, kw, what)?;
    match delta_in(&t, other) {
        Some(b) => new_in(&t, a + b),
        None => Ok(Value::NotImplemented),
    }
}

fn delta_sub(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let t = types(vm);
    let (a, other) = binary(&t, vm, args, kw, "__sub__")?;
    match delta_in(&t, other) {
        Some(b) => new_in(&t, a - b),
        None => Ok(Value::NotImplemented),
    }
}

fn delta_rsub(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    match operands(vm, args, kw, "__rsub__")? {
        (a, Some(b)) => new(vm, b - a),
        _ => Ok(Value::NotImplemented),
    }
}

fn delta_neg(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let a = unary(vm, args, kw, "__neg__")?;
    new(vm, -a)
}

fn delta_pos(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let a = unary(vm, args, kw, "__pos__")?;
    new(vm, a)
}

fn delta_abs(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let a = unary(vm, args, kw, "__abs__")?;
    new(vm, a.abs())
}

/// An int operand (ints, bools and int subclasses).
fn int_operand(v: &Value) -> Option<BigInt> {
    match v {
        Value::Instance(inst) => as_int(&inst.base_value.borrow()).map(|i| i.to_big()),
        other => as_int(other).map(|i| i.to_big()),
    }
}

fn float_operand(v: &Value) -> Option<f64> {
    match v {
        Value::Float(f) => Some(*f),
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::Float(f) => Some(*f),
            _ => None,
        },
        _ => None,
    }
}

/// `float.as_integer_ratio()` with its errors.
fn integer_ratio(f: f64) -> PyResult<(BigInt, BigInt)> {
    if f.is_nan() {
        return Err(PyErr::value_error("cannot convert NaN to integer ratio"));
    }
    if f.is_infinite() {
        return Err(PyErr::overflow("cannot convert Infinity to integer ratio"));
    }
    if f == 0.0 {
        return Ok((BigInt::zero(), BigInt::from(1)));
    }
    let bits = f.to_bits();
    let exp_bits = ((bits >> 52) & 0x7ff) as i64;
    let mut mant = bits & ((1u64 << 52) - 1);
    let mut exp = if exp_bits == 0 { -1074 } else { exp_bits - 1075 };
    if exp_bits != 0 {
        mant |= 1 << 52;
    }
    let shift = (mant.trailing_zeros() as i64).min(if exp < 0 { -exp } else { 0 });
    mant >>= shift;
    exp += shift;
    let mut n = BigInt::from(mant);
    if f < 0.0 {
        n = -n;
    }
    if exp >= 0 {
        Ok((n << exp as usize, BigInt::from(1)))
    } else {
        Ok((n, BigInt::from(1) << (-exp) as usize))
    }
}

/// `a / b` rounded half to even (b non-zero).
fn divide_nearest(a: &BigInt, b: &BigInt) -> BigInt {
    let negative = a.is_negative() != b.is_negative();
    let (q, r) = a.abs().div_rem(&b.abs());
    let twice = &r << 1usize;
    let babs = b.abs();
    let round_up = twice > babs || (twice == babs && q.is_odd());
    let q = if round_up { q + 1 } else { q };
    if negative {
        -q
    } else {
        q
    }
}

fn delta_mul(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    mul(vm, args, kw, "__mul__")
}

fn delta_rmul(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    mul(vm, args, kw, "__rmul__")
}

fn mul(vm: &mut Vm, args: &[Value], kw: &KwArgs, what: &'static str) -> PyResult<Value> {
    let (a, b) = binary(&types(vm), vm, args, kw, what)?;
    if let Some(n) = int_operand(b) {
        return new_big(vm, &(BigInt::from(a) * n));
    }
    if let Some(f) = float_operand(b) {
        let (n, d) = integer_ratio(f)?;
        return new_big(vm, &divide_nearest(&(BigInt::from(a) * n), &d));
    }
    Ok(Value::NotImplemented)
}

fn zero_div() -> PyErr {
    PyErr::new(ExcKind::ZeroDivisionError, "integer division or modulo by zero")
}

fn delta_truediv(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (a, b) = binary(&types(vm), vm, args, kw, "__truediv__")?;
    if let Some(bd) = as_delta(vm, b) {
        if bd == 0 {
            return Err(PyErr::new(ExcKind::ZeroDivisionError, "division by zero"));
        }
        return int_div_float(a, bd);
    }
    if let Some(n) = int_operand(b) {
        if n.is_zero() {
            return Err(zero_div());
        }
        return new_big(vm, &divide_nearest(&BigInt::from(a), &n));
    }
    if let Some(f) = float_operand(b) {
        let (n, d) = integer_ratio(f)?;
        if n.is_zero() {
            return Err(zero_div());
        }
        return new_big(vm, &divide_nearest(&(BigInt::from(a) * d), &n));
    }
    Ok(Value::NotImplemented)
}

fn delta_floordiv(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (a, b) = binary(&types(vm), vm, args, kw, "__floordiv__")?;
    if let Some(bd) = as_delta(vm, b) {
        if bd == 0 {
            return Err(zero_div());
        }
        return Ok(int_value(a.div_euclid_floor(bd)));
    }
    if let Some(n) = int_operand(b) {
        if n.is_zero() {
            return Err(zero_div());
        }
        return new_big(vm, &BigInt::from(a).div_floor(&n));
    }
    Ok(Value::NotImplemented)
}

fn delta_mod(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    match operands(vm, args, kw, "__mod__")? {
        (_, Some(0)) => Err(PyErr::new(ExcKind::ZeroDivisionError, "integer modulo by zero")),
        (a, Some(b)) => new(vm, a - b * a.div_euclid_floor(b)),
        _ => Ok(Value::NotImplemented),
    }
}

fn delta_divmod(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    match operands(vm, args, kw, "__divmod__")? {
        (_, Some(0)) => Err(zero_div()),
        (a, Some(b)) => {
            let q = a.div_euclid_floor(b);
            let r = new(vm, a - b * q)?;
            Ok(Value::tuple(vec![int_value(q), r]))
        }
        _ => Ok(Value::NotImplemented),
    }
}

fn int_value(i: i128) -> Value {
    match i64::try_from(i) {
        Ok(v) => Value::Int(v),
        Err(_) => Value::big(BigInt::from(i)),
    }
}

/// Floor division for i128 (Python's `//`).
trait FloorDiv {
    fn div_euclid_floor(self, b: Self) -> Self;
}

impl FloorDiv for i128 {
    fn div_euclid_floor(self, b: i128) -> i128 {
        let q = self / b;
        if (self % b != 0) && ((self < 0) != (b < 0)) {
            q - 1
        } else {
            q
        }
    }
}

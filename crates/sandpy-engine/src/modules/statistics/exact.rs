//! Exact sums for `statistics`: every data point becomes an exact ratio (ints, floats via
//! their binary expansion, Fractions, or anything with `as_integer_ratio()` /
//! `numerator`+`denominator`), partial sums are kept per denominator, and the total is one
//! rational — rounded once, at the end, into the result type. The result type follows
//! CPython's coercion rules over the types seen (int < Fraction < float, subclasses win);
//! NaNs and infinities bypass the exact sum and are added as floats, as CPython does.

use std::rc::Rc;

use hashbrown::HashMap;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

use crate::compile::bytecode::BinOp;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::modules::fractions::{self, rational, rational::Q};
use crate::types::bigint_steps::{div_mod_floor, mul_signed};
use crate::types::num::as_int;
use crate::value::{PyType, Value};
use crate::vm::Vm;

/// A data point as an exact ratio, or a non-finite value summed as it is.
pub enum Ratio {
    Exact(BigInt, BigInt),
    NonFinite(Value),
}

/// A total: an exact rational, or the (float) sum of the non-finite values.
pub enum Total {
    Exact(Q),
    Value(Value),
}

impl Total {
    /// `total / k` with Python's semantics for each kind.
    pub fn div_int(&self, vm: &mut Vm, k: u64) -> PyResult<Total> {
        match self {
            Total::Exact(q) => Ok(Total::Exact(q.div(vm, &Q::int(BigInt::from(k)))?.unwrap_or_else(Q::zero))),
            Total::Value(v) => Ok(Total::Value(vm.binary_op(v, &Value::Int(k as i64), BinOp::TrueDiv)?)),
        }
    }

    /// The total as a Python value (a Fraction when exact).
    pub fn to_value(&self, vm: &mut Vm) -> PyResult<Value> {
        match self {
            Total::Exact(q) => fractions::new_fraction(vm, q.clone()),
            Total::Value(v) => Ok(v.clone()),
        }
    }
}

fn ints(n: &Value, d: &Value) -> Option<(BigInt, BigInt)> {
    Some((as_int(n)?.to_big(), as_int(d)?.to_big()))
}

/// CPython's `_exact_ratio`.
pub fn exact_ratio(vm: &mut Vm, x: &Value) -> PyResult<Ratio> {
    match x {
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => {
            return Ok(Ratio::Exact(as_int(x).map(|i| i.to_big()).unwrap_or_default(), BigInt::one()));
        }
        Value::Float(f) => {
            if !f.is_finite() {
                return Ok(Ratio::NonFinite(x.clone()));
            }
            let (n, d) = rational::f64_to_ratio(*f);
            return Ok(Ratio::Exact(n, d));
        }
        Value::Instance(inst) if fractions::is_exact_fraction_class(&inst.class) => {
            if let Some(q) = fractions::fraction_value(x)? {
                return Ok(Ratio::Exact(q.n, q.d));
            }
        }
        _ => {}
    }
    match vm.get_attr(x, "as_integer_ratio") {
        Ok(method) => match vm.call(&method, &[], &[]) {
            Ok(pair) => {
                let items = vm.collect_iterable(&pair)?;
                match items.as_slice() {
                    [n, d] => match ints(n, d) {
                        Some((n, d)) => Ok(Ratio::Exact(n, d)),
                        None => Err(PyErr::type_error("as_integer_ratio() must return a pair of integers")),
                    },
                    _ => Err(PyErr::value_error(format!("too many values to unpack (expected 2, got {})", items.len()))),
                }
            }
            Err(e) if vm.error_is(&e, ExcKind::OverflowError) || vm.error_is(&e, ExcKind::ValueError) => Ok(Ratio::NonFinite(x.clone())),
            Err(e) => Err(e),
        },
        Err(e) if vm.error_is(&e, ExcKind::AttributeError) => {
            let msg = format!("can't convert type '{}' to numerator/denominator", vm.type_name(x));
            let fail = || PyErr::type_error(msg.clone());
            let n = match vm.get_attr(x, "numerator") {
                Ok(n) => n,
                Err(e) if vm.error_is(&e, ExcKind::AttributeError) => return Err(fail()),
                Err(e) => return Err(e),
            };
            let d = match vm.get_attr(x, "denominator") {
                Ok(d) => d,
                Err(e) if vm.error_is(&e, ExcKind::AttributeError) => return Err(fail()),
                Err(e) => return Err(e),
            };
            match ints(&n, &d) {
                Some((n, d)) => Ok(Ratio::Exact(n, d)),
                None => Err(PyErr::type_error("numerator and denominator must be integers")),
            }
        }
        Err(e) => Err(e),
    }
}

/// Running exact sums of a data stream (CPython's `_sum`, and `_ss` when `squares`).
pub struct Accumulator {
    types: Vec<Rc<PyType>>,
    /// Sum of numerators per denominator.
    sx: HashMap<BigInt, BigInt>,
    /// Sum of squared numerators per denominator (for the sum of squares).
    sxx: HashMap<BigInt, BigInt>,
    squares: bool,
    non_finite: Option<Value>,
    pub count: u64,
}

impl Accumulator {
    pub fn new(squares: bool) -> Accumulator {
        Accumulator { types: Vec::new(), sx: HashMap::new(), sxx: HashMap::new(), squares, non_finite: None, count: 0 }
    }

    pub fn add(&mut self, vm: &mut Vm, x: &Value) -> PyResult<()> {
        let t = vm.type_of(x);
        if !self.types.iter().any(|s| Rc::ptr_eq(s, &t)) {
            self.types.push(t);
        }
        let ratio = exact_ratio(vm, x)?;
        self.count += 1;
        match ratio {
            Ratio::Exact(n, d) => {
                vm.charge(1 + (n.bits() + d.bits()) / 64)?;
                if self.squares {
                    let sq = &n * &n;
                    *self.sxx.entry(d.clone()).or_insert_with(BigInt::zero) += sq;
                }
                *self.sx.entry(d).or_insert_with(BigInt::zero) += n;
            }
            Ratio::NonFinite(v) => {
                let sum = match &self.non_finite {
                    None => vm.binary_op(&Value::Int(0), &v, BinOp::Add)?,
                    Some(prev) => vm.binary_op(prev, &v, BinOp::Add)?,
                };
                self.non_finite = Some(sum);
            }
        }
        Ok(())
    }

    /// Feeds every item of an iterable.
    pub fn add_all(&mut self, vm: &mut Vm, data: &Value) -> PyResult<()> {
        let it = vm.get_iter(data)?;
        while let Some(x) = vm.iter_next(&it)? {
            self.add(vm, &x)?;
        }
        Ok(())
    }

    /// The exact sum of the values (or the non-finite sum).
    pub fn total(&self, vm: &mut Vm) -> PyResult<Total> {
        if let Some(v) = &self.non_finite {
            return Ok(Total::Value(v.clone()));
        }
        Ok(Total::Exact(sum_partials(vm, self.sx.iter().map(|(d, n)| (n.clone(), d.clone())))?))
    }

    /// CPython's `_ss` without a given mean: (sum of squared deviations, mean).
    pub fn squared_deviations(&self, vm: &mut Vm) -> PyResult<(Total, Total)> {
        if self.count == 0 {
            return Ok((Total::Exact(Q::zero()), Total::Exact(Q::zero())));
        }
        if let Some(v) = &self.non_finite {
            return Ok((Total::Value(v.clone()), Total::Value(v.clone())));
        }
        let sx = sum_partials(vm, self.sx.iter().map(|(d, n)| (n.clone(), d.clone())))?;
        let sxx = sum_partials(vm, self.sxx.iter().map(|(d, n)| (n.clone(), d * d)))?;
        let count = Q::int(BigInt::from(self.count));
        vm.charge(1 + 4 * (sx.bits() + sxx.bits()) / 64)?;
        let (scaled, square) = (count.mul(vm, &sxx)?, sx.mul(vm, &sx)?);
        let ssd = scaled.sub(vm, &square)?.div(vm, &count)?.unwrap_or_else(Q::zero);
        let mean = sx.div(vm, &count)?.unwrap_or_else(Q::zero);
        Ok((Total::Exact(ssd), Total::Exact(mean)))
    }

    /// The result type: CPython's `_coerce` folded over the types seen, from `int`.
    pub fn result_type(&self, vm: &mut Vm) -> PyResult<Rc<PyType>> {
        let mut t = vm.types.int.clone();
        for s in &self.types {
            t = coerce(vm, &t, s)?;
        }
        Ok(t)
    }
}

/// `sum(Fraction(n, d) for ...)`.
fn sum_partials(vm: &mut Vm, parts: impl Iterator<Item = (BigInt, BigInt)>) -> PyResult<Q> {
    let mut total = Q::zero();
    for (n, d) in parts {
        if d.is_zero() {
            return Err(PyErr::zero_division(format!("Fraction({}, 0)", n)));
        }
        let q = Q::new(vm, n, d)?;
        vm.charge(1 + 2 * (q.bits() + total.bits()) / 64)?;
        total = total.add(vm, &q)?;
    }
    Ok(total)
}

/// CPython's `_coerce(T, S)`.
fn coerce(vm: &mut Vm, t: &Rc<PyType>, s: &Rc<PyType>) -> PyResult<Rc<PyType>> {
    let int = vm.types.int.clone();
    let float = vm.types.float.clone();
    if Rc::ptr_eq(t, s) || Rc::ptr_eq(s, &int) || Rc::ptr_eq(s, &vm.types.bool_type) {
        return Ok(t.clone());
    }
    if Rc::ptr_eq(t, &int) || s.is_subtype(t) {
        return Ok(s.clone());
    }
    if t.is_subtype(s) {
        return Ok(t.clone());
    }
    if t.is_subtype(&int) {
        return Ok(s.clone());
    }
    if s.is_subtype(&int) {
        return Ok(t.clone());
    }
    if fractions::is_fraction_class(t) && s.is_subtype(&float) {
        return Ok(s.clone());
    }
    if t.is_subtype(&float) && fractions::is_fraction_class(s) {
        return Ok(t.clone());
    }
    Err(PyErr::type_error(format!("don't know how to coerce {} and {}", t.name, s.name)))
}

/// CPython's `_convert(value, T)`.
pub fn convert(vm: &mut Vm, value: Total, t: &Rc<PyType>) -> PyResult<Value> {
    let q = match value {
        Total::Value(v) => {
            if Rc::ptr_eq(&vm.type_of(&v), t) {
                return Ok(v);
            }
            return vm.call(&Value::Type(t.clone()), &[v], &[]);
        }
        Total::Exact(q) => q,
    };
    if fractions::is_exact_fraction_class(t) {
        return fractions::new_fraction(vm, q);
    }
    let mut t = t.clone();
    if t.is_subtype(&vm.types.int) && !q.d.is_one() {
        t = vm.types.float.clone();
    }
    if Rc::ptr_eq(&t, &vm.types.float) {
        return Ok(Value::Float(to_float(vm, &q)?));
    }
    if Rc::ptr_eq(&t, &vm.types.int) {
        return Ok(Value::from_bigint(q.n));
    }
    if crate::modules::decimal::is_decimal_type(&t) {
        // Decimal(Fraction) is a TypeError: CPython divides T(n) by T(d) instead.
        let n = vm.call(&Value::Type(t.clone()), &[Value::from_bigint(q.n)], &[])?;
        let d = vm.call(&Value::Type(t), &[Value::from_bigint(q.d)], &[])?;
        return vm.binary_op(&n, &d, BinOp::TrueDiv);
    }
    let f = fractions::new_fraction(vm, q)?;
    vm.call(&Value::Type(t), &[f], &[])
}

/// `float(Fraction)`: n / d correctly rounded.
pub fn to_float(vm: &mut Vm, q: &Q) -> PyResult<f64> {
    q.to_f64(vm)?.ok_or_else(|| PyErr::overflow("integer division result too large for a float"))
}

/// Square root of n/m, rounded to an integer with round-to-odd.
fn isqrt_frac_rto(vm: &mut Vm, n: &BigInt, m: &BigInt) -> PyResult<BigInt> {
    let q = div_mod_floor(vm, n, m)?.0;
    if q.is_negative() {
        return Err(PyErr::value_error("isqrt() argument must be nonnegative"));
    }
    let a = rational::isqrt(vm, &q)?;
    let square = mul_signed(vm, &a, &a)?;
    let exact = mul_signed(vm, &square, m)? == *n;
    Ok(if exact { a } else { a | BigInt::one() })
}

/// Correctly rounded `sqrt(n/m)` as a float (CPython's `_float_sqrt_of_frac`): an integer
/// square root with round-to-odd on enough extra bits, then one rounding.
pub fn float_sqrt_of_frac(vm: &mut Vm, n: &BigInt, m: &BigInt) -> PyResult<f64> {
    const WIDTH: i64 = 2 * 53 + 3;
    vm.charge(1 + (n.bits() + m.bits()) / 16)?;
    let q = Integer::div_floor(&(n.bits() as i64 - m.bits() as i64 - WIDTH), &2);
    let (num, den) = if q >= 0 {
        (isqrt_frac_rto(vm, n, &(m << (2 * q) as usize))? << q as usize, BigInt::one())
    } else {
        (isqrt_frac_rto(vm, &(n << (-2 * q) as usize), m)?, BigInt::one() << (-q) as usize)
    };
    rational::ratio_to_f64(vm, &num, &den)?.ok_or_else(|| PyErr::overflow("integer division result too large for a float"))
}

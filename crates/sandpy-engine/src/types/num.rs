//! Integer and float arithmetic with Python semantics: floor division and modulo rounding
//! toward negative infinity, i64 fast paths that overflow into big integers, exact int/float
//! comparison, and CPython's numeric hash (so `hash(1) == hash(1.0) == hash(True)`).

use std::cmp::Ordering;

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use crate::compile::bytecode::BinOp;
use crate::error::{PyErr, PyResult};
use crate::value::Value;

/// Numeric hashes are taken modulo this Mersenne prime, as in CPython.
pub const HASH_MODULUS: u64 = (1 << 61) - 1;

/// An integer operand, borrowed from either representation.
#[derive(Clone, Copy)]
pub enum IntRef<'a> {
    Small(i64),
    Big(&'a BigInt),
}

impl IntRef<'_> {
    pub fn to_big(&self) -> BigInt {
        match self {
            IntRef::Small(i) => BigInt::from(*i),
            IntRef::Big(b) => (*b).clone(),
        }
    }
}

pub fn as_int(v: &Value) -> Option<IntRef<'_>> {
    match v {
        Value::Int(i) => Some(IntRef::Small(*i)),
        Value::Bool(b) => Some(IntRef::Small(*b as i64)),
        Value::BigInt(b) => Some(IntRef::Big(b)),
        _ => None,
    }
}

pub fn big_to_f64(b: &BigInt) -> PyResult<f64> {
    match b.to_f64() {
        Some(f) if f.is_finite() => Ok(f),
        _ => Err(PyErr::overflow("int too large to convert to float")),
    }
}

pub fn int_to_f64(i: &IntRef) -> PyResult<f64> {
    match i {
        IntRef::Small(v) => Ok(*v as f64),
        IntRef::Big(b) => big_to_f64(b),
    }
}

/// Approximate size in bits of a big integer result, for memory checks before allocating.
fn bits(i: &IntRef) -> u64 {
    match i {
        IntRef::Small(v) => 64 - v.unsigned_abs().leading_zeros() as u64,
        IntRef::Big(b) => b.bits(),
    }
}

/// Size in bits of an integer operand (for charging big-int work).
pub fn int_bits(i: &IntRef) -> u64 {
    bits(i)
}

/// The biggest integer result (in bits) the engine will build: about 12.5 MB of digits.
pub const MAX_INT_BITS: u64 = 100_000_000;

pub fn int_binop(a: &IntRef, b: &IntRef, op: BinOp) -> PyResult<Value> {
    if let (IntRef::Small(x), IntRef::Small(y)) = (a, b) {
        if let Some(v) = crate::vm::ops::int_fast(*x, *y, op) {
            return Ok(v);
        }
    }
    match op {
        BinOp::TrueDiv => return int_truediv(a, b),
        BinOp::Pow => return int_pow(a, b),
        _ => {}
    }
    let x = a.to_big();
    let y = b.to_big();
    Ok(Value::from_bigint(match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => {
            if bits(a) + bits(b) > MAX_INT_BITS {
                return Err(PyErr::memory());
            }
            x * y
        }
        BinOp::FloorDiv => {
            if y.is_zero() {
                return Err(PyErr::zero_division("integer division or modulo by zero"));
            }
            x.div_floor(&y)
        }
        BinOp::Mod => {
            if y.is_zero() {
                return Err(PyErr::zero_division("integer modulo by zero"));
            }
            x.mod_floor(&y)
        }
        BinOp::LShift => {
            // CPython's order: the sign of the count, a zero operand, then the size.
            if y.is_negative() {
                return Err(PyErr::value_error("negative shift count"));
            }
            if x.is_zero() {
                return Ok(Value::Int(0));
            }
            let Some(shift) = y.to_u64() else {
                // Beyond CPython's digit count (30-bit digits, a machine word of them).
                let digits: BigInt = &y / 30u32;
                return Err(if digits.to_i64().is_none() { PyErr::overflow("too many digits in integer") } else { PyErr::memory() });
            };
            if bits(a).saturating_add(shift) > MAX_INT_BITS {
                return Err(PyErr::memory());
            }
            x << (shift as usize)
        }
        BinOp::RShift => {
            let Some(shift) = y.to_i64() else {
                if y.is_negative() {
                    return Err(PyErr::value_error("negative shift count"));
                }
                return Ok(Value::Int(if x.is_negative() { -1 } else { 0 }));
            };
            if shift < 0 {
                return Err(PyErr::value_error("negative shift count"));
            }
            if shift as u64 > x.bits() {
                return Ok(Value::Int(if x.is_negative() { -1 } else { 0 }));
            }
            // Arithmetic shift rounds toward negative infinity.
            x.div_floor(&(BigInt::from(1) << (shift as usize)))
        }
        BinOp::And => x & y,
        BinOp::Or => x | y,
        BinOp::Xor => x ^ y,
        BinOp::MatMul | BinOp::TrueDiv | BinOp::Pow => return Err(PyErr::type_error("unsupported")),
    }))
}

fn int_truediv(a: &IntRef, b: &IntRef) -> PyResult<Value> {
    let y_zero = match b {
        IntRef::Small(y) => *y == 0,
        IntRef::Big(y) => y.is_zero(),
    };
    if y_zero {
        return Err(PyErr::zero_division("division by zero"));
    }
    if let (IntRef::Small(x), IntRef::Small(y)) = (a, b) {
        const EXACT: u64 = 1 << 53;
        if x.unsigned_abs() <= EXACT && y.unsigned_abs() <= EXACT {
            return Ok(Value::Float(*x as f64 / *y as f64));
        }
    }
    let x = a.to_big();
    let y = b.to_big();
    let negative = x.is_negative() != y.is_negative();
    let (x, y) = (x.abs(), y.abs());
    // Scale so the quotient keeps 64+ significant bits, then round through f64; a nonzero
    // remainder sets the lowest bit, so the rounding sees that the true value is above q.
    let shift = (y.bits() as i64 - x.bits() as i64 + 64).max(0) as usize;
    let (mut q, rem) = (&x << shift).div_rem(&y);
    if !rem.is_zero() {
        q |= BigInt::one();
    }
    let qf = q.to_f64().unwrap_or(f64::INFINITY);
    let qf = if negative { -qf } else { qf };
    let r = qf / 2f64.powi(shift as i32);
    if !r.is_finite() {
        return Err(PyErr::overflow("integer division result too large for a float"));
    }
    Ok(Value::Float(r))
}

fn int_pow(a: &IntRef, b: &IntRef) -> PyResult<Value> {
    let exp = match b {
        IntRef::Small(e) => *e,
        IntRef::Big(e) => {
            if e.is_negative() {
                let base = int_to_f64(a)?;
                return float_binop(base, f64::NEG_INFINITY, BinOp::Pow);
            }
            // Only 0, 1 and -1 survive a huge exponent.
            return match a {
                IntRef::Small(0) => Ok(Value::Int(0)),
                IntRef::Small(1) => Ok(Value::Int(1)),
                IntRef::Small(-1) => Ok(Value::Int(if e.is_even() { 1 } else { -1 })),
                _ => Err(PyErr::memory()),
            };
        }
    };
    if exp < 0 {
        let base = int_to_f64(a)?;
        if base == 0.0 {
            return Err(PyErr::zero_division("0.0 cannot be raised to a negative power"));
        }
        return float_binop(base, exp as f64, BinOp::Pow);
    }
    if let IntRef::Small(x) = a {
        if let Ok(e32) = u32::try_from(exp) {
            if let Some(v) = x.checked_pow(e32) {
                return Ok(Value::Int(v));
            }
        }
        if matches!(x, 0 | 1) {
            return Ok(Value::Int(*x));
        }
        if *x == -1 {
            return Ok(Value::Int(if exp % 2 == 0 { 1 } else { -1 }));
        }
    }
    let base_bits = bits(a);
    if base_bits.saturating_mul(exp as u64) > MAX_INT_BITS {
        return Err(PyErr::memory());
    }
    let base = a.to_big();
    Ok(Value::from_bigint(num_traits::pow::pow(base, exp as usize)))
}

pub fn float_binop(x: f64, y: f64, op: BinOp) -> PyResult<Value> {
    Ok(Value::Float(match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::TrueDiv => {
            if y == 0.0 {
                return Err(PyErr::zero_division("float division by zero"));
            }
            x / y
        }
        BinOp::FloorDiv => {
            if y == 0.0 {
                return Err(PyErr::zero_division("float floor division by zero"));
            }
            float_divmod(x, y).0
        }
        BinOp::Mod => {
            if y == 0.0 {
                return Err(PyErr::zero_division("float modulo"));
            }
            float_divmod(x, y).1
        }
        BinOp::Pow => return float_pow(x, y),
        _ => return Err(PyErr::type_error("unsupported")),
    }))
}

/// Python's divmod for floats.
pub fn float_divmod(x: f64, y: f64) -> (f64, f64) {
    let mut m = x % y;
    let mut div = (x - m) / y;
    if m != 0.0 {
        if (y < 0.0) != (m < 0.0) {
            m += y;
            div -= 1.0;
        }
    } else {
        m = 0.0f64.copysign(y);
    }
    let floordiv = if div != 0.0 {
        let mut f = div.floor();
        if div - f > 0.5 {
            f += 1.0;
        }
        f
    } else {
        0.0f64.copysign(x / y)
    };
    (floordiv, m)
}

fn float_pow(x: f64, y: f64) -> PyResult<Value> {
    if x == 0.0 && y < 0.0 && y.is_finite() {
        return Err(PyErr::zero_division("0.0 cannot be raised to a negative power"));
    }
    if x < 0.0 && y.is_finite() && y.fract() != 0.0 {
        // Negative base with a fractional exponent gives a complex result.
        let r = (-x).powf(y);
        let angle = std::f64::consts::PI * y;
        return Ok(Value::complex(r * angle.cos(), r * angle.sin()));
    }
    let r = x.powf(y);
    if r.is_infinite() && x.is_finite() && y.is_finite() {
        return Err(PyErr::overflow("(34, 'Numerical result out of range')"));
    }
    Ok(Value::Float(r))
}

/// Exact comparison of an integer with a float (None when the float is NaN).
pub fn cmp_int_float(i: &IntRef, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 { Ordering::Less } else { Ordering::Greater });
    }
    let fl = f.floor();
    let big_f = num_bigint::BigInt::from(fl as i128);
    let big_f = if fl.abs() < 1e38 {
        big_f
    } else {
        // Very large floats are integral: convert exactly through their bits.
        float_to_big(fl)
    };
    let ord = match i {
        IntRef::Small(v) => BigInt::from(*v).cmp(&big_f),
        IntRef::Big(b) => (*b).cmp(&big_f),
    };
    Some(match ord {
        Ordering::Equal if f > fl => Ordering::Less,
        o => o,
    })
}

/// Exact integer value of an integral finite float.
pub fn float_to_big(f: f64) -> BigInt {
    let bits = f.to_bits();
    let sign = if bits >> 63 == 1 { -1 } else { 1 };
    let exp = ((bits >> 52) & 0x7ff) as i64;
    let mant = if exp == 0 { (bits & ((1 << 52) - 1)) << 1 } else { (bits & ((1 << 52) - 1)) | (1 << 52) };
    let e = exp - 1075;
    let m = BigInt::from(mant);
    let v = if e >= 0 { m << (e as usize) } else { m >> ((-e) as usize) };
    v * sign
}

pub fn hash_int(i: &IntRef) -> u64 {
    let h: i64 = match i {
        IntRef::Small(v) => {
            let m = (v.unsigned_abs() % HASH_MODULUS) as i64;
            if *v < 0 {
                -m
            } else {
                m
            }
        }
        IntRef::Big(b) => {
            let m = (b.abs() % BigInt::from(HASH_MODULUS)).to_i64().unwrap_or(0);
            if b.is_negative() {
                -m
            } else {
                m
            }
        }
    };
    (if h == -1 { -2 } else { h }) as u64
}

pub fn hash_float(v: f64) -> u64 {
    if v.is_nan() {
        return 0;
    }
    if v.is_infinite() {
        return if v > 0.0 { 314159 } else { (-314159i64) as u64 };
    }
    let (mut m, mut e) = frexp(v.abs());
    let mut x: u64 = 0;
    while m != 0.0 {
        x = ((x << 28) & HASH_MODULUS) | (x >> (61 - 28));
        m *= 268435456.0;
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        x += y;
        if x >= HASH_MODULUS {
            x -= HASH_MODULUS;
        }
    }
    let e = if e >= 0 { e % 61 } else { 61 - 1 - ((-1 - e) % 61) };
    x = ((x << e) & HASH_MODULUS) | (x >> (61 - e));
    let mut h = x as i64;
    if v < 0.0 {
        h = -h;
    }
    (if h == -1 { -2 } else { h }) as u64
}

/// Splits a positive finite float into mantissa in [0.5, 1) and exponent.
fn frexp(v: f64) -> (f64, i32) {
    if v == 0.0 {
        return (0.0, 0);
    }
    let bits = v.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        let (m, e) = frexp(v * 2f64.powi(64));
        return (m, e - 64);
    }
    let m = f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52));
    (m, exp - 1022)
}

/// CPython's tuple hash (an xxHash-style mix of the item hashes), fed one item at a time.
pub struct TupleHasher {
    acc: u64,
    len: u64,
}

impl Default for TupleHasher {
    fn default() -> Self {
        Self::new()
    }
}

impl TupleHasher {
    const P1: u64 = 11400714785074694791;
    const P2: u64 = 14029467366897019727;
    const P5: u64 = 2870177450012600261;

    pub fn new() -> TupleHasher {
        TupleHasher { acc: Self::P5, len: 0 }
    }
    #[inline]
    pub fn add(&mut self, lane: u64) {
        self.acc = self.acc.wrapping_add(lane.wrapping_mul(Self::P2)).rotate_left(31).wrapping_mul(Self::P1);
        self.len += 1;
    }
    pub fn finish(self) -> u64 {
        let acc = self.acc.wrapping_add(self.len ^ (Self::P5 ^ 3527539));
        if acc == u64::MAX {
            1546275796
        } else {
            acc
        }
    }
}

pub fn hash_tuple(hashes: &[u64]) -> u64 {
    let mut h = TupleHasher::new();
    for &lane in hashes {
        h.add(lane);
    }
    h.finish()
}

/// `round(x, ndigits)` for a float, like CPython's `double_round`: the exact binary value
/// of `x` rounded half-to-even at the decimal digit `ndigits` (negative: left of the
/// point), then the nearest float to that decimal. OverflowError when the rounded value
/// is too large for a float.
pub fn round_float(x: f64, ndigits: i64) -> PyResult<f64> {
    // CPython's bounds: past them the result is x itself, or a zero with x's sign.
    const NDIGITS_MAX: i64 = 323;
    const NDIGITS_MIN: i64 = -308;
    if !x.is_finite() || ndigits > NDIGITS_MAX {
        return Ok(x);
    }
    if ndigits < NDIGITS_MIN {
        return Ok(0.0 * x);
    }
    if x == 0.0 {
        return Ok(x);
    }
    // x = mantissa * 2**exponent, exactly.
    let bits = x.abs().to_bits();
    let raw_exponent = ((bits >> 52) & 0x7ff) as i64;
    let fraction = bits & ((1u64 << 52) - 1);
    let (mantissa, exponent) = if raw_exponent == 0 { (fraction, -1074) } else { (fraction | (1u64 << 52), raw_exponent - 1075) };
    // q = round_half_even(x * 10**ndigits) = round(numerator / denominator).
    let ten = BigInt::from(10);
    let mut numerator = BigInt::from(mantissa);
    let mut denominator = BigInt::one();
    if ndigits >= 0 {
        numerator *= num_traits::pow(ten, ndigits as usize);
    } else {
        denominator = num_traits::pow(ten, ndigits.unsigned_abs() as usize);
    }
    if exponent >= 0 {
        numerator <<= exponent as u64;
    } else {
        denominator <<= exponent.unsigned_abs();
    }
    let (mut q, r) = numerator.div_rem(&denominator);
    let twice = r << 1u32;
    if twice > denominator || (twice == denominator && q.is_odd()) {
        q += 1;
    }
    let sign = if x < 0.0 { "-" } else { "" };
    let rounded: f64 = format!("{}{}e{}", sign, q, -ndigits).parse().unwrap_or(f64::NAN);
    if rounded.is_infinite() {
        return Err(PyErr::overflow("rounded value too large to represent"));
    }
    Ok(rounded)
}

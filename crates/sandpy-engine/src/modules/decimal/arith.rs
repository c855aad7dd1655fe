//! The basic operations of the General Decimal Arithmetic: add, multiply, divide, integer
//! division and remainder, comparison, quantize and rounding to an integral value. Each
//! gives the exact result when the context can hold it and a correctly rounded one
//! otherwise; operands far apart in magnitude are reduced first so no work depends on the
//! size of an exponent.

use std::cmp::Ordering;

use num_bigint::BigUint;
use num_traits::Zero;

use super::number::{digits, Dec, Kind};
use super::round::*;
use crate::error::PyResult;

/// `a + b` (or `a - b` when `negate_b`).
pub fn add(env: &mut Env, a: &Dec, b: &Dec, negate_b: bool) -> PyResult<Dec> {
    if let Some(n) = check_nans(env, a, Some(b))? {
        return Ok(n);
    }
    let b = if negate_b { b.clone().negated() } else { b.clone() };
    if a.is_inf() {
        if b.is_inf() && a.neg != b.neg {
            return Ok(env.invalid(INVALID_OPERATION));
        }
        return Ok(a.clone());
    }
    if b.is_inf() {
        return Ok(b);
    }
    let prec = env.ctx.prec;
    let exp = a.exp.min(b.exp);
    let floor = env.ctx.rounding == Rounding::Floor;
    let negzero = floor && a.neg != b.neg;
    if a.is_zero() && b.is_zero() {
        let neg = (a.neg && b.neg) || negzero;
        return finalize(env, Dec::finite(neg, BigUint::zero(), exp));
    }
    if a.is_zero() || b.is_zero() {
        let (z, other) = if a.is_zero() { (a, &b) } else { (&b, a) };
        let e = z.exp.min(other.exp).max(other.exp.saturating_sub(prec).saturating_sub(1));
        let r = rescale(env, other, e.min(other.exp), env.ctx.rounding)?;
        return finalize(env, r);
    }
    // Bring both to one exponent; an operand entirely below the precision window of the
    // other only matters as a sticky digit.
    let (hi, lo) = if a.exp >= b.exp { (a.clone(), b.clone()) } else { (b.clone(), a.clone()) };
    let hi_len = hi.digits() as i64;
    let lo_len = lo.digits() as i64;
    let window = hi.exp.saturating_add((-1i64).min(hi_len - prec - 2));
    let lo = if lo_len.saturating_add(lo.exp) - 1 < window { Dec::finite(lo.neg, BigUint::from(1u32), window) } else { lo };
    let shift = (hi.exp as i128 - lo.exp as i128) as u64;
    let hi_coef = shift_left(env, &hi.coef, shift)?;
    let exp = lo.exp;
    let (neg, coef) = if hi.neg == lo.neg {
        (hi.neg, hi_coef + &lo.coef)
    } else {
        match hi_coef.cmp(&lo.coef) {
            Ordering::Equal => return finalize(env, Dec::finite(negzero, BigUint::zero(), exp)),
            Ordering::Greater => (hi.neg, hi_coef - &lo.coef),
            Ordering::Less => (lo.neg, &lo.coef - hi_coef),
        }
    };
    finalize(env, Dec::finite(neg, coef, exp))
}

pub fn mul(env: &mut Env, a: &Dec, b: &Dec) -> PyResult<Dec> {
    if let Some(n) = check_nans(env, a, Some(b))? {
        return Ok(n);
    }
    let neg = a.neg != b.neg;
    if a.is_inf() || b.is_inf() {
        if a.is_zero() || b.is_zero() {
            return Ok(env.invalid(INVALID_OPERATION));
        }
        return Ok(Dec::inf(neg));
    }
    let exp = a.exp.saturating_add(b.exp);
    env.work(a.digits() + b.digits())?;
    let coef = env.mul(&a.coef, &b.coef)?;
    finalize(env, Dec::finite(neg, coef, exp))
}

/// `a / b`.
pub fn div(env: &mut Env, a: &Dec, b: &Dec) -> PyResult<Dec> {
    if let Some(n) = check_nans(env, a, Some(b))? {
        return Ok(n);
    }
    let neg = a.neg != b.neg;
    if a.is_inf() {
        if b.is_inf() {
            return Ok(env.invalid(INVALID_OPERATION));
        }
        return Ok(Dec::inf(neg));
    }
    if b.is_inf() {
        env.raise(CLAMPED);
        return Ok(Dec::finite(neg, BigUint::zero(), env.ctx.etiny()));
    }
    if b.is_zero() {
        if a.is_zero() {
            return Ok(env.invalid(DIVISION_UNDEFINED));
        }
        env.raise(DIVISION_BY_ZERO);
        return Ok(Dec::inf(neg));
    }
    let ideal = a.exp.saturating_sub(b.exp);
    if a.is_zero() {
        return finalize(env, Dec::finite(neg, BigUint::zero(), ideal));
    }
    let shift = b.digits() as i64 - a.digits() as i64 + env.ctx.prec + 1;
    let exp = ideal.saturating_sub(shift);
    let (q, r) = if shift >= 0 {
        let n = shift_left(env, &a.coef, shift as u64)?;
        env.work(digits(&n))?;
        env.div_rem(&n, &b.coef)?
    } else {
        let d = shift_left(env, &b.coef, shift.unsigned_abs())?;
        env.work(digits(&a.coef))?;
        env.div_rem(&a.coef, &d)?
    };
    let (q, exp) = if r.is_zero() {
        strip_to_ideal(q, exp, ideal)
    } else if (&q % 5u32).is_zero() {
        (q + 1u32, exp)
    } else {
        (q, exp)
    };
    finalize(env, Dec::finite(neg, q, exp))
}

/// Integer quotient and remainder of finite, non-special operands (b non-zero), or None
/// when the quotient needs more digits than the precision (DivisionImpossible).
fn divide_parts(env: &mut Env, a: &Dec, b: &Dec) -> PyResult<Option<(Dec, Dec)>> {
    let neg = a.neg != b.neg;
    let ideal = if b.is_inf() { a.exp } else { a.exp.min(b.exp) };
    let expdiff = a.adjusted() as i128 - b.adjusted() as i128;
    if a.is_zero() || b.is_inf() || expdiff <= -2 {
        let r = rescale(env, a, ideal, env.ctx.rounding)?;
        return Ok(Some((Dec::finite(neg, BigUint::zero(), 0), r)));
    }
    if expdiff <= env.ctx.prec as i128 {
        let (x, y) = aligned_coefficients(env, a, b)?;
        let (q, r) = env.div_rem(&x, &y)?;
        if digits(&q) as i64 <= env.ctx.prec {
            return Ok(Some((Dec::finite(neg, q, 0), Dec::finite(a.neg, r, ideal))));
        }
    }
    Ok(None)
}

/// `a // b` (`want` 0), `a % b` (1) or both (2); a single result is in the first slot.
pub fn divmod(env: &mut Env, a: &Dec, b: &Dec, want: u8) -> PyResult<(Dec, Dec)> {
    if let Some(n) = check_nans(env, a, Some(b))? {
        return Ok((n.clone(), n));
    }
    let neg = a.neg != b.neg;
    if a.is_inf() {
        if b.is_inf() || want != 0 {
            let n = env.invalid(INVALID_OPERATION);
            return Ok((n.clone(), n));
        }
        return Ok((Dec::inf(neg), Dec::nan()));
    }
    if b.is_zero() {
        let n = if a.is_zero() {
            env.invalid(DIVISION_UNDEFINED)
        } else if want == 1 {
            env.invalid(INVALID_OPERATION)
        } else {
            env.raise(DIVISION_BY_ZERO);
            if want == 2 {
                env.raise(INVALID_OPERATION);
                return Ok((Dec::inf(neg), Dec::nan()));
            }
            Dec::inf(neg)
        };
        return Ok((n.clone(), n));
    }
    match divide_parts(env, a, b)? {
        Some((q, r)) => {
            let r = if want == 0 { r } else { finalize(env, r)? };
            let q = if b.is_inf() || want == 1 { q } else { finalize(env, q)? };
            Ok(match want {
                1 => (r.clone(), r),
                0 => (q.clone(), q),
                _ => (q, r),
            })
        }
        None => {
            let n = env.invalid(DIVISION_IMPOSSIBLE);
            Ok((n.clone(), n))
        }
    }
}

/// Numeric order of two non-NaN values.
pub fn cmp(a: &Dec, b: &Dec) -> Ordering {
    let class = |d: &Dec| {
        if d.is_inf() {
            if d.neg {
                -1
            } else {
                1
            }
        } else {
            0
        }
    };
    let (ca, cb) = (class(a), class(b));
    if ca != 0 || cb != 0 {
        return ca.cmp(&cb);
    }
    match (a.is_zero(), b.is_zero()) {
        (true, true) => return Ordering::Equal,
        (true, false) => return if b.neg { Ordering::Greater } else { Ordering::Less },
        (false, true) => return if a.neg { Ordering::Less } else { Ordering::Greater },
        _ => {}
    }
    if a.neg != b.neg {
        return if a.neg { Ordering::Less } else { Ordering::Greater };
    }
    let mag = cmp_abs(a, b);
    if a.neg {
        mag.reverse()
    } else {
        mag
    }
}

/// Order of the magnitudes of two finite non-zero values.
pub fn cmp_abs(a: &Dec, b: &Dec) -> Ordering {
    match a.adjusted().cmp(&b.adjusted()) {
        Ordering::Equal => {}
        o => return o,
    }
    // Same adjusted exponent: the exponent gap equals the digit-count gap (bounded).
    let (x, y) = if a.exp >= b.exp {
        (&a.coef * super::number::pow10((a.exp - b.exp) as u64), b.coef.clone())
    } else {
        (a.coef.clone(), &b.coef * super::number::pow10((b.exp - a.exp) as u64))
    };
    x.cmp(&y)
}

/// `a.quantize(b)`.
pub fn quantize(env: &mut Env, a: &Dec, b: &Dec, mode: Rounding) -> PyResult<Dec> {
    if let Some(n) = check_nans(env, a, Some(b))? {
        return Ok(n);
    }
    if a.is_inf() || b.is_inf() {
        if a.is_inf() && b.is_inf() {
            return Ok(a.clone());
        }
        return Ok(env.invalid(INVALID_OPERATION));
    }
    let ctx = env.ctx;
    if b.exp < ctx.etiny() || b.exp > ctx.emax {
        return Ok(env.invalid(INVALID_OPERATION));
    }
    if a.is_zero() {
        return finalize(env, Dec::finite(a.neg, BigUint::zero(), b.exp));
    }
    let adj = a.adjusted();
    if adj > ctx.emax || adj as i128 - b.exp as i128 + 1 > ctx.prec as i128 {
        return Ok(env.invalid(INVALID_OPERATION));
    }
    let r = rescale(env, a, b.exp, mode)?;
    if r.adjusted() > ctx.emax || r.digits() as i64 > ctx.prec {
        return Ok(env.invalid(INVALID_OPERATION));
    }
    if !r.is_zero() && r.adjusted() < ctx.emin {
        env.raise(SUBNORMAL);
    }
    finalize(env, r)
}

/// Rounds to an integer-valued decimal (exponent at least 0); `exact` raises Inexact and
/// Rounded (to_integral_exact), otherwise no conditions (to_integral_value).
pub fn to_integral(env: &mut Env, a: &Dec, mode: Rounding, exact: bool) -> PyResult<Dec> {
    if let Some(n) = check_nans(env, a, None)? {
        return Ok(n);
    }
    if !a.is_finite() || a.exp >= 0 {
        return Ok(a.clone());
    }
    if a.is_zero() {
        return Ok(Dec::finite(a.neg, BigUint::zero(), 0));
    }
    let saved = env.conds;
    let r = rescale(env, a, 0, mode)?;
    if !exact {
        env.conds = saved;
    }
    Ok(r)
}

/// `max` (`want_max`) or `min` of two values by the spec's rules (a quiet NaN loses).
pub fn max_min(env: &mut Env, a: &Dec, b: &Dec, want_max: bool, by_mag: bool) -> PyResult<Dec> {
    if a.kind == Kind::SNaN || b.kind == Kind::SNaN || (a.is_nan() && b.is_nan()) {
        if let Some(n) = check_nans(env, a, Some(b))? {
            return Ok(n);
        }
    }
    if a.is_nan() {
        return finalize(env, b.clone());
    }
    if b.is_nan() {
        return finalize(env, a.clone());
    }
    let mut o = if by_mag { cmp(&a.clone().with_sign(false), &b.clone().with_sign(false)) } else { cmp(a, b) };
    if o == Ordering::Equal && by_mag {
        o = cmp(a, b);
    }
    if o == Ordering::Equal {
        // Equal values: prefer by sign, then by exponent.
        o = if a.neg != b.neg {
            if a.neg {
                Ordering::Less
            } else {
                Ordering::Greater
            }
        } else if a.neg {
            b.exp.cmp(&a.exp)
        } else {
            a.exp.cmp(&b.exp)
        };
    }
    let pick_a = if want_max { o != Ordering::Less } else { o != Ordering::Greater };
    finalize(env, if pick_a { a.clone() } else { b.clone() })
}

/// `a.remainder_near(b)`: `a - b*n` with `n` the integer nearest `a/b` (ties to even).
pub fn remainder_near(env: &mut Env, a: &Dec, b: &Dec) -> PyResult<Dec> {
    if let Some(n) = check_nans(env, a, Some(b))? {
        return Ok(n);
    }
    if a.is_inf() {
        return Ok(env.invalid(INVALID_OPERATION));
    }
    if b.is_zero() {
        return Ok(env.invalid(if a.is_zero() { DIVISION_UNDEFINED } else { INVALID_OPERATION }));
    }
    if b.is_inf() {
        return finalize(env, a.clone());
    }
    let ideal = a.exp.min(b.exp);
    if a.is_zero() {
        return finalize(env, Dec::finite(a.neg, BigUint::zero(), ideal));
    }
    let expdiff = a.adjusted() as i128 - b.adjusted() as i128;
    if expdiff > env.ctx.prec as i128 {
        return Ok(env.invalid(DIVISION_IMPOSSIBLE));
    }
    if expdiff <= -2 {
        let r = rescale(env, a, ideal, env.ctx.rounding)?;
        return finalize(env, r);
    }
    let (x, y) = aligned_coefficients(env, a, b)?;
    let (mut q, r) = env.div_rem(&x, &y)?;
    let twice: BigUint = &r * 2u32 + (&q & BigUint::from(1u32));
    let (neg, r) = if twice > y {
        q += 1u32;
        (!a.neg, &y - r)
    } else {
        (a.neg, r)
    };
    if digits(&q) as i64 > env.ctx.prec {
        return Ok(env.invalid(DIVISION_IMPOSSIBLE));
    }
    finalize(env, Dec::finite(neg, r, ideal))
}

/// The coefficients of `a` and `b` scaled to the smaller of their two exponents, with the
/// dividend's digits charged as work (integer division and remainder).
fn aligned_coefficients(env: &mut Env, a: &Dec, b: &Dec) -> PyResult<(BigUint, BigUint)> {
    let (mut x, mut y) = (a.coef.clone(), b.coef.clone());
    if a.exp >= b.exp {
        x = shift_left(env, &x, (a.exp as i128 - b.exp as i128) as u64)?;
    } else {
        y = shift_left(env, &y, (b.exp as i128 - a.exp as i128) as u64)?;
    }
    env.work(digits(&x))?;
    Ok((x, y))
}

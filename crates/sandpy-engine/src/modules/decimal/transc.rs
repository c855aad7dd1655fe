//! Square root, exp, ln, log10 and power. Square roots are exact integer square roots of
//! the scaled coefficient. The others evaluate fixed-point kernels ([`super::fixed`]) with
//! guard digits and widen them until both ends of the error interval round alike, so
//! results are correctly rounded (integral powers with large exponents use repeated
//! squaring at extra precision instead, see docs/limitations/decimal.md).

use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::arith;
use super::fixed;
use super::number::{digits, pow10, trailing_zeros, Dec, MAX_EMAX, MAX_PREC};
use super::round::*;
use crate::error::PyResult;

const LN10: f64 = std::f64::consts::LN_10;

/// The square root, correctly rounded (half-even) to the context.
pub fn sqrt(env: &mut Env, x: &Dec) -> PyResult<Dec> {
    if let Some(n) = check_nans(env, x, None)? {
        return Ok(n);
    }
    if x.is_zero() {
        return finalize(env, Dec::finite(x.neg, BigUint::zero(), x.exp.div_euclid(2)));
    }
    if x.neg {
        return Ok(env.invalid(INVALID_OPERATION));
    }
    if x.is_inf() {
        return Ok(x.clone());
    }
    let prec = env.ctx.prec_u();
    let ideal = x.exp.div_euclid(2);
    let (mut c, mut e) = (x.coef.clone(), x.exp);
    if e.rem_euclid(2) == 1 {
        c *= 10u32;
        e -= 1;
    }
    // An exact root needs no scaling (and no work beyond the size of the operand).
    {
        let (c, e) = if x.exp.rem_euclid(2) == 1 { (&x.coef * 10u32, x.exp - 1) } else { (x.coef.clone(), x.exp) };
        env.work(digits(&c))?;
        let r = env.isqrt(&c)?;
        if env.mul(&r, &r)? == c {
            let saved = env.ctx.rounding;
            env.ctx.rounding = Rounding::HalfEven;
            let out = finalize(env, Dec::finite(false, r, e / 2));
            env.ctx.rounding = saved;
            return out;
        }
    }
    let need = 2 * (prec + 1);
    let d = digits(&c);
    let mut sticky = false;
    if d < need {
        let s = (need - d).div_ceil(2);
        c = shift_left(env, &c, 2 * s)?;
        e -= 2 * s as i64;
    } else if d > need + 1 {
        let t = (d - need) / 2;
        let p = env.pow10(2 * t)?;
        let (q, r) = env.div_rem(&c, &p)?;
        sticky = !r.is_zero();
        c = q;
        e += 2 * t as i64;
    }
    env.work(digits(&c))?;
    let mut r = env.isqrt(&c)?;
    let half = e / 2;
    if !sticky && env.mul(&r, &r)? == c {
        let (r, exp) = strip_to_ideal(r, half, ideal);
        let saved = env.ctx.rounding;
        env.ctx.rounding = Rounding::HalfEven;
        let out = finalize(env, Dec::finite(false, r, exp));
        env.ctx.rounding = saved;
        return out;
    }
    if (&r % 5u32).is_zero() {
        r += 1u32;
    }
    let saved = env.ctx.rounding;
    env.ctx.rounding = Rounding::HalfEven;
    let out = finalize(env, Dec::finite(false, r, half));
    env.ctx.rounding = saved;
    out
}

/// A context for intermediate results: `prec` digits, no exponent limits in practice.
fn wide(ctx: &Ctx, prec: i64) -> Ctx {
    Ctx { prec, rounding: Rounding::HalfEven, emax: MAX_EMAX, emin: -MAX_EMAX, clamp: false, capitals: ctx.capitals }
}

/// Rounds `approx` (known to within `err` units of its last place, never exact) when both
/// ends of that interval round to the same value; None when more digits are needed.
fn settle(env: &mut Env, approx: &Dec, err: u64) -> PyResult<Option<Dec>> {
    if approx.digits() < env.ctx.prec_u() + 3 || approx.coef <= BigUint::from(err) {
        return Ok(None);
    }
    let lo = Dec::finite(approx.neg, (&approx.coef - err) * 10u32 + 1u32, approx.exp - 1);
    let hi = Dec::finite(approx.neg, (&approx.coef + err) * 10u32 - 1u32, approx.exp - 1);
    let mut a = Env { vm: &mut *env.vm, ctx: env.ctx, conds: 0 };
    let ra = finalize(&mut a, lo)?;
    let ca = a.conds;
    let mut b = Env { vm: &mut *env.vm, ctx: env.ctx, conds: 0 };
    let rb = finalize(&mut b, hi)?;
    let same = ra.kind == rb.kind && ra.coef == rb.coef && ra.exp == rb.exp;
    if same {
        env.raise(ca);
        return Ok(Some(ra));
    }
    Ok(None)
}

/// `x` (finite) scaled by `10**w`, truncated.
fn to_fixed(env: &mut Env, x: &Dec, w: u64) -> PyResult<BigInt> {
    let shift = x.exp as i128 + w as i128;
    let mag = if shift >= 0 {
        shift_left(env, &x.coef, shift as u64)?
    } else {
        let k = shift.unsigned_abs() as u64;
        if k > x.digits() {
            BigUint::zero()
        } else {
            let p = env.pow10(k)?;
            env.div_rem(&x.coef, &p)?.0
        }
    };
    Ok(BigInt::from_biguint(if x.neg { Sign::Minus } else { Sign::Plus }, mag))
}

fn from_fixed(v: &BigInt, w: u64, shift: i64) -> Dec {
    let (neg, mag) = fixed::split(v);
    Dec::finite(neg, mag, shift - w as i64)
}

/// A rough float value of a finite decimal with a small adjusted exponent.
fn approx_f64(x: &Dec) -> f64 {
    // The top 64 bits of the coefficient and the power of two they stand for (no decimal
    // string of a million-digit coefficient).
    let shift = x.coef.bits().saturating_sub(64);
    let top = (&x.coef >> shift).to_f64().unwrap_or(0.0);
    let log10 = top.log10() + shift as f64 * std::f64::consts::LOG10_2 + x.exp as f64;
    let v = 10f64.powf(log10.clamp(-400.0, 400.0));
    if x.neg {
        -v
    } else {
        v
    }
}

/// The results of overflow and underflow, by the context's rules.
fn overflowed(env: &mut Env, neg: bool) -> PyResult<Dec> {
    let e = env.ctx.emax.saturating_add(1);
    finalize(env, Dec::finite(neg, BigUint::one(), e))
}
fn underflowed(env: &mut Env, neg: bool) -> PyResult<Dec> {
    let e = env.ctx.etiny().saturating_sub(2);
    finalize(env, Dec::finite(neg, BigUint::one(), e))
}

/// Runs `f` with ROUND_HALF_EVEN (exp, ln and log10 ignore the context's rounding).
fn half_even(env: &mut Env, x: &Dec, f: fn(&mut Env, &Dec) -> PyResult<Dec>) -> PyResult<Dec> {
    let saved = env.ctx.rounding;
    env.ctx.rounding = Rounding::HalfEven;
    let r = f(env, x);
    env.ctx.rounding = saved;
    r
}

const GUARDS: [u64; 5] = [12, 24, 48, 96, 192];

pub fn exp(env: &mut Env, x: &Dec) -> PyResult<Dec> {
    half_even(env, x, exp_core)
}

fn exp_core(env: &mut Env, x: &Dec) -> PyResult<Dec> {
    if let Some(n) = check_nans(env, x, None)? {
        return Ok(n);
    }
    if x.is_inf() {
        return Ok(if x.neg { Dec::zero() } else { x.clone() });
    }
    if x.is_zero() {
        return finalize(env, Dec::from_i64(1));
    }
    let prec = env.ctx.prec_u();
    let adj = x.adjusted();
    if adj < -(prec as i64) - 3 {
        let p = env.pow10(prec + 2)?;
        let c = if x.neg { p - 1u32 } else { p + 1u32 };
        return finalize(env, Dec::finite(false, c, -(prec as i64) - 2));
    }
    let xf = if adj >= 20 {
        if x.neg {
            -1e300
        } else {
            1e300
        }
    } else {
        approx_f64(x)
    };
    if xf > (env.ctx.emax as f64 + 1.0) * LN10 + 1.0 {
        return overflowed(env, false);
    }
    if xf < (env.ctx.etiny() as f64 - 2.0) * LN10 - 1.0 {
        return underflowed(env, false);
    }
    let mut k = (xf / LN10).floor() as i64;
    let mut last = None;
    for g in GUARDS {
        let w = prec + g + 20;
        // ln 10 (about 1.6 w terms) and the exp series (w / 4 terms and 16 squarings).
        env.series(w, w * 2 + 40)?;
        let l = fixed::ln10(env.vm, w)?;
        let xs = to_fixed(env, x, w)?;
        let mut r = xs - &l * BigInt::from(k);
        while r.is_negative() {
            k -= 1;
            r += &l;
        }
        while r >= l {
            k += 1;
            r -= &l;
        }
        let e = fixed::exp(env.vm, &r, w)?;
        let approx = from_fixed(&e, w, k);
        let err = 16u64.saturating_mul(k.unsigned_abs().saturating_add(2));
        if let Some(d) = settle(env, &approx, err)? {
            return Ok(d);
        }
        last = Some(approx);
    }
    finalize(env, last.unwrap_or_else(Dec::zero))
}

/// `|x - 1|`'s adjusted exponent when x is near 1 (to widen the working precision).
fn closeness_to_one(x: &Dec) -> u64 {
    let adj = x.adjusted();
    if adj != 0 && adj != -1 {
        return 0;
    }
    let shift = x.exp.unsigned_abs();
    if shift > super::round::MAX_DIGITS || x.exp > 0 {
        return 0;
    }
    let one = pow10(shift);
    let diff = if x.coef >= one { &x.coef - one } else { one - &x.coef };
    if diff.is_zero() {
        return 0;
    }
    let d = digits(&diff) as i64 + x.exp - 1;
    (-d).max(0) as u64
}

/// `ln` (`ten` false) or `log10` of a finite positive `x` that is not exactly 1 (or a
/// power of ten for log10).
fn log_core(env: &mut Env, x: &Dec, ten: bool) -> PyResult<Dec> {
    let prec = env.ctx.prec_u();
    let a = x.adjusted();
    let d = x.digits();
    let extra = closeness_to_one(x);
    let mut last = None;
    for g in GUARDS {
        let w = prec + g + extra + 20;
        // ln 2, ln 10 and the atanh series: about 3.5 w terms.
        env.series(w, w * 4 + 40)?;
        let shift = w as i128 - (d as i128 - 1);
        let m = if shift >= 0 {
            BigInt::from(shift_left(env, &x.coef, shift as u64)?)
        } else {
            let p = env.pow10(shift.unsigned_abs() as u64)?;
            BigInt::from(env.div_rem(&x.coef, &p)?.0)
        };
        let lm = fixed::ln_mantissa(env.vm, &m, w)?;
        let total = if ten {
            let l = fixed::ln10(env.vm, w)?;
            fixed::div_scaled(env.vm, &lm, &l, w)? + fixed::scaled_int(w) * BigInt::from(a)
        } else {
            lm + fixed::ln10(env.vm, w)? * BigInt::from(a)
        };
        let approx = from_fixed(&total, w, 0);
        let err = 40u64.saturating_add(4u64.saturating_mul(a.unsigned_abs()));
        if let Some(r) = settle(env, &approx, err)? {
            return Ok(r);
        }
        last = Some(approx);
    }
    finalize(env, last.unwrap_or_else(Dec::zero))
}

/// Specials shared by ln and log10; Some(result) when they decide it.
fn log_specials(env: &mut Env, x: &Dec) -> PyResult<Option<Dec>> {
    if let Some(n) = check_nans(env, x, None)? {
        return Ok(Some(n));
    }
    if x.is_zero() {
        return Ok(Some(Dec::inf(true)));
    }
    if x.neg {
        return Ok(Some(env.invalid(INVALID_OPERATION)));
    }
    if x.is_inf() {
        return Ok(Some(x.clone()));
    }
    Ok(None)
}

/// Whether the coefficient is a power of ten (1, 10, 100…).
fn is_power_of_ten(c: &BigUint) -> bool {
    let tz = trailing_zeros(c);
    c / pow10(tz) == BigUint::one()
}

pub fn ln(env: &mut Env, x: &Dec) -> PyResult<Dec> {
    half_even(env, x, ln_core)
}

fn ln_core(env: &mut Env, x: &Dec) -> PyResult<Dec> {
    if let Some(r) = log_specials(env, x)? {
        return Ok(r);
    }
    if x.adjusted() == 0 && is_power_of_ten(&x.coef) {
        return finalize(env, Dec::zero());
    }
    log_core(env, x, false)
}

pub fn log10(env: &mut Env, x: &Dec) -> PyResult<Dec> {
    half_even(env, x, log10_core)
}

fn log10_core(env: &mut Env, x: &Dec) -> PyResult<Dec> {
    if let Some(r) = log_specials(env, x)? {
        return Ok(r);
    }
    if is_power_of_ten(&x.coef) {
        return finalize(env, Dec::from_i64(x.adjusted()));
    }
    log_core(env, x, true)
}

/// The value of an integral finite decimal, when it fits an i64.
fn small_int(y: &Dec) -> Option<i64> {
    if y.adjusted() > 17 {
        return None;
    }
    let v = if y.exp >= 0 { &y.coef * pow10(y.exp as u64) } else { &y.coef / pow10(y.exp.unsigned_abs()) };
    let v = v.to_i64()?;
    Some(if y.neg { -v } else { v })
}

fn is_odd_integer(y: &Dec) -> bool {
    if !y.is_integral() || y.exp > 0 {
        return false;
    }
    let k = y.exp.unsigned_abs();
    if k > y.digits() {
        return false;
    }
    (&y.coef / pow10(k)).is_odd()
}

/// `x ** y`.
pub fn pow(env: &mut Env, x: &Dec, y: &Dec) -> PyResult<Dec> {
    if let Some(n) = check_nans(env, x, Some(y))? {
        return Ok(n);
    }
    if y.is_zero() {
        if x.is_zero() {
            return Ok(env.invalid(INVALID_OPERATION));
        }
        return Ok(Dec::from_i64(1));
    }
    let y_int = y.is_integral();
    let neg = x.neg && is_odd_integer(y);
    if x.is_zero() {
        return Ok(if y.neg { Dec::inf(neg) } else { Dec::finite(neg, BigUint::zero(), 0) });
    }
    if x.neg && !y_int {
        return Ok(env.invalid(INVALID_OPERATION));
    }
    if x.is_inf() {
        return Ok(if y.neg { Dec::finite(neg, BigUint::zero(), 0) } else { Dec::inf(neg) });
    }
    let ax = x.clone().with_sign(false);
    let one = Dec::from_i64(1);
    if y.is_inf() {
        let o = arith::cmp(&ax, &one);
        return match (o, y.neg) {
            (std::cmp::Ordering::Equal, _) => {
                let p = env.ctx.prec_u() - 1;
                let c = env.pow10(p)?;
                env.raise(INEXACT | ROUNDED);
                Ok(Dec::finite(false, c, -(p as i64)))
            }
            (std::cmp::Ordering::Less, false) | (std::cmp::Ordering::Greater, true) => Ok(Dec::zero()),
            _ => Ok(Dec::inf(false)),
        };
    }
    if let Some(n) = if y_int { small_int(y) } else { None } {
        return int_pow(env, &ax, y, n, neg);
    }
    if y_int && ax.exp == 0 && ax.coef == BigUint::one() {
        return finalize(env, Dec::finite(neg, BigUint::one(), 0));
    }
    real_pow(env, &ax, y, neg)
}

/// `x ** n` for positive finite `x` and integral `y == n`, evaluated like libmpdec:
/// left-to-right binary powering with every product rounded half-even to the context's
/// precision plus the digits of `y` plus two (one more and a reciprocal first for negative
/// `n`), then one rounding to the context.
fn int_pow(env: &mut Env, x: &Dec, y: &Dec, n: i64, neg: bool) -> PyResult<Dec> {
    let mut wprec = env.ctx.prec.saturating_add(y.digits() as i64).saturating_add(y.exp).saturating_add(2);
    if n < 0 {
        wprec += 1;
    }
    let wprec = wprec.clamp(1, MAX_PREC);
    env.work(wprec as u64)?;
    // The working context keeps the context's exponent limits: powers that overflow or
    // underflow stop early (so the work is bounded by the bits of `n`).
    let work_ctx = Ctx { prec: wprec, rounding: Rounding::HalfEven, clamp: false, ..env.ctx };
    let mut s = Env { vm: &mut *env.vm, ctx: work_ctx, conds: 0 };
    let base = if n < 0 { arith::div(&mut s, &Dec::from_i64(1), x)? } else { x.clone() };
    let m = n.unsigned_abs();
    let mut acc = base.clone();
    let top = 63 - m.leading_zeros();
    for bit in (0..top).rev() {
        acc = arith::mul(&mut s, &acc, &acc)?;
        if m >> bit & 1 == 1 {
            acc = arith::mul(&mut s, &acc, &base)?;
        }
        if acc.is_inf() || (acc.is_zero() && s.conds & CLAMPED != 0) {
            break;
        }
    }
    let conds = s.conds;
    env.raise(conds);
    if acc.is_inf() {
        return overflowed(env, neg);
    }
    finalize(env, acc.with_sign(neg))
}

/// `x ** y` for positive finite `x` as `exp(y ln x)`, evaluated like libmpdec: ln, the
/// product and exp each correctly rounded (half-even) to a working precision of the
/// larger of the context's precision and `x`'s digits plus 23, then one final rounding to
/// the context (so exact powers such as `4 ** 1.5` may come out just below the exact
/// value under directed rounding modes, as in CPython).
fn real_pow(env: &mut Env, x: &Dec, y: &Dec, neg: bool) -> PyResult<Dec> {
    let prec = env.ctx.prec;
    if x.adjusted() == 0 && is_power_of_ten(&x.coef) {
        let p = env.ctx.prec_u() - 1;
        let c = env.pow10(p)?;
        env.raise(INEXACT | ROUNDED);
        return Ok(Dec::finite(neg, c, -(p as i64)));
    }
    let p = (x.digits() as i64).max(prec).saturating_add(23);
    env.work(p as u64)?;
    let mut s = Env { vm: &mut *env.vm, ctx: wide(&env.ctx, p), conds: 0 };
    let l = ln(&mut s, x)?;
    let t = arith::mul(&mut s, &l, y)?;
    if t.is_finite() && t.adjusted() > 19 {
        if t.neg {
            return finalize(env, Dec::finite(neg, BigUint::zero(), super::number::MIN_ETINY));
        }
        return overflowed(env, neg);
    }
    let r = exp(&mut s, &t)?;
    if r.is_inf() {
        return overflowed(env, neg);
    }
    let r = finalize(env, r.with_sign(neg))?;
    env.raise(INEXACT | ROUNDED);
    Ok(r)
}

//! Contexts as the arithmetic sees them, the condition bits operations raise, rounding a
//! coefficient, and fitting a result into a context (precision, exponent limits, clamping).

use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};

use super::number::{digits, pow10, Dec, Kind};
use crate::error::{PyErr, PyResult};
use crate::types::bigint_steps;
use crate::vm::Vm;
use num_bigint::BigInt;

// Condition bits, numbered like libmpdec's status flags (their order shows in reprs).
pub const CLAMPED: u32 = 1;
pub const CONVERSION_SYNTAX: u32 = 1 << 1;
pub const DIVISION_BY_ZERO: u32 = 1 << 2;
pub const DIVISION_IMPOSSIBLE: u32 = 1 << 3;
pub const DIVISION_UNDEFINED: u32 = 1 << 4;
pub const INEXACT: u32 = 1 << 6;
pub const INVALID_CONTEXT: u32 = 1 << 7;
pub const INVALID_OPERATION: u32 = 1 << 8;
pub const FLOAT_OPERATION: u32 = 1 << 10;
pub const OVERFLOW: u32 = 1 << 11;
pub const ROUNDED: u32 = 1 << 12;
pub const SUBNORMAL: u32 = 1 << 13;
pub const UNDERFLOW: u32 = 1 << 14;

/// Largest coefficient (in digits) any intermediate may reach. Big products, quotients
/// and roots run in charged steps (`Env::mul`, `Env::div_rem`, `Env::isqrt`), but digit
/// counting, powers of ten and trailing-zero counts are single num-bigint calls: at a
/// million digits each stays near 0.1 s, so an operation can overrun the deadline by
/// little (at ten million digits one power of ten took seconds). CPython allows more.
pub const MAX_DIGITS: u64 = 1_000_000;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Rounding {
    Up,
    Down,
    Ceiling,
    Floor,
    HalfUp,
    HalfDown,
    HalfEven,
    Up05,
}

pub const ROUNDING_NAMES: [(&str, Rounding); 8] = [
    ("ROUND_UP", Rounding::Up),
    ("ROUND_DOWN", Rounding::Down),
    ("ROUND_CEILING", Rounding::Ceiling),
    ("ROUND_FLOOR", Rounding::Floor),
    ("ROUND_HALF_UP", Rounding::HalfUp),
    ("ROUND_HALF_DOWN", Rounding::HalfDown),
    ("ROUND_HALF_EVEN", Rounding::HalfEven),
    ("ROUND_05UP", Rounding::Up05),
];

pub fn rounding_from_name(name: &str) -> Option<Rounding> {
    ROUNDING_NAMES.iter().find(|(n, _)| *n == name).map(|(_, r)| *r)
}

/// The arithmetic settings of a context.
#[derive(Clone, Copy, Debug)]
pub struct Ctx {
    pub prec: i64,
    pub rounding: Rounding,
    pub emax: i64,
    pub emin: i64,
    pub clamp: bool,
    pub capitals: bool,
}

impl Ctx {
    pub fn etiny(&self) -> i64 {
        self.emin - self.prec + 1
    }
    pub fn etop(&self) -> i64 {
        self.emax - self.prec + 1
    }
    pub fn prec_u(&self) -> u64 {
        self.prec.max(1) as u64
    }
}

/// An operation in progress: the VM (for charging work), the context and the conditions
/// raised so far.
pub struct Env<'a> {
    pub vm: &'a mut Vm,
    pub ctx: Ctx,
    pub conds: u32,
}

impl Env<'_> {
    pub fn raise(&mut self, c: u32) {
        self.conds |= c;
    }
    /// Charges work on numbers of `n` digits; refuses sizes beyond [`MAX_DIGITS`].
    pub fn work(&mut self, n: u64) -> PyResult<()> {
        if n > MAX_DIGITS {
            return Err(PyErr::memory());
        }
        let words = n / 19 + 1;
        self.vm.charge(1 + words + (words / 40).saturating_mul(words / 40))
    }
    /// Charges a series evaluation: `terms` multiplications and divisions of `w`-digit
    /// numbers (charged before the work starts, so a budget refuses it up front).
    pub fn series(&mut self, w: u64, terms: u64) -> PyResult<()> {
        if w > MAX_DIGITS {
            return Err(PyErr::memory());
        }
        let words = w / 19 + 1;
        let per = 2 + words + (words / 24).saturating_mul(words / 24);
        self.vm.charge(per.saturating_mul(terms.saturating_add(1)))
    }
    /// `10**n`, charged.
    pub fn pow10(&mut self, n: u64) -> PyResult<BigUint> {
        self.work(n)?;
        if n < 20 {
            return Ok(pow10(n));
        }
        Ok(bigint_steps::pow(self.vm, &BigInt::from(10u32), n)?.magnitude().clone())
    }
    /// `a * b` in charged steps.
    pub fn mul(&mut self, a: &BigUint, b: &BigUint) -> PyResult<BigUint> {
        bigint_steps::mul(self.vm, a, b)
    }
    /// `(a / b, a % b)` in charged steps (`b` non-zero).
    pub fn div_rem(&mut self, a: &BigUint, b: &BigUint) -> PyResult<(BigUint, BigUint)> {
        bigint_steps::div_rem(self.vm, a, b)
    }
    /// The integer square root of `c`, in charged steps.
    pub fn isqrt(&mut self, c: &BigUint) -> PyResult<BigUint> {
        bigint_steps::isqrt(self.vm, c)
    }
    /// The quiet NaN for an invalid operation.
    pub fn invalid(&mut self, cond: u32) -> Dec {
        self.raise(cond);
        Dec::nan()
    }
}

/// What the discarded digits were worth relative to half a unit of the kept ones.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Frac {
    Exact,
    Below,
    Half,
    Above,
}

/// Drops the last `k` digits of `c`: the kept part and what was dropped.
pub fn drop_digits(env: &mut Env, c: &BigUint, k: u64) -> PyResult<(BigUint, Frac)> {
    if k == 0 {
        return Ok((c.clone(), Frac::Exact));
    }
    let n = digits(c);
    if k > n {
        let f = if c.is_zero() { Frac::Exact } else { Frac::Below };
        return Ok((BigUint::zero(), f));
    }
    let p = env.pow10(k)?;
    let (q, r) = env.div_rem(c, &p)?;
    let f = if r.is_zero() {
        Frac::Exact
    } else {
        let twice: BigUint = r << 1u32;
        match twice.cmp(&p) {
            std::cmp::Ordering::Less => Frac::Below,
            std::cmp::Ordering::Equal => Frac::Half,
            std::cmp::Ordering::Greater => Frac::Above,
        }
    };
    Ok((q, f))
}

/// Whether the kept part `q` must be incremented.
pub fn rounds_up(mode: Rounding, neg: bool, q: &BigUint, f: Frac) -> bool {
    if f == Frac::Exact {
        return false;
    }
    let last = || (q % 10u32).to_u32().unwrap_or(0);
    match mode {
        Rounding::Down => false,
        Rounding::Up => true,
        Rounding::Ceiling => !neg,
        Rounding::Floor => neg,
        Rounding::HalfUp => f >= Frac::Half,
        Rounding::HalfDown => f > Frac::Half,
        Rounding::HalfEven => f > Frac::Half || (f == Frac::Half && last() % 2 == 1),
        Rounding::Up05 => matches!(last(), 0 | 5),
    }
}

/// `c` with its last `k` digits rounded away by `mode`, and whether that was inexact.
pub fn round_digits(env: &mut Env, c: &BigUint, k: u64, mode: Rounding, neg: bool) -> PyResult<(BigUint, bool)> {
    let (q, f) = drop_digits(env, c, k)?;
    let q = if rounds_up(mode, neg, &q, f) { q + 1u32 } else { q };
    Ok((q, f != Frac::Exact))
}

/// The result of an overflow: infinity or the largest finite number, by rounding mode.
fn overflow_result(env: &mut Env, neg: bool) -> PyResult<Dec> {
    env.raise(OVERFLOW | INEXACT | ROUNDED);
    let to_inf = match env.ctx.rounding {
        Rounding::Down | Rounding::Up05 => false,
        Rounding::Ceiling => !neg,
        Rounding::Floor => neg,
        _ => true,
    };
    if to_inf {
        return Ok(Dec::inf(neg));
    }
    let p = env.pow10(env.ctx.prec_u())?;
    Ok(Dec::finite(neg, p - 1u32, env.ctx.etop()))
}

/// A NaN's payload cut to what the context can hold.
fn fix_nan(env: &mut Env, d: Dec) -> PyResult<Dec> {
    let max = env.ctx.prec_u() - u64::from(env.ctx.clamp);
    if !d.coef.is_zero() && digits(&d.coef) > max {
        let p = env.pow10(max)?;
        return Ok(Dec { coef: &d.coef % p, ..d });
    }
    Ok(d)
}

/// Fits `d` into the context: rounds to the precision, handles overflow, subnormal
/// results and clamping, raising the matching conditions.
pub fn finalize(env: &mut Env, d: Dec) -> PyResult<Dec> {
    match d.kind {
        Kind::NaN | Kind::SNaN => return fix_nan(env, d),
        Kind::Inf => return Ok(d),
        Kind::Finite => {}
    }
    let ctx = env.ctx;
    let (etiny, etop) = (ctx.etiny(), ctx.etop());
    if d.coef.is_zero() {
        let exp_max = if ctx.clamp { etop } else { ctx.emax };
        let e = d.exp.clamp(etiny, exp_max.max(etiny));
        if e != d.exp {
            env.raise(CLAMPED);
        }
        return Ok(Dec { exp: e, ..d });
    }
    let n = d.digits() as i64;
    let adjusted = d.exp.saturating_add(n - 1);
    let mut exp_min = d.exp.saturating_add(n).saturating_sub(ctx.prec);
    if exp_min > etop {
        return overflow_result(env, d.neg);
    }
    let subnormal = adjusted < ctx.emin;
    if exp_min < etiny {
        exp_min = etiny;
    }
    if d.exp < exp_min {
        let k = (exp_min - d.exp) as u64;
        let (mut q, inexact) = round_digits(env, &d.coef, k, ctx.rounding, d.neg)?;
        if digits(&q) as i64 > ctx.prec {
            q /= 10u32;
            exp_min += 1;
        }
        let ans = if exp_min > etop {
            env.raise(OVERFLOW);
            overflow_result(env, d.neg)?
        } else {
            Dec::finite(d.neg, q, exp_min)
        };
        if subnormal {
            env.raise(SUBNORMAL);
            if inexact {
                env.raise(UNDERFLOW);
            }
        }
        if inexact {
            env.raise(INEXACT);
        }
        env.raise(ROUNDED);
        if ans.is_zero() {
            env.raise(CLAMPED);
        }
        return Ok(ans);
    }
    if subnormal {
        env.raise(SUBNORMAL);
    }
    if ctx.clamp && d.exp > etop {
        env.raise(CLAMPED);
        let pad = (d.exp - etop) as u64;
        let p = env.pow10(pad)?;
        let coef = env.mul(&d.coef, &p)?;
        return Ok(Dec::finite(d.neg, coef, etop));
    }
    Ok(d)
}

/// `d` (finite) with exponent exactly `exp`, rounding by `mode` when digits are dropped.
/// Callers bound how many zeros padding may add.
pub fn rescale(env: &mut Env, d: &Dec, exp: i64, mode: Rounding) -> PyResult<Dec> {
    if !d.is_finite() {
        return Ok(d.clone());
    }
    if d.coef.is_zero() {
        return Ok(Dec::finite(d.neg, BigUint::zero(), exp));
    }
    if exp <= d.exp {
        let pad = (d.exp as i128 - exp as i128) as u64;
        env.work(pad.saturating_add(d.digits()))?;
        let p = env.pow10(pad)?;
        let coef = env.mul(&d.coef, &p)?;
        return Ok(Dec::finite(d.neg, coef, exp));
    }
    let k = (exp as i128 - d.exp as i128).min(u64::MAX as i128) as u64;
    let (q, inexact) = round_digits(env, &d.coef, k, mode, d.neg)?;
    if inexact {
        env.raise(INEXACT);
    }
    env.raise(ROUNDED);
    Ok(Dec::finite(d.neg, q, exp))
}

/// NaN operands: a quiet NaN result (signaling ones raise InvalidOperation), or None.
pub fn check_nans(env: &mut Env, a: &Dec, b: Option<&Dec>) -> PyResult<Option<Dec>> {
    let quiet = |d: &Dec| Dec { kind: Kind::NaN, ..d.clone() };
    let pick = if a.kind == Kind::SNaN {
        Some((a, true))
    } else if let Some(b) = b.filter(|b| b.kind == Kind::SNaN) {
        Some((b, true))
    } else if a.kind == Kind::NaN {
        Some((a, false))
    } else {
        b.filter(|b| b.kind == Kind::NaN).map(|b| (b, false))
    };
    match pick {
        None => Ok(None),
        Some((d, signaling)) => {
            if signaling {
                env.raise(INVALID_OPERATION);
            }
            Ok(Some(fix_nan(env, quiet(d))?))
        }
    }
}

/// `10**k` times `c`, charged.
pub fn shift_left(env: &mut Env, c: &BigUint, k: u64) -> PyResult<BigUint> {
    if k == 0 || c.is_zero() {
        return Ok(c.clone());
    }
    env.work(digits(c).saturating_add(k))?;
    let p = env.pow10(k)?;
    env.mul(c, &p)
}

/// Removes trailing zeros of `c` while `exp` stays below `ideal`.
pub fn strip_to_ideal(c: BigUint, exp: i64, ideal: i64) -> (BigUint, i64) {
    if c.is_zero() || exp >= ideal {
        return (c, exp);
    }
    let room = (ideal as i128 - exp as i128).min(u64::MAX as i128) as u64;
    let k = super::number::trailing_zeros(&c).min(room);
    if k == 0 {
        return (c, exp);
    }
    (c / pow10(k), exp + k as i64)
}

//! Pure rational arithmetic on big integers, shared by `fractions` and `statistics`:
//! normalization, the Knuth-style sum/product with early gcd reduction, correctly rounded
//! conversion to `f64` (round-half-even, subnormals included), exact float decomposition,
//! CPython's numeric hash for rationals, best rational approximation
//! (`limit_denominator`), integer square root, and the numeric-literal scanner of
//! `Fraction(str)`.
//!
//! The VM is passed in only for charging: gcds, products and quotients of big numerators
//! and denominators go through `bigint_gcd`/`bigint_steps`, which split the work into
//! pieces that each charge it (a fraction of two million-bit integers costs seconds of
//! gcd; the deadline must hold meanwhile).

use std::cmp::Ordering;

use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

use crate::error::PyResult;
use crate::types::bigint_gcd;
use crate::types::bigint_steps::{self, mul_signed};
use crate::vm::Vm;

/// `gcd(a, b)` (non-negative), charged.
fn gcd(vm: &mut Vm, a: &BigInt, b: &BigInt) -> PyResult<BigInt> {
    Ok(BigInt::from(bigint_gcd::gcd(vm, a.magnitude(), b.magnitude())?))
}

/// `a * b`, charged.
fn mul(vm: &mut Vm, a: &BigInt, b: &BigInt) -> PyResult<BigInt> {
    mul_signed(vm, a, b)
}

/// `a // b` (floor), charged; `b` non-zero.
fn div_floor(vm: &mut Vm, a: &BigInt, b: &BigInt) -> PyResult<BigInt> {
    Ok(bigint_steps::div_mod_floor(vm, a, b)?.0)
}

/// `a / b` for a `b` that divides `a` exactly, charged.
fn div_exact(vm: &mut Vm, a: &BigInt, b: &BigInt) -> PyResult<BigInt> {
    div_floor(vm, a, b)
}

/// A rational number in lowest terms with a positive denominator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Q {
    pub n: BigInt,
    pub d: BigInt,
}

impl Q {
    pub fn int(n: BigInt) -> Q {
        Q { n, d: BigInt::one() }
    }

    pub fn zero() -> Q {
        Q::int(BigInt::zero())
    }

    /// `n/d` reduced to lowest terms with a positive denominator. `d` must not be zero.
    pub fn new(vm: &mut Vm, n: BigInt, d: BigInt) -> PyResult<Q> {
        let (n, d) = normalize(vm, n, d)?;
        Ok(Q { n, d })
    }

    /// Bits of numerator and denominator together: a measure of the work an operation costs.
    pub fn bits(&self) -> u64 {
        self.n.bits() + self.d.bits()
    }

    pub fn add(&self, vm: &mut Vm, other: &Q) -> PyResult<Q> {
        add_sub(vm, self, other, false)
    }

    pub fn sub(&self, vm: &mut Vm, other: &Q) -> PyResult<Q> {
        add_sub(vm, self, other, true)
    }

    pub fn mul(&self, vm: &mut Vm, other: &Q) -> PyResult<Q> {
        // Cross-cancel first so the products stay small and the result is already reduced.
        let g1 = gcd(vm, &self.n, &other.d)?;
        let g2 = gcd(vm, &other.n, &self.d)?;
        let (na, db) = if g1 > BigInt::one() {
            (div_exact(vm, &self.n, &g1)?, div_exact(vm, &other.d, &g1)?)
        } else {
            (self.n.clone(), other.d.clone())
        };
        let (nb, da) = if g2 > BigInt::one() {
            (div_exact(vm, &other.n, &g2)?, div_exact(vm, &self.d, &g2)?)
        } else {
            (other.n.clone(), self.d.clone())
        };
        Ok(Q { n: mul(vm, &na, &nb)?, d: mul(vm, &db, &da)? })
    }

    /// `self / other`; None when `other` is zero.
    pub fn div(&self, vm: &mut Vm, other: &Q) -> PyResult<Option<Q>> {
        if other.n.is_zero() {
            return Ok(None);
        }
        let inv = if other.n.is_negative() { Q { n: -&other.d, d: -&other.n } } else { Q { n: other.d.clone(), d: other.n.clone() } };
        self.mul(vm, &inv).map(Some)
    }

    pub fn neg(&self) -> Q {
        Q { n: -&self.n, d: self.d.clone() }
    }

    pub fn abs(&self) -> Q {
        Q { n: self.n.abs(), d: self.d.clone() }
    }

    pub fn is_integer(&self) -> bool {
        self.d.is_one()
    }

    /// Compares two rationals exactly.
    pub fn cmp(&self, vm: &mut Vm, other: &Q) -> PyResult<Ordering> {
        Ok(mul(vm, &self.n, &other.d)?.cmp(&mul(vm, &other.n, &self.d)?))
    }

    /// Floor of the value.
    pub fn floor(&self, vm: &mut Vm) -> PyResult<BigInt> {
        div_floor(vm, &self.n, &self.d)
    }

    /// The value rounded to the nearest `f64` (half to even); None when it overflows.
    pub fn to_f64(&self, vm: &mut Vm) -> PyResult<Option<f64>> {
        ratio_to_f64(vm, &self.n, &self.d)
    }
}

/// `n/d` in lowest terms with a positive denominator (`d` non-zero).
pub fn normalize(vm: &mut Vm, n: BigInt, d: BigInt) -> PyResult<(BigInt, BigInt)> {
    let mut g = gcd(vm, &n, &d)?;
    if d.is_negative() {
        g = -g;
    }
    if g.is_one() || g.is_zero() {
        return Ok((n, d));
    }
    Ok((div_exact(vm, &n, &g)?, div_exact(vm, &d, &g)?))
}

/// Sum or difference of two reduced fractions, reducing with the smaller gcds: with
/// `g = gcd(da, db)`, `t = na*(db/g) ± nb*(da/g)` only shares factors with `g`.
fn add_sub(vm: &mut Vm, a: &Q, b: &Q, subtract: bool) -> PyResult<Q> {
    let g = gcd(vm, &a.d, &b.d)?;
    let combine = |x: BigInt, y: BigInt| if subtract { x - y } else { x + y };
    if g.is_one() {
        let (x, y) = (mul(vm, &a.n, &b.d)?, mul(vm, &a.d, &b.n)?);
        return Ok(Q { n: combine(x, y), d: mul(vm, &a.d, &b.d)? });
    }
    let s = div_exact(vm, &a.d, &g)?;
    let bd_g = div_exact(vm, &b.d, &g)?;
    let (x, y) = (mul(vm, &a.n, &bd_g)?, mul(vm, &b.n, &s)?);
    let t = combine(x, y);
    let g2 = gcd(vm, &t, &g)?;
    if g2.is_one() {
        return Ok(Q { n: t, d: mul(vm, &s, &b.d)? });
    }
    if t.is_zero() {
        return Ok(Q::zero());
    }
    let bd_g2 = div_exact(vm, &b.d, &g2)?;
    Ok(Q { n: div_exact(vm, &t, &g2)?, d: mul(vm, &s, &bd_g2)? })
}

/// `2**k` as an f64, for `k` in -1074..=1023.
fn pow2(k: i64) -> f64 {
    if k >= -1022 {
        f64::from_bits(((k + 1023) as u64) << 52)
    } else {
        f64::from_bits(1u64 << (k + 1074))
    }
}

/// `n / d` correctly rounded to an f64 (round half to even), like CPython's int true
/// division. None when the result is too large for a float. `d` must not be zero.
pub fn ratio_to_f64(vm: &mut Vm, n: &BigInt, d: &BigInt) -> PyResult<Option<f64>> {
    let negative = (n.sign() == Sign::Minus) != (d.sign() == Sign::Minus);
    let a = n.magnitude();
    let b = d.magnitude();
    if a.is_zero() {
        return Ok(Some(if negative { -0.0 } else { 0.0 }));
    }
    // Scale so the integer quotient has 55 or 56 bits; the remainder becomes a sticky bit.
    let e = a.bits() as i64 - b.bits() as i64;
    let s = 55 - e;
    let (q, r) =
        if s >= 0 { bigint_steps::div_rem(vm, &(a << (s as usize)), b)? } else { bigint_steps::div_rem(vm, a, &(b << ((-s) as usize)))? };
    let sticky = !r.is_zero();
    let qb = q.bits() as i64;
    // The value is q * 2**-s (plus a fraction below 1); keep 53 bits, fewer for subnormals.
    let ulp_exp = (qb - s - 53).max(-1074);
    let drop = ulp_exp + s;
    let m: BigUint = if drop <= 0 {
        q << ((-drop) as usize)
    } else if drop > qb + 1 {
        BigUint::zero()
    } else {
        let drop = drop as usize;
        let mask = (BigUint::one() << drop) - 1u32;
        let rem = &q & &mask;
        let half = BigUint::one() << (drop - 1);
        let m = &q >> drop;
        let up = rem > half || (rem == half && (sticky || m.is_odd()));
        if up {
            m + 1u32
        } else {
            m
        }
    };
    if m.bits() as i64 + ulp_exp > 1024 {
        return Ok(None);
    }
    let Some(mf) = m.to_f64() else { return Ok(None) }; // at most 2**53: exact
    let v = if ulp_exp > 1023 { mf * pow2(1023) * pow2(ulp_exp - 1023) } else { mf * pow2(ulp_exp) };
    if v.is_infinite() {
        return Ok(None);
    }
    Ok(Some(if negative { -v } else { v }))
}

/// The exact ratio of a finite float, in lowest terms (`float.as_integer_ratio`).
pub fn f64_to_ratio(x: f64) -> (BigInt, BigInt) {
    let bits = x.to_bits();
    let negative = bits >> 63 == 1;
    let exp_bits = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (mut mant, mut exp) = if exp_bits == 0 { (frac, -1074i64) } else { (frac | (1u64 << 52), exp_bits - 1075) };
    if mant == 0 {
        return (BigInt::zero(), BigInt::one());
    }
    let tz = mant.trailing_zeros() as i64;
    mant >>= tz;
    exp += tz;
    let m = BigInt::from(mant);
    let m = if negative { -m } else { m };
    if exp >= 0 {
        (m << (exp as usize), BigInt::one())
    } else {
        (m, BigInt::one() << ((-exp) as usize))
    }
}

/// Modulus of CPython's numeric hash.
const HASH_MODULUS: u64 = (1 << 61) - 1;
/// Hash of values whose denominator is a multiple of the modulus (`sys.hash_info.inf`).
const HASH_INF: i64 = 314_159;

/// `hash(n/d)` as CPython computes it for rationals (equal to the hash of an equal int or
/// float). `d` must be positive.
pub fn hash(n: &BigInt, d: &BigInt) -> i64 {
    let p = BigUint::from(HASH_MODULUS);
    let dm = d.magnitude() % &p;
    let h: i64 = if dm.is_zero() {
        HASH_INF
    } else {
        let dinv = dm.modpow(&(&p - 2u32), &p);
        let nm = n.magnitude() % &p;
        ((nm * dinv) % &p).to_i64().unwrap_or(0)
    };
    let r = if n.is_negative() { -h } else { h };
    if r == -1 {
        -2
    } else {
        r
    }
}

/// The closest fraction to `q` with denominator at most `max` (`max >= 1`, `q.d > max`):
/// the better of the two bounding semiconvergents of its continued fraction, the one with
/// the smaller denominator on a tie. Each step of the continued fraction is charged (a
/// million-bit fraction has hundreds of thousands of them). None when a division by zero
/// occurs (only for unnormalized input).
pub fn limit_denominator(vm: &mut Vm, q: &Q, max: &BigInt) -> PyResult<Option<Q>> {
    let (mut p0, mut q0, mut p1, mut q1) = (BigInt::zero(), BigInt::one(), BigInt::one(), BigInt::zero());
    let (mut n, mut d) = (q.n.clone(), q.d.clone());
    loop {
        vm.charge(1 + (n.bits() + q1.bits()) / 64)?;
        if d.is_zero() {
            return Ok(None);
        }
        let (a, rem) = bigint_steps::div_mod_floor(vm, &n, &d)?;
        let q2 = &q0 + mul(vm, &a, &q1)?;
        if &q2 > max {
            break;
        }
        let p2 = &p0 + mul(vm, &a, &p1)?;
        p0 = std::mem::replace(&mut p1, p2);
        q0 = std::mem::replace(&mut q1, q2);
        n = std::mem::replace(&mut d, rem);
    }
    if q1.is_zero() {
        return Ok(None);
    }
    let k = div_floor(vm, &(max - &q0), &q1)?;
    let (kp, kq) = (mul(vm, &k, &p1)?, mul(vm, &k, &q1)?);
    let bound1 = Q::new(vm, &p0 + kp, &q0 + kq)?;
    let bound2 = Q::new(vm, p1, q1)?;
    let dist2 = bound2.sub(vm, q)?.abs();
    let dist1 = bound1.sub(vm, q)?.abs();
    Ok(Some(if dist2.cmp(vm, &dist1)? != Ordering::Greater { bound2 } else { bound1 }))
}

/// Integer square root of a non-negative integer.
pub fn isqrt(vm: &mut Vm, n: &BigInt) -> PyResult<BigInt> {
    Ok(BigInt::from(bigint_steps::isqrt(vm, n.magnitude())?))
}

/// The parts of a `Fraction` string literal, as the text of each group.
pub struct Literal {
    pub negative: bool,
    pub num: String,
    pub denom: Option<String>,
    pub decimal: Option<String>,
    pub exp: Option<String>,
}

/// Scans `[ws] [sign] digits [/digits | [.fraction] [e[sign]digits]] [ws]` where digit
/// groups may be joined by single underscores (`1_000`), the numerator may be empty when a
/// fractional part follows (`.5`), and the fraction after the point is either digits or
/// (as in CPython, whose pattern reads `d*` there) a run of the letter `d`.
pub fn scan_literal(text: &str) -> Option<Literal> {
    use crate::text::predicates::{decimal_value, is_space};
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    let is_digit = |c: Option<&char>| c.is_some_and(|c| decimal_value(*c).is_some());
    while i < chars.len() && is_space(chars[i]) {
        i += 1;
    }
    let mut negative = false;
    if let Some(c @ ('+' | '-')) = chars.get(i) {
        negative = *c == '-';
        i += 1;
    }
    if !(is_digit(chars.get(i)) || (chars.get(i) == Some(&'.') && is_digit(chars.get(i + 1)))) {
        return None;
    }
    // Digit groups joined by single underscores, from `i`; returns the end (exclusive).
    let groups = |mut j: usize| -> Option<usize> {
        if !is_digit(chars.get(j)) {
            return None;
        }
        while is_digit(chars.get(j)) {
            j += 1;
        }
        while chars.get(j) == Some(&'_') && is_digit(chars.get(j + 1)) {
            j += 1;
            while is_digit(chars.get(j)) {
                j += 1;
            }
        }
        Some(j)
    };
    let text_of = |a: usize, b: usize| chars[a..b].iter().collect::<String>();
    let num_end = groups(i).unwrap_or(i);
    let num = text_of(i, num_end);
    i = num_end;
    let mut lit = Literal { negative, num, denom: None, decimal: None, exp: None };
    if chars.get(i) == Some(&'/') {
        let end = groups(i + 1)?;
        lit.denom = Some(text_of(i + 1, end));
        i = end;
    } else {
        if chars.get(i) == Some(&'.') {
            i += 1;
            let end = match groups(i) {
                Some(end) => end,
                None => {
                    let mut j = i;
                    while matches!(chars.get(j), Some('d' | 'D')) {
                        j += 1;
                    }
                    j
                }
            };
            lit.decimal = Some(text_of(i, end));
            i = end;
        }
        if matches!(chars.get(i), Some('e' | 'E')) {
            let mut j = i + 1;
            if matches!(chars.get(j), Some('+' | '-')) {
                j += 1;
            }
            if let Some(end) = groups(j) {
                lit.exp = Some(text_of(i + 1, end));
                i = end;
            }
        }
    }
    while i < chars.len() && is_space(chars[i]) {
        i += 1;
    }
    if i != chars.len() {
        return None;
    }
    Some(lit)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `ratio_to_f64` with a VM that has no limits.
    fn ratio(n: &BigInt, d: &BigInt) -> Option<f64> {
        let mut vm = Vm::new(crate::Limits::default());
        ratio_to_f64(&mut vm, n, d).ok().flatten()
    }

    fn f(n: i64, d: i64) -> f64 {
        ratio(&BigInt::from(n), &BigInt::from(d)).unwrap_or(f64::NAN)
    }

    #[test]
    fn rounding_matches_float_division() {
        for (n, d) in [(1, 3), (2, 3), (-7, 10), (1, 10), (123456789, 1000), (5, 2), (0, 5)] {
            assert_eq!(f(n, d), n as f64 / d as f64);
        }
        // Half-way cases round to even.
        let big = BigInt::from(1u64 << 53) + 1;
        assert_eq!(ratio(&big, &BigInt::one()), Some(9007199254740992.0));
        let tiny = ratio(&BigInt::one(), &(BigInt::one() << 1074usize));
        assert_eq!(tiny, Some(f64::from_bits(1)));
        let under = ratio(&BigInt::one(), &(BigInt::one() << 1076usize));
        assert_eq!(under, Some(0.0));
        assert_eq!(ratio(&(BigInt::one() << 1024usize), &BigInt::one()), None);
    }

    #[test]
    fn float_ratio_roundtrip() {
        for x in [0.5, 1.47, -3.0, 1e300, 5e-324, 0.1] {
            let (n, d) = f64_to_ratio(x);
            assert_eq!(ratio(&n, &d), Some(x));
        }
    }

    #[test]
    fn literal_scanner() {
        assert!(scan_literal(" -1.5e3 ").is_some());
        assert!(scan_literal("1__0").is_none());
        assert!(scan_literal(".e5").is_none());
        assert_eq!(scan_literal("1.d").and_then(|l| l.decimal), Some("d".to_string()));
        assert_eq!(scan_literal("3/4").and_then(|l| l.denom), Some("4".to_string()));
    }
}

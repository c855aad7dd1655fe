//! Fixed-point kernels for the transcendental functions: values are integers scaled by
//! `10**w`, and each kernel states its error bound in units of the last place. Callers
//! (`transc`) widen `w` until the correctly rounded result is certain.

use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;
use num_traits::{Signed, Zero};

use super::number::pow10;

fn scale(w: u64) -> BigInt {
    BigInt::from_biguint(Sign::Plus, pow10(w))
}

/// `atanh(1/n)` scaled by `10**w` (error at most the number of terms, well below 10**3).
fn atanh_inv(n: u32, w: u64) -> BigInt {
    let n = BigInt::from(n);
    let n2 = &n * &n;
    let mut power = scale(w) / &n;
    let mut sum = power.clone();
    let mut k = 1u64;
    while !power.is_zero() {
        power /= &n2;
        sum += &power / BigInt::from(2 * k + 1);
        k += 1;
    }
    sum
}

/// `ln 2` scaled by `10**w`, error below one unit.
pub fn ln2(w: u64) -> BigInt {
    let g = 6;
    (atanh_inv(3, w + g) * 2) / scale(g)
}

/// `ln 10` scaled by `10**w`, error below one unit (3 ln 2 + ln 1.25).
pub fn ln10(w: u64) -> BigInt {
    let g = 6;
    let l2 = atanh_inv(3, w + g) * 2;
    let l54 = atanh_inv(9, w + g) * 2;
    (l2 * 3 + l54) / scale(g)
}

/// `exp(r)` for `0 <= r < 3` given scaled by `10**w`; result scaled by `10**w`, error at
/// most a few units.
pub fn exp(r: &BigInt, w: u64) -> BigInt {
    let g = 10u64;
    let wg = w + g;
    let s = scale(wg);
    let m = 16u32;
    // r / 2**m in the wider scale
    let y: BigInt = (r * scale(g)) >> m;
    let mut sum = s.clone();
    let mut term = s.clone();
    let mut i = 1u64;
    while !term.is_zero() {
        term = (&term * &y) / &s / BigInt::from(i);
        sum += &term;
        i += 1;
    }
    for _ in 0..m {
        sum = (&sum * &sum) / &s;
    }
    sum / scale(g)
}

/// `ln(m)` for `1 <= m < 10` given scaled by `10**w`; result scaled by `10**w`, error at
/// most a few units.
pub fn ln_mantissa(m: &BigInt, w: u64) -> BigInt {
    let g = 10u64;
    let wg = w + g;
    let s = scale(wg);
    let mut x = m * scale(g);
    // Halve into [0.75, 1.5): ln m = ln x + j ln 2.
    let mut j = 0u32;
    let limit = &s * 3 / 2;
    while x >= limit {
        x >>= 1;
        j += 1;
    }
    let z = ((&x - &s) * &s) / (&x + &s);
    let z2 = (&z * &z) / &s;
    let mut power = z.clone();
    let mut sum = z;
    let mut k = 1u64;
    while !power.is_zero() {
        power = (&power * &z2) / &s;
        sum += &power / BigInt::from(2 * k + 1);
        k += 1;
    }
    let total = sum * 2 + ln2(wg) * BigInt::from(j);
    total / scale(g)
}

/// A non-negative scaled value as (magnitude, is_negative) pieces for building decimals.
pub fn split(v: &BigInt) -> (bool, BigUint) {
    (v.is_negative(), v.magnitude().clone())
}

/// `a * 10**w / b` rounded toward zero.
pub fn div_scaled(a: &BigInt, b: &BigInt, w: u64) -> BigInt {
    if b.is_zero() {
        return BigInt::zero();
    }
    (a * scale(w)).div_floor(b)
}

pub fn scaled_int(w: u64) -> BigInt {
    scale(w)
}

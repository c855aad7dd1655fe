//! Fixed-point kernels for the transcendental functions: values are integers scaled by
//! `10**w`, and each kernel states its error bound in units of the last place. Callers
//! (`transc`) widen `w` until the correctly rounded result is certain.
//!
//! A series at `w` digits runs about `w` terms of linear work each (quadratic in all):
//! every term charges the VM, and products and quotients of two `w`-digit numbers run in
//! charged steps (`bigint_steps`), so a huge precision meets the deadline.

use num_bigint::{BigInt, BigUint, Sign};
use num_traits::{Signed, Zero};

use super::number::pow10;
use crate::error::PyResult;
use crate::types::bigint_steps;
use crate::vm::Vm;

fn scale(w: u64) -> BigInt {
    BigInt::from_biguint(Sign::Plus, pow10(w))
}

/// Charges one series term on `w`-digit numbers.
fn term(vm: &mut Vm, w: u64) -> PyResult<()> {
    vm.charge(2 + w / 64)
}

/// `a * b`, charged.
fn mul(vm: &mut Vm, a: &BigInt, b: &BigInt) -> PyResult<BigInt> {
    bigint_steps::mul_signed(vm, a, b)
}

/// `a * b / c` truncated toward zero, charged.
fn mul_div(vm: &mut Vm, a: &BigInt, b: &BigInt, c: &BigInt) -> PyResult<BigInt> {
    let product = mul(vm, a, b)?;
    div(vm, &product, c)
}

/// `a / b` truncated toward zero (Rust's `/` on BigInt), charged.
fn div(vm: &mut Vm, a: &BigInt, b: &BigInt) -> PyResult<BigInt> {
    let (q, _) = bigint_steps::div_rem(vm, a.magnitude(), b.magnitude())?;
    let negative = a.is_negative() != b.is_negative();
    Ok(BigInt::from_biguint(if negative { Sign::Minus } else { Sign::Plus }, q))
}

/// `atanh(1/n)` scaled by `10**w` (error at most the number of terms, well below 10**3).
fn atanh_inv(vm: &mut Vm, n: u32, w: u64) -> PyResult<BigInt> {
    let n = BigInt::from(n);
    let n2 = &n * &n;
    let mut power = scale(w) / &n;
    let mut sum = power.clone();
    let mut k = 1u64;
    while !power.is_zero() {
        term(vm, w)?;
        power /= &n2;
        sum += &power / BigInt::from(2 * k + 1);
        k += 1;
    }
    Ok(sum)
}

/// `ln 2` scaled by `10**w`, error below one unit.
pub fn ln2(vm: &mut Vm, w: u64) -> PyResult<BigInt> {
    let g = 6;
    Ok((atanh_inv(vm, 3, w + g)? * 2) / scale(g))
}

/// `ln 10` scaled by `10**w`, error below one unit (3 ln 2 + ln 1.25).
pub fn ln10(vm: &mut Vm, w: u64) -> PyResult<BigInt> {
    let g = 6;
    let l2 = atanh_inv(vm, 3, w + g)? * 2;
    let l54 = atanh_inv(vm, 9, w + g)? * 2;
    Ok((l2 * 3 + l54) / scale(g))
}

/// `exp(r)` for `0 <= r < 3` given scaled by `10**w`; result scaled by `10**w`, error at
/// most a few units.
pub fn exp(vm: &mut Vm, r: &BigInt, w: u64) -> PyResult<BigInt> {
    let g = 10u64;
    let wg = w + g;
    let s = scale(wg);
    let m = 16u32;
    // r / 2**m in the wider scale
    let y: BigInt = mul(vm, r, &scale(g))? >> m;
    let mut sum = s.clone();
    let mut t = s.clone();
    let mut i = 1u64;
    while !t.is_zero() {
        term(vm, wg)?;
        t = mul_div(vm, &t, &y, &s)? / BigInt::from(i);
        sum += &t;
        i += 1;
    }
    for _ in 0..m {
        sum = mul_div(vm, &sum, &sum, &s)?;
    }
    Ok(sum / scale(g))
}

/// `ln(m)` for `1 <= m < 10` given scaled by `10**w`; result scaled by `10**w`, error at
/// most a few units.
pub fn ln_mantissa(vm: &mut Vm, m: &BigInt, w: u64) -> PyResult<BigInt> {
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
    let z = mul_div(vm, &(&x - &s), &s, &(&x + &s))?;
    let z2 = mul_div(vm, &z, &z, &s)?;
    let mut power = z.clone();
    let mut sum = z;
    let mut k = 1u64;
    while !power.is_zero() {
        term(vm, wg)?;
        power = mul_div(vm, &power, &z2, &s)?;
        sum += &power / BigInt::from(2 * k + 1);
        k += 1;
    }
    let total = sum * 2 + ln2(vm, wg)? * BigInt::from(j);
    Ok(total / scale(g))
}

/// A non-negative scaled value as (magnitude, is_negative) pieces for building decimals.
pub fn split(v: &BigInt) -> (bool, BigUint) {
    (v.is_negative(), v.magnitude().clone())
}

/// `a * 10**w / b` rounded toward negative infinity.
pub fn div_scaled(vm: &mut Vm, a: &BigInt, b: &BigInt, w: u64) -> PyResult<BigInt> {
    if b.is_zero() {
        return Ok(BigInt::zero());
    }
    let scaled = mul(vm, a, &scale(w))?;
    Ok(bigint_steps::div_mod_floor(vm, &scaled, b)?.0)
}

pub fn scaled_int(w: u64) -> BigInt {
    scale(w)
}

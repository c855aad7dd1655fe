//! Big-integer arithmetic that meets the run's limits: multiplication, division, powers,
//! modular powers and integer square roots of numbers of any size, in steps that each
//! charge the VM before they run.
//!
//! Why: num-bigint's operations are single calls that cannot be interrupted, and on numbers
//! of tens of millions of bits one call runs for seconds (measured on the dev machine: a
//! 2^25-bit product about 8 s, a 2^27-by-2^26-bit division about 50 s). Here an operation on
//! operands past a leaf size is split until every piece is a num-bigint call of about a
//! millisecond (a few million limb products), and each piece is charged
//! ([`Vm::charge`]: the operation budget, and the deadline and cancel flag every
//! `CHECK_INTERVAL` units, whether or not operations are limited). Below the leaf sizes
//! the operations are num-bigint's own, charged once, so ordinary arithmetic pays nothing
//! extra.
//!
//! - Products split by Karatsuba (balanced operands) or by halving the longer operand
//!   (unbalanced ones); the leaves are num-bigint products (Karatsuba/Toom-3 inside).
//! - Division divides the top half of the quotient and then the bottom half (each a
//!   smaller division), and a divisor longer than the quotient needs is first cut to the
//!   quotient's length plus a few limbs: the quotient of the cut operands is off by at
//!   most one, which one multiplication and a comparison correct.
//! - Powers square and multiply with those products; modular powers reduce after each
//!   step; integer square roots double their precision with those divisions.
//!
//! Charges are in operations (about one per limb product / 8, the scale the VM's other
//! big-int charges use). The gcd family lives in `bigint_gcd.rs`.

use num_bigint::{BigInt, BigUint, Sign};
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

use crate::compile::bytecode::BinOp;
use crate::error::{PyErr, PyResult};
use crate::types::num::{int_bits, IntRef, MAX_INT_BITS};
use crate::value::Value;
use crate::vm::Vm;

/// Largest product (in limbs times limbs) num-bigint computes in one call: 4,096 by 4,096
/// limbs (2^18-bit factors) takes about 2.5 ms.
pub const MUL_LEAF: u64 = 1 << 24;
/// Largest division (quotient limbs times divisor limbs) num-bigint computes in one call:
/// about 4 ms at 2,048 by 2,048 limbs.
pub const DIV_LEAF: u64 = 1 << 22;
/// Results up to this many bits come from one num-bigint power call (its last squaring is
/// about a millisecond).
const POW_LEAF_BITS: u64 = 1 << 19;
/// Numbers up to this many bits get num-bigint's square root in one call.
const SQRT_LEAF_BITS: u64 = 1 << 16;
/// Modular powers whose exponent bits times modulus limbs squared stay under this run as
/// one num-bigint call (Montgomery multiplication, a few milliseconds at most).
const MODPOW_LEAF: u64 = 1 << 22;

/// Number of 64-bit limbs of `x`.
pub fn limbs(x: &BigUint) -> u64 {
    x.bits().div_ceil(64)
}

/// `x` split at limb `h`: (`x >> 64h`, the low `h` limbs).
fn split(x: &BigUint, h: u64) -> (BigUint, BigUint) {
    let hi = x >> (64 * h);
    let lo = BigUint::new(x.iter_u32_digits().take(2 * h as usize).collect());
    (hi, lo)
}

/// Charges linear work on `n` limbs (copies, shifts, additions).
fn charge_linear(vm: &mut Vm, n: u64) -> PyResult<()> {
    vm.charge(n / 16 + 1)
}

/// `a * b`, in steps.
pub fn mul(vm: &mut Vm, a: &BigUint, b: &BigUint) -> PyResult<BigUint> {
    let (la, lb) = (limbs(a), limbs(b));
    if la.saturating_mul(lb) <= MUL_LEAF {
        vm.charge(la * lb / 8 + 1)?;
        return Ok(a * b);
    }
    // `x` is the shorter factor.
    let (x, y, lx, ly) = if la <= lb { (a, b, la, lb) } else { (b, a, lb, la) };
    charge_linear(vm, lx + ly)?;
    if lx * 2 <= ly {
        // Halve the longer factor: two products of the shorter one with a half.
        let h = ly / 2;
        let (y1, y0) = split(y, h);
        let high = mul(vm, x, &y1)?;
        let low = mul(vm, x, &y0)?;
        charge_linear(vm, lx + ly)?;
        return Ok((high << (64 * h)) + low);
    }
    // Karatsuba: three half-size products.
    let h = ly / 2;
    let (x1, x0) = split(x, h);
    let (y1, y0) = split(y, h);
    let z2 = mul(vm, &x1, &y1)?;
    let z0 = mul(vm, &x0, &y0)?;
    let z1 = mul(vm, &(x1 + x0), &(y1 + y0))?;
    charge_linear(vm, 2 * (lx + ly))?;
    let middle = z1 - &z2 - &z0;
    Ok((z2 << (128 * h)) + (middle << (64 * h)) + z0)
}

/// Truncating division of magnitudes: `(a / b, a % b)`; `b` must not be zero.
pub fn div_rem(vm: &mut Vm, a: &BigUint, b: &BigUint) -> PyResult<(BigUint, BigUint)> {
    if a < b {
        return Ok((BigUint::zero(), a.clone()));
    }
    let (la, lb) = (limbs(a), limbs(b));
    let q_len = la - lb + 1;
    if q_len.saturating_mul(lb) <= DIV_LEAF {
        vm.charge(q_len * lb / 8 + 1)?;
        return Ok(a.div_rem(b));
    }
    charge_linear(vm, la)?;
    if lb > q_len + 3 {
        // The divisor's low limbs barely matter: divide with both operands cut to the
        // quotient's length plus three limbs, then correct. With `s` limbs cut, the cut
        // quotient q' satisfies q - 1 <= q' <= q + 1 (the cut divisor keeps more than
        // q_len + 2 limbs, so the error terms stay below one).
        let s = lb - (q_len + 3);
        let (q, _) = div_rem(vm, &(a >> (64 * s)), &(b >> (64 * s)))?;
        let product = mul(vm, &q, b)?;
        let mut q = BigInt::from(q);
        let mut r = BigInt::from(a.clone()) - BigInt::from(product);
        let bi = BigInt::from(b.clone());
        while r.is_negative() {
            q -= 1;
            r += &bi;
        }
        while r >= bi {
            q += 1;
            r -= &bi;
        }
        return Ok((q.magnitude().clone(), r.magnitude().clone()));
    }
    // A long quotient: its top half from the top of the dividend, then the rest.
    let h = q_len / 2;
    let (a1, a0) = split(a, h);
    let (q1, r1) = div_rem(vm, &a1, b)?;
    let (q0, r) = div_rem(vm, &((r1 << (64 * h)) + a0), b)?;
    Ok(((q1 << (64 * h)) + q0, r))
}

/// Python's floor division and modulo (the remainder takes the divisor's sign);
/// `b` must not be zero.
pub fn div_mod_floor(vm: &mut Vm, a: &BigInt, b: &BigInt) -> PyResult<(BigInt, BigInt)> {
    let (q, r) = div_rem(vm, a.magnitude(), b.magnitude())?;
    let negative = (a.sign() == Sign::Minus) != (b.sign() == Sign::Minus);
    let q = BigInt::from_biguint(if negative { Sign::Minus } else { Sign::Plus }, q);
    let r = BigInt::from_biguint(a.sign(), r);
    if !r.is_zero() && (r.sign() == Sign::Minus) != (b.sign() == Sign::Minus) {
        return Ok((q - 1, r + b));
    }
    Ok((q, r))
}

/// `k` when `n` is `2**k` (and positive).
fn positive_power_of_two(n: &BigInt) -> Option<u64> {
    if !n.is_positive() {
        return None;
    }
    let k = n.magnitude().trailing_zeros()?;
    (n.bits() == k + 1).then_some(k)
}

/// `a * b` with signs.
pub fn mul_signed(vm: &mut Vm, a: &BigInt, b: &BigInt) -> PyResult<BigInt> {
    let m = mul(vm, a.magnitude(), b.magnitude())?;
    let negative = (a.sign() == Sign::Minus) != (b.sign() == Sign::Minus);
    Ok(BigInt::from_biguint(if negative { Sign::Minus } else { Sign::Plus }, m))
}

/// `base ** exp`; the caller has checked that the result's size is acceptable.
pub fn pow(vm: &mut Vm, base: &BigInt, exp: u64) -> PyResult<BigInt> {
    let negative = base.sign() == Sign::Minus && exp % 2 == 1;
    let m = pow_magnitude(vm, base.magnitude(), exp)?;
    Ok(BigInt::from_biguint(if negative { Sign::Minus } else { Sign::Plus }, m))
}

fn pow_magnitude(vm: &mut Vm, base: &BigUint, exp: u64) -> PyResult<BigUint> {
    if exp == 0 {
        return Ok(BigUint::one());
    }
    let bits = base.bits();
    let result_bits = bits.saturating_mul(exp);
    if bits <= 1 {
        return Ok(base.clone());
    }
    if base.count_ones() == 1 {
        // A power of two is a shift.
        charge_linear(vm, result_bits / 64)?;
        return Ok(BigUint::one() << ((bits - 1) * exp));
    }
    if result_bits <= POW_LEAF_BITS {
        let words = result_bits / 64 + 1;
        vm.charge(words * words / 8 + 1)?;
        return Ok(num_traits::pow::pow(base.clone(), exp as usize));
    }
    // Square and multiply from the top bit of the exponent.
    let mut acc = base.clone();
    for i in (0..63 - exp.leading_zeros()).rev() {
        acc = mul(vm, &acc, &acc)?;
        if exp >> i & 1 == 1 {
            acc = mul(vm, &acc, base)?;
        }
    }
    Ok(acc)
}

/// `x mod m` for magnitudes.
fn reduce(vm: &mut Vm, x: &BigUint, m: &BigUint) -> PyResult<BigUint> {
    Ok(div_rem(vm, x, m)?.1)
}

/// `base ** exp mod m` for a non-negative exponent and a positive modulus (the magnitude
/// of Python's result, before the modulus's sign is applied).
pub fn modpow(vm: &mut Vm, base: &BigUint, exp: &BigUint, m: &BigUint) -> PyResult<BigUint> {
    if m.is_one() {
        return Ok(BigUint::zero());
    }
    let base = reduce(vm, base, m)?;
    let lm = limbs(m);
    if exp.bits().saturating_mul(lm.saturating_mul(lm)) <= MODPOW_LEAF {
        vm.charge(exp.bits().saturating_mul(lm * lm) / 4 + 1)?;
        return Ok(base.modpow(exp, m));
    }
    let mut acc = BigUint::one();
    for i in (0..exp.bits()).rev() {
        let square = mul(vm, &acc, &acc)?;
        acc = reduce(vm, &square, m)?;
        if exp.bit(i) {
            let product = mul(vm, &acc, &base)?;
            acc = reduce(vm, &product, m)?;
        }
    }
    Ok(acc)
}

/// The integer square root of `n` (the largest `a` with `a * a <= n`). Precision doubles
/// from the top bits down: `a` holds the root of `n`'s top bits, and each step extends it
/// with one division (Newton's step), the last one on `n` itself.
pub fn isqrt(vm: &mut Vm, n: &BigUint) -> PyResult<BigUint> {
    if n.bits() <= SQRT_LEAF_BITS {
        let words = limbs(n) + 1;
        vm.charge(words * words / 2 + 1)?;
        return Ok(n.sqrt());
    }
    // c is the number of bits of the root, minus one; d the bits of `a` so far.
    let c = (n.bits() - 1) / 2;
    let mut a = BigUint::one();
    let mut d: u64 = 0;
    for s in (0..64 - c.leading_zeros()).rev() {
        let e = d;
        d = c >> s;
        let top = n >> (2 * c - e - d + 1);
        let (q, _) = div_rem(vm, &top, &a)?;
        a = (a << (d - e - 1)) + q;
    }
    if mul(vm, &a, &a)? > *n {
        a -= 1u32;
    }
    Ok(a)
}

/// `a / b` as the nearest float of Python's true division, for integers too big for an
/// exact `f64` quotient. Scaled so the quotient keeps 64+ significant bits; a nonzero
/// remainder sets the quotient's lowest bit (a sticky bit), so rounding it to 53 bits sees
/// that the true value lies above a tie (case int__truediv_rounding).
pub fn true_div(vm: &mut Vm, a: &BigInt, b: &BigInt) -> PyResult<f64> {
    use num_traits::ToPrimitive;
    let shift = (b.bits() as i64 - a.bits() as i64 + 64).max(0) as u64;
    let scaled = a.magnitude() << shift;
    let (mut q, rem) = div_rem(vm, &scaled, b.magnitude())?;
    if !rem.is_zero() {
        q |= BigUint::one();
    }
    let qf = q.to_f64().unwrap_or(f64::INFINITY);
    let negative = (a.sign() == Sign::Minus) != (b.sign() == Sign::Minus);
    let r = qf / 2f64.powi(shift as i32);
    if !r.is_finite() {
        return Err(PyErr::overflow("integer division result too large for a float"));
    }
    Ok(if negative { -r } else { r })
}

/// The integer operators whose cost grows faster than their operands (`*`, `//`, `%`, `/`,
/// `**`), computed in charged steps with Python's results and errors. None: another
/// operator, or operands the plain path (`num::int_binop`) handles in constant time.
pub fn binop(vm: &mut Vm, a: &IntRef, b: &IntRef, op: BinOp) -> PyResult<Option<Value>> {
    match op {
        BinOp::Mul => {
            if int_bits(a) + int_bits(b) > MAX_INT_BITS {
                return Err(PyErr::memory());
            }
            Ok(Some(Value::from_bigint(mul_signed(vm, &a.to_big(), &b.to_big())?)))
        }
        BinOp::FloorDiv | BinOp::Mod => {
            let y = b.to_big();
            if y.is_zero() {
                let message = if op == BinOp::Mod { "integer modulo by zero" } else { "integer division or modulo by zero" };
                return Err(PyErr::zero_division(message));
            }
            if let Some(k) = positive_power_of_two(&y) {
                // A power-of-two divisor (`% 2**64` in hash and random-number code): a mask
                // or an arithmetic shift, linear instead of a division. num-bigint's `&` and
                // `>>` on negative numbers act on the infinite two's complement, which is
                // Python's floor semantics.
                let x = a.to_big();
                return Ok(Some(Value::from_bigint(if op == BinOp::Mod { x & (y - 1u8) } else { x >> k })));
            }
            let (q, r) = div_mod_floor(vm, &a.to_big(), &y)?;
            Ok(Some(Value::from_bigint(if op == BinOp::Mod { r } else { q })))
        }
        BinOp::TrueDiv => {
            let (x, y) = (a.to_big(), b.to_big());
            if y.is_zero() || (x.bits() <= 53 && y.bits() <= 53) {
                return Ok(None);
            }
            Ok(Some(Value::Float(true_div(vm, &x, &y)?)))
        }
        BinOp::Pow => {
            let IntRef::Small(exp) = *b else { return Ok(None) };
            if exp < 0 {
                return Ok(None);
            }
            if let IntRef::Small(x) = *a {
                let fits = u32::try_from(exp).ok().and_then(|e| x.checked_pow(e)).is_some();
                if fits || matches!(x, -1..=1) {
                    return Ok(None);
                }
            }
            if int_bits(a).saturating_mul(exp as u64) > MAX_INT_BITS {
                return Err(PyErr::memory());
            }
            Ok(Some(Value::from_bigint(pow(vm, &a.to_big(), exp as u64)?)))
        }
        _ => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Limits;

    /// A deterministic stream of pseudo-random limbs.
    struct Lcg(u64);
    impl Lcg {
        fn next(&mut self) -> u64 {
            self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            self.0
        }
        fn big(&mut self, limbs: usize) -> BigUint {
            let digits: Vec<u32> = (0..limbs * 2).map(|_| (self.next() >> 32) as u32).collect();
            let mut x = BigUint::new(digits);
            if limbs > 0 {
                // Sometimes long runs of zero or one bits, the cases that break carries.
                match self.next() % 4 {
                    0 => x >>= (self.next() % 512) as usize,
                    1 => x |= (BigUint::one() << (self.next() % (64 * limbs as u64))) - 1u32,
                    _ => {}
                }
            }
            x
        }
    }

    fn vm() -> Vm {
        Vm::new(Limits::default())
    }

    #[test]
    fn products_match_num_bigint() {
        let mut vm = vm();
        let mut rng = Lcg(1);
        for (la, lb) in [(5000, 5000), (4100, 9000), (3, 20_000_000 / 64), (6000, 4500), (1, 1 << 18), (8200, 8191)] {
            let (a, b) = (rng.big(la), rng.big(lb));
            assert_eq!(mul(&mut vm, &a, &b).ok(), Some(&a * &b), "{la} x {lb}");
        }
    }

    #[test]
    fn divisions_match_num_bigint() {
        let mut vm = vm();
        let mut rng = Lcg(2);
        for (la, lb) in [(10_000, 5000), (12_000, 3000), (9000, 8990), (200_000, 40), (20_000, 2), (7000, 6000), (30_000, 15_000)] {
            let (a, b) = (rng.big(la), rng.big(lb));
            let b = if b.is_zero() { BigUint::one() } else { b };
            let got = div_rem(&mut vm, &a, &b).ok();
            assert_eq!(got, Some(a.div_rem(&b)), "{la} / {lb}");
        }
        // Exact multiples and off-by-one neighbours stress the quotient correction.
        let b = rng.big(6000);
        let q = rng.big(5000);
        let a = &b * &q;
        for a in [a.clone(), &a - 1u32, &a + 1u32, &a + &b - 1u32] {
            assert_eq!(div_rem(&mut vm, &a, &b).ok(), Some(a.div_rem(&b)));
        }
    }

    #[test]
    fn powers_roots_and_modular_powers_match_num_bigint() {
        let mut vm = vm();
        let mut rng = Lcg(3);
        let base = rng.big(3);
        assert_eq!(pow(&mut vm, &BigInt::from(base.clone()), 5000).ok(), Some(BigInt::from(num_traits::pow::pow(base.clone(), 5000))));
        assert_eq!(pow(&mut vm, &BigInt::from(-7), 400_001).ok(), Some(num_traits::pow::pow(BigInt::from(-7), 400_001)));
        let n = rng.big(20_000);
        let r = isqrt(&mut vm, &n).ok().unwrap_or_default();
        assert!(&r * &r <= n && (&r + 1u32) * (&r + 1u32) > n);
        for (le, lm) in [(40, 40), (3, 300), (2000, 1)] {
            let (b, e, m) = (rng.big(lm + 2), rng.big(le), rng.big(lm) | BigUint::one());
            assert_eq!(modpow(&mut vm, &b, &e, &m).ok(), Some(b.modpow(&e, &m)), "{le} {lm}");
        }
    }

    #[test]
    fn floor_division_takes_the_divisor_sign() {
        let mut vm = vm();
        let mut rng = Lcg(4);
        let (a, b) = (BigInt::from(rng.big(9000)), BigInt::from(rng.big(4000)));
        for (x, y) in [(&a, &b), (&-&a, &b), (&a, &-&b), (&-&a, &-&b)] {
            assert_eq!(div_mod_floor(&mut vm, x, y).ok(), Some(x.div_mod_floor(y)));
        }
    }

    #[test]
    fn power_of_two_divisors_take_the_shortcut_with_floor_results() {
        let mut vm = vm();
        let mut rng = Lcg(5);
        let a = BigInt::from(rng.big(3));
        for k in [1u32, 63, 64, 65, 130, 200] {
            let y = BigInt::one() << k;
            for x in [a.clone(), -a.clone(), BigInt::from(7), BigInt::from(-7), BigInt::zero()] {
                for op in [BinOp::Mod, BinOp::FloorDiv] {
                    let (q, r) = x.div_mod_floor(&y);
                    let want = if op == BinOp::Mod { r } else { q };
                    let got = binop(&mut vm, &IntRef::Big(&x), &IntRef::Big(&y), op).ok().flatten();
                    let got = got.as_ref().and_then(crate::types::num::as_int).map(|i| i.to_big());
                    assert_eq!(got, Some(want), "{x} {op:?} 2**{k}");
                }
            }
        }
        assert_eq!(positive_power_of_two(&BigInt::from(-4)), None);
        assert_eq!(positive_power_of_two(&BigInt::from(12)), None);
        assert_eq!(positive_power_of_two(&BigInt::one()), Some(0));
    }
}

//! Greatest common divisors and modular inverses of big integers, in charged steps.
//!
//! num-bigint's `gcd` is Stein's binary algorithm: one shift and one subtraction of the
//! whole number per bit, so `gcd(7**300000, 5**400000 + 2)` took 22 s in one uninterruptible
//! call (CPython, with Lehmer's algorithm, 2 s); its `extended_gcd` divides once per
//! quotient, slower still. Here both are Lehmer's algorithm (Knuth, TAOCP vol. 2, 4.5.2,
//! Algorithm L): the leading 63 bits of the two numbers drive single-precision Euclid
//! steps whose combined 2x2 matrix is then applied to the full numbers, removing about 60
//! bits per pass of linear work. Each pass charges the VM (operations, and the deadline and
//! cancellation through [`Vm::charge`]). The inverse keeps the cofactor of `a` alongside
//! (the same matrices applied to it), as the extended algorithm does.

use num_bigint::{BigInt, BigUint};
use num_integer::Integer;
use num_traits::{One, Signed, Zero};

use super::bigint_steps::{div_rem, limbs, mul_signed};
use crate::error::PyResult;
use crate::vm::Vm;

/// Below this many limbs num-bigint's own gcd (a few microseconds) finishes the work.
const SMALL_LIMBS: u64 = 8;

/// The leading 63 bits of `a` and the bits of `b` at the same positions (`a >= b`).
fn leading_bits(a: &BigUint, b: &BigUint) -> (u64, u64) {
    let shift = a.bits().saturating_sub(63);
    let top = |x: &BigUint| -> u64 {
        // The two limbs holding bits shift..shift+63, without shifting the whole number.
        let first = (shift / 64) as usize;
        let lo = x.iter_u64_digits().nth(first).unwrap_or(0) as u128;
        let hi = x.iter_u64_digits().nth(first + 1).unwrap_or(0) as u128;
        (((hi << 64) | lo) >> (shift % 64)) as u64
    };
    (top(a), top(b))
}

/// The matrix of the single-precision Euclid steps that are certain to agree with the
/// full numbers' steps (Knuth's condition): `[[a0, b0], [c0, d0]]` such that the next pair
/// is `(a0*u + b0*v, c0*u + d0*v)`. None when not even one step is certain.
fn lehmer_matrix(x: u64, y: u64) -> Option<[i128; 4]> {
    let (mut x, mut y) = (x as i128, y as i128);
    let (mut a0, mut b0, mut c0, mut d0): (i128, i128, i128, i128) = (1, 0, 0, 1);
    loop {
        if y + c0 == 0 || y + d0 == 0 {
            break;
        }
        let q = (x + a0) / (y + c0);
        if q != (x + b0) / (y + d0) {
            break;
        }
        (a0, c0) = (c0, a0 - q * c0);
        (b0, d0) = (d0, b0 - q * d0);
        (x, y) = (y, x - q * y);
    }
    (b0 != 0).then_some([a0, b0, c0, d0])
}

/// `p*u + q*v` for coefficients of opposite signs whose result is known to be >= 0.
fn combine(p: i128, u: &BigUint, q: i128, v: &BigUint) -> BigUint {
    let term = |c: i128, x: &BigUint| x * BigUint::from(c.unsigned_abs());
    if p >= 0 && q <= 0 {
        term(p, u) - term(q, v)
    } else {
        term(q, v) - term(p, u)
    }
}

/// `p*s + q*t` for signed cofactors.
fn combine_signed(p: i128, s: &BigInt, q: i128, t: &BigInt) -> BigInt {
    s * BigInt::from(p) + t * BigInt::from(q)
}

/// The greatest common divisor of two magnitudes. The numbers live in limb vectors that
/// each Lehmer pass rewrites in place (one pass over the limbs, no allocation).
pub fn gcd(vm: &mut Vm, a: &BigUint, b: &BigUint) -> PyResult<BigUint> {
    let (a, b) = if a >= b { (a, b) } else { (b, a) };
    let mut u = a.to_u64_digits();
    let mut v = b.to_u64_digits();
    loop {
        trim(&mut u);
        trim(&mut v);
        if v.is_empty() {
            return Ok(from_limbs(&u));
        }
        let lu = u.len() as u64;
        if lu <= SMALL_LIMBS {
            vm.charge(lu * 8)?;
            return Ok(from_limbs(&u).gcd(&from_limbs(&v)));
        }
        vm.charge(lu / 2 + 1)?;
        let matrix = if v.len() + 1 < u.len() {
            None
        } else {
            let (x, y) = leading_limb_bits(&u, &v);
            lehmer_matrix(x, y)
        };
        match matrix {
            Some(m) => apply_in_place(m, &mut u, &mut v),
            None => {
                // One full Euclid step (a long quotient, or leading bits that decide nothing).
                let (bu, bv) = (from_limbs(&u), from_limbs(&v));
                let r = div_rem(vm, &bu, &bv)?.1;
                u = v;
                v = r.to_u64_digits();
            }
        }
    }
}

fn trim(x: &mut Vec<u64>) {
    while x.last() == Some(&0) {
        x.pop();
    }
}

fn from_limbs(x: &[u64]) -> BigUint {
    BigUint::new(x.iter().flat_map(|d| [*d as u32, (*d >> 32) as u32]).collect())
}

/// The leading 62 bits of `u` and the bits of `v` at the same positions (`u >= v`, `u`
/// trimmed). 62 bits keep every matrix entry below 2^62, so a limb times an entry plus a
/// carry fits an i128 in [`apply_in_place`].
fn leading_limb_bits(u: &[u64], v: &[u64]) -> (u64, u64) {
    let n = u.len();
    let top = |x: &[u64]| -> u128 {
        let hi = x.get(n - 1).copied().unwrap_or(0) as u128;
        let lo = if n >= 2 { x.get(n - 2).copied().unwrap_or(0) as u128 } else { 0 };
        (hi << 64) | lo
    };
    let (tu, tv) = (top(u), top(v));
    let shift = 128 - tu.leading_zeros() as i64 - 62;
    let shift = shift.max(0) as u32;
    ((tu >> shift) as u64, (tv >> shift) as u64)
}

/// `(u, v) = (a0*u + b0*v, c0*u + d0*v)` limb by limb, in place (the results are known to
/// be non-negative and no longer than `u`).
fn apply_in_place([a0, b0, c0, d0]: [i128; 4], u: &mut [u64], v: &mut Vec<u64>) {
    v.resize(u.len(), 0);
    let (mut cu, mut cv): (i128, i128) = (0, 0);
    for (x, y) in u.iter_mut().zip(v.iter_mut()) {
        let (ux, vy) = (*x as i128, *y as i128);
        let nu = a0 * ux + b0 * vy + cu;
        let nv = c0 * ux + d0 * vy + cv;
        *x = nu as u64;
        *y = nv as u64;
        cu = nu >> 64;
        cv = nv >> 64;
    }
}

/// The inverse of `a` modulo `m` (`m > 0`, `0 <= a < m`), or None when they share a factor.
pub fn mod_inverse(vm: &mut Vm, a: &BigUint, m: &BigUint) -> PyResult<Option<BigUint>> {
    // Invariants: u = s * a (mod m), v = t * a (mod m).
    let (mut u, mut v) = (m.clone(), a.clone());
    let (mut s, mut t) = (BigInt::zero(), BigInt::one());
    while !v.is_zero() {
        let lu = limbs(&u);
        vm.charge(2 * lu + 1)?;
        let matrix = if limbs(&v) + 1 < lu || lu <= 2 {
            None
        } else {
            let (x, y) = leading_bits(&u, &v);
            lehmer_matrix(x, y)
        };
        match matrix {
            Some([a0, b0, c0, d0]) => {
                (u, v) = (combine(a0, &u, b0, &v), combine(c0, &u, d0, &v));
                (s, t) = (combine_signed(a0, &s, b0, &t), combine_signed(c0, &s, d0, &t));
            }
            None => {
                let (q, r) = div_rem(vm, &u, &v)?;
                let qt = mul_signed(vm, &BigInt::from(q), &t)?;
                (u, v) = (v, r);
                (s, t) = (t, s - qt);
            }
        }
    }
    if !u.is_one() {
        return Ok(None);
    }
    let m = BigInt::from(m.clone());
    let s = if s.is_negative() { s % &m + &m } else { s % &m };
    Ok(Some(s.magnitude().clone() % m.magnitude()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Limits;

    fn big(seed: u64, limbs: usize) -> BigUint {
        let mut s = seed;
        let digits: Vec<u32> = (0..limbs * 2)
            .map(|_| {
                s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
                (s >> 32) as u32
            })
            .collect();
        BigUint::new(digits)
    }

    #[test]
    fn gcds_match_num_bigint() {
        let mut vm = Vm::new(Limits::default());
        for seed in 0..40u64 {
            let (la, lb) = (1 + (seed as usize * 37) % 300, 1 + (seed as usize * 53) % 300);
            let g = big(seed + 1000, 1 + seed as usize % 20);
            let (a, b) = (big(seed, la) * &g, big(seed + 77, lb) * &g);
            assert_eq!(gcd(&mut vm, &a, &b).ok(), Some(a.gcd(&b)), "seed {seed}");
        }
        let a = big(9, 400);
        assert_eq!(gcd(&mut vm, &a, &BigUint::zero()).ok(), Some(a.clone()));
        assert_eq!(gcd(&mut vm, &a, &(&a * 3u32)).ok(), Some(a.clone()));
    }

    #[test]
    fn inverses_are_inverses() {
        let mut vm = Vm::new(Limits::default());
        for seed in 0..30u64 {
            let m = big(seed, 1 + (seed as usize * 31) % 200) | BigUint::one();
            let a = big(seed + 5, 1 + (seed as usize * 7) % 200) % &m;
            match mod_inverse(&mut vm, &a, &m).ok().flatten() {
                Some(x) => assert!((&a * &x) % &m == BigUint::one() % &m && x < m, "seed {seed}"),
                None => assert!(!a.gcd(&m).is_one(), "seed {seed}"),
            }
        }
    }
}

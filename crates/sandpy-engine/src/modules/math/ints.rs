//! Exact integer functions of `math`: gcd, lcm, factorial, comb, perm, isqrt, and prod.
//!
//! Results can be huge, so every function first estimates the size of its result
//! (refusing anything past the engine's integer size cap or the memory limit) and charges
//! the operation budget as it multiplies. Products are built as balanced product trees
//! over machine-word chunks, which keeps big multiplications few and evenly sized. Big
//! products, quotients, gcds and square roots go through `bigint_steps`/`bigint_gcd`,
//! which split them into pieces that each charge the VM (so the deadline holds even with
//! operations unlimited).

use num_bigint::{BigInt, Sign};
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::{binary_sig, star_sig, to_bigint, to_int_value, unary_sig};
use crate::builtins::signature::Signature;
use crate::compile::bytecode::BinOp;
use crate::error::{PyErr, PyResult};
use crate::types::bigint_gcd;
use crate::types::bigint_steps::{self, mul_signed};
use crate::types::num::MAX_INT_BITS;
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

pub fn gcd(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const { star_sig("gcd") }.bind(&[], kw)?;
    if let [x] = args {
        let v = to_int_value(vm, x)?;
        return Ok(abs_value(v));
    }
    let mut small: Option<i64> = Some(0);
    let mut big = BigInt::zero();
    for a in args {
        match (small, a) {
            (Some(s), Value::Int(i)) => small = Some(gcd_i64(s, *i)),
            (Some(s), Value::Bool(b)) => small = Some(gcd_i64(s, *b as i64)),
            _ => {
                if let Some(s) = small.take() {
                    big = BigInt::from(s);
                }
                let x = to_bigint(vm, a)?;
                big = BigInt::from(bigint_gcd::gcd(vm, big.magnitude(), x.magnitude())?);
            }
        }
    }
    Ok(match small {
        // gcd_i64 keeps values non-negative except for i64::MIN alone.
        Some(s) if s >= 0 => Value::Int(s),
        Some(s) => Value::from_bigint(BigInt::from(s).abs()),
        None => Value::from_bigint(big),
    })
}

fn gcd_i64(a: i64, b: i64) -> i64 {
    let (mut x, mut y) = (a.unsigned_abs(), b.unsigned_abs());
    while y != 0 {
        let t = x % y;
        x = y;
        y = t;
    }
    i64::try_from(x).unwrap_or(i64::MIN)
}

fn abs_value(v: Value) -> Value {
    match v {
        Value::Int(i) if i < 0 => match i.checked_neg() {
            Some(n) => Value::Int(n),
            None => Value::from_bigint(-BigInt::from(i)),
        },
        Value::BigInt(b) if b.sign() == Sign::Minus => Value::from_bigint(-(*b).clone()),
        other => other,
    }
}

pub fn lcm(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const { star_sig("lcm") }.bind(&[], kw)?;
    if let [x] = args {
        let v = to_int_value(vm, x)?;
        return Ok(abs_value(v));
    }
    let mut acc = BigInt::one();
    for a in args {
        let x = to_bigint(vm, a)?;
        if acc.is_zero() {
            continue; // still validate the remaining arguments
        }
        if x.is_zero() {
            acc = BigInt::zero();
            continue;
        }
        let bits = acc.bits() + x.bits();
        check_bits(vm, bits)?;
        let g = BigInt::from(bigint_gcd::gcd(vm, acc.magnitude(), x.magnitude())?);
        let (part, _) = bigint_steps::div_mod_floor(vm, &x.abs(), &g)?;
        acc = mul_signed(vm, &acc.abs(), &part)?;
    }
    Ok(Value::from_bigint(acc))
}

/// Refuses results past the integer size cap or the memory limit.
fn check_bits(vm: &mut Vm, bits: u64) -> PyResult<()> {
    if bits > MAX_INT_BITS {
        return Err(PyErr::memory());
    }
    vm.check_alloc((bits / 8) as usize)
}

/// Multiplies `values` pairwise until one remains (a balanced product tree).
fn product_tree(vm: &mut Vm, mut values: Vec<BigInt>) -> PyResult<BigInt> {
    if values.is_empty() {
        return Ok(BigInt::one());
    }
    while values.len() > 1 {
        let mut next = Vec::with_capacity(values.len() / 2 + 1);
        let mut it = values.into_iter();
        while let Some(a) = it.next() {
            match it.next() {
                Some(b) => {
                    let limbs = (a.bits() + b.bits()) / 64 + 1;
                    // Charge roughly the cost of the multiplication (superlinear for big operands).
                    let cost = if limbs > 64 { limbs * (64 - limbs.leading_zeros() as u64) } else { limbs };
                    vm.charge(cost)?;
                    next.push(mul_signed(vm, &a, &b)?);
                }
                None => next.push(a),
            }
        }
        values = next;
    }
    Ok(values.pop().unwrap_or_else(BigInt::one))
}

/// Packs the factors into machine words (each word a product of consecutive factors).
struct Packer {
    words: Vec<BigInt>,
    acc: u64,
}

impl Packer {
    fn new() -> Packer {
        Packer { words: Vec::new(), acc: 1 }
    }
    fn push(&mut self, x: u64) {
        match self.acc.checked_mul(x) {
            Some(p) => self.acc = p,
            None => {
                self.words.push(BigInt::from(self.acc));
                self.acc = x;
            }
        }
    }
    fn finish(mut self) -> Vec<BigInt> {
        if self.acc != 1 {
            self.words.push(BigInt::from(self.acc));
        }
        self.words
    }
}

/// The product lo * (lo+1) * ... * hi of machine-sized integers.
fn range_product(vm: &mut Vm, lo: u64, hi: u64) -> PyResult<BigInt> {
    let mut p = Packer::new();
    let mut i = lo;
    let mut n = 0u64;
    while i <= hi {
        p.push(i);
        n += 1;
        if n.is_multiple_of(4096) {
            vm.charge(4096)?;
        }
        if i == u64::MAX {
            break;
        }
        i += 1;
    }
    let words = p.finish();
    product_tree(vm, words)
}

/// log2(m!) estimated by Stirling's formula (a slight overestimate is fine).
fn log2_factorial(m: f64) -> f64 {
    if m < 2.0 {
        return 0.0;
    }
    let ln = m * m.ln() - m + 0.5 * (2.0 * std::f64::consts::PI * m).ln() + 1.0 / (12.0 * m);
    ln / std::f64::consts::LN_2
}

const SMALL_FACTORIALS: usize = 21;

fn small_factorial(n: u64) -> u64 {
    (1..=n).product()
}

pub fn factorial(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x], []) = const { unary_sig("factorial") }.bind(args, kw)?;
    factorial_of(vm, x)
}

fn factorial_of(vm: &mut Vm, x: &Value) -> PyResult<Value> {
    let n = to_bigint(vm, x)?;
    if n.sign() == Sign::Minus {
        return Err(PyErr::value_error("factorial() not defined for negative values"));
    }
    let Some(n) = n.to_i64() else {
        return Err(PyErr::overflow("factorial() argument should not exceed 9223372036854775807"));
    };
    let n = n as u64;
    if (n as usize) < SMALL_FACTORIALS {
        return Ok(Value::from_bigint(BigInt::from(small_factorial(n))));
    }
    check_bits(vm, (log2_factorial(n as f64) as u64).saturating_add(64))?;
    let r = range_product(vm, 2, n)?;
    Ok(Value::from_bigint(r))
}

pub fn isqrt(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([x], []) = const { unary_sig("isqrt") }.bind(args, kw)?;
    let n = to_bigint(vm, x)?;
    if n.sign() == Sign::Minus {
        return Err(PyErr::value_error("isqrt() argument must be nonnegative"));
    }
    if let Some(s) = n.to_u64() {
        return Ok(Value::Int(isqrt_u64(s) as i64));
    }
    vm.charge(n.bits() / 16 + 1)?;
    Ok(Value::from_bigint(BigInt::from(bigint_steps::isqrt(vm, n.magnitude())?)))
}

fn isqrt_u64(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    while r.checked_mul(r).is_none_or(|sq| sq > n) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).is_some_and(|sq| sq <= n) {
        r += 1;
    }
    r
}

fn nonneg(vm: &mut Vm, v: &Value, what: &str) -> PyResult<BigInt> {
    let b = to_bigint(vm, v)?;
    if b.sign() == Sign::Minus {
        return Err(PyErr::value_error(format!("{} must be a non-negative integer", what)));
    }
    Ok(b)
}

pub fn perm(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const PERM: Signature<1, 1> = Signature::positional("math", "perm", ["n"], ["k"]);
    let ([n], [k]) = PERM.bind(args, kw)?;
    let k = match k {
        None | Some(Value::None) => return factorial_of(vm, n),
        Some(v) => v,
    };
    let n = nonneg(vm, n, "n")?;
    let k = nonneg(vm, k, "k")?;
    if k > n {
        return Ok(Value::Int(0));
    }
    let Some(k) = k.to_u64().filter(|k| *k <= i64::MAX as u64) else {
        return Err(PyErr::overflow("k must not exceed 9223372036854775807"));
    };
    if k == 0 {
        return Ok(Value::Int(1));
    }
    falling_product(vm, &n, k).map(Value::from_bigint)
}

/// n * (n-1) * ... * (n-k+1).
fn falling_product(vm: &mut Vm, n: &BigInt, k: u64) -> PyResult<BigInt> {
    let bits = n.bits().saturating_mul(k);
    if let Some(nu) = n.to_u64() {
        let est = (log2_factorial(nu as f64) - log2_factorial((nu - k) as f64)) as u64 + 64;
        check_bits(vm, est.min(bits))?;
        return range_product(vm, nu - k + 1, nu);
    }
    check_bits(vm, bits)?;
    let mut factors = Vec::with_capacity(k as usize);
    let mut x = n.clone();
    for i in 0..k {
        factors.push(x.clone());
        x -= 1u8;
        if i % 1024 == 1023 {
            vm.charge(1024)?;
        }
    }
    product_tree(vm, factors)
}

/// Above this `n`, comb does not sieve primes (the sieve's memory grows with n).
const SIEVE_LIMIT: u64 = 20_000_000;

pub fn comb(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([n, k], []) = const { binary_sig("comb") }.bind(args, kw)?;
    let n = nonneg(vm, n, "n")?;
    let k = nonneg(vm, k, "k")?;
    if k > n {
        return Ok(Value::Int(0));
    }
    let nk = &n - &k;
    let k = if nk < k { nk } else { k };
    let Some(k) = k.to_u64().filter(|k| *k <= i64::MAX as u64) else {
        return Err(PyErr::overflow("min(n - k, k) must not exceed 9223372036854775807"));
    };
    if k == 0 {
        return Ok(Value::Int(1));
    }
    if k == 1 {
        return Ok(Value::from_bigint(n));
    }
    if let Some(nu) = n.to_u64() {
        let est = (log2_factorial(nu as f64) - log2_factorial(k as f64) - log2_factorial((nu - k) as f64)).max(0.0) as u64 + 64;
        check_bits(vm, est)?;
        if k <= 16 {
            // Small k: exact running product, dividing as we go (each step stays an integer).
            let mut acc = BigInt::one();
            for i in 1..=k {
                acc *= nu - k + i;
                acc /= i;
            }
            return Ok(Value::from_bigint(acc));
        }
        if nu <= SIEVE_LIMIT {
            return comb_by_primes(vm, nu, k).map(Value::from_bigint);
        }
    } else {
        let est = n.bits().saturating_mul(k);
        check_bits(vm, est)?;
    }
    let num = falling_product(vm, &n, k)?;
    let den = range_product(vm, 2, k)?;
    let (quotient, _) = bigint_steps::div_mod_floor(vm, &num, &den)?;
    Ok(Value::from_bigint(quotient))
}

/// C(n, k) as a product of prime powers (Legendre's formula), no division needed.
fn comb_by_primes(vm: &mut Vm, n: u64, k: u64) -> PyResult<BigInt> {
    vm.check_alloc(n as usize + 1)?;
    vm.charge(n / 4 + 1)?;
    let size = (n + 1) as usize;
    let mut composite = vec![false; size];
    let mut packer = Packer::new();
    let mut p = 2usize;
    while p < size {
        if !composite[p] {
            if let Some(start) = p.checked_mul(p) {
                let mut m = start;
                while m < size {
                    composite[m] = true;
                    m += p;
                }
            }
            let pu = p as u64;
            let mut e = 0u64;
            let mut q = pu;
            loop {
                e += n / q - k / q - (n - k) / q;
                match q.checked_mul(pu) {
                    Some(next) if next <= n => q = next,
                    _ => break,
                }
            }
            for _ in 0..e {
                packer.push(pu);
            }
        }
        p += 1;
    }
    let words = packer.finish();
    product_tree(vm, words)
}

pub fn prod(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const PROD: Signature<1, 1> = Signature::clinic("", "prod", ["iterable"], ["start"]).pos_only(1).kw_only_from(1);
    let ([iterable], [start]) = PROD.bind(args, kw)?;
    let mut acc = match start {
        Some(v) => v.clone(),
        None => Value::Int(1),
    };
    let it = vm.get_iter(iterable)?;
    let mut n = 0u64;
    while let Some(x) = vm.iter_next(&it)? {
        acc = match (&acc, &x) {
            (Value::Int(a), Value::Int(b)) => match a.checked_mul(*b) {
                Some(p) => Value::Int(p),
                None => vm.binary_op(&acc, &x, BinOp::Mul)?,
            },
            (Value::Float(a), Value::Float(b)) => Value::Float(a * b),
            (Value::Float(a), Value::Int(b)) => Value::Float(a * *b as f64),
            _ => vm.binary_op(&acc, &x, BinOp::Mul)?,
        };
        n += 1;
        if n.is_multiple_of(256) {
            vm.charge(256)?;
        }
    }
    Ok(acc)
}

//! The decimal number itself (sign, coefficient, exponent or special kind), with the pieces
//! that need no context: digit counting, powers of ten, parsing the string syntax, the
//! exact conversion of floats, and the scientific / engineering string forms.

use num_bigint::BigUint;
use num_integer::Integer;
use num_traits::{ToPrimitive, Zero};

use crate::error::PyResult;
use crate::types::bigint_text;
use crate::vm::Vm;

/// Largest Emax a context may have (and largest adjusted exponent a literal may have).
pub const MAX_EMAX: i64 = 999_999_999_999_999_999;
/// Largest precision a context may have.
pub const MAX_PREC: i64 = 999_999_999_999_999_999;
/// Smallest exponent a literal may have (MIN_EMIN - (MAX_PREC - 1)).
pub const MIN_ETINY: i64 = -MAX_EMAX - (MAX_PREC - 1);

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Finite,
    Inf,
    NaN,
    SNaN,
}

/// A decimal: `(-1)**neg * coef * 10**exp` when finite; for NaNs `coef` is the payload.
#[derive(Clone, Debug)]
pub struct Dec {
    pub neg: bool,
    pub coef: BigUint,
    pub exp: i64,
    pub kind: Kind,
}

impl Dec {
    pub fn finite(neg: bool, coef: BigUint, exp: i64) -> Dec {
        Dec { neg, coef, exp, kind: Kind::Finite }
    }
    pub fn from_i64(v: i64) -> Dec {
        Dec::finite(v < 0, BigUint::from(v.unsigned_abs()), 0)
    }
    pub fn zero() -> Dec {
        Dec::finite(false, BigUint::zero(), 0)
    }
    pub fn inf(neg: bool) -> Dec {
        Dec { neg, coef: BigUint::zero(), exp: 0, kind: Kind::Inf }
    }
    pub fn nan() -> Dec {
        Dec { neg: false, coef: BigUint::zero(), exp: 0, kind: Kind::NaN }
    }
    pub fn is_finite(&self) -> bool {
        self.kind == Kind::Finite
    }
    pub fn is_nan(&self) -> bool {
        matches!(self.kind, Kind::NaN | Kind::SNaN)
    }
    pub fn is_inf(&self) -> bool {
        self.kind == Kind::Inf
    }
    pub fn is_zero(&self) -> bool {
        self.kind == Kind::Finite && self.coef.is_zero()
    }
    pub fn digits(&self) -> u64 {
        digits(&self.coef)
    }
    /// The exponent of the most significant digit.
    pub fn adjusted(&self) -> i64 {
        if self.is_finite() {
            self.exp.saturating_add(self.digits() as i64 - 1)
        } else {
            0
        }
    }
    pub fn negated(mut self) -> Dec {
        self.neg = !self.neg;
        self
    }
    pub fn with_sign(mut self, neg: bool) -> Dec {
        self.neg = neg;
        self
    }
    /// Whether this is a finite integer value.
    pub fn is_integral(&self) -> bool {
        self.is_finite() && (self.exp >= 0 || self.coef.is_zero() || trailing_zeros(&self.coef) >= self.exp.unsigned_abs())
    }
}

/// Number of decimal digits of `c` (1 for zero).
pub fn digits(c: &BigUint) -> u64 {
    let bits = c.bits();
    if bits < 64 {
        let v = c.to_u64().unwrap_or(0);
        return if v == 0 { 1 } else { u64::from(v.ilog10()) + 1 };
    }
    // bits*log10(2) estimates the digit count within one; compare with a power of ten.
    let est = ((bits - 1) as f64 * std::f64::consts::LOG10_2) as u64 + 1;
    if *c >= pow10(est) {
        est + 1
    } else {
        est
    }
}

/// `10**n` (callers bound `n`).
pub fn pow10(n: u64) -> BigUint {
    if n < 20 {
        return BigUint::from(10u64.pow(n as u32));
    }
    num_traits::pow::pow(BigUint::from(10u32), n as usize)
}

/// Number of trailing decimal zeros of a non-zero `c`: divisibility by 10**(2**k) from
/// the largest such power down (a logarithmic number of divisions).
pub fn trailing_zeros(c: &BigUint) -> u64 {
    if c.is_zero() {
        return 0;
    }
    let mut powers = vec![BigUint::from(10u32)];
    while let Some(p) = powers.last() {
        if p.bits() * 2 > c.bits() + 1 {
            break;
        }
        let next = p * p;
        powers.push(next);
    }
    let mut c = c.clone();
    let mut n = 0u64;
    for (k, p) in powers.iter().enumerate().rev() {
        let (q, r) = c.div_rem(p);
        if r.is_zero() {
            c = q;
            n += 1 << k;
        }
    }
    n
}

/// Why a string is not a decimal.
pub enum ParseError {
    /// Bad syntax (ConversionSyntax).
    Syntax,
    /// An exponent beyond what any context can hold (plain InvalidOperation).
    Range,
}

/// Parses CPython's decimal string syntax (whitespace around it and underscores anywhere
/// already removed by the caller). The VM charges the digit conversion (in steps).
pub fn parse(vm: &mut Vm, s: &str) -> PyResult<Result<Dec, ParseError>> {
    parse_text(vm, s)
}

/// The coefficient of a run of ASCII digits.
fn coefficient(vm: &mut Vm, digits: &str) -> PyResult<Option<BigUint>> {
    bigint_text::parse_decimal(vm, digits.as_bytes())
}

fn parse_text(vm: &mut Vm, s: &str) -> PyResult<Result<Dec, ParseError>> {
    let (neg, body) = match s.as_bytes().first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let lower = body.to_ascii_lowercase();
    if lower == "inf" || lower == "infinity" {
        return Ok(Ok(Dec::inf(neg)));
    }
    for (prefix, kind) in [("snan", Kind::SNaN), ("nan", Kind::NaN)] {
        if let Some(payload) = lower.strip_prefix(prefix) {
            if !payload.bytes().all(|b| b.is_ascii_digit()) {
                return Ok(Err(ParseError::Syntax));
            }
            let coef = if payload.is_empty() { Some(BigUint::zero()) } else { coefficient(vm, payload)? };
            let Some(coef) = coef else { return Ok(Err(ParseError::Syntax)) };
            return Ok(Ok(Dec { neg, coef, exp: 0, kind }));
        }
    }
    let (mantissa, exp_text) = match lower.find('e') {
        Some(i) => (&lower[..i], Some(&lower[i + 1..])),
        None => (&lower[..], None),
    };
    let (int_part, frac_part) = match mantissa.find('.') {
        Some(i) => (&mantissa[..i], &mantissa[i + 1..]),
        None => (mantissa, ""),
    };
    let all_digits = |t: &str| t.bytes().all(|b| b.is_ascii_digit());
    if (int_part.is_empty() && frac_part.is_empty()) || !all_digits(int_part) || !all_digits(frac_part) {
        return Ok(Err(ParseError::Syntax));
    }
    let mut exp: i128 = 0;
    if let Some(e) = exp_text {
        let (eneg, edigits) = match e.as_bytes().first() {
            Some(b'-') => (true, &e[1..]),
            Some(b'+') => (false, &e[1..]),
            _ => (false, e),
        };
        if edigits.is_empty() || !all_digits(edigits) {
            return Ok(Err(ParseError::Syntax));
        }
        let trimmed = edigits.trim_start_matches('0');
        if trimmed.len() > 30 {
            return Ok(Err(ParseError::Range));
        }
        let Ok(v) = (if trimmed.is_empty() { Ok(0) } else { trimmed.parse::<i128>() }) else { return Ok(Err(ParseError::Range)) };
        exp = if eneg { -v } else { v };
    }
    let text = format!("{}{}", int_part, frac_part);
    let Some(coef) = coefficient(vm, &text)? else { return Ok(Err(ParseError::Syntax)) };
    exp -= frac_part.len() as i128;
    let adjusted = exp + digits(&coef) as i128 - 1;
    if adjusted > MAX_EMAX as i128 || exp < MIN_ETINY as i128 {
        return Ok(Err(ParseError::Range));
    }
    Ok(Ok(Dec::finite(neg, coef, exp as i64)))
}

/// The exact decimal value of a float.
pub fn from_f64(f: f64) -> Dec {
    if f.is_nan() {
        return Dec { neg: f.is_sign_negative(), ..Dec::nan() };
    }
    if f.is_infinite() {
        return Dec::inf(f < 0.0);
    }
    let bits = f.to_bits();
    let neg = bits >> 63 == 1;
    let exp_bits = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (mut mant, mut exp) = if exp_bits == 0 { (frac, -1074i64) } else { (frac | (1u64 << 52), exp_bits - 1075) };
    if mant == 0 {
        return Dec::finite(neg, BigUint::zero(), 0);
    }
    let tz = mant.trailing_zeros() as i64;
    mant >>= tz;
    exp += tz;
    if exp >= 0 {
        Dec::finite(neg, BigUint::from(mant) << (exp as usize), 0)
    } else {
        // m / 2**k == m * 5**k / 10**k
        let k = exp.unsigned_abs();
        let five = num_traits::pow::pow(BigUint::from(5u32), k as usize);
        Dec::finite(neg, BigUint::from(mant) * five, exp)
    }
}

fn special_text(vm: &mut Vm, d: &Dec) -> PyResult<String> {
    let sign = if d.neg { "-" } else { "" };
    let payload = if d.coef.is_zero() { String::new() } else { bigint_text::to_decimal(vm, &d.coef)? };
    Ok(match d.kind {
        Kind::Inf => format!("{}Infinity", sign),
        Kind::NaN => format!("{}NaN{}", sign, payload),
        _ => format!("{}sNaN{}", sign, payload),
    })
}

/// The to-sci-string (`eng` false) or to-eng-string form; the VM charges the digit
/// conversion (in steps).
pub fn to_string(vm: &mut Vm, d: &Dec, eng: bool, capitals: bool) -> PyResult<String> {
    if !d.is_finite() {
        return special_text(vm, d);
    }
    let coef = bigint_text::to_decimal(vm, &d.coef)?;
    let n = coef.len() as i64;
    // Position of the point counted from the left of the coefficient, and the exponent
    // printed after it.
    let left = d.exp.saturating_add(n);
    let point = if d.exp <= 0 && left > -6 {
        left
    } else if !eng {
        1
    } else if d.coef.is_zero() {
        (left + 1).rem_euclid(3) - 1
    } else {
        (left - 1).rem_euclid(3) + 1
    };
    let body = if point <= 0 {
        format!("0.{}{}", "0".repeat(point.unsigned_abs() as usize), coef)
    } else if point >= n {
        format!("{}{}", coef, "0".repeat((point - n) as usize))
    } else {
        format!("{}.{}", &coef[..point as usize], &coef[point as usize..])
    };
    let sign = if d.neg { "-" } else { "" };
    if left == point {
        return Ok(format!("{}{}", sign, body));
    }
    let echar = if capitals { 'E' } else { 'e' };
    Ok(format!("{}{}{}{:+}", sign, body, echar, left - point))
}

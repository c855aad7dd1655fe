//! Decimal strings of big integers in charged steps, for the conversions that have no digit
//! limit (`decimal` coefficients; `int` ⇄ `str` stops at 4,300 digits as in CPython).
//!
//! num-bigint parses decimal text in quadratic time (a million digits took 1.9 s, three
//! million 17 s, one uninterruptible call) and prints it in one call of seconds for
//! millions of digits. Here both split the digits in halves recursively: parsing computes
//! `high * 10**k + low`, printing divides by `10**k` (both in `bigint_steps`' charged
//! steps), down to pieces of a few thousand digits that num-bigint converts in well under a
//! millisecond. The powers of ten are computed once per conversion.

use std::collections::HashMap;

use num_bigint::{BigInt, BigUint};
use num_traits::Zero;

use super::bigint_steps::{self, div_rem, mul};
use crate::error::PyResult;
use crate::vm::Vm;

/// Pieces of at most this many digits are converted by num-bigint in one call.
const LEAF_DIGITS: usize = 4096;

/// `10**k` for the split points of one conversion.
struct Powers(HashMap<usize, BigUint>);

impl Powers {
    fn get(&mut self, vm: &mut Vm, k: usize) -> PyResult<BigUint> {
        if let Some(p) = self.0.get(&k) {
            return Ok(p.clone());
        }
        let p = bigint_steps::pow(vm, &BigInt::from(10u32), k as u64)?.magnitude().clone();
        self.0.insert(k, p.clone());
        Ok(p)
    }
}

/// The value of a string of ASCII decimal digits (None if another byte occurs).
pub fn parse_decimal(vm: &mut Vm, digits: &[u8]) -> PyResult<Option<BigUint>> {
    if !digits.iter().all(u8::is_ascii_digit) {
        return Ok(None);
    }
    let mut powers = Powers(HashMap::new());
    parse_digits(vm, digits, &mut powers).map(Some)
}

fn parse_digits(vm: &mut Vm, digits: &[u8], powers: &mut Powers) -> PyResult<BigUint> {
    if digits.len() <= LEAF_DIGITS {
        let n = digits.len() as u64;
        vm.charge(1 + n * n / 4096)?;
        return Ok(BigUint::parse_bytes(digits, 10).unwrap_or_default());
    }
    // Split so the low part's length is the same at every level of one size (powers reuse).
    let k = digits.len() / 2;
    let (high, low) = digits.split_at(digits.len() - k);
    let h = parse_digits(vm, high, powers)?;
    let l = parse_digits(vm, low, powers)?;
    let p = powers.get(vm, k)?;
    Ok(mul(vm, &h, &p)? + l)
}

/// The decimal digits of `x` (no sign, "0" for zero).
pub fn to_decimal(vm: &mut Vm, x: &BigUint) -> PyResult<String> {
    let mut powers = Powers(HashMap::new());
    let mut out = String::new();
    write_digits(vm, x, None, &mut powers, &mut out)?;
    Ok(out)
}

/// Appends the digits of `x`, left-padded with zeros to `width` when given.
fn write_digits(vm: &mut Vm, x: &BigUint, width: Option<usize>, powers: &mut Powers, out: &mut String) -> PyResult<()> {
    // Decimal digits of x, at most (bits * log10(2) rounded up).
    let estimate = (x.bits() as f64 * std::f64::consts::LOG10_2) as usize + 1;
    if estimate <= LEAF_DIGITS {
        let n = estimate as u64;
        vm.charge(1 + n * n / 4096)?;
        let text = if x.is_zero() && width.is_some() { String::new() } else { x.to_string() };
        if let Some(w) = width {
            out.extend(std::iter::repeat_n('0', w.saturating_sub(text.len())));
        }
        out.push_str(&text);
        return Ok(());
    }
    let k = estimate / 2;
    let p = powers.get(vm, k)?;
    let (high, low) = div_rem(vm, x, &p)?;
    write_digits(vm, &high, width.map(|w| w - k), powers, out)?;
    write_digits(vm, &low, Some(k), powers, out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Limits;

    #[test]
    fn long_digit_strings_round_trip() {
        let mut vm = Vm::new(Limits::default());
        for len in [1, 4096, 4097, 10_000, 33_333, 100_001] {
            let text: String = (0..len).map(|i| char::from(b'0' + ((i * 7 + 3) % 10) as u8)).collect();
            let text = if len > 1 { format!("9{}", &text[1..]) } else { text };
            let value = parse_decimal(&mut vm, text.as_bytes()).ok().flatten();
            assert_eq!(value.as_ref(), Some(&text.parse::<BigUint>().unwrap_or_default()), "{len}");
            let back = value.map(|v| to_decimal(&mut vm, &v).ok());
            assert_eq!(back, Some(Some(text)), "{len}");
        }
        // Zeros inside: padding of the low halves.
        let x = BigUint::from(10u32).pow(50_000) + 7u32;
        assert_eq!(to_decimal(&mut vm, &x).ok(), Some(x.to_string()));
        assert_eq!(to_decimal(&mut vm, &BigUint::zero()).ok(), Some("0".to_string()));
        assert!(parse_decimal(&mut vm, b"12a4").ok().flatten().is_none());
    }
}

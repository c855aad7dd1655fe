//! CPython's limit on decimal int/str conversions (`sys.set_int_max_str_digits`).
//!
//! Converting an int with more than the limit's number of decimal digits to text, or
//! parsing more digits than that in a base that is not a power of two, raises
//! `ValueError`. A limit of 0 means "no limit".

use num_bigint::BigInt;

use super::error::FormatError;

/// CPython's default limit (`sys.int_info.default_max_str_digits`).
pub const INT_MAX_STR_DIGITS: usize = 4300;

/// The error for `str(n)` (and `format`, `%d`, ...) of an int over the limit. CPython
/// does not say how many digits the value has here.
pub fn int_to_str_limit_error(max_str_digits: usize) -> FormatError {
    FormatError::value(format!(
        "Exceeds the limit ({max_str_digits} digits) for integer string conversion; \
         use sys.set_int_max_str_digits() to increase the limit"
    ))
}

/// The error for `int(text)` when `text` holds `digits` digits, over the limit.
pub fn str_to_int_limit_error(max_str_digits: usize, digits: usize) -> FormatError {
    FormatError::value(format!(
        "Exceeds the limit ({max_str_digits} digits) for integer string conversion: \
         value has {digits} digits; use sys.set_int_max_str_digits() to increase the limit"
    ))
}

/// Fails when `|value|` has more than `max_str_digits` decimal digits (0: no limit).
/// Cheap for huge values: those are rejected from their bit length alone.
pub fn check_int_str_digits(value: &BigInt, max_str_digits: usize) -> Result<(), FormatError> {
    int_to_decimal_string(value, max_str_digits).map(|_| ())
}

/// `str(value)` under the digit limit `max_str_digits` (0: no limit).
pub fn int_to_decimal_string(value: &BigInt, max_str_digits: usize) -> Result<String, FormatError> {
    if max_str_digits > 0 {
        // A value of `bits` bits is at least 2**(bits-1); once that is >= 10**limit the
        // value certainly has more than `limit` digits (plus a margin of one bit).
        let bits = value.bits();
        if bits > 0 && (bits - 1) as f64 >= max_str_digits as f64 * std::f64::consts::LOG2_10 + 1.0 {
            return Err(int_to_str_limit_error(max_str_digits));
        }
    }
    let text = value.to_string();
    if max_str_digits > 0 {
        let digits = text.len() - usize::from(text.starts_with('-'));
        if digits > max_str_digits {
            return Err(int_to_str_limit_error(max_str_digits));
        }
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_traits::{One, Pow};

    #[test]
    fn limit_edges() {
        let ten = BigInt::from(10);
        let at_limit: BigInt = Pow::pow(&ten, 4300u32) - BigInt::one();
        assert_eq!(int_to_decimal_string(&at_limit, INT_MAX_STR_DIGITS).map(|s| s.len()), Ok(4300));
        assert_eq!(int_to_decimal_string(&-at_limit.clone(), INT_MAX_STR_DIGITS).map(|s| s.len()), Ok(4301));
        let over: BigInt = Pow::pow(&ten, 4300u32);
        let err = int_to_decimal_string(&over, INT_MAX_STR_DIGITS);
        assert_eq!(
            err.map_err(|e| e.message),
            Err("Exceeds the limit (4300 digits) for integer string conversion; use \
                 sys.set_int_max_str_digits() to increase the limit"
                .to_string())
        );
        let huge: BigInt = Pow::pow(&ten, 100_000u32);
        assert!(int_to_decimal_string(&huge, INT_MAX_STR_DIGITS).is_err());
        assert!(int_to_decimal_string(&over, 0).is_ok());
        assert_eq!(
            str_to_int_limit_error(4300, 5000).message,
            "Exceeds the limit (4300 digits) for integer string conversion: value has 5000 \
             digits; use sys.set_int_max_str_digits() to increase the limit"
        );
    }
}

//! Pure number and string formatting/parsing with CPython 3.11 semantics.
//!
//! Nothing in here knows about interpreter objects: every function takes plain Rust
//! values (`f64`, `BigInt`, `&str`) and returns text or a [`FormatError`] that the
//! interpreter turns into the matching Python exception.
//!
//! * [`float_repr`]: `repr(float)` / `str(float)`.
//! * [`parse_format_spec`], [`format_int`], [`format_float`], [`format_str`]: the
//!   `format()` / `str.format` mini-language.
//! * [`parse_float`], [`parse_int`]: `float(str)` and `int(str, base)`.
//! * [`INT_MAX_STR_DIGITS`] and friends: the int/str conversion length limit.
//! * [`percent`]: the value-level pieces of printf-style `%` formatting.
//!
//! Notes for callers:
//! * CPython's `format(obj, '')` is `str(obj)`: an empty spec must go to the object's
//!   `__str__` (this matters for `bool` and for subclasses); the `format_*` functions
//!   implement non-empty specs (and give `str()` of plain ints/floats/strs for `''`).
//! * Width and precision are user-controlled and drive the output size. Results that
//!   cannot be allocated give `MemoryError` instead of a panic, but a sandbox with a
//!   memory budget should check `spec.width`/`spec.precision` against it beforehand.
//! * sandpy strings are UTF-8, so `format(0xD800, 'c')` (a lone surrogate) is refused
//!   with a `ValueError` where CPython would return the surrogate.
//! * `testdata/cpython311.txt` holds CPython 3.11 results for the table test; regenerate
//!   it with `python3.11 testdata/gen.py > testdata/cpython311.txt`.

mod dtoa;
mod error;
mod float_repr;
mod limits;
mod number;
mod parse;
pub mod percent;
mod spec;
mod string;
mod unicode;

#[cfg(test)]
mod tests;

pub use dtoa::{double_to_string, FloatCode, FloatFlags};
pub use error::{FormatError, FormatErrorKind};
pub use float_repr::float_repr;
pub use limits::{check_int_str_digits, int_to_decimal_string, int_to_str_limit_error, str_to_int_limit_error, INT_MAX_STR_DIGITS};
pub use number::{bigint_to_f64, format_float, format_float_with, format_int, format_int_with};
pub use parse::{parse_float, parse_int, parse_int_with_limit, IntParseError};
pub use percent::{
    format_percent_float, format_percent_int, format_percent_int_with_limit, format_percent_str, parse_percent_spec,
    unsupported_conversion_error, PercentSpec,
};
pub use spec::{parse_format_spec, Align, FormatSpec, Grouping, Sign};
pub use string::{format_str, format_str_with};
pub use unicode::{decimal_digit_value, is_number_whitespace};

//! Python `str` (and a little `bytes`) semantics as pure functions over `&str`.
//!
//! Everything here follows CPython 3.11 to the character, including its
//! Unicode 14.0.0 data, which `tables.rs` holds (generated from CPython's own
//! str methods by `gen/gen_tables.py`; nothing here relies on Rust's built-in
//! Unicode tables, whose version differs).
//!
//! Conventions shared by the submodules:
//! * Positions and lengths seen by Python code are counted in code points
//!   ("chars"), never in UTF-8 bytes. Functions that take or return positions
//!   say so.
//! * Python integers arrive as `i64` (or `i32` where CPython takes a C int).
//!   The caller converts the Python int first, raising `OverflowError` where
//!   CPython would; for slice bounds CPython clamps instead (see
//!   [`index::clamp_slice_index`]).
//! * Functions whose output can be much larger than their input take a
//!   `max_bytes` limit and fail with [`TextError::TooLong`] instead of trying
//!   to allocate past it, so a sandboxed program cannot make the host abort.
//! * Python strings may hold lone surrogates; Rust strings cannot, so this
//!   module never sees them.

pub mod case;
pub mod index;
pub mod predicates;
pub mod repr;
pub mod split;
mod tables;
pub mod translate;

#[cfg(test)]
mod tests;

use std::fmt;

pub use tables::UNICODE_VERSION;

/// A failure that Python reports as an exception.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextError {
    /// `ValueError: empty separator` (split, rsplit, partition, rpartition).
    EmptySeparator,
    /// `ValueError: slice step cannot be zero`.
    ZeroSliceStep,
    /// The result would be longer than the caller's `max_bytes`. CPython
    /// would try and raise `MemoryError` (or `OverflowError` past
    /// `sys.maxsize`); a sandbox reports its limit instead.
    TooLong,
}

impl TextError {
    /// Name of the Python exception class to raise.
    pub fn exception_name(self) -> &'static str {
        match self {
            TextError::EmptySeparator | TextError::ZeroSliceStep => "ValueError",
            TextError::TooLong => "MemoryError",
        }
    }

    /// The exception's message, as CPython words it where it has one.
    pub fn message(self) -> &'static str {
        match self {
            TextError::EmptySeparator => "empty separator",
            TextError::ZeroSliceStep => "slice step cannot be zero",
            TextError::TooLong => "string result too large",
        }
    }
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.exception_name(), self.message())
    }
}

impl std::error::Error for TextError {}

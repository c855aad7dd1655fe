//! The error type shared by every formatting and parsing function.

use std::fmt;

/// Which Python exception a [`FormatError`] stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormatErrorKind {
    /// `ValueError`
    ValueError,
    /// `TypeError`
    TypeError,
    /// `OverflowError`
    OverflowError,
    /// `MemoryError`: the result would be too large to allocate (huge width/precision).
    MemoryError,
}

impl FormatErrorKind {
    /// The Python name of the exception class.
    pub fn name(self) -> &'static str {
        match self {
            FormatErrorKind::ValueError => "ValueError",
            FormatErrorKind::TypeError => "TypeError",
            FormatErrorKind::OverflowError => "OverflowError",
            FormatErrorKind::MemoryError => "MemoryError",
        }
    }
}

/// A formatting failure: the exception class to raise and its exact CPython message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// The exception class.
    pub kind: FormatErrorKind,
    /// The message, worded as CPython 3.11 words it.
    pub message: String,
}

impl FormatError {
    /// A `ValueError` with `message`.
    pub fn value(message: impl Into<String>) -> Self {
        FormatError { kind: FormatErrorKind::ValueError, message: message.into() }
    }

    /// A `TypeError` with `message`.
    pub fn type_error(message: impl Into<String>) -> Self {
        FormatError { kind: FormatErrorKind::TypeError, message: message.into() }
    }

    /// An `OverflowError` with `message`.
    pub fn overflow(message: impl Into<String>) -> Self {
        FormatError { kind: FormatErrorKind::OverflowError, message: message.into() }
    }
}

impl FormatError {
    /// A `MemoryError` (CPython gives it no message).
    pub fn memory() -> Self {
        FormatError { kind: FormatErrorKind::MemoryError, message: String::new() }
    }
}

/// Makes room for `additional` more bytes in `text`, reporting `MemoryError` instead of
/// panicking or aborting when a user-chosen width or precision is absurdly large.
pub(crate) fn reserve(text: &mut String, additional: usize) -> Result<(), FormatError> {
    text.try_reserve(additional).map_err(|_| FormatError::memory())
}

/// `count * size` bytes, or `MemoryError` when that overflows.
pub(crate) fn bytes_for(count: usize, size: usize) -> Result<usize, FormatError> {
    count.checked_mul(size).ok_or_else(FormatError::memory)
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind.name(), self.message)
    }
}

impl std::error::Error for FormatError {}

//! The core of `str.translate(table)`, independent of how the table is held.
//!
//! The interpreter supplies a lookup that, for one character, does what
//! CPython does with `table[ord(c)]`:
//! * `LookupError` (e.g. `KeyError`, `IndexError`) → [`Mapped::Keep`];
//! * `None` → [`Mapped::Delete`];
//! * an int → [`Mapped::Char`] (the lookup raises `ValueError: character
//!   mapping must be in range(0x110000)` itself when it is not a valid code
//!   point, and `TypeError: character mapping must return integer, None or
//!   str` for other types);
//! * a str → [`Mapped::Str`].
//!
//! The lookup is called once per character, in order, and the first error it
//! returns stops the translation. (CPython additionally caches the answers
//! for ASCII characters, so a table with side effects may see fewer calls
//! there; the result is the same.)

use super::TextError;

/// What one character becomes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Mapped {
    /// The character is kept (the table has no entry for it).
    Keep,
    /// The character is dropped (the entry is `None`).
    Delete,
    /// The character is replaced by another (the entry is an int).
    Char(char),
    /// The character is replaced by a string (the entry is a str).
    Str(String),
}

/// `s.translate(table)` with `lookup` standing for the table. Fails with the
/// lookup's error, or with [`TextError::TooLong`] (converted into `E`) when
/// the result would exceed `max_bytes`.
pub fn translate<E, F>(s: &str, max_bytes: usize, mut lookup: F) -> Result<String, E>
where
    E: From<TextError>,
    F: FnMut(char) -> Result<Mapped, E>,
{
    let mut out = String::with_capacity(s.len().min(max_bytes));
    for c in s.chars() {
        let mapped = lookup(c)?;
        let added = match &mapped {
            Mapped::Keep => c.len_utf8(),
            Mapped::Delete => 0,
            Mapped::Char(m) => m.len_utf8(),
            Mapped::Str(m) => m.len(),
        };
        if out.len().saturating_add(added) > max_bytes {
            return Err(E::from(TextError::TooLong));
        }
        match mapped {
            Mapped::Keep => out.push(c),
            Mapped::Delete => {}
            Mapped::Char(m) => out.push(m),
            Mapped::Str(m) => out.push_str(&m),
        }
    }
    Ok(out)
}

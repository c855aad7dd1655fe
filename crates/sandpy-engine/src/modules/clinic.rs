//! Argument binding for native functions whose CPython counterparts are declared with
//! Argument Clinic (positional-or-keyword parameters, optional keyword-only ones), with
//! CPython's error messages. Used by `binascii`, `base64`, `hashlib` and `csv`.

use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, Value};

/// A signature: `name(p0, p1, ..., *, kw...)`. The first `pos_only` parameters cannot be
/// given by keyword; the first `required` are mandatory; parameters from `npos` on are
/// keyword-only.
pub struct Sig<'a> {
    pub name: &'a str,
    pub params: &'a [&'a str],
    pub pos_only: usize,
    pub npos: usize,
    pub required: usize,
}

impl<'a> Sig<'a> {
    /// `name(params...)` with every parameter positional-or-keyword.
    pub const fn new(name: &'a str, params: &'a [&'a str], required: usize) -> Sig<'a> {
        Sig { name, params, pos_only: 0, npos: params.len(), required }
    }

    /// Binds `args`/`kw`, one slot per parameter.
    pub fn bind(&self, args: &[Value], kw: &KwArgs) -> PyResult<Vec<Option<Value>>> {
        let n = args.len();
        if n > self.npos {
            let how = if self.required == self.npos { "exactly" } else { "at most" };
            let plural = if self.npos == 1 { "" } else { "s" };
            let what = if self.npos == self.params.len() { "argument" } else { "positional argument" };
            return Err(PyErr::type_error(format!("{}() takes {} {} {}{} ({} given)", self.name, how, self.npos, what, plural, n)));
        }
        let mut slots: Vec<Option<Value>> = vec![None; self.params.len()];
        for (slot, a) in slots.iter_mut().zip(args) {
            *slot = Some(a.clone());
        }
        let mut unknown: Option<&str> = None;
        for (k, v) in kw {
            match self.params.iter().position(|p| *p == &**k) {
                Some(i) if i >= self.pos_only => {
                    if slots[i].is_some() {
                        return Err(PyErr::type_error(format!(
                            "argument for {}() given by name ('{}') and position ({})",
                            self.name,
                            k,
                            i + 1
                        )));
                    }
                    slots[i] = Some(v.clone());
                }
                _ => {
                    if unknown.is_none() {
                        unknown = Some(k);
                    }
                }
            }
        }
        for (i, p) in self.params.iter().enumerate().take(self.required) {
            if slots[i].is_none() {
                return Err(PyErr::type_error(format!("{}() missing required argument '{}' (pos {})", self.name, p, i + 1)));
            }
        }
        if let Some(k) = unknown {
            return Err(PyErr::type_error(format!("'{}' is an invalid keyword argument for {}()", k, self.name)));
        }
        Ok(slots)
    }
}

/// Positional-only functions (`crc32(data, crc=0, /)`): CPython's messages for them.
pub fn positional(qualified: &str, name: &str, args: &[Value], kw: &KwArgs, min: usize, max: usize) -> PyResult<()> {
    if !kw.is_empty() {
        return Err(PyErr::type_error(format!("{}() takes no keyword arguments", qualified)));
    }
    let n = args.len();
    let plural = |k: usize| if k == 1 { "" } else { "s" };
    if n < min {
        let how = if min == max { "" } else { "at least " };
        return Err(PyErr::type_error(format!("{} expected {}{} argument{}, got {}", name, how, min, plural(min), n)));
    }
    if n > max {
        let how = if min == max { "" } else { "at most " };
        return Err(PyErr::type_error(format!("{} expected {}{} argument{}, got {}", name, how, max, plural(max), n)));
    }
    Ok(())
}

//! Argument binding with CPython's wording for Pattern and Match methods, which are
//! Argument Clinic methods (`search() missing required argument 'string' (pos 1)`). The
//! module-level functions bind through `Signature` (Python functions in CPython).

use crate::error::{PyErr, PyResult};
use crate::value::{KwArgs, Value};

/// Binds like an Argument Clinic method (`args` without self).
pub fn bind_method(fname: &str, args: &[Value], kw: &KwArgs, params: &[&str], required: usize) -> PyResult<Vec<Option<Value>>> {
    let total = args.len() + kw.len();
    if total > params.len() {
        return Err(PyErr::type_error(format!(
            "{}() takes at most {} argument{} ({} given)",
            fname,
            params.len(),
            if params.len() == 1 { "" } else { "s" },
            total
        )));
    }
    let mut out: Vec<Option<Value>> = params.iter().enumerate().map(|(i, _)| args.get(i).cloned()).collect();
    for (k, v) in kw {
        match params.iter().position(|p| *p == &**k) {
            Some(i) if i < args.len() => {
                return Err(PyErr::type_error(format!("argument for {}() given by name ('{}') and position ({})", fname, k, i + 1)));
            }
            Some(i) => out[i] = Some(v.clone()),
            None => return Err(PyErr::type_error(format!("'{}' is an invalid keyword argument for {}()", k, fname))),
        }
    }
    for (i, name) in params.iter().enumerate().take(required) {
        if out[i].is_none() {
            return Err(PyErr::type_error(format!("{}() missing required argument '{}' (pos {})", fname, name, i + 1)));
        }
    }
    Ok(out)
}

/// Methods without keyword arguments taking `min..=max` positional ones.
pub fn positional_only(fname: &str, args: &[Value], kw: &KwArgs, min: usize, max: usize) -> PyResult<()> {
    if !kw.is_empty() {
        return Err(PyErr::type_error(format!("{}() takes no keyword arguments", fname)));
    }
    let n = args.len();
    if n >= min && n <= max {
        return Ok(());
    }
    Err(PyErr::type_error(if max == 0 {
        format!("{}() takes no arguments ({} given)", fname, n)
    } else if n > max {
        format!("{} expected at most {} argument{}, got {}", fname, max, if max == 1 { "" } else { "s" }, n)
    } else {
        format!("{} expected at least {} argument{}, got {}", fname, min, if min == 1 { "" } else { "s" }, n)
    }))
}

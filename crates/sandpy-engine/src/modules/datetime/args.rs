//! Argument binding for the datetime classes with the wording of CPython's
//! `PyArg_ParseTupleAndKeywords` ("function missing required argument 'day' (pos 3)",
//! "'foo' is an invalid keyword argument for replace()"…) and its C `int` conversion.

use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::num::{as_int, IntRef};
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

/// A signature: the display name (None prints as "function"), parameter names, how many
/// are required, and where keyword-only parameters start.
pub struct Sig<'a> {
    pub name: Option<&'a str>,
    pub params: &'a [&'a str],
    pub required: usize,
    pub kwonly_from: usize,
}

impl Sig<'_> {
    fn fname(&self) -> String {
        match self.name {
            Some(n) => format!("{}()", n),
            None => "function".to_string(),
        }
    }

    /// Binds positional `args` and keywords to the parameters.
    pub fn bind(&self, args: &[Value], kw: &KwArgs) -> PyResult<Vec<Option<Value>>> {
        let n = self.params.len();
        let nargs = args.len();
        if nargs + kw.len() > n {
            return Err(PyErr::type_error(format!(
                "{} takes at most {} {}argument{} ({} given)",
                self.fname(),
                n,
                if nargs == 0 { "keyword " } else { "" },
                if n == 1 { "" } else { "s" },
                nargs + kw.len()
            )));
        }
        if nargs > self.kwonly_from {
            let max = self.kwonly_from;
            return Err(PyErr::type_error(if max == 0 {
                format!("{} takes no positional arguments", self.fname())
            } else {
                format!("{} takes at most {} positional argument{} ({} given)", self.fname(), max, if max == 1 { "" } else { "s" }, nargs)
            }));
        }
        let mut out: Vec<Option<Value>> = args.iter().cloned().map(Some).chain(std::iter::repeat_n(None, n - nargs)).collect();
        let mut used = 0;
        for (i, slot) in out.iter_mut().enumerate().skip(nargs) {
            if let Some(v) = super::kw_get(kw, self.params[i]) {
                *slot = Some(v.clone());
                used += 1;
            } else if i < self.required {
                return Err(PyErr::type_error(format!("{} missing required argument '{}' (pos {})", self.fname(), self.params[i], i + 1)));
            }
        }
        if used < kw.len() {
            for (i, p) in self.params.iter().enumerate().take(nargs) {
                if super::kw_get(kw, p).is_some() {
                    return Err(PyErr::type_error(format!(
                        "argument for {} given by name ('{}') and position ({})",
                        self.fname(),
                        p,
                        i + 1
                    )));
                }
            }
            for (k, _) in kw {
                if !self.params.contains(&&**k) {
                    return Err(PyErr::type_error(format!("'{}' is an invalid keyword argument for {}", k, self.fname())));
                }
            }
        }
        Ok(out)
    }
}

/// A C `int` argument ("i" format): ints, bools and `__index__` objects; floats refused.
pub fn c_int(vm: &mut Vm, v: &Value) -> PyResult<i64> {
    let i = match as_int(v) {
        Some(IntRef::Small(i)) => i,
        Some(IntRef::Big(_)) => return Err(PyErr::new(ExcKind::OverflowError, "Python int too large to convert to C long")),
        None => vm.index_value(v).map_err(|e| {
            if vm.error_is(&e, ExcKind::IndexError) {
                PyErr::new(ExcKind::OverflowError, "Python int too large to convert to C long")
            } else {
                e
            }
        })?,
    };
    if i > i32::MAX as i64 {
        return Err(PyErr::new(ExcKind::OverflowError, "signed integer is greater than maximum"));
    }
    if i < i32::MIN as i64 {
        return Err(PyErr::new(ExcKind::OverflowError, "signed integer is less than minimum"));
    }
    Ok(i)
}

/// An optional C int argument with a default.
pub fn c_int_or(vm: &mut Vm, v: &Option<Value>, default: i64) -> PyResult<i64> {
    match v {
        Some(v) => c_int(vm, v),
        None => Ok(default),
    }
}

/// "argument must be str" checks with CPython's wording.
pub fn str_arg<'a>(vm: &Vm, v: &'a Value, fname: &str, pos: usize) -> PyResult<&'a str> {
    match v {
        Value::Str(s) => Ok(&s.s),
        Value::None => Err(PyErr::type_error(format!("{}() argument {} must be str, not None", fname, pos))),
        other => Err(PyErr::type_error(format!("{}() argument {} must be str, not {}", fname, pos, vm.type_name(other)))),
    }
}

/// CPython's message for a method that takes no arguments.
pub fn no_args(qualname: &str, args: &[Value], kw: &KwArgs) -> PyResult<()> {
    if args.len() > 1 {
        return Err(PyErr::type_error(format!("{}() takes no arguments ({} given)", qualname, args.len() - 1)));
    }
    if !kw.is_empty() {
        return Err(PyErr::type_error(format!("{}() takes no keyword arguments", qualname)));
    }
    Ok(())
}

/// Exactly one positional argument after self (METH_O).
pub fn one_arg<'a>(qualname: &str, args: &'a [Value], kw: &KwArgs) -> PyResult<&'a Value> {
    if !kw.is_empty() {
        return Err(PyErr::type_error(format!("{}() takes no keyword arguments", qualname)));
    }
    match args {
        [_, x] => Ok(x),
        _ => Err(PyErr::type_error(format!("{}() takes exactly one argument ({} given)", qualname, args.len().saturating_sub(1)))),
    }
}

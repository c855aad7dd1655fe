//! Argument conversions shared by the datetime classes (and `time`): CPython's C `int`
//! conversion ("i" format) and its "argument must be str" checks. The arguments themselves
//! are bound by [`crate::builtins::signature::Signature`].

use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::num::{as_int, IntRef};
use crate::value::Value;
use crate::vm::Vm;

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
pub fn c_int_or(vm: &mut Vm, v: Option<&Value>, default: i64) -> PyResult<i64> {
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

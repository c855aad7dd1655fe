//! Argument checking helpers shared by every native function, with CPython's wording.

use crate::error::{PyErr, PyResult};

use crate::value::Value;
use crate::vm::Vm;

/// Checks the positional count (self included for methods).
pub fn check_args(name: &str, args: &[Value], min: usize, max: usize) -> PyResult<()> {
    check_count(name, args.len(), min, max)
}

/// CPython's wording for a wrong number of positional arguments.
fn check_count(name: &str, n: usize, min: usize, max: usize) -> PyResult<()> {
    if n >= min && n <= max {
        return Ok(());
    }
    let plural = |k: usize| if k == 1 { "" } else { "s" };
    Err(if min == max {
        match min {
            0 => PyErr::type_error(format!("{}() takes no arguments ({} given)", name, n)),
            1 => PyErr::type_error(format!("{}() takes exactly one argument ({} given)", name, n)),
            _ => PyErr::type_error(format!("{} expected {} arguments, got {}", name, min, n)),
        }
    } else if n < min {
        PyErr::type_error(format!("{} expected at least {} argument{}, got {}", name, min, plural(min), n))
    } else {
        PyErr::type_error(format!("{} expected at most {} argument{}, got {}", name, max, plural(max), n))
    })
}

/// An index-like integer argument (int, bool, or `__index__`).
pub fn to_i64(vm: &mut Vm, v: &Value) -> PyResult<i64> {
    vm.index_ssize(v)
}

pub fn to_str<'a>(v: &'a Value, what: &str) -> PyResult<&'a str> {
    match v {
        Value::Str(s) => Ok(&s.s),
        _ => Err(PyErr::type_error(format!("{} must be str, not {}", what, type_name_plain(v)))),
    }
}

/// Type name without a VM (for builtin values only; instances print their class).
pub fn type_name_plain(v: &Value) -> String {
    match v {
        Value::None => "NoneType".into(),
        Value::Bool(_) => "bool".into(),
        Value::Int(_) | Value::BigInt(_) => "int".into(),
        Value::Float(_) => "float".into(),
        Value::Complex(_) => "complex".into(),
        Value::Str(_) => "str".into(),
        Value::Bytes(_) => "bytes".into(),
        Value::ByteArray(_) => "bytearray".into(),
        Value::List(_) => "list".into(),
        Value::Tuple(_) => "tuple".into(),
        Value::Dict(_) => "dict".into(),
        Value::Set(_) => "set".into(),
        Value::FrozenSet(_) => "frozenset".into(),
        Value::Range(_) => "range".into(),
        Value::Instance(i) => i.class.name.to_string(),
        Value::Type(_) => "type".into(),
        Value::Function(_) => "function".into(),
        _ => "object".into(),
    }
}

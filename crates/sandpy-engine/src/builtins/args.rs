//! Conversions of bound arguments shared by natives (index-like ints, `str` arguments,
//! CPython's type names in messages). Binding itself is `builtins/signature.rs`.

use crate::error::{PyErr, PyResult};

use crate::value::Value;
use crate::vm::Vm;

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

//! Python values ↔ JSON, the only shape values take when they cross the executor boundary.
//!
//! Python → JSON is structural and never runs Python code (a user class's `__eq__` or
//! `__repr__` cannot fire here): None, bool, int, float, str, list, tuple (→ array) and dicts
//! whose keys are all str. Anything else (sets, bytes, big ints beyond 64 bits, NaN and
//! infinities, functions, instances, subclasses of builtins) is not JSON.
//! JSON → Python: objects become dicts, arrays lists, numbers int or float.

use sandpy_engine::vm::Vm;
use sandpy_engine::{PyResult, Value};
use serde_json::{Map, Number, Value as Json};

/// Deeper structures are refused rather than walked (a self-containing list is infinitely
/// deep; serde_json also refuses input nested deeper than 128).
pub const MAX_DEPTH: usize = 200;

/// Largest JSON text (bytes) a run's `output` may take; a larger value is reported as
/// not JSON (`output: null`, with its truncated `output_repr`).
pub const MAX_OUTPUT_JSON_BYTES: usize = 16 << 20;

/// Why a value has no JSON form; `what` names the offending Python type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NotJson {
    pub what: String,
}

/// Converts a Python value to JSON.
pub fn to_json(v: &Value) -> Result<Json, NotJson> {
    to_json_at(v, 0)
}

/// Converts a Python value to JSON whose text takes at most `max_bytes` (else `NotJson`),
/// measured before anything is copied.
pub fn to_json_bounded(v: &Value, max_bytes: usize) -> Result<Json, NotJson> {
    let mut left = max_bytes;
    to_json_within(v, &mut left)
}

/// [`to_json_bounded`] for several values sharing one budget: `left` shrinks by the size
/// of `v`'s JSON text.
pub fn to_json_within(v: &Value, left: &mut usize) -> Result<Json, NotJson> {
    json_size_within(v, 0, left)?;
    to_json_at(v, 0)
}

/// Subtracts the size of `v`'s JSON text from `left`, failing once it runs out.
fn json_size_within(v: &Value, depth: usize, left: &mut usize) -> Result<(), NotJson> {
    let too_large = || NotJson { what: "value too large for the response".into() };
    if depth > MAX_DEPTH {
        return Err(NotJson { what: "structure nested too deeply".into() });
    }
    let take = |n: usize, left: &mut usize| -> Result<(), NotJson> {
        *left = left.checked_sub(n).ok_or_else(too_large)?;
        Ok(())
    };
    match v {
        Value::Str(s) => {
            take(s.s.len() + 2, left)?;
            // Escapes: `\"`, `\\` and control characters take more than one byte.
            let escapes = s.s.bytes().filter(|&b| b < 0x20 || b == b'"' || b == b'\\').count();
            take(escapes.saturating_mul(5), left)
        }
        Value::List(l) => {
            let items = l.items.borrow().clone();
            take(items.len() + 2, left)?;
            items.iter().try_for_each(|x| json_size_within(x, depth + 1, left))
        }
        Value::Tuple(t) => {
            take(t.items.len() + 2, left)?;
            t.items.iter().try_for_each(|x| json_size_within(x, depth + 1, left))
        }
        Value::Dict(d) => {
            let items = d.store.borrow().items();
            take(2 * items.len() + 2, left)?;
            items.iter().try_for_each(|(k, x)| {
                json_size_within(k, depth + 1, left)?;
                json_size_within(x, depth + 1, left)
            })
        }
        _ => take(32, left),
    }
}

fn to_json_at(v: &Value, depth: usize) -> Result<Json, NotJson> {
    if depth > MAX_DEPTH {
        return Err(NotJson { what: "structure nested too deeply".into() });
    }
    Ok(match v {
        Value::None => Json::Null,
        Value::Bool(b) => Json::Bool(*b),
        Value::Int(i) => Json::Number(Number::from(*i)),
        Value::BigInt(b) => match u64::try_from(&**b) {
            Ok(u) => Json::Number(Number::from(u)),
            Err(_) => return Err(NotJson { what: "int too large for JSON".into() }),
        },
        Value::Float(f) => match Number::from_f64(*f) {
            Some(n) => Json::Number(n),
            None => return Err(NotJson { what: format!("float {}", f) }),
        },
        Value::Str(s) => Json::String(s.s.clone()),
        Value::List(l) => {
            // Clone the items out so no borrow is held while converting.
            let items = l.items.borrow().clone();
            Json::Array(items.iter().map(|x| to_json_at(x, depth + 1)).collect::<Result<_, _>>()?)
        }
        Value::Tuple(t) => Json::Array(t.items.iter().map(|x| to_json_at(x, depth + 1)).collect::<Result<_, _>>()?),
        Value::Dict(d) => {
            let items = d.store.borrow().items();
            let mut map = Map::with_capacity(items.len());
            for (k, val) in &items {
                let Value::Str(k) = k else {
                    return Err(NotJson { what: format!("dict with a {} key", type_name(k)) });
                };
                map.insert(k.s.clone(), to_json_at(val, depth + 1)?);
            }
            Json::Object(map)
        }
        other => return Err(NotJson { what: type_name(other) }),
    })
}

/// Converts JSON to a Python value in `vm`'s heap.
pub fn from_json(vm: &mut Vm, j: &Json) -> PyResult<Value> {
    Ok(match j {
        Json::Null => Value::None,
        Json::Bool(b) => Value::Bool(*b),
        Json::Number(n) => {
            if let Some(i) = n.as_i64() {
                Value::Int(i)
            } else if let Some(u) = n.as_u64() {
                Value::from_bigint(u.into())
            } else {
                Value::Float(n.as_f64().unwrap_or(f64::NAN))
            }
        }
        Json::String(s) => Value::str(s),
        Json::Array(items) => Value::list(items.iter().map(|x| from_json(vm, x)).collect::<PyResult<_>>()?),
        Json::Object(map) => {
            let mut items = Vec::with_capacity(map.len());
            for (k, v) in map {
                items.push((Value::str(k), from_json(vm, v)?));
            }
            vm.new_dict(items)?
        }
    })
}

/// A short Python type name for messages (no Python code runs).
pub fn type_name(v: &Value) -> String {
    if let Value::Instance(inst) = v {
        return inst.class.name.to_string();
    }
    let name = match v {
        Value::None => "NoneType",
        Value::NotImplemented => "NotImplementedType",
        Value::Ellipsis => "ellipsis",
        Value::Bool(_) => "bool",
        Value::Int(_) | Value::BigInt(_) => "int",
        Value::Float(_) => "float",
        Value::Complex(_) => "complex",
        Value::Str(_) => "str",
        Value::Bytes(_) => "bytes",
        Value::ByteArray(_) => "bytearray",
        Value::List(_) => "list",
        Value::Tuple(_) => "tuple",
        Value::Dict(_) => "dict",
        Value::Set(_) => "set",
        Value::FrozenSet(_) => "frozenset",
        Value::Range(_) => "range",
        Value::Slice(_) => "slice",
        Value::Function(_) => "function",
        Value::Builtin(_) | Value::HostFunction(_) => "builtin_function_or_method",
        Value::BoundMethod(_) => "method",
        Value::Type(_) => "type",
        Value::Instance(_) => "object",
        Value::Module(_) => "module",
        Value::Iter(_) => "iterator",
        Value::Generator(_) => "generator",
        Value::Property(_) => "property",
        Value::ClassMethod(_) => "classmethod",
        Value::StaticMethod(_) => "staticmethod",
        Value::Super(_) => "super",
        Value::DictView(_) => "dict view",
        Value::Cell(_) | Value::Null => "internal",
    };
    name.to_string()
}

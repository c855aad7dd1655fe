//! [`HostValue`] ↔ plain JSON, the value encoding of the `sandpy session` protocol's
//! default mode and of [`crate::CodeOutput::output`].
//!
//! Plain JSON carries None, bool, int (up to 2^64−1), finite float, str, list, tuple (as an
//! array) and dicts whose keys are all str. Anything else has no plain form: the whole value
//! is then `None` here (callers fall back to `null` plus the repr, or to a TypeError), so a
//! value is never silently half-converted.

use serde_json::{Map, Number, Value as Json};

use super::tagged::MAX_DEPTH;
use super::HostValue;

/// The plain JSON form, when the value has one.
pub fn to_plain(v: &HostValue) -> Option<Json> {
    encode(v, 0)
}

fn encode(v: &HostValue, depth: usize) -> Option<Json> {
    if depth > MAX_DEPTH {
        return None;
    }
    Some(match v {
        HostValue::None => Json::Null,
        HostValue::Bool(b) => Json::Bool(*b),
        HostValue::Int(i) => Json::Number((*i).into()),
        HostValue::BigInt(b) => Json::Number(u64::try_from(b).ok()?.into()),
        HostValue::Float(f) => Json::Number(Number::from_f64(*f)?),
        HostValue::Str(s) => Json::String(s.clone()),
        HostValue::List(xs) | HostValue::Tuple(xs) => Json::Array(xs.iter().map(|x| encode(x, depth + 1)).collect::<Option<_>>()?),
        HostValue::Dict(pairs) => {
            let mut map = Map::with_capacity(pairs.len());
            for (k, val) in pairs {
                let HostValue::Str(k) = k else { return None };
                map.insert(k.clone(), encode(val, depth + 1)?);
            }
            Json::Object(map)
        }
        _ => return None,
    })
}

/// The value of plain JSON: objects become dicts, arrays lists, numbers int or float.
pub fn from_plain(j: &Json) -> HostValue {
    match j {
        Json::Null => HostValue::None,
        Json::Bool(b) => HostValue::Bool(*b),
        Json::Number(n) => {
            if let Some(i) = n.as_i64() {
                HostValue::Int(i)
            } else if let Some(u) = n.as_u64() {
                HostValue::BigInt(u.into())
            } else {
                HostValue::Float(n.as_f64().unwrap_or(f64::NAN))
            }
        }
        Json::String(s) => HostValue::Str(s.clone()),
        Json::Array(xs) => HostValue::List(xs.iter().map(from_plain).collect()),
        Json::Object(map) => HostValue::Dict(map.iter().map(|(k, v)| (HostValue::Str(k.clone()), from_plain(v))).collect()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn json_values_round_trip() {
        let j = json!({"a": [1, 2.5, "x", null, true], "b": {"c": 18446744073709551615u64}});
        assert_eq!(to_plain(&from_plain(&j)), Some(j));
    }

    #[test]
    fn tuples_become_arrays_and_the_rest_has_no_plain_form() {
        assert_eq!(to_plain(&HostValue::Tuple(vec![HostValue::Int(1)])), Some(json!([1])));
        assert_eq!(to_plain(&HostValue::List(vec![HostValue::Bytes(vec![1])])), None);
        assert_eq!(to_plain(&HostValue::Float(f64::NAN)), None);
        assert_eq!(to_plain(&HostValue::Dict(vec![(HostValue::Int(1), HostValue::None)])), None);
    }
}

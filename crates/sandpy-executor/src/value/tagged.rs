//! [`HostValue`] ↔ JSON tagged the way smolagents' `SafeSerializer` tags values, the value
//! encoding of the kernel protocol (docs/protocol.md).
//!
//! JSON's own types carry themselves (lists are arrays, dicts with str keys objects); the
//! rest are objects with a `"__type__"` key: `tuple`, `set`, `frozenset` (`data`: items),
//! `bytes` (`data`: base64), `complex` (`real`, `imag`), `dict_with_complex_keys` (`data`:
//! `[key, value]` pairs), `datetime`, `date`, `time` (`data`: isoformat), `timedelta`
//! (`total_seconds`, plus exact `days`/`seconds`/`microseconds`), `Decimal` and `Path`
//! (`data`: str). sandpy adds tags of its own where SafeSerializer has none: `int` (`data`:
//! decimal digits, for ints beyond 64 bits, which JSON parsers read as floats), `float`
//! (`data`: `nan`, `inf`, `-inf`), `sandpy.builtin_type` (`name`: `int`, `ValueError`…),
//! `sandpy.handle` (`id`, `type`) and `sandpy.foreign`
//! (`type`, `repr`, `str`). Any other tag (numpy's `ndarray`, `PIL.Image`, `dataclass`) stays a
//! [`HostValue::Tagged`] object for a host that can rebuild it.
//!
//! A dict whose keys are all str but one of them is `"__type__"` is written in the
//! `dict_with_complex_keys` form, so no plain dict is ever mistaken for a tagged value.

use base64::Engine as _;
use num_bigint::BigInt;
use serde_json::{json, Map, Number, Value as Json};

use super::HostValue;

/// The key that marks a tagged value.
pub const TYPE_KEY: &str = "__type__";
/// Deeper values are refused: a decoder or encoder never recurses further than this.
pub const MAX_DEPTH: usize = 200;

/// Decimal digits an `int` tag may carry. Decimal text parses into a big integer in
/// quadratic time (1.6 million digits took 6 s), so one frame from a peer that is not
/// trusted (a sandboxed kernel) could stall the host for hours; 100,000 digits take about
/// 10 ms. CPython itself refuses `int()` of more than 4,300 digits by default.
pub const MAX_INT_DIGITS: usize = 100_000;

/// Why a tagged JSON value could not be decoded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TaggedError(pub String);

impl std::fmt::Display for TaggedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for TaggedError {}

/// Encodes a value as tagged JSON.
pub fn to_tagged(v: &HostValue) -> Json {
    encode(v, 0)
}

fn tag(name: &str, data: Json) -> Json {
    json!({ TYPE_KEY: name, "data": data })
}

fn float(f: f64) -> Json {
    match Number::from_f64(f) {
        Some(n) => Json::Number(n),
        None => tag("float", Json::String(non_finite_name(f).into())),
    }
}

fn non_finite_name(f: f64) -> &'static str {
    if f.is_nan() {
        "nan"
    } else if f > 0.0 {
        "inf"
    } else {
        "-inf"
    }
}

fn encode(v: &HostValue, depth: usize) -> Json {
    if depth > MAX_DEPTH {
        return json!({ TYPE_KEY: "sandpy.foreign", "type": v.type_name(), "repr": "<nested too deeply>", "str": "<nested too deeply>" });
    }
    let items = |xs: &[HostValue]| Json::Array(xs.iter().map(|x| encode(x, depth + 1)).collect());
    match v {
        HostValue::None => Json::Null,
        HostValue::Bool(b) => Json::Bool(*b),
        HostValue::Int(i) => Json::Number((*i).into()),
        HostValue::BigInt(b) => match u64::try_from(b) {
            Ok(u) => Json::Number(u.into()),
            Err(_) => tag("int", Json::String(b.to_string())),
        },
        HostValue::Float(f) => float(*f),
        HostValue::Complex { re, im } => json!({ TYPE_KEY: "complex", "real": float(*re), "imag": float(*im) }),
        HostValue::Str(s) => Json::String(s.clone()),
        HostValue::Bytes(b) => tag("bytes", Json::String(base64::engine::general_purpose::STANDARD.encode(b))),
        HostValue::List(xs) => items(xs),
        HostValue::Tuple(xs) => tag("tuple", items(xs)),
        HostValue::Set(xs) => tag("set", items(xs)),
        HostValue::FrozenSet(xs) => tag("frozenset", items(xs)),
        HostValue::Dict(pairs) => {
            let plain = pairs.iter().all(|(k, _)| matches!(k, HostValue::Str(s) if s != TYPE_KEY));
            if plain {
                let mut map = Map::with_capacity(pairs.len());
                for (k, val) in pairs {
                    if let HostValue::Str(k) = k {
                        map.insert(k.clone(), encode(val, depth + 1));
                    }
                }
                Json::Object(map)
            } else {
                let data = pairs.iter().map(|(k, val)| Json::Array(vec![encode(k, depth + 1), encode(val, depth + 1)])).collect();
                tag("dict_with_complex_keys", Json::Array(data))
            }
        }
        HostValue::Date(s) => tag("date", Json::String(s.clone())),
        HostValue::Time(s) => tag("time", Json::String(s.clone())),
        HostValue::DateTime(s) => tag("datetime", Json::String(s.clone())),
        HostValue::TimeDelta { days, seconds, microseconds } => {
            let total = *days as f64 * 86_400.0 + *seconds as f64 + *microseconds as f64 / 1e6;
            json!({ TYPE_KEY: "timedelta", "total_seconds": total, "days": days, "seconds": seconds, "microseconds": microseconds })
        }
        HostValue::Decimal(s) => tag("Decimal", Json::String(s.clone())),
        HostValue::Path(s) => tag("Path", Json::String(s.clone())),
        HostValue::BuiltinType(name) => json!({ TYPE_KEY: "sandpy.builtin_type", "name": name }),
        HostValue::Handle { id, type_name } => json!({ TYPE_KEY: "sandpy.handle", "id": id, "type": type_name }),
        HostValue::Foreign { type_name, repr, str } => json!({ TYPE_KEY: "sandpy.foreign", "type": type_name, "repr": repr, "str": str }),
        HostValue::Tagged(map) => Json::Object(map.clone()),
    }
}

/// Decodes tagged JSON.
pub fn from_tagged(j: &Json) -> Result<HostValue, TaggedError> {
    decode(j, 0)
}

fn bad(what: impl Into<String>) -> TaggedError {
    TaggedError(what.into())
}

fn decode_number(n: &Number) -> HostValue {
    if let Some(i) = n.as_i64() {
        HostValue::Int(i)
    } else if let Some(u) = n.as_u64() {
        HostValue::BigInt(BigInt::from(u))
    } else {
        HostValue::Float(n.as_f64().unwrap_or(f64::NAN))
    }
}

fn decode_float(j: Option<&Json>, depth: usize) -> Result<f64, TaggedError> {
    match j {
        Some(Json::Number(n)) => Ok(n.as_f64().unwrap_or(f64::NAN)),
        Some(Json::String(s)) => parse_non_finite(s),
        Some(tagged @ Json::Object(_)) => match decode(tagged, depth + 1)? {
            HostValue::Float(f) => Ok(f),
            other => Err(bad(format!("expected a float, got {}", other.type_name()))),
        },
        _ => Err(bad("expected a number")),
    }
}

fn parse_non_finite(s: &str) -> Result<f64, TaggedError> {
    match s.to_ascii_lowercase().as_str() {
        "nan" => Ok(f64::NAN),
        "inf" | "infinity" => Ok(f64::INFINITY),
        "-inf" | "-infinity" => Ok(f64::NEG_INFINITY),
        _ => Err(bad(format!("'{}' is not a float", s))),
    }
}

fn decode(j: &Json, depth: usize) -> Result<HostValue, TaggedError> {
    if depth > MAX_DEPTH {
        return Err(bad("value nested too deeply"));
    }
    Ok(match j {
        Json::Null => HostValue::None,
        Json::Bool(b) => HostValue::Bool(*b),
        Json::Number(n) => decode_number(n),
        Json::String(s) => HostValue::Str(s.clone()),
        Json::Array(xs) => HostValue::List(decode_items(xs, depth)?),
        Json::Object(map) => match map.get(TYPE_KEY) {
            Some(Json::String(t)) => decode_tagged(t, map, depth)?,
            _ => {
                let mut pairs = Vec::with_capacity(map.len());
                for (k, v) in map {
                    pairs.push((HostValue::Str(k.clone()), decode(v, depth + 1)?));
                }
                HostValue::Dict(pairs)
            }
        },
    })
}

fn decode_items(xs: &[Json], depth: usize) -> Result<Vec<HostValue>, TaggedError> {
    xs.iter().map(|x| decode(x, depth + 1)).collect()
}

fn data<'a>(map: &'a Map<String, Json>, tag: &str) -> Result<&'a Json, TaggedError> {
    map.get("data").ok_or_else(|| bad(format!("tagged '{}' value without \"data\"", tag)))
}

fn data_str(map: &Map<String, Json>, tag: &str) -> Result<String, TaggedError> {
    data(map, tag)?.as_str().map(str::to_string).ok_or_else(|| bad(format!("tagged '{}' value: \"data\" must be a string", tag)))
}

fn data_items(map: &Map<String, Json>, tag: &str, depth: usize) -> Result<Vec<HostValue>, TaggedError> {
    match data(map, tag)? {
        Json::Array(xs) => decode_items(xs, depth),
        _ => Err(bad(format!("tagged '{}' value: \"data\" must be a list", tag))),
    }
}

fn int_field(map: &Map<String, Json>, key: &str) -> Option<i64> {
    map.get(key).and_then(Json::as_i64)
}

fn decode_tagged(t: &str, map: &Map<String, Json>, depth: usize) -> Result<HostValue, TaggedError> {
    Ok(match t {
        "tuple" => HostValue::Tuple(data_items(map, t, depth)?),
        "set" => HostValue::Set(data_items(map, t, depth)?),
        "frozenset" => HostValue::FrozenSet(data_items(map, t, depth)?),
        "bytes" => {
            let text = data_str(map, t)?;
            let bytes = base64::engine::general_purpose::STANDARD.decode(text.as_bytes()).map_err(|e| bad(format!("bytes: {}", e)))?;
            HostValue::Bytes(bytes)
        }
        "complex" => HostValue::Complex { re: decode_float(map.get("real"), depth)?, im: decode_float(map.get("imag"), depth)? },
        "dict_with_complex_keys" => {
            let Json::Array(pairs) = data(map, t)? else { return Err(bad("dict_with_complex_keys: \"data\" must be a list")) };
            let mut out = Vec::with_capacity(pairs.len());
            for p in pairs {
                match p.as_array().map(Vec::as_slice) {
                    Some([k, v]) => out.push((decode(k, depth + 1)?, decode(v, depth + 1)?)),
                    _ => return Err(bad("dict_with_complex_keys: each item must be a [key, value] pair")),
                }
            }
            HostValue::Dict(out)
        }
        "datetime" => HostValue::DateTime(data_str(map, t)?),
        "date" => HostValue::Date(data_str(map, t)?),
        "time" => HostValue::Time(data_str(map, t)?),
        "timedelta" => match (int_field(map, "days"), int_field(map, "seconds"), int_field(map, "microseconds")) {
            (Some(days), Some(seconds), Some(microseconds)) => HostValue::TimeDelta { days, seconds, microseconds },
            _ => timedelta_from_seconds(decode_float(map.get("total_seconds"), depth)?)?,
        },
        "Decimal" => HostValue::Decimal(data_str(map, t)?),
        "Path" => HostValue::Path(data_str(map, t)?),
        "int" => {
            let text = data_str(map, t)?;
            let text = text.trim();
            let digits = text.trim_start_matches(['-', '+']).len();
            if digits > MAX_INT_DIGITS {
                return Err(bad(format!("an int of {} digits is too large to decode (at most {} digits)", digits, MAX_INT_DIGITS)));
            }
            let shown: String = text.chars().take(40).collect();
            HostValue::int(text.parse::<BigInt>().map_err(|_| bad(format!("'{}' is not an int", shown)))?)
        }
        "float" => match data(map, t)? {
            Json::Number(n) => HostValue::Float(n.as_f64().unwrap_or(f64::NAN)),
            Json::String(s) => HostValue::Float(parse_non_finite(s).or_else(|_| s.parse::<f64>().map_err(|_| bad("bad float")))?),
            _ => return Err(bad("float: \"data\" must be a string")),
        },
        "sandpy.builtin_type" => HostValue::BuiltinType(
            map.get("name").and_then(Json::as_str).ok_or_else(|| bad("sandpy.builtin_type needs a \"name\""))?.to_string(),
        ),
        "sandpy.handle" => {
            let id = map.get("id").and_then(Json::as_u64).ok_or_else(|| bad("sandpy.handle needs an integer \"id\""))?;
            let type_name = map.get("type").and_then(Json::as_str).unwrap_or("object").to_string();
            HostValue::Handle { id, type_name }
        }
        "sandpy.foreign" => {
            let repr = map.get("repr").and_then(Json::as_str).unwrap_or("").to_string();
            HostValue::Foreign {
                type_name: map.get("type").and_then(Json::as_str).unwrap_or("object").to_string(),
                str: map.get("str").and_then(Json::as_str).map_or_else(|| repr.clone(), str::to_string),
                repr,
            }
        }
        _ => HostValue::Tagged(map.clone()),
    })
}

/// A timedelta from SafeSerializer's float seconds (exact to the microsecond within ±2^53 µs).
fn timedelta_from_seconds(total: f64) -> Result<HostValue, TaggedError> {
    if !total.is_finite() || total.abs() > 1e15 {
        return Err(bad("timedelta out of range"));
    }
    let us = (total * 1e6).round() as i64;
    let days = us.div_euclid(86_400_000_000);
    let rest = us.rem_euclid(86_400_000_000);
    Ok(HostValue::TimeDelta { days, seconds: rest / 1_000_000, microseconds: rest % 1_000_000 })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn roundtrip(v: HostValue) {
        let j = to_tagged(&v);
        let text = serde_json::to_string(&j).expect("serialize");
        let back: Json = serde_json::from_str(&text).expect("parse");
        assert_eq!(from_tagged(&back), Ok(v), "through {}", text);
    }

    #[test]
    fn an_int_too_long_to_parse_quickly_is_refused() {
        let limit = "9".repeat(MAX_INT_DIGITS);
        assert!(matches!(from_tagged(&json!({ TYPE_KEY: "int", "data": format!("-{limit}") })), Ok(HostValue::BigInt(_))));
        let error = from_tagged(&json!({ TYPE_KEY: "int", "data": format!("{limit}9") })).expect_err("over the limit");
        assert!(error.0.contains("too large"), "{error}");
        let error = from_tagged(&json!({ TYPE_KEY: "int", "data": format!("12x{}", "9".repeat(500)) })).expect_err("not an int");
        assert!(error.0.len() < 100, "the message does not quote the whole text: {error}");
    }

    #[test]
    fn every_variant_survives_a_round_trip_through_text() {
        roundtrip(HostValue::None);
        roundtrip(HostValue::Bool(true));
        roundtrip(HostValue::Int(-7));
        roundtrip(HostValue::int("123456789012345678901234567890".parse().expect("int")));
        roundtrip(HostValue::int("-123456789012345678901234567890".parse().expect("int")));
        roundtrip(HostValue::BigInt(BigInt::from(u64::MAX)));
        roundtrip(HostValue::Float(1.5));
        roundtrip(HostValue::Float(f64::INFINITY));
        roundtrip(HostValue::Complex { re: 1.0, im: f64::NEG_INFINITY });
        roundtrip(HostValue::str("é\u{0}"));
        roundtrip(HostValue::Bytes(vec![0, 255, 10]));
        roundtrip(HostValue::Tuple(vec![HostValue::Int(1), HostValue::List(vec![HostValue::None])]));
        roundtrip(HostValue::Set(vec![HostValue::Int(1)]));
        roundtrip(HostValue::FrozenSet(vec![HostValue::str("a")]));
        roundtrip(HostValue::Dict(vec![(HostValue::str("a"), HostValue::Int(1))]));
        roundtrip(HostValue::Dict(vec![(HostValue::Int(1), HostValue::Int(2))]));
        roundtrip(HostValue::Dict(vec![(HostValue::str(TYPE_KEY), HostValue::str("tuple"))]));
        roundtrip(HostValue::Date("2024-01-02".into()));
        roundtrip(HostValue::Time("03:04:05".into()));
        roundtrip(HostValue::DateTime("2024-01-02T03:04:05+00:00".into()));
        roundtrip(HostValue::TimeDelta { days: -1, seconds: 86399, microseconds: 999_999 });
        roundtrip(HostValue::Decimal("1.10".into()));
        roundtrip(HostValue::Path("/tmp/x".into()));
        roundtrip(HostValue::Handle { id: 3, type_name: "Image".into() });
        roundtrip(HostValue::BuiltinType("int".into()));
        roundtrip(HostValue::Foreign { type_name: "Point".into(), repr: "Point(1, 2)".into(), str: "(1, 2)".into() });
    }

    #[test]
    fn nan_round_trips_as_nan() {
        let j = to_tagged(&HostValue::Float(f64::NAN));
        assert!(matches!(from_tagged(&j), Ok(HostValue::Float(f)) if f.is_nan()));
    }

    #[test]
    fn reads_safe_serializer_output() {
        let j: Json = serde_json::from_str(
            r#"{"t": {"__type__": "tuple", "data": [1, {"__type__": "bytes", "data": "aGk="}]},
                "d": {"__type__": "timedelta", "total_seconds": 90061.5},
                "a": {"__type__": "ndarray", "data": [1, 2], "dtype": "int64"}}"#,
        )
        .expect("json");
        let HostValue::Dict(pairs) = from_tagged(&j).expect("decode") else { panic!("not a dict") };
        assert_eq!(pairs[0].1, HostValue::Tuple(vec![HostValue::Int(1), HostValue::Bytes(b"hi".to_vec())]));
        assert_eq!(pairs[1].1, HostValue::TimeDelta { days: 1, seconds: 3661, microseconds: 500_000 });
        assert!(matches!(&pairs[2].1, HostValue::Tagged(m) if m.get("dtype") == Some(&Json::from("int64"))));
    }

    #[test]
    fn malformed_tags_are_errors_not_panics() {
        for text in [
            r#"{"__type__": "bytes", "data": "!!"}"#,
            r#"{"__type__": "tuple"}"#,
            r#"{"__type__": "dict_with_complex_keys", "data": [[1]]}"#,
            r#"{"__type__": "int", "data": "x"}"#,
            r#"{"__type__": "complex", "real": "y", "imag": 0}"#,
        ] {
            let j: Json = serde_json::from_str(text).expect("json");
            assert!(from_tagged(&j).is_err(), "{}", text);
        }
    }
}

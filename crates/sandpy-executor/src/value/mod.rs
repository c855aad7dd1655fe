//! [`HostValue`]: a Python value detached from any interpreter, the one shape values take
//! when they cross between the sandbox and the host, whatever the backend.
//!
//! The local engine converts its values to and from it ([`engine`]); the Python package
//! turns it into real Python objects; the out-of-process backends carry it as JSON tagged
//! the way smolagents' `SafeSerializer` tags values ([`tagged`]); the plain-JSON form
//! ([`plain`]) is what the `sandpy session` protocol has always spoken.
//!
//! It holds data only, never anything that could run code when touched: a sandbox object
//! with no host equivalent (an instance of a class the code defined, a function) crosses as
//! [`HostValue::Foreign`], a read-only stand-in holding its type name, `repr` and `str`; a host
//! object the sandbox may hold but not read crosses as [`HostValue::Handle`].

pub mod engine;
pub mod plain;
pub mod tagged;

use num_bigint::BigInt;

/// A Python value as plain data.
#[derive(Clone, Debug, PartialEq)]
pub enum HostValue {
    None,
    Bool(bool),
    /// An int that fits in 64 bits.
    Int(i64),
    /// An int of any size beyond 64 bits.
    BigInt(BigInt),
    Float(f64),
    Complex {
        re: f64,
        im: f64,
    },
    Str(String),
    Bytes(Vec<u8>),
    List(Vec<HostValue>),
    Tuple(Vec<HostValue>),
    /// Keys in insertion order.
    Dict(Vec<(HostValue, HostValue)>),
    /// Items in the sandbox's iteration order.
    Set(Vec<HostValue>),
    FrozenSet(Vec<HostValue>),
    /// `datetime.date`, as `isoformat()` writes it (`2024-01-02`).
    Date(String),
    /// `datetime.time`, as `isoformat()` writes it (`03:04:05.000006+01:00`).
    Time(String),
    /// `datetime.datetime`, as `isoformat()` writes it (`2024-01-02T03:04:05+00:00`).
    DateTime(String),
    /// `datetime.timedelta`, normalised like CPython's (0 ≤ seconds < 86400,
    /// 0 ≤ microseconds < 1,000,000).
    TimeDelta {
        days: i64,
        seconds: i64,
        microseconds: i64,
    },
    /// `decimal.Decimal`, as `str()` writes it.
    Decimal(String),
    /// `pathlib.Path` (from real CPython backends; the engine has no paths and sees a str).
    Path(String),
    /// A builtin type (`int`, `str`, `dict`, `ValueError`…): the same type on both sides.
    BuiltinType(String),
    /// A host object the sandbox may hold and pass back to tools but not read: the host
    /// keeps the object in a table under `id`. `type_name` is all the sandbox sees of it.
    Handle {
        id: u64,
        type_name: String,
    },
    /// A value with no host equivalent, reduced to its type name, `repr()` and `str()`.
    Foreign {
        type_name: String,
        repr: String,
        str: String,
    },
    /// A value of a kind another backend knows (numpy arrays, PIL images, dataclasses from
    /// CPython), kept as its tagged JSON object so the host can rebuild it if it can.
    Tagged(serde_json::Map<String, serde_json::Value>),
}

impl HostValue {
    /// The Python type name of the value (`Foreign` and `Handle` name the original type).
    pub fn type_name(&self) -> &str {
        match self {
            HostValue::None => "NoneType",
            HostValue::Bool(_) => "bool",
            HostValue::Int(_) | HostValue::BigInt(_) => "int",
            HostValue::Float(_) => "float",
            HostValue::Complex { .. } => "complex",
            HostValue::Str(_) => "str",
            HostValue::Bytes(_) => "bytes",
            HostValue::List(_) => "list",
            HostValue::Tuple(_) => "tuple",
            HostValue::Dict(_) => "dict",
            HostValue::Set(_) => "set",
            HostValue::FrozenSet(_) => "frozenset",
            HostValue::Date(_) => "date",
            HostValue::Time(_) => "time",
            HostValue::DateTime(_) => "datetime",
            HostValue::TimeDelta { .. } => "timedelta",
            HostValue::Decimal(_) => "Decimal",
            HostValue::Path(_) => "Path",
            HostValue::BuiltinType(_) => "type",
            HostValue::Handle { type_name, .. } | HostValue::Foreign { type_name, .. } => type_name,
            HostValue::Tagged(map) => map.get(tagged::TYPE_KEY).and_then(|t| t.as_str()).unwrap_or("object"),
        }
    }

    /// A str value.
    pub fn str(s: impl Into<String>) -> HostValue {
        HostValue::Str(s.into())
    }

    /// An int of any size, as the smaller variant when it fits.
    pub fn int(i: BigInt) -> HostValue {
        match i64::try_from(&i) {
            Ok(small) => HostValue::Int(small),
            Err(_) => HostValue::BigInt(i),
        }
    }

    /// The plain JSON form, when the value has one (see [`plain`]).
    pub fn to_plain(&self) -> Option<serde_json::Value> {
        plain::to_plain(self)
    }

    /// The value as an i64, when it is a small int.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            HostValue::Int(i) => Some(*i),
            _ => None,
        }
    }

    /// The value as a str, when it is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            HostValue::Str(s) => Some(s),
            _ => None,
        }
    }
}

impl From<serde_json::Value> for HostValue {
    /// Plain JSON's value: objects become dicts, arrays lists.
    fn from(j: serde_json::Value) -> Self {
        plain::from_plain(&j)
    }
}

impl From<&str> for HostValue {
    fn from(s: &str) -> Self {
        HostValue::Str(s.to_string())
    }
}

impl From<String> for HostValue {
    fn from(s: String) -> Self {
        HostValue::Str(s)
    }
}

impl From<i64> for HostValue {
    fn from(i: i64) -> Self {
        HostValue::Int(i)
    }
}

impl From<f64> for HostValue {
    fn from(f: f64) -> Self {
        HostValue::Float(f)
    }
}

impl From<bool> for HostValue {
    fn from(b: bool) -> Self {
        HostValue::Bool(b)
    }
}

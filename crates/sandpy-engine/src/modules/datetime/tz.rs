//! `datetime.tzinfo` (the abstract base users subclass) and `datetime.timezone` (fixed
//! offsets), plus the helpers every aware object uses: calling `utcoffset`/`dst`/`tzname`
//! on any tzinfo with CPython's result checks, and formatting offsets.

use super::calendar::US_PER_DAY;
use super::{delta, types, Kind};
use crate::builtins::signature::Signature;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::Method;
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

pub const TZINFO_METHODS: &[Method] = &[
    ("__new__", tzinfo_new),
    ("utcoffset", tzinfo_utcoffset),
    ("dst", tzinfo_dst),
    ("tzname", tzinfo_tzname),
    ("fromutc", tzinfo_fromutc),
];

pub const TIMEZONE_METHODS: &[Method] = &[
    ("__new__", timezone_new),
    ("__repr__", timezone_repr),
    ("__str__", timezone_str),
    ("__eq__", timezone_eq),
    ("__hash__", timezone_hash),
    ("utcoffset", timezone_utcoffset),
    ("dst", timezone_dst),
    ("tzname", timezone_tzname),
    ("fromutc", timezone_fromutc),
];

// ----- timezone state -----

/// `(offset microseconds, name or None)`.
pub fn timezone_state(offset_us: i64, name: Option<Value>) -> Value {
    Value::tuple(vec![Value::Int(offset_us), name.unwrap_or(Value::None)])
}

/// Offset and name of a `timezone` object.
fn timezone_parts(v: &Value) -> Option<(i64, Option<String>)> {
    let Value::Instance(inst) = v else { return None };
    let Value::Tuple(t) = &inst.native else { return None };
    match &*t.items {
        [Value::Int(off), name] => Some((*off, name.as_str().map(str::to_string))),
        _ => None,
    }
}

/// A `timezone` with this offset (the `utc` singleton for zero without a name).
pub fn new_timezone(vm: &Vm, offset_us: i64, name: Option<String>) -> Value {
    let t = types(vm);
    if offset_us == 0 && name.is_none() {
        return t.utc.clone();
    }
    super::native_instance(&t.timezone, timezone_state(offset_us, name.map(Value::string)))
}

// ----- calling tzinfo methods -----

/// Checks a tzinfo argument: None or an instance of a tzinfo subclass.
pub fn check_tzinfo(vm: &Vm, v: &Value) -> PyResult<Option<Value>> {
    if v.is_none() {
        return Ok(None);
    }
    let t = types(vm);
    if matches!(t.kind(v), Some((Kind::TzInfo, _))) {
        return Ok(Some(v.clone()));
    }
    Err(PyErr::type_error(format!("tzinfo argument must be None or of a tzinfo subclass, not type '{}'", vm.type_name(v))))
}

/// Validates a `utcoffset()`/`dst()` result: None or a timedelta strictly within a day.
fn offset_result(vm: &Vm, r: Value, method: &str) -> PyResult<Option<i128>> {
    if r.is_none() {
        return Ok(None);
    }
    match delta::as_delta(vm, &r) {
        Some(us) => {
            if us <= -(US_PER_DAY as i128) || us >= US_PER_DAY as i128 {
                return Err(PyErr::value_error(
                    "offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24).",
                ));
            }
            Ok(Some(us))
        }
        None => Err(PyErr::type_error(format!("tzinfo.{}() must return None or timedelta, not '{}'", method, vm.type_name(&r)))),
    }
}

/// `tz.utcoffset(arg)` in microseconds (`arg` is the datetime, or None for times).
pub fn utcoffset(vm: &mut Vm, tz: &Value, arg: &Value) -> PyResult<Option<i128>> {
    if let Some((off, _)) = fixed(vm, tz) {
        return Ok(Some(off as i128));
    }
    let r = call_method(vm, tz, "utcoffset", arg)?;
    offset_result(vm, r, "utcoffset")
}

/// `tz.dst(arg)` in microseconds.
pub fn dst(vm: &mut Vm, tz: &Value, arg: &Value) -> PyResult<Option<i128>> {
    if fixed(vm, tz).is_some() {
        return Ok(None);
    }
    let r = call_method(vm, tz, "dst", arg)?;
    offset_result(vm, r, "dst")
}

/// `tz.tzname(arg)`: None or a str.
pub fn tzname(vm: &mut Vm, tz: &Value, arg: &Value) -> PyResult<Value> {
    if let Some((off, name)) = fixed(vm, tz) {
        return Ok(Value::string(name.unwrap_or_else(|| default_name(off))));
    }
    let r = call_method(vm, tz, "tzname", arg)?;
    match r {
        Value::None | Value::Str(_) => Ok(r),
        other => Err(PyErr::type_error(format!("tzinfo.tzname() must return None or a string, not '{}'", vm.type_name(&other)))),
    }
}

/// The offset and name of an exact `timezone` (whose methods cannot be overridden).
fn fixed(vm: &Vm, tz: &Value) -> Option<(i64, Option<String>)> {
    if types(vm).is_timezone(tz) {
        timezone_parts(tz)
    } else {
        None
    }
}

fn call_method(vm: &mut Vm, tz: &Value, name: &str, arg: &Value) -> PyResult<Value> {
    let (f, recv) = vm.load_method(tz.clone(), name)?;
    if matches!(recv, Value::Null) {
        vm.call(&f, std::slice::from_ref(arg), &[])
    } else {
        vm.call(&f, &[recv, arg.clone()], &[])
    }
}

// ----- text -----

/// `+HH:MM`, with `:SS` and `.ffffff` only when present; `sep` between the fields.
pub fn format_offset(us: i128, sep: &str) -> String {
    let sign = if us < 0 { '-' } else { '+' };
    let a = us.unsigned_abs();
    let (secs, micro) = ((a / 1_000_000) as u64, (a % 1_000_000) as u64);
    let mut s = format!("{}{:02}{}{:02}", sign, secs / 3600, sep, secs % 3600 / 60);
    if secs % 60 != 0 || micro != 0 {
        s.push_str(&format!("{}{:02}", sep, secs % 60));
        if micro != 0 {
            s.push_str(&format!(".{:06}", micro));
        }
    }
    s
}

/// `UTC`, or `UTC+05:30`.
fn default_name(off: i64) -> String {
    if off == 0 {
        return "UTC".into();
    }
    format!("UTC{}", format_offset(off as i128, ":"))
}

// ----- tzinfo -----

fn tzinfo_new(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let Some(Value::Type(cls)) = args.first() else { return Err(PyErr::type_error("tzinfo.__new__(X): X is not a type object")) };
    Ok(vm.new_instance(cls))
}

fn tzinfo_self(vm: &Vm, args: &[Value], name: &str) -> PyResult<()> {
    let t = types(vm);
    match args.first() {
        Some(v) if matches!(t.kind(v), Some((Kind::TzInfo, _))) => Ok(()),
        other => Err(PyErr::type_error(format!(
            "descriptor '{}' for 'datetime.tzinfo' objects doesn't apply to a '{}' object",
            name,
            other.map(|v| vm.type_name(v)).unwrap_or_default()
        ))),
    }
}

fn not_implemented(vm: &mut Vm, args: &[Value], kw: &KwArgs, name: &'static str) -> PyResult<Value> {
    tzinfo_self(vm, args, name)?;
    Signature::positional("tzinfo", name, ["dt"], []).bind_method(args, kw)?;
    Err(PyErr::new(ExcKind::NotImplementedError, format!("a tzinfo subclass must implement {}()", name)))
}

fn tzinfo_utcoffset(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    not_implemented(vm, args, kw, "utcoffset")
}

fn tzinfo_dst(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    not_implemented(vm, args, kw, "dst")
}

fn tzinfo_tzname(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    not_implemented(vm, args, kw, "tzname")
}

/// The default `fromutc`: standard-time offset plus the DST rule of the subclass.
fn tzinfo_fromutc(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    tzinfo_self(vm, args, "fromutc")?;
    let (this, [dt], []) = Signature::positional("tzinfo", "fromutc", ["dt"], []).bind_method(args, kw)?;
    let dt = dt.clone();
    let t = types(vm);
    let Some((Kind::DateTime, inst)) = t.kind(&dt) else {
        return Err(PyErr::type_error("fromutc: argument must be a datetime"));
    };
    let (_, tz) = super::split_state(&inst.native);
    if !matches!(tz, Some(z) if z.is(this)) {
        return Err(PyErr::value_error("fromutc: dt.tzinfo is not self"));
    }
    let tz = this.clone();
    let Some(off) = utcoffset(vm, &tz, &dt)? else {
        return Err(PyErr::value_error("fromutc: non-None utcoffset() result required"));
    };
    let Some(d) = dst(vm, &tz, &dt)? else {
        return Err(PyErr::value_error("fromutc: non-None dst() result required"));
    };
    let mut dt = dt;
    let shift = off - d;
    if shift != 0 {
        dt = super::dt::add_delta(vm, &dt, shift)?;
        if dst(vm, &tz, &dt)?.is_none() {
            return Err(PyErr::value_error("fromutc: tz.dst() gave inconsistent results; cannot convert"));
        }
    }
    let d = dst(vm, &tz, &dt)?.unwrap_or(0);
    super::dt::add_delta(vm, &dt, d)
}

// ----- timezone -----

fn timezone_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_, [offset_arg], [name_arg]) = Signature::clinic("", "timezone", ["offset"], ["name"]).bind_method(args, kw)?;
    let offset = offset_arg.clone();
    let Some(us) = delta::as_delta(vm, &offset) else {
        return Err(PyErr::type_error(format!("timezone() argument 1 must be datetime.timedelta, not {}", vm.type_name(&offset))));
    };
    let name = match name_arg {
        None => None,
        Some(Value::Str(s)) => Some(s.s.clone()),
        Some(Value::None) => return Err(PyErr::type_error("timezone() argument 2 must be str, not None")),
        Some(other) => return Err(PyErr::type_error(format!("timezone() argument 2 must be str, not {}", vm.type_name(other)))),
    };
    checked_timezone(vm, us, name)
}

/// `timezone(timedelta(microseconds=us), name)` with the constructor's range check.
pub fn checked_timezone(vm: &Vm, us: i128, name: Option<String>) -> PyResult<Value> {
    if us <= -(US_PER_DAY as i128) || us >= US_PER_DAY as i128 {
        return Err(PyErr::value_error(format!(
            "offset must be a timedelta strictly between -timedelta(hours=24) and timedelta(hours=24), not {}.",
            delta::repr_text("datetime.timedelta", us)
        )));
    }
    Ok(new_timezone(vm, us as i64, name))
}

fn tz_self(vm: &Vm, args: &[Value], name: &str) -> PyResult<(i64, Option<String>)> {
    match args.first().filter(|v| types(vm).is_timezone(v)).and_then(timezone_parts) {
        Some(p) => Ok(p),
        None => Err(PyErr::type_error(format!(
            "descriptor '{}' for 'datetime.timezone' objects doesn't apply to a '{}' object",
            name,
            args.first().map(|v| vm.type_name(v)).unwrap_or_default()
        ))),
    }
}

fn timezone_repr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (off, name) = tz_self(vm, args, "__repr__")?;
    let (this, [], []) = Signature::wrapper("timezone", "__repr__", [], []).bind_method(args, kw)?;
    if this.is(&types(vm).utc) {
        return Ok(Value::str("datetime.timezone.utc"));
    }
    let td = delta::repr_text("datetime.timedelta", off as i128);
    Ok(Value::string(match name {
        Some(n) => format!("datetime.timezone({}, {})", td, vm.repr_of(&Value::string(n))?),
        None => format!("datetime.timezone({})", td),
    }))
}

fn timezone_str(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (off, name) = tz_self(vm, args, "__str__")?;
    Signature::wrapper("timezone", "__str__", [], []).bind_method(args, kw)?;
    Ok(Value::string(name.unwrap_or_else(|| default_name(off))))
}

fn timezone_eq(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (off, _) = tz_self(vm, args, "__eq__")?;
    let (_, [other], []) = Signature::wrapper("timezone", "__eq__", ["value"], []).bind_method(args, kw)?;
    match Some(other).filter(|v| types(vm).is_timezone(v)).and_then(timezone_parts) {
        Some((other, _)) => Ok(Value::Bool(off == other)),
        None => Ok(Value::NotImplemented),
    }
}

fn timezone_hash(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (off, _) = tz_self(vm, args, "__hash__")?;
    Signature::wrapper("timezone", "__hash__", [], []).bind_method(args, kw)?;
    Ok(Value::Int(delta::hash_of(off as i128)))
}

/// The `dt` argument of timezone methods: a datetime or None.
fn dt_arg<'a>(vm: &Vm, args: &'a [Value], kw: &'a KwArgs, name: &'static str) -> PyResult<&'a Value> {
    let (_, [v], []) = Signature::positional("timezone", name, ["dt"], []).bind_method(args, kw)?;
    if v.is_none() || matches!(types(vm).kind(v), Some((Kind::DateTime, _))) {
        return Ok(v);
    }
    Err(PyErr::type_error(format!("{}(dt) argument must be a datetime instance or None, not {}", name, vm.type_name(v))))
}

fn timezone_utcoffset(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (off, _) = tz_self(vm, args, "utcoffset")?;
    dt_arg(vm, args, kw, "utcoffset")?;
    delta::new(vm, off as i128)
}

fn timezone_dst(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    tz_self(vm, args, "dst")?;
    dt_arg(vm, args, kw, "dst")?;
    Ok(Value::None)
}

fn timezone_tzname(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (off, name) = tz_self(vm, args, "tzname")?;
    dt_arg(vm, args, kw, "tzname")?;
    Ok(Value::string(name.unwrap_or_else(|| default_name(off))))
}

fn timezone_fromutc(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (off, _) = tz_self(vm, args, "fromutc")?;
    let (this, [dt], []) = Signature::positional("timezone", "fromutc", ["dt"], []).bind_method(args, kw)?;
    let t = types(vm);
    let Some((Kind::DateTime, inst)) = t.kind(dt) else {
        return Err(PyErr::type_error("fromutc: argument must be a datetime"));
    };
    let (_, tz) = super::split_state(&inst.native);
    if !matches!(tz, Some(z) if z.is(this)) {
        return Err(PyErr::value_error("fromutc: dt.tzinfo is not self"));
    }
    super::dt::add_delta(vm, dt, off as i128)
}

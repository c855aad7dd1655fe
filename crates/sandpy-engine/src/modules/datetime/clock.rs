//! `datetime.time`: a time of day with optional tzinfo and fold. Its time-field properties
//! (`hour` … `fold`, `tzinfo`) are shared with `datetime`.

use std::rc::Rc;

use super::args::c_int_or;
use super::{fields_of, make_state, pack_time, receiver, split_state, types, tz, Fields, Kind};
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::types::num::{hash_int, IntRef};
use crate::types::Method;
use crate::value::{KwArgs, NativeFn, PyType, Value};
use crate::vm::Vm;

pub const METHODS: &[Method] = &[
    ("__new__", time_new),
    ("__repr__", time_repr),
    ("__str__", time_str),
    ("__format__", time_format),
    ("__hash__", time_hash),
    ("__eq__", time_eq),
    ("__ne__", time_ne),
    ("__lt__", time_lt),
    ("__le__", time_le),
    ("__gt__", time_gt),
    ("__ge__", time_ge),
    ("replace", time_replace),
    ("isoformat", time_isoformat),
    ("strftime", time_strftime),
    ("utcoffset", time_utcoffset),
    ("dst", time_dst),
    ("tzname", time_tzname),
];

pub const CLASSMETHODS: &[Method] = &[("fromisoformat", fromisoformat)];

pub const PROPERTIES: &[(&str, NativeFn)] =
    &[("hour", hour), ("minute", minute), ("second", second), ("microsecond", microsecond), ("tzinfo", tzinfo), ("fold", fold)];

/// CPython's checks for the time fields.
pub fn check_time(f: &Fields) -> PyResult<()> {
    if !(0..=23).contains(&f.hour) {
        return Err(PyErr::value_error("hour must be in 0..23"));
    }
    if !(0..=59).contains(&f.minute) {
        return Err(PyErr::value_error("minute must be in 0..59"));
    }
    if !(0..=59).contains(&f.second) {
        return Err(PyErr::value_error("second must be in 0..59"));
    }
    if !(0..=999_999).contains(&f.us) {
        return Err(PyErr::value_error("microsecond must be in 0..999999"));
    }
    if !(0..=1).contains(&f.fold) {
        return Err(PyErr::value_error("fold must be either 0 or 1"));
    }
    Ok(())
}

/// A `time` of class `cls` (through the subclass's constructor for subclasses).
pub fn make_time(vm: &mut Vm, cls: &Rc<PyType>, f: &Fields, tzinfo: Option<Value>) -> PyResult<Value> {
    if Rc::ptr_eq(cls, &types(vm).time) {
        check_time(f)?;
        return Ok(super::native_instance(cls, make_state(pack_time(f), tzinfo)));
    }
    let args = [Value::Int(f.hour), Value::Int(f.minute), Value::Int(f.second), Value::Int(f.us), tzinfo.unwrap_or(Value::None)];
    let kw: Vec<(crate::value::Str, Value)> = if f.fold != 0 { vec![("fold".into(), Value::Int(1))] } else { Vec::new() };
    vm.call(&Value::Type(cls.clone()), &args, &kw)
}

fn time_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let Some(Value::Type(cls)) = args.first() else { return Err(PyErr::type_error("time.__new__(X): X is not a type object")) };
    let (_, [], [hour_arg, minute_arg, second_arg, microsecond, tzinfo_arg, fold_arg]) =
        Signature::clinic("", "", [], ["hour", "minute", "second", "microsecond", "tzinfo", "fold"])
            .kw_only_from(5)
            .bind_method(args, kw)?;
    let f = Fields {
        hour: c_int_or(vm, hour_arg, 0)?,
        minute: c_int_or(vm, minute_arg, 0)?,
        second: c_int_or(vm, second_arg, 0)?,
        us: c_int_or(vm, microsecond, 0)?,
        fold: c_int_or(vm, fold_arg, 0)?,
        ..Fields::date(1900, 1, 1)
    };
    check_time(&f)?;
    let tzinfo = tz::check_tzinfo(vm, tzinfo_arg.unwrap_or(&Value::None))?;
    Ok(vm.new_native_instance(cls, make_state(pack_time(&f), tzinfo)))
}

/// The receiver as a time: (fields, tzinfo).
fn me(vm: &Vm, args: &[Value], what: &str) -> PyResult<(Fields, Option<Value>)> {
    let (k, f, tz) = receiver(vm, args, "time", what)?;
    if k != Kind::Time {
        return Err(super::wrong_receiver(vm, "time", what, args.first()));
    }
    Ok((f, tz))
}

/// The fields and tzinfo of `v` when it is a time.
fn time_of(vm: &Vm, v: &Value) -> Option<(Fields, Option<Value>)> {
    match types(vm).kind(v) {
        Some((Kind::Time, inst)) => {
            let (_, tz) = split_state(&inst.native);
            Some((fields_of(Kind::Time, &inst.native), tz.cloned()))
        }
        _ => None,
    }
}

// ----- properties (also datetime's) -----

fn time_fields(vm: &Vm, args: &[Value], what: &str) -> PyResult<(Fields, Option<Value>)> {
    let (_, f, tz) = receiver(vm, args, "time", what)?;
    Ok((f, tz))
}

fn hour(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(time_fields(vm, args, "hour")?.0.hour))
}

fn minute(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(time_fields(vm, args, "minute")?.0.minute))
}

fn second(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(time_fields(vm, args, "second")?.0.second))
}

fn microsecond(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(time_fields(vm, args, "microsecond")?.0.us))
}

fn fold(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(time_fields(vm, args, "fold")?.0.fold))
}

fn tzinfo(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(time_fields(vm, args, "tzinfo")?.1.unwrap_or(Value::None))
}

// ----- text -----

/// `HH:MM:SS.ffffff` cut to `timespec`.
pub fn iso_time(f: &Fields, timespec: &str) -> PyResult<String> {
    let spec = if timespec == "auto" {
        if f.us != 0 {
            "microseconds"
        } else {
            "seconds"
        }
    } else {
        timespec
    };
    Ok(match spec {
        "hours" => format!("{:02}", f.hour),
        "minutes" => format!("{:02}:{:02}", f.hour, f.minute),
        "seconds" => format!("{:02}:{:02}:{:02}", f.hour, f.minute, f.second),
        "milliseconds" => format!("{:02}:{:02}:{:02}.{:03}", f.hour, f.minute, f.second, f.us / 1000),
        "microseconds" => format!("{:02}:{:02}:{:02}.{:06}", f.hour, f.minute, f.second, f.us),
        _ => return Err(PyErr::value_error("Unknown timespec value")),
    })
}

/// The `timespec` argument (a str).
pub fn timespec_arg(vm: &Vm, v: Option<&Value>, fname: &str, pos: usize) -> PyResult<String> {
    match v {
        None => Ok("auto".into()),
        Some(v) => Ok(super::args::str_arg(vm, v, fname, pos)?.to_string()),
    }
}

/// `+HH:MM` of an aware object (empty when naive or the offset is None).
pub fn offset_suffix(vm: &mut Vm, tzinfo: &Option<Value>, arg: &Value) -> PyResult<String> {
    match tzinfo {
        Some(z) => Ok(match tz::utcoffset(vm, z, arg)? {
            Some(off) => tz::format_offset(off, ":"),
            None => String::new(),
        }),
        None => Ok(String::new()),
    }
}

fn time_isoformat(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (f, tzinfo) = me(vm, args, "isoformat")?;
    let (_, [], [timespec]) = Signature::clinic("", "isoformat", [], ["timespec"]).bind_method(args, kw)?;
    let spec = timespec_arg(vm, timespec, "isoformat", 1)?;
    let mut s = iso_time(&f, &spec)?;
    s.push_str(&offset_suffix(vm, &tzinfo, &Value::None)?);
    Ok(Value::string(s))
}

fn time_str(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    me(vm, args, "__str__")?;
    let (this, [], []) = Signature::wrapper("time", "__str__", [], []).bind_method(args, kw)?;
    let isoformat = vm.get_attr(this, "isoformat")?;
    vm.call(&isoformat, &[], &[])
}

fn time_repr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (f, tzinfo) = me(vm, args, "__repr__")?;
    let (this, [], []) = Signature::wrapper("time", "__repr__", [], []).bind_method(args, kw)?;
    let mut s = format!("{}({}, {}", vm.type_name(this), f.hour, f.minute);
    if f.second != 0 || f.us != 0 {
        s.push_str(&format!(", {}", f.second));
    }
    if f.us != 0 {
        s.push_str(&format!(", {}", f.us));
    }
    if let Some(z) = &tzinfo {
        s.push_str(&format!(", tzinfo={}", vm.repr_of(z)?));
    }
    if f.fold != 0 {
        s.push_str(", fold=1");
    }
    s.push(')');
    Ok(Value::string(s))
}

fn time_strftime(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (f, tzinfo) = me(vm, args, "strftime")?;
    let (_, fmt) = super::date::format_arg(vm, args, kw)?;
    // CPython formats a time as 1900-01-01 (a Monday).
    let f = Fields { year: 1900, month: 1, day: 1, ..f };
    super::dt::strftime_fields(vm, &fmt, &f, tzinfo, &Value::None).map(Value::string)
}

fn time_format(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    me(vm, args, "__format__")?;
    super::date::format_via_strftime(vm, args, kw, "time")
}

// ----- tzinfo queries -----

fn time_utcoffset(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::positional("time", "utcoffset", [], []).bind_method(args, kw)?;
    let (_, tzinfo) = me(vm, args, "utcoffset")?;
    match tzinfo {
        Some(z) => match tz::utcoffset(vm, &z, &Value::None)? {
            Some(us) => super::delta::new(vm, us),
            None => Ok(Value::None),
        },
        None => Ok(Value::None),
    }
}

fn time_dst(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::positional("time", "dst", [], []).bind_method(args, kw)?;
    let (_, tzinfo) = me(vm, args, "dst")?;
    match tzinfo {
        Some(z) => match tz::dst(vm, &z, &Value::None)? {
            Some(us) => super::delta::new(vm, us),
            None => Ok(Value::None),
        },
        None => Ok(Value::None),
    }
}

fn time_tzname(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::positional("time", "tzname", [], []).bind_method(args, kw)?;
    let (_, tzinfo) = me(vm, args, "tzname")?;
    match tzinfo {
        Some(z) => tz::tzname(vm, &z, &Value::None),
        None => Ok(Value::None),
    }
}

// ----- replace, fromisoformat -----

fn time_replace(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (f, tzinfo) = me(vm, args, "replace")?;
    let (this, [], [hour_arg, minute_arg, second_arg, microsecond, tzinfo_arg, fold_arg]) =
        Signature::clinic("", "replace", [], ["hour", "minute", "second", "microsecond", "tzinfo", "fold"])
            .kw_only_from(5)
            .bind_method(args, kw)?;
    let nf = Fields {
        hour: c_int_or(vm, hour_arg, f.hour)?,
        minute: c_int_or(vm, minute_arg, f.minute)?,
        second: c_int_or(vm, second_arg, f.second)?,
        us: c_int_or(vm, microsecond, f.us)?,
        fold: c_int_or(vm, fold_arg, f.fold)?,
        ..f
    };
    let tzinfo = match tzinfo_arg {
        Some(v) => tz::check_tzinfo(vm, v)?,
        None => tzinfo,
    };
    check_time(&nf)?;
    let cls = vm.type_of(this);
    make_time(vm, &cls, &nf, tzinfo)
}

fn fromisoformat(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let Some(Value::Type(cls)) = args.first() else { return Err(PyErr::type_error("fromisoformat requires a class")) };
    let cls = cls.clone();
    let (_, [s], []) = Signature::positional("time", "fromisoformat", ["time_string"], []).bind_method(args, kw)?;
    let Value::Str(text) = s else { return Err(PyErr::type_error("fromisoformat: argument must be str")) };
    match super::iso::parse_time_only(&text.s) {
        Some((f, off)) => {
            let tzinfo = match off {
                Some(o) => Some(tz::checked_timezone(vm, o as i128, None)?),
                None => None,
            };
            make_time(vm, &cls, &f, tzinfo)
        }
        None => Err(PyErr::value_error(format!("Invalid isoformat string: {}", vm.repr_of(s)?))),
    }
}

// ----- comparison and hashing -----

/// Seconds-and-microseconds of a time adjusted by its UTC offset.
fn adjusted(f: &Fields, offset: i128) -> i128 {
    f.time_us() as i128 - offset
}

fn compare(vm: &mut Vm, args: &[Value], kw: &KwArgs, op: &'static str, test: fn(std::cmp::Ordering) -> bool) -> PyResult<Value> {
    let (a, atz) = me(vm, args, op)?;
    let (_, [other], []) = Signature::wrapper("time", op, ["value"], []).bind_method(args, kw)?;
    let Some((b, btz)) = time_of(vm, other) else { return Ok(Value::NotImplemented) };
    let same_tz = match (&atz, &btz) {
        (None, None) => true,
        (Some(x), Some(y)) => x.is(y),
        _ => false,
    };
    let fields_cmp = |a: &Fields, b: &Fields| a.time_us().cmp(&b.time_us());
    if same_tz {
        return Ok(Value::Bool(test(fields_cmp(&a, &b))));
    }
    let oa = match &atz {
        Some(z) => tz::utcoffset(vm, z, &Value::None)?,
        None => None,
    };
    let ob = match &btz {
        Some(z) => tz::utcoffset(vm, z, &Value::None)?,
        None => None,
    };
    match (oa, ob) {
        (x, y) if x == y => Ok(Value::Bool(test(fields_cmp(&a, &b)))),
        (Some(x), Some(y)) => Ok(Value::Bool(test(adjusted(&a, x).cmp(&adjusted(&b, y))))),
        _ => match op {
            "__eq__" => Ok(Value::Bool(false)),
            "__ne__" => Ok(Value::Bool(true)),
            _ => Err(PyErr::type_error("can't compare offset-naive and offset-aware times")),
        },
    }
}

fn time_eq(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__eq__", |o| o.is_eq())
}
fn time_ne(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__ne__", |o| o.is_ne())
}
fn time_lt(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__lt__", |o| o.is_lt())
}
fn time_le(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__le__", |o| o.is_le())
}
fn time_gt(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__gt__", |o| o.is_gt())
}
fn time_ge(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__ge__", |o| o.is_ge())
}

fn time_hash(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (f, tzinfo) = me(vm, args, "__hash__")?;
    Signature::wrapper("time", "__hash__", [], []).bind_method(args, kw)?;
    let off = match &tzinfo {
        Some(z) => tz::utcoffset(vm, z, &Value::None)?,
        None => None,
    };
    Ok(Value::Int(match off {
        None => hash_int(&IntRef::Small(f.time_us())) as i64,
        Some(o) => super::delta::hash_of(adjusted(&f, o)),
    }))
}

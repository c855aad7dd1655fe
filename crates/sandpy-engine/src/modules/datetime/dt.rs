//! `datetime.datetime`: a date and a time of day with optional tzinfo. Also the conversions
//! every class shares: timestamps (CPython's rounding), the host's local time, and
//! `strftime` with datetime's own `%z`/`%Z`/`%f`.

use std::rc::Rc;

use super::args::{c_int, c_int_or};
use super::calendar::{self, EPOCH_ORDINAL, SECS_PER_DAY, US_PER_DAY};
use super::clock::{check_time, iso_time, offset_suffix, timespec_arg};
use super::date::{check_date, ctime_text, iso_date, struct_time_of};
use super::{delta, fields_of, make_state, native_instance, pack_datetime, split_state, types, tz, DtTypes, Fields, Kind};
use crate::builtins::signature::Signature;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::num::{as_int, hash_int, IntRef};
use crate::types::Method;
use crate::value::{KwArgs, NativeFn, PyType, Str, Value};
use crate::vm::Vm;

pub const METHODS: &[Method] = &[
    ("__new__", datetime_new),
    ("__repr__", datetime_repr),
    ("__str__", datetime_str),
    ("__hash__", datetime_hash),
    ("__eq__", datetime_eq),
    ("__ne__", datetime_ne),
    ("__lt__", datetime_lt),
    ("__le__", datetime_le),
    ("__gt__", datetime_gt),
    ("__ge__", datetime_ge),
    ("__add__", datetime_add),
    ("__radd__", datetime_radd),
    ("__sub__", datetime_sub),
    ("date", to_date),
    ("time", to_time),
    ("timetz", to_timetz),
    ("replace", datetime_replace),
    ("astimezone", astimezone),
    ("utcoffset", datetime_utcoffset),
    ("dst", datetime_dst),
    ("tzname", datetime_tzname),
    ("timetuple", timetuple),
    ("utctimetuple", utctimetuple),
    ("timestamp", timestamp),
    ("isoformat", datetime_isoformat),
    ("ctime", datetime_ctime),
    ("strftime", datetime_strftime),
];

pub const CLASSMETHODS: &[Method] = &[
    ("now", now),
    ("utcnow", utcnow),
    ("fromtimestamp", fromtimestamp),
    ("utcfromtimestamp", utcfromtimestamp),
    ("combine", combine),
    ("fromisoformat", fromisoformat),
    ("strptime", strptime),
];

pub const PROPERTIES: &[(&str, NativeFn)] = super::clock::PROPERTIES;

// ----- construction -----

/// A datetime of class `cls` (through the subclass's constructor for subclasses).
pub fn make_datetime(vm: &mut Vm, cls: &Rc<PyType>, f: &Fields, tzinfo: Option<Value>) -> PyResult<Value> {
    let exact = Rc::ptr_eq(cls, &types(vm).datetime);
    make_datetime_in(vm, exact, cls, f, tzinfo)
}

/// [`make_datetime`] when the caller knows whether `cls` is `datetime` itself.
fn make_datetime_in(vm: &mut Vm, exact: bool, cls: &Rc<PyType>, f: &Fields, tzinfo: Option<Value>) -> PyResult<Value> {
    if exact {
        check_date(f.year, f.month, f.day)?;
        check_time(f)?;
        return Ok(native_instance(cls, make_state(pack_datetime(f), tzinfo)));
    }
    let args = [
        Value::Int(f.year),
        Value::Int(f.month),
        Value::Int(f.day),
        Value::Int(f.hour),
        Value::Int(f.minute),
        Value::Int(f.second),
        Value::Int(f.us),
        tzinfo.unwrap_or(Value::None),
    ];
    let kw: Vec<(Str, Value)> = if f.fold != 0 { vec![("fold".into(), Value::Int(1))] } else { Vec::new() };
    vm.call(&Value::Type(cls.clone()), &args, &kw)
}

/// A datetime of exactly class `cls` without calling its constructor (astimezone).
fn raw_datetime(vm: &mut Vm, cls: &Rc<PyType>, f: &Fields, tzinfo: Option<Value>) -> PyResult<Value> {
    check_date(f.year, f.month, f.day)?;
    Ok(vm.new_native_instance(cls, make_state(pack_datetime(f), tzinfo)))
}

fn cls_arg(args: &[Value]) -> PyResult<Rc<PyType>> {
    match args.first() {
        Some(Value::Type(t)) => Ok(t.clone()),
        _ => Err(PyErr::type_error("datetime.__new__(X): X is not a type object")),
    }
}

fn datetime_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cls = cls_arg(args)?;
    let (_, [year_arg, month_arg, day_arg], [hour_arg, minute_arg, second_arg, microsecond, tzinfo_arg, fold_arg]) =
        Signature::clinic("", "", ["year", "month", "day"], ["hour", "minute", "second", "microsecond", "tzinfo", "fold"])
            .kw_only_from(8)
            .bind_method(args, kw)?;
    let f = Fields {
        year: c_int(vm, year_arg)?,
        month: c_int(vm, month_arg)?,
        day: c_int(vm, day_arg)?,
        hour: c_int_or(vm, hour_arg, 0)?,
        minute: c_int_or(vm, minute_arg, 0)?,
        second: c_int_or(vm, second_arg, 0)?,
        us: c_int_or(vm, microsecond, 0)?,
        fold: c_int_or(vm, fold_arg, 0)?,
    };
    check_date(f.year, f.month, f.day)?;
    check_time(&f)?;
    let tzinfo = tz::check_tzinfo(vm, tzinfo_arg.unwrap_or(&Value::None))?;
    Ok(vm.new_native_instance(&cls, make_state(pack_datetime(&f), tzinfo)))
}

/// The receiver as a datetime: (fields, tzinfo).
fn me(vm: &Vm, args: &[Value], what: &str) -> PyResult<(Fields, Option<Value>)> {
    me_in(&types(vm), vm, args, what)
}

fn me_in(t: &DtTypes, vm: &Vm, args: &[Value], what: &str) -> PyResult<(Fields, Option<Value>)> {
    let (k, f, tz) = super::receiver_in(t, vm, args, "datetime", what)?;
    if k != Kind::DateTime {
        return Err(super::wrong_receiver(vm, "datetime", what, args.first()));
    }
    Ok((f, tz))
}

/// The fields and tzinfo of `v` when it is a datetime.
fn datetime_in(t: &DtTypes, v: &Value) -> Option<(Fields, Option<Value>)> {
    match t.kind(v) {
        Some((Kind::DateTime, inst)) => {
            let (_, tz) = split_state(&inst.native);
            Some((fields_of(Kind::DateTime, &inst.native), tz.cloned()))
        }
        _ => None,
    }
}

// ----- timestamps and local time -----

fn time_t_overflow() -> PyErr {
    PyErr::overflow("timestamp out of range for platform time_t")
}

/// A timestamp argument as a float or an integer.
enum Stamp {
    Float(f64),
    Int(i64),
}

fn stamp(vm: &mut Vm, v: &Value) -> PyResult<Stamp> {
    match v {
        Value::Float(f) => {
            if f.is_nan() {
                return Err(PyErr::value_error("Invalid value NaN (not a number)"));
            }
            Ok(Stamp::Float(*f))
        }
        _ => match as_int(v) {
            Some(IntRef::Small(i)) => Ok(Stamp::Int(i)),
            Some(IntRef::Big(_)) => Err(time_t_overflow()),
            None => vm.index_value(v).map(Stamp::Int).map_err(|e| if vm.error_is(&e, ExcKind::IndexError) { time_t_overflow() } else { e }),
        },
    }
}

fn float_secs(f: f64) -> PyResult<i64> {
    if !(-9.223_372_036_854_776e18..9.223_372_036_854_776e18).contains(&f) {
        return Err(time_t_overflow());
    }
    Ok(f as i64)
}

/// Whole seconds of a timestamp, rounded toward negative infinity (`date.fromtimestamp`).
pub fn timestamp_secs_floor(vm: &mut Vm, v: &Value) -> PyResult<i64> {
    match stamp(vm, v)? {
        Stamp::Int(i) => Ok(i),
        Stamp::Float(f) => float_secs(f.floor()),
    }
}

/// Seconds and microseconds of a timestamp, microseconds rounded half to even.
pub fn timestamp_split(vm: &mut Vm, v: &Value) -> PyResult<(i64, i64)> {
    match stamp(vm, v)? {
        Stamp::Int(i) => Ok((i, 0)),
        Stamp::Float(f) => {
            let mut int_part = f.trunc();
            let mut frac = round_half_even((f - int_part) * 1e6);
            if frac >= 1e6 {
                frac -= 1e6;
                int_part += 1.0;
            } else if frac < 0.0 {
                frac += 1e6;
                int_part -= 1.0;
            }
            Ok((float_secs(int_part)?, frac as i64))
        }
    }
}

fn round_half_even(x: f64) -> f64 {
    let r = x.round();
    if (x - r).abs() == 0.5 {
        2.0 * (x / 2.0).round()
    } else {
        r
    }
}

/// Broken-down UTC time of Unix seconds (years may fall outside 1..9999: callers check).
pub fn utc_fields(secs: i64) -> PyResult<Fields> {
    let days = secs.div_euclid(SECS_PER_DAY);
    if !(-3_000_000_000_000..=3_000_000_000_000).contains(&days) {
        return Err(PyErr::new(ExcKind::OSError, "[Errno 75] Value too large for defined data type"));
    }
    let (y, m, d, hh, mm, ss) = calendar::civil_from_unix(secs);
    Ok(Fields { year: y, month: m, day: d, hour: hh, minute: mm, second: ss, us: 0, fold: 0 })
}

/// Broken-down local time of Unix seconds, with the offset (seconds) and zone name.
pub fn local_fields(vm: &Vm, secs: i64) -> PyResult<(Fields, i64, String)> {
    let (off, zone) = vm.host.local_offset_at(secs);
    let f = utc_fields(secs.saturating_add(off as i64))?;
    Ok((f, off as i64, zone))
}

/// Unix seconds of a naive local time (mktime): the offset in force at that moment.
pub fn local_to_unix(vm: &Vm, f: &Fields) -> i64 {
    let t = calendar::unix_from_civil(f.year, f.month, f.day, f.hour, f.minute, f.second);
    if vm.host.local_offset.is_none() {
        return t;
    }
    let guess = t - vm.host.local_offset_at(t).0 as i64;
    t - vm.host.local_offset_at(guess).0 as i64
}

fn check_year(f: &Fields) -> PyResult<()> {
    if !(1..=9999).contains(&f.year) {
        return Err(PyErr::value_error(format!("year {} is out of range", f.year)));
    }
    Ok(())
}

/// `cls.fromtimestamp(secs + us)` in `tzinfo` (None: naive local time).
fn from_unix(vm: &mut Vm, cls: &Rc<PyType>, secs: i64, us: i64, tzinfo: Option<Value>, utc: bool) -> PyResult<Value> {
    let mut f = if utc || tzinfo.is_some() { utc_fields(secs)? } else { local_fields(vm, secs)?.0 };
    check_year(&f)?;
    f.us = us;
    let dt = make_datetime(vm, cls, &f, tzinfo.clone())?;
    match tzinfo {
        Some(z) => {
            let fromutc = vm.get_attr(&z, "fromutc")?;
            vm.call(&fromutc, &[dt], &[])
        }
        None => Ok(dt),
    }
}

fn clock_now(vm: &mut Vm) -> PyResult<(i64, i64)> {
    let (secs, nanos) = vm.wall_clock()?;
    Ok((secs, nanos as i64 / 1000))
}

fn now(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cls = cls_arg(args)?;
    let (_, [], [tz_arg]) = Signature::clinic("", "now", [], ["tz"]).bind_method(args, kw)?;
    let tzinfo = tz::check_tzinfo(vm, tz_arg.unwrap_or(&Value::None))?;
    let (secs, us) = clock_now(vm)?;
    from_unix(vm, &cls, secs, us, tzinfo, false)
}

fn utcnow(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::positional("datetime", "utcnow", [], []).bind_method(args, kw)?;
    let cls = cls_arg(args)?;
    let (secs, us) = clock_now(vm)?;
    from_unix(vm, &cls, secs, us, None, true)
}

fn fromtimestamp(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cls = cls_arg(args)?;
    let (_, [timestamp], [tz_arg]) = Signature::clinic("", "fromtimestamp", ["timestamp"], ["tz"]).bind_method(args, kw)?;
    let tzinfo = tz::check_tzinfo(vm, tz_arg.unwrap_or(&Value::None))?;
    let (secs, us) = timestamp_split(vm, timestamp)?;
    from_unix(vm, &cls, secs, us, tzinfo, false)
}

fn utcfromtimestamp(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cls = cls_arg(args)?;
    let (_, [ts], []) = Signature::legacy("", "utcfromtimestamp", ["timestamp"], []).bind_method(args, kw)?;
    let (secs, us) = timestamp_split(vm, ts)?;
    from_unix(vm, &cls, secs, us, None, true)
}

fn combine(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cls = cls_arg(args)?;
    let (_, [date_arg, time_arg], [tzinfo_arg]) = Signature::clinic("", "combine", ["date", "time"], ["tzinfo"]).bind_method(args, kw)?;
    let (d, t) = (date_arg.clone(), time_arg.clone());
    let ty = types(vm);
    let df = match ty.kind(&d) {
        Some((k @ (Kind::Date | Kind::DateTime), inst)) => fields_of(k, &inst.native),
        _ => return Err(PyErr::type_error(format!("combine() argument 1 must be datetime.date, not {}", vm.type_name(&d)))),
    };
    let (tf, ttz) = match ty.kind(&t) {
        Some((Kind::Time, inst)) => (fields_of(Kind::Time, &inst.native), split_state(&inst.native).1.cloned()),
        _ => return Err(PyErr::type_error(format!("combine() argument 2 must be datetime.time, not {}", vm.type_name(&t)))),
    };
    let tzinfo = match tzinfo_arg {
        Some(v) => tz::check_tzinfo(vm, v)?,
        None => ttz,
    };
    let f = Fields::date(df.year, df.month, df.day).with_time(&tf);
    make_datetime(vm, &cls, &f, tzinfo)
}

fn fromisoformat(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cls = cls_arg(args)?;
    let (_, [s], []) = Signature::positional("datetime", "fromisoformat", ["date_string"], []).bind_method(args, kw)?;
    let Value::Str(text) = s else { return Err(PyErr::type_error("fromisoformat: argument must be str")) };
    match super::iso::parse_datetime(&text.s) {
        Some((f, off)) => {
            let tzinfo = match off {
                Some(o) => Some(tz::checked_timezone(vm, o as i128, None)?),
                None => None,
            };
            make_datetime(vm, &cls, &f, tzinfo)
        }
        None => Err(PyErr::value_error(format!("Invalid isoformat string: {}", vm.repr_of(s)?))),
    }
}

fn strptime(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cls = cls_arg(args)?;
    let (_, [string, format], []) = Signature::legacy("", "strptime", ["string", "format"], []).bind_method(args, kw)?;
    super::args::str_arg(vm, string, "strptime", 1)?;
    super::args::str_arg(vm, format, "strptime", 2)?;
    let parsed = super::strptime::parse(vm, string, format)?;
    let f = Fields {
        year: parsed.year,
        month: parsed.month,
        day: parsed.day,
        hour: parsed.hour,
        minute: parsed.minute,
        second: parsed.second,
        us: parsed.fraction,
        fold: 0,
    };
    let tzinfo = match parsed.gmtoff {
        Some(off) => {
            let us = off as i128 * 1_000_000 + parsed.gmtoff_fraction as i128;
            let name = parsed.tzname.filter(|n| !n.is_empty());
            Some(tz::checked_timezone(vm, us, name)?)
        }
        None => None,
    };
    make_datetime(vm, &cls, &f, tzinfo)
}

// ----- components -----

fn to_date(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::positional("datetime", "date", [], []).bind_method(args, kw)?;
    let (f, _) = me(vm, args, "date")?;
    Ok(super::date::plain_date(vm, &f))
}

fn plain_time(vm: &Vm, f: &Fields, tzinfo: Option<Value>) -> Value {
    native_instance(&types(vm).time, make_state(super::pack_time(f), tzinfo))
}

fn to_time(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::positional("datetime", "time", [], []).bind_method(args, kw)?;
    let (f, _) = me(vm, args, "time")?;
    Ok(plain_time(vm, &f, None))
}

fn to_timetz(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::positional("datetime", "timetz", [], []).bind_method(args, kw)?;
    let (f, tzinfo) = me(vm, args, "timetz")?;
    Ok(plain_time(vm, &f, tzinfo))
}

fn datetime_replace(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (f, tzinfo) = me(vm, args, "replace")?;
    let (this, [], [year_arg, month_arg, day_arg, hour_arg, minute_arg, second_arg, microsecond, tzinfo_arg, fold_arg]) =
        Signature::clinic("", "replace", [], ["year", "month", "day", "hour", "minute", "second", "microsecond", "tzinfo", "fold"])
            .kw_only_from(8)
            .bind_method(args, kw)?;
    let nf = Fields {
        year: c_int_or(vm, year_arg, f.year)?,
        month: c_int_or(vm, month_arg, f.month)?,
        day: c_int_or(vm, day_arg, f.day)?,
        hour: c_int_or(vm, hour_arg, f.hour)?,
        minute: c_int_or(vm, minute_arg, f.minute)?,
        second: c_int_or(vm, second_arg, f.second)?,
        us: c_int_or(vm, microsecond, f.us)?,
        fold: c_int_or(vm, fold_arg, f.fold)?,
    };
    let tzinfo = match tzinfo_arg {
        Some(v) => tz::check_tzinfo(vm, v)?,
        None => tzinfo,
    };
    check_date(nf.year, nf.month, nf.day)?;
    check_time(&nf)?;
    let cls = vm.type_of(this);
    make_datetime(vm, &cls, &nf, tzinfo)
}

// ----- time zones -----

/// The UTC offset of a datetime value (None when naive or the tzinfo says None).
pub fn offset_of(vm: &mut Vm, dt: &Value, tzinfo: &Option<Value>) -> PyResult<Option<i128>> {
    match tzinfo {
        Some(z) => tz::utcoffset(vm, z, dt),
        None => Ok(None),
    }
}

fn datetime_utcoffset(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = Signature::positional("datetime", "utcoffset", [], []).bind_method(args, kw)?;
    let (_, tzinfo) = me(vm, args, "utcoffset")?;
    match offset_of(vm, this, &tzinfo)? {
        Some(us) => delta::new(vm, us),
        None => Ok(Value::None),
    }
}

fn datetime_dst(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = Signature::positional("datetime", "dst", [], []).bind_method(args, kw)?;
    let (_, tzinfo) = me(vm, args, "dst")?;
    match &tzinfo {
        Some(z) => match tz::dst(vm, z, this)? {
            Some(us) => delta::new(vm, us),
            None => Ok(Value::None),
        },
        None => Ok(Value::None),
    }
}

fn datetime_tzname(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = Signature::positional("datetime", "tzname", [], []).bind_method(args, kw)?;
    let (_, tzinfo) = me(vm, args, "tzname")?;
    match &tzinfo {
        Some(z) => tz::tzname(vm, z, this),
        None => Ok(Value::None),
    }
}

/// The UTC instant of a datetime in microseconds since 0001-01-01 (naive: local time).
fn utc_us(vm: &mut Vm, dt: &Value, f: &Fields, tzinfo: &Option<Value>) -> PyResult<i128> {
    match offset_of(vm, dt, tzinfo)? {
        Some(off) => Ok(f.total_us() - off),
        None => {
            let secs = local_to_unix(vm, f);
            Ok((secs as i128 + (EPOCH_ORDINAL as i128 - 1) * SECS_PER_DAY as i128) * 1_000_000 + f.us as i128)
        }
    }
}

fn astimezone(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (f, tzinfo) = me(vm, args, "astimezone")?;
    let (this, [], [tz_arg]) = Signature::clinic("", "astimezone", [], ["tz"]).bind_method(args, kw)?;
    let target = tz::check_tzinfo(vm, tz_arg.unwrap_or(&Value::None))?;
    if let (Some(a), Some(b)) = (&tzinfo, &target) {
        if a.is(b) {
            return Ok(this.clone());
        }
    }
    let utc = utc_us(vm, this, &f, &tzinfo)?;
    let Some(uf) = Fields::from_total_us(utc) else { return Err(PyErr::overflow("date value out of range")) };
    let cls = vm.type_of(this);
    match target {
        None => {
            let secs = (utc.div_euclid(1_000_000) - (EPOCH_ORDINAL as i128 - 1) * SECS_PER_DAY as i128) as i64;
            let (lf, off, zone) = local_fields(vm, secs)?;
            let zone_tz = tz::new_timezone(vm, off * 1_000_000, Some(zone));
            let lf = Fields { us: uf.us, ..lf };
            raw_datetime(vm, &cls, &lf, Some(zone_tz))
        }
        Some(z) => {
            let dt = raw_datetime(vm, &cls, &uf, Some(z.clone()))?;
            let fromutc = vm.get_attr(&z, "fromutc")?;
            vm.call(&fromutc, &[dt], &[])
        }
    }
}

fn timetuple(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = Signature::positional("datetime", "timetuple", [], []).bind_method(args, kw)?;
    let (f, tzinfo) = me(vm, args, "timetuple")?;
    let isdst = match &tzinfo {
        Some(z) => match tz::dst(vm, z, this)? {
            Some(d) => (d != 0) as i64,
            None => -1,
        },
        None => -1,
    };
    Ok(struct_time_of(vm, &f, isdst))
}

fn utctimetuple(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = Signature::positional("datetime", "utctimetuple", [], []).bind_method(args, kw)?;
    let (f, tzinfo) = me(vm, args, "utctimetuple")?;
    let f = match offset_of(vm, this, &tzinfo)? {
        Some(off) => Fields::from_total_us(f.total_us() - off).ok_or_else(|| PyErr::overflow("date value out of range"))?,
        None => f,
    };
    Ok(struct_time_of(vm, &f, 0))
}

fn timestamp(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = Signature::positional("datetime", "timestamp", [], []).bind_method(args, kw)?;
    let (f, tzinfo) = me(vm, args, "timestamp")?;
    match offset_of(vm, this, &tzinfo)? {
        Some(off) => {
            let epoch = (EPOCH_ORDINAL as i128 - 1) * US_PER_DAY as i128;
            let us = f.total_us() - off - epoch;
            Ok(Value::Float(exact_seconds(us)))
        }
        None => {
            let secs = local_to_unix(vm, &f);
            Ok(Value::Float(secs as f64 + f.us as f64 / 1e6))
        }
    }
}

/// Correctly rounded `us / 10**6`.
fn exact_seconds(us: i128) -> f64 {
    if us.unsigned_abs() < (1u128 << 53) {
        return us as f64 / 1e6;
    }
    let whole = us.div_euclid(1_000_000);
    let frac = us.rem_euclid(1_000_000);
    whole as f64 + frac as f64 / 1e6
}

// ----- text -----

fn datetime_repr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (f, tzinfo) = me(vm, args, "__repr__")?;
    let (this, [], []) = Signature::wrapper("datetime", "__repr__", [], []).bind_method(args, kw)?;
    let mut s = format!("{}({}, {}, {}, {}, {}", vm.type_name(this), f.year, f.month, f.day, f.hour, f.minute);
    if f.second != 0 || f.us != 0 {
        s.push_str(&format!(", {}", f.second));
    }
    if f.us != 0 {
        s.push_str(&format!(", {}", f.us));
    }
    if f.fold != 0 {
        s.push_str(", fold=1");
    }
    if let Some(z) = &tzinfo {
        s.push_str(&format!(", tzinfo={}", vm.repr_of(z)?));
    }
    s.push(')');
    Ok(Value::string(s))
}

fn datetime_str(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    me(vm, args, "__str__")?;
    let (this, [], []) = Signature::wrapper("datetime", "__str__", [], []).bind_method(args, kw)?;
    let isoformat = vm.get_attr(this, "isoformat")?;
    vm.call(&isoformat, &[Value::str(" ")], &[])
}

fn datetime_isoformat(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (f, tzinfo) = me(vm, args, "isoformat")?;
    let (this, [], [sep_arg, timespec]) = Signature::clinic("", "isoformat", [], ["sep", "timespec"]).bind_method(args, kw)?;
    let sep = match sep_arg {
        None => 'T',
        Some(Value::Str(s)) if s.char_len == 1 => s.s.chars().next().unwrap_or('T'),
        Some(other) => {
            return Err(PyErr::type_error(format!("isoformat() argument 1 must be a unicode character, not {}", vm.type_name(other))))
        }
    };
    let spec = timespec_arg(vm, timespec, "isoformat", 2)?;
    let mut s = iso_date(&f);
    s.push(sep);
    s.push_str(&iso_time(&f, &spec)?);
    s.push_str(&offset_suffix(vm, &tzinfo, this)?);
    Ok(Value::string(s))
}

fn datetime_ctime(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::positional("datetime", "ctime", [], []).bind_method(args, kw)?;
    let (f, _) = me(vm, args, "ctime")?;
    Ok(Value::string(ctime_text(&f)))
}

fn datetime_strftime(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (f, tzinfo) = me(vm, args, "strftime")?;
    let (this, fmt) = super::date::format_arg(vm, args, kw)?;
    strftime_fields(vm, &fmt, &f, tzinfo, this).map(Value::string)
}

/// `strftime` of a date/time/datetime: datetime's `%z`, `%Z` and `%f` first, then the C
/// library's conversions. `tz_arg` is what tzinfo methods receive (the datetime or None).
pub fn strftime_fields(vm: &mut Vm, fmt: &str, f: &Fields, tzinfo: Option<Value>, tz_arg: &Value) -> PyResult<String> {
    vm.charge(fmt.len() as u64 / 16)?;
    let mut expanded = String::with_capacity(fmt.len() + 8);
    let mut chars = fmt.chars();
    while let Some(c) = chars.next() {
        if c != '%' {
            expanded.push(c);
            continue;
        }
        match chars.next() {
            Some('z') => {
                if let Some(z) = &tzinfo {
                    if let Some(off) = tz::utcoffset(vm, z, tz_arg)? {
                        expanded.push_str(&tz::format_offset(off, ""));
                    }
                }
            }
            Some('Z') => {
                if let Some(z) = &tzinfo {
                    if let Value::Str(name) = tz::tzname(vm, z, tz_arg)? {
                        expanded.push_str(&name.s.replace('%', "%%"));
                    }
                }
            }
            Some('f') => expanded.push_str(&format!("{:06}", f.us)),
            Some(other) => {
                expanded.push('%');
                expanded.push(other);
            }
            None => expanded.push('%'),
        }
    }
    // timetuple()'s isdst: from dst() for aware datetimes, else unknown (-1).
    let mut isdst = -1;
    if let (Some(z), false) = (&tzinfo, tz_arg.is_none()) {
        if let Some(d) = tz::dst(vm, z, tz_arg)? {
            isdst = (d != 0) as i64;
        }
    }
    let tm = super::strftime::Tm {
        year: f.year,
        mon: f.month,
        mday: f.day,
        hour: f.hour,
        min: f.minute,
        sec: f.second,
        wday: calendar::weekday(f.year, f.month, f.day),
        yday: calendar::yday(f.year, f.month, f.day),
        isdst,
        gmtoff: 0,
        zone: if isdst >= 0 { vm.host.local_offset_at(0).1 } else { String::new() },
    };
    vm.check_alloc(super::strftime::output_bound(&expanded, tm.zone.len()))?;
    let local = |tm: &super::strftime::Tm| {
        let lf = Fields { year: tm.year, month: tm.mon, day: tm.mday, hour: tm.hour, minute: tm.min, second: tm.sec, us: 0, fold: 0 };
        local_to_unix(vm, &lf)
    };
    let out = super::strftime::format(&expanded, &tm, &local);
    vm.charge(out.len() as u64 / 64)?;
    Ok(out)
}

// ----- comparison and hashing -----

fn cant_compare(vm: &Vm, a: &Value, b: &Value) -> PyErr {
    PyErr::type_error(format!("can't compare {} to {}", vm.type_name(a), vm.type_name(b)))
}

fn compare(vm: &mut Vm, args: &[Value], kw: &KwArgs, op: &'static str, test: fn(std::cmp::Ordering) -> bool) -> PyResult<Value> {
    let t = types(vm);
    let (a, atz) = me_in(&t, vm, args, op)?;
    let (this, [other], []) = Signature::wrapper("datetime", op, ["value"], []).bind_method(args, kw)?;
    let Some((b, btz)) = datetime_in(&t, other) else {
        if matches!(t.kind(other), Some((Kind::Date, _))) {
            return match op {
                "__eq__" => Ok(Value::Bool(false)),
                "__ne__" => Ok(Value::Bool(true)),
                _ => Err(cant_compare(vm, this, other)),
            };
        }
        return Ok(Value::NotImplemented);
    };
    let naive_order = |a: &Fields, b: &Fields| (pack_datetime(a) >> 1).cmp(&(pack_datetime(b) >> 1));
    let same_tz = match (&atz, &btz) {
        (None, None) => true,
        (Some(x), Some(y)) => x.is(y),
        _ => false,
    };
    if same_tz {
        return Ok(Value::Bool(test(naive_order(&a, &b))));
    }
    let oa = offset_of(vm, this, &atz)?;
    let ob = offset_of(vm, other, &btz)?;
    match (oa, ob) {
        (x, y) if x == y => Ok(Value::Bool(test(naive_order(&a, &b)))),
        (Some(x), Some(y)) => Ok(Value::Bool(test((a.total_us() - x).cmp(&(b.total_us() - y))))),
        _ => match op {
            "__eq__" => Ok(Value::Bool(false)),
            "__ne__" => Ok(Value::Bool(true)),
            _ => Err(PyErr::type_error("can't compare offset-naive and offset-aware datetimes")),
        },
    }
}

fn datetime_eq(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__eq__", |o| o.is_eq())
}
fn datetime_ne(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__ne__", |o| o.is_ne())
}
fn datetime_lt(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__lt__", |o| o.is_lt())
}
fn datetime_le(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__le__", |o| o.is_le())
}
fn datetime_gt(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__gt__", |o| o.is_gt())
}
fn datetime_ge(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__ge__", |o| o.is_ge())
}

fn datetime_hash(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (f, tzinfo) = me(vm, args, "__hash__")?;
    let (this, [], []) = Signature::wrapper("datetime", "__hash__", [], []).bind_method(args, kw)?;
    let f = Fields { fold: 0, ..f };
    Ok(Value::Int(match offset_of(vm, this, &tzinfo)? {
        None => hash_int(&IntRef::Small(pack_datetime(&f) >> 1)) as i64,
        Some(off) => delta::hash_of(f.total_us() - off),
    }))
}

// ----- arithmetic -----

/// `dt + us` keeping dt's tzinfo and class (OverflowError outside years 1..9999).
pub fn add_delta(vm: &mut Vm, dt: &Value, us: i128) -> PyResult<Value> {
    let t = types(vm);
    let Some((f, tzinfo)) = datetime_in(&t, dt) else { return Err(PyErr::type_error("expected a datetime")) };
    add_delta_in(vm, &t, dt, &f, tzinfo, us)
}

fn add_delta_in(vm: &mut Vm, t: &DtTypes, dt: &Value, f: &Fields, tzinfo: Option<Value>, us: i128) -> PyResult<Value> {
    let Some(nf) = shift(f, us) else { return Err(PyErr::overflow("date value out of range")) };
    let cls = vm.type_of(dt);
    let exact = Rc::ptr_eq(&cls, &t.datetime);
    make_datetime_in(vm, exact, &cls, &nf, tzinfo)
}

/// `f + us` for a valid datetime, None outside years 1..9999. Skips the calendar when the
/// date does not change or stays within its month.
fn shift(f: &Fields, us: i128) -> Option<Fields> {
    // Whole days and the time of day (i64 arithmetic for the usual magnitudes).
    let (days, rem) = match i64::try_from(us) {
        Ok(u) if u.unsigned_abs() < 1 << 62 => {
            let total = f.time_us() + u;
            (total.div_euclid(US_PER_DAY) as i128, total.rem_euclid(US_PER_DAY))
        }
        _ => {
            let total = f.time_us() as i128 + us;
            (total.div_euclid(US_PER_DAY as i128), total.rem_euclid(US_PER_DAY as i128) as i64)
        }
    };
    let mut out = *f;
    let secs = rem / 1_000_000;
    out.hour = secs / 3600;
    out.minute = secs % 3600 / 60;
    out.second = secs % 60;
    out.us = rem % 1_000_000;
    out.fold = 0;
    if days == 0 {
        return Some(out);
    }
    let day = f.day as i128 + days;
    if day >= 1 && day <= calendar::days_in_month(f.year, f.month) as i128 {
        out.day = day as i64;
        return Some(out);
    }
    let ord = f.ordinal() as i128 + days;
    if ord < 1 || ord > calendar::MAX_ORDINAL as i128 {
        return None;
    }
    let (y, m, d) = calendar::ord_to_ymd(ord as i64);
    out.year = y;
    out.month = m;
    out.day = d;
    Some(out)
}

fn datetime_add(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    add(vm, args, kw, "__add__")
}

fn datetime_radd(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    add(vm, args, kw, "__radd__")
}

fn add(vm: &mut Vm, args: &[Value], kw: &KwArgs, what: &'static str) -> PyResult<Value> {
    let t = types(vm);
    let (f, tzinfo) = me_in(&t, vm, args, what)?;
    let (this, [other], []) = Signature::wrapper("datetime", what, ["value"], []).bind_method(args, kw)?;
    match delta::delta_in(&t, other) {
        Some(us) => add_delta_in(vm, &t, this, &f, tzinfo, us),
        None => Ok(Value::NotImplemented),
    }
}

fn datetime_sub(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let t = types(vm);
    let (a, atz) = me_in(&t, vm, args, "__sub__")?;
    let (this, [other], []) = Signature::wrapper("datetime", "__sub__", ["value"], []).bind_method(args, kw)?;
    if let Some((b, btz)) = datetime_in(&t, other) {
        let same_tz = match (&atz, &btz) {
            (None, None) => true,
            (Some(x), Some(y)) => x.is(y),
            _ => false,
        };
        let offdiff = if same_tz {
            0
        } else {
            let oa = offset_of(vm, this, &atz)?;
            let ob = offset_of(vm, other, &btz)?;
            match (oa, ob) {
                (Some(x), Some(y)) => x - y,
                (None, None) => 0,
                _ => return Err(PyErr::type_error("can't subtract offset-naive and offset-aware datetimes")),
            }
        };
        return delta::new_in(&t, a.total_us() - b.total_us() - offdiff);
    }
    match delta::delta_in(&t, other) {
        Some(us) => add_delta_in(vm, &t, this, &a, atz, -us),
        None => Ok(Value::NotImplemented),
    }
}

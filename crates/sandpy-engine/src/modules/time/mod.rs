//! `time`: clocks, sleeping and broken-down time, all through the host hooks
//! ([`crate::host`]): `time()`/`time_ns()` read the host's wall clock, `monotonic`,
//! `perf_counter` and `process_time` the run's monotonic clock (the one the timeout uses;
//! there is no per-process CPU clock, so `process_time` equals `monotonic`), `sleep` sleeps
//! through the host within the run's deadline. Local time is UTC unless the host gives a
//! local offset. Formatting and parsing share `datetime`'s calendar, strftime and strptime.

mod clocks;
mod struct_time;

use std::rc::Rc;

use super::datetime::args::c_int;
use super::datetime::{calendar, local_fields, local_to_unix, strftime, strptime, timestamp_secs_floor, utc_fields, Fields};
use crate::builtins::signature::Signature;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{KwArgs, Namespace, NativeFn, Value};
use crate::vm::Vm;

const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("asctime", asctime),
    ("ctime", ctime),
    ("gmtime", gmtime),
    ("localtime", localtime),
    ("mktime", mktime),
    ("monotonic", monotonic),
    ("monotonic_ns", monotonic_ns),
    ("perf_counter", perf_counter),
    ("perf_counter_ns", perf_counter_ns),
    ("process_time", process_time),
    ("process_time_ns", process_time_ns),
    ("thread_time", thread_time),
    ("thread_time_ns", thread_time_ns),
    ("sleep", sleep),
    ("strftime", strftime_fn),
    ("strptime", strptime_fn),
    ("time", time),
    ("time_ns", time_ns),
];

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let functions: Vec<(&str, NativeFn)> = FUNCTIONS.iter().chain(clocks::FUNCTIONS).copied().collect();
    let ns = super::native_module(vm, "time", &functions);
    super::set_attr(&ns, "struct_time", Value::Type(struct_time::struct_time_type(vm)));
    for (name, id) in clocks::CLOCK_CONSTANTS {
        super::set_attr(&ns, name, Value::Int(*id));
    }
    // The number of fields of a struct_time (with tm_zone and tm_gmtoff), as in CPython.
    super::set_attr(&ns, "_STRUCT_TM_ITEMS", Value::Int(11));
    set_zone_constants(vm, &ns);
    Ok(ns)
}

/// Sets `timezone`, `altzone`, `daylight` and `tzname` on the module (at import and by
/// `tzset()`).
fn set_zone_constants(vm: &Vm, ns: &Namespace) {
    let (timezone, altzone, daylight, names) = zone_constants(vm);
    super::set_attr(ns, "timezone", Value::Int(timezone));
    super::set_attr(ns, "altzone", Value::Int(altzone));
    super::set_attr(ns, "daylight", Value::Int(daylight));
    super::set_attr(ns, "tzname", Value::tuple(vec![Value::string(names.0), Value::string(names.1)]));
}

/// `timezone`, `altzone`, `daylight` and `tzname` from the host's offsets in January and
/// July of the current year (UTC without a local-offset hook).
fn zone_constants(vm: &Vm) -> (i64, i64, i64, (String, String)) {
    let now = vm.wall_clock().map(|c| c.0).unwrap_or(0);
    let year = calendar::civil_from_unix(now).0;
    let jan = vm.host.local_offset_at(calendar::unix_from_civil(year, 1, 1, 0, 0, 0));
    let jul = vm.host.local_offset_at(calendar::unix_from_civil(year, 7, 1, 0, 0, 0));
    let (janzone, julzone) = (-(jan.0 as i64), -(jul.0 as i64));
    let daylight = (janzone != julzone) as i64;
    if janzone < julzone {
        (julzone, janzone, daylight, (jul.1, jan.1))
    } else {
        (janzone, julzone, daylight, (jan.1, jul.1))
    }
}

/// A struct_time; `zone`/`gmtoff` None print as None (datetime's timetuple()).
pub fn struct_time(vm: &Vm, f: [i64; 9], zone: Option<String>, gmtoff: Option<i64>) -> Value {
    struct_time::make(
        vm,
        f.iter().map(|v| Value::Int(*v)).collect(),
        zone.map(Value::string).unwrap_or(Value::None),
        gmtoff.map(Value::Int).unwrap_or(Value::None),
    )
}

fn tm_struct(vm: &Vm, f: &Fields, isdst: i64, zone: String, gmtoff: i64) -> Value {
    let wday = calendar::weekday(f.year, f.month, f.day);
    let yday = calendar::yday(f.year, f.month, f.day);
    struct_time(vm, [f.year, f.month, f.day, f.hour, f.minute, f.second, wday, yday, isdst], Some(zone), Some(gmtoff))
}

// ----- clocks -----

/// Binds the no arguments of a clock function (`time.time() takes no arguments (1 given)`).
fn no_args(name: &'static str, args: &[Value], kw: &KwArgs) -> PyResult<()> {
    Signature::positional("time", name, [], []).bind(args, kw)?;
    Ok(())
}

fn time(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    no_args("time", args, kw)?;
    let (s, ns) = vm.wall_clock()?;
    let total = s as i128 * 1_000_000_000 + ns as i128;
    Ok(Value::Float(if total % 1_000_000_000 == 0 { (total / 1_000_000_000) as f64 } else { total as f64 / 1e9 }))
}

fn time_ns(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    no_args("time_ns", args, kw)?;
    let (s, ns) = vm.wall_clock()?;
    let total = s as i128 * 1_000_000_000 + ns as i128;
    Ok(match i64::try_from(total) {
        Ok(v) => Value::Int(v),
        Err(_) => Value::from_bigint(num_bigint::BigInt::from(total)),
    })
}

/// The run's monotonic clock in seconds, for the clock function `name`.
fn clock_secs(vm: &mut Vm, args: &[Value], kw: &KwArgs, name: &'static str) -> PyResult<Value> {
    no_args(name, args, kw)?;
    Ok(Value::Float(vm.monotonic_ns() as f64 / 1e9))
}

/// The run's monotonic clock in nanoseconds, for the clock function `name`.
fn clock_ns(vm: &mut Vm, args: &[Value], kw: &KwArgs, name: &'static str) -> PyResult<Value> {
    no_args(name, args, kw)?;
    Ok(Value::Int(i64::try_from(vm.monotonic_ns()).unwrap_or(i64::MAX)))
}

fn monotonic(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    clock_secs(vm, args, kw, "monotonic")
}

fn monotonic_ns(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    clock_ns(vm, args, kw, "monotonic_ns")
}

fn perf_counter(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    clock_secs(vm, args, kw, "perf_counter")
}

fn perf_counter_ns(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    clock_ns(vm, args, kw, "perf_counter_ns")
}

fn process_time(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    clock_secs(vm, args, kw, "process_time")
}

fn process_time_ns(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    clock_ns(vm, args, kw, "process_time_ns")
}

fn thread_time(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    clock_secs(vm, args, kw, "thread_time")
}

fn thread_time_ns(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    clock_ns(vm, args, kw, "thread_time_ns")
}

fn sleep(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([secs], []) = Signature::positional("time", "sleep", ["secs"], []).bind(args, kw)?;
    let ns: i128 = match secs {
        Value::Float(f) => {
            if f.is_nan() {
                return Err(PyErr::value_error("Invalid value NaN (not a number)"));
            }
            let ns = (f * 1e9).ceil();
            if ns.abs() >= 9.2e18 {
                return Err(PyErr::overflow("timestamp too large to convert to C _PyTime_t"));
            }
            ns as i128
        }
        other => {
            let s = vm.index_value(other).map_err(|e| {
                if vm.error_is(&e, ExcKind::IndexError) {
                    PyErr::overflow("timestamp too large to convert to C _PyTime_t")
                } else {
                    e
                }
            })?;
            s as i128 * 1_000_000_000
        }
    };
    if ns < 0 {
        return Err(PyErr::value_error("sleep length must be non-negative"));
    }
    vm.sleep_ns(u64::try_from(ns).unwrap_or(u64::MAX))?;
    Ok(Value::None)
}

// ----- broken-down time -----

/// The optional seconds argument of gmtime/localtime/ctime (None: now).
fn secs_arg(vm: &mut Vm, name: &'static str, args: &[Value], kw: &KwArgs) -> PyResult<i64> {
    let ([], [secs]) = Signature::legacy("", name, [], ["seconds"]).bind(args, kw)?;
    match secs {
        None | Some(Value::None) => Ok(vm.wall_clock()?.0),
        Some(v) => timestamp_secs_floor(vm, v),
    }
}

fn gmtime(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let secs = secs_arg(vm, "gmtime", args, kw)?;
    let f = utc_fields(secs)?;
    Ok(tm_struct(vm, &f, 0, "GMT".into(), 0))
}

fn localtime(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let secs = secs_arg(vm, "localtime", args, kw)?;
    let (f, off, zone) = local_fields(vm, secs)?;
    Ok(tm_struct(vm, &f, 0, zone, off))
}

fn ctime(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let secs = secs_arg(vm, "ctime", args, kw)?;
    let (f, _, _) = local_fields(vm, secs)?;
    let wday = calendar::weekday(f.year, f.month, f.day);
    Ok(Value::string(asctime_text(f.year, f.month, f.day, f.hour, f.minute, f.second, wday)))
}

fn asctime_text(year: i64, mon: i64, mday: i64, hour: i64, min: i64, sec: i64, wday: i64) -> String {
    format!(
        "{} {}{:3} {:02}:{:02}:{:02} {}",
        calendar::day_abbr(wday.rem_euclid(7) as usize),
        calendar::month_abbr(mon.clamp(1, 12) as usize),
        mday,
        hour,
        min,
        sec,
        year
    )
}

/// A time tuple argument checked like CPython's `gettmarg` + `checktm`.
struct TimeArg {
    tm: strftime::Tm,
}

fn time_tuple(vm: &mut Vm, v: &Value, fname: &str, check: bool) -> PyResult<TimeArg> {
    let is_struct = struct_time::is_struct_time(vm, v);
    let items: Vec<Value> = if is_struct {
        struct_time::items(v).unwrap_or_default()
    } else {
        match v {
            Value::Tuple(t) => t.items.to_vec(),
            Value::Instance(inst) if matches!(&*inst.base_value.borrow(), Value::Tuple(_)) => match &*inst.base_value.borrow() {
                Value::Tuple(t) => t.items.to_vec(),
                _ => Vec::new(),
            },
            _ => return Err(PyErr::type_error("Tuple or struct_time argument required")),
        }
    };
    if items.len() != 9 {
        return Err(PyErr::type_error(format!("{}(): illegal time tuple argument", fname)));
    }
    let mut n = [0i64; 9];
    for (slot, item) in n.iter_mut().zip(items.iter()) {
        *slot = c_int(vm, item)?;
    }
    let [year, mon, mday, hour, min, sec, wday, yday, isdst] = n;
    let (zone, gmtoff) = if is_struct { struct_time::extras(v) } else { (Value::None, Value::None) };
    // C conventions: months from 0, Sunday = 0, days of the year from 0.
    let mut c_mon = mon - 1;
    let mut c_mday = mday;
    let c_wday = (wday + 1) % 7;
    let mut c_yday = yday - 1;
    if check {
        if c_mon == -1 {
            c_mon = 0;
        } else if !(0..=11).contains(&c_mon) {
            return Err(PyErr::value_error("month out of range"));
        }
        if c_mday == 0 {
            c_mday = 1;
        } else if !(0..=31).contains(&c_mday) {
            return Err(PyErr::value_error("day of month out of range"));
        }
        if !(0..=23).contains(&hour) {
            return Err(PyErr::value_error("hour out of range"));
        }
        if !(0..=59).contains(&min) {
            return Err(PyErr::value_error("minute out of range"));
        }
        if !(0..=61).contains(&sec) {
            return Err(PyErr::value_error("seconds out of range"));
        }
        if c_wday < 0 {
            return Err(PyErr::value_error("day of week out of range"));
        }
        if c_yday == -1 {
            c_yday = 0;
        } else if !(0..=365).contains(&c_yday) {
            return Err(PyErr::value_error("day of year out of range"));
        }
    }
    let isdst = isdst.clamp(-1, 1);
    let zone = match zone {
        Value::Str(s) => s.s.clone(),
        _ if isdst >= 0 => vm.host.local_offset_at(0).1,
        _ => String::new(),
    };
    let gmtoff = gmtoff.as_small_int().unwrap_or(0);
    Ok(TimeArg {
        tm: strftime::Tm {
            year,
            mon: c_mon + 1,
            mday: c_mday,
            hour,
            min,
            sec,
            wday: (c_wday + 6).rem_euclid(7),
            yday: c_yday + 1,
            isdst,
            gmtoff,
            zone,
        },
    })
}

/// The struct_time of "now" in local time, as a time-tuple argument.
fn now_tuple(vm: &mut Vm) -> PyResult<TimeArg> {
    let secs = vm.wall_clock()?.0;
    let (f, off, zone) = local_fields(vm, secs)?;
    Ok(TimeArg {
        tm: strftime::Tm {
            year: f.year,
            mon: f.month,
            mday: f.day,
            hour: f.hour,
            min: f.minute,
            sec: f.second,
            wday: calendar::weekday(f.year, f.month, f.day),
            yday: calendar::yday(f.year, f.month, f.day),
            isdst: 0,
            gmtoff: off,
            zone,
        },
    })
}

fn asctime(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([], [tuple]) = Signature::positional_checked("", "asctime", [], ["t"]).bind(args, kw)?;
    let t = match tuple {
        None => now_tuple(vm)?,
        Some(v) => time_tuple(vm, v, "asctime", true)?,
    };
    let tm = &t.tm;
    Ok(Value::string(asctime_text(tm.year, tm.mon, tm.mday, tm.hour, tm.min, tm.sec, tm.wday)))
}

/// Unix seconds of a local broken-down time, normalizing out-of-range fields like C.
fn mktime_secs(vm: &Vm, tm: &strftime::Tm) -> PyResult<i64> {
    let months = tm.year.checked_mul(12).and_then(|m| m.checked_add(tm.mon - 1)).ok_or_else(out_of_range)?;
    let (y, m) = (months.div_euclid(12), months.rem_euclid(12) + 1);
    if !(-2_000_000_000..=2_000_000_000).contains(&y) {
        return Err(out_of_range());
    }
    let f = Fields::date(y, m, 1);
    let base = local_to_unix(vm, &f);
    Ok(base + (tm.mday - 1) * 86_400 + tm.hour * 3600 + tm.min * 60 + tm.sec)
}

fn out_of_range() -> PyErr {
    PyErr::overflow("mktime argument out of range")
}

fn mktime(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([v], []) = Signature::positional("time", "mktime", ["t"], []).bind(args, kw)?;
    let t = time_tuple(vm, v, "mktime", false)?;
    Ok(Value::Float(mktime_secs(vm, &t.tm)? as f64))
}

fn strftime_fn(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([format], [tuple]) = Signature::legacy("", "strftime", ["format"], ["t"]).bind(args, kw)?;
    let fmt = match format {
        Value::Str(s) => s.s.clone(),
        other => return Err(PyErr::type_error(format!("strftime() argument 1 must be str, not {}", vm.type_name(other)))),
    };
    let t = match tuple {
        None => now_tuple(vm)?,
        Some(v) => time_tuple(vm, v, "strftime", true)?,
    };
    vm.charge(fmt.len() as u64 / 16)?;
    vm.check_alloc(strftime::output_bound(&fmt, t.tm.zone.len()))?;
    let epoch = |tm: &strftime::Tm| mktime_secs(vm, tm).unwrap_or(-1);
    let out = strftime::format(&fmt, &t.tm, &epoch);
    vm.charge(out.len() as u64 / 64)?;
    Ok(Value::string(out))
}

fn strptime_fn(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    if !kw.is_empty() {
        return Err(PyErr::type_error("strptime() takes no keyword arguments"));
    }
    // CPython's C function passes its arguments on to `_strptime._strptime_time`, whose
    // messages count them.
    const STRPTIME: Signature<1, 1> = Signature::python("", "_strptime_time", ["data_string"], ["format"]);
    let ([data], [fmt]) = STRPTIME.bind(args, kw)?;
    let data = data.clone();
    let fmt = fmt.cloned().unwrap_or_else(|| Value::str("%a %b %d %H:%M:%S %Y"));
    for (i, v) in [&data, &fmt].iter().enumerate() {
        if !matches!(v, Value::Str(_)) {
            let ty = Value::Type(vm.type_of(v));
            return Err(PyErr::type_error(format!("strptime() argument {} must be str, not {}", i, vm.repr_of(&ty)?)));
        }
    }
    let p = strptime::parse(vm, &data, &fmt)?;
    let items = [p.year, p.month, p.day, p.hour, p.minute, p.second, p.weekday, p.julian, p.isdst];
    Ok(struct_time::make(
        vm,
        items.iter().map(|v| Value::Int(*v)).collect(),
        p.tzname.map(Value::string).unwrap_or(Value::None),
        p.gmtoff.map(Value::Int).unwrap_or(Value::None),
    ))
}

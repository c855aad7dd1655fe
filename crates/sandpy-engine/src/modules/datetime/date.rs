//! `datetime.date` (and `IsoCalendarDate`, the named tuple `isocalendar()` returns): the
//! constructor and alternate constructors, calendar queries, formatting, comparison and
//! arithmetic with timedeltas. `datetime` inherits the methods that only read the date.

use std::rc::Rc;

use super::args::{c_int, c_int_or};
use super::calendar::{self, MAXYEAR, MAX_ORDINAL, MINYEAR, US_PER_DAY};
use super::{delta, fields_of, native_instance, pack_date, types, DtTypes, Fields, Kind};
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::types::num::{hash_int, IntRef};
use crate::types::Method;
use crate::value::{KwArgs, NativeFn, PyType, Value};
use crate::vm::Vm;

pub const METHODS: &[Method] = &[
    ("__new__", date_new),
    ("__repr__", date_repr),
    ("__str__", date_str),
    ("__format__", date_format),
    ("__hash__", date_hash),
    ("__eq__", date_eq),
    ("__ne__", date_ne),
    ("__lt__", date_lt),
    ("__le__", date_le),
    ("__gt__", date_gt),
    ("__ge__", date_ge),
    ("__add__", date_add),
    ("__radd__", date_radd),
    ("__sub__", date_sub),
    ("replace", date_replace),
    ("timetuple", date_timetuple),
    ("toordinal", toordinal),
    ("weekday", weekday),
    ("isoweekday", isoweekday),
    ("isocalendar", isocalendar),
    ("isoformat", date_isoformat),
    ("ctime", date_ctime),
    ("strftime", date_strftime),
];

pub const CLASSMETHODS: &[Method] = &[
    ("today", today),
    ("fromtimestamp", fromtimestamp),
    ("fromordinal", fromordinal),
    ("fromisoformat", fromisoformat),
    ("fromisocalendar", fromisocalendar),
];

pub const PROPERTIES: &[(&str, NativeFn)] = &[("year", year), ("month", month), ("day", day)];

pub const ISO_METHODS: &[Method] = &[("__repr__", iso_repr), ("__hash__", iso_hash)];
pub const ISO_PROPERTIES: &[(&str, NativeFn)] = &[("year", iso_year), ("week", iso_week), ("weekday", iso_weekday)];

// ----- validation and construction -----

/// CPython's checks for a date's fields.
pub fn check_date(year: i64, month: i64, day: i64) -> PyResult<()> {
    if !(MINYEAR..=MAXYEAR).contains(&year) {
        return Err(PyErr::value_error(format!("year {} is out of range", year)));
    }
    if !(1..=12).contains(&month) {
        return Err(PyErr::value_error("month must be in 1..12"));
    }
    if day < 1 || day > calendar::days_in_month(year, month) {
        return Err(PyErr::value_error("day is out of range for month"));
    }
    Ok(())
}

/// A date of class `cls`: built directly for `date` itself, through the subclass's
/// constructor otherwise (as CPython does).
pub fn make_date(vm: &mut Vm, cls: &Rc<PyType>, year: i64, month: i64, day: i64) -> PyResult<Value> {
    let t = types(vm);
    if Rc::ptr_eq(cls, &t.date) {
        check_date(year, month, day)?;
        return Ok(native_instance(cls, Value::Int(pack_date(&Fields::date(year, month, day)))));
    }
    if Rc::ptr_eq(cls, &t.datetime) {
        check_date(year, month, day)?;
        return Ok(native_instance(cls, Value::Int(super::pack_datetime(&Fields::date(year, month, day)))));
    }
    vm.call(&Value::Type(cls.clone()), &[Value::Int(year), Value::Int(month), Value::Int(day)], &[])
}

/// A plain `date` (no subclass constructor).
pub fn plain_date(vm: &Vm, f: &Fields) -> Value {
    native_instance(&types(vm).date, Value::Int(pack_date(f)))
}

fn cls_arg(args: &[Value]) -> PyResult<Rc<PyType>> {
    match args.first() {
        Some(Value::Type(t)) => Ok(t.clone()),
        _ => Err(PyErr::type_error("date.__new__(X): X is not a type object")),
    }
}

fn date_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cls = cls_arg(args)?;
    let (_, [year, month, day], []) = Signature::clinic("", "", ["year", "month", "day"], []).bind_method(args, kw)?;
    let y = c_int(vm, year)?;
    let m = c_int(vm, month)?;
    let d = c_int(vm, day)?;
    check_date(y, m, d)?;
    Ok(vm.new_native_instance(&cls, Value::Int(pack_date(&Fields::date(y, m, d)))))
}

/// The fields of the receiver (a date or datetime).
fn me(vm: &Vm, args: &[Value], what: &str) -> PyResult<(Kind, Fields)> {
    me_in(&types(vm), vm, args, what)
}

fn me_in(t: &DtTypes, vm: &Vm, args: &[Value], what: &str) -> PyResult<(Kind, Fields)> {
    let (k, f, _) = super::receiver_in(t, vm, args, "date", what)?;
    if k == Kind::Time {
        return Err(super::wrong_receiver(vm, "date", what, args.first()));
    }
    Ok((k, f))
}

/// The date fields of `v` when it is a date but not a datetime.
fn plain_date_fields(t: &DtTypes, v: &Value) -> Option<Fields> {
    match t.kind(v) {
        Some((Kind::Date, inst)) => Some(fields_of(Kind::Date, &inst.native)),
        _ => None,
    }
}

// ----- properties -----

fn year(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(me(vm, args, "year")?.1.year))
}

fn month(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(me(vm, args, "month")?.1.month))
}

fn day(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(me(vm, args, "day")?.1.day))
}

// ----- alternate constructors -----

fn today(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::positional("date", "today", [], []).bind_method(args, kw)?;
    let cls = cls_arg(args)?;
    let (secs, nanos) = vm.wall_clock()?;
    let ts = secs as f64 + nanos as f64 / 1e9;
    // CPython: cls.fromtimestamp(time.time()).
    let f = vm.get_attr(&Value::Type(cls), "fromtimestamp")?;
    vm.call(&f, &[Value::Float(ts)], &[])
}

fn fromtimestamp(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cls = cls_arg(args)?;
    let (_, [ts], []) = Signature::positional("date", "fromtimestamp", ["timestamp"], []).bind_method(args, kw)?;
    let secs = super::dt::timestamp_secs_floor(vm, ts)?;
    let f = super::dt::local_fields(vm, secs)?.0;
    make_date(vm, &cls, f.year, f.month, f.day)
}

fn fromordinal(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cls = cls_arg(args)?;
    let (_, [ordinal_arg], []) = Signature::legacy("", "fromordinal", ["ordinal"], []).bind_method(args, kw)?;
    let n = c_int(vm, ordinal_arg)?;
    if n < 1 {
        return Err(PyErr::value_error("ordinal must be >= 1"));
    }
    if n > MAX_ORDINAL {
        return Err(PyErr::value_error(format!("year {} is out of range", calendar::ord_to_ymd(n).0)));
    }
    let (y, m, d) = calendar::ord_to_ymd(n);
    make_date(vm, &cls, y, m, d)
}

fn fromisoformat(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cls = cls_arg(args)?;
    let (_, [s], []) = Signature::positional("date", "fromisoformat", ["date_string"], []).bind_method(args, kw)?;
    let Value::Str(text) = s else { return Err(PyErr::type_error("fromisoformat: argument must be str")) };
    match super::iso::parse_date(&text.s) {
        Some((y, m, d)) => make_date(vm, &cls, y, m, d),
        None => Err(PyErr::value_error(format!("Invalid isoformat string: {}", vm.repr_of(s)?))),
    }
}

/// The date of ISO (year, week, weekday), with CPython's errors.
pub fn from_iso_calendar(year: i64, week: i64, wday: i64) -> PyResult<(i64, i64, i64)> {
    if !(MINYEAR..=MAXYEAR).contains(&year) {
        return Err(PyErr::value_error(format!("Year is out of range: {}", year)));
    }
    if week <= 0 || week >= 53 {
        let long_year = week == 53 && {
            let jan1 = calendar::weekday(year, 1, 1);
            jan1 == 3 || (jan1 == 2 && calendar::is_leap(year))
        };
        if !long_year {
            return Err(PyErr::value_error(format!("Invalid week: {}", week)));
        }
    }
    if !(1..=7).contains(&wday) {
        return Err(PyErr::value_error(format!("Invalid day: {} (range is [1, 7])", wday)));
    }
    let ord = calendar::iso_week1_monday(year) + (week - 1) * 7 + (wday - 1);
    if !(1..=MAX_ORDINAL).contains(&ord) {
        return Err(PyErr::value_error(format!("year {} is out of range", calendar::ord_to_ymd(ord.max(1)).0)));
    }
    Ok(calendar::ord_to_ymd(ord))
}

fn fromisocalendar(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let cls = cls_arg(args)?;
    let (_, [year, week, day], []) = Signature::clinic("", "fromisocalendar", ["year", "week", "day"], []).bind_method(args, kw)?;
    let y = c_int(vm, year)?;
    let w = c_int(vm, week)?;
    let d = c_int(vm, day)?;
    let (y, m, d) = from_iso_calendar(y, w, d)?;
    make_date(vm, &cls, y, m, d)
}

// ----- queries -----

fn toordinal(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::positional("date", "toordinal", [], []).bind_method(args, kw)?;
    Ok(Value::Int(me(vm, args, "toordinal")?.1.ordinal()))
}

fn weekday(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::positional("date", "weekday", [], []).bind_method(args, kw)?;
    let f = me(vm, args, "weekday")?.1;
    Ok(Value::Int(calendar::weekday(f.year, f.month, f.day)))
}

fn isoweekday(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::positional("date", "isoweekday", [], []).bind_method(args, kw)?;
    let f = me(vm, args, "isoweekday")?.1;
    Ok(Value::Int(calendar::weekday(f.year, f.month, f.day) + 1))
}

fn isocalendar(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::positional("date", "isocalendar", [], []).bind_method(args, kw)?;
    let f = me(vm, args, "isocalendar")?.1;
    let (y, w, d) = calendar::iso_calendar(f.year, f.month, f.day);
    let t = types(vm);
    let v = native_instance(&t.iso_calendar_date, Value::None);
    if let Value::Instance(inst) = &v {
        *inst.base_value.borrow_mut() = Value::tuple(vec![Value::Int(y), Value::Int(w), Value::Int(d)]);
    }
    Ok(v)
}

/// The struct_time of a date/datetime (`isdst` given by the caller).
pub fn struct_time_of(vm: &Vm, f: &Fields, isdst: i64) -> Value {
    let wday = calendar::weekday(f.year, f.month, f.day);
    let yday = calendar::yday(f.year, f.month, f.day);
    crate::modules::time::struct_time(vm, [f.year, f.month, f.day, f.hour, f.minute, f.second, wday, yday, isdst], None, None)
}

fn date_timetuple(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::positional("date", "timetuple", [], []).bind_method(args, kw)?;
    let f = me(vm, args, "timetuple")?.1;
    Ok(struct_time_of(vm, &Fields::date(f.year, f.month, f.day), -1))
}

// ----- text -----

pub fn iso_date(f: &Fields) -> String {
    format!("{:04}-{:02}-{:02}", f.year, f.month, f.day)
}

/// `Wed Jan  1 00:00:00 2020`.
pub fn ctime_text(f: &Fields) -> String {
    let wday = calendar::weekday(f.year, f.month, f.day) as usize;
    format!(
        "{} {} {:2} {:02}:{:02}:{:02} {:04}",
        calendar::day_abbr(wday),
        calendar::month_abbr(f.month as usize),
        f.day,
        f.hour,
        f.minute,
        f.second,
        f.year
    )
}

fn date_repr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let f = me(vm, args, "__repr__")?.1;
    let (this, [], []) = Signature::wrapper("date", "__repr__", [], []).bind_method(args, kw)?;
    Ok(Value::string(format!("{}({}, {}, {})", vm.type_name(this), f.year, f.month, f.day)))
}

fn date_str(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    me(vm, args, "__str__")?;
    let (this, [], []) = Signature::wrapper("date", "__str__", [], []).bind_method(args, kw)?;
    let isoformat = vm.get_attr(this, "isoformat")?;
    vm.call(&isoformat, &[], &[])
}

fn date_isoformat(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::positional("date", "isoformat", [], []).bind_method(args, kw)?;
    Ok(Value::string(iso_date(&me(vm, args, "isoformat")?.1)))
}

fn date_ctime(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Signature::positional("date", "ctime", [], []).bind_method(args, kw)?;
    let f = me(vm, args, "ctime")?.1;
    Ok(Value::string(ctime_text(&Fields::date(f.year, f.month, f.day))))
}

/// The receiver and the `format` argument of strftime (which takes keywords).
pub fn format_arg<'a>(vm: &Vm, args: &'a [Value], kw: &'a KwArgs) -> PyResult<(&'a Value, String)> {
    let (this, [format], []) = Signature::clinic("", "strftime", ["format"], []).bind_method(args, kw)?;
    Ok((this, super::args::str_arg(vm, format, "strftime", 1)?.to_string()))
}

fn date_strftime(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let f = me(vm, args, "strftime")?.1;
    let (_, fmt) = format_arg(vm, args, kw)?;
    let f = Fields::date(f.year, f.month, f.day);
    super::dt::strftime_fields(vm, &fmt, &f, None, &Value::None).map(Value::string)
}

/// `__format__` of date (datetime inherits it) and time: str() for an empty spec, else
/// strftime. Parsed positionally (`PyArg_ParseTuple`), `owner` names the class.
pub fn format_via_strftime(vm: &mut Vm, args: &[Value], kw: &KwArgs, owner: &'static str) -> PyResult<Value> {
    let (this, [format], []) = Signature::legacy(owner, "__format__", ["format"], []).bind_method(args, kw)?;
    let spec = super::args::str_arg(vm, format, "__format__", 1)?;
    if spec.is_empty() {
        return Ok(Value::string(vm.str_of(this)?));
    }
    let strftime = vm.get_attr(this, "strftime")?;
    vm.call(&strftime, &[Value::string(spec.to_string())], &[])
}

fn date_format(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    me(vm, args, "__format__")?;
    format_via_strftime(vm, args, kw, "date")
}

// ----- replace -----

fn date_replace(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let f = me(vm, args, "replace")?.1;
    let (this, [], [year_arg, month_arg, day_arg]) =
        Signature::clinic("", "replace", [], ["year", "month", "day"]).bind_method(args, kw)?;
    let y = c_int_or(vm, year_arg, f.year)?;
    let m = c_int_or(vm, month_arg, f.month)?;
    let d = c_int_or(vm, day_arg, f.day)?;
    let cls = vm.type_of(this);
    make_date(vm, &cls, y, m, d)
}

// ----- comparison and hashing -----

fn compare(vm: &mut Vm, args: &[Value], kw: &KwArgs, what: &'static str, test: fn(std::cmp::Ordering) -> bool) -> PyResult<Value> {
    let t = types(vm);
    let (k, a) = me_in(&t, vm, args, what)?;
    let (_, [other], []) = Signature::wrapper("date", what, ["value"], []).bind_method(args, kw)?;
    if k != Kind::Date {
        return Ok(Value::NotImplemented);
    }
    match plain_date_fields(&t, other) {
        Some(b) => Ok(Value::Bool(test(pack_date(&a).cmp(&pack_date(&b))))),
        None => Ok(Value::NotImplemented),
    }
}

fn date_eq(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__eq__", |o| o.is_eq())
}
fn date_ne(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__ne__", |o| o.is_ne())
}
fn date_lt(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__lt__", |o| o.is_lt())
}
fn date_le(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__le__", |o| o.is_le())
}
fn date_gt(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__gt__", |o| o.is_gt())
}
fn date_ge(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    compare(vm, args, kw, "__ge__", |o| o.is_ge())
}

fn date_hash(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let f = me(vm, args, "__hash__")?.1;
    Signature::wrapper("date", "__hash__", [], []).bind_method(args, kw)?;
    Ok(Value::Int(hash_int(&IntRef::Small(pack_date(&f) ^ 0x5a17_d47e)) as i64))
}

// ----- arithmetic -----

/// `date + days` for a date of class `cls`, OverflowError outside years 1..9999.
fn shift_date(vm: &mut Vm, cls: &Rc<PyType>, f: &Fields, days: i128) -> PyResult<Value> {
    let ord = f.ordinal() as i128 + days;
    if ord < 1 || ord > MAX_ORDINAL as i128 {
        return Err(PyErr::overflow("date value out of range"));
    }
    let (y, m, d) = calendar::ord_to_ymd(ord as i64);
    make_date(vm, cls, y, m, d)
}

fn date_add(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    add(vm, args, kw, "__add__")
}

fn date_radd(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    add(vm, args, kw, "__radd__")
}

fn add(vm: &mut Vm, args: &[Value], kw: &KwArgs, what: &'static str) -> PyResult<Value> {
    let (k, f) = me(vm, args, what)?;
    let (this, [other], []) = Signature::wrapper("date", what, ["value"], []).bind_method(args, kw)?;
    if k != Kind::Date {
        return Ok(Value::NotImplemented);
    }
    match delta::as_delta(vm, other) {
        Some(us) => {
            let cls = vm.type_of(this);
            shift_date(vm, &cls, &f, us.div_euclid(US_PER_DAY as i128))
        }
        None => Ok(Value::NotImplemented),
    }
}

fn date_sub(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (k, f) = me(vm, args, "__sub__")?;
    let (this, [other], []) = Signature::wrapper("date", "__sub__", ["value"], []).bind_method(args, kw)?;
    if k != Kind::Date {
        return Ok(Value::NotImplemented);
    }
    if let Some(b) = plain_date_fields(&types(vm), other) {
        let days = f.ordinal() - b.ordinal();
        return delta::new(vm, days as i128 * US_PER_DAY as i128);
    }
    match delta::as_delta(vm, other) {
        Some(us) => {
            let cls = vm.type_of(this);
            shift_date(vm, &cls, &f, -us.div_euclid(US_PER_DAY as i128))
        }
        None => Ok(Value::NotImplemented),
    }
}

// ----- IsoCalendarDate -----

fn iso_items(v: Option<&Value>) -> [i64; 3] {
    let mut out = [0; 3];
    if let Some(Value::Instance(inst)) = v {
        if let Value::Tuple(t) = &*inst.base_value.borrow() {
            for (o, item) in out.iter_mut().zip(t.items.iter()) {
                *o = item.as_small_int().unwrap_or(0);
            }
        }
    }
    out
}

fn iso_repr(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let [y, w, d] = iso_items(args.first());
    Ok(Value::string(format!("datetime.IsoCalendarDate(year={}, week={}, weekday={})", y, w, d)))
}

fn iso_hash(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let [y, w, d] = iso_items(args.first());
    let tuple = Value::tuple(vec![Value::Int(y), Value::Int(w), Value::Int(d)]);
    Ok(Value::Int(vm.hash(&tuple)? as i64))
}

fn iso_year(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(iso_items(args.first())[0]))
}

fn iso_week(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(iso_items(args.first())[1]))
}

fn iso_weekday(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(iso_items(args.first())[2]))
}

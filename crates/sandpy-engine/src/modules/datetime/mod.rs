//! `datetime`: CPython 3.11's `date`, `time`, `datetime`, `timedelta`, `tzinfo` and
//! `timezone`, implemented natively.
//!
//! The classes are native module classes ([`BaseKind::Native`]): their methods are Rust
//! functions and each object keeps its value in [`Instance::native`], packed into an int:
//!
//! * `date`: `year << 9 | month << 5 | day` (chronological order = integer order);
//! * `time`: hour, minute, second, microsecond and fold packed the same way;
//! * `datetime`: the date bits above the time bits;
//! * aware `time`/`datetime`: a tuple `(packed, tzinfo)`;
//! * `timedelta`: the total microseconds (an int, big when beyond ±292,000 years);
//! * `timezone`: `(offset microseconds, name or None)`.
//!
//! The type objects are built once per thread and shared by sessions like builtin types:
//! sandboxed code cannot change them (they are builtin types to the VM) nor the shared
//! instances (`date.min`, `timezone.utc`, … refuse attribute assignment). User subclasses
//! (`class MyDate(date)`) work: operations that CPython routes through the subclass's
//! constructor (arithmetic, `replace`, the `from…` constructors) call it too.
//!
//! Files: `calendar` (day arithmetic), `strftime`/`strptime` (shared with `time`), `iso`
//! (`fromisoformat`), `args` (argument binding with CPython's wording), then one file per
//! class: `delta`, `date`, `clock` (`time`), `dt` (`datetime`), `tz` (`tzinfo`, `timezone`).

pub mod args;
pub mod calendar;
mod clock;
mod date;
mod delta;
mod dt;
mod iso;
pub mod strftime;
pub mod strptime;
mod tz;

pub use dt::{local_fields, local_to_unix, timestamp_secs_floor, utc_fields};

use std::cell::RefCell;
use std::rc::Rc;

use crate::error::PyResult;
use crate::types::Method;
use crate::value::{AttrMap, Builtin, Instance, KwArgs, Namespace, NativeFn, PyType, Value};
use crate::vm::Vm;

/// The module's classes and shared constants (one set per thread).
pub struct DtTypes {
    pub date: Rc<PyType>,
    pub time: Rc<PyType>,
    pub datetime: Rc<PyType>,
    pub timedelta: Rc<PyType>,
    pub tzinfo: Rc<PyType>,
    pub timezone: Rc<PyType>,
    pub iso_calendar_date: Rc<PyType>,
    pub utc: Value,
}

// Per thread, not per session: the classes are immutable to code (builtin types refuse
// attribute assignment), so sessions share them like builtin types.
thread_local! {
    static TYPES: RefCell<Option<Rc<DtTypes>>> = const { RefCell::new(None) };
}

/// The classes, built on first use in this thread.
pub fn types(vm: &Vm) -> Rc<DtTypes> {
    if let Some(t) = TYPES.with(|t| t.borrow().clone()) {
        return t;
    }
    let t = Rc::new(crate::heap::host_scope(|| build_types(vm)));
    TYPES.with(|cell| *cell.borrow_mut() = Some(t.clone()));
    t
}

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let t = types(vm);
    let ns = vm.new_namespace("datetime");
    {
        let mut map = ns.borrow_mut();
        for (name, ty) in [
            ("date", &t.date),
            ("time", &t.time),
            ("datetime", &t.datetime),
            ("timedelta", &t.timedelta),
            ("tzinfo", &t.tzinfo),
            ("timezone", &t.timezone),
        ] {
            map.insert(name.into(), Value::Type(ty.clone()));
        }
        map.insert("MINYEAR".into(), Value::Int(calendar::MINYEAR));
        map.insert("MAXYEAR".into(), Value::Int(calendar::MAXYEAR));
        map.insert("UTC".into(), t.utc.clone());
        map.insert("__all__".into(), all_names());
    }
    Ok(ns)
}

fn all_names() -> Value {
    let names = ["date", "datetime", "time", "timedelta", "timezone", "tzinfo", "MINYEAR", "MAXYEAR", "UTC"];
    Value::tuple(names.iter().map(|n| Value::str(n)).collect())
}

// ----- building the classes -----

/// What a native class is made of.
struct ClassSpec<'a> {
    /// Python name (`date`); the type's name is `datetime.date` like CPython's tp_name.
    name: &'a str,
    base: Rc<PyType>,
    methods: &'a [Method],
    classmethods: &'a [Method],
    properties: &'a [(&'a str, NativeFn)],
}

fn native_class(spec: ClassSpec) -> Rc<PyType> {
    let full: Rc<str> = format!("datetime.{}", spec.name).into();
    let builtin = |n: &str, f: NativeFn| Value::Builtin(Rc::new(Builtin::new(n.into(), f, Some(full.clone()))));
    let mut dict = AttrMap::default();
    for (n, f) in spec.methods {
        let v = builtin(n, *f);
        let v = if *n == "__new__" { Value::staticmethod(v) } else { v };
        dict.insert((*n).into(), v);
    }
    for (n, f) in spec.classmethods {
        dict.insert((*n).into(), Value::classmethod(builtin(n, *f)));
    }
    for (n, f) in spec.properties {
        dict.insert((*n).into(), Value::property(builtin(n, *f), Value::None, Value::None, Value::None));
    }
    crate::types::native_module_class(full.clone(), spec.name, "datetime", spec.base, dict)
}

fn build_types(vm: &Vm) -> DtTypes {
    let object = vm.types.object.clone();
    let timedelta = native_class(ClassSpec {
        name: "timedelta",
        base: object.clone(),
        methods: delta::METHODS,
        classmethods: &[],
        properties: delta::PROPERTIES,
    });
    let date = native_class(ClassSpec {
        name: "date",
        base: object.clone(),
        methods: date::METHODS,
        classmethods: date::CLASSMETHODS,
        properties: date::PROPERTIES,
    });
    let datetime = native_class(ClassSpec {
        name: "datetime",
        base: date.clone(),
        methods: dt::METHODS,
        classmethods: dt::CLASSMETHODS,
        properties: dt::PROPERTIES,
    });
    let time = native_class(ClassSpec {
        name: "time",
        base: object.clone(),
        methods: clock::METHODS,
        classmethods: clock::CLASSMETHODS,
        properties: clock::PROPERTIES,
    });
    let tzinfo =
        native_class(ClassSpec { name: "tzinfo", base: object.clone(), methods: tz::TZINFO_METHODS, classmethods: &[], properties: &[] });
    let timezone = native_class(ClassSpec {
        name: "timezone",
        base: tzinfo.clone(),
        methods: tz::TIMEZONE_METHODS,
        classmethods: &[],
        properties: &[],
    });
    let iso_calendar_date = native_class(ClassSpec {
        name: "IsoCalendarDate",
        base: vm.types.tuple.clone(),
        methods: date::ISO_METHODS,
        classmethods: &[],
        properties: date::ISO_PROPERTIES,
    });
    let utc = native_instance(&timezone, tz::timezone_state(0, None));
    let t = DtTypes { date, time, datetime, timedelta, tzinfo, timezone, iso_calendar_date, utc };
    set_class_constants(&t);
    t
}

/// `min`, `max`, `resolution` and `timezone.utc`.
fn set_class_constants(t: &DtTypes) {
    let td = |us: i128| native_instance(&t.timedelta, delta::state(us));
    let max_td_us = (delta::MAX_DAYS as i128 + 1) * calendar::US_PER_DAY as i128 - 1;
    let min_date = Fields::date(1, 1, 1);
    let max_date = Fields::date(9999, 12, 31);
    let max_time = Fields { hour: 23, minute: 59, second: 59, us: 999_999, ..Fields::date(1, 1, 1) };
    let max_dt = Fields { year: 9999, month: 12, day: 31, ..max_time };
    let set = |ty: &Rc<PyType>, name: &str, v: Value| {
        ty.dict.borrow_mut().insert(name.into(), v);
    };
    set(&t.timedelta, "min", td(-(delta::MAX_DAYS as i128) * calendar::US_PER_DAY as i128));
    set(&t.timedelta, "max", td(max_td_us));
    set(&t.timedelta, "resolution", td(1));
    set(&t.date, "min", native_instance(&t.date, Value::Int(pack_date(&min_date))));
    set(&t.date, "max", native_instance(&t.date, Value::Int(pack_date(&max_date))));
    set(&t.date, "resolution", td(calendar::US_PER_DAY as i128));
    set(&t.datetime, "min", native_instance(&t.datetime, Value::Int(pack_datetime(&min_date))));
    set(&t.datetime, "max", native_instance(&t.datetime, Value::Int(pack_datetime(&max_dt))));
    set(&t.datetime, "resolution", td(1));
    set(&t.time, "min", native_instance(&t.time, Value::Int(pack_time(&min_date))));
    set(&t.time, "max", native_instance(&t.time, Value::Int(pack_time(&max_time))));
    set(&t.time, "resolution", td(1));
    let day_us = calendar::US_PER_DAY - 60_000_000;
    set(&t.timezone, "utc", t.utc.clone());
    set(&t.timezone, "min", native_instance(&t.timezone, tz::timezone_state(-day_us, None)));
    set(&t.timezone, "max", native_instance(&t.timezone, tz::timezone_state(day_us, None)));
}

/// A new object of native class `cls` holding `native`.
pub fn native_instance(cls: &Rc<PyType>, native: Value) -> Value {
    let mut inst = Instance::plain(cls.clone(), 0);
    inst.native = native;
    Value::instance(inst)
}

// ----- kinds and packed values -----

/// Which of the module's classes an object belongs to (subclasses included).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Date,
    DateTime,
    Time,
    Delta,
    TzInfo,
}

impl DtTypes {
    /// The kind of `cls` (a datetime is also a date: DateTime wins).
    pub fn kind_of_type(&self, cls: &Rc<PyType>) -> Option<Kind> {
        let exact = |c: &Rc<PyType>| {
            if Rc::ptr_eq(c, &self.datetime) {
                Some(Kind::DateTime)
            } else if Rc::ptr_eq(c, &self.date) {
                Some(Kind::Date)
            } else if Rc::ptr_eq(c, &self.timedelta) {
                Some(Kind::Delta)
            } else if Rc::ptr_eq(c, &self.time) {
                Some(Kind::Time)
            } else if Rc::ptr_eq(c, &self.tzinfo) || Rc::ptr_eq(c, &self.timezone) {
                Some(Kind::TzInfo)
            } else {
                None
            }
        };
        if let Some(k) = exact(cls) {
            return Some(k);
        }
        cls.mro.iter().find_map(exact)
    }

    /// The kind and instance of `v`, when it is one of the module's objects.
    pub fn kind<'a>(&self, v: &'a Value) -> Option<(Kind, &'a Rc<Instance>)> {
        match v {
            Value::Instance(inst) => self.kind_of_type(&inst.class).map(|k| (k, inst)),
            _ => None,
        }
    }

    pub fn is_timezone(&self, v: &Value) -> bool {
        matches!(v, Value::Instance(i) if Rc::ptr_eq(&i.class, &self.timezone))
    }
}

/// The fields of a date, time or datetime (unused parts are year 1, January 1, midnight).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fields {
    pub year: i64,
    pub month: i64,
    pub day: i64,
    pub hour: i64,
    pub minute: i64,
    pub second: i64,
    pub us: i64,
    pub fold: i64,
}

impl Fields {
    pub const fn date(year: i64, month: i64, day: i64) -> Fields {
        Fields { year, month, day, hour: 0, minute: 0, second: 0, us: 0, fold: 0 }
    }

    /// Microseconds since midnight.
    pub fn time_us(&self) -> i64 {
        ((self.hour * 60 + self.minute) * 60 + self.second) * 1_000_000 + self.us
    }

    pub fn ordinal(&self) -> i64 {
        calendar::ymd_to_ord(self.year, self.month, self.day)
    }

    /// Microseconds since 0001-01-01 00:00 (for arithmetic on datetimes).
    pub fn total_us(&self) -> i128 {
        (self.ordinal() as i128 - 1) * calendar::US_PER_DAY as i128 + self.time_us() as i128
    }

    /// The datetime `us` microseconds after 0001-01-01 00:00; None outside years 1..9999.
    pub fn from_total_us(us: i128) -> Option<Fields> {
        let day_us = calendar::US_PER_DAY as i128;
        let days = us.div_euclid(day_us);
        let rem = us.rem_euclid(day_us) as i64;
        let ord = i64::try_from(days).ok()? + 1;
        if !(1..=calendar::MAX_ORDINAL).contains(&ord) {
            return None;
        }
        let (year, month, day) = calendar::ord_to_ymd(ord);
        let secs = rem / 1_000_000;
        Some(Fields { year, month, day, hour: secs / 3600, minute: secs % 3600 / 60, second: secs % 60, us: rem % 1_000_000, fold: 0 })
    }

    pub fn with_time(self, t: &Fields) -> Fields {
        Fields { hour: t.hour, minute: t.minute, second: t.second, us: t.us, fold: t.fold, ..self }
    }
}

const TIME_BITS: u32 = 38;

pub fn pack_date(f: &Fields) -> i64 {
    f.year << 9 | f.month << 5 | f.day
}

pub fn pack_time(f: &Fields) -> i64 {
    (((f.hour << 6 | f.minute) << 6 | f.second) << 20 | f.us) << 1 | f.fold
}

pub fn pack_datetime(f: &Fields) -> i64 {
    pack_date(f) << TIME_BITS | pack_time(f)
}

fn unpack_date_bits(p: i64, into: &mut Fields) {
    into.year = p >> 9;
    into.month = (p >> 5) & 15;
    into.day = p & 31;
}

fn unpack_time_bits(p: i64, into: &mut Fields) {
    into.fold = p & 1;
    into.us = (p >> 1) & 0xF_FFFF;
    into.second = (p >> 21) & 63;
    into.minute = (p >> 27) & 63;
    into.hour = (p >> 33) & 31;
}

/// The packed int and tzinfo of a time/datetime state.
pub fn split_state(native: &Value) -> (i64, Option<&Value>) {
    match native {
        Value::Int(p) => (*p, None),
        Value::Tuple(t) => match &*t.items {
            [Value::Int(p), tz] => (*p, Some(tz)),
            _ => (0, None),
        },
        _ => (0, None),
    }
}

/// The fields of any date, time or datetime state of the given kind.
pub fn fields_of(kind: Kind, native: &Value) -> Fields {
    let (p, _) = split_state(native);
    let mut f = Fields::date(1, 1, 1);
    match kind {
        Kind::Date => unpack_date_bits(p, &mut f),
        Kind::Time => unpack_time_bits(p, &mut f),
        Kind::DateTime => {
            unpack_date_bits(p >> TIME_BITS, &mut f);
            unpack_time_bits(p & ((1 << TIME_BITS) - 1), &mut f);
        }
        _ => {}
    }
    f
}

/// A time/datetime state: a plain int when naive, `(packed, tzinfo)` when aware.
pub fn make_state(packed: i64, tz: Option<Value>) -> Value {
    match tz {
        None | Some(Value::None) => Value::Int(packed),
        Some(tz) => Value::tuple(vec![Value::Int(packed), tz]),
    }
}

/// The self argument of a method as (kind, fields, tzinfo), or the CPython error for a
/// descriptor of `datetime.<class>` called on a foreign object.
pub fn receiver(vm: &Vm, args: &[Value], class: &str, what: &str) -> PyResult<(Kind, Fields, Option<Value>)> {
    receiver_in(&types(vm), vm, args, class, what)
}

/// [`receiver`] with the classes at hand.
pub fn receiver_in(t: &DtTypes, vm: &Vm, args: &[Value], class: &str, what: &str) -> PyResult<(Kind, Fields, Option<Value>)> {
    if let Some(v) = args.first() {
        if let Some((k, inst)) = t.kind(v) {
            if matches!(k, Kind::Date | Kind::DateTime | Kind::Time) {
                let (_, tz) = split_state(&inst.native);
                return Ok((k, fields_of(k, &inst.native), tz.cloned()));
            }
        }
    }
    Err(wrong_receiver(vm, class, what, args.first()))
}

/// CPython's error for the descriptor `what` of `datetime.<class>` called on `got`: slot
/// wrappers (`__repr__`, `__eq__`) word it apart from methods and properties (`weekday`,
/// `year`; `__format__` is a plain method there).
pub fn wrong_receiver(vm: &Vm, class: &str, what: &str, got: Option<&Value>) -> crate::error::PyErr {
    let got = got.map(|v| vm.type_name(v)).unwrap_or_else(|| "nothing".into());
    let slot_wrapper = what.starts_with("__") && what.ends_with("__") && what != "__format__";
    crate::error::PyErr::type_error(if slot_wrapper {
        format!("descriptor '{}' requires a 'datetime.{}' object but received a '{}'", what, class, got)
    } else {
        format!("descriptor '{}' for 'datetime.{}' objects doesn't apply to a '{}' object", what, class, got)
    })
}

/// Keyword argument lookup shared by the class files.
pub fn kw_get<'a>(kw: &'a KwArgs, name: &str) -> Option<&'a Value> {
    kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| v)
}

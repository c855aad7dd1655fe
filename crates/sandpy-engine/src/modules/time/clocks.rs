//! `time`'s clock-id API: the `CLOCK_*` constants, `clock_gettime(_ns)`, `clock_getres`,
//! `clock_settime(_ns)`, `get_clock_info`, `pthread_getcpuclockid` and `tzset`.
//!
//! Every clock reads the engine's host hooks, never the machine: the realtime clocks
//! (`CLOCK_REALTIME`, `CLOCK_TAI`) the host's wall clock, every other clock the run's
//! monotonic clock (the one the timeout uses; there is no CPU clock, see
//! docs/limitations/time.md). Code may not set a clock: `clock_settime` fails as it does
//! for an unprivileged process.

use crate::builtins::signature::Signature;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::num::{as_int, IntRef};
use crate::value::{KwArgs, NativeFn, Str, Value};
use crate::vm::Vm;

/// The Linux clock ids CPython 3.11 exposes (their values are the kernel's).
pub const CLOCK_CONSTANTS: &[(&str, i64)] = &[
    ("CLOCK_BOOTTIME", 7),
    ("CLOCK_MONOTONIC", 1),
    ("CLOCK_MONOTONIC_RAW", 4),
    ("CLOCK_PROCESS_CPUTIME_ID", 2),
    ("CLOCK_REALTIME", 0),
    ("CLOCK_TAI", 11),
    ("CLOCK_THREAD_CPUTIME_ID", 3),
];

pub const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("clock_getres", clock_getres),
    ("clock_gettime", clock_gettime),
    ("clock_gettime_ns", clock_gettime_ns),
    ("clock_settime", clock_settime),
    ("clock_settime_ns", clock_settime_ns),
    ("get_clock_info", get_clock_info),
    ("pthread_getcpuclockid", pthread_getcpuclockid),
    ("tzset", tzset),
];

const REALTIME: i32 = 0;
const TAI: i32 = 11;

/// The clocks this engine serves; other ids are the kernel's EINVAL.
fn known(clock: i32) -> bool {
    CLOCK_CONSTANTS.iter().any(|(_, id)| *id == i64::from(clock))
}

/// `OSError(errno, text)` as Python code would make it: the subclass for the errno, and
/// `errno`/`strerror` set.
fn os_error(vm: &mut Vm, errno: i64, text: &str) -> PyErr {
    let class = Value::Type(vm.types.exception(ExcKind::OSError));
    match vm.call(&class, &[Value::Int(errno), Value::str(text)], &[]) {
        Ok(e) => PyErr::object(e),
        Err(e) => e,
    }
}

fn invalid_argument(vm: &mut Vm) -> PyErr {
    os_error(vm, 22, "Invalid argument")
}

// PyArg_ParseTuple functions in CPython; the `_ns` variants print their base's name.
const CLOCK_GETTIME: Signature<1, 0> = Signature::legacy("", "clock_gettime", ["clk_id"], []);
const CLOCK_GETRES: Signature<1, 0> = Signature::legacy("", "clock_getres", ["clk_id"], []);
const CLOCK_SETTIME: Signature<2, 0> = Signature::legacy("", "clock_settime", ["clk_id", "time"], []);
const PTHREAD_GETCPUCLOCKID: Signature<1, 0> = Signature::legacy("", "pthread_getcpuclockid", ["thread_id"], []);
const GET_CLOCK_INFO: Signature<1, 0> = Signature::legacy("", "get_clock_info", ["name"], []);

/// A clock id, parsed like CPython's `"i"` format.
fn clock_id(vm: &mut Vm, v: &Value) -> PyResult<i32> {
    let n = vm.index_int(v)?;
    match as_int(&n) {
        Some(IntRef::Small(i)) => i32::try_from(i).map_err(|_| {
            PyErr::overflow(if i > 0 { "signed integer is greater than maximum" } else { "signed integer is less than minimum" })
        }),
        Some(IntRef::Big(b)) => Err(PyErr::overflow(if num_traits::Signed::is_positive(b) {
            "signed integer is greater than maximum"
        } else {
            "signed integer is less than minimum"
        })),
        None => Err(PyErr::type_error("an integer is required")),
    }
}

/// The reading of clock `clock` in nanoseconds, from the host hooks.
fn read_ns(vm: &mut Vm, clock: i32) -> PyResult<i128> {
    if !known(clock) {
        return Err(invalid_argument(vm));
    }
    if clock == REALTIME || clock == TAI {
        let (s, ns) = vm.wall_clock()?;
        return Ok(s as i128 * 1_000_000_000 + ns as i128);
    }
    Ok(vm.monotonic_ns() as i128)
}

fn clock_gettime(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([clk_id], []) = CLOCK_GETTIME.bind(args, kw)?;
    let clock = clock_id(vm, clk_id)?;
    let ns = read_ns(vm, clock)?;
    Ok(Value::Float(ns as f64 / 1e9))
}

fn clock_gettime_ns(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([clk_id], []) = CLOCK_GETTIME.bind(args, kw)?;
    let clock = clock_id(vm, clk_id)?;
    let ns = read_ns(vm, clock)?;
    Ok(Value::from_bigint(num_bigint::BigInt::from(ns)))
}

fn clock_getres(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([clk_id], []) = CLOCK_GETRES.bind(args, kw)?;
    let clock = clock_id(vm, clk_id)?;
    if !known(clock) {
        return Err(invalid_argument(vm));
    }
    Ok(Value::Float(1e-9))
}

/// The refusal of `clock_settime`: the sandbox sets no clock. Realtime clocks answer like
/// an unprivileged process (EPERM), the others like the kernel (EINVAL).
fn refuse_settime(vm: &mut Vm, clock: i32) -> PyErr {
    if clock == REALTIME || clock == TAI {
        os_error(vm, 1, "Operation not permitted")
    } else {
        invalid_argument(vm)
    }
}

fn clock_settime(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([clk_id, time], []) = CLOCK_SETTIME.bind(args, kw)?;
    let clock = clock_id(vm, clk_id)?;
    // The time is checked like CPython's _PyTime_FromSecondsObject.
    match time {
        Value::Float(f) => {
            if f.is_nan() {
                return Err(PyErr::value_error("Invalid value NaN (not a number)"));
            }
            if (f * 1e9).abs() >= 9.2e18 {
                return Err(PyErr::overflow("timestamp out of range for platform time_t"));
            }
        }
        other => {
            let n = vm.index_int(other)?;
            let fits = matches!(as_int(&n), Some(IntRef::Small(s)) if s.checked_mul(1_000_000_000).is_some());
            if !fits {
                return Err(PyErr::overflow("timestamp too large to convert to C _PyTime_t"));
            }
        }
    }
    Err(refuse_settime(vm, clock))
}

fn clock_settime_ns(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([clk_id, time], []) = CLOCK_SETTIME.bind(args, kw)?;
    let clock = clock_id(vm, clk_id)?;
    match as_int(time) {
        Some(IntRef::Small(_)) => {}
        Some(IntRef::Big(_)) => return Err(PyErr::overflow("timestamp too large to convert to C _PyTime_t")),
        None => return Err(PyErr::type_error(format!("expect int, got {}", vm.type_name(time)))),
    }
    Err(refuse_settime(vm, clock))
}

/// `get_clock_info(name)`: a `types.SimpleNamespace` describing the clock as CPython does
/// on Linux (what the functions stand for; they read the host's hooks).
fn get_clock_info(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([name], []) = GET_CLOCK_INFO.bind(args, kw)?;
    let Value::Str(name) = name else {
        return Err(PyErr::type_error(format!("get_clock_info() argument 1 must be str, not {}", vm.type_name(name))));
    };
    let (implementation, monotonic, adjustable) = match &*name.s {
        "time" => ("clock_gettime(CLOCK_REALTIME)", false, true),
        "monotonic" | "perf_counter" => ("clock_gettime(CLOCK_MONOTONIC)", true, false),
        "process_time" => ("clock_gettime(CLOCK_PROCESS_CPUTIME_ID)", true, false),
        "thread_time" => ("clock_gettime(CLOCK_THREAD_CPUTIME_ID)", true, false),
        _ => return Err(PyErr::value_error("unknown clock")),
    };
    let types = super::super::collections::import_internal(vm, "types")?;
    let namespace = vm.get_attr(&types, "SimpleNamespace")?;
    let fields: Vec<(Str, Value)> = vec![
        (Str::from("implementation"), Value::str(implementation)),
        (Str::from("monotonic"), Value::Bool(monotonic)),
        (Str::from("adjustable"), Value::Bool(adjustable)),
        (Str::from("resolution"), Value::Float(1e-9)),
    ];
    vm.call(&namespace, &[], &fields)
}

/// `pthread_getcpuclockid(thread_id)`: code in the sandbox has no thread ids (`threading`
/// does not load), so every id is one the kernel does not know (ESRCH).
fn pthread_getcpuclockid(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([thread_id], []) = PTHREAD_GETCPUCLOCKID.bind(args, kw)?;
    if as_int(thread_id).is_none() {
        return Err(PyErr::type_error(format!("pthread_getcpuclockid() argument 1 must be int, not {}", vm.type_name(thread_id))));
    }
    Err(os_error(vm, 3, "No such process"))
}

/// `tzset()`: reads the host's local-offset hook again into `timezone`, `altzone`,
/// `daylight` and `tzname`.
fn tzset(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    if !kw.is_empty() {
        return Err(PyErr::type_error("time.tzset() takes no keyword arguments"));
    }
    if !args.is_empty() {
        return Err(PyErr::type_error(format!("time.tzset() takes no arguments ({} given)", args.len())));
    }
    if let Some(Value::Module(m)) = vm.modules.get("time").cloned() {
        super::set_zone_constants(vm, &m.dict);
    }
    Ok(Value::None)
}

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use crate::{Interpreter, Limits};

    /// Runs `source` with fixed host clocks: the wall clock at 1_700_000_000.5 s, the
    /// run's monotonic clock at 5 s.
    fn run(source: &str) -> String {
        let limits = Limits { clock: Some(Rc::new(|| 5_000_000_000u64)), ..Limits::default() };
        let mut it = Interpreter::new(limits);
        it.vm.host.wall_clock = Some(Rc::new(|| (1_700_000_000, 500_000_000)));
        let r = it.run_program(source, "<test>");
        assert!(r.is_ok(), "the program fails: {}", it.take_output());
        it.take_output()
    }

    #[test]
    fn every_clock_reads_the_host_hooks() {
        let out = run("import time\n\
             print(time.clock_gettime(time.CLOCK_REALTIME), time.clock_gettime_ns(time.CLOCK_TAI))\n\
             print(time.clock_gettime(time.CLOCK_MONOTONIC), time.clock_gettime_ns(time.CLOCK_PROCESS_CPUTIME_ID))\n\
             print(time.clock_gettime(time.CLOCK_BOOTTIME), time.clock_gettime(time.CLOCK_MONOTONIC_RAW))\n\
             print(time.clock_gettime_ns(time.CLOCK_THREAD_CPUTIME_ID), time.process_time_ns(), time.perf_counter_ns())\n");
        assert_eq!(out, "1700000000.5 1700000000500000000\n5.0 5000000000\n5.0 5.0\n5000000000 5000000000 5000000000\n");
    }

    #[test]
    fn code_cannot_set_a_clock() {
        let out = run("import time\n\
             calls = [(time.clock_settime, time.CLOCK_REALTIME, 1.0), (time.clock_settime_ns, time.CLOCK_TAI, 1),\n\
                      (time.clock_settime, time.CLOCK_MONOTONIC, 1.0), (time.clock_settime_ns, 99, 1)]\n\
             for f, clock, value in calls:\n\
             \x20   try:\n\
             \x20       f(clock, value)\n\
             \x20   except OSError as e:\n\
             \x20       print(type(e).__name__, e)\n\
             print(time.time())\n");
        assert_eq!(
            out,
            "PermissionError [Errno 1] Operation not permitted\nPermissionError [Errno 1] Operation not permitted\n\
             OSError [Errno 22] Invalid argument\nOSError [Errno 22] Invalid argument\n1700000000.5\n"
        );
    }
}

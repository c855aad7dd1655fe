//! `statistics`: CPython 3.11's statistics module with bit-identical results.
//!
//! The functions are native. Means and variances sum their data exactly ([`exact`]: each
//! value as an exact ratio, one rounding at the end, the result in the type CPython picks:
//! `mean([1, 2, 3]) == 2` is an int, Fractions stay Fractions, floats round once), the
//! standard deviations take a correctly rounded square root of the exact variance, and
//! the float-only functions (`fmean`, `covariance`, `correlation`, `linear_regression`) use
//! `math.fsum` with the same operations in the same order as CPython. Medians and
//! quantiles sort and interpolate with the data's own operators, so they work for any
//! ordered numeric type. Argument errors use the wording of Python functions.
//!
//! `StatisticsError`, `NormalDist` and `LinearRegression` are small classes in our own
//! Python (`statistics.py` next to this file), which is cheap to run at import; the
//! inverse normal CDF under `NormalDist.inv_cdf` is native ([`normal`]).

mod averages;
mod exact;
mod normal;
mod spread;

use std::rc::Rc;

use crate::compile::bytecode::CmpOp;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{KwArgs, Namespace, NativeFn, Value};
use crate::vm::Vm;

const SOURCE: &str = include_str!("statistics.py");

const NATIVES: &[(&str, NativeFn)] = &[
    ("correlation", spread::correlation),
    ("covariance", spread::covariance),
    ("fmean", averages::fmean),
    ("geometric_mean", averages::geometric_mean),
    ("harmonic_mean", averages::harmonic_mean),
    ("linear_regression", spread::linear_regression),
    ("mean", averages::mean),
    ("median", averages::median),
    ("median_grouped", averages::median_grouped),
    ("median_high", averages::median_high),
    ("median_low", averages::median_low),
    ("mode", averages::mode),
    ("multimode", averages::multimode),
    ("pstdev", spread::pstdev),
    ("pvariance", spread::pvariance),
    ("quantiles", spread::quantiles),
    ("stdev", spread::stdev),
    ("variance", spread::variance),
    ("_mean_stdev", spread::mean_stdev),
    ("_normal_dist_inv_cdf", normal::inv_cdf),
    ("_sandpy_random", sandpy_random),
];

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = super::native_module(vm, "statistics", NATIVES);
    // CPython's module namespace holds these math functions (`from math import ...`).
    let math = super::collections::import_internal(vm, "math")?;
    for name in ["hypot", "sqrt", "fabs", "exp", "erf", "tau", "log", "fsum"] {
        let v = vm.get_attr(&math, name)?;
        super::set_attr(&ns, name, v);
    }
    super::python_module(vm, "statistics", SOURCE, ns)
}

/// `_sandpy_random()`: the `random` module, for `NormalDist.samples` (loaded on first use).
fn sandpy_random(vm: &mut Vm, _args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    super::collections::import_internal(vm, "random")
}

// ----- errors -----

/// A `statistics.StatisticsError(msg)`.
fn stats_error(vm: &mut Vm, msg: &str) -> PyErr {
    let made = super::collections::import_internal(vm, "statistics")
        .and_then(|m| vm.get_attr(&m, "StatisticsError"))
        .and_then(|cls| vm.call(&cls, &[Value::string(msg.to_string())], &[]));
    match made {
        Ok(exc) => PyErr::object(exc),
        Err(_) => PyErr::value_error(msg),
    }
}

// ----- shared helpers -----

/// Calls `math.<name>(*args)`.
fn math_call(vm: &mut Vm, name: &str, args: &[Value]) -> PyResult<Value> {
    let math = super::collections::import_internal(vm, "math")?;
    let f = vm.get_attr(&math, name)?;
    vm.call(&f, args, &[])
}

/// `math.fsum(values)`.
fn fsum(vm: &mut Vm, values: Vec<Value>) -> PyResult<Value> {
    math_call(vm, "fsum", &[Value::list(values)])
}

/// `sorted(data)`.
fn sorted(vm: &mut Vm, data: &Value) -> PyResult<Vec<Value>> {
    let items = vm.collect_iterable(data)?;
    vm.charge(items.len() as u64)?;
    crate::builtins::sort::sort_values(vm, items, None, false)
}

/// `a < b` with Python semantics.
fn lt(vm: &mut Vm, a: &Value, b: &Value) -> PyResult<bool> {
    let r = vm.compare(a, b, CmpOp::Lt)?;
    vm.truthy(&r)
}

/// `len(v)`, or None when `v` has no length (a TypeError from `len`).
fn try_len(vm: &mut Vm, v: &Value) -> PyResult<Option<usize>> {
    match vm.len_of(v) {
        Ok(n) => Ok(Some(n)),
        Err(e) if vm.error_is(&e, ExcKind::TypeError) => Ok(None),
        Err(e) => Err(e),
    }
}

/// `len(v)` as an error-raising call.
fn len(vm: &mut Vm, v: &Value) -> PyResult<usize> {
    vm.len_of(v)
}

//! Quantiles, measures of spread and relations between two inputs: `quantiles`,
//! `variance`, `pvariance`, `stdev`, `pstdev`, `covariance`, `correlation`,
//! `linear_regression`, and `_mean_stdev` for `NormalDist.from_samples`.

use std::rc::Rc;

use crate::compile::bytecode::{BinOp, CmpOp};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{KwArgs, PyType, Value};
use crate::vm::Vm;

use super::exact::{convert, float_sqrt_of_frac, to_float, Accumulator, Total};
use super::{fsum, len, math_call, sorted, stats_error};
use crate::builtins::signature::Signature;

// ----- quantiles -----

/// `quantiles(data, *, n=4, method='exclusive')`: n - 1 cut points, linearly interpolated.
pub fn quantiles(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const QUANTILES: Signature<1, 2> = Signature::python("", "quantiles", ["data"], ["n", "method"]).kw_only_from(1);
    let ([data], [n, method]) = QUANTILES.bind(args, kw)?;
    let n = n.cloned().unwrap_or(Value::Int(4));
    let method = method.cloned().unwrap_or_else(|| Value::string("exclusive".to_string()));
    let too_small = vm.compare(&n, &Value::Int(1), CmpOp::Lt)?;
    if vm.truthy(&too_small)? {
        return Err(stats_error(vm, "n must be at least 1"));
    }
    let data = sorted(vm, data)?;
    let ld = data.len() as i128;
    if ld < 2 {
        return Err(stats_error(vm, "must have at least two data points"));
    }
    let inclusive = method.as_str() == Some("inclusive");
    if !inclusive && method.as_str() != Some("exclusive") {
        let r = vm.repr_of(&method)?;
        return Err(PyErr::value_error(format!("Unknown method: {}", r)));
    }
    let n = i128::from(vm.index_value(&n)?);
    let cuts = usize::try_from(n - 1).unwrap_or(usize::MAX);
    vm.check_alloc(cuts.saturating_mul(16))?;
    vm.charge(cuts as u64)?;
    let mut result = Vec::with_capacity(cuts);
    let int = |v: i128| Value::from_bigint(v.into());
    for i in 1..n {
        let (lo, hi, delta) = if inclusive {
            let m = ld - 1;
            let j = (i * m).div_euclid(n);
            let delta = (i * m).rem_euclid(n);
            (j as usize, j as usize + 1, delta)
        } else {
            let m = ld + 1;
            let j = ((i * m).div_euclid(n)).clamp(1, ld - 1);
            let delta = i * m - j * n;
            (j as usize - 1, j as usize, delta)
        };
        let (Some(a), Some(c)) = (data.get(lo), data.get(hi)) else {
            return Err(PyErr::index_error("list index out of range"));
        };
        let left = vm.binary_op(a, &int(n - delta), BinOp::Mul)?;
        let right = vm.binary_op(c, &int(delta), BinOp::Mul)?;
        let s = vm.binary_op(&left, &right, BinOp::Add)?;
        result.push(vm.binary_op(&s, &int(n), BinOp::TrueDiv)?);
    }
    Ok(Value::list(result))
}

// ----- variance and standard deviation -----

/// CPython's `_ss(data, c)`: result type, sum of squared deviations, mean, count.
fn sum_squares(vm: &mut Vm, data: &Value, c: &Value) -> PyResult<(Rc<PyType>, Total, Total, u64)> {
    if !c.is_none() {
        let mut acc = Accumulator::new(false);
        let it = vm.get_iter(data)?;
        while let Some(x) = vm.iter_next(&it)? {
            let d = vm.binary_op(&x, c, BinOp::Sub)?;
            let sq = vm.binary_op(&d, &d, BinOp::Mul)?;
            acc.add(vm, &sq)?;
        }
        let total = acc.total(vm)?;
        let t = acc.result_type(vm)?;
        return Ok((t, total, Total::Value(c.clone()), acc.count));
    }
    let mut acc = Accumulator::new(true);
    acc.add_all(vm, data)?;
    let (ssd, mean) = acc.squared_deviations(vm)?;
    let t = acc.result_type(vm)?;
    Ok((t, ssd, mean, acc.count))
}

fn data_and_center(name: &'static str, center: &'static str, args: &[Value], kw: &KwArgs) -> PyResult<(Value, Value)> {
    let ([data], [center]) = Signature::python("", name, ["data"], [center]).bind(args, kw)?;
    Ok((data.clone(), center.cloned().unwrap_or(Value::None)))
}

/// `variance(data, xbar=None)`: sample variance.
pub fn variance(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (data, xbar) = data_and_center("variance", "xbar", args, kw)?;
    let (t, ss, _, n) = sum_squares(vm, &data, &xbar)?;
    if n < 2 {
        return Err(stats_error(vm, "variance requires at least two data points"));
    }
    let v = ss.div_int(vm, n - 1)?;
    convert(vm, v, &t)
}

/// `pvariance(data, mu=None)`: population variance.
pub fn pvariance(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (data, mu) = data_and_center("pvariance", "mu", args, kw)?;
    let (t, ss, _, n) = sum_squares(vm, &data, &mu)?;
    if n < 1 {
        return Err(stats_error(vm, "pvariance requires at least one data point"));
    }
    let v = ss.div_int(vm, n)?;
    convert(vm, v, &t)
}

/// The correctly rounded square root of an exact mean square (floats have no ratio parts).
fn sqrt_of(vm: &mut Vm, mss: &Total) -> PyResult<f64> {
    match mss {
        Total::Exact(q) => float_sqrt_of_frac(vm, &q.n, &q.d),
        Total::Value(v) => Err(PyErr::attribute_error(format!("'{}' object has no attribute 'numerator'", vm.type_name(v)))),
    }
}

/// `stdev(data, xbar=None)`: sample standard deviation.
pub fn stdev(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (data, xbar) = data_and_center("stdev", "xbar", args, kw)?;
    let (_, ss, _, n) = sum_squares(vm, &data, &xbar)?;
    if n < 2 {
        return Err(stats_error(vm, "stdev requires at least two data points"));
    }
    let mss = ss.div_int(vm, n - 1)?;
    sqrt_of(vm, &mss).map(Value::Float)
}

/// `pstdev(data, mu=None)`: population standard deviation.
pub fn pstdev(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (data, mu) = data_and_center("pstdev", "mu", args, kw)?;
    let (_, ss, _, n) = sum_squares(vm, &data, &mu)?;
    if n < 1 {
        return Err(stats_error(vm, "pstdev requires at least one data point"));
    }
    let mss = ss.div_int(vm, n)?;
    sqrt_of(vm, &mss).map(Value::Float)
}

/// `float(total)`.
fn total_float(vm: &mut Vm, t: &Total) -> PyResult<f64> {
    match t {
        Total::Exact(q) => to_float(vm, q),
        Total::Value(v) => crate::types::float::float_from_value(vm, v),
    }
}

/// `_mean_stdev(data)`: mean and sample standard deviation as floats, in one pass.
pub fn mean_stdev(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let data = args.first().cloned().unwrap_or(Value::None);
    let (_, ss, xbar, n) = sum_squares(vm, &data, &Value::None)?;
    if n < 2 {
        return Err(stats_error(vm, "stdev requires at least two data points"));
    }
    let mss = ss.div_int(vm, n - 1)?;
    let mean = total_float(vm, &xbar)?;
    let sd = match &mss {
        Total::Exact(q) => float_sqrt_of_frac(vm, &q.n, &q.d)?,
        // NaNs and infinities: CPython answers float(xbar) / float(ss).
        Total::Value(_) => mean / total_float(vm, &ss)?,
    };
    Ok(Value::tuple(vec![Value::Float(mean), Value::Float(sd)]))
}

// ----- two inputs -----

/// The two data sequences of a bivariate function and all bound arguments.
type Pair = (Vec<Value>, Vec<Value>);

/// The two data sequences of a bivariate function, checked for equal length >= 2.
fn pair(vm: &mut Vm, x: &Value, y: &Value, what: &str) -> PyResult<Pair> {
    let n = len(vm, x)?;
    if len(vm, y)? != n {
        return Err(stats_error(vm, &format!("{} requires that both inputs have same number of data points", what)));
    }
    if n < 2 {
        return Err(stats_error(vm, &format!("{} requires at least two data points", what)));
    }
    let xs = vm.collect_iterable(x)?;
    let ys = vm.collect_iterable(y)?;
    Ok((xs, ys))
}

/// `fsum(values) / n`.
fn float_mean(vm: &mut Vm, values: &[Value]) -> PyResult<Value> {
    let total = fsum(vm, values.to_vec())?;
    vm.binary_op(&total, &Value::Int(values.len() as i64), BinOp::TrueDiv)
}

/// `fsum((a[i] - abar) * (b[i] - bbar))`.
fn centered_products(vm: &mut Vm, a: &[Value], abar: &Value, b: &[Value], bbar: &Value) -> PyResult<Value> {
    let mut terms = Vec::with_capacity(a.len().min(b.len()));
    for (ai, bi) in a.iter().zip(b.iter()) {
        let da = vm.binary_op(ai, abar, BinOp::Sub)?;
        let db = vm.binary_op(bi, bbar, BinOp::Sub)?;
        terms.push(vm.binary_op(&da, &db, BinOp::Mul)?);
    }
    fsum(vm, terms)
}

/// `a / b`, a ZeroDivisionError becoming a StatisticsError with `msg`.
fn divide_or(vm: &mut Vm, a: &Value, b: &Value, msg: &str) -> PyResult<Value> {
    match vm.binary_op(a, b, BinOp::TrueDiv) {
        Err(e) if vm.error_is(&e, ExcKind::ZeroDivisionError) => Err(stats_error(vm, msg)),
        other => other,
    }
}

/// `covariance(x, y, /)`: sample covariance.
pub fn covariance(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const COVARIANCE: Signature<2, 0> = Signature::python("", "covariance", ["x", "y"], []).pos_only(2);
    let ([x, y], []) = COVARIANCE.bind(args, kw)?;
    let (xs, ys) = pair(vm, x, y, "covariance")?;
    let xbar = float_mean(vm, &xs)?;
    let ybar = float_mean(vm, &ys)?;
    let sxy = centered_products(vm, &xs, &xbar, &ys, &ybar)?;
    vm.binary_op(&sxy, &Value::Int(xs.len() as i64 - 1), BinOp::TrueDiv)
}

/// `correlation(x, y, /)`: Pearson's correlation coefficient.
pub fn correlation(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const CORRELATION: Signature<2, 0> = Signature::python("", "correlation", ["x", "y"], []).pos_only(2);
    let ([x, y], []) = CORRELATION.bind(args, kw)?;
    let (xs, ys) = pair(vm, x, y, "correlation")?;
    let xbar = float_mean(vm, &xs)?;
    let ybar = float_mean(vm, &ys)?;
    let sxy = centered_products(vm, &xs, &xbar, &ys, &ybar)?;
    let sxx = centered_products(vm, &xs, &xbar, &xs, &xbar)?;
    let syy = centered_products(vm, &ys, &ybar, &ys, &ybar)?;
    let prod = vm.binary_op(&sxx, &syy, BinOp::Mul)?;
    let root = math_call(vm, "sqrt", &[prod])?;
    divide_or(vm, &sxy, &root, "at least one of the inputs is constant")
}

/// `linear_regression(x, y, /, *, proportional=False)`: least-squares slope and intercept.
pub fn linear_regression(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const LINEAR_REGRESSION: Signature<2, 1> =
        Signature::python("", "linear_regression", ["x", "y"], ["proportional"]).pos_only(2).kw_only_from(2);
    let ([x, y], [proportional]) = LINEAR_REGRESSION.bind(args, kw)?;
    let (xs, ys) = pair(vm, x, y, "linear regression")?;
    let proportional = match proportional {
        Some(v) => vm.truthy(v)?,
        None => false,
    };
    let (sxy, sxx, bars) = if proportional {
        let mut xy = Vec::with_capacity(xs.len());
        for (xi, yi) in xs.iter().zip(ys.iter()) {
            xy.push(vm.binary_op(xi, yi, BinOp::Mul)?);
        }
        let mut xx = Vec::with_capacity(xs.len());
        for xi in &xs {
            xx.push(vm.binary_op(xi, xi, BinOp::Mul)?);
        }
        (fsum(vm, xy)?, fsum(vm, xx)?, None)
    } else {
        let xbar = float_mean(vm, &xs)?;
        let ybar = float_mean(vm, &ys)?;
        let sxy = centered_products(vm, &xs, &xbar, &ys, &ybar)?;
        let sxx = centered_products(vm, &xs, &xbar, &xs, &xbar)?;
        (sxy, sxx, Some((xbar, ybar)))
    };
    let slope = divide_or(vm, &sxy, &sxx, "x is constant")?;
    let intercept = match bars {
        None => Value::Float(0.0),
        Some((xbar, ybar)) => {
            let p = vm.binary_op(&slope, &xbar, BinOp::Mul)?;
            vm.binary_op(&ybar, &p, BinOp::Sub)?
        }
    };
    let module = crate::modules::collections::import_internal(vm, "statistics")?;
    let cls = vm.get_attr(&module, "LinearRegression")?;
    vm.call(&cls, &[], &[("slope".into(), slope), ("intercept".into(), intercept)])
}

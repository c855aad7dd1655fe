//! Averages and measures of central location: `mean`, `fmean`, `geometric_mean`,
//! `harmonic_mean`, the medians, `mode` and `multimode`.

use crate::compile::bytecode::{BinOp, CmpOp};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::modules::fractions::rational::Q;
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

use super::exact::{convert, Accumulator, Total};
use super::{fsum, lt, math_call, sorted, stats_error, try_len};
use crate::builtins::signature::Signature;

const FMEAN: Signature<1, 1> = Signature::python("", "fmean", ["data"], ["weights"]);
const HARMONIC_MEAN: Signature<1, 1> = Signature::python("", "harmonic_mean", ["data"], ["weights"]);
const MEDIAN_GROUPED: Signature<1, 1> = Signature::python("", "median_grouped", ["data"], ["interval"]);

fn data_arg(name: &'static str, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([data], []) = Signature::python("", name, ["data"], []).bind(args, kw)?;
    Ok(data.clone())
}

/// `mean(data)`: the exact sum divided by the count, in the data's type.
pub fn mean(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let data = data_arg("mean", args, kw)?;
    let mut acc = Accumulator::new(false);
    acc.add_all(vm, &data)?;
    let total = acc.total(vm)?;
    let t = acc.result_type(vm)?;
    if acc.count < 1 {
        return Err(stats_error(vm, "mean requires at least one data point"));
    }
    let m = total.div_int(vm, acc.count)?;
    convert(vm, m, &t)
}

/// `fmean(data, weights=None)`: float arithmetic mean through `math.fsum`.
pub fn fmean(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([data], [weights]) = FMEAN.bind(args, kw)?;
    let data = data.clone();
    let weights = weights.cloned().unwrap_or(Value::None);
    let declared = try_len(vm, &data)?;
    let items = vm.collect_iterable(&data)?;
    let n = declared.unwrap_or(items.len());
    if weights.is_none() {
        let total = fsum(vm, items)?;
        if n == 0 {
            return Err(stats_error(vm, "fmean requires at least one data point"));
        }
        return vm.binary_op(&total, &Value::Int(n as i64), BinOp::TrueDiv);
    }
    let ws = vm.collect_iterable(&weights)?;
    let mut products = Vec::with_capacity(items.len().min(ws.len()));
    for (x, w) in items.iter().zip(ws.iter()) {
        products.push(vm.binary_op(x, w, BinOp::Mul)?);
    }
    let num = fsum(vm, products)?;
    if n != ws.len() {
        return Err(stats_error(vm, "data and weights must be the same length"));
    }
    let den = fsum(vm, ws)?;
    if !vm.truthy(&den)? {
        return Err(stats_error(vm, "sum of weights must be non-zero"));
    }
    vm.binary_op(&num, &den, BinOp::TrueDiv)
}

/// `geometric_mean(data)`: `exp(fmean(map(log, data)))`.
pub fn geometric_mean(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let data = data_arg("geometric_mean", args, kw)?;
    let r = (|| -> PyResult<Value> {
        let it = vm.get_iter(&data)?;
        let mut logs = Vec::new();
        while let Some(x) = vm.iter_next(&it)? {
            logs.push(math_call(vm, "log", &[x])?);
        }
        let n = logs.len();
        let total = fsum(vm, logs)?;
        if n == 0 {
            return Err(PyErr::value_error("fmean requires at least one data point"));
        }
        let m = vm.binary_op(&total, &Value::Int(n as i64), BinOp::TrueDiv)?;
        math_call(vm, "exp", &[m])
    })();
    match r {
        Err(e) if vm.error_is(&e, ExcKind::ValueError) => {
            Err(stats_error(vm, "geometric mean requires a non-empty dataset containing positive numbers"))
        }
        other => other,
    }
}

/// Whether `x` is a real number (`numbers.Real`): int, float, Fraction and subclasses.
fn is_real(vm: &mut Vm, x: &Value) -> bool {
    match x {
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) | Value::Float(_) => true,
        Value::Instance(inst) => {
            crate::modules::fractions::is_fraction_class(&inst.class)
                || inst.class.is_subtype(&vm.types.int)
                || inst.class.is_subtype(&vm.types.float)
        }
        _ => false,
    }
}

const NEGATIVE: &str = "harmonic mean does not support negative values";

/// Raises the harmonic-mean error when `x < 0`.
fn fail_negative(vm: &mut Vm, x: &Value) -> PyResult<()> {
    if lt(vm, x, &Value::Int(0))? {
        return Err(stats_error(vm, NEGATIVE));
    }
    Ok(())
}

/// `harmonic_mean(data, weights=None)`.
pub fn harmonic_mean(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([data], [weights]) = HARMONIC_MEAN.bind(args, kw)?;
    let data = vm.collect_iterable(data)?;
    let weights = weights.cloned().unwrap_or(Value::None);
    let n = data.len();
    if n < 1 {
        return Err(stats_error(vm, "harmonic_mean requires at least one data point"));
    }
    if n == 1 && weights.is_none() {
        let x = data[0].clone();
        if !is_real(vm, &x) {
            return Err(PyErr::type_error("unsupported type"));
        }
        fail_negative(vm, &x)?;
        return Ok(x);
    }
    let (ws, sum_weights) = if weights.is_none() {
        (vec![Value::Int(1); n], Total::Exact(Q::int(n.into())))
    } else {
        let ws = vm.collect_iterable(&weights)?;
        if ws.len() != n {
            return Err(stats_error(vm, "Number of weights does not match data size"));
        }
        let mut acc = Accumulator::new(false);
        for w in &ws {
            fail_negative(vm, w)?;
            acc.add(vm, w)?;
        }
        let total = acc.total(vm)?;
        acc.result_type(vm)?;
        (ws, total)
    };
    let mut acc = Accumulator::new(false);
    let summed = (|| -> PyResult<()> {
        for (w, x) in ws.iter().zip(data.iter()) {
            fail_negative(vm, x)?;
            let term = if vm.truthy(w)? { vm.binary_op(w, x, BinOp::TrueDiv)? } else { Value::Int(0) };
            acc.add(vm, &term)?;
        }
        Ok(())
    })();
    let (t, total) = match summed.and_then(|_| Ok((acc.result_type(vm)?, acc.total(vm)?))) {
        Ok(r) => r,
        Err(e) if vm.error_is(&e, ExcKind::ZeroDivisionError) => return Ok(Value::Int(0)),
        Err(e) => return Err(e),
    };
    let positive = match &total {
        Total::Exact(q) => q.n > 0.into(),
        Total::Value(v) => {
            let r = vm.compare(v, &Value::Int(0), CmpOp::Le)?;
            !vm.truthy(&r)?
        }
    };
    if !positive {
        return Err(stats_error(vm, "Weighted sum must be positive"));
    }
    let result = match (&sum_weights, &total) {
        (Total::Exact(a), Total::Exact(b)) => Total::Exact(a.div(vm, b)?.unwrap_or_else(Q::zero)),
        _ => {
            let a = match (&sum_weights, weights.is_none()) {
                (_, true) => Value::Int(n as i64),
                (w, false) => w.to_value(vm)?,
            };
            let b = total.to_value(vm)?;
            Total::Value(vm.binary_op(&a, &b, BinOp::TrueDiv)?)
        }
    };
    convert(vm, result, &t)
}

fn empty_median(vm: &mut Vm) -> PyErr {
    stats_error(vm, "no median for empty data")
}

/// `median(data)`: the middle value, or the mean of the two middle values.
pub fn median(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let data = sorted(vm, &data_arg("median", args, kw)?)?;
    let n = data.len();
    if n == 0 {
        return Err(empty_median(vm));
    }
    if n % 2 == 1 {
        return Ok(data[n / 2].clone());
    }
    let i = n / 2;
    let s = vm.binary_op(&data[i - 1], &data[i], BinOp::Add)?;
    vm.binary_op(&s, &Value::Int(2), BinOp::TrueDiv)
}

/// `median_low(data)`.
pub fn median_low(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let data = sorted(vm, &data_arg("median_low", args, kw)?)?;
    let n = data.len();
    if n == 0 {
        return Err(empty_median(vm));
    }
    Ok(data[if n % 2 == 1 { n / 2 } else { n / 2 - 1 }].clone())
}

/// `median_high(data)`.
pub fn median_high(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let data = sorted(vm, &data_arg("median_high", args, kw)?)?;
    if data.is_empty() {
        return Err(empty_median(vm));
    }
    Ok(data[data.len() / 2].clone())
}

/// `float(v)`, a ValueError becoming CPython's TypeError for grouped medians.
fn grouped_float(vm: &mut Vm, v: &Value) -> PyResult<f64> {
    let float = Value::Type(vm.types.float.clone());
    match vm.call(&float, std::slice::from_ref(v), &[]) {
        Ok(Value::Float(f)) => Ok(f),
        Ok(other) => crate::types::float::float_from_value(vm, &other),
        Err(e) if vm.error_is(&e, ExcKind::ValueError) => Err(PyErr::type_error("Value cannot be converted to a float")),
        Err(e) => Err(e),
    }
}

/// `median_grouped(data, interval=1.0)`: the 50th percentile of binned data.
pub fn median_grouped(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([data], [interval]) = MEDIAN_GROUPED.bind(args, kw)?;
    let interval = interval.cloned().unwrap_or(Value::Float(1.0));
    let data = sorted(vm, data)?;
    let n = data.len();
    if n == 0 {
        return Err(empty_median(vm));
    }
    let x = data[n / 2].clone();
    // All copies of x lie in data[i..j].
    let (mut lo, mut hi) = (0usize, n);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if lt(vm, &data[mid], &x)? {
            lo = mid + 1;
        } else {
            hi = mid;
        }
    }
    let i = lo;
    let (mut lo, mut hi) = (i, n);
    while lo < hi {
        let mid = (lo + hi) / 2;
        if lt(vm, &x, &data[mid])? {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    let j = lo;
    if j == i {
        // Only with an inconsistent `<`: CPython divides by zero here.
        return Err(PyErr::zero_division("float division by zero"));
    }
    let interval = grouped_float(vm, &interval)?;
    let x = grouped_float(vm, &x)?;
    let lower = x - interval / 2.0;
    let below = i as f64;
    let count = (j - i) as f64;
    Ok(Value::Float(lower + interval * (n as f64 / 2.0 - below) / count))
}

/// Counts the items of `data` in first-seen order (a `Counter`).
fn count_items(vm: &mut Vm, data: &Value) -> PyResult<Vec<(Value, u64)>> {
    let index = vm.new_dict(Vec::new())?;
    let Value::Dict(index) = index else {
        return Ok(Vec::new());
    };
    let mut counts: Vec<(Value, u64)> = Vec::new();
    let it = vm.get_iter(data)?;
    while let Some(x) = vm.iter_next(&it)? {
        match vm.dict_get(&index, &x)? {
            Some(Value::Int(i)) => {
                if let Some(entry) = counts.get_mut(i as usize) {
                    entry.1 += 1;
                }
            }
            _ => {
                vm.dict_set(&index, x.clone(), Value::Int(counts.len() as i64))?;
                counts.push((x, 1));
            }
        }
    }
    vm.charge(counts.len() as u64)?;
    Ok(counts)
}

/// `mode(data)`: the most common value (the first seen on ties).
pub fn mode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let data = data_arg("mode", args, kw)?;
    let counts = count_items(vm, &data)?;
    let mut best: Option<&(Value, u64)> = None;
    for entry in &counts {
        if best.is_none_or(|b| entry.1 > b.1) {
            best = Some(entry);
        }
    }
    match best {
        Some((v, _)) => Ok(v.clone()),
        None => Err(stats_error(vm, "no mode for empty data")),
    }
}

/// `multimode(data)`: every most common value, in first-seen order.
pub fn multimode(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let data = data_arg("multimode", args, kw)?;
    let counts = count_items(vm, &data)?;
    let max = counts.iter().map(|c| c.1).max().unwrap_or(0);
    Ok(Value::list(counts.into_iter().filter(|c| c.1 == max).map(|c| c.0).collect()))
}

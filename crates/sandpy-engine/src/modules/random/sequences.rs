//! `random`'s sequence methods: `choice`, `shuffle`, `sample` (both of CPython's
//! strategies) and `choices` (by `floor(random() * n)` or by bisection over cumulative
//! weights), each drawing exactly what CPython draws.

use super::*;

// ----- sequences -----

const CHOICE: Signature<1, 0> = Signature::python("Random", "choice", ["seq"], []);

pub(super) fn choice(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [seq], []) = CHOICE.bind_method(args, kw)?;
    let seq = seq.clone();
    let n = vm.len_of(&seq)?;
    if n == 0 {
        return Err(PyErr::index_error("Cannot choose from an empty sequence"));
    }
    let i = randbelow_usize(vm, this, n)?;
    if let Value::List(l) = &seq {
        if let Some(v) = l.items.borrow().get(i) {
            return Ok(v.clone());
        }
    }
    vm.get_item(&seq, &Value::Int(i as i64))
}

const SHUFFLE: Signature<1, 0> = Signature::python("Random", "shuffle", ["x"], []);

pub(super) fn shuffle(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [x], []) = SHUFFLE.bind_method(args, kw)?;
    let x = x.clone();
    let n = vm.len_of(&x)?;
    if n < 2 {
        return Ok(Value::None);
    }
    vm.charge(n as u64)?;
    let native = matches!(below_mode(vm, this)?, Below::Native);
    if let (Value::List(l), true) = (&x, native) {
        // Draw first (no Python code runs), then swap: the same sequence of draws.
        let mut draws = Vec::with_capacity(n);
        with_mt(vm, this, |mt| {
            for i in (1..n).rev() {
                let bound = (i + 1) as u64;
                let k = 64 - bound.leading_zeros();
                let j = loop {
                    let r = mt.bits_u64(k);
                    if r < bound {
                        break r as usize;
                    }
                };
                draws.push((i, j));
            }
        })?;
        let mut items = l.items_mut();
        for (i, j) in draws {
            if i < items.len() && j < items.len() {
                items.swap(i, j);
            }
        }
        return Ok(Value::None);
    }
    for i in (1..n).rev() {
        let j = randbelow_usize(vm, this, i + 1)?;
        let xi = vm.get_item(&x, &Value::Int(i as i64))?;
        let xj = vm.get_item(&x, &Value::Int(j as i64))?;
        vm.set_item(&x, Value::Int(i as i64), xj)?;
        vm.set_item(&x, Value::Int(j as i64), xi)?;
    }
    Ok(Value::None)
}

pub(super) fn is_sequence(vm: &mut Vm, v: &Value) -> PyResult<bool> {
    match v {
        Value::List(_) | Value::Tuple(_) | Value::Str(_) | Value::Range(_) | Value::Bytes(_) | Value::ByteArray(_) => Ok(true),
        Value::Instance(inst) => {
            if matches!(&*inst.base_value.borrow(), Value::List(_) | Value::Tuple(_) | Value::Str(_)) {
                return Ok(true);
            }
            let abc = crate::modules::collections::import_internal(vm, "collections.abc")?;
            let seq = vm.get_attr(&abc, "Sequence")?;
            let isinstance = vm.builtins.borrow().get("isinstance").cloned();
            match isinstance {
                Some(f) => {
                    let r = vm.call(&f, &[v.clone(), seq], &[])?;
                    vm.truthy(&r)
                }
                None => Ok(false),
            }
        }
        _ => Ok(false),
    }
}

const SAMPLE: Signature<2, 1> = Signature::python("Random", "sample", ["population", "k"], ["counts"]).kw_only_from(2);

pub(super) fn sample(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [population, k], [counts]) = SAMPLE.bind_method(args, kw)?;
    let population = population.clone();
    let kv = k.clone();
    if !is_sequence(vm, &population)? {
        return Err(PyErr::type_error("Population must be a sequence.  For dicts or sets, use sorted(d)."));
    }
    let n = vm.len_of(&population)?;
    if let Some(counts) = counts.cloned().filter(|c| !c.is_none()) {
        let counts = vm.collect_iterable(&counts)?;
        let mut cum: Vec<Value> = Vec::with_capacity(counts.len());
        for c in counts {
            let next = match cum.last() {
                Some(prev) => vm.binary_op(prev, &c, BinOp::Add)?,
                None => c,
            };
            cum.push(next);
        }
        if cum.len() != n {
            return Err(PyErr::value_error("The number of counts does not match the population"));
        }
        let total = cum.pop().unwrap_or(Value::Int(0));
        if as_int(&total).is_none() {
            return Err(PyErr::type_error("Counts must be integers"));
        }
        let total_i = int_of(vm, &total)?;
        if !total_i.is_positive() {
            return Err(PyErr::value_error("Total of counts must be greater than zero"));
        }
        let total_n = total_i.to_usize().ok_or_else(|| PyErr::overflow("Python int too large to convert to C ssize_t"))?;
        let range = Value::range(0, total_n as i64, 1);
        let selections = sample_impl(vm, this, &range, total_n, &kv)?;
        let mut out = Vec::with_capacity(selections.len());
        for s in selections {
            let idx = bisect_right(vm, &cum, &s, cum.len())?;
            out.push(vm.get_item(&population, &Value::Int(idx as i64))?);
        }
        return Ok(Value::list(out));
    }
    Ok(Value::list(sample_impl(vm, this, &population, n, &kv)?))
}

pub(super) fn sample_impl(vm: &mut Vm, this: &Value, population: &Value, n: usize, kv: &Value) -> PyResult<Vec<Value>> {
    let k = crate::builtins::args::to_i64(vm, kv)?;
    if k < 0 || k as u64 > n as u64 {
        return Err(PyErr::value_error("Sample larger than population or is negative"));
    }
    let k = k as usize;
    vm.check_alloc(k.saturating_mul(16))?;
    vm.charge(k as u64)?;
    let mut setsize: u64 = 21;
    if k > 5 {
        let e = ((k as f64 * 3.0).ln() / 4.0f64.ln()).ceil() as u32;
        setsize = setsize.saturating_add(4u64.saturating_pow(e));
    }
    let mut result = Vec::with_capacity(k);
    if (n as u64) <= setsize {
        let mut pool = vm.collect_iterable(population)?;
        for i in 0..k {
            let j = randbelow_usize(vm, this, n - i)?;
            result.push(pool[j].clone());
            pool[j] = pool[n - i - 1].clone();
        }
    } else {
        let mut selected = hashbrown::HashSet::with_capacity(k);
        for _ in 0..k {
            let mut j = randbelow_usize(vm, this, n)?;
            while selected.contains(&j) {
                j = randbelow_usize(vm, this, n)?;
            }
            selected.insert(j);
            result.push(vm.get_item(population, &Value::Int(j as i64))?);
        }
    }
    Ok(result)
}

/// `bisect.bisect_right(a, x, 0, hi)`.
pub(super) fn bisect_right(vm: &mut Vm, a: &[Value], x: &Value, hi: usize) -> PyResult<usize> {
    let (mut lo, mut hi) = (0usize, hi);
    while lo < hi {
        let mid = (lo + hi) / 2;
        let less = match (x, &a[mid]) {
            (Value::Float(f), Value::Float(g)) => f < g,
            (Value::Float(f), Value::Int(i)) if i.unsigned_abs() < (1u64 << 53) => *f < *i as f64,
            _ => {
                let r = vm.compare(x, &a[mid], CmpOp::Lt)?;
                vm.truthy(&r)?
            }
        };
        if less {
            hi = mid;
        } else {
            lo = mid + 1;
        }
    }
    Ok(lo)
}

const CHOICES: Signature<1, 3> = Signature::python("Random", "choices", ["population"], ["weights", "cum_weights", "k"]).kw_only_from(2);

pub(super) fn choices(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [population], [weights, cum_weights, k]) = CHOICES.bind_method(args, kw)?;
    let population = population.clone();
    let k = match k {
        Some(v) => crate::builtins::args::to_i64(vm, v)?,
        None => 1,
    };
    let n = vm.len_of(&population)?;
    let weights = weights.cloned().filter(|w| !w.is_none());
    let cum_weights = cum_weights.cloned().filter(|w| !w.is_none());
    let count = k.max(0) as usize;
    vm.check_alloc(count.saturating_mul(16))?;
    vm.charge(count as u64)?;
    let population_items: Option<Vec<Value>> = match &population {
        Value::List(l) => Some(l.items.borrow().clone()),
        Value::Tuple(t) => Some(t.items.to_vec()),
        _ => None,
    };
    let pick = |vm: &mut Vm, i: usize| -> PyResult<Value> {
        match &population_items {
            Some(items) => match items.get(i) {
                Some(v) => Ok(v.clone()),
                None => Err(PyErr::index_error(format!(
                    "{} index out of range",
                    if matches!(population, Value::List(_)) { "list" } else { "tuple" }
                ))),
            },
            None => vm.get_item(&population, &Value::Int(i as i64)),
        }
    };
    let cum: Vec<Value> = match (weights, cum_weights) {
        (None, None) => {
            let nf = n as f64;
            let mut out = Vec::with_capacity(count);
            for _ in 0..count {
                let r = rand_float(vm, this)?;
                out.push(pick(vm, (r * nf).floor() as usize)?);
            }
            return Ok(Value::list(out));
        }
        (Some(w), None) => {
            let items = match vm.collect_iterable(&w) {
                Ok(items) => items,
                Err(e) => {
                    if let Some(IntRef::Small(kk)) = as_int(&w) {
                        let _ = e;
                        return Err(PyErr::type_error(format!("The number of choices must be a keyword argument: k={}", kk)));
                    }
                    return Err(e);
                }
            };
            let mut cum: Vec<Value> = Vec::with_capacity(items.len());
            for c in items {
                let next = match cum.last() {
                    Some(prev) => vm.binary_op(prev, &c, BinOp::Add)?,
                    None => c,
                };
                cum.push(next);
            }
            cum
        }
        (None, Some(cw)) => vm.collect_iterable(&cw)?,
        (Some(_), Some(_)) => return Err(PyErr::type_error("Cannot specify both weights and cumulative weights")),
    };
    if cum.len() != n {
        return Err(PyErr::value_error("The number of weights does not match the population"));
    }
    let last = cum.last().cloned().unwrap_or(Value::Int(0));
    let total = vm.binary_op(&last, &Value::Float(0.0), BinOp::Add)?;
    let total = to_f64(vm, &total)?;
    if total <= 0.0 {
        return Err(PyErr::value_error("Total of weights must be greater than zero"));
    }
    if !total.is_finite() {
        return Err(PyErr::value_error("Total of weights must be finite"));
    }
    let hi = n.saturating_sub(1);
    let mut out = Vec::with_capacity(count);
    for _ in 0..count {
        let r = rand_float(vm, this)?;
        let idx = bisect_right(vm, &cum, &Value::Float(r * total), hi)?;
        out.push(pick(vm, idx)?);
    }
    Ok(Value::list(out))
}

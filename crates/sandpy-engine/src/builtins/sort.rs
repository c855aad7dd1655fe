//! Stable sorting with Python semantics for `sorted()` and `list.sort()`: only `<` is
//! used, errors from comparisons stop the sort, and inconsistent user comparisons can never
//! make the sort panic (it is a plain merge sort we control).

use crate::compile::bytecode::CmpOp;
use crate::error::PyResult;
use crate::value::Value;
use crate::vm::Vm;

/// Sorts `items` by `keys` (same length), stable, optionally reversed.
pub fn sort_values(vm: &mut Vm, items: Vec<Value>, key: Option<&Value>, reverse: bool) -> PyResult<Vec<Value>> {
    let keys: Vec<Value> = match key {
        Some(f) => {
            let mut ks = Vec::with_capacity(items.len());
            for it in &items {
                ks.push(vm.call(f, std::slice::from_ref(it), &[])?);
            }
            ks
        }
        None => items.clone(),
    };
    let n = items.len();
    vm.charge((n as u64).saturating_mul(((n.max(2) as f64).log2() as u64) + 1))?;
    let mut order: Vec<usize> = (0..n).collect();
    if let Some(native) = native_order(&keys) {
        // All keys are ints, floats (no NaN) or all strs: a total order, safe for std's sort.
        let mut idx = order;
        idx.sort_by(|&a, &b| {
            let o = native(&keys[a], &keys[b]);
            if reverse {
                o.reverse()
            } else {
                o
            }
        });
        return Ok(idx.into_iter().map(|i| items[i].clone()).collect());
    }
    if reverse {
        // Stability with reverse: reverse, sort stably with reversed comparison, reverse back.
        order.reverse();
    }
    let mut buf = order.clone();
    merge_sort(vm, &keys, &mut order, &mut buf, false)?;
    if reverse {
        order.reverse();
    }
    Ok(order.into_iter().map(|i| items[i].clone()).collect())
}

type NativeCmp = fn(&Value, &Value) -> std::cmp::Ordering;

fn native_order(keys: &[Value]) -> Option<NativeCmp> {
    if keys.iter().all(|k| matches!(k, Value::Int(_))) {
        return Some(|a, b| match (a, b) {
            (Value::Int(x), Value::Int(y)) => x.cmp(y),
            _ => std::cmp::Ordering::Equal,
        });
    }
    if keys.iter().all(|k| matches!(k, Value::Str(_))) {
        return Some(|a, b| match (a, b) {
            (Value::Str(x), Value::Str(y)) => x.s.cmp(&y.s),
            _ => std::cmp::Ordering::Equal,
        });
    }
    if keys.iter().all(|k| matches!(k, Value::Float(f) if !f.is_nan())) {
        return Some(|a, b| match (a, b) {
            (Value::Float(x), Value::Float(y)) => x.partial_cmp(y).unwrap_or(std::cmp::Ordering::Equal),
            _ => std::cmp::Ordering::Equal,
        });
    }
    None
}

fn less(vm: &mut Vm, a: &Value, b: &Value) -> PyResult<bool> {
    let r = vm.compare(a, b, CmpOp::Lt)?;
    vm.truthy(&r)
}

fn merge_sort(vm: &mut Vm, keys: &[Value], idx: &mut [usize], buf: &mut [usize], reverse: bool) -> PyResult<()> {
    let n = idx.len();
    if n <= 1 {
        return Ok(());
    }
    if n <= 8 {
        // Insertion sort for short runs.
        for i in 1..n {
            let mut j = i;
            while j > 0 {
                let (a, b) = (&keys[idx[j]], &keys[idx[j - 1]]);
                let swap = if reverse { less(vm, b, a)? } else { less(vm, a, b)? };
                if !swap {
                    break;
                }
                idx.swap(j, j - 1);
                j -= 1;
            }
        }
        return Ok(());
    }
    let mid = n / 2;
    {
        let (left, right) = idx.split_at_mut(mid);
        let (bl, br) = buf.split_at_mut(mid);
        merge_sort(vm, keys, left, bl, reverse)?;
        merge_sort(vm, keys, right, br, reverse)?;
    }
    buf[..n].copy_from_slice(idx);
    let (mut i, mut j, mut k) = (0, mid, 0);
    while i < mid && j < n {
        let (a, b) = (&keys[buf[j]], &keys[buf[i]]);
        // Take from the right only when strictly smaller (stability).
        let take_right = if reverse { less(vm, b, a)? } else { less(vm, a, b)? };
        if take_right {
            idx[k] = buf[j];
            j += 1;
        } else {
            idx[k] = buf[i];
            i += 1;
        }
        k += 1;
    }
    while i < mid {
        idx[k] = buf[i];
        i += 1;
        k += 1;
    }
    while j < n {
        idx[k] = buf[j];
        j += 1;
        k += 1;
    }
    Ok(())
}

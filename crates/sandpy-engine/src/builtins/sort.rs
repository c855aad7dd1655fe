//! Stable sorting with Python semantics for `sorted()` and `list.sort()`: only `<` is
//! used, errors from comparisons stop the sort, and inconsistent user comparisons can never
//! make the sort panic (the general path is a plain merge sort we control).
//!
//! Fast paths: when every key is an int, a float (not NaN) or a str — or a tuple whose
//! elements are such scalars with one kind per position — the keys form a total order that
//! no user code can observe, so they are sorted with std's stable sort on a plain
//! comparator, without going through the VM.

use std::cmp::Ordering;

use crate::compile::bytecode::CmpOp;
use crate::error::PyResult;
use crate::types::num::{cmp_int_float, IntRef};
use crate::value::Value;
use crate::vm::Vm;

/// Sorts `items` (by `key` of each), stable, optionally reversed.
pub fn sort_values(vm: &mut Vm, items: Vec<Value>, key: Option<&Value>, reverse: bool) -> PyResult<Vec<Value>> {
    let (items, outcome) = sort_keeping(vm, items, key, reverse);
    outcome.map(|()| items)
}

/// [`sort_values`] that always hands the items back: sorted, or in their original order
/// when a key, a comparison or a limit stopped the sort (so `list.sort` loses nothing).
pub fn sort_keeping(vm: &mut Vm, items: Vec<Value>, key: Option<&Value>, reverse: bool) -> (Vec<Value>, PyResult<()>) {
    match sort_order(vm, &items, key, reverse) {
        Ok(order) => (reorder(items, order), Ok(())),
        Err(e) => (items, Err(e)),
    }
}

/// The permutation that sorts `items`.
fn sort_order(vm: &mut Vm, items: &[Value], key: Option<&Value>, reverse: bool) -> PyResult<Vec<usize>> {
    let keys: Vec<Value> = match key {
        Some(f) => {
            let mut ks = Vec::with_capacity(items.len());
            for it in items {
                ks.push(vm.call(f, std::slice::from_ref(it), &[])?);
            }
            ks
        }
        None => items.to_vec(),
    };
    let n = items.len();
    vm.charge((n as u64).saturating_mul(((n.max(2) as f64).log2() as u64) + 1))?;
    if let Some(order) = native_sort(&keys, reverse) {
        return Ok(order);
    }
    let mut order: Vec<usize> = (0..n).collect();
    if reverse {
        // Stability with reverse: reverse, sort stably with reversed comparison, reverse back.
        order.reverse();
    }
    let mut buf = order.clone();
    merge_sort(vm, &keys, &mut order, &mut buf, false)?;
    if reverse {
        order.reverse();
    }
    Ok(order)
}

/// `items` permuted by `order` (a permutation of its indices), moving each value once.
fn reorder(items: Vec<Value>, order: Vec<usize>) -> Vec<Value> {
    let mut slots: Vec<Option<Value>> = items.into_iter().map(Some).collect();
    order.into_iter().filter_map(|i| slots.get_mut(i).and_then(Option::take)).collect()
}

/// The kind of a scalar key: values of one kind always compare totally with each other.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Num,
    Str,
}

fn scalar_kind(v: &Value) -> Option<Kind> {
    match v {
        Value::Int(_) | Value::Bool(_) => Some(Kind::Num),
        Value::Float(f) if !f.is_nan() => Some(Kind::Num),
        Value::Str(_) => Some(Kind::Str),
        _ => None,
    }
}

/// Whether the keys are totally ordered by [`cmp_scalars`] / [`cmp_tuples`]: all scalars of
/// one kind, or all tuples of scalars with one kind per position.
fn keys_total_order(keys: &[Value]) -> Option<bool> {
    let first = keys.first()?;
    if let Some(kind) = scalar_kind(first) {
        return keys.iter().all(|k| scalar_kind(k) == Some(kind)).then_some(false);
    }
    let mut kinds: Vec<Kind> = Vec::new();
    for k in keys {
        let Value::Tuple(t) = k else { return None };
        for (i, item) in t.items.iter().enumerate() {
            let kind = scalar_kind(item)?;
            match kinds.get(i) {
                Some(&known) if known != kind => return None,
                Some(_) => {}
                None => kinds.push(kind),
            }
        }
    }
    Some(true)
}

fn cmp_scalars(a: &Value, b: &Value) -> Ordering {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => x.cmp(y),
        (Value::Str(x), Value::Str(y)) => x.s.cmp(&y.s),
        (Value::Float(x), Value::Float(y)) => x.partial_cmp(y).unwrap_or(Ordering::Equal),
        _ => cmp_mixed_numbers(a, b),
    }
}

fn as_small_int(v: &Value) -> Option<i64> {
    match v {
        Value::Int(i) => Some(*i),
        Value::Bool(b) => Some(*b as i64),
        _ => None,
    }
}

fn cmp_mixed_numbers(a: &Value, b: &Value) -> Ordering {
    match (as_small_int(a), as_small_int(b), a, b) {
        (Some(x), Some(y), _, _) => x.cmp(&y),
        (Some(x), None, _, Value::Float(f)) => cmp_int_float(&IntRef::Small(x), *f).unwrap_or(Ordering::Equal),
        (None, Some(y), Value::Float(f), _) => cmp_int_float(&IntRef::Small(y), *f).unwrap_or(Ordering::Equal).reverse(),
        _ => Ordering::Equal,
    }
}

/// Tuple order: the first position where the items differ decides; a shorter prefix is less.
fn cmp_tuples(a: &Value, b: &Value) -> Ordering {
    let (Value::Tuple(x), Value::Tuple(y)) = (a, b) else { return Ordering::Equal };
    for (p, q) in x.items.iter().zip(y.items.iter()) {
        match cmp_scalars(p, q) {
            Ordering::Equal => {}
            o => return o,
        }
    }
    x.items.len().cmp(&y.items.len())
}

/// The sorted permutation of `keys` when they are totally ordered without user code.
fn native_sort(keys: &[Value], reverse: bool) -> Option<Vec<usize>> {
    let tuples = keys_total_order(keys)?;
    let direction = |o: Ordering| if reverse { o.reverse() } else { o };
    // std's sort is stable, and a reversed comparator keeps equal keys in their original
    // order, which is what Python's reverse=True does.
    if !tuples && keys.iter().all(|k| matches!(k, Value::Int(_))) {
        let mut pairs: Vec<(i64, usize)> = keys.iter().enumerate().map(|(i, k)| (if let Value::Int(x) = k { *x } else { 0 }, i)).collect();
        pairs.sort_by(|a, b| direction(a.0.cmp(&b.0)));
        return Some(pairs.into_iter().map(|p| p.1).collect());
    }
    if !tuples && keys.iter().all(|k| matches!(k, Value::Str(_))) {
        let mut pairs: Vec<(&str, usize)> =
            keys.iter().enumerate().map(|(i, k)| (if let Value::Str(s) = k { s.s.as_str() } else { "" }, i)).collect();
        pairs.sort_by(|a, b| direction(a.0.cmp(b.0)));
        return Some(pairs.into_iter().map(|p| p.1).collect());
    }
    if !tuples && keys.iter().all(|k| matches!(k, Value::Float(_))) {
        let mut pairs: Vec<(f64, usize)> =
            keys.iter().enumerate().map(|(i, k)| (if let Value::Float(x) = k { *x } else { 0.0 }, i)).collect();
        // No NaN here (checked above), so partial_cmp is total.
        pairs.sort_by(|a, b| direction(a.0.partial_cmp(&b.0).unwrap_or(Ordering::Equal)));
        return Some(pairs.into_iter().map(|p| p.1).collect());
    }
    let cmp: fn(&Value, &Value) -> Ordering = if tuples { cmp_tuples } else { cmp_scalars };
    let mut pairs: Vec<(&Value, usize)> = keys.iter().enumerate().map(|(i, k)| (k, i)).collect();
    pairs.sort_by(|a, b| direction(cmp(a.0, b.0)));
    Some(pairs.into_iter().map(|p| p.1).collect())
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

//! `range` and `slice`: construction, length, membership, `index`/`count`, subscripts,
//! reversal, equality and hashing.
//!
//! Like CPython's, a range takes ints of any size. Ranges whose bounds fit in i64 (nearly
//! all) compute in i128, where no sum or product of two bounds can overflow; the others
//! compute in BigInt. A length beyond `sys.maxsize` is fine until `len()` is asked for it
//! (OverflowError, as in CPython).

use std::rc::Rc;

use num_bigint::BigInt;
use num_traits::{One, Signed, ToPrimitive, Zero};

use super::Method;
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::types::num::{as_int, IntRef};
use crate::value::{KwArgs, PyRange, PySlice, RangeObject, Value};
use crate::vm::indices::ssize_overflow;
use crate::vm::Vm;

pub const RANGE_METHODS: &[Method] =
    &[("__new__", range_new), ("index", range_index), ("count", range_count), ("__len__", range_len_method)];
pub const SLICE_METHODS: &[Method] = &[("__new__", slice_new), ("indices", slice_indices)];

/// The number of items of a range with these i64 bounds (at most 2**64 - 1).
fn small_len(start: i64, stop: i64, step: i64) -> u128 {
    let (start, stop, step) = (start as i128, stop as i128, step as i128);
    if step > 0 && start < stop {
        ((stop - start - 1) / step + 1) as u128
    } else if step < 0 && start > stop {
        ((start - stop - 1) / (-step) + 1) as u128
    } else {
        0
    }
}

fn int_value(i: i128) -> Value {
    match i64::try_from(i) {
        Ok(i) => Value::Int(i),
        Err(_) => Value::from_bigint(BigInt::from(i)),
    }
}

impl PyRange {
    /// A range from bounds of any size (kept inline when all three fit in i64).
    pub fn from_big(start: BigInt, stop: BigInt, step: BigInt) -> PyRange {
        match (start.to_i64(), stop.to_i64(), step.to_i64()) {
            (Some(start), Some(stop), Some(step)) => PyRange::Small { start, stop, step },
            _ => PyRange::Big(Box::new([start, stop, step])),
        }
    }

    fn from_i128(start: i128, stop: i128, step: i128) -> PyRange {
        match (i64::try_from(start), i64::try_from(stop), i64::try_from(step)) {
            (Ok(start), Ok(stop), Ok(step)) => PyRange::Small { start, stop, step },
            _ => PyRange::Big(Box::new([BigInt::from(start), BigInt::from(stop), BigInt::from(step)])),
        }
    }

    /// start, stop and step as BigInts.
    pub fn bounds(&self) -> (BigInt, BigInt, BigInt) {
        match self {
            PyRange::Small { start, stop, step } => (BigInt::from(*start), BigInt::from(*stop), BigInt::from(*step)),
            PyRange::Big(b) => (b[0].clone(), b[1].clone(), b[2].clone()),
        }
    }

    pub fn start_value(&self) -> Value {
        match self {
            PyRange::Small { start, .. } => Value::Int(*start),
            PyRange::Big(b) => Value::from_bigint(b[0].clone()),
        }
    }

    pub fn stop_value(&self) -> Value {
        match self {
            PyRange::Small { stop, .. } => Value::Int(*stop),
            PyRange::Big(b) => Value::from_bigint(b[1].clone()),
        }
    }

    pub fn step_value(&self) -> Value {
        match self {
            PyRange::Small { step, .. } => Value::Int(*step),
            PyRange::Big(b) => Value::from_bigint(b[2].clone()),
        }
    }

    /// The exact number of items.
    pub fn length(&self) -> BigInt {
        match self {
            PyRange::Small { start, stop, step } => BigInt::from(small_len(*start, *stop, *step)),
            PyRange::Big(b) => {
                let [start, stop, step] = &**b;
                if step.is_positive() && start < stop {
                    (stop - start - 1u32) / step + 1u32
                } else if step.is_negative() && start > stop {
                    (start - stop - 1u32) / (-step) + 1u32
                } else {
                    BigInt::zero()
                }
            }
        }
    }

    pub fn is_empty(&self) -> bool {
        match self {
            PyRange::Small { start, stop, step } => small_len(*start, *stop, *step) == 0,
            PyRange::Big(_) => self.length().is_zero(),
        }
    }

    /// The item at position `i` (negative counts from the end), or None out of range.
    fn item(&self, i: IntRef) -> Option<Value> {
        if let (PyRange::Small { start, stop, step }, IntRef::Small(i)) = (self, &i) {
            let len = small_len(*start, *stop, *step) as i128;
            let i = if *i < 0 { *i as i128 + len } else { *i as i128 };
            return (0..len).contains(&i).then(|| int_value(*start as i128 + i * *step as i128));
        }
        let len = self.length();
        let mut i = i.to_big();
        if i.is_negative() {
            i += &len;
        }
        if i.is_negative() || i >= len {
            return None;
        }
        let (start, _, step) = self.bounds();
        Some(Value::from_bigint(start + i * step))
    }

    /// Whether the int `i` is one of the items.
    fn contains_int(&self, i: IntRef) -> bool {
        if let (PyRange::Small { start, stop, step }, IntRef::Small(i)) = (self, &i) {
            let in_bounds = if *step > 0 { i >= start && i < stop } else { i <= start && i > stop };
            return in_bounds && (*i as i128 - *start as i128) % *step as i128 == 0;
        }
        let (start, stop, step) = self.bounds();
        let i = i.to_big();
        let in_bounds = if step.is_positive() { i >= start && i < stop } else { i <= start && i > stop };
        in_bounds && ((i - start) % step).is_zero()
    }

    /// The position of the int item `i` (which must be one of the items).
    fn position_of(&self, i: IntRef) -> Value {
        if let (PyRange::Small { start, step, .. }, IntRef::Small(i)) = (self, &i) {
            return int_value((*i as i128 - *start as i128) / *step as i128);
        }
        let (start, _, step) = self.bounds();
        Value::from_bigint((i.to_big() - start) / step)
    }

    /// The same items in reverse order.
    pub fn reversed(&self) -> PyRange {
        match self {
            PyRange::Small { start, stop, step } => {
                let len = small_len(*start, *stop, *step) as i128;
                let (start, step) = (*start as i128, *step as i128);
                let last = start + (len - 1).max(0) * step;
                if len == 0 {
                    return PyRange::Small { start: 0, stop: 0, step: 1 };
                }
                PyRange::from_i128(last, start - step, -step)
            }
            PyRange::Big(_) => {
                let len = self.length();
                if len.is_zero() {
                    return PyRange::Small { start: 0, stop: 0, step: 1 };
                }
                let (start, _, step) = self.bounds();
                let last = &start + (len - 1u32) * &step;
                PyRange::from_big(last, start - &step, -step)
            }
        }
    }
}

/// `len(r)`: OverflowError beyond `sys.maxsize`, as in CPython.
pub fn range_len(r: &PyRange) -> PyResult<usize> {
    let n = match r {
        PyRange::Small { start, stop, step } => i64::try_from(small_len(*start, *stop, *step)).ok(),
        PyRange::Big(_) => r.length().to_i64(),
    };
    n.map(|n| n as usize).ok_or_else(ssize_overflow)
}

const LEN: Signature<0, 0> = Signature::wrapper("range", "__len__", [], []);

/// `range.__len__`.
fn range_len_method(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    match LEN.bind_method(args, kw)? {
        (Value::Range(r), [], []) => range_len(r).map(|n| Value::Int(n as i64)),
        (other, [], []) => {
            Err(PyErr::type_error(format!("descriptor '__len__' requires a 'range' object but received a '{}'", vm.type_name(other))))
        }
    }
}

/// Runs `found` on the items in order until it says yes; the position of that item. This
/// is CPython's search for objects that are not exact ints (`1.0 in range(3)`).
fn search(vm: &mut Vm, r: &PyRange, mut found: impl FnMut(&mut Vm, &Value) -> PyResult<bool>) -> PyResult<Option<BigInt>> {
    let (mut item, stop, step) = r.bounds();
    let mut position = BigInt::zero();
    let mut since_charge = 0u32;
    while (step.is_positive() && item < stop) || (step.is_negative() && item > stop) {
        since_charge += 1;
        if since_charge == 4096 {
            since_charge = 0;
            vm.charge(4096)?;
        }
        if found(vm, &Value::from_bigint(item.clone()))? {
            return Ok(Some(position));
        }
        item += &step;
        position += 1u32;
    }
    Ok(None)
}

/// `item in r`.
pub fn range_contains(vm: &mut Vm, r: &PyRange, item: &Value) -> PyResult<bool> {
    match as_int(item) {
        Some(i) => Ok(r.contains_int(i)),
        None => Ok(search(vm, r, |vm, x| vm.eq(x, item))?.is_some()),
    }
}

const INDEX: Signature<1, 0> = Signature::positional("range", "index", ["value"], []);
const COUNT: Signature<1, 0> = Signature::positional("range", "count", ["value"], []);

fn range_index(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [item], []) = INDEX.bind_method(args, kw)?;
    let r = self_range(this)?;
    match as_int(item) {
        Some(i) if r.contains_int(i) => Ok(r.position_of(i)),
        Some(_) => {
            let rep = vm.repr_of(item)?;
            Err(PyErr::value_error(format!("{} is not in range", rep)))
        }
        None => match search(vm, &r, |vm, x| vm.eq(x, item))? {
            Some(position) => Ok(Value::from_bigint(position)),
            None => Err(PyErr::value_error("sequence.index(x): x not in sequence")),
        },
    }
}

fn range_count(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [item], []) = COUNT.bind_method(args, kw)?;
    let r = self_range(this)?;
    match as_int(item) {
        Some(i) => Ok(Value::Int(r.contains_int(i) as i64)),
        None => {
            let mut n = 0i64;
            search(vm, &r, |vm, x| {
                n += vm.eq(x, item)? as i64;
                Ok(false)
            })?;
            Ok(Value::Int(n))
        }
    }
}

/// A slice bound as CPython's `_PySlice_GetLongIndices` takes it: any int, no clamping.
fn long_slice_bound(vm: &mut Vm, v: &Value) -> PyResult<BigInt> {
    let is_index = as_int(v).is_some() || matches!(v, Value::Instance(inst) if inst.class.lookup("__index__").is_some());
    if !is_index {
        return Err(PyErr::type_error("slice indices must be integers or None or have an __index__ method"));
    }
    let n = vm.index_int(v)?;
    Ok(as_int(&n).map(|i| i.to_big()).unwrap_or_default())
}

/// `s.indices(length)` over ints of any size: start, stop and step.
fn long_slice_indices(vm: &mut Vm, s: &PySlice, length: &BigInt) -> PyResult<(BigInt, BigInt, BigInt)> {
    let step = if s.step.is_none() { BigInt::one() } else { long_slice_bound(vm, &s.step)? };
    if step.is_zero() {
        return Err(PyErr::value_error("slice step cannot be zero"));
    }
    let (lower, upper) = if step.is_negative() { (BigInt::from(-1), length - 1u32) } else { (BigInt::zero(), length.clone()) };
    let clamp = |vm: &mut Vm, v: &Value, default: &BigInt| -> PyResult<BigInt> {
        if v.is_none() {
            return Ok(default.clone());
        }
        let mut i = long_slice_bound(vm, v)?;
        if i.is_negative() {
            i += length;
            if i < lower {
                i = lower.clone();
            }
        } else if i > upper {
            i = upper.clone();
        }
        Ok(i)
    };
    let (start_default, stop_default) = if step.is_negative() { (&upper, &lower) } else { (&lower, &upper) };
    let start = clamp(vm, &s.start, start_default)?;
    let stop = clamp(vm, &s.stop, stop_default)?;
    Ok((start, stop, step))
}

/// `r[key]`: an item (any int index) or a sub-range (any slice).
pub fn range_subscript(vm: &mut Vm, r: &PyRange, key: &Value) -> PyResult<Value> {
    if let Value::Slice(s) = key {
        let (start, stop, step) = long_slice_indices(vm, s, &r.length())?;
        let (r_start, _, r_step) = r.bounds();
        let sub = PyRange::from_big(&r_start + start * &r_step, &r_start + stop * &r_step, step * r_step);
        return Ok(Value::range_of(sub));
    }
    let is_index = as_int(key).is_some() || matches!(key, Value::Instance(inst) if inst.class.lookup("__index__").is_some());
    if !is_index {
        return Err(PyErr::type_error(format!("range indices must be integers or slices, not {}", vm.type_name(key))));
    }
    let i = vm.index_int(key)?;
    let i = as_int(&i).ok_or_else(|| PyErr::type_error("__index__ returned non-int"))?;
    r.item(i).ok_or_else(|| PyErr::index_error("range object index out of range"))
}

/// `r1 == r2`: the same sequence of items (CPython compares length, first item and step).
pub fn range_eq(a: &PyRange, b: &PyRange) -> bool {
    if let (PyRange::Small { start: s1, stop: e1, step: t1 }, PyRange::Small { start: s2, stop: e2, step: t2 }) = (a, b) {
        let (l1, l2) = (small_len(*s1, *e1, *t1), small_len(*s2, *e2, *t2));
        return l1 == l2 && (l1 == 0 || (s1 == s2 && (l1 == 1 || t1 == t2)));
    }
    let (l1, l2) = (a.length(), b.length());
    if l1 != l2 {
        return false;
    }
    let ((s1, _, t1), (s2, _, t2)) = (a.bounds(), b.bounds());
    l1.is_zero() || (s1 == s2 && (l1.is_one() || t1 == t2))
}

/// `hash(r)`: CPython's, the hash of `(len, start, step)` with start and step None when
/// the range has no items, and step None when it has one.
pub fn range_hash(vm: &mut Vm, r: &PyRange) -> PyResult<u64> {
    let len = r.length();
    let (start, step) = if len.is_zero() {
        (Value::None, Value::None)
    } else if len.is_one() {
        (r.start_value(), Value::None)
    } else {
        (r.start_value(), r.step_value())
    };
    vm.hash(&Value::tuple(vec![Value::from_bigint(len), start, step]))
}

pub fn range_repr(r: &PyRange) -> String {
    let (start, stop, step) = r.bounds();
    if step.is_one() {
        format!("range({}, {})", start, stop)
    } else {
        format!("range({}, {}, {})", start, stop, step)
    }
}

fn range_arg(vm: &mut Vm, v: &Value) -> PyResult<BigInt> {
    let n = vm.index_int(v)?;
    Ok(as_int(&n).map(|i| i.to_big()).unwrap_or_default())
}

const RANGE: Signature<1, 2> = Signature::positional("", "range", ["start"], ["stop", "step"]);

fn range_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_cls, [first], [second, third]) = RANGE.bind_method(args, kw)?;
    // The common one- and two-argument small ranges, without BigInts.
    match (first, second, third) {
        (Value::Int(stop), None, None) => return Ok(Value::range_of(PyRange::Small { start: 0, stop: *stop, step: 1 })),
        (Value::Int(start), Some(Value::Int(stop)), None) => {
            return Ok(Value::range_of(PyRange::Small { start: *start, stop: *stop, step: 1 }))
        }
        _ => {}
    }
    let (start, stop, step) = match (second, third) {
        (None, _) => (BigInt::zero(), range_arg(vm, first)?, BigInt::one()),
        (Some(stop), None) => (range_arg(vm, first)?, range_arg(vm, stop)?, BigInt::one()),
        (Some(stop), Some(step)) => (range_arg(vm, first)?, range_arg(vm, stop)?, range_arg(vm, step)?),
    };
    if step.is_zero() {
        return Err(PyErr::value_error("range() arg 3 must not be zero"));
    }
    Ok(Value::range_of(PyRange::from_big(start, stop, step)))
}

fn self_range(v: &Value) -> PyResult<Rc<RangeObject>> {
    match v {
        Value::Range(r) => Ok(r.clone()),
        _ => Err(PyErr::type_error("descriptor requires a 'range' object")),
    }
}

const SLICE: Signature<1, 2> = Signature::positional("", "slice", ["start"], ["stop", "step"]);

fn slice_new(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_cls, [first], [second, third]) = SLICE.bind_method(args, kw)?;
    let (start, stop, step) = match (second, third) {
        (None, _) => (Value::None, first.clone(), Value::None),
        (Some(stop), step) => (first.clone(), stop.clone(), step.cloned().unwrap_or(Value::None)),
    };
    Ok(Value::slice(start, stop, step))
}

const INDICES: Signature<1, 0> = Signature::positional("slice", "indices", ["length"], []);

/// `slice.indices(length)`: CPython computes it over ints of any size.
fn slice_indices(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [length], []) = INDICES.bind_method(args, kw)?;
    let Value::Slice(s) = this else { return Err(PyErr::type_error("descriptor requires a 'slice' object")) };
    let n = range_arg(vm, length)?;
    if n.is_negative() {
        return Err(PyErr::value_error("length should not be negative"));
    }
    let (start, stop, step) = long_slice_indices(vm, s, &n)?;
    Ok(Value::tuple(vec![Value::from_bigint(start), Value::from_bigint(stop), Value::from_bigint(step)]))
}

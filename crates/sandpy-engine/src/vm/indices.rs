//! Integer indices, as CPython converts them: `__index__` (`operator.index`), the three
//! ways a C-sized index is taken from it (an error, an IndexError, or clamping for slice
//! bounds), and slice arithmetic.
//!
//! Converting an index may run user code (`__index__`), which may change the container
//! being indexed. So a slice is resolved in two steps, as CPython does: [`Vm::slice_bounds`]
//! converts the bounds (user code runs here), then [`SliceBounds::adjust`] meets them with
//! the container's length read *afterwards*. All arithmetic is done in i128, so bounds near
//! the i64 limits cannot overflow.

use num_traits::{Signed, ToPrimitive};

use super::Vm;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::num::{as_int, IntRef};
use crate::value::{PySlice, Value};

/// Normalized slice: start, stop, step and the number of selected items.
pub struct SliceIndices {
    pub start: i64,
    pub stop: i64,
    pub step: i64,
    pub len: usize,
}

impl SliceIndices {
    /// The selected positions, in order. Every position is within `0..len` of the length
    /// the indices were adjusted to.
    pub fn positions(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.len).map(move |i| (self.start as i128 + i as i128 * self.step as i128) as usize)
    }
}

/// A slice's bounds after `__index__`, before they meet a length: CPython's
/// `PySlice_Unpack` (bounds beyond the machine word are clamped to it; a step below
/// `-i64::MAX` becomes `-i64::MAX`, so it can always be negated).
#[derive(Clone, Copy, Debug)]
pub struct SliceBounds {
    pub start: Option<i64>,
    pub stop: Option<i64>,
    pub step: i64,
}

impl SliceBounds {
    /// CPython's `PySlice_AdjustIndices`: the bounds clamped to a sequence of `len` items.
    pub fn adjust(&self, len: usize) -> SliceIndices {
        let len = len as i128;
        let step = self.step as i128;
        let (lower, upper) = if step < 0 { (-1, len - 1) } else { (0, len) };
        let clamp = |bound: Option<i64>, default: i128| -> i128 {
            match bound {
                None => default,
                Some(i) if i < 0 => (i as i128 + len).max(lower),
                Some(i) => (i as i128).min(upper),
            }
        };
        let start = clamp(self.start, if step < 0 { upper } else { lower });
        let stop = clamp(self.stop, if step < 0 { lower } else { upper });
        let count = if step > 0 {
            if stop > start {
                (stop - start - 1) / step + 1
            } else {
                0
            }
        } else if start > stop {
            (start - stop - 1) / (-step) + 1
        } else {
            0
        };
        SliceIndices { start: start as i64, stop: stop as i64, step: self.step, len: count as usize }
    }
}

/// `i` as a position in a sequence of `len` items (negative counts from the end), or None
/// when it is out of range.
pub fn normalize_index(i: i64, len: usize) -> Option<usize> {
    let i = if i < 0 { i as i128 + len as i128 } else { i as i128 };
    if i < 0 || i >= len as i128 {
        None
    } else {
        Some(i as usize)
    }
}

/// The `start`/`stop` of a search (`list.index(x, start, stop)`) over `len` items: negative
/// values count from the end (and stop at 0); the caller stops at the sequence's end.
pub fn search_bounds(start: Option<i64>, stop: Option<i64>, len: usize) -> (usize, usize) {
    let norm = |i: i64| -> usize {
        if i < 0 {
            (i as i128 + len as i128).max(0) as usize
        } else {
            i as usize
        }
    };
    (start.map_or(0, norm), stop.map_or(len, norm))
}

/// CPython's error for an int that does not fit a C `Py_ssize_t` argument.
pub fn ssize_overflow() -> PyErr {
    PyErr::overflow("Python int too large to convert to C ssize_t")
}

impl Vm {
    /// `operator.index(v)`: `v` itself when it is an int, else what its `__index__` returns
    /// (which must be an int).
    pub fn index_int(&mut self, v: &Value) -> PyResult<Value> {
        if as_int(v).is_some() {
            return Ok(v.clone());
        }
        if let Value::Instance(inst) = v {
            if let Some(f) = inst.class.lookup("__index__") {
                let r = self.call_method_value(f, v, &[])?;
                if as_int(&r).is_some() {
                    return Ok(r);
                }
                if let Value::Instance(ri) = &r {
                    // An int subclass: its int value.
                    let base = ri.base_value.borrow().clone();
                    if as_int(&base).is_some() {
                        return Ok(base);
                    }
                }
                return Err(PyErr::type_error(format!("__index__ returned non-int (type {})", self.type_name(&r))));
            }
        }
        Err(PyErr::type_error(format!("'{}' object cannot be interpreted as an integer", self.type_name(v))))
    }

    /// `v` as a machine-word index (`PyNumber_AsSsize_t(v, IndexError)`): an int beyond it
    /// is an IndexError naming `v`'s type. Used where the index selects an item.
    pub fn index_value(&mut self, v: &Value) -> PyResult<i64> {
        if let Value::Int(i) = v {
            return Ok(*i);
        }
        let n = self.index_int(v)?;
        match as_int(&n) {
            Some(IntRef::Small(i)) => Ok(i),
            _ => Err(PyErr::new(ExcKind::IndexError, format!("cannot fit '{}' into an index-sized integer", self.type_name(v)))),
        }
    }

    /// `PyNumber_AsSsize_t(v, OverflowError)`: beyond the machine word is an OverflowError
    /// naming `v`'s type.
    pub fn index_fit(&mut self, v: &Value) -> PyResult<i64> {
        if let Value::Int(i) = v {
            return Ok(*i);
        }
        let n = self.index_int(v)?;
        match as_int(&n) {
            Some(IntRef::Small(i)) => Ok(i),
            _ => Err(PyErr::overflow(format!("cannot fit '{}' into an index-sized integer", self.type_name(v)))),
        }
    }

    /// `v` as a `Py_ssize_t` argument: an int beyond the machine word is an OverflowError.
    pub fn index_ssize(&mut self, v: &Value) -> PyResult<i64> {
        if let Value::Int(i) = v {
            return Ok(*i);
        }
        let n = self.index_int(v)?;
        match as_int(&n) {
            Some(IntRef::Small(i)) => Ok(i),
            _ => Err(ssize_overflow()),
        }
    }

    /// `v` as a C `int` argument: OverflowError beyond 32 bits.
    pub fn index_c_int(&mut self, v: &Value) -> PyResult<i32> {
        let n = match v {
            Value::Int(i) => Value::Int(*i),
            _ => self.index_int(v)?,
        };
        match n {
            Value::Int(i) => i32::try_from(i).map_err(|_| PyErr::overflow("Python int too large to convert to C int")),
            Value::Bool(b) => Ok(b as i32),
            _ => Err(PyErr::overflow("Python int too large to convert to C int")),
        }
    }

    /// A repeat count (`seq * n`): None when `n` is not an integer at all; negative counts
    /// are 0; beyond the machine word is CPython's OverflowError, whatever the sign.
    pub fn repeat_count(&mut self, v: &Value) -> PyResult<Option<usize>> {
        let is_index = match v {
            Value::Int(i) => return Ok(Some(usize::try_from(*i).unwrap_or(0))),
            Value::Bool(_) | Value::BigInt(_) => true,
            Value::Instance(inst) => inst.class.lookup("__index__").is_some(),
            _ => false,
        };
        if !is_index {
            return Ok(None);
        }
        let n = self.index_int(v)?;
        match as_int(&n) {
            Some(IntRef::Small(i)) => Ok(Some(usize::try_from(i).unwrap_or(0))),
            _ => Err(PyErr::overflow(format!("cannot fit '{}' into an index-sized integer", self.type_name(v)))),
        }
    }

    /// `operator.index(v)` clamped to the machine word (`PyNumber_AsSsize_t(v, NULL)`).
    pub fn index_saturating(&mut self, v: &Value) -> PyResult<i64> {
        if let Value::Int(i) = v {
            return Ok(*i);
        }
        let n = self.index_int(v)?;
        Ok(match as_int(&n) {
            Some(IntRef::Small(i)) => i,
            Some(IntRef::Big(b)) => b.to_i64().unwrap_or(if b.is_negative() { i64::MIN } else { i64::MAX }),
            None => 0,
        })
    }

    /// `v` as a slice bound (`_PyEval_SliceIndex`): ints beyond the machine word clamp to it.
    pub fn index_clamped(&mut self, v: &Value) -> PyResult<i64> {
        self.clamped_index(v, "slice indices must be integers or None or have an __index__ method")
    }

    /// [`Vm::index_clamped`] where None is not accepted (`list.index(x, start, stop)`).
    pub fn index_clamped_not_none(&mut self, v: &Value) -> PyResult<i64> {
        self.clamped_index(v, "slice indices must be integers or have an __index__ method")
    }

    fn clamped_index(&mut self, v: &Value, type_error: &str) -> PyResult<i64> {
        if let Value::Int(i) = v {
            return Ok(*i);
        }
        let n = match as_int(v) {
            Some(_) => v.clone(),
            None if matches!(v, Value::Instance(inst) if inst.class.lookup("__index__").is_some()) => self.index_int(v)?,
            None => return Err(PyErr::type_error(type_error)),
        };
        Ok(match as_int(&n) {
            Some(IntRef::Small(i)) => i,
            Some(IntRef::Big(b)) => b.to_i64().unwrap_or(if b.is_negative() { i64::MIN } else { i64::MAX }),
            None => 0,
        })
    }

    /// The bounds of `s` as [`SliceBounds`]; runs the bounds' `__index__`.
    pub fn slice_bounds(&mut self, s: &PySlice) -> PyResult<SliceBounds> {
        let step = if s.step.is_none() { 1 } else { self.index_clamped(&s.step)? };
        if step == 0 {
            return Err(PyErr::value_error("slice step cannot be zero"));
        }
        let start = if s.start.is_none() { None } else { Some(self.index_clamped(&s.start)?) };
        let stop = if s.stop.is_none() { None } else { Some(self.index_clamped(&s.stop)?) };
        Ok(SliceBounds { start, stop, step: step.max(-i64::MAX) })
    }

    /// Python's `slice.indices(len)` for a length that user code cannot change meanwhile
    /// (immutable sequences). For a mutable container, take [`Vm::slice_bounds`] first and
    /// read the length after.
    pub fn slice_indices(&mut self, s: &PySlice, len: usize) -> PyResult<SliceIndices> {
        Ok(self.slice_bounds(s)?.adjust(len))
    }

    /// A subscript's integer: Some(index) for ints and objects with `__index__`, None for
    /// other keys (the caller's TypeError). Big ints are CPython's IndexError.
    pub fn subscript_index(&mut self, key: &Value) -> PyResult<Option<i64>> {
        match key {
            Value::Int(i) => Ok(Some(*i)),
            Value::Bool(b) => Ok(Some(*b as i64)),
            Value::BigInt(_) => self.index_value(key).map(Some),
            Value::Instance(inst) if inst.class.lookup("__index__").is_some() => self.index_value(key).map(Some),
            _ => Ok(None),
        }
    }
}

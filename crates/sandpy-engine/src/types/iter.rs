//! Native iterators and the iteration protocol (`iter()`, `next()`), including the lazy
//! builtins enumerate, zip, map, filter and reversed.
//!
//! Iterators that call back into Python (map, filter, user `__next__`) take their state out
//! of the cell while the callback runs, so re-entering the same iterator never panics.

use std::rc::Rc;

use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{DictView, NativeIter, PyDict, PyRange, PySet, PyStr, Value, ViewKind};
use crate::vm::call::{GenStep, Resume};
use crate::vm::Vm;

pub enum IterState {
    /// list, tuple, bytes, bytearray, or any object with `__getitem__`.
    Seq {
        seq: Value,
        index: usize,
    },
    Str {
        s: Rc<PyStr>,
        byte_pos: usize,
    },
    Range {
        next: i64,
        stop: i64,
        step: i64,
    },
    Dict {
        dict: Rc<PyDict>,
        pos: usize,
        kind: ViewKind,
        expected_len: usize,
    },
    Set {
        set: Rc<PySet>,
        pos: usize,
        expected_len: usize,
    },
    Enumerate {
        inner: Value,
        count: i64,
    },
    /// `enumerate` once its count is past i64 (a huge `start`, or a very long run).
    EnumerateBig {
        inner: Value,
        count: num_bigint::BigInt,
    },
    Zip {
        iters: Vec<Value>,
        strict: bool,
    },
    Map {
        func: Value,
        iters: Vec<Value>,
    },
    Filter {
        func: Value,
        inner: Value,
    },
    Reversed {
        seq: Value,
        index: usize,
    },
    Callable {
        func: Value,
        sentinel: Value,
    },
    /// Iterators implemented by modules (itertools…): a name and a boxed stepper.
    Generic {
        name: &'static str,
        stepper: Box<dyn NativeStepper>,
    },
    Exhausted,
}

impl IterState {
    /// Reports every value the state holds (for the cycle collector).
    pub fn visit(&self, f: &mut dyn FnMut(&Value)) {
        match self {
            IterState::Seq { seq, .. } | IterState::Reversed { seq, .. } => f(seq),
            IterState::Enumerate { inner, .. } | IterState::EnumerateBig { inner, .. } => f(inner),
            IterState::Zip { iters, .. } => iters.iter().for_each(f),
            IterState::Map { func, iters } => {
                f(func);
                iters.iter().for_each(f);
            }
            IterState::Filter { func, inner } => {
                f(func);
                f(inner);
            }
            IterState::Callable { func, sentinel } => {
                f(func);
                f(sentinel);
            }
            IterState::Dict { dict, .. } => f(&Value::Dict(dict.clone())),
            IterState::Set { set, .. } => f(&Value::Set(set.clone())),
            IterState::Generic { stepper, .. } => stepper.visit_values(f),
            IterState::Str { .. } | IterState::Range { .. } | IterState::Exhausted => {}
        }
    }

    /// The values this state refers to (for non-recursive dropping).
    pub fn into_values(self) -> Vec<Value> {
        match self {
            IterState::Seq { seq, .. } | IterState::Reversed { seq, .. } => vec![seq],
            IterState::Enumerate { inner, .. } | IterState::EnumerateBig { inner, .. } => vec![inner],
            IterState::Zip { iters, .. } => iters,
            IterState::Map { func, mut iters } => {
                iters.push(func);
                iters
            }
            IterState::Filter { func, inner } => vec![func, inner],
            IterState::Callable { func, sentinel } => vec![func, sentinel],
            IterState::Dict { dict, .. } => vec![Value::Dict(dict)],
            IterState::Set { set, .. } => vec![Value::Set(set)],
            IterState::Generic { stepper, .. } => {
                crate::heap::release_stepper(stepper);
                Vec::new()
            }
            IterState::Str { .. } | IterState::Range { .. } | IterState::Exhausted => Vec::new(),
        }
    }
}

/// A native iterator step function for module-provided iterators.
pub trait NativeStepper {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>>;
    /// Lets the module that made this iterator recover its own state from the value (used
    /// as an opaque native handle, e.g. by `re` for compiled patterns and match data).
    fn as_any(&self) -> Option<&dyn std::any::Any> {
        None
    }
    /// Bytes the state owns beyond its own struct that no value accounts for (a compiled
    /// program, say), charged once when the iterator is made.
    fn heap_bytes(&self) -> usize {
        0
    }
    /// Reports the values the state holds to the cycle collector (see `heap::Traceable`);
    /// reporting none is always safe (they are then simply kept alive).
    fn visit_values(&self, _found: &mut dyn FnMut(&Value)) {}
}

pub fn new_iter(state: IterState) -> Value {
    // A module iterator's boxed state is charged by its size (what it owns beyond that is
    // made of values, each charged itself, or checked by the module when it grows).
    let charged = match &state {
        IterState::Generic { stepper, .. } => std::mem::size_of_val(&**stepper) + stepper.heap_bytes(),
        IterState::Zip { iters, .. } | IterState::Map { iters, .. } => iters.capacity() * std::mem::size_of::<Value>(),
        _ => 0,
    };
    crate::heap::charge(charged);
    // An iterator over text, bytes, a range or a tuple the collector does not know (one of
    // leaves) holds nothing that could lead back to it: it need not be registered.
    let outside_every_cycle = match &state {
        IterState::Str { .. } | IterState::Range { .. } | IterState::Exhausted => true,
        IterState::Seq { seq: Value::Bytes(_), .. } => true,
        IterState::Seq { seq: Value::Tuple(t), .. } => t.gc.slot().is_none(),
        _ => false,
    };
    let it = Rc::new(NativeIter {
        state: std::cell::RefCell::new(state),
        charged,
        _slot: crate::heap::Slot::new(),
        gc: crate::heap::GcLink::new(),
    });
    if !outside_every_cycle {
        crate::heap::track(&it);
    }
    Value::Iter(it)
}

/// The items a dict view currently shows.
pub fn view_items(view: &DictView) -> Vec<Value> {
    let st = view.dict.store.borrow();
    match view.kind {
        ViewKind::Keys => st.keys(),
        ViewKind::Values => st.values(),
        ViewKind::Items => st.items().into_iter().map(|(k, v)| Value::tuple(vec![k, v])).collect(),
    }
}

/// The two iterators of a non-strict `zip(a, b)` that has not started, taking them out (the
/// zip is left exhausted) so the caller can step them itself, without building pair tuples.
pub fn take_plain_zip_pair(it: &Value) -> Option<(Value, Value)> {
    let Value::Iter(native) = it else { return None };
    let mut st = native.state.borrow_mut();
    let IterState::Zip { iters, strict: false } = &*st else { return None };
    let [a, b] = &iters[..] else { return None };
    let pair = (a.clone(), b.clone());
    *st = IterState::Exhausted;
    Some(pair)
}

/// Undoes [`take_plain_zip_pair`].
pub fn restore_zip_pair(it: &Value, a: Value, b: Value) {
    if let Value::Iter(native) = it {
        *native.state.borrow_mut() = IterState::Zip { iters: vec![a, b], strict: false };
    }
}

impl Vm {
    pub fn get_iter(&mut self, v: &Value) -> PyResult<Value> {
        Ok(match v {
            Value::List(_) | Value::Tuple(_) | Value::Bytes(_) | Value::ByteArray(_) => {
                new_iter(IterState::Seq { seq: v.clone(), index: 0 })
            }
            Value::Str(s) => new_iter(IterState::Str { s: s.clone(), byte_pos: 0 }),
            Value::Range(r) => match &r.bounds {
                PyRange::Small { start, stop, step } => new_iter(IterState::Range { next: *start, stop: *stop, step: *step }),
                // Bounds beyond i64: item by item through the range's subscript.
                PyRange::Big(_) => new_iter(IterState::Seq { seq: v.clone(), index: 0 }),
            },
            Value::Dict(d) => {
                let n = d.store.borrow().len();
                new_iter(IterState::Dict { dict: d.clone(), pos: 0, kind: ViewKind::Keys, expected_len: n })
            }
            Value::DictView(view) => {
                let n = view.dict.store.borrow().len();
                new_iter(IterState::Dict { dict: view.dict.clone(), pos: 0, kind: view.kind, expected_len: n })
            }
            Value::Set(s) | Value::FrozenSet(s) => {
                let n = s.store.borrow().len();
                new_iter(IterState::Set { set: s.clone(), pos: 0, expected_len: n })
            }
            Value::Iter(_) | Value::Generator(_) => v.clone(),
            Value::Type(_) if self.meta_method(v, "__iter__").is_some() => {
                let f = self.meta_method(v, "__iter__").unwrap_or(Value::None);
                let it = self.call_method_value(f, v, &[])?;
                if !self.is_iterator(&it) {
                    return Err(PyErr::type_error(format!("iter() returned non-iterator of type '{}'", self.type_name(&it))));
                }
                return Ok(it);
            }
            Value::Instance(inst) => {
                if let Some(f) = inst.class.lookup("__iter__") {
                    let it = self.call_method_value(f, v, &[])?;
                    if !self.is_iterator(&it) {
                        return Err(PyErr::type_error(format!("iter() returned non-iterator of type '{}'", self.type_name(&it))));
                    }
                    return Ok(it);
                }
                if inst.class.lookup("__getitem__").is_some() {
                    return Ok(new_iter(IterState::Seq { seq: v.clone(), index: 0 }));
                }
                let base = inst.base_value.borrow().clone();
                if !base.is_none() {
                    return self.get_iter(&base);
                }
                return Err(self.not_iterable(v));
            }
            _ => return Err(self.not_iterable(v)),
        })
    }

    fn not_iterable(&self, v: &Value) -> PyErr {
        PyErr::type_error(format!("'{}' object is not iterable", self.type_name(v)))
    }

    pub fn is_iterator(&self, v: &Value) -> bool {
        match v {
            Value::Iter(_) | Value::Generator(_) => true,
            Value::Instance(inst) => inst.class.lookup("__next__").is_some(),
            _ => false,
        }
    }

    /// Next item, or None when exhausted.
    pub fn iter_next(&mut self, it: &Value) -> PyResult<Option<Value>> {
        match self.iter_next_with_value(it)? {
            Ok(v) => Ok(Some(v)),
            Err(_) => Ok(None),
        }
    }

    /// Next item, or Err(return value) when exhausted (`yield from` needs the value).
    pub fn iter_next_with_value(&mut self, it: &Value) -> PyResult<Result<Value, Value>> {
        // Natives iterating (all, any, sum, min, join…) pay one operation per item.
        if self.budget == 0 {
            self.check_limits()?;
        }
        self.budget -= 1;
        match it {
            Value::Iter(native) => {
                // Fast paths that never call back into Python.
                {
                    let mut st = native.state.borrow_mut();
                    match &mut *st {
                        IterState::Range { next, stop, step } => {
                            let n = *next;
                            if (*step > 0 && n < *stop) || (*step < 0 && n > *stop) {
                                *next = n.saturating_add(*step);
                                return Ok(Ok(Value::Int(n)));
                            }
                            return Ok(Err(Value::None));
                        }
                        IterState::Seq { seq: Value::List(l), index } => {
                            let items = l.items.borrow();
                            return Ok(match items.get(*index) {
                                Some(v) => {
                                    *index += 1;
                                    Ok(v.clone())
                                }
                                None => {
                                    *index = usize::MAX;
                                    Err(Value::None)
                                }
                            });
                        }
                        IterState::Seq { seq: Value::Tuple(t), index } => {
                            return Ok(match t.items.get(*index) {
                                Some(v) => {
                                    *index += 1;
                                    Ok(v.clone())
                                }
                                None => Err(Value::None),
                            });
                        }
                        IterState::Str { s, byte_pos } => {
                            let rest = s.s.get(*byte_pos..).unwrap_or("");
                            return Ok(match rest.chars().next() {
                                Some(c) => {
                                    *byte_pos += c.len_utf8();
                                    Ok(crate::types::str::char_value(c))
                                }
                                None => Err(Value::None),
                            });
                        }
                        IterState::Exhausted => return Ok(Err(Value::None)),
                        _ => {}
                    }
                }
                let state = std::mem::replace(&mut *native.state.borrow_mut(), IterState::Exhausted);
                let mut state = state;
                // Iterators wrapping iterators recurse here: bound the depth and grow the
                // stack on the heap when it runs low.
                if let Err(e) = self.enter_recursion("") {
                    *native.state.borrow_mut() = state;
                    return Err(e);
                }
                let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || self.step_state(&mut state));
                self.recursion_depth -= 1;
                *native.state.borrow_mut() = state;
                match r {
                    Ok(Some(v)) => Ok(Ok(v)),
                    Ok(None) => Ok(Err(Value::None)),
                    // A StopIteration escaping a step (map calling `next`, a key function…)
                    // ends the iteration, as it does for any __next__ in CPython.
                    Err(e) if self.error_is(&e, ExcKind::StopIteration) => Ok(Err(self.stop_iteration_value(e))),
                    Err(e) => Err(e),
                }
            }
            Value::Generator(g) => Ok(match self.resume_generator(g, Resume::Next(Value::None))? {
                GenStep::Yielded(v) => Ok(v),
                GenStep::Returned(v) => Err(v),
            }),
            Value::Instance(inst) => match inst.class.lookup("__next__") {
                Some(f) => match self.call_method_value(f, it, &[]) {
                    Ok(v) => Ok(Ok(v)),
                    Err(e) if self.error_is(&e, ExcKind::StopIteration) => Ok(Err(self.stop_iteration_value(e))),
                    Err(e) => Err(e),
                },
                None => Err(PyErr::type_error(format!("'{}' object is not an iterator", inst.class.name))),
            },
            other => Err(PyErr::type_error(format!("'{}' object is not an iterator", self.type_name(other)))),
        }
    }

    fn step_state(&mut self, state: &mut IterState) -> PyResult<Option<Value>> {
        match state {
            IterState::Seq { seq, index } => {
                let i = *index;
                let item = match seq {
                    Value::Bytes(b) => b.data.get(i).map(|x| Value::Int(*x as i64)),
                    Value::ByteArray(b) => b.borrow().get(i).map(|x| Value::Int(*x as i64)),
                    Value::List(l) => l.items.borrow().get(i).cloned(),
                    other => {
                        let other = other.clone();
                        match self.get_item(&other, &Value::Int(i as i64)) {
                            Ok(v) => Some(v),
                            Err(e) if self.error_is(&e, ExcKind::IndexError) || self.error_is(&e, ExcKind::StopIteration) => None,
                            Err(e) => return Err(e),
                        }
                    }
                };
                if item.is_some() {
                    *index += 1;
                } else {
                    *state = IterState::Exhausted;
                }
                Ok(item)
            }
            IterState::Dict { dict, pos, kind, expected_len } => {
                let st = dict.store.borrow();
                if st.len() != *expected_len {
                    drop(st);
                    *state = IterState::Exhausted;
                    return Err(PyErr::new(ExcKind::RuntimeError, "dictionary changed size during iteration"));
                }
                while *pos < st.slots() {
                    let i = *pos;
                    *pos += 1;
                    if let Some(e) = st.entry_at(i) {
                        return Ok(Some(match kind {
                            ViewKind::Keys => e.key.clone(),
                            ViewKind::Values => e.value.clone(),
                            ViewKind::Items => Value::tuple(vec![e.key.clone(), e.value.clone()]),
                        }));
                    }
                }
                Ok(None)
            }
            IterState::Set { set, pos, expected_len } => {
                let st = set.store.borrow();
                if st.len() != *expected_len {
                    drop(st);
                    *state = IterState::Exhausted;
                    return Err(PyErr::new(ExcKind::RuntimeError, "Set changed size during iteration"));
                }
                while *pos < st.slots() {
                    let i = *pos;
                    *pos += 1;
                    if let Some(e) = st.entry_at(i) {
                        return Ok(Some(e.key.clone()));
                    }
                }
                Ok(None)
            }
            IterState::Enumerate { inner, count } => {
                let inner = inner.clone();
                match self.iter_next(&inner)? {
                    Some(v) => {
                        let c = *count;
                        match c.checked_add(1) {
                            Some(next) => *count = next,
                            None => *state = IterState::EnumerateBig { inner, count: num_bigint::BigInt::from(c) + 1 },
                        }
                        Ok(Some(Value::tuple(vec![Value::Int(c), v])))
                    }
                    None => Ok(None),
                }
            }
            IterState::EnumerateBig { inner, count } => {
                let inner = inner.clone();
                match self.iter_next(&inner)? {
                    Some(v) => {
                        let c = Value::from_bigint(count.clone());
                        *count += 1;
                        Ok(Some(Value::tuple(vec![c, v])))
                    }
                    None => Ok(None),
                }
            }
            IterState::Zip { iters, strict } => {
                if iters.is_empty() {
                    return Ok(None);
                }
                let mut out = Vec::with_capacity(iters.len());
                for i in 0..iters.len() {
                    match self.iter_next(&iters[i])? {
                        Some(v) => out.push(v),
                        None => {
                            if *strict {
                                if i > 0 {
                                    let plural = if i == 1 { " " } else { "s 1-" };
                                    return Err(PyErr::value_error(format!(
                                        "zip() argument {} is shorter than argument{}{}",
                                        i + 1,
                                        plural,
                                        i
                                    )));
                                }
                                for (j, rest) in iters.iter().enumerate().skip(1) {
                                    if self.iter_next(rest)?.is_some() {
                                        let plural = if j == 1 { " " } else { "s 1-" };
                                        return Err(PyErr::value_error(format!(
                                            "zip() argument {} is longer than argument{}{}",
                                            j + 1,
                                            plural,
                                            j
                                        )));
                                    }
                                }
                            }
                            *state = IterState::Exhausted;
                            return Ok(None);
                        }
                    }
                }
                Ok(Some(Value::tuple(out)))
            }
            IterState::Map { func, iters } => {
                let mut args = Vec::with_capacity(iters.len());
                for it in iters.iter() {
                    match self.iter_next(it)? {
                        Some(v) => args.push(v),
                        None => break,
                    }
                }
                if args.len() < iters.len() {
                    *state = IterState::Exhausted;
                    return Ok(None);
                }
                let func = func.clone();
                self.call(&func, &args, &[]).map(Some)
            }
            IterState::Filter { func, inner } => {
                let (func, inner) = (func.clone(), inner.clone());
                loop {
                    let Some(v) = self.iter_next(&inner)? else {
                        *state = IterState::Exhausted;
                        return Ok(None);
                    };
                    let keep = if func.is_none() {
                        self.truthy(&v)?
                    } else {
                        let r = self.call(&func, std::slice::from_ref(&v), &[])?;
                        self.truthy(&r)?
                    };
                    if keep {
                        return Ok(Some(v));
                    }
                }
            }
            IterState::Reversed { seq, index } => {
                if *index == 0 {
                    *state = IterState::Exhausted;
                    return Ok(None);
                }
                *index -= 1;
                let seq = seq.clone();
                let i = *index;
                match self.get_item(&seq, &Value::Int(i as i64)) {
                    Ok(v) => Ok(Some(v)),
                    Err(e) if self.error_is(&e, ExcKind::IndexError) => {
                        *state = IterState::Exhausted;
                        Ok(None)
                    }
                    Err(e) => Err(e),
                }
            }
            IterState::Callable { func, sentinel } => {
                let (func, sentinel) = (func.clone(), sentinel.clone());
                let v = self.call(&func, &[], &[])?;
                if self.eq(&v, &sentinel)? {
                    *state = IterState::Exhausted;
                    return Ok(None);
                }
                Ok(Some(v))
            }
            IterState::Generic { stepper, .. } => stepper.next(self),
            IterState::Range { .. } | IterState::Str { .. } | IterState::Exhausted => Ok(None),
        }
    }

    /// Drains any iterable into a vector, charging the operation budget as it goes.
    pub fn collect_iterable(&mut self, v: &Value) -> PyResult<Vec<Value>> {
        let mut out = Vec::new();
        self.collect_iterable_into(v, &mut out)?;
        Ok(out)
    }

    /// [`Vm::collect_iterable`] appending to `out`, which keeps the items produced before an
    /// error (in-place natives such as `list.extend` keep them, as CPython does).
    pub fn collect_iterable_into(&mut self, v: &Value, out: &mut Vec<Value>) -> PyResult<()> {
        match v {
            Value::List(l) => {
                let n = l.items.borrow().len();
                self.check_vec_growth(out.len(), out.capacity(), n)?;
                out.extend(l.items.borrow().iter().cloned());
                return Ok(());
            }
            Value::Tuple(t) => {
                self.check_vec_growth(out.len(), out.capacity(), t.items.len())?;
                out.extend(t.items.iter().cloned());
                return Ok(());
            }
            _ => {}
        }
        let it = self.get_iter(v)?;
        let start = out.len();
        while let Some(x) = self.iter_next(&it)? {
            if out.len() == out.capacity() {
                // The vector is not charged yet (it becomes a list or tuple later), but its
                // growth must fit.
                self.check_vec_growth(out.len(), out.capacity(), 1)?;
            }
            out.push(x);
            if (out.len() - start).is_multiple_of(1024) {
                self.charge(1024)?;
            }
        }
        Ok(())
    }
}

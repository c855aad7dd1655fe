//! Subscription and sizes: `x[i]`, `x[a:b:c]`, item assignment and deletion, `len()`,
//! and `__index__` conversion.

use std::rc::Rc;

use num_traits::{Signed, ToPrimitive};

use super::Vm;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::num::{as_int, IntRef};
use crate::value::{PyBytes, PySlice, Value};

/// Normalized slice: start, stop, step and the number of selected items.
pub struct SliceIndices {
    pub start: i64,
    pub stop: i64,
    pub step: i64,
    pub len: usize,
}

impl SliceIndices {
    pub fn positions(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.len).map(move |i| (self.start + i as i64 * self.step) as usize)
    }
}

impl Vm {
    /// `operator.index(v)`.
    pub fn index_value(&mut self, v: &Value) -> PyResult<i64> {
        match as_int(v) {
            Some(IntRef::Small(i)) => Ok(i),
            Some(IntRef::Big(b)) => {
                b.to_i64().ok_or_else(|| PyErr::new(ExcKind::IndexError, "cannot fit 'int' into an index-sized integer"))
            }
            None => {
                if let Value::Instance(inst) = v {
                    if let Some(f) = inst.class.lookup("__index__") {
                        let r = self.call_method_value(f, v, &[])?;
                        if let Some(IntRef::Small(i)) = as_int(&r) {
                            return Ok(i);
                        }
                        return Err(PyErr::type_error(format!("__index__ returned non-int (type {})", self.type_name(&r))));
                    }
                }
                Err(PyErr::type_error(format!("'{}' object cannot be interpreted as an integer", self.type_name(v))))
            }
        }
    }

    /// Python's `slice.indices(len)`.
    pub fn slice_indices(&mut self, s: &PySlice, len: usize) -> PyResult<SliceIndices> {
        let len = len as i64;
        let step = if s.step.is_none() { 1 } else { self.slice_bound(&s.step)? };
        if step == 0 {
            return Err(PyErr::value_error("slice step cannot be zero"));
        }
        let (lower, upper) = if step < 0 { (-1, len - 1) } else { (0, len) };
        let clamp = |vm: &mut Vm, v: &Value, default: i64| -> PyResult<i64> {
            if v.is_none() {
                return Ok(default);
            }
            let mut i = vm.slice_bound(v)?;
            if i < 0 {
                i += len;
                if i < lower {
                    i = lower;
                }
            } else if i > upper {
                i = upper;
            }
            Ok(i)
        };
        let start = clamp(self, &s.start, if step < 0 { upper } else { lower })?;
        let stop = clamp(self, &s.stop, if step < 0 { lower } else { upper })?;
        // i128: a step of -2**63 cannot be negated in i64.
        let (s, e, st) = (start as i128, stop as i128, step as i128);
        let count = if st == 1 {
            (e - s).max(0)
        } else if st > 0 {
            if e > s {
                (e - s - 1) / st + 1
            } else {
                0
            }
        } else if s > e {
            (s - e - 1) / (-st) + 1
        } else {
            0
        };
        Ok(SliceIndices { start, stop, step, len: count as usize })
    }

    fn slice_bound(&mut self, v: &Value) -> PyResult<i64> {
        match as_int(v) {
            Some(IntRef::Small(i)) => Ok(i),
            Some(IntRef::Big(b)) => Ok(if b.is_negative() { i64::MIN / 2 } else { i64::MAX / 2 }),
            None => {
                if let Value::Instance(_) = v {
                    return self.index_value(v);
                }
                Err(PyErr::type_error("slice indices must be integers or None or have an __index__ method"))
            }
        }
    }

    fn seq_index(&mut self, key: &Value, len: usize, what: &str) -> PyResult<Option<usize>> {
        let i = match as_int(key) {
            Some(IntRef::Small(i)) => i,
            Some(IntRef::Big(_)) => return Err(PyErr::new(ExcKind::IndexError, "cannot fit 'int' into an index-sized integer")),
            None => {
                if let Value::Instance(_) = key {
                    self.index_value(key)?
                } else {
                    let _ = what;
                    return Ok(None);
                }
            }
        };
        let i = if i < 0 { i + len as i64 } else { i };
        if i < 0 || i >= len as i64 {
            return Err(PyErr::index_error(format!("{} index out of range", what)));
        }
        Ok(Some(i as usize))
    }

    pub fn get_item(&mut self, container: &Value, key: &Value) -> PyResult<Value> {
        match container {
            Value::List(l) => {
                if let Value::Slice(s) = key {
                    let len = l.items.borrow().len();
                    let idx = self.slice_indices(s, len)?;
                    self.charge(idx.len as u64 / 16)?;
                    self.check_alloc(idx.len.saturating_mul(std::mem::size_of::<Value>()))?;
                    let items = l.items.borrow();
                    let out: Vec<Value> = if idx.step == 1 && idx.len > 0 {
                        let start = idx.start as usize;
                        items[start..start + idx.len].to_vec()
                    } else {
                        idx.positions().filter_map(|i| items.get(i).cloned()).collect()
                    };
                    return Ok(Value::list(out));
                }
                let len = l.items.borrow().len();
                match self.seq_index(key, len, "list")? {
                    Some(i) => Ok(l.items.borrow()[i].clone()),
                    None => Err(PyErr::type_error(format!("list indices must be integers or slices, not {}", self.type_name(key)))),
                }
            }
            Value::Tuple(t) => {
                if let Value::Slice(s) = key {
                    let idx = self.slice_indices(s, t.items.len())?;
                    self.charge(idx.len as u64 / 16)?;
                    self.check_alloc(idx.len.saturating_mul(std::mem::size_of::<Value>()))?;
                    return Ok(Value::tuple(idx.positions().map(|i| t.items[i].clone()).collect()));
                }
                match self.seq_index(key, t.items.len(), "tuple")? {
                    Some(i) => Ok(t.items[i].clone()),
                    None => Err(PyErr::type_error(format!("tuple indices must be integers or slices, not {}", self.type_name(key)))),
                }
            }
            Value::Str(s) => {
                if let Value::Slice(sl) = key {
                    let idx = self.slice_indices(sl, s.char_len)?;
                    self.charge(idx.len as u64 / 64)?;
                    // A non-ASCII slice goes through the text's chars (4 bytes each).
                    self.check_alloc(if s.is_ascii() { idx.len } else { (s.char_len + idx.len).saturating_mul(4) })?;
                    if s.is_ascii() {
                        let b = s.s.as_bytes();
                        if idx.step == 1 {
                            let start = idx.start.max(0) as usize;
                            return Ok(Value::str(&s.s[start..start + idx.len]));
                        }
                        let out: String = idx.positions().map(|i| b[i] as char).collect();
                        return Ok(Value::string(out));
                    }
                    let chars: Vec<char> = s.s.chars().collect();
                    let out: String = idx.positions().map(|i| chars[i]).collect();
                    return Ok(Value::string(out));
                }
                match self.seq_index(key, s.char_len, "string")? {
                    Some(i) => {
                        let c = if s.is_ascii() { s.s.as_bytes()[i] as char } else { s.s.chars().nth(i).unwrap_or('\0') };
                        Ok(crate::types::str::char_value(c))
                    }
                    None => Err(PyErr::type_error(format!("string indices must be integers, not '{}'", self.type_name(key)))),
                }
            }
            Value::Bytes(b) => {
                if let Value::Slice(sl) = key {
                    let idx = self.slice_indices(sl, b.data.len())?;
                    self.check_alloc(idx.len)?;
                    let out: Vec<u8> = idx.positions().map(|i| b.data[i]).collect();
                    return Ok(Value::Bytes(Rc::new(PyBytes::new(out.into_boxed_slice()))));
                }
                match self.seq_index(key, b.data.len(), "index")? {
                    Some(i) => Ok(Value::Int(b.data[i] as i64)),
                    None => Err(PyErr::type_error(format!("byte indices must be integers or slices, not {}", self.type_name(key)))),
                }
            }
            Value::ByteArray(b) => {
                if let Value::Slice(sl) = key {
                    let len = b.borrow().len();
                    let idx = self.slice_indices(sl, len)?;
                    self.check_alloc(idx.len)?;
                    let data = b.borrow();
                    let out: Vec<u8> = idx.positions().filter_map(|i| data.get(i).copied()).collect();
                    return Ok(Value::ByteArray(Rc::new(crate::value::PyByteArray::new(out))));
                }
                // An index may run `__index__`: the length is read first, the byte after.
                let len = b.borrow().len();
                match self.seq_index(key, len, "bytearray")? {
                    Some(i) => {
                        b.borrow().get(i).map(|&x| Value::Int(x as i64)).ok_or_else(|| PyErr::index_error("bytearray index out of range"))
                    }
                    None => Err(PyErr::type_error(format!("bytearray indices must be integers or slices, not {}", self.type_name(key)))),
                }
            }
            Value::Range(r) => {
                let len = crate::types::range::range_len(r);
                if let Value::Slice(sl) = key {
                    let idx = self.slice_indices(sl, len)?;
                    let start = r.start + idx.start * r.step;
                    let step = r.step * idx.step;
                    let stop = start + idx.len as i64 * step;
                    return Ok(Value::range(start, stop, step));
                }
                match self.seq_index(key, len, "range object")? {
                    Some(i) => Ok(Value::Int(r.start + i as i64 * r.step)),
                    None => Err(PyErr::type_error(format!("range indices must be integers or slices, not {}", self.type_name(key)))),
                }
            }
            Value::Dict(d) => match self.dict_get(d, key)? {
                Some(v) => Ok(v),
                None => Err(self.key_error(key.clone())),
            },
            Value::DictView(_) => Err(PyErr::type_error(format!("'{}' object is not subscriptable", self.type_name(container)))),
            Value::Instance(inst) => {
                if let Some(f) = inst.class.lookup("__getitem__") {
                    if !matches!(f, Value::Builtin(_)) {
                        return self.call_method_value(f, container, std::slice::from_ref(key));
                    }
                }
                let base = inst.base_value.borrow().clone();
                if !base.is_none() {
                    if let Value::Dict(d) = &base {
                        if let Some(v) = self.dict_get(d, key)? {
                            return Ok(v);
                        }
                        if let Some(missing) = inst.class.lookup("__missing__") {
                            return self.call_method_value(missing, container, std::slice::from_ref(key));
                        }
                        return Err(self.key_error(key.clone()));
                    }
                    return self.get_item(&base, key);
                }
                Err(PyErr::type_error(format!("'{}' object is not subscriptable", inst.class.name)))
            }
            Value::Type(t) => {
                if let Some(f) = self.meta_method(container, "__getitem__") {
                    return self.call_method_value(f, container, std::slice::from_ref(key));
                }
                if let Some(f) = t.lookup("__class_getitem__") {
                    let bound = self.bind_descriptor(f, container.clone(), t)?;
                    return self.call(&bound, std::slice::from_ref(key), &[]);
                }
                if t.is_builtin {
                    // `list[int]` and friends: generic aliases behave like the type here.
                    return Ok(container.clone());
                }
                Err(PyErr::type_error(format!("type '{}' is not subscriptable", t.name)))
            }
            other => Err(PyErr::type_error(format!("'{}' object is not subscriptable", self.type_name(other)))),
        }
    }

    pub fn set_item(&mut self, container: &Value, key: Value, value: Value) -> PyResult<()> {
        match container {
            Value::List(l) => {
                if let Value::Slice(s) = &key {
                    // Like CPython, a value that cannot be iterated gets the slice's message.
                    let it = self.get_iter(&value).map_err(|e| {
                        if !self.error_is(&e, ExcKind::TypeError) {
                            e
                        } else if matches!(s.step, Value::None | Value::Int(1)) {
                            PyErr::type_error("can only assign an iterable")
                        } else {
                            PyErr::type_error("must assign iterable to extended slice")
                        }
                    })?;
                    let new_items = self.collect_iterable(&it)?;
                    let len = l.items.borrow().len();
                    let idx = self.slice_indices(s, len)?;
                    let mut items = l.items_mut();
                    if idx.step == 1 {
                        let start = idx.start.clamp(0, len as i64) as usize;
                        let stop = (idx.stop.max(idx.start)).clamp(0, len as i64) as usize;
                        items.splice(start..stop, new_items);
                        return Ok(());
                    }
                    if new_items.len() != idx.len {
                        return Err(PyErr::value_error(format!(
                            "attempt to assign sequence of size {} to extended slice of size {}",
                            new_items.len(),
                            idx.len
                        )));
                    }
                    for (pos, v) in idx.positions().zip(new_items) {
                        items[pos] = v;
                    }
                    return Ok(());
                }
                let len = l.items.borrow().len();
                match self.seq_index(&key, len, "list assignment")? {
                    Some(i) => {
                        l.items_mut()[i] = value;
                        Ok(())
                    }
                    None => Err(PyErr::type_error(format!("list indices must be integers or slices, not {}", self.type_name(&key)))),
                }
            }
            Value::Dict(d) => self.dict_set(d, key, value),
            Value::ByteArray(b) => crate::types::bytes::bytearray_set_item(self, b, &key, &value),
            Value::Instance(inst) => {
                if let Some(f) = inst.class.lookup("__setitem__") {
                    if !matches!(f, Value::Builtin(_)) {
                        self.call_method_value(f, container, &[key, value])?;
                        return Ok(());
                    }
                }
                let base = inst.base_value.borrow().clone();
                if !base.is_none() {
                    return self.set_item(&base, key, value);
                }
                Err(PyErr::type_error(format!("'{}' object does not support item assignment", inst.class.name)))
            }
            other => Err(PyErr::type_error(format!("'{}' object does not support item assignment", self.type_name(other)))),
        }
    }

    pub fn del_item(&mut self, container: &Value, key: &Value) -> PyResult<()> {
        match container {
            Value::List(l) => {
                if let Value::Slice(s) = key {
                    let len = l.items.borrow().len();
                    let idx = self.slice_indices(s, len)?;
                    if idx.step == 1 {
                        let start = idx.start.clamp(0, len as i64) as usize;
                        let end = (start + idx.len).min(len);
                        l.items_mut().drain(start..end);
                        return Ok(());
                    }
                    let mut remove: Vec<usize> = idx.positions().collect();
                    remove.sort_unstable();
                    let mut items = l.items_mut();
                    for i in remove.into_iter().rev() {
                        items.remove(i);
                    }
                    return Ok(());
                }
                let len = l.items.borrow().len();
                match self.seq_index(key, len, "list assignment")? {
                    Some(i) => {
                        l.items_mut().remove(i);
                        Ok(())
                    }
                    None => Err(PyErr::type_error(format!("list indices must be integers or slices, not {}", self.type_name(key)))),
                }
            }
            Value::ByteArray(b) => crate::types::bytes::bytearray_del_item(self, b, key),
            Value::Dict(d) => match self.dict_remove(d, key)? {
                Some(_) => Ok(()),
                None => Err(self.key_error(key.clone())),
            },
            Value::Instance(inst) => {
                if let Some(f) = inst.class.lookup("__delitem__") {
                    if !matches!(f, Value::Builtin(_)) {
                        self.call_method_value(f, container, std::slice::from_ref(key))?;
                        return Ok(());
                    }
                }
                let base = inst.base_value.borrow().clone();
                if !base.is_none() {
                    return self.del_item(&base, key);
                }
                Err(PyErr::type_error(format!("'{}' object does not support item deletion", inst.class.name)))
            }
            other => Err(PyErr::type_error(format!("'{}' object doesn't support item deletion", self.type_name(other)))),
        }
    }

    /// Checks and converts what a `__len__` returned.
    fn len_result(&self, r: &Value) -> PyResult<usize> {
        let n = match as_int(r) {
            Some(i) => i.to_big(),
            None => return Err(PyErr::type_error(format!("'{}' object cannot be interpreted as an integer", self.type_name(r)))),
        };
        if n.is_negative() {
            return Err(PyErr::value_error("__len__() should return >= 0"));
        }
        n.to_usize().ok_or_else(|| PyErr::overflow("cannot fit 'int' into an index-sized integer"))
    }

    pub fn len_of(&mut self, v: &Value) -> PyResult<usize> {
        Ok(match v {
            Value::Str(s) => s.char_len,
            Value::List(l) => l.items.borrow().len(),
            Value::Tuple(t) => t.items.len(),
            Value::Dict(d) => d.store.borrow().len(),
            Value::Set(s) | Value::FrozenSet(s) => s.store.borrow().len(),
            Value::Bytes(b) => b.data.len(),
            Value::ByteArray(b) => b.borrow().len(),
            Value::Range(r) => crate::types::range::range_len(r),
            Value::DictView(view) => view.dict.store.borrow().len(),
            Value::Type(_) if self.meta_method(v, "__len__").is_some() => {
                let f = self.meta_method(v, "__len__").unwrap_or(Value::None);
                let r = self.call_method_value(f, v, &[])?;
                return self.len_result(&r);
            }
            Value::Instance(inst) => {
                if let Some(f) = inst.class.lookup("__len__") {
                    if !matches!(f, Value::Builtin(_)) {
                        let r = self.call_method_value(f, v, &[])?;
                        return self.len_result(&r);
                    }
                }
                let base = inst.base_value.borrow().clone();
                if !base.is_none() {
                    return self.len_of(&base);
                }
                return Err(PyErr::type_error(format!("object of type '{}' has no len()", inst.class.name)));
            }
            other => return Err(PyErr::type_error(format!("object of type '{}' has no len()", self.type_name(other)))),
        })
    }
}

//! Subscription and sizes: `x[i]`, `x[a:b:c]`, item assignment and deletion, `len()`,
//! and `__index__` conversion.

use std::rc::Rc;

use num_traits::{Signed, ToPrimitive};

use super::indices::normalize_index;
use super::Vm;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::num::as_int;
use crate::value::{PyBytes, Value};

impl Vm {
    /// The item position a subscript selects in a sequence of `len()` items, or None for a
    /// key that is not an index. The key is converted (its `__index__` run) before the
    /// length is read: user code may have changed the container.
    fn seq_index(&mut self, key: &Value, len: impl FnOnce() -> usize, what: &str) -> PyResult<Option<usize>> {
        let Some(i) = self.subscript_index(key)? else { return Ok(None) };
        match normalize_index(i, len()) {
            Some(i) => Ok(Some(i)),
            None => Err(PyErr::index_error(format!("{} index out of range", what))),
        }
    }

    pub fn get_item(&mut self, container: &Value, key: &Value) -> PyResult<Value> {
        match container {
            Value::List(l) => {
                if let Value::Slice(s) = key {
                    let bounds = self.slice_bounds(s)?;
                    let idx = bounds.adjust(l.items.borrow().len());
                    self.charge(idx.len as u64 / 16)?;
                    self.check_alloc(idx.len.saturating_mul(std::mem::size_of::<Value>()))?;
                    let items = l.items.borrow();
                    let out: Vec<Value> = if idx.step == 1 {
                        let start = idx.start as usize;
                        items.get(start..start + idx.len).map(<[Value]>::to_vec).unwrap_or_default()
                    } else {
                        idx.positions().filter_map(|i| items.get(i).cloned()).collect()
                    };
                    return Ok(Value::list(out));
                }
                match self.seq_index(key, || l.items.borrow().len(), "list")? {
                    Some(i) => l.items.borrow().get(i).cloned().ok_or_else(|| PyErr::index_error("list index out of range")),
                    None => Err(PyErr::type_error(format!("list indices must be integers or slices, not {}", self.type_name(key)))),
                }
            }
            Value::Tuple(t) => {
                if let Value::Slice(s) = key {
                    let idx = self.slice_indices(s, t.items.len())?;
                    self.charge(idx.len as u64 / 16)?;
                    self.check_alloc(idx.len.saturating_mul(std::mem::size_of::<Value>()))?;
                    return Ok(Value::tuple(idx.positions().filter_map(|i| t.items.get(i).cloned()).collect()));
                }
                match self.seq_index(key, || t.items.len(), "tuple")? {
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
                match self.seq_index(key, || s.char_len, "string")? {
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
                    self.charge(idx.len as u64 / 64)?;
                    let out: Vec<u8> = idx.positions().map(|i| b.data[i]).collect();
                    return Ok(Value::Bytes(Rc::new(PyBytes::new(out.into_boxed_slice()))));
                }
                match self.seq_index(key, || b.data.len(), "index")? {
                    Some(i) => Ok(Value::Int(b.data[i] as i64)),
                    None => Err(PyErr::type_error(format!("byte indices must be integers or slices, not {}", self.type_name(key)))),
                }
            }
            Value::ByteArray(b) => {
                if let Value::Slice(sl) = key {
                    let bounds = self.slice_bounds(sl)?;
                    let data = b.borrow();
                    let idx = bounds.adjust(data.len());
                    self.check_alloc(idx.len)?;
                    self.charge(idx.len as u64 / 64)?;
                    let out: Vec<u8> = idx.positions().filter_map(|i| data.get(i).copied()).collect();
                    return Ok(Value::ByteArray(Rc::new(crate::value::PyByteArray::new(out))));
                }
                match self.seq_index(key, || b.borrow().len(), "bytearray")? {
                    Some(i) => {
                        b.borrow().get(i).map(|x| Value::Int(*x as i64)).ok_or_else(|| PyErr::index_error("bytearray index out of range"))
                    }
                    None => Err(PyErr::type_error(format!("bytearray indices must be integers or slices, not {}", self.type_name(key)))),
                }
            }
            Value::Range(r) => crate::types::range::range_subscript(self, r, key),
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
                    // CPython's order: the bounds' __index__, then the value's iteration; the
                    // positions are checked against the length the list has by then.
                    let bounds = self.slice_bounds(s)?;
                    let idx = bounds.adjust(l.items.borrow().len());
                    // Like CPython, a value that cannot be iterated gets the slice's message.
                    let it = self.get_iter(&value).map_err(|e| {
                        if !self.error_is(&e, ExcKind::TypeError) {
                            e
                        } else if idx.step == 1 {
                            PyErr::type_error("can only assign an iterable")
                        } else {
                            PyErr::type_error("must assign iterable to extended slice")
                        }
                    })?;
                    let new_items = self.collect_iterable(&it)?;
                    let mut items = l.items_mut();
                    let len = items.len() as i64;
                    if idx.step == 1 {
                        let start = idx.start.clamp(0, len);
                        let stop = idx.stop.clamp(start, len);
                        items.splice(start as usize..stop as usize, new_items);
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
                        if let Some(slot) = items.get_mut(pos) {
                            *slot = v;
                        }
                    }
                    return Ok(());
                }
                match self.seq_index(&key, || l.items.borrow().len(), "list assignment")? {
                    Some(i) => {
                        if let Some(slot) = l.items_mut().get_mut(i) {
                            *slot = value;
                        }
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
                    let bounds = self.slice_bounds(s)?;
                    let mut items = l.items_mut();
                    let idx = bounds.adjust(items.len());
                    if idx.step == 1 {
                        let start = idx.start.max(0) as usize;
                        items.drain(start..start + idx.len);
                        return Ok(());
                    }
                    // Keep every item whose position is not selected, in one pass.
                    let mut remove = vec![false; items.len()];
                    for i in idx.positions() {
                        remove[i] = true;
                    }
                    let mut flags = remove.into_iter();
                    items.retain(|_| !flags.next().unwrap_or(false));
                    return Ok(());
                }
                match self.seq_index(key, || l.items.borrow().len(), "list assignment")? {
                    Some(i) => {
                        let mut items = l.items_mut();
                        if i < items.len() {
                            items.remove(i);
                        }
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

    /// Checks and converts what a `__len__` returned (at most `sys.maxsize`, like CPython).
    pub(crate) fn len_result(&self, r: &Value) -> PyResult<usize> {
        let n = match as_int(r) {
            Some(i) => i.to_big(),
            None => return Err(PyErr::type_error(format!("'{}' object cannot be interpreted as an integer", self.type_name(r)))),
        };
        if n.is_negative() {
            return Err(PyErr::value_error("__len__() should return >= 0"));
        }
        n.to_i64().map(|n| n as usize).ok_or_else(|| PyErr::overflow("cannot fit 'int' into an index-sized integer"))
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
            Value::Range(r) => crate::types::range::range_len(r)?,
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

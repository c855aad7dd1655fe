//! The hash table behind `dict`, `set` and `frozenset`: insertion-ordered entries plus an
//! index table keyed by Python hashes, so `1`, `1.0` and `True` are the same key.
//!
//! Lookups compare keys natively when both sides are builtin values; keys whose equality
//! needs Python code (`__eq__` on a user class) are compared with the table's borrow
//! released, so user code may even mutate the dict without tripping a RefCell panic.

use std::cell::RefCell;

use hashbrown::HashTable;

use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{PyDict, PySet, Value};
use crate::vm::Vm;

#[derive(Clone)]
pub struct DictEntry {
    pub hash: u64,
    pub key: Value,
    pub value: Value,
}

#[derive(Default, Clone)]
pub struct DictStore {
    entries: Vec<Option<DictEntry>>,
    table: HashTable<usize>,
    len: usize,
    /// Bumped on every insertion or removal (iteration detects changes of size).
    pub version: u64,
}

impl DictStore {
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// Upper bound for positional iteration with [`DictStore::entry_at`].
    pub fn slots(&self) -> usize {
        self.entries.len()
    }
    pub fn entry_at(&self, i: usize) -> Option<&DictEntry> {
        self.entries.get(i).and_then(|e| e.as_ref())
    }
    pub fn items(&self) -> Vec<(Value, Value)> {
        self.entries.iter().flatten().map(|e| (e.key.clone(), e.value.clone())).collect()
    }
    pub fn keys(&self) -> Vec<Value> {
        self.entries.iter().flatten().map(|e| e.key.clone()).collect()
    }
    pub fn values(&self) -> Vec<Value> {
        self.entries.iter().flatten().map(|e| e.value.clone()).collect()
    }
    pub fn clear(&mut self) {
        self.entries.clear();
        self.table.clear();
        self.len = 0;
        self.version += 1;
    }
    pub fn first(&self) -> Option<&DictEntry> {
        self.entries.iter().flatten().next()
    }
    pub fn last(&self) -> Option<&DictEntry> {
        self.entries.iter().rev().flatten().next()
    }

    fn push_new(&mut self, hash: u64, key: Value, value: Value) {
        let idx = self.entries.len();
        self.entries.push(Some(DictEntry { hash, key, value }));
        let entries = &self.entries;
        self.table.insert_unique(hash, idx, |i| entries.get(*i).and_then(|e| e.as_ref()).map(|e| e.hash).unwrap_or(0));
        self.len += 1;
        self.version += 1;
    }

    fn remove_index(&mut self, hash: u64, idx: usize) -> Option<DictEntry> {
        if let Ok(entry) = self.table.find_entry(hash, |i| *i == idx) {
            entry.remove();
        }
        let removed = self.entries.get_mut(idx).and_then(|e| e.take());
        if removed.is_some() {
            self.len -= 1;
            self.version += 1;
        }
        if self.entries.len() > 16 && self.entries.len() > self.len * 2 {
            self.compact();
        }
        removed
    }

    fn compact(&mut self) {
        let live: Vec<DictEntry> = self.entries.drain(..).flatten().collect();
        self.table.clear();
        self.len = 0;
        for e in live {
            self.push_new(e.hash, e.key, e.value);
        }
    }

    /// Candidate positions whose stored hash equals `hash`.
    fn candidates(&self, hash: u64) -> Vec<usize> {
        self.table.iter_hash(hash).copied().filter(|i| self.entries.get(*i).and_then(|e| e.as_ref()).map(|e| e.hash == hash).unwrap_or(false)).collect()
    }

    pub fn set_value_at(&mut self, idx: usize, value: Value) {
        if let Some(Some(e)) = self.entries.get_mut(idx) {
            e.value = value;
        }
    }

    /// Removes and returns the last entry (dict.popitem, set.pop order differs: first).
    pub fn pop_last(&mut self) -> Option<DictEntry> {
        let idx = self.entries.iter().rposition(|e| e.is_some())?;
        let hash = self.entries[idx].as_ref()?.hash;
        self.remove_index(hash, idx)
    }
    pub fn pop_first(&mut self) -> Option<DictEntry> {
        let idx = self.entries.iter().position(|e| e.is_some())?;
        let hash = self.entries[idx].as_ref()?.hash;
        self.remove_index(hash, idx)
    }
}

impl Vm {
    /// Finds the entry index for `key` in `cell`.
    pub fn store_find(&mut self, cell: &RefCell<DictStore>, hash: u64, key: &Value) -> PyResult<Option<usize>> {
        let mut slow: Vec<(usize, Value)> = Vec::new();
        {
            let st = cell.borrow();
            for idx in st.candidates(hash) {
                let Some(e) = st.entry_at(idx) else { continue };
                if e.key.is(key) {
                    return Ok(Some(idx));
                }
                match self.native_eq(&e.key, key) {
                    Some(true) => return Ok(Some(idx)),
                    Some(false) => {}
                    None => slow.push((idx, e.key.clone())),
                }
            }
        }
        for (idx, k) in slow {
            if self.eq(&k, key)? {
                return Ok(Some(idx));
            }
        }
        Ok(None)
    }

    /// Inserts into a store nobody else can see yet (building a new dict or set).
    pub fn store_insert(&mut self, store: &mut DictStore, key: Value, value: Value) -> PyResult<()> {
        let hash = self.hash(&key)?;
        let cell = RefCell::new(std::mem::take(store));
        let r = self.store_set_in(&cell, hash, key, value);
        *store = cell.into_inner();
        r
    }

    fn store_set_in(&mut self, cell: &RefCell<DictStore>, hash: u64, key: Value, value: Value) -> PyResult<()> {
        match self.store_find(cell, hash, &key)? {
            Some(idx) => cell.borrow_mut().set_value_at(idx, value),
            None => {
                let mut st = cell.borrow_mut();
                if st.len() >= 1 << 26 {
                    return Err(PyErr::memory());
                }
                st.push_new(hash, key, value);
            }
        }
        Ok(())
    }

    pub fn dict_set(&mut self, d: &PyDict, key: Value, value: Value) -> PyResult<()> {
        let hash = self.hash(&key)?;
        self.store_set_in(&d.store, hash, key, value)
    }

    pub fn dict_get(&mut self, d: &PyDict, key: &Value) -> PyResult<Option<Value>> {
        let hash = self.hash(key)?;
        let idx = self.store_find(&d.store, hash, key)?;
        Ok(idx.and_then(|i| d.store.borrow().entry_at(i).map(|e| e.value.clone())))
    }

    pub fn dict_remove(&mut self, d: &PyDict, key: &Value) -> PyResult<Option<Value>> {
        self.store_remove(&d.store, key)
    }

    pub fn store_remove(&mut self, cell: &RefCell<DictStore>, key: &Value) -> PyResult<Option<Value>> {
        let hash = self.hash(key)?;
        match self.store_find(cell, hash, key)? {
            Some(idx) => Ok(cell.borrow_mut().remove_index(hash, idx).map(|e| e.value)),
            None => Ok(None),
        }
    }

    pub fn store_contains(&mut self, cell: &RefCell<DictStore>, key: &Value) -> PyResult<bool> {
        let hash = self.hash(key)?;
        Ok(self.store_find(cell, hash, key)?.is_some())
    }

    pub fn set_add(&mut self, s: &PySet, key: Value) -> PyResult<()> {
        let hash = self.hash(&key)?;
        if self.store_find(&s.store, hash, &key)?.is_none() {
            s.store.borrow_mut().push_new(hash, key, Value::None);
        }
        Ok(())
    }

    /// `target.update(source)` for `{**a}` and calls with `**kwargs` (`merge`: duplicates
    /// are an error, as for keyword arguments).
    pub fn dict_update_from(&mut self, target: &Value, source: &Value, merge: bool) -> PyResult<()> {
        let Value::Dict(t) = target else { return Ok(()) };
        let items = self.mapping_items(source).map_err(|_| {
            if merge {
                PyErr::type_error(format!("argument after ** must be a mapping, not {}", self.type_name(source)))
            } else {
                PyErr::type_error(format!("'{}' object is not a mapping", self.type_name(source)))
            }
        })?;
        for (k, v) in items {
            if merge && self.dict_get(t, &k)?.is_some() {
                let shown = k.as_str().map(|s| s.to_string()).unwrap_or_default();
                return Err(PyErr::type_error(format!("got multiple values for keyword argument '{}'", shown)));
            }
            self.dict_set(t, k, v)?;
        }
        Ok(())
    }

    /// The (key, value) pairs of a dict or of any object with `keys()` and `__getitem__`.
    pub fn mapping_items(&mut self, source: &Value) -> PyResult<Vec<(Value, Value)>> {
        match source {
            Value::Dict(d) => Ok(d.store.borrow().items()),
            Value::Instance(inst) if matches!(&*inst.base_value.borrow(), Value::Dict(_)) => {
                let base = inst.base_value.borrow().clone();
                self.mapping_items(&base)
            }
            other => {
                let keys_fn = self.get_attr(other, "keys")?;
                let keys = self.call(&keys_fn, &[], &[])?;
                let keys = self.collect_iterable(&keys)?;
                let mut out = Vec::with_capacity(keys.len());
                for k in keys {
                    let v = self.get_item(other, &k)?;
                    out.push((k, v));
                }
                Ok(out)
            }
        }
    }

    pub fn key_error(&self, key: Value) -> PyErr {
        PyErr::with_args(ExcKind::KeyError, vec![key])
    }
}

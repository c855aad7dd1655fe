//! The hash table behind `dict`, `set` and `frozenset`. Dicts keep insertion-ordered
//! entries plus an index table keyed by Python hashes, so `1`, `1.0` and `True` are the same
//! key; sets use CPython's slot layout (see `set_table.rs`) so they iterate in CPython's order.
//!
//! Lookups compare keys natively when both sides are builtin values; keys whose equality
//! needs Python code (`__eq__` on a user class) are compared with the table's borrow
//! released, so user code may even mutate the dict without tripping a RefCell panic.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use hashbrown::HashTable;

use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::set_table::SetTable;
use crate::value::{PyDict, PySet, Value};
use crate::vm::Vm;

/// The most entries a dict may hold (a MemoryError beyond).
const MAX_ENTRIES: usize = 1 << 26;

/// Spreads a Python hash over all 64 bits for the index table: Python hashes of small ints
/// are the ints themselves, and hashbrown takes its tag from the top bits.
#[inline]
fn mix(hash: u64) -> u64 {
    hash.wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(26)
}

/// Equality of two keys when it is plain data: str with str, int with int, and (when
/// `tuples`) tuples of those. `None` when answering would need the general comparison.
#[inline]
fn plain_key_eq(a: &Value, b: &Value, tuples: bool) -> Option<bool> {
    match (a, b) {
        (Value::Str(x), Value::Str(y)) => Some(Rc::ptr_eq(x, y) || x.s == y.s),
        (Value::Int(x), Value::Int(y)) => Some(x == y),
        (Value::Tuple(x), Value::Tuple(y)) if tuples => {
            if x.items.len() != y.items.len() {
                return Some(false);
            }
            for (p, q) in x.items.iter().zip(y.items.iter()) {
                if !plain_key_eq(p, q, false)? {
                    return Some(false);
                }
            }
            Some(true)
        }
        _ => None,
    }
}

/// The outcome of [`DictStore::quick_find`].
enum QuickFind {
    Found(usize),
    Missing,
    /// Some candidate needs the general comparison (mixed key types, user `__eq__`).
    NeedsFullCompare,
}

#[derive(Clone)]
pub struct DictEntry {
    pub hash: u64,
    pub key: Value,
    pub value: Value,
}

/// Insertion-ordered entries plus a hash index (the dict layout). Dicts of up to
/// `SMALL_DICT` entry slots have no index: a lookup scans the stored hashes, which is
/// faster at that size and saves an allocation per small dict (records, kwargs).
#[derive(Default, Clone)]
struct Ordered {
    entries: Vec<Option<DictEntry>>,
    /// Entry positions by hash; empty while `!is_indexed()`.
    table: HashTable<usize>,
    len: usize,
}

/// The most entry slots (live or removed) a dict holds without an index.
const SMALL_DICT: usize = 8;

/// Index candidates the uncharged [`DictStore::quick_find`] looks at before it hands the
/// lookup to the charged general path. Distinct hashes rarely share more than a couple of
/// index tags; only keys whose Python hashes collide (`i * (2**61 - 1)`, crafted tuples)
/// make long candidate chains, and those lookups cost time in proportion to the chain, so
/// they must charge for it (see `store_find_compared`).
const QUICK_CANDIDATES: usize = 16;

impl Ordered {
    #[inline]
    fn is_indexed(&self) -> bool {
        self.entries.len() > SMALL_DICT
    }
}

#[derive(Clone)]
enum Layout {
    Ordered(Ordered),
    /// CPython's set slot layout (iteration in slot order).
    Set(SetTable),
}

/// A dict's or set's table. `DictStore::default()` has the dict layout (insertion order);
/// [`DictStore::new_set`] the set layout. Positional access (`slots`, `entry_at`) and the
/// key lists follow the layout's iteration order.
///
/// The store charges its tables to the session heap (see `heap`) and keeps what it charged,
/// so dropping it credits exactly that; mutations that change a table's capacity call
/// [`DictStore::sync_charge`].
pub struct DictStore {
    layout: Layout,
    /// Bumped on every insertion or removal (iteration detects changes of size).
    pub version: u64,
    charged: usize,
    /// Some key or value may refer to further objects (is not a leaf). Set by every store of
    /// one and only cleared when the store empties: the cycle collector skips the entries of
    /// a store without (nothing there can be part of a cycle), which is most data.
    nonleaf: bool,
    /// The dict this store belongs to while that dict is not yet registered with the cycle
    /// collector: a dict of leaves cannot be part of a cycle, so it is registered only
    /// when its store first takes a value that is not a leaf (as CPython does for dicts),
    /// which spares most data records the registry's cost.
    unregistered_owner: Option<Weak<PyDict>>,
}

impl Default for DictStore {
    fn default() -> Self {
        DictStore { layout: Layout::Ordered(Ordered::default()), version: 0, charged: 0, nonleaf: false, unregistered_owner: None }
    }
}

impl Clone for DictStore {
    fn clone(&self) -> Self {
        let mut copy =
            DictStore { layout: self.layout.clone(), version: self.version, charged: 0, nonleaf: self.nonleaf, unregistered_owner: None };
        copy.sync_charge();
        copy
    }
}

impl Drop for DictStore {
    fn drop(&mut self) {
        crate::heap::credit(self.charged);
    }
}

impl DictStore {
    /// Bytes the tables own now (what a copy allocates).
    pub fn heap_bytes(&self) -> usize {
        match &self.layout {
            Layout::Ordered(o) => {
                o.entries.capacity() * std::mem::size_of::<Option<DictEntry>>() + o.table.capacity() * (std::mem::size_of::<usize>() + 2)
            }
            Layout::Set(t) => t.heap_bytes(),
        }
    }

    /// Charges (or credits) the change of the tables' size since the last sync.
    #[inline]
    pub fn sync_charge(&mut self) {
        let now = self.heap_bytes();
        if now != self.charged {
            self.charged = crate::heap::recharge(self.charged, now);
        }
    }

    /// Bytes the next insertion may allocate (a grown table while the old one still
    /// exists): 0 while there is room. Inserting code checks this against the memory limit.
    #[inline]
    pub fn growth_bytes(&self) -> usize {
        match &self.layout {
            // The index grows with the entries (it is a quarter of their size at most).
            Layout::Ordered(o) if o.entries.len() < o.entries.capacity() => 0,
            Layout::Ordered(_) => 2 * self.heap_bytes() + 64 * std::mem::size_of::<Option<DictEntry>>(),
            Layout::Set(t) => t.growth_bytes(),
        }
    }

    /// Every reference the store holds (keys and values) that may lead to further objects,
    /// for the cycle collector.
    #[inline]
    pub fn visit_values(&self, mut f: impl FnMut(&Value)) {
        if !self.nonleaf {
            return;
        }
        let mut each = |e: &DictEntry| {
            f(&e.key);
            f(&e.value);
        };
        match &self.layout {
            Layout::Ordered(o) => o.entries.iter().flatten().for_each(&mut each),
            Layout::Set(t) => t.entries().for_each(&mut each),
        }
    }

    /// Records that a key or value was stored, `nonleaf` when it may refer to further
    /// objects; the first such store registers the owning dict with the collector.
    #[inline(always)]
    fn note_stored(&mut self, nonleaf: bool) {
        if nonleaf && !self.nonleaf {
            self.became_nonleaf();
        }
    }

    #[cold]
    #[inline(never)]
    fn became_nonleaf(&mut self) {
        self.nonleaf = true;
        if let Some(dict) = self.unregistered_owner.take().and_then(|owner| owner.upgrade()) {
            crate::heap::track(&dict);
        }
    }

    /// Makes the store part of `dict` (being made): true when the dict must be registered
    /// with the collector now, else the store registers it once it holds a non-leaf.
    #[inline(always)]
    pub(crate) fn adopt(&mut self, dict: &Rc<PyDict>) -> bool {
        if self.nonleaf {
            self.unregistered_owner = None;
            return true;
        }
        self.unregistered_owner = Some(Rc::downgrade(dict));
        false
    }

    /// Every key and value, consuming the store (used to drop without recursion: the
    /// store itself then only drops extra references).
    /// Whether no key or value can hold further objects (strs, numbers…): such a store
    /// drops in place without the non-recursive release (see `heap`).
    pub fn all_leaf(&self) -> bool {
        if !self.nonleaf {
            return true;
        }
        let leaf = |e: &DictEntry| e.key.is_leaf() && e.value.is_leaf();
        match &self.layout {
            Layout::Ordered(o) => o.entries.iter().flatten().all(leaf),
            Layout::Set(t) => t.entries().all(leaf),
        }
    }

    pub fn into_values(mut self) -> Vec<Value> {
        let mut out = Vec::new();
        // The tables' bytes are credited when `self` drops (with the charge it keeps).
        match std::mem::replace(&mut self.layout, Layout::Ordered(Ordered::default())) {
            // Moved out, not cloned: dropping a dict touches each entry once.
            Layout::Ordered(o) => {
                out.reserve(o.len * 2);
                for e in o.entries.into_iter().flatten() {
                    out.push(e.key);
                    out.push(e.value);
                }
            }
            Layout::Set(t) => {
                for e in t.entries() {
                    out.push(e.key.clone());
                    out.push(e.value.clone());
                }
            }
        }
        out
    }

    /// An empty store with the set layout.
    pub fn new_set() -> Self {
        let mut store =
            DictStore { layout: Layout::Set(SetTable::default()), version: 0, charged: 0, nonleaf: false, unregistered_owner: None };
        store.sync_charge();
        store
    }
    pub fn is_set_layout(&self) -> bool {
        matches!(self.layout, Layout::Set(_))
    }
    pub fn set_table(&self) -> Option<&SetTable> {
        match &self.layout {
            Layout::Set(t) => Some(t),
            Layout::Ordered(_) => None,
        }
    }
    /// Mutable access to the set table (counts as a modification). `nonleaf`: the caller
    /// may store a key that is not a leaf (see the field).
    pub fn set_table_mut(&mut self, nonleaf: bool) -> Option<&mut SetTable> {
        self.version += 1;
        self.note_stored(nonleaf);
        match &mut self.layout {
            Layout::Set(t) => Some(t),
            Layout::Ordered(_) => None,
        }
    }
    /// Switches a dict-layout store to the set layout, adding its keys in insertion order.
    pub fn make_set_layout(&mut self) {
        if let Layout::Ordered(o) = &mut self.layout {
            let mut t = SetTable::default();
            for e in std::mem::take(&mut o.entries).into_iter().flatten() {
                t.push_distinct(e.hash, e.key, e.value);
            }
            self.layout = Layout::Set(t);
            self.version += 1;
            self.sync_charge();
        }
    }

    pub fn len(&self) -> usize {
        match &self.layout {
            Layout::Ordered(o) => o.len,
            Layout::Set(t) => t.len(),
        }
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Upper bound for positional iteration with [`DictStore::entry_at`].
    pub fn slots(&self) -> usize {
        match &self.layout {
            Layout::Ordered(o) => o.entries.len(),
            Layout::Set(t) => t.capacity(),
        }
    }
    pub fn entry_at(&self, i: usize) -> Option<&DictEntry> {
        match &self.layout {
            Layout::Ordered(o) => o.entries.get(i).and_then(|e| e.as_ref()),
            Layout::Set(t) => t.entry_at(i),
        }
    }
    fn entries(&self) -> Box<dyn DoubleEndedIterator<Item = &DictEntry> + '_> {
        match &self.layout {
            Layout::Ordered(o) => Box::new(o.entries.iter().flatten()),
            Layout::Set(t) => Box::new(t.entries()),
        }
    }
    pub fn items(&self) -> Vec<(Value, Value)> {
        self.entries().map(|e| (e.key.clone(), e.value.clone())).collect()
    }
    pub fn keys(&self) -> Vec<Value> {
        self.entries().map(|e| e.key.clone()).collect()
    }
    pub fn values(&self) -> Vec<Value> {
        self.entries().map(|e| e.value.clone()).collect()
    }
    /// The stored hashes in iteration order.
    pub fn hashes(&self) -> impl Iterator<Item = u64> + '_ {
        self.entries().map(|e| e.hash)
    }
    /// `(hash, key)` pairs in iteration order.
    pub fn hashed_keys(&self) -> Vec<(u64, Value)> {
        self.entries().map(|e| (e.hash, e.key.clone())).collect()
    }
    pub fn clear(&mut self) {
        match &mut self.layout {
            Layout::Ordered(o) => *o = Ordered::default(),
            Layout::Set(t) => t.clear(),
        }
        self.version += 1;
        self.nonleaf = false;
        self.sync_charge();
    }
    pub fn first(&self) -> Option<&DictEntry> {
        self.entries().next()
    }
    pub fn last(&self) -> Option<&DictEntry> {
        self.entries().next_back()
    }

    #[inline]
    fn push_new(&mut self, hash: u64, key: Value, value: Value) {
        if self.push_new_uncharged(hash, key, value) {
            self.sync_charge();
        }
    }

    /// Adds an entry; true when a table may have grown (its charge is then out of date).
    fn push_new_uncharged(&mut self, hash: u64, key: Value, value: Value) -> bool {
        self.version += 1;
        self.note_stored(!key.is_leaf() || !value.is_leaf());
        let o = match &mut self.layout {
            Layout::Ordered(o) => o,
            Layout::Set(t) => {
                let slots = t.capacity();
                t.push_distinct(hash, key, value);
                return t.capacity() != slots;
            }
        };
        let idx = o.entries.len();
        let mut grew = idx == o.entries.capacity();
        o.entries.push(Some(DictEntry { hash, key, value }));
        o.len += 1;
        if !o.is_indexed() {
            return grew;
        }
        grew |= idx == SMALL_DICT || o.table.len() == o.table.capacity();
        let entries = &o.entries;
        let rehash = |i: &usize| entries.get(*i).and_then(|e| e.as_ref()).map(|e| mix(e.hash)).unwrap_or(0);
        if idx == SMALL_DICT {
            // Growing past the small size: index every live entry.
            for (i, e) in entries.iter().enumerate() {
                if let Some(e) = e {
                    o.table.insert_unique(mix(e.hash), i, rehash);
                }
            }
        } else {
            o.table.insert_unique(mix(hash), idx, rehash);
        }
        grew
    }

    fn remove_index(&mut self, hash: u64, idx: usize) -> Option<DictEntry> {
        let o = match &mut self.layout {
            Layout::Ordered(o) => o,
            Layout::Set(t) => {
                let removed = t.remove_at(idx);
                if removed.is_some() {
                    self.version += 1;
                }
                return removed;
            }
        };
        if o.is_indexed() {
            if let Ok(entry) = o.table.find_entry(mix(hash), |i| *i == idx) {
                entry.remove();
            }
        }
        let removed = o.entries.get_mut(idx).and_then(|e| e.take());
        if removed.is_some() {
            o.len -= 1;
            self.version += 1;
        }
        if o.entries.len() > 16 && o.entries.len() > o.len * 2 {
            self.compact();
        }
        removed
    }

    fn compact(&mut self) {
        let Layout::Ordered(o) = &mut self.layout else { return };
        let live: Vec<DictEntry> = o.entries.drain(..).flatten().collect();
        o.table.clear();
        o.len = 0;
        for e in live {
            self.push_new_uncharged(e.hash, e.key, e.value);
        }
        self.sync_charge();
    }

    /// Looks `key` up comparing keys only where equality is plain data (str with str, int
    /// with int), so no Python code and no type dispatch is involved. Any other pairing of
    /// key types under the same hash gives [`QuickFind::NeedsFullCompare`].
    #[inline]
    fn quick_find(&self, hash: u64, key: &Value) -> QuickFind {
        let Layout::Ordered(o) = &self.layout else { return QuickFind::NeedsFullCompare };
        let check = |idx: usize| -> Option<QuickFind> {
            let Some(Some(e)) = o.entries.get(idx) else { return None };
            if e.hash != hash {
                return None;
            }
            match plain_key_eq(&e.key, key, true) {
                Some(true) => Some(QuickFind::Found(idx)),
                Some(false) => None,
                None => Some(QuickFind::NeedsFullCompare),
            }
        };
        if o.is_indexed() {
            for (seen, &idx) in o.table.iter_hash(mix(hash)).enumerate() {
                if seen == QUICK_CANDIDATES {
                    return QuickFind::NeedsFullCompare;
                }
                if let Some(found) = check(idx) {
                    return found;
                }
            }
        } else {
            for idx in 0..o.entries.len() {
                if let Some(found) = check(idx) {
                    return found;
                }
            }
        }
        QuickFind::Missing
    }

    /// The value of the ordered layout's entry `idx` (an index from `quick_find`). A caller
    /// storing a value that is not a leaf calls `note_stored` first.
    #[inline]
    fn ordered_value_mut(&mut self, idx: usize) -> Option<&mut Value> {
        match &mut self.layout {
            Layout::Ordered(o) => o.entries.get_mut(idx).and_then(|e| e.as_mut()).map(|e| &mut e.value),
            Layout::Set(_) => None,
        }
    }

    /// Indices of the ordered layout's entries whose stored hash is `hash`, lazily (a lookup
    /// usually stops at the first).
    fn candidates(&self, hash: u64) -> impl Iterator<Item = usize> + '_ {
        let ordered = match &self.layout {
            Layout::Ordered(o) => Some(o),
            Layout::Set(_) => None,
        };
        ordered.into_iter().flat_map(move |o| {
            // A small dict has no index: its entries are scanned (the index is empty then).
            let scanned = 0..if o.is_indexed() { 0 } else { o.entries.len() };
            scanned
                .chain(o.table.iter_hash(mix(hash)).copied())
                .filter(move |i| matches!(o.entries.get(*i), Some(Some(e)) if e.hash == hash))
        })
    }

    pub fn set_value_at(&mut self, idx: usize, value: Value) {
        self.note_stored(!value.is_leaf());
        match &mut self.layout {
            Layout::Ordered(o) => {
                if let Some(Some(e)) = o.entries.get_mut(idx) {
                    e.value = value;
                }
            }
            Layout::Set(t) => {
                if let Some(e) = t.entry_at_mut(idx) {
                    e.value = value;
                }
            }
        }
    }

    /// Removes and returns the last entry (dict.popitem).
    pub fn pop_last(&mut self) -> Option<DictEntry> {
        let idx = match &self.layout {
            Layout::Ordered(o) => o.entries.iter().rposition(|e| e.is_some())?,
            Layout::Set(t) => (0..t.capacity()).rev().find(|i| t.entry_at(*i).is_some())?,
        };
        let hash = self.entry_at(idx)?.hash;
        self.remove_index(hash, idx)
    }
    /// Removes and returns the first entry; for the set layout this is `set.pop()` (the
    /// scan resumes where the previous pop stopped, as in CPython).
    pub fn pop_first(&mut self) -> Option<DictEntry> {
        if let Layout::Set(t) = &mut self.layout {
            let e = t.pop();
            if e.is_some() {
                self.version += 1;
            }
            return e;
        }
        let idx = (0..self.slots()).find(|i| self.entry_at(*i).is_some())?;
        let hash = self.entry_at(idx)?.hash;
        self.remove_index(hash, idx)
    }
}

impl Vm {
    /// Finds the entry index for `key` in `cell`.
    pub fn store_find(&mut self, cell: &RefCell<DictStore>, hash: u64, key: &Value) -> PyResult<Option<usize>> {
        if cell.borrow().is_set_layout() {
            return self.set_find(cell, hash, key);
        }
        match cell.borrow().quick_find(hash, key) {
            QuickFind::Found(idx) => return Ok(Some(idx)),
            QuickFind::Missing => return Ok(None),
            QuickFind::NeedsFullCompare => {}
        }
        self.store_find_compared(cell, hash, key)
    }

    /// The general lookup behind `quick_find`: keys are compared natively where possible,
    /// otherwise with Python equality, outside the table's borrow. Each candidate with the
    /// same hash costs an operation: keys whose hashes collide make every lookup scan all of
    /// them (quadratic building, as in CPython), and that work must meet the limits.
    fn store_find_compared(&mut self, cell: &RefCell<DictStore>, hash: u64, key: &Value) -> PyResult<Option<usize>> {
        let mut slow: Vec<(usize, Value)> = Vec::new();
        let mut found = None;
        let mut compared: u64 = 0;
        {
            let st = cell.borrow();
            for idx in st.candidates(hash) {
                let Some(e) = st.entry_at(idx) else { continue };
                compared += 1;
                if e.key.is(key) {
                    found = Some(idx);
                    break;
                }
                match self.native_eq(&e.key, key) {
                    Some(true) => {
                        found = Some(idx);
                        break;
                    }
                    Some(false) => {}
                    None => slow.push((idx, e.key.clone())),
                }
            }
        }
        self.charge(compared)?;
        if found.is_some() {
            return Ok(found);
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

    #[inline]
    fn store_set_in(&mut self, cell: &RefCell<DictStore>, hash: u64, key: Value, value: Value) -> PyResult<()> {
        if cell.borrow().is_set_layout() {
            self.set_add_entry(cell, hash, key)?;
            return Ok(());
        }
        {
            let mut st = cell.borrow_mut();
            match st.quick_find(hash, &key) {
                QuickFind::Found(idx) => {
                    st.note_stored(!value.is_leaf());
                    let old = st.ordered_value_mut(idx).map(|slot| std::mem::replace(slot, value));
                    drop(st);
                    drop(old);
                    return Ok(());
                }
                QuickFind::Missing if st.len() < MAX_ENTRIES => {
                    let grow = st.growth_bytes();
                    if grow > 0 {
                        self.check_alloc(grow)?;
                    }
                    st.push_new(hash, key, value);
                    return Ok(());
                }
                _ => {}
            }
        }
        match self.store_find_compared(cell, hash, &key)? {
            Some(idx) => cell.borrow_mut().set_value_at(idx, value),
            None => {
                let mut st = cell.borrow_mut();
                if st.len() >= MAX_ENTRIES {
                    return Err(PyErr::memory());
                }
                self.check_alloc(st.growth_bytes())?;
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
        {
            let st = d.store.borrow();
            match st.quick_find(hash, key) {
                QuickFind::Found(idx) => return Ok(st.entry_at(idx).map(|e| e.value.clone())),
                QuickFind::Missing => return Ok(None),
                QuickFind::NeedsFullCompare => {}
            }
        }
        let idx = self.store_find_compared(&d.store, hash, key)?;
        Ok(idx.and_then(|i| d.store.borrow().entry_at(i).map(|e| e.value.clone())))
    }

    pub fn dict_remove(&mut self, d: &PyDict, key: &Value) -> PyResult<Option<Value>> {
        self.store_remove(&d.store, key)
    }

    pub fn store_remove(&mut self, cell: &RefCell<DictStore>, key: &Value) -> PyResult<Option<Value>> {
        if cell.borrow().is_set_layout() {
            let hash = self.set_key_hash(key)?;
            return Ok(self.set_discard_entry(cell, hash, key)?.map(|_| Value::None));
        }
        let hash = self.hash(key)?;
        match self.store_find(cell, hash, key)? {
            Some(idx) => Ok(cell.borrow_mut().remove_index(hash, idx).map(|e| e.value)),
            None => Ok(None),
        }
    }

    pub fn store_contains(&mut self, cell: &RefCell<DictStore>, key: &Value) -> PyResult<bool> {
        if cell.borrow().is_set_layout() {
            let hash = self.set_key_hash(key)?;
            return self.set_contains_entry(cell, hash, key);
        }
        let hash = self.hash(key)?;
        Ok(self.store_find(cell, hash, key)?.is_some())
    }

    /// `s.add(key)` (also the `SET_ADD` of set comprehensions).
    pub fn set_add(&mut self, s: &PySet, key: Value) -> PyResult<()> {
        let hash = self.hash(&key)?;
        self.set_add_entry(&s.store, hash, key)?;
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
            Value::Dict(d) => {
                let items = d.store.borrow().items();
                self.charge(items.len() as u64 / 8)?;
                Ok(items)
            }
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

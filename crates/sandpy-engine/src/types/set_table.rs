//! The slot table behind `set` and `frozenset`, laid out the way CPython 3.11 lays out its
//! sets so that iteration order (and therefore repr, `list(s)`, `pop()`) matches CPython
//! whenever element hashes match.
//!
//! The table is open addressing over a power-of-two number of slots (8 at least). A key
//! starts at `hash & mask`; when that round's start leaves room, the next nine slots are
//! probed linearly, then the start moves on by `i = 5*i + 1 + perturb` with `perturb`
//! (initially the hash) shifted right by five bits each round. Removal leaves a dummy;
//! the table grows (and sheds its dummies) once active-plus-dummy slots reach 60% of it.
//!
//! Lookups that must run Python `__eq__` release the table's borrow first and restart the
//! probe if the table was resized or the compared slot changed meanwhile.
//!
//! Limits: elements whose hashes collide share one probe sequence, so each lookup walks
//! past all of them and building or copying such a set is quadratic (as in CPython). Every
//! probe past the first few is charged as an operation, and rebuilding the slots (growth,
//! copies) is charged as it goes and abandoned, leaving the table as it was, when a limit
//! is reached.

use std::cell::RefCell;

use crate::error::{PyErr, PyResult};
use crate::types::dict::{DictEntry, DictStore};
use crate::value::Value;
use crate::vm::Vm;

/// Slots of a new or cleared table.
pub const MIN_SIZE: usize = 8;
/// Slots probed linearly after each round's starting slot (when they fit before the end).
const LINEAR_PROBES: u64 = 9;
const PERTURB_SHIFT: u32 = 5;
/// Most elements a set may hold.
const MAX_USED: usize = 1 << 26;
/// Probes a lookup makes without charging (distinct hashes rarely need more).
const FREE_PROBES: u64 = 16;
/// Probes between two charges while slots are rebuilt.
const REBUILD_CHARGE_EVERY: u64 = 4096;

#[derive(Clone)]
enum Slot {
    Empty,
    Dummy,
    Active(DictEntry),
}

/// The probe sequence of one hash in a table of `mask + 1` slots.
#[derive(Clone, Copy)]
struct Probe {
    mask: u64,
    start: u64,
    offset: u64,
    run: u64,
    perturb: u64,
}

impl Probe {
    fn new(hash: u64, mask: usize) -> Probe {
        let mask = mask as u64;
        let start = hash & mask;
        Probe { mask, start, offset: 0, run: Self::run_for(start, mask), perturb: hash }
    }

    fn run_for(start: u64, mask: u64) -> u64 {
        if start + LINEAR_PROBES <= mask {
            LINEAR_PROBES
        } else {
            0
        }
    }

    fn next_slot(&mut self) -> usize {
        if self.offset > self.run {
            self.perturb >>= PERTURB_SHIFT;
            self.start = self.start.wrapping_mul(5).wrapping_add(1).wrapping_add(self.perturb) & self.mask;
            self.offset = 0;
            self.run = Self::run_for(self.start, self.mask);
        }
        let i = self.start + self.offset;
        self.offset += 1;
        i as usize
    }
}

/// Slots for a table holding `minused` elements: the smallest power of two above it, at
/// least [`MIN_SIZE`].
pub fn table_size_for(minused: usize) -> usize {
    minused.saturating_add(1).checked_next_power_of_two().unwrap_or(usize::MAX).max(MIN_SIZE)
}

#[derive(Clone)]
pub struct SetTable {
    slots: Vec<Slot>,
    /// Active plus dummy slots.
    fill: usize,
    /// Active slots.
    used: usize,
    /// Where `pop()` resumes its scan.
    finger: usize,
    /// Changes whenever the slot vector is replaced (resize, clear, body swap).
    generation: u64,
}

impl Default for SetTable {
    fn default() -> Self {
        SetTable { slots: vec![Slot::Empty; MIN_SIZE], fill: 0, used: 0, finger: 0, generation: 0 }
    }
}

/// Outcome of probing for a key.
enum Lookup {
    Found(usize),
    /// Not present: the first empty slot reached, and the last dummy passed before it.
    Missing {
        empty: usize,
        dummy: Option<usize>,
    },
}

impl SetTable {
    pub fn len(&self) -> usize {
        self.used
    }
    pub fn is_empty(&self) -> bool {
        self.used == 0
    }
    pub fn fill(&self) -> usize {
        self.fill
    }
    pub fn mask(&self) -> usize {
        self.slots.len() - 1
    }
    /// Number of slots (positions for [`SetTable::entry_at`]).
    pub fn capacity(&self) -> usize {
        self.slots.len()
    }
    pub fn entry_at(&self, i: usize) -> Option<&DictEntry> {
        match self.slots.get(i) {
            Some(Slot::Active(e)) => Some(e),
            _ => None,
        }
    }
    pub fn entry_at_mut(&mut self, i: usize) -> Option<&mut DictEntry> {
        match self.slots.get_mut(i) {
            Some(Slot::Active(e)) => Some(e),
            _ => None,
        }
    }
    /// Active entries in slot order (iteration order).
    pub fn entries(&self) -> impl DoubleEndedIterator<Item = &DictEntry> {
        self.slots.iter().filter_map(|s| match s {
            Slot::Active(e) => Some(e),
            _ => None,
        })
    }
    /// `(hash, key)` of every element in iteration order.
    pub fn hashed_keys(&self) -> Vec<(u64, Value)> {
        self.entries().map(|e| (e.hash, e.key.clone())).collect()
    }

    /// Bytes the slot vector owns.
    pub fn heap_bytes(&self) -> usize {
        self.slots.capacity() * std::mem::size_of::<Slot>()
    }

    /// Bytes one more insertion may allocate (a grown table), 0 when it fits.
    pub fn growth_bytes(&self) -> usize {
        self.growth_after_insert().map(|n| n.saturating_mul(std::mem::size_of::<Slot>())).unwrap_or(0)
    }

    /// Whether adding one more element into an empty slot makes the table grow, and to
    /// how many slots.
    fn growth_after_insert(&self) -> Option<usize> {
        if (self.fill + 1) * 5 >= self.mask() * 3 {
            let used = self.used + 1;
            Some(table_size_for(if used > 50000 { used * 2 } else { used * 4 }))
        } else {
            None
        }
    }

    /// Puts `entry` into the first empty slot of its probe sequence; for tables without
    /// dummies and keys known to be absent (no counters are touched). Returns the number
    /// of slots probed.
    fn insert_clean(slots: &mut [Slot], entry: DictEntry) -> u64 {
        let mut probe = Probe::new(entry.hash, slots.len() - 1);
        let mut probes = 0;
        loop {
            let i = probe.next_slot();
            probes += 1;
            match slots.get_mut(i) {
                Some(slot @ Slot::Empty) => {
                    *slot = Slot::Active(entry);
                    return probes;
                }
                Some(_) => {}
                None => return probes,
            }
        }
    }

    /// `size` slots holding `entries` (inserted in order), calling `meter` with the probes
    /// made every [`REBUILD_CHARGE_EVERY`] of them; an error from `meter` abandons the work.
    fn slots_holding<'a, E>(
        size: usize,
        entries: impl Iterator<Item = &'a DictEntry>,
        meter: &mut dyn FnMut(u64) -> Result<(), E>,
    ) -> Result<Vec<Slot>, E> {
        let mut slots = vec![Slot::Empty; size];
        let mut unpaid = 0;
        for e in entries {
            unpaid += Self::insert_clean(&mut slots, e.clone());
            if unpaid >= REBUILD_CHARGE_EVERY {
                meter(unpaid)?;
                unpaid = 0;
            }
        }
        meter(unpaid)?;
        Ok(slots)
    }

    /// Rebuilds the table with `size` slots, reinserting the elements in slot order;
    /// `meter` is charged for the probes and may abandon the rebuild (the table is then
    /// unchanged).
    fn resize_metered<E>(&mut self, size: usize, meter: &mut dyn FnMut(u64) -> Result<(), E>) -> Result<(), E> {
        self.slots = Self::slots_holding(size, self.entries(), meter)?;
        self.fill = self.used;
        self.generation = self.generation.wrapping_add(1);
        Ok(())
    }

    /// [`SetTable::resize_metered`] without a meter (tables built natively).
    pub fn resize_to(&mut self, size: usize) {
        let _ = self.resize_metered::<()>(size, &mut |_| Ok(()));
    }

    /// The size to grow to once the table is 60% full (active plus dummy slots).
    fn growth_due(&self) -> Option<usize> {
        if self.fill * 5 >= self.mask() * 3 {
            let used = self.used;
            Some(table_size_for(if used > 50000 { used * 2 } else { used * 4 }))
        } else {
            None
        }
    }

    /// Adds a key known not to be present (table may hold dummies only if `lookup` said so).
    /// The caller grows the table afterwards when [`SetTable::growth_due`] says so.
    fn place(&mut self, found: &Lookup, hash: u64, key: Value, value: Value) {
        let Lookup::Missing { empty, dummy } = *found else { return };
        let entry = DictEntry { hash, key, value };
        if let Some(d) = dummy {
            if let Some(slot) = self.slots.get_mut(d) {
                *slot = Slot::Active(entry);
                self.used += 1;
            }
            return;
        }
        if let Some(slot) = self.slots.get_mut(empty) {
            *slot = Slot::Active(entry);
            self.fill += 1;
            self.used += 1;
        }
    }

    /// Adds a key known to be distinct from every element (no equality tests; unmetered,
    /// for tables built natively).
    pub fn push_distinct(&mut self, hash: u64, key: Value, value: Value) {
        let found = self.vacancy(hash);
        self.place(&found, hash, key, value);
        if let Some(size) = self.growth_due() {
            self.resize_to(size);
        }
    }

    /// Where a key absent from the table would go.
    fn vacancy(&self, hash: u64) -> Lookup {
        let mut probe = Probe::new(hash, self.mask());
        let mut dummy = None;
        loop {
            let i = probe.next_slot();
            match self.slots.get(i) {
                Some(Slot::Active(_)) => {}
                Some(Slot::Dummy) => dummy = Some(i),
                Some(Slot::Empty) | None => return Lookup::Missing { empty: i, dummy },
            }
        }
    }

    /// Turns slot `i` into a dummy, returning its entry.
    pub fn remove_at(&mut self, i: usize) -> Option<DictEntry> {
        let slot = self.slots.get_mut(i)?;
        if !matches!(slot, Slot::Active(_)) {
            return None;
        }
        match std::mem::replace(slot, Slot::Dummy) {
            Slot::Active(e) => {
                self.used -= 1;
                Some(e)
            }
            _ => None,
        }
    }

    /// `set.pop()`: the first element at or after the finger (wrapping around).
    pub fn pop(&mut self) -> Option<DictEntry> {
        if self.used == 0 {
            return None;
        }
        let n = self.slots.len();
        let start = self.finger & (n - 1);
        for k in 0..n {
            let i = (start + k) % n;
            if matches!(self.slots.get(i), Some(Slot::Active(_))) {
                let e = self.remove_at(i);
                self.finger = i + 1;
                return e;
            }
        }
        None
    }

    /// Back to an empty table of [`MIN_SIZE`] slots (the pop finger is kept, as CPython does).
    pub fn clear(&mut self) {
        self.slots = vec![Slot::Empty; MIN_SIZE];
        self.fill = 0;
        self.used = 0;
        self.generation = self.generation.wrapping_add(1);
    }

    /// Takes over the slots and counters of `other` (CPython's body swap; keeps the finger).
    pub fn replace_body(&mut self, other: SetTable) {
        self.slots = other.slots;
        self.fill = other.fill;
        self.used = other.used;
        self.generation = self.generation.wrapping_add(1);
    }

    /// Copies every slot of `other` into this empty table of the same size (`other` must
    /// have no dummies).
    fn copy_slots_from(&mut self, other: &SetTable) {
        self.slots = other.slots.clone();
        self.fill = other.used;
        self.used = other.used;
        self.generation = self.generation.wrapping_add(1);
    }
}

fn with_table<R>(cell: &RefCell<DictStore>, f: impl FnOnce(&SetTable) -> R) -> Option<R> {
    let st = cell.borrow();
    st.set_table().map(f)
}

/// `nonleaf`: `f` may store a key that is not a leaf (see `DictStore::set_table_mut`).
fn with_table_mut<R>(cell: &RefCell<DictStore>, nonleaf: bool, f: impl FnOnce(&mut SetTable) -> R) -> Option<R> {
    let mut st = cell.borrow_mut();
    let r = st.set_table_mut(nonleaf).map(f);
    st.sync_charge();
    r
}

impl Vm {
    /// Probes `cell` (a set-layout store) for `key`, running `__eq__` with the borrow released.
    fn set_lookup(&mut self, cell: &RefCell<DictStore>, hash: u64, key: &Value) -> PyResult<Lookup> {
        let mut probes: u64 = 0;
        let found = self.set_probe(cell, hash, key, &mut probes);
        if probes > FREE_PROBES {
            self.charge(probes)?;
        }
        found
    }

    /// The probe walk of [`Vm::set_lookup`], counting the slots it visits in `probes`.
    fn set_probe(&mut self, cell: &RefCell<DictStore>, hash: u64, key: &Value, probes: &mut u64) -> PyResult<Lookup> {
        'restart: loop {
            let Some((generation, mask)) = with_table(cell, |t| (t.generation, t.mask())) else {
                return Ok(Lookup::Missing { empty: 0, dummy: None });
            };
            let mut probe = Probe::new(hash, mask);
            let mut dummy = None;
            loop {
                // Walk the probe sequence while comparisons stay native.
                let (i, startkey) = {
                    let st = cell.borrow();
                    let Some(t) = st.set_table() else { continue 'restart };
                    if t.generation != generation || t.mask() != mask {
                        continue 'restart;
                    }
                    loop {
                        let i = probe.next_slot();
                        *probes += 1;
                        match t.slots.get(i) {
                            Some(Slot::Active(e)) if e.hash == hash => {
                                if e.key.is(key) {
                                    return Ok(Lookup::Found(i));
                                }
                                match self.native_eq(&e.key, key) {
                                    Some(true) => return Ok(Lookup::Found(i)),
                                    Some(false) => {}
                                    None => break (i, e.key.clone()),
                                }
                            }
                            Some(Slot::Active(_)) => {}
                            // The last dummy passed is reused, as in CPython.
                            Some(Slot::Dummy) => dummy = Some(i),
                            Some(Slot::Empty) | None => return Ok(Lookup::Missing { empty: i, dummy }),
                        }
                    }
                };
                let equal = self.eq(&startkey, key)?;
                let unchanged = with_table(cell, |t| {
                    t.generation == generation && t.mask() == mask && matches!(t.slots.get(i), Some(Slot::Active(e)) if e.key.is(&startkey))
                })
                .unwrap_or(false);
                if !unchanged {
                    continue 'restart;
                }
                if equal {
                    return Ok(Lookup::Found(i));
                }
            }
        }
    }

    /// Converts a store that was built in dict layout into the set layout (inserting the
    /// keys in their insertion order, as building the set element by element would).
    pub fn ensure_set_layout(&mut self, cell: &RefCell<DictStore>) {
        if !cell.borrow().is_set_layout() {
            cell.borrow_mut().make_set_layout();
        }
    }

    /// Grows (or shrinks) a set table to fit `minused` elements, under the memory limit.
    pub fn set_resize(&mut self, cell: &RefCell<DictStore>, minused: usize) -> PyResult<()> {
        self.set_resize_to(cell, table_size_for(minused))
    }

    /// Rebuilds a set table with `size` slots, charging the probes as it goes (colliding
    /// hashes make this quadratic). On a limit error the table keeps its old slots.
    fn set_resize_to(&mut self, cell: &RefCell<DictStore>, size: usize) -> PyResult<()> {
        self.check_alloc(size.saturating_mul(std::mem::size_of::<Slot>()))?;
        // Charging runs no Python code, so the table stays borrowed while it is read.
        let slots = {
            let st = cell.borrow();
            let Some(t) = st.set_table() else { return Ok(()) };
            SetTable::slots_holding(size, t.entries(), &mut |n| self.charge(n))?
        };
        with_table_mut(cell, false, |t| {
            t.slots = slots;
            t.fill = t.used;
            t.generation = t.generation.wrapping_add(1);
        });
        Ok(())
    }

    /// Adds `key` unless an equal element is present; true when added.
    pub fn set_add_entry(&mut self, cell: &RefCell<DictStore>, hash: u64, key: Value) -> PyResult<bool> {
        self.ensure_set_layout(cell);
        let found = self.set_lookup(cell, hash, &key)?;
        if matches!(found, Lookup::Found(_)) {
            return Ok(false);
        }
        let (used, growth) = with_table(cell, |t| (t.used, t.growth_after_insert())).unwrap_or((0, None));
        if used >= MAX_USED {
            return Err(PyErr::memory());
        }
        if let (Lookup::Missing { dummy: None, .. }, Some(size)) = (&found, growth) {
            self.check_alloc(size.saturating_mul(std::mem::size_of::<Slot>()))?;
        }
        with_table_mut(cell, !key.is_leaf(), |t| t.place(&found, hash, key, Value::None));
        // Growing may hit a limit: the element is in, and the table, fuller than usual but
        // valid, grows at the next insertion instead.
        if let Some(size) = with_table(cell, |t| t.growth_due()).flatten() {
            self.set_resize_to(cell, size)?;
        }
        Ok(true)
    }

    pub fn set_contains_entry(&mut self, cell: &RefCell<DictStore>, hash: u64, key: &Value) -> PyResult<bool> {
        self.ensure_set_layout(cell);
        Ok(matches!(self.set_lookup(cell, hash, key)?, Lookup::Found(_)))
    }

    /// Slot index of the element equal to `key`, if any.
    pub fn set_find(&mut self, cell: &RefCell<DictStore>, hash: u64, key: &Value) -> PyResult<Option<usize>> {
        self.ensure_set_layout(cell);
        Ok(match self.set_lookup(cell, hash, key)? {
            Lookup::Found(i) => Some(i),
            Lookup::Missing { .. } => None,
        })
    }

    /// Removes the element equal to `key`; returns the stored key when there was one.
    pub fn set_discard_entry(&mut self, cell: &RefCell<DictStore>, hash: u64, key: &Value) -> PyResult<Option<Value>> {
        match self.set_find(cell, hash, key)? {
            Some(i) => Ok(cell.borrow_mut().set_table_mut(false).and_then(|t| t.remove_at(i)).map(|e| e.key)),
            None => Ok(None),
        }
    }

    /// Hash of a key looked up in a set: an unhashable `set` is looked up as the equal
    /// frozenset, as CPython does for `in`, `remove` and `discard`.
    pub fn set_key_hash(&mut self, key: &Value) -> PyResult<u64> {
        match self.hash(key) {
            Ok(h) => Ok(h),
            Err(e) => match key {
                Value::Set(s) => self.hash(&Value::FrozenSet(s.clone())),
                Value::Instance(inst) => {
                    let base = inst.base_value.borrow().clone();
                    match base {
                        Value::Set(s) | Value::FrozenSet(s) if self.error_is(&e, crate::error::ExcKind::TypeError) => {
                            self.hash(&Value::FrozenSet(s))
                        }
                        _ => Err(e),
                    }
                }
                _ => Err(e),
            },
        }
    }

    /// Merges the elements of `other` into the set store `target` (CPython's `set_merge`:
    /// one up-front resize, then a straight copy or clean inserts when `target` is empty).
    pub fn set_merge(&mut self, target: &RefCell<DictStore>, other: &RefCell<DictStore>) -> PyResult<()> {
        if std::ptr::eq(target, other) {
            return Ok(());
        }
        self.ensure_set_layout(target);
        self.ensure_set_layout(other);
        let Some(snapshot) = with_table(other, |t| t.clone()) else { return Ok(()) };
        if snapshot.used == 0 {
            return Ok(());
        }
        let (fill, used, mask) = with_table(target, |t| (t.fill, t.used, t.mask())).unwrap_or((0, 0, 0));
        if (fill + snapshot.used) * 5 >= mask * 3 {
            self.set_resize(target, (used + snapshot.used) * 2)?;
        }
        let (fill, mask) = with_table(target, |t| (t.fill, t.mask())).unwrap_or((1, 0));
        if fill == 0 {
            if used.saturating_add(snapshot.used) > MAX_USED {
                return Err(PyErr::memory());
            }
            if mask == snapshot.mask() && snapshot.fill == snapshot.used {
                with_table_mut(target, true, |t| t.copy_slots_from(&snapshot));
            } else {
                let size = mask + 1;
                let stored =
                    snapshot.entries().map(|e| DictEntry { hash: e.hash, key: e.key.clone(), value: Value::None }).collect::<Vec<_>>();
                let slots = SetTable::slots_holding(size, stored.iter(), &mut |n| self.charge(n))?;
                with_table_mut(target, true, |t| {
                    t.slots = slots;
                    t.fill = snapshot.used;
                    t.used = snapshot.used;
                    t.generation = t.generation.wrapping_add(1);
                });
            }
            return Ok(());
        }
        for (hash, key) in snapshot.hashed_keys() {
            self.set_add_entry(target, hash, key)?;
        }
        Ok(())
    }

    /// Drops dummies when more than a quarter of the table is dummies (after bulk removals).
    pub fn set_shed_dummies(&mut self, cell: &RefCell<DictStore>) -> PyResult<()> {
        let Some((fill, used, mask)) = with_table(cell, |t| (t.fill, t.used, t.mask())) else { return Ok(()) };
        if fill - used <= mask / 4 {
            return Ok(());
        }
        self.set_resize(cell, if used > 50000 { used * 2 } else { used * 4 })
    }
}

//! The index of sequence `b` that `SequenceMatcher.set_seq2` builds (CPython's `b2j`,
//! `bjunk` and `bpopular`), kept on the matcher as `_index = (table, blob)`:
//!
//! - `table`: a dict mapping each distinct element of b to its id (0, 1, … in order of
//!   first occurrence), so elements are hashed and compared with Python semantics once;
//! - `blob`: bytes of little-endian u32 words, read in place by [`BIndex`] so a
//!   `find_longest_match` call costs nothing per element of b:
//!   `header | id of each b[j] | kind of each id | CSR starts (ids + 1) | positions |
//!   the character of each id (only when b is a str)`.
//!
//! The kind of an id says whether it is junk (`isjunk(elt)` is true), popular (autojunk:
//! more than `len(b) // 100 + 1` occurrences when `len(b) >= 200`) or a normal element;
//! only normal ids have positions, as only they stay in CPython's `b2j`.

use std::collections::HashMap;
use std::rc::Rc;

use super::elements::{read_all, Elements, SeqKind};
use crate::error::{PyErr, PyResult};
use crate::types::dict::DictStore;
use crate::value::{PyBytes, PyDict, PySet, Value};
use crate::vm::Vm;

/// The id of an element of `a` that b does not hold.
pub const NO_ID: u32 = u32::MAX;
pub const NORMAL: u32 = 0;
pub const JUNK: u32 = 1;
pub const POPULAR: u32 = 2;

/// Header words: len(b), number of ids, number of positions, b's [`SeqKind`], char-keyed.
const HEADER: usize = 5;

/// CPython's autojunk thresholds: b needs at least this many elements…
const AUTOJUNK_MIN_LEN: usize = 200;

/// A decoded view of the blob.
pub struct BIndex<'a> {
    data: &'a [u8],
    len: usize,
    ids: usize,
    positions: usize,
    kind: SeqKind,
    char_keyed: bool,
}

fn word_at(data: &[u8], i: usize) -> u32 {
    let start = i.saturating_mul(4);
    match data.get(start..start.saturating_add(4)) {
        Some(w) => u32::from_le_bytes([w[0], w[1], w[2], w[3]]),
        None => 0,
    }
}

impl<'a> BIndex<'a> {
    pub fn parse(data: &'a [u8]) -> PyResult<BIndex<'a>> {
        let bad = || PyErr::type_error("SequenceMatcher state is corrupted");
        if data.len() < HEADER * 4 {
            return Err(bad());
        }
        let len = word_at(data, 0) as usize;
        let ids = word_at(data, 1) as usize;
        let positions = word_at(data, 2) as usize;
        let kind = SeqKind::from_code(word_at(data, 3));
        let char_keyed = word_at(data, 4) != 0;
        let keys = if char_keyed { ids } else { 0 };
        let words = HEADER as u64 + len as u64 + 2 * ids as u64 + 1 + positions as u64 + keys as u64;
        if words * 4 != data.len() as u64 {
            return Err(bad());
        }
        Ok(BIndex { data, len, ids, positions, kind, char_keyed })
    }

    fn word(&self, i: usize) -> u32 {
        word_at(self.data, i)
    }
    /// len(b).
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn id_count(&self) -> usize {
        self.ids
    }
    pub fn char_keyed(&self) -> bool {
        self.char_keyed
    }
    /// The id of `b[j]` for `0 <= j < len(b)`.
    pub fn id_at(&self, j: usize) -> u32 {
        self.word(HEADER + j)
    }
    /// The id of `b[j]` with Python's indexing rules (negative `j` counts from the end).
    pub fn id_at_py(&self, j: i64) -> PyResult<u32> {
        let len = self.len as i64;
        let n = if j < 0 { j + len } else { j };
        if n < 0 || n >= len {
            return Err(self.kind.index_error());
        }
        Ok(self.id_at(n as usize))
    }
    /// NORMAL, JUNK or POPULAR.
    pub fn kind_of(&self, id: u32) -> u32 {
        if (id as usize) < self.ids {
            self.word(HEADER + self.len + id as usize)
        } else {
            NORMAL
        }
    }
    /// The positions of a normal id in b, ascending (empty for junk and popular ids).
    pub fn positions(&self, id: u32) -> impl Iterator<Item = u32> + '_ {
        let (lo, hi) = if (id as usize) < self.ids {
            let starts = HEADER + self.len + self.ids + id as usize;
            (self.word(starts) as usize, self.word(starts + 1) as usize)
        } else {
            (0, 0)
        };
        let base = HEADER + self.len + 2 * self.ids + 1;
        (lo..hi.min(self.positions)).map(move |p| self.word(base + p))
    }
    /// (character, id) for each id, when b is a str.
    pub fn key_chars(&self) -> impl Iterator<Item = (char, u32)> + '_ {
        let base = HEADER + self.len + 2 * self.ids + 1 + self.positions;
        let count = if self.char_keyed { self.ids } else { 0 };
        (0..count).filter_map(move |id| char::from_u32(self.word(base + id)).map(|c| (c, id as u32)))
    }
}

/// Splits a matcher's `_index` into its table and blob.
pub fn unpack(index: &Value) -> PyResult<(Rc<PyDict>, Rc<PyBytes>)> {
    if let Value::Tuple(t) = index {
        if let [Value::Dict(table), Value::Bytes(blob)] = &t.items[..] {
            return Ok((table.clone(), blob.clone()));
        }
    }
    Err(PyErr::type_error("SequenceMatcher state is corrupted"))
}

/// `_index_b(b, isjunk, autojunk)` → `(index, bjunk, bpopular)`: CPython's `__chain_b`.
pub fn index_b(vm: &mut Vm, args: &[Value], _kw: &crate::value::KwArgs) -> PyResult<Value> {
    let [b, isjunk, autojunk] = args else {
        return Err(PyErr::type_error("_index_b expects 3 arguments"));
    };
    let elements = read_all(vm, b)?;
    let len = elements.len();
    if len >= NO_ID as usize / 2 {
        return Err(PyErr::memory());
    }
    vm.check_alloc(len.saturating_mul(16))?;
    // Intern the elements: ids in order of first occurrence.
    let table = PyDict::new_rc(DictStore::default());
    let mut keys: Vec<Value> = Vec::new();
    let mut ids: Vec<u32> = Vec::with_capacity(len);
    let char_keyed = matches!(elements, Elements::Chars(_));
    let mut key_chars: Vec<u32> = Vec::new();
    match elements {
        Elements::Chars(chars) => {
            let mut seen: HashMap<char, u32> = HashMap::new();
            for (n, c) in chars.into_iter().enumerate() {
                if n % 1024 == 0 {
                    vm.charge(1024)?;
                }
                let next = keys.len() as u32;
                let id = *seen.entry(c).or_insert(next);
                if id == next {
                    keys.push(Value::string(c.to_string()));
                    key_chars.push(c as u32);
                }
                ids.push(id);
            }
            for (id, key) in keys.iter().enumerate() {
                vm.dict_set(&table, key.clone(), Value::Int(id as i64))?;
            }
        }
        Elements::Items(items) => {
            for item in items {
                vm.charge(1)?;
                let id = match vm.dict_get(&table, &item)? {
                    Some(Value::Int(id)) => id as u32,
                    _ => {
                        let id = keys.len() as u32;
                        vm.dict_set(&table, item.clone(), Value::Int(id as i64))?;
                        keys.push(item);
                        id
                    }
                };
                ids.push(id);
            }
        }
    }
    let mut kinds = vec![NORMAL; keys.len()];
    // Junk: isjunk(elt) for each distinct element, in order of first occurrence.
    let bjunk = PySet::new_rc(DictStore::new_set());
    if vm.truthy(isjunk)? {
        for (id, key) in keys.iter().enumerate() {
            let verdict = vm.call(isjunk, std::slice::from_ref(key), &[])?;
            if vm.truthy(&verdict)? {
                kinds[id] = JUNK;
                vm.set_add(&bjunk, key.clone())?;
            }
        }
    }
    let mut counts = vec![0u32; keys.len()];
    for &id in &ids {
        if let Some(c) = counts.get_mut(id as usize) {
            *c += 1;
        }
    }
    // Popular: autojunk's frequent elements (junk ones are already out of b2j).
    let bpopular = PySet::new_rc(DictStore::new_set());
    if vm.truthy(autojunk)? && len >= AUTOJUNK_MIN_LEN {
        let limit = (len / 100 + 1) as u32;
        for (id, key) in keys.iter().enumerate() {
            if kinds[id] == NORMAL && counts[id] > limit {
                kinds[id] = POPULAR;
                vm.set_add(&bpopular, key.clone())?;
            }
        }
    }
    let blob = encode(&ids, &kinds, &counts, SeqKind::of(b), char_keyed.then_some(&key_chars[..]));
    let index = Value::tuple(vec![Value::Dict(table), blob]);
    Ok(Value::tuple(vec![index, Value::Set(bjunk), Value::Set(bpopular)]))
}

/// Lays the index out as the blob described in the module header.
fn encode(ids: &[u32], kinds: &[u32], counts: &[u32], kind: SeqKind, key_chars: Option<&[u32]>) -> Value {
    let mut starts = Vec::with_capacity(kinds.len() + 1);
    let mut total = 0u32;
    for (k, c) in kinds.iter().zip(counts) {
        starts.push(total);
        if *k == NORMAL {
            total += c;
        }
    }
    starts.push(total);
    let mut positions = vec![0u32; total as usize];
    let mut fill: Vec<u32> = starts.clone();
    for (j, &id) in ids.iter().enumerate() {
        if kinds.get(id as usize) == Some(&NORMAL) {
            if let Some(at) = fill.get_mut(id as usize) {
                if let Some(slot) = positions.get_mut(*at as usize) {
                    *slot = j as u32;
                }
                *at += 1;
            }
        }
    }
    let header = [ids.len() as u32, kinds.len() as u32, total, kind.code(), key_chars.is_some() as u32];
    let parts: [&[u32]; 6] = [&header, ids, kinds, &starts, &positions, key_chars.unwrap_or(&[])];
    let mut data = Vec::with_capacity(parts.iter().map(|p| p.len() * 4).sum());
    for part in parts {
        for w in part {
            data.extend_from_slice(&w.to_le_bytes());
        }
    }
    Value::Bytes(Rc::new(PyBytes::new(data.into_boxed_slice())))
}

/// `_b2j(index)`: CPython's `b2j` dict (normal elements → their positions in b).
pub fn b2j(vm: &mut Vm, args: &[Value], _kw: &crate::value::KwArgs) -> PyResult<Value> {
    let [index] = args else {
        return Err(PyErr::type_error("_b2j expects 1 argument"));
    };
    let (table, blob) = unpack(index)?;
    let index = BIndex::parse(&blob.data)?;
    let keys = table.store.borrow().keys();
    vm.charge(index.len() as u64 / 16 + 1)?;
    let mut items = Vec::new();
    for (id, key) in keys.into_iter().enumerate() {
        if index.kind_of(id as u32) == NORMAL {
            let positions: Vec<Value> = index.positions(id as u32).map(|j| Value::Int(j as i64)).collect();
            items.push((key, Value::list(positions)));
        }
    }
    vm.new_dict(items)
}

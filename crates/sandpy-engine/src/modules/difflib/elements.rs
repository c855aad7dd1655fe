//! Reading a compared sequence (`a` or `b`) into Rust: a str as its characters, a list or
//! tuple as its items, any other sequence through iteration; and mapping the elements of
//! `a` to the element ids of b's index ([`super::index`]), so the matcher compares plain
//! integers.

use std::collections::HashMap;

use super::index::{BIndex, NO_ID};
use crate::error::{PyErr, PyResult};
use crate::value::{PyDict, Value};
use crate::vm::Vm;

/// Elements charged per budget check while reading or mapping.
const CHARGE_CHUNK: usize = 1024;

/// The sequence type, for the message of an `IndexError` on `seq[i]`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SeqKind {
    Str,
    List,
    Tuple,
    Other,
}

impl SeqKind {
    pub fn of(v: &Value) -> SeqKind {
        match v {
            Value::Str(_) => SeqKind::Str,
            Value::List(_) => SeqKind::List,
            Value::Tuple(_) => SeqKind::Tuple,
            _ => SeqKind::Other,
        }
    }
    pub fn code(self) -> u32 {
        self as u32
    }
    pub fn from_code(code: u32) -> SeqKind {
        match code {
            0 => SeqKind::Str,
            1 => SeqKind::List,
            2 => SeqKind::Tuple,
            _ => SeqKind::Other,
        }
    }
    /// The `IndexError` of indexing past the end of such a sequence.
    pub fn index_error(self) -> PyErr {
        PyErr::index_error(match self {
            SeqKind::Str => "string index out of range",
            SeqKind::List => "list index out of range",
            SeqKind::Tuple => "tuple index out of range",
            SeqKind::Other => "index out of range",
        })
    }
}

/// A sequence's elements, in order.
pub enum Elements {
    Chars(Vec<char>),
    Items(Vec<Value>),
}

impl Elements {
    pub fn len(&self) -> usize {
        match self {
            Elements::Chars(c) => c.len(),
            Elements::Items(v) => v.len(),
        }
    }
}

/// All elements of `v` (`for x in v`); `len(v)` is taken too, as CPython does for both
/// sequences, so an iterable without a length fails the same way.
pub fn read_all(vm: &mut Vm, v: &Value) -> PyResult<Elements> {
    match v {
        Value::Str(s) => {
            vm.check_alloc(s.char_len.saturating_mul(4))?;
            vm.charge((s.char_len / CHARGE_CHUNK) as u64 + 1)?;
            Ok(Elements::Chars(s.s.chars().collect()))
        }
        Value::List(l) => {
            let items = l.items.borrow().clone();
            vm.charge((items.len() / CHARGE_CHUNK) as u64 + 1)?;
            Ok(Elements::Items(items))
        }
        Value::Tuple(t) => {
            vm.charge((t.items.len() / CHARGE_CHUNK) as u64 + 1)?;
            Ok(Elements::Items(t.items.to_vec()))
        }
        _ => {
            let items = vm.collect_iterable(v)?;
            vm.len_of(v)?;
            Ok(Elements::Items(items))
        }
    }
}

/// The elements `v[lo..hi]` of a str, list or tuple (clamped to its length), or None for
/// other sequences (read those whole).
pub fn read_window(vm: &mut Vm, v: &Value, lo: usize, hi: usize) -> PyResult<Option<Elements>> {
    Ok(Some(match v {
        Value::Str(s) => {
            let hi = hi.min(s.char_len);
            let lo = lo.min(hi);
            vm.check_alloc((hi - lo).saturating_mul(4))?;
            vm.charge((s.char_len / CHARGE_CHUNK) as u64 + 1)?;
            let chars: Vec<char> = if s.is_ascii() {
                s.s.as_bytes().get(lo..hi).unwrap_or(&[]).iter().map(|b| *b as char).collect()
            } else {
                s.s.chars().skip(lo).take(hi - lo).collect()
            };
            Elements::Chars(chars)
        }
        Value::List(l) => {
            let items = l.items.borrow();
            let hi = hi.min(items.len());
            let lo = lo.min(hi);
            let window = items.get(lo..hi).unwrap_or(&[]).to_vec();
            drop(items);
            vm.charge((window.len() / CHARGE_CHUNK) as u64 + 1)?;
            Elements::Items(window)
        }
        Value::Tuple(t) => {
            let hi = hi.min(t.items.len());
            let lo = lo.min(hi);
            vm.charge(((hi - lo) / CHARGE_CHUNK) as u64 + 1)?;
            Elements::Items(t.items.get(lo..hi).unwrap_or(&[]).to_vec())
        }
        _ => return Ok(None),
    }))
}

/// The ids in `index` of each element (`NO_ID` for an element b does not hold), found by
/// hashing against b's element table `table` like CPython's `b2j.get(a[i])`.
pub fn map_ids(vm: &mut Vm, elements: Elements, index: &BIndex, table: &PyDict) -> PyResult<Vec<u32>> {
    vm.check_alloc(elements.len().saturating_mul(4))?;
    let mut ids = Vec::with_capacity(elements.len());
    match elements {
        Elements::Chars(chars) if index.char_keyed() => {
            let map: HashMap<char, u32> = index.key_chars().collect();
            for (n, c) in chars.iter().enumerate() {
                if n % CHARGE_CHUNK == 0 {
                    vm.charge(CHARGE_CHUNK as u64)?;
                }
                ids.push(map.get(c).copied().unwrap_or(NO_ID));
            }
        }
        Elements::Chars(chars) => {
            for c in chars {
                ids.push(lookup(vm, table, &Value::string(c.to_string()))?);
            }
        }
        Elements::Items(items) => {
            for item in &items {
                ids.push(lookup(vm, table, item)?);
            }
        }
    }
    Ok(ids)
}

/// The id of `key` in the element table, or `NO_ID`.
fn lookup(vm: &mut Vm, table: &PyDict, key: &Value) -> PyResult<u32> {
    vm.charge(1)?;
    Ok(match vm.dict_get(table, key)? {
        Some(Value::Int(id)) => u32::try_from(id).unwrap_or(NO_ID),
        _ => NO_ID,
    })
}

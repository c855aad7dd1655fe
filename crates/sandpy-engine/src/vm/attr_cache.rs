//! Inline caches for the attribute instructions on instances of Python classes.
//!
//! Each code object keeps, per attribute name, two entries (two classes, so a base-class
//! method run on instances of two subclasses hits for both) of where the name was found:
//! - `LoadAttr`/`StoreAttr`: the entry index in the instance dict, for one class (by tag)
//!   under one layout epoch. Instances built by the same `__init__` insert their attributes
//!   in the same order, so the index usually fits the next instance too; the key at that
//!   index is checked (a pointer compare, names are interned) before it is trusted.
//! - `LoadMethod`: the plain function the class resolved the name to, under one layout
//!   epoch (swapping plain data in a class dict cannot make a name that resolved to a
//!   function resolve elsewhere: such data would have shadowed the function already).
//!
//! A cache is only filled after the general lookup succeeded for that exact name, so every
//! policy check (`policy::is_blocked`) and descriptor rule already held for it; a class
//! change that could alter the outcome bumps the epoch the entry was keyed on.

use std::cell::Cell;
use std::rc::Rc;

use super::Vm;
use crate::compile::bytecode::{AttrCacheEntry, CachedMethod, Code, MethodCacheEntry};
use crate::error::PyResult;
use crate::value::{layout_epoch, type_flags, Instance, Str, Value};

impl Vm {
    /// `obj.name` for `LoadAttr` of `code.names[i]`.
    #[inline(always)]
    pub(super) fn load_attr_cached(&mut self, code: &Code, i: usize, obj: &Value) -> PyResult<Value> {
        if let Value::Instance(inst) = obj {
            let epoch = layout_epoch();
            for way in &code.attr_cache[i] {
                let entry = way.get();
                if entry.type_tag == inst.class.tag && entry.epoch == epoch {
                    if let Some((key, v)) = inst.dict.borrow().get_index(entry.index as usize) {
                        if same_name(key, &code.names[i]) {
                            return Ok(v.clone());
                        }
                    }
                }
            }
            return self.load_instance_attr(code, i, obj, inst);
        }
        self.get_attr(obj, &code.names[i])
    }

    #[inline(never)]
    fn load_instance_attr(&mut self, code: &Code, i: usize, obj: &Value, inst: &Instance) -> PyResult<Value> {
        let name = &code.names[i];
        let v = self.get_attr(obj, name)?;
        let flags = inst.class.flags();
        if flags & type_flags::DATA_DESCRIPTORS == 0 {
            if let Some(index) = inst.dict.borrow().get_index_of(name) {
                fill_attr_way(
                    &code.attr_cache[i],
                    AttrCacheEntry {
                        type_tag: inst.class.tag,
                        epoch: layout_epoch(),
                        index: index as u32,
                        writable: flags == 0 && !inst.class.is_builtin,
                    },
                );
            }
        }
        Ok(v)
    }

    /// `obj.name = v` for `StoreAttr` of `code.names[i]`.
    #[inline(always)]
    pub(super) fn store_attr_cached(&mut self, code: &Code, i: usize, obj: &Value, v: Value) -> PyResult<()> {
        if let Value::Instance(inst) = obj {
            let epoch = layout_epoch();
            let hit = code.attr_cache[i].iter().map(Cell::get).find(|e| e.writable && e.type_tag == inst.class.tag && e.epoch == epoch);
            if let Some(entry) = hit {
                let name = &code.names[i];
                let mut dict = inst.dict.borrow_mut();
                if let Some((key, slot)) = dict.get_index_mut(entry.index as usize) {
                    if same_name(key, name) {
                        let old = std::mem::replace(slot, v);
                        drop(dict);
                        old.discard();
                        return Ok(());
                    }
                }
                // Same class, so the same rules: a plain dict store (new or elsewhere).
                dict.insert(name.clone(), v);
                inst.class.note_instance_size(dict.len());
                drop(dict);
                inst.sync_charge();
                return Ok(());
            }
            return self.store_instance_attr(code, i, obj, inst, v);
        }
        self.set_attr(obj, &code.names[i], v)
    }

    #[inline(never)]
    fn store_instance_attr(&mut self, code: &Code, i: usize, obj: &Value, inst: &Instance, v: Value) -> PyResult<()> {
        let name = &code.names[i];
        let cls = &inst.class;
        if cls.flags() == 0 && !cls.is_builtin && !crate::policy::is_blocked(name) && &**name != "__class__" {
            // Exactly what `set_attr` does for such a class, keeping the interned key.
            let index = {
                let mut dict = inst.dict.borrow_mut();
                let index = dict.insert_full(name.clone(), v).0;
                cls.note_instance_size(dict.len());
                index
            };
            inst.sync_charge();
            fill_attr_way(
                &code.attr_cache[i],
                AttrCacheEntry { type_tag: cls.tag, epoch: layout_epoch(), index: index as u32, writable: true },
            );
            return Ok(());
        }
        self.set_attr(obj, name, v)
    }

    /// `LoadMethod` of `code.names[i]`: (function, receiver) or (value, Null).
    #[inline(always)]
    pub(super) fn load_method_cached(&mut self, code: &Code, i: usize, obj: Value) -> PyResult<(Value, Value)> {
        match &obj {
            Value::Instance(inst) => {
                if let Some(func) = cached_method(code, i, inst.class.tag) {
                    let shadowed = {
                        let dict = inst.dict.borrow();
                        !dict.is_empty() && dict.contains_key(&code.names[i])
                    };
                    if !shadowed {
                        return Ok((func, obj));
                    }
                }
            }
            // Their attributes come from elsewhere (metaclass, module dict, MRO walk).
            Value::Type(_) | Value::Module(_) | Value::Super(_) => return self.load_method(obj, &code.names[i]),
            // Builtin values have no instance dict: the type's method is the answer.
            _ => {
                let tag = self.type_of(&obj).tag;
                if let Some(func) = cached_method(code, i, tag) {
                    return Ok((func, obj));
                }
            }
        }
        self.load_method_and_cache(code, i, obj)
    }

    #[inline(never)]
    fn load_method_and_cache(&mut self, code: &Code, i: usize, obj: Value) -> PyResult<(Value, Value)> {
        let (m, recv) = self.load_method(obj, &code.names[i])?;
        // A receiver beside the method means the type supplied it (see `load_method`).
        let method = match &m {
            Value::Function(func) if matches!(recv, Value::Instance(_)) => CachedMethod::Function(Rc::downgrade(func)),
            Value::Builtin(b) if !matches!(recv, Value::Null | Value::Instance(_)) => CachedMethod::Builtin(Rc::downgrade(b)),
            _ => return Ok((m, recv)),
        };
        let tag = self.type_of(&recv).tag;
        let epoch = layout_epoch();
        let ways = &code.method_cache[i];
        let way = {
            let first = ways[0].borrow();
            usize::from(!first_way_free(first.epoch, first.type_tag, epoch, tag))
        };
        *ways[way].borrow_mut() = MethodCacheEntry { type_tag: tag, epoch, method };
        Ok((m, recv))
    }
}

/// Name equality with the pointer test first: names are interned, so equal names are almost
/// always the same allocation (`Rc<str>`'s `==` compares the bytes only).
#[inline(always)]
pub(super) fn same_name(a: &Str, b: &Str) -> bool {
    Rc::ptr_eq(a, b) || **a == **b
}

/// The method cached for name `i` on the class tagged `tag`, if still valid.
#[inline(always)]
fn cached_method(code: &Code, i: usize, tag: u64) -> Option<Value> {
    let epoch = layout_epoch();
    for way in &code.method_cache[i] {
        let entry = way.borrow();
        if entry.type_tag != tag || entry.epoch != epoch {
            continue;
        }
        return match &entry.method {
            CachedMethod::Function(f) => f.upgrade().map(Value::Function),
            CachedMethod::Builtin(b) => b.upgrade().map(Value::Builtin),
            CachedMethod::Empty => None,
        };
    }
    None
}

/// Stores `entry` in one of a name's two ways (see [`first_way_free`]).
fn fill_attr_way(ways: &[Cell<AttrCacheEntry>; 2], entry: AttrCacheEntry) {
    let first = ways[0].get();
    let way = usize::from(!first_way_free(first.epoch, first.type_tag, entry.epoch, entry.type_tag));
    ways[way].set(entry);
}

/// Whether a new entry for class `tag` goes into the first way, holding an entry made under
/// `first_epoch` for `first_tag`: yes when that one is stale, empty (tag 0) or for the same
/// class; otherwise the second way takes it. A site that sees two classes in turn (a base
/// class method run on instances of two subclasses) keeps both.
fn first_way_free(first_epoch: u64, first_tag: u64, epoch: u64, tag: u64) -> bool {
    first_epoch != epoch || first_tag == tag || first_tag == 0
}

//! Hashing: `hash()` with CPython's values for numbers (equal ints and floats hash alike),
//! cached str hashes, tuples (iteratively for nested ones), and `__hash__` dunders.

use std::rc::Rc;

use super::Vm;
use crate::error::{PyErr, PyResult};
use crate::types::num::{self, as_int, IntRef};
use crate::value::{PyStr, Value};

impl Vm {
    /// `hash(v)`. Small ints and strs whose hash is cached (the common dict keys) are
    /// answered inline; everything else goes through [`Vm::hash_general`].
    #[inline]
    pub fn hash(&mut self, v: &Value) -> PyResult<u64> {
        match v {
            // CPython's int hash is the value itself below the modulus, except -1 (-2).
            Value::Int(i) if *i != -1 && i.unsigned_abs() < num::HASH_MODULUS => Ok(*i as u64),
            Value::Str(s) => match s.hash.get() {
                Some(h) => Ok(h),
                None => self.hash_general(v),
            },
            _ => self.hash_general(v),
        }
    }

    fn hash_general(&mut self, v: &Value) -> PyResult<u64> {
        Ok(match v {
            Value::Int(i) => num::hash_int(&IntRef::Small(*i)),
            Value::Bool(b) => *b as u64,
            Value::BigInt(b) => num::hash_int(&IntRef::Big(b)),
            Value::Float(f) => num::hash_float(*f),
            Value::Str(s) => {
                if s.hash.get().is_none() {
                    self.charge(s.s.len() as u64 / 64)?;
                }
                str_hash(s)
            }
            Value::None => 0x5f3759df,
            Value::Tuple(t) if t.items.iter().any(|x| matches!(x, Value::Tuple(_))) => self.hash_tuple(t)?,
            Value::Tuple(t) => {
                if t.items.len() >= 64 {
                    self.charge(t.items.len() as u64 / 16)?;
                }
                let mut h = num::TupleHasher::new();
                for it in t.items.iter() {
                    h.add(self.hash(it)?);
                }
                h.finish()
            }
            Value::Bytes(b) => {
                use std::hash::BuildHasher;
                self.hasher.hash_one(&b.data[..])
            }
            Value::FrozenSet(s) => {
                self.charge(s.store.borrow().len() as u64 / 16)?;
                crate::types::set::frozenset_hash(s)
            }
            Value::Complex(c) => num::hash_float(c.re).wrapping_add(num::hash_float(c.im).wrapping_mul(1000003)),
            Value::List(_) | Value::Dict(_) | Value::Set(_) | Value::ByteArray(_) => {
                return Err(PyErr::type_error(format!("unhashable type: '{}'", self.type_name(v))))
            }
            Value::Instance(inst) => match inst.class.lookup("__hash__") {
                Some(Value::None) => return Err(PyErr::type_error(format!("unhashable type: '{}'", inst.class.name))),
                Some(f) if inst.class.honours(&f) => {
                    let r = self.call_method_value(f, v, &[])?;
                    match as_int(&r) {
                        // Like CPython, a result that fits a machine word is the hash itself.
                        Some(num::IntRef::Small(-1)) => (-2i64) as u64,
                        Some(num::IntRef::Small(h)) => h as u64,
                        Some(i) => num::hash_int(&i),
                        None => return Err(PyErr::type_error("__hash__ method should return an integer")),
                    }
                }
                _ => {
                    let base = inst.base_value.borrow().clone();
                    if !base.is_none() {
                        return self.nested("", |vm| vm.hash(&base));
                    }
                    identity_hash(v)
                }
            },
            Value::Slice(_) => return Err(PyErr::type_error("unhashable type: 'slice'")),
            Value::Range(r) => return crate::types::range::range_hash(self, r),
            other => identity_hash(other),
        })
    }

    /// CPython's tuple hash, without recursion: nested tuples of any depth are hashed
    /// with an explicit stack (CPython recurses on the C stack), charged per item.
    fn hash_tuple(&mut self, t: &Rc<crate::value::PyTuple>) -> PyResult<u64> {
        let mut stack: Vec<(Rc<crate::value::PyTuple>, usize, num::TupleHasher)> = vec![(t.clone(), 0, num::TupleHasher::new())];
        self.charge(t.items.len() as u64 / 16)?;
        loop {
            let Some((tuple, next, _)) = stack.last_mut() else { return Ok(0) };
            let item = tuple.items.get(*next).cloned();
            *next += 1;
            match item {
                Some(Value::Tuple(inner)) => {
                    self.charge(1 + inner.items.len() as u64 / 16)?;
                    stack.push((inner, 0, num::TupleHasher::new()));
                }
                Some(other) => {
                    let h = self.hash(&other)?;
                    if let Some((_, _, hasher)) = stack.last_mut() {
                        hasher.add(h);
                    }
                }
                None => {
                    let Some((_, _, hasher)) = stack.pop() else { return Ok(0) };
                    let h = hasher.finish();
                    match stack.last_mut() {
                        Some((_, _, parent)) => parent.add(h),
                        None => return Ok(h),
                    }
                }
            }
        }
    }
}

pub(super) fn identity_hash(v: &Value) -> u64 {
    (v.heap_ptr().unwrap_or(0) >> 4) as u64
}

pub(super) fn str_hash(s: &PyStr) -> u64 {
    if let Some(h) = s.hash.get() {
        return h;
    }
    use std::hash::BuildHasher;
    let h = STR_HASHER.with(|b| b.hash_one(&*s.s));
    s.hash.set(Some(h));
    h
}

// Per thread, not per session: an immutable hasher (its keys are fixed at creation).
thread_local! {
    static STR_HASHER: hashbrown::DefaultHashBuilder = hashbrown::DefaultHashBuilder::default();
}

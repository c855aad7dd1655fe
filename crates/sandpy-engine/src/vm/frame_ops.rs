//! Frame-level helpers of the dispatch loop: stores into module globals, the fused
//! subscript fast paths, the in-place string concatenation hand-off, the errors for unbound
//! local and free variables, sequence unpacking onto the value stack, and building function
//! objects (`MakeFunction`).

use std::rc::Rc;

use super::frame::Frame;
use super::Vm;
use crate::compile::bytecode::{BinOp, GlobalCacheEntry, Instr};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{Function, Value};

impl Vm {
    /// `seq[key]` for a list or tuple with an in-range int index, or a plain dict with a str
    /// or int key that is present; None (nothing done) otherwise, so everything else (a
    /// missing key's error included) takes the general path.
    #[inline(always)]
    pub(super) fn fast_item(&mut self, seq: &Value, key: &Value) -> PyResult<Option<Value>> {
        match (seq, key) {
            (Value::Dict(d), Value::Str(_) | Value::Int(_)) => self.dict_get(d, key),
            _ => Ok(seq.fast_index(key)),
        }
    }

    /// `Binary(op)`'s general path: pops the two operands and pushes the result.
    pub(super) fn binary_on_stack(&mut self, f: &mut Frame, op: BinOp) -> PyResult<()> {
        let (Some(b), Some(a)) = (f.stack.pop(), f.stack.pop()) else {
            return Err(PyErr::new(ExcKind::SystemError, "bytecode stack underflow"));
        };
        let v = self.binary_op(&a, &b, op)?;
        f.stack.push(v);
        Ok(())
    }

    /// For `s += t` followed by a store back into the same variable: drops the variable's
    /// own reference so the string can be extended in place (CPython does the same).
    pub(super) fn release_store_target(&mut self, f: &mut Frame, a: Value) -> Value {
        let Value::Str(sa) = &a else { return a };
        let store_fast = match f.code.instrs.get(f.pc) {
            Some(Instr::StoreFast(i)) => Some(*i as usize),
            Some(Instr::StoreFastJump { slot, .. }) => Some(*slot as usize),
            _ => None,
        };
        if let Some(i) = store_fast {
            if let Some(Some(Value::Str(cur))) = f.slots.get(i) {
                if Rc::ptr_eq(cur, sa) {
                    f.slots[i] = None;
                }
            }
            return a;
        }
        match f.code.instrs.get(f.pc) {
            Some(Instr::StoreGlobal(n)) | Some(Instr::StoreName(n)) if f.namespace.is_none() => {
                let name = &f.code.names[*n as usize];
                if let Some(slot) = f.globals.borrow_mut().get_mut(&**name) {
                    if let Value::Str(cur) = slot {
                        if Rc::ptr_eq(cur, sa) {
                            *slot = Value::None;
                        }
                    }
                }
            }
            _ => {}
        }
        a
    }

    /// `StoreGlobal` of `code.names[i]`: rebinding a global the site stored or loaded
    /// before overwrites its entry in place (found through the `LoadGlobal` cache entry,
    /// valid while the globals epoch holds) instead of hashing the name again.
    pub(super) fn store_global_cached(&mut self, f: &Frame, i: usize, v: Value) -> PyResult<()> {
        let name = &f.code.names[i];
        if let Some(guard) = &self.global_store_guard {
            guard(name)?;
        }
        let entry = f.code.global_cache[i].get();
        if entry.epoch == self.globals_epoch && !entry.in_builtins {
            let mut globals = f.globals.borrow_mut();
            if let Some((key, slot)) = globals.get_index_mut(entry.index as usize) {
                if Rc::ptr_eq(key, name) || **key == **name {
                    let old = std::mem::replace(slot, v);
                    drop(globals);
                    old.discard();
                    return Ok(());
                }
            }
        }
        let (index, old) = f.globals.borrow_mut().insert_full(name.clone(), v);
        // A new global goes at the end, so other entries keep their positions; only a
        // cached builtin of the same name goes stale.
        if old.is_none() && self.builtins.borrow().contains_key(&**name) {
            self.bump_globals_epoch();
        }
        f.code.global_cache[i].set(GlobalCacheEntry { epoch: self.globals_epoch, index: index as u32, in_builtins: false });
        drop(old);
        Ok(())
    }

    pub(super) fn slot_name(&self, f: &Frame, i: usize) -> crate::value::Str {
        let code = &f.code;
        let nv = code.varnames.len();
        let nc = code.cellvars.len();
        if i < nv {
            code.varnames[i].clone()
        } else if i < nv + nc {
            code.cellvars[i - nv].clone()
        } else {
            code.freevars.get(i - nv - nc).cloned().unwrap_or_else(|| "?".into())
        }
    }

    pub(super) fn unbound_local(&self, f: &Frame, i: usize) -> PyErr {
        let name = self.slot_name(f, i);
        PyErr::new(ExcKind::UnboundLocalError, format!("cannot access local variable '{}' where it is not associated with a value", name))
    }

    pub(super) fn unbound_deref(&self, f: &Frame, i: usize) -> PyErr {
        let name = self.slot_name(f, i);
        if i < f.code.varnames.len() + f.code.cellvars.len() {
            PyErr::new(
                ExcKind::UnboundLocalError,
                format!("cannot access local variable '{}' where it is not associated with a value", name),
            )
        } else {
            PyErr::new(
                ExcKind::NameError,
                format!("cannot access free variable '{}' where it is not associated with a value in enclosing scope", name),
            )
        }
    }

    pub(super) fn load_deref(&self, f: &Frame, i: usize) -> PyResult<Value> {
        if let Some(Value::Cell(c)) = &f.slots[i] {
            if let Some(v) = &*c.borrow() {
                return Ok(v.clone());
            }
        }
        Err(self.unbound_deref(f, i))
    }

    pub(super) fn unpack_into(&mut self, f: &mut Frame, seq: Value, n: usize) -> PyResult<()> {
        match &seq {
            Value::Tuple(t) if t.items.len() == n => {
                f.stack.extend(t.items.iter().rev().cloned());
                return Ok(());
            }
            Value::List(l) if l.items.borrow().len() == n => {
                // Clones run no Python code, so the borrow can stay open while pushing.
                let items = l.items.borrow();
                f.stack.extend(items.iter().rev().cloned());
                return Ok(());
            }
            _ => {}
        }
        let it = match self.get_iter(&seq) {
            Ok(it) => it,
            Err(_) => return Err(PyErr::type_error(format!("cannot unpack non-iterable {} object", self.type_name(&seq)))),
        };
        let mut items = Vec::with_capacity(n);
        while let Some(v) = self.iter_next(&it)? {
            items.push(v);
            if items.len() > n {
                return Err(PyErr::value_error(format!("too many values to unpack (expected {})", n)));
            }
        }
        if items.len() < n {
            return Err(PyErr::value_error(format!("not enough values to unpack (expected {}, got {})", n, items.len())));
        }
        for v in items.into_iter().rev() {
            f.stack.push(v);
        }
        Ok(())
    }

    pub(super) fn collect_for_unpack(&mut self, seq: &Value) -> PyResult<Vec<Value>> {
        match self.get_iter(seq) {
            Ok(_) => self.collect_iterable(seq),
            Err(_) => Err(PyErr::type_error(format!("cannot unpack non-iterable {} object", self.type_name(seq)))),
        }
    }

    pub fn make_function(
        &mut self,
        code: Rc<crate::compile::bytecode::Code>,
        globals: Rc<crate::value::Namespace>,
        defaults: Value,
        kwdefaults: Value,
        closure: Value,
    ) -> Value {
        let defaults = match defaults {
            Value::Tuple(t) => t.items.to_vec(),
            _ => Vec::new(),
        };
        let kwdefaults = match kwdefaults {
            Value::Dict(d) => {
                d.store.borrow().items().into_iter().filter_map(|(k, v)| k.as_str().map(|s| (crate::value::Str::from(s), v))).collect()
            }
            _ => Vec::new(),
        };
        let closure = match closure {
            Value::Tuple(t) => t.items.clone(),
            _ => Box::new([]),
        };
        let module =
            globals.borrow().get("__name__").and_then(|v| v.as_str().map(crate::value::Str::from)).unwrap_or_else(|| "__main__".into());
        let doc = code.docstring.as_ref().map(|d| Value::str(d)).unwrap_or(Value::None);
        let f = Function {
            name: std::cell::RefCell::new(code.name.clone()),
            qualname: std::cell::RefCell::new(code.qualname.clone()),
            code,
            globals,
            defaults,
            kwdefaults,
            closure,
            doc: std::cell::RefCell::new(doc),
            module,
            attrs: std::cell::RefCell::new(Default::default()),
            charged: std::cell::Cell::new(0),
            _slot: crate::heap::Slot::new(),
            gc: crate::heap::GcLink::new(),
        };
        f.sync_charge();
        Value::function(f)
    }
}

/// `seq[key] = v` with `v` popped from `stack`, when `seq` is a list and `key` an int
/// index in range; false (nothing popped) for anything else, which takes the general path.
#[inline(always)]
pub(super) fn store_list_item(seq: &Value, key: &Value, stack: &mut Vec<Value>) -> bool {
    let (Value::List(l), Value::Int(i)) = (seq, key) else { return false };
    let mut items = l.items_mut();
    let len = items.len() as i64;
    let at = if *i < 0 { i + len } else { *i };
    let Some(slot) = usize::try_from(at).ok().and_then(|at| items.get_mut(at)) else { return false };
    let Some(v) = stack.pop() else { return false };
    let old = std::mem::replace(slot, v);
    drop(items);
    old.discard();
    true
}

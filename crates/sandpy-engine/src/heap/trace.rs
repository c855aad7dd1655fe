//! How the cycle collector looks into each kind of object: which references it holds
//! (`visit`, exactly one report per strong reference, never more) and how to take the ones
//! in its mutable fields out (`clear`). Fields that are never written after the object is
//! made (a tuple's items, a bound method's parts) are visited but not cleared: a cycle
//! always runs through some mutable field, and clearing those breaks it.

use std::rc::Rc;

use super::collect::{GcLink, Traceable};
use crate::types::dict::DictStore;
use crate::types::iter::IterState;
use crate::value::{
    BoundMethod, Builtin, Decorated, DictView, Function, GenState, Generator, Instance, Module, NativeIter, Property, PyCell, PyDict,
    PyList, PySet, PySlice, PyTuple, PyType, Super, Value,
};
use crate::vm::frame::{FrameData, ReturnAction};

/// Reports `v` if it is a registered object (strs, numbers and bytes never are, so most
/// children of data-heavy containers cost a tag test only).
#[inline]
fn report(v: &Value, found: &mut dyn FnMut(usize, u32)) {
    if v.is_leaf() {
        return;
    }
    let link = match v {
        Value::List(r) => Some(report_link(r)),
        Value::Tuple(r) => Some(report_link(r)),
        Value::Dict(r) => Some(report_link(r)),
        Value::Set(r) | Value::FrozenSet(r) => Some(report_link(r)),
        Value::Slice(r) => Some(report_link(r)),
        Value::Function(r) => Some(report_link(r)),
        Value::Builtin(r) => Some(report_link(r)),
        Value::BoundMethod(r) => Some(report_link(r)),
        Value::Type(r) => Some(report_link(r)),
        Value::Instance(r) => Some(report_link(r)),
        Value::Module(r) => Some(report_link(r)),
        Value::Iter(r) => Some(report_link(r)),
        Value::Generator(r) => Some(report_link(r)),
        Value::Property(r) => Some(report_link(r)),
        Value::ClassMethod(r) | Value::StaticMethod(r) => Some(report_link(r)),
        Value::Super(r) => Some(report_link(r)),
        Value::DictView(r) => Some(report_link(r)),
        Value::Cell(r) => Some(report_link(r)),
        _ => None,
    };
    if let Some((address, Some(slot))) = link {
        found(address, slot);
    }
}

#[inline(always)]
fn report_link<T: Traceable>(r: &Rc<T>) -> (usize, Option<u32>) {
    (Rc::as_ptr(r) as *const u8 as usize, r.gc_link().slot())
}

/// Reports a registered object held directly (a class, a dict, a generator).
#[inline]
fn report_rc<T: Traceable>(r: &Rc<T>, found: &mut dyn FnMut(usize, u32)) {
    if let (address, Some(slot)) = report_link(r) {
        found(address, slot);
    }
}

impl Traceable for PyList {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        let Ok(items) = self.items.try_borrow() else { return false };
        items.iter().for_each(|v| report(v, found));
        true
    }
    fn clear(&self, out: &mut Vec<Value>) {
        if let Ok(mut items) = self.items.try_borrow_mut() {
            out.append(&mut items);
        }
    }
}

impl Traceable for PyTuple {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        self.items.iter().for_each(|v| report(v, found));
        true
    }
    fn clear(&self, _out: &mut Vec<Value>) {}
}

impl Traceable for PyDict {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        visit_store(&self.store, found)
    }
    fn clear(&self, out: &mut Vec<Value>) {
        clear_store(&self.store, out);
    }
}

impl Traceable for PySet {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        visit_store(&self.store, found)
    }
    fn clear(&self, out: &mut Vec<Value>) {
        clear_store(&self.store, out);
    }
}

/// Reports the keys and values of a dict's or set's store (false while it is borrowed).
fn visit_store(store: &std::cell::RefCell<DictStore>, found: &mut dyn FnMut(usize, u32)) -> bool {
    let Ok(store) = store.try_borrow() else { return false };
    store.visit_values(|v| report(v, found));
    true
}

/// Moves a dict's or set's entries out. Garbage is never used again, so the empty store
/// left behind is the default (dict) layout even for a set: no allocation.
fn clear_store(store: &std::cell::RefCell<DictStore>, out: &mut Vec<Value>) {
    if let Ok(mut store) = store.try_borrow_mut() {
        out.extend(std::mem::take(&mut *store).into_values());
    }
}

impl Traceable for Instance {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        let Ok(dict) = self.dict.try_borrow() else { return false };
        let Ok(base) = self.base_value.try_borrow() else { return false };
        let exc = match &self.exc {
            Some(e) => match (e.args.try_borrow(), e.cause.try_borrow(), e.context.try_borrow()) {
                (Ok(a), Ok(b), Ok(c)) => Some((a, b, c)),
                _ => return false,
            },
            None => None,
        };
        report_rc(&self.class, found);
        dict.values().for_each(|v| report(v, found));
        report(&base, found);
        report(&self.native, found);
        if let Some((a, b, c)) = exc {
            report(&a, found);
            report(&b, found);
            report(&c, found);
        }
        true
    }
    fn clear(&self, out: &mut Vec<Value>) {
        if let Ok(mut dict) = self.dict.try_borrow_mut() {
            out.extend(std::mem::take(&mut *dict).into_values());
        }
        if let Ok(mut base) = self.base_value.try_borrow_mut() {
            out.push(std::mem::replace(&mut *base, Value::None));
        }
        if let Some(e) = &self.exc {
            for cell in [&e.args, &e.cause, &e.context] {
                if let Ok(mut v) = cell.try_borrow_mut() {
                    out.push(std::mem::replace(&mut *v, Value::None));
                }
            }
        }
    }
}

impl Traceable for Function {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        let Ok(attrs) = self.attrs.try_borrow() else { return false };
        let Ok(doc) = self.doc.try_borrow() else { return false };
        self.defaults.iter().for_each(|v| report(v, found));
        self.kwdefaults.iter().for_each(|(_, v)| report(v, found));
        self.closure.iter().for_each(|v| report(v, found));
        attrs.values().for_each(|v| report(v, found));
        report(&doc, found);
        true
    }
    fn clear(&self, out: &mut Vec<Value>) {
        if let Ok(mut attrs) = self.attrs.try_borrow_mut() {
            out.extend(std::mem::take(&mut *attrs).into_values());
        }
        if let Ok(mut doc) = self.doc.try_borrow_mut() {
            out.push(std::mem::replace(&mut *doc, Value::None));
        }
    }
}

impl Traceable for BoundMethod {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        report(&self.func, found);
        report(&self.receiver, found);
        true
    }
    fn clear(&self, _out: &mut Vec<Value>) {}
}

impl Traceable for Builtin {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        if let Some(v) = &self.bound_self {
            report(v, found);
        }
        true
    }
    fn clear(&self, _out: &mut Vec<Value>) {}
}

impl Traceable for PyType {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        let Ok(dict) = self.dict.try_borrow() else { return false };
        let Ok(cache) = self.cache.try_borrow() else { return false };
        let Ok(ctors) = self.ctor_cache.try_borrow() else { return false };
        self.bases.iter().chain(&self.mro).chain(&self.meta).for_each(|t| report_rc(t, found));
        dict.values().for_each(|v| report(v, found));
        cache.values().flatten().for_each(|v| report(v, found));
        if let Some((_, (new, init))) = &*ctors {
            new.iter().chain(init).for_each(|v| report(v, found));
        }
        true
    }
    fn clear(&self, out: &mut Vec<Value>) {
        if let Ok(mut dict) = self.dict.try_borrow_mut() {
            out.extend(std::mem::take(&mut *dict).into_values());
        }
        if let Ok(mut cache) = self.cache.try_borrow_mut() {
            out.extend(cache.drain().filter_map(|(_, v)| v));
        }
        if let Ok(mut ctors) = self.ctor_cache.try_borrow_mut() {
            if let Some((_, (new, init))) = ctors.take() {
                out.extend(new.into_iter().chain(init));
            }
        }
    }
}

impl Traceable for PyCell {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        let Ok(v) = self.value.try_borrow() else { return false };
        if let Some(v) = &*v {
            report(v, found);
        }
        true
    }
    fn clear(&self, out: &mut Vec<Value>) {
        if let Ok(mut v) = self.value.try_borrow_mut() {
            out.extend(v.take());
        }
    }
}

impl Traceable for Decorated {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        report(&self.value, found);
        true
    }
    fn clear(&self, _out: &mut Vec<Value>) {}
}

impl Traceable for NativeIter {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        let Ok(state) = self.state.try_borrow() else { return false };
        state.visit(&mut |v| report(v, found));
        true
    }
    fn clear(&self, out: &mut Vec<Value>) {
        if let Ok(mut state) = self.state.try_borrow_mut() {
            out.extend(std::mem::replace(&mut *state, IterState::Exhausted).into_values());
        }
    }
}

fn visit_frame(frame: &FrameData, found: &mut dyn FnMut(usize, u32)) {
    frame.slots.iter().flatten().for_each(|v| report(v, found));
    frame.stack.iter().for_each(|v| report(v, found));
    match &frame.on_return {
        ReturnAction::Value => {}
        ReturnAction::Init(v) => report(v, found),
        ReturnAction::Generator(g) => report_rc(g, found),
    }
}

impl Traceable for Generator {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        let Ok(state) = self.state.try_borrow() else { return false };
        if let GenState::Suspended(frame) = &*state {
            visit_frame(frame, found);
        }
        true
    }
    fn clear(&self, out: &mut Vec<Value>) {
        if let Ok(mut state) = self.state.try_borrow_mut() {
            if let GenState::Suspended(frame) = std::mem::replace(&mut *state, GenState::Finished) {
                let mut frame = frame;
                out.extend(frame.slots.drain(..).flatten());
                out.append(&mut frame.stack);
                match std::mem::replace(&mut frame.on_return, ReturnAction::Value) {
                    ReturnAction::Init(v) => out.push(v),
                    ReturnAction::Generator(g) => out.push(Value::Generator(g)),
                    ReturnAction::Value => {}
                }
            }
        }
    }
}

impl Traceable for Property {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        [&self.fget, &self.fset, &self.fdel, &self.doc].into_iter().for_each(|v| report(v, found));
        true
    }
    fn clear(&self, _out: &mut Vec<Value>) {}
}

impl Traceable for Super {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        report_rc(&self.this_type, found);
        report(&self.obj, found);
        report_rc(&self.obj_type, found);
        true
    }
    fn clear(&self, _out: &mut Vec<Value>) {}
}

impl Traceable for DictView {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        report_rc(&self.dict, found);
        true
    }
    fn clear(&self, _out: &mut Vec<Value>) {}
}

impl Traceable for PySlice {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        [&self.start, &self.stop, &self.step].into_iter().for_each(|v| report(v, found));
        true
    }
    fn clear(&self, _out: &mut Vec<Value>) {}
}

impl Traceable for Module {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    /// A module's namespace belongs to it alone only when nothing else holds it (functions
    /// defined in a module hold its namespace as their globals): only then are the
    /// namespace's references the module's.
    fn visit(&self, found: &mut dyn FnMut(usize, u32)) -> bool {
        if Rc::strong_count(&self.dict) != 1 {
            return true;
        }
        let Ok(ns) = self.dict.try_borrow() else { return false };
        ns.values().for_each(|v| report(v, found));
        true
    }
    fn clear(&self, out: &mut Vec<Value>) {
        if Rc::strong_count(&self.dict) == 1 {
            if let Ok(mut ns) = self.dict.try_borrow_mut() {
                out.extend(std::mem::take(&mut *ns).into_values());
            }
        }
    }
}

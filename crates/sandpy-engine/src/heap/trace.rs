//! How the cycle collector looks into each kind of object: which references it holds
//! (`visit`, exactly one report per strong reference, never more) and how to take the ones
//! in its mutable fields out (`clear`). Fields that are never written after the object is
//! made (a tuple's items, a bound method's parts) are visited but not cleared: a cycle
//! always runs through some mutable field, and clearing those breaks it.

use std::rc::Rc;

use super::collect::{GcLink, Traceable};
use crate::types::iter::IterState;
use crate::value::{
    BoundMethod, Builtin, Decorated, DictView, Function, GenState, Generator, Instance, Module, NativeIter, Property, PyCell, PyDict,
    PyList, PySet, PySlice, PyTuple, PyType, Super, Value,
};
use crate::vm::frame::{FrameData, ReturnAction};

/// Reports `v` if it may be a registered object (strs, numbers and bytes never are, so
/// most children of data-heavy containers cost a tag test only).
#[inline]
fn report(v: &Value, found: &mut dyn FnMut(usize)) {
    if !v.is_leaf() {
        if let Some(p) = v.heap_ptr() {
            found(p);
        }
    }
}

fn report_type(t: &Rc<PyType>, found: &mut dyn FnMut(usize)) {
    found(Rc::as_ptr(t) as *const u8 as usize);
}

impl Traceable for PyList {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
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
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
        self.items.iter().for_each(|v| report(v, found));
        true
    }
    fn clear(&self, _out: &mut Vec<Value>) {}
}

impl Traceable for PyDict {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
        let Ok(store) = self.store.try_borrow() else { return false };
        store.visit_values(|v| report(v, found));
        true
    }
    fn clear(&self, out: &mut Vec<Value>) {
        if let Ok(mut store) = self.store.try_borrow_mut() {
            out.extend(std::mem::take(&mut *store).into_values());
        }
    }
}

impl Traceable for PySet {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
        let Ok(store) = self.store.try_borrow() else { return false };
        store.visit_values(|v| report(v, found));
        true
    }
    fn clear(&self, out: &mut Vec<Value>) {
        // Garbage is never used again: the dict layout (no allocation) will do.
        if let Ok(mut store) = self.store.try_borrow_mut() {
            out.extend(std::mem::take(&mut *store).into_values());
        }
    }
}

impl Traceable for Instance {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
        let Ok(dict) = self.dict.try_borrow() else { return false };
        let Ok(base) = self.base_value.try_borrow() else { return false };
        let exc = match &self.exc {
            Some(e) => match (e.args.try_borrow(), e.cause.try_borrow(), e.context.try_borrow()) {
                (Ok(a), Ok(b), Ok(c)) => Some((a, b, c)),
                _ => return false,
            },
            None => None,
        };
        report_type(&self.class, found);
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
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
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
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
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
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
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
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
        let Ok(dict) = self.dict.try_borrow() else { return false };
        let Ok(cache) = self.cache.try_borrow() else { return false };
        let Ok(ctors) = self.ctor_cache.try_borrow() else { return false };
        self.bases.iter().chain(&self.mro).chain(&self.meta).for_each(|t| report_type(t, found));
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
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
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
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
        report(&self.value, found);
        true
    }
    fn clear(&self, _out: &mut Vec<Value>) {}
}

impl Traceable for NativeIter {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
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

fn visit_frame(frame: &FrameData, found: &mut dyn FnMut(usize)) {
    frame.slots.iter().flatten().for_each(|v| report(v, found));
    frame.stack.iter().for_each(|v| report(v, found));
    match &frame.on_return {
        ReturnAction::Value => {}
        ReturnAction::Init(v) => report(v, found),
        ReturnAction::Generator(g) => found(Rc::as_ptr(g) as *const u8 as usize),
    }
}

impl Traceable for Generator {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
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
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
        [&self.fget, &self.fset, &self.fdel, &self.doc].into_iter().for_each(|v| report(v, found));
        true
    }
    fn clear(&self, _out: &mut Vec<Value>) {}
}

impl Traceable for Super {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
        report_type(&self.this_type, found);
        report(&self.obj, found);
        report_type(&self.obj_type, found);
        true
    }
    fn clear(&self, _out: &mut Vec<Value>) {}
}

impl Traceable for DictView {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
        found(Rc::as_ptr(&self.dict) as *const u8 as usize);
        true
    }
    fn clear(&self, _out: &mut Vec<Value>) {}
}

impl Traceable for PySlice {
    fn gc_link(&self) -> &GcLink {
        &self.gc
    }
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
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
    fn visit(&self, found: &mut dyn FnMut(usize)) -> bool {
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

//! What each heap object costs and how it is made: the constructors that charge the
//! session heap (see `heap`) and register containers with the cycle collector, the guards
//! that charge a buffer's growth, and the drops that credit it all back. A child of
//! `value`, so the structs' private fields (`_made`, `_slot`, `charged`) are visible here and
//! nowhere else.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use num_bigint::BigInt;

use super::*;
use crate::heap::{self, rc_bytes, Slot};
use crate::types::dict::DictStore;
use crate::types::iter::IterState;
use crate::vm::frame::Frame;
use crate::vm::Vm;

impl Value {
    pub fn bytes(data: impl Into<Box<[u8]>>) -> Value {
        Value::Bytes(Rc::new(PyBytes::new(data.into())))
    }
    pub fn bytearray(data: Vec<u8>) -> Value {
        Value::ByteArray(Rc::new(PyByteArray::new(data)))
    }
    pub fn from_complex(c: Complex) -> Value {
        Value::complex(c.re, c.im)
    }
    /// An int value that is known not to fit an i64 (else use [`Value::from_bigint`]).
    pub fn big(b: BigInt) -> Value {
        Value::BigInt(Rc::new(PyBigInt::new(b)))
    }
    pub fn complex(re: f64, im: f64) -> Value {
        Value::Complex(Rc::new(PyComplex { value: Complex { re, im }, _slot: Slot::new() }))
    }
    #[inline(always)]
    pub fn tuple(items: Vec<Value>) -> Value {
        let track = !items.iter().all(Value::is_leaf);
        let t = Rc::new(PyTuple::new(items.into_boxed_slice()));
        if track {
            heap::track(&t);
        }
        Value::Tuple(t)
    }
    #[inline(always)]
    pub fn list(items: Vec<Value>) -> Value {
        Value::List(PyList::new_rc(items))
    }
    /// A dict value around `store` (made with the dict layout).
    #[inline(always)]
    pub fn dict_from(store: DictStore) -> Value {
        Value::Dict(PyDict::new_rc(store))
    }
    pub fn set_from(store: DictStore) -> Value {
        Value::Set(PySet::new_rc(store))
    }
    pub fn frozenset_from(store: DictStore) -> Value {
        Value::FrozenSet(PySet::new_rc(store))
    }
    #[inline(always)]
    pub fn instance(inst: Instance) -> Value {
        let i = Rc::new(inst);
        instance_made(&i);
        Value::Instance(i)
    }
    #[inline(always)]
    pub fn function(f: Function) -> Value {
        let f = Rc::new(f);
        heap::track(&f);
        Value::Function(f)
    }
    #[inline(always)]
    pub fn bound_method(func: Value, receiver: Value) -> Value {
        let m = Rc::new(BoundMethod { func, receiver, _slot: Slot::new(), gc: GcLink::new() });
        heap::track(&m);
        Value::BoundMethod(m)
    }
    pub fn builtin(b: Builtin) -> Value {
        let track = b.bound_self.as_ref().is_some_and(|v| !v.is_leaf());
        let b = Rc::new(b);
        if track {
            heap::track(&b);
        }
        Value::Builtin(b)
    }
    pub fn classmethod(v: Value) -> Value {
        Value::ClassMethod(Decorated::new_rc(v))
    }
    pub fn staticmethod(v: Value) -> Value {
        Value::StaticMethod(Decorated::new_rc(v))
    }
    #[inline(always)]
    pub fn cell(v: Option<Value>) -> Value {
        let c = Rc::new(PyCell { value: RefCell::new(v), _slot: Slot::new(), gc: GcLink::new() });
        heap::track(&c);
        Value::Cell(c)
    }
    pub fn property(fget: Value, fset: Value, fdel: Value, doc: Value) -> Value {
        let p = Rc::new(Property { fget, fset, fdel, doc, _slot: Slot::new(), gc: GcLink::new() });
        heap::track(&p);
        Value::Property(p)
    }
    #[inline(always)]
    pub fn super_of(this_type: Rc<PyType>, obj: Value, obj_type: Rc<PyType>) -> Value {
        let s = Rc::new(Super { this_type, obj, obj_type, _slot: Slot::new(), gc: GcLink::new() });
        heap::track(&s);
        Value::Super(s)
    }
    #[inline(always)]
    pub fn dict_view(dict: Rc<PyDict>, kind: ViewKind) -> Value {
        let v = Rc::new(DictView { dict, kind, _slot: Slot::new(), gc: GcLink::new() });
        heap::track(&v);
        Value::DictView(v)
    }
    #[inline(always)]
    pub fn slice(start: Value, stop: Value, step: Value) -> Value {
        let track = !(start.is_leaf() && stop.is_leaf() && step.is_leaf());
        let s = Rc::new(PySlice { start, stop, step, _slot: Slot::new(), gc: GcLink::new() });
        if track {
            heap::track(&s);
        }
        Value::Slice(s)
    }
    /// A range with machine-word bounds.
    pub fn range(start: i64, stop: i64, step: i64) -> Value {
        Value::range_of(PyRange::Small { start, stop, step })
    }
    /// A range object with these bounds (counted in the session's heap).
    pub fn range_of(bounds: PyRange) -> Value {
        Value::Range(Rc::new(RangeObject::new(bounds)))
    }
    pub fn module(name: Str, dict: Rc<Namespace>) -> Value {
        let m = Rc::new(Module { name, dict, charged: Cell::new(0), _slot: Slot::new(), gc: GcLink::new() });
        heap::track(&m);
        Value::Module(m)
    }
}

impl PyStr {
    #[inline(always)]
    pub fn new(s: String) -> PyStr {
        let char_len = if s.is_ascii() { s.len() } else { s.chars().count() };
        heap::charge(rc_bytes::<PyStr>() + s.capacity());
        PyStr { s, char_len, hash: Cell::new(None), _made: Made }
    }
    pub fn is_ascii(&self) -> bool {
        self.char_len == self.s.len()
    }
}

impl Drop for PyStr {
    fn drop(&mut self) {
        heap::credit(rc_bytes::<PyStr>() + self.s.capacity());
    }
}

impl PyBytes {
    #[inline(always)]
    pub fn new(data: Box<[u8]>) -> PyBytes {
        heap::charge(rc_bytes::<PyBytes>() + data.len());
        PyBytes { data, _made: Made }
    }
}

impl Drop for PyBytes {
    fn drop(&mut self) {
        heap::credit(rc_bytes::<PyBytes>() + self.data.len());
    }
}

impl PyByteArray {
    pub fn new(data: Vec<u8>) -> PyByteArray {
        heap::charge(data.capacity());
        PyByteArray { charged: Cell::new(data.capacity()), data: RefCell::new(data), _slot: Slot::new() }
    }
    /// The buffer, mutably: shadows `RefCell::borrow_mut` so every mutation goes through a
    /// guard that charges the change of capacity when it goes.
    #[inline]
    pub fn borrow_mut(&self) -> BytesMut<'_> {
        BytesMut { data: self.data.borrow_mut(), charged: &self.charged }
    }
}

/// Mutable access to a bytearray's buffer that charges its growth when done.
pub struct BytesMut<'a> {
    data: std::cell::RefMut<'a, Vec<u8>>,
    charged: &'a Cell<usize>,
}

impl std::ops::Deref for BytesMut<'_> {
    type Target = Vec<u8>;
    fn deref(&self) -> &Vec<u8> {
        &self.data
    }
}

impl std::ops::DerefMut for BytesMut<'_> {
    fn deref_mut(&mut self) -> &mut Vec<u8> {
        &mut self.data
    }
}

impl Drop for BytesMut<'_> {
    fn drop(&mut self) {
        let now = self.data.capacity();
        if now != self.charged.get() {
            self.charged.set(heap::recharge(self.charged.get(), now));
        }
    }
}

impl std::ops::Deref for PyByteArray {
    type Target = RefCell<Vec<u8>>;
    fn deref(&self) -> &RefCell<Vec<u8>> {
        &self.data
    }
}

impl Drop for PyByteArray {
    fn drop(&mut self) {
        heap::credit(self.charged.get());
    }
}

impl PyBigInt {
    pub fn new(value: BigInt) -> PyBigInt {
        heap::charge(Self::bytes(&value));
        PyBigInt { value, _made: Made }
    }
    fn bytes(value: &BigInt) -> usize {
        rc_bytes::<PyBigInt>() + (value.bits() as usize / 64 + 1) * 8
    }
}

impl std::ops::Deref for PyBigInt {
    type Target = BigInt;
    fn deref(&self) -> &BigInt {
        &self.value
    }
}

impl Drop for PyBigInt {
    fn drop(&mut self) {
        heap::credit(Self::bytes(&self.value));
    }
}

impl std::ops::Deref for PyComplex {
    type Target = Complex;
    fn deref(&self) -> &Complex {
        &self.value
    }
}

impl PyList {
    #[inline(always)]
    pub fn new_rc(items: Vec<Value>) -> Rc<PyList> {
        let charged = items.capacity() * std::mem::size_of::<Value>();
        heap::charge(charged);
        let l = Rc::new(PyList { items: RefCell::new(items), charged: Cell::new(charged), _slot: Slot::new(), gc: GcLink::new() });
        heap::track(&l);
        l
    }
    /// The items, mutably; the capacity's change is charged when the guard goes.
    #[inline]
    pub fn items_mut(&self) -> ItemsMut<'_> {
        ItemsMut { items: self.items.borrow_mut(), charged: &self.charged }
    }
    /// Appends `v`; MemoryError when the buffer must grow and the session heap has no room.
    #[inline]
    pub fn push(&self, vm: &Vm, v: Value) -> crate::error::PyResult<()> {
        let mut items = self.items_mut();
        if items.len() == items.capacity() {
            vm.check_vec_growth(items.len(), items.capacity(), 1)?;
        }
        items.push(v);
        Ok(())
    }
    /// Appends `more` under the same check.
    pub fn extend(&self, vm: &Vm, more: Vec<Value>) -> crate::error::PyResult<()> {
        let mut items = self.items_mut();
        vm.check_vec_growth(items.len(), items.capacity(), more.len())?;
        items.extend(more);
        Ok(())
    }
    /// Appends the items of `other` (which may be this very list) without an intermediate
    /// copy, under the same check.
    pub fn extend_from_list(&self, vm: &Vm, other: &PyList) -> crate::error::PyResult<()> {
        if std::ptr::eq(self, other) {
            let mut items = self.items_mut();
            let n = items.len();
            vm.check_vec_growth(n, items.capacity(), n)?;
            items.extend_from_within(..);
            return Ok(());
        }
        let more = other.items.borrow();
        let mut items = self.items_mut();
        vm.check_vec_growth(items.len(), items.capacity(), more.len())?;
        items.extend_from_slice(&more);
        Ok(())
    }
}

/// Mutable access to a list's items that charges the growth of their capacity when done.
pub struct ItemsMut<'a> {
    items: std::cell::RefMut<'a, Vec<Value>>,
    charged: &'a Cell<usize>,
}

impl std::ops::Deref for ItemsMut<'_> {
    type Target = Vec<Value>;
    #[inline]
    fn deref(&self) -> &Vec<Value> {
        &self.items
    }
}

impl std::ops::DerefMut for ItemsMut<'_> {
    #[inline]
    fn deref_mut(&mut self) -> &mut Vec<Value> {
        &mut self.items
    }
}

impl Drop for ItemsMut<'_> {
    #[inline]
    fn drop(&mut self) {
        let now = self.items.capacity() * std::mem::size_of::<Value>();
        if now != self.charged.get() {
            self.charged.set(heap::recharge(self.charged.get(), now));
        }
    }
}

impl PyTuple {
    #[inline(always)]
    fn new(items: Box<[Value]>) -> PyTuple {
        heap::charge(rc_bytes::<PyTuple>() + items.len() * std::mem::size_of::<Value>());
        PyTuple { items, _made: Made, gc: GcLink::new() }
    }
}

impl PyDict {
    #[inline(always)]
    pub fn new_rc(store: DictStore) -> Rc<PyDict> {
        let d = Rc::new(PyDict { store: RefCell::new(store), _slot: Slot::new(), gc: GcLink::new() });
        if d.store.borrow_mut().adopt(&d) {
            heap::track(&d);
        }
        d
    }
}

impl PySet {
    #[inline(always)]
    pub fn new_rc(store: DictStore) -> Rc<PySet> {
        let s = Rc::new(PySet { store: RefCell::new(store), _slot: Slot::new(), gc: GcLink::new() });
        heap::track(&s);
        s
    }
}

impl Decorated {
    fn new_rc(value: Value) -> Rc<Decorated> {
        let w = Rc::new(Decorated { value, _slot: Slot::new(), gc: GcLink::new() });
        heap::track(&w);
        w
    }
}

impl std::ops::Deref for Decorated {
    type Target = Value;
    fn deref(&self) -> &Value {
        &self.value
    }
}

impl std::ops::Deref for PyCell {
    type Target = RefCell<Option<Value>>;
    fn deref(&self) -> &RefCell<Option<Value>> {
        &self.value
    }
}

impl Function {
    /// Charges (or credits) what the function owns beyond its struct, as it is now.
    pub fn sync_charge(&self) {
        if let Ok(attrs) = self.attrs.try_borrow() {
            let now = (self.defaults.capacity() + self.closure.len() + self.kwdefaults.capacity() * 2) * std::mem::size_of::<Value>()
                + heap::attr_map_bytes(&attrs);
            self.charged.set(heap::recharge(self.charged.get(), now));
        }
    }
}

/// The bookkeeping of a new instance: its exception data and attribute table are charged,
/// and it is registered with the collector unless it can never be part of a cycle. Out of
/// line, so that the code making an instance stays small (the attribute table's
/// constructor is inlined there).
#[inline(never)]
fn instance_made(i: &Rc<Instance>) {
    if i.exc.is_some() {
        heap::charge(std::mem::size_of::<ExcData>());
    }
    i.sync_charge();
    if !i.outside_every_cycle() {
        heap::track(i);
    }
}

impl Instance {
    /// An instance of a native module class itself (a `datetime.date`, not an instance of a
    /// subclass) whose state is a scalar and which has no attributes refers to nothing but
    /// its class, which is immutable and lives as long as the engine; and attributes cannot
    /// be set on it (`set_attr` refuses). So nothing can lead back to it: the collector need
    /// not know it, which spares the registry the most common native objects (dates, times,
    /// deltas).
    fn outside_every_cycle(&self) -> bool {
        self.class.is_builtin
            && self.class.is_native()
            && self.exc.is_none()
            && self.native.is_leaf()
            && self.base_value.try_borrow().is_ok_and(|b| b.is_leaf())
            && self.dict.try_borrow().is_ok_and(|d| d.is_empty())
    }
}

impl Instance {
    /// An instance of `class` with room for `attrs` attributes, no builtin base value and
    /// no native state. (The one place an instance's attribute table is made, so that its
    /// constructor is inlined here.)
    #[inline(always)]
    pub fn plain(class: Rc<PyType>, attrs: usize) -> Instance {
        Instance {
            class,
            dict: RefCell::new(AttrMap::with_capacity_and_hasher(attrs, Default::default())),
            exc: None,
            base_value: RefCell::new(Value::None),
            native: Value::None,
            charged: Cell::new(0),
            _slot: Slot::new(),
            gc: GcLink::new(),
        }
    }

    /// Charges (or credits) the change of the attribute table's capacity (`charged` counts
    /// its slots; the exception data, fixed, is charged when the instance is made).
    #[inline(always)]
    pub fn sync_charge(&self) {
        if let Ok(dict) = self.dict.try_borrow() {
            // An attribute table never has 2^32 slots (its memory is bounded far below).
            let slots = dict.capacity() as u32;
            let was = self.charged.get();
            if slots != was {
                heap::recharge(was as usize * heap::ATTR_SLOT_BYTES, slots as usize * heap::ATTR_SLOT_BYTES);
                self.charged.set(slots);
            }
        }
    }
}

impl PyType {
    /// Charges (or credits) what the class owns beyond its struct, as it is now.
    pub fn sync_charge(&self) {
        if let Ok(dict) = self.dict.try_borrow() {
            let now = (self.bases.capacity() + self.mro.capacity()) * std::mem::size_of::<usize>() + heap::attr_map_bytes(&dict);
            self.charged.set(heap::recharge(self.charged.get(), now));
        }
    }
}

impl Module {
    /// Charges the namespace's growth from `was` to `now` bytes to this module.
    pub fn charge_growth(&self, was: usize, now: usize) {
        if now > was {
            heap::charge(now - was);
            self.charged.set(self.charged.get() + (now - was));
        }
    }
}

impl Drop for Module {
    fn drop(&mut self) {
        heap::untrack(&self.gc, self as *const Self as *const u8 as usize);
        heap::credit(self.charged.get());
    }
}

impl Generator {
    pub fn new_rc(frame: Frame, name: Str, qualname: Str) -> Rc<Generator> {
        let charged = heap::frame_bytes(&frame);
        heap::charge(charged);
        let g = Rc::new(Generator {
            state: RefCell::new(GenState::Suspended(frame)),
            name,
            qualname,
            charged,
            _slot: Slot::new(),
            gc: GcLink::new(),
        });
        heap::track(&g);
        g
    }
}

impl Drop for PyList {
    fn drop(&mut self) {
        heap::untrack(&self.gc, self as *const Self as *const u8 as usize);
        heap::credit(self.charged.get());
        crate::heap::release_vec(std::mem::take(self.items.get_mut()));
    }
}

impl Drop for PyTuple {
    fn drop(&mut self) {
        heap::untrack(&self.gc, self as *const Self as *const u8 as usize);
        heap::credit(rc_bytes::<PyTuple>() + self.items.len() * std::mem::size_of::<Value>());
        crate::heap::release_vec(std::mem::take(&mut self.items).into_vec());
    }
}

impl Drop for PyDict {
    fn drop(&mut self) {
        heap::untrack(&self.gc, self as *const Self as *const u8 as usize);
        // A record of strs and numbers drops in place with its store: nothing can nest, so
        // moving the entries out for `heap::release_vec` would only cost a copy.
        let store = self.store.get_mut();
        if !store.all_leaf() {
            crate::heap::release_vec(std::mem::take(store).into_values());
        }
    }
}

impl Drop for PySet {
    fn drop(&mut self) {
        heap::untrack(&self.gc, self as *const Self as *const u8 as usize);
        let store = self.store.get_mut();
        if !store.all_leaf() {
            crate::heap::release_vec(std::mem::take(store).into_values());
        }
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        heap::untrack(&self.gc, self as *const Self as *const u8 as usize);
        let exc = if self.exc.is_some() { std::mem::size_of::<ExcData>() } else { 0 };
        heap::credit(self.charged.get() as usize * heap::ATTR_SLOT_BYTES + exc);
        // Common case: nothing that could nest (no attributes, inline or absent state).
        let leaf = |v: &Value| matches!(v, Value::None | Value::Int(_) | Value::Float(_) | Value::Bool(_));
        if self.exc.is_none() && leaf(self.base_value.get_mut()) && leaf(&self.native) {
            // Attributes that own no containers (numbers, strs…) cannot nest: they drop in
            // place with the map, without the queued release.
            let dict = self.dict.get_mut();
            if dict.is_empty() || dict.values().all(Value::is_leaf) {
                return;
            }
        }
        let dict = std::mem::take(self.dict.get_mut());
        let base = std::mem::replace(self.base_value.get_mut(), Value::None);
        let native = std::mem::replace(&mut self.native, Value::None);
        let mut exc_parts = Vec::new();
        if !leaf(&native) {
            exc_parts.push(native);
        }
        if let Some(e) = &mut self.exc {
            exc_parts.push(std::mem::replace(e.args.get_mut(), Value::None));
            exc_parts.push(std::mem::replace(e.cause.get_mut(), Value::None));
            exc_parts.push(std::mem::replace(e.context.get_mut(), Value::None));
        }
        crate::heap::release(dict.into_values().chain(std::iter::once(base)).chain(exc_parts));
    }
}

impl Drop for BoundMethod {
    fn drop(&mut self) {
        heap::untrack(&self.gc, self as *const Self as *const u8 as usize);
        let f = std::mem::replace(&mut self.func, Value::None);
        let r = std::mem::replace(&mut self.receiver, Value::None);
        crate::heap::release([f, r]);
    }
}

impl Drop for NativeIter {
    fn drop(&mut self) {
        heap::untrack(&self.gc, self as *const Self as *const u8 as usize);
        heap::credit(self.charged);
        let state = std::mem::replace(self.state.get_mut(), IterState::Exhausted);
        crate::heap::release(state.into_values());
    }
}

impl Drop for Function {
    fn drop(&mut self) {
        heap::untrack(&self.gc, self as *const Self as *const u8 as usize);
        heap::credit(self.charged.get());
        let mut parts: Vec<Value> = std::mem::take(&mut self.defaults);
        parts.extend(std::mem::take(&mut self.closure).into_vec());
        parts.extend(std::mem::take(&mut self.kwdefaults).into_iter().map(|(_, v)| v));
        parts.extend(std::mem::take(self.attrs.get_mut()).into_values());
        crate::heap::release(parts);
    }
}

impl Drop for Generator {
    fn drop(&mut self) {
        heap::untrack(&self.gc, self as *const Self as *const u8 as usize);
        heap::credit(self.charged);
        if let GenState::Suspended(frame) = std::mem::replace(self.state.get_mut(), GenState::Finished) {
            let mut parts: Vec<Value> = frame.slots.into_iter().flatten().collect();
            parts.extend(frame.stack);
            crate::heap::release(parts);
        }
    }
}

impl Drop for PyType {
    fn drop(&mut self) {
        heap::untrack(&self.gc, self as *const Self as *const u8 as usize);
        heap::credit(self.charged.get());
        // A chain of classes each deriving from the previous one drops without recursion.
        let mut parts: Vec<Value> = std::mem::take(&mut self.bases).into_iter().map(Value::Type).collect();
        parts.extend(std::mem::take(&mut self.mro).into_iter().map(Value::Type));
        parts.extend(self.meta.take().map(Value::Type));
        parts.extend(std::mem::take(self.dict.get_mut()).into_values());
        parts.extend(self.cache.get_mut().drain().filter_map(|(_, v)| v));
        if let Some((_, (new, init))) = self.ctor_cache.get_mut().take() {
            parts.extend(new);
            parts.extend(init);
        }
        crate::heap::release(parts);
    }
}

impl Drop for Decorated {
    fn drop(&mut self) {
        heap::untrack(&self.gc, self as *const Self as *const u8 as usize);
        let f = std::mem::replace(&mut self.value, Value::None);
        if !f.is_leaf() {
            crate::heap::release([f]);
        }
    }
}

impl Drop for PySlice {
    fn drop(&mut self) {
        heap::untrack(&self.gc, self as *const Self as *const u8 as usize);
        let parts = [
            std::mem::replace(&mut self.start, Value::None),
            std::mem::replace(&mut self.stop, Value::None),
            std::mem::replace(&mut self.step, Value::None),
        ];
        if !parts.iter().all(Value::is_leaf) {
            crate::heap::release(parts);
        }
    }
}

impl Drop for Property {
    fn drop(&mut self) {
        heap::untrack(&self.gc, self as *const Self as *const u8 as usize);
        let parts = [
            std::mem::replace(&mut self.fget, Value::None),
            std::mem::replace(&mut self.fset, Value::None),
            std::mem::replace(&mut self.fdel, Value::None),
            std::mem::replace(&mut self.doc, Value::None),
        ];
        crate::heap::release(parts);
    }
}

impl Drop for Super {
    fn drop(&mut self) {
        heap::untrack(&self.gc, self as *const Self as *const u8 as usize);
        crate::heap::release([std::mem::replace(&mut self.obj, Value::None)]);
    }
}

impl Drop for Builtin {
    fn drop(&mut self) {
        heap::untrack(&self.gc, self as *const Self as *const u8 as usize);
        if let Some(receiver) = self.bound_self.take() {
            if !receiver.is_leaf() {
                crate::heap::release([receiver]);
            }
        }
    }
}

// Registered objects with nothing else to do when they die: give the collector's slot back.
macro_rules! untrack_on_drop {
    ($($t:ty),*) => {$(
        impl Drop for $t {
            fn drop(&mut self) {
                heap::untrack(&self.gc, self as *const Self as *const u8 as usize);
            }
        }
    )*};
}

untrack_on_drop!(PyCell, DictView);

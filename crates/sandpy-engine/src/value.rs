//! The `Value` enum: every Python object the engine can hold, and the heap structs behind it.
//!
//! Immediate values (None, bool, small int, float) live inline; everything else sits behind
//! an `Rc`. A `Value` is 16 bytes. Mutable containers use `RefCell`; the rule that keeps them
//! panic-free is that no borrow is held while Python code (a user `__eq__`, a key function…)
//! runs — natives clone what they need out of the cell first.

use std::cell::{Cell, RefCell};
use std::rc::Rc;

use indexmap::IndexMap;
use num_bigint::BigInt;

use crate::compile::bytecode::Code;
use crate::error::ExcData;
use crate::heap::{GcLink, Slot};
use crate::types::dict::DictStore;
use crate::types::iter::IterState;
use crate::vm::frame::Frame;
use crate::vm::Vm;

mod heap_objects;
pub use heap_objects::{BytesMut, ItemsMut};

/// Interned-ish identifier / attribute name.
pub type Str = Rc<str>;

/// String-keyed, insertion-ordered attribute table (instance and class `__dict__`).
pub type AttrMap = IndexMap<Str, Value, hashbrown::DefaultHashBuilder>;

/// A module's global namespace.
pub type Namespace = RefCell<AttrMap>;

/// Keyword arguments as passed to native functions.
pub type KwArgs = [(Str, Value)];

/// Signature of every builtin function and builtin method (self is `args[0]`).
pub type NativeFn = fn(&mut Vm, &[Value], &KwArgs) -> crate::error::PyResult<Value>;

/// `repr(C, u64)`: the tag fills the first 8 bytes and every payload sits at offset 8, so
/// moving a `Value` (or an `Option`/`PyResult` of one, which keep the 16 bytes through the
/// tag's niche) is two aligned 8-byte copies. With the default layout the compiler copied
/// the 15 bytes after a 1-byte tag in odd-sized pieces, and reading a just-written float
/// that way stalled store forwarding on every arithmetic result (nbody ran 25% slower).
#[repr(C, u64)]
pub enum Value {
    None,
    NotImplemented,
    Ellipsis,
    Bool(bool),
    Int(i64),
    BigInt(Rc<PyBigInt>),
    Float(f64),
    Complex(Rc<PyComplex>),
    Str(Rc<PyStr>),
    Bytes(Rc<PyBytes>),
    ByteArray(Rc<PyByteArray>),
    List(Rc<PyList>),
    Tuple(Rc<PyTuple>),
    Dict(Rc<PyDict>),
    Set(Rc<PySet>),
    FrozenSet(Rc<PySet>),
    Range(Rc<RangeObject>),
    Slice(Rc<PySlice>),
    Function(Rc<Function>),
    Builtin(Rc<Builtin>),
    /// A function supplied by the host (executor tools, `final_answer`): a Rust closure.
    HostFunction(Rc<HostFunction>),
    BoundMethod(Rc<BoundMethod>),
    Type(Rc<PyType>),
    Instance(Rc<Instance>),
    Module(Rc<Module>),
    Iter(Rc<NativeIter>),
    Generator(Rc<Generator>),
    Property(Rc<Property>),
    ClassMethod(Rc<Decorated>),
    StaticMethod(Rc<Decorated>),
    Super(Rc<Super>),
    DictView(Rc<DictView>),
    /// A closure cell. Only lives in frame slots and function closures.
    Cell(Rc<PyCell>),
    /// Marker pushed by `LoadMethod` when there is no `self` to pass. Never reaches user code.
    Null,
}

impl Clone for Value {
    /// Hand-written so it inlines into the dispatch loop (the derived one is an out-of-line
    /// call per stack push).
    #[inline(always)]
    fn clone(&self) -> Self {
        match self {
            Value::Int(i) => Value::Int(*i),
            Value::Float(f) => Value::Float(*f),
            Value::Bool(b) => Value::Bool(*b),
            Value::None => Value::None,
            Value::NotImplemented => Value::NotImplemented,
            Value::Ellipsis => Value::Ellipsis,
            Value::BigInt(x) => Value::BigInt(x.clone()),
            Value::Complex(x) => Value::Complex(x.clone()),
            Value::Str(x) => Value::Str(x.clone()),
            Value::Bytes(x) => Value::Bytes(x.clone()),
            Value::ByteArray(x) => Value::ByteArray(x.clone()),
            Value::List(x) => Value::List(x.clone()),
            Value::Tuple(x) => Value::Tuple(x.clone()),
            Value::Dict(x) => Value::Dict(x.clone()),
            Value::Set(x) => Value::Set(x.clone()),
            Value::FrozenSet(x) => Value::FrozenSet(x.clone()),
            Value::Range(x) => Value::Range(x.clone()),
            Value::Slice(x) => Value::Slice(x.clone()),
            Value::Function(x) => Value::Function(x.clone()),
            Value::Builtin(x) => Value::Builtin(x.clone()),
            Value::HostFunction(x) => Value::HostFunction(x.clone()),
            Value::BoundMethod(x) => Value::BoundMethod(x.clone()),
            Value::Type(x) => Value::Type(x.clone()),
            Value::Instance(x) => Value::Instance(x.clone()),
            Value::Module(x) => Value::Module(x.clone()),
            Value::Iter(x) => Value::Iter(x.clone()),
            Value::Generator(x) => Value::Generator(x.clone()),
            Value::Property(x) => Value::Property(x.clone()),
            Value::ClassMethod(x) => Value::ClassMethod(x.clone()),
            Value::StaticMethod(x) => Value::StaticMethod(x.clone()),
            Value::Super(x) => Value::Super(x.clone()),
            Value::DictView(x) => Value::DictView(x.clone()),
            Value::Cell(x) => Value::Cell(x.clone()),
            Value::Null => Value::Null,
        }
    }
}

impl Value {
    /// Drops a value the dispatch loop is done with. Immediates (ints, floats, bools, None)
    /// own nothing, so they skip the out-of-line destructor call that `drop` would make for
    /// this many-variant enum.
    #[inline(always)]
    pub fn discard(self) {
        if matches!(self, Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::None) {
            std::mem::forget(self);
        } else {
            drop(self);
        }
    }

    /// `seq[i]` for a list or tuple and an in-range int index (negative counts from the
    /// end); None for anything else, which takes the general path.
    #[inline(always)]
    pub fn fast_index(&self, key: &Value) -> Option<Value> {
        let Value::Int(i) = key else { return None };
        match self {
            Value::List(l) => {
                let items = l.items.borrow();
                let at = if *i < 0 { i.checked_add(items.len() as i64)? } else { *i };
                items.get(usize::try_from(at).ok()?).cloned()
            }
            Value::Tuple(t) => {
                let at = if *i < 0 { i.checked_add(t.items.len() as i64)? } else { *i };
                t.items.get(usize::try_from(at).ok()?).cloned()
            }
            _ => None,
        }
    }

    /// Whether this value refers to no other Python object: a scalar, or text and bytes.
    /// Dropping one never drops a container; copying one can share it.
    #[inline]
    pub fn is_leaf(&self) -> bool {
        matches!(
            self,
            Value::None
                | Value::NotImplemented
                | Value::Ellipsis
                | Value::Bool(_)
                | Value::Int(_)
                | Value::BigInt(_)
                | Value::Float(_)
                | Value::Complex(_)
                | Value::Str(_)
                | Value::Bytes(_)
        )
    }

    pub fn str(s: &str) -> Value {
        Value::Str(Rc::new(PyStr::new(s.to_string())))
    }
    pub fn string(s: String) -> Value {
        Value::Str(Rc::new(PyStr::new(s)))
    }
    pub fn from_bigint(b: BigInt) -> Value {
        use num_traits::ToPrimitive;
        match b.to_i64() {
            Some(i) => Value::Int(i),
            None => Value::BigInt(Rc::new(PyBigInt::new(b))),
        }
    }
    pub fn is_none(&self) -> bool {
        matches!(self, Value::None)
    }
    /// Identity comparison (`is`).
    pub fn is(&self, other: &Value) -> bool {
        use Value::*;
        match (self, other) {
            (None, None) | (NotImplemented, NotImplemented) | (Ellipsis, Ellipsis) | (Null, Null) => true,
            (Bool(a), Bool(b)) => a == b,
            (Int(a), Int(b)) => a == b,
            (Float(a), Float(b)) => a.to_bits() == b.to_bits(),
            _ => match (self.heap_ptr(), other.heap_ptr()) {
                (Some(a), Some(b)) => a == b,
                _ => false,
            },
        }
    }
    /// Address of the heap object, used for identity and `id()`.
    pub fn heap_ptr(&self) -> Option<usize> {
        use Value::*;
        Some(match self {
            BigInt(r) => Rc::as_ptr(r) as *const u8 as usize,
            Complex(r) => Rc::as_ptr(r) as *const u8 as usize,
            Str(r) => Rc::as_ptr(r) as *const u8 as usize,
            Bytes(r) => Rc::as_ptr(r) as *const u8 as usize,
            ByteArray(r) => Rc::as_ptr(r) as *const u8 as usize,
            List(r) => Rc::as_ptr(r) as *const u8 as usize,
            Tuple(r) => Rc::as_ptr(r) as *const u8 as usize,
            Dict(r) => Rc::as_ptr(r) as *const u8 as usize,
            Set(r) | FrozenSet(r) => Rc::as_ptr(r) as *const u8 as usize,
            Range(r) => Rc::as_ptr(r) as *const u8 as usize,
            Slice(r) => Rc::as_ptr(r) as *const u8 as usize,
            Function(r) => Rc::as_ptr(r) as *const u8 as usize,
            Builtin(r) => Rc::as_ptr(r) as *const u8 as usize,
            HostFunction(r) => Rc::as_ptr(r) as *const u8 as usize,
            BoundMethod(r) => Rc::as_ptr(r) as *const u8 as usize,
            Type(r) => Rc::as_ptr(r) as *const u8 as usize,
            Instance(r) => Rc::as_ptr(r) as *const u8 as usize,
            Module(r) => Rc::as_ptr(r) as *const u8 as usize,
            Iter(r) => Rc::as_ptr(r) as *const u8 as usize,
            Generator(r) => Rc::as_ptr(r) as *const u8 as usize,
            Property(r) => Rc::as_ptr(r) as *const u8 as usize,
            ClassMethod(r) | StaticMethod(r) => Rc::as_ptr(r) as *const u8 as usize,
            Super(r) => Rc::as_ptr(r) as *const u8 as usize,
            DictView(r) => Rc::as_ptr(r) as *const u8 as usize,
            Cell(r) => Rc::as_ptr(r) as *const u8 as usize,
            _ => return Option::None,
        })
    }
    pub fn as_small_int(&self) -> Option<i64> {
        match self {
            Value::Int(i) => Some(*i),
            Value::Bool(b) => Some(*b as i64),
            _ => None,
        }
    }
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::Str(s) => Some(&s.s),
            _ => None,
        }
    }
}

/// A Python `str`: UTF-8 text plus its length in code points (cached for O(1) `len` and
/// ASCII fast-path indexing).
/// A private field of the heap structs whose constructor charges their size: no code
/// outside this file can build one without going through that constructor.
struct Made;

pub struct PyStr {
    /// A `String` (not `Box<str>`) so `s += t` can append in place when nothing else
    /// refers to `s` (the dispatch loop's in-place concatenation fast path, which charges
    /// the growth of its capacity).
    pub s: String,
    pub char_len: usize,
    pub hash: Cell<Option<u64>>,
    /// Made only by `PyStr::new`, which charges the session heap (see `heap`).
    _made: Made,
}

pub struct PyBytes {
    pub data: Box<[u8]>,
    _made: Made,
}

/// A `bytearray`: its buffer, and the bytes of capacity charged for it (mutators call
/// [`PyByteArray::sync_charge`] after changing the buffer).
pub struct PyByteArray {
    pub data: RefCell<Vec<u8>>,
    charged: Cell<usize>,
    _slot: Slot<PyByteArray>,
}

/// An `int` too big for an i64.
pub struct PyBigInt {
    pub value: BigInt,
    _made: Made,
}

#[derive(Clone, Copy)]
pub struct Complex {
    pub re: f64,
    pub im: f64,
}

/// A `complex` object (the number itself is the `Copy` [`Complex`]).
pub struct PyComplex {
    pub value: Complex,
    _slot: Slot<PyComplex>,
}

/// A `list`: its items, and the bytes of slot capacity charged for them. Mutate the items
/// through [`PyList::items_mut`], which keeps the charge in step with the capacity.
pub struct PyList {
    pub items: RefCell<Vec<Value>>,
    charged: Cell<usize>,
    _slot: Slot<PyList>,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

pub struct PyTuple {
    pub items: Box<[Value]>,
    _made: Made,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

pub struct PyDict {
    pub store: RefCell<DictStore>,
    _slot: Slot<PyDict>,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

/// Sets reuse the dict store with `None` values.
pub struct PySet {
    pub store: RefCell<DictStore>,
    _slot: Slot<PySet>,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

/// A `range`. Bounds that fit in i64 (nearly all) are kept inline; CPython's ranges take
/// ints of any size, and those live in `Big`. Operations are in `types/range.rs`.
pub enum PyRange {
    Small { start: i64, stop: i64, step: i64 },
    Big(Box<[num_bigint::BigInt; 3]>),
}

/// A range object on the heap: its bounds, and its share of the session's heap account
/// (`Value::range_of` makes one). Reads go straight through to the bounds.
pub struct RangeObject {
    pub bounds: PyRange,
    _slot: Slot<RangeObject>,
}

impl RangeObject {
    pub fn new(bounds: PyRange) -> RangeObject {
        RangeObject { bounds, _slot: Slot::new() }
    }
}

impl std::ops::Deref for RangeObject {
    type Target = PyRange;
    #[inline(always)]
    fn deref(&self) -> &PyRange {
        &self.bounds
    }
}

pub struct PySlice {
    pub start: Value,
    pub stop: Value,
    pub step: Value,
    _slot: Slot<PySlice>,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

/// The object behind `classmethod(f)` and `staticmethod(f)`: the function inside. Its own
/// type so that dropping `staticmethod(staticmethod(…))` nested 100,000 deep releases its
/// contents without recursion, like every container.
pub struct Decorated {
    pub value: Value,
    _slot: Slot<Decorated>,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

/// A closure cell.
pub struct PyCell {
    pub value: RefCell<Option<Value>>,
    _slot: Slot<PyCell>,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

/// A Python function: code plus the environment it closes over.
pub struct Function {
    pub code: Rc<Code>,
    pub globals: Rc<Namespace>,
    pub defaults: Vec<Value>,
    pub kwdefaults: Vec<(Str, Value)>,
    pub closure: Box<[Value]>,
    pub name: RefCell<Str>,
    pub qualname: RefCell<Str>,
    pub doc: RefCell<Value>,
    pub module: Str,
    pub attrs: RefCell<AttrMap>,
    /// Bytes charged beyond the struct: defaults, closure, attributes (see `sync_charge`).
    pub charged: Cell<usize>,
    pub _slot: Slot<Function>,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

pub struct Builtin {
    pub name: Str,
    pub func: NativeFn,
    /// For builtin methods bound to a receiver (`[].append`): passed as `args[0]`.
    pub bound_self: Option<Value>,
    /// Owning type's name for reprs such as `<method 'append' of 'list' objects>`.
    pub owner: Option<Str>,
    /// Charged as one operation whatever the size of its receiver (see `Builtin::new`).
    pub constant_time: bool,
    _slot: Slot<Builtin>,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

impl Builtin {
    pub fn new(name: Str, func: NativeFn, owner: Option<Str>) -> Builtin {
        let constant_time = owner.is_some() && is_constant_time_method(&name);
        Builtin { name, func, bound_self: None, owner, constant_time, _slot: Slot::new(), gc: GcLink::new() }
    }
}

/// Container methods that do a bounded amount of work however big their receiver is: they
/// are charged as one operation, not by the receiver's size (`lst.append(x)` on a long list
/// must not cost more the longer the list gets).
fn is_constant_time_method(name: &str) -> bool {
    matches!(
        name,
        "append"
            | "appendleft"
            | "pop"
            | "popleft"
            | "popitem"
            | "add"
            | "discard"
            | "get"
            | "setdefault"
            | "insert"
            | "keys"
            | "values"
            | "items"
            | "__len__"
            | "__iter__"
            | "__next__"
    )
}

/// Host closure behind a `Value::HostFunction`.
pub type HostFn = dyn Fn(&mut Vm, &[Value], &KwArgs) -> crate::error::PyResult<Value>;

pub struct HostFunction {
    pub name: Str,
    pub func: Box<HostFn>,
    _slot: Slot<HostFunction>,
}

impl HostFunction {
    pub fn new(name: Str, func: Box<HostFn>) -> HostFunction {
        HostFunction { name, func, _slot: Slot::new() }
    }
}

/// Aligned to 16 so that its `Rc` allocation is 64 bytes rather than 56: mimalloc's 56-byte
/// size class is where the 16-aligned index tables of small attribute maps (52 bytes) go,
/// and every block there that is not 16-aligned sends such a table down mimalloc's slow,
/// over-allocating path. Short-lived objects of this kind sharing the class made
/// method-heavy code measurably slower.
#[repr(align(16))]
pub struct BoundMethod {
    pub func: Value,
    pub receiver: Value,
    _slot: Slot<BoundMethod>,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

/// The builtin layout an instance of a class carries (for subclasses of builtin types).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum BaseKind {
    Object,
    Exception,
    Int,
    Float,
    Str,
    List,
    Dict,
    Tuple,
    Set,
    Other,
    /// A class implemented natively by a module (`datetime.date`, `time.struct_time`…) and
    /// its subclasses: the builtin methods in its dict are its real methods, so the VM calls
    /// builtin dunders found on it (`__repr__`, `__eq__`, `__hash__`…) like Python-defined
    /// ones, and its instances keep their state in [`Instance::native`].
    Native,
}

pub struct PyType {
    pub name: Str,
    pub qualname: RefCell<Str>,
    pub module: Str,
    pub bases: Vec<Rc<PyType>>,
    /// Method resolution order without the type itself (which always comes first).
    pub mro: Vec<Rc<PyType>>,
    pub dict: RefCell<AttrMap>,
    pub base_kind: BaseKind,
    pub is_builtin: bool,
    /// The metaclass when it is not `type` (a Python subclass of `type`): `type(cls)`, class
    /// attribute fallbacks and class-level operators (`iter(cls)`, `cls[k]`, `cls()`…) use it.
    pub meta: Option<Rc<PyType>>,
    /// Unique per class for the life of the thread: inline caches recognise a class by it
    /// (an address could be reused by a later class).
    pub tag: u64,
    /// MRO lookup results, valid while `cache_epoch` equals the global type epoch.
    pub cache: RefCell<hashbrown::HashMap<Str, Option<Value>>>,
    pub cache_epoch: Cell<u64>,
    /// (epoch, TypeFlags bits) computed lazily, see [`PyType::flags`].
    pub flag_cache: Cell<(u64, u8)>,
    /// How many attributes instances of this class have reached: new instances reserve
    /// that much dict space, so `__init__` does not regrow the dict attribute by attribute.
    pub attr_hint: Cell<u8>,
    /// `__new__` and `__init__` as found by `lookup`, valid for one layout epoch (calling a
    /// class looks both up every time).
    pub ctor_cache: RefCell<Option<(u64, Constructors)>>,
    /// Bytes charged beyond the struct: bases, MRO, dict (see `sync_charge`).
    pub charged: Cell<usize>,
    pub _slot: Slot<PyType>,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

/// A class's `__new__` and `__init__` as the MRO resolves them.
pub type Constructors = (Option<Value>, Option<Value>);

/// Facts about a class that let attribute access skip lookups.
pub mod type_flags {
    /// Some class in the MRO defines a property or a descriptor with `__set__`/`__delete__`.
    pub const DATA_DESCRIPTORS: u8 = 1;
    /// A Python-level `__setattr__` or `__delattr__` is defined.
    pub const CUSTOM_SETATTR: u8 = 2;
    /// `__slots__` is defined somewhere in the MRO.
    pub const SLOTS: u8 = 4;
    /// A `__getattr__` fallback is defined.
    pub const GETATTR: u8 = 8;
    /// A builtin type whose own `__new__` is native and whose `__init__` is `object`'s:
    /// calling it is just calling that `__new__`.
    pub const NATIVE_NEW_ONLY: u8 = 16;
}

// Per thread, not per session: counters that only key lookup caches (one session's class
// changes can only invalidate another's cache entries, never change what it reads).
thread_local! {
    /// Bumped whenever any class dictionary changes after creation; invalidates every
    /// type's lookup cache at once (class mutation is rare, lookups are hot).
    static TYPE_EPOCH: Cell<u64> = const { Cell::new(1) };
    /// Bumped by the class-dict changes that can alter how instance attributes resolve
    /// (anything but swapping one plain data value for another under an ordinary name).
    /// The instance-attribute inline caches key on it, so `Cls.counter += 1` does not
    /// flush them.
    static LAYOUT_EPOCH: Cell<u64> = const { Cell::new(1) };
    static NEXT_TYPE_TAG: Cell<u64> = const { Cell::new(1) };
}

/// Invalidates all type lookup caches (call after mutating a class dict).
pub fn bump_type_epoch() {
    TYPE_EPOCH.with(|e| e.set(e.get() + 1));
    LAYOUT_EPOCH.with(|e| e.set(e.get() + 1));
}

/// A class-dict change that only swaps plain data under an ordinary name (see
/// [`is_plain_class_data`]): lookup caches are invalidated, layout caches stay.
pub fn bump_value_epoch() {
    TYPE_EPOCH.with(|e| e.set(e.get() + 1));
}

/// The current value epoch (see [`bump_type_epoch`]).
#[inline(always)]
pub fn type_epoch() -> u64 {
    TYPE_EPOCH.with(|e| e.get())
}

/// The current layout epoch (see [`bump_value_epoch`]).
#[inline(always)]
pub fn layout_epoch() -> u64 {
    LAYOUT_EPOCH.with(|e| e.get())
}

/// A fresh class tag (see [`PyType::tag`]).
pub fn next_type_tag() -> u64 {
    NEXT_TYPE_TAG.with(|t| {
        let tag = t.get();
        t.set(tag + 1);
        tag
    })
}

/// Whether `v`, stored in a class dict under an ordinary (non-dunder) name, can only ever be
/// plain data: never a descriptor, method or hook that changes how attributes resolve.
pub fn is_plain_class_data(v: &Value) -> bool {
    v.is_leaf() || matches!(v, Value::Tuple(_) | Value::List(_) | Value::Dict(_) | Value::Set(_) | Value::FrozenSet(_))
}

impl PyType {
    /// Looks `name` up along the MRO (cached).
    pub fn lookup(&self, name: &str) -> Option<Value> {
        let epoch = type_epoch();
        if self.cache_epoch.get() == epoch {
            if let Some(v) = self.cache.borrow().get(name) {
                return v.clone();
            }
        } else {
            self.cache.borrow_mut().clear();
            self.cache_epoch.set(epoch);
        }
        let v = self.lookup_uncached(name);
        let mut cache = self.cache.borrow_mut();
        if cache.len() < 4096 {
            cache.insert(name.into(), v.clone());
        }
        v
    }

    /// `(lookup("__new__"), lookup("__init__"))`, cached for the current layout epoch.
    pub fn constructors(&self) -> Constructors {
        // Dunders are never plain data swaps, so the layout epoch suffices.
        let epoch = layout_epoch();
        if let Some((e, found)) = &*self.ctor_cache.borrow() {
            if *e == epoch {
                return found.clone();
            }
        }
        let found = (self.lookup("__new__"), self.lookup("__init__"));
        *self.ctor_cache.borrow_mut() = Some((epoch, found.clone()));
        found
    }

    /// Remembers that an instance's dict reached `len` entries (see `attr_hint`).
    #[inline]
    pub fn note_instance_size(&self, len: usize) {
        if len > self.attr_hint.get() as usize && len <= 32 {
            self.attr_hint.set(len as u8);
        }
    }

    /// Attribute-access facts about this class (recomputed after class mutation).
    pub fn flags(&self) -> u8 {
        // Plain data swaps change no flag (no descriptor, no dunder), so the layout epoch.
        let epoch = layout_epoch();
        let (cached_epoch, bits) = self.flag_cache.get();
        if cached_epoch == epoch {
            return bits;
        }
        let mut bits = 0;
        let dicts = std::iter::once(&self.dict).chain(self.mro.iter().map(|t| &t.dict));
        for d in dicts {
            for v in d.borrow().values() {
                match v {
                    Value::Property(_) => bits |= type_flags::DATA_DESCRIPTORS,
                    Value::Instance(i) if i.class.lookup("__set__").is_some() || i.class.lookup("__delete__").is_some() => {
                        bits |= type_flags::DATA_DESCRIPTORS
                    }
                    _ => {}
                }
            }
        }
        if !matches!(self.lookup("__setattr__"), Some(Value::Builtin(_)) | None)
            || !matches!(self.lookup("__delattr__"), Some(Value::Builtin(_)) | None)
        {
            bits |= type_flags::CUSTOM_SETATTR;
        }
        if self.lookup("__slots__").is_some() {
            bits |= type_flags::SLOTS;
        }
        if self.lookup("__getattr__").is_some() {
            bits |= type_flags::GETATTR;
        }
        let own_native_new =
            matches!(self.dict.borrow().get("__new__"), Some(Value::StaticMethod(f)) if matches!(f.value, Value::Builtin(_)));
        let own_init = |t: &PyType| t.dict.borrow().contains_key("__init__");
        let below_object = self.mro.len().saturating_sub(1);
        if self.is_builtin
            && self.meta.is_none()
            && own_native_new
            && !own_init(self)
            && !self.mro.iter().take(below_object).any(|t| own_init(t))
            && self.mro.last().is_some_and(|t| &*t.name == "object")
        {
            bits |= type_flags::NATIVE_NEW_ONLY;
        }
        self.flag_cache.set((epoch, bits));
        bits
    }

    fn lookup_uncached(&self, name: &str) -> Option<Value> {
        if let Some(v) = self.dict.borrow().get(name) {
            return Some(v.clone());
        }
        for t in &self.mro {
            if let Some(v) = t.dict.borrow().get(name) {
                return Some(v.clone());
            }
        }
        None
    }
    /// Whether builtin methods found on this class are its own real methods (a native
    /// module class or a subclass of one), not the methods of a builtin base type.
    pub fn is_native(&self) -> bool {
        self.base_kind == BaseKind::Native
    }

    /// Whether `method`, found on this class, is to be called like a Python-level method:
    /// Python functions always; builtins only on native module classes.
    pub fn honours(&self, method: &Value) -> bool {
        !matches!(method, Value::Builtin(_)) || self.is_native()
    }

    pub fn is_subtype(self: &Rc<Self>, other: &Rc<PyType>) -> bool {
        Rc::ptr_eq(self, other) || self.mro.iter().any(|t| Rc::ptr_eq(t, other))
    }
}

pub struct Instance {
    pub class: Rc<PyType>,
    pub dict: RefCell<AttrMap>,
    /// Present when the class derives from BaseException.
    pub exc: Option<Box<ExcData>>,
    /// Underlying builtin value for subclasses of builtin types (list, dict, int, str…).
    pub base_value: RefCell<Value>,
    /// State of an instance of a native module class ([`BaseKind::Native`]), in whatever
    /// encoding that module chooses; opaque to the VM, set once at creation. None otherwise.
    pub native: Value,
    /// Attribute-table slots charged (`heap::ATTR_SLOT_BYTES` each; see `sync_charge`,
    /// called after attributes are added). Exception data is charged when made. (32 bits,
    /// so that it shares a word with `gc`.)
    pub charged: Cell<u32>,
    pub _slot: Slot<Instance>,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

pub struct Module {
    pub name: Str,
    pub dict: Rc<Namespace>,
    /// Growth of the namespace through attribute assignment, charged (see `charge_growth`).
    charged: Cell<usize>,
    _slot: Slot<Module>,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

pub struct NativeIter {
    pub state: RefCell<IterState>,
    /// Bytes charged for the state beyond the struct (a module iterator's boxed state).
    pub charged: usize,
    pub _slot: Slot<NativeIter>,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

#[allow(clippy::large_enum_variant)]
pub enum GenState {
    Suspended(Frame),
    Running,
    Finished,
}

pub struct Generator {
    pub state: RefCell<GenState>,
    pub name: Str,
    pub qualname: Str,
    /// Bytes charged for the suspended frame (its buffers as they were when made).
    pub charged: usize,
    pub _slot: Slot<Generator>,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

pub struct Property {
    pub fget: Value,
    pub fset: Value,
    pub fdel: Value,
    pub doc: Value,
    _slot: Slot<Property>,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

/// Aligned to 16 so that its `Rc` allocation is 64 bytes rather than 56: mimalloc's 56-byte
/// size class is where the 16-aligned index tables of small attribute maps (52 bytes) go,
/// and every block there that is not 16-aligned sends such a table down mimalloc's slow,
/// over-allocating path. Short-lived objects of this kind sharing the class made
/// method-heavy code measurably slower.
#[repr(align(16))]
pub struct Super {
    pub this_type: Rc<PyType>,
    pub obj: Value,
    /// The type whose MRO is searched (type(obj) or obj itself for classmethods).
    pub obj_type: Rc<PyType>,
    _slot: Slot<Super>,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ViewKind {
    Keys,
    Values,
    Items,
}

/// `dict.keys()`, `.values()`, `.items()`: live views of a dict.
pub struct DictView {
    pub dict: Rc<PyDict>,
    pub kind: ViewKind,
    _slot: Slot<DictView>,
    /// Its slot with the cycle collector (see `heap::track`).
    pub(crate) gc: GcLink,
}

// Containers release their children through `heap::release` so that dropping a deeply
// nested structure never recurses deeply on the Rust stack.

//! The builtin type objects (`int`, `str`, `list`, the exception classes…) and the registry
//! that creates them. Each type's methods live in the file named after the type; this file
//! only wires method tables into type objects.

pub mod bigint_gcd;
pub mod bigint_steps;
pub mod bigint_text;
pub mod bytes;
pub mod complex;
pub mod dict;
pub mod dict_methods;
pub mod float;
pub mod int;
pub mod iter;
pub mod list;
pub mod metatype;
pub mod num;
pub mod object;
pub mod range;
pub mod set;
pub mod set_table;
pub mod str;
pub mod str_format;
pub mod tuple;

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

use crate::error::ExcKind;
use crate::value::{AttrMap, BaseKind, Builtin, NativeFn, PyType, Value, ViewKind};
use iter::IterState;

/// A method table entry: Python name and native implementation (self is `args[0]`).
pub type Method = (&'static str, NativeFn);

/// Builtin type objects are immutable to Python code, so one set is shared by every session
/// on a thread (a new session costs microseconds, not the construction of ~100 types).
#[derive(Clone)]
pub struct BuiltinTypes {
    pub object: Rc<PyType>,
    pub type_type: Rc<PyType>,
    pub int: Rc<PyType>,
    pub bool_type: Rc<PyType>,
    pub float: Rc<PyType>,
    pub complex: Rc<PyType>,
    pub str_type: Rc<PyType>,
    pub bytes: Rc<PyType>,
    pub bytearray: Rc<PyType>,
    pub list: Rc<PyType>,
    pub tuple: Rc<PyType>,
    pub dict: Rc<PyType>,
    pub set: Rc<PyType>,
    pub frozenset: Rc<PyType>,
    pub range: Rc<PyType>,
    pub slice: Rc<PyType>,
    pub none_type: Rc<PyType>,
    pub not_implemented_type: Rc<PyType>,
    pub ellipsis_type: Rc<PyType>,
    pub function: Rc<PyType>,
    pub builtin_function: Rc<PyType>,
    pub method: Rc<PyType>,
    pub module: Rc<PyType>,
    pub generator: Rc<PyType>,
    pub property: Rc<PyType>,
    pub classmethod: Rc<PyType>,
    pub staticmethod: Rc<PyType>,
    pub super_type: Rc<PyType>,
    pub enumerate: Rc<PyType>,
    pub zip: Rc<PyType>,
    pub map: Rc<PyType>,
    pub filter: Rc<PyType>,
    pub reversed: Rc<PyType>,
    pub dict_keys: Rc<PyType>,
    pub dict_values: Rc<PyType>,
    pub dict_items: Rc<PyType>,
    iterator_types: Rc<RefCell<HashMap<&'static str, Rc<PyType>>>>,
    exceptions: Vec<Rc<PyType>>,
    pub object_new: Value,
    pub object_init: Value,
}

pub fn builtin_value(name: &str, func: NativeFn) -> Value {
    Value::Builtin(Rc::new(Builtin::new(name.into(), func, None)))
}

/// Creates a builtin type object.
pub fn make_type(name: &str, base: Option<&Rc<PyType>>, base_kind: BaseKind, methods: &[Method]) -> Rc<PyType> {
    let mut dict = AttrMap::default();
    for (n, f) in methods {
        // Methods know their owner so an unbound call without `self` fails cleanly.
        let v = Value::Builtin(Rc::new(Builtin::new((*n).into(), *f, Some(name.into()))));
        let v = if *n == "__new__" { Value::staticmethod(v) } else { v };
        dict.insert((*n).into(), v);
    }
    let (bases, mro) = match base {
        Some(b) => {
            let mut mro = vec![b.clone()];
            mro.extend(b.mro.iter().cloned());
            (vec![b.clone()], mro)
        }
        None => (Vec::new(), Vec::new()),
    };
    Rc::new(PyType {
        name: name.into(),
        qualname: RefCell::new(name.into()),
        module: "builtins".into(),
        bases,
        mro,
        dict: RefCell::new(dict),
        base_kind,
        is_builtin: true,
        meta: None,
        tag: crate::value::next_type_tag(),
        cache: RefCell::new(Default::default()),
        cache_epoch: Cell::new(0),
        flag_cache: Cell::new((0, 0)),
        attr_hint: Cell::new(0),
        ctor_cache: RefCell::new(None),
        charged: Cell::new(0),
        _slot: crate::heap::Slot::new(),
        gc: crate::heap::GcLink::new(),
    })
}

/// Adds class-level methods (`dict.fromkeys`, `int.from_bytes`) as classmethods.
pub fn add_classmethods(t: &Rc<PyType>, methods: &[Method]) {
    for (n, f) in methods {
        t.dict.borrow_mut().insert((*n).into(), Value::classmethod(builtin_value(n, *f)));
        crate::value::bump_type_epoch();
    }
}

/// Adds static functions (`str.maketrans`).
pub fn add_staticmethods(t: &Rc<PyType>, methods: &[Method]) {
    for (n, f) in methods {
        t.dict.borrow_mut().insert((*n).into(), Value::staticmethod(builtin_value(n, *f)));
        crate::value::bump_type_epoch();
    }
}

impl BuiltinTypes {
    pub fn new() -> BuiltinTypes {
        let object = make_type("object", None, BaseKind::Object, object::OBJECT_METHODS);
        add_classmethods(&object, object::OBJECT_CLASSMETHODS);
        let obj = Some(&object);
        let int = make_type("int", obj, BaseKind::Int, int::INT_METHODS);
        add_classmethods(&int, int::INT_CLASSMETHODS);
        let bool_type = make_type("bool", Some(&int), BaseKind::Int, int::BOOL_METHODS);
        let float = make_type("float", obj, BaseKind::Float, float::FLOAT_METHODS);
        add_classmethods(&float, float::FLOAT_CLASSMETHODS);
        let str_type = make_type("str", obj, BaseKind::Str, str::STR_METHODS);
        add_staticmethods(&str_type, str::STR_STATICMETHODS);
        let list = make_type("list", obj, BaseKind::List, list::LIST_METHODS);
        let tuple = make_type("tuple", obj, BaseKind::Tuple, tuple::TUPLE_METHODS);
        let dict = make_type("dict", obj, BaseKind::Dict, dict_methods::DICT_METHODS);
        add_classmethods(&dict, dict_methods::DICT_CLASSMETHODS);
        let set = make_type("set", obj, BaseKind::Set, set::SET_METHODS);
        let frozenset = make_type("frozenset", obj, BaseKind::Other, set::FROZENSET_METHODS);
        let exceptions = make_exceptions(&object);
        let type_type = make_type("type", obj, BaseKind::Other, metatype::TYPE_METHODS);
        add_classmethods(&type_type, metatype::TYPE_CLASSMETHODS);
        let object_new = object.dict.borrow().get("__new__").cloned().unwrap_or(Value::None);
        let object_init = object.dict.borrow().get("__init__").cloned().unwrap_or(Value::None);
        BuiltinTypes {
            type_type,
            int,
            bool_type,
            float,
            complex: make_type("complex", obj, BaseKind::Other, complex::COMPLEX_METHODS),
            str_type,
            bytes: bytes::bytes_type(&object),
            bytearray: bytes::bytearray_type(&object),
            list,
            tuple,
            dict,
            set,
            frozenset,
            range: make_type("range", obj, BaseKind::Other, range::RANGE_METHODS),
            slice: make_type("slice", obj, BaseKind::Other, range::SLICE_METHODS),
            none_type: make_type("NoneType", obj, BaseKind::Other, object::NONE_METHODS),
            not_implemented_type: make_type("NotImplementedType", obj, BaseKind::Other, &[]),
            ellipsis_type: make_type("ellipsis", obj, BaseKind::Other, &[]),
            function: make_type("function", obj, BaseKind::Other, &[]),
            builtin_function: make_type("builtin_function_or_method", obj, BaseKind::Other, &[]),
            method: make_type("method", obj, BaseKind::Other, &[]),
            module: make_type("module", obj, BaseKind::Other, &[]),
            generator: make_type("generator", obj, BaseKind::Other, object::GENERATOR_METHODS),
            property: make_type("property", obj, BaseKind::Other, object::PROPERTY_METHODS),
            classmethod: make_type("classmethod", obj, BaseKind::Other, object::CLASSMETHOD_METHODS),
            staticmethod: make_type("staticmethod", obj, BaseKind::Other, object::STATICMETHOD_METHODS),
            super_type: make_type("super", obj, BaseKind::Other, object::SUPER_METHODS),
            enumerate: make_type("enumerate", obj, BaseKind::Other, iter_methods::ENUMERATE),
            zip: make_type("zip", obj, BaseKind::Other, iter_methods::ZIP),
            map: make_type("map", obj, BaseKind::Other, iter_methods::MAP),
            filter: make_type("filter", obj, BaseKind::Other, iter_methods::FILTER),
            reversed: make_type("reversed", obj, BaseKind::Other, iter_methods::REVERSED),
            dict_keys: make_type("dict_keys", obj, BaseKind::Other, dict_methods::VIEW_METHODS),
            dict_values: make_type("dict_values", obj, BaseKind::Other, dict_methods::VIEW_METHODS),
            dict_items: make_type("dict_items", obj, BaseKind::Other, dict_methods::VIEW_METHODS),
            iterator_types: Rc::new(RefCell::new(HashMap::new())),
            exceptions,
            object_new,
            object_init,
            object,
        }
    }

    /// Whether `v` is `object.__new__`: the entry in object's dict, or the function
    /// itself as `object.__new__` hands it out (`__new__ = object.__new__` in a class).
    pub fn is_object_new(&self, v: &Value) -> bool {
        if v.is(&self.object_new) {
            return true;
        }
        match &self.object_new {
            Value::StaticMethod(f) => f.value.is(v),
            _ => false,
        }
    }

    pub fn exception(&self, kind: ExcKind) -> Rc<PyType> {
        let i = ExcKind::ALL.iter().position(|k| *k == kind).unwrap_or(0);
        self.exceptions[i].clone()
    }

    pub fn dict_view_type(&self, kind: ViewKind) -> Rc<PyType> {
        match kind {
            ViewKind::Keys => self.dict_keys.clone(),
            ViewKind::Values => self.dict_values.clone(),
            ViewKind::Items => self.dict_items.clone(),
        }
    }

    /// The type of a native iterator (`list_iterator`, `map`, …).
    pub fn iterator_type(&self, st: &IterState) -> Rc<PyType> {
        let name: &'static str = match st {
            IterState::Seq { seq: Value::List(_), .. } => "list_iterator",
            IterState::Seq { seq: Value::Tuple(_), .. } => "tuple_iterator",
            IterState::Seq { seq: Value::Bytes(_), .. } => "bytes_iterator",
            IterState::Seq { seq: Value::ByteArray(_), .. } => "bytearray_iterator",
            IterState::Seq { .. } => "iterator",
            IterState::Str { .. } => "str_iterator",
            IterState::Range { .. } => "range_iterator",
            IterState::Dict { kind: ViewKind::Keys, .. } => "dict_keyiterator",
            IterState::Dict { kind: ViewKind::Values, .. } => "dict_valueiterator",
            IterState::Dict { kind: ViewKind::Items, .. } => "dict_itemiterator",
            IterState::Set { .. } => "set_iterator",
            IterState::Enumerate { .. } | IterState::EnumerateBig { .. } => return self.enumerate.clone(),
            IterState::Zip { .. } => return self.zip.clone(),
            IterState::Map { .. } => return self.map.clone(),
            IterState::Filter { .. } => return self.filter.clone(),
            IterState::Reversed { .. } => return self.reversed.clone(),
            IterState::Callable { .. } => "callable_iterator",
            IterState::Generic { name, .. } => name,
            IterState::Exhausted => "iterator",
        };
        if let Some(t) = self.iterator_types.borrow().get(name) {
            return t.clone();
        }
        let t = make_type(name, Some(&self.object), BaseKind::Other, iter_methods::ITERATOR);
        self.iterator_types.borrow_mut().insert(name, t.clone());
        t
    }
}

impl Default for BuiltinTypes {
    fn default() -> Self {
        Self::new()
    }
}

fn make_exceptions(object: &Rc<PyType>) -> Vec<Rc<PyType>> {
    let mut out: Vec<Rc<PyType>> = Vec::with_capacity(ExcKind::ALL.len());
    for kind in ExcKind::ALL {
        let parent = match kind.parent() {
            Some(p) => {
                let i = ExcKind::ALL.iter().position(|k| *k == p).unwrap_or(0);
                out[i].clone()
            }
            None => object.clone(),
        };
        let methods: &[Method] = if *kind == ExcKind::BaseException { object::EXCEPTION_METHODS } else { &[] };
        out.push(make_type(kind.name(), Some(&parent), BaseKind::Exception, methods));
    }
    out
}

pub mod iter_methods;

/// A native class of a standard module (`datetime.date`, `decimal.Decimal`…): one base,
/// the given dict, flagged builtin so sandboxed code cannot modify it.
pub fn native_module_class(name: crate::value::Str, qualname: &str, module: &str, base: Rc<PyType>, dict: AttrMap) -> Rc<PyType> {
    let mut mro = vec![base.clone()];
    mro.extend(base.mro.iter().cloned());
    Rc::new(PyType {
        name,
        qualname: RefCell::new(qualname.into()),
        module: module.into(),
        bases: vec![base],
        mro,
        dict: RefCell::new(dict),
        base_kind: BaseKind::Native,
        is_builtin: true,
        tag: crate::value::next_type_tag(),
        cache: RefCell::new(Default::default()),
        cache_epoch: Cell::new(0),
        flag_cache: Cell::new((0, 0)),
        attr_hint: Cell::new(0),
        ctor_cache: RefCell::new(None),
        meta: None,
        charged: Cell::new(0),
        _slot: crate::heap::Slot::new(),
        gc: crate::heap::GcLink::new(),
    })
}

/// A per-thread slot holding one lazily built class.
pub type ClassSlot = std::thread::LocalKey<RefCell<Option<Rc<PyType>>>>;

/// The class in `slot`, built by `build` the first time on this thread (such classes are
/// shared by the thread's sessions like builtin types).
pub fn thread_cached_class(slot: &'static ClassSlot, build: impl FnOnce() -> Rc<PyType>) -> Rc<PyType> {
    if let Some(t) = slot.with(|t| t.borrow().clone()) {
        return t;
    }
    // Shared by every session on the thread: the thread's account pays.
    let t = crate::heap::host_scope(build);
    slot.with(|cell| *cell.borrow_mut() = Some(t.clone()));
    t
}

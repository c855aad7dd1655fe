//! Class creation: the `class` statement (`__build_class__`: metaclass choice,
//! `__prepare__`, the namespace, `__init_subclass__`, `__set_name__`) and the C3 method
//! resolution order.

use std::cell::RefCell;
use std::rc::Rc;

use super::Vm;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{AttrMap, BaseKind, KwArgs, Namespace, PyType, Str, Value};

impl Vm {
    pub fn build_class(&mut self, body: Value, name: Value, args: Vec<Value>, kwnames: Option<Value>) -> PyResult<Value> {
        let Value::Function(body) = body else {
            return Err(PyErr::type_error("class body is not a function"));
        };
        let name: Str = name.as_str().unwrap_or("?").into();
        let nkw = match &kwnames {
            Some(Value::Tuple(t)) => t.items.len(),
            _ => 0,
        };
        let (base_values, kw_values) = args.split_at(args.len() - nkw);
        let mut bases = Vec::new();
        let mut replaced = false;
        for b in base_values {
            match b {
                Value::Type(t) => bases.push(t.clone()),
                other => {
                    // PEP 560: a non-class base (`List[int]`, `G[str]`) names the classes
                    // it stands for through `__mro_entries__(original_bases)`.
                    let entries = match self.get_attr(other, "__mro_entries__") {
                        Ok(f) => f,
                        Err(_) => return Err(PyErr::type_error(format!("bases must be types, not {}", self.type_name(other)))),
                    };
                    let original = Value::tuple(base_values.to_vec());
                    let result = self.call(&entries, &[original], &[])?;
                    let Value::Tuple(items) = result else {
                        return Err(PyErr::type_error("__mro_entries__ must return a tuple"));
                    };
                    for item in items.items.iter() {
                        match item {
                            Value::Type(t) if !bases.iter().any(|b| Rc::ptr_eq(b, t)) => bases.push(t.clone()),
                            Value::Type(_) => {}
                            other => return Err(PyErr::type_error(format!("bases must be types, not {}", self.type_name(other)))),
                        }
                    }
                    replaced = true;
                }
            }
        }
        let mut explicit_meta = None;
        let mut class_kwargs: Vec<(Str, Value)> = Vec::new();
        if let Some(Value::Tuple(t)) = &kwnames {
            for (k, v) in t.items.iter().zip(kw_values) {
                if k.as_str() == Some("metaclass") {
                    explicit_meta = Some(v.clone());
                } else {
                    class_kwargs.push((Str::from(k.as_str().unwrap_or("")), v.clone()));
                }
            }
        }
        let type_type = self.types.type_type.clone();
        let meta = match explicit_meta {
            Some(Value::Type(m)) => Value::Type(self.winner_metaclass(&m, &bases)?),
            Some(other) => other,
            None => Value::Type(self.winner_metaclass(&type_type, &bases)?),
        };
        let plain = matches!(&meta, Value::Type(m) if Rc::ptr_eq(m, &type_type));
        let namespace = Rc::new(Namespace::new(AttrMap::default()));
        let bases_tuple = || Value::tuple(bases.iter().map(|b| Value::Type(b.clone())).collect());
        let mut prepared = None;
        if !plain {
            prepared = self.prepare_namespace(&meta, &name, bases_tuple(), &class_kwargs, &namespace)?;
        }
        let mut frame = self.bind_arguments(&body, None, &[], &[])?;
        frame.namespace = Some(namespace.clone());
        self.enter_native()?;
        let r = self.run_nested(frame, None);
        self.leave_native();
        r?;
        let mut dict = std::mem::take(&mut *namespace.borrow_mut());
        if replaced {
            dict.insert("__orig_bases__".into(), Value::tuple(base_values.to_vec()));
        }
        if plain {
            return Ok(Value::Type(self.make_class(None, name, bases, dict, &class_kwargs)?));
        }
        let ns = self.namespace_mapping(prepared, dict)?;
        self.call(&meta, &[Value::str(&name), bases_tuple(), ns], &class_kwargs)
    }

    /// The most derived metaclass among `start` and the metaclasses of `bases` (CPython's
    /// rule: each must be a subclass of the winner or the winner of it).
    pub fn winner_metaclass(&self, start: &Rc<PyType>, bases: &[Rc<PyType>]) -> PyResult<Rc<PyType>> {
        let mut winner = start.clone();
        for b in bases {
            let bm = b.meta.clone().unwrap_or_else(|| self.types.type_type.clone());
            if winner.is_subtype(&bm) {
                continue;
            }
            if bm.is_subtype(&winner) {
                winner = bm;
                continue;
            }
            return Err(PyErr::type_error(
                "metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases",
            ));
        }
        Ok(winner)
    }

    /// Calls the metaclass's `__prepare__` (when it has one) and seeds the class body's
    /// namespace with the mapping's items. Returns the mapping.
    fn prepare_namespace(
        &mut self,
        meta: &Value,
        name: &Str,
        bases: Value,
        kwargs: &KwArgs,
        namespace: &Rc<Namespace>,
    ) -> PyResult<Option<Value>> {
        let prepare = match self.get_attr(meta, "__prepare__") {
            Ok(p) => p,
            Err(e) if self.error_is(&e, ExcKind::AttributeError) => return Ok(None),
            Err(e) => return Err(e),
        };
        let mapping = self.call(&prepare, &[Value::str(name), bases], kwargs)?;
        let store = match &mapping {
            Value::Dict(d) => Some(d.clone()),
            Value::Instance(inst) => match &*inst.base_value.borrow() {
                Value::Dict(d) => Some(d.clone()),
                _ => None,
            },
            _ => None,
        };
        let Some(store) = store else {
            let mname = match meta {
                Value::Type(m) => m.name.to_string(),
                other => self.type_name(other),
            };
            return Err(PyErr::type_error(format!("{}.__prepare__() must return a mapping, not {}", mname, self.type_name(&mapping))));
        };
        let items = store.store.borrow().items();
        let mut ns = namespace.borrow_mut();
        for (k, v) in items {
            if let Value::Str(k) = k {
                ns.insert((&*k.s).into(), v);
            }
        }
        Ok(Some(mapping))
    }

    /// The mapping handed to a metaclass: the `__prepare__` mapping with the class body's
    /// bindings stored into it (in definition order), or a new dict.
    fn namespace_mapping(&mut self, prepared: Option<Value>, dict: AttrMap) -> PyResult<Value> {
        match prepared {
            None => self.new_dict(dict.into_iter().map(|(k, v)| (Value::str(&k), v)).collect()),
            Some(Value::Dict(d)) => {
                for (k, v) in dict {
                    let mut store = std::mem::take(&mut *d.store.borrow_mut());
                    let r = self.store_insert(&mut store, Value::str(&k), v);
                    *d.store.borrow_mut() = store;
                    r?;
                }
                Ok(Value::Dict(d))
            }
            Some(mapping) => {
                for (k, v) in dict {
                    let key = Value::str(&k);
                    let current = self.get_item(&mapping, &key).ok();
                    if current.as_ref().is_some_and(|c| c.is(&v)) {
                        continue;
                    }
                    self.set_item(&mapping, key, v)?;
                }
                Ok(mapping)
            }
        }
    }

    /// Class creation proper (class statements and `type.__new__`): pops `__classcell__`,
    /// creates the type with metaclass `meta` (None for `type`), fills the cell, calls
    /// `__set_name__` on descriptors and the parent's `__init_subclass__` with `kwargs`.
    pub fn make_class(
        &mut self,
        meta: Option<Rc<PyType>>,
        name: Str,
        bases: Vec<Rc<PyType>>,
        mut dict: AttrMap,
        kwargs: &KwArgs,
    ) -> PyResult<Rc<PyType>> {
        let classcell = dict.shift_remove("__classcell__");
        let qualname: Str = dict.get("__qualname__").and_then(|v| v.as_str().map(Str::from)).unwrap_or_else(|| name.clone());
        let module: Str = dict.get("__module__").and_then(|v| v.as_str().map(Str::from)).unwrap_or_else(|| "__main__".into());
        let meta = meta.filter(|m| !Rc::ptr_eq(m, &self.types.type_type));
        let cls = self.new_class(name, qualname, module, bases, dict, meta)?;
        if let Some(Value::Cell(c)) = classcell {
            *c.borrow_mut() = Some(Value::Type(cls.clone()));
        }
        // __set_name__ for descriptors that want it.
        let items: Vec<(Str, Value)> = cls.dict.borrow().iter().map(|(k, v)| (k.clone(), v.clone())).collect();
        for (k, v) in items {
            if let Value::Instance(inst) = &v {
                if let Some(set_name) = inst.class.lookup("__set_name__") {
                    let bound = self.bind_descriptor(set_name, v.clone(), &inst.class)?;
                    self.call(&bound, &[Value::Type(cls.clone()), Value::Str(Rc::new(crate::value::PyStr::new(k.to_string())))], &[])?;
                }
            }
        }
        // __init_subclass__ of the parent.
        let hook = cls.mro.iter().find_map(|t| t.dict.borrow().get("__init_subclass__").cloned());
        if !cls.mro.is_empty() {
            if let Some(Value::ClassMethod(f)) = hook {
                let f = (*f).clone();
                self.call(&f, &[Value::Type(cls.clone())], kwargs)?;
            }
        }
        Ok(cls)
    }

    pub fn new_class(
        &mut self,
        name: Str,
        qualname: Str,
        module: Str,
        bases: Vec<Rc<PyType>>,
        mut dict: AttrMap,
        meta: Option<Rc<PyType>>,
    ) -> PyResult<Rc<PyType>> {
        let bases = if bases.is_empty() { vec![self.types.object.clone()] } else { bases };
        for b in &bases {
            if b.is_builtin
                && matches!(b.name.as_ref(), "bool" | "NoneType" | "range" | "slice" | "function" | "generator" | "unicodedata.UCD")
            {
                return Err(PyErr::type_error(format!("type '{}' is not an acceptable base type", b.name)));
            }
        }
        let mro = c3_merge(self, &bases)?.map_err(|left| {
            // CPython's wording, line break included, cut like its 1,000-byte buffer.
            let names: Vec<&str> = left.iter().map(|b| &*b.name).collect();
            let mut msg = format!("Cannot create a consistent method resolution\norder (MRO) for bases {}", names.join(", "));
            if msg.len() > 999 {
                msg.truncate(crate::vm::repr::text_head(&msg, 999).len());
            }
            PyErr::type_error(msg)
        })?;
        let base_kind = mro.iter().map(|t| t.base_kind).find(|k| *k != BaseKind::Object).unwrap_or(BaseKind::Object);
        // __new__ is implicitly a staticmethod; __init_subclass__ and __class_getitem__ classmethods.
        if let Some(Value::Function(f)) = dict.get("__new__").cloned() {
            dict.insert("__new__".into(), Value::staticmethod(Value::Function(f)));
        }
        for implicit in ["__init_subclass__", "__class_getitem__"] {
            if let Some(Value::Function(f)) = dict.get(implicit).cloned() {
                dict.insert(implicit.into(), Value::classmethod(Value::Function(f)));
            }
        }
        if dict.contains_key("__eq__") && !dict.contains_key("__hash__") {
            dict.insert("__hash__".into(), Value::None);
        }
        if !dict.contains_key("__doc__") {
            dict.insert("__doc__".into(), Value::None);
        }
        let class = Rc::new(PyType {
            name,
            qualname: RefCell::new(qualname),
            module,
            bases,
            mro,
            dict: RefCell::new(dict),
            base_kind,
            is_builtin: false,
            meta,
            tag: crate::value::next_type_tag(),
            cache: RefCell::new(Default::default()),
            cache_epoch: std::cell::Cell::new(0),
            flag_cache: std::cell::Cell::new((0, 0)),
            attr_hint: std::cell::Cell::new(0),
            ctor_cache: RefCell::new(None),
            charged: std::cell::Cell::new(0),
            _slot: crate::heap::Slot::new(),
            gc: crate::heap::GcLink::new(),
        });
        class.sync_charge();
        crate::heap::track(&class);
        Ok(class)
    }
}

/// A merge's outcome: the order, or the classes left at the heads when there is none.
type Merged = Result<Vec<Rc<PyType>>, Vec<Rc<PyType>>>;

/// C3 linearization of `bases` (the result excludes the new class itself); when no
/// consistent order exists, Err with the classes left at the heads (CPython names them).
///
/// The same choice as the textbook merge (the first sequence whose head is in no other
/// sequence's tail), found without rescanning every tail: each class keeps a count of the
/// tails it is in, which drops as sequences advance. A step then costs one pass over the
/// sequences' heads, charged to the operation budget (thousands of bases make thousands
/// of steps over thousands of sequences; CPython's merge is cubic there).
fn c3_merge(vm: &mut Vm, bases: &[Rc<PyType>]) -> PyResult<Merged> {
    let key = |t: &Rc<PyType>| Rc::as_ptr(t) as usize;
    let mut seqs: Vec<Vec<Rc<PyType>>> = bases
        .iter()
        .map(|b| {
            let mut v = vec![b.clone()];
            v.extend(b.mro.iter().cloned());
            v
        })
        .collect();
    seqs.push(bases.to_vec());
    let total: usize = seqs.iter().map(Vec::len).sum();
    vm.charge(total as u64)?;
    // Where each sequence's head is, and how many tails each class is in.
    let mut heads = vec![0usize; seqs.len()];
    let mut in_tails: std::collections::HashMap<usize, usize> = std::collections::HashMap::new();
    for s in &seqs {
        for t in s.iter().skip(1) {
            *in_tails.entry(key(t)).or_insert(0) += 1;
        }
    }
    let mut out = Vec::new();
    loop {
        vm.charge(1 + seqs.len() as u64 / 8)?;
        let mut chosen = None;
        let mut any_left = false;
        for (s, &h) in seqs.iter().zip(&heads) {
            let Some(head) = s.get(h) else { continue };
            any_left = true;
            if in_tails.get(&key(head)).copied().unwrap_or(0) == 0 {
                chosen = Some(head.clone());
                break;
            }
        }
        if !any_left {
            return Ok(Ok(out));
        }
        let Some(head) = chosen else {
            let mut left: Vec<Rc<PyType>> = Vec::new();
            for (s, &h) in seqs.iter().zip(&heads) {
                if let Some(t) = s.get(h) {
                    if !left.iter().any(|l| Rc::ptr_eq(l, t)) {
                        left.push(t.clone());
                    }
                }
            }
            return Ok(Err(left));
        };
        for (s, h) in seqs.iter().zip(heads.iter_mut()) {
            if s.get(*h).is_some_and(|t| Rc::ptr_eq(t, &head)) {
                *h += 1;
                // The next element leaves this sequence's tail to become its head.
                if let Some(next) = s.get(*h) {
                    if let Some(c) = in_tails.get_mut(&key(next)) {
                        *c -= 1;
                    }
                }
            }
        }
        out.push(head);
    }
}

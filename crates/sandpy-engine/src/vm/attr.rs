//! Attribute access: `type_of`, instance/class/module lookup with descriptors (functions,
//! properties, classmethod, staticmethod), `__getattr__` fallbacks, and the attributes
//! builtin objects expose. Every lookup passes through `policy::is_blocked` first.

use std::rc::Rc;

use super::Vm;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::policy;
use crate::types::iter::IterState;
use crate::value::{Builtin, PyType, Value};

impl Vm {
    pub fn type_of(&self, v: &Value) -> Rc<PyType> {
        let t = &self.types;
        match v {
            Value::None => t.none_type.clone(),
            Value::NotImplemented => t.not_implemented_type.clone(),
            Value::Ellipsis => t.ellipsis_type.clone(),
            Value::Bool(_) => t.bool_type.clone(),
            Value::Int(_) | Value::BigInt(_) => t.int.clone(),
            Value::Float(_) => t.float.clone(),
            Value::Complex(_) => t.complex.clone(),
            Value::Str(_) => t.str_type.clone(),
            Value::Bytes(_) => t.bytes.clone(),
            Value::ByteArray(_) => t.bytearray.clone(),
            Value::List(_) => t.list.clone(),
            Value::Tuple(_) => t.tuple.clone(),
            Value::Dict(_) => t.dict.clone(),
            Value::Set(_) => t.set.clone(),
            Value::FrozenSet(_) => t.frozenset.clone(),
            Value::Range(_) => t.range.clone(),
            Value::Slice(_) => t.slice.clone(),
            Value::Function(_) => t.function.clone(),
            Value::Builtin(_) | Value::HostFunction(_) => t.builtin_function.clone(),
            Value::BoundMethod(m) => match m.func {
                Value::Builtin(_) => t.builtin_function.clone(),
                _ => t.method.clone(),
            },
            Value::Type(c) => c.meta.clone().unwrap_or_else(|| t.type_type.clone()),
            Value::Instance(i) => i.class.clone(),
            Value::Module(_) => t.module.clone(),
            Value::Iter(it) => t.iterator_type(&it.state.borrow()),
            Value::Generator(_) => t.generator.clone(),
            Value::Property(_) => t.property.clone(),
            Value::ClassMethod(_) => t.classmethod.clone(),
            Value::StaticMethod(_) => t.staticmethod.clone(),
            Value::Super(_) => t.super_type.clone(),
            Value::DictView(v) => t.dict_view_type(v.kind),
            Value::Cell(_) | Value::Null => t.object.clone(),
        }
    }

    pub fn type_name(&self, v: &Value) -> String {
        self.type_of(v).name.to_string()
    }

    /// Binds an attribute found on a class to `obj` (functions become bound methods).
    pub fn bind_descriptor(&mut self, attr: Value, obj: Value, cls: &Rc<PyType>) -> PyResult<Value> {
        Ok(match attr {
            Value::Function(_) | Value::Builtin(_) => Value::bound_method(attr, obj),
            Value::ClassMethod(f) => Value::bound_method((*f).clone(), Value::Type(cls.clone())),
            Value::StaticMethod(f) => (*f).clone(),
            Value::Property(p) => {
                if p.fget.is_none() {
                    return Err(PyErr::attribute_error("property has no getter"));
                }
                let g = p.fget.clone();
                self.call(&g, &[obj], &[])?
            }
            Value::Instance(ref inst) => match inst.class.lookup("__get__") {
                Some(get) => {
                    let get = self.bind_descriptor(get, attr.clone(), &inst.class.clone())?;
                    self.call(&get, &[obj, Value::Type(cls.clone())], &[])?
                }
                None => attr,
            },
            other => other,
        })
    }

    fn no_attribute(&self, obj: &Value, name: &str) -> PyErr {
        match obj {
            Value::Type(t) => PyErr::attribute_error(format!("type object '{}' has no attribute '{}'", t.name, name)),
            Value::Module(m) => PyErr::attribute_error(format!("module '{}' has no attribute '{}'", m.name, name)),
            _ => PyErr::attribute_error(format!("'{}' object has no attribute '{}'", self.type_name(obj), name)),
        }
    }

    pub fn get_attr(&mut self, obj: &Value, name: &str) -> PyResult<Value> {
        if policy::is_blocked(name) {
            return Err(policy::forbidden(name));
        }
        match obj {
            Value::Instance(inst) => {
                if inst.class.flags() & crate::value::type_flags::DATA_DESCRIPTORS == 0 {
                    if let Some(v) = inst.dict.borrow().get(name) {
                        return Ok(v.clone());
                    }
                }
                let cls = inst.class.clone();
                let class_attr = cls.lookup(name);
                // Data descriptors (properties, descriptors with __set__) win over the dict.
                if let Some(attr) = &class_attr {
                    let is_data = match attr {
                        Value::Property(_) => true,
                        Value::Instance(d) => d.class.lookup("__set__").is_some() || d.class.lookup("__delete__").is_some(),
                        _ => false,
                    };
                    if is_data {
                        return self.bind_descriptor(attr.clone(), obj.clone(), &cls);
                    }
                }
                if let Some(v) = inst.dict.borrow().get(name) {
                    return Ok(v.clone());
                }
                if let Some(attr) = class_attr {
                    return self.bind_descriptor(attr, obj.clone(), &cls);
                }
                if let Some(v) = self.instance_special_attr(obj, name)? {
                    return Ok(v);
                }
                if let Some(ga) = cls.lookup("__getattr__") {
                    let bound = self.bind_descriptor(ga, obj.clone(), &cls)?;
                    return self.call(&bound, &[Value::str(name)], &[]);
                }
                Err(self.no_attribute(obj, name))
            }
            Value::Type(t) if t.meta.is_some() => self.class_attr_with_meta(t, name),
            Value::Type(t) => {
                if let Some(v) = t.lookup(name) {
                    return match v {
                        Value::ClassMethod(f) => Ok(Value::bound_method((*f).clone(), obj.clone())),
                        Value::StaticMethod(f) => Ok((*f).clone()),
                        Value::Instance(ref inst) if inst.class.lookup("__get__").is_some() => {
                            let get = inst.class.lookup("__get__").unwrap_or(Value::None);
                            let get = self.bind_descriptor(get, v.clone(), &inst.class.clone())?;
                            self.call(&get, &[Value::None, obj.clone()], &[])
                        }
                        other => Ok(other),
                    };
                }
                if let Some(v) = self.type_special_attr(t, name) {
                    return Ok(v);
                }
                Err(self.no_attribute(obj, name))
            }
            Value::Module(m) => {
                if name.starts_with(policy::ENGINE_PRIVATE_PREFIX) {
                    return Err(self.no_attribute(obj, name));
                }
                let (found, getattr) = {
                    let d = m.dict.borrow();
                    (d.get(name).cloned(), d.get("__getattr__").cloned())
                };
                let v = match (found, getattr) {
                    (Some(v), _) => v,
                    (None, _) if policy::is_forbidden_function(&m.name, name) => {
                        // A tool of that name is the user's explicit choice (smolagents
                        // lets a function through when a tool has its name): hand it out.
                        return match self.builtins.borrow().get(name) {
                            Some(tool @ Value::HostFunction(_)) => Ok(tool.clone()),
                            _ => Err(policy::forbidden_function(name)),
                        };
                    }
                    (None, _) if policy::module_alias(&m.name, name).is_some() => {
                        let target = policy::module_alias(&m.name, name).unwrap_or_default();
                        if !self.module_importable(target) {
                            return Err(policy::forbidden_module(target));
                        }
                        crate::modules::collections::import_internal(self, target)?
                    }
                    // PEP 562: a module-level __getattr__ answers names the module lacks.
                    (None, Some(ga)) if name != "__getattr__" => self.call(&ga, &[Value::str(name)], &[])?,
                    (None, _) => return Err(self.no_attribute(obj, name)),
                };
                // A module attribute never hands out a module the code could not import.
                match &v {
                    Value::Module(sub) if !self.module_importable(&sub.name) => Err(policy::forbidden_module(&sub.name)),
                    _ => Ok(v),
                }
            }
            Value::Super(s) => self.super_attr(s, name),
            _ => {
                let cls = self.type_of(obj);
                if let Some(attr) = cls.lookup(name) {
                    return self.bind_descriptor(attr, obj.clone(), &cls);
                }
                if let Some(v) = self.builtin_special_attr(obj, name)? {
                    return Ok(v);
                }
                Err(self.no_attribute(obj, name))
            }
        }
    }

    fn super_attr(&mut self, s: &crate::value::Super, name: &str) -> PyResult<Value> {
        let Some(attr) = super_lookup(s, name) else {
            return Err(PyErr::attribute_error(format!("'super' object has no attribute '{}'", name)));
        };
        if matches!(&s.obj, Value::Type(t) if Rc::ptr_eq(t, &s.obj_type)) {
            return match attr {
                Value::ClassMethod(f) => Ok(Value::bound_method((*f).clone(), s.obj.clone())),
                Value::StaticMethod(f) => Ok((*f).clone()),
                other => Ok(other),
            };
        }
        self.bind_descriptor(attr, s.obj.clone(), &s.obj_type)
    }

    /// Attributes every instance has without storing them.
    fn instance_special_attr(&mut self, obj: &Value, name: &str) -> PyResult<Option<Value>> {
        let Value::Instance(inst) = obj else { return Ok(None) };
        Ok(match name {
            "__class__" => Some(Value::Type(inst.class.clone())),
            "__dict__" => {
                let items: Vec<(Value, Value)> = inst.dict.borrow().iter().map(|(k, v)| (Value::str(k), v.clone())).collect();
                Some(self.new_dict(items)?)
            }
            "__module__" => Some(Value::str(&inst.class.module)),
            "__doc__" => Some(inst.class.lookup("__doc__").unwrap_or(Value::None)),
            _ => {
                if let Some(data) = &inst.exc {
                    return Ok(match name {
                        "args" => Some(data.args.borrow().clone()),
                        "__cause__" => Some(data.cause.borrow().clone()),
                        "__context__" => Some(data.context.borrow().clone()),
                        "__suppress_context__" => Some(Value::Bool(data.suppress_context.get())),
                        "value" if inst.class.is_subtype(&self.types.exception(ExcKind::StopIteration)) => {
                            Some(match &*data.args.borrow() {
                                Value::Tuple(t) => t.items.first().cloned().unwrap_or(Value::None),
                                _ => Value::None,
                            })
                        }
                        _ => None,
                    });
                }
                let base = inst.base_value.borrow().clone();
                if !base.is_none() {
                    return match self.get_attr(&base, name) {
                        Ok(v) => Ok(Some(v)),
                        Err(_) => Ok(None),
                    };
                }
                None
            }
        })
    }

    fn type_special_attr(&mut self, t: &Rc<PyType>, name: &str) -> Option<Value> {
        Some(match name {
            // Builtin types named like `datetime.date` (CPython's tp_name) are called `date`.
            "__name__" if t.is_builtin => Value::str(t.name.rsplit('.').next().unwrap_or(&t.name)),
            "__name__" => Value::str(&t.name),
            "__qualname__" => Value::str(&t.qualname.borrow()),
            "__module__" => Value::str(&t.module),
            "__doc__" => Value::None,
            "__class__" => Value::Type(t.meta.clone().unwrap_or_else(|| self.types.type_type.clone())),
            "__mro__" => {
                let mut items = vec![Value::Type(t.clone())];
                items.extend(t.mro.iter().map(|m| Value::Type(m.clone())));
                Value::tuple(items)
            }
            "__bases__" => Value::tuple(t.bases.iter().map(|b| Value::Type(b.clone())).collect()),
            "__base__" => t.bases.first().map(|b| Value::Type(b.clone())).unwrap_or(Value::None),
            "__dict__" => {
                let items: Vec<(Value, Value)> = t.dict.borrow().iter().map(|(k, v)| (Value::str(k), v.clone())).collect();
                self.new_dict(items).ok()?
            }
            _ => return None,
        })
    }

    /// Read-only data attributes of builtin objects.
    fn builtin_special_attr(&mut self, obj: &Value, name: &str) -> PyResult<Option<Value>> {
        if name == "__class__" {
            return Ok(Some(Value::Type(self.type_of(obj))));
        }
        Ok(match (obj, name) {
            (Value::Function(f), "__name__") => Some(Value::str(&f.name.borrow())),
            (Value::Function(f), "__qualname__") => Some(Value::str(&f.qualname.borrow())),
            (Value::Function(f), "__doc__") => Some(f.doc.borrow().clone()),
            (Value::Function(f), "__module__") => {
                Some(f.attrs.borrow().get("__module__").cloned().unwrap_or_else(|| Value::str(&f.module)))
            }
            (Value::Function(f), "__dict__") => {
                let items: Vec<(Value, Value)> = f.attrs.borrow().iter().map(|(k, v)| (Value::str(k), v.clone())).collect();
                Some(self.new_dict(items)?)
            }
            (Value::Function(f), "__defaults__") => {
                Some(if f.defaults.is_empty() { Value::None } else { Value::tuple(f.defaults.clone()) })
            }
            (Value::Function(f), "__kwdefaults__") => {
                if f.kwdefaults.is_empty() {
                    Some(Value::None)
                } else {
                    let items: Vec<(Value, Value)> = f.kwdefaults.iter().map(|(k, v)| (Value::str(k), v.clone())).collect();
                    Some(self.new_dict(items)?)
                }
            }
            (Value::Function(f), "__annotations__") => {
                let existing = f.attrs.borrow().get("__annotations__").cloned();
                match existing {
                    Some(a) => Some(a),
                    None => {
                        let d = self.new_dict(Vec::new())?;
                        f.attrs.borrow_mut().insert("__annotations__".into(), d.clone());
                        Some(d)
                    }
                }
            }
            (Value::Function(f), _) => f.attrs.borrow().get(name).cloned(),
            (Value::BoundMethod(m), "__self__") => Some(m.receiver.clone()),
            (Value::BoundMethod(m), "__func__") => Some(m.func.clone()),
            (Value::Builtin(b), "__name__" | "__qualname__") => Some(Value::str(&b.name)),
            (Value::HostFunction(h), "__name__" | "__qualname__") => Some(Value::str(&h.name)),
            (Value::Builtin(_), "__doc__") => Some(Value::None),
            (Value::BoundMethod(m), "__name__" | "__qualname__" | "__doc__" | "__module__") => {
                let f = m.func.clone();
                return self.get_attr(&f, name).map(Some);
            }
            (Value::Generator(g), "__name__") => Some(Value::str(&g.name)),
            (Value::Generator(g), "__qualname__") => Some(Value::str(&g.qualname)),
            (Value::Int(_) | Value::Bool(_) | Value::BigInt(_), "real" | "numerator") => Some(crate::types::int::as_plain_int(obj)),
            (Value::Int(_) | Value::Bool(_) | Value::BigInt(_), "imag") => Some(Value::Int(0)),
            (Value::Int(_) | Value::Bool(_) | Value::BigInt(_), "denominator") => Some(Value::Int(1)),
            (Value::Float(f), "real") => Some(Value::Float(*f)),
            (Value::Float(_), "imag") => Some(Value::Float(0.0)),
            (Value::Complex(c), "real") => Some(Value::Float(c.re)),
            (Value::Complex(c), "imag") => Some(Value::Float(c.im)),
            (Value::Range(r), "start") => Some(r.start_value()),
            (Value::Range(r), "stop") => Some(r.stop_value()),
            (Value::Range(r), "step") => Some(r.step_value()),
            (Value::Slice(s), "start") => Some(s.start.clone()),
            (Value::Slice(s), "stop") => Some(s.stop.clone()),
            (Value::Slice(s), "step") => Some(s.step.clone()),
            (Value::Property(p), "fget") => Some(p.fget.clone()),
            (Value::Property(p), "fset") => Some(p.fset.clone()),
            (Value::Property(p), "fdel") => Some(p.fdel.clone()),
            (Value::Property(p), "__doc__") => Some(p.doc.clone()),
            (Value::Module(m), "__name__") => Some(Value::str(&m.name)),
            (Value::ClassMethod(f) | Value::StaticMethod(f), "__wrapped__") => Some((**f).clone()),
            (Value::Iter(it), _) => match (&*it.state.borrow(), name) {
                (IterState::Generic { .. }, _) => None,
                _ => None,
            },
            _ => None,
        })
    }

    pub fn set_attr(&mut self, obj: &Value, name: &str, value: Value) -> PyResult<()> {
        if policy::is_blocked(name) {
            return Err(policy::forbidden(name));
        }
        if name == "__class__" {
            return Err(PyErr::attribute_error(format!("cannot set '{}' attribute of '{}' object", name, self.type_name(obj))));
        }
        match obj {
            Value::Instance(inst) => {
                let cls = inst.class.clone();
                if Rc::ptr_eq(&cls, &self.types.object) {
                    return Err(PyErr::attribute_error(format!("'object' object has no attribute '{}'", name)));
                }
                if cls.is_builtin && cls.is_native() {
                    // Instances of native module classes (not of their subclasses) are immutable
                    // (a property with a setter decides for itself).
                    match cls.lookup(name) {
                        Some(Value::Property(p)) if !p.fset.is_none() => {}
                        Some(_) => {
                            return Err(PyErr::attribute_error(format!("attribute '{}' of '{}' objects is not writable", name, cls.name)))
                        }
                        None => return Err(PyErr::attribute_error(format!("'{}' object has no attribute '{}'", cls.name, name))),
                    }
                }
                if cls.flags() == 0 {
                    let mut d = inst.dict.borrow_mut();
                    match d.get_mut(name) {
                        Some(slot) => *slot = value,
                        None => {
                            self.check_attr_growth(&d)?;
                            d.insert(name.into(), value);
                            drop(d);
                            inst.sync_charge();
                        }
                    }
                    return Ok(());
                }
                if let Some(attr) = cls.lookup(name) {
                    match attr {
                        Value::Property(p) => {
                            if p.fset.is_none() {
                                return Err(PyErr::attribute_error(format!("property '{}' of '{}' object has no setter", name, cls.name)));
                            }
                            let s = p.fset.clone();
                            self.call(&s, &[obj.clone(), value], &[])?;
                            return Ok(());
                        }
                        Value::Instance(d) => {
                            if let Some(set) = d.class.lookup("__set__") {
                                let dv = Value::Instance(d.clone());
                                let bound = self.bind_descriptor(set, dv, &d.class.clone())?;
                                self.call(&bound, &[obj.clone(), value], &[])?;
                                return Ok(());
                            }
                        }
                        _ => {}
                    }
                }
                if let Some(sa) = cls.lookup("__setattr__") {
                    if !matches!(sa, Value::Builtin(_)) {
                        let bound = self.bind_descriptor(sa, obj.clone(), &cls)?;
                        self.call(&bound, &[Value::str(name), value], &[])?;
                        return Ok(());
                    }
                }
                if cls.lookup("__slots__").is_some() && !slots_allow(&cls, name) {
                    return Err(PyErr::attribute_error(format!("'{}' object has no attribute '{}'", cls.name, name)));
                }
                self.check_attr_growth(&inst.dict.borrow())?;
                inst.dict.borrow_mut().insert(name.into(), value);
                inst.sync_charge();
                Ok(())
            }
            Value::Type(t) => {
                if let Some(meta) = &t.meta {
                    if let Some(hook) = meta_set_hook(meta, name) {
                        return match &hook {
                            Value::Property(p) if p.fset.is_none() => {
                                Err(PyErr::attribute_error(format!("property '{}' of '{}' object has no setter", name, meta.name)))
                            }
                            Value::Property(p) => self.call(&p.fset.clone(), &[obj.clone(), value], &[]).map(|_| ()),
                            Value::Instance(d) if d.class.lookup("__set__").is_some() => {
                                let set = d.class.lookup("__set__").unwrap_or(Value::None);
                                let bound = self.bind_descriptor(set, hook.clone(), &d.class.clone())?;
                                self.call(&bound, &[obj.clone(), value], &[]).map(|_| ())
                            }
                            _ => self.call_method_value(hook, obj, &[Value::str(name), value]).map(|_| ()),
                        };
                    }
                }
                let t = t.clone();
                self.set_type_attr(&t, name, value)
            }
            Value::Function(f) => {
                match name {
                    "__name__" => *f.name.borrow_mut() = value.as_str().unwrap_or("").into(),
                    "__qualname__" => *f.qualname.borrow_mut() = value.as_str().unwrap_or("").into(),
                    "__doc__" => *f.doc.borrow_mut() = value,
                    _ => {
                        self.check_attr_growth(&f.attrs.borrow())?;
                        f.attrs.borrow_mut().insert(name.into(), value);
                        f.sync_charge();
                    }
                }
                Ok(())
            }
            Value::Module(m) => {
                self.check_attr_growth(&m.dict.borrow())?;
                let had = crate::heap::attr_map_bytes(&m.dict.borrow());
                if m.dict.borrow_mut().insert(name.into(), value).is_none() {
                    self.bump_globals_epoch();
                }
                // A module's namespace is charged as it grows through attribute assignment
                // (names its code binds are bounded by the source).
                m.charge_growth(had, crate::heap::attr_map_bytes(&m.dict.borrow()));
                Ok(())
            }
            _ => {
                let has = self.type_of(obj).lookup(name).is_some();
                if has {
                    Err(PyErr::attribute_error(format!("'{}' object attribute '{}' is read-only", self.type_name(obj), name)))
                } else {
                    Err(PyErr::attribute_error(format!("'{}' object has no attribute '{}'", self.type_name(obj), name)))
                }
            }
        }
    }

    /// `cls.name = value` without metaclass hooks (`type.__setattr__`).
    pub fn set_type_attr(&mut self, t: &Rc<PyType>, name: &str, value: Value) -> PyResult<()> {
        if policy::is_blocked(name) {
            return Err(policy::forbidden(name));
        }
        if name == "__class__" {
            return Err(PyErr::attribute_error(format!(
                "cannot set '{}' attribute of '{}' object",
                name,
                self.type_name(&Value::Type(t.clone()))
            )));
        }
        if t.is_builtin {
            return Err(PyErr::type_error(format!("cannot set '{}' attribute of immutable type '{}'", name, t.name)));
        }
        let plain = !name.starts_with("__") && crate::value::is_plain_class_data(&value);
        self.check_attr_growth(&t.dict.borrow())?;
        let old = t.dict.borrow_mut().insert(name.into(), value);
        t.sync_charge();
        match old {
            Some(old) if plain && crate::value::is_plain_class_data(&old) => crate::value::bump_value_epoch(),
            _ => crate::value::bump_type_epoch(),
        }
        Ok(())
    }

    /// `del cls.name` without metaclass hooks (`type.__delattr__`).
    pub fn del_type_attr(&mut self, t: &Rc<PyType>, name: &str) -> PyResult<()> {
        if t.is_builtin {
            return Err(PyErr::type_error(format!("cannot delete '{}' attribute of immutable type '{}'", name, t.name)));
        }
        if t.dict.borrow_mut().shift_remove(name).is_none() {
            return Err(self.no_attribute(&Value::Type(t.clone()), name));
        }
        crate::value::bump_type_epoch();
        Ok(())
    }

    /// Attribute lookup on a class whose metaclass is not `type`: the metaclass's data
    /// descriptors, then the class's MRO, then the metaclass's other attributes (methods
    /// bound to the class); when that raises AttributeError, the metaclass's `__getattr__`.
    fn class_attr_with_meta(&mut self, t: &Rc<PyType>, name: &str) -> PyResult<Value> {
        let meta = t.meta.clone().unwrap_or_else(|| self.types.type_type.clone());
        match self.class_attr_lookup(t, &meta, name) {
            Err(e) if self.error_is(&e, ExcKind::AttributeError) => match meta.lookup("__getattr__") {
                Some(ga) => {
                    let bound = self.bind_descriptor(ga, Value::Type(t.clone()), &meta)?;
                    self.call(&bound, &[Value::str(name)], &[])
                }
                None => Err(e),
            },
            r => r,
        }
    }

    fn class_attr_lookup(&mut self, t: &Rc<PyType>, meta: &Rc<PyType>, name: &str) -> PyResult<Value> {
        let obj = Value::Type(t.clone());
        let meta_attr = meta.lookup(name);
        if let Some(attr) = &meta_attr {
            let is_data = match attr {
                Value::Property(_) => true,
                Value::Instance(d) => d.class.lookup("__set__").is_some() || d.class.lookup("__delete__").is_some(),
                _ => false,
            };
            if is_data {
                return self.bind_descriptor(attr.clone(), obj, meta);
            }
        }
        if let Some(v) = t.lookup(name) {
            return match v {
                Value::ClassMethod(f) => Ok(Value::bound_method((*f).clone(), obj)),
                Value::StaticMethod(f) => Ok((*f).clone()),
                Value::Instance(ref inst) if inst.class.lookup("__get__").is_some() => {
                    let get = inst.class.lookup("__get__").unwrap_or(Value::None);
                    let get = self.bind_descriptor(get, v.clone(), &inst.class.clone())?;
                    self.call(&get, &[Value::None, obj], &[])
                }
                other => Ok(other),
            };
        }
        if let Some(v) = self.type_special_attr(t, name) {
            return Ok(v);
        }
        if let Some(attr) = meta_attr {
            return self.bind_descriptor(attr, obj, meta);
        }
        Err(self.no_attribute(&obj, name))
    }

    /// The metaclass's own (Python-level) special method `name` for a class value: how
    /// `iter(cls)`, `len(cls)`, `cls[k]`, `x in cls`, `repr(cls)`… reach a metaclass. None for
    /// anything else, and for the builtin methods every metaclass inherits from `type`.
    pub fn meta_method(&self, v: &Value, name: &str) -> Option<Value> {
        match v {
            Value::Type(t) => t.meta.as_ref()?.lookup(name).filter(|f| !matches!(f, Value::Builtin(_))),
            _ => None,
        }
    }

    pub fn del_attr(&mut self, obj: &Value, name: &str) -> PyResult<()> {
        if policy::is_blocked(name) {
            return Err(policy::forbidden(name));
        }
        match obj {
            Value::Instance(inst) => {
                if let Some(Value::Property(p)) = inst.class.lookup(name) {
                    if p.fdel.is_none() {
                        return Err(PyErr::attribute_error(format!("property '{}' of '{}' object has no deleter", name, inst.class.name)));
                    }
                    let d = p.fdel.clone();
                    self.call(&d, std::slice::from_ref(obj), &[])?;
                    return Ok(());
                }
                if let Some(da) = inst.class.lookup("__delattr__") {
                    if !matches!(da, Value::Builtin(_)) {
                        let bound = self.bind_descriptor(da, obj.clone(), &inst.class.clone())?;
                        self.call(&bound, &[Value::str(name)], &[])?;
                        return Ok(());
                    }
                }
                if inst.dict.borrow_mut().shift_remove(name).is_none() {
                    return Err(self.no_attribute(obj, name));
                }
                Ok(())
            }
            Value::Type(t) if !t.is_builtin => {
                if let Some(meta) = &t.meta {
                    if let Some(Value::Function(f)) = meta.lookup("__delattr__") {
                        return self.call_method_value(Value::Function(f), obj, &[Value::str(name)]).map(|_| ());
                    }
                }
                let t = t.clone();
                self.del_type_attr(&t, name)
            }
            Value::Function(f) => {
                if f.attrs.borrow_mut().shift_remove(name).is_none() {
                    return Err(self.no_attribute(obj, name));
                }
                Ok(())
            }
            _ => Err(self.no_attribute(obj, name)),
        }
    }

    /// `obj.name` for a call: returns (function, receiver) without allocating a bound method
    /// when possible, else (attribute, Null).
    pub fn load_method(&mut self, obj: Value, name: &str) -> PyResult<(Value, Value)> {
        if policy::is_blocked(name) {
            return Err(policy::forbidden(name));
        }
        match &obj {
            Value::Instance(inst) => {
                if !inst.dict.borrow().contains_key(name) {
                    if let Some(attr @ (Value::Function(_) | Value::Builtin(_))) = inst.class.lookup(name) {
                        return Ok((attr, obj));
                    }
                }
            }
            // `super().method(...)` on an instance: the function and the instance, with no
            // bound method in between (what `super_attr` would bind, unbound).
            Value::Super(s) if !matches!(s.obj, Value::Type(_)) => {
                if let Some(attr @ (Value::Function(_) | Value::Builtin(_))) = super_lookup(s, name) {
                    return Ok((attr, s.obj.clone()));
                }
            }
            Value::Type(_) | Value::Module(_) | Value::Super(_) => {}
            _ => {
                let cls = self.type_of(&obj);
                if let Some(attr @ Value::Builtin(_)) = cls.lookup(name) {
                    return Ok((attr, obj));
                }
            }
        }
        let v = self.get_attr(&obj, name)?;
        Ok((v, Value::Null))
    }

    pub fn has_attr(&mut self, obj: &Value, name: &str) -> PyResult<bool> {
        match self.get_attr(obj, name) {
            Ok(_) => Ok(true),
            Err(e) if self.error_is(&e, ExcKind::AttributeError) => Ok(false),
            Err(e) => Err(e),
        }
    }

    /// A builtin function value (for method tables and module members).
    pub fn builtin(name: &str, func: crate::value::NativeFn) -> Value {
        Value::Builtin(Rc::new(Builtin::new(name.into(), func, None)))
    }

    pub fn new_dict(&mut self, items: Vec<(Value, Value)>) -> PyResult<Value> {
        let mut store = crate::types::dict::DictStore::default();
        for (k, v) in items {
            self.store_insert(&mut store, k, v)?;
        }
        Ok(Value::Dict(crate::value::PyDict::new_rc(store)))
    }
}

/// A metaclass's hook for assigning `name` on its classes: a data descriptor named `name`
/// (property or `__set__`), else a Python-level `__setattr__`.
fn meta_set_hook(meta: &Rc<PyType>, name: &str) -> Option<Value> {
    match meta.lookup(name) {
        Some(p @ Value::Property(_)) => return Some(p),
        Some(Value::Instance(d)) if d.class.lookup("__set__").is_some() => return Some(Value::Instance(d)),
        _ => {}
    }
    meta.lookup("__setattr__").filter(|f| !matches!(f, Value::Builtin(_)))
}

impl Vm {
    /// `with ctx:` entry: returns (bound `__exit__`, result of `__enter__`).
    pub fn enter_context(&mut self, ctx: &Value) -> PyResult<(Value, Value)> {
        let cls = self.type_of(ctx);
        let (Some(enter), Some(exit)) = (cls.lookup("__enter__"), cls.lookup("__exit__")) else {
            return Err(PyErr::type_error(format!("'{}' object does not support the context manager protocol", cls.name)));
        };
        let exit = self.bind_descriptor(exit, ctx.clone(), &cls)?;
        let enter = self.bind_descriptor(enter, ctx.clone(), &cls)?;
        let entered = self.call(&enter, &[], &[])?;
        Ok((exit, entered))
    }
}

/// Whether instances of `cls` may hold attribute `name`: some class in the MRO names it in
/// its `__slots__` (or lists `__dict__`), or some user class lacks `__slots__` altogether and
/// so gives its instances a `__dict__`.
fn slots_allow(cls: &Rc<crate::value::PyType>, name: &str) -> bool {
    let names_it = |v: &Value| v.as_str().map(|s| s == name || s == "__dict__").unwrap_or(false);
    for t in std::iter::once(cls).chain(cls.mro.iter()) {
        if t.is_builtin {
            continue;
        }
        match t.dict.borrow().get("__slots__") {
            None => return true,
            Some(Value::Tuple(items)) => {
                if items.items.iter().any(names_it) {
                    return true;
                }
            }
            Some(Value::List(items)) => {
                if items.items.borrow().iter().any(names_it) {
                    return true;
                }
            }
            Some(other) => {
                if names_it(other) {
                    return true;
                }
            }
        }
    }
    false
}

/// What `super()` finds for `name`, unbound: the first class dict holding it along the MRO
/// of the object's type after `this_type` (walked in place: `super()` calls are frequent).
fn super_lookup(s: &crate::value::Super, name: &str) -> Option<Value> {
    let full = std::iter::once(&s.obj_type).chain(s.obj_type.mro.iter());
    let after_this = full.skip_while(|t| !Rc::ptr_eq(t, &s.this_type)).skip(1);
    after_this.map(|t| t.dict.borrow().get(name).cloned()).find(Option::is_some).flatten()
}

//! `object`, `BaseException`, and the small callable types: property, classmethod,
//! staticmethod, super, generator methods.

use std::rc::Rc;

use super::Method;
use crate::builtins::signature::{check_positional_count, Signature};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{KwArgs, PyType, Value};
use crate::vm::call::{GenStep, Resume};
use crate::vm::Vm;

pub const OBJECT_METHODS: &[Method] = &[
    ("__new__", object_new),
    ("__init__", object_init),
    ("__eq__", object_eq),
    ("__ne__", object_ne),
    ("__hash__", object_hash),
    ("__repr__", object_repr),
    ("__str__", object_str),
    ("__format__", object_format),
    ("__setattr__", object_setattr),
    ("__delattr__", object_delattr),
];

pub const OBJECT_CLASSMETHODS: &[Method] = &[("__init_subclass__", object_init_subclass)];

pub const NONE_METHODS: &[Method] = &[];

pub const EXCEPTION_METHODS: &[Method] = &[
    ("__new__", exception_new),
    ("__init__", exception_init),
    ("__repr__", object_repr),
    ("__str__", object_str),
    ("with_traceback", exception_with_traceback),
    ("add_note", exception_add_note),
];

pub const GENERATOR_METHODS: &[Method] = &[
    ("__next__", generator_next),
    ("__iter__", identity),
    ("send", generator_send),
    ("throw", generator_throw),
    ("close", generator_close),
];

pub const PROPERTY_METHODS: &[Method] = &[
    ("__new__", property_new),
    ("getter", property_getter),
    ("setter", property_setter),
    ("deleter", property_deleter),
    ("__get__", property_get),
];

pub const CLASSMETHOD_METHODS: &[Method] = &[("__new__", classmethod_new)];
pub const STATICMETHOD_METHODS: &[Method] = &[("__new__", staticmethod_new)];
pub const SUPER_METHODS: &[Method] = &[("__new__", super_new)];

const OBJECT_EQ: Signature<1, 0> = Signature::wrapper("object", "__eq__", ["value"], []);
const OBJECT_NE: Signature<1, 0> = Signature::wrapper("object", "__ne__", ["value"], []);
const OBJECT_HASH: Signature<0, 0> = Signature::wrapper("object", "__hash__", [], []);
const OBJECT_REPR: Signature<0, 0> = Signature::wrapper("object", "__repr__", [], []);
const OBJECT_STR: Signature<0, 0> = Signature::wrapper("object", "__str__", [], []);
const OBJECT_FORMAT: Signature<1, 0> = Signature::positional("object", "__format__", ["format_spec"], []);
const OBJECT_SETATTR: Signature<2, 0> = Signature::wrapper("object", "__setattr__", ["name", "value"], []);
const OBJECT_DELATTR: Signature<1, 0> = Signature::wrapper("object", "__delattr__", ["name"], []);
const WITH_TRACEBACK: Signature<1, 0> = Signature::positional("BaseException", "with_traceback", ["tb"], []);
const ADD_NOTE: Signature<1, 0> = Signature::positional("BaseException", "add_note", ["note"], []);
const GENERATOR_ITER: Signature<0, 0> = Signature::wrapper("generator", "__iter__", [], []);
const GENERATOR_NEXT: Signature<0, 0> = Signature::wrapper("generator", "__next__", [], []);
const SEND: Signature<1, 0> = Signature::positional("generator", "send", ["value"], []);
const THROW: Signature<1, 2> = Signature::positional("generator", "throw", ["typ"], ["val", "tb"]);
const CLOSE: Signature<0, 0> = Signature::positional("generator", "close", [], []);
const PROPERTY: Signature<0, 4> = Signature::clinic("property", "property", [], ["fget", "fset", "fdel", "doc"]);
const PROPERTY_GETTER: Signature<1, 0> = Signature::positional("property", "getter", ["func"], []);
const PROPERTY_SETTER: Signature<1, 0> = Signature::positional("property", "setter", ["func"], []);
const PROPERTY_DELETER: Signature<1, 0> = Signature::positional("property", "deleter", ["func"], []);
const PROPERTY_GET: Signature<1, 1> = Signature::wrapper("property", "__get__", ["instance"], ["owner"]);
/// classmethod, staticmethod and super refuse keywords before counting their arguments.
const CLASSMETHOD_KEYWORDS: Signature<0, 0> = Signature::positional("", "classmethod", [], []);
const STATICMETHOD_KEYWORDS: Signature<0, 0> = Signature::positional("", "staticmethod", [], []);
const SUPER_KEYWORDS: Signature<0, 0> = Signature::positional("", "super", [], []);

fn object_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    match args.first() {
        Some(Value::Type(t)) => {
            if t.is_builtin && !Rc::ptr_eq(t, &vm.types.object) {
                return Err(PyErr::type_error(format!("object.__new__({}) is not safe, use {}.__new__()", t.name, t.name)));
            }
            // CPython's rule for extra arguments: they are an error when the class
            // overrides `__new__` (they were meant for it), or overrides neither.
            if args.len() > 1 || !kw.is_empty() {
                let (new, init) = t.constructors();
                if !matches!(&new, Some(v) if vm.types.is_object_new(v)) {
                    return Err(PyErr::type_error("object.__new__() takes exactly one argument (the type to instantiate)"));
                }
                if matches!(&init, Some(v) if v.is(&vm.types.object_init)) {
                    return Err(PyErr::type_error(format!("{}() takes no arguments", t.name)));
                }
            }
            Ok(vm.new_instance(t))
        }
        _ => Err(PyErr::type_error("object.__new__(X): X is not a type object")),
    }
}

/// `object.__init__(self, *args, **kwargs)`: extra arguments are an error unless the class
/// overrides `__new__` but not `__init__` (CPython's rule: then `Cls(x)` reaches here with
/// the arguments its `__new__` consumed).
fn object_init(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    if args.len() > 1 || !kw.is_empty() {
        if let Some(obj) = args.first() {
            let t = vm.type_of(obj);
            let (new, init) = t.constructors();
            if !matches!(&init, Some(v) if v.is(&vm.types.object_init)) {
                return Err(PyErr::type_error("object.__init__() takes exactly one argument (the instance to initialize)"));
            }
            if matches!(&new, Some(v) if vm.types.is_object_new(v)) {
                return Err(PyErr::type_error(format!("{}.__init__() takes exactly one argument (the instance to initialize)", t.name)));
            }
        }
    }
    Ok(Value::None)
}

/// `object.__init_subclass__`: the end of the chain that class keywords (`class C(x=1)`)
/// travel along, so any keyword that reaches it was consumed by nobody.
fn object_init_subclass(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let owner = match args.first() {
        Some(Value::Type(cls)) => cls.qualname.borrow().to_string(),
        _ => "object".to_string(),
    };
    if !kw.is_empty() {
        return Err(PyErr::type_error(format!("{owner}.__init_subclass__() takes no keyword arguments")));
    }
    if args.len() > 1 {
        return Err(PyErr::type_error(format!("{owner}.__init_subclass__() takes no arguments ({} given)", args.len() - 1)));
    }
    Ok(Value::None)
}

fn object_eq(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [value], []) = OBJECT_EQ.bind_method(args, kw)?;
    Ok(if this.is(value) { Value::Bool(true) } else { Value::NotImplemented })
}

fn object_ne(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [value], []) = OBJECT_NE.bind_method(args, kw)?;
    let cls = vm.type_of(this);
    if let Some(eq) = cls.lookup("__eq__") {
        if !matches!(eq, Value::Builtin(_)) {
            let r = vm.call_method_value(eq, this, std::slice::from_ref(value))?;
            if matches!(r, Value::NotImplemented) {
                return Ok(r);
            }
            return Ok(Value::Bool(!vm.truthy(&r)?));
        }
    }
    Ok(if this.is(value) { Value::Bool(false) } else { Value::NotImplemented })
}

fn object_hash(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = OBJECT_HASH.bind_method(args, kw)?;
    let h = match this {
        Value::Instance(_) => (this.heap_ptr().unwrap_or(0) >> 4) as i64,
        other => vm.hash(other)? as i64,
    };
    Ok(Value::Int(h))
}

fn object_repr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = OBJECT_REPR.bind_method(args, kw)?;
    let s = match this {
        Value::Instance(_) => vm.default_instance_repr(this)?,
        other => vm.repr_of(other)?,
    };
    Ok(Value::string(s))
}

fn object_str(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = OBJECT_STR.bind_method(args, kw)?;
    let s = match this {
        Value::Instance(_) => vm.default_instance_str(this)?,
        other => vm.str_of(other)?,
    };
    Ok(Value::string(s))
}

fn object_format(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [format_spec], []) = OBJECT_FORMAT.bind_method(args, kw)?;
    let Some(spec) = format_spec.as_str() else {
        return Err(PyErr::type_error(format!("__format__() argument must be str, not {}", vm.type_name(format_spec))));
    };
    if !spec.is_empty() {
        return Err(PyErr::type_error(format!("unsupported format string passed to {}.__format__", vm.type_name(this))));
    }
    Ok(Value::string(vm.str_of(this)?))
}

/// The attribute name of `object.__setattr__`/`__delattr__`.
fn attr_name<'a>(vm: &Vm, name: &'a Value) -> PyResult<&'a str> {
    name.as_str().ok_or_else(|| PyErr::type_error(format!("attribute name must be string, not '{}'", vm.type_name(name))))
}

fn object_setattr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [name, value], []) = OBJECT_SETATTR.bind_method(args, kw)?;
    let name = attr_name(vm, name)?;
    match this {
        Value::Instance(inst) => {
            if crate::policy::is_blocked(name) {
                return Err(crate::policy::forbidden(name));
            }
            // A data descriptor on the class still gets the assignment.
            if let Some(Value::Property(_)) = inst.class.lookup(name) {
                let obj = this.clone();
                return vm.set_attr(&obj, name, value.clone()).map(|_| Value::None);
            }
            vm.check_attr_growth(&inst.dict.borrow())?;
            inst.dict.borrow_mut().insert(name.into(), value.clone());
            inst.sync_charge();
            Ok(Value::None)
        }
        Value::Type(t) => {
            let t = t.clone();
            vm.set_type_attr(&t, name, value.clone())?;
            Ok(Value::None)
        }
        other => {
            let other = other.clone();
            vm.set_attr(&other, name, value.clone())?;
            Ok(Value::None)
        }
    }
}

fn object_delattr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [name], []) = OBJECT_DELATTR.bind_method(args, kw)?;
    let name = attr_name(vm, name)?;
    if let Value::Instance(inst) = this {
        if inst.dict.borrow_mut().shift_remove(name).is_none() {
            return Err(PyErr::attribute_error(format!("'{}' object has no attribute '{}'", inst.class.name, name)));
        }
        return Ok(Value::None);
    }
    if let Value::Type(t) = this {
        let t = t.clone();
        vm.del_type_attr(&t, name)?;
        return Ok(Value::None);
    }
    let obj = this.clone();
    vm.del_attr(&obj, name)?;
    Ok(Value::None)
}

/// `BaseException.__new__(cls, *args)`.
fn exception_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let Some((Value::Type(t), rest)) = args.split_first() else {
        return Err(PyErr::type_error("BaseException.__new__(X): X is not a type object"));
    };
    let os_error = vm.types.exception(ExcKind::OSError);
    if t.is_subtype(&os_error) || Rc::ptr_eq(t, &os_error) {
        // OSError refuses keywords in `__new__` (naming the class asked for, before it
        // picks the subclass for the errno) unless a subclass brings its own `__init__`.
        if !kw.is_empty() && matches!(t.lookup("__init__"), Some(Value::Builtin(_))) {
            return Err(PyErr::type_error(format!("{}() takes no keyword arguments", t.name)));
        }
        return os_error_new(vm, t, &os_error, rest);
    }
    let inst = vm.new_instance(t);
    if let Value::Instance(i) = &inst {
        if let Some(d) = &i.exc {
            *d.args.borrow_mut() = Value::tuple(rest.to_vec());
        }
    }
    Ok(inst)
}

/// `OSError(errno, strerror[, filename[, winerror[, filename2]]])`: `OSError` itself picks
/// the subclass for the errno (the ones the engine has), and every OSError carries
/// `errno`, `strerror`, `filename` and `filename2` (None unless given).
fn os_error_new(vm: &mut Vm, t: &Rc<PyType>, os_error: &Rc<PyType>, rest: &[Value]) -> PyResult<Value> {
    let structured = (2..=5).contains(&rest.len());
    let mut class = t.clone();
    if structured && Rc::ptr_eq(t, os_error) {
        // CPython's errno table (Linux numbers).
        let kind = match rest.first() {
            Some(Value::Int(11 | 114 | 115)) => Some(ExcKind::BlockingIOError),
            Some(Value::Int(10)) => Some(ExcKind::ChildProcessError),
            Some(Value::Int(32 | 108)) => Some(ExcKind::BrokenPipeError),
            Some(Value::Int(103)) => Some(ExcKind::ConnectionAbortedError),
            Some(Value::Int(111)) => Some(ExcKind::ConnectionRefusedError),
            Some(Value::Int(104)) => Some(ExcKind::ConnectionResetError),
            Some(Value::Int(17)) => Some(ExcKind::FileExistsError),
            Some(Value::Int(2)) => Some(ExcKind::FileNotFoundError),
            Some(Value::Int(4)) => Some(ExcKind::InterruptedError),
            Some(Value::Int(21)) => Some(ExcKind::IsADirectoryError),
            Some(Value::Int(20)) => Some(ExcKind::NotADirectoryError),
            Some(Value::Int(1 | 13)) => Some(ExcKind::PermissionError),
            Some(Value::Int(3)) => Some(ExcKind::ProcessLookupError),
            Some(Value::Int(110)) => Some(ExcKind::TimeoutError),
            _ => None,
        };
        if let Some(kind) = kind {
            class = vm.types.exception(kind);
        }
    }
    let inst = vm.new_instance(&class);
    if let Value::Instance(i) = &inst {
        let field = |k: usize| if structured { rest.get(k).cloned().unwrap_or(Value::None) } else { Value::None };
        let mut dict = i.dict.borrow_mut();
        dict.insert("errno".into(), field(0));
        dict.insert("strerror".into(), field(1));
        dict.insert("filename".into(), field(2));
        dict.insert("filename2".into(), field(4));
        drop(dict);
        if let Some(d) = &i.exc {
            // With a filename, args keeps only (errno, strerror), as in CPython.
            let kept = if structured { &rest[..2] } else { rest };
            *d.args.borrow_mut() = Value::tuple(kept.to_vec());
        }
    }
    Ok(inst)
}

/// `BaseException.__init__(self, *args)`.
/// `BaseException.__init__(self, *args)`: keywords are refused (CPython names the
/// instance's type), except `name` and `path` for ImportError and its subclasses.
fn exception_init(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    if let Some((Value::Instance(i), rest)) = args.split_first() {
        let import_error = vm.types.exception(ExcKind::ImportError);
        if Rc::ptr_eq(&i.class, &import_error) || i.class.is_subtype(&import_error) {
            let mut fields = [("name", Value::None), ("path", Value::None)];
            for (key, value) in kw {
                match fields.iter_mut().find(|(field, _)| *field == &**key) {
                    Some(slot) => slot.1 = value.clone(),
                    None => {
                        return Err(PyErr::type_error(format!("'{}' is an invalid keyword argument for {}()", key, i.class.name)));
                    }
                }
            }
            for (field, value) in fields {
                i.dict.borrow_mut().insert(field.into(), value);
            }
        } else if !kw.is_empty() {
            return Err(PyErr::type_error(format!("{}() takes no keyword arguments", i.class.name)));
        }
        if let Some(d) = &i.exc {
            // An OSError given a filename keeps only (errno, strerror) in args.
            let os_error = i.class.is_subtype(&vm.types.exception(ExcKind::OSError));
            let kept = if os_error && (3..=5).contains(&rest.len()) { &rest[..2] } else { rest };
            *d.args.borrow_mut() = Value::tuple(kept.to_vec());
        }
    }
    Ok(Value::None)
}

fn exception_with_traceback(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [_tb], []) = WITH_TRACEBACK.bind_method(args, kw)?;
    Ok(this.clone())
}

fn exception_add_note(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [note], []) = ADD_NOTE.bind_method(args, kw)?;
    let obj = this.clone();
    let notes = match vm.get_attr(&obj, "__notes__") {
        Ok(Value::List(l)) => l,
        _ => {
            let l = Value::list(vec![]);
            vm.set_attr(&obj, "__notes__", l.clone())?;
            match l {
                Value::List(l) => l,
                _ => return Ok(Value::None),
            }
        }
    };
    notes.items_mut().push(note.clone());
    Ok(Value::None)
}

fn identity(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = GENERATOR_ITER.bind_method(args, kw)?;
    Ok(this.clone())
}

fn generator_next(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = GENERATOR_NEXT.bind_method(args, kw)?;
    let Value::Generator(g) = this else {
        return Err(PyErr::type_error("descriptor '__next__' requires a 'generator' object"));
    };
    let g = g.clone();
    match vm.resume_generator(&g, Resume::Next(Value::None))? {
        GenStep::Yielded(v) => Ok(v),
        GenStep::Returned(v) => Err(stop_with(v)),
    }
}

fn stop_with(v: Value) -> PyErr {
    if v.is_none() {
        PyErr::stop_iteration()
    } else {
        PyErr::with_args(ExcKind::StopIteration, vec![v])
    }
}

fn generator_send(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [value], []) = SEND.bind_method(args, kw)?;
    let Value::Generator(g) = this else { return Err(PyErr::type_error("send() requires a generator")) };
    let g = g.clone();
    match vm.resume_generator(&g, Resume::Next(value.clone()))? {
        GenStep::Yielded(v) => Ok(v),
        GenStep::Returned(v) => Err(stop_with(v)),
    }
}

fn generator_throw(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [typ], [val, _tb]) = THROW.bind_method(args, kw)?;
    let Value::Generator(g) = this else { return Err(PyErr::type_error("throw() requires a generator")) };
    let g = g.clone();
    let exc = match (typ, val) {
        (Value::Type(_), Some(v)) if !v.is_none() => {
            let t = typ.clone();
            if matches!(v, Value::Instance(_)) && vm.type_of(v).base_kind == crate::value::BaseKind::Exception {
                v.clone()
            } else {
                vm.call(&t, std::slice::from_ref(v), &[])?
            }
        }
        (other, _) => other.clone(),
    };
    let err = vm.raise_value(exc, None)?;
    match vm.resume_generator(&g, Resume::Throw(err))? {
        GenStep::Yielded(v) => Ok(v),
        GenStep::Returned(v) => Err(stop_with(v)),
    }
}

fn generator_close(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = CLOSE.bind_method(args, kw)?;
    let Value::Generator(g) = this else { return Err(PyErr::type_error("close() requires a generator")) };
    let g = g.clone();
    let started = match &*g.state.borrow() {
        crate::value::GenState::Suspended(f) => f.pc > 0,
        _ => false,
    };
    if !started {
        *g.state.borrow_mut() = crate::value::GenState::Finished;
        return Ok(Value::None);
    }
    let exit = PyErr::with_args(ExcKind::GeneratorExit, vec![]);
    match vm.resume_generator(&g, Resume::Throw(exit)) {
        Ok(GenStep::Yielded(_)) => Err(PyErr::new(ExcKind::RuntimeError, "generator ignored GeneratorExit")),
        Ok(GenStep::Returned(_)) => Ok(Value::None),
        Err(e) if vm.error_is(&e, ExcKind::GeneratorExit) || vm.error_is(&e, ExcKind::StopIteration) => Ok(Value::None),
        Err(e) => Err(e),
    }
}

fn property_new(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (_cls, [], [fget, fset, fdel, doc]) = PROPERTY.bind_method(args, kw)?;
    let get = |v: Option<&Value>| v.cloned().unwrap_or(Value::None);
    let fget = get(fget);
    let mut doc = get(doc);
    if doc.is_none() {
        if let Value::Function(f) = &fget {
            doc = f.doc.borrow().clone();
        }
    }
    Ok(Value::property(fget, get(fset), get(fdel), doc))
}

fn property_with(args: &[Value], kw: &KwArgs, which: usize) -> PyResult<Value> {
    let signature = [&PROPERTY_GETTER, &PROPERTY_SETTER, &PROPERTY_DELETER][which.min(2)];
    let (this, [func], []) = signature.bind_method(args, kw)?;
    let Value::Property(p) = this else { return Err(PyErr::type_error("descriptor requires a 'property' object")) };
    let f = func.clone();
    let (fget, fset, fdel) = match which {
        0 => (f, p.fset.clone(), p.fdel.clone()),
        1 => (p.fget.clone(), f, p.fdel.clone()),
        _ => (p.fget.clone(), p.fset.clone(), f),
    };
    Ok(Value::property(fget, fset, fdel, p.doc.clone()))
}

fn property_getter(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    property_with(args, kw, 0)
}
fn property_setter(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    property_with(args, kw, 1)
}
fn property_deleter(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    property_with(args, kw, 2)
}

fn property_get(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [instance], [_owner]) = PROPERTY_GET.bind_method(args, kw)?;
    let Value::Property(p) = this else { return Err(PyErr::type_error("descriptor requires a 'property' object")) };
    if instance.is_none() {
        return Ok(this.clone());
    }
    let g = p.fget.clone();
    vm.call(&g, std::slice::from_ref(instance), &[])
}

/// The one argument of `classmethod(function)`/`staticmethod(function)` (after the class).
fn wrapped_function<'a>(args: &'a [Value], kw: &KwArgs, keywords: &Signature<0, 0>) -> PyResult<&'a Value> {
    keywords.bind(&[], kw)?;
    let rest = args.get(1..).unwrap_or(&[]);
    check_positional_count(keywords.name, rest.len(), 1, 1)?;
    rest.first().ok_or_else(|| PyErr::type_error(format!("{} expected 1 argument, got 0", keywords.name)))
}

fn classmethod_new(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::classmethod(wrapped_function(args, kw, &CLASSMETHOD_KEYWORDS)?.clone()))
}

fn staticmethod_new(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::staticmethod(wrapped_function(args, kw, &STATICMETHOD_KEYWORDS)?.clone()))
}

/// `super.__new__(cls, type, obj)`: the compiler supplies both for `super()`.
fn super_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    SUPER_KEYWORDS.bind(&[], kw)?;
    let [_, this_type, obj] = args else {
        if args.len() > 3 {
            check_positional_count("super()", args.len() - 1, 0, 2)?;
        }
        return Err(PyErr::new(ExcKind::RuntimeError, "super(): no arguments"));
    };
    let Value::Type(this_type) = this_type else {
        return Err(PyErr::type_error(format!("super() argument 1 must be a type, not {}", vm.type_name(this_type))));
    };
    let obj = obj.clone();
    let obj_type = match &obj {
        Value::Type(t) if t.is_subtype(this_type) => t.clone(),
        other => vm.type_of(other),
    };
    if !obj_type.is_subtype(this_type) {
        return Err(PyErr::type_error("super(type, obj): obj must be an instance or subtype of type"));
    }
    Ok(Value::super_of(this_type.clone(), obj, obj_type))
}

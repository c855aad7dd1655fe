//! `type`'s own methods, which metaclasses (Python subclasses of `type`) inherit and reach
//! through `super()`: `__new__` (class creation), `__init__`, `__call__` (instantiation),
//! `__prepare__`, `__setattr__`/`__delattr__` (plain class-dict updates), and the
//! three-argument `type(name, bases, dict)`.

use std::rc::Rc;

use super::Method;
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::value::{AttrMap, KwArgs, PyType, Str, Value};
use crate::vm::Vm;

pub const TYPE_METHODS: &[Method] = &[
    ("__new__", type_new),
    ("__init__", type_init),
    ("__call__", type_call),
    ("__setattr__", type_setattr),
    ("__delattr__", type_delattr),
];

pub const TYPE_CLASSMETHODS: &[Method] = &[("__prepare__", type_prepare)];

const TYPE_SETATTR: Signature<2, 0> = Signature::wrapper("type", "__setattr__", ["name", "value"], []);
const TYPE_DELATTR: Signature<1, 0> = Signature::wrapper("type", "__delattr__", ["name"], []);

/// `type(name, bases, dict)`: creates a class dynamically (through the most derived
/// metaclass of the bases when that is not `type`); keywords go to `__init_subclass__`.
pub fn type_three_args(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let [name, bases, dict] = args else {
        return Err(PyErr::type_error("type() takes 1 or 3 arguments"));
    };
    let (name, bases, dict) = class_spec(vm, name, bases, dict)?;
    let type_type = vm.types.type_type.clone();
    let winner = vm.winner_metaclass(&type_type, &bases)?;
    if !Rc::ptr_eq(&winner, &type_type) {
        return vm.call(&Value::Type(winner), args, kw);
    }
    let cls = vm.make_class(None, name, bases, dict, kw)?;
    Ok(Value::Type(cls))
}

/// `type.__new__(mcls, name, bases, dict, **kwargs)`.
fn type_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let Some(Value::Type(mcls)) = args.first() else {
        return Err(PyErr::type_error("type.__new__(X): X is not a type object"));
    };
    let type_type = vm.types.type_type.clone();
    if !mcls.is_subtype(&type_type) {
        return Err(PyErr::type_error(format!("type.__new__({}): {} is not a subtype of type", mcls.name, mcls.name)));
    }
    let [_, name, bases, dict] = args else {
        return Err(PyErr::type_error(format!("type.__new__() takes exactly 3 arguments ({} given)", args.len() - 1)));
    };
    let (name, bases, dict) = class_spec(vm, name, bases, dict)?;
    let winner = vm.winner_metaclass(mcls, &bases)?;
    let cls = vm.make_class(Some(winner), name, bases, dict, kw)?;
    Ok(Value::Type(cls))
}

/// `type.__init__(cls, ...)`: nothing to do once `__new__` made the class.
fn type_init(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    if args.len() != 2 && args.len() != 4 {
        return Err(PyErr::type_error("type.__init__() takes 1 or 3 arguments"));
    }
    Ok(Value::None)
}

/// `type.__call__(cls, *args, **kwargs)`: the default instantiation, for metaclasses whose
/// own `__call__` delegates with `super().__call__(...)`.
fn type_call(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let Some((Value::Type(t), rest)) = args.split_first() else {
        return Err(PyErr::type_error("descriptor '__call__' requires a 'type' object"));
    };
    let t = t.clone();
    if Rc::ptr_eq(&t, &vm.types.type_type) {
        return vm.call(&Value::Type(t), rest, kw);
    }
    vm.instantiate(&t, rest, kw)
}

/// `type.__prepare__(name, bases, **kwargs)`: a fresh empty dict.
fn type_prepare(vm: &mut Vm, _args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    vm.new_dict(Vec::new())
}

fn type_setattr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [name, value], []) = TYPE_SETATTR.bind_method(args, kw)?;
    let (t, name) = type_and_name(vm, this, name, "__setattr__")?;
    vm.set_type_attr(&t, &name, value.clone())?;
    Ok(Value::None)
}

fn type_delattr(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [name], []) = TYPE_DELATTR.bind_method(args, kw)?;
    let (t, name) = type_and_name(vm, this, name, "__delattr__")?;
    vm.del_type_attr(&t, &name)?;
    Ok(Value::None)
}

fn type_and_name(vm: &Vm, this: &Value, name: &Value, method: &str) -> PyResult<(Rc<PyType>, String)> {
    let Value::Type(t) = this else {
        return Err(PyErr::type_error(format!("descriptor '{}' requires a 'type' object but received a '{}'", method, vm.type_name(this))));
    };
    let Some(name) = name.as_str() else {
        return Err(PyErr::type_error(format!("attribute name must be string, not '{}'", vm.type_name(name))));
    };
    Ok((t.clone(), name.to_string()))
}

/// Checks and unpacks `(name, bases, dict)`; `dict` may be a dict or a dict subclass.
fn class_spec(vm: &mut Vm, name: &Value, bases: &Value, dict: &Value) -> PyResult<(Str, Vec<Rc<PyType>>, AttrMap)> {
    let name: Str = match name {
        Value::Str(s) => (&*s.s).into(),
        other => return Err(PyErr::type_error(format!("type.__new__() argument 1 must be str, not {}", vm.type_name(other)))),
    };
    let bases = match bases {
        Value::Tuple(t) => {
            let mut out = Vec::new();
            for b in t.items.iter() {
                match b {
                    Value::Type(bt) => out.push(bt.clone()),
                    other => return Err(PyErr::type_error(format!("bases must be types, not {}", vm.type_name(other)))),
                }
            }
            out
        }
        other => return Err(PyErr::type_error(format!("type.__new__() argument 2 must be tuple, not {}", vm.type_name(other)))),
    };
    let store = match dict {
        Value::Dict(d) => Some(d.clone()),
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::Dict(d) => Some(d.clone()),
            _ => None,
        },
        _ => None,
    };
    let Some(store) = store else {
        return Err(PyErr::type_error(format!("type.__new__() argument 3 must be dict, not {}", vm.type_name(dict))));
    };
    let items = store.store.borrow().items();
    vm.charge(items.len() as u64)?;
    let mut dict = AttrMap::default();
    for (k, v) in items {
        if let Value::Str(s) = k {
            dict.insert((&*s.s).into(), v);
        }
    }
    Ok((name, bases, dict))
}

//! `copy`: shallow and deep copies of builtin containers and of instances of user classes,
//! with the `__copy__` / `__deepcopy__` hooks, `__getstate__` / `__setstate__`, a
//! Python-defined `__reduce_ex__` / `__reduce__`, and a real `memo` dict keyed by `id()`
//! (so user `__deepcopy__` methods can pass it on). Cycles are handled through the memo;
//! nesting depth is bounded by the recursion limit.

use std::rc::Rc;

use super::{native_module, python_module};
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::types::iter::{new_iter, IterState};
use crate::value::{Instance, KwArgs, Namespace, NativeFn, PyDict, Value};
use crate::vm::Vm;

const NATIVE: &[(&str, NativeFn)] = &[("copy", copy), ("deepcopy", deepcopy)];

const SOURCE: &str = r#"
class Error(Exception):
    pass

error = Error
"#;

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let ns = native_module(vm, "copy", NATIVE);
    python_module(vm, "copy", SOURCE, ns)
}

/// Values that copy to themselves (immutable, or identity-only objects).
fn is_atomic(v: &Value) -> bool {
    v.is_leaf()
        || matches!(
            v,
            Value::Range(_)
                | Value::Slice(_)
                | Value::Function(_)
                | Value::Builtin(_)
                | Value::HostFunction(_)
                | Value::Type(_)
                | Value::Property(_)
                | Value::ClassMethod(_)
                | Value::StaticMethod(_)
        )
}

fn cannot_pickle(vm: &Vm, v: &Value) -> PyErr {
    PyErr::type_error(format!("cannot pickle '{}' object", vm.type_name(v)))
}

fn call_method(vm: &mut Vm, obj: &Value, name: &str, args: &[Value]) -> PyResult<Value> {
    let m = vm.get_attr(obj, name)?;
    vm.call(&m, args, &[])
}

/// A Python-level (not builtin) attribute of the class.
fn user_hook(inst: &Instance, name: &str) -> Option<Value> {
    inst.class.lookup(name).filter(|f| !matches!(f, Value::Builtin(_)) && !f.is_none())
}

/// Copies of native iterators over sequences keep their position.
fn copy_iter(vm: &mut Vm, v: &Value, deep: Option<&Rc<PyDict>>) -> PyResult<Value> {
    let Value::Iter(it) = v else { return Err(cannot_pickle(vm, v)) };
    let state = match &*it.state.borrow() {
        IterState::Seq { seq, index } => Some((Some(seq.clone()), *index, None)),
        IterState::Str { s, byte_pos } => Some((None, *byte_pos, Some(IterState::Str { s: s.clone(), byte_pos: *byte_pos }))),
        IterState::Range { next, stop, step } => Some((None, 0, Some(IterState::Range { next: *next, stop: *stop, step: *step }))),
        IterState::Exhausted => Some((None, 0, Some(IterState::Exhausted))),
        _ => None,
    };
    match state {
        Some((Some(seq), index, _)) => {
            let seq = match deep {
                Some(memo) => deep_copy(vm, &seq, memo)?,
                None => seq,
            };
            Ok(new_iter(IterState::Seq { seq, index }))
        }
        Some((None, _, Some(st))) => Ok(new_iter(st)),
        _ => Err(cannot_pickle(vm, v)),
    }
}

// ----- copy.copy -----

fn copy(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const COPY: Signature<1, 0> = Signature::python("", "copy", ["x"], []);
    let ([x], []) = COPY.bind(args, kw)?;
    shallow_copy(vm, x)
}

fn shallow_copy(vm: &mut Vm, x: &Value) -> PyResult<Value> {
    if is_atomic(x) {
        return Ok(x.clone());
    }
    match x {
        Value::Tuple(_) | Value::FrozenSet(_) | Value::BoundMethod(_) => Ok(x.clone()),
        Value::List(l) => {
            let items = l.items.borrow().clone();
            vm.charge(items.len() as u64 / 8 + 1)?;
            Ok(Value::list(items))
        }
        Value::Dict(_) | Value::Set(_) => call_method(vm, x, "copy", &[]),
        Value::ByteArray(b) => Ok(Value::ByteArray(Rc::new(crate::value::PyByteArray::new(b.borrow().clone())))),
        Value::Iter(_) => copy_iter(vm, x, None),
        Value::Instance(inst) => {
            if let Some(hook) = user_hook(inst, "__copy__") {
                return vm.call_method_value(hook, x, &[]);
            }
            reconstruct(vm, x, inst, None)
        }
        _ => Err(cannot_pickle(vm, x)),
    }
}

// ----- copy.deepcopy -----

fn deepcopy(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let mut memo_arg = args.get(1).cloned();
    for (k, v) in kw {
        match &**k {
            "memo" if memo_arg.is_none() => memo_arg = Some(v.clone()),
            "x" if args.is_empty() => {}
            _ => return Err(PyErr::type_error(format!("deepcopy() got an unexpected keyword argument '{}'", k))),
        }
    }
    let x = match args.first().cloned().or_else(|| kw.iter().find(|(k, _)| &**k == "x").map(|(_, v)| v.clone())) {
        Some(x) => x,
        None => return Err(PyErr::type_error("deepcopy() missing 1 required positional argument: 'x'")),
    };
    if args.len() > 3 {
        return Err(PyErr::type_error(format!("deepcopy() takes from 1 to 3 positional arguments but {} were given", args.len())));
    }
    let memo = match memo_arg {
        None | Some(Value::None) => PyDict::new_rc(Default::default()),
        Some(Value::Dict(d)) => d,
        Some(other) => return Err(PyErr::attribute_error(format!("'{}' object has no attribute 'get'", vm.type_name(&other)))),
    };
    deep_copy(vm, &x, &memo)
}

fn id_key(v: &Value) -> Value {
    Value::Int(v.heap_ptr().unwrap_or(0) as i64)
}

fn memo_store(vm: &mut Vm, memo: &Rc<PyDict>, x: &Value, y: &Value) -> PyResult<()> {
    vm.dict_set(memo, id_key(x), y.clone())
}

/// Keeps `x` alive for as long as the memo lives (ids stay unique), as CPython does.
fn keep_alive(vm: &mut Vm, memo: &Rc<PyDict>, x: &Value) -> PyResult<()> {
    let key = Value::Int(Rc::as_ptr(memo) as *const u8 as usize as i64);
    match vm.dict_get(memo, &key)? {
        Some(Value::List(l)) => l.items_mut().push(x.clone()),
        _ => vm.dict_set(memo, key, Value::list(vec![x.clone()]))?,
    }
    Ok(())
}

fn deep_copy(vm: &mut Vm, x: &Value, memo: &Rc<PyDict>) -> PyResult<Value> {
    if is_atomic(x) {
        return Ok(x.clone());
    }
    if let Some(y) = vm.dict_get(memo, &id_key(x))? {
        return Ok(y);
    }
    vm.enter_recursion(" while calling a Python object")?;
    let r = stacker::maybe_grow(64 * 1024, 1024 * 1024, || deep_copy_inner(vm, x, memo));
    vm.recursion_depth = vm.recursion_depth.saturating_sub(1);
    let y = r?;
    if !y.is(x) {
        memo_store(vm, memo, x, &y)?;
        keep_alive(vm, memo, x)?;
    }
    Ok(y)
}

fn deep_copy_inner(vm: &mut Vm, x: &Value, memo: &Rc<PyDict>) -> PyResult<Value> {
    vm.charge(1)?;
    match x {
        Value::List(l) => {
            let y = crate::value::PyList::new_rc(Vec::new());
            let yv = Value::List(y.clone());
            memo_store(vm, memo, x, &yv)?;
            let items = l.items.borrow().clone();
            for item in &items {
                let c = deep_copy(vm, item, memo)?;
                y.items_mut().push(c);
            }
            Ok(yv)
        }
        Value::Tuple(t) => {
            let mut out = Vec::with_capacity(t.items.len());
            for item in t.items.iter() {
                out.push(deep_copy(vm, item, memo)?);
            }
            // A cycle through this tuple may already have produced its copy.
            if let Some(y) = vm.dict_get(memo, &id_key(x))? {
                return Ok(y);
            }
            if out.iter().zip(t.items.iter()).all(|(a, b)| a.is(b)) {
                return Ok(x.clone());
            }
            Ok(Value::tuple(out))
        }
        Value::Dict(d) => {
            let y = PyDict::new_rc(Default::default());
            let yv = Value::Dict(y.clone());
            memo_store(vm, memo, x, &yv)?;
            let items = d.store.borrow().items();
            for (k, v) in items {
                let k2 = deep_copy(vm, &k, memo)?;
                let v2 = deep_copy(vm, &v, memo)?;
                vm.dict_set(&y, k2, v2)?;
            }
            Ok(yv)
        }
        Value::Set(s) | Value::FrozenSet(s) => {
            let items = s.store.borrow().keys();
            let mut out = Vec::with_capacity(items.len());
            for item in &items {
                out.push(deep_copy(vm, item, memo)?);
            }
            let ctor = if matches!(x, Value::Set(_)) { vm.types.set.clone() } else { vm.types.frozenset.clone() };
            vm.call(&Value::Type(ctor), &[Value::list(out)], &[])
        }
        Value::ByteArray(b) => Ok(Value::ByteArray(Rc::new(crate::value::PyByteArray::new(b.borrow().clone())))),
        Value::BoundMethod(m) => {
            let receiver = deep_copy(vm, &m.receiver, memo)?;
            Ok(Value::bound_method(m.func.clone(), receiver))
        }
        Value::Iter(_) => copy_iter(vm, x, Some(memo)),
        Value::Instance(inst) => {
            if let Some(hook) = user_hook(inst, "__deepcopy__") {
                return vm.call_method_value(hook, x, &[Value::Dict(memo.clone())]);
            }
            reconstruct(vm, x, inst, Some(memo))
        }
        _ => Err(cannot_pickle(vm, x)),
    }
}

fn maybe_deep(vm: &mut Vm, v: &Value, memo: Option<&Rc<PyDict>>) -> PyResult<Value> {
    match memo {
        Some(m) => deep_copy(vm, v, m),
        None => Ok(v.clone()),
    }
}

/// Copies an instance: `__reduce_ex__`/`__reduce__` when the class defines one in Python,
/// else a new object of the same class (its `__new__` called without arguments, `__init__`
/// not run) given the original's state.
fn reconstruct(vm: &mut Vm, x: &Value, inst: &Rc<Instance>, memo: Option<&Rc<PyDict>>) -> PyResult<Value> {
    if let Some(hook) = user_hook(inst, "__reduce_ex__") {
        let rv = vm.call_method_value(hook, x, &[Value::Int(4)])?;
        return from_reduce(vm, x, rv, memo);
    }
    if let Some(hook) = user_hook(inst, "__reduce__") {
        let rv = vm.call_method_value(hook, x, &[])?;
        return from_reduce(vm, x, rv, memo);
    }
    let cls = inst.class.clone();
    let y = if let Some(data) = &inst.exc {
        let args = data.args.borrow().clone();
        let args = maybe_deep(vm, &args, memo)?;
        let args = match args {
            Value::Tuple(t) => t.items.to_vec(),
            other => vec![other],
        };
        vm.call(&Value::Type(cls.clone()), &args, &[])?
    } else if !inst.native.is_none() {
        // Native module objects (datetime…) keep immutable state: the copy shares it.
        let native = maybe_deep(vm, &inst.native, memo)?;
        vm.new_native_instance(&cls, native)
    } else {
        match cls.lookup("__new__") {
            Some(Value::StaticMethod(f)) if matches!(&f.value, Value::Function(_)) => vm.call(&f, &[Value::Type(cls.clone())], &[])?,
            _ => vm.new_instance(&cls),
        }
    };
    if let Some(m) = memo {
        memo_store(vm, m, x, &y)?;
    }
    // The builtin value of a subclass of list, dict, set, int, str…
    let base = inst.base_value.borrow().clone();
    if !base.is_none() {
        let new_base = match memo {
            Some(m) => match &base {
                Value::List(l) => {
                    let items = l.items.borrow().clone();
                    let mut out = Vec::with_capacity(items.len());
                    for it in &items {
                        out.push(deep_copy(vm, it, m)?);
                    }
                    Value::list(out)
                }
                Value::Dict(d) => {
                    let nd = PyDict::new_rc(Default::default());
                    let items = d.store.borrow().items();
                    for (k, v) in items {
                        let k2 = deep_copy(vm, &k, m)?;
                        let v2 = deep_copy(vm, &v, m)?;
                        vm.dict_set(&nd, k2, v2)?;
                    }
                    Value::Dict(nd)
                }
                other => deep_copy(vm, other, m)?,
            },
            None => shallow_copy(vm, &base)?,
        };
        if let Value::Instance(yi) = &y {
            *yi.base_value.borrow_mut() = new_base;
        }
    }
    let state = match user_hook(inst, "__getstate__") {
        Some(hook) => vm.call_method_value(hook, x, &[])?,
        None => {
            let items: Vec<(Value, Value)> = inst.dict.borrow().iter().map(|(k, v)| (Value::str(k), v.clone())).collect();
            if items.is_empty() {
                Value::None
            } else {
                vm.new_dict(items)?
            }
        }
    };
    set_state(vm, &y, state, memo)?;
    Ok(y)
}

fn set_state(vm: &mut Vm, y: &Value, state: Value, memo: Option<&Rc<PyDict>>) -> PyResult<()> {
    if state.is_none() {
        return Ok(());
    }
    let state = maybe_deep(vm, &state, memo)?;
    if let Value::Instance(yi) = y {
        if let Some(hook) = user_hook(yi, "__setstate__") {
            vm.call_method_value(hook, y, &[state])?;
            return Ok(());
        }
    }
    // (dict_state, slot_state) pairs come from classes with __slots__.
    let (dict_state, slot_state) = match &state {
        Value::Tuple(t) if t.items.len() == 2 => (t.items[0].clone(), t.items[1].clone()),
        _ => (state.clone(), Value::None),
    };
    for part in [dict_state, slot_state] {
        if let Value::Dict(d) = &part {
            let items = d.store.borrow().items();
            for (k, v) in items {
                let name = k.as_str().unwrap_or("").to_string();
                match y {
                    Value::Instance(yi) => {
                        yi.dict.borrow_mut().insert(name.as_str().into(), v);
                    }
                    other => vm.set_attr(other, &name, v)?,
                }
            }
        }
    }
    Ok(())
}

/// Rebuilds an object from a `__reduce__` result (callable, args[, state[, listitems[, dictitems]]]).
fn from_reduce(vm: &mut Vm, x: &Value, rv: Value, memo: Option<&Rc<PyDict>>) -> PyResult<Value> {
    if matches!(rv, Value::Str(_)) {
        return Ok(x.clone());
    }
    let Value::Tuple(t) = &rv else {
        return Err(PyErr::type_error("__reduce__ must return a string or tuple"));
    };
    let parts = t.items.to_vec();
    if parts.len() < 2 || parts.len() > 5 {
        return Err(PyErr::type_error("tuple returned by __reduce__ must contain 2 through 5 elements"));
    }
    let args = maybe_deep(vm, &parts[1], memo)?;
    let args = vm.collect_iterable(&args)?;
    let y = vm.call(&parts[0], &args, &[])?;
    if let Some(m) = memo {
        memo_store(vm, m, x, &y)?;
    }
    if let Some(state) = parts.get(2) {
        set_state(vm, &y, state.clone(), memo)?;
    }
    if let Some(items) = parts.get(3).filter(|v| !v.is_none()) {
        let it = vm.get_iter(items)?;
        while let Some(item) = vm.iter_next(&it)? {
            let item = maybe_deep(vm, &item, memo)?;
            call_method(vm, &y, "append", &[item])?;
        }
    }
    if let Some(items) = parts.get(4).filter(|v| !v.is_none()) {
        let it = vm.get_iter(items)?;
        while let Some(pair) = vm.iter_next(&it)? {
            let kv = vm.collect_iterable(&pair)?;
            if let [k, v] = kv.as_slice() {
                let k = maybe_deep(vm, k, memo)?;
                let v = maybe_deep(vm, v, memo)?;
                vm.set_item(&y, k, v)?;
            }
        }
    }
    Ok(y)
}

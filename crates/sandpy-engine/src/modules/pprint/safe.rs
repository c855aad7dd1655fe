//! `saferepr` (the printer's `format`): reprs that survive recursive containers, with the
//! `readable` / `recursive` flags, plus the object classification and the "safe" ordering
//! pprint sorts dict keys and set items with.

use std::collections::HashSet;

use super::printer::Printer;
use crate::compile::bytecode::CmpOp;
use crate::error::{ExcKind, PyResult};
use crate::value::{PyType, Value};
use crate::vm::Vm;

/// What pprint knows how to lay out, decided like CPython by `type(obj).__repr__`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Dict,
    List,
    Tuple,
    Set,
    FrozenSet,
    Str,
    Bytes,
    ByteArray,
    OrderedDict,
    DefaultDict,
    Counter,
    ChainMap,
    Deque,
    UserDict,
    UserList,
    UserString,
    Other,
}

/// The `__repr__` functions of the `collections` classes pprint lays out specially.
#[derive(Default)]
pub struct CollectionReprs {
    reprs: Vec<(Kind, Value)>,
}

impl CollectionReprs {
    /// Resolved from the `collections` module when it is loaded (otherwise no object can
    /// be an instance of those classes).
    pub fn load(vm: &Vm) -> CollectionReprs {
        let mut reprs = Vec::new();
        if let Some(Value::Module(m)) = vm.modules.get("collections") {
            let ns = m.dict.borrow();
            for (name, kind) in [
                ("OrderedDict", Kind::OrderedDict),
                ("defaultdict", Kind::DefaultDict),
                ("Counter", Kind::Counter),
                ("ChainMap", Kind::ChainMap),
                ("deque", Kind::Deque),
                ("UserDict", Kind::UserDict),
                ("UserList", Kind::UserList),
                ("UserString", Kind::UserString),
            ] {
                if let Some(Value::Type(t)) = ns.get(name) {
                    if let Some(r) = t.dict.borrow().get("__repr__") {
                        reprs.push((kind, r.clone()));
                    }
                }
            }
        }
        CollectionReprs { reprs }
    }
}

fn builtin_repr(t: &PyType) -> Option<Value> {
    t.lookup("__repr__")
}

/// Classifies `obj` by the `__repr__` its type uses.
pub fn kind(vm: &Vm, colls: &CollectionReprs, obj: &Value) -> Kind {
    match obj {
        Value::Dict(_) => Kind::Dict,
        Value::List(_) => Kind::List,
        Value::Tuple(_) => Kind::Tuple,
        Value::Set(_) => Kind::Set,
        Value::FrozenSet(_) => Kind::FrozenSet,
        Value::Str(_) => Kind::Str,
        Value::Bytes(_) => Kind::Bytes,
        Value::ByteArray(_) => Kind::ByteArray,
        Value::Instance(inst) => {
            let Some(r) = inst.class.lookup("__repr__") else { return Kind::Other };
            let t = &vm.types;
            for (ty, k) in [
                (&t.dict, Kind::Dict),
                (&t.list, Kind::List),
                (&t.tuple, Kind::Tuple),
                (&t.set, Kind::Set),
                (&t.frozenset, Kind::FrozenSet),
                (&t.str_type, Kind::Str),
                (&t.bytes, Kind::Bytes),
                (&t.bytearray, Kind::ByteArray),
            ] {
                if builtin_repr(ty).is_some_and(|b| b.is(&r)) {
                    return k;
                }
            }
            colls.reprs.iter().find(|(_, f)| f.is(&r)).map(|(k, _)| *k).unwrap_or(Kind::Other)
        }
        _ => Kind::Other,
    }
}

/// The builtin value under `obj` (itself, or the base value of a builtin subclass instance).
pub fn base(obj: &Value) -> Value {
    match obj {
        Value::Instance(inst) => inst.base_value.borrow().clone(),
        other => other.clone(),
    }
}

/// `id(obj)`, as the builtin computes it.
pub fn obj_id(v: &Value) -> i64 {
    match v.heap_ptr() {
        Some(p) => p as i64,
        None => match v {
            Value::Int(i) => 0x1000_0000 + i.wrapping_mul(32),
            Value::Float(f) => 0x2000_0000 + (f.to_bits() as i64 & 0xffff_ffff),
            Value::Bool(b) => 0x3000_0000 + *b as i64 * 32,
            Value::None => 0x3000_0100,
            _ => 0x3000_0200,
        },
    }
}

/// Identities of the containers being printed (only heap objects can recurse).
pub type Context = HashSet<usize>;

pub fn ctx_key(v: &Value) -> Option<usize> {
    v.heap_ptr()
}

/// `<Recursion on list with id=...>`.
pub fn recursion_marker(vm: &Vm, v: &Value) -> String {
    format!("<Recursion on {} with id={}>", vm.type_name(v), obj_id(v))
}

/// pprint's ordering: `a < b`, or when that is a TypeError, (type repr, id) order.
fn safe_lt(vm: &mut Vm, a: &Value, b: &Value) -> PyResult<bool> {
    match vm.compare(a, b, CmpOp::Lt) {
        Ok(r) => vm.truthy(&r),
        Err(e) if vm.error_is(&e, ExcKind::TypeError) => {
            let ta = vm.repr_of(&Value::Type(vm.type_of(a)))?;
            let tb = vm.repr_of(&Value::Type(vm.type_of(b)))?;
            Ok(if ta != tb { ta < tb } else { obj_id(a) < obj_id(b) })
        }
        Err(e) => Err(e),
    }
}

/// A stable merge sort of `items` by `key(item)` under [`safe_lt`].
pub fn safe_sort<T: Clone>(vm: &mut Vm, items: Vec<T>, key: impl Fn(&T) -> Value + Copy) -> PyResult<Vec<T>> {
    if items.len() < 2 {
        return Ok(items);
    }
    vm.charge(items.len() as u64)?;
    let mid = items.len() / 2;
    let mut left = items;
    let right = left.split_off(mid);
    let left = safe_sort(vm, left, key)?;
    let right = safe_sort(vm, right, key)?;
    let mut out = Vec::with_capacity(left.len() + right.len());
    let (mut i, mut j) = (0, 0);
    while i < left.len() && j < right.len() {
        // Take from the right only when it is strictly smaller (stability).
        if safe_lt(vm, &key(&right[j]), &key(&left[i]))? {
            out.push(right[j].clone());
            j += 1;
        } else {
            out.push(left[i].clone());
            i += 1;
        }
    }
    out.extend_from_slice(&left[i..]);
    out.extend_from_slice(&right[j..]);
    Ok(out)
}

/// The (key, value) pairs of a dict, sorted by key when the printer sorts dicts.
pub fn dict_items(vm: &mut Vm, p: &Printer, d: &Value) -> PyResult<Vec<(Value, Value)>> {
    let items = match base(d) {
        Value::Dict(d) => d.store.borrow().items(),
        _ => Vec::new(),
    };
    if p.sort_dicts {
        safe_sort(vm, items, |kv: &(Value, Value)| kv.0.clone())
    } else {
        Ok(items)
    }
}

/// `(repr, readable, recursive)` of `obj` (`PrettyPrinter._safe_repr`).
pub fn safe_repr(
    vm: &mut Vm,
    p: &Printer,
    obj: &Value,
    ctx: &mut Context,
    maxlevels: Option<i64>,
    level: i64,
) -> PyResult<(String, bool, bool)> {
    match obj {
        Value::Str(_) | Value::Bytes(_) | Value::ByteArray(_) | Value::Float(_) | Value::Complex(_) | Value::Bool(_) | Value::None => {
            return Ok((vm.repr_of(obj)?, true, false));
        }
        Value::Int(_) | Value::BigInt(_) => return Ok((int_repr(vm, p, obj)?, true, false)),
        _ => {}
    }
    if let Value::Instance(inst) = obj {
        let r = inst.class.lookup("__repr__");
        let int_repr_fn = builtin_repr(&vm.types.int);
        if matches!(&*inst.base_value.borrow(), Value::Int(_) | Value::BigInt(_))
            && r.is_some()
            && r.as_ref().map(|r| int_repr_fn.is_some_and(|b| b.is(r))) == Some(true)
        {
            let v = base(obj);
            return Ok((int_repr(vm, p, &v)?, true, false));
        }
    }
    let limited = |level: i64| maxlevels.is_some_and(|m| m != 0 && level >= m);
    let k = kind(vm, &p.colls, obj);
    match k {
        Kind::Dict => {
            let b = base(obj);
            let Value::Dict(d) = &b else { return plain(vm, obj) };
            if d.store.borrow().is_empty() {
                return Ok(("{}".into(), true, false));
            }
            let key = ctx_key(obj);
            let in_ctx = key.is_some_and(|k| ctx.contains(&k));
            if limited(level) {
                return Ok(("{...}".into(), false, in_ctx));
            }
            if in_ctx {
                return Ok((recursion_marker(vm, obj), false, true));
            }
            if let Some(k) = key {
                ctx.insert(k);
            }
            let items = dict_items(vm, p, obj)?;
            let (mut readable, mut recursive) = (true, false);
            let mut parts = Vec::with_capacity(items.len());
            for (k, v) in &items {
                let (kr, kread, krec) = p.format_child(vm, k, ctx, maxlevels, level + 1)?;
                let (vr, vread, vrec) = p.format_child(vm, v, ctx, maxlevels, level + 1)?;
                parts.push(format!("{}: {}", kr, vr));
                readable = readable && kread && vread;
                recursive = recursive || krec || vrec;
                vm.check_alloc(parts.len().saturating_mul(8))?;
            }
            if let Some(k) = key {
                ctx.remove(&k);
            }
            Ok((format!("{{{}}}", parts.join(", ")), readable, recursive))
        }
        Kind::List | Kind::Tuple => {
            let items: Vec<Value> = match base(obj) {
                Value::List(l) => l.items.borrow().clone(),
                Value::Tuple(t) => t.items.to_vec(),
                _ => return plain(vm, obj),
            };
            let (open, close) = match (k, items.len()) {
                (Kind::List, 0) => return Ok(("[]".into(), true, false)),
                (Kind::List, _) => ("[", "]"),
                (_, 0) => return Ok(("()".into(), true, false)),
                (_, 1) => ("(", ",)"),
                _ => ("(", ")"),
            };
            let key = ctx_key(obj);
            let in_ctx = key.is_some_and(|k| ctx.contains(&k));
            if limited(level) {
                return Ok((format!("{}...{}", open, close), false, in_ctx));
            }
            if in_ctx {
                return Ok((recursion_marker(vm, obj), false, true));
            }
            if let Some(k) = key {
                ctx.insert(k);
            }
            let (mut readable, mut recursive) = (true, false);
            let mut parts = Vec::with_capacity(items.len());
            for it in &items {
                let (r, read, rec) = p.format_child(vm, it, ctx, maxlevels, level + 1)?;
                parts.push(r);
                readable = readable && read;
                recursive = recursive || rec;
            }
            if let Some(k) = key {
                ctx.remove(&k);
            }
            Ok((format!("{}{}{}", open, parts.join(", "), close), readable, recursive))
        }
        _ => plain(vm, obj),
    }
}

/// `repr(obj)`; readable unless it is empty or looks like `<...>`.
fn plain(vm: &mut Vm, obj: &Value) -> PyResult<(String, bool, bool)> {
    let r = vm.repr_of(obj)?;
    let readable = !r.is_empty() && !r.starts_with('<');
    Ok((r, readable, false))
}

fn int_repr(vm: &mut Vm, p: &Printer, v: &Value) -> PyResult<String> {
    if p.underscore_numbers {
        vm.format_value(v, "_d")
    } else {
        vm.repr_of(v)
    }
}

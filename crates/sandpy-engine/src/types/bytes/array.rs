//! `bytearray` mutation: append/extend/insert/pop/remove/reverse/clear/copy, item and slice
//! assignment and deletion (called from `Vm::set_item`/`Vm::del_item`), and `+=`/`*=`.

use std::rc::Rc;

use super::{byte_arg, bytes_like, from_object, int_arg, repeat, repeat_count, Kind};
use crate::builtins::signature::Signature;
use crate::compile::bytecode::BinOp;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::value::{KwArgs, PySlice, Value};
use crate::vm::Vm;

type Array = Rc<crate::value::PyByteArray>;

const BYTE_RANGE: &str = "byte must be in range(0, 256)";

/// The bytearray receiver of a mutating method (also inside a subclass instance).
fn target(args: &[Value], name: &str) -> PyResult<Array> {
    let v = args.first().cloned().unwrap_or(Value::None);
    match &v {
        Value::ByteArray(b) => Ok(b.clone()),
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::ByteArray(b) => Ok(b.clone()),
            _ => Err(descriptor_error(name, &v)),
        },
        _ => Err(descriptor_error(name, &v)),
    }
}

fn descriptor_error(name: &str, v: &Value) -> PyErr {
    PyErr::type_error(format!(
        "descriptor '{}' for 'bytearray' objects doesn't apply to a '{}' object",
        name,
        crate::builtins::args::type_name_plain(v)
    ))
}

fn grow_check(vm: &Vm, b: &Array, extra: usize) -> PyResult<()> {
    vm.check_alloc(b.borrow().len().saturating_add(extra))
}

const APPEND: Signature<1, 0> = Signature::positional("bytearray", "append", ["item"], []);
const EXTEND: Signature<1, 0> = Signature::positional("bytearray", "extend", ["iterable_of_ints"], []);
const INSERT: Signature<2, 0> = Signature::positional("bytearray", "insert", ["index", "item"], []);
const POP: Signature<0, 1> = Signature::positional("bytearray", "pop", [], ["index"]);
const REMOVE: Signature<1, 0> = Signature::positional("bytearray", "remove", ["value"], []);
const REVERSE: Signature<0, 0> = Signature::positional("bytearray", "reverse", [], []);
const CLEAR: Signature<0, 0> = Signature::positional("bytearray", "clear", [], []);
const COPY: Signature<0, 0> = Signature::positional("bytearray", "copy", [], []);

pub(super) fn append(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let b = target(args, "append")?;
    let (_, [item], []) = APPEND.bind_method(args, kw)?;
    let byte = byte_arg(vm, item, BYTE_RANGE)?;
    grow_check(vm, &b, 1)?;
    b.borrow_mut().push(byte);
    Ok(Value::None)
}

pub(super) fn extend(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let b = target(args, "extend")?;
    let (_, [src], []) = EXTEND.bind_method(args, kw)?;
    let extra = match bytes_like(src) {
        Some(d) => d,
        None => {
            let it = match vm.get_iter(src) {
                Ok(it) => it,
                Err(e) if vm.error_is(&e, ExcKind::TypeError) => {
                    return Err(PyErr::type_error(format!("can't extend bytearray with {}", vm.type_name(src))));
                }
                Err(e) => return Err(e),
            };
            let mut out = Vec::new();
            while let Some(item) = vm.iter_next(&it)? {
                out.push(byte_arg(vm, &item, BYTE_RANGE)?);
                if out.len() % 1024 == 0 {
                    vm.charge(1024)?;
                    grow_check(vm, &b, out.len())?;
                }
            }
            out
        }
    };
    grow_check(vm, &b, extra.len())?;
    super::charge_bytes(vm, extra.len())?;
    b.borrow_mut().extend_from_slice(&extra);
    Ok(Value::None)
}

pub(super) fn insert(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let b = target(args, "insert")?;
    let (_, [index, item], []) = INSERT.bind_method(args, kw)?;
    let index = int_arg(vm, index)?;
    let byte = byte_arg(vm, item, BYTE_RANGE)?;
    grow_check(vm, &b, 1)?;
    let len = b.borrow().len() as i64;
    let at = if index < 0 { (index + len).max(0) } else { index.min(len) };
    b.borrow_mut().insert(at as usize, byte);
    Ok(Value::None)
}

pub(super) fn pop(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let b = target(args, "pop")?;
    let (_, [], [index]) = POP.bind_method(args, kw)?;
    let index = match index {
        Some(v) => int_arg(vm, v)?,
        None => -1,
    };
    let len = b.borrow().len();
    if len == 0 {
        return Err(PyErr::index_error("pop from empty bytearray"));
    }
    let i = if index < 0 { index + len as i64 } else { index };
    if i < 0 || i >= len as i64 {
        return Err(PyErr::index_error("pop index out of range"));
    }
    let byte = b.borrow_mut().remove(i as usize);
    Ok(Value::Int(i64::from(byte)))
}

pub(super) fn remove(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let b = target(args, "remove")?;
    let (_, [value], []) = REMOVE.bind_method(args, kw)?;
    let byte = byte_arg(vm, value, BYTE_RANGE)?;
    let pos = b.borrow().iter().position(|&x| x == byte);
    match pos {
        Some(p) => {
            b.borrow_mut().remove(p);
            Ok(Value::None)
        }
        None => Err(PyErr::value_error("value not found in bytearray")),
    }
}

pub(super) fn reverse(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let b = target(args, "reverse")?;
    REVERSE.bind_method(args, kw)?;
    b.borrow_mut().reverse();
    Ok(Value::None)
}

pub(super) fn clear(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let b = target(args, "clear")?;
    CLEAR.bind_method(args, kw)?;
    b.borrow_mut().clear();
    Ok(Value::None)
}

pub(super) fn copy(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let b = target(args, "copy")?;
    COPY.bind_method(args, kw)?;
    let data = b.borrow().clone();
    super::charge_bytes(vm, data.len())?;
    Ok(Kind::Array.make(data))
}

/// An integer subscript of a bytearray, before the range check; Ok(None) when `key` is not
/// an integer at all.
fn int_key(vm: &mut Vm, key: &Value) -> PyResult<Option<i64>> {
    vm.subscript_index(key)
}

fn key_type_error(vm: &Vm, key: &Value) -> PyErr {
    PyErr::type_error(format!("bytearray indices must be integers or slices, not {}", vm.type_name(key)))
}

fn in_range(i: i64, len: usize) -> PyResult<usize> {
    crate::vm::indices::normalize_index(i, len).ok_or_else(|| PyErr::index_error("bytearray index out of range"))
}

/// `b[key] = value` for a bytearray: an index or a slice (extended slices included).
pub fn bytearray_set_item(vm: &mut Vm, b: &Array, key: &Value, value: &Value) -> PyResult<()> {
    if let Value::Slice(s) = key {
        return set_slice(vm, b, s, value);
    }
    let Some(i) = int_key(vm, key)? else { return Err(key_type_error(vm, key)) };
    let byte = byte_arg(vm, value, BYTE_RANGE)?;
    let len = b.borrow().len();
    let at = in_range(i, len)?;
    if let Some(slot) = b.borrow_mut().get_mut(at) {
        *slot = byte;
    }
    Ok(())
}

/// Whether `v` counts as a number for slice assignment (CPython's `PyNumber_Check`).
fn is_number(v: &Value) -> bool {
    match v {
        Value::Int(_) | Value::Bool(_) | Value::BigInt(_) | Value::Float(_) | Value::Complex(_) => true,
        Value::Instance(inst) => ["__index__", "__int__", "__float__"].iter().any(|n| inst.class.lookup(n).is_some()),
        _ => false,
    }
}

fn set_slice(vm: &mut Vm, b: &Array, s: &PySlice, value: &Value) -> PyResult<()> {
    // The bounds' __index__ and the value's iteration run user code first; the length is
    // read after both.
    let bounds = vm.slice_bounds(s)?;
    let new = match bytes_like(value) {
        Some(d) => d,
        None => {
            if is_number(value) || matches!(value, Value::Str(_)) {
                return Err(PyErr::type_error("can assign only bytes, buffers, or iterables of ints in range(0, 256)"));
            }
            from_object(vm, value, Kind::Array)?
        }
    };
    let len = b.borrow().len();
    let idx = bounds.adjust(len);
    if idx.step == 1 {
        let start = idx.start.clamp(0, len as i64) as usize;
        let stop = (idx.stop.clamp(0, len as i64) as usize).max(start);
        vm.check_alloc((len - (stop - start)).saturating_add(new.len()))?;
        super::charge_bytes(vm, len.saturating_add(new.len()))?;
        b.borrow_mut().splice(start..stop, new);
        return Ok(());
    }
    if new.is_empty() {
        let positions: Vec<usize> = idx.positions().collect();
        delete_positions(b, positions);
        return Ok(());
    }
    if new.len() != idx.len {
        return Err(PyErr::value_error(format!("attempt to assign bytes of size {} to extended slice of size {}", new.len(), idx.len)));
    }
    let mut data = b.borrow_mut();
    for (pos, byte) in idx.positions().zip(new) {
        if let Some(slot) = data.get_mut(pos) {
            *slot = byte;
        }
    }
    Ok(())
}

fn delete_positions(b: &Array, positions: Vec<usize>) {
    let mut data = b.borrow_mut();
    let mut drop = vec![false; data.len()];
    for p in positions {
        if let Some(d) = drop.get_mut(p) {
            *d = true;
        }
    }
    let mut i = 0;
    data.retain(|_| {
        let keep = !drop.get(i).copied().unwrap_or(false);
        i += 1;
        keep
    });
}

/// `del b[key]` for a bytearray: an index or a slice.
pub fn bytearray_del_item(vm: &mut Vm, b: &Array, key: &Value) -> PyResult<()> {
    if let Value::Slice(s) = key {
        let bounds = vm.slice_bounds(s)?;
        let len = b.borrow().len();
        let idx = bounds.adjust(len);
        super::charge_bytes(vm, len)?;
        delete_positions(b, idx.positions().collect());
        return Ok(());
    }
    let Some(i) = int_key(vm, key)? else { return Err(key_type_error(vm, key)) };
    let mut data = b.borrow_mut();
    let at = in_range(i, data.len())?;
    data.remove(at);
    Ok(())
}

/// `a += b` and `a *= n` for a bytearray `a` (mutating it in place). Ok(None) when the
/// operand types do not apply; the caller then reports `bytes_binary_error`.
pub fn bytearray_inplace(vm: &mut Vm, a: &Value, b: &Value, op: BinOp) -> PyResult<Option<Value>> {
    let Value::ByteArray(arr) = a else { return Ok(None) };
    match op {
        BinOp::Add => {
            let Some(extra) = bytes_like(b) else { return Ok(None) };
            grow_check(vm, arr, extra.len())?;
            super::charge_bytes(vm, extra.len())?;
            arr.borrow_mut().extend_from_slice(&extra);
            Ok(Some(a.clone()))
        }
        BinOp::Mul => {
            let Some(n) = repeat_count(vm, b)? else { return Ok(None) };
            let data = arr.borrow().clone();
            let out = repeat(vm, &data, n)?;
            *arr.borrow_mut() = out;
            Ok(Some(a.clone()))
        }
        _ => Ok(None),
    }
}

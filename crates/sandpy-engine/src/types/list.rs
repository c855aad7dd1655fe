//! `list`: constructor and methods.

use std::rc::Rc;

use super::Method;
use crate::builtins::args::{check_kwargs, check_method_args, kwarg};
use crate::error::{PyErr, PyResult};
use crate::types::int::wrap_for_class;
use crate::value::{KwArgs, PyList, Value};
use crate::vm::Vm;

pub const LIST_METHODS: &[Method] = &[
    ("__new__", list_new),
    ("__init__", list_init),
    ("append", append),
    ("extend", extend),
    ("insert", insert),
    ("pop", pop),
    ("remove", remove),
    ("index", index),
    ("count", count),
    ("clear", clear),
    ("copy", copy),
    ("reverse", reverse),
    ("sort", sort),
    ("__len__", len),
    ("__getitem__", getitem),
    ("__setitem__", setitem),
    ("__contains__", contains),
    ("__iter__", iter),
];

/// The receiver as a list (unwrapping subclass instances).
pub fn self_list(v: &Value) -> PyResult<Rc<PyList>> {
    match v {
        Value::List(l) => Ok(l.clone()),
        Value::Instance(inst) => match &*inst.base_value.borrow() {
            Value::List(l) => Ok(l.clone()),
            _ => Err(PyErr::type_error("descriptor requires a 'list' object")),
        },
        _ => Err(PyErr::type_error(format!(
            "descriptor requires a 'list' object but received a '{}'",
            crate::builtins::args::type_name_plain(v)
        ))),
    }
}

fn list_new(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let cls = args.first().cloned().unwrap_or(Value::None);
    if args.len() > 2 {
        return Err(PyErr::type_error(format!("list expected at most 1 argument, got {}", args.len() - 1)));
    }
    // Items are filled by __init__, as in CPython.
    Ok(wrap_for_class(vm, &cls, Value::list(Vec::new())))
}

fn list_init(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    if args.len() > 2 {
        return Err(PyErr::type_error(format!("list expected at most 1 argument, got {}", args.len() - 1)));
    }
    let l = self_list(&args[0])?;
    if let Some(v) = args.get(1) {
        let items = vm.collect_iterable(v)?;
        *l.items_mut() = items;
    }
    Ok(Value::None)
}

pub(crate) fn append(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("list.append", args, 1, 1)
        .map_err(|_| PyErr::type_error(format!("list.append() takes exactly one argument ({} given)", args.len().saturating_sub(1))))?;
    self_list(&args[0])?.push(vm, args[1].clone())?;
    Ok(Value::None)
}

fn extend(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("extend", args, 1, 1)?;
    let l = self_list(&args[0])?;
    extend_list(vm, &l, &args[1])?;
    Ok(Value::None)
}

/// `l.extend(iterable)` and `l += iterable`, like CPython: a list (this very one included,
/// so `l.extend(l)` doubles it) is appended without an intermediate copy and a tuple at
/// once; any other iterable item by item, so a generator that changes the list meanwhile
/// sees its own appends, and when it fails part way the items it produced stay appended.
/// Growth past the memory limit is refused (MemoryError) before it happens.
pub fn extend_list(vm: &mut Vm, l: &PyList, iterable: &Value) -> PyResult<()> {
    match iterable {
        Value::List(other) => return l.extend_from_list(vm, other),
        Value::Tuple(_) => {
            let items = vm.collect_iterable(iterable)?;
            return l.extend(vm, items);
        }
        _ => {}
    }
    let it = vm.get_iter(iterable)?;
    let mut added = 0usize;
    while let Some(x) = vm.iter_next(&it)? {
        l.push(vm, x)?;
        added += 1;
        if added.is_multiple_of(1024) {
            vm.charge(1024)?;
        }
    }
    Ok(())
}

fn insert(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("insert", args, 2, 2)?;
    let l = self_list(&args[0])?;
    let i = vm.index_ssize(&args[1])?;
    let mut items = l.items_mut();
    vm.check_vec_growth(items.len(), items.capacity(), 1)?;
    let len = items.len() as i64;
    let pos = if i < 0 { i.saturating_add(len).max(0) } else { i.min(len) } as usize;
    items.insert(pos, args[2].clone());
    Ok(Value::None)
}

fn pop(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("pop", args, 0, 1)?;
    let l = self_list(&args[0])?;
    let i = match args.get(1) {
        Some(v) => vm.index_ssize(v)?,
        None => -1,
    };
    let mut items = l.items_mut();
    if items.is_empty() {
        return Err(PyErr::index_error("pop from empty list"));
    }
    match crate::vm::indices::normalize_index(i, items.len()) {
        Some(pos) => Ok(items.remove(pos)),
        None => Err(PyErr::index_error("pop index out of range")),
    }
}

/// The item at `i` now. Comparisons run user code that may change the list, so searches
/// read one item at a time (no borrow held across the call) and stop at the list's end as
/// it is then, like CPython.
pub fn item_at(l: &PyList, i: usize) -> Option<Value> {
    l.items.borrow().get(i).cloned()
}

/// A snapshot of the items (comparisons may run code that changes the list), under the
/// memory limit.
fn snapshot(vm: &Vm, l: &PyList) -> PyResult<Vec<Value>> {
    vm.check_alloc(l.items.borrow().len().saturating_mul(std::mem::size_of::<Value>()))?;
    Ok(l.items.borrow().clone())
}

fn position(vm: &mut Vm, l: &PyList, x: &Value, start: usize, stop: usize) -> PyResult<Option<usize>> {
    vm.charge(l.items.borrow().len() as u64 / 16)?;
    let mut i = start;
    while i < stop {
        let Some(it) = item_at(l, i) else { break };
        if vm.eq(&it, x)? {
            return Ok(Some(i));
        }
        i += 1;
    }
    Ok(None)
}

fn remove(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("remove", args, 1, 1)?;
    let l = self_list(&args[0])?;
    match position(vm, &l, &args[1], 0, usize::MAX)? {
        Some(i) => {
            let mut items = l.items_mut();
            if i < items.len() {
                items.remove(i);
            }
            Ok(Value::None)
        }
        None => Err(PyErr::value_error("list.remove(x): x not in list")),
    }
}

fn index(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("index", args, 1, 3)?;
    let l = self_list(&args[0])?;
    // Bounds first (their __index__ may change the list), then the length.
    let start = match args.get(2) {
        Some(v) => Some(vm.index_clamped_not_none(v)?),
        None => None,
    };
    let stop = match args.get(3) {
        Some(v) => Some(vm.index_clamped_not_none(v)?),
        None => None,
    };
    let len = l.items.borrow().len();
    let (start, stop) = crate::vm::indices::search_bounds(start, stop, len);
    match position(vm, &l, &args[1], start, stop)? {
        Some(i) => Ok(Value::Int(i as i64)),
        None => {
            let r = vm.repr_of(&args[1])?;
            Err(PyErr::value_error(format!("{} is not in list", r)))
        }
    }
}

fn count(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("count", args, 1, 1)?;
    let l = self_list(&args[0])?;
    vm.charge(l.items.borrow().len() as u64 / 16)?;
    let mut n = 0;
    let mut i = 0;
    while let Some(it) = item_at(&l, i) {
        if vm.eq(&it, &args[1])? {
            n += 1;
        }
        i += 1;
    }
    Ok(Value::Int(n))
}

fn clear(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("clear", args, 0, 0)?;
    self_list(&args[0])?.items_mut().clear();
    Ok(Value::None)
}

fn copy(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("copy", args, 0, 0)?;
    let items = snapshot(vm, &*self_list(&args[0])?)?;
    vm.charge(items.len() as u64 / 16)?;
    Ok(Value::list(items))
}

fn reverse(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("reverse", args, 0, 0)?;
    self_list(&args[0])?.items_mut().reverse();
    Ok(Value::None)
}

fn sort(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    check_kwargs("sort", kw, &["key", "reverse"])?;
    if args.len() > 1 {
        return Err(PyErr::type_error("sort() takes no positional arguments"));
    }
    let l = self_list(&args[0])?;
    let key = kwarg(kw, "key").cloned().filter(|k| !k.is_none());
    let reverse = match kwarg(kw, "reverse") {
        Some(r) => vm.truthy(r)?,
        None => false,
    };
    // CPython empties the list while sorting; mutation during the sort is detected. The
    // items come back whatever happens (in their original order if the sort failed), and
    // whatever the code put in the list meanwhile is dropped, as in CPython.
    let items = std::mem::take(&mut *l.items_mut());
    let (items, outcome) = crate::builtins::sort::sort_keeping(vm, items, key.as_ref(), reverse);
    let added = std::mem::replace(&mut *l.items_mut(), items);
    let modified = !added.is_empty();
    crate::heap::release(added);
    outcome?;
    if modified {
        return Err(PyErr::value_error("list modified during sort"));
    }
    Ok(Value::None)
}

fn len(_vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    Ok(Value::Int(self_list(&args[0])?.items.borrow().len() as i64))
}

fn getitem(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("__getitem__", args, 1, 1)?;
    let l = Value::List(self_list(&args[0])?);
    vm.get_item(&l, &args[1])
}

fn setitem(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("__setitem__", args, 2, 2)?;
    let l = Value::List(self_list(&args[0])?);
    vm.set_item(&l, args[1].clone(), args[2].clone())?;
    Ok(Value::None)
}

fn contains(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    check_method_args("__contains__", args, 1, 1)?;
    let l = Value::List(self_list(&args[0])?);
    Ok(Value::Bool(vm.contains(&l, &args[1])?))
}

fn iter(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    let l = Value::List(self_list(&args[0])?);
    vm.get_iter(&l)
}

//! `list`: constructor and methods.

use std::rc::Rc;

use super::Method;
use crate::builtins::signature::Signature;
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

const LIST: Signature<0, 1> = Signature::positional("", "list", [], ["iterable"]);

fn list_new(vm: &mut Vm, args: &[Value], _kw: &KwArgs) -> PyResult<Value> {
    // As CPython's, it takes any arguments and leaves them to __init__ (a subclass's may
    // take others); items are filled by __init__.
    let cls = args.first().unwrap_or(&Value::None);
    Ok(wrap_for_class(vm, cls, Value::list(Vec::new())))
}

fn list_init(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], [iterable]) = LIST.bind_method(args, kw)?;
    let l = self_list(this)?;
    if let Some(v) = iterable {
        let items = vm.collect_iterable(v)?;
        *l.items_mut() = items;
    }
    Ok(Value::None)
}

const APPEND: Signature<1, 0> = Signature::positional("list", "append", ["object"], []);

pub(crate) fn append(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [object], []) = APPEND.bind_method(args, kw)?;
    self_list(this)?.push(vm, object.clone())?;
    Ok(Value::None)
}

const EXTEND: Signature<1, 0> = Signature::positional("list", "extend", ["iterable"], []);

fn extend(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [iterable], []) = EXTEND.bind_method(args, kw)?;
    let l = self_list(this)?;
    extend_list(vm, &l, iterable)?;
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

const INSERT: Signature<2, 0> = Signature::positional("list", "insert", ["index", "object"], []);

fn insert(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [index, object], []) = INSERT.bind_method(args, kw)?;
    let l = self_list(this)?;
    let i = vm.index_ssize(index)?;
    let mut items = l.items_mut();
    vm.check_vec_growth(items.len(), items.capacity(), 1)?;
    let len = items.len() as i64;
    let pos = if i < 0 { i.saturating_add(len).max(0) } else { i.min(len) } as usize;
    items.insert(pos, object.clone());
    Ok(Value::None)
}

const POP: Signature<0, 1> = Signature::positional("list", "pop", [], ["index"]);

fn pop(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], [index]) = POP.bind_method(args, kw)?;
    let l = self_list(this)?;
    let i = match index {
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

const REMOVE: Signature<1, 0> = Signature::positional("list", "remove", ["value"], []);

fn remove(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [value], []) = REMOVE.bind_method(args, kw)?;
    let l = self_list(this)?;
    match position(vm, &l, value, 0, usize::MAX)? {
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

const INDEX: Signature<1, 2> = Signature::positional("list", "index", ["value"], ["start", "stop"]);

fn index(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [value], [start, stop]) = INDEX.bind_method(args, kw)?;
    let l = self_list(this)?;
    // Bounds first (their __index__ may change the list), then the length.
    let start = match start {
        Some(v) => Some(vm.index_clamped_not_none(v)?),
        None => None,
    };
    let stop = match stop {
        Some(v) => Some(vm.index_clamped_not_none(v)?),
        None => None,
    };
    let len = l.items.borrow().len();
    let (start, stop) = crate::vm::indices::search_bounds(start, stop, len);
    match position(vm, &l, value, start, stop)? {
        Some(i) => Ok(Value::Int(i as i64)),
        None => {
            let r = vm.repr_of(value)?;
            Err(PyErr::value_error(format!("{} is not in list", r)))
        }
    }
}

const COUNT: Signature<1, 0> = Signature::positional("list", "count", ["value"], []);

fn count(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [value], []) = COUNT.bind_method(args, kw)?;
    let l = self_list(this)?;
    vm.charge(l.items.borrow().len() as u64 / 16)?;
    let mut n = 0;
    let mut i = 0;
    while let Some(it) = item_at(&l, i) {
        if vm.eq(&it, value)? {
            n += 1;
        }
        i += 1;
    }
    Ok(Value::Int(n))
}

const CLEAR: Signature<0, 0> = Signature::positional("list", "clear", [], []);
const COPY: Signature<0, 0> = Signature::positional("list", "copy", [], []);
const REVERSE: Signature<0, 0> = Signature::positional("list", "reverse", [], []);

fn clear(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = CLEAR.bind_method(args, kw)?;
    self_list(this)?.items_mut().clear();
    Ok(Value::None)
}

fn copy(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = COPY.bind_method(args, kw)?;
    let items = snapshot(vm, &*self_list(this)?)?;
    vm.charge(items.len() as u64 / 16)?;
    Ok(Value::list(items))
}

fn reverse(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = REVERSE.bind_method(args, kw)?;
    self_list(this)?.items_mut().reverse();
    Ok(Value::None)
}

const SORT: Signature<0, 2> = Signature::clinic("list", "sort", [], ["key", "reverse"]).kw_only_from(0);

fn sort(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], [key, reverse]) = SORT.bind_method(args, kw)?;
    let l = self_list(this)?;
    let key = key.cloned().filter(|k| !k.is_none());
    let reverse = match reverse {
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

const LEN: Signature<0, 0> = Signature::wrapper("list", "__len__", [], []);
const GETITEM: Signature<1, 0> = Signature::positional("list", "__getitem__", ["index"], []);
const SETITEM: Signature<2, 0> = Signature::wrapper("list", "__setitem__", ["key", "value"], []);
const CONTAINS: Signature<1, 0> = Signature::wrapper("list", "__contains__", ["key"], []);
const ITER: Signature<0, 0> = Signature::wrapper("list", "__iter__", [], []);

fn len(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = LEN.bind_method(args, kw)?;
    Ok(Value::Int(self_list(this)?.items.borrow().len() as i64))
}

fn getitem(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [index], []) = GETITEM.bind_method(args, kw)?;
    let l = Value::List(self_list(this)?);
    vm.get_item(&l, index)
}

fn setitem(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [key, value], []) = SETITEM.bind_method(args, kw)?;
    let l = Value::List(self_list(this)?);
    vm.set_item(&l, key.clone(), value.clone())?;
    Ok(Value::None)
}

fn contains(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [key], []) = CONTAINS.bind_method(args, kw)?;
    let l = Value::List(self_list(this)?);
    Ok(Value::Bool(vm.contains(&l, key)?))
}

fn iter(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (this, [], []) = ITER.bind_method(args, kw)?;
    let l = Value::List(self_list(this)?);
    vm.get_iter(&l)
}

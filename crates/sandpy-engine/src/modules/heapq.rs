//! `heapq`: binary min-heaps on plain lists, with the same sift algorithms as CPython so
//! that list layouts after every operation match exactly, plus `nlargest`/`nsmallest`
//! (defined as the first n of a stable sort) and a lazy `merge`.
//!
//! Comparisons use `<` only and may run Python code, so the list is re-read after each one;
//! a size change raises "list changed size during iteration" as in CPython.

use std::rc::Rc;

use super::native_module;
use crate::builtins::signature::Signature;
use crate::compile::bytecode::CmpOp;
use crate::error::{PyErr, PyResult};
use crate::types::iter::{new_iter, IterState, NativeStepper};
use crate::value::{KwArgs, Namespace, NativeFn, PyList, Value};
use crate::vm::Vm;

const FUNCTIONS: &[(&str, NativeFn)] = &[
    ("heappush", heappush),
    ("heappop", heappop),
    ("heapify", heapify),
    ("heapreplace", heapreplace),
    ("heappushpop", heappushpop),
    ("nlargest", nlargest),
    ("nsmallest", nsmallest),
    ("merge", merge),
    ("_heapify_max", heapify_max),
    ("_heappop_max", heappop_max),
    ("_heapreplace_max", heapreplace_max),
];

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    Ok(native_module(vm, "heapq", FUNCTIONS))
}

fn lt(vm: &mut Vm, a: &Value, b: &Value) -> PyResult<bool> {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => return Ok(x < y),
        (Value::Float(x), Value::Float(y)) => return Ok(x < y),
        _ => {}
    }
    let r = vm.compare(a, b, CmpOp::Lt)?;
    vm.truthy(&r)
}

fn heap_list(vm: &Vm, name: &str, v: &Value) -> PyResult<Rc<PyList>> {
    if let Value::List(l) = v {
        return Ok(l.clone());
    }
    if let Value::Instance(inst) = v {
        if let Value::List(l) = &*inst.base_value.borrow() {
            return Ok(l.clone());
        }
    }
    // One-argument functions say "argument", the others "argument 1".
    let which = if matches!(name, "heappop" | "heapify" | "_heapify_max" | "_heappop_max") { "argument" } else { "argument 1" };
    Err(PyErr::type_error(format!("{}() {} must be list, not {}", name, which, vm.type_name(v))))
}

fn get(l: &PyList, i: usize) -> PyResult<Value> {
    l.items.borrow().get(i).cloned().ok_or_else(|| PyErr::index_error("list index out of range"))
}

fn set(l: &PyList, i: usize, v: Value) -> PyResult<()> {
    match l.items_mut().get_mut(i) {
        Some(slot) => {
            *slot = v;
            Ok(())
        }
        None => Err(PyErr::index_error("list index out of range")),
    }
}

fn changed(l: &PyList, len: usize) -> PyResult<()> {
    if l.items.borrow().len() != len {
        return Err(PyErr::new(crate::error::ExcKind::RuntimeError, "list changed size during iteration"));
    }
    Ok(())
}

/// Orders for the min-heap (`a < b`) or the max-heap (`b < a`).
fn before(vm: &mut Vm, a: &Value, b: &Value, max: bool) -> PyResult<bool> {
    if max {
        lt(vm, b, a)
    } else {
        lt(vm, a, b)
    }
}

/// Moves the item at `pos` up towards `start` while it is smaller than its parent.
fn sift_down(vm: &mut Vm, l: &PyList, start: usize, mut pos: usize, max: bool) -> PyResult<()> {
    let len = l.items.borrow().len();
    let newitem = get(l, pos)?;
    while pos > start {
        let parentpos = (pos - 1) >> 1;
        let parent = get(l, parentpos)?;
        let smaller = before(vm, &newitem, &parent, max)?;
        changed(l, len)?;
        if !smaller {
            break;
        }
        set(l, pos, parent)?;
        pos = parentpos;
    }
    set(l, pos, newitem)
}

/// Bubbles the smaller child up from `pos` to a leaf, then places the original item there
/// and sifts it back down (fewer comparisons than the textbook version).
fn sift_up(vm: &mut Vm, l: &PyList, mut pos: usize, max: bool) -> PyResult<()> {
    let endpos = l.items.borrow().len();
    let startpos = pos;
    let newitem = get(l, pos)?;
    let mut childpos = 2 * pos + 1;
    while childpos < endpos {
        let rightpos = childpos + 1;
        if rightpos < endpos {
            let left = get(l, childpos)?;
            let right = get(l, rightpos)?;
            let left_first = before(vm, &left, &right, max)?;
            changed(l, endpos)?;
            if !left_first {
                childpos = rightpos;
            }
        }
        let child = get(l, childpos)?;
        set(l, pos, child)?;
        pos = childpos;
        childpos = 2 * pos + 1;
        if pos.is_multiple_of(4096) {
            vm.charge(64)?;
        }
    }
    set(l, pos, newitem)?;
    sift_down(vm, l, startpos, pos, max)
}

/// A `_heapq` function taking the heap alone (`_heapq.heappop() takes exactly one argument
/// (0 given)`).
const fn heap_sig(name: &'static str) -> Signature<1, 0> {
    Signature::positional("_heapq", name, ["heap"], [])
}

/// A `_heapq` function taking the heap and an item (`heappush expected 2 arguments, got 1`).
const fn heap_item_sig(name: &'static str) -> Signature<2, 0> {
    Signature::positional("_heapq", name, ["heap", "item"], [])
}

fn heappush(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([heap, item], []) = const { heap_item_sig("heappush") }.bind(args, kw)?;
    let l = heap_list(vm, "heappush", heap)?;
    let n = {
        let mut items = l.items_mut();
        items.push(item.clone());
        items.len()
    };
    if n % 4096 == 0 {
        vm.check_alloc(n * 16)?;
    }
    sift_down(vm, &l, 0, n - 1, false)?;
    Ok(Value::None)
}

fn pop_common(vm: &mut Vm, name: &str, heap: &Value, max: bool) -> PyResult<Value> {
    let l = heap_list(vm, name, heap)?;
    let last = l.items_mut().pop().ok_or_else(|| PyErr::index_error("index out of range"))?;
    if l.items.borrow().is_empty() {
        return Ok(last);
    }
    let top = get(&l, 0)?;
    set(&l, 0, last)?;
    sift_up(vm, &l, 0, max)?;
    Ok(top)
}

fn heappop(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([heap], []) = const { heap_sig("heappop") }.bind(args, kw)?;
    pop_common(vm, "heappop", heap, false)
}

fn heappop_max(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([heap], []) = const { heap_sig("_heappop_max") }.bind(args, kw)?;
    pop_common(vm, "_heappop_max", heap, true)
}

fn replace_common(vm: &mut Vm, name: &str, heap: &Value, item: &Value, max: bool) -> PyResult<Value> {
    let l = heap_list(vm, name, heap)?;
    if l.items.borrow().is_empty() {
        return Err(PyErr::index_error("index out of range"));
    }
    let top = get(&l, 0)?;
    set(&l, 0, item.clone())?;
    sift_up(vm, &l, 0, max)?;
    Ok(top)
}

fn heapreplace(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([heap, item], []) = const { heap_item_sig("heapreplace") }.bind(args, kw)?;
    replace_common(vm, "heapreplace", heap, item, false)
}

fn heapreplace_max(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([heap, item], []) = const { heap_item_sig("_heapreplace_max") }.bind(args, kw)?;
    replace_common(vm, "_heapreplace_max", heap, item, true)
}

fn heappushpop(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([heap, item], []) = const { heap_item_sig("heappushpop") }.bind(args, kw)?;
    let l = heap_list(vm, "heappushpop", heap)?;
    let item = item.clone();
    let Some(top) = l.items.borrow().first().cloned() else { return Ok(item) };
    if !lt(vm, &top, &item)? {
        return Ok(item);
    }
    if l.items.borrow().is_empty() {
        return Err(PyErr::index_error("index out of range"));
    }
    let top = get(&l, 0)?;
    set(&l, 0, item)?;
    sift_up(vm, &l, 0, false)?;
    Ok(top)
}

fn heapify_common(vm: &mut Vm, name: &str, heap: &Value, max: bool) -> PyResult<Value> {
    let l = heap_list(vm, name, heap)?;
    let n = l.items.borrow().len();
    vm.charge(n as u64)?;
    for i in (0..n / 2).rev() {
        sift_up(vm, &l, i, max)?;
    }
    Ok(Value::None)
}

fn heapify(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([heap], []) = const { heap_sig("heapify") }.bind(args, kw)?;
    heapify_common(vm, "heapify", heap, false)
}

fn heapify_max(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let ([heap], []) = const { heap_sig("_heapify_max") }.bind(args, kw)?;
    heapify_common(vm, "_heapify_max", heap, true)
}

fn n_items(vm: &mut Vm, sig: &Signature<2, 1>, args: &[Value], kw: &KwArgs, reverse: bool) -> PyResult<Value> {
    let ([n, iterable], [key]) = sig.bind(args, kw)?;
    // CPython's nsmallest/nlargest are Python code: `n` of any size compares with the length.
    let n = vm.index_saturating(n)?;
    let key = key.filter(|k| !k.is_none()).cloned();
    let items = vm.collect_iterable(iterable)?;
    if n <= 0 {
        return Ok(Value::list(Vec::new()));
    }
    let mut sorted = crate::builtins::sort::sort_values(vm, items, key.as_ref(), reverse)?;
    sorted.truncate(n as usize);
    Ok(Value::list(sorted))
}

fn nlargest(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<2, 1> = Signature::python("", "nlargest", ["n", "iterable"], ["key"]);
    n_items(vm, &SIG, args, kw, true)
}

fn nsmallest(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<2, 1> = Signature::python("", "nsmallest", ["n", "iterable"], ["key"]);
    n_items(vm, &SIG, args, kw, false)
}

/// One input of `merge`: its iterator and current head (value, key).
struct Source {
    it: Value,
    head: Option<(Value, Value)>,
    /// The head was yielded; the next item is pulled on the following call.
    consumed: bool,
}

struct Merge {
    sources: Vec<Source>,
    key: Option<Value>,
    reverse: bool,
    started: bool,
}

impl Merge {
    fn pull(&mut self, vm: &mut Vm, i: usize) -> PyResult<()> {
        let it = self.sources[i].it.clone();
        self.sources[i].consumed = false;
        self.sources[i].head = match vm.iter_next(&it)? {
            Some(v) => {
                let k = match &self.key {
                    Some(f) => vm.call(f, std::slice::from_ref(&v), &[])?,
                    None => v.clone(),
                };
                Some((v, k))
            }
            None => None,
        };
        Ok(())
    }
}

impl NativeStepper for Merge {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        if !self.started {
            self.started = true;
            for i in 0..self.sources.len() {
                self.pull(vm, i)?;
            }
        }
        for i in 0..self.sources.len() {
            if self.sources[i].consumed {
                self.pull(vm, i)?;
            }
        }
        let mut best: Option<usize> = None;
        for i in 0..self.sources.len() {
            let Some((_, k)) = &self.sources[i].head else { continue };
            let k = k.clone();
            best = match best {
                None => Some(i),
                Some(b) => {
                    let bk = self.sources[b].head.as_ref().map(|h| h.1.clone()).unwrap_or(Value::None);
                    let better = if self.reverse { lt(vm, &bk, &k)? } else { lt(vm, &k, &bk)? };
                    Some(if better { i } else { b })
                }
            };
        }
        let Some(b) = best else { return Ok(None) };
        self.sources[b].consumed = true;
        Ok(self.sources[b].head.as_ref().map(|h| h.0.clone()))
    }
}

fn merge(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const MERGE: Signature<0, 2> = Signature::python("", "merge", [], ["key", "reverse"]).kw_only_from(0);
    let ([], [key, reverse]) = MERGE.bind_keywords(kw)?;
    let key = key.filter(|k| !k.is_none()).cloned();
    let reverse = match reverse {
        Some(r) => vm.truthy(r)?,
        None => false,
    };
    let mut sources = Vec::with_capacity(args.len());
    for a in args {
        sources.push(Source { it: vm.get_iter(a)?, head: None, consumed: false });
    }
    Ok(new_iter(IterState::Generic { name: "generator", stepper: Box::new(Merge { sources, key, reverse, started: false }) }))
}

//! `itertools`: every iterator of CPython 3.11's itertools, all lazy.
//!
//! Most types are native iterators (`IterState::Generic` with a boxed stepper), named
//! `itertools.<name>`; the module exposes the engine's type object for each name, with a
//! `__new__` added, so `type(chain()) is chain` and `isinstance` work. `count` and `repeat`
//! are small classes (native `__init__`/`__next__`, Python `__repr__`) because their reprs
//! show their state. `batched` is 3.12-only and deliberately absent.
//!
//! Combinatoric iterators live in `combinatoric.rs`, the shared-state ones (groupby, tee)
//! in `shared.rs`.

mod combinatoric;
mod shared;

use std::rc::Rc;

use super::{native_module, python_module};
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::types::iter::{new_iter, IterState, NativeStepper};
use crate::value::{KwArgs, Namespace, NativeFn, Value};
use crate::vm::Vm;

/// Native-iterator types: (module attribute, engine type name, constructor).
const TYPES: &[(&str, &str, NativeFn)] = &[
    ("accumulate", "itertools.accumulate", accumulate_new),
    ("chain", "itertools.chain", chain_new),
    ("combinations", "itertools.combinations", combinatoric::combinations_new),
    ("combinations_with_replacement", "itertools.combinations_with_replacement", combinatoric::cwr_new),
    ("compress", "itertools.compress", compress_new),
    ("cycle", "itertools.cycle", cycle_new),
    ("dropwhile", "itertools.dropwhile", dropwhile_new),
    ("filterfalse", "itertools.filterfalse", filterfalse_new),
    ("groupby", "itertools.groupby", shared::groupby_new),
    ("islice", "itertools.islice", islice_new),
    ("pairwise", "itertools.pairwise", pairwise_new),
    ("permutations", "itertools.permutations", combinatoric::permutations_new),
    ("product", "itertools.product", combinatoric::product_new),
    ("starmap", "itertools.starmap", starmap_new),
    ("takewhile", "itertools.takewhile", takewhile_new),
    ("zip_longest", "itertools.zip_longest", zip_longest_new),
];

/// `count` and `repeat` keep their state in the instance so that Python `__repr__` can show it.
const SOURCE: &str = r#"
class count:
    __init__ = _count_init
    __next__ = _count_next
    def __iter__(self):
        return self
    def __repr__(self):
        step = self._step
        if type(step) is int and step == 1:
            return f"{type(self).__name__}({self._cur!r})"
        return f"{type(self).__name__}({self._cur!r}, {step!r})"

class repeat:
    __init__ = _repeat_init
    __next__ = _repeat_next
    __length_hint__ = _repeat_length_hint
    def __iter__(self):
        return self
    def __repr__(self):
        if self._times is None:
            return f"{type(self).__name__}({self._object!r})"
        return f"{type(self).__name__}({self._object!r}, {self._times})"

def batched(iterable, n):
    """Tuples of n items from iterable, the last one possibly shorter (Python 3.12)."""
    if n < 1:
        raise ValueError('n must be at least one')
    source = iter(iterable)
    while chunk := tuple(islice(source, n)):
        yield chunk
"#;

const HELPERS: &[(&str, NativeFn)] = &[
    ("_count_init", count_init),
    ("_count_next", count_next),
    ("_repeat_init", repeat_init),
    ("_repeat_next", repeat_next),
    ("_repeat_length_hint", repeat_length_hint),
];

struct Nothing;

impl NativeStepper for Nothing {
    fn next(&mut self, _vm: &mut Vm) -> PyResult<Option<Value>> {
        Ok(None)
    }
}

/// The engine's type object for native iterators named `name`.
pub(crate) fn iterator_type(vm: &Vm, name: &'static str) -> Rc<crate::value::PyType> {
    vm.types.iterator_type(&IterState::Generic { name, stepper: Box::new(Nothing) })
}

pub fn create(vm: &mut Vm) -> PyResult<Rc<Namespace>> {
    let mut functions: Vec<(&str, NativeFn)> = HELPERS.to_vec();
    functions.push(("tee", shared::tee));
    let ns = native_module(vm, "itertools", &functions);
    let ns = python_module(vm, "itertools", SOURCE, ns)?;
    {
        // One pass that keeps the order (shift_remove per helper would be quadratic).
        ns.borrow_mut().retain(|key, _| !HELPERS.iter().any(|(h, _)| **h == **key));
    }
    for (attr, type_name, new) in TYPES {
        let t = iterator_type(vm, type_name);
        {
            let mut d = t.dict.borrow_mut();
            d.insert("__name__".into(), Value::str(attr));
            d.insert("__qualname__".into(), Value::str(attr));
            d.insert("__module__".into(), Value::str("itertools"));
            d.insert("__new__".into(), Value::staticmethod(crate::types::builtin_value("__new__", *new)));
            if *attr == "chain" {
                d.insert("from_iterable".into(), Value::classmethod(crate::types::builtin_value("from_iterable", chain_from_iterable)));
            }
        }
        ns.borrow_mut().insert((*attr).into(), Value::Type(t));
    }
    shared::register_types(vm);
    crate::value::bump_type_epoch();
    vm.bump_globals_epoch();
    Ok(ns)
}

// ----- argument parsing with CPython's wording -----

/// The arguments after the class passed to `__new__`.
fn ctor_args(args: &[Value]) -> &[Value] {
    args.get(1..).unwrap_or(&[])
}

fn generic(name: &'static str, stepper: impl NativeStepper + 'static) -> Value {
    new_iter(IterState::Generic { name, stepper: Box::new(stepper) })
}

/// An index-sized non-negative integer argument.
pub(crate) fn index_arg(vm: &mut Vm, v: &Value) -> PyResult<i64> {
    crate::builtins::args::to_i64(vm, v)
}

// ----- count and repeat (instance state) -----

fn instance_get(obj: &Value, name: &str) -> PyResult<Value> {
    match obj {
        Value::Instance(inst) => inst
            .dict
            .borrow()
            .get(name)
            .cloned()
            .ok_or_else(|| PyErr::attribute_error(format!("'{}' object is not initialized", inst.class.name))),
        _ => Err(PyErr::type_error("descriptor requires an itertools object")),
    }
}

fn instance_set(obj: &Value, name: &str, v: Value) {
    if let Value::Instance(inst) = obj {
        inst.dict.borrow_mut().insert(name.into(), v);
    }
}

fn is_number(v: &Value) -> bool {
    match v {
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_) | Value::Float(_) | Value::Complex(_) => true,
        Value::Instance(inst) => {
            ["__index__", "__int__", "__float__", "__complex__", "__add__"].iter().any(|n| inst.class.lookup(n).is_some())
                || !inst.base_value.borrow().is_none() && is_number(&inst.base_value.borrow())
        }
        _ => false,
    }
}

fn count_init(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const COUNT: Signature<0, 2> = Signature::clinic("", "count", [], ["start", "step"]);
    let (me, [], [start, step]) = COUNT.bind_method(args, kw)?;
    let start = start.cloned().unwrap_or(Value::Int(0));
    let step = step.cloned().unwrap_or(Value::Int(1));
    if !is_number(&start) || !is_number(&step) {
        return Err(PyErr::type_error("a number is required"));
    }
    instance_set(me, "_cur", start);
    instance_set(me, "_step", step);
    Ok(Value::None)
}

fn count_next(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<0, 0> = Signature::wrapper("itertools.count", "__next__", [], []);
    let (me, [], []) = SIG.bind_method(args, kw)?;
    let cur = instance_get(me, "_cur")?;
    let step = instance_get(me, "_step")?;
    let next = match (&cur, &step) {
        (Value::Int(a), Value::Int(b)) => match a.checked_add(*b) {
            Some(n) => Value::Int(n),
            None => vm.binary_op(&cur, &step, crate::compile::bytecode::BinOp::Add)?,
        },
        (Value::Float(a), Value::Float(b)) => Value::Float(a + b),
        _ => vm.binary_op(&cur, &step, crate::compile::bytecode::BinOp::Add)?,
    };
    instance_set(me, "_cur", next);
    Ok(cur)
}

fn repeat_init(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const REPEAT: Signature<1, 1> = Signature::clinic("", "repeat", ["object"], ["times"]);
    let (me, [object], [times]) = REPEAT.bind_method(args, kw)?;
    let times = match times {
        None => Value::None,
        Some(t) => Value::Int(index_arg(vm, t)?.max(0)),
    };
    instance_set(me, "_object", object.clone());
    instance_set(me, "_times", times);
    Ok(Value::None)
}

fn repeat_next(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<0, 0> = Signature::wrapper("itertools.repeat", "__next__", [], []);
    let (me, [], []) = SIG.bind_method(args, kw)?;
    let obj = instance_get(me, "_object")?;
    match instance_get(me, "_times")? {
        Value::Int(n) => {
            if n <= 0 {
                return Err(PyErr::stop_iteration());
            }
            instance_set(me, "_times", Value::Int(n - 1));
            Ok(obj)
        }
        _ => Ok(obj),
    }
}

fn repeat_length_hint(_vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<0, 0> = Signature::positional("repeat", "__length_hint__", [], []);
    let (me, [], []) = SIG.bind_method(args, kw)?;
    match instance_get(me, "_times")? {
        Value::Int(n) => Ok(Value::Int(n)),
        _ => Err(PyErr::type_error("len() of unsized object")),
    }
}

// ----- chain -----

struct Chain {
    /// Iterator over the iterables (None once exhausted).
    source: Option<Value>,
    active: Option<Value>,
}

impl NativeStepper for Chain {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        loop {
            if let Some(active) = self.active.clone() {
                match vm.iter_next(&active) {
                    Ok(Some(v)) => return Ok(Some(v)),
                    Ok(None) => self.active = None,
                    Err(e) => {
                        self.active = None;
                        return Err(e);
                    }
                }
            }
            let Some(source) = self.source.clone() else { return Ok(None) };
            match vm.iter_next(&source)? {
                Some(iterable) => match vm.get_iter(&iterable) {
                    Ok(it) => self.active = Some(it),
                    Err(e) => {
                        self.source = None;
                        return Err(e);
                    }
                },
                None => {
                    self.source = None;
                    return Ok(None);
                }
            }
        }
    }
}

fn chain_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    if !kw.is_empty() {
        return Err(PyErr::type_error("chain() takes no keyword arguments"));
    }
    let source = vm.get_iter(&Value::tuple(ctor_args(args).to_vec()))?;
    Ok(generic("itertools.chain", Chain { source: Some(source), active: None }))
}

fn chain_from_iterable(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const FROM_ITERABLE: Signature<1, 0> = Signature::positional("chain", "from_iterable", ["iterable"], []);
    let (_, [iterable], []) = FROM_ITERABLE.bind_method(args, kw)?;
    let source = vm.get_iter(iterable)?;
    Ok(generic("itertools.chain", Chain { source: Some(source), active: None }))
}

// ----- accumulate -----

struct Accumulate {
    it: Value,
    func: Value,
    total: Option<Value>,
    initial: Option<Value>,
}

impl NativeStepper for Accumulate {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        if let Some(init) = self.initial.take() {
            self.total = Some(init.clone());
            return Ok(Some(init));
        }
        let Some(v) = vm.iter_next(&self.it.clone())? else { return Ok(None) };
        let new_total = match self.total.take() {
            None => v,
            Some(t) => {
                if self.func.is_none() {
                    match (&t, &v) {
                        (Value::Int(a), Value::Int(b)) if a.checked_add(*b).is_some() => Value::Int(a + b),
                        _ => vm.binary_op(&t, &v, crate::compile::bytecode::BinOp::Add)?,
                    }
                } else {
                    let f = self.func.clone();
                    vm.call(&f, &[t, v], &[])?
                }
            }
        };
        self.total = Some(new_total.clone());
        Ok(Some(new_total))
    }
}

fn accumulate_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const ACCUMULATE: Signature<1, 2> = Signature::clinic("", "accumulate", ["iterable"], ["func", "initial"]).kw_only_from(2);
    let (_, [iterable], [func, initial]) = ACCUMULATE.bind_method(args, kw)?;
    let it = vm.get_iter(iterable)?;
    let func = func.cloned().unwrap_or(Value::None);
    let initial = initial.cloned().filter(|v| !v.is_none());
    Ok(generic("itertools.accumulate", Accumulate { it, func, total: None, initial }))
}

// ----- compress, dropwhile, takewhile, filterfalse, starmap -----

struct Compress {
    data: Value,
    selectors: Value,
}

impl NativeStepper for Compress {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        loop {
            let Some(d) = vm.iter_next(&self.data.clone())? else { return Ok(None) };
            let Some(s) = vm.iter_next(&self.selectors.clone())? else { return Ok(None) };
            if vm.truthy(&s)? {
                return Ok(Some(d));
            }
            vm.charge(1)?;
        }
    }
}

fn compress_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const COMPRESS: Signature<2, 0> = Signature::clinic("", "compress", ["data", "selectors"], []);
    let (_, [data, selectors], []) = COMPRESS.bind_method(args, kw)?;
    let data = vm.get_iter(data)?;
    let selectors = vm.get_iter(selectors)?;
    Ok(generic("itertools.compress", Compress { data, selectors }))
}

fn call_predicate(vm: &mut Vm, pred: &Value, v: &Value) -> PyResult<bool> {
    if pred.is_none() {
        return vm.truthy(v);
    }
    let r = vm.call(pred, std::slice::from_ref(v), &[])?;
    vm.truthy(&r)
}

struct DropWhile {
    pred: Value,
    it: Value,
    dropping: bool,
}

impl NativeStepper for DropWhile {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        loop {
            let Some(v) = vm.iter_next(&self.it.clone())? else { return Ok(None) };
            if !self.dropping {
                return Ok(Some(v));
            }
            let pred = self.pred.clone();
            if !vm.call(&pred, std::slice::from_ref(&v), &[]).and_then(|r| vm.truthy(&r))? {
                self.dropping = false;
                return Ok(Some(v));
            }
            vm.charge(1)?;
        }
    }
}

struct TakeWhile {
    pred: Value,
    it: Value,
    done: bool,
}

impl NativeStepper for TakeWhile {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        if self.done {
            return Ok(None);
        }
        let Some(v) = vm.iter_next(&self.it.clone())? else { return Ok(None) };
        let pred = self.pred.clone();
        if vm.call(&pred, std::slice::from_ref(&v), &[]).and_then(|r| vm.truthy(&r))? {
            return Ok(Some(v));
        }
        self.done = true;
        Ok(None)
    }
}

struct FilterFalse {
    pred: Value,
    it: Value,
}

impl NativeStepper for FilterFalse {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        loop {
            let Some(v) = vm.iter_next(&self.it.clone())? else { return Ok(None) };
            let pred = self.pred.clone();
            if !call_predicate(vm, &pred, &v)? {
                return Ok(Some(v));
            }
            vm.charge(1)?;
        }
    }
}

fn pred_and_iter(vm: &mut Vm, name: &'static str, args: &[Value], kw: &KwArgs) -> PyResult<(Value, Value)> {
    let (_, [predicate, iterable], []) = Signature::positional_checked("", name, ["predicate", "iterable"], []).bind_method(args, kw)?;
    let it = vm.get_iter(iterable)?;
    Ok((predicate.clone(), it))
}

fn dropwhile_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (pred, it) = pred_and_iter(vm, "dropwhile", args, kw)?;
    Ok(generic("itertools.dropwhile", DropWhile { pred, it, dropping: true }))
}

fn takewhile_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (pred, it) = pred_and_iter(vm, "takewhile", args, kw)?;
    Ok(generic("itertools.takewhile", TakeWhile { pred, it, done: false }))
}

fn filterfalse_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (pred, it) = pred_and_iter(vm, "filterfalse", args, kw)?;
    Ok(generic("itertools.filterfalse", FilterFalse { pred, it }))
}

struct StarMap {
    func: Value,
    it: Value,
}

impl NativeStepper for StarMap {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        let Some(v) = vm.iter_next(&self.it.clone())? else { return Ok(None) };
        let call_args = match &v {
            Value::Tuple(t) => t.items.to_vec(),
            other => vm.collect_iterable(other)?,
        };
        let func = self.func.clone();
        vm.call(&func, &call_args, &[]).map(Some)
    }
}

fn starmap_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let (func, it) = pred_and_iter(vm, "starmap", args, kw)?;
    Ok(generic("itertools.starmap", StarMap { func, it }))
}

// ----- cycle, pairwise -----

struct Cycle {
    it: Option<Value>,
    saved: Vec<Value>,
    index: usize,
}

impl NativeStepper for Cycle {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        if let Some(it) = self.it.clone() {
            match vm.iter_next(&it)? {
                Some(v) => {
                    self.saved.push(v.clone());
                    if self.saved.len().is_multiple_of(1024) {
                        vm.check_alloc(self.saved.len() * 16)?;
                    }
                    return Ok(Some(v));
                }
                None => self.it = None,
            }
        }
        if self.saved.is_empty() {
            return Ok(None);
        }
        if self.index >= self.saved.len() {
            self.index = 0;
        }
        let v = self.saved[self.index].clone();
        self.index += 1;
        Ok(Some(v))
    }
}

fn cycle_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const CYCLE: Signature<1, 0> = Signature::positional_checked("", "cycle", ["iterable"], []);
    let (_, [iterable], []) = CYCLE.bind_method(args, kw)?;
    let it = vm.get_iter(iterable)?;
    Ok(generic("itertools.cycle", Cycle { it: Some(it), saved: Vec::new(), index: 0 }))
}

struct Pairwise {
    it: Option<Value>,
    old: Option<Value>,
}

impl NativeStepper for Pairwise {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        let Some(it) = self.it.clone() else { return Ok(None) };
        let old = match self.old.take() {
            Some(o) => o,
            None => match vm.iter_next(&it)? {
                Some(v) => v,
                None => {
                    self.it = None;
                    return Ok(None);
                }
            },
        };
        match vm.iter_next(&it)? {
            Some(new) => {
                self.old = Some(new.clone());
                Ok(Some(Value::tuple(vec![old, new])))
            }
            None => {
                self.it = None;
                Ok(None)
            }
        }
    }
}

fn pairwise_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const PAIRWISE: Signature<1, 0> = Signature::positional_checked("", "pairwise", ["iterable"], []);
    let (_, [iterable], []) = PAIRWISE.bind_method(args, kw)?;
    let it = vm.get_iter(iterable)?;
    Ok(generic("itertools.pairwise", Pairwise { it: Some(it), old: None }))
}

// ----- islice -----

struct ISlice {
    it: Option<Value>,
    /// Items consumed so far.
    count: u64,
    /// Index of the next item to yield.
    next: u64,
    stop: Option<u64>,
    step: u64,
}

impl NativeStepper for ISlice {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        let Some(it) = self.it.clone() else { return Ok(None) };
        while self.count < self.next {
            if vm.iter_next(&it)?.is_none() {
                self.it = None;
                return Ok(None);
            }
            self.count += 1;
            if self.count.is_multiple_of(1024) {
                vm.charge(1024)?;
            }
        }
        if self.stop.is_some_and(|s| self.count >= s) {
            self.it = None;
            return Ok(None);
        }
        let Some(v) = vm.iter_next(&it)? else {
            self.it = None;
            return Ok(None);
        };
        self.count += 1;
        let old = self.next;
        self.next = self.next.saturating_add(self.step);
        if let Some(s) = self.stop {
            if self.next > s || self.next < old {
                self.next = s;
            }
        }
        Ok(Some(v))
    }
}

/// An islice argument as CPython reads it (`PyNumber_AsSsize_t`, OverflowError beyond the
/// machine word): None for None; `Err(None)` for anything that is not such an int (CPython
/// clears that error and reports its own ValueError).
fn islice_arg(vm: &mut Vm, v: &Value) -> PyResult<Result<Option<i64>, ()>> {
    if v.is_none() {
        return Ok(Ok(None));
    }
    match vm.index_ssize(v) {
        Ok(n) => Ok(Ok(Some(n))),
        Err(e) if e.is_catchable() => Ok(Err(())),
        Err(e) => Err(e),
    }
}

fn islice_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const STOP: &str = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.";
    const INDICES: &str = "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.";
    const STEP: &str = "Step for islice() must be a positive integer or None.";
    const ISLICE: Signature<2, 2> = Signature::positional_checked("", "islice", ["iterable", "start_or_stop"], ["stop", "step"]);
    // islice(iterable, stop) or islice(iterable, start, stop[, step]).
    let (_, [iterable, second], [third, step_arg]) = ISLICE.bind_method(args, kw)?;
    let it = vm.get_iter(iterable)?;
    // CPython's checks, in its order: a stop that is not an int (or is -1) is the stop
    // error; then negative indices; then the step.
    let (start, stop_arg) = match third {
        None => (Ok(Some(0)), second),
        Some(third) => (islice_arg(vm, second)?, third),
    };
    let stop = match islice_arg(vm, stop_arg)? {
        Ok(Some(-1)) | Err(()) => return Err(PyErr::value_error(STOP)),
        Ok(stop) => stop,
    };
    let start = match start {
        Ok(start) => start.unwrap_or(0),
        Err(()) => -1,
    };
    if start < 0 || stop.is_some_and(|s| s < -1) {
        return Err(PyErr::value_error(INDICES));
    }
    let step = match step_arg {
        None => 1,
        Some(s) => match islice_arg(vm, s)? {
            Ok(None) => 1,
            Ok(Some(n)) => n,
            Err(()) => -1,
        },
    };
    if step < 1 {
        return Err(PyErr::value_error(STEP));
    }
    let (start, stop, step) = (start as u64, stop.map(|s| s as u64), step as u64);
    Ok(generic("itertools.islice", ISlice { it: Some(it), count: 0, next: start, stop, step }))
}

// ----- zip_longest -----

struct ZipLongest {
    iters: Vec<Option<Value>>,
    active: usize,
    fill: Value,
}

impl NativeStepper for ZipLongest {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        if self.iters.is_empty() || self.active == 0 {
            return Ok(None);
        }
        let mut out = Vec::with_capacity(self.iters.len());
        for i in 0..self.iters.len() {
            match self.iters[i].clone() {
                None => out.push(self.fill.clone()),
                Some(it) => match vm.iter_next(&it)? {
                    Some(v) => out.push(v),
                    None => {
                        self.active -= 1;
                        if self.active == 0 {
                            return Ok(None);
                        }
                        self.iters[i] = None;
                        out.push(self.fill.clone());
                    }
                },
            }
        }
        Ok(Some(Value::tuple(out)))
    }
}

fn zip_longest_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    let mut fill = Value::None;
    for (k, v) in kw {
        if &**k == "fillvalue" {
            fill = v.clone();
        } else {
            return Err(PyErr::type_error("zip_longest() got an unexpected keyword argument"));
        }
    }
    let mut iters = Vec::new();
    for a in ctor_args(args) {
        iters.push(Some(vm.get_iter(a)?));
    }
    let active = iters.len();
    Ok(generic("itertools.zip_longest", ZipLongest { iters, active, fill }))
}

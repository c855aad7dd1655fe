//! Iterators whose objects share state: `groupby` with its `_grouper` sub-iterators, and
//! `tee`. Shared state sits in an `Rc<RefCell<…>>`; no borrow is held while Python code (a
//! key function, `__eq__`, the source iterator) runs.

use std::cell::RefCell;
use std::rc::Rc;

use super::{generic, index_arg};
use crate::builtins::signature::Signature;
use crate::error::{PyErr, PyResult};
use crate::types::iter::NativeStepper;
use crate::value::{KwArgs, Value};
use crate::vm::Vm;

/// Makes sure the helper types exist (their names show in `type()` output).
pub fn register_types(vm: &Vm) {
    let _ = super::iterator_type(vm, "itertools._grouper");
    let _ = super::iterator_type(vm, "itertools._tee");
}

// ----- groupby -----

struct GroupState {
    it: Value,
    keyfunc: Value,
    tgtkey: Option<Value>,
    currkey: Option<Value>,
    currvalue: Option<Value>,
    /// Generation of the grouper allowed to read (0: none).
    current: u64,
    generations: u64,
}

type Shared = Rc<RefCell<GroupState>>;

/// Reads the next value from the source and computes its key.
fn group_step(vm: &mut Vm, st: &Shared) -> PyResult<bool> {
    let (it, keyfunc) = {
        let s = st.borrow();
        (s.it.clone(), s.keyfunc.clone())
    };
    let Some(v) = vm.iter_next(&it)? else { return Ok(false) };
    let key = if keyfunc.is_none() { v.clone() } else { vm.call(&keyfunc, std::slice::from_ref(&v), &[])? };
    let mut s = st.borrow_mut();
    s.currvalue = Some(v);
    s.currkey = Some(key);
    Ok(true)
}

struct GroupBy {
    st: Shared,
}

impl NativeStepper for GroupBy {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        self.st.borrow_mut().current = 0;
        loop {
            let (currkey, tgtkey) = {
                let s = self.st.borrow();
                (s.currkey.clone(), s.tgtkey.clone())
            };
            match (currkey, tgtkey) {
                (None, _) => {}
                (Some(_), None) => break,
                (Some(c), Some(t)) => {
                    if !vm.eq(&t, &c)? {
                        break;
                    }
                }
            }
            if !group_step(vm, &self.st)? {
                return Ok(None);
            }
            vm.charge(1)?;
        }
        let (key, generation) = {
            let mut s = self.st.borrow_mut();
            s.tgtkey = s.currkey.clone();
            s.generations += 1;
            s.current = s.generations;
            (s.currkey.clone().unwrap_or(Value::None), s.generations)
        };
        let grouper = generic("itertools._grouper", Grouper { st: self.st.clone(), generation, tgtkey: key.clone() });
        Ok(Some(Value::tuple(vec![key, grouper])))
    }
}

struct Grouper {
    st: Shared,
    generation: u64,
    tgtkey: Value,
}

impl NativeStepper for Grouper {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        if self.st.borrow().current != self.generation {
            return Ok(None);
        }
        if self.st.borrow().currvalue.is_none() && !group_step(vm, &self.st)? {
            return Ok(None);
        }
        let currkey = self.st.borrow().currkey.clone().unwrap_or(Value::None);
        if !vm.eq(&self.tgtkey, &currkey)? {
            return Ok(None);
        }
        Ok(self.st.borrow_mut().currvalue.take())
    }
}

pub fn groupby_new(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const GROUPBY: Signature<1, 1> = Signature::clinic("", "groupby", ["iterable"], ["key"]);
    let (_, [iterable], [key]) = GROUPBY.bind_method(args, kw)?;
    let it = vm.get_iter(iterable)?;
    let keyfunc = key.cloned().unwrap_or(Value::None);
    let st = GroupState { it, keyfunc, tgtkey: None, currkey: None, currvalue: None, current: 0, generations: 0 };
    Ok(generic("itertools.groupby", GroupBy { st: Rc::new(RefCell::new(st)) }))
}

// ----- tee -----

/// One buffered item; tee iterators walk a shared singly linked list of these. Nodes no
/// iterator can reach any more are freed.
#[derive(Default)]
struct Node {
    value: RefCell<Option<Value>>,
    next: RefCell<Option<Rc<Node>>>,
}

impl Drop for Node {
    // Unlink iteratively: a long buffer must not drop recursively.
    fn drop(&mut self) {
        let mut next = self.next.get_mut().take();
        while let Some(n) = next {
            match Rc::try_unwrap(n) {
                Ok(mut node) => next = node.next.get_mut().take(),
                Err(_) => break,
            }
        }
    }
}

struct TeeSource {
    it: Value,
    done: bool,
    /// Set while the source runs: a tee of the same group may not fetch meanwhile.
    running: bool,
    buffered: usize,
}

struct Tee {
    src: Rc<RefCell<TeeSource>>,
    /// The node holding the next item this iterator yields (unfilled at the tail).
    node: Rc<Node>,
}

impl NativeStepper for Tee {
    fn next(&mut self, vm: &mut Vm) -> PyResult<Option<Value>> {
        let ready = self.node.next.borrow().clone();
        if let Some(next) = ready {
            let v = self.node.value.borrow().clone();
            self.node = next;
            return Ok(v);
        }
        let (it, done, running) = {
            let s = self.src.borrow();
            (s.it.clone(), s.done, s.running)
        };
        if done {
            return Ok(None);
        }
        if running {
            return Err(PyErr::new(crate::error::ExcKind::RuntimeError, "cannot re-enter the tee iterator"));
        }
        self.src.borrow_mut().running = true;
        let fetched = vm.iter_next(&it);
        self.src.borrow_mut().running = false;
        let Some(v) = fetched? else {
            self.src.borrow_mut().done = true;
            return Ok(None);
        };
        // Another tee may have filled this node while the source ran.
        if self.node.next.borrow().is_none() {
            *self.node.value.borrow_mut() = Some(v.clone());
            *self.node.next.borrow_mut() = Some(Rc::new(Node::default()));
            let mut s = self.src.borrow_mut();
            s.buffered += 1;
            if s.buffered.is_multiple_of(1024) {
                vm.check_alloc(s.buffered.saturating_mul(48))?;
            }
        }
        let next = self.node.next.borrow().clone();
        if let Some(n) = next {
            self.node = n;
        }
        Ok(Some(v))
    }
}

pub fn tee(vm: &mut Vm, args: &[Value], kw: &KwArgs) -> PyResult<Value> {
    const SIG: Signature<1, 1> = Signature::positional("itertools", "tee", ["iterable"], ["n"]);
    let ([iterable], [n]) = SIG.bind(args, kw)?;
    let n = match n {
        Some(v) => index_arg(vm, v)?,
        None => 2,
    };
    if n < 0 {
        return Err(PyErr::value_error("n must be >= 0"));
    }
    let it = vm.get_iter(iterable)?;
    vm.check_alloc((n as usize).saturating_mul(64))?;
    let src = Rc::new(RefCell::new(TeeSource { it, done: false, running: false, buffered: 0 }));
    let head = Rc::new(Node::default());
    let items = (0..n).map(|_| generic("itertools._tee", Tee { src: src.clone(), node: head.clone() })).collect();
    Ok(Value::tuple(items))
}

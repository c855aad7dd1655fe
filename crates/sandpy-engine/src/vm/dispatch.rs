//! The dispatch loop. The running frame is a local; its callers wait in `vm.frames`, so a
//! Python-to-Python call pushes a frame instead of recursing on the Rust stack. Errors leave
//! `execute` through `?` and `unwind` (unwind.rs) finds the handler (or the caller) to
//! continue in; the slower parts of instructions live in dispatch_out_of_line.rs.
//!
//! This file stays over the house's 1,000-line limit on purpose: `execute` is one `match`
//! over every instruction (about 1,040 lines), and it is one function so that the
//! compiler keeps the frame's instruction pointer, stack and locals in registers across
//! instructions. Splitting the match into functions per instruction group would put a
//! call (and likely spills) on the hottest path of every program; until a split is
//! measured to cost nothing in bench/run.py, the loop stays whole.

use std::rc::Rc;

use super::dispatch_macros::{push_growing, underflow};
use super::frame::{Block, BlockKind, Frame, ReturnAction};
use super::frame_ops::store_list_item;
use super::stack::{drop_immediates, drop_top, peek2, quick_compare, replace_immediate_pair, replace_immediate_top, try_list_append};
use super::{Exit, Vm};
use crate::compile::bytecode::{function_flags, span, BinOp, Conversion, GlobalCacheEntry, Instr, RaiseForm, UnaryOp};
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::dict::DictStore;
use crate::types::iter::IterState;
use crate::value::{GenState, PyDict, Value};

pub(super) enum Step {
    Return(Value),
    Yield(Value),
}

impl Vm {
    /// Runs `frame` (and every frame it calls) to completion or to its next `yield`.
    pub fn run_frame(&mut self, frame: Frame) -> PyResult<Exit> {
        self.run_frame_with(frame, None)
    }

    /// A nested run (natives calling back into Python, generators): the Rust stack is grown
    /// on the heap when it runs low, so the re-entry depth limit, not the thread's stack
    /// size, decides how deep this may go.
    pub fn run_nested(&mut self, frame: Frame, error: Option<PyErr>) -> PyResult<Exit> {
        stacker::maybe_grow(256 * 1024, 4 * 1024 * 1024, || self.run_frame_with(frame, error))
    }

    /// Like `run_frame`, but first raises `error` at the frame's current position
    /// (generator `throw`).
    pub fn run_frame_with(&mut self, mut f: Frame, mut error: Option<PyErr>) -> PyResult<Exit> {
        let base = self.frames.len();
        if error.is_none() {
            if let Err(e) = self.charge_code(&f.code) {
                error = Some(e);
            }
        }
        loop {
            let err = match error.take() {
                Some(e) => e,
                None => match self.execute(&mut f, base) {
                    Ok(Step::Return(v)) => {
                        // Natives call Python functions this way (map, sorted's key…): the
                        // finished frame goes back to the pool, or every such call would
                        // allocate a fresh one.
                        self.frame_pool.recycle(f);
                        return Ok(Exit::Return(v));
                    }
                    Ok(Step::Yield(v)) => return Ok(Exit::Yield(v, f)),
                    Err(e) => e,
                },
            };
            self.unwind(&mut f, err, base)?;
        }
    }

    fn execute(&mut self, f: &mut Frame, base: usize) -> PyResult<Step> {
        loop {
            let Some(&instr) = f.code.instrs.get(f.pc) else {
                return Err(PyErr::new(ExcKind::SystemError, "ran off the end of the bytecode"));
            };
            f.pc += 1;
            match instr {
                Instr::Nop => {}
                Instr::LoadConst(i) => {
                    let v = f.code.consts[i as usize].clone();
                    push!(f, v);
                }
                Instr::LoadFast(i) => match &f.slots[i as usize] {
                    Some(v) => {
                        let v = v.clone();
                        push!(f, v)
                    }
                    None => return Err(self.unbound_local(f, i as usize)),
                },
                Instr::StoreFast(i) => {
                    let v = pop!(f);
                    if let Some(old) = f.slots[i as usize].replace(v) {
                        old.discard();
                    }
                }
                Instr::DeleteFast(i) => {
                    if f.slots[i as usize].take().is_none() {
                        return Err(self.unbound_local(f, i as usize));
                    }
                }
                Instr::LoadDeref(i) => {
                    let found = match &f.slots[i as usize] {
                        Some(Value::Cell(c)) => c.borrow().clone(),
                        _ => None,
                    };
                    match found {
                        Some(v) => push!(f, v),
                        None => return Err(self.unbound_deref(f, i as usize)),
                    }
                }
                Instr::StoreDeref(i) => {
                    let v = pop!(f);
                    if let Some(Value::Cell(c)) = &f.slots[i as usize] {
                        *c.borrow_mut() = Some(v);
                    }
                }
                Instr::DeleteDeref(i) => {
                    if let Some(Value::Cell(c)) = &f.slots[i as usize] {
                        if c.borrow_mut().take().is_none() {
                            return Err(self.unbound_deref(f, i as usize));
                        }
                    }
                }
                Instr::LoadClosure(i) => {
                    let v = f.slots[i as usize].clone().unwrap_or(Value::None);
                    push!(f, v);
                }
                Instr::LoadClassDeref(i) => {
                    let name = self.slot_name(f, i as usize);
                    let found = f.namespace.as_ref().and_then(|ns| ns.borrow().get(&*name).cloned());
                    let v = match found {
                        Some(v) => v,
                        None => self.load_deref(f, i as usize)?,
                    };
                    push!(f, v);
                }
                Instr::LoadGlobal(i) => {
                    let entry = f.code.global_cache[i as usize].get();
                    let name = &f.code.names[i as usize];
                    if entry.epoch == self.globals_epoch {
                        // The key is checked too: deleting a global shifts the entries after
                        // it without a new epoch (see `DeleteGlobal`).
                        let table = if entry.in_builtins { self.builtins.borrow() } else { f.globals.borrow() };
                        if let Some((key, v)) = table.get_index(entry.index as usize) {
                            if super::attr_cache::same_name(key, name) {
                                let v = v.clone();
                                drop(table);
                                push!(f, v);
                                continue;
                            }
                        }
                    }
                    let epoch = self.globals_epoch;
                    if let Some((index, _, v)) = f.globals.borrow().get_full(&**name) {
                        f.code.global_cache[i as usize].set(GlobalCacheEntry { epoch, index: index as u32, in_builtins: false });
                        push!(f, v.clone());
                        continue;
                    }
                    if let Some((index, _, v)) = self.builtins.borrow().get_full(&**name) {
                        f.code.global_cache[i as usize].set(GlobalCacheEntry { epoch, index: index as u32, in_builtins: true });
                        push!(f, v.clone());
                        continue;
                    }
                    let found = f.globals.borrow().get(&**name).cloned();
                    let v = match found {
                        Some(v) => v,
                        None => match self.builtins.borrow().get(&**name) {
                            Some(v) => v.clone(),
                            None => return Err(PyErr::new(ExcKind::NameError, format!("name '{}' is not defined", name))),
                        },
                    };
                    push!(f, v);
                }
                Instr::StoreGlobal(i) => {
                    let v = pop!(f);
                    self.store_global_cached(f, i as usize, v)?;
                }
                Instr::DeleteGlobal(i) => {
                    // No new epoch: cache entries check their key, and a deleted global
                    // cannot stale a cached builtin (inserting the global would have).
                    let name = &f.code.names[i as usize];
                    if f.globals.borrow_mut().shift_remove(&**name).is_none() {
                        return Err(PyErr::new(ExcKind::NameError, format!("name '{}' is not defined", name)));
                    }
                }
                Instr::LoadName(i) => {
                    let name = &f.code.names[i as usize];
                    let mut found = f.namespace.as_ref().and_then(|ns| ns.borrow().get(&**name).cloned());
                    if found.is_none() {
                        found = f.globals.borrow().get(&**name).cloned();
                    }
                    if found.is_none() {
                        found = self.builtins.borrow().get(&**name).cloned();
                    }
                    match found {
                        Some(v) => push!(f, v),
                        None => return Err(PyErr::new(ExcKind::NameError, format!("name '{}' is not defined", name))),
                    }
                }
                Instr::StoreName(i) => {
                    let v = pop!(f);
                    match &f.namespace {
                        Some(ns) => {
                            ns.borrow_mut().insert(f.code.names[i as usize].clone(), v);
                        }
                        None => self.store_global_cached(f, i as usize, v)?,
                    }
                }
                Instr::DeleteName(i) => {
                    let name = &f.code.names[i as usize];
                    // Module level needs no new epoch (see `DeleteGlobal`).
                    let removed = match &f.namespace {
                        Some(ns) => {
                            self.bump_globals_epoch();
                            ns.borrow_mut().shift_remove(&**name)
                        }
                        None => f.globals.borrow_mut().shift_remove(&**name),
                    };
                    if removed.is_none() {
                        return Err(PyErr::new(ExcKind::NameError, format!("name '{}' is not defined", name)));
                    }
                }
                Instr::LoadAttr(i) => {
                    let obj = pop!(f);
                    let v = self.load_attr_cached(&f.code, i as usize, &obj)?;
                    drop(obj);
                    push!(f, v);
                }
                Instr::ForbiddenDunder(i) => {
                    return Err(crate::policy::forbidden(&f.code.names[i as usize]));
                }
                Instr::StoreAttr(i) => {
                    let obj = pop!(f);
                    let v = pop!(f);
                    self.store_attr_cached(&f.code, i as usize, &obj, v)?;
                }
                Instr::StoreFastAttr { value, obj, name } => {
                    let (Some(v), Some(o)) = (&f.slots[value as usize], &f.slots[obj as usize]) else {
                        // An unbound local: the original sequence raises for it.
                        load_fast!(self, f, value);
                        continue;
                    };
                    let v = v.clone();
                    self.store_attr_cached(&f.code, name as usize, o, v)?;
                    f.pc += span::STORE_FAST_ATTR - 1;
                }
                Instr::DeleteAttr(i) => {
                    let obj = pop!(f);
                    let name = f.code.names[i as usize].clone();
                    self.del_attr(&obj, &name)?;
                }
                Instr::LoadMethod(i) => {
                    let obj = pop!(f);
                    let (m, recv) = self.load_method_cached(&f.code, i as usize, obj)?;
                    push!(f, m);
                    push!(f, recv);
                }
                Instr::CallMethod(n) => {
                    let n = n as usize;
                    let len = f.stack.len();
                    if len < n + 2 {
                        return Err(underflow());
                    }
                    if n == 1 && try_list_append(f) {
                        continue;
                    }
                    let has_self = !matches!(f.stack[len - n - 1], Value::Null);
                    let args_start = if has_self { len - n - 1 } else { len - n };
                    if self.try_fast_call(f, len - n - 2, args_start)? || self.try_builtin_call(f, len - n - 2, args_start)? {
                        continue;
                    }
                    let callable = f.stack[len - n - 2].clone();
                    let outcome = self.prepare_call(&callable, &f.stack[args_start..], &[])?;
                    f.stack.truncate(len - n - 2);
                    self.finish_call(f, outcome)?;
                }
                Instr::Call(n) => {
                    let n = n as usize;
                    let len = f.stack.len();
                    if len < n + 1 {
                        return Err(underflow());
                    }
                    if self.try_fast_call(f, len - n - 1, len - n)? || self.try_builtin_call(f, len - n - 1, len - n)? {
                        continue;
                    }
                    let callable = f.stack[len - n - 1].clone();
                    let outcome = self.prepare_call(&callable, &f.stack[len - n..], &[])?;
                    f.stack.truncate(len - n - 1);
                    self.finish_call(f, outcome)?;
                }
                Instr::CallKw(n) => {
                    let names = pop!(f);
                    let n = n as usize;
                    let len = f.stack.len();
                    if len < n + 1 {
                        return Err(underflow());
                    }
                    let Value::Tuple(names) = names else { return Err(underflow()) };
                    let nkw = names.items.len();
                    let npos = n - nkw;
                    let kwargs: Vec<(crate::value::Str, Value)> = names
                        .items
                        .iter()
                        .zip(f.stack[len - nkw..].iter())
                        .map(|(k, v)| (k.as_str().unwrap_or("").into(), v.clone()))
                        .collect();
                    let callable = f.stack[len - n - 1].clone();
                    let outcome = self.prepare_call(&callable, &f.stack[len - n..len - n + npos], &kwargs)?;
                    f.stack.truncate(len - n - 1);
                    self.finish_call(f, outcome)?;
                }
                Instr::CallEx { with_kwargs } => {
                    let kwargs = if with_kwargs { Some(pop!(f)) } else { None };
                    let args = pop!(f);
                    let callable = pop!(f);
                    let args: Vec<Value> = match args {
                        Value::Tuple(t) => t.items.to_vec(),
                        other => self.collect_iterable(&other)?,
                    };
                    let kw: Vec<(crate::value::Str, Value)> = match kwargs {
                        Some(Value::Dict(d)) => {
                            let items = d.store.borrow().items();
                            let mut out = Vec::with_capacity(items.len());
                            for (k, v) in items {
                                match k {
                                    Value::Str(s) => out.push((crate::value::Str::from(&*s.s), v)),
                                    _ => return Err(PyErr::type_error("keywords must be strings")),
                                }
                            }
                            out
                        }
                        _ => Vec::new(),
                    };
                    let outcome = self.prepare_call(&callable, &args, &kw)?;
                    self.finish_call(f, outcome)?;
                }
                Instr::MakeFunction { code, flags } => {
                    let closure = if flags & function_flags::CLOSURE != 0 { pop!(f) } else { Value::None };
                    let annotations = if flags & function_flags::ANNOTATIONS != 0 { Some(pop!(f)) } else { None };
                    let kwdefaults = if flags & function_flags::KWDEFAULTS != 0 { pop!(f) } else { Value::None };
                    let defaults = if flags & function_flags::DEFAULTS != 0 { pop!(f) } else { Value::None };
                    let code = f.code.children[code as usize].clone();
                    let func = self.make_function(code, f.globals.clone(), defaults, kwdefaults, closure);
                    if let (Some(ann), Value::Function(func)) = (annotations, &func) {
                        func.attrs.borrow_mut().insert("__annotations__".into(), ann);
                    }
                    push!(f, func);
                }
                Instr::Return => {
                    let v = pop!(f);
                    if self.frames.len() <= base {
                        // A nested run of `__init__` (from `type.__call__`) yields the instance.
                        if let ReturnAction::Init(instance) = std::mem::replace(&mut f.on_return, ReturnAction::Value) {
                            if !v.is_none() {
                                return Err(PyErr::type_error(format!("__init__() should return None, not '{}'", self.type_name(&v))));
                            }
                            return Ok(Step::Return(instance));
                        }
                        return Ok(Step::Return(v));
                    }
                    let Some(caller) = self.frames.pop() else { return Err(underflow()) };
                    let mut done = std::mem::replace(f, caller);
                    match std::mem::replace(&mut done.on_return, ReturnAction::Value) {
                        ReturnAction::Value => push!(f, v),
                        ReturnAction::Init(instance) => {
                            if !v.is_none() {
                                return Err(PyErr::type_error(format!("__init__() should return None, not '{}'", self.type_name(&v))));
                            }
                            push!(f, instance);
                        }
                        ReturnAction::Generator(g) => {
                            // The generator is exhausted: its loop ends as ForIter would.
                            *g.state.borrow_mut() = GenState::Finished;
                            let target = match f.code.instrs.get(f.pc.wrapping_sub(1)) {
                                Some(&Instr::ForIter(target)) | Some(&Instr::ForIterStore { target, .. }) => target,
                                _ => return Err(PyErr::new(ExcKind::SystemError, "inline generator without its loop")),
                            };
                            f.stack.pop();
                            f.pc = target as usize;
                        }
                    }
                    self.frame_pool.recycle(done);
                }
                Instr::LoadSubscr => {
                    if let Some(v) = peek2(&f.stack).and_then(|(container, key)| container.fast_index(key)) {
                        drop_top(&mut f.stack, 2);
                        push!(f, v);
                        continue;
                    }
                    let key = pop!(f);
                    let container = pop!(f);
                    let v = self.get_item(&container, &key)?;
                    key.discard();
                    drop(container);
                    push!(f, v);
                }
                Instr::StoreSubscr => {
                    let key = pop!(f);
                    let container = pop!(f);
                    if store_list_item(&container, &key, &mut f.stack) {
                        continue;
                    }
                    let v = pop!(f);
                    self.set_item(&container, key, v)?;
                }
                Instr::DeleteSubscr => {
                    let key = pop!(f);
                    let container = pop!(f);
                    self.del_item(&container, &key)?;
                }
                Instr::Pop => {
                    pop!(f).discard();
                }
                Instr::Dup => {
                    let v = top!(f).clone();
                    push!(f, v);
                }
                Instr::Dup2 => {
                    let len = f.stack.len();
                    if len < 2 {
                        return Err(underflow());
                    }
                    let a = f.stack[len - 2].clone();
                    let b = f.stack[len - 1].clone();
                    push!(f, a);
                    push!(f, b);
                }
                Instr::Rot2 => {
                    let len = f.stack.len();
                    if len < 2 {
                        return Err(underflow());
                    }
                    f.stack.swap(len - 1, len - 2);
                }
                Instr::Rot3 => {
                    let len = f.stack.len();
                    if len < 3 {
                        return Err(underflow());
                    }
                    f.stack[len - 3..].rotate_right(1);
                }
                Instr::Rot4 => {
                    let len = f.stack.len();
                    if len < 4 {
                        return Err(underflow());
                    }
                    f.stack[len - 4..].rotate_right(1);
                }
                Instr::Binary(op) => {
                    // Two immediates are computed where they lie (see `peek2`).
                    if let Some(n) = peek2(&f.stack).and_then(|(a, b)| super::ops::arith_num(a, b, op)) {
                        replace_immediate_pair(&mut f.stack, n);
                        continue;
                    }
                    self.binary_on_stack(f, op)?;
                }
                Instr::LoadFastConst { slot, konst } => {
                    let Some(a) = &f.slots[slot as usize] else { return Err(self.unbound_local(f, slot as usize)) };
                    let a = a.clone();
                    let b = f.code.consts[konst as usize].clone();
                    push!(f, a);
                    push!(f, b);
                    f.pc += span::LOAD_FAST_CONST - 1;
                }
                Instr::LoadFastFast { a, b } => {
                    let Some(x) = &f.slots[a as usize] else { return Err(self.unbound_local(f, a as usize)) };
                    let x = x.clone();
                    f.pc += 1;
                    let Some(y) = &f.slots[b as usize] else { return Err(self.unbound_local(f, b as usize)) };
                    let y = y.clone();
                    push!(f, x);
                    push!(f, y);
                }
                Instr::BinaryFastConst { slot, konst, op } => {
                    let Some(a) = &f.slots[slot as usize] else { return Err(self.unbound_local(f, slot as usize)) };
                    f.pc += span::BINARY_FAST_CONST - 1;
                    let k = &f.code.consts[konst as usize];
                    if let Some(n) = super::ops::arith_num(a, k, op) {
                        push_num!(f, n);
                        continue;
                    }
                    let v = self.binary_op(a, k, op)?;
                    push!(f, v);
                }
                Instr::BinaryFastFast { a, b, op } => {
                    let Some(x) = &f.slots[a as usize] else { return Err(self.unbound_local(f, a as usize)) };
                    f.pc += 1;
                    let Some(y) = &f.slots[b as usize] else { return Err(self.unbound_local(f, b as usize)) };
                    f.pc += 1;
                    if let Some(n) = super::ops::arith_num(x, y, op) {
                        push_num!(f, n);
                        continue;
                    }
                    let v = self.binary_op(x, y, op)?;
                    push!(f, v);
                }
                Instr::CompareJumpIfFalse { op, target } => {
                    if let Some(t) = peek2(&f.stack).and_then(|(a, b)| quick_compare(a, b, op)) {
                        drop_top(&mut f.stack, 2);
                        f.pc = if t { f.pc + 1 } else { target as usize };
                        continue;
                    }
                    let b = pop!(f);
                    let a = pop!(f);
                    let r = self.compare(&a, &b, op)?;
                    // The branch's truth test belongs to the PopJumpIfFalse.
                    f.pc += 1;
                    let truth = match r {
                        Value::Bool(t) => t,
                        ref other => self.truthy(other)?,
                    };
                    f.pc -= 1;
                    a.discard();
                    b.discard();
                    f.pc = if truth { f.pc + 1 } else { target as usize };
                }
                Instr::InplaceFastConst { slot, konst, op } => {
                    if let Some(a) = &f.slots[slot as usize] {
                        if let Some(n) = super::ops::arith_num(a, &f.code.consts[konst as usize], op) {
                            store_num!(f, slot, n);
                            f.pc += span::INPLACE_FAST_CONST - 1;
                            continue;
                        }
                    }
                    // Anything else runs the original sequence, starting with its LoadFast.
                    load_fast!(self, f, slot);
                }
                Instr::InplaceFastFast { a, b, op } => {
                    if let (Some(x), Some(y)) = (&f.slots[a as usize], &f.slots[b as usize]) {
                        if let Some(n) = super::ops::arith_num(x, y, op) {
                            store_num!(f, a, n);
                            f.pc += span::INPLACE_FAST_FAST - 1;
                            continue;
                        }
                    }
                    load_fast!(self, f, a);
                }
                Instr::BinaryFastConstStore { slot, konst, op, dst } => {
                    if let Some(a) = &f.slots[slot as usize] {
                        if let Some(n) = super::ops::arith_num(a, &f.code.consts[konst as usize], op) {
                            store_num!(f, dst, n);
                            f.pc += span::BINARY_FAST_CONST_STORE - 1;
                            continue;
                        }
                    }
                    load_fast!(self, f, slot);
                }
                Instr::BinaryFastFastStore { a, b, op, dst } => {
                    if let (Some(x), Some(y)) = (&f.slots[a as usize], &f.slots[b as usize]) {
                        if let Some(n) = super::ops::arith_num(x, y, op) {
                            store_num!(f, dst, n);
                            f.pc += span::BINARY_FAST_FAST_STORE - 1;
                            continue;
                        }
                    }
                    load_fast!(self, f, a);
                }
                Instr::BinaryStore { op, dst } => {
                    if let Some(n) = peek2(&f.stack).and_then(|(a, b)| super::ops::arith_num(a, b, op)) {
                        // Two immediates: dropped without destructors, the result stored.
                        drop_immediates(&mut f.stack, 2);
                        store_num!(f, dst, n);
                        f.pc += span::BINARY_STORE - 1;
                        continue;
                    }
                    // Anything else runs as `Binary`; the `StoreFast` behind runs next.
                    self.binary_on_stack(f, op)?;
                }
                Instr::BinaryConst { konst, op } => {
                    let k = &f.code.consts[konst as usize];
                    if let Some(n) = f.stack.last().and_then(|a| super::ops::arith_num(a, k, op)) {
                        replace_immediate_top(&mut f.stack, n);
                        f.pc += span::BINARY_CONST - 1;
                        continue;
                    }
                    // Anything else runs the original sequence, starting with its LoadConst.
                    let k = k.clone();
                    push!(f, k);
                }
                Instr::CompareFastConstJump { op, slot, konst, target } => {
                    if let Some(a) = &f.slots[slot as usize] {
                        if let Some(t) = quick_compare(a, &f.code.consts[konst as usize], op) {
                            f.pc = if t { f.pc + span::COMPARE_FAST_CONST_JUMP - 1 } else { target as usize };
                            continue;
                        }
                    }
                    // Anything else runs the original sequence, starting with its LoadFast.
                    load_fast!(self, f, slot);
                }
                Instr::BinaryFast { slot, op } => {
                    if let (Some(a), Some(b)) = (f.stack.last(), &f.slots[slot as usize]) {
                        if let Some(n) = super::ops::arith_num(a, b, op) {
                            replace_immediate_top(&mut f.stack, n);
                            f.pc += span::BINARY_FAST - 1;
                            continue;
                        }
                    }
                    // Anything else runs the original sequence, starting with its LoadFast.
                    load_fast!(self, f, slot);
                }
                Instr::SubscrFastConst { slot, konst } => {
                    if let Some(seq) = &f.slots[slot as usize] {
                        if let Some(v) = self.fast_item(seq, &f.code.consts[konst as usize])? {
                            push!(f, v);
                            f.pc += span::SUBSCR_FAST_CONST - 1;
                            continue;
                        }
                    }
                    // Anything else runs the original sequence, starting with its LoadFast.
                    load_fast!(self, f, slot);
                }
                Instr::SubscrFastFast { a, b } => {
                    if let (Some(seq), Some(key)) = (&f.slots[a as usize], &f.slots[b as usize]) {
                        if let Some(v) = self.fast_item(seq, key)? {
                            push!(f, v);
                            f.pc += span::SUBSCR_FAST_FAST - 1;
                            continue;
                        }
                    }
                    load_fast!(self, f, a);
                }
                Instr::StoreSubscrFastConst { slot, konst } => {
                    if let Some(seq) = &f.slots[slot as usize] {
                        if store_list_item(seq, &f.code.consts[konst as usize], &mut f.stack) {
                            f.pc += span::STORE_SUBSCR_FAST_CONST - 1;
                            continue;
                        }
                    }
                    load_fast!(self, f, slot);
                }
                Instr::StoreSubscrFastFast { a, b } => {
                    if let (Some(seq), Some(key)) = (&f.slots[a as usize], &f.slots[b as usize]) {
                        if store_list_item(seq, key, &mut f.stack) {
                            f.pc += span::STORE_SUBSCR_FAST_FAST - 1;
                            continue;
                        }
                    }
                    load_fast!(self, f, a);
                }
                Instr::LoadFastAttr { slot, name } => {
                    let Some(obj) = &f.slots[slot as usize] else { return Err(self.unbound_local(f, slot as usize)) };
                    // Errors belong to the LoadAttr behind.
                    f.pc += 1;
                    let v = self.load_attr_cached(&f.code, name as usize, obj)?;
                    push!(f, v);
                }
                Instr::LoadFastMethod { slot, name } => {
                    let Some(obj) = &f.slots[slot as usize] else { return Err(self.unbound_local(f, slot as usize)) };
                    let obj = obj.clone();
                    f.pc += 1;
                    let (m, recv) = self.load_method_cached(&f.code, name as usize, obj)?;
                    push!(f, m);
                    push!(f, recv);
                }
                Instr::Inplace(op) => {
                    if let Some(n) = peek2(&f.stack).and_then(|(a, b)| super::ops::arith_num(a, b, op)) {
                        replace_immediate_pair(&mut f.stack, n);
                        continue;
                    }
                    let b = pop!(f);
                    let a = pop!(f);
                    if let (BinOp::Add, Value::Str(_), Value::Str(sb)) = (op, &a, &b) {
                        let a = self.release_store_target(f, a);
                        if let Value::Str(mut sa) = a {
                            if let Some(owned) = Rc::get_mut(&mut sa) {
                                let had = owned.s.capacity();
                                if owned.s.len() + sb.s.len() > had {
                                    // Growing reallocates: the new buffer and the old one
                                    // exist at once.
                                    self.check_alloc(2 * (owned.s.len() + sb.s.len()))?;
                                }
                                owned.s.push_str(&sb.s);
                                crate::heap::charge(owned.s.capacity() - had);
                                owned.char_len += sb.char_len;
                                owned.hash.set(None);
                                push!(f, Value::Str(sa));
                                continue;
                            }
                            let joined = self.binary_op(&Value::Str(sa), &b, op)?;
                            push!(f, joined);
                            continue;
                        }
                        push!(f, a);
                        continue;
                    }
                    let v = self.inplace_op(&a, &b, op)?;
                    drop(a);
                    drop(b);
                    push!(f, v);
                }
                Instr::Unary(op) => {
                    let v = pop!(f);
                    let r = match op {
                        UnaryOp::Not => Value::Bool(!self.truthy(&v)?),
                        _ => self.unary_op(&v, op)?,
                    };
                    push!(f, r);
                }
                Instr::Compare(op) => {
                    // Compared where they lie, then dropped there: popping first would move
                    // each operand through a temporary (see `peek2`).
                    if let Some(t) = peek2(&f.stack).and_then(|(a, b)| quick_compare(a, b, op)) {
                        drop_top(&mut f.stack, 2);
                        push!(f, Value::Bool(t));
                        continue;
                    }
                    let b = pop!(f);
                    let a = pop!(f);
                    let v = self.compare(&a, &b, op)?;
                    push!(f, v);
                }
                Instr::Is(negate) => {
                    let b = pop!(f);
                    let a = pop!(f);
                    push!(f, Value::Bool(a.is(&b) != negate));
                }
                Instr::Contains(negate) => {
                    let container = pop!(f);
                    let item = pop!(f);
                    let r = self.contains(&container, &item)?;
                    push!(f, Value::Bool(r != negate));
                }
                Instr::BuildTuple(n) => {
                    let items = f.stack.split_off(f.stack.len().saturating_sub(n as usize));
                    push!(f, Value::tuple(items));
                }
                Instr::BuildList(n) => {
                    let items = f.stack.split_off(f.stack.len().saturating_sub(n as usize));
                    push!(f, Value::list(items));
                }
                Instr::BuildSet(n) => {
                    let items = f.stack.split_off(f.stack.len().saturating_sub(n as usize));
                    let set = self.build_set(items)?;
                    push!(f, set);
                }
                Instr::BuildMap(n) => {
                    let items = f.stack.split_off(f.stack.len().saturating_sub(2 * n as usize));
                    let mut store = DictStore::default();
                    let mut it = items.into_iter();
                    while let (Some(k), Some(v)) = (it.next(), it.next()) {
                        self.store_insert(&mut store, k, v)?;
                    }
                    push!(f, Value::Dict(PyDict::new_rc(store)));
                }
                Instr::BuildString(n) => {
                    let items = f.stack.split_off(f.stack.len().saturating_sub(n as usize));
                    let mut s = String::new();
                    for it in &items {
                        if let Value::Str(p) = it {
                            s.push_str(&p.s);
                        }
                    }
                    self.check_alloc(s.len())?;
                    push!(f, Value::string(s));
                }
                Instr::BuildSlice(n) => {
                    let step = if n == 3 { pop!(f) } else { Value::None };
                    let stop = pop!(f);
                    let start = pop!(f);
                    push!(f, Value::slice(start, stop, step));
                }
                Instr::ListAppend(i) => {
                    let v = pop!(f);
                    let idx = f.stack.len().checked_sub(i as usize).ok_or_else(underflow)?;
                    if let Value::List(l) = &f.stack[idx] {
                        l.push(self, v)?;
                    }
                }
                Instr::SetAdd(i) => {
                    let v = pop!(f);
                    let idx = f.stack.len().checked_sub(i as usize).ok_or_else(underflow)?;
                    if let Value::Set(s) = f.stack[idx].clone() {
                        self.set_add(&s, v)?;
                    }
                }
                Instr::MapAdd(i) => {
                    let v = pop!(f);
                    let k = pop!(f);
                    let idx = f.stack.len().checked_sub(i as usize).ok_or_else(underflow)?;
                    if let Value::Dict(d) = f.stack[idx].clone() {
                        self.dict_set(&d, k, v)?;
                    }
                }
                Instr::ListExtend(i) => {
                    let v = pop!(f);
                    let items = self.collect_iterable(&v)?;
                    let idx = f.stack.len().checked_sub(i as usize).ok_or_else(underflow)?;
                    if let Value::List(l) = &f.stack[idx] {
                        l.extend(self, items)?;
                    }
                }
                Instr::SetUpdate(i) => {
                    let v = pop!(f);
                    let idx = f.stack.len().checked_sub(i as usize).ok_or_else(underflow)?;
                    if let Value::Set(s) = f.stack[idx].clone() {
                        self.set_update(&s, &v)?;
                    }
                }
                Instr::DictUpdate(i) | Instr::DictMerge(i) => {
                    let v = pop!(f);
                    let idx = f.stack.len().checked_sub(i as usize).ok_or_else(underflow)?;
                    let target = f.stack[idx].clone();
                    let merge = matches!(instr, Instr::DictMerge(_));
                    self.dict_update_from(&target, &v, merge)?;
                }
                Instr::ListToTuple => {
                    let v = pop!(f);
                    let items = match &v {
                        Value::List(l) => l.items.borrow().clone(),
                        _ => Vec::new(),
                    };
                    push!(f, Value::tuple(items));
                }
                Instr::FormatValue { conversion, with_spec } => {
                    let spec = if with_spec { Some(pop!(f)) } else { None };
                    let v = pop!(f);
                    let v = match conversion {
                        Conversion::Str => Value::string(self.str_of(&v)?),
                        Conversion::Repr => Value::string(self.repr_of(&v)?),
                        Conversion::Ascii => Value::string(self.ascii_of(&v)?),
                        Conversion::None => v,
                    };
                    let spec_str = match &spec {
                        Some(Value::Str(s)) => s.s.to_string(),
                        _ => String::new(),
                    };
                    let out = match (&v, spec_str.is_empty()) {
                        (Value::Str(_), true) => v,
                        _ => Value::string(self.format_value(&v, &spec_str)?),
                    };
                    push!(f, out);
                }
                Instr::UnpackSequence(n) => {
                    let seq = pop!(f);
                    self.unpack_into(f, seq, n as usize)?;
                }
                Instr::UnpackEx { before, after } => {
                    let seq = pop!(f);
                    let items = self.collect_for_unpack(&seq)?;
                    let (before, after) = (before as usize, after as usize);
                    if items.len() < before + after {
                        return Err(PyErr::value_error(format!(
                            "not enough values to unpack (expected at least {}, got {})",
                            before + after,
                            items.len()
                        )));
                    }
                    let mid_end = items.len() - after;
                    for v in items[mid_end..].iter().rev() {
                        push!(f, v.clone());
                    }
                    push!(f, Value::list(items[before..mid_end].to_vec()));
                    for v in items[..before].iter().rev() {
                        push!(f, v.clone());
                    }
                }
                Instr::Jump(t) => {
                    jump!(self, f, t);
                }
                Instr::StoreFastJump { slot, target } => {
                    let v = pop!(f);
                    if let Some(old) = f.slots[slot as usize].replace(v) {
                        old.discard();
                    }
                    f.pc += 1;
                    jump!(self, f, target);
                }
                Instr::PopJumpIfFalse(t) => {
                    let v = pop!(f);
                    let truth = match v {
                        Value::Bool(b) => b,
                        other => {
                            let t = self.truthy(&other)?;
                            other.discard();
                            t
                        }
                    };
                    if !truth {
                        f.pc = t as usize;
                    }
                }
                Instr::PopJumpIfTrue(t) => {
                    let v = pop!(f);
                    let truth = match v {
                        Value::Bool(b) => b,
                        ref other => self.truthy(other)?,
                    };
                    if truth {
                        f.pc = t as usize;
                    }
                }
                Instr::JumpIfFalseOrPop(t) => {
                    let truth = self.truthy(top!(f))?;
                    if !truth {
                        f.pc = t as usize;
                    } else {
                        f.stack.pop();
                    }
                }
                Instr::JumpIfTrueOrPop(t) => {
                    let truth = self.truthy(top!(f))?;
                    if truth {
                        f.pc = t as usize;
                    } else {
                        f.stack.pop();
                    }
                }
                Instr::GetIter => {
                    let v = pop!(f);
                    let it = self.get_iter(&v)?;
                    push!(f, it);
                }
                Instr::ForIter(t) => {
                    for_iter_fast!(f, t, v => push!(f, v), n => push!(f, Value::Int(n)), c => push!(f, Value::Str(c)));
                    self.for_iter_slow(f, t)?;
                }
                Instr::ForIterStore { slot, target } => {
                    for_iter_store!(self, f, slot, target);
                }
                Instr::BuildClass { nargs, with_kw } => {
                    let kwnames = if with_kw { Some(pop!(f)) } else { None };
                    let args = f.stack.split_off(f.stack.len().saturating_sub(nargs as usize));
                    let name = pop!(f);
                    let body = pop!(f);
                    let cls = self.build_class(body, name, args, kwnames)?;
                    push!(f, cls);
                }
                Instr::SetupFinally(t) => f.blocks.push(Block { kind: BlockKind::Setup, handler: t, stack_depth: f.stack.len() as u32 }),
                Instr::SetupWith(t) => {
                    f.blocks.push(Block { kind: BlockKind::Setup, handler: t, stack_depth: f.stack.len().saturating_sub(1) as u32 })
                }
                Instr::PopBlock => {
                    f.blocks.pop();
                }
                Instr::PopExcept => {
                    if let Some(Block { kind: BlockKind::ExceptHandler { previous }, .. }) = f.blocks.pop() {
                        self.handled = previous;
                    }
                }
                Instr::Raise(n) => {
                    return Err(match n {
                        RaiseForm::Reraise => match &self.handled {
                            Some(h) => {
                                self.skip_traceback_once = true;
                                PyErr::object(h.clone())
                            }
                            None => PyErr::new(ExcKind::RuntimeError, "No active exception to reraise"),
                        },
                        RaiseForm::Exception => {
                            let exc = pop!(f);
                            self.raise_value(exc, None)?
                        }
                        RaiseForm::WithCause => {
                            let cause = pop!(f);
                            let exc = pop!(f);
                            self.raise_value(exc, Some(cause))?
                        }
                    });
                }
                Instr::Reraise => {
                    let exc = pop!(f);
                    self.skip_traceback_once = true;
                    return Err(PyErr::object(exc));
                }
                Instr::JumpIfNotExcMatch(t) => {
                    let ty = pop!(f);
                    let exc = top!(f).clone();
                    if !self.exception_matches(&exc, &ty)? {
                        f.pc = t as usize;
                    }
                }
                Instr::BeforeWith => {
                    let ctx = pop!(f);
                    let (exit, entered) = self.enter_context(&ctx)?;
                    push!(f, exit);
                    push!(f, entered);
                }
                Instr::WithExceptStart => {
                    let len = f.stack.len();
                    if len < 2 {
                        return Err(underflow());
                    }
                    let exit = f.stack[len - 2].clone();
                    let exc = f.stack[len - 1].clone();
                    let ty = Value::Type(self.type_of(&exc));
                    // `__exit__` may run code that adds frames to the exception (contextlib's
                    // `gen.throw(value)`); like CPython's contextlib, which puts the original
                    // traceback back, the exception goes on with the traceback it had.
                    let saved = match &exc {
                        Value::Instance(inst) => inst.exc.as_ref().map(|d| d.traceback.borrow().clone()),
                        _ => None,
                    };
                    let r = self.call(&exit, &[ty, exc.clone(), Value::None], &[])?;
                    if let (Some(tb), Value::Instance(inst)) = (saved, &exc) {
                        if let Some(d) = &inst.exc {
                            *d.traceback.borrow_mut() = tb;
                        }
                    }
                    let truth = self.truthy(&r)?;
                    push!(f, Value::Bool(truth));
                }
                Instr::WithCleanup => {
                    let exit = pop!(f);
                    self.call(&exit, &[Value::None, Value::None, Value::None], &[])?;
                }
                Instr::YieldValue => {
                    let v = pop!(f);
                    if matches!(f.on_return, ReturnAction::Generator(_)) && self.frames.len() > base {
                        self.park_generator(f, v);
                        continue;
                    }
                    return Ok(Step::Yield(v));
                }
                Instr::GetYieldFromIter => {
                    let v = pop!(f);
                    let it = match v {
                        Value::Generator(_) => v,
                        other => self.get_iter(&other)?,
                    };
                    push!(f, it);
                }
                Instr::YieldFrom => {
                    let sent = pop!(f);
                    let it = top!(f).clone();
                    match self.delegate_send(&it, sent)? {
                        super::call::Delegated::Yielded(v) => {
                            f.pc -= 1;
                            if matches!(f.on_return, ReturnAction::Generator(_)) && self.frames.len() > base {
                                self.park_generator(f, v);
                                continue;
                            }
                            return Ok(Step::Yield(v));
                        }
                        super::call::Delegated::Returned(r) => {
                            f.stack.pop();
                            push!(f, r);
                        }
                    }
                }
                Instr::ImportName(i) => {
                    let level = pop!(f);
                    let fromlist = pop!(f);
                    let name = f.code.names[i as usize].clone();
                    let m = self.import_module(&name, &fromlist, &level)?;
                    push!(f, m);
                }
                Instr::ImportFrom(i) => {
                    let module = top!(f).clone();
                    let name = f.code.names[i as usize].clone();
                    let v = self.import_from(&module, &name)?;
                    push!(f, v);
                }
                Instr::ImportStar => {
                    let module = pop!(f);
                    self.import_star(f, &module)?;
                }
                Instr::SetupAnnotations => {
                    let ns = f.namespace.clone().unwrap_or_else(|| f.globals.clone());
                    let exists = ns.borrow().contains_key("__annotations__");
                    if !exists {
                        let d = self.new_dict(Vec::new())?;
                        ns.borrow_mut().insert("__annotations__".into(), d);
                        self.bump_globals_epoch();
                    }
                }
                Instr::LoadAssertionError => {
                    let t = self.types.exception(ExcKind::AssertionError);
                    push!(f, Value::Type(t));
                }
                Instr::MatchClass(n) => {
                    let names = pop!(f);
                    let cls = pop!(f);
                    let subject = top!(f).clone();
                    let r = self.match_class(&subject, &cls, n as usize, &names)?;
                    push!(f, r);
                }
                Instr::MatchMapping => {
                    let r = self.is_mapping(top!(f));
                    push!(f, Value::Bool(r));
                }
                Instr::MatchSequence => {
                    let r = self.is_match_sequence(top!(f));
                    push!(f, Value::Bool(r));
                }
                Instr::MatchKeys => {
                    let len = f.stack.len();
                    if len < 2 {
                        return Err(underflow());
                    }
                    let subject = f.stack[len - 2].clone();
                    let keys = f.stack[len - 1].clone();
                    let r = self.match_keys(&subject, &keys)?;
                    push!(f, r);
                }
                Instr::GetLen => {
                    let n = self.len_of(top!(f))?;
                    push!(f, Value::Int(n as i64));
                }
                Instr::CopyDictWithoutKeys => {
                    let keys = pop!(f);
                    let subject = top!(f).clone();
                    let rest = self.copy_dict_without(&subject, &keys)?;
                    push!(f, rest);
                }
            }
        }
    }
}

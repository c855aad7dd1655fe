//! The parts of instructions the dispatch loop keeps out of its body: calls (the plain
//! Python-function fast path, builtins, finishing a general call), the slow path of
//! `for` loops, and resuming or parking a generator inline.

use super::call::CallOutcome;
use super::dispatch_macros::{push_growing, underflow};
use super::frame::{Frame, ReturnAction};
use super::Vm;
use crate::error::{ExcKind, PyErr, PyResult};
use crate::types::iter::IterState;
use crate::value::{GenState, Generator, Value};
use std::rc::Rc;

impl Vm {
    /// The common call: a plain Python function (positional parameters only, not a
    /// generator) given exactly its parameters. The arguments move from the caller's stack
    /// into the new frame's slots, with no argument binding and no reference counting.
    /// Returns false (touching nothing) when the call needs the general path.
    #[inline(always)]
    pub(super) fn try_fast_call(&mut self, f: &mut Frame, func_at: usize, args_start: usize) -> PyResult<bool> {
        let Some(Value::Function(func)) = f.stack.get(func_at) else { return Ok(false) };
        let code = &func.code;
        if !code.simple_args || code.is_generator || f.stack.len() - args_start != code.argcount as usize {
            return Ok(false);
        }
        if self.frames.len() + 1 >= self.limits.max_recursion_depth {
            return Err(PyErr::new(ExcKind::RecursionError, "maximum recursion depth exceeded"));
        }
        self.charge_code(code)?;
        let mut frame = self.frame_pool.frame_for(code, &func.globals);
        // Free variables follow the locals (simple functions have no cells).
        let nv = code.varnames.len();
        for (slot, cell) in frame.slots[nv..].iter_mut().zip(func.closure.iter()) {
            *slot = Some(cell.clone());
        }
        // Last argument first, straight from the caller's stack into its slot.
        let mut k = f.stack.len() - args_start;
        while k > 0 {
            k -= 1;
            let Some(arg) = f.stack.pop() else { break };
            if let Some(slot) = frame.slots.get_mut(k) {
                *slot = Some(arg);
            }
        }
        f.stack.truncate(func_at);
        let caller = std::mem::replace(f, frame);
        self.frames.push(caller);
        Ok(true)
    }

    /// Calls the builtin at `func_at` with the arguments above `args_start` where they lie
    /// on the stack, and leaves its result in their place. False when it is not a builtin.
    #[inline]
    pub(super) fn try_builtin_call(&mut self, f: &mut Frame, func_at: usize, args_start: usize) -> PyResult<bool> {
        let Some(Value::Builtin(b)) = f.stack.get(func_at) else { return Ok(false) };
        let v = self.call_builtin(b, &f.stack[args_start..], &[])?;
        f.stack.truncate(func_at);
        push!(f, v);
        Ok(true)
    }

    /// `ForIter` for iterators without an inline fast path: resumes a generator in this
    /// loop, or asks the iterator for its next item (pushed) and jumps to `target` when
    /// there is none.
    pub(super) fn for_iter_slow(&mut self, f: &mut Frame, target: u32) -> PyResult<()> {
        let inline = match f.stack.last() {
            Some(Value::Generator(g)) => Some(g.clone()),
            // `enumerate(gen)`: the generator runs inline too; `park_generator` numbers the
            // items it yields.
            Some(Value::Iter(native)) => match &*native.state.borrow() {
                IterState::Enumerate { inner: Value::Generator(g), count } if *count < i64::MAX => Some(g.clone()),
                _ => None,
            },
            _ => None,
        };
        if let Some(g) = inline {
            if self.resume_generator_inline(f, g) {
                return Ok(());
            }
        }
        let it = top!(f).clone();
        match self.iter_next(&it)? {
            Some(v) => push!(f, v),
            None => {
                f.stack.pop();
                f.pc = target as usize;
            }
        }
        Ok(())
    }

    /// `for x in gen`: runs a suspended generator's frame in this loop, like a call, instead
    /// of re-entering `execute` for each item. False when the generator is not suspended
    /// (running, finished) or the frame stack is full: the general path handles those.
    pub(super) fn resume_generator_inline(&mut self, f: &mut Frame, g: Rc<Generator>) -> bool {
        if self.frames.len() + 1 >= self.limits.max_recursion_depth {
            return false;
        }
        let mut state = g.state.borrow_mut();
        if !matches!(*state, GenState::Suspended(_)) {
            return false;
        }
        let GenState::Suspended(mut frame) = std::mem::replace(&mut *state, GenState::Running) else { return false };
        drop(state);
        if self.charge_code(&frame.code).is_err() {
            // Over the limit: the general path resumes it and stops at its next charge.
            *g.state.borrow_mut() = GenState::Suspended(frame);
            return false;
        }
        if frame.pc > 0 {
            // The value of the paused `yield` expression (next() sends None).
            frame.stack.push(Value::None);
        }
        frame.on_return = ReturnAction::Generator(g);
        let caller = std::mem::replace(f, frame);
        self.frames.push(caller);
        true
    }

    /// A `yield` in a generator resumed inline: the frame goes back into its generator and
    /// the value to the waiting loop.
    pub(super) fn park_generator(&mut self, f: &mut Frame, v: Value) {
        let Some(caller) = self.frames.pop() else { return };
        let mut parked = std::mem::replace(f, caller);
        let mut v = v;
        if let ReturnAction::Generator(g) = std::mem::replace(&mut parked.on_return, ReturnAction::Value) {
            *g.state.borrow_mut() = GenState::Suspended(parked);
            // The loop's iterator is on top of the caller's stack: an `enumerate` over this
            // generator pairs the item with its number.
            if let Some(Value::Iter(native)) = f.stack.last() {
                if let IterState::Enumerate { inner: Value::Generator(inner), count } = &mut *native.state.borrow_mut() {
                    if Rc::ptr_eq(inner, &g) {
                        v = Value::tuple(vec![Value::Int(*count), v]);
                        *count += 1;
                    }
                }
            }
        }
        push!(f, v);
    }

    pub(super) fn finish_call(&mut self, f: &mut Frame, outcome: CallOutcome) -> PyResult<()> {
        match outcome {
            CallOutcome::Done(v) => push!(f, v),
            CallOutcome::Frame(new_frame) => {
                if self.frames.len() + 1 >= self.limits.max_recursion_depth {
                    return Err(PyErr::new(ExcKind::RecursionError, "maximum recursion depth exceeded"));
                }
                self.charge_code(&new_frame.code)?;
                let caller = std::mem::replace(f, new_frame);
                self.frames.push(caller);
            }
        }
        Ok(())
    }
}

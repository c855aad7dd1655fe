//! Frames: the heap-allocated activation records the VM runs. A frame owns its value stack
//! and its slots, so a generator can keep one suspended and resume it later.

use std::rc::Rc;

use crate::compile::bytecode::Code;
use crate::value::{Namespace, Value};

#[derive(Clone)]
pub enum BlockKind {
    /// `try` body: on an exception, jump to the handler.
    Setup,
    /// Inside a handler: remembers the exception that was being handled before it.
    ExceptHandler { previous: Option<Value> },
}

#[derive(Clone)]
pub struct Block {
    pub kind: BlockKind,
    pub handler: u32,
    pub stack_depth: u32,
}

/// What a frame's return does for its caller.
pub enum ReturnAction {
    /// Push the returned value.
    Value,
    /// `__init__` frame: check it returned None, then push the new instance.
    Init(Value),
    /// A generator frame resumed by its caller's `for` loop (see `ForIter`): `yield` parks
    /// the frame back in the generator and hands the value to the loop; `return` ends it.
    Generator(Rc<crate::value::Generator>),
}

/// A frame is a box around [`FrameData`], so calls, returns and generator switches move
/// one pointer, and finished frames go back to the [`FramePool`] whole.
pub type Frame = Box<FrameData>;

pub struct FrameData {
    pub code: Rc<Code>,
    pub pc: usize,
    pub stack: Vec<Value>,
    /// Locals, then cells, then free variables (see `Code::slot_count`).
    pub slots: Vec<Option<Value>>,
    pub globals: Rc<Namespace>,
    /// Class bodies run with a namespace of their own (LoadName/StoreName).
    pub namespace: Option<Rc<Namespace>>,
    pub blocks: Vec<Block>,
    pub on_return: ReturnAction,
}

/// Finished frames kept for reuse, so a call does not allocate. A pooled frame still holds
/// its last code object and globals until it is reused (both are replaced then).
#[derive(Default)]
pub struct FramePool {
    // The boxes themselves are what gets reused (a Frame is a Box), hence Vec<Box<_>>.
    #[allow(clippy::vec_box)]
    spare: Vec<Box<FrameData>>,
}

/// How many spare frames the pool keeps.
const POOL_SIZE: usize = 64;

impl FramePool {
    /// A frame for a call of `code` in `globals`. A pooled frame that last ran the same
    /// code (a loop calling one function, recursion) keeps its references: no count changes.
    #[inline]
    pub fn frame_for(&mut self, code: &Rc<Code>, globals: &Rc<Namespace>) -> Frame {
        if let Some(last) = self.spare.last_mut() {
            if Rc::ptr_eq(&last.code, code) && Rc::ptr_eq(&last.globals, globals) {
                if let Some(mut data) = self.spare.pop() {
                    data.pc = 0;
                    return data;
                }
            }
        }
        self.frame(code.clone(), globals.clone())
    }

    #[inline]
    pub fn frame(&mut self, code: Rc<Code>, globals: Rc<Namespace>) -> Frame {
        let n = code.slot_count();
        match self.spare.pop() {
            Some(mut data) => {
                // Recycled slots are all None already; only the length may differ.
                if data.slots.len() != n {
                    data.slots.resize(n, None);
                }
                data.code = code;
                data.globals = globals;
                data.pc = 0;
                data
            }
            None => Box::new(FrameData {
                code,
                pc: 0,
                stack: Vec::with_capacity(8),
                slots: vec![None; n],
                globals,
                namespace: None,
                blocks: Vec::new(),
                on_return: ReturnAction::Value,
            }),
        }
    }

    /// Takes back a finished frame: its values are dropped now, its buffers kept.
    #[inline]
    pub fn recycle(&mut self, f: Frame) {
        if self.spare.len() < POOL_SIZE {
            let mut data = f;
            for slot in data.slots.iter_mut() {
                if let Some(v) = slot.take() {
                    v.discard();
                }
            }
            data.stack.clear();
            data.blocks.clear();
            data.namespace = None;
            data.on_return = ReturnAction::Value;
            self.spare.push(data);
        }
    }
}

impl FrameData {
    pub fn line(&self) -> u32 {
        self.code.line_at(self.pc.saturating_sub(1))
    }
}

/// Writes `v` into a local slot. Pooled frames hand out empty slots, and for those only the
/// tag is read: a plain `*slot = Some(v)` computes `v`, then drops the old value through a
/// call, so `v` waits in a stack temporary and comes back with one 16-byte load, which
/// stalls on the two 8-byte stores that put it there.
#[inline(always)]
pub fn put_slot(slot: &mut Option<Value>, v: Value) {
    if slot.is_none() {
        *slot = Some(v);
    } else {
        drop(slot.replace(v));
    }
}

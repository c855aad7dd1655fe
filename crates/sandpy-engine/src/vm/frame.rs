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

pub struct Frame {
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

/// Recycled frame buffers, so a call does not allocate.
#[derive(Default)]
pub struct FramePool {
    spare: Vec<(Vec<Option<Value>>, Vec<Value>)>,
}

/// How many spare buffers the pool keeps.
const POOL_SIZE: usize = 64;

impl FramePool {
    #[inline]
    pub fn frame(&mut self, code: Rc<Code>, globals: Rc<Namespace>) -> Frame {
        let n = code.slot_count();
        let (mut slots, stack) = self.spare.pop().unwrap_or_else(|| (Vec::new(), Vec::with_capacity(8)));
        slots.resize(n, None);
        Frame { code, pc: 0, stack, slots, globals, namespace: None, blocks: Vec::new(), on_return: ReturnAction::Value }
    }

    /// Takes back a finished frame's buffers.
    #[inline]
    pub fn recycle(&mut self, f: Frame) {
        if self.spare.len() < POOL_SIZE {
            let Frame { mut slots, mut stack, .. } = f;
            slots.clear();
            stack.clear();
            self.spare.push((slots, stack));
        }
    }
}

impl Frame {
    pub fn new(code: Rc<Code>, globals: Rc<Namespace>) -> Frame {
        FramePool::default().frame(code, globals)
    }

    pub fn line(&self) -> u32 {
        self.code.line_at(self.pc.saturating_sub(1))
    }
}

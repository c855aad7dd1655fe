//! Errors in flight: finding the handler for an exception in the running frame or its
//! callers, adding traceback entries, and turning a lazy error into an exception object.

use super::dispatch_macros::push_growing;
use super::frame::{Block, BlockKind, Frame, ReturnAction};
use super::Vm;
use crate::error::{ErrRepr, ExcKind, PyErr, TraceEntry};
use crate::value::{GenState, Value};

impl Vm {
    /// Finds a handler for `err` in `f` or its callers above `base`. On success the frame is
    /// positioned at the handler with the exception pushed.
    pub(super) fn unwind(&mut self, f: &mut Frame, err: PyErr, base: usize) -> Result<(), PyErr> {
        let mut err = err;
        loop {
            let catchable = err.is_catchable();
            if let ErrRepr::Limit(..) = &*err.0 {
                if self.limit_trace.len() < 4096 {
                    self.limit_trace.push(TraceEntry { filename: f.code.filename.clone(), function: f.code.name.clone(), line: f.line() });
                }
            }
            let exc = if catchable {
                let exc = self.materialize(err);
                self.add_traceback(&exc, f);
                err = PyErr::object(exc.clone());
                Some(exc)
            } else {
                None
            };
            while let Some(block) = f.blocks.pop() {
                match block.kind {
                    BlockKind::ExceptHandler { previous } => self.handled = previous,
                    BlockKind::Setup => {
                        if let Some(exc) = &exc {
                            f.stack.truncate(block.stack_depth as usize);
                            let previous = self.handled.replace(exc.clone());
                            f.blocks.push(Block {
                                kind: BlockKind::ExceptHandler { previous },
                                handler: 0,
                                stack_depth: f.stack.len() as u32,
                            });
                            push!(f, exc.clone());
                            f.pc = block.handler as usize;
                            return Ok(());
                        }
                    }
                }
            }
            if self.frames.len() > base {
                if let Some(caller) = self.frames.pop() {
                    let left = std::mem::replace(f, caller);
                    if let ReturnAction::Generator(g) = &left.on_return {
                        // An error leaving an inline-resumed generator finishes it, and a
                        // StopIteration escaping a generator becomes RuntimeError (PEP 479).
                        *g.state.borrow_mut() = GenState::Finished;
                        if catchable && self.error_is(&err, ExcKind::StopIteration) {
                            err = self.stop_iteration_escaped(err);
                        }
                    }
                    continue;
                }
            }
            return Err(err);
        }
    }

    pub(super) fn add_traceback(&mut self, exc: &Value, f: &Frame) {
        if self.skip_traceback_once {
            self.skip_traceback_once = false;
            return;
        }
        if let Value::Instance(inst) = exc {
            if let Some(data) = &inst.exc {
                data.traceback.borrow_mut().push(TraceEntry {
                    filename: f.code.filename.clone(),
                    function: f.code.name.clone(),
                    line: f.line(),
                });
            }
        }
    }

    /// Turns a lazy error into an exception object, chaining the handled exception.
    pub fn materialize(&mut self, err: PyErr) -> Value {
        let exc = match *err.0 {
            ErrRepr::Lazy { kind, args } => self.new_exception(kind, args),
            ErrRepr::Object(v) => v,
            ErrRepr::FinalAnswer(v) => v,
            ErrRepr::Limit(_, msg) => self.new_exception(ExcKind::RuntimeError, vec![Value::string(msg)]),
        };
        if let (Some(handled), Value::Instance(inst)) = (&self.handled, &exc) {
            if let Some(data) = &inst.exc {
                if data.context.borrow().is_none() && data.traceback.borrow().is_empty() && !handled.is(&exc) {
                    *data.context.borrow_mut() = handled.clone();
                }
            }
        }
        exc
    }
}

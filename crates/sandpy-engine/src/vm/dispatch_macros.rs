//! The dispatch loop's macros: stack pushes and pops, local stores, and the inline `for`
//! step and loop back edge. They expand inside `Vm::execute` (vm/dispatch.rs), where
//! `continue` and `return Err(..)` act on the dispatch loop; names in them resolve there.

use crate::error::{ExcKind, PyErr};
use crate::value::Value;

pub(super) fn underflow() -> PyErr {
    PyErr::new(ExcKind::SystemError, "bytecode stack underflow")
}

macro_rules! pop {
    ($f:expr) => {
        match $f.stack.pop() {
            Some(v) => v,
            None => return Err(underflow()),
        }
    };
}

/// Pushes `$v` on the value stack. The `len < capacity` test lets the compiler drop `Vec::push`'s
/// own growth call from the hot path, so the value goes from registers straight into the
/// stack; with the call in the way it was spilled to a temporary and read back as one 16-byte
/// load, which stalls store forwarding (see `ops::Num`).
macro_rules! push {
    ($f:expr, $v:expr) => {{
        let v = $v;
        if $f.stack.len() < $f.stack.capacity() {
            $f.stack.push(v);
        } else {
            push_growing(&mut $f.stack, v);
        }
    }};
}

#[cold]
#[inline(never)]
pub(super) fn push_growing(stack: &mut Vec<Value>, v: Value) {
    stack.push(v);
}

/// Stores `v` in local slot `slot`, dropping what was there.
macro_rules! store_slot {
    ($f:expr, $slot:expr, $v:expr) => {
        // Take the old value out first, then write the new one in place: built straight in
        // the slot, it never takes the detour through a stack temporary (whose 16-byte
        // reload after two 8-byte stores would stall; see `ops::Num`).
        let slot = &mut $f.slots[$slot as usize];
        let old = slot.take();
        *slot = Some($v);
        if let Some(old) = old {
            old.discard();
        }
    };
}

/// Stores an arithmetic fast-path result in a local slot (see `push_num`).
macro_rules! store_num {
    ($f:expr, $slot:expr, $n:expr) => {
        let n = $n;
        if n.is_float() {
            store_slot!($f, $slot, Value::Float(n.float()));
        } else {
            store_slot!($f, $slot, Value::Int(n.int()));
        }
    };
}

/// Pushes an arithmetic fast-path result, building the `Value` in the stack's own memory.
macro_rules! push_num {
    ($f:expr, $n:expr) => {
        let n = $n;
        if n.is_float() {
            push!($f, Value::Float(n.float()));
        } else {
            push!($f, Value::Int(n.int()));
        }
    };
}

/// `LoadFast(slot)`: pushes the local or raises UnboundLocalError.
macro_rules! load_fast {
    ($vm:expr, $f:expr, $slot:expr) => {
        match &$f.slots[$slot as usize] {
            Some(v) => {
                let v = v.clone();
                push!($f, v)
            }
            None => return Err($vm.unbound_local($f, $slot as usize)),
        }
    };
}

/// The `for` step for range, list, tuple, reversed list/tuple and str iterators, inline:
/// hands the next item to `$deliver` (a range's number, as an `i64`, to `$deliver_int`; a
/// str's character, as an `Rc<PyStr>`, to `$deliver_char`) or leaves the loop, then continues the dispatch loop.
/// Other iterators fall through to `for_iter_slow`. Each arm delivers its own item on
/// purpose: merging the arms into one `Option<Value>` first sends the value through a
/// stack temporary, which costs the store-forwarding stall `ops::Num` describes.
macro_rules! for_iter_fast {
    ($f:expr, $target:expr, $v:ident => $deliver:expr, $n:ident => $deliver_int:expr, $c:ident => $deliver_char:expr) => {
        if let Some(Value::Iter(native)) = $f.stack.last() {
            let mut st = native.state.borrow_mut();
            match &mut *st {
                IterState::Range { next, stop, step } => {
                    let n = *next;
                    if (*step > 0 && n < *stop) || (*step < 0 && n > *stop) {
                        *next = n.saturating_add(*step);
                        drop(st);
                        let $n = n;
                        $deliver_int;
                    } else {
                        drop(st);
                        $f.stack.pop();
                        $f.pc = $target as usize;
                    }
                    continue;
                }
                IterState::Seq { seq: Value::List(l), index } => {
                    let item = l.items.borrow().get(*index).cloned();
                    match item {
                        Some($v) => {
                            *index += 1;
                            drop(st);
                            $deliver;
                        }
                        None => {
                            *index = usize::MAX;
                            drop(st);
                            $f.stack.pop();
                            $f.pc = $target as usize;
                        }
                    }
                    continue;
                }
                IterState::Seq { seq: Value::Tuple(t), index } => {
                    match t.items.get(*index).cloned() {
                        Some($v) => {
                            *index += 1;
                            drop(st);
                            $deliver;
                        }
                        None => {
                            drop(st);
                            $f.stack.pop();
                            $f.pc = $target as usize;
                        }
                    }
                    continue;
                }
                IterState::Reversed { seq: seq @ (Value::List(_) | Value::Tuple(_)), index } => {
                    let item = match (index.checked_sub(1), &*seq) {
                        (Some(i), Value::List(l)) => l.items.borrow().get(i).cloned(),
                        (Some(i), Value::Tuple(t)) => t.items.get(i).cloned(),
                        _ => None,
                    };
                    match item {
                        Some($v) => {
                            *index -= 1;
                            drop(st);
                            $deliver;
                        }
                        None => {
                            // Like the general step: an emptied or shrunk list ends it for good.
                            *st = IterState::Exhausted;
                            drop(st);
                            $f.stack.pop();
                            $f.pc = $target as usize;
                        }
                    }
                    continue;
                }
                IterState::Str { s, byte_pos } => {
                    match s.s.get(*byte_pos..).and_then(|rest| rest.chars().next()) {
                        Some(c) => {
                            *byte_pos += c.len_utf8();
                            drop(st);
                            let $c = crate::types::str::char_str(c);
                            $deliver_char;
                        }
                        None => {
                            drop(st);
                            $f.stack.pop();
                            $f.pc = $target as usize;
                        }
                    }
                    continue;
                }
                _ => {}
            }
        }
    };
}

/// `ForIterStore { slot, target }`: the loop's next item straight into the local `slot`.
macro_rules! for_iter_store {
    ($vm:expr, $f:expr, $slot:expr, $target:expr) => {
        for_iter_fast!($f, $target, v => {
            store_slot!($f, $slot, v);
            $f.pc += 1;
        }, n => {
            // An int or str loop variable overwrites only its payload: a whole
            // `Value` store here shares a tail with the other stores and reloads
            // the value through a stack temporary (the stall `ops::Num` describes).
            if let Some(Value::Int(old)) = &mut $f.slots[$slot as usize] {
                *old = n;
            } else {
                store_slot!($f, $slot, Value::Int(n));
            }
            $f.pc += 1;
        }, c => {
            if let Some(Value::Str(old)) = &mut $f.slots[$slot as usize] {
                drop(std::mem::replace(old, c));
            } else {
                store_slot!($f, $slot, Value::Str(c));
            }
            $f.pc += 1;
        });
        // Everything else runs as `ForIter`; the `StoreFast` behind runs next.
        $vm.for_iter_slow($f, $target)?;
    };
}

/// `Jump(t)`, with `f.pc` already past the jump. A backward jump is a loop's back edge: the
/// iteration is charged the instructions it spans (see `Vm::charge_code`), and a `for`
/// loop's next step runs right here, one dispatch less per iteration.
macro_rules! jump {
    ($vm:expr, $f:expr, $t:expr) => {
        let t = $t as usize;
        if t < $f.pc {
            $vm.charge(($f.pc - t) as u64)?;
            if let Some(&Instr::ForIterStore { slot, target }) = $f.code.instrs.get(t) {
                $f.pc = t + 1;
                for_iter_store!($vm, $f, slot, target);
                continue;
            }
        }
        $f.pc = t;
    };
}

macro_rules! top {
    ($f:expr) => {
        match $f.stack.last() {
            Some(v) => v,
            None => return Err(underflow()),
        }
    };
}

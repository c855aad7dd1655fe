//! Value-stack helpers for the dispatch loop's fast paths: operating on the topmost
//! values where they lie instead of popping them first (a pop moves a just-pushed value
//! with one 16-byte load, which stalls on the two 8-byte stores that pushed it).

use super::frame::Frame;
use crate::compile::bytecode::{CmpOp, Instr};
use crate::value::Value;

/// The two topmost stack values, by reference. Operating on them in place and then dropping
/// them there (`drop_top`) reads each as two 8-byte words; `pop!` moves a value out with one
/// 16-byte load, which stalls when the value was just pushed as two 8-byte stores.
#[inline(always)]
pub(super) fn peek2(stack: &[Value]) -> Option<(&Value, &Value)> {
    match stack {
        [.., a, b] => Some((a, b)),
        _ => None,
    }
}

/// Drops the top `n` stack values in place.
#[inline(always)]
pub(super) fn drop_top(stack: &mut Vec<Value>, n: usize) {
    stack.truncate(stack.len().saturating_sub(n));
}

/// Removes the top `n` stack values, all immediates (ints, floats): no destructor runs and
/// nothing is read.
#[inline(always)]
pub(super) fn drop_immediates(stack: &mut Vec<Value>, n: usize) {
    for _ in 0..n {
        if let Some(top) = stack.pop() {
            std::mem::forget(top);
        }
    }
}

/// Replaces the top two stack values, both immediates (ints, floats), with the arithmetic
/// result `n`: nothing is dropped and nothing moves through a temporary.
#[inline(always)]
pub(super) fn replace_immediate_pair(stack: &mut Vec<Value>, n: super::ops::Num) {
    drop_immediates(stack, 1);
    replace_immediate_top(stack, n);
}

/// Overwrites the top stack value, an immediate, with the arithmetic result `n`.
#[inline(always)]
pub(super) fn replace_immediate_top(stack: &mut [Value], n: super::ops::Num) {
    if let Some(slot) = stack.last_mut() {
        let old =
            if n.is_float() { std::mem::replace(slot, Value::Float(n.float())) } else { std::mem::replace(slot, Value::Int(n.int())) };
        std::mem::forget(old);
    }
}

/// `a <op> b` for two ints, two floats or two strs; None for anything else.
#[inline(always)]
pub(super) fn quick_compare(a: &Value, b: &Value, op: CmpOp) -> Option<bool> {
    Some(match (a, b) {
        (Value::Int(x), Value::Int(y)) => super::ops::cmp_ord(x.cmp(y), op),
        (Value::Float(x), Value::Float(y)) => super::ops::cmp_float(*x, *y, op),
        (Value::Str(x), Value::Str(y)) => super::ops::cmp_ord(x.s.as_str().cmp(y.s.as_str()), op),
        _ => return None,
    })
}

/// `lst.append(x)` (`CallMethod(1)` over `list.append`, a list and one argument): the item
/// goes straight into the list; as a statement, the `Pop` of its `None` is skipped too.
#[inline(always)]
pub(super) fn try_list_append(f: &mut Frame) -> bool {
    let [.., Value::Builtin(b), Value::List(l), item] = &f.stack[..] else { return false };
    // Compared by address: a mismatch (another copy of the function) only means the
    // general call path runs instead.
    if b.func as usize != crate::types::list::append as *const () as usize {
        return false;
    }
    {
        let mut items = l.items_mut();
        if items.len() == items.capacity() {
            // Growing the buffer is checked against the memory limit: the general call path.
            return false;
        }
        items.push(item.clone());
    }
    drop_top(&mut f.stack, 3);
    if matches!(f.code.instrs.get(f.pc), Some(Instr::Pop)) {
        f.pc += 1;
    } else {
        f.stack.push(Value::None);
    }
    true
}

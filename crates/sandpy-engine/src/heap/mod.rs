//! The session heap: what Python objects cost and how they go away.
//!
//! - `account`: every object charges its size to the active session's account when made
//!   and credits it when dropped, so `max_memory` bounds the session's live heap.
//! - `collect`: the cycle collector, which frees what only reference cycles keep alive.
//! - `trace`: how the collector looks into each kind of object.
//! - `release`: dropping deep object graphs without recursing on the Rust stack.

mod account;
mod collect;
mod release;
mod trace;

use std::marker::PhantomData;

pub use account::{
    arm_brake, brake_margin, charge, credit, host_scope, rc_bytes, recharge, used, BrakeGuard, HeapAccount, MemoryBrake, HARD_CAP,
};
pub use collect::{
    collect, due as collection_due, is_enabled as collection_enabled, set_enabled as enable_collection, stats, track, untrack,
    would_help as collect_would_help, GcLink, Stats, Traceable,
};
pub use release::{release, release_stepper, release_vec};

use crate::value::{AttrMap, Value};

/// A zero-sized field that charges `Rc<T>`'s size when made and credits it when dropped:
/// heap structs of a fixed size carry one, so no constructor can skip the charge.
pub struct Slot<T>(PhantomData<fn() -> T>);

impl<T> Slot<T> {
    #[inline(always)]
    #[allow(clippy::new_without_default)]
    pub fn new() -> Slot<T> {
        charge(rc_bytes::<T>());
        Slot(PhantomData)
    }
}

impl<T> Drop for Slot<T> {
    #[inline(always)]
    fn drop(&mut self) {
        credit(rc_bytes::<T>());
    }
}

/// Bytes per slot of an attribute table: the entry (hash, key `Rc<str>`, value) and its
/// index (a usize and a control byte per bucket, buckets being about 8/7 of the capacity).
pub const ATTR_SLOT_BYTES: usize = 8 + 16 + std::mem::size_of::<Value>() + 11;

/// Bytes an attribute table owns.
#[inline]
pub fn attr_map_bytes(map: &AttrMap) -> usize {
    map.capacity() * ATTR_SLOT_BYTES
}

/// Bytes a suspended frame owns (a generator's): its box, stack and slots.
pub fn frame_bytes(frame: &crate::vm::frame::FrameData) -> usize {
    std::mem::size_of::<crate::vm::frame::FrameData>()
        + frame.stack.capacity() * std::mem::size_of::<Value>()
        + frame.slots.capacity() * std::mem::size_of::<Option<Value>>()
        + frame.blocks.capacity() * std::mem::size_of::<crate::vm::frame::Block>()
}

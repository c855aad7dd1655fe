//! Bytes choose hostile program shapes (see `sandpy_fuzz::shapes`): deep nesting, doubling
//! growth, colliding hashes, huge numbers, re-entrant dunders, deep data, backtracking
//! regexes, very wide statements. Each run has a one-second deadline, the session's memory
//! limit and, for half the inputs, no operation budget: a crash, a run far past its
//! deadline or an allocation past the memory limit is a finding.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[global_allocator]
static ALLOC: sandpy_fuzz::GuardAlloc = sandpy_fuzz::GuardAlloc;

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else { return };
    let source = sandpy_fuzz::shapes::program(rest);
    sandpy_fuzz::run_hostile(&source, mode & 1 == 1);
});

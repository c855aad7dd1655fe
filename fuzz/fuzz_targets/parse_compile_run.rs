//! Bytes → UTF-8 (lossy) source → parse, compile and run in a fresh interpreter with tight
//! limits. Must never panic, abort, hang or overflow the stack.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[global_allocator]
static ALLOC: sandpy_fuzz::GuardAlloc = sandpy_fuzz::GuardAlloc;

fuzz_target!(|data: &[u8]| {
    let source = String::from_utf8_lossy(data);
    sandpy_fuzz::run_source(&source);
});

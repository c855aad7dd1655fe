//! Bytes drive a small Python grammar (see `sandpy_fuzz::gen`), so most inputs are valid
//! programs that reach the VM: nested expressions, loops, classes with dunder methods,
//! generators, try/except/finally, comprehensions, f-strings, pattern matching.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[global_allocator]
static ALLOC: sandpy_fuzz::GuardAlloc = sandpy_fuzz::GuardAlloc;

fuzz_target!(|data: &[u8]| {
    let source = sandpy_fuzz::gen::program(data);
    sandpy_fuzz::run_source(&source);
});

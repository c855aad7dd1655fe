//! Session micro-benchmarks (targets from the engine issue): a fresh in-process session
//! evaluating `1 + 1` (≤ 20 µs), a warm session running `x = 1`, and a fresh session importing
//! the common modules (≤ 100 µs, stdlib issue).
//! Run: `cargo bench -p sandpy-engine --bench session`.

use sandpy_engine::{Interpreter, Limits};

fn main() {
    divan::main();
}

#[divan::bench]
fn fresh_session_one_plus_one() -> sandpy_engine::Value {
    let mut interp = Interpreter::new(Limits::default());
    match interp.run_snippet(divan::black_box("1 + 1"), "<bench>") {
        Ok(v) => v,
        Err(_) => sandpy_engine::Value::None,
    }
}

#[divan::bench]
fn warm_session_assignment(bencher: divan::Bencher) {
    let mut interp = Interpreter::new(Limits::default());
    bencher.bench_local(|| interp.run_snippet(divan::black_box("x = 1"), "<bench>").is_ok());
}

/// The stdlib issue's import target: a fresh session importing the modules agents use most
/// adds ≤ 100 µs. Compare with `fresh_session_one_plus_one` (the session itself).
#[divan::bench]
fn fresh_session_import_common() -> bool {
    let mut interp = Interpreter::new(Limits::default());
    interp.run_snippet(divan::black_box("import json, re, datetime, collections, math"), "<bench>").is_ok()
}

/// Each module alone, in a fresh session.
#[divan::bench(args = ["json", "re", "datetime", "collections", "math"])]
fn fresh_session_import(module: &str) -> bool {
    let mut interp = Interpreter::new(Limits::default());
    interp.run_snippet(&format!("import {}", module), "<bench>").is_ok()
}

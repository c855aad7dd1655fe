//! Session micro-benchmarks (targets from the engine issue): a fresh in-process session
//! evaluating `1 + 1` (≤ 20 µs) and a warm session running `x = 1`.
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

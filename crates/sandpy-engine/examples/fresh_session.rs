//! Measures the cost of a fresh in-process session evaluating `1 + 1` (target ≤ 20 µs):
//! `cargo run --release -p sandpy-engine --example fresh_session`.

// This example is host code timing the engine from outside, so it may read the clock.
#![allow(clippy::disallowed_methods)]

use std::time::Instant;

use sandpy_engine::{Interpreter, Limits};

fn main() {
    let runs = 2000;
    let mut samples = Vec::with_capacity(runs);
    for _ in 0..runs {
        let start = Instant::now();
        let mut interp = Interpreter::new(Limits::default());
        let v = interp.run_snippet("1 + 1", "<bench>");
        std::hint::black_box(&v);
        samples.push(start.elapsed().as_nanos() as u64);
    }
    samples.sort_unstable();
    let median = samples[runs / 2];
    let p90 = samples[runs * 9 / 10];
    println!("fresh session + `1 + 1`: median {:.1} µs, p90 {:.1} µs over {} runs", median as f64 / 1000.0, p90 as f64 / 1000.0, runs);
    let mut interp = Interpreter::new(Limits::default());
    let mut warm = Vec::with_capacity(runs);
    for _ in 0..runs {
        let start = Instant::now();
        let v = interp.run_snippet("x = 1", "<bench>");
        std::hint::black_box(&v);
        warm.push(start.elapsed().as_nanos() as u64);
    }
    warm.sort_unstable();
    println!("warm session `x = 1`: median {:.2} µs", warm[runs / 2] as f64 / 1000.0);
}

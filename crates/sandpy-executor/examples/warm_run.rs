//! Measures the median wall time of `run("x = 1")` on a warm `LocalSession` (the issue's
//! target is ≤ 5 µs), and for comparison on a `LocalExecutor` (which adds a round trip to
//! its worker thread). Run with `cargo run --release -p sandpy-executor --example warm_run`.

use std::time::Instant;

use sandpy_executor::ExecutorBuilder;

/// Times `samples` calls of `run` after a warm-up and prints the percentiles.
fn measure(what: &str, samples: usize, mut run: impl FnMut() -> bool) {
    // Warm up: first runs fill caches and grow buffers.
    for _ in 0..1_000 {
        run();
    }
    let mut times = Vec::with_capacity(samples);
    let mut failures = 0;
    for _ in 0..samples {
        let start = Instant::now();
        let ok = run();
        times.push(start.elapsed().as_nanos() as u64);
        failures += usize::from(!ok);
    }
    times.sort_unstable();
    let pct = |p: usize| times[(times.len() - 1) * p / 100] as f64 / 1000.0;
    println!(
        "run(\"x = 1\") on a warm {}, {} samples: median {:.2} µs (p10 {:.2}, p90 {:.2}, p99 {:.2}); {} failures",
        what,
        samples,
        pct(50),
        pct(10),
        pct(90),
        pct(99),
        failures
    );
}

fn main() {
    let mut session = ExecutorBuilder::new().build_session();
    measure("LocalSession", 20_001, || session.run("x = 1").is_ok());
    let executor = ExecutorBuilder::new().build();
    measure("LocalExecutor", 5_001, || executor.run("x = 1").is_ok());
}

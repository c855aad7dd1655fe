//! Latency of out-of-process runs, in-process (no CLI): a kernel started cold and answering
//! `1 + 1`, a kernel from a warm pool answering its first run, and `x = 1` on a live
//! kernel. Medians of repeated runs.
//!
//! ```sh
//! cargo run --release -p sandpy-kernel --example kernel_latency -- isolated 20
//! cargo run --release -p sandpy-kernel --example kernel_latency -- plain 20   # NOT a sandbox
//! ```
//! (docs/benchmarks.md has the results; the whole-process figure for `sandpy session
//! --executor isolated` comes from bench/isolated.py.)

use std::sync::Arc;
use std::time::{Duration, Instant};

use sandpy_isolate::SandboxConfig;
use sandpy_kernel::interpreter::{resolve, DEFAULT_PYTHON};
use sandpy_kernel::{KernelConfig, KernelExecutor, KernelPool, Launcher, PlainLauncher, SandboxLauncher};

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let kind = std::env::args().nth(1).unwrap_or_else(|| "isolated".into());
    let rounds: usize = std::env::args().nth(2).and_then(|a| a.parse().ok()).unwrap_or(20);
    let python = resolve(DEFAULT_PYTHON)?;
    let launcher: Arc<dyn Launcher> = match kind.as_str() {
        "plain" => Arc::new(PlainLauncher::new(python)),
        _ => Arc::new(SandboxLauncher::new(SandboxConfig { interpreter: Some(python), ..SandboxConfig::default() })?),
    };
    let config = KernelConfig { site_packages: false, ..KernelConfig::default() };

    let mut cold = Vec::new();
    for _ in 0..rounds {
        let t = Instant::now();
        let ex = KernelExecutor::start(launcher.clone(), config.clone())?;
        ex.run("1 + 1")?;
        cold.push(t.elapsed());
    }

    let pool = KernelPool::new(launcher.clone(), config.clone(), 2);
    let mut warm = Vec::new();
    for _ in 0..rounds {
        if !pool.wait_ready(2, Duration::from_secs(30)) {
            return Err(format!("the pool did not fill: {:?}", pool.last_error()).into());
        }
        let t = Instant::now();
        let ex = KernelExecutor::from_pool(&pool)?;
        ex.run("1 + 1")?;
        warm.push(t.elapsed());
    }

    let ex = KernelExecutor::start(launcher.clone(), config)?;
    let mut live = Vec::new();
    for _ in 0..rounds.max(200) {
        let t = Instant::now();
        ex.run("x = 1")?;
        live.push(t.elapsed());
    }
    println!("launcher: {}", launcher.description());
    println!("cold start + first `1 + 1`: {:?}", median(cold));
    println!("warm pool, first run:       {:?}", median(warm));
    println!("live kernel, run(\"x = 1\"):  {:?}", median(live));
    Ok(())
}

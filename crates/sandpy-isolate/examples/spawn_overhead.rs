//! Spawn overhead of the sandbox: the median of N runs of `python -I -S -c pass` started
//! bare with `std::process::Command` and started in a fresh sandbox, plus the time until
//! the sandbox is ready and until the first byte the program prints.
//!
//! `cargo build --release -p sandpy-isolate --bins --examples &&
//!  target/release/examples/spawn_overhead [RUNS]` (the init is found next to the example's
//! directory; `SANDPY_PYTHON` picks the interpreter, `SANDPY_NO_CGROUPS=1` turns cgroups
//! off to show what they cost).

use std::io::Read;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use nix::sys::resource::{getrusage, UsageWho};
use sandpy_isolate::{CgroupMode, Sandbox, SandboxConfig};

/// CPU time (user + system) of every reaped child so far: unlike wall time, barely moved by
/// other load on the machine.
fn children_cpu() -> Duration {
    match getrusage(UsageWho::RUSAGE_CHILDREN) {
        Ok(usage) => {
            let micros = |t: nix::sys::time::TimeVal| t.tv_sec() as u64 * 1_000_000 + t.tv_usec() as u64;
            Duration::from_micros(micros(usage.user_time()) + micros(usage.system_time()))
        }
        Err(_) => Duration::ZERO,
    }
}

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn millis(duration: Duration) -> String {
    format!("{:.2} ms", duration.as_secs_f64() * 1e3)
}

fn main() -> std::io::Result<()> {
    let runs: usize = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(20).max(1);
    let cgroups = if std::env::var_os("SANDPY_NO_CGROUPS").is_some() { CgroupMode::Off } else { CgroupMode::Auto };
    let start = Instant::now();
    let sandbox = Sandbox::new(SandboxConfig { cgroups, ..SandboxConfig::default() })?;
    let probed = start.elapsed();
    let python = sandbox.interpreter().executable.clone();
    println!(
        "interpreter {} ({}), Sandbox::new {}, {runs} runs each, medians:",
        python.display(),
        sandbox.interpreter().version,
        millis(probed)
    );

    let mut bare = Vec::new();
    let cpu_before = children_cpu();
    for _ in 0..runs {
        let start = Instant::now();
        let status = Command::new(&python).args(["-I", "-S", "-c", "pass"]).stdin(Stdio::null()).status()?;
        bare.push(start.elapsed());
        assert!(status.success());
    }

    let bare_cpu = (children_cpu() - cpu_before) / runs as u32;
    let (mut sandboxed, mut ready, mut first_byte) = (Vec::new(), Vec::new(), Vec::new());
    let mut walls = None;
    let mut sandboxed_cpu = Duration::ZERO;
    for _ in 0..runs {
        let cpu_before = children_cpu();
        let start = Instant::now();
        let mut child = sandbox.spawn(["-I", "-S", "-c", "pass"])?;
        ready.push(start.elapsed());
        let exit = child.wait()?;
        sandboxed.push(start.elapsed());
        assert_eq!(exit.code(), Some(0), "{exit}");
        walls = Some(child.walls().clone());
        sandboxed_cpu += children_cpu() - cpu_before;

        let start = Instant::now();
        let mut child = sandbox.spawn(["-I", "-S", "-c", "print(1)"])?;
        let mut byte = [0u8; 1];
        child.stdout.as_mut().map(|out| out.read_exact(&mut byte)).transpose()?;
        first_byte.push(start.elapsed());
        child.wait()?;
    }
    let (bare, sandboxed) = (median(bare), median(sandboxed));
    println!("  bare `python -I -S -c pass`:       {}", millis(bare));
    println!("  sandboxed, same program:          {}", millis(sandboxed));
    println!("  sandbox overhead:                 {}", millis(sandboxed.saturating_sub(bare)));
    let sandboxed_cpu = sandboxed_cpu / runs as u32;
    println!("  CPU time per run, bare:           {}", millis(bare_cpu));
    println!("  CPU time per run, sandboxed:      {} (init stages + program)", millis(sandboxed_cpu));
    println!("  spawn() until ready:              {}", millis(median(ready)));
    println!("  spawn() until the first byte:     {}", millis(median(first_byte)));
    println!("  walls: {walls:?}");
    Ok(())
}

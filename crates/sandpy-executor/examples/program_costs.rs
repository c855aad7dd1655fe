//! Where a fresh executor's run of a program spends its time: for each `.py` file in the
//! directory given (default bench/agent_steps), the median wall time of parsing, compiling,
//! a first run on a fresh `LocalSession` (what bench/executors.py times) and a second run of
//! the same code on that session. `SANDPY_REPEAT=N` repeats the first-run loop N times
//! (for perf/callgrind); `SANDPY_FRESH_THREAD=1` builds each session on a new thread,
//! as the Python package does. Run with
//! `cargo run --release -p sandpy-executor --example program_costs -- DIR`.

use std::time::Instant;

use sandpy_executor::ExecutorBuilder;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let dir = std::env::args().nth(1).unwrap_or_else(|| "bench/agent_steps".into());
    let repeat: usize = std::env::var("SANDPY_REPEAT").ok().and_then(|s| s.parse().ok()).unwrap_or(9);
    let fresh_thread = std::env::var_os("SANDPY_FRESH_THREAD").is_some();
    let mut paths: Vec<_> = std::fs::read_dir(&dir).expect("a directory").filter_map(|e| e.ok().map(|e| e.path())).collect();
    paths.retain(|p| p.extension().is_some_and(|e| e == "py"));
    paths.sort();
    for path in paths {
        let code = std::fs::read_to_string(&path).expect("a readable program");
        let (mut parse, mut first, mut second) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..repeat {
            let t = Instant::now();
            let module = sandpy_engine::parse::parse(&code, "<p>");
            parse.push(t.elapsed().as_secs_f64());
            drop(module);
            let runs = || {
                let mut session = ExecutorBuilder::new().authorized_imports(["json", "operator"]).build_session();
                session.send_tools(Vec::new());
                let t = Instant::now();
                let ok = session.run(&code).is_ok();
                let a = t.elapsed().as_secs_f64();
                let t = Instant::now();
                let ok2 = session.run(&code).is_ok();
                (ok, ok2, a, t.elapsed().as_secs_f64())
            };
            // The Python package runs each executor on a thread of its own.
            let (ok, ok2, a, b) = if fresh_thread {
                std::thread::scope(|s| {
                    std::thread::Builder::new().stack_size(64 << 20).spawn_scoped(s, runs).expect("a thread").join().expect("no panic")
                })
            } else {
                runs()
            };
            first.push(a);
            second.push(b);
            assert!(ok && ok2, "{} failed", path.display());
        }
        println!(
            "{:32} parse {:8.1} µs  first run {:8.1} µs  second run {:8.1} µs",
            path.file_stem().map(|s| s.to_string_lossy()).unwrap_or_default(),
            median(parse) * 1e6,
            median(first) * 1e6,
            median(second) * 1e6
        );
    }
}

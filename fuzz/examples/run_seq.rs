//! Runs several Python files one after another, each in a fresh `Interpreter` with the fuzz
//! limits, on one thread (as a libFuzzer process does), printing each one's output and error.
//! For crashes that only happen after other inputs ran: state leaking between interpreters.
//!
//! `cargo run --manifest-path fuzz/Cargo.toml --example run_seq -- A.py B.py ...`
//! (`--structured` before the files reads them as `structured` fuzz inputs instead of source;
//! `--clear-globals` empties each run's globals and module namespaces before dropping it, as
//! the fuzz targets do).
//! After each input it prints how many heap bytes stayed allocated once the interpreter was
//! dropped: memory leaked by that input (reference cycles are never freed).

use sandpy_engine::Interpreter;

#[global_allocator]
static ALLOC: sandpy_fuzz::GuardAlloc = sandpy_fuzz::GuardAlloc;

fn main() {
    let mut structured = false;
    let mut clear_globals = false;
    for arg in std::env::args().skip(1) {
        if arg == "--structured" {
            structured = true;
            continue;
        }
        if arg == "--clear-globals" {
            // As the fuzz targets do: break function -> globals cycles before dropping.
            clear_globals = true;
            continue;
        }
        let data = match std::fs::read(&arg) {
            Ok(d) => d,
            Err(e) => {
                eprintln!("run_seq: cannot read {}: {}", arg, e);
                std::process::exit(2);
            }
        };
        let source = if structured { sandpy_fuzz::gen::program(&data) } else { String::from_utf8_lossy(&data).into_owned() };
        let before = sandpy_fuzz::live_bytes();
        let mut interp = Interpreter::new(sandpy_fuzz::fuzz_limits());
        let result = interp.run_program(&source, "<fuzz>");
        println!("==== {}", arg);
        print!("{}", interp.take_output());
        if let Err(e) = result {
            println!("---- error: {}", e.render().lines().last().unwrap_or(""));
        }
        if clear_globals {
            sandpy_fuzz::break_cycles(&mut interp);
        }
        drop(interp);
        let leaked = sandpy_fuzz::live_bytes().saturating_sub(before);
        println!("---- leaked {} bytes", leaked);
    }
}

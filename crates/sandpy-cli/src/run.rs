//! `sandpy run FILE | - | -c CODE`: runs a whole program like `python3 FILE` would, printing
//! its output to stdout and a CPython-style traceback to stderr (exit status 1).
//! Limits are off unless given (the recursion limit is the executor's default);
//! `--authorized-imports` switches the executor's import policy on (without it, every
//! module the engine provides may be imported except the stand-ins for host modules,
//! `policy::STAND_IN_MODULES`: `os`, `sys`, … load only when the flag names them).

use std::io::{Read, Write};
use std::process::ExitCode;
use std::rc::Rc;
use std::time::Instant;

use sandpy_engine::{Interpreter, Limits};
use sandpy_executor::truncate::truncate_content;
use sandpy_executor::ImportPolicy;

use std::time::Duration;

use sandpy_kernel::KernelConfig;

use crate::args::{LimitArgs, Setting};
use crate::isolated::{self, Backend, IsolatedArgs};

/// Reads the program and runs it.
pub fn command(file: Option<String>, code: Option<String>, limits: LimitArgs, backend: Backend) -> ExitCode {
    let (source, filename) = match (code, file) {
        (Some(c), _) => (c, "<string>".to_string()),
        (None, Some(f)) if f == "-" => {
            let mut s = String::new();
            if let Err(e) = std::io::stdin().read_to_string(&mut s) {
                eprintln!("sandpy: cannot read stdin: {}", e);
                return ExitCode::from(2);
            }
            (s, "<stdin>".to_string())
        }
        (None, Some(f)) => match std::fs::read_to_string(&f) {
            Ok(s) => (s, f),
            Err(e) => {
                eprintln!("sandpy: can't open file '{}': {}", f, e);
                return ExitCode::from(2);
            }
        },
        (None, None) => {
            eprintln!("sandpy run: give a FILE, '-' or -c CODE");
            return ExitCode::from(2);
        }
    };
    match backend {
        Backend::Local => run(&source, &filename, &limits),
        Backend::Isolated(options) => run_isolated(&source, &limits, &options),
    }
}

/// Output kept by `sandpy run --executor isolated` without `--max-print-outputs-length`
/// (characters; the kernel holds at most this much).
const ISOLATED_RUN_OUTPUT_CHARS: usize = 10_000_000;

/// The whole program as one run of an isolated executor: its output, then its traceback.
/// Output is printed when the program ends (the kernel captures it per run). No import
/// check, no timeout unless given, like the local `sandpy run`.
fn run_isolated(source: &str, limits: &LimitArgs, options: &IsolatedArgs) -> ExitCode {
    let config = KernelConfig {
        authorized_imports: limits.authorized_imports.clone(),
        max_print_outputs_length: limits.max_print_outputs_length.unwrap_or(ISOLATED_RUN_OUTPUT_CHARS),
        timeout: limits.timeout.and_then(Setting::get).map(|s| Duration::from_nanos(LimitArgs::timeout_ns(s))),
        preimport: options.preimport.clone().unwrap_or_default(),
        ..KernelConfig::default()
    };
    let executor = match isolated::builder(limits, options).and_then(|b| b.kernel_config(config).build().map_err(|e| e.message)) {
        Ok(e) => e,
        Err(e) => {
            eprintln!("sandpy run: {}", e);
            return ExitCode::from(2);
        }
    };
    let result = executor.run(source);
    executor.cleanup();
    let (logs, failure) = match result {
        Ok(out) => (out.logs, None),
        Err(e) => (e.logs.clone(), Some(e)),
    };
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(logs.as_bytes());
    let _ = stdout.flush();
    match failure {
        None => ExitCode::SUCCESS,
        Some(e) => {
            eprint!("{}", e.traceback);
            ExitCode::from(1)
        }
    }
}

fn engine_limits(args: &LimitArgs) -> Limits {
    let start = Instant::now();
    Limits {
        max_operations: args.max_operations.and_then(Setting::get),
        max_duration_ns: args.timeout.and_then(Setting::get).map(LimitArgs::timeout_ns),
        clock: Some(Rc::new(move || u64::try_from(start.elapsed().as_nanos()).unwrap_or(u64::MAX))),
        max_memory: args.max_memory.and_then(Setting::get),
        max_recursion_depth: args.max_recursion_depth.unwrap_or(sandpy_executor::builder::DEFAULT_MAX_RECURSION_DEPTH),
        ..Limits::default()
    }
}

fn run(source: &str, filename: &str, args: &LimitArgs) -> ExitCode {
    let mut interp = Interpreter::new(engine_limits(args));
    interp.vm.host = sandpy_executor::host::real_hooks();
    if let Some(patterns) = &args.authorized_imports {
        Rc::new(ImportPolicy::new(patterns)).install(&mut interp.vm);
    }
    let result = interp.run_program(source, filename);
    let mut out = interp.take_output();
    if let Some(n) = args.max_print_outputs_length {
        out = truncate_content(&out, n);
    }
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(out.as_bytes());
    let _ = stdout.flush();
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprint!("{}", e.render());
            ExitCode::from(1)
        }
    }
}

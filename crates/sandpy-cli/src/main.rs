//! The `sandpy` command: `sandpy run FILE` runs a Python file in the sandboxed engine.
//! The CLI is the host: it reads the file and supplies the clock; the engine itself has no
//! access to either.

use std::io::{Read, Write};
use std::process::ExitCode;
use std::rc::Rc;
use std::time::Instant;

use clap::{Parser, Subcommand};
use sandpy_engine::{Interpreter, Limits};

#[derive(Parser)]
#[command(name = "sandpy", version, about = "Run Python code written by AI agents, safely and fast.")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run a Python file (`-` for stdin) or `-c CODE` in the local engine.
    Run {
        /// The file to run; `-` reads the program from standard input.
        file: Option<String>,
        /// Program passed as a string.
        #[arg(short = 'c')]
        code: Option<String>,
        /// Maximum bytecode operations (default: unlimited).
        #[arg(long)]
        max_operations: Option<u64>,
        /// Timeout in seconds (default: none).
        #[arg(long)]
        timeout: Option<f64>,
        /// Maximum memory in bytes for large allocations.
        #[arg(long)]
        max_memory: Option<usize>,
        /// Python recursion limit.
        #[arg(long, default_value_t = 1000)]
        max_recursion_depth: usize,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Run { file, code, max_operations, timeout, max_memory, max_recursion_depth } => {
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
            let start = Instant::now();
            let limits = Limits {
                max_operations,
                max_duration_ns: timeout.map(|t| (t * 1e9) as u64),
                clock: Some(Rc::new(move || start.elapsed().as_nanos() as u64)),
                max_memory,
                max_recursion_depth,
                ..Limits::default()
            };
            run(&source, &filename, limits)
        }
    }
}

fn run(source: &str, filename: &str, limits: Limits) -> ExitCode {
    let mut interp = Interpreter::new(limits);
    let result = interp.run_program(source, filename);
    let out = interp.take_output();
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

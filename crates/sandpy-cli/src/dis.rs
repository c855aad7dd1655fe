//! `sandpy dis FILE | -`: prints the engine's bytecode for a program, every code object
//! with its instructions and decoded operands (`sandpy_engine::compile::dis`), like
//! `python3 -m dis FILE`. Nothing is run. A syntax error prints its report (exit status 1).

use std::io::{Read, Write};
use std::process::ExitCode;

/// Reads the program and prints its disassembly.
pub fn command(file: String) -> ExitCode {
    let (source, filename) = if file == "-" {
        let mut s = String::new();
        if let Err(e) = std::io::stdin().read_to_string(&mut s) {
            eprintln!("sandpy: cannot read stdin: {}", e);
            return ExitCode::from(2);
        }
        (s, "<stdin>".to_string())
    } else {
        match std::fs::read_to_string(&file) {
            Ok(s) => (s, file),
            Err(e) => {
                eprintln!("sandpy: can't open file '{}': {}", file, e);
                return ExitCode::from(2);
            }
        }
    };
    match sandpy_engine::compile::dis::disassemble(&source, &filename) {
        Ok(listing) => {
            // A closed pipe (`sandpy dis f.py | head`) is not an error worth reporting.
            let _ = std::io::stdout().write_all(listing.as_bytes());
            ExitCode::SUCCESS
        }
        Err(report) => {
            eprint!("{}", report);
            ExitCode::from(1)
        }
    }
}

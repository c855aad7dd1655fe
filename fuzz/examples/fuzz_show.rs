//! Prints the Python program a fuzz input stands for.
//!
//! `fuzz_show structured FILE` prints the program the `structured` target generates from
//! FILE; `fuzz_show parse_compile_run FILE` prints FILE as the lossy UTF-8 source that the
//! `parse_compile_run` target runs; `fuzz_show hostile_shapes FILE` the program of the
//! `hostile_shapes` target. Save the output as `fuzz/regressions/NAME.py`.

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() != 3 {
        eprintln!("usage: fuzz_show structured|hostile_shapes|parse_compile_run FILE");
        std::process::exit(2);
    }
    let data = match std::fs::read(&args[2]) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("fuzz_show: cannot read {}: {}", args[2], e);
            std::process::exit(2);
        }
    };
    let source = match args[1].as_str() {
        "structured" => sandpy_fuzz::gen::program(&data),
        // The first byte chooses the operation budget; the rest is the shape.
        "hostile_shapes" => sandpy_fuzz::shapes::program(data.get(1..).unwrap_or(&[])),
        "parse_compile_run" => String::from_utf8_lossy(&data).into_owned(),
        other => {
            eprintln!("fuzz_show: unknown target {}", other);
            std::process::exit(2);
        }
    };
    print!("{}", source);
}

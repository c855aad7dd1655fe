//! Sources nested absurdly deep are refused before a syntax tree is built (the tree would
//! be walked and dropped recursively), on a small stack too; long flat sources still run.

use sandpy_engine::{Interpreter, Limits, RunError};

/// Runs `source` on a thread with a 2 MiB stack (an in-process host's thread may be small).
fn outcome(source: String) -> Result<String, (String, String)> {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(move || {
            let mut it = Interpreter::new(Limits { max_operations: Some(50_000_000), ..Limits::default() });
            match it.run_program(&source, "<test>") {
                Ok(()) => Ok(it.take_output()),
                Err(RunError::Syntax(r)) => Err((r.type_name, r.message)),
                Err(RunError::Runtime(r)) => Err((r.type_name, r.message)),
                Err(RunError::FinalAnswer(_)) => Err(("final_answer".into(), String::new())),
            }
        })
        .expect("thread")
        .join()
        .expect("no panic")
}

fn refused(source: String) {
    let head: String = source.chars().take(40).collect();
    match outcome(source) {
        Err((t, m)) => assert_eq!((t.as_str(), m.as_str()), ("SyntaxError", "too many nested parentheses"), "{}", head),
        Ok(out) => panic!("{} ran: {}", head, out),
    }
}

const N: usize = 1_000_000;

#[test]
fn deep_expressions_are_refused_before_parsing() {
    refused(format!("x = {}1", "-".repeat(N + 100_000)));
    refused(format!("x = {}1", "not ".repeat(N)));
    refused(format!("x = {}1", "1 + ".repeat(N)));
    refused(format!("x = {}1", "2 ** ".repeat(N)));
    refused(format!("x = a{}", ".b".repeat(N)));
    refused(format!("x = a{}", "()".repeat(N)));
    refused(format!("x = a{}", "[0]".repeat(N)));
    refused(format!("x = 1{}", " if 1 else 1".repeat(N / 4)));
    refused(format!("x = {}1", "lambda: ".repeat(N / 2)));
    refused(format!("x = {}1{}", "lambda a=".repeat(N / 10), ": 1".repeat(N / 10)));
    refused(format!("def f():\n    x = {}1", "yield ".repeat(N)));
    refused(format!("async def f():\n    x = {}1", "await ".repeat(N)));
    refused(format!("x: {}1 = 1", "-".repeat(N)));
}

#[test]
fn deep_fstring_fields_are_refused() {
    refused(format!("x = f'{{{}1}}'", "-".repeat(N)));
    // A brace inside a string inside the field does not end the field.
    refused(format!("x = f\"{{'}}' + {}1}}\"", "-".repeat(N)));
}

#[test]
fn text_past_a_tokenizer_error_is_not_parsed() {
    refused(format!("$\nx = {}1", "-".repeat(N)));
    match outcome(format!("x = 1 $ {}1", "-".repeat(N))) {
        Err((t, _)) => assert_eq!(t, "SyntaxError"),
        Ok(out) => panic!("ran: {}", out),
    }
}

#[test]
fn long_flat_sources_still_run() {
    let negatives: Vec<String> = (0..200_000).map(|i| format!("-{}", i)).collect();
    let program = format!(
        "xs = [{}]\nc = 1{}\nb = 1{}\nd = {{{}}}\ns = f'{}'\ne = 0{}\nprint(len(xs), c, b, len(d), len(s), e)\n",
        negatives.join(", "),
        " < 2".repeat(50_000),
        " and 1".repeat(50_000),
        (0..50_000).map(|i| format!("{}: -{}", i, i)).collect::<Vec<_>>().join(", "),
        "{1}-".repeat(20_000),
        " + 1".repeat(2_500),
    );
    assert_eq!(outcome(program), Ok("200000 False 1 50000 40000 2500\n".to_string()));
}

#[test]
fn trees_just_under_the_bound_are_dropped_safely() {
    let n = 9_900;
    refused(format!("x = {}1", "-".repeat(n)));
    refused(format!("x = {}1", "not ".repeat(n)));
    refused(format!("x = {}1", "1 + ".repeat(n)));
    refused(format!("x = a{}", ".b".repeat(n)));
    refused(format!("x = a{}", "(1)".repeat(n)));
    refused(format!("x = a{}", "[0]".repeat(n)));
    refused(format!("x = {}1", "lambda: ".repeat(n)));
    refused(format!("x = 1{}", " if 1 else 1".repeat(n / 2)));
    refused(format!("x = f'{{{}1}}'", "-".repeat(n)));
}

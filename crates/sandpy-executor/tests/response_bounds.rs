//! Every text a run hands back is bounded like logs, whatever the values involved: error
//! messages, tracebacks, `rendered`, echoed source lines, `output` and `output_repr`
//! (docs/protocol.md, "Bounds").

mod common;

use common::{err, ok};
use sandpy_executor::truncate::marker;
use sandpy_executor::{ExecutionError, ExecutorBuilder, Json, LocalSession};

const N: usize = 1000;

fn session() -> LocalSession {
    ExecutorBuilder::new().max_print_outputs_length(N).max_operations(None).build_session()
}

/// At most `N` characters plus smolagents' truncation line.
fn assert_bounded(what: &str, text: &str) {
    let limit = N + marker(N).chars().count();
    assert!(text.chars().count() <= limit, "{} has {} characters (limit {})", what, text.chars().count(), limit);
}

fn assert_error_bounded(e: &ExecutionError) {
    assert_bounded("message", &e.message);
    assert_bounded("traceback", &e.traceback);
    assert_bounded("rendered", &e.rendered);
    if let Some(line) = &e.source_line {
        assert_bounded("source_line", line);
    }
}

#[test]
fn key_error_of_a_huge_key() {
    let mut s = session();
    ok(&mut s, "x = 'a' * (50 * 10**6)");
    let e = err(&mut s, "{}[x]");
    assert_eq!(e.type_name, "KeyError");
    assert!(e.message.starts_with("'aaaa"));
    assert!(e.rendered.starts_with("Code execution failed at line '{}[x]' due to: KeyError: 'aaa"));
    assert_error_bounded(&e);
    // Inside a container too, and with the key's repr cut before it is built.
    let e = err(&mut s, "{}[(x, [x, x], {'k': x})]");
    assert_error_bounded(&e);
    assert_eq!(ok(&mut s, "len(x)").output, Json::from(50_000_000));
}

#[test]
fn exception_with_a_huge_message() {
    let mut s = session();
    ok(&mut s, "x = 'b' * (20 * 10**6)");
    let e = err(&mut s, "raise ValueError(x)");
    assert!(e.message.starts_with("bbbb"));
    assert_error_bounded(&e);
    let e = err(&mut s, "class E(Exception):\n    def __str__(self):\n        return x\nraise E()");
    assert_error_bounded(&e);
    // Chained exceptions each carry the huge text.
    let e = err(&mut s, "try:\n    raise ValueError(x)\nexcept ValueError as v:\n    raise KeyError(x) from v");
    assert_error_bounded(&e);
}

#[test]
fn huge_output_is_not_sent_whole() {
    let mut s = session();
    let out = ok(&mut s, "x = 'c' * (30 * 10**6)\nx");
    assert_eq!(out.output, Json::Null);
    assert!(out.output_repr.starts_with("'cccc"));
    assert_bounded("output_repr", &out.output_repr);
    let out = ok(&mut s, "[x] * 1000");
    assert_eq!(out.output, Json::Null);
    assert_bounded("output_repr", &out.output_repr);
    let out = ok(&mut s, "final_answer(x)");
    assert!(out.is_final_answer);
    assert_eq!(out.output, Json::Null);
    assert_bounded("output_repr", &out.output_repr);
    // Ordinary outputs are untouched.
    let out = ok(&mut s, "'d' * 5000");
    assert_eq!(out.output, Json::from("d".repeat(5000)));
}

#[test]
fn syntax_error_on_a_huge_line() {
    // Room for the whole window (CPython would echo the 900,000-character line).
    let mut s = ExecutorBuilder::new().max_print_outputs_length(5000).build_session();
    let code = format!("x = [{}1 1]", "1, ".repeat(300_000));
    let e = err(&mut s, &code);
    assert_eq!(e.type_name, "SyntaxError");
    assert!(e.rendered.len() < 5000, "{}", e.rendered.len());
    assert!(e.traceback.len() < 5000, "{}", e.traceback.len());
    // The echoed line is a window around the error, and the caret still points at it.
    let rendered_line = e.rendered.lines().nth(1).expect("the line");
    let caret_line = e.rendered.lines().nth(2).expect("the caret");
    let caret = caret_line.find('^').expect("a caret");
    // smolagents puts the caret one column right of the offending character (render.rs).
    assert_eq!(&rendered_line[caret - 1..caret + 3], "1 1]", "caret beside the error in {:?}", rendered_line);
}

#[test]
fn traceback_of_long_lines_and_deep_recursion() {
    let mut s = ExecutorBuilder::new().max_print_outputs_length(N).max_operations(None).max_recursion_depth(5000).build_session();
    let pad = "z".repeat(100_000);
    let code = format!("def f(n):\n    return g(n + len('{pad}'))\ndef g(n):\n    return f(n + len('{pad}'))\nf(0)");
    let e = err(&mut s, &code);
    assert_eq!(e.type_name, "RecursionError");
    assert_error_bounded(&e);
}

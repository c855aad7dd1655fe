//! Sources with "\r\n" and lone "\r" line breaks read as Python reads them (the case files
//! cannot hold a bare carriage return). The first program is a fuzzer find: it made the
//! syntax-error translation build an inverted range and panic.

use sandpy_engine::{Interpreter, Limits, RunError};

fn syntax_error(source: &str) -> (u32, String) {
    let mut interp = Interpreter::new(Limits::default());
    match interp.run_program(source, "<test>") {
        Err(RunError::Syntax(report)) => (report.line, report.message),
        Err(other) => panic!("expected a SyntaxError, got {:?}", other),
        Ok(()) => panic!("expected a SyntaxError, the program ran"),
    }
}

#[test]
fn lone_carriage_return_ends_a_line() {
    let (line, message) = syntax_error("x = 1\r-- a /= 2\nprint(x)\n");
    assert_eq!(line, 2);
    assert_eq!(message, "'expression' is an illegal expression for augmented assignment");
}

#[test]
fn fuzzer_carriage_return_in_comment() {
    let source = "print(\"never printed\")\nyield 5\n\n# --\u{1}\r-- expected/=tdout ----\n# ----SyntaxError: 'yield' out\u{fffd}'\n";
    let (line, message) = syntax_error(source);
    assert_eq!(line, 5);
    assert_eq!(message, "'expression' is an illegal expression for augmented assignment");
}

#[test]
fn crlf_and_cr_inside_strings_become_newlines() {
    let mut interp = Interpreter::new(Limits::default());
    interp.run_program("s = \"\"\"a\r\nb\rc\"\"\"\r\nprint(repr(s))\r\n", "<test>").expect("runs");
    assert_eq!(interp.take_output(), "'a\\nb\\nc'\n");
}

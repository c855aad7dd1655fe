//! Unit tests of the syntax front end: caret rendering, and messages and locations of a few
//! errors (the full comparison with CPython is the syntax cases in tests/cases).

use super::*;

fn report(type_name: &str, line_text: &str, column: u32, end_column: u32) -> SyntaxErrorReport {
    SyntaxErrorReport {
        type_name: type_name.into(),
        message: "msg".into(),
        filename: "t.py".into(),
        line: 3,
        column,
        end_line: 3,
        end_column,
        text: line_text.into(),
    }
}

fn error_of(src: &str) -> SyntaxErrorReport {
    match parse(src, "t.py") {
        Ok(_) => panic!("no error for {src:?}"),
        Err(e) => e,
    }
}

#[test]
fn render_caret_range_after_indentation() {
    let r = report("SyntaxError", "    f() = 2", 5, 8);
    assert_eq!(r.render(), "  File \"t.py\", line 3\n    f() = 2\n    ^^^\nSyntaxError: msg\n");
}

#[test]
fn render_single_caret_for_subclasses() {
    let r = report("IndentationError", "print(1)", 1, 6);
    assert_eq!(r.render(), "  File \"t.py\", line 3\n    print(1)\n    ^\nIndentationError: msg\n");
}

#[test]
fn render_caret_clipped_to_line_end() {
    let r = report("IndentationError", "    b", 6, 0);
    assert_eq!(r.render(), "  File \"t.py\", line 3\n    b\n     ^\nIndentationError: msg\n");
}

#[test]
fn render_no_caret_left_of_text() {
    let r = report("IndentationError", "   foo(a b)", 3, 0);
    assert_eq!(r.render(), "  File \"t.py\", line 3\n    foo(a b)\nIndentationError: msg\n");
}

#[test]
fn render_keeps_trailing_spaces_and_tabs_indent() {
    let r = report("SyntaxError", "\tx = 1 +  ", 11, 11);
    assert_eq!(r.render(), "  File \"t.py\", line 3\n    x = 1 +  \n             ^\nSyntaxError: msg\n");
}

#[test]
fn render_multiline_range_runs_to_line_end() {
    let mut r = report("SyntaxError", "x = (a,", 5, 2);
    r.end_line = 4;
    // The range runs to the end of the first line ("(a," here).
    assert_eq!(r.render(), "  File \"t.py\", line 3\n    x = (a,\n        ^^^\nSyntaxError: msg\n");
}

#[test]
fn render_without_text() {
    let r = report("SyntaxError", "", 1, 0);
    assert_eq!(r.render(), "  File \"t.py\", line 3\nSyntaxError: msg\n");
}

#[test]
fn unclosed_paren_location() {
    let e = error_of("x = (\n");
    assert_eq!((e.message.as_str(), e.line, e.column), ("'(' was never closed", 1, 5));
}

#[test]
fn assign_to_call_message_and_range() {
    let e = error_of("f() = 1\n");
    assert_eq!(e.message, "cannot assign to function call here. Maybe you meant '==' instead of '='?");
    assert_eq!((e.column, e.end_column), (1, 4));
}

#[test]
fn tokenizer_errors() {
    assert_eq!(
        error_of("x = 012\n").message,
        "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers"
    );
    assert_eq!(error_of("s = 'abc\n").message, "unterminated string literal (detected at line 1)");
    assert_eq!(error_of("x = [1, 2)\n").message, "closing parenthesis ')' does not match opening parenthesis '['");
    let e = error_of("if x:\n\ta\n        b\n");
    assert_eq!((e.type_name.as_str(), e.line), ("TabError", 3));
}

#[test]
fn indentation_messages() {
    let e = error_of("def f():\nreturn 1\n");
    assert_eq!(e.type_name, "IndentationError");
    assert_eq!(e.message, "expected an indented block after function definition on line 1");
    assert_eq!((e.line, e.column), (2, 1));
}

#[test]
fn unterminated_triple_quote_reports_the_last_line() {
    let e = error_of("x = 1\ns = \"\"\"abc\ndef\n");
    assert_eq!(e.message, "unterminated triple-quoted string literal (detected at line 3)");
    assert_eq!((e.line, e.column), (2, 5));
}

#[test]
fn fstring_expression_error_shows_the_expression() {
    let e = error_of("x = f\"{a b}\"\n");
    assert_eq!(e.message, "f-string: invalid syntax. Perhaps you forgot a comma?");
    assert_eq!(
        e.render(),
        "  File \"t.py\", line 1\n    (a b)\n     ^^^\nSyntaxError: f-string: invalid syntax. Perhaps you forgot a comma?\n"
    );
}

#[test]
fn unexpected_indent_has_no_caret() {
    let e = error_of("x = 1\n    y = 2\n");
    assert_eq!(e.render(), "  File \"t.py\", line 2\n    y = 2\nIndentationError: unexpected indent\n");
}

#[test]
fn later_tokenizer_error_wins_over_parser_error() {
    let e = error_of("f() = 1\ns = 'abc\n");
    assert_eq!((e.message.as_str(), e.line), ("unterminated string literal (detected at line 2)", 2));
}

#[test]
fn valid_source_parses() {
    let src = "x = [0_0, 1_000j, 0o7, .5e-3, 1if 1else 2]\ncaf\u{e9} = f'{x!r:>{10}}'\nif x:\n\tpass\n";
    assert!(parse(src, "t.py").is_ok());
}

#[test]
fn compile_errors_on_declarations_cover_the_statement() {
    let src = "def f(x):\n    global x\n";
    let e = CompileError::new("name 'x' is parameter and global", TextRange::new(TextSize::new(21), TextSize::new(22)), false)
        .of_kind(crate::compile::CompileErrorKind::Declaration);
    let r = compile_error_report(&e, src, "t.py");
    assert_eq!((r.column, r.end_column), (5, 13));
}

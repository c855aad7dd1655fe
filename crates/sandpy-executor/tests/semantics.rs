//! smolagents' run semantics: output of the last statement, persistent state, per-run logs,
//! final_answer, and the errors shown to the model.

mod common;

use common::{err, ok, session, value};
use sandpy_executor::truncate::marker;
use sandpy_executor::{ErrorKind, ExecutorBuilder};
use serde_json::json;

#[test]
fn output_is_the_last_expression_or_assignment() {
    let mut s = session();
    assert_eq!(value(&mut s, "x = 6 * 7"), json!(42));
    assert_eq!(value(&mut s, "x + 1"), json!(43));
    assert_eq!(value(&mut s, "y = x\ny * 2"), json!(84));
    assert_eq!(value(&mut s, "print('hi')"), json!(null));
    assert_eq!(value(&mut s, "for i in range(3):\n    pass"), json!(null));
    assert_eq!(value(&mut s, "def f():\n    return 1"), json!(null));
    assert_eq!(ok(&mut s, "x").output_repr, "42");
}

#[test]
fn state_persists_across_runs() {
    let mut s = session();
    ok(&mut s, "def double(n):\n    return 2 * n\nclass Box:\n    def __init__(self, v):\n        self.v = v");
    ok(&mut s, "b = Box(double(21))");
    assert_eq!(value(&mut s, "b.v"), json!(42));
    assert_eq!(value(&mut s, "__name__"), json!("__main__"));
}

#[test]
fn failed_run_keeps_what_it_did_before_the_error() {
    let mut s = session();
    let e = err(&mut s, "a = 1\nb = 1 / 0\nc = 3");
    assert_eq!(e.type_name, "ZeroDivisionError");
    assert_eq!(value(&mut s, "a"), json!(1));
    assert_eq!(err(&mut s, "c").type_name, "NameError");
}

#[test]
fn logs_are_per_run_and_kept_on_error() {
    let mut s = session();
    assert_eq!(ok(&mut s, "print('one')").logs, "one\n");
    let e = err(&mut s, "print('two')\nraise ValueError('boom')");
    assert_eq!(e.logs, "two\n");
    assert_eq!(e.message, "boom");
    assert_eq!(ok(&mut s, "print('three')").logs, "three\n");
    assert_eq!(ok(&mut s, "x = 1").logs, "");
}

#[test]
fn print_honours_sep_and_end() {
    let mut s = session();
    assert_eq!(ok(&mut s, "print(1, 2, sep='-', end='!')").logs, "1-2!");
}

#[test]
fn logs_are_truncated_like_smolagents() {
    let mut s = ExecutorBuilder::new().max_print_outputs_length(20).build_session();
    let out = ok(&mut s, "print('a' * 30 + 'b' * 30)");
    assert_eq!(out.logs, format!("{}{}{}\n", "a".repeat(10), marker(20), "b".repeat(9)));
    let e = err(&mut s, "print('c' * 50)\n1 / 0");
    assert!(e.logs.starts_with("cccccccccc\n..._This content has been truncated to stay below 20 characters_...\n"));
}

#[test]
fn final_answer_ends_the_run_from_any_depth() {
    let mut s = session();
    let code = "def inner():\n    final_answer('done')\ndef outer():\n    try:\n        inner()\n    except Exception:\n        print('swallowed')\nprint('before')\nouter()\nprint('after')";
    let out = ok(&mut s, code);
    assert!(out.is_final_answer);
    assert_eq!(out.output, json!("done"));
    assert_eq!(out.logs, "before\n");
}

#[test]
fn final_answer_cannot_be_swallowed_by_bare_except_or_finally() {
    let mut s = session();
    let code = "for i in range(10):\n    try:\n        if i == 3:\n            final_answer({'i': i})\n    except:\n        print('caught')\n    finally:\n        pass";
    let out = ok(&mut s, code);
    assert!(out.is_final_answer);
    assert_eq!(out.output, json!({"i": 3}));
    assert_eq!(out.logs, "");
    let out = ok(&mut s, "try:\n    final_answer(answer=5)\nexcept BaseException:\n    pass");
    assert!(out.is_final_answer);
    assert_eq!(out.output, json!(5));
    // A `return` in a `finally` cannot swallow it either: the run ends at once.
    let out = ok(
        &mut s,
        "def f():\n    try:\n        final_answer('kept')\n    finally:\n        print('finally')\n        return 'swallowed'\nf()",
    );
    assert_eq!((out.output, out.logs.as_str(), out.is_final_answer), (json!("kept"), "", true));
}

#[test]
fn final_answer_needs_exactly_one_answer() {
    let mut s = session();
    assert_eq!(err(&mut s, "final_answer()").type_name, "TypeError");
    assert_eq!(err(&mut s, "final_answer(1, 2)").type_name, "TypeError");
    assert_eq!(err(&mut s, "final_answer(1, answer=2)").type_name, "TypeError");
    assert!(!ok(&mut s, "x = 1").is_final_answer);
}

#[test]
fn syntax_errors_are_rendered_like_smolagents_with_the_caret_in_place() {
    let mut s = session();
    let e = err(&mut s, "x = = 1");
    assert_eq!(e.kind, ErrorKind::Syntax);
    assert_eq!(e.type_name, "SyntaxError");
    assert_eq!((e.line, e.column), (Some(1), Some(5)));
    assert_eq!(e.source_line.as_deref(), Some("x = = 1"));
    assert_eq!(e.rendered, "Code parsing failed on line 1 due to: SyntaxError: invalid syntax (<unknown>, line 1)\nx = = 1\n     ^");
    assert!(e.traceback.ends_with("SyntaxError: invalid syntax\n"));
    // Nothing ran: state and the next run are unaffected.
    assert_eq!(value(&mut s, "1 + 1"), json!(2));
}

#[test]
fn runtime_errors_name_the_failing_top_level_statement() {
    let mut s = session();
    let e = err(&mut s, "a = 1\nif a:\n    b = 2\n    c = b / 0\nd = 4");
    assert_eq!(e.kind, ErrorKind::Runtime);
    assert_eq!(e.line, Some(4));
    assert_eq!(e.source_line.as_deref(), Some("    c = b / 0"));
    assert_eq!(e.rendered, "Code execution failed at line 'if a:\n    b = 2\n    c = b / 0' due to: ZeroDivisionError: division by zero");
    assert!(e.traceback.starts_with("Traceback (most recent call last):\n"));
    assert!(e.traceback.contains("    c = b / 0\n"));
    assert!(e.traceback.ends_with("ZeroDivisionError: division by zero\n"));
}

#[test]
fn errors_inside_functions_from_earlier_runs_point_at_this_runs_line() {
    let mut s = session();
    ok(&mut s, "def f(x):\n    return 1 / x");
    let e = err(&mut s, "y = 2\nf(0)");
    assert_eq!(e.line, Some(2));
    assert_eq!(e.rendered, "Code execution failed at line 'f(0)' due to: ZeroDivisionError: division by zero");
    // The traceback shows the function's own source line from the earlier run.
    assert!(e.traceback.contains("    return 1 / x\n"), "{}", e.traceback);
    assert!(e.traceback.contains("    f(0)\n"), "{}", e.traceback);
}

#[test]
fn key_errors_show_the_key_repr() {
    let mut s = session();
    let e = err(&mut s, "{}['k']");
    assert_eq!(e.rendered, "Code execution failed at line '{}['k']' due to: KeyError: 'k'");
}

#[test]
fn outputs_that_json_cannot_carry_are_null_with_a_repr() {
    let mut s = session();
    assert_eq!(value(&mut s, "(1, 'a', [True, None], {'k': 1.5})"), json!([1, "a", [true, null], {"k": 1.5}]));
    for (code, repr) in [
        ("{1, 2}", "{1, 2}"),
        ("{1: 'a'}", "{1: 'a'}"),
        ("2 ** 100", "1267650600228229401496703205376"),
        ("float('nan')", "nan"),
        ("len", "<built-in function len>"),
    ] {
        let out = ok(&mut s, code);
        assert_eq!(out.output, json!(null), "{}", code);
        assert_eq!(out.output_repr, repr);
    }
    assert_eq!(value(&mut s, "2 ** 63"), json!(9223372036854775808u64));
}

#[test]
fn a_hostile_repr_on_the_output_stays_within_the_run_limits() {
    let mut s = ExecutorBuilder::new().max_operations(Some(200_000)).build_session();
    let out = ok(&mut s, "class Bomb:\n    def __repr__(self):\n        while True:\n            pass\nBomb()");
    assert_eq!(out.output, json!(null));
    assert_eq!(out.output_repr, "<repr failed>");
    assert_eq!(value(&mut s, "1 + 1"), json!(2));
}

#[test]
fn prints_from_an_output_repr_belong_to_that_run() {
    let mut s = session();
    let out = ok(&mut s, "class Loud:\n    def __repr__(self):\n        print('repr called')\n        return 'L'\nLoud()");
    assert_eq!(out.output_repr, "L");
    assert_eq!(out.logs, "repr called\n");
    assert_eq!(ok(&mut s, "x = 1").logs, "");
}

#[test]
fn reset_forgets_state_but_keeps_tools() {
    let mut s = ExecutorBuilder::new().additional_function("seven", |_| Ok(7.into())).build_session();
    ok(&mut s, "x = 1");
    s.reset();
    assert_eq!(err(&mut s, "x").type_name, "NameError");
    assert_eq!(value(&mut s, "seven()"), json!(7));
    assert_eq!(err(&mut s, "seven = 1").type_name, "ValueError");
}

#[test]
fn a_repeated_snippet_runs_again_with_its_own_errors_and_tracebacks() {
    // Identical text reuses the earlier run's name (and so its compiled code): each run
    // still has its own effects, output, logs and error lines.
    let mut s = session();
    ok(&mut s, "n = 0");
    let step = "n += 1\nprint('step', n)\nn * 10";
    for i in 1..=3 {
        let out = ok(&mut s, step);
        assert_eq!(out.output, json!(i * 10));
        assert_eq!(out.logs, format!("step {}\n", i));
    }
    let failing = "def g(v):\n    return 10 // v\ng(n - 3)";
    let first = err(&mut s, failing);
    assert_eq!(first.rendered, "Code execution failed at line 'g(n - 3)' due to: ZeroDivisionError: integer division or modulo by zero");
    assert!(first.traceback.contains("    return 10 // v\n"), "{}", first.traceback);
    assert!(first.traceback.contains("    g(n - 3)\n"), "{}", first.traceback);
    let again = err(&mut s, failing);
    // Equal tracebacks, file names included: the repeat ran under the first run's name.
    assert_eq!((again.line, again.source_line, again.rendered), (first.line, first.source_line, first.rendered));
    assert_eq!(again.traceback, first.traceback);
    // The function from the repeated run still shows its line after other runs.
    ok(&mut s, "m = 1");
    let e = err(&mut s, "g(0)");
    assert!(e.traceback.contains("    return 10 // v\n"), "{}", e.traceback);
    // A different text with the same length is not mistaken for the earlier one.
    assert_eq!(value(&mut s, "n * 11"), json!(33));
    assert_eq!(value(&mut s, "n * 12"), json!(36));
}

//! Known bugs of smolagents' LocalPythonExecutor that sandpy does not copy
//! (docs/smolagents-compat.md): each snippet behaves as in CPython.

mod common;

use common::{err, ok, session};

/// (snippet, repr of its output as CPython gives it)
fn assert_outputs(cases: &[(&str, &str)]) {
    let mut s = session();
    for (code, repr) in cases {
        assert_eq!(ok(&mut s, code).output_repr, *repr, "{}", code);
    }
}

#[test]
fn function_arguments_bind_like_cpython() {
    assert_outputs(&[("def f(a, *args):\n    return args\nf(1, 2, 3)", "(2, 3)")]);
    let mut s = session();
    assert_eq!(err(&mut s, "def f(a):\n    return a\nf(1, b=2)").message, "f() got an unexpected keyword argument 'b'");
    assert_eq!(err(&mut s, "def f(a, b):\n    return a\nf(1)").message, "f() missing 1 required positional argument: 'b'");
}

#[test]
fn control_flow_is_complete() {
    assert_outputs(&[
        ("def deco(fn):\n    return lambda: 'decorated'\n@deco\ndef g():\n    return 'plain'\ng()", "'decorated'"),
        ("for i in range(3):\n    pass\nelse:\n    r = 'else ran'\nr", "'else ran'"),
        ("n = 0\nwhile n < 2:\n    n += 1\nelse:\n    r = 'while else'\nr", "'while else'"),
        ("out = []\nfor i in range(5):\n    try:\n        if i == 2:\n            break\n        out.append(i)\n    except Exception:\n        pass\nout", "[0, 1]"),
        ("def f():\n    try:\n        return 'returned'\n    except Exception:\n        return 'swallowed'\nf()", "'returned'"),
        ("list((a, b) for a in range(2) for b in range(2))", "[(0, 0), (0, 1), (1, 0), (1, 1)]"),
    ]);
}

#[test]
fn expressions_evaluate_once_and_format_like_cpython() {
    assert_outputs(&[
        ("calls = []\ndef idx():\n    calls.append(1)\n    return 0\nl = [1]\nl[idx()] += 5\n(l, len(calls))", "([6], 1)"),
        ("s = 'x'\nf'{s!r}'", "\"'x'\""),
    ]);
    let mut s = session();
    assert_eq!(ok(&mut s, "print(1, 2, sep='-', end='!')").logs, "1-2!");
}

#[test]
fn unknown_names_are_name_errors_not_fuzzy_matches() {
    let mut s = session();
    ok(&mut s, "food_items = ['apple']");
    let e = err(&mut s, "food_item");
    assert_eq!((e.type_name.as_str(), e.message.as_str()), ("NameError", "name 'food_item' is not defined"));
}

#[test]
fn constructs_smolagents_lacks_work() {
    assert_outputs(&[
        ("(y := 5) + 1", "6"),
        ("count = 0\ndef inc():\n    global count\n    count += 1\ninc()\ncount", "1"),
        ("def outer():\n    n = 0\n    def inner():\n        nonlocal n\n        n += 1\n    inner()\n    return n\nouter()", "1"),
        ("def gen():\n    yield 1\n    yield 2\nlist(gen())", "[1, 2]"),
        ("match [1, 2]:\n    case [a, b]:\n        m = a + b\nm", "3"),
        ("first, *rest = [1, 2, 3]\nrest", "[2, 3]"),
        ("[*range(2), *'ab']", "[0, 1, 'a', 'b']"),
        ("d = {'a': 1}\n{**d, 'b': 2}", "{'a': 1, 'b': 2}"),
        ("class C:\n    x = [i for i in range(2)]\n    if True:\n        y = 1\n(C.x, C.y)", "([0, 1], 1)"),
        ("class A:\n    class B:\n        v = 3\nA.B.v", "3"),
        (
            "class P:\n    def hi(self):\n        return 'P'\nclass Q(P):\n    def hi(self):\n        return 'Q' + super().hi()\nQ().hi()",
            "'QP'",
        ),
    ]);
}

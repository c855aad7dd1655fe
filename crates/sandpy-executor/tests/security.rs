//! Publicly known ways out of smolagents' LocalPythonExecutor, tried through the executor
//! with every import authorized: each fails with a clear error and leaves nothing behind.

mod common;

use common::{err, ok, value};
use sandpy_executor::ExecutorBuilder;
use serde_json::json;

fn assert_all_fail(type_name: &str, cases: &[&str]) {
    let mut s = ExecutorBuilder::new().authorized_imports(["*"]).build_session();
    for code in cases {
        let e = err(&mut s, code);
        assert_eq!(e.type_name, type_name, "{}: {}", code, e.message);
    }
    // The session is intact.
    assert_eq!(value(&mut s, "1 + 1"), json!(2));
}

#[test]
fn dunder_chains_to_subclasses_lead_nowhere() {
    assert_all_fail(
        "AttributeError",
        &[
            "().__class__.__base__.__subclasses__()",
            "object.__subclasses__()",
            "type.__getattribute__(int, '__bases__')[0].__subclasses__()",
            "'{0.__class__.__base__.__subclasses__}'.format(1)",
        ],
    );
}

#[test]
fn callables_do_not_expose_their_module_or_globals() {
    assert_all_fail(
        "AttributeError",
        &[
            "print.__self__",
            "getattr(print, '__self__')",
            "final_answer.__self__",
            "list(map(getattr, [final_answer], ['__self__']))",
            "def f():\n    pass\nf.__globals__",
            "def f():\n    pass\ngetattr(f, '__glo' + 'bals__')",
            "def f():\n    pass\nf.__code__",
            "(lambda: 0).__getattribute__('__globals__')",
            "'{0.__globals__}'.format(lambda: 1)",
            "'{x.__globals__}'.format_map({'x': lambda: 1})",
            "'s'.__dir__()",
        ],
    );
}

#[test]
fn frames_and_tracebacks_are_not_reachable() {
    assert_all_fail(
        "AttributeError",
        &["def g():\n    yield 1\ng().gi_frame", "try:\n    1 / 0\nexcept Exception as e:\n    tb = e.__traceback__\ntb"],
    );
}

#[test]
fn dunder_writes_are_refused() {
    assert_all_fail("AttributeError", &["setattr(final_answer, '__name__', 'x')", "b = []\nb.__class__ = dict"]);
    let mut s = ExecutorBuilder::new().build_session();
    assert_eq!(value(&mut s, "hasattr(print, '__self__')"), json!(false));
}

#[test]
fn dangerous_builtins_do_not_exist() {
    assert_all_fail(
        "NameError",
        &[
            "__builtins__",
            "__import__('os')",
            "eval('1')",
            "exec('x = 1')",
            "compile('1', 'f', 'eval')",
            "open('/etc/passwd')",
            "globals()",
            "breakpoint()",
            "input()",
        ],
    );
}

#[test]
fn host_reaching_modules_are_refused_even_under_star() {
    assert_all_fail(
        "ImportError",
        &[
            "import subprocess",
            "import ctypes",
            "import socket",
            "from importlib import import_module\nimport_module('subprocess')",
            "from os import system",
        ],
    );
    // os, sys, builtins and importlib load under "*" as walled stand-ins: nothing that
    // reaches the host can be read from them.
    assert_all_fail(
        "AttributeError",
        &[
            "import os\nos.system('true')",
            "import os\nos.popen('true')",
            "import os\nos.open('/etc/passwd', 0)",
            "import os\nos.remove('x')",
            "import os\nos.getpid()",
            "import posix\nposix.system('true')",
            "import sys\nsys._getframe()",
            "import sys\nsys.modules['os'].system('true')",
            "import builtins\nbuiltins.exec('x = 1')",
            "import builtins\nbuiltins.open('/etc/passwd')",
            "import builtins\ngetattr(builtins, 'eval')('1')",
            "import threading\nthreading.Thread(target=print).start()",
        ],
    );
    assert_all_fail("FileNotFoundError", &["import os\nos.listdir('/etc')", "import os\nos.path.getsize('/etc/passwd')"]);
}

#[test]
fn host_touching_the_output_runs_no_unbounded_user_code() {
    // A user class whose __eq__/__hash__ misbehave: converting the output to JSON is
    // structural and never calls them; its repr runs inside the run's own limits.
    let mut s = ExecutorBuilder::new().max_operations(Some(100_000)).build_session();
    let code = "class T:\n    def __eq__(self, o):\n        while True:\n            pass\n    def __hash__(self):\n        while True:\n            pass\n[T(), {'k': T()}]";
    let out = ok(&mut s, code);
    assert_eq!(out.output, json!(null));
    assert!(out.output_repr.starts_with("[<__main__.T object at"), "{}", out.output_repr);
}

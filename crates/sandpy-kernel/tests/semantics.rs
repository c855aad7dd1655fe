//! The executor semantics of a kernel run (smolagents' and the local executor's): state
//! across runs, captured logs, the last value, final_answer, tools, variables, imports,
//! error rendering. Kernels run on the plain launcher (no sandbox).

mod common;

use common::{config, err, executor, executor_with, int, ok};
use sandpy_executor::{ErrorKind, HostValue, Tool, ToolCall, ToolError};
use sandpy_kernel::KernelConfig;
use serde_json::json;

#[test]
fn state_persists_and_the_last_value_is_the_output() {
    let ex = executor();
    assert_eq!(ok(ex.run("x = 6 * 7")).value, int(42));
    let defined = ok(ex.run("def double(v):\n    return 2 * v")).value;
    assert!(matches!(&defined, HostValue::Foreign { type_name, .. } if type_name == "function"), "{:?}", defined);
    let out = ok(ex.run("double(x)"));
    assert_eq!((out.value, out.output, out.output_repr.as_str()), (int(84), json!(84), "84"));
    assert_eq!(ok(ex.run("a = b = (1, 2)")).value, HostValue::Tuple(vec![int(1), int(2)]));
    assert_eq!(ok(ex.run("x += 1")).value, int(43));
    assert_eq!(ok(ex.run("y: int = 5")).value, int(5));
    assert_eq!(ok(ex.run("for i in range(3):\n    i")).value, int(2), "a last for gives its body's last value");
    assert_eq!(ok(ex.run("if x > 100:\n    'big'\nelse:\n    y = 'small'")).value, HostValue::str("small"));
    assert_eq!(ok(ex.run("d = {'k': 1}\nd['k'] += 2")).value, int(3));
    assert_eq!(ok(ex.run("while False:\n    pass")).value, HostValue::None);
    assert_eq!(ok(ex.run("")).value, HostValue::None);
    let out = ok(ex.run("{1, 2}"));
    assert_eq!((out.output, out.output_repr.as_str()), (json!(null), "{1, 2}"));
    assert!(matches!(out.value, HostValue::Set(_)));
}

#[test]
fn stdout_and_stderr_are_captured_per_run_in_order() {
    let ex = executor_with(KernelConfig { authorized_imports: Some(vec!["*".into()]), ..config() });
    let out = ok(ex.run("import sys\nprint('a', 1, sep='-')\nsys.stderr.write('err\\n')\nprint('b', end='')"));
    assert_eq!(out.logs, "a-1\nerr\nb");
    assert_eq!(ok(ex.run("1")).logs, "");
    let e = err(ex.run("print('before')\n1 / 0"));
    assert_eq!(e.logs, "before\n");
}

#[test]
fn logs_are_truncated_like_smolagents() {
    let ex = executor_with(KernelConfig { max_print_outputs_length: 10, ..config() });
    let out = ok(ex.run("print('abcdefghijklmnopqrstuvwxyz', end='')"));
    assert_eq!(out.logs, format!("abcde{}vwxyz", sandpy_executor::truncate::marker(10)));
    let out = ok(ex.run("for i in range(1000):\n    print(i)"));
    assert_eq!(out.logs, sandpy_executor::truncate::truncate_content(&(0..1000).map(|i| format!("{}\n", i)).collect::<String>(), 10));
}

#[test]
fn errors_are_rendered_like_the_local_executor() {
    let ex = executor_with(KernelConfig { authorized_imports: Some(vec!["*".into()]), ..config() });
    ok(ex.run("def f(v):\n    return 10 / v"));
    let e = err(ex.run("y = 1\nz = f(0)"));
    assert_eq!(e.kind, ErrorKind::Runtime);
    assert_eq!((e.type_name.as_str(), e.message.as_str()), ("ZeroDivisionError", "division by zero"));
    assert_eq!(e.rendered, "Code execution failed at line 'z = f(0)' due to: ZeroDivisionError: division by zero");
    assert_eq!((e.line, e.source_line.as_deref()), (Some(2), Some("z = f(0)")));
    assert!(e.traceback.starts_with("Traceback (most recent call last):\n  File \"<code-2>\", line 2, in <module>\n"), "{}", e.traceback);
    assert!(e.traceback.contains("File \"<code-1>\", line 2, in f\n    return 10 / v\n"), "{}", e.traceback);
    assert!(!e.traceback.contains("sandpy-kernel"), "{}", e.traceback);
    assert_eq!(ok(ex.run("y")).value, int(1), "a failed run keeps what it did");

    let e = err(ex.run("x = (1,\n"));
    assert_eq!(e.kind, ErrorKind::Syntax);
    assert_eq!((e.type_name.as_str(), e.line), ("SyntaxError", Some(1)));
    assert_eq!(e.rendered, "Code parsing failed on line 1 due to: SyntaxError: '(' was never closed (<unknown>, line 1)\nx = (1,\n     ^");

    let e = err(ex.run("raise KeyError('k')"));
    assert_eq!(e.rendered, "Code execution failed at line 'raise KeyError('k')' due to: KeyError: 'k'");
    let e = err(ex.run("import sys\nsys.exit(3)"));
    assert_eq!((e.type_name.as_str(), e.message.as_str()), ("SystemExit", "3"));
    assert_eq!(ok(ex.run("y + 1")).value, int(2), "SystemExit does not end the kernel");
}

#[test]
fn final_answer_ends_the_run_and_cannot_be_swallowed() {
    let ex = executor_with(KernelConfig { authorized_imports: Some(vec!["*".into()]), ..config() });
    let out = ok(ex.run("final_answer([1, 2])\nprint('never')"));
    assert!(out.is_final_answer);
    assert_eq!((out.output, out.logs.as_str()), (json!([1, 2]), ""));
    for code in [
        "try:\n    final_answer('a')\nexcept:\n    pass\nprint('swallowed')",
        "try:\n    final_answer('a')\nexcept BaseException:\n    pass\nprint('swallowed')",
        "while True:\n    try:\n        final_answer('a')\n    except BaseException:\n        continue",
        "def f():\n    try:\n        final_answer('a')\n    finally:\n        return 'b'\nf()",
        "import contextlib\nwith contextlib.suppress(BaseException):\n    final_answer('a')\nprint('swallowed')",
        "for i in range(3):\n    try:\n        final_answer('a')\n    except BaseException as e:\n        x = 1\n        print('swallowed')",
    ] {
        let out = ok(ex.run(code));
        assert!(out.is_final_answer, "{}", code);
        assert_eq!(out.value, HostValue::str("a"), "{}", code);
        assert!(!out.logs.contains("swallowed"), "{}: {:?}", code, out.logs);
    }
    let e = err(ex.run("final_answer(1, 2)"));
    assert_eq!(e.message, "final_answer() takes 1 positional argument but 2 were given");
    let out = ok(ex.run("final_answer(answer=3)"));
    assert!(out.is_final_answer);
    assert!(!ok(ex.run("1")).is_final_answer, "the next run is a normal one");
}

fn search_tool() -> Tool {
    Tool::new("search", |c: ToolCall| {
        let query = c.args.first().and_then(HostValue::as_str).unwrap_or("").to_string();
        match query.as_str() {
            "fail" => Err(ToolError::new("ValueError", "bad query")),
            "custom" => Err(ToolError::new("QuotaExceeded", "try later")),
            _ => Ok(HostValue::Dict(vec![
                (HostValue::str("query"), HostValue::str(query)),
                (HostValue::str("limit"), c.kwarg("limit").cloned().unwrap_or(HostValue::None)),
                (HostValue::str("pair"), HostValue::Tuple(vec![int(1), HostValue::Bytes(b"hi".to_vec())])),
            ])),
        }
    })
}

#[test]
fn tools_run_on_the_host_with_keyword_arguments_results_and_errors() {
    let ex = executor_with(KernelConfig { tools: vec![search_tool()], ..config() });
    let out = ok(ex.run("r = search('cats', limit=3)\n(r['query'], r['limit'], r['pair'])"));
    assert_eq!(
        out.value,
        HostValue::Tuple(vec![HostValue::str("cats"), int(3), HostValue::Tuple(vec![int(1), HostValue::Bytes(b"hi".to_vec())])])
    );
    let out = ok(ex.run("try:\n    search('fail')\nexcept ValueError as e:\n    caught = str(e)\ncaught"));
    assert_eq!(out.value, HostValue::str("bad query"));
    let e = err(ex.run("search('custom')"));
    assert_eq!((e.type_name.as_str(), e.message.as_str()), ("QuotaExceeded", "try later"), "the host's error type");
    let e = err(ex.run("search = 1"));
    assert_eq!(e.message, "Cannot assign to name 'search': doing this would erase the existing tool!");
    assert_eq!(e.rendered, "Code execution failed at line 'search = 1' due to: ValueError: Cannot assign to name 'search': doing this would erase the existing tool!");
    let e = err(ex.run("def g():\n    global search\n    search = 2\ng()"));
    assert_eq!(e.type_name, "ValueError");
    assert!(ok(ex.run("def h():\n    search = 2\n    return search\nh()")).value == int(2), "a local of the same name is fine");

    // send_tools replaces them; a tool called final_answer gives the final answer.
    let answer =
        Tool::new("final_answer", |c: ToolCall| Ok(HostValue::str(format!("checked: {:?}", c.args.first().and_then(HostValue::as_i64)))));
    ex.send_tools(vec![answer]).expect("send_tools");
    let e = err(ex.run("search('x')"));
    assert_eq!(e.type_name, "NameError");
    let out = ok(ex.run("final_answer(7)"));
    assert!(out.is_final_answer);
    assert_eq!(out.value, HostValue::str("checked: Some(7)"));
}

#[test]
fn variables_cross_with_their_exact_types() {
    let ex = executor();
    ex.send_variables(vec![
        ("t".into(), HostValue::Tuple(vec![int(1), HostValue::str("a")])),
        ("s".into(), HostValue::FrozenSet(vec![int(3)])),
        ("b".into(), HostValue::Bytes(vec![0, 255])),
        ("big".into(), HostValue::int("123456789012345678901234567890".parse().expect("int"))),
        ("when".into(), HostValue::DateTime("2024-01-02T03:04:05+00:00".into())),
        ("price".into(), HostValue::Decimal("1.10".into())),
        ("d".into(), HostValue::Dict(vec![(int(1), HostValue::str("one"))])),
        ("h".into(), HostValue::Handle { id: 7, type_name: "Image".into() }),
    ])
    .expect("send_variables");
    let out = ok(ex.run("[type(t).__name__, type(s).__name__, b[1], big + 1, when.year, str(price * 2), d[1], repr(h)]"));
    assert_eq!(
        out.value,
        HostValue::List(vec![
            HostValue::str("tuple"),
            HostValue::str("frozenset"),
            int(255),
            HostValue::int("123456789012345678901234567891".parse().expect("int")),
            int(2024),
            HostValue::str("2.20"),
            HostValue::str("one"),
            HostValue::str("<Image handle 7>"),
        ])
    );
    assert_eq!(ok(ex.run("h")).value, HostValue::Handle { id: 7, type_name: "Image".into() });
    let out = ok(ex.run("class P:\n    def __repr__(self):\n        return 'P()'\nP()"));
    assert_eq!(out.value, HostValue::Foreign { type_name: "P".into(), repr: "P()".into(), str: "P()".into() });
    assert_eq!(ex.get_variable("t").expect("get"), Some(HostValue::Tuple(vec![int(1), HostValue::str("a")])));
    assert_eq!(ex.get_variable("nope").expect("get"), None);
}

#[test]
fn imports_follow_the_authorized_patterns() {
    let ex = executor();
    assert_eq!(ok(ex.run("import math\nmath.floor(2.5)")).value, int(2));
    let e = err(ex.run("import os"));
    assert_eq!((e.type_name.as_str(), e.message.as_str()), ("ImportError", "Import of os is not allowed. Authorized imports are: ['collections', 'datetime', 'itertools', 'math', 'queue', 'random', 're', 'stat', 'statistics', 'time', 'unicodedata']"));
    let e = err(ex.run("from json import dumps"));
    assert!(e.message.starts_with("Import of json is not allowed."), "{}", e.message);
    // Modules the kernel itself loaded are still refused.
    assert!(err(ex.run("import sys")).message.starts_with("Import of sys is not allowed"));
    let ex = executor_with(KernelConfig { authorized_imports: Some(vec!["json".into(), "xml.*".into()]), ..config() });
    assert_eq!(ok(ex.run("import json\njson.dumps([1])")).value, HostValue::str("[1]"));
    ok(ex.run("import xml.dom.minidom"));
    let ex = executor_with(KernelConfig { authorized_imports: None, preimport: vec!["json".into()], ..config() });
    assert_eq!(ok(ex.run("import os, sys\nsys.version_info[0]")).value, int(3));
}

#[test]
fn reset_forgets_state_and_keeps_tools() {
    let ex = executor_with(KernelConfig { tools: vec![search_tool()], ..config() });
    ok(ex.run("x = 1"));
    ex.reset().expect("reset");
    assert_eq!(err(ex.run("x")).type_name, "NameError");
    assert_eq!(ok(ex.run("search('q')['query']")).value, HostValue::str("q"));
}

#[test]
fn cleanup_ends_the_kernel_and_later_calls_fail() {
    let mut ex = executor();
    let pid = ex.kernel_info().and_then(|h| h["pid"].as_u64()).expect("pid");
    assert!(std::path::Path::new(&format!("/proc/{}", pid)).exists());
    sandpy_executor::PythonExecutor::cleanup(&mut ex);
    assert!(!std::path::Path::new(&format!("/proc/{}", pid)).exists(), "the kernel process is gone");
    assert_eq!(err(ex.run("1")).kind, ErrorKind::Executor);
}

#[test]
fn a_kernel_without_compiled_code_compiles_its_source() {
    let ex = executor_with(KernelConfig { code_cache: false, ..config() });
    assert_eq!(ok(ex.run("6 * 7")).value, int(42));
}

#[test]
fn a_run_that_replaces_sys_stdout_does_not_lose_later_logs() {
    let ex = executor_with(KernelConfig { authorized_imports: Some(vec!["*".into()]), ..config() });
    ok(ex.run("import io, sys\nsys.stdout = io.StringIO()\nprint('hidden')"));
    assert_eq!(ok(ex.run("print('seen')")).logs, "seen\n");
}

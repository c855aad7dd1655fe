//! `sandpy session` (the JSON-lines protocol of docs/protocol.md) and the limit flags of
//! `sandpy run`, through the built binary.

mod common;

use std::io::Write;
use std::process::{Command, Output, Stdio};

use common::SessionProcess;
use serde_json::{json, Value};

/// A running `sandpy session` we talk to line by line.
struct Session(SessionProcess);

impl Session {
    fn start(args: &[&str]) -> Session {
        let mut command = Command::new(env!("CARGO_BIN_EXE_sandpy"));
        command.arg("session").args(args);
        Session(SessionProcess::spawn(command))
    }

    fn send_line(&mut self, line: &str) {
        self.0.send_line(line);
    }

    fn send(&mut self, request: Value) {
        self.0.send(&request);
    }

    fn recv(&mut self) -> Value {
        self.0.recv()
    }

    fn request(&mut self, request: Value) -> Value {
        self.send(request);
        self.recv()
    }

    fn run(&mut self, code: &str) -> Value {
        self.0.run(code)
    }

    /// Closes stdin and waits: the session must end cleanly with no further output.
    fn finish(mut self) {
        self.0.stdin.take();
        let mut rest = String::new();
        let _ = std::io::Read::read_to_string(&mut self.0.stdout, &mut rest);
        assert_eq!(rest, "", "output after the last response");
        let status = self.0.child.wait().expect("wait");
        assert!(status.success(), "session exited with {}", status);
    }
}

/// Runs a whole script of request lines at once and returns the response lines.
fn script(args: &[&str], lines: &[&str]) -> Vec<Value> {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sandpy"))
        .arg("session")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("start");
    {
        let mut stdin = child.stdin.take().expect("stdin");
        for l in lines {
            writeln!(stdin, "{}", l).expect("write");
        }
    }
    let out = child.wait_with_output().expect("wait");
    assert!(out.status.success());
    String::from_utf8_lossy(&out.stdout).lines().map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{}: {:?}", e, l))).collect()
}

fn sandpy_run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sandpy")).arg("run").args(args).output().expect("run sandpy")
}

#[test]
fn run_responses_have_the_documented_shape() {
    let mut s = Session::start(&[]);
    let r = s.run("x = 1\nprint('hello')\nx + 1");
    assert_eq!(r, json!({"ok": true, "output": 2, "output_repr": "2", "logs": "hello\n", "is_final_answer": false}));
    let r = s.run("y = 2\nprint('partial')\nz = y / 0");
    assert_eq!(r["ok"], json!(false));
    assert_eq!(r["error"]["type"], json!("ZeroDivisionError"));
    assert_eq!(r["error"]["message"], json!("division by zero"));
    assert_eq!(r["error"]["line"], json!(3));
    assert!(r["error"]["traceback"].as_str().is_some_and(|t| t.ends_with("ZeroDivisionError: division by zero\n")));
    assert_eq!(r["error"]["rendered"], json!("Code execution failed at line 'z = y / 0' due to: ZeroDivisionError: division by zero"));
    assert_eq!(r["logs"], json!("partial\n"));
    assert_eq!(r["is_final_answer"], json!(false));
    // The failed run kept y.
    assert_eq!(s.run("y")["output"], json!(2));
    let r = s.run("final_answer({'answer': [1, (2, 3)]})");
    assert_eq!(
        r,
        json!({"ok": true, "output": {"answer": [1, [2, 3]]}, "output_repr": "{'answer': [1, (2, 3)]}", "logs": "", "is_final_answer": true})
    );
    let r = s.run("{1, 2}");
    assert_eq!((r["output"].clone(), r["output_repr"].clone()), (json!(null), json!("{1, 2}")));
    s.finish();
}

#[test]
fn a_script_gets_one_response_per_request_in_order() {
    let responses = script(
        &[],
        &[
            r#"{"op":"send_variables","variables":{"data":{"items":[3,1,2],"name":"x"}}}"#,
            r#"{"op":"run","code":"sorted(data['items'])"}"#,
            "this is not JSON",
            "",
            r#"[1, 2]"#,
            r#"{"op":"fly"}"#,
            r#"{"code":"1"}"#,
            r#"{"op":"run"}"#,
            r#"{"op":"send_variables","variables":[1]}"#,
            r#"{"op":"tool_result","id":1,"value":1}"#,
            r#"{"op":"reset"}"#,
            r#"{"op":"run","code":"data"}"#,
            r#"{"op":"run","code":"'still here'","id":"req-7"}"#,
        ],
    );
    assert_eq!(responses.len(), 12, "{:#?}", responses);
    assert_eq!(responses[0], json!({"ok": true}));
    assert_eq!(responses[1]["output"], json!([1, 2, 3]));
    for r in &responses[2..9] {
        assert_eq!(r["ok"], json!(false));
        assert_eq!(r["error"]["type"], json!("ProtocolError"), "{}", r);
    }
    assert!(responses[2]["error"]["message"].as_str().is_some_and(|m| m.starts_with("invalid JSON")));
    assert_eq!(responses[4]["error"]["message"], json!("unknown op 'fly'"));
    assert_eq!(responses[9], json!({"ok": true}));
    assert_eq!(responses[10]["error"]["type"], json!("NameError"));
    assert_eq!(
        responses[11],
        json!({"ok": true, "output": "still here", "output_repr": "'still here'", "logs": "", "is_final_answer": false, "id": "req-7"})
    );
}

#[test]
fn tool_round_trip() {
    let mut s = Session::start(&["--tool", "search", "--tool", "fetch"]);
    s.send(json!({"op": "run", "code": "r = search('cats', limit=2)\nprint(len(r['hits']))\nr['hits'][0]"}));
    let event = s.recv();
    assert_eq!(event, json!({"event": "tool_call", "id": 1, "name": "search", "args": ["cats"], "kwargs": {"limit": 2}}));
    // Other requests while the call waits are answered with an error; the call goes on.
    let busy = s.run("1");
    assert_eq!(busy["error"]["type"], json!("ProtocolError"));
    let wrong = s.request(json!({"op": "tool_result", "id": 99, "value": null}));
    assert_eq!(wrong["error"]["type"], json!("ProtocolError"));
    s.send_line("garbage");
    assert_eq!(s.recv()["error"]["type"], json!("ProtocolError"));
    s.send(json!({"op": "tool_result", "id": 1, "value": {"hits": ["a", "b"]}}));
    let r = s.recv();
    assert_eq!(r, json!({"ok": true, "output": "a", "output_repr": "'a'", "logs": "2\n", "is_final_answer": false}));
    // A second call gets the next id; errors are Python exceptions the code can catch.
    s.send(json!({"op": "run", "code": "try:\n    fetch('http://x')\nexcept PermissionError as e:\n    print('failed:', e)"}));
    let event = s.recv();
    assert_eq!(event["id"], json!(2));
    assert_eq!(event["name"], json!("fetch"));
    s.send(json!({"op": "tool_error", "id": 2, "type": "PermissionError", "message": "unreachable"}));
    assert_eq!(s.recv()["logs"], json!("failed: unreachable\n"));
    // Uncaught tool errors fail the run; tools cannot be rebound.
    s.send(json!({"op": "run", "code": "fetch()"}));
    let id = s.recv()["id"].clone();
    s.send(json!({"op": "tool_error", "id": id, "type": "ValueError", "message": "bad url"}));
    let r = s.recv();
    assert_eq!((r["error"]["type"].clone(), r["error"]["message"].clone()), (json!("ValueError"), json!("bad url")));
    let r = s.run("search = None");
    assert_eq!(r["error"]["message"], json!("Cannot assign to name 'search': doing this would erase the existing tool!"));
    s.finish();
}

#[test]
fn a_final_answer_tool_ends_the_run_with_its_result() {
    let mut s = Session::start(&["--tool", "final_answer"]);
    s.send(json!({"op": "run", "code": "def f():\n    try:\n        final_answer('draft')\n    except:\n        pass\nf()\nprint('unreachable')"}));
    let event = s.recv();
    assert_eq!((event["name"].clone(), event["args"].clone()), (json!("final_answer"), json!(["draft"])));
    s.send(json!({"op": "tool_result", "id": event["id"], "value": "final text"}));
    assert_eq!(s.recv(), json!({"ok": true, "output": "final text", "output_repr": "'final text'", "logs": "", "is_final_answer": true}));
    s.finish();
}

#[test]
fn send_tools_declares_tools_at_run_time() {
    let mut s = Session::start(&[]);
    assert_eq!(s.run("lookup")["error"]["type"], json!("NameError"));
    assert_eq!(s.request(json!({"op": "send_tools", "tools": ["lookup"]})), json!({"ok": true}));
    s.send(json!({"op": "run", "code": "lookup(1)"}));
    let event = s.recv();
    assert_eq!(event["name"], json!("lookup"));
    s.send(json!({"op": "tool_result", "id": event["id"], "value": [true]}));
    assert_eq!(s.recv()["output"], json!([true]));
    assert_eq!(s.request(json!({"op": "send_tools", "tools": "lookup"}))["error"]["type"], json!("ProtocolError"));
    s.finish();
}

#[test]
fn input_ending_during_a_tool_call_fails_the_call_and_ends_the_session() {
    let responses = script(&["--tool", "ask"], &[r#"{"op":"run","code":"try:\n    ask()\nexcept EOFError:\n    print('gone')"}"#]);
    assert_eq!(responses.len(), 2);
    assert_eq!(responses[0]["event"], json!("tool_call"));
    assert_eq!(responses[1]["logs"], json!("gone\n"));
}

#[test]
fn limits_hold_and_the_session_survives() {
    let mut s = Session::start(&[
        "--max-operations",
        "100000",
        "--max-print-outputs-length",
        "20",
        "--max-memory",
        "1000000",
        "--max-recursion-depth",
        "50",
    ]);
    s.run("kept = 'yes'");
    let r = s.run("while True:\n    pass");
    assert_eq!(r["error"]["type"], json!("InterpreterError"));
    assert_eq!(r["error"]["message"], json!("Reached the max number of operations of 100000. Maybe there is an infinite loop somewhere in the code, or you're just asking too many calculations."));
    assert_eq!(s.run("'a' * 2000000")["error"]["type"], json!("MemoryError"));
    assert_eq!(s.run("[0] * 10**10")["error"]["type"], json!("MemoryError"));
    assert_eq!(s.run("def r():\n    return r()\nr()")["error"]["type"], json!("RecursionError"));
    let logs = s.run("print('x' * 100)")["logs"].as_str().map(str::to_string).unwrap_or_default();
    assert_eq!(
        logs,
        format!("{}\n..._This content has been truncated to stay below 20 characters_...\n{}\n", "x".repeat(10), "x".repeat(9))
    );
    assert_eq!(s.run("kept")["output"], json!("yes"));
    s.finish();
}

#[test]
fn timeout_flag() {
    let mut s = Session::start(&["--timeout", "0.2", "--max-operations", "none"]);
    let r = s.run("while True:\n    pass");
    assert_eq!(r["error"]["type"], json!("TimeoutError"));
    assert_eq!(r["error"]["message"], json!("Code execution exceeded the maximum execution time of 0.2 seconds"));
    assert_eq!(s.run("1 + 1")["output"], json!(2));
    s.finish();
}

#[test]
fn authorized_imports_flag() {
    let mut s = Session::start(&["--authorized-imports", "numpy.*,pandas"]);
    let r = s.run("import scipy");
    assert_eq!(
        r["error"]["message"],
        json!("Import of scipy is not allowed. Authorized imports are: ['collections', 'datetime', 'itertools', 'math', 'queue', 'random', 're', 'stat', 'statistics', 'time', 'unicodedata', 'numpy.*', 'pandas']")
    );
    assert!(s.run("import numpy.linalg")["error"]["message"].as_str().is_some_and(|m| m.contains("isolated executor")));
    assert!(s.run("import os")["error"]["message"].as_str().is_some_and(|m| m.starts_with("Import of os is not allowed.")));
    s.finish();
}

#[test]
fn sandpy_run_accepts_the_limit_flags() {
    let out = sandpy_run(&["-c", "print('plain')"]);
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout), "plain\n");

    let out = sandpy_run(&["-c", "while True:\n    pass", "--max-operations", "10000"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("Reached the max number of operations of 10000."));

    let out = sandpy_run(&["-c", "while True:\n    pass", "--timeout", "0.1"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("Code execution exceeded the maximum execution time of 0.1 seconds"));

    let out = sandpy_run(&["-c", "print('y' * 100)", "--max-print-outputs-length", "10"]);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        format!("yyyyy\n..._This content has been truncated to stay below 10 characters_...\n{}\n", "y".repeat(4))
    );

    let out = sandpy_run(&["-c", "import numpy", "--authorized-imports", "pandas"]);
    assert!(String::from_utf8_lossy(&out.stderr).contains("Import of numpy is not allowed. Authorized imports are: ['collections'"));

    let out = sandpy_run(&["-c", "x = 'a' * 10**7", "--max-memory", "1000"]);
    assert!(String::from_utf8_lossy(&out.stderr).ends_with("MemoryError\n"));
}

#[test]
fn tagged_values_cross_exactly_both_ways() {
    let mut s = Session::start(&["--values", "tagged", "--tool", "echo"]);
    let vars = json!({ "pair": {"__type__": "tuple", "data": [1, {"__type__": "bytes", "data": "aGk="}]},
                       "big": {"__type__": "int", "data": "123456789012345678901234567890"} });
    assert_eq!(s.request(json!({ "op": "send_variables", "variables": vars })), json!({"ok": true}));
    let r = s.run("[type(pair).__name__, pair[1].decode(), big + 1]");
    assert_eq!(r["output"], json!(["tuple", "hi", {"__type__": "int", "data": "123456789012345678901234567891"}]));
    // A tool call carries tagged arguments; its tagged result arrives as a real set.
    s.send(json!({ "op": "run", "code": "r = echo({1}, when=(2, 3))\n(type(r).__name__, sorted(r))" }));
    let event = s.recv();
    assert_eq!(event["args"], json!([{"__type__": "set", "data": [1]}]));
    assert_eq!(event["kwargs"], json!({"when": {"__type__": "tuple", "data": [2, 3]}}));
    let id = event["id"].clone();
    s.send(json!({ "op": "tool_result", "id": id, "value": {"__type__": "frozenset", "data": [5, 4]} }));
    let r = s.recv();
    assert_eq!(r["output"], json!({"__type__": "tuple", "data": ["frozenset", [4, 5]]}), "{}", r);
    // Objects with no host form come back as stand-ins.
    let r = s.run("class P:\n    pass\nP.__repr__ = lambda self: 'P!'\nP()");
    assert_eq!(r["output"], json!({"__type__": "sandpy.foreign", "type": "P", "repr": "P!", "str": "P!"}));
    // A malformed tagged value is a protocol error; the session goes on.
    let r = s.request(json!({ "op": "send_variables", "variables": {"x": {"__type__": "bytes", "data": "!"}} }));
    assert_eq!(r["ok"], json!(false));
    assert_eq!(s.run("1 + 1")["output"], json!(2));
    s.finish();
}

#[test]
fn variables_can_be_listed_read_and_deleted() {
    let mut s = Session::start(&[]);
    s.run("total = 27\nitems = [1, 2]");
    assert_eq!(s.request(json!({"op": "get_variable", "name": "total"})), json!({"ok": true, "value": 27}));
    assert_eq!(s.request(json!({"op": "variables"})), json!({"ok": true, "names": ["__name__", "total", "items"]}));
    assert_eq!(s.request(json!({"op": "delete_variable", "name": "total"})), json!({"ok": true}));
    let r = s.request(json!({"op": "get_variable", "name": "total"}));
    assert_eq!(r["error"]["type"], json!("NameError"));
    assert_eq!(s.request(json!({"op": "delete_variable", "name": "total"}))["ok"], json!(false));
    s.finish();
}
/// `sandpy session --executor isolated`: the same protocol, CPython in the Linux sandbox,
/// tools answered by the host over the session's stdin.
#[test]
fn an_isolated_session_drives_tools_through_the_protocol() {
    let python = sandpy_kernel::interpreter::resolve(sandpy_kernel::interpreter::DEFAULT_PYTHON).expect("python3");
    let python = python.to_string_lossy().into_owned();
    let mut s = Session::start(&[
        "--executor",
        "isolated",
        "--python",
        &python,
        "--tool",
        "lookup",
        "--timeout",
        "5",
        "--authorized-imports",
        "os",
    ]);
    assert_eq!(s.request(json!({"op": "send_variables", "variables": {"numbers": [4, 8, 15]}})), json!({"ok": true}));
    let r = s.run("total = sum(numbers)\nprint('total', total)\ntotal");
    assert_eq!(r, json!({"ok": true, "output": 27, "output_repr": "27", "logs": "total 27\n", "is_final_answer": false}));
    s.send(json!({"op": "run", "code": "r = lookup(total, unit='km')\nfinal_answer(r['text'])"}));
    let call = s.recv();
    assert_eq!(call, json!({"event": "tool_call", "id": 1, "name": "lookup", "args": [27], "kwargs": {"unit": "km"}}));
    let r = s.request(json!({"op": "tool_result", "id": 1, "value": {"text": "27 km"}}));
    assert_eq!(r, json!({"ok": true, "output": "27 km", "output_repr": "'27 km'", "logs": "", "is_final_answer": true}));
    s.send(json!({"op": "run", "code": "lookup('x')"}));
    assert_eq!(s.recv()["event"], json!("tool_call"));
    let r = s.request(json!({"op": "tool_error", "id": 2, "type": "KeyError", "message": "x"}));
    assert_eq!(r["error"]["rendered"], json!("Code execution failed at line 'lookup('x')' due to: KeyError: 'x'"));
    let r = s.run("while True:\n    pass");
    assert_eq!(r["error"]["type"], json!("TimeoutError"));
    assert_eq!(r["error"]["rendered"], json!("Code execution exceeded the maximum execution time of 5 seconds"));
    let r = s.run("import os\nos._exit(7)");
    assert_eq!(r["error"]["type"], json!("KernelDied"));
    assert_eq!(s.run("total")["error"]["type"], json!("NameError"), "a fresh kernel after the death");
    assert_eq!(s.run("lookup = 1")["error"]["type"], json!("ValueError"), "the new kernel has the tools");
    s.finish();
}

#[test]
fn sandpy_run_executor_isolated_prints_output_then_the_traceback() {
    let python = sandpy_kernel::interpreter::resolve(sandpy_kernel::interpreter::DEFAULT_PYTHON).expect("python3");
    let python = python.to_string_lossy().into_owned();
    let out = sandpy_run(&["--executor", "isolated", "--python", &python, "-c", "import sys\nprint(sys.implementation.name)\n1 / 0"]);
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "cpython\n");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.starts_with("Traceback (most recent call last):\n") && err.ends_with("ZeroDivisionError: division by zero\n"), "{}", err);
}

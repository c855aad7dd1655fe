//! The isolated executor end to end: kernels in the Linux sandbox (sandpy-isolate), with
//! the executor semantics, tools on the host, and the faults handled as on any launcher.
//! The sandbox's own escape tests live in crates/sandpy-isolate/tests.

use std::time::Duration;

use sandpy_executor::{ErrorKind, HostValue, Tool, ToolCall, ToolError};
use sandpy_kernel::IsolatedExecutor;

fn int(i: i64) -> HostValue {
    HostValue::Int(i)
}

#[test]
fn code_runs_in_the_sandbox_with_tools_on_the_host() {
    let secret = std::env::var("HOME").unwrap_or_default();
    let lookup = Tool::new("lookup", move |c: ToolCall| match c.args.first().and_then(HostValue::as_str) {
        Some("home") => Ok(HostValue::str(secret.clone())),
        Some(other) => Err(ToolError::new("KeyError", other.to_string())),
        None => Ok(HostValue::Tuple(vec![int(1), c.kwarg("n").cloned().unwrap_or(HostValue::None)])),
    });
    let ex = IsolatedExecutor::builder()
        .authorized_imports(["os", "socket"])
        .timeout(Some(Duration::from_secs(10)))
        .tool(lookup)
        .build()
        .expect("an isolated executor starts");
    let out = ex.run("x = 6 * 7\nprint('in the sandbox')\nx").expect("run");
    assert_eq!((out.value, out.logs.as_str()), (int(42), "in the sandbox\n"));
    assert_eq!(ex.run("lookup(n=2)").expect("tool").value, HostValue::Tuple(vec![int(1), int(2)]));
    let e = ex.run("try:\n    lookup('nope')\nexcept KeyError as e:\n    final_answer(str(e))").expect("final");
    assert!(e.is_final_answer);
    // The host's files are not there; the network is empty.
    let checkout = env!("CARGO_MANIFEST_DIR");
    let out = ex.run(&format!("import os\n[os.path.exists({:?}), os.path.exists('/etc/shadow')]", checkout)).expect("run");
    assert_eq!(out.value, HostValue::List(vec![HostValue::Bool(false), HostValue::Bool(false)]));
    let e = ex.run("import socket\nsocket.create_connection(('127.0.0.1', 22), timeout=1)").expect_err("no network");
    assert_eq!(e.kind, ErrorKind::Runtime, "{}", e.rendered);
    assert_eq!(ex.run("x").expect("state").value, int(42));
}

#[test]
fn faults_in_the_sandbox_are_reported_and_replaced() {
    let ex = IsolatedExecutor::builder()
        .authorized_imports(["*"])
        .timeout(Some(Duration::from_millis(500)))
        .build()
        .expect("an isolated executor starts");
    let e = ex.run("while True:\n    pass").expect_err("timeout");
    assert_eq!(e.type_name, "TimeoutError");
    ex.run("x = 1").expect("state");
    let code = "while True:\n    try:\n        while True:\n            pass\n    except KeyboardInterrupt:\n        pass";
    let e = ex.run(code).expect_err("timeout");
    assert_eq!(e.message, "Code execution exceeded the maximum execution time of 0.5 seconds");
    assert_eq!(ex.run("x").expect("state kept").value, int(1));
    let e = ex.run("import signal\nsignal.signal(signal.SIGINT, signal.SIG_IGN)\nwhile True:\n    pass").expect_err("killed");
    assert!(e.message.contains("lost"), "{}", e.message);
    let e = ex.run("import os\nos._exit(3)").expect_err("died");
    assert!(e.message.contains("exited with status 3"), "{}", e.message);
    assert_eq!(ex.run("1 + 1").expect("replaced").value, int(2));
}

#[test]
fn a_memory_bomb_is_a_limit_and_the_next_run_answers() {
    let ex = IsolatedExecutor::builder()
        .timeout(Some(Duration::from_secs(20)))
        .memory_limit(Some(256 << 20))
        .build()
        .expect("an isolated executor starts");
    let e = ex.run("x = bytearray(2 * 1024 ** 3)\nx[::4096] = b'1' * len(x[::4096])").expect_err("bounded");
    assert_eq!(e.kind, ErrorKind::Limit, "{}: {}", e.type_name, e.message);
    assert_eq!(ex.run("6 * 7").expect("answers").value, int(42));
}

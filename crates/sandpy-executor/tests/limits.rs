//! Every limit holds, and the session is still usable afterwards.

mod common;

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use common::{err, ok, value};
use sandpy_executor::truncate::marker;
use sandpy_executor::{CancelHandle, ErrorKind, ExecutorBuilder, LocalSession};
use serde_json::json;

/// The session still runs code and still has its earlier state.
fn assert_survives(s: &mut LocalSession) {
    assert_eq!(value(s, "kept"), json!("yes"));
    assert_eq!(value(s, "sum(range(10))"), json!(45));
}

#[test]
fn operation_limit() {
    let mut s = ExecutorBuilder::new().max_operations(Some(1_000_000)).timeout(None).build_session();
    ok(&mut s, "kept = 'yes'");
    let e = err(&mut s, "while True:\n    pass");
    assert_eq!(e.kind, ErrorKind::Limit);
    assert_eq!(e.type_name, "InterpreterError");
    assert_eq!(e.message, "Reached the max number of operations of 1000000. Maybe there is an infinite loop somewhere in the code, or you're just asking too many calculations.");
    assert!(e.rendered.ends_with("due to: InterpreterError: Reached the max number of operations of 1000000. Maybe there is an infinite loop somewhere in the code, or you're just asking too many calculations."));
    assert_survives(&mut s);
}

#[test]
fn operation_limit_cannot_be_caught() {
    let mut s = ExecutorBuilder::new().max_operations(Some(100_000)).build_session();
    ok(&mut s, "kept = 'yes'");
    let e = err(&mut s, "try:\n    while True:\n        pass\nexcept BaseException:\n    print('caught')");
    assert_eq!(e.type_name, "InterpreterError");
    assert_eq!(e.logs, "");
    assert_survives(&mut s);
}

#[test]
fn timeout() {
    let mut s = ExecutorBuilder::new().timeout(Some(Duration::from_millis(100))).max_operations(None).build_session();
    ok(&mut s, "kept = 'yes'");
    let e = err(&mut s, "while True:\n    pass");
    assert_eq!(e.kind, ErrorKind::Limit);
    assert_eq!(e.type_name, "TimeoutError");
    assert_eq!(e.message, "Code execution exceeded the maximum execution time of 0.1 seconds");
    assert_eq!(e.rendered, e.message);
    assert_survives(&mut s);
}

#[test]
fn recursion_limit() {
    let mut s = ExecutorBuilder::new().max_recursion_depth(60).build_session();
    ok(&mut s, "kept = 'yes'");
    let e = err(&mut s, "def r(n):\n    return r(n + 1)\nr(0)");
    assert_eq!(e.kind, ErrorKind::Limit);
    assert_eq!(e.type_name, "RecursionError");
    assert_eq!(e.rendered, "Code execution failed at line 'r(0)' due to: RecursionError: maximum recursion depth exceeded");
    assert_eq!(ok(&mut s, "try:\n    r(0)\nexcept RecursionError:\n    print('deep')").logs, "deep\n");
    assert_survives(&mut s);
}

#[test]
fn output_size_limit() {
    let mut s = ExecutorBuilder::new().max_print_outputs_length(1000).max_operations(None).build_session();
    ok(&mut s, "kept = 'yes'");
    // 30 MB of prints: far past the per-run buffer, which stays bounded.
    let out = ok(&mut s, "line = 'x' * 999\nfor i in range(30000):\n    print(line)");
    assert!(out.logs.starts_with(&format!("{}{}", "x".repeat(500), marker(1000))));
    assert_eq!(out.logs.chars().count(), 1000 + marker(1000).chars().count());
    // Also on error.
    let e = err(&mut s, "print('y' * 5000)\n1 / 0");
    assert!(e.logs.contains("truncated to stay below 1000 characters"));
    assert_survives(&mut s);
    assert_eq!(ok(&mut s, "print('short')").logs, "short\n");
}

#[test]
fn memory_limit_refuses_huge_strings_and_lists_before_allocating() {
    let mut s = ExecutorBuilder::new().build_session();
    ok(&mut s, "kept = 'yes'");
    for code in ["'a' * 10**12", "[0] * 10**10"] {
        let e = err(&mut s, code);
        assert_eq!(e.kind, ErrorKind::Limit, "{}", code);
        assert_eq!(e.type_name, "MemoryError", "{}", code);
        assert_eq!(e.rendered, format!("Code execution failed at line '{}' due to: MemoryError: ", code));
    }
    assert_survives(&mut s);
}

#[test]
fn memory_limit_follows_the_setting_and_is_catchable() {
    let mut s = ExecutorBuilder::new().max_memory(Some(1 << 20)).build_session();
    ok(&mut s, "kept = 'yes'");
    assert_eq!(err(&mut s, "s = 'a' * (2 << 20)").type_name, "MemoryError");
    assert_eq!(ok(&mut s, "try:\n    s = 'a' * (2 << 20)\nexcept MemoryError:\n    print('refused')").logs, "refused\n");
    assert_eq!(value(&mut s, "len('a' * 1000)"), json!(1000));
    assert_survives(&mut s);
}

#[test]
fn cancel_stops_a_run_and_is_consumed() {
    let handle = CancelHandle::new();
    let h = handle.clone();
    let config = ExecutorBuilder::new()
        .timeout(Some(Duration::from_secs(60)))
        .max_operations(None)
        .additional_function("stop_me", move |_| {
            h.cancel();
            Ok(sandpy_executor::HostValue::None)
        })
        .into_config();
    let mut s = LocalSession::with_cancel(config, handle);
    ok(&mut s, "kept = 'yes'");
    let e = err(&mut s, "print('started')\nstop_me()\nwhile True:\n    pass");
    assert_eq!(e.kind, ErrorKind::Limit);
    assert_eq!(e.type_name, "KeyboardInterrupt");
    assert_eq!(e.logs, "started\n");
    assert_survives(&mut s);
}

#[test]
fn cancel_from_another_thread() {
    let started = Arc::new(AtomicBool::new(false));
    let flag = started.clone();
    let mut s = ExecutorBuilder::new()
        .timeout(Some(Duration::from_secs(60)))
        .max_operations(None)
        .additional_function("started", move |_| {
            flag.store(true, Ordering::SeqCst);
            Ok(sandpy_executor::HostValue::None)
        })
        .build_session();
    ok(&mut s, "kept = 'yes'");
    let handle = s.cancel_handle();
    let canceller = std::thread::spawn(move || {
        while !started.load(Ordering::SeqCst) {
            std::thread::yield_now();
        }
        handle.cancel();
    });
    let e = err(&mut s, "started()\nwhile True:\n    pass");
    assert_eq!(e.type_name, "KeyboardInterrupt");
    assert!(canceller.join().is_ok());
    assert_survives(&mut s);
}

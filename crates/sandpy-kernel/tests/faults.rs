//! Limits and faults of out-of-process runs: timeouts (code that stops when interrupted,
//! code that catches the interrupt, code that ignores SIGINT), kernels that die, flood
//! their output or go silent, cancellation, the warm pool. The host must always answer,
//! and the executor must answer the next run. Kernels run on the plain launcher.

mod common;

use std::sync::Arc;
use std::time::Duration;

use common::{config, err, executor_with, int, launcher, ok};
use sandpy_executor::{ErrorKind, HostValue};
use sandpy_kernel::{KernelConfig, KernelExecutor, KernelPool};

fn short_timeout() -> KernelConfig {
    KernelConfig {
        timeout: Some(Duration::from_millis(500)),
        interrupt_grace: Duration::from_millis(500),
        authorized_imports: Some(vec!["*".into()]),
        ..config()
    }
}

const TIMEOUT: &str = "Code execution exceeded the maximum execution time of 0.5 seconds";

#[test]
fn an_endless_loop_times_out_and_the_session_keeps_its_state() {
    let ex = executor_with(short_timeout());
    ok(ex.run("x = 1"));
    let e = err(ex.run("print('started')\nwhile True:\n    pass"));
    assert_eq!((e.kind, e.type_name.as_str(), e.message.as_str()), (ErrorKind::Limit, "TimeoutError", TIMEOUT));
    assert_eq!((e.rendered.as_str(), e.logs.as_str()), (TIMEOUT, "started\n"));
    assert_eq!(ok(ex.run("x + 1")).value, int(2));
    let e = err(ex.run("import time\ntime.sleep(60)"));
    assert_eq!(e.message, TIMEOUT);
    assert_eq!(ok(ex.run("x")).value, int(1));
}

#[test]
fn a_loop_that_catches_keyboard_interrupt_is_still_stopped() {
    let ex = executor_with(short_timeout());
    ok(ex.run("x = 1"));
    let code = "while True:\n    try:\n        while True:\n            pass\n    except KeyboardInterrupt:\n        print('caught')";
    let e = err(ex.run(code));
    assert_eq!(e.message, TIMEOUT);
    assert_eq!(ok(ex.run("x")).value, int(1), "stopped without losing the state");
    let code = "while True:\n    try:\n        pass\n    except BaseException:\n        pass\n    finally:\n        continue";
    assert_eq!(err(ex.run(code)).type_name, "TimeoutError");
    assert_eq!(ok(ex.run("x")).value, int(1));
}

#[test]
fn code_that_ignores_sigint_is_killed_and_replaced() {
    let ex = executor_with(short_timeout());
    ok(ex.run("x = 1"));
    let e = err(ex.run("import signal\nsignal.signal(signal.SIGINT, signal.SIG_IGN)\nwhile True:\n    pass"));
    assert_eq!((e.kind, e.type_name.as_str()), (ErrorKind::Limit, "TimeoutError"));
    assert!(e.message.starts_with(TIMEOUT), "{}", e.message);
    assert!(e.message.contains("every variable, function and import of earlier runs is lost"), "{}", e.message);
    assert_eq!(err(ex.run("x")).type_name, "NameError", "a fresh kernel");
    assert_eq!(ok(ex.run("1 + 1")).value, int(2));
}

#[test]
fn a_silent_kernel_times_out() {
    let ex = executor_with(short_timeout());
    // The kernel stops itself: no answer, no exit. SIGINT stays pending; SIGKILL ends it.
    let e = err(ex.run("import os, signal\nos.kill(os.getpid(), signal.SIGSTOP)"));
    assert_eq!(e.type_name, "TimeoutError");
    assert!(e.message.contains("lost"), "{}", e.message);
    assert_eq!(ok(ex.run("2 * 21")).value, int(42));
}

#[test]
fn a_kernel_that_dies_is_reported_and_replaced() {
    let ex = executor_with(short_timeout());
    ok(ex.run("x = 1"));
    let e = err(ex.run("import os\nos._exit(3)"));
    assert_eq!(e.type_name, "KernelDied");
    assert!(e.message.starts_with("The Python process running the code exited with status 3;"), "{}", e.message);
    assert!(e.rendered.starts_with("Code execution failed due to: KernelDied:"), "{}", e.rendered);
    assert_eq!(err(ex.run("x")).type_name, "NameError");
    let e = err(ex.run("import os\nos.kill(os.getpid(), 9)"));
    assert!(e.message.contains("was killed by signal 9 (SIGKILL)"), "{}", e.message);
    let e = err(ex.run("import os, sys\nos.write(2, b'fatal: something broke\\n')\nos.abort()"));
    assert!(e.message.contains("SIGABRT"), "{}", e.message);
    assert!(e.traceback.contains("fatal: something broke"), "the end of its stderr: {}", e.traceback);
    assert_eq!(ok(ex.run("3")).value, int(3));
}

#[test]
fn a_kernel_that_dies_between_runs_is_replaced_quietly() {
    let ex = executor_with(short_timeout());
    ok(ex.run("import os, threading, time\nthreading.Thread(target=lambda: (time.sleep(0.2), os._exit(4))).start()"));
    std::thread::sleep(Duration::from_millis(600));
    assert_eq!(ok(ex.run("5")).value, int(5));
}

#[test]
fn flooding_output_is_bounded() {
    let ex = executor_with(KernelConfig { timeout: Some(Duration::from_secs(60)), ..short_timeout() });
    // 10 GB through print: the kernel keeps only what truncation keeps.
    let out = ok(ex.run("s = 'x' * 10**6\nfor _ in range(10_000):\n    print(s)\n'done'"));
    assert_eq!(out.value, HostValue::str("done"));
    assert!(out.logs.chars().count() <= 50_000 + 100, "{}", out.logs.len());
    assert!(out.logs.contains("truncated to stay below 50000 characters"));
    // 1 GB straight to fds 1 and 2 (around the capture): drained and dropped by the host.
    let out = ok(ex.run("import os\nb = b'y' * 10**6\nfor _ in range(500):\n    os.write(1, b)\n    os.write(2, b)\n'ok'"));
    assert_eq!((out.value, out.logs.as_str()), (HostValue::str("ok"), ""));
    // A huge output value crosses as a stand-in, not as 100 MB of JSON.
    let out = ok(ex.run("list(range(3_000_000))"));
    assert!(matches!(&out.value, HostValue::Foreign { type_name, .. } if type_name == "list"), "{:?}", out.value.type_name());
    assert!(out.output_repr.chars().count() <= 50_100);
}

#[test]
fn a_run_can_be_cancelled_from_another_thread() {
    let ex = Arc::new(executor_with(KernelConfig { timeout: None, ..short_timeout() }));
    let other = ex.clone();
    let canceller = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(300));
        other.cancel();
    });
    let e = err(ex.run("while True:\n    pass"));
    canceller.join().expect("join");
    assert_eq!((e.type_name.as_str(), e.message.as_str()), ("KeyboardInterrupt", "Code execution was cancelled"));
    assert_eq!(ok(ex.run("1")).value, int(1));
}

#[test]
fn a_warm_pool_hands_out_ready_kernels_and_stays_bounded() {
    let pool = KernelPool::new(launcher(), config(), 2);
    assert!(pool.wait_ready(2, Duration::from_secs(20)), "pool filled: {:?}", pool.last_error());
    let first = KernelExecutor::from_pool(&pool).expect("executor");
    let second = KernelExecutor::from_pool(&pool).expect("executor");
    ok(first.run("x = 1"));
    assert_eq!(err(second.run("x")).type_name, "NameError", "sessions do not share state");
    assert!(pool.wait_ready(2, Duration::from_secs(20)), "refilled");
    std::thread::sleep(Duration::from_millis(200));
    assert_eq!(pool.idle(), 2, "never more than the bound");
    let pids: Vec<u64> = [&first, &second].iter().filter_map(|e| e.kernel_info()).filter_map(|h| h["pid"].as_u64()).collect();
    assert_eq!(pids.len(), 2);
    assert_ne!(pids[0], pids[1]);
    drop(first);
    drop(second);
    for pid in pids {
        assert!(!std::path::Path::new(&format!("/proc/{}", pid)).exists(), "kernel {} left behind", pid);
    }
}

#[test]
fn a_pool_kernel_is_reconfigured_with_the_executors_tools() {
    let pool = KernelPool::new(launcher(), config(), 1);
    assert!(pool.wait_ready(1, Duration::from_secs(20)));
    let ex = KernelExecutor::from_pool(&pool).expect("executor");
    ex.send_tools(vec![sandpy_executor::Tool::new("echo", |c| Ok(c.args.first().cloned().unwrap_or(HostValue::None)))]).expect("tools");
    assert_eq!(ok(ex.run("echo(5)")).value, int(5));
}

#[test]
fn a_tool_argument_too_large_to_send_is_refused_in_the_code() {
    let echo = sandpy_executor::Tool::new("echo", |c| Ok(c.args.first().cloned().unwrap_or(HostValue::None)));
    let ex = executor_with(KernelConfig { tools: vec![echo], max_value_bytes: 1 << 20, ..short_timeout() });
    ok(ex.run("x = 1"));
    let e = err(ex.run("echo('y' * 2_000_000)"));
    assert_eq!(e.type_name, "ValueError");
    assert!(e.message.starts_with("the arguments of echo() are too large to send to the host"), "{}", e.message);
    assert_eq!(ok(ex.run("echo(x)")).value, int(1), "same kernel, state kept");
    ok(ex.run("big = 'z' * 2_000_000"));
    assert!(matches!(ex.get_variable("big"), Ok(Some(HostValue::Foreign { .. }))));
}

//! LocalExecutor: Send + Sync, shared between threads, awaitable, cancellable, and the
//! PythonExecutor trait over both local executors.

use std::future::Future;
use std::pin::pin;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::task::{Context, Poll, Wake, Waker};
use std::thread::{self, Thread};
use std::time::Duration;

use sandpy_executor::{ErrorKind, ExecutorBuilder, LocalExecutor, PythonExecutor, Tool};
use serde_json::json;

fn assert_send_sync<T: Send + Sync>() {}

/// A minimal `block_on`: parks the thread until the future's waker unparks it.
fn block_on<F: Future>(fut: F) -> F::Output {
    struct Unpark(Thread);
    impl Wake for Unpark {
        fn wake(self: Arc<Self>) {
            self.0.unpark();
        }
    }
    let waker = Waker::from(Arc::new(Unpark(thread::current())));
    let mut cx = Context::from_waker(&waker);
    let mut fut = pin!(fut);
    loop {
        match fut.as_mut().poll(&mut cx) {
            Poll::Ready(v) => return v,
            Poll::Pending => thread::park(),
        }
    }
}

#[test]
fn local_executor_is_send_and_sync() {
    assert_send_sync::<LocalExecutor>();
    assert_send_sync::<sandpy_executor::CancelHandle>();
    assert_send_sync::<Tool>();
}

#[test]
fn runs_keep_state_and_come_back_in_order() {
    let exec = ExecutorBuilder::new().build();
    assert_eq!(exec.run("x = 40").map(|o| o.output), Ok(json!(40)));
    assert_eq!(exec.run("x + 2").map(|o| o.output), Ok(json!(42)));
    let e = exec.run("1 / 0").err();
    assert_eq!(e.map(|e| e.type_name), Some("ZeroDivisionError".to_string()));
    assert_eq!(exec.get_variable("x"), Some(40.into()));
}

#[test]
fn shared_between_threads() {
    let exec = Arc::new(ExecutorBuilder::new().build());
    assert!(exec.send_variables(vec![("n".into(), 0.into())]).is_ok());
    let workers: Vec<_> = (0..4)
        .map(|_| {
            let e = exec.clone();
            thread::spawn(move || (0..25).all(|_| e.run("n += 1").is_ok()))
        })
        .collect();
    for w in workers {
        assert!(matches!(w.join(), Ok(true)));
    }
    assert_eq!(exec.run("n").map(|o| o.output), Ok(json!(100)));
}

#[test]
fn run_async_can_be_awaited() {
    let exec = ExecutorBuilder::new().build();
    let first = exec.run_async("print('a')\ny = 2");
    let second = exec.run_async("y * 21");
    let out = block_on(first);
    assert_eq!(out.as_ref().map(|o| o.logs.as_str()), Ok("a\n"));
    assert_eq!(block_on(second).map(|o| o.output), Ok(json!(42)));
}

#[test]
fn tools_run_on_the_worker_thread() {
    let exec = ExecutorBuilder::new().build();
    assert!(exec.send_tools(vec![Tool::new("shout", |c| Ok(c.args[0].as_str().unwrap_or("").to_uppercase().into()))]).is_ok());
    assert_eq!(exec.run("shout('hey')").map(|o| o.output), Ok(json!("HEY")));
    assert_eq!(exec.run("shout = 1").err().map(|e| e.type_name), Some("ValueError".to_string()));
}

#[test]
fn cancel_from_another_thread_stops_the_run() {
    let started = Arc::new(AtomicBool::new(false));
    let flag = started.clone();
    let exec = Arc::new(
        ExecutorBuilder::new()
            .timeout(Some(Duration::from_secs(60)))
            .max_operations(None)
            .additional_function("started", move |_| {
                flag.store(true, Ordering::SeqCst);
                Ok(sandpy_executor::HostValue::None)
            })
            .build(),
    );
    let e = exec.clone();
    let runner = thread::spawn(move || e.run("started()\nwhile True:\n    pass").err());
    while !started.load(Ordering::SeqCst) {
        thread::yield_now();
    }
    exec.cancel();
    let result = runner.join().ok().flatten();
    assert_eq!(result.as_ref().map(|e| e.type_name.as_str()), Some("KeyboardInterrupt"));
    assert_eq!(result.map(|e| e.kind), Some(ErrorKind::Limit));
    // The executor goes on, and the cancel did not leak into the next run.
    assert_eq!(exec.run("1 + 1").map(|o| o.output), Ok(json!(2)));
}

#[test]
fn cancel_also_stops_runs_already_queued() {
    let exec = ExecutorBuilder::new().build();
    let queued = exec.run_async("x = 1");
    exec.cancel();
    // The queued run was either already done or is cancelled before it starts.
    if let Err(e) = queued.wait() {
        assert_eq!(e.type_name, "KeyboardInterrupt");
    }
    assert_eq!(exec.run("2 + 2").map(|o| o.output), Ok(json!(4)));
}

#[test]
fn cleanup_stops_the_worker() {
    let mut exec = ExecutorBuilder::new().build();
    PythonExecutor::cleanup(&mut exec);
    let e = exec.run("1").err();
    assert_eq!(e.map(|e| e.kind), Some(ErrorKind::Executor));
    exec.cleanup();
}

/// Code written against the trait works with either local executor.
fn agent_step(executor: &mut dyn PythonExecutor) -> serde_json::Value {
    assert!(executor.send_variables(vec![("question".into(), "2+2".into())]).is_ok());
    assert!(executor.send_tools(vec![Tool::new("calc", |_| Ok(4.into()))]).is_ok());
    let out = executor.run("answer = calc(question)\nfinal_answer(answer)");
    assert!(executor.reset().is_ok());
    out.map(|o| {
        assert!(o.is_final_answer);
        o.output
    })
    .unwrap_or(json!("error"))
}

#[test]
fn the_trait_covers_both_local_executors() {
    let mut session = ExecutorBuilder::new().build_session();
    let mut exec = ExecutorBuilder::new().build();
    assert_eq!(agent_step(&mut session), json!(4));
    assert_eq!(agent_step(&mut exec), json!(4));
}

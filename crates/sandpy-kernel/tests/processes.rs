//! Threads and processes the code starts inside the kernel: tools called from a thread pool
//! each get their own answer, a thread left running may call a tool later, a forked child
//! never speaks on the kernel's channel (it shares the pipes), and code that uses up the
//! descriptors imports need still gets its error reported. Plain launcher (no sandbox).

mod common;

use common::{config, err, executor_with, int, ok};
use sandpy_executor::{HostValue, Tool, ToolCall, ToolError};
use sandpy_kernel::KernelConfig;

/// `echo(n, tag=...)` answers `(n, tag)` after a short pause; `echo(13)` fails.
fn echo() -> Tool {
    Tool::new("echo", |c: ToolCall| {
        std::thread::sleep(std::time::Duration::from_millis(2));
        match c.args.first() {
            Some(HostValue::Int(13)) => Err(ToolError::new("ValueError", "unlucky")),
            Some(n) => Ok(HostValue::Tuple(vec![n.clone(), c.kwarg("tag").cloned().unwrap_or(HostValue::None)])),
            None => Err(ToolError::new("TypeError", "echo() needs a number")),
        }
    })
}

fn any_import() -> KernelConfig {
    KernelConfig { authorized_imports: Some(vec!["*".into()]), tools: vec![echo()], ..config() }
}

#[test]
fn tools_called_from_a_thread_pool_each_get_their_own_answer() {
    let ex = executor_with(any_import());
    let code = "from concurrent.futures import ThreadPoolExecutor\n\
                def call(n):\n    try:\n        return echo(n, tag=str(n))\n    except ValueError as e:\n        return ('failed', str(e))\n\
                with ThreadPoolExecutor(8) as pool:\n    results = list(pool.map(call, range(40)))\n\
                all(r == (n, str(n)) for n, r in enumerate(results) if n != 13), results[13]";
    let out = ok(ex.run(code));
    assert_eq!(
        out.value,
        HostValue::Tuple(vec![HostValue::Bool(true), HostValue::Tuple(vec![HostValue::str("failed"), HostValue::str("unlucky")])])
    );
    assert_eq!(ok(ex.run("len(results)")).value, int(40), "the session goes on with its state");
}

#[test]
fn a_thread_left_running_may_call_a_tool_after_its_run() {
    let ex = executor_with(any_import());
    ok(ex.run("import threading, time\nlate = []\nthreading.Thread(target=lambda: (time.sleep(0.2), late.append(echo(7, tag='late'))), daemon=True).start()"));
    // The call is made while no run is going on: the kernel's main loop is waiting for the
    // next request, and the host answers the call during that request.
    std::thread::sleep(std::time::Duration::from_millis(500));
    ex.send_variables(vec![("x".into(), int(1))]).expect("a request while the thread waits for its answer");
    let out = ok(ex.run("time.sleep(0.3)\nlate"));
    assert_eq!(out.value, HostValue::List(vec![HostValue::Tuple(vec![int(7), HostValue::str("late")])]));
    assert_eq!(ok(ex.run("echo(1)")).value, HostValue::Tuple(vec![int(1), HostValue::None]));
}

#[test]
fn a_forked_child_never_answers_for_the_kernel() {
    let ex = executor_with(any_import());
    let dir = std::env::temp_dir().join(format!("sandpy-kernel-fork-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("scratch directory");
    let note = dir.join("child.txt");
    ex.send_variables(vec![("note".into(), HostValue::str(note.to_string_lossy()))]).expect("variables");
    // The child falls off the end of the run (its copy of the kernel would answer) and, in
    // a second fork, tries a tool.
    let out = ok(ex.run("import os\npid = os.fork()\npid > 0"));
    assert_eq!(out.value, HostValue::Bool(true), "the parent's answer, not the child's");
    let code = "pid = os.fork()\n\
                if pid == 0:\n    try:\n        echo(1)\n        said = 'called'\n    except RuntimeError as e:\n        said = str(e)\n    \
                with open(note, 'w') as f:\n        f.write(said)\n    os._exit(0)\n\
                os.waitpid(pid, 0)[1]";
    assert_eq!(ok(ex.run(code)).value, int(0));
    let said = std::fs::read_to_string(&note).expect("the child wrote its note");
    let _ = std::fs::remove_dir_all(&dir);
    assert!(said.contains("cannot be called from a forked process"), "{said}");
    for i in 0..5 {
        ok(ex.run(&format!("v{i} = {i}")));
        let names = ok(ex.run("sorted(k for k in globals() if k.startswith('v'))")).value;
        assert_eq!(names, HostValue::List((0..=i).map(|k| HostValue::str(format!("v{k}"))).collect()), "one kernel answers");
    }
    assert_eq!(ok(ex.run("echo(2, tag='parent')")).value, HostValue::Tuple(vec![int(2), HostValue::str("parent")]));
}

#[test]
fn an_error_is_reported_even_when_the_code_used_up_its_descriptors() {
    let ex = executor_with(any_import());
    let code = "import resource, os\nsoft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)\n\
                resource.setrlimit(resource.RLIMIT_NOFILE, (64, hard))\nfiles = []\nwhile True:\n    files.append(open(os.devnull))";
    let e = err(ex.run(code));
    assert_eq!(e.type_name, "OSError");
    assert!(e.message.contains("Too many open files"), "{}", e.message);
    assert!(e.rendered.contains("OSError: [Errno 24] Too many open files"), "{}", e.rendered);
    ok(ex.run("for f in files:\n    f.close()\nresource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))"));
    assert_eq!(ok(ex.run("import json\njson.dumps([1])")).value, HostValue::str("[1]"));
}

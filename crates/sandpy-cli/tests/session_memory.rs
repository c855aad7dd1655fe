//! The memory examples of issue 15 through `sandpy session`, full size, with the process
//! under an address-space cap: each gives MemoryError, the process lives, the next run
//! answers. Without the session-heap account these aborted the process (a failed
//! allocation) or, for reference cycles, held gigabytes.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use serde_json::{json, Value};

/// Address space the session process may map: the default 1 GiB limit plus room for the
/// binary, the allocator's reservations and the transient copies the limit allows.
const ADDRESS_SPACE_KIB: u64 = 3 << 20;

struct CappedSession {
    child: Child,
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
}

impl CappedSession {
    /// `sandpy session ARGS` under `ulimit -v` (the shell sets the cap, then becomes sandpy).
    fn start(args: &[&str]) -> CappedSession {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(format!("ulimit -v {} && exec \"$0\" session \"$@\"", ADDRESS_SPACE_KIB))
            .arg(env!("CARGO_BIN_EXE_sandpy"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("start capped sandpy session");
        let stdin = child.stdin.take();
        let stdout = BufReader::new(child.stdout.take().expect("stdout"));
        CappedSession { child, stdin, stdout }
    }

    fn run(&mut self, code: &str) -> Value {
        let stdin = self.stdin.as_mut().expect("stdin open");
        writeln!(stdin, "{}", json!({"op": "run", "code": code})).expect("write request");
        stdin.flush().expect("flush");
        let mut line = String::new();
        let n = self.stdout.read_line(&mut line).expect("read response");
        assert!(n > 0, "the session died running {:?}", code);
        serde_json::from_str(&line).unwrap_or_else(|e| panic!("not JSON ({}): {:?}", e, line))
    }

    fn error_type(&mut self, code: &str) -> String {
        let r = self.run(code);
        assert_eq!(r["ok"], json!(false), "{:?} succeeded: {}", code, r);
        r["error"]["type"].as_str().unwrap_or("").to_string()
    }

    /// The process's peak resident memory so far, in KiB (`VmHWM` of /proc/PID/status).
    fn peak_rss_kib(&self) -> u64 {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).expect("read /proc status");
        let line = status.lines().find(|l| l.starts_with("VmHWM:")).expect("VmHWM line");
        line.split_whitespace().nth(1).and_then(|n| n.parse().ok()).expect("VmHWM value")
    }

    fn finish(mut self) {
        self.stdin.take();
        let status = self.child.wait().expect("wait");
        assert!(status.success(), "session exited with {}", status);
    }
}

#[test]
fn doubling_a_list_gives_memory_error_and_the_session_answers() {
    let mut s = CappedSession::start(&[]);
    assert_eq!(s.run("l = [0]")["ok"], json!(true));
    assert_eq!(s.error_type("for _ in range(40):\n    l += l"), "MemoryError");
    assert_eq!(s.run("len(l) >= 2**20")["output"], json!(true));
    assert_eq!(s.run("del l\n6 * 7")["output"], json!(42));
    s.finish();
}

#[test]
fn splitting_a_huge_text_gives_memory_error_and_the_session_answers() {
    let mut s = CappedSession::start(&[]);
    assert_eq!(s.error_type("x = str(b'a' * 10**8).split('a')"), "MemoryError");
    assert_eq!(s.run("len('a,b'.split(','))")["output"], json!(2));
    s.finish();
}

#[test]
fn the_default_limit_bounds_what_runs_keep_together() {
    let mut s = CappedSession::start(&[]);
    assert_eq!(s.run("L = []")["ok"], json!(true));
    let mut errors = 0;
    for _ in 0..7 {
        let r = s.run("L.append('a' * 5 * 10**8)");
        if r["ok"] == json!(false) {
            assert_eq!(r["error"]["type"], json!("MemoryError"), "{}", r);
            errors += 1;
        }
    }
    assert_eq!(errors, 5, "two strings of 500 MB fit in 1 GiB, no more");
    assert_eq!(s.run("len(L)")["output"], json!(2));
    // Freed memory is usable again (`len` of it would cost more operations than allowed).
    assert_eq!(s.run("L.clear()\nx = 'a' * 5 * 10**8\n1")["output"], json!(1));
    s.finish();
}

#[test]
fn a_comprehension_past_the_limit_gives_memory_error_and_the_session_answers() {
    let mut s = CappedSession::start(&["--max-operations", "0", "--max-memory", "200000000"]);
    assert_eq!(s.error_type("x = ['a' * 10**8 for _ in range(80)]"), "MemoryError");
    assert_eq!(s.run("y = ['a' * 10**7 for _ in range(5)]\nlen(y)")["output"], json!(5));
    s.finish();
}

#[test]
fn reference_cycles_do_not_accumulate() {
    // 400,000 pairs of objects pointing at each other, far more than the cap in all
    // without the cycle collector, under a 200 MB limit.
    let mut s = CappedSession::start(&["--max-operations", "0", "--max-memory", "200000000"]);
    let r = s.run("class N:\n    pass\nfor i in range(400000):\n    a = N(); b = N(); a.o = b; b.o = a\nb.o is a");
    assert_eq!(r["output"], json!(true), "{}", r);
    for _ in 0..3 {
        assert_eq!(s.run("for i in range(400000):\n    a = N(); b = N(); a.o = b; b.o = a\n'ok'")["output"], json!("ok"));
    }
    // CPython holds 14 MB for this; without collection it took 220 MB a run here.
    let peak = s.peak_rss_kib();
    assert!(peak < 100 << 10, "peak RSS {} KiB", peak);
    s.finish();
}

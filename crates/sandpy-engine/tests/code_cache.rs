//! The per-thread cache of compiled code (`compile::cache`): sessions on one thread that
//! run the same source share its compiled code, and nothing one session does through that
//! code (global lookups, attribute and method caches, constants) shows in another.

use sandpy_engine::{Interpreter, Limits, RunError};

/// Runs `source` under `filename`; Ok(printed output) or Err(error type and message).
fn run(it: &mut Interpreter, source: &str, filename: &str) -> Result<String, String> {
    match it.run_program(source, filename) {
        Ok(()) => Ok(it.take_output()),
        Err(RunError::Runtime(r)) => {
            it.take_output();
            Err(format!("{}: {}", r.type_name, r.message))
        }
        Err(RunError::Syntax(s)) => Err(format!("{}: {} (line {})", s.type_name, s.message, s.line)),
        Err(e) => Err(format!("{:?}", e)),
    }
}

fn ok(it: &mut Interpreter, source: &str, filename: &str) -> String {
    run(it, source, filename).unwrap_or_else(|e| panic!("{}: {}", source, e))
}

/// The same source, run alternately in two sessions, reads each session's own globals,
/// classes, instance attributes and methods.
#[test]
fn shared_code_reads_each_sessions_own_state() {
    let mut a = Interpreter::new(Limits::default());
    let mut b = Interpreter::new(Limits::default());
    ok(&mut a, "class K:\n    def m(self):\n        return 'A'\nobj = K()\nobj.x = 1\ng = 'ga'\n", "<setup-a>");
    ok(&mut b, "class K:\n    def m(self):\n        return 'B'\nobj = K()\nobj.x = 2\ng = 'gb'\n", "<setup-b>");
    let shared = "def f():\n    return g\nfor _ in range(3):\n    print(obj.m(), obj.x, f(), K.__name__)\n";
    for _ in 0..3 {
        assert_eq!(ok(&mut a, shared, "<shared>"), "A 1 ga K\n".repeat(3));
        assert_eq!(ok(&mut b, shared, "<shared>"), "B 2 gb K\n".repeat(3));
    }
    // Rebinding in one session after the code ran there does not leak into the other.
    ok(&mut a, "g = 'ga2'\nobj.x = 10\nK.m = lambda self: 'A2'\n", "<change-a>");
    assert_eq!(ok(&mut a, shared, "<shared>"), "A2 10 ga2 K\n".repeat(3));
    assert_eq!(ok(&mut b, shared, "<shared>"), "B 2 gb K\n".repeat(3));
}

/// Constants are shared immutable objects: mutating what the code built from them stays in
/// the session, and a fresh session sees the literal as written.
#[test]
fn values_built_from_cached_constants_are_the_sessions_own() {
    let src = "xs = [1, 2, (3, 4)]\nxs.append('s')\nd = {'k': 'v'}\nd['k'] += '!'\nprint(xs, d)\n";
    let mut a = Interpreter::new(Limits::default());
    assert_eq!(ok(&mut a, src, "<consts>"), "[1, 2, (3, 4), 's'] {'k': 'v!'}\n");
    let mut b = Interpreter::new(Limits::default());
    assert_eq!(ok(&mut b, src, "<consts>"), "[1, 2, (3, 4), 's'] {'k': 'v!'}\n");
    assert_eq!(ok(&mut a, "print(xs, d)", "<after>"), "[1, 2, (3, 4), 's'] {'k': 'v!'}\n");
}

/// Code that does not compile is not cached: every run reports the same error.
#[test]
fn syntax_errors_are_reported_every_time() {
    for _ in 0..3 {
        let mut it = Interpreter::new(Limits::default());
        assert_eq!(run(&mut it, "x = (1,\ny = 2\n", "<bad>").err().as_deref(), Some("SyntaxError: '(' was never closed (line 1)"));
        assert_eq!(
            run(&mut it, "def f():\n    nonlocal q\n", "<bad2>").err().as_deref(),
            Some("SyntaxError: no binding for nonlocal 'q' found (line 2)")
        );
    }
}

/// Tracebacks of a cached run quote the run's own source and name its own filename.
#[test]
fn errors_in_cached_code_point_at_the_right_place() {
    let src = "x = 1\ny = [0]\nprint(x / y[0])\n";
    for _ in 0..2 {
        let mut it = Interpreter::new(Limits::default());
        match it.run_program(src, "<err>") {
            Err(RunError::Runtime(r)) => {
                assert_eq!(r.type_name, "ZeroDivisionError");
                assert!(r.traceback.contains("File \"<err>\", line 3"), "{}", r.traceback);
                assert!(r.traceback.contains("print(x / y[0])"), "{}", r.traceback);
            }
            other => panic!("{:?}", other.map(|_| ())),
        }
    }
}

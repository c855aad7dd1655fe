//! `sandpy dis`: the bytecode listing of a file or stdin, and a syntax error's report.

use std::io::Write;
use std::process::{Command, Stdio};

fn dis_stdin(source: &str) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sandpy"))
        .args(["dis", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("sandpy starts");
    child.stdin.take().expect("stdin").write_all(source.as_bytes()).expect("writes");
    child.wait_with_output().expect("sandpy ends")
}

#[test]
fn dis_lists_every_code_object() {
    let out = dis_stdin("def f(x):\n    return [y * 2 for y in x]\nprint(f([1]))\n");
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8_lossy(&out.stdout);
    for needle in [
        "Disassembly of <code <module>> (module, line 1):",
        "Disassembly of <code f> (function, line 1):",
        "(comprehension, line 2)",
        "(print)",
    ] {
        assert!(text.contains(needle), "missing {needle:?} in:\n{text}");
    }
}

#[test]
fn dis_reports_a_syntax_error() {
    let out = dis_stdin("x = (\n");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("SyntaxError"), "{out:?}");
    assert!(out.stdout.is_empty());
}

//! Agent-style multi-step sessions through `sandpy session` (tests/sessions/README.md).
//!
//! Every `tests/sessions/*.py` file is a session: steps of code an LLM agent would send
//! across turns, then one expected JSON result per step, recorded from CPython by
//! `tests/sessions/reference.py`. `sessions` drives one `sandpy session --authorized-imports
//! '*'` process per session (variables and tools from the file's `# options:` line, tool
//! calls answered from its scripted replies) and compares each response with its expected
//! result: ok, output, output_repr, logs, is_final_answer, error type/message/line/rendered
//! and the tool calls made. Only the keys the expected result has are compared.
//!
//! `tests/sessions/escapes/*.py` are escape attempts with hand-written expectations (what
//! sandpy must refuse); they run the same way.
//!
//! `tests/sessions/xfail.txt` lists known differences as `session:step  # reason`; such a
//! step must differ (strict), other steps of the session are still compared.
//!
//! `reference` checks that the recorded expectations still match CPython by running
//! `python3 tests/sessions/reference.py --check`, as the `cases` test runs python3.
//!
//! `SANDPY_SESSIONS=substring` runs only the sessions whose name contains it.

use std::collections::{BTreeMap, BTreeSet};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{ChildStdin, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{channel, Receiver};
use std::sync::Mutex;
use std::time::Duration;

use serde_json::{json, Map, Value};

const STEP_MARK: &str = "# ---- step ----";
const EXPECTED_MARK: &str = "# ---- expected ----";
const OPTIONS_PREFIX: &str = "# options: ";
/// Flags every session runs under (mirrored by tests/sessions/reference.py).
const FLAGS: &[&str] = &["--authorized-imports", "*", "--timeout", "20"];
/// Longest wait for one response line.
const RESPONSE_TIMEOUT: Duration = Duration::from_secs(60);
const WORKERS: usize = 4;

/// Every step's reduced response, or why the session could not run.
type SessionResult = Result<Vec<Value>, String>;

struct SessionFile {
    name: String,
    options: Map<String, Value>,
    steps: Vec<String>,
    expected: Vec<Value>,
}

#[test]
fn sessions() {
    run_corpus(&[], true, "xfail.txt");
}

/// The same sessions on the isolated executor (real CPython in the Linux sandbox), whose
/// answers must be CPython's: the recorded expectations. Escape sessions are the local
/// engine's refusals and do not apply (the sandbox's own escape tests are in
/// crates/sandpy-isolate).
#[test]
fn isolated_sessions() {
    // The real interpreter binary: a pyenv shim would cost a quarter second per session.
    let python = sandpy_kernel::interpreter::resolve(sandpy_kernel::interpreter::DEFAULT_PYTHON).expect("python3");
    let python = python.to_string_lossy().into_owned();
    run_corpus(&["--executor", "isolated", "--python", &python], false, "xfail-isolated.txt");
}

fn run_corpus(extra_flags: &[&str], with_escapes: bool, xfail_name: &str) {
    let root = workspace_root();
    let filter = std::env::var("SANDPY_SESSIONS").ok().filter(|f| !f.is_empty());
    let dir = root.join("tests").join("sessions");
    let mut files = Vec::new();
    let mut problems = Vec::new();
    let subdirs = if with_escapes { vec![(dir.clone(), ""), (dir.join("escapes"), "escapes/")] } else { vec![(dir.clone(), "")] };
    for (sub, prefix) in subdirs {
        for path in session_paths(&sub) {
            let name = format!("{prefix}{}", path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default());
            match load(&path, name.clone()) {
                Ok(f) => files.push(f),
                Err(e) => problems.push(format!("{name}: {e}")),
            }
        }
    }
    let all: BTreeSet<String> = files.iter().map(|f| f.name.clone()).collect();
    let xfail = load_xfail(&dir.join(xfail_name), &all, &mut problems);
    let files: Vec<SessionFile> = files.into_iter().filter(|f| filter.as_ref().is_none_or(|x| f.name.contains(x.as_str()))).collect();
    assert!(!files.is_empty() || filter.is_some(), "no sessions found in {}", dir.display());

    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<(String, SessionResult)>> = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..WORKERS {
            s.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::SeqCst);
                let Some(f) = files.get(i) else { break };
                let got = run_session(f, extra_flags);
                results.lock().expect("results").push((f.name.clone(), got));
            });
        }
    });
    let mut results = results.into_inner().expect("results");
    results.sort_by(|a, b| a.0.cmp(&b.0));

    let (mut steps, mut passed, mut xfailed) = (0, 0, 0);
    for (name, got) in &results {
        let Some(f) = files.iter().find(|f| &f.name == name) else { continue };
        let got = match got {
            Ok(g) => g,
            Err(e) => {
                problems.push(format!("--- {name}: {e}"));
                continue;
            }
        };
        for (i, expected) in f.expected.iter().enumerate() {
            steps += 1;
            let key = format!("{name}:{}", i + 1);
            let diffs = match got.get(i) {
                Some(g) => subset_diff(expected, g, ""),
                None => vec!["no response".to_string()],
            };
            match (diffs.is_empty(), xfail.contains_key(&key)) {
                (true, false) => passed += 1,
                (false, true) => xfailed += 1,
                (true, true) => problems.push(format!("--- {key}: passes, but is listed in xfail.txt: remove its entry")),
                (false, false) => {
                    let code = f.steps.get(i).map(String::as_str).unwrap_or_default();
                    problems.push(format!("--- {key}\n{}\n    {}", indent(code), diffs.join("\n    ")));
                }
            }
        }
    }
    for p in &problems {
        println!("{p}\n");
    }
    let summary = format!(
        "agent sessions {:?}: {} sessions, {steps} steps: {passed} passed, {xfailed} xfail, {} problems",
        extra_flags,
        results.len(),
        problems.len()
    );
    println!("{summary}");
    assert!(problems.is_empty(), "{summary}");
}

#[test]
fn reference() {
    let root = workspace_root();
    let out = Command::new("python3")
        .arg(root.join("tests").join("sessions").join("reference.py"))
        .arg("--check")
        .env("PYTHONIOENCODING", "utf-8")
        .current_dir(&root)
        .output()
        .expect("run python3 tests/sessions/reference.py --check");
    assert!(
        out.status.success(),
        "recorded expectations differ from CPython (re-bless with tests/sessions/reference.py):\n{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

fn workspace_root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("..");
    root.canonicalize().unwrap_or(root)
}

fn session_paths(dir: &Path) -> Vec<PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut paths: Vec<PathBuf> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "py") && p.file_name().is_some_and(|n| n != "reference.py"))
        .collect();
    paths.sort();
    paths
}

fn load(path: &Path, name: String) -> Result<SessionFile, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read: {e}"))?;
    let mut options = Map::new();
    let mut steps: Vec<Vec<&str>> = Vec::new();
    let mut expected = Vec::new();
    let mut lines = text.split('\n');
    let mut in_expected = false;
    for line in lines.by_ref() {
        if in_expected {
            if line.trim().is_empty() {
                continue;
            }
            let body = line.strip_prefix("# ").ok_or_else(|| format!("not a comment line in the expected block: {line:?}"))?;
            expected.push(serde_json::from_str(body).map_err(|e| format!("bad expected JSON ({e}): {body}"))?);
        } else if line == STEP_MARK {
            steps.push(Vec::new());
        } else if line == EXPECTED_MARK {
            in_expected = true;
        } else if let Some(step) = steps.last_mut() {
            step.push(line);
        } else if let Some(opts) = line.strip_prefix(OPTIONS_PREFIX) {
            match serde_json::from_str(opts) {
                Ok(Value::Object(map)) => options = map,
                _ => return Err(format!("bad options line: {line}")),
            }
        }
    }
    if !in_expected {
        return Err(format!("no `{EXPECTED_MARK}` block (run tests/sessions/reference.py)"));
    }
    if steps.is_empty() || expected.len() != steps.len() {
        return Err(format!("{} steps but {} expected results", steps.len(), expected.len()));
    }
    let steps = steps.iter().map(|s| s.join("\n").trim_matches('\n').to_string()).collect();
    Ok(SessionFile { name, options, steps, expected })
}

fn load_xfail(path: &Path, sessions: &BTreeSet<String>, problems: &mut Vec<String>) -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let mut map = BTreeMap::new();
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, reason) = line.split_once('#').map_or((line, ""), |(k, r)| (k.trim(), r.trim()));
        let session = key.rsplit_once(':').map_or(key, |(s, _)| s);
        if !sessions.contains(session) {
            problems.push(format!("xfail.txt names `{key}`, which is not a session step"));
        }
        map.insert(key.to_string(), reason.to_string());
    }
    map
}

// ---------------------------------------------------------------- running

struct Child {
    process: std::process::Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Child {
    fn send(&mut self, request: &Value) -> Result<(), String> {
        let stdin = self.stdin.as_mut().ok_or("stdin closed")?;
        writeln!(stdin, "{request}").and_then(|()| stdin.flush()).map_err(|e| format!("write: {e}"))
    }

    fn recv(&mut self) -> Result<Value, String> {
        let line = self.lines.recv_timeout(RESPONSE_TIMEOUT).map_err(|e| format!("no response: {e}"))?;
        serde_json::from_str(&line).map_err(|e| format!("response is not JSON ({e}): {line}"))
    }
}

fn run_session(f: &SessionFile, extra_flags: &[&str]) -> SessionResult {
    let mut process = Command::new(env!("CARGO_BIN_EXE_sandpy"))
        .arg("session")
        .args(FLAGS)
        .args(extra_flags)
        .args(
            f.options
                .get("max_print_outputs_length")
                .map(|n| vec!["--max-print-outputs-length".to_string(), n.to_string()])
                .unwrap_or_default(),
        )
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .map_err(|e| format!("cannot start sandpy: {e}"))?;
    let stdin = process.stdin.take();
    let stdout = process.stdout.take().ok_or("no stdout")?;
    let (tx, rx) = channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { break };
            if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut child = Child { process, stdin, lines: rx };
    let result = drive(&mut child, f);
    child.stdin.take();
    if result.is_err() {
        let _ = child.process.kill();
    }
    let status = child.process.wait().map_err(|e| format!("wait: {e}"))?;
    let results = result?;
    if !status.success() {
        return Err(format!("sandpy session exited with {status}"));
    }
    Ok(results)
}

fn drive(child: &mut Child, f: &SessionFile) -> Result<Vec<Value>, String> {
    let mut replies: Vec<Value> = f.options.get("tool_replies").and_then(Value::as_array).cloned().unwrap_or_default();
    replies.reverse();
    for (op, key) in [("send_variables", "variables"), ("send_tools", "tools")] {
        if let Some(v) = f.options.get(key) {
            child.send(&json!({ "op": op, key: v }))?;
            let r = child.recv()?;
            if r["ok"] != json!(true) {
                return Err(format!("{op} failed: {r}"));
            }
        }
    }
    let mut results = Vec::new();
    for code in &f.steps {
        child.send(&json!({ "op": "run", "code": code }))?;
        let mut calls = Vec::new();
        let response = loop {
            let msg = child.recv()?;
            if msg.get("event").and_then(Value::as_str) != Some("tool_call") {
                break msg;
            }
            calls.push(json!({ "name": msg["name"], "args": msg["args"], "kwargs": msg["kwargs"] }));
            let reply = replies.pop().unwrap_or_else(|| json!({ "error": { "type": "LookupError", "message": "no scripted reply" } }));
            let answer = match reply.get("error") {
                Some(e) => json!({ "op": "tool_error", "id": msg["id"], "type": e["type"], "message": e["message"] }),
                None => json!({ "op": "tool_result", "id": msg["id"], "value": reply.get("value").cloned().unwrap_or(Value::Null) }),
            };
            child.send(&answer)?;
        };
        results.push(reduce(&response, calls));
    }
    Ok(results)
}

/// A response reduced to the compared fields (the shape reference.py records).
fn reduce(msg: &Value, calls: Vec<Value>) -> Value {
    let mut r = Map::new();
    let ok = msg["ok"] == json!(true);
    r.insert("ok".into(), json!(ok));
    if ok {
        r.insert("output".into(), msg["output"].clone());
        r.insert("output_repr".into(), msg["output_repr"].clone());
    } else {
        let e = &msg["error"];
        let mut err = Map::new();
        for k in ["type", "message", "line"] {
            err.insert(k.into(), e.get(k).cloned().unwrap_or(Value::Null));
        }
        if e["kind"] != json!("syntax") {
            err.insert("rendered".into(), e.get("rendered").cloned().unwrap_or(Value::Null));
        }
        r.insert("error".into(), Value::Object(err));
    }
    r.insert("logs".into(), msg.get("logs").cloned().unwrap_or(json!("")));
    r.insert("is_final_answer".into(), msg.get("is_final_answer").cloned().unwrap_or(json!(false)));
    if !calls.is_empty() {
        r.insert("tool_calls".into(), Value::Array(calls));
    }
    Value::Object(r)
}

/// Where `got` does not carry `expected`'s keys and values (objects compare key by key).
fn subset_diff(expected: &Value, got: &Value, path: &str) -> Vec<String> {
    match (expected, got) {
        (Value::Object(e), Value::Object(g)) => e
            .iter()
            .flat_map(|(k, v)| match g.get(k) {
                Some(gv) => subset_diff(v, gv, &format!("{path}{k}.")),
                None => vec![format!("{path}{k}: missing (expected {v})")],
            })
            .collect(),
        _ if expected == got => Vec::new(),
        _ => vec![format!("{}: expected {expected}, got {got}", path.trim_end_matches('.'))],
    }
}

fn indent(code: &str) -> String {
    code.lines().map(|l| format!("  | {l}")).collect::<Vec<_>>().join("\n")
}

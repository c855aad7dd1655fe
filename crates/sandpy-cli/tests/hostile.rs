//! The hostile suite (tests/hostile/, format in its README): every payload runs through
//! `sandpy session` under an address-space cap. The process must live, each response must
//! arrive within the timeout plus one second and stay bounded, the errors must be among
//! those the payload expects, and the next run must answer.
//!
//! `SANDPY_HOSTILE=prefix` runs only the payloads whose file name starts with it.

mod common;

use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

use common::SessionProcess;
use serde_json::{json, Value};

/// Address space the session process may map (KiB): the default memory limit plus room for
/// the binary, the allocator and the transient copies the limit allows.
const ADDRESS_SPACE_KIB: u64 = 4 << 20;
/// The session's timeout unless a payload's flags say otherwise.
const TIMEOUT_SECS: u64 = 2;
/// How long past the timeout a response may take (the bound).
const GRACE: Duration = Duration::from_secs(1);
/// The largest response line accepted: logs, `output_repr` and the four error texts are
/// each truncated like logs to the default 50,000 characters (docs/protocol.md, "Bounds":
/// about 6N), plus room for JSON escapes.
const MAX_RESPONSE_BYTES: usize = 512 << 10;

/// One payload file: the runs and what they may end with.
struct Payload {
    name: String,
    runs: Vec<String>,
    expect: Vec<String>,
    flags: Vec<String>,
}

fn parse_payload(path: &Path) -> Payload {
    let text = std::fs::read_to_string(path).expect("read payload");
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let mut expect = Vec::new();
    let mut flags = Vec::new();
    let mut generated = None;
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("# expect:") {
            expect.extend(rest.split_whitespace().map(str::to_string));
        } else if let Some(rest) = line.strip_prefix("# flags:") {
            flags.extend(rest.split_whitespace().map(str::to_string));
        } else if let Some(rest) = line.strip_prefix("# generate: ") {
            let parts: Vec<String> = rest.split('|').map(|p| p.replace("\\n", "\n")).collect();
            assert_eq!(parts.len(), 4, "{}: generate needs PREFIX|PIECE|COUNT|SUFFIX", name);
            let count: usize = parts[2].parse().expect("generate count");
            // `{i}` in the piece counts the repetitions (distinct names, keys, arguments).
            let body: String = if parts[1].contains("{i}") {
                (0..count).map(|i| parts[1].replace("{i}", &i.to_string())).collect()
            } else {
                parts[1].repeat(count)
            };
            generated = Some(format!("{}{}{}", parts[0], body, parts[3]));
        }
    }
    assert!(!expect.is_empty(), "{}: no `# expect:` line", name);
    let runs = match generated {
        Some(code) => vec![code],
        None => text.split("\n# ---\n").map(str::to_string).collect(),
    };
    Payload { name, runs, expect, flags }
}

/// `sandpy session` under `ulimit -v`, its responses read on a thread so a silent process
/// cannot block the test.
struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Session {
    fn start(flags: &[String]) -> Session {
        let mut command = Command::new("sh");
        command
            .arg("-c")
            .arg(format!("ulimit -v {} && exec \"$0\" session \"$@\"", ADDRESS_SPACE_KIB))
            .arg(env!("CARGO_BIN_EXE_sandpy"))
            .args(flags);
        if !flags.iter().any(|f| f == "--timeout") {
            command.arg("--timeout").arg(TIMEOUT_SECS.to_string());
        }
        let SessionProcess { child, stdin, stdout } = SessionProcess::spawn(command);
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in stdout.lines() {
                let Ok(line) = line else { break };
                if send.send(line).is_err() {
                    break;
                }
            }
        });
        Session { child, stdin, lines }
    }

    /// Sends one run; its response, or a description of what went wrong.
    fn run(&mut self, code: &str, within: Duration) -> Result<(Value, usize, Duration), String> {
        let stdin = self.stdin.as_mut().ok_or("stdin closed")?;
        writeln!(stdin, "{}", json!({"op": "run", "code": code})).map_err(|e| format!("the session died (write: {})", e))?;
        stdin.flush().map_err(|e| format!("the session died (flush: {})", e))?;
        let started = Instant::now();
        match self.lines.recv_timeout(within) {
            Ok(line) => {
                let value = serde_json::from_str(&line).map_err(|e| format!("response not JSON ({}): {:.200}", e, line))?;
                Ok((value, line.len(), started.elapsed()))
            }
            Err(RecvTimeoutError::Timeout) => Err(format!("no response within {:?}", within)),
            Err(RecvTimeoutError::Disconnected) => {
                let status = self.child.try_wait().ok().flatten();
                Err(format!("the session died (exit: {:?})", status))
            }
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        drop(self.stdin.take());
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// Runs one payload; the problems found (empty: it held).
fn check_payload(p: &Payload) -> Vec<String> {
    let mut problems = Vec::new();
    let timeout = p
        .flags
        .iter()
        .position(|f| f == "--timeout")
        .and_then(|i| p.flags.get(i + 1))
        .and_then(|t| t.parse::<f64>().ok())
        .unwrap_or(TIMEOUT_SECS as f64);
    // Startup and the response's own transfer are outside the bound: the test measures from
    // the request to the response, with the grace the issue allows.
    let within = Duration::from_secs_f64(timeout) + GRACE;
    let mut session = Session::start(&p.flags);
    let mut expected_seen = p.expect.iter().any(|e| e == "ok");
    for (i, code) in p.runs.iter().enumerate() {
        match session.run(code, within) {
            Err(e) => {
                problems.push(format!("run {}: {}", i + 1, e));
                return problems;
            }
            Ok((r, bytes, _elapsed)) => {
                if bytes > MAX_RESPONSE_BYTES {
                    problems.push(format!("run {}: response of {} bytes", i + 1, bytes));
                }
                if r["ok"] == json!(false) {
                    let t = r["error"]["type"].as_str().unwrap_or("?").to_string();
                    if p.expect.contains(&t) {
                        expected_seen = true;
                    } else {
                        let msg = r["error"]["message"].as_str().unwrap_or("").chars().take(200).collect::<String>();
                        problems.push(format!("run {}: unexpected {}: {}", i + 1, t, msg));
                    }
                }
            }
        }
    }
    if !expected_seen {
        problems.push(format!("no run ended with any of {:?}", p.expect));
    }
    match session.run("1 + 1", within) {
        Ok((r, _, _)) if r["output"] == json!(2) => {}
        Ok((r, _, _)) => problems.push(format!("the next run answered {:.200}", r.to_string())),
        Err(e) => problems.push(format!("the next run: {}", e)),
    }
    problems
}

fn payload_files() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/hostile");
    let only = std::env::var("SANDPY_HOSTILE").unwrap_or_default();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/hostile")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "py"))
        .filter(|p| p.file_name().is_some_and(|n| n.to_string_lossy().starts_with(&only)))
        .collect();
    files.sort();
    files
}

#[test]
fn hostile_payloads_leave_the_session_alive_and_answering() {
    let files = payload_files();
    assert!(!files.is_empty() || std::env::var("SANDPY_HOSTILE").is_ok(), "no payloads in tests/hostile");
    let mut failures = Vec::new();
    for f in &files {
        let p = parse_payload(f);
        let problems = check_payload(&p);
        if !problems.is_empty() {
            failures.push(format!("{}:\n    {}", p.name, problems.join("\n    ")));
        }
    }
    assert!(failures.is_empty(), "{} of {} payloads failed:\n{}", failures.len(), files.len(), failures.join("\n"));
}

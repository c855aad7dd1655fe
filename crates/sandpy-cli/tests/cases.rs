//! Behaviour-test corpus runner.
//!
//! Every `tests/cases/*.py` file (at the workspace root) is a small Python
//! program followed by its expected outcome, written as comments at the end of
//! the file (the format is described in `tests/cases/README.md`):
//!
//! ```text
//! # ---- expected stdout ----
//! # each output line, or a lone '#' for an empty line
//! # ---- expected exception ----
//! # ZeroDivisionError: division by zero
//! ```
//!
//! The outcome of one run is its stdout plus, when the exit status is not 0,
//! the last non-empty line of its stderr. A run passes when both equal the
//! expected block exactly.
//!
//! `cases` runs each case under `python3` (the oracle, which must pass every
//! case) and under `sandpy run <file>`, which must pass every case except those
//! listed in `tests/cases/xfail.txt`; those must fail (strict expected failure,
//! so a fixed gap is noticed and its entry removed). A sandpy run that crashes
//! (killed by a signal, exit code 101, a Rust panic message) or that overruns
//! the time limit is always a failure, listed or not.
//!
//! An xfail entry naming a case that does not exist also fails the suite.
//!
//! Every run gets no stdin, a scratch working directory and a 10 s limit
//! (a `try_wait` polling loop, so no extra crates); cases run on 4 threads.
//! python3 runs with `PYTHONIOENCODING=utf-8`, like `tests/bless.py`.
//!
//! `security` runs `tests/security/*.py` under sandpy only: their expected
//! blocks are hand-written and describe what sandpy must refuse, not what
//! CPython does. They share the rules above, with `tests/security/xfail.txt`.
//!
//! Environment variables:
//! - `SANDPY_CASES=substring`: run only the cases whose file stem contains it.
//! - `SANDPY_UPDATE_XFAIL=1`: do not fail on sandpy's pass/fail mismatches;
//!   rewrite the xfail list to the cases sandpy currently fails (keeping the
//!   reasons of entries still failing) and print the changes. python3 failures
//!   and sandpy crashes still fail the test.
//! - `SANDPY_BIN=prog`: debugging aid for this harness; run `prog <file>`
//!   instead of the built `sandpy run <file>` (e.g. `SANDPY_BIN=python3`, with
//!   which every case passes and every xfail entry shows up as unexpected;
//!   the `security` test then fails, CPython being no sandbox).

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

const STDOUT_MARK: &str = "# ---- expected stdout ----";
const EXC_MARK: &str = "# ---- expected exception ----";
const TIMEOUT: Duration = Duration::from_secs(60);
/// How long to wait for stdout/stderr to close once the process has ended.
const PIPE_GRACE: Duration = Duration::from_secs(2);
const WORKERS: usize = 4;
/// Failing cases reported in full; the rest are only named.
const MAX_DETAILED: usize = 40;
const MAX_DIFF_LINES: usize = 20;

#[test]
fn cases() {
    run_suite("cases", true);
}

#[test]
fn security() {
    run_suite("security", false);
}

// ---------------------------------------------------------------- model

/// What a program did, reduced to what a case compares.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Outcome {
    stdout: String,
    /// Last non-empty stderr line, present only for a non-zero exit status.
    exception: Option<String>,
}

struct Case {
    name: String,
    path: PathBuf,
    /// The parsed expected block, or why the file could not be parsed.
    expected: Result<Outcome, String>,
}

/// One process run, as far as it got.
enum Run {
    /// Exited normally (by exit code).
    Exited { outcome: Outcome, code: i32, stderr: String },
    /// Did not run to a normal exit: could not start, signal, time limit.
    Broken { why: String, stderr: String },
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Engine {
    Python,
    Sandpy,
}

impl Engine {
    fn label(self) -> &'static str {
        match self {
            Engine::Python => "python3",
            Engine::Sandpy => "sandpy",
        }
    }
}

/// How one engine did on one case.
enum Verdict {
    Pass,
    /// Ran to completion but the outcome differs from the expected one.
    Mismatch {
        got: Outcome,
        stderr: String,
    },
    /// Crash, time limit, or could not start: a failure even for xfail cases.
    Crash {
        why: String,
        stderr: String,
    },
    /// The case file itself is malformed.
    BadCase(String),
}

struct CaseReport {
    name: String,
    expected: Option<Outcome>,
    python: Option<Verdict>,
    sandpy: Verdict,
}

// ---------------------------------------------------------------- suite

fn run_suite(dir_name: &str, with_python: bool) {
    let dir = workspace_root().join("tests").join(dir_name);
    let filter = std::env::var("SANDPY_CASES").ok().filter(|f| !f.is_empty());
    let update = std::env::var("SANDPY_UPDATE_XFAIL").is_ok_and(|v| v == "1");

    let all_cases = load_cases(&dir);
    let all_names: BTreeSet<String> = all_cases.iter().map(|c| c.name.clone()).collect();
    let xfail_path = dir.join("xfail.txt");
    let xfail = XfailList::load(&xfail_path);

    let cases: Vec<Case> = all_cases.into_iter().filter(|c| filter.as_ref().is_none_or(|f| c.name.contains(f.as_str()))).collect();
    let reports = run_all(&cases, with_python);
    let tally = Tally::of(&reports, &xfail, update);

    if update {
        let ran: BTreeSet<String> = reports.iter().map(|r| r.name.clone()).collect();
        let changes = xfail.rewrite(&xfail_path, &all_names, &ran, &tally.sandpy_failing, &tally.crashed);
        println!("{changes}");
    }

    let mut problems: Vec<String> = xfail.errors.iter().map(|e| format!("{}: {e}", xfail_path.display())).collect();
    if !update {
        // In update mode stale entries are simply dropped by the rewrite.
        for stale in xfail.entries.keys().filter(|n| !all_names.contains(*n)) {
            problems.push(format!("xfail.txt lists `{stale}`, which is not a case in tests/{dir_name}"));
        }
    }

    print_failures(&tally.failures);
    for p in &problems {
        println!("{p}");
    }
    let summary = format!("{dir_name}: {} passed, {} failed, {} xfail", tally.passed, tally.failures.len(), tally.xfailed);
    println!("{summary}");
    if !tally.failures.is_empty() || !problems.is_empty() {
        panic!("{summary}");
    }
}

/// The suite's verdict, case by case, with the xfail list applied.
#[derive(Default)]
struct Tally {
    passed: usize,
    xfailed: usize,
    /// One report block per failing case.
    failures: Vec<String>,
    /// Cases whose sandpy run finished with the wrong outcome.
    sandpy_failing: BTreeSet<String>,
    /// Cases whose sandpy run crashed (or whose file is malformed).
    crashed: BTreeSet<String>,
}

impl Tally {
    fn of(reports: &[CaseReport], xfail: &XfailList, update: bool) -> Tally {
        let mut tally = Tally::default();
        for report in reports {
            let listed = xfail.entries.contains_key(&report.name);
            let mut lines = Vec::new();
            if let Some(v) = &report.python {
                if !matches!(v, Verdict::Pass) {
                    lines.push(describe(Engine::Python, v, report.expected.as_ref()));
                }
            }
            let mut xfailed = false;
            match &report.sandpy {
                Verdict::Pass if listed && !update => {
                    lines.push("[sandpy] passes, but is listed in xfail.txt: remove its entry".to_string())
                }
                Verdict::Pass => {}
                v @ (Verdict::Crash { .. } | Verdict::BadCase(_)) => {
                    tally.crashed.insert(report.name.clone());
                    lines.push(describe(Engine::Sandpy, v, report.expected.as_ref()));
                }
                v @ Verdict::Mismatch { .. } => {
                    tally.sandpy_failing.insert(report.name.clone());
                    xfailed = true;
                    if !listed && !update {
                        lines.push(describe(Engine::Sandpy, v, report.expected.as_ref()));
                    }
                }
            }
            if !lines.is_empty() {
                tally.failures.push(format!("--- {} ---\n{}", report.name, lines.join("\n")));
            } else if xfailed {
                tally.xfailed += 1;
            } else {
                tally.passed += 1;
            }
        }
        tally
    }
}

fn print_failures(failures: &[String]) {
    for f in failures.iter().take(MAX_DETAILED) {
        println!("{f}\n");
    }
    if failures.len() > MAX_DETAILED {
        let rest: Vec<&str> = failures[MAX_DETAILED..].iter().map(|f| f.lines().next().unwrap_or_default()).collect();
        println!("... and {} more failing: {}", rest.len(), rest.join(" "));
    }
}

fn workspace_root() -> PathBuf {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join("..");
    // Canonical only for tidier paths in messages; the joined path works too.
    root.canonicalize().unwrap_or(root)
}

// ---------------------------------------------------------------- cases

fn load_cases(dir: &Path) -> Vec<Case> {
    let entries = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot read case directory {}: {e}", dir.display()));
    let mut paths: Vec<PathBuf> =
        entries.map(|e| e.expect("cannot list case directory").path()).filter(|p| p.extension().is_some_and(|x| x == "py")).collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let name = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
            let expected = std::fs::read_to_string(&path).map_err(|e| format!("cannot read: {e}")).and_then(|text| parse_expected(&text));
            Case { name, path, expected }
        })
        .collect()
}

/// Parse the expected block at the end of a case file.
fn parse_expected(text: &str) -> Result<Outcome, String> {
    let mut lines = text.lines();
    if !lines.by_ref().any(|l| l == STDOUT_MARK) {
        return Err(format!("no `{STDOUT_MARK}` line (run tests/bless.py)"));
    }
    let mut stdout = String::new();
    let mut exception = None;
    let mut in_exception = false;
    for line in lines {
        if line == EXC_MARK && !in_exception {
            in_exception = true;
            continue;
        }
        let content = uncomment(line).ok_or_else(|| format!("not a comment line in the expected block: {line:?}"))?;
        if in_exception {
            if exception.is_some() {
                return Err("more than one line in the expected exception block".into());
            }
            exception = Some(content.to_string());
        } else {
            stdout.push_str(content);
            stdout.push('\n');
        }
    }
    if in_exception && exception.is_none() {
        return Err("empty expected exception block".into());
    }
    Ok(Outcome { stdout, exception })
}

fn uncomment(line: &str) -> Option<&str> {
    if line == "#" {
        Some("")
    } else {
        line.strip_prefix("# ")
    }
}

// ---------------------------------------------------------------- xfail

struct XfailList {
    /// Leading comment / blank lines, kept as they are on rewrite.
    header: Vec<String>,
    /// Case name -> reason (may be empty).
    entries: BTreeMap<String, String>,
    /// Malformed lines (duplicates...), reported as suite problems.
    errors: Vec<String>,
}

impl XfailList {
    fn load(path: &Path) -> XfailList {
        let text = std::fs::read_to_string(path).unwrap_or_default();
        let mut list = XfailList { header: Vec::new(), entries: BTreeMap::new(), errors: Vec::new() };
        let mut in_header = true;
        for (n, line) in text.lines().enumerate() {
            let trimmed = line.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                if in_header {
                    list.header.push(line.to_string());
                }
                continue;
            }
            in_header = false;
            let (name, reason) = match trimmed.split_once('#') {
                Some((name, reason)) => (name.trim(), reason.trim()),
                None => (trimmed, ""),
            };
            if name.contains(char::is_whitespace) {
                list.errors.push(format!("line {}: not a case name: {name:?}", n + 1));
            } else if list.entries.insert(name.to_string(), reason.to_string()).is_some() {
                list.errors.push(format!("line {}: `{name}` listed twice", n + 1));
            }
        }
        list
    }

    /// Rewrite the list so it names exactly the cases sandpy fails. Entries
    /// for cases not run this time (filtered out) or that crashed keep their
    /// state; entries for cases that no longer exist are dropped.
    fn rewrite(
        &self,
        path: &Path,
        all: &BTreeSet<String>,
        ran: &BTreeSet<String>,
        failing: &BTreeSet<String>,
        crashed: &BTreeSet<String>,
    ) -> String {
        let mut new: BTreeMap<String, String> = BTreeMap::new();
        for (name, reason) in &self.entries {
            let keep = all.contains(name) && (!ran.contains(name) || crashed.contains(name) || failing.contains(name));
            if keep {
                new.insert(name.clone(), reason.clone());
            }
        }
        for name in failing {
            new.entry(name.clone()).or_default();
        }

        let mut report = String::new();
        for name in new.keys().filter(|n| !self.entries.contains_key(*n)) {
            let _ = writeln!(report, "xfail + {name}");
        }
        for name in self.entries.keys().filter(|n| !new.contains_key(*n)) {
            let _ = writeln!(report, "xfail - {name}");
        }
        if report.is_empty() {
            return format!("{}: unchanged", path.display());
        }

        let mut text = String::new();
        for line in &self.header {
            text.push_str(line);
            text.push('\n');
        }
        for (name, reason) in &new {
            if reason.is_empty() {
                let _ = writeln!(text, "{name}");
            } else {
                let _ = writeln!(text, "{name}  # {reason}");
            }
        }
        match std::fs::write(path, text) {
            Ok(()) => format!("rewrote {}:\n{}", path.display(), report.trim_end()),
            Err(e) => format!("could not rewrite {}: {e}\n{}", path.display(), report.trim_end()),
        }
    }
}

// ---------------------------------------------------------------- running

fn run_all(cases: &[Case], with_python: bool) -> Vec<CaseReport> {
    let next = AtomicUsize::new(0);
    let cwd = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("sandpy-cases-cwd");
    // A failure here shows up as every run failing to start, with the reason.
    let _ = std::fs::create_dir_all(&cwd);
    let mut reports: Vec<(usize, CaseReport)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..WORKERS)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(case) = cases.get(i) else { break };
                        done.push((i, run_case(case, with_python, &cwd)));
                    }
                    done
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().expect("a case worker thread panicked")).collect()
    });
    reports.sort_by_key(|(i, _)| *i);
    reports.into_iter().map(|(_, r)| r).collect()
}

fn run_case(case: &Case, with_python: bool, cwd: &Path) -> CaseReport {
    let expected = match &case.expected {
        Ok(e) => e,
        Err(why) => return CaseReport { name: case.name.clone(), expected: None, python: None, sandpy: Verdict::BadCase(why.clone()) },
    };
    let python = with_python.then(|| {
        let run = run_process(&mut python_command(&case.path), cwd);
        judge(Engine::Python, run, expected)
    });
    let sandpy = judge(Engine::Sandpy, run_process(&mut sandpy_command(&case.path), cwd), expected);
    CaseReport { name: case.name.clone(), expected: Some(expected.clone()), python, sandpy }
}

fn python_command(file: &Path) -> Command {
    let mut cmd = Command::new("python3");
    cmd.arg(file).env("PYTHONIOENCODING", "utf-8").env("PYTHONDONTWRITEBYTECODE", "1");
    cmd
}

fn sandpy_command(file: &Path) -> Command {
    match std::env::var_os("SANDPY_BIN").filter(|b| !b.is_empty()) {
        Some(bin) => {
            let mut cmd = Command::new(bin);
            cmd.arg(file).env("PYTHONIOENCODING", "utf-8").env("PYTHONDONTWRITEBYTECODE", "1");
            cmd
        }
        None => {
            let mut cmd = Command::new(env!("CARGO_BIN_EXE_sandpy"));
            cmd.arg("run").arg(file);
            cmd
        }
    }
}

fn judge(engine: Engine, run: Run, expected: &Outcome) -> Verdict {
    match run {
        Run::Broken { why, stderr } => Verdict::Crash { why, stderr },
        Run::Exited { code, stderr, .. } if engine == Engine::Sandpy && is_crash(code, &stderr) => {
            Verdict::Crash { why: format!("crashed (exit code {code})"), stderr }
        }
        Run::Exited { outcome, .. } if outcome == *expected => Verdict::Pass,
        Run::Exited { outcome, stderr, .. } => Verdict::Mismatch { got: outcome, stderr },
    }
}

/// A Rust panic exits with 101 and prints "panicked at"; neither is ever a
/// legitimate outcome of a Python program run by sandpy.
fn is_crash(code: i32, stderr: &str) -> bool {
    code == 101 || stderr.contains("panicked at")
}

/// Run a command to completion (or the time limit), capturing its output.
fn run_process(cmd: &mut Command, cwd: &Path) -> Run {
    cmd.current_dir(cwd).stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => return Run::Broken { why: format!("could not start {:?}: {e}", cmd.get_program()), stderr: String::new() },
    };
    let stdout = child.stdout.take().map(read_in_background);
    let stderr = child.stderr.take().map(read_in_background);
    let status = wait_with_timeout(&mut child, TIMEOUT);
    let stdout = stdout.map(collect_output).unwrap_or_default();
    let stderr = stderr.map(collect_output).unwrap_or_default();
    match status {
        Err(why) => Run::Broken { why, stderr },
        Ok(status) => match status.code() {
            None => Run::Broken { why: format!("killed by a signal ({status})"), stderr },
            Some(code) => {
                let exception = (code != 0).then(|| last_nonempty_line(&stderr));
                Run::Exited { outcome: Outcome { stdout, exception }, code, stderr }
            }
        },
    }
}

fn read_in_background<R: Read + Send + 'static>(mut pipe: R) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let mut buf = Vec::new();
        // A read error just truncates what we report; the status decides the rest.
        let _ = pipe.read_to_end(&mut buf);
        String::from_utf8_lossy(&buf).into_owned()
    })
}

/// Join a pipe reader. The pipe normally closes when the process exits; if a
/// leftover grandchild still holds it open, give up after a grace period and
/// leave the reader thread detached rather than hang the suite.
fn collect_output(handle: std::thread::JoinHandle<String>) -> String {
    let deadline = Instant::now() + PIPE_GRACE;
    while !handle.is_finished() {
        if Instant::now() >= deadline {
            return String::from("<output pipe still open after the process ended>");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    handle.join().unwrap_or_else(|_| String::from("<output reader panicked>"))
}

fn wait_with_timeout(child: &mut Child, limit: Duration) -> Result<ExitStatus, String> {
    let start = Instant::now();
    let mut pause = Duration::from_millis(1);
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Ok(status),
            Ok(None) => {}
            Err(e) => return Err(format!("could not wait for the process: {e}")),
        }
        if start.elapsed() >= limit {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("timed out after {} s (killed)", limit.as_secs()));
        }
        std::thread::sleep(pause);
        pause = (pause * 2).min(Duration::from_millis(20));
    }
}

fn last_nonempty_line(text: &str) -> String {
    text.lines().rev().find(|l| !l.trim().is_empty()).map(|l| l.trim_end().to_string()).unwrap_or_default()
}

// ---------------------------------------------------------------- reporting

fn describe(engine: Engine, verdict: &Verdict, expected: Option<&Outcome>) -> String {
    let label = engine.label();
    match verdict {
        Verdict::Pass => format!("[{label}] passed"),
        Verdict::BadCase(why) => format!("[{label}] malformed case file: {why}"),
        Verdict::Crash { why, stderr } => {
            format!("[{label}] CRASH: {why}{}", stderr_tail(stderr, 8))
        }
        Verdict::Mismatch { got, stderr } => {
            let mut out = format!("[{label}] wrong outcome");
            if let Some(exp) = expected {
                if exp.stdout != got.stdout {
                    out.push_str("\n  stdout (- expected, + got):");
                    out.push_str(&diff_lines(&exp.stdout, &got.stdout));
                }
                if exp.exception != got.exception {
                    let _ =
                        write!(out, "\n  exception: expected {}, got {}", show_exception(&exp.exception), show_exception(&got.exception));
                    if got.exception.is_some() {
                        out.push_str(&stderr_tail(stderr, 6));
                    }
                }
            }
            out
        }
    }
}

fn show_exception(e: &Option<String>) -> String {
    match e {
        Some(line) => format!("{line:?}"),
        None => "none (exit status 0)".to_string(),
    }
}

fn stderr_tail(stderr: &str, n: usize) -> String {
    let lines: Vec<&str> = stderr.lines().collect();
    if lines.is_empty() {
        return String::new();
    }
    let tail = &lines[lines.len().saturating_sub(n)..];
    format!("\n  stderr (last {} lines):\n    {}", tail.len(), tail.join("\n    "))
}

/// A compact line diff: from two lines before the first difference, show up
/// to MAX_DIFF_LINES lines, `  ` for equal lines and `- `/`+ ` otherwise.
fn diff_lines(expected: &str, got: &str) -> String {
    let exp: Vec<&str> = expected.lines().collect();
    let got_lines: Vec<&str> = got.lines().collect();
    let first = exp.iter().zip(&got_lines).position(|(a, b)| a != b).unwrap_or(exp.len().min(got_lines.len()));
    let mut out = String::new();
    let mut shown = 0;
    let end = exp.len().max(got_lines.len());
    for i in first.saturating_sub(2)..end {
        if shown >= MAX_DIFF_LINES {
            out.push_str("\n    ...");
            break;
        }
        match (exp.get(i), got_lines.get(i)) {
            (Some(a), Some(b)) if a == b => {
                let _ = write!(out, "\n      {a}");
                shown += 1;
            }
            (a, b) => {
                if let Some(a) = a {
                    let _ = write!(out, "\n    - {a}");
                    shown += 1;
                }
                if let Some(b) = b {
                    let _ = write!(out, "\n    + {b}");
                    shown += 1;
                }
            }
        }
    }
    if expected.ends_with('\n') != got.ends_with('\n') && !got.is_empty() {
        out.push_str("\n    (differs in the final newline)");
    }
    out
}

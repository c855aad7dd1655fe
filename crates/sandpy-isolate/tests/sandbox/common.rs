//! Helpers for the sandbox tests: one probed sandbox per test process, running Python code
//! and collecting what it printed, and finding a sandbox's processes from the host.

use std::io::{BufRead, BufReader, Read};
use std::path::PathBuf;
use std::process::ChildStdout;
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use sandpy_isolate::{Limits, Sandbox, SandboxConfig, SandboxExit, SandboxedChild, Walls};

/// The init program: `$SANDPY_ISOLATE_INIT` (the unprivileged run passes a copy it can
/// execute), else the one cargo built.
pub fn init_program() -> PathBuf {
    std::env::var_os("SANDPY_ISOLATE_INIT")
        .filter(|p| !p.is_empty())
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_sandpy-isolate-init")))
}

/// The configuration every test starts from.
pub fn config() -> SandboxConfig {
    SandboxConfig {
        interpreter: std::env::var_os("SANDPY_TEST_PYTHON").filter(|p| !p.is_empty()).map(PathBuf::from),
        init_program: Some(init_program()),
        ..SandboxConfig::default()
    }
}

/// The shared sandbox (probed once per test process).
pub fn sandbox() -> &'static Sandbox {
    static SANDBOX: OnceLock<Sandbox> = OnceLock::new();
    SANDBOX.get_or_init(|| Sandbox::new(config()).expect("the sandbox can be set up (run scripts/setup.sh)"))
}

/// The shared sandbox with other limits.
pub fn limited(edit: impl FnOnce(&mut Limits)) -> Sandbox {
    let mut limits = sandbox().config().limits.clone();
    edit(&mut limits);
    sandbox().with_limits(limits)
}

/// What a finished program left behind.
#[derive(Debug)]
pub struct Run {
    pub stdout: String,
    pub stderr: String,
    pub exit: SandboxExit,
    pub walls: Walls,
}

fn drain(mut reader: impl Read + Send + 'static) -> std::thread::JoinHandle<String> {
    std::thread::spawn(move || {
        let mut bytes = Vec::new();
        let _ = (&mut reader).take(4 << 20).read_to_end(&mut bytes);
        String::from_utf8_lossy(&bytes).into_owned()
    })
}

/// Runs `code` with `python -I -c` and waits (at most a minute) for it to end.
pub fn run_in(sandbox: &Sandbox, code: &str) -> Run {
    let child = sandbox.spawn(["-I", "-c", code]).expect("spawn");
    finish(child, Duration::from_secs(60))
}

/// Closes stdin, collects stdout and stderr and waits; kills and fails past `timeout`.
pub fn finish(mut child: SandboxedChild, timeout: Duration) -> Run {
    drop(child.stdin.take());
    let stdout = drain(child.stdout.take().expect("stdout"));
    let stderr = drain(child.stderr.take().expect("stderr"));
    let walls = child.walls().clone();
    let exit = child.wait_timeout(timeout).expect("wait");
    let timed_out = exit.is_none();
    let exit = match exit {
        Some(exit) => exit,
        None => child.kill().expect("kill"),
    };
    let run = Run { stdout: stdout.join().unwrap_or_default(), stderr: stderr.join().unwrap_or_default(), exit, walls };
    assert!(!timed_out, "the program did not end in {timeout:?}: {run:#?}");
    run
}

/// Runs `code` in the shared sandbox.
pub fn run(code: &str) -> Run {
    run_in(sandbox(), code)
}

/// Runs `code` and requires a clean exit; returns what it printed.
pub fn run_ok(code: &str) -> String {
    let run = run(code);
    assert_eq!(run.exit.code(), Some(0), "{run:#?}");
    run.stdout
}

/// Reads one line of the program's output.
pub fn read_line(stdout: &mut BufReader<ChildStdout>) -> String {
    let mut line = String::new();
    stdout.read_line(&mut line).expect("read a line");
    line
}

/// The PID namespace of a sandbox, as the host names it.
pub fn pid_namespace(child: &SandboxedChild) -> String {
    let link = format!("/proc/{}/ns/pid_for_children", child.id());
    std::fs::read_link(&link).expect("read the sandbox's pid namespace").to_string_lossy().into_owned()
}

/// Host pids of the processes in a PID namespace.
pub fn processes_in(namespace: &str) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else { return Vec::new() };
    entries
        .flatten()
        .filter_map(|entry| entry.file_name().to_str().and_then(|name| name.parse::<u32>().ok()))
        .filter(|pid| std::fs::read_link(format!("/proc/{pid}/ns/pid")).map(|link| link.to_string_lossy() == namespace).unwrap_or(false))
        .collect()
}

/// Waits (boundedly) until no process is left in the namespace; returns what is left.
pub fn wait_until_empty(namespace: &str, within: Duration) -> Vec<u32> {
    let deadline = Instant::now() + within;
    loop {
        let left = processes_in(namespace);
        if left.is_empty() || Instant::now() > deadline {
            return left;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// A new sandbox still works (after a bomb).
pub fn assert_a_new_sandbox_works() {
    assert_eq!(run_ok("print(6 * 7)"), "42\n");
}

//! Break-out attempts through `sandpy session --executor isolated`: the code a model would
//! write to read, write, connect, signal, escalate or exhaust its way out, sent over the
//! session protocol to the built binary, with the answers checked. Every bomb must be
//! contained and the session must answer its next run. As root (CI) the whole file runs
//! again as the unprivileged `sandpy-test` user (scripts/setup.sh), with Debian's
//! `/usr/bin/python3`. The sandbox's own tests (crates/sandpy-isolate/tests) try the same
//! walls without the kernel and the CLI in between.

mod common;

use std::io::ErrorKind;
use std::net::TcpListener;
use std::os::linux::net::SocketAddrExt;
use std::os::unix::net::{SocketAddr, UnixListener};
use std::path::{Path, PathBuf};
use std::process::Command;

use common::SessionProcess;
use serde_json::{json, Value};

/// The binary under test: `$SANDPY_TEST_SANDPY` (the unprivileged run passes a copy), else
/// the one cargo built.
fn sandpy() -> PathBuf {
    std::env::var_os("SANDPY_TEST_SANDPY")
        .filter(|p| !p.is_empty())
        .map(PathBuf::from)
        .unwrap_or_else(|| env!("CARGO_BIN_EXE_sandpy").into())
}

/// The interpreter: `$SANDPY_TEST_PYTHON`, else the real binary behind `python3`.
fn python() -> String {
    match std::env::var("SANDPY_TEST_PYTHON") {
        Ok(path) if !path.is_empty() => path,
        _ => {
            sandpy_kernel::interpreter::resolve(sandpy_kernel::interpreter::DEFAULT_PYTHON).expect("python3").to_string_lossy().into_owned()
        }
    }
}

/// A live `sandpy session --executor isolated` that may import anything (the walls, not
/// the import list, are under test).
struct Session(SessionProcess);

impl Session {
    fn start(extra: &[&str]) -> Session {
        let python = python();
        let mut command = Command::new(sandpy());
        command
            .args(["session", "--executor", "isolated", "--python", &python, "--authorized-imports", "*", "--timeout", "10"])
            .args(extra);
        Session(SessionProcess::spawn(command))
    }

    fn send(&mut self, request: Value) {
        self.0.send(&request);
    }

    fn recv(&mut self) -> Value {
        self.0.recv()
    }

    fn run(&mut self, code: &str) -> Value {
        self.0.run(code)
    }

    /// The output of a run that must succeed.
    fn value(&mut self, code: &str) -> Value {
        let response = self.run(code);
        assert_eq!(response["ok"], json!(true), "{code}\n{response:#}");
        response["output"].clone()
    }

    /// The error of a run that must fail.
    fn error(&mut self, code: &str) -> Value {
        let response = self.run(code);
        assert_eq!(response["ok"], json!(false), "{code}\n{response:#}");
        response["error"].clone()
    }

    /// The session answers a plain run after whatever came before.
    fn answers(&mut self) {
        assert_eq!(self.value("6 * 7"), json!(42), "the session answers its next run");
    }

    fn finish(mut self) {
        self.0.stdin.take();
        let status = self.0.child.wait().expect("wait for the session");
        assert!(status.success(), "the session exited with {status}");
    }
}

#[test]
fn host_files_outside_the_view_cannot_be_read() {
    let pid = std::process::id();
    let tmp_secret = std::env::temp_dir().join(format!("sandpy-cli-secret-{pid}"));
    std::fs::write(&tmp_secret, "host secret").expect("write a secret in the host's tmp");
    let home_secret = std::env::var_os("HOME")
        .map(|home| PathBuf::from(home).join(format!(".sandpy-cli-secret-{pid}")))
        .filter(|path| std::fs::write(path, "home secret").is_ok());
    let mut paths: Vec<String> = vec![
        concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml").into(),
        env!("CARGO_MANIFEST_DIR").into(),
        "/etc/shadow".into(),
        "/etc/hostname".into(),
        "/root".into(),
        "/home".into(),
        "/sys/kernel".into(),
        "/proc/kcore".into(),
        "/proc/1/environ".into(),
        "/var/log".into(),
        tmp_secret.to_string_lossy().into(),
    ];
    if let Some(home) = std::env::var_os("HOME") {
        paths.push(home.to_string_lossy().into());
    }
    paths.extend(home_secret.iter().map(|p| p.to_string_lossy().into_owned()));
    let mut session = Session::start(&[]);
    session.send(json!({ "op": "send_variables", "variables": { "paths": paths } }));
    assert_eq!(session.recv()["ok"], json!(true));
    let read = session.value(
        "import os\nread = []\nfor path in paths:\n    try:\n        os.listdir(path) if os.path.isdir(path) else open(path, 'rb').read(1)\n        read.append(path)\n    except OSError:\n        pass\nread",
    );
    let _ = std::fs::remove_file(&tmp_secret);
    if let Some(path) = home_secret {
        let _ = std::fs::remove_file(path);
    }
    assert_eq!(read, json!([]), "read host paths");
    session.finish();
}

#[test]
fn nothing_outside_tmp_can_be_written() {
    let mut session = Session::start(&[]);
    let written = session.value(
        r#"import os, sys
wrote = []
for target in ["/etc/passwd", "/etc/new", "/new", "/usr/new", "/dev/new", "/proc/new", sys.executable,
               os.__file__, os.path.join(os.path.dirname(os.__file__), "new.py"), "/proc/self/oom_score_adj"]:
    try:
        with open(target, "ab") as f:
            f.write(b"x")
        wrote.append(target)
    except OSError:
        pass
for name, attempt in [("mkdir", lambda: os.mkdir("/usr/newdir")), ("chmod", lambda: os.chmod(os.__file__, 0o777)),
                      ("symlink", lambda: os.symlink("/tmp", "/etc/link")), ("unlink", lambda: os.unlink("/etc/passwd"))]:
    try:
        attempt()
        wrote.append(name)
    except OSError:
        pass
with open("/tmp/fine", "w") as f:
    f.write("fine")
wrote, open("/tmp/fine").read(), os.getcwd()"#,
    );
    assert_eq!(written, json!([[], "fine", "/tmp"]));
    session.finish();
}

#[test]
fn another_session_cannot_see_or_touch_a_live_session() {
    let mut first = Session::start(&[]);
    assert_eq!(first.value("import os\nopen('/tmp/secret-of-the-first', 'w').write('first')\nos.getpid()"), json!(2));
    let mut second = Session::start(&[]);
    let seen = second.value(
        r#"import os, signal
try:
    open("/tmp/secret-of-the-first").read()
    secret = "READ"
except OSError as e:
    secret = type(e).__name__
signalled = []
for pid in range(2, 400):  # 1 is the sandbox's own init
    if pid == os.getpid():
        continue
    try:
        os.kill(pid, signal.SIGKILL)
        signalled.append(pid)
    except OSError:
        pass
secret, os.listdir("/tmp"), sorted(int(p) for p in os.listdir("/proc") if p.isdigit()), signalled"#,
    );
    assert_eq!(seen, json!(["FileNotFoundError", [], [2], []]));
    assert_eq!(first.value("open('/tmp/secret-of-the-first').read()"), json!("first"), "the first session is untouched");
    first.finish();
    second.finish();
}

#[test]
fn no_socket_of_the_host_can_be_reached() {
    let pid = std::process::id();
    let tcp4 = TcpListener::bind("127.0.0.1:0").expect("listen on 127.0.0.1");
    tcp4.set_nonblocking(true).expect("nonblocking");
    let tcp6 = TcpListener::bind("[::1]:0").ok();
    let port6 = tcp6.as_ref().and_then(|l| l.local_addr().ok()).map_or(0, |a| a.port());
    let socket_path = std::env::temp_dir().join(format!("sandpy-cli-test-{pid}.sock"));
    let _ = std::fs::remove_file(&socket_path);
    let unix = UnixListener::bind(&socket_path).expect("listen on a unix socket file");
    unix.set_nonblocking(true).expect("nonblocking");
    let abstract_name = format!("sandpy-cli-test-{pid}");
    let abstract_listener =
        UnixListener::bind_addr(&SocketAddr::from_abstract_name(abstract_name.as_bytes()).expect("address")).expect("abstract socket");
    abstract_listener.set_nonblocking(true).expect("nonblocking");
    let mut session = Session::start(&[]);
    let code = format!(
        r#"import socket
def attempt(family, address, kind=socket.SOCK_STREAM):
    s = socket.socket(family, kind)
    s.settimeout(3)
    try:
        s.connect(address)
        if kind == socket.SOCK_DGRAM:
            s.send(b"x")
        return "CONNECTED"
    except OSError as e:
        return type(e).__name__
    finally:
        s.close()
results = [attempt(socket.AF_INET, ("127.0.0.1", {port4})),
           attempt(socket.AF_INET, ("127.0.0.1", {port4}), socket.SOCK_DGRAM),
           attempt(socket.AF_UNIX, {socket_path:?}),
           attempt(socket.AF_UNIX, "\0" + {abstract_name:?}),
           attempt(socket.AF_INET, ("1.1.1.1", 53))]
if {port6}:
    results.append(attempt(socket.AF_INET6, ("::1", {port6}, 0, 0)))
"CONNECTED" in results, len(results)"#,
        port4 = tcp4.local_addr().expect("address").port(),
        socket_path = socket_path.to_string_lossy(),
    );
    let answer = session.value(&code);
    let _ = std::fs::remove_file(&socket_path);
    assert_eq!(answer, json!([false, if port6 != 0 { 6 } else { 5 }]));
    let mut accepted = vec![tcp4.accept().map(drop), unix.accept().map(drop), abstract_listener.accept().map(drop)];
    if let Some(tcp6) = tcp6 {
        tcp6.set_nonblocking(true).expect("nonblocking");
        accepted.push(tcp6.accept().map(drop));
    }
    for result in accepted {
        assert_eq!(result.err().map(|e| e.kind()), Some(ErrorKind::WouldBlock), "a host listener got a connection");
    }
    session.finish();
}

#[test]
fn host_processes_and_their_proc_entries_are_out_of_reach() {
    let mut session = Session::start(&[]);
    // The test, the CLI, and the host's init as the host numbers them (pid 1 inside is the
    // sandbox's own init, which the code may signal to no effect: below).
    let host_pids = [std::process::id(), session.0.child.id(), std::os::unix::process::parent_id()];
    let code = format!(
        r#"import os, signal
found = []
for pid in {host_pids:?}:
    try:
        os.kill(pid, 0)
        found.append(("signal", pid))
    except ProcessLookupError:
        pass
    for name in ["environ", "cmdline", "status", "mem"]:
        try:
            open("/proc/%d/%s" % (pid, name), "rb").read(1)
            found.append((name, pid))
        except OSError:
            pass
found, sorted(int(p) for p in os.listdir("/proc") if p.isdigit())"#
    );
    assert_eq!(session.value(&code), json!([[], [2]]), "only the kernel itself is listed, not even the sandbox's init");
    session.value("import os, signal\nos.kill(1, signal.SIGKILL)\nos.kill(1, signal.SIGTERM)");
    session.answers();
    session.finish();
}

#[test]
fn privileges_and_mounts_cannot_be_gained() {
    let mut session = Session::start(&[]);
    let answer = session.value(
        r#"import ctypes, errno, os, socket
libc = ctypes.CDLL(None, use_errno=True)
gained = []
for name, attempt in [("setuid", lambda: os.setuid(0)), ("setgid", lambda: os.setgid(0)),
                      ("setgroups", lambda: os.setgroups([0])), ("chroot", lambda: os.chroot("/tmp")),
                      ("sethostname", lambda: socket.sethostname("x"))]:
    try:
        attempt()
        gained.append(name)
    except OSError:
        pass
calls = []
for call in [lambda: libc.mount(b"none", b"/tmp", b"tmpfs", 0, None), lambda: libc.umount2(b"/proc", 2),
             lambda: libc.unshare(0x10000000), lambda: libc.setns(0, 0)]:
    ctypes.set_errno(0)
    calls.append((call(), errno.errorcode.get(ctypes.get_errno())))
status = dict(line.split(":", 1) for line in open("/proc/self/status").read().splitlines() if ":" in line)
(os.getuid(), os.geteuid(), gained, calls,
 [status[k].strip() for k in ["CapInh", "CapPrm", "CapEff", "CapBnd", "CapAmb", "NoNewPrivs", "Seccomp"]])"#,
    );
    let zero = "0000000000000000";
    assert_eq!(answer[0], json!(1000));
    assert_eq!(answer[1], json!(1000));
    assert_eq!(answer[2], json!([]), "{answer}");
    assert_eq!(answer[3], json!([[-1, "EPERM"], [-1, "EPERM"], [-1, "EPERM"], [-1, "EPERM"]]), "{answer}");
    let status = &answer[4];
    for (index, name) in ["CapInh", "CapPrm", "CapEff"].iter().enumerate() {
        assert_eq!(status[index], json!(zero), "{name}: {answer}");
    }
    assert_eq!(status[4], json!(zero), "CapAmb: {answer}");
    assert_eq!((&status[5], &status[6]), (&json!("1"), &json!("2")), "NoNewPrivs and Seccomp: {answer}");
    session.finish();
}

/// x86-64 system call numbers.
#[cfg(target_arch = "x86_64")]
#[test]
fn denied_system_calls_fail_through_ctypes() {
    let mut session = Session::start(&[]);
    let answer = session.value(
        r#"import ctypes, errno
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
def call(number, *args):
    args = [ctypes.c_long(a) for a in args] + [ctypes.c_long(0)] * (6 - len(args))
    ctypes.set_errno(0)
    result = libc.syscall(ctypes.c_long(number), *args)
    return result, errno.errorcode.get(ctypes.get_errno(), ctypes.get_errno())
calls = {"ptrace": (101,), "process_vm_readv": (310,), "pidfd_getfd": (438,), "mount": (165,), "pivot_root": (155,),
         "fsopen": (430,), "open_tree": (428,), "unshare": (272,), "setns": (308,), "bpf": (321,),
         "perf_event_open": (298,), "userfaultfd": (323,), "io_uring_setup": (425,), "keyctl": (250,),
         "add_key": (248,), "kexec_load": (246,), "init_module": (175,), "finit_module": (313,), "reboot": (169,),
         "open_by_handle_at": (304,), "shmget": (29,), "msgget": (68,), "swapon": (167,), "settimeofday": (164,),
         "clone-newuser": (56, 0x10000000 | 17), "ioctl-tiocsti": (16, 0, 0x5412, 0)}
answers = {name: call(*args) for name, args in calls.items()}
answers["clone3"] = call(435)
answers["socket-netlink"] = call(41, 16, 3, 0)
answers"#,
    );
    let answers = answer.as_object().expect("a dict of answers");
    assert_eq!(answers.len(), 28, "{answer}");
    for (name, result) in answers {
        let expected = match name.as_str() {
            "clone3" => "ENOSYS",
            "socket-netlink" => "EAFNOSUPPORT",
            _ => "EPERM",
        };
        assert_eq!(result, &json!([-1, expected]), "{name}");
    }
    session.answers();
    session.finish();
}

#[test]
fn bombs_are_contained_and_the_session_answers_its_next_run() {
    let mut session = Session::start(&["--max-memory", "268435456"]);
    session.value("import os, threading, time, signal\nkept = 'state'");
    // Fork bomb: the process limit stops it; each child ends with its copy of the run.
    let e = session.error("while True:\n    os.fork()");
    assert_eq!(e["type"], json!("BlockingIOError"), "{e:#}");
    session.answers();
    // Memory bomb: the limit (cgroup: OOM kill and a fresh kernel; rlimit: MemoryError).
    let e = session.error("hog = []\nwhile True:\n    hog.append(bytearray(64 << 20))");
    assert!(e["type"] == json!("MemoryError") || e["kind"] == json!("limit"), "{e:#}");
    session.answers();
    session.value("import os, threading, time, signal\nhog = None");
    // Disk filling: the file size limit (EFBIG) and the tmpfs size (ENOSPC).
    let e = session.error("f = open('/tmp/fill', 'wb')\nwhile True:\n    f.write(b'x' * (1 << 20))");
    assert_eq!(e["type"], json!("OSError"), "{e:#}");
    let e = session.error(
        "f.close()\nn = 0\nwhile True:\n    with open('/tmp/fill%d' % n, 'wb') as g:\n        g.write(b'x' * (8 << 20))\n    n += 1",
    );
    assert_eq!(e["type"], json!("OSError"), "{e:#}");
    assert!(e["message"].as_str().is_some_and(|m| m.contains("No space left")), "{e:#}");
    session.value("for name in os.listdir('/tmp'):\n    os.remove('/tmp/' + name)");
    session.answers();
    // Thread flood.
    let e = session.error("while True:\n    threading.Thread(target=time.sleep, args=(3600,), daemon=True).start()");
    assert_eq!(e["type"], json!("RuntimeError"), "{e:#}");
    session.answers();
    // Descriptor flood: the error is still reported in full, and the state survives.
    let e = session.error("files = []\nwhile True:\n    files.append(open('/dev/null'))");
    assert!(e["message"].as_str().is_some_and(|m| m.contains("Too many open files")), "{e:#}");
    session.answers();
    session.value("for f in files:\n    f.close()\nfiles = None");
    // A loop that ignores SIGINT: killed at the timeout, a fresh kernel answers.
    let e = session.error("signal.signal(signal.SIGINT, signal.SIG_IGN)\nwhile True:\n    pass");
    assert_eq!(e["type"], json!("TimeoutError"), "{e:#}");
    assert!(e["message"].as_str().is_some_and(|m| m.contains("lost")), "{e:#}");
    session.answers();
    session.finish();
    // The host is unharmed: it still forks.
    assert!(Command::new("true").status().expect("the host can still start processes").success());
}

#[test]
fn numpy_imports_and_works() {
    let mut session = Session::start(&[]);
    let answer = session.value("import numpy as np\na = np.arange(12.0).reshape(3, 4)\n[float(a.sum()), float(np.linalg.inv(np.eye(3) * 2).trace()), list((a @ a.T).shape)]");
    assert_eq!(answer, json!([66.0, 1.5, [3, 3]]));
    session.finish();
}

#[test]
fn tools_round_trip_with_keyword_arguments_values_and_exceptions() {
    let mut session = Session::start(&["--tool", "lookup"]);
    session.send(json!({ "op": "run", "code": "r = lookup('Paris', unit='F', extra={'pair': (1, 2)})\n(r['temp'], r['tags'])" }));
    let call = session.recv();
    assert_eq!(
        call,
        json!({ "event": "tool_call", "id": 1, "name": "lookup", "args": ["Paris"], "kwargs": { "unit": "F", "extra": { "pair": [1, 2] } } })
    );
    session.send(json!({ "op": "tool_result", "id": 1, "value": { "temp": 21.5, "tags": ["mild"] } }));
    let response = session.recv();
    assert_eq!(response["output"], json!([21.5, ["mild"]]), "{response:#}");
    session.send(json!({ "op": "run", "code": "try:\n    lookup('Atlantis')\nexcept KeyError as e:\n    caught = str(e)\ncaught" }));
    assert_eq!(session.recv()["event"], json!("tool_call"));
    session.send(json!({ "op": "tool_error", "id": 2, "type": "KeyError", "message": "no such city" }));
    assert_eq!(session.recv()["output"], json!("'no such city'"));
    session.send(json!({ "op": "run", "code": "lookup('Mu')" }));
    assert_eq!(session.recv()["event"], json!("tool_call"));
    session.send(json!({ "op": "tool_error", "id": 3, "type": "QuotaError", "message": "later" }));
    let e = session.recv()["error"].clone();
    assert_eq!(
        (&e["type"], &e["rendered"]),
        (&json!("QuotaError"), &json!("Code execution failed at line 'lookup('Mu')' due to: QuotaError: later"))
    );
    // From a thread pool: each call gets its own answer, whatever order the host sees them in.
    session.send(json!({ "op": "run", "code": "from concurrent.futures import ThreadPoolExecutor\nwith ThreadPoolExecutor(4) as pool:\n    got = list(pool.map(lambda n: lookup(n, unit='K'), range(6)))\ngot" }));
    for _ in 0..6 {
        let call = session.recv();
        assert_eq!(call["event"], json!("tool_call"), "{call}");
        session.send(json!({ "op": "tool_result", "id": call["id"], "value": call["args"][0] }));
    }
    assert_eq!(session.recv()["output"], json!([0, 1, 2, 3, 4, 5]));
    session.finish();
}

/// Runs every other test of this file again as the unprivileged `sandpy-test` user. The
/// binaries are linked (or copied) into a fresh world-readable directory first: the
/// checkout may live where that user cannot reach it (/root is 700).
#[test]
fn unprivileged_the_walls_hold_for_an_unprivileged_user() {
    use std::os::unix::fs::PermissionsExt;
    const USER: &str = "sandpy-test";
    if !nix_is_root() {
        return;
    }
    assert!(Command::new("id").arg(USER).output().is_ok_and(|o| o.status.success()), "the {USER} user is missing: run scripts/setup.sh");
    let dir = std::env::temp_dir().join(format!("sandpy-cli-unprivileged-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir(&dir).expect("a directory for the binaries");
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o755)).expect("chmod");
    let place = |from: &Path, name: &str| -> PathBuf {
        let to = dir.join(name);
        if std::fs::hard_link(from, &to).is_err() {
            std::fs::copy(from, &to).expect("copy a binary");
        }
        std::fs::set_permissions(&to, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        to
    };
    let built = PathBuf::from(env!("CARGO_BIN_EXE_sandpy"));
    let init = built.with_file_name("sandpy-isolate-init");
    let binary = place(&built, "sandpy");
    place(&init, "sandpy-isolate-init");
    let tests = place(&std::env::current_exe().expect("this test binary"), "isolated-walls");
    let output = Command::new("runuser")
        .args(["-u", USER, "--", "env", "-i", "PATH=/usr/bin:/bin", "SANDPY_TEST_PYTHON=/usr/bin/python3"])
        .arg(format!("SANDPY_TEST_SANDPY={}", binary.display()))
        .arg(&tests)
        .args(["--skip", "unprivileged_", "--test-threads", "2"])
        .current_dir("/")
        .output()
        .expect("run the tests as the unprivileged user");
    let _ = std::fs::remove_dir_all(&dir);
    let stdout = String::from_utf8_lossy(&output.stdout);
    println!("{stdout}");
    assert!(output.status.success(), "the walls failed as {USER}:\n{stdout}\n{}", String::from_utf8_lossy(&output.stderr));
    assert!(stdout.contains("test result: ok") && !stdout.contains("ok. 0 passed"), "{stdout}");
}

fn nix_is_root() -> bool {
    Command::new("id").arg("-u").output().is_ok_and(|o| String::from_utf8_lossy(&o.stdout).trim() == "0")
}

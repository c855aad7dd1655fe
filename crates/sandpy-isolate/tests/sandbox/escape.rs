//! Break-out attempts: each test runs real Python inside a sandbox that tries to reach
//! something of the host (files, sockets, processes, privileges, refused system calls) and
//! checks that every attempt failed, and failed for the expected reason.

use std::io::{BufReader, ErrorKind, Write};
use std::net::TcpListener;
use std::os::linux::net::SocketAddrExt;
use std::os::unix::net::{SocketAddr, UnixListener};

use crate::common::{read_line, run_ok, sandbox};

fn lines_starting(out: &str, prefix: &str) -> Vec<String> {
    out.lines().filter(|line| line.starts_with(prefix)).map(str::to_owned).collect()
}

#[test]
fn host_files_outside_the_view_cannot_be_read() {
    let pid = std::process::id();
    let host_tmp_secret = std::env::temp_dir().join(format!("sandpy-isolate-secret-{pid}"));
    std::fs::write(&host_tmp_secret, "host secret").expect("write a host secret");
    let home_secret = std::env::var_os("HOME")
        .map(std::path::PathBuf::from)
        .map(|home| home.join(format!(".sandpy-isolate-secret-{pid}")))
        .filter(|path| std::fs::write(path, "home secret").is_ok());
    let mut paths = vec![
        concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml").to_owned(),
        env!("CARGO_MANIFEST_DIR").to_owned(),
        "/work".to_owned(),
        "/etc/shadow".to_owned(),
        "/etc/hostname".to_owned(),
        "/etc/os-release".to_owned(),
        "/etc/ssh".to_owned(),
        "/root/.bashrc".to_owned(),
        "/root/.ssh".to_owned(),
        "/home".to_owned(),
        "/sys/kernel".to_owned(),
        "/boot".to_owned(),
        "/var/log".to_owned(),
        "/proc/kcore".to_owned(),
        "/proc/sys/kernel/hostname".to_owned(),
        "/proc/meminfo".to_owned(),
        "/dev/mem".to_owned(),
        "/dev/sda".to_owned(),
        host_tmp_secret.to_string_lossy().into_owned(),
    ];
    paths.extend(home_secret.iter().map(|p| p.to_string_lossy().into_owned()));
    let out = run_ok(&format!(
        r#"
import os
for path in {paths:?}:
    try:
        if os.path.isdir(path):
            os.listdir(path)
        else:
            open(path, "rb").read(1)
        print("READ", path)
    except OSError as e:
        print("DENIED", path, type(e).__name__)
print("etc", sorted(os.listdir("/etc")))
"#
    ));
    let _ = std::fs::remove_file(&host_tmp_secret);
    if let Some(path) = home_secret {
        let _ = std::fs::remove_file(path);
    }
    assert!(lines_starting(&out, "READ").is_empty(), "{out}");
    assert_eq!(lines_starting(&out, "DENIED").len(), paths.len(), "{out}");
    let etc = lines_starting(&out, "etc ");
    assert_eq!(etc, vec!["etc ['group', 'hosts', 'ld.so.cache', 'passwd']".to_owned()], "{out}");
}

#[test]
fn nothing_outside_tmp_can_be_written() {
    let out = run_ok(
        r#"
import os, sys
targets = ["/etc/passwd", "/etc/new", "/new", "/usr/new", "/dev/new", "/proc/new", "/.sandpy/init",
           sys.executable, os.__file__, os.path.join(os.path.dirname(os.__file__), "new.py"),
           "/proc/self/oom_score_adj", "/proc/sys/kernel/hostname"]
for target in targets:
    try:
        with open(target, "ab") as f:
            f.write(b"x")
        print("WROTE", target)
    except OSError as e:
        print("DENIED", target, type(e).__name__)
for name, attempt in [("rename", lambda: os.rename(os.__file__, "/tmp/os.py")),
                      ("chmod", lambda: os.chmod(os.__file__, 0o777)),
                      ("mkdir", lambda: os.mkdir("/usr/newdir")),
                      ("symlink", lambda: os.symlink("/tmp", "/etc/link")),
                      ("unlink", lambda: os.unlink("/etc/passwd"))]:
    try:
        attempt()
        print("WROTE", name)
    except OSError as e:
        print("DENIED", name, type(e).__name__)
with open("/tmp/fine", "w") as f:
    f.write("fine")
os.mkdir("/tmp/dir")
os.rename("/tmp/fine", "/tmp/dir/fine")
print("tmp", open("/tmp/dir/fine").read(), os.getcwd())
"#,
    );
    assert!(lines_starting(&out, "WROTE").is_empty(), "{out}");
    assert_eq!(lines_starting(&out, "DENIED").len(), 17, "{out}");
    assert!(out.contains("tmp fine /tmp"), "{out}");
}

#[test]
fn no_socket_of_the_host_can_be_reached() {
    let pid = std::process::id();
    let tcp4 = TcpListener::bind("127.0.0.1:0").expect("listen on 127.0.0.1");
    tcp4.set_nonblocking(true).expect("nonblocking");
    let port4 = tcp4.local_addr().expect("addr").port();
    let tcp6 = TcpListener::bind("[::1]:0").ok();
    let port6 = tcp6.as_ref().and_then(|l| l.local_addr().ok()).map(|a| a.port()).unwrap_or(0);
    let socket_path = std::env::temp_dir().join(format!("sandpy-isolate-test-{pid}.sock"));
    let _ = std::fs::remove_file(&socket_path);
    let unix = UnixListener::bind(&socket_path).expect("listen on a unix socket file");
    unix.set_nonblocking(true).expect("nonblocking");
    let abstract_name = format!("sandpy-isolate-test-{pid}");
    let abstract_addr = SocketAddr::from_abstract_name(abstract_name.as_bytes()).expect("abstract address");
    let abstract_listener = UnixListener::bind_addr(&abstract_addr).expect("listen on an abstract socket");
    abstract_listener.set_nonblocking(true).expect("nonblocking");
    let out = run_ok(&format!(
        r#"
import socket, errno
def attempt(label, family, address, kind=socket.SOCK_STREAM):
    s = socket.socket(family, kind)
    s.settimeout(3)
    try:
        s.connect(address)
        if kind == socket.SOCK_DGRAM:
            s.send(b"x")
        print("CONNECTED", label)
    except OSError as e:
        print("REFUSED", label, errno.errorcode.get(e.errno, e.errno))
    finally:
        s.close()
attempt("tcp4", socket.AF_INET, ("127.0.0.1", {port4}))
attempt("udp4", socket.AF_INET, ("127.0.0.1", {port4}), socket.SOCK_DGRAM)
if {port6}:
    attempt("tcp6", socket.AF_INET6, ("::1", {port6}, 0, 0))
attempt("unix", socket.AF_UNIX, {socket_path:?})
attempt("abstract", socket.AF_UNIX, "\0" + {abstract_name:?})
try:
    s = socket.socket()
    s.bind(("0.0.0.0", 8080))
    s.listen()
    print("LISTENING")
except OSError as e:
    print("NO LISTEN", errno.errorcode.get(e.errno, e.errno))
print("interfaces", [line.split(":")[0].strip() for line in open("/proc/self/net/dev").read().splitlines()[2:]])
"#,
        socket_path = socket_path.to_string_lossy()
    ));
    let _ = std::fs::remove_file(&socket_path);
    assert!(lines_starting(&out, "CONNECTED").is_empty(), "{out}");
    assert!(!out.contains("LISTENING"), "{out}");
    assert_eq!(lines_starting(&out, "REFUSED").len(), if port6 != 0 { 5 } else { 4 }, "{out}");
    assert!(out.contains("interfaces ['lo']"), "only an isolated loopback exists: {out}");
    for (name, result) in
        [("tcp4", tcp4.accept().map(|_| ())), ("unix", unix.accept().map(|_| ())), ("abstract", abstract_listener.accept().map(|_| ()))]
    {
        assert_eq!(result.err().map(|e| e.kind()), Some(ErrorKind::WouldBlock), "{name} listener got a connection");
    }
    if let Some(tcp6) = tcp6 {
        tcp6.set_nonblocking(true).expect("nonblocking");
        assert_eq!(tcp6.accept().err().map(|e| e.kind()), Some(ErrorKind::WouldBlock), "tcp6 listener got a connection");
    }
}

#[test]
fn host_processes_cannot_be_seen_signalled_or_read() {
    let host_pid = std::process::id();
    let out = run_ok(&format!(
        r#"
import os, signal, time
try:
    os.kill({host_pid}, 0)
    print("SIGNALLED host")
except ProcessLookupError:
    print("no such process")
except PermissionError:
    print("DENIED signal")
for name in ["environ", "cmdline", "status", "mem", "root"]:
    try:
        path = "/proc/{host_pid}/" + name
        os.listdir(path) if name == "root" else open(path, "rb").read(1)
        print("READ host", name)
    except OSError as e:
        print("DENIED host", name, type(e).__name__)
for name in ["environ", "mem", "maps", "root"]:
    try:
        path = "/proc/1/" + name
        os.listdir(path) if name == "root" else open(path, "rb").read(1)
        print("READ init", name)
    except OSError as e:
        print("DENIED init", name, type(e).__name__)
print("pids", sorted(int(p) for p in os.listdir("/proc") if p.isdigit()), os.getpid(), os.getppid())
os.kill(1, signal.SIGKILL)
os.kill(1, signal.SIGTERM)
time.sleep(0.2)
print("still alive")
"#
    ));
    assert!(out.contains("no such process"), "{out}");
    assert!(lines_starting(&out, "READ").is_empty(), "{out}");
    assert_eq!(lines_starting(&out, "DENIED").len(), 9, "{out}");
    // PID 1 is not even listed: /proc hides processes the program may not inspect.
    assert!(out.contains("pids [2] 2 1"), "the sandbox sees only itself: {out}");
    assert!(out.contains("still alive"), "{out}");
}

#[test]
fn privileges_cannot_be_gained() {
    let out = run_ok(
        r#"
import ctypes, errno, os, socket
libc = ctypes.CDLL(None, use_errno=True)
print("ids", os.getuid(), os.geteuid(), os.getgid(), os.getgroups())
for name, attempt in [("setuid", lambda: os.setuid(0)), ("seteuid", lambda: os.seteuid(0)),
                      ("setgid", lambda: os.setgid(0)), ("setgroups", lambda: os.setgroups([0])),
                      ("chroot", lambda: os.chroot("/tmp")), ("sethostname", lambda: socket.sethostname("x"))]:
    try:
        attempt()
        print("GAINED", name)
    except OSError as e:
        print("DENIED", name, errno.errorcode.get(e.errno, e.errno))
for call in [lambda: libc.mount(b"none", b"/tmp", b"tmpfs", 0, None),
             lambda: libc.umount2(b"/proc", 2),
             lambda: libc.unshare(0x10000000)]:
    ctypes.set_errno(0)
    print("call", call(), errno.errorcode.get(ctypes.get_errno()))
status = dict(line.split(":", 1) for line in open("/proc/self/status").read().splitlines() if ":" in line)
for key in ["CapInh", "CapPrm", "CapEff", "CapAmb", "NoNewPrivs", "Seccomp"]:
    print(key, status[key].strip())
"#,
    );
    assert!(out.contains("ids 1000 1000 1000"), "{out}");
    assert!(lines_starting(&out, "GAINED").is_empty(), "{out}");
    assert_eq!(lines_starting(&out, "DENIED").len(), 6, "{out}");
    assert_eq!(lines_starting(&out, "call"), vec!["call -1 EPERM"; 3], "{out}");
    for key in ["CapInh", "CapPrm", "CapEff", "CapAmb"] {
        assert!(out.contains(&format!("{key} 0000000000000000")), "{key}: {out}");
    }
    assert!(out.contains("NoNewPrivs 1"), "{out}");
    assert!(out.contains("Seccomp 2"), "{out}");
}

/// x86-64 system call numbers: the filter is per architecture, and so is this test.
#[cfg(target_arch = "x86_64")]
#[test]
fn denied_system_calls_fail_with_eperm() {
    let out = run_ok(
        r#"
import ctypes, errno
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
def call(name, number, *args):
    args = [ctypes.c_long(a) for a in args] + [ctypes.c_long(0)] * (6 - len(args))
    ctypes.set_errno(0)
    result = libc.syscall(ctypes.c_long(number), *args)
    print(name, result, errno.errorcode.get(ctypes.get_errno(), ctypes.get_errno()))
for name, number in [("ptrace", 101), ("process_vm_readv", 310), ("process_vm_writev", 311), ("kcmp", 312),
                     ("pidfd_getfd", 438), ("mount", 165), ("umount2", 166), ("pivot_root", 155),
                     ("chroot", 161), ("open_tree", 428), ("move_mount", 429), ("fsopen", 430),
                     ("fsmount", 432), ("fspick", 433), ("mount_setattr", 442), ("unshare", 272),
                     ("setns", 308), ("bpf", 321), ("perf_event_open", 298), ("userfaultfd", 323),
                     ("io_uring_setup", 425), ("io_uring_enter", 426), ("io_uring_register", 427),
                     ("keyctl", 250), ("add_key", 248), ("request_key", 249), ("fanotify_init", 300),
                     ("open_by_handle_at", 304), ("name_to_handle_at", 303), ("shmget", 29),
                     ("msgget", 68), ("kexec_load", 246), ("kexec_file_load", 320), ("init_module", 175),
                     ("finit_module", 313), ("delete_module", 176), ("reboot", 169), ("swapon", 167),
                     ("swapoff", 168), ("acct", 163), ("settimeofday", 164), ("clock_settime", 227),
                     ("adjtimex", 159), ("syslog", 103), ("iopl", 172), ("ioperm", 173)]:
    call(name, number)
call("clone-newuser", 56, 0x10000000 | 17)
call("clone-newns", 56, 0x00020000 | 17)
call("personality-no-aslr", 135, 0x0040000)
call("ioctl-tiocsti", 16, 0, 0x5412, 0)
call("clone3", 435)
call("socket-netlink", 41, 16, 3, 0)
call("socket-packet", 41, 17, 3, 0)
"#,
    );
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 53, "{out}");
    for line in &lines {
        let expected = match line.split(' ').next() {
            Some("clone3") => "-1 ENOSYS",
            Some(name) if name.starts_with("socket-") => "-1 EAFNOSUPPORT",
            _ => "-1 EPERM",
        };
        assert!(line.ends_with(expected), "{line} (expected {expected})\n{out}");
    }
    // Every name the crate documents as refused was tried.
    for name in sandpy_isolate::denied_syscalls() {
        let tried = [
            "lookup_dcookie",
            "process_madvise",
            "quotactl",
            "quotactl_fd",
            "clock_adjtime",
            "vhangup",
            "uselib",
            "ustat",
            "sysfs",
            "nfsservctl",
            "sethostname",
            "setdomainname",
            "move_pages",
            "migrate_pages",
            "fsconfig",
        ];
        assert!(lines.iter().any(|line| line.starts_with(&format!("{name} "))) || tried.contains(&name), "{name} is not tried");
    }
}

#[test]
fn another_live_sandbox_stays_out_of_reach() {
    let mut first = sandbox()
        .spawn([
            "-I",
            "-c",
            "import os, sys; open('/tmp/secret-of-the-first', 'w').write('first'); print(os.getpid(), flush=True); sys.stdin.read()",
        ])
        .expect("spawn the first sandbox");
    let mut first_out = BufReader::new(first.stdout.take().expect("stdout"));
    assert_eq!(read_line(&mut first_out), "2\n");
    let out = run_ok(
        r#"
import os
try:
    print("READ", open("/tmp/secret-of-the-first").read())
except OSError as e:
    print("DENIED", type(e).__name__)
print("tmp", os.listdir("/tmp"), "pids", sorted(int(p) for p in os.listdir("/proc") if p.isdigit()))
"#,
    );
    assert!(out.contains("DENIED FileNotFoundError"), "{out}");
    assert!(out.contains("tmp [] pids [2]"), "{out}");
    first.stdin.take().expect("stdin").write_all(b"bye").expect("write");
    let exit = first.wait().expect("wait");
    assert_eq!(exit.code(), Some(0), "{exit:?}");
}

#[test]
fn the_environment_is_scrubbed() {
    let out = run_ok("import os, socket; print(sorted(os.environ.items())); print(socket.gethostname())");
    assert!(!out.contains("CARGO"), "{out}");
    assert!(!out.contains("RUST"), "{out}");
    assert!(out.contains("('HOME', '/tmp')"), "{out}");
    assert!(out.contains("('PYTHONDONTWRITEBYTECODE', '1')"), "{out}");
    assert!(out.ends_with("sandbox\n"), "{out}");
}

#[test]
fn cgroup_paths_of_the_host_are_not_visible() {
    // The cgroup namespace's root is the sandbox's own cgroup (or the host's, without
    // cgroups): every hierarchy reads "/", naming neither the host's cgroups nor its pid.
    let out = run_ok("print(open('/proc/self/cgroup').read())");
    let lines: Vec<&str> = out.lines().filter(|line| !line.is_empty()).collect();
    assert!(!lines.is_empty(), "{out}");
    assert!(lines.iter().all(|line| line.ends_with(":/")), "{out}");
}

#[test]
fn descriptors_the_host_leaves_inheritable_do_not_reach_the_program() {
    // A careless host: a directory descriptor without close-on-exec would let openat() walk
    // the host's filesystem from inside.
    let leaked = std::fs::File::open(env!("CARGO_MANIFEST_DIR")).expect("open a host directory");
    nix::fcntl::fcntl(&leaked, nix::fcntl::FcntlArg::F_SETFD(nix::fcntl::FdFlag::empty())).expect("make it inheritable");
    let out = run_ok("import os\nprint(sorted(os.listdir('/proc/self/fd')), os.getsid(0))");
    drop(leaked);
    // 3 is the listing's own descriptor; the session is the outer stage's, outside the namespace.
    assert_eq!(out, "['0', '1', '2', '3'] 0\n");
}

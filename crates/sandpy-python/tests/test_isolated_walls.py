"""Break-out attempts through `sandpy.IsolatedExecutor`: code that tries to read, write,
connect, signal, escalate or exhaust its way out of the Linux sandbox, run the way a
CodeAgent runs it. Every bomb must be contained and the executor must answer its next run.
(The same attempts go through `sandpy session --executor isolated` in
crates/sandpy-cli/tests/isolated_walls.rs, and without kernel or front end in
crates/sandpy-isolate/tests.)"""

from __future__ import annotations

import os
import platform
import socket
import subprocess

import pytest
from smolagents.local_python_executor import ExecutionTimeoutError, InterpreterError

import sandpy

CHECKOUT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


@pytest.fixture(scope="module")
def walled():
    """An executor that may import anything: the walls, not the import list, are tested."""
    ex = sandpy.IsolatedExecutor(["*"], timeout_seconds=10)
    yield ex
    ex.cleanup()


def fresh(**kwargs):
    return sandpy.IsolatedExecutor(["*"], timeout_seconds=kwargs.pop("timeout_seconds", 10), **kwargs)


def test_host_files_outside_the_view_cannot_be_read(walled, tmp_path):
    secret = tmp_path / "secret.txt"
    secret.write_text("host secret")
    paths = [
        os.path.join(CHECKOUT, "Cargo.toml"),
        os.path.join(CHECKOUT, "crates"),
        __file__,
        "/etc/shadow",
        "/root",
        "/home",
        os.path.expanduser("~"),
        "/sys/kernel",
        "/proc/kcore",
        str(secret),
    ]
    walled.send_variables({"paths": paths})
    code = (
        "import os\nread = []\nfor path in paths:\n    try:\n"
        "        os.listdir(path) if os.path.isdir(path) else open(path, 'rb').read(1)\n"
        "        read.append(path)\n    except OSError:\n        pass\nread"
    )
    assert walled(code).output == []


def test_nothing_outside_tmp_can_be_written(walled):
    code = """import os, sys
wrote = []
for target in ["/etc/passwd", "/new", "/usr/new", sys.executable, os.__file__, "/proc/self/oom_score_adj"]:
    try:
        with open(target, "ab") as f:
            f.write(b"x")
        wrote.append(target)
    except OSError:
        pass
open("/tmp/fine", "w").write("fine")
wrote, open("/tmp/fine").read()"""
    assert walled(code).output == ([], "fine")


def test_another_executor_cannot_see_or_touch_a_live_one(walled):
    walled("import os\nopen('/tmp/mine', 'w').write('first')")
    other = fresh()
    try:
        code = """import os, signal
try:
    open("/tmp/mine").read()
    secret = "READ"
except OSError as e:
    secret = type(e).__name__
signalled = []
for pid in range(2, 400):
    if pid != os.getpid():
        try:
            os.kill(pid, signal.SIGKILL)
            signalled.append(pid)
        except OSError:
            pass
secret, os.listdir("/tmp"), signalled"""
        assert other(code).output == ("FileNotFoundError", [], [])
    finally:
        other.cleanup()
    assert walled("open('/tmp/mine').read()").output == "first"


def test_no_socket_of_the_host_can_be_reached(walled, tmp_path):
    tcp4 = socket.create_server(("127.0.0.1", 0))
    tcp6 = socket.create_server(("::1", 0), family=socket.AF_INET6) if socket.has_ipv6 else None
    unix_path = str(tmp_path / "host.sock")
    unix = socket.socket(socket.AF_UNIX)
    unix.bind(unix_path)
    unix.listen()
    abstract = socket.socket(socket.AF_UNIX)
    abstract.bind("\0sandpy-walls-%d" % os.getpid())
    abstract.listen()
    listeners = [s for s in (tcp4, tcp6, unix, abstract) if s is not None]
    targets = [
        ("AF_INET", ["127.0.0.1", tcp4.getsockname()[1]]),
        ("AF_UNIX", unix_path),
        ("AF_UNIX", "\0sandpy-walls-%d" % os.getpid()),
        ("AF_INET", ["1.1.1.1", 53]),
    ]
    if tcp6 is not None:
        targets.append(("AF_INET6", ["::1", tcp6.getsockname()[1]]))
    walled.send_variables({"targets": targets})
    code = """import socket
results = []
for family, address in targets:
    s = socket.socket(getattr(socket, family), socket.SOCK_STREAM)
    s.settimeout(3)
    try:
        s.connect(tuple(address) if isinstance(address, list) else address)
        results.append("CONNECTED")
    except OSError as e:
        results.append(type(e).__name__)
    finally:
        s.close()
results"""
    try:
        results = walled(code).output
        assert len(results) == len(targets) and "CONNECTED" not in results, results
        for listener in listeners:
            listener.setblocking(False)
            with pytest.raises(BlockingIOError):
                listener.accept()
    finally:
        for listener in listeners:
            listener.close()


def test_host_processes_and_their_proc_entries_are_out_of_reach(walled):
    walled.send_variables({"host_pids": [os.getpid(), os.getppid()]})
    code = """import os
found = []
for pid in host_pids:
    try:
        os.kill(pid, 0)
        found.append(("signal", pid))
    except ProcessLookupError:
        pass
    for name in ["environ", "cmdline", "mem"]:
        try:
            open("/proc/%d/%s" % (pid, name), "rb").read(1)
            found.append((name, pid))
        except OSError:
            pass
found, sorted(int(p) for p in os.listdir("/proc") if p.isdigit())"""
    assert walled(code).output == ([], [2])


def test_privileges_and_mounts_cannot_be_gained(walled):
    code = """import ctypes, errno, os
libc = ctypes.CDLL(None, use_errno=True)
gained = []
for name, attempt in [("setuid", lambda: os.setuid(0)), ("setgroups", lambda: os.setgroups([0])),
                      ("chroot", lambda: os.chroot("/tmp"))]:
    try:
        attempt()
        gained.append(name)
    except OSError:
        pass
calls = []
for call in [lambda: libc.mount(b"none", b"/tmp", b"tmpfs", 0, None), lambda: libc.unshare(0x10000000)]:
    ctypes.set_errno(0)
    calls.append((call(), errno.errorcode.get(ctypes.get_errno())))
status = dict(line.split(":", 1) for line in open("/proc/self/status").read().splitlines() if ":" in line)
os.getuid(), gained, calls, [status[k].strip() for k in ["CapEff", "CapPrm", "NoNewPrivs", "Seccomp"]]"""
    uid, gained, calls, status = walled(code).output
    assert (uid, gained, calls) == (1000, [], [(-1, "EPERM"), (-1, "EPERM")])
    assert status == ["0000000000000000", "0000000000000000", "1", "2"]


@pytest.mark.skipif(platform.machine() != "x86_64", reason="x86-64 system call numbers")
def test_denied_system_calls_fail_through_ctypes(walled):
    code = """import ctypes, errno
libc = ctypes.CDLL(None, use_errno=True)
libc.syscall.restype = ctypes.c_long
def call(number, *args):
    args = [ctypes.c_long(a) for a in args] + [ctypes.c_long(0)] * (6 - len(args))
    ctypes.set_errno(0)
    return libc.syscall(ctypes.c_long(number), *args), errno.errorcode.get(ctypes.get_errno())
{name: call(*args) for name, args in [("ptrace", (101,)), ("mount", (165,)), ("unshare", (272,)), ("setns", (308,)),
    ("bpf", (321,)), ("perf_event_open", (298,)), ("userfaultfd", (323,)), ("io_uring_setup", (425,)),
    ("keyctl", (250,)), ("kexec_load", (246,)), ("init_module", (175,)), ("process_vm_readv", (310,)),
    ("clone3", (435,)), ("socket-netlink", (41, 16, 3, 0))]}"""
    answers = walled(code).output
    assert len(answers) == 14
    for name, answer in answers.items():
        expected = {"clone3": "ENOSYS", "socket-netlink": "EAFNOSUPPORT"}.get(name, "EPERM")
        assert answer == (-1, expected), name


def test_bombs_are_contained_and_the_executor_answers_its_next_run():
    ex = fresh(max_memory=256 << 20)
    try:
        ex("import os, threading, time, signal")
        with pytest.raises(InterpreterError) as info:
            ex("while True:\n    os.fork()")
        assert info.value.type_name == "BlockingIOError"
        assert ex("6 * 7").output == 42
        with pytest.raises(InterpreterError) as info:
            ex("hog = []\nwhile True:\n    hog.append(bytearray(64 << 20))")
        assert info.value.type_name == "MemoryError" or info.value.kind == "limit", str(info.value)
        assert ex("6 * 7").output == 42
        ex("import os, threading, time, signal\nhog = None")
        with pytest.raises(InterpreterError) as info:
            ex("n = 0\nwhile True:\n    with open('/tmp/fill%d' % n, 'wb') as f:\n        f.write(b'x' * (8 << 20))\n    n += 1")
        assert "No space left" in info.value.message
        ex("for name in os.listdir('/tmp'):\n    os.remove('/tmp/' + name)")
        with pytest.raises(InterpreterError) as info:
            ex("while True:\n    threading.Thread(target=time.sleep, args=(3600,), daemon=True).start()")
        assert info.value.type_name == "RuntimeError"
        assert ex("6 * 7").output == 42
        with pytest.raises(InterpreterError) as info:
            ex("files = []\nwhile True:\n    files.append(open('/dev/null'))")
        assert "Too many open files" in info.value.message
        ex("for f in files:\n    f.close()\nfiles = None")
        with pytest.raises(ExecutionTimeoutError) as info:
            ex("signal.signal(signal.SIGINT, signal.SIG_IGN)\nwhile True:\n    pass")
        assert "lost" in str(info.value)
        assert ex("6 * 7").output == 42
    finally:
        ex.cleanup()
    assert subprocess.run(["true"]).returncode == 0, "the host still starts processes"


def test_numpy_imports_and_works(walled):
    code = "import numpy as np\na = np.arange(12.0).reshape(3, 4)\nfloat(a.sum()), float(np.linalg.inv(np.eye(3) * 2).trace()), (a @ a.T).shape"
    assert walled(code).output == (66.0, 1.5, (3, 3))


def test_tools_round_trip_with_keyword_arguments_values_and_exceptions(walled):
    calls = []

    class QuotaError(Exception):
        pass

    def lookup(city, unit="C", extra=None):
        calls.append((city, unit, extra))
        if city == "Atlantis":
            raise KeyError("no such city")
        if city == "Mu":
            raise QuotaError("later")
        return {"city": city, "temp": 21.5, "pair": (1, 2), "tags": {"mild"}}

    walled.send_tools({"lookup": lookup})
    out = walled("r = lookup('Paris', unit='F', extra={'pair': (1, 2), 'raw': b'x'})\nr['temp'], r['pair'], r['tags']")
    assert out.output == (21.5, (1, 2), {"mild"})
    assert calls[-1] == ("Paris", "F", {"pair": (1, 2), "raw": b"x"})
    out = walled("try:\n    lookup('Atlantis')\nexcept KeyError as e:\n    caught = str(e)\ncaught")
    assert out.output == "'no such city'"
    with pytest.raises(InterpreterError) as info:
        walled("lookup('Mu')")
    assert str(info.value) == "Code execution failed at line 'lookup('Mu')' due to: QuotaError: later"
    code = "from concurrent.futures import ThreadPoolExecutor\nwith ThreadPoolExecutor(4) as pool:\n    got = list(pool.map(lambda n: lookup(str(n))['city'], range(12)))\ngot"
    assert walled(code).output == [str(n) for n in range(12)]


def test_a_forged_message_cannot_hand_host_builtins_to_a_tool(walled):
    """The kernel is untrusted: code can write its own frames on the kernel's channel. A
    `builtin_type` value naming a host function (eval, open, __import__) must reach a host
    tool as an inert stand-in, never as the function."""
    seen = []

    def probe(*args):
        seen.append(args)
        return "ok"

    walled.send_tools({"probe": probe})
    code = """import fcntl, json, os, stat
stderr = os.fstat(2).st_ino
channel = None
for name in os.listdir("/proc/self/fd"):
    try:
        st, flags = os.fstat(int(name)), fcntl.fcntl(int(name), fcntl.F_GETFL)
    except OSError:
        continue
    if stat.S_ISFIFO(st.st_mode) and flags & os.O_ACCMODE == os.O_WRONLY and st.st_ino != stderr:
        channel = int(name)
args = [{"__type__": "sandpy.builtin_type", "name": n} for n in ("eval", "open", "__import__", "int")]
frame = json.dumps({"type": "tool_call", "call": 10 ** 6, "name": "probe", "args": args, "kwargs": {}}).encode()
os.write(channel, len(frame).to_bytes(4, "big") + frame)
probe()"""
    assert walled(code).output == "ok"
    forged = seen[0]
    assert [type(v).__name__ for v in forged] == ["Foreign", "Foreign", "Foreign", "type"], forged
    assert forged[3] is int
    assert not any(v in (eval, open, __import__) for v in forged)

# The channel to the host: frames of a 4-byte big-endian length and a UTF-8 JSON object on
# the process's stdin and stdout, which the kernel first moves to private descriptors so
# that code writing to fd 1 cannot corrupt the protocol (fd 1 then goes where fd 2 goes;
# fd 0 reads nothing). The code may run threads and fork: see `send` and `receive`.

import posix as _os
import _thread

from _sandpy_kernel.state import state
from _sandpy_kernel.stopping import stop

_IN = _os.dup(0)
_OUT = _os.dup(1)
_r, _w = _os.pipe()
_os.close(_w)
_os.dup2(_r, 0)
_os.close(_r)
_os.dup2(2, 1)


def _read_exact(n):
    chunks = []
    while n > 0:
        chunk = _os.read(_IN, min(n, 1 << 20))
        if not chunk:
            _os._exit(0)  # the host went away
        chunks.append(chunk)
        n -= len(chunk)
    return b"".join(chunks)


def _write_all(data):
    view = memoryview(data)
    while view:
        n = _os.write(_OUT, view)
        view = view[n:]


def _held(fn, *args):
    """Runs frame I/O; on the main thread, an interrupt that arrives meanwhile waits until
    the frame is whole (see _deliver_pending)."""
    if _thread.get_ident() != _MAIN_THREAD:
        return fn(*args)
    state.in_io = True
    try:
        return fn(*args)
    finally:
        state.in_io = False


def _deliver_pending():
    """Stops the run now if an interrupt arrived during the main thread's frame I/O."""
    if state.pending and _thread.get_ident() == _MAIN_THREAD:
        state.pending = False
        if state.running:
            stop(state.stopping or "interrupt")


def _receive_frame():
    size = int.from_bytes(_read_exact(4), "big")
    return _loads(_read_exact(size).decode("utf-8", "replace"))


def _send_frame(message):
    text = _dumps(message)
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates
        data = text.encode("utf-8", "replace")
    _write_all(len(data).to_bytes(4, "big") + data)


# The code may run threads (a thread pool calling tools) and fork. Frames are written whole
# under a lock; one thread at a time reads, and hands each message to the thread waiting
# for it: a tool's answer to the stub that called it (by call id), anything else to the
# main loop. A forked child shares the pipes but must never speak on them: its stubs
# refuse, and when its copy of the run ends it exits quietly.

_MAIN_THREAD = _thread.get_ident()
_KERNEL_PID = _os.getpid()
REQUEST = "request"
_send_lock = _thread.allocate_lock()
_reader = _thread.allocate_lock()  # held by the thread reading frames
_inbox_lock = _thread.allocate_lock()
_waiters = {}  # REQUEST or a call id -> _Waiter
_unclaimed = []  # requests read while the main loop was not waiting


class _Waiter:
    __slots__ = ("wake", "done", "message")

    def __init__(self):
        self.wake = _thread.allocate_lock()
        self.wake.acquire()
        self.done = False
        self.message = None


_last_call = [0]


def in_kernel_process():
    return _os.getpid() == _KERNEL_PID


def next_call_id():
    """Tool calls count up from 1 per kernel, whichever thread makes them."""
    with _inbox_lock:
        _last_call[0] += 1
        return _last_call[0]


def send(message):
    if not in_kernel_process():
        _os._exit(0)
    with _send_lock:
        _held(_send_frame, message)
    _deliver_pending()


def receive():
    """The next request from the host (the main loop)."""
    if not in_kernel_process():
        _os._exit(0)
    with _inbox_lock:
        if _unclaimed:
            return _unclaimed.pop(0)
        waiter = _waiters[REQUEST] = _Waiter()
    return _await(REQUEST, waiter)


def ask_host(message, call):
    """Sends a tool call and waits for its answer (any thread)."""
    with _inbox_lock:
        waiter = _waiters[call] = _Waiter()  # before sending: another thread may read the answer
    try:
        send(message)
    except BaseException:
        _forget(call, waiter)
        raise
    return _await(call, waiter)


def _await(key, waiter):
    try:
        while not waiter.done:
            if _reader.acquire(False):
                try:
                    while not waiter.done:
                        _route(_held(_receive_frame))
                finally:
                    _reader.release()
                    _wake_all()  # another waiter may need to read now
                    _deliver_pending()
            else:
                waiter.wake.acquire(True, 0.05)
        return waiter.message
    finally:
        _forget(key, waiter)


def _forget(key, waiter):
    with _inbox_lock:
        if _waiters.get(key) is waiter:
            del _waiters[key]


def _route(message):
    key = REQUEST
    if type(message) is dict and message.get("type") in ("tool_result", "tool_error"):
        key = message.get("call")
        if type(key) is not int:
            return
    with _inbox_lock:
        waiter = _waiters.pop(key, None)
        if waiter is None:
            if key != REQUEST:
                return  # a late answer to a call no one waits for any more
            if type(message) is dict and message.get("type") == "shutdown":
                _os._exit(0)  # the host is done, even in the middle of a run
            _unclaimed.append(message)
            return
        waiter.message = message
        waiter.done = True
        if waiter.wake.locked():
            waiter.wake.release()


def _wake_all():
    with _inbox_lock:
        for waiter in _waiters.values():
            if waiter.wake.locked():
                waiter.wake.release()


# JSON through the C codec, without importing `json` (it imports and compiles `re`).


def _make_json():
    """json.loads/dumps through the C accelerator directly: importing `json` imports and
    compiles `re`, which costs more than the rest of the kernel's start."""
    try:
        import _json

        class Context:
            strict = True
            object_hook = None
            object_pairs_hook = None
            parse_float = float
            parse_int = int
            memo = {}

            @staticmethod
            def parse_constant(name):
                return {"NaN": float("nan"), "Infinity": float("inf"), "-Infinity": float("-inf")}[name]

        scanner = _json.make_scanner(Context())
        encoder = _json.make_encoder(None, _not_json, _json.encode_basestring, None, ":", ",", False, False, True)

        def loads(text):
            value, end = scanner(text, 0)
            return value

        def dumps(value):
            return "".join(encoder(value, 0))

        if loads(dumps({"a": [1, 2.5, "é", None, True]})) != {"a": [1, 2.5, "é", None, True]}:
            raise ValueError("C JSON codec misbehaves")
        return loads, dumps
    except Exception:
        import json

        return json.loads, lambda value: json.dumps(value, ensure_ascii=False, separators=(",", ":"), default=_not_json)


def _not_json(value):
    raise TypeError("not JSON: " + type(value).__name__)


_loads, _dumps = _make_json()

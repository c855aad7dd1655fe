# The sandpy kernel: runs model-written Python for a sandpy host, in another process
# (a Linux sandbox, a container, a cloud sandbox). Python 3.9+, standard library only.
#
# The host starts it as `python -I -S -B -c BOOTSTRAP SOURCE` (sandpy_kernel::launcher) and
# speaks the kernel protocol with it (docs/protocol.md, "The kernel protocol"): frames of a
# 4-byte big-endian length and a UTF-8 JSON object, on the process's stdin and stdout,
# which the kernel moves to private file descriptors first so that code writing to fd 1
# cannot corrupt the protocol (fd 1 then goes where fd 2 goes; fd 0 reads nothing).
#
# Per run: stdout and stderr are captured together, in order, into the run's logs (only
# the head and tail smolagents' truncation keeps are held, so a flood costs no memory); the
# value of the last top-level expression or assignment is the output; `final_answer(x)`
# ends the run and cannot be swallowed by `except`/`finally` (the stop is re-raised on
# every line until the run is over); tools are stubs that ask the host over the channel.
#
# Nothing here is a security boundary: the code runs in this very process and can reach
# anything the kernel can. The walls are the launcher's (the sandbox); the host trusts no
# message from the kernel. The import check below is smolagents' policy, not a wall.

import sys
import posix as _os
import _thread
import _signal
import _ast
import binascii as _binascii
import builtins as _builtins

PROTOCOL = 1
KERNEL_VERSION = "0.1.0"
KERNEL_FILENAME = "<sandpy-kernel>"
MAX_DEPTH = 200
TYPE_KEY = "__type__"
LAST_VALUE_SLOT = "__sandpy_last_value__"
BOUND_TYPES = ("MemoryError", "RecursionError")
# Sources of earlier runs kept for tracebacks of the functions they defined (characters).
KEPT_SOURCE_CHARS = 4 << 20
PyCF_ONLY_AST = 0x400


# ---------------------------------------------------------------- protocol I/O

_IN = _os.dup(0)
_OUT = _os.dup(1)
_r, _w = _os.pipe()
_os.close(_w)
_os.dup2(_r, 0)
_os.close(_r)
_os.dup2(2, 1)


class _State:
    running = False  # a run (or a request) is executing code of the user
    in_io = False  # reading or writing a frame: an interrupt must wait
    pending = False  # an interrupt arrived during I/O
    stopping = None  # None, "final" or "interrupt": the run is being stopped
    rearm_scheduled = False  # the trace asked for a simulated SIGINT to re-arm itself
    final = None  # (value,) once final_answer was called in this run
    call_id = 0


_state = _State()


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
    _state.in_io = True
    try:
        return fn(*args)
    finally:
        _state.in_io = False


def _deliver_pending():
    """Stops the run now if an interrupt arrived during the main thread's frame I/O."""
    if _state.pending and _thread.get_ident() == _MAIN_THREAD:
        _state.pending = False
        if _state.running:
            _stop(_state.stopping or "interrupt")


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


def _in_kernel_process():
    return _os.getpid() == _KERNEL_PID


def send(message):
    if not _in_kernel_process():
        _os._exit(0)
    with _send_lock:
        _held(_send_frame, message)
    _deliver_pending()


def receive():
    """The next request from the host (the main loop)."""
    if not _in_kernel_process():
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


# ---------------------------------------------------------------- JSON (C codec, no `re`)


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


# ---------------------------------------------------------------- values (SafeSerializer tags)


class HostHandle:
    """A host object the code may hold and pass back to tools, but not read."""

    __slots__ = ("_sandpy_id", "_sandpy_type")

    def __init__(self, ident, type_name):
        self._sandpy_id = ident
        self._sandpy_type = type_name

    def __repr__(self):
        return "<%s handle %d>" % (self._sandpy_type, self._sandpy_id)


class ForeignValue:
    """A read-only stand-in for a value with no form in this interpreter."""

    __slots__ = ("_sandpy_type", "_sandpy_repr", "_sandpy_str")

    def __init__(self, type_name, text_repr, text_str):
        self._sandpy_type = type_name
        self._sandpy_repr = text_repr
        self._sandpy_str = text_str

    def __repr__(self):
        return self._sandpy_repr

    def __str__(self):
        return self._sandpy_str


def _tag(name, data):
    return {TYPE_KEY: name, "data": data}


def _float(f):
    if f != f:
        return _tag("float", "nan")
    if f in (float("inf"), float("-inf")):
        return _tag("float", "inf" if f > 0 else "-inf")
    return f


def _safe_text(fn, value, limit):
    try:
        text = fn(value)
        if type(text) is not str:
            text = str.__str__(text)
    except BaseException as e:  # a user __repr__ may raise anything
        if isinstance(e, (KeyboardInterrupt, _FinalAnswer)):
            raise
        text = "<%s failed>" % fn.__name__
    if limit is not None and len(text) > limit:
        text = truncate(text, limit)
    return text


def _foreign(v, limit=None, text_repr=None):
    if text_repr is None:
        text_repr = _safe_text(repr, v, limit)
    # str() falls back to repr() unless the type says otherwise: no second rendering.
    same = getattr(type(v), "__str__", None) is object.__str__
    return {
        TYPE_KEY: "sandpy.foreign",
        "type": type(v).__name__,
        "repr": text_repr,
        "str": text_repr if same else _safe_text(str, v, limit),
    }


class _Oversized(Exception):
    """The value's encoding would pass the size budget."""


def encode(v, depth=0, limit=None, budget=None):
    """A value as tagged JSON (the kernel protocol's value encoding). `limit` bounds the
    reprs of stand-ins; `budget` (a one-item list of bytes left) bounds the whole
    encoding: _Oversized when it runs out."""
    if budget is not None:
        budget[0] -= len(v) + 2 if type(v) is str else 8
        if budget[0] < 0:
            raise _Oversized()
    t = type(v)
    if v is None or t is bool or t is str:
        return v
    if t is int:
        return v if -(1 << 63) <= v < (1 << 64) else _tag("int", str(v))
    if t is float:
        return _float(v)
    if depth > MAX_DEPTH:
        return _foreign(v, limit)
    d = depth + 1
    if t is list:
        return [encode(x, d, limit, budget) for x in v]
    if t is tuple:
        return _tag("tuple", [encode(x, d, limit, budget) for x in v])
    if t is dict:
        if all(type(k) is str and k != TYPE_KEY for k in v):
            return {k: encode(x, d, limit, budget) for k, x in v.items()}
        return _tag("dict_with_complex_keys", [[encode(k, d, limit, budget), encode(x, d, limit, budget)] for k, x in v.items()])
    if t is set:
        return _tag("set", [encode(x, d, limit, budget) for x in v])
    if t is frozenset:
        return _tag("frozenset", [encode(x, d, limit, budget) for x in v])
    if t is bytes:
        return _tag("bytes", _binascii.b2a_base64(v, newline=False).decode("ascii"))
    if t is complex:
        return {TYPE_KEY: "complex", "real": _float(v.real), "imag": _float(v.imag)}
    if t is HostHandle:
        return {TYPE_KEY: "sandpy.handle", "id": v._sandpy_id, "type": v._sandpy_type}
    if t is ForeignValue:
        return {TYPE_KEY: "sandpy.foreign", "type": v._sandpy_type, "repr": v._sandpy_repr, "str": v._sandpy_str}
    module = getattr(t, "__module__", "")
    name = t.__name__
    if module == "datetime":
        if name in ("datetime", "date", "time"):
            return _tag(name, v.isoformat())
        if name == "timedelta":
            return {
                TYPE_KEY: "timedelta",
                "total_seconds": v.total_seconds(),
                "days": v.days,
                "seconds": v.seconds,
                "microseconds": v.microseconds,
            }
    if module == "decimal" and name == "Decimal":
        return _tag("Decimal", str(v))
    if module.startswith("pathlib") and "Path" in name:
        return _tag("Path", str(v))
    if module == "numpy" or module.startswith("numpy."):
        numpy = sys.modules.get("numpy")
        if numpy is not None:
            if t is numpy.ndarray:
                return {TYPE_KEY: "ndarray", "data": encode(v.tolist(), d, limit, budget), "dtype": str(v.dtype)}
            if isinstance(v, (numpy.integer, numpy.floating, numpy.bool_)):
                return encode(v.item(), d, limit, budget)
    image = sys.modules.get("PIL.Image")
    if image is not None and isinstance(v, image.Image):
        import io

        buffer = io.BytesIO()
        v.save(buffer, format="PNG")
        return _tag("PIL.Image", _binascii.b2a_base64(buffer.getvalue(), newline=False).decode("ascii"))
    dataclasses = sys.modules.get("dataclasses")
    if dataclasses is not None and dataclasses.is_dataclass(v) and not isinstance(v, type):
        fields = {f.name: encode(getattr(v, f.name), d, limit, budget) for f in dataclasses.fields(v)}
        return {TYPE_KEY: "dataclass", "class_name": name, "module": module, "data": fields}
    # Subclasses of builtin types cross as their builtin value (a Counter as a dict).
    for base in (bool, int, float, str, list, tuple, dict, set, frozenset, bytes):
        if isinstance(v, base):
            return encode(base(v), depth, limit, budget)
    return _foreign(v, limit)


def decode(j, depth=0):
    """Tagged JSON as a value."""
    t = type(j)
    if t is list:
        return [decode(x, depth + 1) for x in j]
    if t is not dict:
        return j
    if depth > MAX_DEPTH:
        raise ValueError("value nested too deeply")
    tag = j.get(TYPE_KEY)
    if type(tag) is not str:
        return {k: decode(x, depth + 1) for k, x in j.items()}
    d = depth + 1
    if tag == "tuple":
        return tuple(decode(x, d) for x in j["data"])
    if tag == "set":
        return set(decode(x, d) for x in j["data"])
    if tag == "frozenset":
        return frozenset(decode(x, d) for x in j["data"])
    if tag == "bytes":
        return _binascii.a2b_base64(j["data"])
    if tag == "complex":
        return complex(_decode_float(j["real"]), _decode_float(j["imag"]))
    if tag == "dict_with_complex_keys":
        return {decode(k, d): decode(x, d) for k, x in j["data"]}
    if tag in ("datetime", "date", "time"):
        import datetime

        return getattr(datetime, tag).fromisoformat(j["data"])
    if tag == "timedelta":
        import datetime

        if all(type(j.get(k)) is int for k in ("days", "seconds", "microseconds")):
            return datetime.timedelta(days=j["days"], seconds=j["seconds"], microseconds=j["microseconds"])
        return datetime.timedelta(seconds=j["total_seconds"])
    if tag == "Decimal":
        import decimal

        return decimal.Decimal(j["data"])
    if tag == "Path":
        import pathlib

        return pathlib.Path(j["data"])
    if tag == "int":
        return int(j["data"])
    if tag == "float":
        return _decode_float(j["data"])
    if tag == "sandpy.handle":
        return HostHandle(int(j["id"]), str(j.get("type", "object")))
    if tag == "sandpy.foreign":
        text = str(j.get("repr", ""))
        return ForeignValue(str(j.get("type", "object")), text, str(j.get("str", text)))
    if tag == "ndarray" and "numpy" in sys.modules:
        return sys.modules["numpy"].array(decode(j["data"], d), dtype=j.get("dtype"))
    return j  # a tag this kernel does not know stays as its JSON object


def _decode_float(x):
    if type(x) is dict:
        x = x.get("data")
    if type(x) is str:
        return float(x)
    return float(x)


# ---------------------------------------------------------------- captured output


def truncate(text, max_len):
    """smolagents' truncate_content: head, a marker line, tail."""
    if len(text) <= max_len:
        return text
    marker = "\n..._This content has been truncated to stay below %d characters_...\n" % max_len
    return text[: max_len // 2] + marker + text[len(text) - (max_len - max_len // 2) :]


class _Capture:
    """stdout and stderr of the code: keeps what smolagents' truncation of the whole text
    would keep (the first and last characters), whatever the code prints."""

    encoding = "utf-8"
    errors = "strict"
    newlines = None
    closed = False
    name = "<sandpy logs>"
    mode = "w"

    def __init__(self):
        self.limit = 50000
        self.buffer = _CaptureBytes(self)
        self.clear()

    def clear(self):
        self.head = []
        self.head_len = 0
        self.tail = []
        self.tail_len = 0
        self.total = 0

    def write(self, s):
        if type(s) is not str:
            if not isinstance(s, str):
                raise TypeError("write() argument must be str, not " + type(s).__name__)
            s = str.__str__(s)
        n = len(s)
        if not n:
            return 0
        self.total += n
        limit = self.limit
        if self.head_len < limit:
            take = s[: limit - self.head_len]
            self.head.append(take)
            self.head_len += len(take)
        keep = limit - limit // 2
        if n >= keep:
            # One write longer than the tail: only its end can survive.
            self.tail = [s[n - keep :]] if keep else []
            self.tail_len = keep
            return n
        self.tail.append(s)
        self.tail_len += n
        if self.tail_len > 2 * keep + 4096:
            joined = "".join(self.tail)[-keep:]
            self.tail = [joined]
            self.tail_len = len(joined)
        return n

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def text(self):
        head = "".join(self.head)
        if self.total <= self.limit:
            return head
        keep = self.limit - self.limit // 2
        tail = "".join(self.tail)[-keep:] if keep else ""
        marker = "\n..._This content has been truncated to stay below %d characters_...\n" % self.limit
        return head[: self.limit // 2] + marker + tail

    def flush(self):
        pass

    def isatty(self):
        return False

    def readable(self):
        return False

    def writable(self):
        return True

    def seekable(self):
        return False

    def fileno(self):
        import io

        raise io.UnsupportedOperation("fileno")


class _CaptureBytes:
    """`sys.stdout.buffer`: bytes written as UTF-8 text."""

    def __init__(self, text):
        self._text = text

    def write(self, b):
        self._text.write(bytes(b).decode("utf-8", "replace"))
        return len(b)

    def flush(self):
        pass


_capture = _Capture()
sys.stdout = sys.stderr = _capture
sys.__stdout__ = sys.__stderr__ = _capture


# ---------------------------------------------------------------- stopping a run


class _FinalAnswer(BaseException):
    """Ends a run with `final_answer`'s argument; re-raised on every line until the run is
    over, so no `except` or `finally` in the code swallows it."""


def _stop_exception():
    return _FinalAnswer() if _state.stopping == "final" else KeyboardInterrupt()


def _trace_global(frame, event, arg):
    if _state.stopping is None or frame.f_code.co_filename == KERNEL_FILENAME:
        return None
    return _trace_local


def _trace_local(frame, event, arg):
    if _state.stopping is None:
        return None
    if event == "line":
        # Raising here switches tracing off (CPython's rule for a trace function that
        # raises); the simulated SIGINT re-arms it at the next check of the eval loop.
        _state.rearm_scheduled = True
        _thread.interrupt_main()
        raise _stop_exception()
    return _trace_local


def _arm(frame):
    sys.settrace(_trace_global)
    while frame is not None:
        if frame.f_code.co_filename != KERNEL_FILENAME:
            frame.f_trace = _trace_local
        frame = frame.f_back


def _stop(kind, frame=None):
    """Stops the run: raises now, and on every line of the code from now on."""
    if _state.stopping != "final":
        _state.stopping = kind
    _arm(frame if frame is not None else sys._getframe(1))
    raise _stop_exception()


def _disarm():
    _state.stopping = None
    sys.settrace(None)


def _on_sigint(signum, frame):
    if not _state.running:
        return
    if _state.in_io:
        _state.pending = True
        return
    if _state.stopping is None and _state.rearm_scheduled:
        _state.rearm_scheduled = False  # the re-arm of a stop that is over
        return
    _state.rearm_scheduled = False
    _stop(_state.stopping or "interrupt", frame)


_signal.signal(_signal.SIGINT, _on_sigint)


def final_answer(answer):
    _state.final = (answer,)
    _stop("final", sys._getframe(1))


# ---------------------------------------------------------------- the code's namespace

_real_import = _builtins.__import__


class _Policy:
    def __init__(self, patterns):
        self.patterns = patterns
        self.tree = {}
        for pattern in patterns or ():
            node = self.tree
            for part in pattern.split("."):
                node = node.setdefault(part, {})

    def allows(self, module):
        if self.patterns is None:
            return True
        node = self.tree
        for part in module.split("."):
            if "*" in node:
                return True
            if part not in node:
                return False
            node = node[part]
        return True


_policy = _Policy(None)


_import_name = []  # IMPORT_NAME's opcode, looked up at the first refused import (start-up cost)


def _is_code_import_statement():
    """Whether the import in progress is an `import` statement of the code itself.

    smolagents checks the code's import statements. Here every import passes through the
    code's builtins: a module imported by the code executes with them (numpy importing
    numpy._core), and C code that imports while the code's frame is current (numpy's
    lazy `numpy._core._methods`) calls `__import__` from that frame. So an import is the
    code's own only when the calling frame belongs to the code's namespace and is
    executing an IMPORT_NAME instruction."""
    frame = sys._getframe(2)
    if frame.f_globals is not _globals:
        return False
    if not _import_name:
        _import_name.append(_real_import("opcode").opmap["IMPORT_NAME"])
    code = frame.f_code.co_code
    return 0 <= frame.f_lasti < len(code) and code[frame.f_lasti] == _import_name[0]


def _user_import(name, globals=None, locals=None, fromlist=(), level=0):
    if level == 0 and not _policy.allows(name) and _is_code_import_statement():
        raise ImportError("Import of %s is not allowed. Authorized imports are: %r" % (name, _policy.patterns))
    return _real_import(name, globals, locals, fromlist, level)


_user_builtins = {}
_tool_names = []
_protected = frozenset()


def _install_builtins():
    global _protected
    _user_builtins.clear()
    _user_builtins.update(_builtins.__dict__)
    _user_builtins["__import__"] = _user_import
    _user_builtins["final_answer"] = final_answer
    for name in _tool_names:
        _user_builtins[name] = _make_stub(name)
    _protected = frozenset(_tool_names) | {"final_answer"}


def _fresh_globals():
    return {"__name__": "__main__", "__builtins__": _user_builtins}


_globals = _fresh_globals()


# ---------------------------------------------------------------- tools


def _make_stub(name):
    ends_run = name == "final_answer"

    def stub(*args, **kwargs):
        if _state.stopping is not None:
            _stop(_state.stopping, sys._getframe(1))
        limit = _capture.limit
        cap = _config["max_value_bytes"]
        budget = None if cap is None else [cap]
        try:
            encoded_args = [encode(a, 0, limit, budget) for a in args]
            encoded_kwargs = {k: encode(v, 0, limit, budget) for k, v in kwargs.items()}
        except _Oversized:
            raise ValueError("the arguments of %s() are too large to send to the host (over %d bytes)" % (name, cap)) from None
        if not _in_kernel_process():
            raise RuntimeError("%s() cannot be called from a forked process: only the kernel process talks to the host" % name)
        with _inbox_lock:
            _state.call_id += 1
            call = _state.call_id
        message = {"type": "tool_call", "call": call, "name": name, "args": encoded_args, "kwargs": encoded_kwargs}
        reply = ask_host(message, call)
        kind = reply.get("type")
        if kind == "tool_error":
            raise _tool_exception(str(reply.get("error_type", "RuntimeError")), str(reply.get("message", "")))
        try:
            value = decode(reply.get("value"))
        except Exception as e:
            raise ValueError("tool '%s' returned a malformed value: %s: %s" % (name, type(e).__name__, e)) from None
        if ends_run:
            _state.final = (value,)
            _stop("final", sys._getframe(1))
        return value

    stub.__name__ = stub.__qualname__ = name
    return stub


_NOT_RAISED_BY_TOOLS = ("StopIteration", "StopAsyncIteration", "GeneratorExit")


def _tool_exception(type_name, message):
    """The builtin exception of that name; else an Exception subclass of that name (the
    local executor's rule: the code sees the host's error type); else RuntimeError."""
    cls = getattr(_builtins, type_name, None)
    if isinstance(cls, type) and issubclass(cls, BaseException) and type_name not in _NOT_RAISED_BY_TOOLS:
        try:
            return cls(message)
        except Exception:
            pass
    elif cls is None and type_name.isidentifier():
        return type(type_name, (Exception,), {"__module__": "builtins"})(message)
    return RuntimeError("%s: %s" % (type_name, message))


# ---------------------------------------------------------------- running code


class _Sources:
    """Sources of recent runs, for the tracebacks of functions they defined."""

    def __init__(self):
        self.order = []
        self.texts = {}
        self.size = 0

    def add(self, filename, code):
        self.order.append(filename)
        self.texts[filename] = code
        self.size += len(code)
        while self.size > KEPT_SOURCE_CHARS and len(self.order) > 1:
            old = self.order.pop(0)
            self.size -= len(self.texts.pop(old))

    def clear(self):
        self.__init__()

    def publish(self):
        import linecache

        for filename, code in self.texts.items():
            linecache.cache[filename] = (len(code), None, code.splitlines(True), filename)


_sources = _Sources()
_runs = 0


def _located(node, like):
    node.lineno = like.lineno
    node.col_offset = like.col_offset
    node.end_lineno = getattr(like, "end_lineno", like.lineno)
    node.end_col_offset = getattr(like, "end_col_offset", like.col_offset)
    return node


def _name(name, like, store=False):
    return _located(_ast.Name(id=name, ctx=_ast.Store() if store else _ast.Load()), like)


def _set_slot(value, like, slot=LAST_VALUE_SLOT):
    return _located(_ast.Assign(targets=[_name(slot, like, True)], value=value), like)


def _load_form(target):
    """The target of an assignment as an expression that reads it back."""
    if isinstance(target, _ast.Name):
        return _name(target.id, target)
    if isinstance(target, _ast.Attribute):
        return _located(_ast.Attribute(value=target.value, attr=target.attr, ctx=_ast.Load()), target)
    if isinstance(target, _ast.Subscript):
        return _located(_ast.Subscript(value=target.value, slice=target.slice, ctx=_ast.Load()), target)
    return None


def _evaluated_once(aug):
    """`target op= value` as statements that evaluate the target's parts once, and an
    expression that reads the updated target without evaluating anything again."""
    t = aug.target
    pre = []

    def hold(expr, suffix):
        pre.append(_set_slot(expr, aug, LAST_VALUE_SLOT + suffix))
        return _name(LAST_VALUE_SLOT + suffix, aug)

    if isinstance(t, _ast.Subscript):
        container, key = hold(t.value, "_obj"), hold(t.slice, "_key")
        store = _located(_ast.Subscript(value=container, slice=key, ctx=_ast.Store()), aug)
        load = _located(_ast.Subscript(value=container, slice=key, ctx=_ast.Load()), aug)
    elif isinstance(t, _ast.Attribute):
        obj = hold(t.value, "_obj")
        store = _located(_ast.Attribute(value=obj, attr=t.attr, ctx=_ast.Store()), aug)
        load = _located(_ast.Attribute(value=obj, attr=t.attr, ctx=_ast.Load()), aug)
    else:
        return [aug], _load_form(t)
    pre.append(_located(_ast.AugAssign(target=store, op=aug.op, value=aug.value), aug))
    return pre, load


def _record(value, like):
    """`tmp = value; if tmp is not None: slot = tmp`."""
    tmp = LAST_VALUE_SLOT + "_tmp"
    test = _located(_ast.Compare(left=_name(tmp, like), ops=[_ast.IsNot()], comparators=[_located(_ast.Constant(value=None), like)]), like)
    return [_set_slot(value, like, tmp), _located(_ast.If(test=test, body=[_set_slot(_name(tmp, like), like)], orelse=[]), like)]


def _tracked(stmts):
    """Inside a last `if`/`for`: each statement smolagents takes a value from records it."""
    out = []
    for st in stmts:
        if isinstance(st, _ast.Expr):
            out.extend(_record(st.value, st))
        elif isinstance(st, _ast.Assign):
            tmp = LAST_VALUE_SLOT + "_tmp"
            out.append(_set_slot(st.value, st, tmp))
            out.append(_located(_ast.Assign(targets=st.targets, value=_name(tmp, st)), st))
            out.extend(_record(_name(tmp, st), st))
        elif isinstance(st, _ast.AugAssign):
            pre, target = _evaluated_once(st)
            out.extend(pre)
            out.extend(_record(target, st))
        elif isinstance(st, _ast.AnnAssign) and st.value is not None and _load_form(st.target) is not None:
            out.append(st)
            out.extend(_record(_load_form(st.target), st))
        elif isinstance(st, (_ast.FunctionDef, _ast.ClassDef)):
            out.append(st)
            out.extend(_record(_name(st.name, st), st))
        elif isinstance(st, (_ast.If, _ast.For)):
            st.body = _tracked(st.body)
            st.orelse = _tracked(st.orelse)
            out.append(st)
        else:
            out.append(st)
    return out


def _with_last_value(tree):
    """The run rewritten to leave its value in LAST_VALUE_SLOT, with smolagents' rules (the
    local executor's too): an expression's value; an assignment's assigned value; an
    augmented or annotated assignment's target read back; a def or class gives the function
    or class; a last `if`/`for` gives the last non-None value its body produced; anything
    else None."""
    body = tree.body
    if not body:
        return tree
    last = body[-1]
    if isinstance(last, _ast.Expr):
        body[-1] = _set_slot(last.value, last)
    elif isinstance(last, _ast.Assign):
        last.targets.insert(0, _name(LAST_VALUE_SLOT, last, True))
    elif isinstance(last, _ast.AugAssign):
        pre, target = _evaluated_once(last)
        body[-1:] = pre
        body.append(_set_slot(target, last))
    elif isinstance(last, _ast.AnnAssign) and last.value is not None and _load_form(last.target) is not None:
        body.append(_set_slot(_load_form(last.target), last))
    elif isinstance(last, (_ast.FunctionDef, _ast.ClassDef)):
        body.append(_set_slot(_name(last.name, last), last))
    elif isinstance(last, (_ast.If, _ast.For)):
        last.body = _tracked(last.body)
        last.orelse = _tracked(last.orelse)
    return tree


_SLOTS = tuple(LAST_VALUE_SLOT + suffix for suffix in ("", "_tmp", "_obj", "_key"))


def _compile_all(tree, filename):
    """Compiles the run. Compile errors (SyntaxError from the compiler, not the parser)
    surface here, before anything runs."""
    return compile(_with_last_value(tree), filename, "exec")


def _execute(code):
    g = _globals
    g[LAST_VALUE_SLOT] = None
    try:
        exec(code, g)
        return g.get(LAST_VALUE_SLOT)
    finally:
        for slot in _SLOTS:
            g.pop(slot, None)


def _guard_tools(tree):
    """Rewrites each statement that would rebind a tool's name (at module level, or in a
    function that declares it `global`) into the local executor's ValueError: statements
    before it run, the statement itself does not."""
    import ast

    names = _protected

    def bound_names(node):
        stack = [node]
        while stack:
            n = stack.pop()
            if n is not node and isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                yield n.name
                continue
            if isinstance(n, (ast.Lambda, ast.ListComp, ast.SetComp, ast.DictComp, ast.GeneratorExp)):
                continue
            if isinstance(n, ast.Name) and isinstance(n.ctx, (ast.Store, ast.Del)):
                yield n.id
            elif isinstance(n, ast.alias):
                yield n.asname or n.name.split(".")[0]
            stack.extend(ast.iter_child_nodes(n))

    def refusal(name, like):
        message = "Cannot assign to name '%s': doing this would erase the existing tool!" % name
        call = ast.Call(func=ast.Name(id="ValueError", ctx=ast.Load()), args=[ast.Constant(value=message)], keywords=[])
        return ast.copy_location(ast.Raise(exc=call, cause=None), like)

    def hit(parts, declared):
        for part in parts:
            for name in bound_names(part):
                if name in names and (declared is None or name in declared):
                    return name
        return None

    def rewrite(body, declared):
        out = []
        for stmt in body:
            if isinstance(stmt, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                if declared is None and stmt.name in names:
                    out.append(refusal(stmt.name, stmt))
                    continue
                if not isinstance(stmt, ast.ClassDef):
                    inner = {n for node in ast.walk(stmt) if isinstance(node, ast.Global) for n in node.names if n in names}
                    if inner:
                        stmt.body = rewrite(stmt.body, inner) or [ast.Pass()]
                out.append(stmt)
                continue
            if isinstance(stmt, (ast.For, ast.AsyncFor)):
                header = [stmt.target]
            elif isinstance(stmt, (ast.With, ast.AsyncWith)):
                header = [item.optional_vars for item in stmt.items if item.optional_vars is not None]
            elif hasattr(stmt, "body"):
                header = []
            else:
                header = [stmt]
            name = hit(header, declared)
            if name is not None:
                out.append(refusal(name, stmt))
                continue
            for field in ("body", "orelse", "finalbody"):
                part = getattr(stmt, field, None)
                if isinstance(part, list) and part:
                    setattr(stmt, field, rewrite(part, declared) or [ast.Pass()])
            for handler in getattr(stmt, "handlers", None) or []:
                if handler.name in names and (declared is None or handler.name in declared):
                    handler.body = [refusal(handler.name, handler)]
                else:
                    handler.body = rewrite(handler.body, declared) or [ast.Pass()]
            for case in getattr(stmt, "cases", None) or []:
                case.body = rewrite(case.body, declared) or [ast.Pass()]
            out.append(stmt)
        return out

    tree.body = rewrite(tree.body, None)
    ast.fix_missing_locations(tree)
    return tree


def _mentions_protected(code):
    return any(name in code for name in _protected)


def _syntax_error(e, filename):
    import traceback

    text = (e.text or "").rstrip("\r\n")
    if "\n" in text:
        text = text.split("\n")[0]
    line = e.lineno or 1
    rendered = "Code parsing failed on line %d due to: %s: %s (<unknown>, line %d)" % (line, type(e).__name__, e.msg, line)
    if e.text:
        # smolagents' text exactly: CPython's `text` (with its line break, when it has one),
        # then `offset` spaces and a caret.
        rendered += "\n" + e.text + " " * (e.offset or 0) + "^"
    return {
        "type": type(e).__name__,
        "message": str(e.msg),
        "line": line,
        "column": e.offset if e.offset and e.offset > 0 else None,
        "source_line": text or None,
        "traceback": "".join(traceback.format_exception_only(type(e), e)),
        "kind": "syntax",
        "rendered": rendered,
    }


def _kernel_free(te, seen):
    """Drops the kernel's own frames from a TracebackException (chained ones too)."""
    import traceback

    if te is None or id(te) in seen:
        return
    seen.add(id(te))
    te.stack = traceback.StackSummary.from_list([f for f in te.stack if f.filename != KERNEL_FILENAME])
    _kernel_free(te.__cause__, seen)
    _kernel_free(te.__context__, seen)


def _runtime_error(e, code, filename):
    """The error of a run. Everything that needs an import (ast, traceback, linecache) may
    fail when the code used up what imports need (descriptors, memory): the type and
    message are still reported."""
    frames = []
    tb = e.__traceback__
    module_column = None
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename and not frames:
            module_column = _column(tb)
        frames.append((tb.tb_frame.f_code.co_filename, tb.tb_lineno))
        tb = tb.tb_next
    mine = [line for name, line in frames if name == filename]
    line = mine[-1] if mine else None
    lines = code.split("\n")
    source_line = lines[line - 1].rstrip("\r") if line and 0 < line <= len(lines) else None
    type_name = type(e).__name__
    message = _safe_text(str, e, None)
    try:
        statement = _top_level_statement(code, mine[0], module_column) if mine else None
    except Exception:
        statement = None
    if statement is not None:
        rendered = "Code execution failed at line '%s' due to: %s: %s" % (statement, type_name, message)
    else:
        rendered = "Code execution failed due to: %s: %s" % (type_name, message)
    try:
        import traceback

        _sources.publish()
        try:
            te = traceback.TracebackException(type(e), e, e.__traceback__, compact=True)
        except TypeError:  # Python 3.9: no `compact`
            te = traceback.TracebackException(type(e), e, e.__traceback__)
        _kernel_free(te, set())
        text = "".join(te.format())
    except Exception:
        text = "%s: %s\n" % (type_name, message)
    return {
        "type": type_name,
        "message": message,
        "line": line,
        "column": None,
        "source_line": source_line,
        "traceback": text,
        "kind": "limit" if type_name in BOUND_TYPES else "runtime",
        "rendered": rendered,
    }


def _column(tb):
    """The 0-based column of the instruction a traceback entry stopped at (Python 3.11+
    records positions; None before)."""
    positions = getattr(tb.tb_frame.f_code, "co_positions", None)
    if positions is None or tb.tb_lasti < 0:
        return None
    try:
        for index, position in enumerate(positions()):
            if index == tb.tb_lasti // 2:
                return position[2]
    except Exception:
        return None
    return None


def _top_level_statement(code, line, column=None):
    """The source of the top-level statement the module was running: at `line` and, when
    several statements share the line (`a = 1; b = a / 0`), the one holding `column`."""
    import ast

    try:
        body = ast.parse(code).body
    except SyntaxError:
        return None
    found = None
    for stmt in body:
        end_line = stmt.end_lineno or stmt.lineno
        if not (stmt.lineno <= line <= end_line):
            continue
        if column is not None and stmt.lineno == end_line == line:
            end_column = stmt.end_col_offset if stmt.end_col_offset is not None else 1 << 30
            if not (stmt.col_offset <= column <= end_column):
                continue
        found = ast.get_source_segment(code, stmt)
        if column is not None:
            break
    return found


def _value_result(value, is_final):
    limit = _capture.limit
    text_repr = _safe_text(repr, value, limit)
    cap = _config["max_value_bytes"]
    try:
        encoded = encode(value, 0, limit, None if cap is None else [cap])
    except _Oversized:
        encoded = _foreign(value, limit, text_repr)
    return {"value": encoded, "repr": text_repr, "is_final_answer": is_final}


def _run(message):
    global _runs
    code = message.get("code")
    if type(code) is not str:
        return _protocol_error(message, '"run" needs a string field "code"')
    _runs += 1
    filename = "<code-%d>" % _runs
    _capture.clear()
    sys.stdout = sys.stderr = _capture  # whatever the code did to them last time
    _state.final = None
    _state.stopping = None
    _state.pending = False
    _state.rearm_scheduled = False
    _state.running = True
    try:
        outcome = _run_code(code, filename)
    except BaseException as e:  # an interrupt that landed in the kernel's own code
        _disarm()
        outcome = {"type": "error", "error": {"type": type(e).__name__, "message": "", "kind": "runtime"}}
        try:
            outcome["error"] = _runtime_error(e, code, filename)
        except BaseException:
            pass
    finally:
        _state.running = False
        _disarm()
    outcome["logs"] = _capture.text()
    _capture.clear()
    outcome["id"] = message.get("id")
    return outcome


def _run_code(code, filename):
    try:
        tree = compile(code, filename, "exec", PyCF_ONLY_AST)
        if _protected and _mentions_protected(code):
            tree = _guard_tools(tree)
        steps = _compile_all(tree, filename)
    except SyntaxError as e:
        return {"type": "error", "error": _syntax_error(e, filename)}
    except ValueError as e:  # "source code string cannot contain null bytes" (3.11)
        return {"type": "error", "error": _syntax_error(SyntaxError(str(e), (filename, 1, 1, "")), filename)}
    _sources.add(filename, code)
    failure = None
    value = None
    try:
        value = _execute(steps)
    except BaseException as e:  # the code's failure, whatever it raised
        failure = e
    _disarm()
    if _state.final is not None:
        return dict(_value_result(_state.final[0], True), type="result")
    if failure is not None:
        return {"type": "error", "error": _runtime_error(failure, code, filename)}
    return dict(_value_result(value, False), type="result")


# ---------------------------------------------------------------- requests

_config = {"max_value_bytes": 16 << 20}


def _protocol_error(message, text):
    return {
        "type": "error",
        "id": message.get("id"),
        "error": {"type": "ProtocolError", "message": text, "kind": "executor"},
    }


def _ok(message, **fields):
    fields["type"] = "ok"
    fields["id"] = message.get("id")
    return fields


def _configure(message):
    global _policy
    if "authorized_imports" in message:
        patterns = message["authorized_imports"]
        _policy = _Policy(None if patterns is None else [str(p) for p in patterns])
    if "max_print_outputs_length" in message:
        _capture.limit = max(int(message["max_print_outputs_length"]), 0)
    if "max_value_bytes" in message:
        _config["max_value_bytes"] = message["max_value_bytes"]
    paths = [str(p) for p in message.get("sys_path", ())]
    if message.get("site_packages"):
        import site

        for directory in site.getsitepackages():
            site.addsitedir(directory)
    for p in paths:
        if p not in sys.path:
            sys.path.append(p)
    if message.get("watch_parent"):
        _thread.start_new_thread(_watch_parent, (_os.getppid(),))
    failed = {}
    for module in message.get("preimport", ()):
        try:
            _real_import(str(module))
        except Exception as e:
            failed[str(module)] = "%s: %s" % (type(e).__name__, e)
    if "tools" in message:
        _set_tools(message["tools"])
    return _ok(message, preimport_failed=failed)


def _watch_parent(parent):
    import time

    while True:
        time.sleep(0.5)
        if _os.getppid() != parent:
            _os._exit(70)


def _set_tools(names):
    del _tool_names[:]
    _tool_names.extend(str(n) for n in names)
    _install_builtins()


def _send_variables(message):
    variables = message.get("variables")
    if type(variables) is not dict:
        return _protocol_error(message, '"send_variables" needs an object field "variables"')
    decoded = {}
    for name, value in variables.items():
        try:
            decoded[name] = decode(value)
        except Exception as e:
            return {
                "type": "error",
                "id": message.get("id"),
                "error": {
                    "type": type(e).__name__,
                    "message": "variable '%s' could not be built: %s: %s" % (name, type(e).__name__, e),
                    "kind": "executor",
                },
            }
    _globals.update(decoded)
    return _ok(message)


def _reset(message):
    global _globals
    _globals = _fresh_globals()
    _sources.clear()
    return _ok(message)


def _get_variable(message):
    name = message.get("name")
    if name not in _globals:
        return _ok(message, found=False)
    value = _globals[name]
    cap = _config["max_value_bytes"]
    try:
        encoded = encode(value, 0, _capture.limit, None if cap is None else [cap])
    except _Oversized:
        encoded = _foreign(value, _capture.limit)
    return _ok(message, found=True, value=encoded)


def _dispatch(message):
    kind = message.get("type")
    if kind == "run":
        return _run(message)
    if kind == "send_variables":
        return _send_variables(message)
    if kind == "send_tools":
        names = message.get("tools")
        if type(names) is not list:
            return _protocol_error(message, '"send_tools" needs a list field "tools"')
        _set_tools(names)
        return _ok(message)
    if kind == "reset":
        return _reset(message)
    if kind == "configure":
        return _configure(message)
    if kind == "get_variable":
        return _get_variable(message)
    if kind == "variables":
        return _ok(message, names=[k for k in _globals if k != "__builtins__"])
    if kind == "delete_variable":
        name = message.get("name")
        found = name in _globals and name != "__builtins__"
        if found:
            del _globals[name]
        return _ok(message, found=found)
    if kind == "shutdown":
        send(_ok(message))
        _os._exit(0)
    if kind in ("tool_result", "tool_error"):
        return None  # a late answer to a call that is over
    return _protocol_error(message, "unknown message type %r" % (kind,))


def main():
    _install_builtins()
    send(
        {
            "type": "hello",
            "protocol": PROTOCOL,
            "kernel": KERNEL_VERSION,
            "python": "%d.%d.%d" % sys.version_info[:3],
            "implementation": sys.implementation.name,
            "pid": _os.getpid(),
        }
    )
    while True:
        try:
            message = receive()
            if type(message) is not dict:
                reply = _protocol_error({}, "a message must be a JSON object")
            else:
                reply = _dispatch(message)
            if reply is not None:
                send(reply)
        except KeyboardInterrupt:
            continue  # an interrupt that arrived between runs
        except (BrokenPipeError, OSError):
            _os._exit(0)


main()

# Tools run on the host: the code's builtins hold a stub per tool name that sends the
# call's arguments as tagged values and waits for the host's answer, so no tool source and
# no secret enters the kernel.

import sys
import builtins

from _sandpy_kernel.capture import capture
from _sandpy_kernel.channel import ask_host, in_kernel_process, next_call_id
from _sandpy_kernel.state import config, state
from _sandpy_kernel.stopping import stop
from _sandpy_kernel.values import Oversized, decode, encode


def make_stub(name):
    ends_run = name == "final_answer"

    def stub(*args, **kwargs):
        if state.stopping is not None:
            stop(state.stopping, sys._getframe(1))
        limit = capture.limit
        cap = config["max_value_bytes"]
        budget = None if cap is None else [cap]
        try:
            encoded_args = [encode(a, 0, limit, budget) for a in args]
            encoded_kwargs = {k: encode(v, 0, limit, budget) for k, v in kwargs.items()}
        except Oversized:
            raise ValueError("the arguments of %s() are too large to send to the host (over %d bytes)" % (name, cap)) from None
        if not in_kernel_process():
            raise RuntimeError("%s() cannot be called from a forked process: only the kernel process talks to the host" % name)
        call = next_call_id()
        message = {"type": "tool_call", "call": call, "name": name, "args": encoded_args, "kwargs": encoded_kwargs}
        reply = ask_host(message, call)
        kind = reply.get("type")
        if kind == "tool_error":
            raise tool_exception(str(reply.get("error_type", "RuntimeError")), str(reply.get("message", "")))
        try:
            value = decode(reply.get("value"))
        except Exception as e:
            raise ValueError("tool '%s' returned a malformed value: %s: %s" % (name, type(e).__name__, e)) from None
        if ends_run:
            state.final = (value,)
            stop("final", sys._getframe(1))
        return value

    stub.__name__ = stub.__qualname__ = name
    return stub


_NOT_RAISED_BY_TOOLS = ("StopIteration", "StopAsyncIteration", "GeneratorExit")


def tool_exception(type_name, message):
    """The builtin exception of that name; else an Exception subclass of that name (the
    local executor's rule: the code sees the host's error type); else RuntimeError."""
    cls = getattr(builtins, type_name, None)
    if isinstance(cls, type) and issubclass(cls, BaseException) and type_name not in _NOT_RAISED_BY_TOOLS:
        try:
            return cls(message)
        except Exception:
            pass
    elif cls is None and type_name.isidentifier():
        return type(type_name, (Exception,), {"__module__": "builtins"})(message)
    return RuntimeError("%s: %s" % (type_name, message))

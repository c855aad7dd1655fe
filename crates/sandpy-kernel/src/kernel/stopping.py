# Stopping a run: `final_answer(x)` and interrupts (the host's SIGINT at a timeout) raise
# in the code, and are raised again on every line it runs until the run is over, so no
# `except` or `finally` in the code swallows them.

import sys
import _thread
import _signal

from _sandpy_kernel.state import KERNEL_FILENAME, state


class FinalAnswer(BaseException):
    """Ends a run with `final_answer`'s argument; re-raised on every line until the run is
    over, so no `except` or `finally` in the code swallows it."""


def _stop_exception():
    return FinalAnswer() if state.stopping == "final" else KeyboardInterrupt()


def _trace_global(frame, event, arg):
    if state.stopping is None or frame.f_code.co_filename == KERNEL_FILENAME:
        return None
    return _trace_local


def _trace_local(frame, event, arg):
    if state.stopping is None:
        return None
    if event == "line":
        # Raising here switches tracing off (CPython's rule for a trace function that
        # raises); the simulated SIGINT re-arms it at the next check of the eval loop.
        state.rearm_scheduled = True
        _thread.interrupt_main()
        raise _stop_exception()
    return _trace_local


def _arm(frame):
    sys.settrace(_trace_global)
    while frame is not None:
        if frame.f_code.co_filename != KERNEL_FILENAME:
            frame.f_trace = _trace_local
        frame = frame.f_back


def stop(kind, frame=None):
    """Stops the run: raises now, and on every line of the code from now on."""
    if state.stopping != "final":
        state.stopping = kind
    _arm(frame if frame is not None else sys._getframe(1))
    raise _stop_exception()


def disarm():
    state.stopping = None
    sys.settrace(None)


def _on_sigint(signum, frame):
    if not state.running:
        return
    if state.in_io:
        state.pending = True
        return
    if state.stopping is None and state.rearm_scheduled:
        state.rearm_scheduled = False  # the re-arm of a stop that is over
        return
    state.rearm_scheduled = False
    stop(state.stopping or "interrupt", frame)


_signal.signal(_signal.SIGINT, _on_sigint)


def final_answer(answer):
    state.final = (answer,)
    stop("final", sys._getframe(1))

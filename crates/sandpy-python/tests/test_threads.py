"""Threads and interrupts: runs release the GIL, executors run side by side, Ctrl-C and
timeouts stop a run and leave the executor usable."""

from __future__ import annotations

import os
import signal
import threading
import time

import pytest

import sandpy

LOOP = "s = 0\nfor i in range({n}):\n    s += i % 7\ns"


def expected(n):
    return sum(i % 7 for i in range(n))


def test_several_executors_run_at_once_from_several_threads():
    results = {}

    def work(k):
        ex = sandpy.LocalPythonExecutor([])
        results[k] = [ex(LOOP.format(n=200_000 + k)).output for _ in range(3)]
        ex.cleanup()

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == {k: [expected(200_000 + k)] * 3 for k in range(4)}


def test_one_executor_can_be_shared_between_threads():
    ex = sandpy.LocalPythonExecutor([])
    ex("hits = []")
    errors = []

    def work(k):
        try:
            for j in range(20):
                ex(f"hits.append({k * 100 + j})")
        except Exception as e:  # pragma: no cover - reported below
            errors.append(e)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert sorted(ex("hits").output) == sorted(k * 100 + j for k in range(4) for j in range(20))


def test_the_gil_is_released_while_code_runs():
    ex = sandpy.LocalPythonExecutor([], max_operations=None)
    ticks = 0
    done = threading.Event()

    def count():
        nonlocal ticks
        while not done.is_set():
            ticks += 1

    counter = threading.Thread(target=count)
    counter.start()
    try:
        ticks_before = ticks
        ex(LOOP.format(n=3_000_000))
        ticks_during = ticks - ticks_before
    finally:
        done.set()
        counter.join()
    # With the GIL held for the whole run the counter could not have moved at all.
    assert ticks_during > 1000


def test_ctrl_c_stops_a_run_and_the_executor_stays_usable():
    if threading.current_thread() is not threading.main_thread():
        pytest.skip("signals reach the main thread only")
    ex = sandpy.LocalPythonExecutor([], timeout_seconds=None, max_operations=None)
    ex("x = 41")
    # A process started in the background by a non-interactive shell (`pytest &`) inherits
    # SIGINT ignored, and Python then installs no KeyboardInterrupt handler: the Ctrl-C
    # below would be lost and the run never end. Install Python's own for this test.
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        timer = threading.Timer(0.3, lambda: os.kill(os.getpid(), signal.SIGINT))
        timer.start()
        started = time.perf_counter()
        with pytest.raises(KeyboardInterrupt):
            ex("while True:\n    pass")
        print(f"stopped {time.perf_counter() - started - 0.3:.3f} s after Ctrl-C")
        timer.join()
    finally:
        signal.signal(signal.SIGINT, previous)
    assert ex("x + 1").output == 42


def test_interrupt_from_another_thread_stops_a_run():
    ex = sandpy.LocalPythonExecutor([], timeout_seconds=None, max_operations=None)
    threading.Timer(0.2, ex.interrupt).start()
    with pytest.raises(sandpy.InterpreterError, match="cancelled"):
        ex("while True:\n    pass")
    assert ex("'still here'").output == "still here"


def test_a_new_executor_on_a_reused_thread_starts_clean():
    # A closed executor's worker thread serves the next one (crates/sandpy-python/src/threads.rs):
    # none of the old session's variables, imports or module state may show there.
    first = sandpy.LocalPythonExecutor(["decimal", "random"])
    first("import decimal, random\nrandom.seed(1)\nsecret = 42\ndecimal.getcontext().prec = 3")
    first.cleanup()
    second = sandpy.LocalPythonExecutor(["decimal"])
    with pytest.raises(sandpy.InterpreterError, match="secret"):
        second("secret")
    with pytest.raises(sandpy.InterpreterError, match="random"):
        second("random.random()")
    assert second("import decimal\ndecimal.getcontext().prec").output == 28
    second.cleanup()


def test_many_executors_closed_and_dropped_in_turn_keep_working():
    for round in range(3):
        executors = [sandpy.LocalPythonExecutor([]) for _ in range(6)]
        assert [ex(f"{k} + {round}").output for k, ex in enumerate(executors)] == [k + round for k in range(6)]
        for ex in executors[:3]:
            ex.cleanup()
        del executors

"""The crash-isolated mode: the engine in a child process, tools still on the host; a child
that dies or hangs is reported, replaced, and the executor stays usable."""

from __future__ import annotations

import os
import signal

import pytest
from smolagents.local_python_executor import InterpreterError

import sandpy
import sandpy._subprocess


@pytest.fixture
def isolated():
    ex = sandpy.LocalPythonExecutor([], subprocess=True)
    yield ex
    ex.cleanup()


def test_runs_keep_state_and_values_cross_exactly(isolated):
    assert isolated("x = (1, {2}, b'3')").output == (1, {2}, b"3")
    assert isolated("print('hi')\nlen(x)").output == 3
    assert isolated.state["_print_outputs"] == "hi\n"
    isolated.send_variables({"big": 2**100})
    assert isolated("big + 1").output == 2**100 + 1
    assert "big" in isolated.state and isolated.state["big"] == 2**100


def test_tools_run_in_this_process(isolated):
    calls = []

    def record(value, tag=None):
        calls.append((value, tag))
        return {"n": len(calls)}

    isolated.send_tools({"record": record})
    assert isolated("record([1, 2], tag='a')['n']").output == 1
    assert calls == [([1, 2], "a")]


def test_errors_have_the_same_text_as_in_process(isolated):
    with pytest.raises(InterpreterError) as info:
        isolated("{}['k']")
    assert str(info.value) == "Code execution failed at line '{}['k']' due to: KeyError: 'k'"
    assert info.value.type_name == "KeyError"


def test_a_child_that_dies_is_reported_and_replaced(isolated):
    isolated("x = 1")
    os.kill(isolated._engine.pid, signal.SIGKILL)
    with pytest.raises(InterpreterError, match="killed by signal 9.*new engine process was started") as info:
        isolated("x")
    assert info.value.kind == "executor"
    assert isolated("1 + 1").output == 2
    with pytest.raises(InterpreterError, match="NameError"):
        isolated("x")  # the old state is gone, as the error said


def test_a_silent_child_is_killed_and_replaced(monkeypatch):
    monkeypatch.setattr(sandpy._subprocess, "ENGINE_GRACE_SECONDS", 0.5)
    ex = sandpy.LocalPythonExecutor([], timeout_seconds=0.5, subprocess=True)
    os.kill(ex._engine.pid, signal.SIGSTOP)
    while "T (stopped)" not in open(f"/proc/{ex._engine.pid}/status").read():
        pass  # the signal is delivered asynchronously
    with pytest.raises(InterpreterError, match="did not answer within 1 seconds"):
        ex("1 + 1")
    assert ex("2 + 2").output == 4
    ex.cleanup()

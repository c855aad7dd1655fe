"""sandpy.IsolatedExecutor: real CPython in the Linux sandbox, behind the same interface as
LocalPythonExecutor (and usable as CodeAgent's executor); tools stay on the host."""

from __future__ import annotations

import os

import pytest
from smolagents.local_python_executor import ExecutionTimeoutError, InterpreterError

import sandpy

from test_codeagent import STEPS, run_agent


@pytest.fixture(scope="module")
def isolated():
    ex = sandpy.IsolatedExecutor(["numpy", "json"])
    yield ex
    ex.cleanup()


def test_runs_real_cpython_with_installed_packages(isolated):
    out = isolated("import numpy as np\nprint('sum', int(np.arange(5).sum()))\nfloat(np.mean([1, 2, 3]))")
    assert (out.output, out.logs, out.is_final_answer) == (2.0, "sum 10\n", False)
    assert isolated("import json\njson.dumps({'a': (1, 2)})").output == '{"a": [1, 2]}'


def test_state_values_and_errors_like_the_local_executor(isolated):
    isolated.send_variables({"data": (1, {2}, b"3")})
    assert isolated("kept = data[1]\nkept").output == {2}
    assert isolated.state["kept"] == {2}
    with pytest.raises(InterpreterError) as info:
        isolated("x = 1\ny = {}['missing']")
    assert str(info.value) == "Code execution failed at line 'y = {}['missing']' due to: KeyError: 'missing'"
    assert info.value.type_name == "KeyError"
    with pytest.raises(InterpreterError, match="Import of os is not allowed"):
        isolated("import os")


def test_the_host_is_out_of_reach(isolated):
    project = os.path.dirname(os.path.abspath(__file__))
    isolated.send_variables({"project": project})
    out = isolated("import json\ntry:\n    open(project + \"/conftest.py\")\n    found = True\nexcept OSError:\n    found = False\nfound")
    assert out.output is False


def test_tools_run_on_the_host(isolated):
    calls = []

    def lookup(city, unit="C"):
        calls.append((city, unit))
        if city == "Atlantis":
            raise ValueError("no such city")
        return {"city": city, "temp": 21}

    isolated.send_tools({"lookup": lookup})
    assert isolated("lookup('Paris', unit='F')['temp']").output == 21
    assert calls == [("Paris", "F")]
    out = isolated("try:\n    lookup('Atlantis')\nexcept ValueError as e:\n    print('caught', e)")
    assert out.logs == "caught no such city\n"


def test_timeouts_stop_the_run_and_the_executor_answers_next():
    ex = sandpy.IsolatedExecutor([], timeout_seconds=0.5, site_packages=None)
    ex("x = 41")
    with pytest.raises(ExecutionTimeoutError):
        ex("while True:\n    pass")
    assert ex("x + 1").output == 42
    ex.cleanup()


def test_code_agent_with_the_isolated_executor_sees_what_smolagents_shows():
    reference_answer, reference_seen = run_agent(None, STEPS)
    answer, seen = run_agent(lambda: sandpy.IsolatedExecutor([], site_packages=None), STEPS)
    assert answer == reference_answer
    assert seen == reference_seen

"""LocalPythonExecutor's interface: smolagents' constructor, CodeOutput, state, errors and
limits."""

from __future__ import annotations

import pytest
from smolagents.local_python_executor import CodeOutput, ExecutionTimeoutError, InterpreterError

import sandpy


def test_call_returns_smolagents_code_output(executor):
    out = executor("x = 6 * 7")
    assert type(out) is CodeOutput
    assert (out.output, out.logs, out.is_final_answer) == (42, "", False)
    out = executor("print('a', 1, sep='-')\nx + 1")
    assert (out.output, out.logs) == (43, "a-1\n")


def test_state_persists_and_the_state_mapping_shows_it(executor):
    executor("items = [3, 1, 2]\ndef total(xs):\n    return sum(xs)")
    assert executor("total(sorted(items))").output == 6
    assert executor.state["items"] == [3, 1, 2]
    assert executor.state["__name__"] == "__main__"
    assert "items" in executor.state and "nothing" not in executor.state
    executor.state["extra"] = {"k": (1, 2)}
    assert executor("extra['k'][1]").output == 2
    del executor.state["extra"]
    with pytest.raises(KeyError):
        executor.state["extra"]


def test_print_outputs_hold_the_logs_of_the_last_run_even_when_it_fails(executor):
    executor("print('first')")
    assert executor.state["_print_outputs"] == "first\n"
    with pytest.raises(InterpreterError):
        executor("print('before the error')\n1 / 0")
    assert str(executor.state["_print_outputs"]) == "before the error\n"


def test_run_errors_are_smolagents_interpreter_errors_with_fields(executor):
    with pytest.raises(InterpreterError) as info:
        executor("x = 1\ny = {}\nz = y['missing']")
    e = info.value
    assert isinstance(e, ValueError)
    assert str(e) == "Code execution failed at line 'z = y['missing']' due to: KeyError: 'missing'"
    assert (e.kind, e.type_name, e.message, e.line) == ("runtime", "KeyError", "'missing'", 3)
    assert e.traceback.startswith("Traceback (most recent call last):")
    assert e.traceback.rstrip().endswith("KeyError: 'missing'")
    # The executor is still usable and kept what ran before the error.
    assert executor("x").output == 1


def test_parse_errors_use_smolagents_wording(executor):
    with pytest.raises(InterpreterError) as info:
        executor("x = (")
    assert str(info.value).startswith("Code parsing failed on line 1 due to: SyntaxError: '(' was never closed")
    assert info.value.kind == "syntax" and info.value.line == 1


def test_unauthorized_imports_use_smolagents_wording(executor):
    with pytest.raises(InterpreterError, match="Import of statistics2 is not allowed|No module named") as info:
        executor("import statistics2")
    with pytest.raises(InterpreterError) as info:
        executor("import json")
    assert "Import of json is not allowed. Authorized imports are: [" in str(info.value)
    assert sandpy.LocalPythonExecutor(["json"])("import json\njson.dumps([1])").output == "[1]"


def test_non_installed_authorized_modules_are_refused_at_construction():
    with pytest.raises(InterpreterError, match="Non-installed authorized modules: surely_not_a_module"):
        sandpy.LocalPythonExecutor(["math", "surely_not_a_module.*"])


def test_final_answer_ends_the_run_and_cannot_be_caught(executor):
    out = executor("try:\n    final_answer({'a': 1})\nexcept Exception:\n    pass\nprint('not reached')")
    assert out.is_final_answer and out.output == {"a": 1} and out.logs == ""


def test_default_operation_budget_accepts_what_smolagents_accepts(executor):
    # Passes smolagents' default of 10,000,000 operations (about 4 per iteration there).
    out = executor("s = 0\nfor i in range(2_000_000):\n    s += i % 7\ns")
    assert out.output == sum(i % 7 for i in range(2_000_000))


def test_operation_limit_uses_smolagents_wording_and_number():
    ex = sandpy.LocalPythonExecutor([], max_operations=1000)
    with pytest.raises(InterpreterError) as info:
        ex("while True:\n    pass")
    assert "Reached the max number of operations of 1000." in str(info.value)
    assert info.value.kind == "limit"
    assert ex("1 + 1").output == 2


def test_timeout_raises_execution_timeout_error_and_the_executor_survives():
    ex = sandpy.LocalPythonExecutor([], timeout_seconds=0.2, max_operations=None)
    with pytest.raises(ExecutionTimeoutError) as info:
        ex("x = 1\nwhile True:\n    pass")
    assert str(info.value) == "Code execution exceeded the maximum execution time of 0.2 seconds"
    assert ex("x + 1").output == 2


def test_memory_and_recursion_limits_raise_and_leave_the_executor_usable():
    ex = sandpy.LocalPythonExecutor([], max_memory=10_000_000)
    with pytest.raises(InterpreterError, match="MemoryError"):
        ex("'a' * 100_000_000")
    with pytest.raises(InterpreterError, match="RecursionError"):
        ex("def f(n):\n    return f(n + 1)\nf(0)")
    assert ex("'ok'").output == "ok"


def test_logs_are_truncated_like_smolagents():
    ex = sandpy.LocalPythonExecutor([], max_print_outputs_length=20)
    out = ex("print('x' * 100)")
    assert "..._This content has been truncated to stay below 20 characters_..." in out.logs


def test_last_value_follows_smolagents_rules(executor):
    assert executor("if True:\n    a = 5\n    print('x')").output == 5
    assert executor("for i in range(3):\n    i * 10").output == 20
    assert executor("while False:\n    pass").output is None
    assert executor("import math").output is None


def test_reset_forgets_state_but_keeps_tools(executor):
    executor.send_tools({"double": lambda x: 2 * x})
    executor("x = 1")
    executor.reset()
    assert "x" not in executor.state
    assert executor("double(4)").output == 8


def test_cleanup_stops_the_executor(executor):
    executor.cleanup()
    with pytest.raises(RuntimeError, match="cleaned up"):
        executor("1")


def test_context_manager_cleans_up():
    with sandpy.LocalPythonExecutor([]) as ex:
        assert ex("1 + 1").output == 2
    with pytest.raises(RuntimeError):
        ex("1")


def test_default_limits_are_smolagents_and_defined_once_in_rust():
    # Defined in sandpy_executor::builder (shared with `sandpy session` and the Rust
    # executor) and read through `sandpy._native`; they follow smolagents' own constants.
    import smolagents.local_python_executor as smol

    from sandpy import _isolated, _local, _native

    assert (sandpy.MAX_OPERATIONS, sandpy.DEFAULT_MAX_LEN_OUTPUT, sandpy.MAX_EXECUTION_TIME_SECONDS) == (
        smol.MAX_OPERATIONS,
        smol.DEFAULT_MAX_LEN_OUTPUT,
        smol.MAX_EXECUTION_TIME_SECONDS,
    )
    ex = sandpy.LocalPythonExecutor(["sys"])
    try:
        assert (ex.max_operations, ex.max_print_outputs_length, ex.timeout_seconds, ex.max_memory, ex.max_recursion_depth) == (
            _native.MAX_OPERATIONS,
            _native.DEFAULT_MAX_LEN_OUTPUT,
            _native.MAX_EXECUTION_TIME_SECONDS,
            _native.DEFAULT_MAX_MEMORY,
            _native.DEFAULT_MAX_RECURSION_DEPTH,
        )
        assert ex("import sys\nsys.getrecursionlimit()").output == _local.DEFAULT_MAX_RECURSION_DEPTH
    finally:
        ex.cleanup()
    assert _isolated.DEFAULT_MAX_MEMORY == _native.ISOLATED_DEFAULT_MAX_MEMORY == 1 << 30

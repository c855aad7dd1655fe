"""Swaps sandpy in for smolagents' executor, so smolagents' own executor tests
(tests/test_local_python_executor.py of the smolagents source distribution) run against
sandpy. Loaded as the conftest of the downloaded tests (see run_suite.py).

- `LocalPythonExecutor` becomes `sandpy.LocalPythonExecutor` (same constructor).
- `evaluate_python_code(code, static_tools, custom_tools, state, authorized_imports, …)`
  runs `code` in a sandpy executor bound to the `state` dict: the state's variables are
  sent in first, and after the run every variable of the session (and `_print_outputs`)
  is written back into `state`, so tests that inspect `state` see the results. Calls with
  the same state dict share one executor, like smolagents' shared state.
- Tools: entries of `static_tools` that are Python builtins (`{"print": print}`) or
  smolagents' own wrappers of them (BASE_PYTHON_TOOLS) say "the code may use this builtin":
  sandpy's code always has its builtins, so they are left out, except builtins sandpy does
  not have (`eval`, `exec`, `compile`…): passing one is the user's explicit choice, so it
  is sent as a tool (it runs on the host, like every tool). Every other tool is sent with
  `send_tools`.
- `__name__` is a variable of every sandpy session but not of smolagents' state dicts; it is
  not written back.
"""

from __future__ import annotations

import builtins

import smolagents.local_python_executor as smol_executor
from smolagents.default_tools import BASE_PYTHON_TOOLS

import sandpy

_executors: dict[int, tuple[dict, sandpy.LocalPythonExecutor, tuple]] = {}


_sandpy_has: dict[str, bool] = {}


def _sandpy_has_builtin(name):
    """Whether sandpy's code has a builtin called `name` (asked once per name)."""
    if name not in _sandpy_has:
        try:
            sandpy.LocalPythonExecutor([])(name)
            _sandpy_has[name] = True
        except Exception:
            _sandpy_has[name] = False
    return _sandpy_has[name]


def _tools(static_tools, custom_tools):
    tools = {}
    for source in (static_tools or {}, custom_tools or {}):
        for name, func in source.items():
            if getattr(builtins, name, None) is func:
                if _sandpy_has_builtin(name):
                    continue
            elif BASE_PYTHON_TOOLS.get(name) is func:
                continue
            tools[name] = func
    return tools


def evaluate_python_code(
    code,
    static_tools=None,
    custom_tools=None,
    state=None,
    authorized_imports=smol_executor.BASE_BUILTIN_MODULES,
    max_print_outputs_length=smol_executor.DEFAULT_MAX_LEN_OUTPUT,
    timeout_seconds=smol_executor.MAX_EXECUTION_TIME_SECONDS,
):
    if state is None:
        state = {}
    settings = (tuple(authorized_imports), max_print_outputs_length, timeout_seconds)
    entry = _executors.get(id(state))
    if entry is None or entry[0] is not state or entry[2] != settings:
        executor = sandpy.LocalPythonExecutor(
            list(authorized_imports), max_print_outputs_length=max_print_outputs_length, timeout_seconds=timeout_seconds
        )
        _executors[id(state)] = (state, executor, settings)
    else:
        executor = entry[1]
    executor.send_tools(_tools(static_tools, custom_tools))
    variables = {}
    for name, value in state.items():
        if name.startswith("_") and name in ("_print_outputs", "_operations_count"):
            continue
        variables[name] = value
    for name, value in variables.items():
        try:
            executor.send_variables({name: value})
        except TypeError:
            pass  # a host object with no sandbox form (a function, a module…)
    try:
        out = executor(code)
        return out.output, out.is_final_answer
    finally:
        printed = smol_executor.PrintContainer()
        printed.value = executor.state["_print_outputs"]
        state["_print_outputs"] = printed
        for name in executor._engine.variable_names():
            if name == "__name__":
                continue
            try:
                state[name] = executor.state[name]
            except Exception:
                pass


smol_executor.evaluate_python_code = evaluate_python_code
smol_executor.LocalPythonExecutor = sandpy.LocalPythonExecutor

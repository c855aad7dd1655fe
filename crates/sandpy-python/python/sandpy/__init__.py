"""sandpy: run Python code written by AI agents, safely and fast.

`sandpy.LocalPythonExecutor` is a drop-in replacement for smolagents' executor of the same
name: the agent's code runs in sandpy's own interpreter (written in Rust, no CPython
underneath and no path to the host), bounded in time, operations, memory and recursion,
while tools run on the host. `sandpy.IsolatedExecutor` has the same interface and runs the
code in real CPython (any installed library) sealed off by a Linux sandbox::

    from smolagents import CodeAgent, InferenceClientModel
    import sandpy

    agent = CodeAgent(tools=[], model=InferenceClientModel(),
                      executor=sandpy.LocalPythonExecutor(["math"]))
    agent.run("What is the 20th Fibonacci number?")
"""

from __future__ import annotations

from typing import Any

from . import _native
from ._isolated import IsolatedExecutor
from ._local import DEFAULT_MAX_LEN_OUTPUT, MAX_EXECUTION_TIME_SECONDS, MAX_OPERATIONS, LocalPythonExecutor
from ._values import Foreign, Opaque

__version__: str = _native.__version__
ENGINE_OPERATIONS_PER_STEP: int = _native.ENGINE_OPERATIONS_PER_STEP

__all__ = [
    "LocalPythonExecutor",
    "IsolatedExecutor",
    "CodeOutput",
    "InterpreterError",
    "ExecutionTimeoutError",
    "Foreign",
    "Opaque",
    "DEFAULT_MAX_LEN_OUTPUT",
    "MAX_OPERATIONS",
    "MAX_EXECUTION_TIME_SECONDS",
    "ENGINE_OPERATIONS_PER_STEP",
]


def __getattr__(name: str) -> Any:
    # smolagents' classes (or sandpy's equivalents) are resolved on first use, so importing
    # sandpy does not import smolagents.
    if name in ("CodeOutput", "InterpreterError", "ExecutionTimeoutError"):
        from . import _smolagents

        return getattr(_smolagents.load(), name)
    raise AttributeError(f"module 'sandpy' has no attribute {name!r}")

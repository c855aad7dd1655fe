"""smolagents' own classes when smolagents is importable, equivalents otherwise.

sandpy's executors return smolagents' `CodeOutput` and raise subclasses of smolagents'
`InterpreterError` / `ExecutionTimeoutError`, so `CodeAgent` treats them exactly like its
own executor's. smolagents is imported only when it is installed, and only once
(importing it takes about half a second).
"""

from __future__ import annotations

import importlib.util
from dataclasses import dataclass
from typing import Any, Optional

__all__ = ["load", "Classes"]


@dataclass
class CodeOutput:
    """What a run produced (the same fields as smolagents' `CodeOutput`)."""

    output: Any
    logs: str
    is_final_answer: bool


class _InterpreterErrorBase(ValueError):
    """smolagents' `InterpreterError` (a ValueError), when smolagents is not installed."""


class _ExecutionTimeoutErrorBase(Exception):
    """smolagents' `ExecutionTimeoutError`, when smolagents is not installed."""


class Classes:
    """The classes the executors build results and errors from."""

    def __init__(self, code_output: type, interpreter_error: type, timeout_error: type, from_smolagents: bool) -> None:
        self.CodeOutput = code_output
        self.InterpreterError = interpreter_error
        self.ExecutionTimeoutError = timeout_error
        self.from_smolagents = from_smolagents


class _Fields:
    """The structured fields every sandpy run error carries.

    `kind` ("syntax", "runtime", "limit" or "executor"), `type_name` (the Python exception's
    class name), `message` (`str()` of that exception), `line` and `column` (1-based, in the
    submitted code, when known), `source_line`, `traceback` (CPython-style text) and `logs`
    (what the run printed before failing). `str(error)` is the text smolagents shows the
    model.
    """

    kind: str = "runtime"
    type_name: str = ""
    message: str = ""
    line: Optional[int] = None
    column: Optional[int] = None
    source_line: Optional[str] = None
    traceback: str = ""
    logs: str = ""


def _error_classes(interpreter_base: type, timeout_base: type) -> tuple[type, type]:
    class InterpreterError(interpreter_base, _Fields):  # type: ignore[misc, valid-type]
        __doc__ = "A run failed: parse error, uncaught exception or limit.\n" + (_Fields.__doc__ or "")

    class ExecutionTimeoutError(timeout_base, _Fields):  # type: ignore[misc, valid-type]
        __doc__ = "A run went past `timeout_seconds`.\n" + (_Fields.__doc__ or "")
        kind = "limit"
        type_name = "TimeoutError"

    InterpreterError.__module__ = "sandpy"
    ExecutionTimeoutError.__module__ = "sandpy"
    return InterpreterError, ExecutionTimeoutError


_loaded: Optional[Classes] = None


def load() -> Classes:
    """smolagents' classes if it is installed (imported on first call), else sandpy's."""
    global _loaded
    if _loaded is not None:
        return _loaded
    if importlib.util.find_spec("smolagents") is not None:
        from smolagents.local_python_executor import CodeOutput as SmolCodeOutput
        from smolagents.local_python_executor import ExecutionTimeoutError as SmolTimeout
        from smolagents.local_python_executor import InterpreterError as SmolInterpreterError

        interpreter_error, timeout_error = _error_classes(SmolInterpreterError, SmolTimeout)
        _loaded = Classes(SmolCodeOutput, interpreter_error, timeout_error, True)
    else:
        interpreter_error, timeout_error = _error_classes(_InterpreterErrorBase, _ExecutionTimeoutErrorBase)
        _loaded = Classes(CodeOutput, interpreter_error, timeout_error, False)
    return _loaded

"""`LocalPythonExecutor`: smolagents' executor interface on the sandpy engine.

Drop-in for `smolagents.LocalPythonExecutor`: same constructor, `__call__`, `send_tools`,
`send_variables`, `state` and `cleanup`, same `CodeOutput` and the same error texts, so
`CodeAgent(executor=sandpy.LocalPythonExecutor(...))` runs unchanged. The code runs in
sandpy's own interpreter (no CPython, no path to the host) on a worker thread; tools run
on the host, in this interpreter.
"""

from __future__ import annotations

import importlib.util
import types
from collections.abc import Iterator, MutableMapping
from typing import Any, Callable, Mapping, Optional

from . import _native, _smolagents
from ._subprocess import ProcessEngine

__all__ = ["LocalPythonExecutor", "DEFAULT_MAX_LEN_OUTPUT", "MAX_OPERATIONS", "MAX_EXECUTION_TIME_SECONDS"]

# The default limits are defined once, in Rust (sandpy_executor::builder), and shared
# with `sandpy session` and the Rust executor.
#: smolagents' `DEFAULT_MAX_LEN_OUTPUT`: logs longer than this are truncated.
DEFAULT_MAX_LEN_OUTPUT: int = _native.DEFAULT_MAX_LEN_OUTPUT
#: smolagents' `MAX_OPERATIONS`, in executor steps (each worth
#: `sandpy._native.ENGINE_OPERATIONS_PER_STEP` engine operations: see docs/smolagents-compat.md).
MAX_OPERATIONS: int = _native.MAX_OPERATIONS
#: smolagents' `MAX_EXECUTION_TIME_SECONDS`.
MAX_EXECUTION_TIME_SECONDS: int = _native.MAX_EXECUTION_TIME_SECONDS
#: Bytes the session's objects may hold (smolagents has no bound).
DEFAULT_MAX_MEMORY: int = _native.DEFAULT_MAX_MEMORY
#: CPython's default recursion limit.
DEFAULT_MAX_RECURSION_DEPTH: int = _native.DEFAULT_MAX_RECURSION_DEPTH

class _State(MutableMapping):
    """The executor's variables as a mapping (smolagents' `executor.state`).

    `state["_print_outputs"]` is what the last run printed (CodeAgent shows it to the model
    when a run fails); `state["__name__"]` is `"__main__"`. Other keys are the session's
    variables: reading one converts it to a host object, writing one sends it in.
    """

    __slots__ = ("_executor",)

    def __init__(self, executor: "Executor") -> None:
        self._executor = executor

    def __getitem__(self, key: str) -> Any:
        if key == "_print_outputs":
            return self._executor._last_logs
        if key == "__name__":
            return "__main__"
        return self._executor._engine.get_variable(key)

    def __setitem__(self, key: str, value: Any) -> None:
        self._executor.send_variables({key: value})

    def __delitem__(self, key: str) -> None:
        try:
            self._executor._engine.delete_variable(key)
        except RuntimeError:
            raise KeyError(key) from None

    def __contains__(self, key: object) -> bool:
        if key in ("_print_outputs", "__name__"):
            return True
        return isinstance(key, str) and key in self._executor._engine.variable_names()

    def __iter__(self) -> Iterator[str]:
        yield "__name__"
        yield "_print_outputs"
        yield from self._executor._engine.variable_names()

    def __len__(self) -> int:
        return 2 + len(self._executor._engine.variable_names())

    def __repr__(self) -> str:
        return f"<sandpy executor state: {', '.join(self)}>"


def check_authorized_imports_exist(patterns: list[str], error: type) -> None:
    """smolagents' check: an authorized module that is not installed anywhere is almost
    certainly a typo, so say so now rather than at the code's first import. (Modules
    installed on the host but not provided by sandpy's engine, such as numpy, fail at
    import time with an ImportError that points to the isolated executor.)"""
    missing: list[str] = []
    for pattern in patterns:
        base = pattern.split(".")[0]
        if pattern == "*" or base in missing:
            continue
        try:
            found = importlib.util.find_spec(base) is not None
        except (ImportError, ValueError):
            found = False
        if not found:
            missing.append(base)
    if missing:
        raise error(
            f"Non-installed authorized modules: {', '.join(missing)}. "
            f"Please install these modules or remove them from the authorized imports list."
        )


class Executor:
    """What every sandpy executor shares: smolagents' `__call__`, `send_variables`,
    `send_tools`, `state`, `cleanup`, its CodeOutput and error classes, over an engine
    (`sandpy._native.Engine`, local or isolated, or the subprocess mode's `ProcessEngine`)."""

    additional_authorized_imports: list[str]
    additional_functions: dict[str, Any]
    static_tools: Optional[dict[str, Any]]

    def _attach(self, engine: Any) -> None:
        self._engine = engine
        self._run = engine.run
        self._code_output = self._classes.CodeOutput
        self._last_logs = ""
        self.static_tools = None
        self.custom_tools: dict[str, Any] = {}
        self.state: MutableMapping[str, Any] = _State(self)

    def __call__(self, code_action: str) -> Any:
        """Runs a snippet: a `CodeOutput(output, logs, is_final_answer)`, or raises
        `InterpreterError` / `ExecutionTimeoutError` with smolagents' text."""
        ok, output, logs, is_final_answer = self._run(code_action)
        self._last_logs = logs
        if ok:
            return self._code_output(output=output, logs=logs, is_final_answer=is_final_answer)
        raise self._error(output, logs)

    def _error(self, fields: dict, logs: str) -> BaseException:
        timeout = fields["kind"] == "limit" and fields["type_name"] == "TimeoutError"
        cls = self._classes.ExecutionTimeoutError if timeout else self._classes.InterpreterError
        error = cls(fields["rendered"])
        for name in ("kind", "type_name", "message", "line", "column", "source_line", "traceback"):
            setattr(error, name, fields[name])
        error.logs = logs
        return error

    def send_variables(self, variables: Mapping[str, Any]) -> None:
        """Binds variables in the session. Values are copied in as Python objects of the
        sandbox; an object with no sandbox form raises TypeError unless wrapped in
        `sandpy.Opaque` (then tools can receive it but the code cannot read it)."""
        self._engine.send_variables(dict(variables))

    def send_tools(self, tools: Mapping[str, Any]) -> None:
        """Replaces the tools: name → callable (smolagents `Tool`s, managed agents, plain
        functions). They run on the host; the code calls them by name."""
        tools = dict(tools)
        self.static_tools = {**tools, **self.additional_functions}
        self._engine.set_tools(self._tools_for_engine(tools))

    def _tools_for_engine(self, tools: dict[str, Any]) -> dict[str, Any]:
        return {name: _with_python_frame(func) for name, func in tools.items()}

    def reset(self) -> None:
        """Forgets every variable, function, class and import; tools stay."""
        self._engine.reset()
        self._last_logs = ""

    def interrupt(self) -> None:
        """Stops the run in progress (call it from another thread)."""
        self._engine.cancel()

    def cleanup(self) -> None:
        """Stops the executor (its worker thread, process or sandbox). Later calls raise
        RuntimeError."""
        self._engine.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc: object) -> None:
        self.cleanup()

    def __repr__(self) -> str:
        return f"sandpy.{type(self).__name__}(additional_authorized_imports={self.additional_authorized_imports!r})"


def _with_python_frame(func: Any) -> Any:
    """`func`, callable from the engine's worker thread. The engine calls tools from Rust,
    where there is no Python frame, and the builtins that read their caller's frame (`eval`,
    `exec`, `globals`, `locals`, `vars`, `dir` without arguments) then fail with
    `SystemError: frame does not exist`. A builtin passed as a tool (the user's explicit
    choice: it runs on the host) is called through this Python function instead, so it
    sees this frame, as under smolagents, where it sees the interpreter's own."""
    if not isinstance(func, types.BuiltinFunctionType):
        return func

    def call(*args: Any, **kwargs: Any) -> Any:
        return func(*args, **kwargs)

    call.__name__ = getattr(func, "__name__", "tool")
    return call


class LocalPythonExecutor(Executor):
    """Runs model-written Python in sandpy's engine, with smolagents' semantics.

    Args:
        additional_authorized_imports: import patterns added to smolagents' base modules
            (`"pkg"`, `"pkg.*"`, `"*"`). Modules sandpy's engine does not provide fail at
            import time with an ImportError that says so (they need the isolated executor).
        max_print_outputs_length: logs longer than this many characters are truncated
            (default 50,000, as in smolagents).
        additional_functions: host functions the code may call, always present (like tools
            that `send_tools` never replaces).
        timeout_seconds: wall-clock budget per run; `None` disables it. A run that goes past
            it raises `ExecutionTimeoutError` and the executor stays usable.
        max_operations: budget per run in executor steps (default smolagents' 10,000,000;
            each step is worth `ENGINE_OPERATIONS_PER_STEP` engine operations, so no program
            smolagents' interpreter accepts stops here); `None` disables it.
        max_memory: bytes the session's objects may hold (default 1 GiB); `None` leaves the
            engine's hard cap.
        max_recursion_depth: Python call depth (default 1000).
        dunder_policy: `"smolagents"` (the default, smolagents' rule: reading any attribute
            named `__x__` with `obj.__x__` syntax raises `Forbidden access to dunder
            attribute: __x__`; calls like `super().__init__()`, dunder methods defined in
            classes and getattr are unaffected) or `"cpython"` (sandpy's permissive policy:
            every dunder attribute except those that lead to interpreter internals).
        subprocess: run the engine in a child process (`sandpy session`) instead of this
            one, so that even a defect in the engine cannot take this process down. A child
            that dies or hangs is reported as an error, killed and replaced (its state is
            lost). Each call then costs a round trip through a pipe.
    """

    def __init__(
        self,
        additional_authorized_imports: list[str],
        max_print_outputs_length: Optional[int] = None,
        additional_functions: Optional[Mapping[str, Callable]] = None,
        timeout_seconds: Optional[float] = MAX_EXECUTION_TIME_SECONDS,
        *,
        max_operations: Optional[int] = MAX_OPERATIONS,
        max_memory: Optional[int] = DEFAULT_MAX_MEMORY,
        max_recursion_depth: int = DEFAULT_MAX_RECURSION_DEPTH,
        subprocess: bool = False,
        dunder_policy: str = "smolagents",
    ) -> None:
        if dunder_policy not in ("smolagents", "cpython"):
            raise ValueError(f"dunder_policy must be 'smolagents' or 'cpython', not {dunder_policy!r}")
        self._classes = _smolagents.load()
        self.additional_authorized_imports = list(additional_authorized_imports or [])
        check_authorized_imports_exist(self.additional_authorized_imports, self._classes.InterpreterError)
        self.max_print_outputs_length = DEFAULT_MAX_LEN_OUTPUT if max_print_outputs_length is None else max_print_outputs_length
        self.additional_functions = dict(additional_functions or {})
        self.timeout_seconds = timeout_seconds
        self.max_operations = max_operations
        self.max_memory = max_memory
        self.max_recursion_depth = max_recursion_depth
        self.dunder_policy = dunder_policy
        engine_class = ProcessEngine if subprocess else _native.Engine
        self.subprocess = subprocess
        self._attach(
            engine_class(
                self.additional_authorized_imports,
                self.max_print_outputs_length,
                None if timeout_seconds is None else float(timeout_seconds),
                max_operations,
                max_memory,
                max_recursion_depth,
                self.additional_functions,
                dunder_policy,
            )
        )

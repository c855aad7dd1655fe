"""`ProcessEngine`: the local executor's engine in a child process (`subprocess=True`).

The engine runs inside the caller's process by default, so a defect in it (a crash, an
abort) would take the agent down with it. With `subprocess=True` the same executor runs
`sandpy session` (docs/protocol.md: JSON lines, values tagged like smolagents'
SafeSerializer) in a child Python process instead, and talks to it over pipes. Tools still
run here, in this process: the child sends a `tool_call` event and waits for the answer.

A child that dies or stops answering is reported as an `InterpreterError` the model can
read, killed if needed, and replaced by a fresh one, so the executor stays usable; the state
of the dead child (variables, functions, imports) is lost, and the error says so.

`ProcessEngine` offers the same methods as `sandpy._native.Engine`, so `LocalPythonExecutor`
uses either without knowing which.
"""

from __future__ import annotations

import json
import queue
import subprocess
import sys
import threading
from typing import Any, Callable, Mapping, Optional

from . import _native

__all__ = ["ProcessEngine", "ENGINE_GRACE_SECONDS"]

#: How long past its own timeout a child may stay silent before it is presumed hung.
ENGINE_GRACE_SECONDS = 10.0

_CHILD = "import sys, sandpy._native as n; sys.exit(n.run_cli(sys.argv[1:]))"


class _Lost(Exception):
    """The child died or stopped answering; the message says what happened."""


class ProcessEngine:
    """A sandpy session in a child process, with `_native.Engine`'s methods."""

    def __init__(
        self,
        authorized_imports: list[str],
        max_print_outputs_length: int,
        timeout_seconds: Optional[float],
        max_operations: Optional[int],
        max_memory: Optional[int],
        max_recursion_depth: int,
        functions: Mapping[str, Callable],
        dunder_policy: str = "smolagents",
    ) -> None:
        self._args = ["session", "--values", "tagged", "--max-print-outputs-length", str(max_print_outputs_length)]
        self._args += ["--timeout", "none" if timeout_seconds is None else repr(float(timeout_seconds))]
        self._args += ["--max-operations", "none" if max_operations is None else str(max_operations)]
        self._args += ["--max-memory", "none" if max_memory is None else str(max_memory)]
        self._args += ["--max-recursion-depth", str(max_recursion_depth)]
        self._args += ["--dunder-policy", dunder_policy]
        if authorized_imports:
            self._args += ["--authorized-imports", ",".join(authorized_imports)]
        self._deadline = None if timeout_seconds is None else float(timeout_seconds) + ENGINE_GRACE_SECONDS
        self._functions = dict(functions)
        self._tools: dict[str, Callable] = {}
        self._codec = _native.Codec()
        self._lock = threading.RLock()
        self._next_id = 0
        self._proc: Optional[subprocess.Popen] = None
        self._lines: "queue.Queue[Optional[str]]" = queue.Queue()
        self._closed = False
        self._start()

    # ------------------------------------------------------------------ the child

    def _start(self) -> None:
        self._proc = subprocess.Popen(
            [sys.executable, "-c", _CHILD, *self._args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            encoding="utf-8",
            bufsize=1,
            start_new_session=True,  # a terminal's Ctrl-C goes to us, not to the child
        )
        self._lines = queue.Queue()
        reader = threading.Thread(target=self._read, args=(self._proc, self._lines), daemon=True)
        reader.start()
        self._send_tools()

    @staticmethod
    def _read(proc: subprocess.Popen, lines: "queue.Queue[Optional[str]]") -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            lines.put(line)
        lines.put(None)

    def _kill(self) -> None:
        proc, self._proc = self._proc, None
        if proc is not None and proc.poll() is None:
            proc.kill()
        if proc is not None:
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:  # pragma: no cover
                pass

    def _describe_exit(self) -> str:
        proc = self._proc
        if proc is None:
            return "the sandpy engine process is gone"
        try:
            code = proc.wait(timeout=1)
        except subprocess.TimeoutExpired:
            return "the sandpy engine process stopped answering"
        if code < 0:
            return f"the sandpy engine process was killed by signal {-code}"
        return f"the sandpy engine process exited with status {code}"

    def _replace(self, what: str) -> _Lost:
        self._kill()
        self._codec.clear()
        self._start()
        return _Lost(
            f"{what}; a new engine process was started, and the variables, functions and imports of earlier runs are lost"
        )

    def _write(self, request: dict) -> None:
        if self._proc is None or self._proc.stdin is None:
            raise self._replace("the sandpy engine process is gone")
        try:
            self._proc.stdin.write(json.dumps(request) + "\n")
            self._proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise self._replace(self._describe_exit()) from None

    def _next_line(self) -> dict:
        try:
            line = self._lines.get(timeout=self._deadline)
        except queue.Empty:
            raise self._replace(f"the sandpy engine process did not answer within {self._deadline:g} seconds") from None
        if line is None:
            raise self._replace(self._describe_exit())
        return json.loads(line)

    def _request(self, request: dict) -> dict:
        """Sends a request and returns its response, answering tool calls meanwhile."""
        with self._lock:
            if self._closed:
                raise RuntimeError("this executor has been cleaned up")
            self._next_id += 1
            request = {**request, "id": self._next_id}
            try:
                self._write(request)
                while True:
                    message = self._next_line()
                    if message.get("event") == "tool_call":
                        self._write(self._call_tool(message))
                        continue
                    return message
            except KeyboardInterrupt:
                # The run may be half done in the child: start over rather than guess.
                self._replace("interrupted")
                raise

    def _call_tool(self, event: dict) -> dict:
        name = event.get("name", "")
        func = self._tools.get(name) or self._functions.get(name)
        try:
            if func is None:
                raise NameError(f"name '{name}' is not defined")
            args = [self._codec.decode(json.dumps(a)) for a in event.get("args", [])]
            kwargs = {k: self._codec.decode(json.dumps(v)) for k, v in event.get("kwargs", {}).items()}
            value = json.loads(self._codec.encode(func(*args, **kwargs), True))
            return {"op": "tool_result", "id": event.get("id"), "value": value}
        except Exception as e:
            return {"op": "tool_error", "id": event.get("id"), "type": type(e).__name__, "message": str(e)}

    def _send_tools(self) -> None:
        names = sorted({*self._tools, *self._functions})
        assert self._proc is not None and self._proc.stdin is not None
        self._next_id += 1
        self._proc.stdin.write(json.dumps({"op": "send_tools", "tools": names, "id": self._next_id}) + "\n")
        self._proc.stdin.flush()
        self._lines.get(timeout=self._deadline)

    # ------------------------------------------------------------------ Engine's methods

    def run(self, code: str) -> tuple[bool, Any, str, bool]:
        try:
            r = self._request({"op": "run", "code": code})
        except _Lost as lost:
            message = str(lost)
            fields = {
                "kind": "executor",
                "type_name": "ExecutorError",
                "message": message,
                "line": None,
                "column": None,
                "source_line": None,
                "traceback": f"ExecutorError: {message}\n",
                "rendered": f"Code execution failed due to: ExecutorError: {message}",
            }
            return False, fields, "", False
        if r.get("ok"):
            return True, self._codec.decode(json.dumps(r.get("output"))), r.get("logs", ""), bool(r.get("is_final_answer"))
        error = r.get("error", {})
        fields = {key: error.get(key) for key in ("kind", "message", "line", "column", "source_line", "traceback", "rendered")}
        fields["type_name"] = error.get("type", "Error")
        fields["kind"] = fields["kind"] or "executor"
        fields["rendered"] = fields["rendered"] or f"{fields['type_name']}: {fields['message']}"
        fields["traceback"] = fields["traceback"] or ""
        return False, fields, r.get("logs", ""), False

    def _ok(self, request: dict) -> dict:
        try:
            r = self._request(request)
        except _Lost as lost:
            raise RuntimeError(str(lost)) from None
        if not r.get("ok"):
            error = r.get("error", {})
            if error.get("type") == "NameError":
                raise KeyError(request.get("name"))
            raise RuntimeError(error.get("message", "the engine process refused the request"))
        return r

    def send_variables(self, variables: dict) -> None:
        encoded = {}
        for name, value in variables.items():
            try:
                encoded[name] = json.loads(self._codec.encode(value, False))
            except TypeError as e:
                raise TypeError(f"variable '{name}': {e}") from None
        self._ok({"op": "send_variables", "variables": encoded})

    def set_tools(self, tools: dict) -> None:
        for name, func in tools.items():
            if not callable(func):
                raise TypeError(f"tool '{name}' is not callable")
        with self._lock:
            self._tools = dict(tools)
            self._ok({"op": "send_tools", "tools": sorted({*self._tools, *self._functions})})

    def get_variable(self, name: str) -> Any:
        return self._codec.decode(json.dumps(self._ok({"op": "get_variable", "name": name})["value"]))

    def variable_names(self) -> list[str]:
        return list(self._ok({"op": "variables"})["names"])

    def delete_variable(self, name: str) -> None:
        try:
            self._ok({"op": "delete_variable", "name": name})
        except KeyError:
            raise RuntimeError(f"name '{name}' is not defined") from None

    def reset(self) -> None:
        self._ok({"op": "reset"})
        self._codec.clear()

    def cancel(self) -> None:
        """Stops the run in progress: the child is killed and replaced (its state is lost)."""
        proc = self._proc
        if proc is not None and proc.poll() is None:
            proc.kill()

    def close(self) -> None:
        with self._lock:
            self._closed = True
            if self._proc is not None and self._proc.stdin is not None:
                try:
                    self._proc.stdin.close()
                except OSError:
                    pass
            self._kill()
            self._codec.clear()

    @property
    def closed(self) -> bool:
        return self._closed

    @property
    def pid(self) -> Optional[int]:
        """The child's process id (for tests and monitoring)."""
        return None if self._proc is None else self._proc.pid

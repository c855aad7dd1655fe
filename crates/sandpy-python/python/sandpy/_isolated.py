"""`IsolatedExecutor`: real CPython, with any installed library, sealed off by Linux.

The same interface as `LocalPythonExecutor` (and so a drop-in executor for smolagents'
CodeAgent), but the code runs in the machine's CPython inside a sandbox
(crates/sandpy-isolate: fresh user/PID/mount/network/IPC/UTS/cgroup namespaces, a
read-only view of the interpreter, its standard library and the allowed site-packages, a
private size-limited /tmp, no network, seccomp, landlock, rlimits or cgroups), speaking the
kernel protocol (crates/sandpy-kernel). Tools still run here, on the host: the sandbox
holds a stub per tool name that calls back over the channel, so no tool source or secret
enters it. Works without root (user namespaces).

The sandbox's init stages run as this very interpreter with the `sandpy` package
(`sandpy._native.isolate_init`), so the wheel needs no separate binary.
"""

from __future__ import annotations

import os
import site
import sys
from typing import Any, Callable, Mapping, Optional, Sequence, Union

from . import _native, _smolagents
from ._local import DEFAULT_MAX_LEN_OUTPUT, MAX_EXECUTION_TIME_SECONDS, Executor, check_authorized_imports_exist

__all__ = ["IsolatedExecutor"]

#: Bytes of memory the sandboxed interpreter may use (the sandbox's default, from Rust).
DEFAULT_MAX_MEMORY: int = _native.ISOLATED_DEFAULT_MAX_MEMORY


def _init_command(python: str) -> tuple[list[str], list[str]]:
    """The sandbox's init program (`python` running sandpy's init) and the paths it needs
    inside the sandbox's view (the sandpy package)."""
    package_dir = os.path.dirname(os.path.abspath(__file__))
    parent = os.path.dirname(package_dir)
    code = f"import sys; sys.path.insert(0, {parent!r}); import sandpy._native as n; n.isolate_init(sys.argv[1:])"
    return [python, "-I", "-S", "-c", code], [package_dir]


class IsolatedExecutor(Executor):
    """Runs model-written Python in real CPython inside a Linux sandbox.

    Args:
        additional_authorized_imports: import patterns added to smolagents' base modules
            (`"pkg"`, `"pkg.*"`, `"*"` for any); the kernel refuses other imports with the
            local executor's wording. The sandbox, not this list, is the wall.
        max_print_outputs_length: logs longer than this are truncated (default 50,000).
        additional_functions: host functions always present, like tools `send_tools` keeps.
        timeout_seconds: wall-clock budget per run (`None`: none). A run past it is
            interrupted (KeyboardInterrupt inside); a kernel that does not stop is killed and
            replaced, and the error says the state was lost.
        max_memory: bytes the sandboxed interpreter may use (default 1 GiB).
        python: the interpreter to run (default: the one running this code).
        site_packages: directories the code may import third-party packages from, read-only:
            `"auto"` (default) for this environment's site-packages, or a list, or `None` for
            the standard library only.
        preimport: modules the kernel imports before the first run.
    """

    def __init__(
        self,
        additional_authorized_imports: list[str],
        max_print_outputs_length: Optional[int] = None,
        additional_functions: Optional[Mapping[str, Callable]] = None,
        timeout_seconds: Optional[float] = MAX_EXECUTION_TIME_SECONDS,
        *,
        max_memory: Optional[int] = DEFAULT_MAX_MEMORY,
        python: Optional[str] = None,
        site_packages: Union[str, Sequence[str], None] = "auto",
        preimport: Sequence[str] = (),
    ) -> None:
        self._classes = _smolagents.load()
        self.additional_authorized_imports = list(additional_authorized_imports or [])
        check_authorized_imports_exist(self.additional_authorized_imports, self._classes.InterpreterError)
        self.max_print_outputs_length = DEFAULT_MAX_LEN_OUTPUT if max_print_outputs_length is None else max_print_outputs_length
        self.additional_functions = dict(additional_functions or {})
        self.timeout_seconds = timeout_seconds
        self.max_memory = max_memory
        self.python = os.path.realpath(python or sys.executable)
        if site_packages == "auto":
            dirs = [d for d in site.getsitepackages() if os.path.isdir(d)] if python is None else []
        elif site_packages is None:
            dirs = []
        else:
            dirs = [os.path.abspath(d) for d in site_packages]
        self.site_packages = dirs
        init, init_paths = _init_command(self.python)
        authorized = None if "*" in self.additional_authorized_imports else self.additional_authorized_imports
        self._attach(
            _native.Engine.isolated(
                self.python,
                init,
                init_paths,
                authorized,
                self.max_print_outputs_length,
                None if timeout_seconds is None else float(timeout_seconds),
                max_memory,
                dirs,
                list(preimport),
                self.additional_functions,
            )
        )

    def _tools_for_engine(self, tools: dict[str, Any]) -> dict[str, Any]:
        # The kernel's tools are replaced as a whole: the additional functions go with them.
        return {**tools, **self.additional_functions}

"""Type stubs for `sandpy._native`, the Rust extension behind the sandpy package."""

from typing import Any, Callable, Mapping, Optional

__version__: str
ENGINE_OPERATIONS_PER_STEP: int
# The executors' default limits (sandpy_executor::builder, sandpy_isolate::config).
DEFAULT_MAX_LEN_OUTPUT: int
MAX_OPERATIONS: int
MAX_EXECUTION_TIME_SECONDS: int
DEFAULT_MAX_MEMORY: int
DEFAULT_MAX_RECURSION_DEPTH: int
ISOLATED_DEFAULT_MAX_MEMORY: int

class Engine:
    """One sandpy session on its own worker thread."""

    def __init__(
        self,
        authorized_imports: list[str],
        max_print_outputs_length: int,
        timeout_seconds: Optional[float],
        max_operations: Optional[int],
        max_memory: Optional[int],
        max_recursion_depth: int,
        functions: Mapping[str, Callable[..., Any]],
        dunder_policy: str = "smolagents",
    ) -> None: ...
    @staticmethod
    def isolated(
        interpreter: Optional[str],
        init: list[str],
        read_only_paths: list[str],
        authorized_imports: Optional[list[str]],
        max_print_outputs_length: int,
        timeout_seconds: Optional[float],
        max_memory: Optional[int],
        site_packages: list[str],
        preimport: list[str],
        functions: Mapping[str, Callable[..., Any]],
    ) -> "Engine":
        """Real CPython in the Linux sandbox, behind the same methods."""
    def run(self, code: str) -> tuple[bool, Any, str, bool]:
        """`(True, output, logs, is_final_answer)` or `(False, error_fields, logs, False)`."""
    def send_variables(self, variables: dict[str, Any]) -> None: ...
    def set_tools(self, tools: dict[str, Callable[..., Any]]) -> None: ...
    def get_variable(self, name: str) -> Any: ...
    def variable_names(self) -> list[str]: ...
    def delete_variable(self, name: str) -> None: ...
    def reset(self) -> None: ...
    def cancel(self) -> None: ...
    def close(self) -> None: ...
    @property
    def closed(self) -> bool: ...

class Codec:
    """Python objects <-> tagged JSON text for out-of-process sessions."""

    def __init__(self) -> None: ...
    def encode(self, obj: Any, handles: bool = False) -> str: ...
    def decode(self, text: str) -> Any: ...
    def clear(self) -> None: ...

def run_cli(args: list[str]) -> int:
    """Runs `sandpy ARGS…` in this process; returns its exit status."""

def isolate_init(args: list[str]) -> None:
    """Runs a stage of the Linux sandbox's init. Never returns."""

# The kernel's constants and the state its modules share (package `_sandpy_kernel`).
#
# The sandpy kernel runs model-written Python for a sandpy host, in another process (a
# Linux sandbox, a container, a cloud sandbox). Python 3.9+, standard library only. The
# host starts it as `python -I -S -B -c BOOTSTRAP SOURCE` (sandpy_kernel::launcher): the
# bootstrap loads these modules in order, each as `_sandpy_kernel.<name>`, all compiled
# under the file name KERNEL_FILENAME so their frames never show in the code's
# tracebacks; the last one, `main`, serves the host (docs/protocol.md, "The kernel
# protocol"). The modules, each with one job:
#   state     constants, the run's flags, the configuration
#   stopping  final_answer and interrupts: stopping a run so the code cannot swallow it
#   channel   frames on private descriptors, JSON, threads and forks on the channel
#   capture   stdout and stderr of the code, truncated as smolagents truncates logs
#   values    values as tagged JSON (smolagents' SafeSerializer tags) and back
#   tools     a stub per host tool
#   namespace the code's globals, builtins and import policy
#   rewrite   the code's syntax tree: the last value, and no rebinding of tools
#   errors    errors as smolagents words them, with CPython's traceback
#   run       one run of the code
#   main      the requests and the main loop
#
# Nothing here is a security boundary: the code runs in this very process and can reach
# anything the kernel can. The walls are the launcher's (the sandbox); the host trusts no
# message from the kernel. The import check is smolagents' policy, not a wall.

PROTOCOL = 1
KERNEL_VERSION = "0.1.0"
KERNEL_FILENAME = "<sandpy-kernel>"
MAX_DEPTH = 200
TYPE_KEY = "__type__"
LAST_VALUE_SLOT = "__sandpy_last_value__"
BOUND_TYPES = ("MemoryError", "RecursionError")
# Sources of earlier runs kept for tracebacks of the functions they defined (characters).
KEPT_SOURCE_CHARS = 4 << 20
PyCF_ONLY_AST = 0x400


class _State:
    running = False  # a run (or a request) is executing code of the user
    in_io = False  # the main thread is reading or writing a frame: an interrupt must wait
    pending = False  # an interrupt arrived during I/O
    stopping = None  # None, "final" or "interrupt": the run is being stopped
    rearm_scheduled = False  # the trace asked for a simulated SIGINT to re-arm itself
    final = None  # (value,) once final_answer was called in this run


state = _State()

# Set by `configure`.
config = {"max_value_bytes": 16 << 20}

# One run of the code: parse, rewrite and compile it, execute it in the code's namespace
# with stdout and stderr captured, and answer with its value (the last statement's, or
# final_answer's) or its error, and its logs.

from _sandpy_kernel import namespace
from _sandpy_kernel.capture import capture, install
from _sandpy_kernel.errors import runtime_error, sources, syntax_error
from _sandpy_kernel.rewrite import SLOTS, guard_tools, mentions, with_last_value
from _sandpy_kernel.state import LAST_VALUE_SLOT, PyCF_ONLY_AST, config, state
from _sandpy_kernel.stopping import disarm
from _sandpy_kernel.values import Oversized, encode, foreign, safe_text

_runs = [0]


def run(code, request_id):
    """The answer to a `run` request."""
    _runs[0] += 1
    filename = "<code-%d>" % _runs[0]
    capture.clear()
    install()  # whatever the code did to sys.stdout and sys.stderr last time
    state.final = None
    state.stopping = None
    state.pending = False
    state.rearm_scheduled = False
    state.running = True
    try:
        outcome = _run_code(code, filename)
    except BaseException as e:  # an interrupt that landed in the kernel's own code
        disarm()
        outcome = {"type": "error", "error": {"type": type(e).__name__, "message": "", "kind": "runtime"}}
        try:
            outcome["error"] = runtime_error(e, code, filename)
        except BaseException:
            pass
    finally:
        state.running = False
        disarm()
    outcome["logs"] = capture.text()
    capture.clear()
    outcome["id"] = request_id
    return outcome


def _run_code(code, filename):
    try:
        tree = compile(code, filename, "exec", PyCF_ONLY_AST)
        protected = namespace.protected
        if protected and mentions(code, protected):
            tree = guard_tools(tree, protected)
        # Compile errors (SyntaxError from the compiler, not the parser) surface here,
        # before anything runs.
        steps = compile(with_last_value(tree), filename, "exec")
    except SyntaxError as e:
        return {"type": "error", "error": syntax_error(e, filename)}
    except ValueError as e:  # "source code string cannot contain null bytes" (3.11)
        return {"type": "error", "error": syntax_error(SyntaxError(str(e), (filename, 1, 1, "")), filename)}
    sources.add(filename, code)
    failure = None
    value = None
    try:
        value = _execute(steps)
    except BaseException as e:  # the code's failure, whatever it raised
        failure = e
    disarm()
    if state.final is not None:
        return dict(_value_result(state.final[0], True), type="result")
    if failure is not None:
        return {"type": "error", "error": runtime_error(failure, code, filename)}
    return dict(_value_result(value, False), type="result")


def _execute(code):
    g = namespace.user_globals
    g[LAST_VALUE_SLOT] = None
    try:
        exec(code, g)
        return g.get(LAST_VALUE_SLOT)
    finally:
        for slot in SLOTS:
            g.pop(slot, None)


def _value_result(value, is_final):
    limit = capture.limit
    text_repr = safe_text(repr, value, limit)
    cap = config["max_value_bytes"]
    try:
        encoded = encode(value, 0, limit, None if cap is None else [cap])
    except Oversized:
        encoded = foreign(value, limit, text_repr)
    return {"value": encoded, "repr": text_repr, "is_final_answer": is_final}


def value_of(value):
    """A variable's value for `get_variable` (a stand-in when it is too large to send)."""
    cap = config["max_value_bytes"]
    try:
        return encode(value, 0, capture.limit, None if cap is None else [cap])
    except Oversized:
        return foreign(value, capture.limit)

# Errors of a run, as smolagents words them ("Code execution failed at line '...' due to:
# Type: message", "Code parsing failed on line N due to: ..."), with CPython's own
# traceback of the code (the kernel's frames removed) and the sources of earlier runs, so
# the tracebacks of functions they defined show their lines.

from _sandpy_kernel.state import BOUND_TYPES, KEPT_SOURCE_CHARS, KERNEL_FILENAME
from _sandpy_kernel.values import safe_text


class _Sources:
    """Sources of recent runs, for the tracebacks of functions they defined."""

    def __init__(self):
        self.order = []
        self.texts = {}
        self.size = 0

    def add(self, filename, code):
        self.order.append(filename)
        self.texts[filename] = code
        self.size += len(code)
        while self.size > KEPT_SOURCE_CHARS and len(self.order) > 1:
            old = self.order.pop(0)
            self.size -= len(self.texts.pop(old))

    def clear(self):
        self.__init__()

    def publish(self):
        import linecache

        for filename, code in self.texts.items():
            linecache.cache[filename] = (len(code), None, code.splitlines(True), filename)


sources = _Sources()


def syntax_error(e, filename):
    import traceback

    text = (e.text or "").rstrip("\r\n")
    if "\n" in text:
        text = text.split("\n")[0]
    line = e.lineno or 1
    rendered = "Code parsing failed on line %d due to: %s: %s (<unknown>, line %d)" % (line, type(e).__name__, e.msg, line)
    if e.text:
        # smolagents' text exactly: CPython's `text` (with its line break, when it has one),
        # then `offset` spaces and a caret.
        rendered += "\n" + e.text + " " * (e.offset or 0) + "^"
    return {
        "type": type(e).__name__,
        "message": str(e.msg),
        "line": line,
        "column": e.offset if e.offset and e.offset > 0 else None,
        "source_line": text or None,
        "traceback": "".join(traceback.format_exception_only(type(e), e)),
        "kind": "syntax",
        "rendered": rendered,
    }


def _kernel_free(te, seen):
    """Drops the kernel's own frames from a TracebackException (chained ones too)."""
    import traceback

    if te is None or id(te) in seen:
        return
    seen.add(id(te))
    te.stack = traceback.StackSummary.from_list([f for f in te.stack if f.filename != KERNEL_FILENAME])
    _kernel_free(te.__cause__, seen)
    _kernel_free(te.__context__, seen)


def runtime_error(e, code, filename):
    """The error of a run. Everything that needs an import (ast, traceback, linecache) may
    fail when the code used up what imports need (descriptors, memory): the type and
    message are still reported."""
    frames = []
    tb = e.__traceback__
    module_column = None
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename and not frames:
            module_column = _column(tb)
        frames.append((tb.tb_frame.f_code.co_filename, tb.tb_lineno))
        tb = tb.tb_next
    mine = [line for name, line in frames if name == filename]
    line = mine[-1] if mine else None
    lines = code.split("\n")
    source_line = lines[line - 1].rstrip("\r") if line and 0 < line <= len(lines) else None
    type_name = type(e).__name__
    message = safe_text(str, e, None)
    try:
        statement = _top_level_statement(code, mine[0], module_column) if mine else None
    except Exception:
        statement = None
    if statement is not None:
        rendered = "Code execution failed at line '%s' due to: %s: %s" % (statement, type_name, message)
    else:
        rendered = "Code execution failed due to: %s: %s" % (type_name, message)
    try:
        import traceback

        sources.publish()
        try:
            te = traceback.TracebackException(type(e), e, e.__traceback__, compact=True)
        except TypeError:  # Python 3.9: no `compact`
            te = traceback.TracebackException(type(e), e, e.__traceback__)
        _kernel_free(te, set())
        text = "".join(te.format())
    except Exception:
        text = "%s: %s\n" % (type_name, message)
    return {
        "type": type_name,
        "message": message,
        "line": line,
        "column": None,
        "source_line": source_line,
        "traceback": text,
        "kind": "limit" if type_name in BOUND_TYPES else "runtime",
        "rendered": rendered,
    }


def _column(tb):
    """The 0-based column of the instruction a traceback entry stopped at (Python 3.11+
    records positions; None before)."""
    positions = getattr(tb.tb_frame.f_code, "co_positions", None)
    if positions is None or tb.tb_lasti < 0:
        return None
    try:
        for index, position in enumerate(positions()):
            if index == tb.tb_lasti // 2:
                return position[2]
    except Exception:
        return None
    return None


def _top_level_statement(code, line, column=None):
    """The source of the top-level statement the module was running: at `line` and, when
    several statements share the line (`a = 1; b = a / 0`), the one holding `column`."""
    import ast

    try:
        body = ast.parse(code).body
    except SyntaxError:
        return None
    found = None
    for stmt in body:
        end_line = stmt.end_lineno or stmt.lineno
        if not (stmt.lineno <= line <= end_line):
            continue
        if column is not None and stmt.lineno == end_line == line:
            end_column = stmt.end_col_offset if stmt.end_col_offset is not None else 1 << 30
            if not (stmt.col_offset <= column <= end_column):
                continue
        found = ast.get_source_segment(code, stmt)
        if column is not None:
            break
    return found

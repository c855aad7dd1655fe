#!/usr/bin/env python3
"""The CPython side of the conformance run: imports each module of one package, finds its
doctests with doctest.DocTestFinder and runs every example the way doctest does (a fresh
copy of the module's globals per docstring, each example compiled in "single" mode so
expression statements echo their repr), recording what doctest would compare: the printed
output, and the exception's `Type: message` when one escapes.

    python3 cpython_worker.py ROOT OUT.json MODULE...

ROOT is put first on sys.path; the result (JSON) goes to OUT.json. run.py starts this twice
with different hash seeds to find examples whose output is not deterministic.
"""

import __future__
import doctest
import importlib
import io
import json
import signal
import sys
import traceback

EXAMPLE_TIMEOUT = 10  # seconds of CPython time per example; slower examples are left out


class ExampleTimeout(BaseException):
    pass


def on_alarm(signum, frame):
    raise ExampleTimeout()


def exc_line(e):
    """`Type: message` for an exception (for SyntaxError only its message, without the
    file name and line that str() adds)."""
    name = type(e).__name__
    if isinstance(e, SyntaxError):
        return f"{name}: {e.msg}"
    try:
        text = str(e)
    except BaseException:
        text = "<str() failed>"
    return f"{name}: {text}"


def future_flags(globs):
    """The compiler flags of the __future__ features the module's globals import, as
    doctest computes them."""
    flags = 0
    for fname in __future__.all_feature_names:
        feature = globs.get(fname, None)
        if feature is getattr(__future__, fname):
            flags |= feature.compiler_flag
    return flags


def run_example(example, test, index, flags):
    """Runs one example in test.globs; returns (output, exception line or None, note)."""
    buf = io.StringIO()
    saved = sys.stdout
    exc = None
    note = None
    filename = f"<doctest {test.name}[{index}]>"
    try:
        code = compile(example.source, filename, "single", flags, True)
    except SyntaxError as e:
        try:
            compile(example.source, filename, "exec", flags, True)
            note = "not a single interactive statement"
        except SyntaxError:
            pass
        return "", exc_line(e), note
    sys.stdout = buf
    signal.alarm(EXAMPLE_TIMEOUT)
    try:
        exec(code, test.globs)
    except KeyboardInterrupt:
        raise
    except ExampleTimeout:
        note = "timed out under CPython"
    except BaseException as e:
        exc = exc_line(e)
    finally:
        signal.alarm(0)
        sys.stdout = saved
    return buf.getvalue(), exc, note


def run_module(modname):
    entry = {"module": modname, "error": None, "file": None, "tests": []}
    try:
        module = importlib.import_module(modname)
    except BaseException as e:
        entry["error"] = exc_line(e)
        entry["traceback"] = traceback.format_exc()
        return entry
    entry["file"] = getattr(module, "__file__", None)
    finder = doctest.DocTestFinder(exclude_empty=True)
    for test in finder.find(module):
        flags = future_flags(test.globs)
        examples = []
        for index, example in enumerate(test.examples):
            item = {"source": example.source, "want": example.want, "lineno": example.lineno}
            if example.options.get(doctest.SKIP):
                item["skip"] = "doctest SKIP directive"
            else:
                out, exc, note = run_example(example, test, index, flags)
                item["out"] = out
                item["exc"] = exc
                if note:
                    item["skip"] = note
            examples.append(item)
        entry["tests"].append({"name": test.name, "lineno": test.lineno, "examples": examples})
        test.globs.clear()
    return entry


def main():
    root, out_path, modules = sys.argv[1], sys.argv[2], sys.argv[3:]
    sys.path.insert(0, root)
    signal.signal(signal.SIGALRM, on_alarm)
    result = [run_module(m) for m in modules]
    with open(out_path, "w") as f:
        json.dump(result, f)


if __name__ == "__main__":
    main()

#!/usr/bin/env python3
"""Side-by-side benchmark: sandpy's LocalPythonExecutor against smolagents' own, in one
Python process.

For every program in bench/executor_programs/ (agent-style snippets sized so smolagents
finishes) both executors run the same code, alternating, N times each; the logs must be
equal, the table gives the median time of each and the ratio smolagents/sandpy (how many
times faster sandpy is), with the geometric mean, and beside it how many times faster
CPython itself runs the program (compiled beforehand) than smolagents does: the score an
executor exactly as fast as CPython would get. Then the cost of one warm
`__call__("x = 1")` (in-process, crash-isolated subprocess mode, smolagents), and how long
after its deadline a timeout, a Ctrl-C and `interrupt()` stop a `while True: pass`.

Run it with the interpreter that has the release build of sandpy and smolagents installed
(scripts/setup-python.sh prints it):

    target/python-venv/bin/python bench/executors.py [--runs N] [--markdown docs/benchmarks.md]

A measurement, not a test: the exit status is 0 whatever the numbers.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import math
import os
import platform
import signal
import statistics
import sys
import threading
import time
from pathlib import Path

import smolagents
from smolagents.local_python_executor import LocalPythonExecutor as SmolagentsExecutor

import sandpy

ROOT = Path(__file__).resolve().parent.parent
PROGRAMS = ROOT / "bench" / "executor_programs"
STEPS = ROOT / "bench" / "agent_steps"
IMPORTS = ["json", "operator"]
PROGRAMS_FULL = ROOT / "bench" / "programs"

# The engine benchmark's agent-style programs (bench/programs), shrunk by replacing their
# size constants so smolagents' interpreter finishes them in seconds. The others use what
# smolagents' interpreter lacks: starred assignment targets (agent_wrangling), the `hex`
# builtin (strings), exception subclass hierarchies in except clauses (exceptions),
# nonlocal (closures), yield (generators), or take minutes even small (the numeric ones).
SMALL_SIZES = {
    "wordcount": [("generate_words(700000, 2024)", "generate_words(7000, 2024)")],
    "json_work": [("make_records(4000)", "make_records(200)"), ("range(20000)", "range(1000)")],
    "sort_work": [("lcg(200000, 3)", "lcg(4000, 3)"), ("ints[:100000]", "ints[:2000]")],
    "datetime_work": [("make_log(50000)", "make_log(500)"), ("range(3000)", "range(300)")],
    "sorting": [("lcg_values(150000, 7)", "lcg_values(3000, 7)"), ("values[:50000]", "values[:1000]"),
                ("insertion_sort(values[:1000])", "insertion_sort(values[:300])"), ("by_insertion[500]", "by_insertion[200]")],
}


def suite_programs():
    """(name, code) of the shrunk engine-benchmark programs and of the executor snippets."""
    out = []
    for name, replacements in SMALL_SIZES.items():
        code = (PROGRAMS_FULL / f"{name}.py").read_text()
        for old, new in replacements:
            code = code.replace(old, new)
        out.append((f"bench/{name} (small)", code))
    for path in sorted(PROGRAMS.glob("*.py")):
        out.append((path.stem, path.read_text()))
    for path in sorted(STEPS.glob("*.py")):
        out.append((f"step: {path.stem}", path.read_text()))
    return out
MARK_BEGIN = "<!-- executors:begin -->"
MARK_END = "<!-- executors:end -->"


def make(kind):
    if kind == "smolagents":
        ex = SmolagentsExecutor(IMPORTS)
        ex.send_tools({})
        return ex
    ex = sandpy.LocalPythonExecutor(IMPORTS, subprocess=(kind == "sandpy-subprocess"))
    ex.send_tools({})
    return ex


def time_cpython(code):
    """The same program run by this process's own CPython (already compiled, output
    captured): the interpreter smolagents' executor delegates every builtin call to. How
    far smolagents is from it bounds what an executor as fast as CPython can gain."""
    compiled = compile(code, "<program>", "exec")
    started = time.perf_counter()
    with contextlib.redirect_stdout(io.StringIO()):
        exec(compiled, {"__name__": "__main__"})
    return time.perf_counter() - started


def time_program(kind, code):
    ex = make(kind)
    started = time.perf_counter()
    try:
        logs = ex(code).logs
    except Exception as e:  # reported as differing logs
        logs = f"{type(e).__name__}: {e}"
    elapsed = time.perf_counter() - started
    if hasattr(ex, "cleanup"):
        ex.cleanup()
    return elapsed, logs


def programs(runs):
    rows = []
    for name, code in suite_programs():
        times = {"sandpy": [], "smolagents": [], "cpython": []}
        logs = {}
        for _ in range(runs):
            for kind in ("sandpy", "smolagents"):
                t, out = time_program(kind, code)
                times[kind].append(t)
                logs[kind] = out
            times["cpython"].append(time_cpython(code))
        same = logs["sandpy"] == logs["smolagents"]
        ours, theirs = statistics.median(times["sandpy"]), statistics.median(times["smolagents"])
        cpython = statistics.median(times["cpython"])
        rows.append((name, ours, theirs, theirs / ours, same, theirs / cpython))
        print(f"{name:32} sandpy {ours * 1e3:8.2f} ms  smolagents {theirs * 1e3:9.1f} ms  "
              f"{theirs / ours:7.1f}x  (CPython itself {theirs / cpython:6.1f}x)  "
              f"{'same logs' if same else 'LOGS DIFFER'}", flush=True)
    return rows


def per_call(kind, calls, fresh_text=False):
    """Median seconds of one warm call of `x = 1` (with `fresh_text`, of `x = N` with a new N
    each time, so sandpy parses and compiles every call instead of reusing the code)."""
    ex = make(kind)
    ex("x = 1")
    samples = []
    counter = iter(range(10**9))
    for _ in range(7):
        texts = [f"x = {next(counter)}" if fresh_text else "x = 1" for _ in range(calls)]
        started = time.perf_counter()
        for text in texts:
            ex(text)
        samples.append((time.perf_counter() - started) / calls)
    if hasattr(ex, "cleanup"):
        ex.cleanup()
    return statistics.median(samples)


def stop_latency():
    """Seconds past the deadline at which each way of stopping ends `while True: pass`."""
    out = {}
    ex = sandpy.LocalPythonExecutor([], timeout_seconds=0.5, max_operations=None)
    started = time.perf_counter()
    try:
        ex("while True:\n    pass")
    except sandpy.ExecutionTimeoutError:
        pass
    out["timeout"] = time.perf_counter() - started - 0.5
    ex = sandpy.LocalPythonExecutor([], timeout_seconds=None, max_operations=None)
    delay = 0.3
    if threading.current_thread() is threading.main_thread():
        # Started in the background (`python bench/executors.py &`), Python inherits SIGINT
        # ignored and the Ctrl-C would be lost: install its KeyboardInterrupt handler.
        previous = signal.signal(signal.SIGINT, signal.default_int_handler)
        timer = threading.Timer(delay, lambda: os.kill(os.getpid(), signal.SIGINT))
        timer.start()
        started = time.perf_counter()
        try:
            ex("while True:\n    pass")
        except KeyboardInterrupt:
            pass
        finally:
            signal.signal(signal.SIGINT, previous)
        out["ctrl-c"] = time.perf_counter() - started - delay
        timer.join()
    threading.Timer(delay, ex.interrupt).start()
    started = time.perf_counter()
    try:
        ex("while True:\n    pass")
    except sandpy.InterpreterError:
        pass
    out["interrupt()"] = time.perf_counter() - started - delay
    assert ex("1 + 1").output == 2
    return out


def markdown(rows, calls, stops, runs):
    ok = [r for r in rows if r[4]]
    geo = math.exp(sum(math.log(r[3]) for r in ok) / len(ok)) if ok else float("nan")
    geo_cpython = math.exp(sum(math.log(r[5]) for r in ok) / len(ok)) if ok else float("nan")
    lines = [
        MARK_BEGIN,
        f"Measured {time.strftime('%Y-%m-%d')} on {platform.machine()}, {os.cpu_count()} cores, Python "
        f"{platform.python_version()}, smolagents {smolagents.__version__}, sandpy {sandpy.__version__} (release wheel), "
        f"median of {runs} runs each, alternating. Command: `target/python-venv/bin/python bench/executors.py "
        f"--runs {runs} --markdown docs/benchmarks.md`.",
        "",
        "The last column is smolagents' time over CPython's own (`exec` of the same program, compiled",
        "beforehand, in the same process): what an executor exactly as fast as CPython would score.",
        "",
        "| program | sandpy | smolagents | sandpy is faster by | logs | CPython itself would be faster by |",
        "| --- | ---: | ---: | ---: | --- | ---: |",
    ]
    for name, ours, theirs, ratio, same, cpython_ratio in rows:
        lines.append(f"| {name} | {ours * 1e3:.2f} ms | {theirs * 1e3:.1f} ms | {ratio:.0f}x | {'same' if same else 'differ'} | {cpython_ratio:.0f}x |")
    lines.append(f"| **geometric mean** | | | **{geo:.0f}x** | | **{geo_cpython:.0f}x** |")
    lines += [
        "",
        "| one warm `__call__(\"x = 1\")` | time |",
        "| --- | ---: |",
    ]
    for kind, seconds in calls.items():
        lines.append(f"| {kind} | {seconds * 1e6:.1f} µs |")
    lines += [
        "",
        "| stopping `while True: pass` | past the deadline |",
        "| --- | ---: |",
    ]
    for how, seconds in stops.items():
        lines.append(f"| {how} | {seconds * 1e3:.1f} ms |")
    lines.append(MARK_END)
    return "\n".join(lines), geo


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--markdown", type=Path)
    args = parser.parse_args()
    rows = programs(args.runs)
    calls = {
        "sandpy (in process)": per_call("sandpy", 20000),
        "sandpy (in process), new text each call": per_call("sandpy", 20000, fresh_text=True),
        "sandpy (subprocess=True)": per_call("sandpy-subprocess", 2000),
        "smolagents": per_call("smolagents", 2000),
    }
    for kind, seconds in calls.items():
        print(f"__call__('x = 1') {kind:28} {seconds * 1e6:8.1f} µs")
    stops = stop_latency()
    for how, seconds in stops.items():
        print(f"stop by {how:12} {seconds * 1e3:7.1f} ms past the deadline")
    text, geo = markdown(rows, calls, stops, args.runs)
    print(f"geometric mean: sandpy is {geo:.0f}x faster than smolagents' executor")
    if args.markdown:
        doc = args.markdown.read_text() if args.markdown.exists() else ""
        if MARK_BEGIN in doc and MARK_END in doc:
            doc = doc[: doc.index(MARK_BEGIN)] + text + doc[doc.index(MARK_END) + len(MARK_END):]
        else:
            doc += "\n## sandpy's executor against smolagents' (Python package)\n\n" + text + "\n"
        args.markdown.write_text(doc)


if __name__ == "__main__":
    sys.exit(main())

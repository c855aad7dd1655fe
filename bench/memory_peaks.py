#!/usr/bin/env python3
"""Peak memory of the issue-15 memory examples: does `max_memory` bound the session?

Each example runs in a fresh `sandpy session` process (several runs share one session, as
an agent's steps do); the table gives the limit in force, how each run ended, and the
process's peak resident memory (`ru_maxrss` of that child, from wait4), so the peak can be
compared with the limit. The cycle example is also run under CPython for comparison.

    python3 bench/memory_peaks.py [--sandpy target/release/sandpy]

A measurement, not a test: the exit status is 0 whatever the numbers.
"""

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_LIMIT = 1 << 30

CYCLES = """class Node:
    pass
for _ in range(400_000):
    a = Node(); b = Node()
    a.other = b; b.other = a
"""

# (name, session flags, runs)
EXAMPLES = [
    ("list doubling: `l += l` forty times", [], ["l = [0]\nfor _ in range(40):\n    l += l"]),
    ("`str(b'a'*10**8).split('a')`", [], ["parts = str(b'a' * 10**8).split('a')"]),
    ("seven runs of `L.append('a'*5*10**8)`", [], ["L = []"] + ["L.append('a' * 5 * 10**8)"] * 7),
    (
        "`['a'*10**8 for _ in range(80)]`, 200 MB limit, no operation limit",
        ["--max-operations", "0", "--max-memory", "200000000"],
        ["x = ['a' * 10**8 for _ in range(80)]"],
    ),
    ("400,000 pairs of objects in cycles", [], [CYCLES]),
    ("the same, five runs in one session", [], [CYCLES] * 5),
]


def limit_of(flags):
    if "--max-memory" in flags:
        return int(flags[flags.index("--max-memory") + 1])
    return DEFAULT_LIMIT


def run_session(sandpy, flags, runs):
    """Runs `runs` in one session; returns (how each ended, peak RSS in MiB)."""
    proc = subprocess.Popen(
        [sandpy, "session", "--timeout", "120", *flags], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
    )
    endings = []
    for code in runs:
        proc.stdin.write((json.dumps({"op": "run", "code": code}) + "\n").encode())
        proc.stdin.flush()
        line = proc.stdout.readline()
        if not line:
            endings.append("process died")
            break
        r = json.loads(line)
        endings.append("ok" if r["ok"] else r["error"]["type"])
    proc.stdin.close()
    proc.stdout.read()
    _, status, usage = os.wait4(proc.pid, 0)
    if os.WIFSIGNALED(status):
        endings.append(f"killed by signal {os.WTERMSIG(status)}")
    return endings, usage.ru_maxrss / 1024


def cpython_peak(code):
    proc = subprocess.Popen([sys.executable, "-c", code])
    _, _, usage = os.wait4(proc.pid, 0)
    return usage.ru_maxrss / 1024


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sandpy", default=str(ROOT / "target" / "release" / "sandpy"))
    args = parser.parse_args()
    print("| example | limit | runs ended | peak RSS |")
    print("| --- | --- | --- | --- |")
    for name, flags, runs in EXAMPLES:
        endings, peak = run_session(args.sandpy, flags, runs)
        summary = ", ".join(f"{endings.count(e)}× {e}" for e in dict.fromkeys(endings))
        print(f"| {name} | {limit_of(flags) / 2**20:,.0f} MiB | {summary} | {peak:,.1f} MiB |")
    print(f"| 400,000 pairs of objects in cycles, CPython {sys.version.split()[0]} | — | ok | {cpython_peak(CYCLES):,.1f} MiB |")
    return 0


if __name__ == "__main__":
    sys.exit(main())

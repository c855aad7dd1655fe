#!/usr/bin/env python3
"""Before/after benchmark of two sandpy builds, side by side in one run.

For every program in bench/programs/ (or those whose name contains a filter) both builds
run `sandpy run PROGRAM`, alternating, N times each; the CPU time (user + system) of each
run is taken, and the table gives each build's median and the ratio after/before, with the
geometric mean and the worst ratio. Alternating in one run keeps the machine's load the
same for both sides; CPU time (rather than wall time) keeps waiting for a core out of it.
Both builds must print the same thing (else the program is listed as differing).

    python3 bench/compare_builds.py BEFORE_BINARY AFTER_BINARY [FILTER ...] [--runs N]

Build the two binaries first (for example `cargo build --release -p sandpy-cli` in two
worktrees). A measurement, not a test: the exit status is 0 whatever the numbers.
"""

import argparse
import math
import os
import resource
import statistics
import subprocess
import sys
from pathlib import Path

PROGRAMS = Path(__file__).resolve().parent / "programs"


def cpu_of_child_run(cmd, timeout):
    """Runs `cmd`; returns (CPU seconds it used, its stdout)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=timeout)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, done.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("filters", nargs="*")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--timeout", type=float, default=120.0)
    args = parser.parse_args()

    programs = sorted(p for p in PROGRAMS.glob("*.py") if not args.filters or any(f in p.name for f in args.filters))
    print("load average before: %.2f %.2f %.2f" % os.getloadavg())
    print(f"{'program':32} {'before ms':>10} {'after ms':>10} {'after/before':>13}")
    ratios = []
    for program in programs:
        times = {"before": [], "after": []}
        outputs = {}
        for _ in range(args.runs):
            for side in ("before", "after"):
                cpu, out = cpu_of_child_run([getattr(args, side), "run", str(program)], args.timeout)
                times[side].append(cpu)
                outputs[side] = out
        b, a = statistics.median(times["before"]), statistics.median(times["after"])
        note = "" if outputs["before"] == outputs["after"] else "  (outputs differ)"
        ratio = a / b if b > 0 else float("nan")
        if not note and b > 0:
            ratios.append(ratio)
        print(f"{program.stem:32} {b * 1000:10.1f} {a * 1000:10.1f} {ratio:13.3f}{note}")
    if ratios:
        geomean = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        print(f"geometric mean after/before: {geomean:.3f} over {len(ratios)} programs; worst {max(ratios):.3f}")
    print("load average after: %.2f %.2f %.2f" % os.getloadavg())
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Before/after benchmark of two sandpy builds, side by side in one run.

For every program in bench/programs/ (or those whose name contains a filter) both builds
run `sandpy run PROGRAM`, alternating, N times each; the CPU time (user + system) of each
run is taken, and the table gives each build's median and the ratio after/before, with the
geometric mean and the worst ratio. Alternating in one run keeps the machine's load the
same for both sides; CPU time (rather than wall time) keeps waiting for a core out of it.
Both builds must print the same thing (else the program is listed as differing).

    python3 bench/compare_builds.py BEFORE_BINARY AFTER_BINARY [FILTER ...] [--runs N]

With `--instructions`, each build runs each program once under valgrind's cachegrind
and the table compares the instructions executed (millions) instead: slow (about 30x),
but the count does not depend on the machine's load, so small differences show on a busy
machine. (It does not see cache misses; time on a quiet machine is still the measure.)
valgrind must be installed (`apt install valgrind`); only this option needs it.

Build the two binaries first (for example `cargo build --release -p sandpy-cli` in two
worktrees). A measurement, not a test: the exit status is 0 whatever the numbers.
"""

import argparse
import math
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

PROGRAMS = Path(__file__).resolve().parent / "programs"


def cpu_of_child_run(cmd, timeout):
    """Runs `cmd`; returns (CPU seconds it used, its stdout)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=timeout)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, done.stdout


def instructions_of_run(cmd, timeout):
    """Runs `cmd` under cachegrind; returns (instructions executed, its stdout)."""
    with tempfile.TemporaryDirectory() as tmp:
        out = os.path.join(tmp, "cg.out")
        done = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", f"--cachegrind-out-file={out}"] + cmd,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=timeout * 60)
        match = re.search(rb"I\s+refs:\s+([\d,]+)", done.stderr)
        if not match:
            raise SystemExit("valgrind gave no instruction count:\n" + done.stderr.decode(errors="replace")[-2000:])
        return int(match.group(1).replace(b",", b"")), done.stdout


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("before")
    parser.add_argument("after")
    parser.add_argument("filters", nargs="*")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--timeout", type=float, default=120.0)
    parser.add_argument("--instructions", action="store_true", help="compare instruction counts under cachegrind")
    parser.add_argument("--stat", choices=["median", "min", "paired"], default="median",
                        help="per-program statistic of the runs (min: the least disturbed run, noise only adds "
                             "time; paired: the median of the ratios of runs made back to back, which a burst "
                             "of load disturbs in one pair only)")
    args = parser.parse_args()
    if args.instructions:
        args.runs = 1
    measure = instructions_of_run if args.instructions else cpu_of_child_run
    unit, scale = ("M instr", 1e-6) if args.instructions else ("ms", 1000)

    programs = sorted(p for p in PROGRAMS.glob("*.py") if not args.filters or any(f in p.name for f in args.filters))
    print("load average before: %.2f %.2f %.2f" % os.getloadavg())
    print(f"{'program':32} {'before ' + unit:>14} {'after ' + unit:>14} {'after/before':>13}")
    ratios = []
    for program in programs:
        times = {"before": [], "after": []}
        outputs = {}
        for _ in range(args.runs):
            for side in ("before", "after"):
                cpu, out = measure([getattr(args, side), "run", str(program)], args.timeout)
                times[side].append(cpu)
                outputs[side] = out
        per_stat = {"min": min, "median": statistics.median}
        paired = statistics.median(a / b for b, a in zip(times["before"], times["after"]) if b > 0) \
            if all(t > 0 for t in times["before"]) else float("nan")
        if args.stat == "paired":
            b, a = statistics.median(times["before"]), statistics.median(times["after"])
            ratio = paired
        else:
            b, a = per_stat[args.stat](times["before"]), per_stat[args.stat](times["after"])
            ratio = a / b if b > 0 else float("nan")
        note = "" if outputs["before"] == outputs["after"] else "  (outputs differ)"
        if not note and b > 0:
            ratios.append(ratio)
        if args.runs > 1:
            # The other statistics of the same runs, for comparison (noise shows as them
            # disagreeing).
            others = [(name, per_stat[name](times["after"]) / per_stat[name](times["before"])) for name in ("min", "median")
                      if name != args.stat and per_stat[name](times["before"]) > 0]
            if args.stat != "paired":
                others.append(("paired", paired))
            note += "  (" + ", ".join(f"{name}: {r:.3f}" for name, r in others) + ")"
        print(f"{program.stem:32} {b * scale:14.1f} {a * scale:14.1f} {ratio:13.3f}{note}", flush=True)
    if ratios:
        geomean = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        print(f"geometric mean after/before: {geomean:.3f} over {len(ratios)} programs; worst {max(ratios):.3f}")
    print("load average after: %.2f %.2f %.2f" % os.getloadavg())
    return 0


if __name__ == "__main__":
    sys.exit(main())

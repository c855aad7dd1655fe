#!/usr/bin/env python3
"""What do the run limits cost? sandpy with every limit on versus sandpy with none.

For every benchmark program (or those matching the filters) this runs
`target/release/sandpy run PROGRAM` twice per round, alternating:

- limits off: no flags (no operation limit, no timeout, no memory limit, output
  unbounded);
- limits on: `--max-operations 10**12 --timeout 3600 --max-memory 2**30
  --max-print-outputs-length 10**6 --max-recursion-depth 1000`, limits high
  enough never to trigger, so the only difference is the checking itself.

It takes the median CPU time (user + system) of each side over N rounds, which
is steadier than wall-clock time on a shared machine, checks both print the same
output, and reports the overhead per program and the geometric mean. The
engine's operation counter is decremented on every instruction in both modes
(an unlimited run still counts, so the switch costs nothing to test); what the
flags add is the deadline look at the clock every few thousand operations, the
memory pre-checks and output accounting.

Usage:
    python3 bench/limits.py [FILTER ...] [--runs N] [--no-build] [--markdown FILE]

A measurement, not a test: exits 0 whatever the numbers are.
"""

import argparse
import resource
import statistics
import subprocess
import sys
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
PROGRAMS_DIR = REPO_ROOT / "bench" / "programs"
SANDPY = REPO_ROOT / "target" / "release" / "sandpy"
LIMIT_FLAGS = [
    "--max-operations", str(10**12),
    "--timeout", "3600",
    "--max-memory", str(2**30),
    "--max-print-outputs-length", str(10**6),
    "--max-recursion-depth", "1000",
]
MARK_BEGIN = "<!-- limits:begin -->"
MARK_END = "<!-- limits:end -->"
TARGET_OVERHEAD = 5.0


def cpu_run(command):
    """Runs command; returns (CPU seconds of the child, stdout)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(command, capture_output=True, text=True, timeout=600)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed: {done.stderr.strip()[-300:]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, done.stdout


def measure(program, runs):
    off, on = [], []
    out_off = out_on = None
    for _ in range(runs):
        t, out_off = cpu_run([str(SANDPY), "run", str(program)])
        off.append(t)
        t, out_on = cpu_run([str(SANDPY), "run", *LIMIT_FLAGS, str(program)])
        on.append(t)
    if out_off != out_on:
        raise RuntimeError(f"{program.name}: output differs with limits on")
    return statistics.median(off), statistics.median(on)


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("filters", nargs="*")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--markdown", metavar="FILE")
    args = parser.parse_args(argv)
    if not args.no_build:
        subprocess.run(["cargo", "build", "--release", "-p", "sandpy-cli"], cwd=REPO_ROOT, check=True)
    programs = sorted(p for p in PROGRAMS_DIR.glob("*.py") if not args.filters or any(f in p.stem for f in args.filters))
    rows, ratios = [], []
    for program in programs:
        off, on = measure(program, args.runs)
        ratios.append(on / off)
        rows.append((program.stem, off * 1000, on * 1000, (on / off - 1) * 100))
        print(f"{program.stem:18} off {off * 1000:8.1f} ms  on {on * 1000:8.1f} ms  {(on / off - 1) * 100:+6.1f}%", flush=True)
    overall = (statistics.geometric_mean(ratios) - 1) * 100
    verdict = "meets" if overall <= TARGET_OVERHEAD else "MISSES"
    print(f"geometric mean overhead: {overall:+.1f}% [target <= {TARGET_OVERHEAD:.0f}%: {verdict} target]")
    if args.markdown:
        lines = [
            MARK_BEGIN,
            "",
            f"Command: `python3 bench/limits.py --runs {args.runs}` (median CPU time per side).",
            "",
            "| program | limits off (ms) | limits on (ms) | overhead |",
            "|---|---:|---:|---:|",
        ]
        lines += [f"| {n} | {a:.1f} | {b:.1f} | {d:+.1f}% |" for n, a, b, d in rows]
        lines += ["", f"- geometric mean overhead: {overall:+.1f}% [target <= {TARGET_OVERHEAD:.0f}%: {verdict} target]", "", MARK_END]
        path = Path(args.markdown)
        text = path.read_text()
        if MARK_BEGIN in text and MARK_END in text:
            head, rest = text.split(MARK_BEGIN, 1)
            tail = rest.split(MARK_END, 1)[1]
            text = head + "\n".join(lines) + tail
        else:
            text = text.rstrip("\n") + "\n\n## Cost of the run limits\n\n" + __doc__.split("\n\n")[1].replace("\n", " ") + "\n\n" + "\n".join(lines) + "\n"
        path.write_text(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

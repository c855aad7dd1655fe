#!/usr/bin/env python3
"""Side-by-side benchmark runner: sandpy versus CPython.

For every program in bench/programs/ (or only those whose name contains one of
the filters given on the command line) the runner executes
`target/release/sandpy run PROGRAM` and the CPython interpreter on the same
file, alternating between the two, N times each.  It checks that sandpy prints
exactly what CPython prints, takes the median wall-clock time of each side and
prints a table with the ratio sandpy/CPython, the geometric mean of the ratios
and the worst ratio.  It also measures start-up time by running an empty file.

Programs where sandpy fails or prints something different are listed as
"error" / "wrong output"; they are counted but left out of the geometric mean.
This is a measurement, not a test: the exit status is 0 whatever the numbers
are and whether or not sandpy works.  Only problems with the runner itself
(a failed cargo build, a missing binary, bad arguments) give a non-zero status.

Usage:
    python3 bench/run.py [FILTER ...] [--runs N] [--no-build] [--markdown FILE]

Uses the Python 3 standard library only.
"""

import argparse
import datetime
import math
import os
import platform
import resource
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parent.parent
PROGRAMS_DIR = REPO_ROOT / "bench" / "programs"
SANDPY_BINARY = REPO_ROOT / "target" / "release" / "sandpy"
BUILD_COMMAND = ["cargo", "build", "--release", "-p", "sandpy-cli"]
MARK_BEGIN = "<!-- bench:begin -->"
MARK_END = "<!-- bench:end -->"

TARGET_GEOMEAN = 1.0
TARGET_WORST = 2.0
TARGET_STARTUP_MS = 5.0

OK = "ok"
WRONG = "wrong output"
ERROR = "error"


# --------------------------------------------------------------------------
# Command line
# --------------------------------------------------------------------------

def parse_args(argv):
    parser = argparse.ArgumentParser(
        description="Compare sandpy with CPython on bench/programs/*.py.")
    parser.add_argument("filters", nargs="*", metavar="FILTER",
                        help="only run programs whose name contains one of these")
    parser.add_argument("--runs", type=int, default=5,
                        help="timed runs per program and interpreter (default 5)")
    parser.add_argument("--startup-runs", type=int, default=20,
                        help="runs of the empty program for start-up time (default 20)")
    parser.add_argument("--no-build", action="store_true",
                        help="do not run cargo build first")
    parser.add_argument("--profile", default="release", choices=["release", "bench-fast"],
                        help="cargo profile to build and measure: release (fat LTO, the "
                             "published figures) or bench-fast (thin local LTO, many codegen "
                             "units, incremental: quicker rebuilds while iterating, about 5% "
                             "slower)")
    parser.add_argument("--markdown", metavar="FILE",
                        help="write the results into FILE between the bench markers")
    parser.add_argument("--python", metavar="CMD", default=None,
                        help="CPython command (default: the interpreter running this script)")
    parser.add_argument("--cpu", action="store_true",
                        help="time by CPU time (user + system of the child) instead of wall-clock "
                             "time: steadier when other work shares the machine")
    parser.add_argument("--timeout", type=float, default=120.0,
                        help="seconds before a single run counts as an error (default 120)")
    # Debugging aid: replace the sandpy command prefix, e.g. --sandpy-cmd python3,
    # to exercise the runner before the engine works.
    parser.add_argument("--sandpy-cmd", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.runs < 1 or args.startup_runs < 1:
        parser.error("--runs and --startup-runs must be at least 1")
    return args


def sandpy_prefix(args):
    if args.sandpy_cmd:
        return shlex.split(args.sandpy_cmd)
    return [str(SANDPY_BINARY), "run"]


def python_prefix(args):
    if args.python:
        return shlex.split(args.python)
    # sys.executable is the real interpreter binary; `python3` on PATH may be a
    # wrapper script (pyenv shim) that adds tens of milliseconds per start.
    return [sys.executable]


# --------------------------------------------------------------------------
# Running things
# --------------------------------------------------------------------------

@dataclass
class RunResult:
    seconds: float
    returncode: int
    stdout: str
    stderr: str
    timed_out: bool = False

    @property
    def failed(self):
        return self.timed_out or self.returncode != 0


# Set from --cpu: measure the child's CPU time rather than wall-clock time.
USE_CPU_TIME = False


def _child_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed_run(command, timeout):
    """Run command once, returning its wall (or, with --cpu, CPU) time and output."""
    cpu_before = _child_cpu()
    start = time.perf_counter()
    try:
        proc = subprocess.run(command, capture_output=True, text=True,
                              errors="replace", timeout=timeout, cwd=REPO_ROOT)
    except subprocess.TimeoutExpired as exc:
        elapsed = time.perf_counter() - start
        return RunResult(elapsed, -1, _text(exc.stdout), _text(exc.stderr), True)
    except OSError as exc:
        return RunResult(0.0, -1, "", f"cannot run {command[0]}: {exc}")
    elapsed = time.perf_counter() - start
    if USE_CPU_TIME:
        elapsed = _child_cpu() - cpu_before
    return RunResult(elapsed, proc.returncode, proc.stdout, proc.stderr)


def _text(data):
    if data is None:
        return ""
    if isinstance(data, bytes):
        return data.decode("utf-8", "replace")
    return data


def build_sandpy():
    print("building: " + " ".join(BUILD_COMMAND), file=sys.stderr, flush=True)
    proc = subprocess.run(BUILD_COMMAND, cwd=REPO_ROOT)
    return proc.returncode == 0


def describe_failure(result):
    if result.timed_out:
        return f"timed out after {result.seconds:.1f} s"
    tail = result.stderr.strip().splitlines()[-5:]
    detail = "\n      ".join(tail) if tail else "(no stderr)"
    return f"exit status {result.returncode}:\n      {detail}"


def describe_mismatch(expected, actual):
    exp_lines = expected.splitlines()
    act_lines = actual.splitlines()
    for i in range(max(len(exp_lines), len(act_lines))):
        exp = exp_lines[i] if i < len(exp_lines) else "<missing>"
        act = act_lines[i] if i < len(act_lines) else "<missing>"
        if exp != act:
            return (f"first difference at line {i + 1}:\n"
                    f"      CPython: {exp[:200]!r}\n      sandpy:  {act[:200]!r}")
    return "outputs differ only in trailing newline/whitespace"


# --------------------------------------------------------------------------
# Measuring one program
# --------------------------------------------------------------------------

@dataclass
class Measurement:
    name: str
    python_times: list = field(default_factory=list)
    sandpy_times: list = field(default_factory=list)
    status: str = OK
    detail: str = ""

    @property
    def python_ms(self):
        return median_ms(self.python_times)

    @property
    def sandpy_ms(self):
        return median_ms(self.sandpy_times) if self.status == OK else None

    @property
    def ratio(self):
        if self.status != OK or not self.python_times:
            return None
        return self.sandpy_ms / self.python_ms


def median_ms(times):
    return statistics.median(times) * 1000.0 if times else None


def check_sandpy(result, reference, measurement):
    """Record an error or wrong output; return True while sandpy is still OK."""
    if result.failed:
        measurement.status = ERROR
        measurement.detail = "sandpy " + describe_failure(result)
        return False
    if result.stdout != reference:
        measurement.status = WRONG
        measurement.detail = describe_mismatch(reference, result.stdout)
        return False
    return True


def measure(name, path, args, runs):
    """Alternate CPython and sandpy runs of one file, `runs` times each."""
    m = Measurement(name)
    sandpy_cmd = sandpy_prefix(args) + [str(path)]
    python_cmd = python_prefix(args) + [str(path)]
    sandpy_ok = True
    for _ in range(runs):
        py = timed_run(python_cmd, args.timeout)
        if py.failed:
            m.status = ERROR
            m.detail = "CPython itself " + describe_failure(py)
            return m
        m.python_times.append(py.seconds)
        if sandpy_ok:
            sp = timed_run(sandpy_cmd, args.timeout)
            sandpy_ok = check_sandpy(sp, py.stdout, m)
            if sandpy_ok:
                m.sandpy_times.append(sp.seconds)
    return m


def select_programs(filters):
    programs = sorted(PROGRAMS_DIR.glob("*.py"))
    if filters:
        programs = [p for p in programs if any(f in p.stem for f in filters)]
    return programs


def measure_all(programs, args):
    results = []
    for path in programs:
        print(f"running {path.stem} ...", file=sys.stderr, flush=True)
        results.append(measure(path.stem, path, args, args.runs))
    return results


def measure_startup(args):
    """Median start-up time of each side, measured on an empty file."""
    print("measuring start-up ...", file=sys.stderr, flush=True)
    with tempfile.TemporaryDirectory() as tmp:
        empty = Path(tmp) / "empty.py"
        empty.write_text("")
        return measure("empty.py", empty, args, args.startup_runs)


# --------------------------------------------------------------------------
# Summaries and formatting
# --------------------------------------------------------------------------

@dataclass
class Summary:
    geomean: float = None
    worst: float = None
    worst_name: str = ""
    ok: int = 0
    wrong: int = 0
    errors: int = 0


def summarize(results):
    s = Summary()
    ratios = []
    for m in results:
        if m.status == OK:
            s.ok += 1
            ratios.append((m.ratio, m.name))
        elif m.status == WRONG:
            s.wrong += 1
        else:
            s.errors += 1
    if ratios:
        s.geomean = math.exp(sum(math.log(r) for r, _ in ratios) / len(ratios))
        s.worst, s.worst_name = max(ratios)
    return s


def fmt_ms(value):
    return "-" if value is None else f"{value:.1f}"


def fmt_ratio(m):
    return m.status if m.status != OK else f"{m.ratio:.2f}x"


def verdict(value, limit):
    if value is None:
        return "n/a"
    return "meets target" if value <= limit else "MISSES target"


def table_rows(results):
    header = ["program", "CPython (ms)", "sandpy (ms)", "sandpy/CPython"]
    rows = [[m.name, fmt_ms(m.python_ms), fmt_ms(m.sandpy_ms), fmt_ratio(m)]
            for m in results]
    return header, rows


def summary_lines(summary, startup):
    total = summary.ok + summary.wrong + summary.errors
    counts = (f"{summary.ok} of {total} programs ok, {summary.wrong} wrong output, "
              f"{summary.errors} error")
    if summary.geomean is None:
        geo = f"geometric mean: n/a (no program ran correctly; {counts})"
        worst = "worst ratio: n/a"
    else:
        geo = (f"geometric mean sandpy/CPython: {summary.geomean:.2f}x over {counts} "
               f"[target <= {TARGET_GEOMEAN:.1f}x: {verdict(summary.geomean, TARGET_GEOMEAN)}]")
        worst = (f"worst ratio: {summary.worst:.2f}x ({summary.worst_name}) "
                 f"[target <= {TARGET_WORST:.1f}x: {verdict(summary.worst, TARGET_WORST)}]")
    return [geo, worst, startup_line(startup)]


def startup_line(startup):
    py = fmt_ms(startup.python_ms)
    if startup.status != OK:
        return f"start-up (empty file): sandpy {startup.status}, CPython {py} ms"
    sp = startup.sandpy_ms
    return (f"start-up (empty file, median of {len(startup.python_times)}): "
            f"sandpy {sp:.1f} ms, CPython {py} ms "
            f"[target <= {TARGET_STARTUP_MS:.0f} ms: {verdict(sp, TARGET_STARTUP_MS)}]")


def problem_lines(results):
    return [f"  {m.name}: {m.status}: {m.detail}" for m in results if m.status != OK]


def text_report(results, summary, startup):
    header, rows = table_rows(results)
    widths = [max(len(r[i]) for r in [header] + rows) for i in range(len(header))]
    def line(cells):
        first = cells[0].ljust(widths[0])
        rest = [c.rjust(w) for c, w in zip(cells[1:], widths[1:])]
        return "  ".join([first] + rest)
    out = [line(header), "  ".join("-" * w for w in widths)]
    out += [line(r) for r in rows]
    out += [""] + summary_lines(summary, startup)
    problems = problem_lines(results + [startup])
    if problems:
        out += ["", "problems:"] + problems
    return "\n".join(out)


# --------------------------------------------------------------------------
# Markdown output
# --------------------------------------------------------------------------

def command_output(command):
    try:
        proc = subprocess.run(command, capture_output=True, text=True, cwd=REPO_ROOT)
    except OSError:
        return ""
    return proc.stdout.strip() if proc.returncode == 0 else ""


def cpu_model():
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def machine_facts(args):
    nproc = command_output(["nproc"]) or str(os.cpu_count())
    py_version = command_output(python_prefix(args) + ["--version"]) or "unknown"
    revision = command_output(["git", "rev-parse", "--short", "HEAD"]) or "no commit yet"
    dirty = command_output(["git", "status", "--porcelain"])
    if dirty:
        revision += " (with uncommitted changes)"
    return {
        "Date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
        "Machine": f"{nproc} CPUs (nproc), {cpu_model()}, {platform.system()} {platform.release()}",
        "CPython": f"{py_version} (`{shlex.join(python_prefix(args))}`)",
        "sandpy": f"`{shlex.join(sandpy_prefix(args))}`, revision {revision}",
        "Command": f"`{shlex.join(['python3', 'bench/run.py'] + sys.argv[1:])}`",
        "Runs": f"{args.runs} per program and interpreter (median), "
                f"{args.startup_runs} for start-up",
        "Timing": "CPU time (user + system) of each run" if args.cpu else "wall-clock time of each run",
    }


def markdown_block(results, summary, startup, args):
    lines = [MARK_BEGIN, "", "### Latest results", ""]
    lines += [f"- {key}: {value}" for key, value in machine_facts(args).items()]
    header, rows = table_rows(results)
    lines += ["", "| " + " | ".join(header) + " |", "|---|---:|---:|---:|"]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    lines += [""] + [f"- {s}" for s in summary_lines(summary, startup)]
    problems = [f"- `{m.name}`: {m.status}" for m in results + [startup] if m.status != OK]
    if problems:
        lines += ["", "Problems (details are printed by the runner):", ""] + problems
    lines += ["", MARK_END]
    return "\n".join(lines)


def replace_block(text, block):
    begin = text.find(MARK_BEGIN)
    end = text.find(MARK_END, begin + 1) if begin >= 0 else -1
    if begin < 0 or end < 0:
        separator = "" if text.endswith("\n") or not text else "\n"
        return text + separator + "\n" + block + "\n"
    return text[:begin] + block + text[end + len(MARK_END):]


def write_markdown(path, block):
    target = Path(path)
    old = target.read_text() if target.exists() else ""
    target.write_text(replace_block(old, block))
    print(f"wrote results into {target}", file=sys.stderr)


# --------------------------------------------------------------------------
# Main
# --------------------------------------------------------------------------

def use_profile(profile):
    """Points the build command and the measured binary at a cargo profile."""
    global SANDPY_BINARY, BUILD_COMMAND
    SANDPY_BINARY = REPO_ROOT / "target" / profile / "sandpy"
    BUILD_COMMAND = ["cargo", "build", "--profile", profile, "-p", "sandpy-cli"]


def prepare_sandpy(args):
    """Build the binary if needed; return an error message or None."""
    use_profile(args.profile)
    if args.sandpy_cmd:
        print(f"using --sandpy-cmd {args.sandpy_cmd!r}; skipping cargo build",
              file=sys.stderr)
        return None
    if not args.no_build and not build_sandpy():
        return "cargo build failed; not measuring a stale binary"
    if not SANDPY_BINARY.exists():
        return f"{SANDPY_BINARY} does not exist (build it or drop --no-build)"
    return None


def main(argv=None):
    args = parse_args(sys.argv[1:] if argv is None else argv)
    global USE_CPU_TIME
    USE_CPU_TIME = args.cpu
    programs = select_programs(args.filters)
    if not programs:
        print(f"no programs in {PROGRAMS_DIR} match {args.filters}", file=sys.stderr)
        return 2
    problem = prepare_sandpy(args)
    if problem:
        print(f"bench: {problem}", file=sys.stderr)
        return 2
    results = measure_all(programs, args)
    startup = measure_startup(args)
    summary = summarize(results)
    print(text_report(results, summary, startup))
    if args.markdown:
        write_markdown(args.markdown, markdown_block(results, summary, startup, args))
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Latency of the isolated executor (docs/benchmarks.md, "The isolated executor").

    python3 bench/isolated.py [--sandpy target/release/sandpy] [--python PATH] [--rounds N]

Measures, as medians:
- process: a whole `sandpy session --executor isolated` process, from spawn to its answer to
  the first `1 + 1` (starts the sandbox, the interpreter and the kernel), with the user's
  cache warm (the interpreter probe and the compiled kernel: crates/sandpy-isolate's
  probe_cache.rs, sandpy-kernel's code_cache.rs), and once more with an empty cache
  directory per run (a machine's very first start);
- live: `run("x = 1")` on a live session, host round trip included (through the session's
  JSON lines, so this includes the CLI's own I/O);
- docker: `docker run --rm python:3.11-slim python -c 'print(1 + 1)'` when a Docker engine
  answers (else says so).
The in-process figures (warm pool first run, run on a live kernel without the CLI) come
from `cargo run --release -p sandpy-kernel --example kernel_latency -- isolated`.
The machine's load average is printed before and after: on a shared machine every figure
moves with it.
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time


def session_process(sandpy, python, rounds, empty_cache=False):
    """Median wall time from spawning the process to its answer to the first run, and the
    10th and 90th percentiles (a loaded machine spreads them)."""
    times = []
    for _ in range(rounds):
        env = None
        cache = None
        if empty_cache:
            cache = tempfile.mkdtemp(prefix="sandpy-bench-cache-")
            env = dict(os.environ, XDG_CACHE_HOME=cache)
        start = time.perf_counter()
        proc = subprocess.Popen(
            [sandpy, "session", "--executor", "isolated", "--python", python],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=env,
        )
        proc.stdin.write(b'{"op":"run","code":"1 + 1"}\n')
        proc.stdin.flush()
        line = proc.stdout.readline()
        times.append(time.perf_counter() - start)
        assert json.loads(line)["output"] == 2, line
        proc.stdin.close()
        proc.wait()
        if cache:
            shutil.rmtree(cache, ignore_errors=True)
    deciles = statistics.quantiles(times, n=10)
    return statistics.median(times), deciles[0], deciles[-1]


def live_runs(sandpy, python, rounds):
    proc = subprocess.Popen(
        [sandpy, "session", "--executor", "isolated", "--python", python],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
    )
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        proc.stdin.write(b'{"op":"run","code":"x = 1"}\n')
        proc.stdin.flush()
        line = proc.stdout.readline()
        times.append(time.perf_counter() - start)
        assert json.loads(line)["output"] == 1, line
    proc.stdin.close()
    proc.wait()
    return statistics.median(times)


def docker(rounds):
    if not shutil.which("docker"):
        return "no docker client"
    info = subprocess.run(["docker", "info"], capture_output=True)
    if info.returncode != 0:
        return "no Docker engine answers on this machine"
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        subprocess.run(["docker", "run", "--rm", "python:3.11-slim", "python", "-c", "print(1 + 1)"], check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return "%.1f ms" % (statistics.median(times) * 1000)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--sandpy", default="target/release/sandpy")
    parser.add_argument("--python", default=sys.executable)
    parser.add_argument("--rounds", type=int, default=20)
    args = parser.parse_args()
    print("load average before: %.2f %.2f %.2f" % os.getloadavg())
    live_runs(args.sandpy, args.python, 3)  # warms the probe and compiled-kernel caches
    median, low, high = session_process(args.sandpy, args.python, args.rounds)
    print("whole `sandpy session --executor isolated` process, first `1 + 1`: %.1f ms (p10 %.1f, p90 %.1f)" % (median * 1000, low * 1000, high * 1000))
    median, low, high = session_process(args.sandpy, args.python, max(args.rounds // 4, 3), True)
    print("  the same with an empty cache directory (first start):           %.1f ms (p10 %.1f, p90 %.1f)" % (median * 1000, low * 1000, high * 1000))
    print("run(\"x = 1\") on a live session (through the CLI):                 %.3f ms" % (live_runs(args.sandpy, args.python, max(args.rounds, 200)) * 1000))
    print("docker run of the same interpreter:                                 %s" % docker(min(args.rounds, 5)))
    print("load average after: %.2f %.2f %.2f" % os.getloadavg())


if __name__ == "__main__":
    main()

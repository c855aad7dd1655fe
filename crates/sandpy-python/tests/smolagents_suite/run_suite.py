#!/usr/bin/env python3
"""Runs smolagents' own executor tests against sandpy and checks the outcome against
expected_failures.txt (strict: a listed test that passes is reported too).

    python run_suite.py [--report FILE]

Downloads the smolagents 1.26.0 source distribution with pip (cached in
target/smolagents-src; never vendored), copies tests/test_local_python_executor.py next
to adapter.py (as its conftest) in a scratch directory, runs pytest there with the
current interpreter (which must have sandpy, smolagents, numpy and pandas installed), and
prints the pass count. Exit status 0 when every failure is listed and every listed test
fails, 1 otherwise.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[3]
VERSION = "1.26.0"
CACHE = ROOT / "target" / "smolagents-src"
TEST_FILE = "test_local_python_executor.py"


def source_tests() -> Path:
    """The smolagents test file, downloaded once."""
    target = CACHE / f"smolagents-{VERSION}" / "tests" / TEST_FILE
    if target.exists():
        return target
    CACHE.mkdir(parents=True, exist_ok=True)
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-binary", ":all:", "--no-deps",
         f"smolagents=={VERSION}", "-d", str(CACHE)],
        check=True,
    )
    with tarfile.open(CACHE / f"smolagents-{VERSION}.tar.gz") as tar:
        tar.extractall(CACHE, filter="data") if sys.version_info >= (3, 12) else tar.extractall(CACHE)
    return target


def expected_failures() -> dict[str, str]:
    """test id → reason, from expected_failures.txt (`id  # reason`)."""
    out = {}
    for line in (HERE / "expected_failures.txt").read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        test_id, _, reason = line.partition("#")
        out[test_id.strip()] = reason.strip()
    return out


def internals() -> list[str]:
    """The test-id patterns of internals.txt: a pattern ending in `::` or `_` is a prefix,
    any other names one test (with any parameters)."""
    out = []
    for line in (HERE / "internals.txt").read_text().splitlines():
        pattern = line.partition("#")[0].strip()
        if pattern:
            out.append(pattern)
    return out


def is_internal(test_id: str, patterns: list[str]) -> bool:
    for p in patterns:
        if p.endswith(("::", "_")):
            if test_id.startswith(p):
                return True
        elif test_id == p or test_id.startswith(p + "["):
            return True
    return False


def run(report: Path | None) -> int:
    work = ROOT / "target" / "smolagents-suite"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    shutil.copy(source_tests(), work / TEST_FILE)
    shutil.copy(HERE / "adapter.py", work / "conftest.py")
    junit = work / "junit.xml"
    subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", f"--junitxml={junit}", TEST_FILE],
        cwd=work,
        stdout=subprocess.DEVNULL,
    )
    outcomes: dict[str, str] = {}
    for case in ET.parse(junit).getroot().iter("testcase"):
        test_id = f"{case.get('classname', '').split('.')[-1]}::{case.get('name')}"
        if case.find("skipped") is not None:
            outcomes[test_id] = "skipped"
        elif case.find("failure") is not None or case.find("error") is not None:
            outcomes[test_id] = "failed"
        else:
            outcomes[test_id] = "passed"
    expected = expected_failures()
    failed = sorted(t for t, o in outcomes.items() if o == "failed")
    passed = [t for t, o in outcomes.items() if o == "passed"]
    unlisted = [t for t in failed if t not in expected]
    now_passing = sorted(t for t in expected if outcomes.get(t) == "passed")
    missing = sorted(t for t in expected if t not in outcomes)
    patterns = internals()
    relevant_ids = [t for t in outcomes if not is_internal(t, patterns) and outcomes[t] != "skipped"]
    relevant = len(relevant_ids)
    passed_relevant = len([t for t in relevant_ids if outcomes[t] == "passed"])
    by_reason: dict[str, int] = {}
    for t in failed:
        if t in expected and not is_internal(t, patterns):
            kind = expected[t].split(":")[0]
            by_reason[kind] = by_reason.get(kind, 0) + 1
    lines = [
        f"smolagents {VERSION} {TEST_FILE} against sandpy: {len(passed)} passed, {len(failed)} failed, "
        f"{len(outcomes) - len(passed) - len(failed)} skipped, of {len(outcomes)}",
        f"tests that do not test smolagents' internals: {passed_relevant} / {relevant} passed "
        f"({100.0 * passed_relevant / max(relevant, 1):.1f}%)",
        "their failures by reason: " + ", ".join(f"{k} {n}" for k, n in sorted(by_reason.items(), key=lambda kv: -kv[1])),
        f"also leaving out the tests of smolagents' own sandbox policy (reason 'sandbox': what it forbids, with "
        f"which message, and that it lets authorized host modules load): {passed_relevant} / "
        f"{relevant - by_reason.get('sandbox', 0)} passed "
        f"({100.0 * passed_relevant / max(relevant - by_reason.get('sandbox', 0), 1):.1f}%)",
    ]
    for t in unlisted:
        lines.append(f"UNLISTED FAILURE: {t}")
    for t in now_passing:
        lines.append(f"LISTED BUT PASSING: {t}")
    for t in missing:
        lines.append(f"LISTED BUT NOT RUN: {t}")
    text = "\n".join(lines)
    print(text)
    if report:
        report.write_text(text + "\n")
    return 1 if unlisted or now_passing or missing else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--report", type=Path)
    args = parser.parse_args()
    sys.exit(run(args.report))

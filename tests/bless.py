#!/usr/bin/env python3
"""Fill in (or check) the expected-outcome block of behaviour cases from CPython.

CPython is the oracle for tests/cases: this script runs each case under
`python3` and writes what it really printed into the block at the end of the
file, so that no expected output is ever typed by hand.

    python3 tests/bless.py                 # bless every tests/cases/*.py
    python3 tests/bless.py FILE...         # bless only these files
    python3 tests/bless.py --check [FILE...]  # verify, rewrite nothing

A case is run as `python3 <file>` with a fresh temporary directory as its
working directory, no standard input and a 10 second time limit.  Its block
records the whole stdout and, when the exit status is not 0, the last
non-empty line of stderr (the last line of the traceback).  See
tests/cases/README.md for the format.

tests/security/ is deliberately out of reach: those expectations describe what
sandpy must refuse, not what CPython does, so they are written by hand.
"""

import os
import subprocess
import sys
import tempfile
from pathlib import Path

STDOUT_MARK = "# ---- expected stdout ----"
EXC_MARK = "# ---- expected exception ----"
TIMEOUT_S = 10

ROOT = Path(__file__).resolve().parent.parent
CASES_DIR = ROOT / "tests" / "cases"


class CaseError(Exception):
    """A case that cannot be blessed (hangs, prints something unrepresentable...)."""


def split_program(text):
    """Return the program part of a case file: everything before its block."""
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if line == STDOUT_MARK:
            lines = lines[:i]
            break
    return "\n".join(lines).rstrip() + "\n"


def comment(line):
    return "# " + line if line else "#"


def render_block(stdout, exception):
    out = [STDOUT_MARK]
    if stdout:
        out += [comment(line) for line in stdout[:-1].split("\n")]
    if exception is not None:
        out += [EXC_MARK, comment(exception)]
    return "\n".join(out) + "\n"


def run_python(path):
    """Run one case under CPython; return (stdout, exception line or None)."""
    env = dict(os.environ, PYTHONIOENCODING="utf-8", PYTHONDONTWRITEBYTECODE="1")
    with tempfile.TemporaryDirectory(prefix="sandpy-bless-") as cwd:
        try:
            proc = subprocess.run(
                ["python3", str(path)],
                cwd=cwd,
                env=env,
                stdin=subprocess.DEVNULL,
                capture_output=True,
                timeout=TIMEOUT_S,
            )
        except subprocess.TimeoutExpired:
            raise CaseError(f"timed out after {TIMEOUT_S} s")
    stdout = proc.stdout.decode("utf-8")
    stderr = proc.stderr.decode("utf-8", "replace")
    if stdout and not stdout.endswith("\n"):
        raise CaseError("stdout does not end with a newline (end the program with print())")
    if "\r" in stdout:
        raise CaseError("stdout contains a carriage return")
    for line in stdout.split("\n"):
        if line != line.rstrip():
            raise CaseError(f"output line has trailing whitespace: {line!r}")
    if proc.returncode == 0:
        if stderr.strip():
            raise CaseError(f"exit status 0 but stderr is not empty: {stderr.strip()!r}")
        return stdout, None
    lines = [line for line in stderr.split("\n") if line.strip()]
    if not lines:
        raise CaseError(f"exit status {proc.returncode} with an empty stderr")
    return stdout, lines[-1].rstrip()


def bless(path, check):
    """Bless or check one case; return True when the file is (now) right."""
    text = path.read_text(encoding="utf-8")
    program = split_program(text)
    if check:
        stdout, exception = run_python(path)
        want = program + "\n" + render_block(stdout, exception)
        if want != text:
            print(f"MISMATCH {path.relative_to(ROOT)}")
            return False
        return True
    # Run the file as it will be stored (program + an empty block), so the
    # source seen by CPython matches what the harness runs line for line.
    path.write_text(program + "\n" + STDOUT_MARK + "\n", encoding="utf-8")
    try:
        stdout, exception = run_python(path)
    except CaseError:
        path.write_text(text, encoding="utf-8")
        raise
    new = program + "\n" + render_block(stdout, exception)
    path.write_text(new, encoding="utf-8")
    if new != text:
        print(f"blessed {path.relative_to(ROOT)}")
    return True


def main(argv):
    check = "--check" in argv
    args = [a for a in argv if a != "--check"]
    if args:
        paths = [Path(a).resolve() for a in args]
    else:
        paths = sorted(CASES_DIR.glob("*.py"))
    bad = 0
    for path in paths:
        if path.parent != CASES_DIR or path.suffix != ".py":
            print(f"refusing {path}: only tests/cases/*.py are blessed from CPython")
            bad += 1
            continue
        try:
            if not bless(path, check):
                bad += 1
        except CaseError as err:
            print(f"ERROR {path.relative_to(ROOT)}: {err}")
            bad += 1
    print(f"bless: {len(paths) - bad} ok, {bad} bad{' (check)' if check else ''}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

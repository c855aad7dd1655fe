#!/usr/bin/env bash
# Prepares the Python side of the tests: a virtualenv in target/python-venv with the build
# tool (maturin), the test runner (pytest) and the smolagents release sandpy is measured
# against, then builds the sandpy wheel (crates/sandpy-python) and installs it there.
#
#   scripts/setup-python.sh            create/refresh the venv and (re)install the wheel
#   SANDPY_VENV=DIR scripts/setup-python.sh   use another venv directory
#   SANDPY_WHEEL_PROFILE=dev scripts/setup-python.sh   a quicker, unoptimised build (tests
#                                      only; benchmarks need the default release build)
#
# Prints the venv's python path on its last line. Idempotent: packages already present at
# the pinned versions are not downloaded again.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="${SANDPY_VENV:-$ROOT/target/python-venv}"
PY="$VENV/bin/python"

if [[ ! -x "$PY" ]]; then
    python3 -m venv "$VENV"
fi
# Pinned: the smolagents release whose executor semantics and tests sandpy follows; numpy
# and pandas are imported by smolagents' executor tests (which run against sandpy).
"$PY" -m pip install --quiet --disable-pip-version-check \
    "maturin>=1.7,<2" "pytest>=7" "smolagents==1.26.0" numpy pandas

# The wheel: release build (the benchmarks measure it), abi3 for CPython 3.9+.
WHEELS="$ROOT/target/wheels"
rm -f "$WHEELS"/sandpy-*.whl
PROFILE_FLAG="--release"
if [[ "${SANDPY_WHEEL_PROFILE:-release}" == "dev" ]]; then
    PROFILE_FLAG=""
fi
(cd "$ROOT/crates/sandpy-python" && "$VENV/bin/maturin" build $PROFILE_FLAG --quiet --out "$WHEELS" --interpreter "$PY" >&2)
"$PY" -m pip install --quiet --disable-pip-version-check --force-reinstall --no-deps "$WHEELS"/sandpy-*.whl
echo "$PY"

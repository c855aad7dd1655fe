#!/usr/bin/env bash
# The Python package's tests: builds the sandpy wheel into a fresh-or-reused virtualenv with
# smolagents 1.26.0 (scripts/setup-python.sh), then runs pytest over
# crates/sandpy-python/tests (which include smolagents' own executor tests, downloaded at
# test time and run against sandpy). Extra arguments go to pytest.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PY="$("$ROOT/scripts/setup-python.sh" | tail -n 1)"
cd "$ROOT"
"$PY" -m pytest -q -p no:cacheprovider crates/sandpy-python/tests "$@"

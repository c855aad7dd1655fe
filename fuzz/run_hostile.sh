#!/usr/bin/env bash
# Runs every fuzz/hostile/*.py (or the files given) through the sandpy CLI with an operation
# budget and reports anything that is not a clean finish: exit 0 or 1 is fine; a panic (101),
# an abort (134), a segfault / stack overflow (139) or a hang (past TIMEOUT seconds) is a bug.
#
#   fuzz/run_hostile.sh [FILE...]      env: SANDPY_BIN (default: cargo-built debug binary),
#                                           TIMEOUT (default 30), MAX_OPS (default 1000000)
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
if [[ -z "${SANDPY_BIN:-}" ]]; then
    cargo build -q -p sandpy-cli || exit 2
    SANDPY_BIN="$ROOT/target/debug/sandpy"
fi
TIMEOUT="${TIMEOUT:-30}"
MAX_OPS="${MAX_OPS:-1000000}"
if [[ $# -eq 0 ]]; then
    set -- "$ROOT"/fuzz/hostile/*.py
fi
bad=0
total=0
for f in "$@"; do
    total=$((total + 1))
    start=$(date +%s.%N)
    err="$(timeout -s KILL "$TIMEOUT" "$SANDPY_BIN" run "$f" --max-operations "$MAX_OPS" --max-memory $((256 * 1024 * 1024)) 2>&1 >/dev/null)"
    rc=$?
    secs=$(echo "$(date +%s.%N) - $start" | bc)
    last="$(printf '%s\n' "$err" | grep -v '^\s*$' | tail -1 | cut -c1-150)"
    case $rc in
        0 | 1) verdict=ok ;;
        137) verdict=HANG ;;
        *) verdict=CRASH ;;
    esac
    if [[ $verdict != ok ]]; then
        bad=$((bad + 1))
    fi
    printf '%-6s rc=%-3s %6.2fs  %-45s %s\n' "$verdict" "$rc" "$secs" "$(basename "$f")" "$last"
done
echo "$total programs, $bad bad"
[[ $bad -eq 0 ]]

#!/usr/bin/env bash
# Runs every fuzz/hostile/*.py and the big programs fuzz/generate_hostile.py writes into
# target/hostile-generated/ (or the files given) through the sandpy CLI with an operation
# budget and a memory limit, and reports anything that is not a clean finish:
#   ok     exit 0 or 1 (output or a Python exception / limit error), in time and memory
#   CRASH  any other exit status: a panic (101), an abort or stack overflow (134), a segfault (139)
#   PANIC  a Rust panic that the engine's safety net turned into a SystemError (exit 1)
#   HANG   still running after TIMEOUT seconds
#   MEM    peak RSS above MEM_FACTOR x the memory limit (the limit did not hold)
#
#   fuzz/run_hostile.sh [FILE...]
#   env: SANDPY_BIN (default: the cargo-built debug binary), TIMEOUT (default 30),
#        MAX_OPS (default 1000000), MAX_MEMORY (bytes, default 256 MiB), MEM_FACTOR (default 3)
#
# Exits 1 if any program is not ok. Each run's address space is capped at 8 GiB so a
# runaway allocation fails inside the run instead of pressing on the machine.
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
files=()
for f in "$@"; do
    files+=("$(realpath "$f")")
done
cd "$ROOT"
if [[ -z "${SANDPY_BIN:-}" ]]; then
    cargo build -q -p sandpy-cli || exit 2
    SANDPY_BIN="$ROOT/target/debug/sandpy"
fi
TIMEOUT="${TIMEOUT:-30}"
MAX_OPS="${MAX_OPS:-1000000}"
MAX_MEMORY="${MAX_MEMORY:-268435456}"
MEM_FACTOR="${MEM_FACTOR:-3}"
if [[ ${#files[@]} -eq 0 ]]; then
    # The big generated programs (deep nesting, many statements) are written by
    # fuzz/generate_hostile.py rather than committed.
    python3 "$ROOT/fuzz/generate_hostile.py" "$ROOT/target/hostile-generated" || exit 2
    files=("$ROOT"/fuzz/hostile/*.py "$ROOT"/target/hostile-generated/*.py)
fi
stats="$(mktemp)"
errs="$(mktemp)"
trap 'rm -f "$stats" "$errs"' EXIT
bad=0
total=0
for f in "${files[@]}"; do
    total=$((total + 1))
    (
        ulimit -v $((8 * 1024 * 1024))
        exec /usr/bin/time -f '%e %M' -o "$stats" timeout -s KILL "$TIMEOUT" \
            "$SANDPY_BIN" run "$f" --max-operations "$MAX_OPS" --max-memory "$MAX_MEMORY"
    ) >/dev/null 2>"$errs"
    rc=$?
    read -r secs rss_kb < <(tail -1 "$stats")
    # /usr/bin/time reports a killed child as "Command terminated by signal N" before the numbers.
    if grep -q 'terminated by signal' "$stats"; then
        rc=$((128 + $(grep -o 'signal [0-9]*' "$stats" | grep -o '[0-9]*')))
    fi
    last="$(grep -v -e '^\s*$' -e '^Command ' "$errs" | grep -m1 -E 'panicked|overflow|fatal|memory allocation' || grep -v -e '^\s*$' -e '^Command ' "$errs" | tail -1)"
    verdict=ok
    case $rc in
        0 | 1) ;;
        137) verdict=HANG ;;
        *) verdict=CRASH ;;
    esac
    # The engine turns a panic into a SystemError (exit 1) as a last line of defence: still a bug.
    if [[ $verdict == ok ]] && grep -q -E "panicked at|internal error in the sandpy engine" "$errs"; then
        verdict=PANIC
    fi
    if [[ $verdict == ok && "${rss_kb:-0}" -gt $((MAX_MEMORY / 1024 * MEM_FACTOR)) ]]; then
        verdict=MEM
    fi
    [[ $verdict != ok ]] && bad=$((bad + 1))
    printf '%-5s rc=%-3s %6ss %6sMB  %-44s %s\n' "$verdict" "$rc" "${secs:-?}" "$(( ${rss_kb:-0} / 1024 ))" "$(basename "$f")" "$(printf '%s' "$last" | cut -c1-110)"
done
echo "$total programs, $bad not ok"
[[ $bad -eq 0 ]]

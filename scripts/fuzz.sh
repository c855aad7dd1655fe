#!/usr/bin/env bash
# Fuzz the sandpy engine with cargo-fuzz (libFuzzer). See fuzz/README.md.
#
#   scripts/fuzz.sh [SECONDS] [TARGET]   fuzz TARGET (parse_compile_run | structured) for
#                                        SECONDS (default 60); exits 1 if a crash, timeout
#                                        or out-of-memory artifact appears.
#   scripts/fuzz.sh --regressions        run every fuzz/regressions/*.py once through the
#                                        parse_compile_run target; exits 1 if any still crashes.
#
# Env: FUZZ_EXTRA_SEEDS=1 also seeds from fuzz/hostile/ and fuzz/regressions/.
#
# Installs cargo-fuzz when it is missing. Needs the nightly toolchain (`rustup toolchain
# install nightly`). Runs one fuzzer process (-jobs=1 -workers=1): the machine is shared.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

MODE=fuzz
if [[ "${1:-}" == "--regressions" ]]; then
    MODE=regressions
    shift
fi
SECS="${1:-60}"
TARGET="${2:-parse_compile_run}"
if ! [[ "$SECS" =~ ^[0-9]+$ ]]; then
    echo "usage: scripts/fuzz.sh [SECONDS] [parse_compile_run|structured] | --regressions" >&2
    exit 2
fi
case "$TARGET" in
    parse_compile_run | structured) ;;
    *)
        echo "fuzz.sh: unknown target '$TARGET' (parse_compile_run or structured)" >&2
        exit 2
        ;;
esac

# --- toolchain -------------------------------------------------------------------------
if ! cargo +nightly --version >/dev/null 2>&1; then
    echo "fuzz.sh: the nightly toolchain is needed (rustup toolchain install nightly)" >&2
    exit 2
fi
if ! cargo +nightly fuzz --version >/dev/null 2>&1; then
    echo "fuzz.sh: installing cargo-fuzz" >&2
    cargo install cargo-fuzz --locked
fi

# Optimised, with debug assertions and overflow checks, no sanitizer: the engine has no
# unsafe code (forbid(unsafe_code)), so ASan would mostly cost speed and inflate stack
# frames; the allocation guard in fuzz/src/lib.rs replaces its malloc limit.
BUILD_FLAGS=(-O -a -s none)
if [[ "$MODE" == regressions ]]; then
    TARGET=parse_compile_run
fi
echo "fuzz.sh: building $TARGET" >&2
cargo +nightly fuzz build "${BUILD_FLAGS[@]}" "$TARGET"
HOST="$(rustc +nightly -vV | sed -n 's/^host: //p')"
BIN="$ROOT/fuzz/target/$HOST/release/$TARGET"

# --- regression mode ---------------------------------------------------------------------
if [[ "$MODE" == regressions ]]; then
    shopt -s nullglob
    files=("$ROOT"/fuzz/regressions/*.py)
    if [[ ${#files[@]} -eq 0 ]]; then
        echo "fuzz.sh: no regressions"
        exit 0
    fi
    failed=0
    log="$(mktemp)"
    for f in "${files[@]}"; do
        # A regression input runs once; libFuzzer's exit status says whether it crashed.
        if timeout 60 "$BIN" -rss_limit_mb=2048 -timeout=10 -runs=1 "$f" >"$log" 2>&1; then
            echo "ok      $(basename "$f")"
        else
            echo "CRASH   $(basename "$f")"
            grep -E "panicked|overflow|ERROR|==sandpy-fuzz==|deadly signal|timeout|out-of-memory" "$log" | head -3 | sed 's/^/        /'
            failed=$((failed + 1))
        fi
    done
    rm -f "$log"
    echo "fuzz.sh: ${#files[@]} regressions, $failed still crash"
    [[ $failed -eq 0 ]]
    exit $?
fi

# --- corpus --------------------------------------------------------------------------------
CORPUS="$ROOT/fuzz/corpus/$TARGET"
ARTIFACTS="$ROOT/fuzz/artifacts/$TARGET"
mkdir -p "$CORPUS" "$ARTIFACTS"
# Seeds are copied (never moved) from the behaviour corpus. The hand-written hostile programs
# and the regressions are added only with FUZZ_EXTRA_SEEDS=1: while their bugs are open,
# libFuzzer would stop on them while loading the corpus.
shopt -s nullglob
seeds=("$ROOT"/tests/cases/*.py)
if [[ "${FUZZ_EXTRA_SEEDS:-0}" == 1 ]]; then
    seeds+=("$ROOT"/fuzz/hostile/*.py "$ROOT"/fuzz/regressions/*.py)
fi
for f in "${seeds[@]}"; do
    cp -n "$f" "$CORPUS/seed-$(basename "$f")"
done
shopt -u nullglob

count_artifacts() {
    find "$ARTIFACTS" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) | wc -l
}
before="$(count_artifacts)"
marker="$(mktemp)"

EXTRA=()
if [[ "$TARGET" == parse_compile_run ]]; then
    EXTRA+=(-dict="$ROOT/fuzz/python.dict" -max_len=8192)
else
    EXTRA+=(-max_len=4096)
fi

echo "fuzz.sh: fuzzing $TARGET for ${SECS}s (corpus $CORPUS, artifacts $ARTIFACTS)" >&2
# In -jobs mode libFuzzer writes the job's log to fuzz-0.log in the working directory.
cd "$ARTIFACTS"
rm -f fuzz-0.log
status=0
"$BIN" "$CORPUS" \
    -max_total_time="$SECS" \
    -rss_limit_mb=2048 \
    -timeout=10 \
    -report_slow_units=2 \
    -jobs=1 -workers=1 \
    -print_final_stats=1 \
    -artifact_prefix="$ARTIFACTS/" \
    "${EXTRA[@]}" || status=$?
cd "$ROOT"

if [[ -f "$ARTIFACTS/fuzz-0.log" ]]; then
    # The last status line and the final stats: runs, exec/s, coverage.
    grep -E '^#[0-9]+' "$ARTIFACTS/fuzz-0.log" | tail -1 || true
    grep -E '^stat::' "$ARTIFACTS/fuzz-0.log" || true
    grep -E -B2 -A30 'panicked|==sandpy-fuzz==|deadly signal|ERROR: libFuzzer' "$ARTIFACTS/fuzz-0.log" | head -60 || true
fi

slow="$(find "$ARTIFACTS" -maxdepth 1 -type f -name 'slow-unit-*' -newer "$marker" | wc -l)"
rm -f "$marker"
if [[ "$slow" -gt 0 ]]; then
    echo "fuzz.sh: warning: $slow slow input(s) (> 2 s) saved as $ARTIFACTS/slow-unit-*" >&2
fi
after="$(count_artifacts)"
if [[ "$after" -gt "$before" ]]; then
    echo "fuzz.sh: $((after - before)) new crash artifact(s) in $ARTIFACTS:" >&2
    find "$ARTIFACTS" -maxdepth 1 -type f \( -name 'crash-*' -o -name 'timeout-*' -o -name 'oom-*' -o -name 'leak-*' \) -printf '%T@ %p\n' \
        | sort -rn | head -n "$((after - before))" | cut -d' ' -f2- | sed 's/^/  /' >&2
    echo "fuzz.sh: reproduce with $BIN ARTIFACT; see the program with" >&2
    echo "  cargo run --manifest-path fuzz/Cargo.toml --example fuzz_show -- $TARGET ARTIFACT" >&2
    exit 1
fi
if [[ "$status" -ne 0 ]]; then
    echo "fuzz.sh: libFuzzer exited with status $status" >&2
    exit "$status"
fi
echo "fuzz.sh: no crash in ${SECS}s of $TARGET"

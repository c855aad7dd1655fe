#!/usr/bin/env bash
# Fuzz the sandpy engine with cargo-fuzz (libFuzzer). See fuzz/README.md.
#
#   scripts/fuzz.sh [SECONDS] [TARGET]   fuzz TARGET (parse_compile_run | structured | hostile_shapes) for
#                                        SECONDS (default 60); exits 1 if a crash, timeout
#                                        or out-of-memory artifact appears.
#   scripts/fuzz.sh --regressions        run every fuzz/regressions/*.py through the sandpy CLI
#                                        (fuzz/run_hostile.sh); exits 1 if any still crashes,
#                                        hangs or blows the memory limit.
#
# Env: FUZZ_EXTRA_SEEDS=1 also seeds from fuzz/hostile/, the programs fuzz/generate_hostile.py
#      writes (target/hostile-generated/) and fuzz/regressions/;
#      FUZZ_KEEP_GOING=1 keeps fuzzing after a crash (libFuzzer -fork=1, still one worker).
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
    echo "usage: scripts/fuzz.sh [SECONDS] [parse_compile_run|structured|hostile_shapes] | --regressions" >&2
    exit 2
fi
case "$TARGET" in
    parse_compile_run | structured | hostile_shapes) ;;
    *)
        echo "fuzz.sh: unknown target '$TARGET' (parse_compile_run, structured or hostile_shapes)" >&2
        exit 2
        ;;
esac

# Regressions run through the CLI (they need bigger budgets than the fuzz limits allow):
# a crash, a hang or a memory blow-up fails.
if [[ "$MODE" == regressions ]]; then
    shopt -s nullglob
    files=("$ROOT"/fuzz/regressions/*.py)
    shopt -u nullglob
    if [[ ${#files[@]} -eq 0 ]]; then
        echo "fuzz.sh: no regressions"
        exit 0
    fi
    exec env MAX_OPS="${MAX_OPS:-10000000}" TIMEOUT="${TIMEOUT:-60}" "$ROOT/fuzz/run_hostile.sh" "${files[@]}"
fi

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
echo "fuzz.sh: building $TARGET" >&2
cargo +nightly fuzz build "${BUILD_FLAGS[@]}" "$TARGET"
HOST="$(rustc +nightly -vV | sed -n 's/^host: //p')"
BIN="$ROOT/fuzz/target/$HOST/release/$TARGET"

# --- corpus --------------------------------------------------------------------------------
CORPUS="$ROOT/fuzz/corpus/$TARGET"
ARTIFACTS="$ROOT/fuzz/artifacts/$TARGET"
mkdir -p "$CORPUS" "$ARTIFACTS"
# Seeds are copied (never moved) from the behaviour corpus. The hand-written hostile programs
# and the regressions are added only with FUZZ_EXTRA_SEEDS=1: while their bugs are open,
# libFuzzer would stop on them while loading the corpus.
shopt -s nullglob
seeds=("$ROOT"/tests/cases/*.py)
# hostile_shapes reads its bytes as choices among hostile shapes, not as source text: the
# behaviour corpus means nothing to it (and most of it picks the largest shapes), so it
# starts from an empty corpus.
if [[ "$TARGET" == hostile_shapes ]]; then
    seeds=()
fi
if [[ "${FUZZ_EXTRA_SEEDS:-0}" == 1 && "$TARGET" != hostile_shapes ]]; then
    python3 "$ROOT/fuzz/generate_hostile.py" "$ROOT/target/hostile-generated" || exit 2
    seeds+=("$ROOT"/fuzz/hostile/*.py "$ROOT"/target/hostile-generated/*.py "$ROOT"/fuzz/regressions/*.py)
fi
new_seeds=()
for f in "${seeds[@]}"; do
    [[ -e "$CORPUS/seed-$(basename "$f")" ]] || new_seeds+=("$f")
done
shopt -u nullglob
# A seed that already crashes or hangs would stop libFuzzer while it loads the corpus, so new
# seeds are tried first (all at once; one by one only if that fails) and such seeds skipped.
if [[ ${#new_seeds[@]} -gt 0 ]]; then
    # Artifacts of these trial runs go to a scratch directory, not the working directory.
    # (Subshells, so that bash's "Segmentation fault" job notices are silenced too.)
    scratch="$(mktemp -d)"
    if ! (timeout 300 "$BIN" -timeout=5 -rss_limit_mb=2048 -artifact_prefix="$scratch/" "${new_seeds[@]}") >/dev/null 2>&1; then
        ok_seeds=()
        for f in "${new_seeds[@]}"; do
            if (timeout 30 "$BIN" -timeout=5 -rss_limit_mb=2048 -artifact_prefix="$scratch/" "$f") >/dev/null 2>&1; then
                ok_seeds+=("$f")
            else
                echo "fuzz.sh: skipping seed ${f#"$ROOT"/}: it crashes or hangs already (a known bug?)" >&2
            fi
        done
        new_seeds=("${ok_seeds[@]}")
    fi
    rm -rf "$scratch"
    for f in "${new_seeds[@]}"; do
        cp -n "$f" "$CORPUS/seed-$(basename "$f")"
    done
fi

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

# One fuzzer process. FUZZ_KEEP_GOING=1 uses libFuzzer's fork mode with one worker instead,
# which records every crash, timeout and OOM as an artifact and keeps fuzzing.
if [[ "${FUZZ_KEEP_GOING:-0}" == 1 ]]; then
    MODE_FLAGS=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
else
    MODE_FLAGS=(-jobs=1 -workers=1)
fi
echo "fuzz.sh: fuzzing $TARGET for ${SECS}s (corpus $CORPUS, artifacts $ARTIFACTS)" >&2
# In -jobs mode libFuzzer writes the job's log to fuzz-0.log in the working directory; the
# fork mode's log is its own output, kept in fuzz-run.log.
cd "$ARTIFACTS"
rm -f fuzz-0.log fuzz-run.log
set +e
"$BIN" "$CORPUS" \
    -max_total_time="$SECS" \
    -rss_limit_mb=2048 \
    -timeout=10 \
    -report_slow_units=2 \
    "${MODE_FLAGS[@]}" \
    -print_final_stats=1 \
    -artifact_prefix="$ARTIFACTS/" \
    "${EXTRA[@]}" 2>&1 | tee fuzz-run.log | grep -v -E '^#[0-9]+.*(NEW|REDUCE)'
status=${PIPESTATUS[0]}
set -e
cd "$ROOT"

echo "---- summary ----"
for log in "$ARTIFACTS/fuzz-0.log" "$ARTIFACTS/fuzz-run.log"; do
    [[ -f "$log" ]] || continue
    # The last status line (runs, coverage, exec/s) and the final stats.
    grep -E '^#[0-9]+' "$log" | tail -1 || true
    grep -E '^stat::' "$log" || true
    grep -E -B2 -A30 'panicked|==sandpy-fuzz==|deadly signal|ERROR: libFuzzer' "$log" | head -60 || true
done

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

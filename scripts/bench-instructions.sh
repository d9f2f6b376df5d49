#!/usr/bin/env bash
# Instructions per call of each benchmark case, counted by valgrind's callgrind: unlike wall-clock
# time, the count is the same on every run and on a busy machine, so CI can hold it to a budget.
#
#   scripts/bench-instructions.sh [release|debug]
#
# For each case, the benchmark runs `--count KEY` twice under callgrind, collecting only inside
# `measuredRun` (after an uncounted warm-up): once with CALLS calls, once with none. The difference
# divided by CALLS is the cost of one call, subtraction removing the harness's fixed cost. The
# table shows each case against the hand-written closure.
#
# Environment: CALLS (default 20000), SWIFT (default swift), VALGRIND (default valgrind),
# COUNTS_FILE (if set, also writes one `instructions/KEY BUILD COUNT` line per case there, for
# scripts/perf-check.sh), BENCH_RELEASE_FLAGS (more flags for the release build: CI passes
# `-Xswiftc -warnings-as-errors`, the flags of its warnings-as-errors release build in the same
# scratch path, which then leaves nothing to build). Without valgrind, says so and exits successfully.
set -euo pipefail

cd "$(dirname "$0")/.."
BUILD=${1:-release}
CALLS=${CALLS:-20000}
SWIFT=${SWIFT:-swift}
VALGRIND=${VALGRIND:-valgrind}
CASES=(hand-written stub default spy sequence ten-selective generic)
WORK=.build-instructions/$BUILD
mkdir -p "$WORK"

if ! command -v "$VALGRIND" >/dev/null 2>&1; then
    echo "Instructions per call: skipped, valgrind is not installed (apt-get install valgrind)."
    exit 0
fi

FLAGS=()
[[ $BUILD == release ]] && read -ra FLAGS <<<"${BENCH_RELEASE_FLAGS:-}"
"$SWIFT" build -c "$BUILD" --product StubKitBenchmarks ${FLAGS[@]+"${FLAGS[@]}"} >"$WORK/build.log" 2>&1 || {
    cat "$WORK/build.log"
    exit 1
}
BINARY="$("$SWIFT" build -c "$BUILD" ${FLAGS[@]+"${FLAGS[@]}"} --show-bin-path)/StubKitBenchmarks"

count() { # key calls -> instructions collected inside measuredRun
    local out="$WORK/callgrind.$1.$2"
    SWIFT_DETERMINISTIC_HASHING=1 "$VALGRIND" --tool=callgrind --callgrind-out-file="$out" \
        --toggle-collect='*measuredRun*' "$BINARY" --count "$1" --calls "$2" >"$WORK/valgrind.log" 2>&1 || {
        cat "$WORK/valgrind.log" >&2
        exit 1
    }
    awk '/^totals:/ { print $2 }' "$out"
}

declare -A per_call
for key in "${CASES[@]}"; do
    empty=$(count "$key" 0)
    full=$(count "$key" "$CALLS")
    per_call[$key]=$(awk -v f="$full" -v e="$empty" -v n="$CALLS" 'BEGIN { printf "%.0f", (f - e) / n }')
done

echo "Instructions per call ($BUILD, valgrind callgrind, $CALLS calls minus a run of none; identical on every run):"
baseline=${per_call[hand-written]}
for key in "${CASES[@]}"; do
    if [[ $key == hand-written ]]; then
        note="(baseline)"
    else
        note=$(awk -v c="${per_call[$key]}" -v b="$baseline" 'BEGIN { printf "%.1fx hand-written", c / b }')
    fi
    printf '  %-14s %7d  %s\n' "$key" "${per_call[$key]}" "$note"
    if [[ -n ${COUNTS_FILE:-} ]]; then
        echo "instructions/$key $BUILD ${per_call[$key]}" >>"$COUNTS_FILE"
    fi
done

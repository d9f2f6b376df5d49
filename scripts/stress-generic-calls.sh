#!/usr/bin/env bash
# `make stress`: the generic-mock shapes that tripped the Swift 6.3.1 over-release (ARCHITECTURE.md,
# "Generic calls and the Swift 6.3.1 over-release"), each in several fresh processes. One clean
# run proves little: with a stored `GenericCall.arguments`, about half of the debug processes
# crashed (signal 11) and the release build stopped the compiler (CopyPropagation).
#
#   1. Tests/GenericCallStressTests (XCTest and Swift Testing, sync and async), debug build,
#      STRESS_RUNS fresh `swift test` processes;
#   2. the same shapes as a plain executable (Tests/GenericCallStressRunner), debug build,
#      STRESS_RUNS processes;
#   3. the executable built with `-c release` (its own scratch path, .build-stress-release),
#      STRESS_RUNS processes.
#
# Exits non-zero when any process fails or the release build does not compile.
# Environment: SWIFT (default swift), STRESS_RUNS (default 10), STRESS_ROUNDS (the executable's
# rounds per shape, default 2000).
set -uo pipefail

cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
RUNS="${STRESS_RUNS:-10}"
ROUNDS="${STRESS_ROUNDS:-2000}"
LOGS=.build-stress-logs
mkdir -p "$LOGS"
failed=0

# run_many LABEL COMMAND...: runs COMMAND in RUNS fresh processes, prints how many failed.
run_many() {
    local label=$1
    shift
    local bad=0
    for run in $(seq "$RUNS"); do
        if ! "$@" >"$LOGS/$label-$run.log" 2>&1; then
            bad=$((bad + 1))
            echo "  $label: process $run failed: $(grep -m1 -E 'signal|Fatal|error|crash' "$LOGS/$label-$run.log" || tail -n 1 "$LOGS/$label-$run.log")"
        fi
    done
    echo "$label: $bad of $RUNS processes failed"
    [[ $bad -eq 0 ]] || failed=1
}

echo "== debug build (tests and the executable)"
if ! $SWIFT build --build-tests >"$LOGS/build-debug.log" 2>&1; then
    tail -n 30 "$LOGS/build-debug.log"
    echo "FAILED: the debug build"
    exit 1
fi
debug_bin=$($SWIFT build --show-bin-path)

echo "== XCTest and Swift Testing, debug, $RUNS processes"
run_many debug-tests $SWIFT test --skip-build --filter GenericCallStressTests

echo "== executable, debug, $RUNS processes"
run_many debug-executable "$debug_bin/generic-call-stress" "$ROUNDS"

echo "== executable, release build"
if $SWIFT build -c release --product generic-call-stress --scratch-path .build-stress-release \
    >"$LOGS/build-release.log" 2>&1; then
    release_bin=$($SWIFT build -c release --scratch-path .build-stress-release --show-bin-path)
    echo "== executable, release, $RUNS processes"
    run_many release-executable "$release_bin/generic-call-stress" "$ROUNDS"
else
    grep -m3 -E 'error|incompatible ownership|signal' "$LOGS/build-release.log"
    echo "release build: FAILED (the compiler stopped; log in $LOGS/build-release.log)"
    failed=1
fi

if [[ $failed -ne 0 ]]; then
    echo "FAILED: generic-call stress (logs in $LOGS)"
    exit 1
fi
echo "generic-call stress: every process clean, debug and release"

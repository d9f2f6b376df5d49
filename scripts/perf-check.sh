#!/usr/bin/env bash
# `make perf-check`: measures every count in scripts/perf-budgets.txt and fails when one exceeds
# its budget by more than TOLERANCE percent (default 5). Counts are deterministic, so a failure
# means the code changed, not the machine: see Documentation/StubKit.docc/Articles/Performance.md.
#
# Runs scripts/bench-instructions.sh (release and debug), scripts/bench-compile.sh with
# SCOPES_ONLY=1 and scripts/bench-generate.sh (which also fails when generation takes over 2 s).
# Without valgrind, instruction budgets are reported as skipped, not failed.
#
# Environment: TOLERANCE (default 5), BUDGETS (default scripts/perf-budgets.txt), and whatever the
# two scripts take (CALLS, SWIFT, SWIFTC, VALGRIND).
set -euo pipefail

cd "$(dirname "$0")/.."
TOLERANCE=${TOLERANCE:-5}
BUDGETS=${BUDGETS:-scripts/perf-budgets.txt}
mkdir -p .build-instructions
COUNTS_FILE=$(mktemp .build-instructions/counts.XXXXXX)
export COUNTS_FILE
trap 'rm -f "$COUNTS_FILE"' EXIT

scripts/bench-instructions.sh release
scripts/bench-instructions.sh debug
SCOPES_ONLY=1 scripts/bench-compile.sh
scripts/bench-generate.sh

echo
printf '%-34s %-8s %10s %10s %10s  %s\n' count build measured budget limit verdict
failed=0
while read -r name build budget; do
    [[ -z $name || $name == \#* ]] && continue
    measured=$(awk -v n="$name" -v b="$build" '$1 == n && $2 == b { print $3 }' "$COUNTS_FILE")
    limit=$(awk -v b="$budget" -v t="$TOLERANCE" 'BEGIN { printf "%.1f", b * (1 + t / 100) }')
    if [[ -z $measured ]]; then
        if [[ $name == instructions/* ]] && ! command -v "${VALGRIND:-valgrind}" >/dev/null 2>&1; then
            verdict="skipped (no valgrind)"
        else
            verdict="NOT MEASURED"
            failed=1
        fi
        measured="-"
    elif awk -v m="$measured" -v l="$limit" 'BEGIN { exit !(m > l) }'; then
        verdict="OVER BUDGET by $(awk -v m="$measured" -v b="$budget" 'BEGIN { printf "%.1f%%", (m / b - 1) * 100 }')"
        failed=1
    elif awk -v m="$measured" -v b="$budget" 'BEGIN { exit !(m < b * 0.95) }'; then
        verdict="ok, $(awk -v m="$measured" -v b="$budget" 'BEGIN { printf "%.1f%%", (1 - m / b) * 100 }') under: lower the budget"
    else
        verdict="ok"
    fi
    printf '%-34s %-8s %10s %10s %10s  %s\n' "$name" "$build" "$measured" "$budget" "$limit" "$verdict"
done <"$BUDGETS"

if ((failed)); then
    echo "perf-check: FAILED (a count exceeds its budget by more than $TOLERANCE%, or was not measured)"
    exit 1
fi
echo "perf-check: every count within $TOLERANCE% of its budget"

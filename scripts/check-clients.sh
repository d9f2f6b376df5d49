#!/usr/bin/env bash
# Builds StubKit's client fixtures the way users consume the package, and checks a misuse fails
# to compile with StubKit's own message. Called from .ci/run; exits non-zero on any failure.
#
#   Tests/Fixtures/ClientSwift6   a package in Swift 6 language mode depending on ../../..
#   Tests/Fixtures/ClientSwift5   the same sources in Swift 5 language mode
#   ClientSwift6's ToolchainParents  protocols refining Observable, LocalizedError and an @_spi
#                                 protocol: the generate-mocks plugin's output checked (--check)
#   Tests/Fixtures/CompileFailures/StubWithoutDefaultValue.swift
#                                 must fail: stub(of:) on results that are not DefaultProvidable
#                                 with the message of Messages.noDefaultValue, read from
#                                 Sources/StubKit/Reporting/Messages.swift (no copy here)
#   Tests/Fixtures/CompileFailures/ActionWithoutParametersDeclaredBare.swift
#                                 must fail: actions declared () -> Output, with the message of
#                                 Messages.declaredActionWithoutParameters
#
# Each client builds its mocks for every function shape plus the README tour, then runs the tour
# as a test. Scratch paths live under .build-clients/ (git-ignored); later runs are incremental.
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SWIFT="${SWIFT:-swift}"
SWIFTC="${SWIFTC:-swiftc}"
SCRATCH="${CHECK_CLIENTS_SCRATCH:-$ROOT/.build-clients}"
FIXTURES="$ROOT/Tests/Fixtures"
MESSAGES_SWIFT="$ROOT/Sources/StubKit/Reporting/Messages.swift"
LOGS="$SCRATCH/logs"
mkdir -p "$LOGS"

# read_message NAME: prints the text of `static let NAME = "..."` in Messages.swift, whose literal
# may start on the next line. Fails unless it is one plain literal (no escapes, interpolation or
# `+`), which the compiler prints unchanged in its diagnostic.
read_message() {
    local name="$1" declaration
    local pattern="^[[:space:]]*static let $name =[[:space:]]*\"([^\"\\]*)\"[[:space:]]*(\+?)"
    declaration=$(grep -A2 -E "^[[:space:]]*static let $name =" "$MESSAGES_SWIFT" | tr '\n' ' ')
    if [[ ! "$declaration" =~ $pattern ]] || [[ -n "${BASH_REMATCH[2]}" ]] || [[ -z "${BASH_REMATCH[1]}" ]]; then
        echo "error: cannot read Messages.$name from $MESSAGES_SWIFT as one plain string literal" >&2
        echo "       (found: ${declaration:-nothing})" >&2
        return 1
    fi
    printf '%s\n' "${BASH_REMATCH[1]}"
}

if ! NO_DEFAULT_VALUE=$(read_message noDefaultValue) \
    || ! WITHOUT_PARAMETERS=$(read_message declaredActionWithoutParameters); then
    echo "== client check FAILED"
    exit 1
fi
# Each misuse file, and the message (after the unavailable declaration's name) it must produce.
declare -A MISUSES=(
    [StubWithoutDefaultValue]="is unavailable: $NO_DEFAULT_VALUE"
    [ActionWithoutParametersDeclaredBare]="is unavailable: $WITHOUT_PARAMETERS"
)

summary=()
failed=0

# run NAME COMMAND...: runs COMMAND with its output in $LOGS/NAME.log and records the outcome.
run() {
    local name="$1"
    shift
    local start=$SECONDS
    if "$@" >"$LOGS/$name.log" 2>&1; then
        summary+=("PASS  $name ($((SECONDS - start))s)")
        return 0
    fi
    summary+=("FAIL  $name ($((SECONDS - start))s), log: $LOGS/$name.log")
    failed=1
    echo "---- $name failed; last lines of $LOGS/$name.log:"
    tail -n 40 "$LOGS/$name.log"
    return 1
}

# The tour's XCTest and the generic-action test must run and pass (a build that silently drops them
# would not count).
run_tour() {
    local mode="$1"
    "$SWIFT" test --skip-build --package-path "$FIXTURES/ClientSwift$mode" --scratch-path "$SCRATCH/swift$mode" \
        && grep -q "Test Case '.*testVIPGetsAnAccount' passed" "$LOGS/swift$mode-tour.log" \
        && grep -q "Test Case '.*testOneActionAnswersEveryType' passed" "$LOGS/swift$mode-tour.log"
}

# check_negative MODE NAME: Tests/Fixtures/CompileFailures/NAME.swift must fail to type-check with
# exactly one StubKit message (MISUSES[NAME]) on each line marked `// N`, and no other error.
check_negative() {
    local mode="$1" name="$2"
    local file="$FIXTURES/CompileFailures/$name.swift" output expected actual errors
    if output=$("$SWIFTC" -swift-version "$mode" -typecheck -I "$SCRATCH/swift$mode/debug/Modules" "$file" 2>&1); then
        echo "$file compiled, but it must not"
        return 1
    fi
    echo "$output"
    expected=$(grep -nE '// [0-9]+$' "$file" | cut -d: -f1 | sort -n | tr '\n' ' ')
    actual=$(echo "$output" | grep -F "${MISUSES[$name]}" | grep -oE "$name\.swift:[0-9]+:[0-9]+: error" \
        | cut -d: -f2 | sort -n | tr '\n' ' ')
    errors=$(echo "$output" | grep -cE "^[^ ]*$name\.swift:[0-9]+:[0-9]+: error")
    if [[ -z "$expected" || "$expected" != "$actual" || "$errors" -ne $(echo "$expected" | wc -w) ]]; then
        echo "expected the StubKit message on lines: $expected"
        echo "found it on lines:                     $actual ($errors errors in all)"
        return 1
    fi
}

for mode in 6 5; do
    if run "swift$mode-build" "$SWIFT" build --build-tests --package-path "$FIXTURES/ClientSwift$mode" \
        --scratch-path "$SCRATCH/swift$mode" -Xswiftc -warnings-as-errors; then
        run "swift$mode-tour" run_tour "$mode"
        for name in "${!MISUSES[@]}"; do
            run "swift$mode-misuse-$name" check_negative "$mode" "$name"
        done
    fi
done

# The generate-mocks plugin on a target of a dependency (StubKit itself, seen from the client):
# found among the dependencies' targets, its public protocols mocked with a plain import, and the
# file compiles. (SwiftPM gives plugins only the targets of a dependency's products.)
# StubKit's own protocol names are known names, so the mocks write them with the module.
dependency_mocks() {
    local output="$SCRATCH/dependency-mocks"
    rm -rf "$output"
    "$SWIFT" package --package-path "$FIXTURES/ClientSwift6" --scratch-path "$SCRATCH/swift6" \
        --allow-writing-to-package-directory generate-mocks --target StubKit --output "$output" \
        && grep -qE '^(nonisolated )?final class TestScopedValueMock: (StubKit\.)?TestScopedValue,' "$output/StubKitMocks.swift" \
        && ! grep -q '@testable' "$output/StubKitMocks.swift" \
        && "$SWIFTC" -swift-version 6 -typecheck -warnings-as-errors -I "$SCRATCH/swift6/debug/Modules" \
            "$output/StubKitMocks.swift"
}
run "swift6-plugin-dependency-target" dependency_mocks

# The plugin on a target whose protocols refine toolchain modules' (Observation's `Observable`,
# FoundationEssentials' `LocalizedError`) and the module's own `@_spi(Storage)` ones: the plugin
# extracts those modules' graphs as context and imports the module `@_spi(Storage)`. --check: the
# committed Tests/ToolchainParentsTests/Mocks file, which swift6-build compiled (warnings as
# errors) and swift6-tour ran (ToolchainParentsTests calls every mock), is what it writes now; a
# mock left out for want of a toolchain graph, or without its SPI import, is a diff. Regenerate it
# with the same command without --check.
toolchain_parent_mocks() {
    "$SWIFT" package --package-path "$FIXTURES/ClientSwift6" --scratch-path "$SCRATCH/swift6" \
        --allow-writing-to-package-directory generate-mocks --target ToolchainParents --check \
        && grep -q "Test Case '.*testToolchainParentMocks' passed" "$LOGS/swift6-tour.log"
}
run "swift6-plugin-toolchain-parents" toolchain_parent_mocks

echo
echo "== StubKit client check (Swift 6 and Swift 5 language modes)"
printf '%s\n' "${summary[@]}"
if [[ $failed -ne 0 ]]; then
    echo "== client check FAILED"
    exit 1
fi
echo "== client check passed"

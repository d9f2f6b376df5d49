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
#   Tests/Fixtures/ClientMatrix   the client matrix (issue 41): one package built and tested once
#                                 per variant of the settings teams turn on, its Package.swift
#                                 reading STUBKIT_CLIENT_SETTINGS; every API family on every action
#                                 shape by hand, and the plugin's mocks of Services (committed in
#                                 Tests/ServicesTests/Mocks, checked with --check beside variant a):
#       a  swift6               Swift 6 language mode
#       b  swift6-nonsending    + NonisolatedNonsendingByDefault
#       c  swift6-approachable  + Approachable Concurrency (NonisolatedNonsendingByDefault,
#                               InferIsolatedConformances) and default MainActor isolation
#       d  swift6-next          every upcoming feature enabled in Swift 7 (ExistentialAny,
#                               InternalImportsByDefault, MemberImportVisibility,
#                               InferIsolatedConformances, NonisolatedNonsendingByDefault,
#                               ImmutableWeakCaptures) and default MainActor isolation
#       e  swift5-approachable  Swift 5 mode, Approachable Concurrency, StrictConcurrency (complete)
#       f  swift5               Swift 5 mode, nothing else
#
# Each client builds its mocks for every function shape (loose, with strictStub, and strict in one
# line with StrictMock) plus the README tour, then runs the tour as a test; each matrix variant builds with its tests and runs them (all of them must pass: the
# count of `@Test` functions is checked). Everything builds with -warnings-as-errors, and without debug
# information (-gnone: these builds are judged by whether they compile and pass, a quarter less build
# time). Scratch paths live under .build-clients/ (git-ignored; one per package, the matrix's variants
# sharing one); later runs are incremental.
# Logs are in .build-clients/logs/, one per step; the summary names each step PASS or FAIL.
#
#   scripts/check-clients.sh                          everything
#   CLIENT_VARIANTS="b c" scripts/check-clients.sh    only matrix variants b and c (letters or names)
#   CLIENT_VARIANTS="classic a" ...                   ClientSwift6/5 and their checks, and variant a
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
SWIFT="${SWIFT:-swift}"
SWIFTC="${SWIFTC:-swiftc}"
SCRATCH="${CHECK_CLIENTS_SCRATCH:-$ROOT/.build-clients}"
FIXTURES="$ROOT/Tests/Fixtures"
MESSAGES_SWIFT="$ROOT/Sources/StubKit/Reporting/Messages.swift"
LOGS="$SCRATCH/logs"
BUILD_FLAGS=(-Xswiftc -warnings-as-errors -Xswiftc -gnone)
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

ALL_VARIANTS=(a:swift6 b:swift6-nonsending c:swift6-approachable d:swift6-next e:swift5-approachable f:swift5)
REQUESTED="${CLIENT_VARIANTS:-classic a b c d e f}"
# wants WORD: whether CLIENT_VARIANTS asks for WORD.
wants() { [[ " $REQUESTED " == *" $1 "* ]]; }
for word in $REQUESTED; do
    if [[ "$word" != classic ]] && ! printf '%s\n' "${ALL_VARIANTS[@]}" | grep -qE "(^$word:|:$word\$)"; then
        echo "error: CLIENT_VARIANTS: unknown variant '$word' (classic, or one of: ${ALL_VARIANTS[*]})" >&2
        exit 2
    fi
done

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

# The tour's XCTest, the generic-action test and the strict mock's test must run and pass (a build
# that silently drops them would not count).
run_tour() {
    local mode="$1"
    "$SWIFT" test --skip-build --package-path "$FIXTURES/ClientSwift$mode" --scratch-path "$SCRATCH/swift$mode" \
        && grep -q "Test Case '.*testVIPGetsAnAccount' passed" "$LOGS/swift$mode-tour.log" \
        && grep -q "Test Case '.*testOneActionAnswersEveryType' passed" "$LOGS/swift$mode-tour.log" \
        && grep -q "Test aStrictMockAnswersWhatItsTestAllows() passed" "$LOGS/swift$mode-tour.log"
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

if wants classic; then
    for mode in 6 5; do
        if run "swift$mode-build" "$SWIFT" build --build-tests --package-path "$FIXTURES/ClientSwift$mode" \
            --scratch-path "$SCRATCH/swift$mode" "${BUILD_FLAGS[@]}"; then
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
fi

# The client matrix: Tests/Fixtures/ClientMatrix, one scratch path for every variant. StubKit keeps its
# own settings under each, so it is built once; SwiftPM evaluates the manifest again when
# STUBKIT_CLIENT_SETTINGS changes and rebuilds only the fixture's two targets (about 10 s a variant
# against 25-38 s with a scratch path each). Each variant's tests run right after its build.
MATRIX="$FIXTURES/ClientMatrix"
# The tests it must run: every `@Test` function of its test target.
MATRIX_TESTS=$(cat "$MATRIX"/Tests/ServicesTests/*.swift | grep -cE '^[[:space:]]*(@[A-Za-z]+[[:space:]]+)*@Test\b')

# matrix_test NAME: runs the variant's tests, built by the build step; all MATRIX_TESTS must run and pass.
matrix_test() {
    local name="$1"
    STUBKIT_CLIENT_SETTINGS="$name" "$SWIFT" test --skip-build --package-path "$MATRIX" \
        --scratch-path "$SCRATCH/matrix" \
        && grep -qE "Test run with $MATRIX_TESTS tests? in [0-9]+ suites? passed" "$LOGS/matrix-$name-test.log"
}

# The plugin's mocks of Services are what it writes now (regenerate them with the same command
# without --check); each variant's build compiles them and its tests run them. A scratch path of its
# own: the plugin builds Services with other flags, which would make the next variant build redo it.
matrix_plugin() {
    STUBKIT_CLIENT_SETTINGS=swift6 "$SWIFT" package --package-path "$MATRIX" --scratch-path "$SCRATCH/matrix-plugin" \
        --allow-writing-to-package-directory generate-mocks --target Services --default-isolation MainActor --check
}

for entry in "${ALL_VARIANTS[@]}"; do
    letter="${entry%%:*}" name="${entry#*:}"
    wants "$letter" || wants "$name" || continue
    if run "matrix-$name-build" env STUBKIT_CLIENT_SETTINGS="$name" "$SWIFT" build --build-tests \
        --package-path "$MATRIX" --scratch-path "$SCRATCH/matrix" "${BUILD_FLAGS[@]}"; then
        run "matrix-$name-test" matrix_test "$name"
    fi
    if [[ "$name" == swift6 ]]; then
        run "matrix-plugin" matrix_plugin
    fi
done

echo
echo "== StubKit client check (Swift 6 and Swift 5 language modes; client matrix: ${REQUESTED})"
printf '%s\n' "${summary[@]}"
if [[ $failed -ne 0 ]]; then
    echo "== client check FAILED"
    exit 1
fi
echo "== client check passed"

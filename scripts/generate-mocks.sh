#!/usr/bin/env bash
# Regenerates every committed generated mock file with the generate-mocks plugin:
#
#   Tests/ExampleAppGeneratedMockTests/Mocks/ExampleAppMocks.swift      (ExampleApp's protocols)
#   Tests/MockGenConsumerTests/Mocks/MockGenFixturesMocks.swift         (every shape, Swift 6 mode)
#   Tests/MockGenConsumerTestsSwift5/Mocks/MockGenFixturesMocks.swift   (the same, Swift 5 mode)
#
# With --check (the plugin's `generate-mocks --check`: nothing is written), fails with a unified diff
# when a file differs from what the plugin generates (CI: the plugin's output, unformatted, is the
# committed file byte for byte), when `swift format lint` rejects a committed file, or
# when compiling a committed file prints a warning (users build their tests with warnings as errors).
# Environment: SWIFT (default `swift`), GENERATE_SCRATCH (default .build, which `make test` has built:
# in CI only the plugin and the tool are compiled on top of it).
set -euo pipefail
cd "$(dirname "$0")/.."
swift_bin="${SWIFT:-swift}"
scratch="${GENERATE_SCRATCH:-.build}"
generate() {
    "$swift_bin" package --scratch-path "$scratch" --allow-writing-to-package-directory generate-mocks "$@"
}
# The fixtures' choices for requirements a protocol extension implements (DownloadObserver), and the
# classes mocked by subclasses (Tests/MockGenFixtures/Classes.swift) with theirs.
fixture_options=(--keep-default DownloadObserver.didFinish --intercept-default DownloadObserver.disposition
    --class ReceiptPrinter --class Ledger --class Dashboard --class Cache --class Ticker
    --intercept-default ReceiptPrinter.status)
# No formatting step: the plugin writes the layout `swift format` would (the repository's
# .swift-format), so what it writes is committed as it is, and --check proves it byte for byte.
if [[ "${1:-}" != "--check" ]]; then
    generate --target ExampleApp
    generate --target MockGenFixtures "${fixture_options[@]}"
    generate --target MockGenFixtures --output Tests/MockGenConsumerTestsSwift5/Mocks "${fixture_options[@]}"
else
    # The plugin's own --check: it writes nothing, and prints a unified diff of each stale file.
    stale=0
    generate --target ExampleApp --check || stale=1
    generate --target MockGenFixtures "${fixture_options[@]}" --check || stale=1
    generate --target MockGenFixtures --output Tests/MockGenConsumerTestsSwift5/Mocks "${fixture_options[@]}" \
        --check || stale=1
    if [[ $stale != 0 ]]; then
        echo "The committed generated mocks are out of date: run scripts/generate-mocks.sh and commit the result."
        exit 1
    fi
    "$swift_bin" format lint --strict Tests/ExampleAppGeneratedMockTests/Mocks/ExampleAppMocks.swift \
        Tests/MockGenConsumerTests/Mocks/MockGenFixturesMocks.swift \
        Tests/MockGenConsumerTestsSwift5/Mocks/MockGenFixturesMocks.swift \
        || { echo "The plugin wrote a file that swift format lint rejects: fix SwiftRenderer/LineLayout."; exit 1; }
    if [[ -n "$(git status --porcelain -- Tests/*/Mocks)" ]]; then
        git status --porcelain -- Tests/*/Mocks
        echo "A generated mock file is not committed: run scripts/generate-mocks.sh and commit the result."
        exit 1
    fi
    # A file is compiled only when it changed: touch the mocks so that their warnings are printed.
    touch Tests/ExampleAppGeneratedMockTests/Mocks/*.swift Tests/MockGenConsumerTests/Mocks/*.swift \
        Tests/MockGenConsumerTestsSwift5/Mocks/*.swift
    for target in ExampleAppGeneratedMockTests MockGenConsumerTests MockGenConsumerTestsSwift5; do
        log="$("$swift_bin" build --scratch-path "$scratch" --target "$target" 2>&1)" || { echo "$log"; exit 1; }
        if grep -E '/Mocks/[^:]*:[0-9]+:[0-9]+: warning:' <<<"$log"; then
            echo "A committed generated mock compiles with a warning (target $target): fix the generator."
            exit 1
        fi
    done
    echo "Generated mocks are up to date and compile without warnings."
fi

#!/usr/bin/env bash
# `make upcoming-features` (issue 41): StubKit as a Swift 7 module would be, ahead of Swift 7.
#
#   1. The generator's output: the committed generated mocks (every fixture shape, and ExampleApp's)
#      type-checked in a module with every upcoming feature of the next language mode on, then the
#      same modules' mocks generated with --default-isolation MainActor type-checked with main-actor
#      default isolation too (`-default-isolation MainActor`, an Xcode 26 app target's), against the
#      modules `make test` built. The corpus and random shapes judge the same with CORPUS_UPCOMING=1.
#   2. StubKit's own targets built with those features on (StubKit, StubKitMockGen, stubkit-mockgen,
#      ExampleApp, the benchmark, and the test targets unless UPCOMING_TESTS=0), in a scratch folder of
#      their own: moving the package to the next language mode is then one line of Package.swift.
#
# The features are those `swiftc -print-supported-features` says the next language mode turns on
# ("enabled_in": "7" on Swift 6.2/6.3: ExistentialAny, InternalImportsByDefault, MemberImportVisibility,
# InferIsolatedConformances, NonisolatedNonsendingByDefault, ImmutableWeakCaptures), so a new
# toolchain's are checked without editing this file. Prints, per step, each failing file's errors.
#
# Environment: SWIFT (default swift), SWIFTC (default swiftc), UPCOMING_MODE (default 7),
# UPCOMING_SCRATCH (default .build-upcoming), UPCOMING_STEPS ("mocks targets", the default, or one of
# them), UPCOMING_TESTS (1: also the test targets, the default), UPCOMING_EXCLUDE (features left out,
# space-separated: a feature the library does not build with yet, named in .ci/run with why).
#
# The targets whose tests use committed generated mocks (MockGenConsumerTests, ...Swift5) are left out
# of step 2: their mocks follow MockGenFixtures' settings (a closure parameter `(String) async -> Void`
# is `@concurrent` without NonisolatedNonsendingByDefault, `nonisolated(nonsending)` with it), so the
# package's move to Swift 7 regenerates them (scripts/generate-mocks.sh), and step 1 judges the file.
set -euo pipefail
cd "$(dirname "$0")/.."
swift_bin="${SWIFT:-swift}"
swiftc_bin="${SWIFTC:-swiftc}"
mode="${UPCOMING_MODE:-7}"
scratch="${UPCOMING_SCRATCH:-.build-upcoming}"
steps="${UPCOMING_STEPS:-mocks targets}"
mapfile -t features < <("$swiftc_bin" -print-supported-features | python3 -c '
import json, sys
for feature in json.load(sys.stdin)["features"]["upcoming"]:
    if str(feature.get("enabled_in")) == sys.argv[1] and feature["name"] not in sys.argv[2].split():
        print(feature["name"])' "$mode" "${UPCOMING_EXCLUDE:-}")
if ((${#features[@]} == 0)); then
    echo "swiftc -print-supported-features names no upcoming feature of language mode $mode"
    exit 1
fi
echo "== upcoming features of Swift $mode: ${features[*]}${UPCOMING_EXCLUDE:+ (left out: $UPCOMING_EXCLUDE)}"
flags=()
for feature in "${features[@]}"; do flags+=(-enable-upcoming-feature "$feature"); done
status=0

if [[ " $steps " == *" mocks "* ]]; then
    # The generated files with what their test targets add (DefaultProvidable conformances), in a
    # module of their own as a user's test target would be, against the modules `make test` built:
    # the committed files (the plugin's, plain classes) with the default isolation `nonisolated`, and
    # the same modules' mocks generated with --default-isolation MainActor (written to the scratch
    # folder) with MainActor default isolation.
    bin="$("$swift_bin" build --show-bin-path)"
    "$swift_bin" build --target MockGenFixtures >/dev/null
    "$swift_bin" build --target ExampleApp >/dev/null
    "$swift_bin" build --target StubKit >/dev/null
    "$swift_bin" build --product stubkit-mockgen >/dev/null
    generated="$scratch/generated-mocks"
    rm -rf "$generated" && mkdir -p "$generated/standard-library"
    "$swift_bin" symbolgraph-extract -module-name Swift -target "$(uname -m)-unknown-linux-gnu" \
        -output-dir "$generated/standard-library" >/dev/null
    check() {  # <default isolation> <files>...
        local isolation="$1" started=$SECONDS log
        shift
        # -emit-sil, not -typecheck: region isolation ("sending … risks causing data races") runs on SIL.
        if log="$("$swiftc_bin" -emit-sil -wmo -o /dev/null -swift-version 6 -module-name UpcomingMocks -I "$bin/Modules" \
            "${flags[@]}" -default-isolation "$isolation" "$@" 2>&1)"; then
            echo "== $1, default isolation $isolation: compiles ($((SECONDS - started)) s)"
        else
            echo "$log" | grep -E '^[^ ].*error:' | head -n 40
            echo "== FAILED: $1 with the upcoming features and default isolation $isolation"
            status=1
        fi
    }
    for entry in "MockGenFixtures MockGenConsumerTests DefaultProvidableConformances.swift" \
        "ExampleApp ExampleAppGeneratedMockTests"; do
        read -r module target extra <<<"$entry"
        extras=()
        [[ -n "${extra:-}" ]] && extras=("Tests/$target/$extra")
        check nonisolated "Tests/$target/Mocks/${module}Mocks.swift" "${extras[@]}"
        mkdir -p "$generated/$module"
        "$swift_bin" symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" -I "$bin/Modules" \
            -minimum-access-level internal -include-spi-symbols -skip-synthesized-members -output-dir "$generated/$module" \
            >/dev/null
        # What the plugin passes, and the test target's DefaultProvidable types (the plugin finds them).
        providable=()
        [[ -n "${extra:-}" ]] && while read -r type; do providable+=(--default-providable "$type"); done \
            < <(sed -nE 's/^extension ([A-Za-z0-9_]+): DefaultProvidable.*/\1/p' "Tests/$target/$extra")
        # The classes the committed file mocks (`--class`, in the command its header gives).
        classes=()
        while read -r option name; do classes+=("$option" "$name"); done \
            < <(sed -n 3p "Tests/$target/Mocks/${module}Mocks.swift" | grep -oE -- '--class [A-Za-z0-9_.]+' || true)
        if ! "$bin/stubkit-mockgen" "$generated/$module"/*.symbols.json --context "$generated/standard-library/Swift.symbols.json" \
            --context "$generated/standard-library/_Concurrency@Swift.symbols.json" "${providable[@]}" "${classes[@]}" \
            --default-isolation MainActor --typecheck -I "$bin/Modules" --output "$generated/${module}Mocks.swift" \
            >"$generated/$module.log" 2>&1; then
            cat "$generated/$module.log"
            echo "== FAILED: stubkit-mockgen --default-isolation MainActor on $module"
            status=1
            continue
        fi
        check MainActor "$generated/${module}Mocks.swift" "${extras[@]}"
    done
fi

if [[ " $steps " == *" targets "* ]]; then
    # No debug information (-gnone): the step asks whether the targets compile, and it takes a quarter
    # less build time.
    swift_flags=(-Xswiftc -gnone)
    for flag in "${flags[@]}"; do swift_flags+=(-Xswiftc "$flag"); done
    targets=(StubKit StubKitMockGen stubkit-mockgen ExampleApp StubKitBenchmarks)
    [[ "${UPCOMING_TESTS:-1}" == 1 ]] && targets+=(StubKitTests StubKitNonsendingTests StubKitMockGenTests
        ExampleAppTests ExampleAppGeneratedMockTests GenericCallStressTests generic-call-stress)
    started=$SECONDS
    mkdir -p "$scratch" && : >"$scratch/targets.log"
    # Each target alone, so that one target's errors do not hide another's (built ones are not built again).
    for target in "${targets[@]}"; do
        if ! "$swift_bin" build --scratch-path "$scratch" "${swift_flags[@]}" --target "$target" >>"$scratch/targets.log" 2>&1; then
            echo "== $target does not build with the upcoming features"
            status=2
        fi
    done
    if [[ $status == 2 ]]; then
        # Each error once, with the feature its message names when it names one.
        grep -E '^/.*: error:' "$scratch/targets.log" | sort -u | head -n 60
        echo "== FAILED: StubKit's targets with the upcoming features ($(grep -E '^/.*: error:' "$scratch/targets.log" | sort -u | wc -l) distinct errors; log: $scratch/targets.log)"
        status=1
    else
        echo "== StubKit's targets build with the upcoming features ($((SECONDS - started)) s)"
    fi
fi
exit "$status"

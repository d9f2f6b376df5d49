#!/usr/bin/env bash
# Builds the StubKit DocC catalog with the toolchain's own tools: no package dependency.
#
# 1. `swift build` emits the StubKit module's symbol graph (public API and its /// comments).
# 2. `docc convert` combines it with Documentation/StubKit.docc into a .doccarchive.
#
# Any DocC warning (an unresolved symbol link, a missing article) fails the build.
#
# StubKit has one overload per closure shape (sync, throws, async, @MainActor, ...), so links such
# as ``stub(of:)`` name a group of overloads: `--enable-experimental-overloaded-symbol-presentation`
# gives each group one page, and lets those links resolve without a hash suffix.
# Environment: SWIFT (default `swift`), DOCC (default: `docc` next to swift, or `xcrun docc`),
# DOCS_SCRATCH (build folder, default .build-docs), DOCS_OUTPUT (default .build/docs/StubKit.doccarchive).
set -euo pipefail

cd "$(dirname "$0")/.."
root="$(pwd)"

swift_bin="${SWIFT:-swift}"
scratch="${DOCS_SCRATCH:-$root/.build-docs}"
# The compiler writes symbol graphs only when it compiles, so they stay in the scratch folder (an
# up-to-date build keeps them); StubKit's own graphs are copied from there for docc.
emitted_graphs="$scratch/symbol-graphs"
symbol_graphs="$root/.build/docs/symbol-graphs"
output="${DOCS_OUTPUT:-$root/.build/docs/StubKit.doccarchive}"
catalog="$root/Documentation/StubKit.docc"

if [[ -n "${DOCC:-}" ]]; then
    docc=("$DOCC")
elif command -v docc >/dev/null 2>&1; then
    docc=(docc)
elif [[ -x "$(dirname "$(command -v "$swift_bin")")/docc" ]]; then
    docc=("$(dirname "$(command -v "$swift_bin")")/docc")
elif command -v xcrun >/dev/null 2>&1; then
    docc=(xcrun docc)
else
    echo "docs.sh: cannot find docc; it ships with Swift toolchains (set DOCC=/path/to/docc)" >&2
    exit 1
fi

echo "==> Emitting the StubKit symbol graph"
mkdir -p "$emitted_graphs"
"$swift_bin" build --target StubKit --scratch-path "$scratch" \
    -Xswiftc -emit-symbol-graph \
    -Xswiftc -emit-symbol-graph-dir -Xswiftc "$emitted_graphs" \
    -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public \
    -Xswiftc -symbol-graph-skip-synthesized-members \
    -Xswiftc -emit-extension-block-symbols

# Only the StubKit module itself and its extensions of other modules (StubKit@Swift, ...) belong in
# the catalog.
rm -rf "$symbol_graphs"
mkdir -p "$symbol_graphs"
cp "$emitted_graphs"/StubKit.symbols.json "$emitted_graphs"/StubKit@*.symbols.json "$symbol_graphs"/

# Read the help text first: `grep -q` on a pipe would stop docc early and, with pipefail, hide
# the match.
convert_help="$("${docc[@]}" convert --help 2>&1 || true)"
warnings_flag=()
if [[ "$convert_help" == *--warnings-as-errors* ]]; then
    warnings_flag=(--warnings-as-errors)
else
    echo "docs.sh: this docc has no --warnings-as-errors; check its output for warnings" >&2
fi

echo "==> Converting the catalog"
rm -rf "$output"
mkdir -p "$(dirname "$output")"
"${docc[@]}" convert "$catalog" \
    --additional-symbol-graph-dir "$symbol_graphs" \
    --fallback-display-name StubKit \
    --fallback-bundle-identifier com.github.stubkit.StubKit \
    --output-path "$output" \
    --enable-experimental-overloaded-symbol-presentation \
    ${warnings_flag[@]+"${warnings_flag[@]}"}

echo "==> Documentation archive: $output"

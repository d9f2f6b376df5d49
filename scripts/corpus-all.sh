#!/usr/bin/env bash
# `make corpus-all`: the mock generator on every public protocol of every library-product module of
# every Swift package this machine has a local copy of, and of the toolchain's modules (issue 25).
#
# The packages are in groups whose versions resolve together (Tests/CorpusAll/groups.txt); each
# group is a package of its own, Tests/CorpusAll/<group>-group (scripts/corpus-all-manifests.py
# writes them), run by scripts/corpus.sh as `make corpus` runs Tests/Corpus: the group's modules
# built once with symbol graphs, each module's graph extracted from the built module, mocks
# generated with the context the generate-mocks plugin passes (the standard library's graphs and
# those of the module's own dependencies, CORPUS_CONTEXT=dependencies), compiled in a test target of
# the module's own beside a smoke test, then the tests run. Then, for a sample of each group's
# modules, the plugin itself (`generate-mocks --target M --output DIR`) and a diff of its file with
# the CLI's. Writes Tests/CorpusAll/REPORT.md (committed: a later run's diff shows what changed).
#
# Each group runs on its own and resumes: a group already built is not built again (SwiftPM's own
# incremental build, with the same flags; graphs are extracted again only for modules built since),
# mocks are generated again on every run. Hours in all on 2 cores: run it in the background.
#
# Environment:
#   CORPUS_ALL_GROUPS   space-separated groups to run (default: every group, then toolchain);
#                       the report keeps the last results of the groups not run
#   STUBKIT_MOCKGEN     the generator binary to judge (default: built from this checkout, release)
#   CORPUS_ALL_PLUGIN   modules per group the plugin is also run on (default 2: the group's modules
#                       with the most protocols); 0 skips the plugin; CORPUS_ALL_PLUGIN_MODULES names
#                       them instead ("NIOCore Vapor")
#   CORPUS_ALL_PLUGIN_ONLY  1: only the plugin step, on groups already run
#   CORPUS_PATHS        the paths each module is judged on (default all; see scripts/corpus.sh)
# A group being run holds the folder .build-corpus-all/<group>/running (with the run's process id;
# a later run takes over the folder of a run that was stopped).
#   CORPUS_ALL_SCRATCH  build folder (default .build-corpus-all, git-ignored); one folder per group
#   SWIFT               the swift driver (default swift)
set -uo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
swift_bin="${SWIFT:-swift}"
work="${CORPUS_ALL_SCRATCH:-$root/.build-corpus-all}"
mkdir -p "$work"
started=$SECONDS
mapfile -t all_groups < <(sed -nE 's/^([a-z0-9]+) [^ ]+ [^ ]+.*$/\1/p' Tests/CorpusAll/groups.txt | awk '!seen[$0]++')
all_groups+=(toolchain)
read -ra groups <<<"${CORPUS_ALL_GROUPS:-${all_groups[*]}}"
echo "== corpus-all: groups ${groups[*]}"

if [[ -n "${STUBKIT_MOCKGEN:-}" ]]; then
    tool="$STUBKIT_MOCKGEN"
else
    # Release: the generator runs on some 300 modules with large context graphs.
    "$swift_bin" build -c release --product stubkit-mockgen --scratch-path "$work/tool" >"$work/tool.log" 2>&1 \
        || { tail -n 40 "$work/tool.log"; exit 1; }
    tool="$work/tool/release/stubkit-mockgen"
fi
echo "== generator: $tool"
export STUBKIT_MOCKGEN="$tool" SWIFT="$swift_bin"
# The report names, per group, the generator it judged: this checkout's commit (dirty when edited),
# or the binary named by STUBKIT_MOCKGEN.
if [[ -n "${STUBKIT_MOCKGEN_ID:-}" ]]; then
    generator_id="$STUBKIT_MOCKGEN_ID"
else
    generator_id="$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo '?')"
    git -C "$root" diff --quiet HEAD -- Sources 2>/dev/null || generator_id+="-dirty"
fi

# The flags SwiftPM's getSymbolGraph passes swift-symbolgraph-extract for the plugin.
plugin_extract_flags="-skip-synthesized-members -skip-inherited-docs -include-spi-symbols -omit-extension-block-symbols"

# The plugin itself, on a sample of the group's modules: its file must equal the CLI's.
plugin_sample() {
    local group="$1" package="$2" scratch="$3" meta="$4" module cli out step sample
    [[ "$group" == toolchain ]] && return
    if [[ -n "${CORPUS_ALL_PLUGIN_MODULES:-}" ]]; then
        read -ra sample <<<"$CORPUS_ALL_PLUGIN_MODULES"
    else
        mapfile -t sample < <(python3 -c 'import json, sys
modules = [m for m in json.load(open(sys.argv[1]))["modules"] if m["mocks"] > 0]
modules.sort(key=lambda m: -m["protocols"])
print("\n".join(m["module"] for m in modules[:int(sys.argv[2])]))' "$meta/report.json" "${CORPUS_ALL_PLUGIN:-2}")
    fi
    for module in "${sample[@]}"; do
        grep -q "^    (\"$module\", " "$package/Package.swift" || continue
        cli="$package/Generated/$module/Mocks/${module}Mocks.swift"
        out="$scratch/plugin/$module"
        rm -rf "$out" && mkdir -p "$out"
        echo "== $group: the plugin on $module ($((SECONDS - started)) s)"
        step=$SECONDS
        if nice -n 10 "$swift_bin" package --package-path "$package" --scratch-path "$scratch" \
            -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$scratch/graphs" \
            --allow-writing-to-package-directory generate-mocks --target "$module" --output "$out" \
            >"$scratch/logs/$module-plugin.log" 2>&1; then
            # The files without their header comment (the plugin writes its own command there).
            if diff <(sed '1,/^$/d' "$cli") <(sed '1,/^$/d' "$out/${module}Mocks.swift") >"$meta/plugin-$module.diff"; then
                echo "same $((SECONDS - step))" >"$meta/plugin-$module"
            else
                echo "different $((SECONDS - step))" >"$meta/plugin-$module"
            fi
        else
            echo "failed $((SECONDS - step))" >"$meta/plugin-$module"
            grep -m3 'error' "$scratch/logs/$module-plugin.log" >"$meta/plugin-$module.diff"
        fi
        echo "== $group: plugin on $module: $(cut -d' ' -f1 "$meta/plugin-$module")"
    done
}

lock=""
trap '[[ -n "$lock" ]] && rm -rf "$lock"' EXIT
for group in "${groups[@]}"; do
    [[ -n "$lock" ]] && rm -rf "$lock"
    lock=""
    package="$root/Tests/CorpusAll/$group-group"
    scratch="$work/$group"
    meta="$scratch/meta"
    if [[ ! -f "$package/Package.swift" ]]; then
        echo "== $group: no such group (Tests/CorpusAll/$group-group)"
        continue
    fi
    mkdir -p "$meta" "$scratch/logs"
    # One run at a time on a group (two `make corpus-all` in the background share the folders).
    if ! mkdir "$scratch/running" 2>/dev/null; then
        holder=$(cat "$scratch/running/pid" 2>/dev/null)
        if [[ -n "$holder" ]] && kill -0 "$holder" 2>/dev/null; then
            echo "== $group: another run is on it (process $holder), skipped"
            continue
        fi
        echo "== $group: taking over from a run that was stopped"
    fi
    lock="$scratch/running"
    echo $$ >"$lock/pid"
    if [[ ${CORPUS_ALL_PLUGIN_ONLY:-} == 1 ]]; then
        rm -f "$meta"/plugin-*
        plugin_sample "$group" "$package" "$scratch" "$meta"
        continue
    fi
    rm -f "$meta"/*
    echo "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >"$meta/date"
    echo "$generator_id" >"$meta/generator"
    echo "== $group: resolving ($((SECONDS - started)) s)"
    step=$SECONDS
    if ! "$swift_bin" package --package-path "$package" --scratch-path "$scratch" resolve >"$meta/resolve.log" 2>&1; then
        echo $((SECONDS - step)) >"$meta/resolve-seconds"
        echo "resolve failed" >"$meta/status"
        echo "== $group: the packages do not resolve: $(grep -m1 'error:' "$meta/resolve.log")"
        continue
    fi
    echo $((SECONDS - step)) >"$meta/resolve-seconds"
    [[ -f "$package/Package.resolved" ]] && cp "$package/Package.resolved" "$meta/Package.resolved"
    # The first build of the group is the one that takes minutes; later runs are null builds.
    [[ -f "$scratch/first-build-seconds" ]] || touch "$scratch/first-build-pending"

    echo "== $group: scripts/corpus.sh ($((SECONDS - started)) s; log $scratch/corpus.log)"
    step=$SECONDS
    context=dependencies
    [[ "$group" == toolchain ]] && context=all  # no package: every toolchain graph is context, as in `make corpus`
    CORPUS_PACKAGE="$package" CORPUS_SCRATCH="$scratch" CORPUS_NO_RANDOM=1 CORPUS_CONTEXT="$context" CORPUS_KEEP_GOING=1 \
        CORPUS_EXTRACT_FLAGS="$plugin_extract_flags" CORPUS_REPORT_JSON="$meta/report.json" \
        CORPUS_PATHS="${CORPUS_PATHS:-all}" nice -n 10 "$root/scripts/corpus.sh" >"$scratch/corpus.log" 2>&1
    echo $? >"$meta/corpus-status"
    echo $((SECONDS - step)) >"$meta/corpus-seconds"
    if grep -q 'corpus FAILED: the dependencies did not build' "$scratch/corpus.log"; then
        echo "build failed" >"$meta/status"
        cp "$scratch/logs/deps.log" "$meta/deps.log"
        echo "== $group: the packages do not build (errors in $meta/deps.log)"
        continue
    fi
    deps_seconds=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["deps_seconds"])' "$meta/report.json" 2>/dev/null || echo "?")
    if [[ -f "$scratch/first-build-pending" ]]; then
        echo "$deps_seconds" >"$scratch/first-build-seconds"
        rm -f "$scratch/first-build-pending"
    fi
    echo "ran" >"$meta/status"

    plugin_sample "$group" "$package" "$scratch" "$meta"
done

# A group this folder has no run of keeps its row and section of the committed report.
python3 "$root/scripts/corpus-all-report.py" --work "$work" --generator "$tool" \
    --earlier "$root/Tests/CorpusAll/REPORT.md" "${all_groups[@]}" >"$work/REPORT.md" \
    && cp "$work/REPORT.md" "$root/Tests/CorpusAll/REPORT.md"
echo "== corpus-all done ($((SECONDS - started)) s); report: Tests/CorpusAll/REPORT.md"

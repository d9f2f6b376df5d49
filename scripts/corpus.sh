#!/usr/bin/env bash
# `make corpus`: the mock generator judged on inputs nobody wrote for it (issue 20).
#
#   Corpus        every public protocol of the modules listed in Tests/Corpus/Package.swift
#                 (package modules from the local package copies, and the toolchain's own:
#                 Foundation, Dispatch, XCTest, Testing, Synchronization, Distributed)
#   RandomShapes  a module of seeded random protocols from scripts/random-shapes.py
#
# For each module: symbol graph (with every other module's and the standard library's graph as
# --context, as Generating Mocks tells users) -> stubkit-mockgen -> Tests/Corpus/Generated/<Module>/Mocks/ ->
# a smoke test (scripts/corpus-smoke.py; for RandomShapes the test random-shapes.py writes) ->
# the module's own test target, built, then its tests run. Prints a report per module (protocols,
# mocks compiled, placeholders with why, compiler errors grouped) to stdout and to
# .build-corpus/report.txt; exits non-zero when any module's mocks or tests fail to compile, a
# test fails, or the random module itself is not valid Swift (a bug of random-shapes.py).
#
# Steps, in order: the package dependencies are built once, with -emit-symbol-graph (every later
# build passes the same flags, so nothing is built twice); the toolchain's graphs come from
# `swift symbolgraph-extract`; each module's target is built alone, so one module's errors do not
# hide another's; the modules that compiled are linked and their tests run.
#
# Environment:
#   STUBKIT_MOCKGEN   the generator binary to judge (default: built from this checkout)
#   CORPUS_MODULES    space-separated subset of modules (default: all, plus RandomShapes)
#   CORPUS_NO_RANDOM  1: leave RandomShapes out of the default list
#   STUBKIT_GEN_SEED  the random module's seed (default: a new one, printed; set it to replay)
#   RANDOM_SHAPES_COUNT  protocols in the random module (default 220)
#   RANDOM_SHAPES_FAMILIES  only these families of issue 25 in the random module, drawn more often
#                     (comma-separated, names in scripts/random-shapes.py's FAMILIES; default all)
#   CORPUS_REUSE_GRAPHS  1: keep the graphs an earlier run extracted (the random module's own is
#                     always new); scripts/random-shapes.sh sets it for every seed after the first
#   CORPUS_SCRATCH    build folder (default .build-corpus, git-ignored)
#   CORPUS_PACKAGE    the corpus package (default Tests/Corpus; `make corpus-all` passes each of
#                     Tests/CorpusAll/*-group, see scripts/corpus-all.sh)
#   CORPUS_CONTEXT    all (default): every other graph is --context, as above; dependencies: only
#                     the standard library's graphs and those of the module's own dependencies
#                     (scripts/corpus-deps.py), as the generate-mocks plugin passes them
#   CORPUS_EXTRACT_FLAGS  more flags for swift-symbolgraph-extract on package modules (corpus-all
#                     passes the plugin's: -skip-synthesized-members -include-spi-symbols ...)
#   CORPUS_KEEP_GOING  1: when the packages do not build together, leave out the modules the errors
#                     are in and go on with the others (corpus-all; those are reported with their errors)
#   CORPUS_REPORT_JSON  also write the report's figures as JSON there (corpus-all gathers them)
#   CORPUS_JOBS       how many modules are generated at once (default 2; each is one process)
#   CORPUS_UPCOMING   1: each module's mocks and test built as a Swift 7 module: every upcoming
#                     feature that mode turns on, and MainActor default isolation (Tests/Corpus/Package.swift;
#                     the modules mocked keep their settings), the mocks generated with --default-isolation
#                     MainActor. `make random-shapes` passes it on too
#   CORPUS_CLASSES    the open classes mocked too (`--class`), as "Module:Class,Class ..." (default, for
#                     Tests/Corpus: GRDB's Record and SwiftGraph's two graphs; Spectre's open
#                     Expectation has no public initializer, which the generator refuses)
#   CORPUS_DEBUG_INFO  1: build with debug information (off by default: a quarter less build time)
#   SWIFT             the swift driver (default swift); SWIFTC the compiler (default swiftc)
set -uo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
swift_bin="${SWIFT:-swift}"
swiftc_bin="${SWIFTC:-swiftc}"
package="${CORPUS_PACKAGE:-$root/Tests/Corpus}"
generated="$package/Generated"
scratch="${CORPUS_SCRATCH:-$root/.build-corpus}"
graphs="$scratch/graphs"
logs="$scratch/logs"
report="$scratch/report.txt"
seed="${STUBKIT_GEN_SEED:-$(date +%s)}"
count="${RANDOM_SHAPES_COUNT:-220}"
# The modules' open classes mocked beside their protocols (issue 39 item 4): a class of another
# package is mocked through a plain `import`, its `open` members overridden.
declare -A corpus_classes=()
default_classes=""
[[ "$package" == "$root/Tests/Corpus" ]] \
    && default_classes="GRDB:Record SwiftGraph:UnweightedGraph,WeightedGraph"
for entry in ${CORPUS_CLASSES-$default_classes}; do corpus_classes[${entry%%:*}]="${entry#*:}"; done
mkdir -p "$graphs" "$logs" "$generated"
started=$SECONDS
# SPI requirements too (`@_spi(Testing) func`), as the plugin asks SwiftPM for them: a mock without
# them does not conform.
graph_flags=(-Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs" -Xswiftc -include-spi-symbols)
# No debug information: the corpus judges whether mocks compile and their tests pass, and nobody steps
# through it in a debugger. A quarter less processor time for the same build (GRDB alone: 47 s of user
# + system time against 63 s, warm caches) and smaller objects to link. Every build below passes the
# same flags, so nothing is built twice. CORPUS_DEBUG_INFO=1 keeps it (to debug a failing corpus test).
[[ ${CORPUS_DEBUG_INFO:-} == 1 ]] || graph_flags+=(-Xswiftc -gnone)
build() { "$swift_bin" build --package-path "$package" --scratch-path "$scratch" "${graph_flags[@]}" "$@"; }

# The corpus, from the manifest's one list: lines `("Module", "Product", "package"),`.
mapfile -t all_modules < <(sed -nE 's/^    \("([A-Za-z0-9_]+)", "([A-Za-z0-9_-]+)", "[^"]*"\),$/\1 \2/p' "$package/Package.swift")
declare -A product_of=()
for line in "${all_modules[@]}"; do product_of[${line%% *}]=${line#* }; done
# CORPUS_NO_RANDOM=1: the real modules only (CI judges the random module in a step of its own).
random_module=RandomShapes
[[ ${CORPUS_NO_RANDOM:-} == 1 ]] && random_module=""
modules=(${CORPUS_MODULES:-$(printf '%s\n' "${all_modules[@]%% *}") $random_module})
report_modules=("${modules[@]}")
# A corpus-all group's CorpusDeps builds only the modules asked for (its manifest reads CORPUS_ONLY).
export CORPUS_ONLY
CORPUS_ONLY=$(IFS=,; echo "${CORPUS_MODULES:+${modules[*]}}")

echo "== corpus: ${#modules[@]} modules (${modules[*]})"
if [[ -n "${STUBKIT_MOCKGEN:-}" ]]; then
    tool="$STUBKIT_MOCKGEN"
else
    "$swift_bin" build --product stubkit-mockgen >"$logs/tool.log" 2>&1 || { cat "$logs/tool.log"; exit 1; }
    tool="$("$swift_bin" build --product stubkit-mockgen --show-bin-path)/stubkit-mockgen"
fi
echo "== generator: $tool"

step_start=$SECONDS
echo "== building the corpus dependencies with symbol graphs ($((SECONDS - started)) s)"
# CORPUS_KEEP_GOING=1 (corpus-all): when the packages do not build together, the modules that the
# errors are in (or that depend on a target they are in: an Apple-only package) are left out of
# CorpusDeps (CORPUS_EXCLUDE) and reported with their errors, and the others go on. The list is
# kept in the scratch folder, so a resumed run does not build them again.
excluded_file="$scratch/excluded-modules"
excluded=()
[[ ${CORPUS_KEEP_GOING:-} == 1 && -f "$excluded_file" ]] && read -ra excluded <"$excluded_file"
attempts=0
until CORPUS_TARGETS="" CORPUS_EXCLUDE="$(IFS=,; echo "${excluded[*]}")" build --target CorpusDeps >"$logs/deps.log" 2>&1; do
    tail -n 40 "$logs/deps.log"
    if [[ ${CORPUS_KEEP_GOING:-} != 1 ]]; then
        echo "== corpus FAILED: the dependencies did not build"
        exit 1
    fi
    attempts=$((attempts + 1))
    mapfile -t failing < <(python3 "$root/scripts/corpus-deps.py" "$package" "$scratch" "$scratch/dependencies.json" \
        --failing "$logs/deps.log" "${!product_of[@]}")
    if ((${#failing[@]} == 0 || attempts > 4)); then
        # Errors no module can be blamed for: each module alone.
        echo "== the dependencies did not build together: each module alone"
        for module in "${modules[@]}"; do
            [[ "${product_of[$module]:-}" == toolchain || " ${excluded[*]} " == *" $module "* ]] && continue
            if ! CORPUS_TARGETS="" build --target "$module" >"$logs/$module-module.log" 2>&1; then
                excluded+=("$module")
            fi
        done
        echo "${excluded[*]}" >"$excluded_file"
        break
    fi
    for module in "${failing[@]}"; do
        [[ " ${excluded[*]} " == *" $module "* ]] && continue
        echo "== $module does not build here: left out of CorpusDeps"
        cp "$logs/deps.log" "$logs/$module-module.log"
        excluded+=("$module")
    done
    echo "${excluded[*]}" >"$excluded_file"
done
# Every later build leaves them out too (the test bundle's builds CorpusDeps).
export CORPUS_EXCLUDE
CORPUS_EXCLUDE="$(IFS=,; echo "${excluded[*]}")"
if ((${#excluded[@]} > 0)); then
    modules_failed=1
    built_modules=()
    for module in "${modules[@]}"; do
        if [[ " ${excluded[*]} " == *" $module "* ]]; then
            echo "module does not build" >"$logs/$module-status"
        else
            built_modules+=("$module")
        fi
    done
    modules=("${built_modules[@]}")
fi
deps_seconds=$((SECONDS - step_start))

# Every module's graph, before the first module is generated: the standard library's (Swift) is
# context only, every module's graph is context for the others (see below). Package modules'
# graphs too are extracted from the built modules, as the plugin's (SwiftPM's) are: the build's
# -emit-symbol-graph prints declarations as written, which leaves out what an upcoming feature
# implies (`nonisolated(nonsending)` on async closures under NonisolatedNonsendingByDefault, as
# swift-configuration builds), and the mocks would not match.
# Every C module's map: the packages' own, then those SwiftPM wrote for C targets without one (a
# module both define, as TOMLKit's CTOML, is passed once: twice is "redefinition of module").
module_maps=()
declare -A mapped=()
while IFS= read -r map; do
    name=$(sed -nE 's/^ *(explicit )?(framework )?module ([A-Za-z0-9_]+).*/\3/p' "$map" | head -n 1)
    [[ -n "$name" && -n "${mapped[$name]:-}" ]] && continue
    [[ -n "$name" ]] && mapped[$name]=1
    module_maps+=(-Xcc "-fmodule-map-file=$map")
done < <(find "$scratch/checkouts" -path '*/Sources/*' -name module.modulemap 2>/dev/null | sort
    # C targets outside Sources/ (FlyingFox's CSystemLinux), not those of tests or examples
    find "$scratch/checkouts" -name module.modulemap -not -path '*/Sources/*' 2>/dev/null \
        | grep -vE '/(Tests|Examples?|Benchmarks?|Fixtures)/' | sort
    find -L "$scratch/debug" -maxdepth 2 -path '*.build/module.modulemap' 2>/dev/null | sort)
context_mode="${CORPUS_CONTEXT:-all}"
read -ra extract_flags <<<"${CORPUS_EXTRACT_FLAGS:--include-spi-symbols}"
# With the plugin's context, each module's own dependencies are extracted too (they are context).
# Toolchain modules read as context only, never mocked: where the random module's toolchain-parent
# family takes its parents from (Observation's `Observable`, FoundationEssentials' `LocalizedError`),
# as the plugin extracts them for a target whose protocols refine theirs.
context_only=(Observation FoundationEssentials)
extract_modules=(Swift "${context_only[@]}" "${!product_of[@]}")
if [[ "$context_mode" == dependencies ]]; then
    # Only what is mocked in this run (CORPUS_MODULES) and its context.
    extract_modules=(Swift)
    for module in "${modules[@]}"; do [[ -n "${product_of[$module]:-}" ]] && extract_modules+=("$module"); done
    if ! python3 "$root/scripts/corpus-deps.py" "$package" "$scratch" "$scratch/dependencies.json" >"$logs/dependencies.log" 2>&1; then
        cat "$logs/dependencies.log"
        echo "== corpus FAILED: the modules' dependencies could not be read"
        exit 1
    fi
# CORPUS_REUSE_GRAPHS=1: the graphs of an earlier run are kept (runs of the random module alone).
[[ ${CORPUS_REUSE_GRAPHS:-} == 1 && -f "$graphs/Swift.symbols.json" ]] && extract_modules=()
    mapfile -t dependency_modules < <(python3 -c 'import json, sys
graph = json.load(open(sys.argv[1]))
print("\n".join(sorted({d for m in sys.argv[2:] for d in graph.get(m, [])})))' "$scratch/dependencies.json" "${extract_modules[@]}")
    for module in "${dependency_modules[@]}"; do
        [[ -e "$scratch/debug/Modules/$module.swiftmodule" ]] && extract_modules+=("$module")
    done
fi
declare -A extracted_once=()
for module in "${extract_modules[@]}"; do
    [[ -n "${extracted_once[$module]:-}" ]] && continue
    extracted_once[$module]=1
    flags=()
    # Internal declarations too: a graph of public ones leaves out underscored public requirements
    # (GRDB's `_sqlAssociation`); the generator is told to mock the public protocols only.
    [[ "$module" != Swift && " ${context_only[*]} " != *" $module "* && "${product_of[$module]:-}" != toolchain ]] \
        && flags=(-I "$scratch/debug/Modules" "${module_maps[@]}" -minimum-access-level internal "${extract_flags[@]}")
    extracted="$scratch/extracted/$module"
    # A graph extracted with the same flags after the module was last built is kept (corpus-all
    # resumes a group without extracting again what did not change).
    built="$scratch/debug/Modules/$module.swiftmodule"
    if [[ -f "$extracted/$module.symbols.json" && "$(cat "$extracted/flags" 2>/dev/null)" == "${extract_flags[*]}" ]] \
        && { [[ ! -e "$built" ]] || [[ "$extracted/$module.symbols.json" -nt "$built" ]]; }; then
        if grep -q '"precise"' "$extracted/$module.symbols.json" 2>/dev/null || [[ ! -f "$graphs/$module.symbols.json" ]]; then
            cp "$extracted"/*.symbols.json "$graphs"/
        fi
        continue
    fi
    rm -rf "$extracted" && mkdir -p "$extracted"
    if "$swift_bin" symbolgraph-extract -module-name "$module" -target "$(uname -m)-unknown-linux-gnu" \
        "${flags[@]}" -output-dir "$extracted" >"$logs/$module-extract.log" 2>&1; then
        echo "${extract_flags[*]}" >"$extracted/flags"
        if grep -q '"precise"' "$extracted/$module.symbols.json" 2>/dev/null || [[ ! -f "$graphs/$module.symbols.json" ]]; then
            cp "$extracted"/*.symbols.json "$graphs"/
        fi
    else
        echo "== $module: symbolgraph-extract failed ($logs/$module-extract.log); the build's graph is used"
    fi
done

# What Generating Mocks tells users to pass: the graphs of the modules a module's protocols may
# refine, with --context (read, never mocked). Here: every dependency's and toolchain module's
# main graph (extension graphs `A@B` describe A's extensions of B, not B's protocols; but
# `_Concurrency@Swift` is where the toolchain writes _Concurrency's own, `AsyncSequence` among
# them), never the module's own, the random module's, StubKit's, nor those of the corpus's own targets.
# A module's graphs: the ones extracted from the built module (where the extraction has its
# declarations), else the build's.
graphs_of() {
    local path
    if grep -q '"precise"' "$scratch/extracted/$1/$1.symbols.json" 2>/dev/null; then
        for path in "$scratch/extracted/$1/$1.symbols.json" "$scratch/extracted/$1/$1"@*.symbols.json; do
            [[ -f "$path" ]] && printf '%s\n' "$path"
        done
        return
    fi
    for path in "$graphs/$1.symbols.json" "$graphs/$1"@*.symbols.json; do
        [[ -f "$path" ]] && printf '%s\n' "$path"
    done
}

context_for() {
    local path name
    if [[ "$context_mode" == dependencies ]]; then
        # What the plugin passes: the standard library's two graphs, then every graph of each module
        # the target depends on, directly or not (its extension graphs too).
        for path in "$scratch/extracted/Swift/Swift.symbols.json" "$scratch/extracted/Swift/_Concurrency@Swift.symbols.json"; do
            [[ -f "$path" ]] && printf '%s\n' --context "$path"
        done
        local dependency
        while IFS= read -r dependency; do
            [[ -z "$dependency" ]] && continue
            while IFS= read -r path; do printf '%s\n' --context "$path"; done < <(graphs_of "$dependency")
        done < <(python3 -c 'import json, sys; print("\n".join(json.load(open(sys.argv[1])).get(sys.argv[2], [])))' \
            "$scratch/dependencies.json" "$1")
        return
    fi
    for path in "$graphs"/*.symbols.json; do
        name="$(basename "$path" .symbols.json)"
        [[ ("$name" == *@* && "$name" != _Concurrency@Swift) || "$name" == "$1" || "$name" == RandomShapes || "$name" == CorpusDeps
            || "$name" == StubKit || "$name" == *MockTests ]] && continue
        printf '%s\n' --context "$path"
    done
}

# The paths a user runs the generator on (CORPUS_PATHS, issue 34), each judged on every module; each
# path's file is compiled in a target of its own, Generated/<Module><suffix> (<Module><Suffix>MockTests):
#   plugin            the module's graphs, the context above and --typecheck, as the plugin runs it
#                     (Generated/<Module>, <Module>MockTests)
#   graphs            the module's graphs alone, as Generating Mocks' Xcode section runs the CLI: no
#                     --context, no --typecheck (Generated/<Module>+Graphs)
#   graphs-typecheck  the same with --typecheck (Generated/<Module>+GraphsTypecheck)
# A file equal to the plugin path's (or the graphs path's), header comment aside, is not compiled
# again: it has that path's result (logs/<key>-same names it).
path_suffix() {
    case "$1" in
        plugin) echo "" ;;
        graphs) echo "+Graphs" ;;
        graphs-typecheck) echo "+GraphsTypecheck" ;;
    esac
}
case "${CORPUS_PATHS:-plugin}" in
    all) paths=(plugin graphs graphs-typecheck) ;;
    *) read -ra paths <<<"${CORPUS_PATHS:-plugin}" ;;
esac
for path in "${paths[@]}"; do
    [[ "$path" =~ ^(plugin|graphs|graphs-typecheck)$ ]] || { echo "== corpus: unknown path $path (CORPUS_PATHS)"; exit 1; }
done
[[ " ${paths[*]} " == *" plugin "* ]] || { echo "== corpus: CORPUS_PATHS must include plugin"; exit 1; }
# Runs one step of a path (generate, compile, test) and adds `<step> <wall> <cpu>` to
# logs/<key>-seconds: the wall clock's seconds and the processor's (user and system, of the step's
# processes together), which a shared machine does not stretch.
timed() {
    local key="$1" step="$2" result
    shift 2
    /usr/bin/time -o "$logs/$key-time" -f "%e %U %S" "$@"
    result=$?
    tail -n 1 "$logs/$key-time" | awk -v step="$step" '{ printf "%s %.1f %.1f\n", step, $1, $2 + $3 }' >>"$logs/$key-seconds"
    rm -f "$logs/$key-time"
    return $result
}
# Whether two mock files are the same but for their header comment (up to the first blank line).
same_file() { [[ -f "$1" && -f "$2" ]] && cmp -s <(sed '1,/^$/d' "$1") <(sed '1,/^$/d' "$2"); }

# One path's file of one module, its smoke test, and whether its target is to be built (status 0).
# Reads the caller's files, context, typecheck and protocol_count.
generate_path() {
    local module="$1" path="$2" key out previous file plugin_file graphs_file
    local -a args=() inputs=("${files[@]}")
    key="$module$(path_suffix "$path")"
    out="$generated/$key"
    rm -f "$logs/$key-status" "$logs/$key-build.log" "$logs/$key-test.log" "$logs/$key-smoke.json" \
        "$logs/$key-same" "$logs/$key-seconds"
    # The previous run's files are kept aside: those generated again unchanged are put back (same
    # inode and time), so that a resumed run does not compile them again.
    previous="$scratch/previous/$key"
    rm -rf "$previous"
    if [[ "$module" != RandomShapes && -d "$out" ]]; then
        mkdir -p "$scratch/previous" && mv "$out" "$previous"
    fi
    mkdir -p "$out/Mocks"
    case "$path" in
        plugin) args=("${context[@]}" "${typecheck[@]}") ;;
        graphs) args=() ;;
        graphs-typecheck) args=("${typecheck[@]}") ;;
    esac
    # The standard library's _Concurrency protocols (Actor, AsyncSequence) are in the graph the
    # toolchain names `_Concurrency@Swift`, which the plugin's path reads as context: a user mocking
    # them passes it with Swift's own.
    [[ "$path" != plugin && "$module" == Swift && -f "$graphs/_Concurrency@Swift.symbols.json" ]] \
        && inputs+=("$graphs/_Concurrency@Swift.symbols.json")
    # The random module is mocked as the plugin mocks a target of the user's own package: every
    # protocol, its `@_spi` ones too (imported `@_spi(Name)`); a dependency's, public ones only.
    local -a only_public=(--only-public)
    [[ "$module" == RandomShapes ]] && only_public=()
    # ... and its classes of the class family, each named (`--class`), as a user names theirs; a real
    # module's open classes are those CORPUS_CLASSES names.
    local class classes="${corpus_classes[$module]-}"
    for class in ${classes//,/ }; do only_public+=(--class "$class"); done
    if [[ "$module" == RandomShapes ]]; then
        while read -r name; do only_public+=(--class "$name"); done < <(python3 -c '
import json, sys
for shape in json.load(open(sys.argv[1])).get("classes", []):
    print(shape["name"])' "$scratch/random-plan.json")
    fi
    # CORPUS_UPCOMING=1: the test targets have MainActor default isolation, as the generator is told.
    [[ ${CORPUS_UPCOMING:-} == 1 ]] && only_public+=(--default-isolation MainActor)
    if ! timed "$key" generate "$tool" "${inputs[@]}" "${args[@]}" "${only_public[@]}" \
        --output "$out/Mocks/${module}Mocks.swift" >"$logs/$key-generate.log" 2>&1; then
        echo "generator failed: $(cat "$logs/$key-generate.log")" >"$logs/$key-status"
        status=1
        return 1
    fi
    # Another path's file kept for the report (the comparison of paths) but not compiled again.
    plugin_file="$generated/$module/Mocks/${module}Mocks.swift"
    graphs_file="$generated/$module+Graphs/Mocks/${module}Mocks.swift"
    if [[ "$path" != plugin ]] && same_file "$plugin_file" "$out/Mocks/${module}Mocks.swift"; then
        echo "$module" >"$logs/$key-same"
        return 1
    fi
    if [[ "$path" == graphs-typecheck ]] && same_file "$graphs_file" "$out/Mocks/${module}Mocks.swift"; then
        echo "$module+Graphs" >"$logs/$key-same"
        return 1
    fi
    # A module whose every protocol the generator leaves out, each with a comment saying why (the
    # Distributed protocols), has nothing to compile; the report lists the reasons. Zero mocks
    # without such comments is still a failure (no test runs).
    mock_count=$(grep -cE '^(@[A-Za-z]+ )*(nonisolated )?(final class|class|actor|struct) [A-Za-z_]' "$out/Mocks/${module}Mocks.swift")
    left_out=$(grep -cE '^// [^ ]+ has no mock: ' "$out/Mocks/${module}Mocks.swift")
    if ((mock_count == 0 && left_out > 0 && left_out == protocol_count)); then
        echo "no mock: every protocol left out" >"$logs/$key-status"
        return 1
    fi
    if [[ "$module" == RandomShapes ]]; then
        python3 "$root/scripts/random-shapes.py" test --plan "$scratch/random-plan.json" \
            --mocks "$out/Mocks/${module}Mocks.swift" --output "$out/Tests/RandomShapesTests.swift"
        mv "$out/Mocks" "$out/Tests/Mocks"
    else
        python3 "$root/scripts/corpus-smoke.py" "$out/Mocks/${module}Mocks.swift" "$module" "$out/Smoke.swift" \
            "$logs/$key-smoke.json"
    fi
    if [[ -d "$previous" ]]; then
        while IFS= read -r file; do
            cmp -s "$previous/$file" "$out/$file" && mv "$previous/$file" "$out/$file"
        done < <(cd "$out" && find . -type f)
    fi
    return 0
}

# One module's files, one per path, each marked `<key>-enabled` in the logs when its target is to be
# built (the caller reads the marks: it may run this in a job of its own).
generate_module() {
    local module="$1" path key protocol_count i
    local -a files context typecheck
    protocol_count=$(python3 "$root/scripts/corpus-report.py" --count-protocols --graphs "$graphs" "$module")
    # A module with no public protocol (most of a package's modules: corpus-all takes them all) has
    # nothing to generate; the report lists it.
    if [[ "$module" != RandomShapes ]] && ((protocol_count == 0)); then
        for path in "${paths[@]}"; do rm -rf "$generated/$module$(path_suffix "$path")"; done
        echo "no public protocol" >"$logs/$module-status"
        return
    fi
    files=("$graphs/$module.symbols.json")
    for extension in "$graphs/$module"@*.symbols.json; do [[ -e "$extension" ]] && files+=("$extension"); done
    [[ "$context_mode" == dependencies ]] && mapfile -t files < <(graphs_of "$module")
    mapfile -t context < <(context_for "$module")
    # Type-checked before it is written, as the plugin does (which also learns the module's types
    # that may not be copied); a member or mock the compiler rejected is a placeholder or left out,
    # and fails the module below all the same.
    typecheck=(--typecheck -I "$scratch/debug/Modules")
    for ((i = 1; i < ${#module_maps[@]}; i += 2)); do typecheck+=(--Xcc "${module_maps[$i]}"); done
    # The random module is judged on the plugin's path only (its test is written for that file).
    for path in "${paths[@]}"; do
        [[ "$module" == RandomShapes && "$path" != plugin ]] && continue
        key="$module$(path_suffix "$path")"
        generate_path "$module" "$path" && : >"$logs/$key-enabled"
    done
}

status=${modules_failed:-0}
random_status=""
enabled=()
for module in "${modules[@]}"; do
    for path in plugin graphs graphs-typecheck; do
        key="$module$(path_suffix "$path")"
        rm -f "$logs/$key-status" "$logs/$key-same" "$logs/$key-seconds" "$logs/$key-enabled"
    done
    if [[ "$module" == RandomShapes ]]; then
        echo "== random shapes: $count protocols, seed $seed (replay: STUBKIT_GEN_SEED=$seed make random-shapes)"
        rm -rf "$generated/RandomShapes" && mkdir -p "$generated/RandomShapes/Tests"
        python3 "$root/scripts/random-shapes.py" module --seed "$seed" --count "$count" \
            --families "${RANDOM_SHAPES_FAMILIES:-}" \
            --output "$generated/RandomShapes/Module/RandomShapes.swift" --plan "$scratch/random-plan.json"
        echo "// Written by scripts/corpus.sh before the mocks exist." >"$generated/RandomShapes/Tests/Empty.swift"
        if ! CORPUS_TARGETS=RandomShapes build --target RandomShapes >"$logs/RandomShapes-module.log" 2>&1; then
            random_status="the random module is not valid Swift (a bug of scripts/random-shapes.py, seed $seed)"
            status=1
            continue
        fi
        rm "$generated/RandomShapes/Tests/Empty.swift"
        # The test's calls, without the mocks, must compile against the protocols alone: -emit-sil, not
        # -typecheck, so that exclusivity and data-race (sending) diagnostics are checked too.
        python3 "$root/scripts/random-shapes.py" test --plan "$scratch/random-plan.json" --without-mocks \
            --output "$scratch/RandomShapesCheck.swift"
        modules_dir="$(build --show-bin-path)/Modules"
        if ! "$swiftc_bin" -emit-sil -o /dev/null -swift-version 6 -I "$modules_dir" "$scratch/RandomShapesCheck.swift" \
            >"$logs/RandomShapes-check.log" 2>&1; then
            random_status="the random test's calls are not valid Swift (a bug of scripts/random-shapes.py, seed $seed)"
            status=1
            continue
        fi
    fi
    if [[ "$module" == RandomShapes ]]; then
        generate_module "$module"
    else
        # Modules are generated side by side (each run is one process, mostly a type check on one
        # core), CORPUS_JOBS at a time: 2 halves the 240 s the plugin's path took one at a time.
        generate_module "$module" &
        while (($(jobs -rp | wc -l) >= ${CORPUS_JOBS:-2})); do wait -n; done
    fi
done
wait
# What the jobs left in files, in the modules' order: the targets to build, and the generator's failures.
for module in "${modules[@]}"; do
    for path in "${paths[@]}"; do
        key="$module$(path_suffix "$path")"
        [[ -f "$logs/$key-enabled" ]] && enabled+=("$key")
        grep -q '^generator failed' "$logs/$key-status" 2>/dev/null && status=1
    done
done

# Each module's target alone (each path's: <key> is the module, or the module and a path's suffix):
# one module's errors never hide another's.
target_of() { echo "${1/+/}MockTests"; }
export CORPUS_TARGETS
CORPUS_TARGETS=$(IFS=,; echo "${enabled[*]}")
compiled=()
rm -f "$logs/link-seconds"
for key in "${enabled[@]}"; do
    echo "== compiling ${key}'s mocks ($((SECONDS - started)) s)"
    if timed "$key" compile "$swift_bin" build --package-path "$package" --scratch-path "$scratch" "${graph_flags[@]}" \
        --target "$(target_of "$key")" >"$logs/$key-build.log" 2>&1; then
        compiled+=("$key")
    else
        echo "mocks or test did not compile" >"$logs/$key-status"
        status=1
    fi
done

# The modules that compiled, linked into one test bundle; each module's tests run on their own.
CORPUS_TARGETS=$(IFS=,; echo "${compiled[*]}")
if ((${#compiled[@]} > 0)); then
    echo "== linking the tests of ${#compiled[@]} targets ($((SECONDS - started)) s)"
    if ! timed link link "$swift_bin" build --package-path "$package" --scratch-path "$scratch" "${graph_flags[@]}" \
        --build-tests >"$logs/link.log" 2>&1; then
        tail -n 40 "$logs/link.log"
        echo "== corpus FAILED: the test bundle did not link"
        status=1
        compiled=()
    fi
fi
# Whether the smoke test could make none of the module's mocks (each generic over a parameter
# constrained to another module's protocol, such as SwiftRefactor's `Input: SyntaxProtocol`): the
# mocks compiled, and no test ran.
none_made() {
    python3 -c 'import json, sys
entries = json.load(open(sys.argv[1]))
sys.exit(0 if entries and all(e["result"].startswith("not made") for e in entries) else 1)' "$1" 2>/dev/null
}
for key in "${compiled[@]}"; do
    module="${key%%+*}"
    timed "$key" test "$swift_bin" test --package-path "$package" --scratch-path "$scratch" "${graph_flags[@]}" --skip-build \
        --filter "$(target_of "$key")" >"$logs/$key-test.log" 2>&1
    test_status=$?
    ran=0
    grep -qE "Test run with [1-9][0-9]* tests? " "$logs/$key-test.log" && ran=1
    if ((test_status == 0)) && { ((ran == 1)) || none_made "$logs/$key-smoke.json"; }; then
        rejected=$(grep -cE '^ *// .*the compiler rejected the generated' "$generated/$key"/*/"${module}Mocks.swift" \
            2>/dev/null | awk -F: '{ n += $NF } END { print n + 0 }')
        if ((rejected > 0)); then
            echo "the compiler rejected $rejected generated members or mocks (placeholders)" >"$logs/$key-status"
            status=1
        elif ((ran == 0)); then
            echo "compiled, no smoke test (no mock could be made)" >"$logs/$key-status"
        else
            echo "passed" >"$logs/$key-status"
        fi
    else
        echo "tests failed" >"$logs/$key-status"  # or no test ran
        status=1
    fi
done
# A path whose file equals another's has that path's result.
for module in "${modules[@]}"; do
    for path in "${paths[@]}"; do
        key="$module$(path_suffix "$path")"
        [[ -f "$logs/$key-same" && -f "$logs/$(cat "$logs/$key-same")-status" ]] \
            && cp "$logs/$(cat "$logs/$key-same")-status" "$logs/$key-status"
    done
done

python3 "$root/scripts/corpus-report.py" --logs "$logs" --generated "$generated" --graphs "$graphs" \
    --seed "$seed" --plan "$scratch/random-plan.json" --random-status "$random_status" --deps-seconds "$deps_seconds" \
    --total-seconds "$((SECONDS - started))" --json "${CORPUS_REPORT_JSON:-}" --paths "${paths[*]}" "${report_modules[@]}" | tee "$report"
if ((status != 0)); then
    echo "== corpus FAILED (report: $report; logs: $logs)"
    [[ " ${modules[*]} " == *" RandomShapes "* ]] && echo "== replay the random module with STUBKIT_GEN_SEED=$seed"
    exit 1
fi
echo "== corpus passed ($((SECONDS - started)) s)"
if [[ " ${modules[*]} " == *" RandomShapes "* ]]; then echo "== random module seed: $seed"; fi
exit 0

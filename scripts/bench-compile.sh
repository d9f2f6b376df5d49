#!/usr/bin/env bash
# `make bench-compile`: the compile-time cost of a StubKit mock against the same mock written by hand.
#
# Generates a 200-method protocol (arities 0-4, 30% throwing, results Int, String, Bool, [String],
# Void and String?), then two files that each hold the protocol, a mock of it and a test-like
# function:
#   - stubkit.swift:      `lazy var xAction = stub(of: x)`, one setupStubSequence and one spyCalls per method;
#   - handwritten.swift:  a closure property, a call counter and an argument log per method;
# and the declarations alone: the StubKit mock without the test-like function (stubkit-decls.swift),
# the same mock adopting StrictMock (strictmock-decls.swift, whose `stub(of:)` are then strict) and
# written with `strictStub(of:)` (strictstub-decls.swift), and the hand-written closure properties
# without counter, log or function (handwritten-decls.swift).
#
# First, the type checker's work: each file is type-checked with -stats-output-dir, and the script
# prints the compiler's counter Sema.NumConstraintScopes divided by the number of methods. The
# counter is deterministic (the same on every run and machine load), unlike time. Then, unless
# SCOPES_ONLY=1, the time: each full file is compiled on its own against the StubKit module (debug,
# as tests are built) with -warn-long-expression-type-checking=100; the script prints the median
# of RUNS clean compiles of each, their ratio, and every long-expression warning.
#
# Environment: RUNS (default 3), METHODS (default 200), SWIFT (default swift), SWIFTC (default
# swiftc), SCOPES_ONLY (1: skip the timing), COUNTS_FILE (if set, also writes one
# `scopes/NAME debug COUNT` line per file there, for scripts/perf-check.sh).
set -euo pipefail

cd "$(dirname "$0")/.."
RUNS=${RUNS:-3}
METHODS=${METHODS:-200}
SWIFT=${SWIFT:-swift}
SWIFTC=${SWIFTC:-swiftc}
WORK=.build-benchcompile
mkdir -p "$WORK"

# The package's own debug build (after `make test`, nothing is left to build; the flags are the same).
echo "Building StubKit (debug)..."
"$SWIFT" build --product StubKit >"$WORK/build.log" 2>&1 || {
    cat "$WORK/build.log"
    exit 1
}
MODULES=$(dirname "$(find "$("$SWIFT" build --show-bin-path)/" -name StubKit.swiftmodule -print -quit)")

# MARK: Generating the sources

param_types=(String Int Bool)
result_types=(Int String Bool "[String]" Void "String?")
result_values=(1 '"a"' true '["a"]' '()' '"a"')

# Per method i: its parameter list, the argument tuple passed to the action, and so on.
declare -a decl call tuple_type result value throws
for ((i = 0; i < METHODS; i++)); do
    arity=$((i % 5))
    params=() args=() types=()
    for ((p = 0; p < arity; p++)); do
        type=${param_types[$(((i + p) % 3))]}
        params+=("a$p: $type")
        args+=("a$p")
        types+=("$type")
    done
    joined_params=$(IFS=,; echo "${params[*]}")
    joined_args=$(IFS=,; echo "${args[*]}")
    joined_types=$(IFS=,; echo "${types[*]}")
    decl[i]=${joined_params//,/, }
    case $arity in
    0) call[i]="()" tuple_type[i]="()" ;;
    1) call[i]="$joined_args" tuple_type[i]="$joined_types" ;;
    *) call[i]="(${joined_args//,/, })" tuple_type[i]="(${joined_types//,/, })" ;;
    esac
    kind=$(((i / 5) % 6))
    result[i]=${result_types[$kind]}
    value[i]=${result_values[$kind]}
    if (((i / 5 + i) % 10 < 3)); then throws[i]="throws"; else throws[i]=""; fi
done

signature() { # i
    local i=$1 effects=""
    [[ -n ${throws[i]} ]] && effects=" throws"
    echo "func m$i(${decl[i]})$effects -> ${result[i]}"
}

try_() { [[ -n ${throws[$1]} ]] && echo "try " || true; }

generate_protocol() {
    echo "import StubKit"
    echo
    echo "protocol Service {"
    for ((i = 0; i < METHODS; i++)); do echo "    $(signature "$i")"; done
    echo "}"
    echo
}

generate_stubkit() { # [decls [strict-mock|strict-stub]]: the mock alone, without the test-like function;
    # strict-mock adopts StrictMock (the same `stub(of:)` lines, now its strict members), strict-stub
    # writes `strictStub(of:)` on every line instead.
    generate_protocol
    local adopts="" maker="stub"
    [[ ${2:-} == strict-mock ]] && adopts=", StrictMock"
    [[ ${2:-} == strict-stub ]] && maker="strictStub"
    echo "final class ServiceMock: Service$adopts {"
    for ((i = 0; i < METHODS; i++)); do
        echo "    lazy var m${i}Action = $maker(of: m$i)"
        echo "    $(signature "$i") { $(try_ "$i")m${i}Action(${call[i]}) }"
    done
    echo "}"
    [[ ${1:-} == decls ]] && return
    echo
    echo "func exercise(_ mock: ServiceMock) -> Int {"
    echo "    var total = 0"
    for ((i = 0; i < METHODS; i++)); do
        echo "    setupStubSequence(of: &mock.m${i}Action).returns(${value[i]})"
        echo "    let spy$i = spyCalls(of: &mock.m${i}Action)"
        echo "    total += spy$i.count"
    done
    echo "    return total"
    echo "}"
}

generate_declared() { # [decls]: the generator's pattern, an action declared with its type and a closure literal:
    # `var xAction: (I) -> O = { _ in .defaultValue }` (`{ _ in }` without a result)
    generate_protocol
    echo "final class ServiceMock: Service {"
    for ((i = 0; i < METHODS; i++)); do
        local effects="" literal="{ _ in .defaultValue }"
        [[ -n ${throws[i]} ]] && effects=" throws"
        [[ ${result[i]} == Void ]] && literal="{ _ in }"
        echo "    var m${i}Action: (${tuple_type[i]})$effects -> ${result[i]} = $literal"
        echo "    $(signature "$i") { $(try_ "$i")m${i}Action(${call[i]}) }"
    done
    echo "}"
    [[ ${1:-} == decls ]] && return
    echo
    echo "func exercise(_ mock: ServiceMock) -> Int {"
    echo "    var total = 0"
    for ((i = 0; i < METHODS; i++)); do
        echo "    setupStubSequence(of: &mock.m${i}Action).returns(${value[i]})"
        echo "    let spy$i = spyCalls(of: &mock.m${i}Action)"
        echo "    total += spy$i.count"
    done
    echo "    return total"
    echo "}"
}

generate_defaulted() { # the declarations alone, each action starting from a default behaviour that
    # steps aside for answers: `var xAction: (I) -> O = byDefault { _ in value }`
    generate_protocol
    echo "final class ServiceMock: Service {"
    for ((i = 0; i < METHODS; i++)); do
        local effects=""
        [[ -n ${throws[i]} ]] && effects=" throws"
        echo "    var m${i}Action: (${tuple_type[i]})$effects -> ${result[i]} = byDefault { _ in ${value[i]} }"
        echo "    $(signature "$i") { $(try_ "$i")m${i}Action(${call[i]}) }"
    done
    echo "}"
}

generate_handwritten() { # [decls]: closure properties alone, with neither spying nor the test-like function
    generate_protocol
    echo "final class ServiceMock: Service {"
    for ((i = 0; i < METHODS; i++)); do
        local effects=""
        [[ -n ${throws[i]} ]] && effects=" throws"
        local default_value=${value[i]}
        echo "    var m${i}Action: (${tuple_type[i]})$effects -> ${result[i]} = { _ in $default_value }"
        if [[ ${1:-} == decls ]]; then
            echo "    $(signature "$i") { $(try_ "$i")m${i}Action(${call[i]}) }"
            continue
        fi
        echo "    var m${i}Calls: [${tuple_type[i]}] = []"
        echo "    var m${i}Count = 0"
        echo "    $(signature "$i") {"
        echo "        m${i}Count += 1"
        echo "        m${i}Calls.append(${call[i]})"
        echo "        return $(try_ "$i")m${i}Action(${call[i]})"
        echo "    }"
    done
    echo "}"
    [[ ${1:-} == decls ]] && return
    echo
    echo "func exercise(_ mock: ServiceMock) -> Int {"
    echo "    var total = 0"
    for ((i = 0; i < METHODS; i++)); do
        echo "    mock.m${i}Action = { _ in ${value[i]} }"
        echo "    total += mock.m${i}Count + mock.m${i}Calls.count"
    done
    echo "    return total"
    echo "}"
}

# One generic method per i: the same plain parameters plus a value of the generic type T, returning
# T (30% throwing); the mock has one `stubGeneric()` action per method, whatever types tests use.
generic_signature() { # i
    local i=$1 effects="" params="${decl[i]}"
    [[ -n ${throws[i]} ]] && effects=" throws"
    [[ -n $params ]] && params="$params, "
    echo "func g$i<T>(${params}value: T)$effects -> T"
}

generic_tuple() { # i: the action's argument tuple type and the call's tuple
    local i=$1 types="${tuple_type[i]}" args="${call[i]}"
    case $((i % 5)) in
    0) echo "Any|value" ;;
    1) echo "($types, Any)|(${args}, value)" ;;
    *) echo "(${types:1:${#types}-2}, Any)|(${args:1:${#args}-2}, value)" ;;
    esac
}

generate_generic() { # [decls]: the mock alone, without the test-like function
    echo "import StubKit"
    echo
    echo "protocol GenericService {"
    for ((i = 0; i < METHODS; i++)); do echo "    $(generic_signature "$i")"; done
    echo "}"
    echo
    echo "final class GenericServiceMock: GenericService {"
    for ((i = 0; i < METHODS; i++)); do
        local effects="" convert="genericResult"
        IFS='|' read -r args_type args_value <<<"$(generic_tuple "$i")"
        if [[ -n ${throws[i]} ]]; then effects=" throws" convert="try throwingGenericResult"; fi
        echo "    var g${i}Action: (GenericCall<$args_type>)$effects -> Any = stubGeneric()"
        echo "    $(generic_signature "$i") {"
        echo "        $convert($(try_ "$i")g${i}Action(GenericCall($args_value, types: T.self, returning: T.self)))"
        echo "    }"
    done
    echo "}"
    [[ ${1:-} == decls ]] && return
    echo
    echo "func exercise(_ mock: GenericServiceMock) -> Int {"
    echo "    var total = 0"
    for ((i = 0; i < METHODS; i++)); do
        echo "    setupStubSequence(of: &mock.g${i}Action).when { \$0.expects(Int.self) }.returns(1)"
        echo "    let spy$i = spyCalls(of: &mock.g${i}Action)"
        echo "    total += spy$i.count"
    done
    echo "    return total"
    echo "}"
}

generate_stubkit >"$WORK/stubkit.swift"
generate_generic >"$WORK/generic.swift"
generate_generic decls >"$WORK/generic-decls.swift"
generate_handwritten >"$WORK/handwritten.swift"
generate_declared >"$WORK/declared.swift"
generate_declared decls >"$WORK/declared-decls.swift"
generate_defaulted >"$WORK/defaulted-decls.swift"
generate_stubkit decls >"$WORK/stubkit-decls.swift"
generate_stubkit decls strict-mock >"$WORK/strictmock-decls.swift"
generate_stubkit decls strict-stub >"$WORK/strictstub-decls.swift"
generate_handwritten decls >"$WORK/handwritten-decls.swift"

# MARK: Type-checker work

scopes() { # name -> Sema.NumConstraintScopes of type-checking $WORK/name.swift
    local name=$1 stats="$WORK/stats-$1"
    rm -rf "$stats"
    mkdir -p "$stats"
    "$SWIFTC" -swift-version 6 -parse-as-library -module-name "Generated_${name//-/_}" -I "$MODULES" \
        -typecheck "$WORK/$name.swift" -stats-output-dir "$stats" >"$WORK/$name-typecheck.log" 2>&1 || {
        cat "$WORK/$name-typecheck.log" >&2
        exit 1
    }
    cat "$stats"/*.json | awk -F'[:,]' '/"Sema.NumConstraintScopes"/ { gsub(/ /, "", $2); print $2 }'
}

echo "Constraint scopes per method (Sema.NumConstraintScopes / $METHODS; the same on every run):"
declare -A per_method
for name in stubkit-decls strictmock-decls strictstub-decls declared-decls defaulted-decls handwritten-decls stubkit \
    declared handwritten generic-decls generic; do
    total=$(scopes "$name")
    per_method[$name]=$(awk -v t="$total" -v m="$METHODS" 'BEGIN { printf "%.1f", t / m }')
done
for pair in "stubkit-decls handwritten-decls declarations alone (stub(of:))" \
    "strictmock-decls handwritten-decls declarations alone (stub(of:) in a StrictMock)" \
    "strictstub-decls handwritten-decls declarations alone (strictStub(of:))" \
    "declared-decls handwritten-decls declarations alone (declared type)" \
    "defaulted-decls handwritten-decls declarations alone (declared type, byDefault { ... })" \
    "stubkit handwritten with one setup and one spy per method (stub(of:))" \
    "declared handwritten with one setup and one spy per method (declared type)" \
    "generic-decls handwritten-decls one generic action per generic method" \
    "generic handwritten generic, with one setup and one spy per method"; do
    read -r ours theirs label <<<"$pair"
    printf '  %-75s StubKit %5.1f  hand-written %5.1f  = %.1fx\n' "$label:" "${per_method[$ours]}" \
        "${per_method[$theirs]}" "$(awk -v a="${per_method[$ours]}" -v b="${per_method[$theirs]}" 'BEGIN { print a / b }')"
done
if [[ -n ${COUNTS_FILE:-} ]]; then
    {
        echo "scopes/stub-declaration debug ${per_method[stubkit-decls]}"
        echo "scopes/strict-mock-declaration debug ${per_method[strictmock-decls]}"
        echo "scopes/hand-written-declaration debug ${per_method[handwritten-decls]}"
        echo "scopes/stub-setup-spy debug ${per_method[stubkit]}"
        echo "scopes/declared-declaration debug ${per_method[declared-decls]}"
        echo "scopes/default-declaration debug ${per_method[defaulted-decls]}"
        echo "scopes/declared-setup-spy debug ${per_method[declared]}"
        echo "scopes/hand-written-full debug ${per_method[handwritten]}"
        echo "scopes/generic-declaration debug ${per_method[generic-decls]}"
        echo "scopes/generic-setup-spy debug ${per_method[generic]}"
    } >>"$COUNTS_FILE"
fi
[[ ${SCOPES_ONLY:-} == 1 ]] && exit 0

# MARK: Compiling

compile() { # name -> seconds of one clean compile; warnings go to $WORK/name.log
    local name=$1 start end
    start=$(date +%s.%N)
    "$SWIFTC" -swift-version 6 -parse-as-library -module-name "Generated_$name" -I "$MODULES" \
        -Onone -c "$WORK/$name.swift" -o "$WORK/$name.o" \
        -Xfrontend -warn-long-expression-type-checking=100 >"$WORK/$name.log" 2>&1 || {
        cat "$WORK/$name.log" >&2
        exit 1
    }
    end=$(date +%s.%N)
    awk -v a="$start" -v b="$end" 'BEGIN { print b - a }'
}

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

declare -A times
for name in handwritten stubkit; do
    compile "$name" >/dev/null # warm the module cache
    samples=()
    for ((run = 0; run < RUNS; run++)); do samples+=("$(compile "$name")"); done
    times[$name]=$(printf '%s\n' "${samples[@]}" | median)
    printf '%-12s %6.2f s  (runs: %s)\n' "$name" "${times[$name]}" "$(printf '%.2f ' "${samples[@]}")"
done

ratio=$(awk -v a="${times[stubkit]}" -v b="${times[handwritten]}" 'BEGIN { print a / b }')
warnings=$(cat "$WORK/stubkit.log" "$WORK/handwritten.log" | grep -c "warning:" || true)
printf 'summary: %d methods, StubKit mock %.2f s vs hand-written %.2f s = %.2fx (target <= 1.5x: %s); %d long-expression warnings\n' \
    "$METHODS" "${times[stubkit]}" "${times[handwritten]}" "$ratio" \
    "$(awk -v r="$ratio" 'BEGIN { print (r <= 1.5) ? "met" : "MISSED" }')" "$warnings"
if ((warnings > 0)); then grep -h "warning:" "$WORK/stubkit.log" "$WORK/handwritten.log"; fi

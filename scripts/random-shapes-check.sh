#!/usr/bin/env bash
# `make random-shapes-check`: the harness of scripts/random-shapes.py checked on many seeds, without
# any mock: for each seed, the random module alone must compile, and the test's calls must compile
# (-emit-sil: exclusivity and data-race diagnostics too) against the protocols alone. These are the
# two checks scripts/corpus.sh makes before it generates mocks; a failure is a bug of
# random-shapes.py, never of the generator. Cheap (a few seconds a seed): run it after any change to
# the grammar.
#
#   RANDOM_SHAPES_SEEDS   seeds to check, e.g. "1-100" or "3 7 11" (default 1-100)
#   RANDOM_SHAPES_COUNT   protocols per module (default 220)
#   RANDOM_SHAPES_FAMILIES  only these families (see scripts/corpus.sh)
set -uo pipefail
cd "$(dirname "$0")/.."
swift_bin="${SWIFT:-swift}"
swiftc_bin="${SWIFTC:-swiftc}"
count="${RANDOM_SHAPES_COUNT:-220}"
spec="${RANDOM_SHAPES_SEEDS:-1-100}"
work="${CORPUS_SCRATCH:-.build-corpus}/random-check"
mkdir -p "$work"
seeds=()
for part in $spec; do
    if [[ "$part" == *-* ]]; then seeds+=($(seq "${part%-*}" "${part#*-}")); else seeds+=("$part"); fi
done
# The test imports StubKit: this checkout's, built once.
"$swift_bin" build --target StubKit >"$work/stubkit.log" 2>&1 || { tail -n 20 "$work/stubkit.log"; exit 1; }
stubkit_modules="$("$swift_bin" build --show-bin-path)/Modules"
failed=()
for seed in "${seeds[@]}"; do
    dir="$work/$seed"
    rm -rf "$dir" && mkdir -p "$dir"
    python3 scripts/random-shapes.py module --seed "$seed" --count "$count" \
        --families "${RANDOM_SHAPES_FAMILIES:-}" --output "$dir/RandomShapes.swift" \
        --plan "$dir/plan.json"
    python3 scripts/random-shapes.py test --plan "$dir/plan.json" --without-mocks --output "$dir/Check.swift"
    if ! "$swiftc_bin" -emit-module -parse-as-library -swift-version 6 -module-name RandomShapes \
        -emit-module-path "$dir/RandomShapes.swiftmodule" "$dir/RandomShapes.swift" >"$dir/module.log" 2>&1; then
        echo "seed $seed: the module is not valid Swift ($dir/module.log)"
        grep -m 3 'error:' "$dir/module.log"
        failed+=("$seed")
        continue
    fi
    if ! "$swiftc_bin" -emit-sil -o /dev/null -swift-version 6 -I "$dir" -I "$stubkit_modules" "$dir/Check.swift" \
        >"$dir/check.log" 2>&1; then
        echo "seed $seed: the test's calls are not valid Swift ($dir/check.log)"
        grep -m 3 'error:' "$dir/check.log"
        failed+=("$seed")
        continue
    fi
    rm -rf "$dir"
done
echo "random shapes harness: $((${#seeds[@]} - ${#failed[@]})) of ${#seeds[@]} seeds valid ($count protocols each)" \
    "${failed[*]:+; invalid: ${failed[*]}}"
((${#failed[@]} == 0))

#!/usr/bin/env bash
# `make random-shapes`: scripts/corpus.sh on the random module alone, for one seed or several.
#
#   STUBKIT_GEN_SEEDS="7 11 23"  several seeds, one after the other (default: STUBKIT_GEN_SEED, or a
#                                new one, printed); graphs are extracted by the first run only
#                                (CORPUS_REUSE_GRAPHS for the others), and each seed's report and
#                                logs are kept in .build-corpus/seed-N
#   Every other variable is corpus.sh's (RANDOM_SHAPES_COUNT, RANDOM_SHAPES_FAMILIES, STUBKIT_MOCKGEN).
set -uo pipefail
cd "$(dirname "$0")/.."
scratch="${CORPUS_SCRATCH:-$(pwd)/.build-corpus}"
seeds=(${STUBKIT_GEN_SEEDS:-${STUBKIT_GEN_SEED:-$(date +%s)}})
results=()
failed=()
reuse="${CORPUS_REUSE_GRAPHS:-}"
for seed in "${seeds[@]}"; do
    started=$SECONDS
    if CORPUS_MODULES=RandomShapes CORPUS_REUSE_GRAPHS="$reuse" STUBKIT_GEN_SEED="$seed" scripts/corpus.sh; then
        results+=("- seed $seed: passed in $((SECONDS - started)) s")
    else
        results+=("- seed $seed: FAILED in $((SECONDS - started)) s")
        failed+=("$seed")
    fi
    rm -rf "$scratch/seed-$seed" && mkdir -p "$scratch/seed-$seed"
    cp -r "$scratch/report.txt" "$scratch/logs" "$scratch/random-plan.json" "$scratch/seed-$seed/" 2>/dev/null
    reuse=1
done
echo
echo "== random shapes, ${#seeds[@]} seed(s), ${RANDOM_SHAPES_COUNT:-220} protocols each:"
printf '%s\n' "${results[@]}"
if ((${#failed[@]} > 0)); then
    echo "== replay a failing seed with STUBKIT_GEN_SEED=${failed[0]} make random-shapes (failing: ${failed[*]})"
    exit 1
fi

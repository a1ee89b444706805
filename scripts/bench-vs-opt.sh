#!/usr/bin/env bash
# seam's address-space pipeline next to LLVM 19's, on the same synthetic module: the best wall
# time of several runs of
#   seam opt MODULE.ll -p specialize-callees,infer-address-spaces -o OUT --remarks none
#   opt-19 -S -passes=infer-address-spaces MODULE.ll -o OUT
# (both parse, verify the input, run the passes and print text; opt also verifies its output),
# and instructions per second; then the same without any pass (`seam fmt`,
# `opt -passes=no-op-module`) and the difference, an estimate of the passes alone.
# The module is seam_benches::address_space_module (benches/src/spaces.rs), written by
# `synth --spaces`. Settings (environment): FUNCTIONS (12000), INSTS (48 per function),
# SEED (1), RUNS (5), OPT (opt-19), WORK (a folder for the module and outputs, kept; by
# default a temporary one), CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
FUNCTIONS=${FUNCTIONS:-12000}
INSTS=${INSTS:-48}
SEED=${SEED:-1}
RUNS=${RUNS:-5}
OPT=${OPT:-opt-19}
PIPELINE=specialize-callees,infer-address-spaces
if [[ -n "${WORK:-}" ]]; then
    mkdir -p "$WORK"
else
    WORK=$(mktemp -d)
    trap 'rm -rf "$WORK"' EXIT
fi
TARGET=${CARGO_TARGET_DIR:-target}
command -v "$OPT" >/dev/null || { echo "bench-vs-opt: $OPT not found (scripts/setup.sh installs LLVM 19)" >&2; exit 2; }

cargo build --release --quiet -p seam-cli --bin seam
cargo build --release --quiet -p seam-benches --bin synth
SEAM=$TARGET/release/seam
MODULE=$WORK/spaces.ll
"$TARGET/release/synth" --spaces "$FUNCTIONS" "$INSTS" "$MODULE" "$SEED" >/dev/null
# `seam verify --llvm` checks the module with seam and LLVM and counts its instructions.
summary=$("$SEAM" verify --llvm "$MODULE")
insts=$(sed -E 's/.* ([0-9]+) instructions\)$/\1/' <<<"$summary")
echo "module: $summary ($(du -h "$MODULE" | cut -f1) of text)"

# rate NAME NS: prints a line with the time and the instructions per second.
rate() {
    awk -v name="$1" -v ns="$2" -v n="$insts" -v runs="$RUNS" 'BEGIN {
        s = ns / 1e9;
        r = s > 0 ? sprintf("%8.2f M instructions/s", n / s / 1e6) : "   (no measurable time)";
        printf "  %-50s %8.3f s %s  (best of %d)\n", name, s, r, runs
    }'
}

# best_of NAME CMD...: runs CMD $RUNS times; prints the best wall time and the rate, and leaves
# the best time (ns) in BEST.
best_of() {
    local name=$1 t0 t1 ns
    shift
    BEST=""
    for _ in $(seq "$RUNS"); do
        t0=$(date +%s%N)
        "$@"
        t1=$(date +%s%N)
        ns=$((t1 - t0))
        if [[ -z "$BEST" || $ns -lt $BEST ]]; then BEST=$ns; fi
    done
    rate "$name" "$BEST"
}

echo "wall time (parse + verify + passes + print), $insts instructions:"
best_of "seam opt -p $PIPELINE" \
    "$SEAM" opt "$MODULE" -p "$PIPELINE" -o "$WORK/out-seam.ll" --remarks none
seam_all=$BEST
best_of "$OPT -S -passes=infer-address-spaces" \
    "$OPT" -S -passes=infer-address-spaces "$MODULE" -o "$WORK/out-opt.ll"
opt_all=$BEST
echo "the same without any pass (parse + verify + print):"
best_of "seam fmt" "$SEAM" fmt "$MODULE" -o "$WORK/fmt-seam.ll"
seam_io=$BEST
best_of "$OPT -S -passes=no-op-module" \
    "$OPT" -S -passes=no-op-module "$MODULE" -o "$WORK/fmt-opt.ll"
opt_io=$BEST
echo "the passes alone (the difference; noisy when small):"
rate "seam $PIPELINE" $((seam_all > seam_io ? seam_all - seam_io : 0))
rate "$OPT infer-address-spaces" $((opt_all > opt_io ? opt_all - opt_io : 0))
"$SEAM" verify --llvm "$WORK/out-seam.ll" >/dev/null
echo "seam's output verifies (seam and LLVM 19)"

#!/usr/bin/env bash
# seam's link step and LTO pipeline next to LLVM 19's tools, on the same synthetic program split
# into translation units: the best wall time of several runs of
#   seam lto UNITS... --has-global-host-info --host-ref-ek=... -o OUT.ll --remarks none
#   llvm-link-19 UNITS... -o linked.bc && opt-19 -passes='globalopt,wholeprogramdevirt,globaldce' linked.bc -o OUT.bc
# and of the link steps alone (`seam link`, `llvm-link-19 -S`). Extra work on each side: seam
# also runs dead-kernel-elim and inline<model=nvidia>, verifies its input once, and prints
# text; LLVM writes bitcode between its two tools and verifies each tool's output.
# The program is seam_benches::synthetic_module (benches/src/lib.rs) written by
# `synth --lto-units`. Settings (environment): UNITS (50), FUNCTIONS (10000), INSTS (100 per
# function), RUNS (3), WORK (a folder, kept; by default a temporary one), CARGO_TARGET_DIR.
set -euo pipefail
cd "$(dirname "$0")/.."
UNITS=${UNITS:-50}
FUNCTIONS=${FUNCTIONS:-10000}
INSTS=${INSTS:-100}
RUNS=${RUNS:-3}
LINK=${LINK:-llvm-link-19}
OPT=${OPT:-opt-19}
if [[ -n "${WORK:-}" ]]; then
    mkdir -p "$WORK"
else
    WORK=$(mktemp -d)
    trap 'rm -rf "$WORK"' EXIT
fi
TARGET=${CARGO_TARGET_DIR:-target}
for t in "$LINK" "$OPT"; do
    command -v "$t" >/dev/null || { echo "bench-lto: $t not found (scripts/setup.sh installs LLVM 19)" >&2; exit 2; }
done
cargo build --release --quiet -p seam-cli --bin seam
cargo build --release --quiet -p seam-benches --bin synth
SEAM=$TARGET/release/seam
"$TARGET/release/synth" --lto-units "$UNITS" "$FUNCTIONS" "$INSTS" "$WORK/units"
refs=$(cat "$WORK/units/host-refs.txt")
mapfile -t files < <(ls "$WORK"/units/unit*.ll | sort -V)
insts=$("$SEAM" link "${files[@]}" --remarks none | "$SEAM" verify - | sed -E 's/.* ([0-9]+) instructions\)$/\1/')
echo "program: $UNITS units, $insts instructions linked ($(du -ch "${files[@]}" | tail -1 | cut -f1) of text)"

best() { # best wall time in ms of RUNS runs of "$@"
    local b=
    for _ in $(seq "$RUNS"); do
        local s e
        s=$(date +%s%N)
        "$@" >/dev/null 2>&1
        e=$(date +%s%N)
        local ms=$(( (e - s) / 1000000 ))
        if [[ -z "$b" || $ms -lt $b ]]; then b=$ms; fi
    done
    echo "$b"
}
row() { printf '%-58s %8d ms %7.2f M instructions/s\n' "$1" "$2" "$(echo "$insts / $2 / 1000" | bc -l)"; }
llvm_lto() { "$LINK" "${files[@]}" -o "$WORK/linked.bc" && "$OPT" -passes='globalopt,wholeprogramdevirt,globaldce' "$WORK/linked.bc" -o "$WORK/out.bc"; }
seam_lto=$(best "$SEAM" lto "${files[@]}" --has-global-host-info "--host-ref-ek=$refs" -o "$WORK/out.ll" --remarks none)
llvm=$(best llvm_lto)
seam_link=$(best "$SEAM" link "${files[@]}" -o "$WORK/linked.ll" --remarks none)
llvm_link=$(best "$LINK" "${files[@]}" -S -o "$WORK/linked-llvm.ll")
row "seam lto (link + 5 passes, text out)" "$seam_lto"
row "llvm-link-19 + opt-19 globalopt,wholeprogramdevirt,globaldce" "$llvm"
row "seam link (text out)" "$seam_link"
row "llvm-link-19 -S" "$llvm_link"
printf 'end to end: seam is %.2fx as fast; link alone: %.2fx\n' \
    "$(echo "$llvm / $seam_lto" | bc -l)" "$(echo "$llvm_link / $seam_link" | bc -l)"

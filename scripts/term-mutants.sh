#!/usr/bin/env bash
# The term mutants: each planted mistake that changes one term of a seed rule (a comparison
# moved across equality, a minimum dropped, a multiplier applied where it does not apply),
# judged by the campaign alone: a default campaign (`seam campaign --time 120`, seed 0, two
# jobs) stopped at the first correctness finding. Prints one table row per mutant: found or
# not, the first correctness finding's signature, after how many cases and seconds.
#
#   scripts/term-mutants.sh [SECONDS [MUTANT...]]   (default 120 and every term mutant;
#                                                    docs/mutants.md has the last table)
#
# Builds seam with the planted mistakes (feature planted-bugs) into target/release first
# (or $CARGO_TARGET_DIR/release).
set -euo pipefail
cd "$(dirname "$0")/.."
secs="${1:-120}"
cargo build --release --locked -p seam-cli --features planted-bugs >/dev/null 2>&1
bin="${CARGO_TARGET_DIR:-$PWD/target}/release/seam"
cp "$bin" "${TMPDIR:-/tmp}/seam-term-mutants"
bin="${TMPDIR:-/tmp}/seam-term-mutants"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mutants=(
  force-inline-384            # params > 384 taken as >= 384
  force-inline-raw-slot       # the 4-byte slot minimum dropped
  spec-budget-success         # the clone budget counts granted attempts only
  nvidia-budget-strict        # cost <= budget left taken as <
  import-cold-any-level       # the cold multiplier at level 2 too
  import-limit-strict         # count <= threshold taken as <
  propagate-metadata-use      # a metadata reference counted as a use
  dead-kernel-annotation      # an annotation-only kernel queued as dead
  devirt-first-candidate      # several candidates taken as the first
  infer-first-load-generic    # one access left generic
  dead-kernel-ignore-ek       # the host's list host-ref-ek not read
  dead-kernel-ignore-ik       # ... host-ref-ik
  dead-kernel-ignore-ec       # ... host-ref-ec
  dead-kernel-ignore-ic       # ... host-ref-ic
  dead-kernel-ignore-eg       # ... host-ref-eg
  dead-kernel-ignore-ig       # ... host-ref-ig
  dead-kernel-vars-always-preserved  # variable lists preserved with optimize-unused-variables
  dead-kernel-vars-never-preserved   # variable lists not preserved without it
  globalopt-promote-256-bytes # 2,048 bits promoted (bits <= 2048)
  globalopt-sra-16-not-split  # 16 fields not split (fields >= 16)
  devirt-ignore-fn-type       # a single candidate of another type called
  devirt-any-type-id          # every typed table a candidate, whatever its id
  devirt-mutable-table        # a table not constant read as constant
  devirt-skip-short-table     # a table without the offset skipped
  devirt-offset-in-slot       # an offset inside a slot rounded down to it
  devirt-ignore-type-offset   # a table's !type offset taken as 0
  outline-no-live-ins         # the outliner's benefit without the live-ins' parameter traffic
  outline-no-live-outs        # ... without the live-outs'
  outline-frame-free          # ... without the outlined function's ret
  outline-threshold-strict    # benefit >= threshold taken as >
  outline-occurrences-minus-one  # one occurrence fewer counted
  outline-length-off-by-one   # the sequence counted one instruction shorter
)
if [ $# -gt 1 ]; then
  mutants=("${@:2}")
fi
printf '| mutant | found | first correctness finding | cases | seconds |\n|---|---|---|---|---|\n'
for m in "${mutants[@]}"; do
  out="$work/$m"
  SEAM_PLANTED_BUG="$m" "$bin" campaign --time "$secs" --seed 0 --jobs 2 --out "$out" \
    --progress quiet --stop-after 1 --reduce-time 0 >/dev/null 2>&1 || true
  python3 - "$m" "$out" <<'EOF'
import json, sys
m, out = sys.argv[1], sys.argv[2]
first = None
try:
    for line in open(f"{out}/findings.jsonl"):
        e = json.loads(line)
        if e["event"] == "finding" and e["finding"]["kind"] not in ("performance", "tool"):
            first = e
            break
except FileNotFoundError:
    pass
cases = 0
try:
    cases = sum(1 for _ in open(f"{out}/cases.jsonl"))
except FileNotFoundError:
    pass
if first:
    print(f"| `{m}` | yes | `{first['signature']}` (seed {first['seed']}) | {cases} | {first['at']:.1f} |")
else:
    print(f"| `{m}` | **no** | - | {cases} | - |")
EOF
done

#!/usr/bin/env bash
# The CUDA corpus (compiler/tests/cuda: each source's `// launch:` lines with its -O0/-O2/-O3
# module) through NVIDIA's compiler: `seam nvvm CASE -O LEVEL --front-end FE --check` at -O3
# and -O0, one Markdown row per module: launches, and per level `ok A/L` (A of L launches agree
# with the IR interpreter), `no form (REASON)` (seam's NVVM IR 2.0 printer refuses it), or the
# finding. Needs libNVVM and ptxas 13.5 (scripts/setup.sh) and a built seam.
#
#   scripts/nvvm-corpus.sh [legacy|latest]        (default legacy; docs/nvvm.md has the last table)
set -euo pipefail
cd "$(dirname "$0")/.."
fe="${1:-legacy}"
seam="${SEAM:-$PWD/target/release/seam}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
printf '| module | launches | -O3 | -O0 |\n|---|---|---|---|\n'
for ll in compiler/tests/cuda/ll/*.ll; do
  b="$(basename "$ll" .ll)"
  src="compiler/tests/cuda/${b%-O*}.cu"
  case="$work/$b.ll"
  { grep '^// launch:' "$src" | sed 's#^// launch:#; launch:#' || true; cat "$ll"; } > "$case"
  n="$(grep -c '^; launch:' "$case" || true)"
  row="| $b | $n"
  for o in 3 0; do
    r="$("$seam" nvvm "$case" -O "$o" --front-end "$fe" --check 2>&1 | head -n 1 || true)"
    case "$r" in
      *"no NVVM IR 2.0 form"*) v="no form (${r##*form (}"; v="${v%)})" ;;
      *": ok: "*) v="$(echo "$r" | sed -E 's/.*ok: ([0-9]+) launches, ([0-9]+) agree.*/ok \2\/\1/')" ;;
      *) v="**${r#*: }**" ;;
    esac
    row="$row | $v"
  done
  echo "$row |"
done

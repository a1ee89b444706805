#!/usr/bin/env bash
# Compiles the public suites' kernels, suites/SUITE/*.cu, to LLVM IR text at -O0, -O2 and -O3:
#   suites/SUITE/ll/NAME-O0.ll, NAME-O2.ll, NAME-O3.ll
# with clang's default flags for CUDA device code (unlike ../build.sh, no -ffp-contract=off:
# clang's CUDA default, -ffp-contract=fast, marks float operations `contract`, and seam's
# oracles accept either the fused or the unfused result of such a pair, docs/semantics.md).
# The launches stay in the .cu files (`// launch:` lines). Usage: build.sh [SUITE...]
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CLANG="${CLANG:-clang-19}"
if ! command -v "$CLANG" >/dev/null 2>&1; then
  echo "build.sh: $CLANG not found; install clang 19 (e.g. apt-get install clang-19) or set CLANG=" >&2
  exit 1
fi
version="$("$CLANG" --version | head -n1)"
case "$version" in
  *"version 19."*) ;;
  *) echo "build.sh: $CLANG is not clang 19: $version" >&2; exit 1 ;;
esac
echo "build.sh: using $(command -v "$CLANG"): $version"

if [ $# -eq 0 ]; then
  set -- $(cd "$here" && ls -d */ | tr -d /)
fi
total=0
for suite in "$@"; do
  dir="$here/$suite"
  [ -d "$dir" ] || { echo "build.sh: no suite $suite in $here" >&2; exit 1; }
  mkdir -p "$dir/ll"
  shopt -s nullglob
  srcs=("$dir"/*.cu)
  for path in "${srcs[@]}"; do
    src="$(basename "$path")"
    name="${src%.cu}"
    for opt in O0 O2 O3; do
      # From the suite's folder with a relative source, so the IR names it `NAME.cu`.
      (cd "$dir" && "$CLANG" -x cuda --cuda-device-only -nocudainc -nocudalib \
        --cuda-gpu-arch=sm_80 -Xclang -target-feature -Xclang +ptx78 \
        -I "$here/.." -I "$here" -I . "-$opt" -S -emit-llvm "$src" -o "ll/$name-$opt.ll")
    done
    total=$((total + 1))
  done
done
echo "build.sh: $total sources, $((total * 3)) modules"

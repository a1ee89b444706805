#!/usr/bin/env bash
# Compiles every compiler/tests/cuda/*.cu to LLVM IR text at -O0, -O2 and -O3:
#   ll/NAME-O0.ll, ll/NAME-O2.ll, ll/NAME-O3.ll
# The launches stay in the .cu files (`// launch:` lines).
# -ffp-contract=off: clang's CUDA default lets LLVM fuse a*b+c into one fma (one rounding),
# which the IR's separate fmul and fadd (two roundings) need not equal; the oracles compare
# results exactly, so the corpus asks for no contraction.
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

mkdir -p "$here/ll"
cd "$here"
shopt -s nullglob
srcs=(*.cu)
if [ ${#srcs[@]} -eq 0 ]; then
  echo "build.sh: no .cu files in $here" >&2
  exit 1
fi
for src in "${srcs[@]}"; do
  name="${src%.cu}"
  for opt in O0 O2 O3; do
    # Run from this folder with a relative source so the IR names it `NAME.cu` everywhere.
    "$CLANG" -x cuda --cuda-device-only -nocudainc -nocudalib --cuda-gpu-arch=sm_80 \
      -Xclang -target-feature -Xclang +ptx78 -ffp-contract=off -I . -Wall \
      "-$opt" -S -emit-llvm "$src" -o "ll/$name-$opt.ll"
  done
done
echo "build.sh: ${#srcs[@]} sources, $(( ${#srcs[@]} * 3 )) modules in $here/ll"

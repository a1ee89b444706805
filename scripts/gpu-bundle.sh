#!/usr/bin/env bash
# Builds the LLVM-free GPU runner `seam-gpu` and packs it with a corpus for a GPU machine
# (CUDA driver; no Rust, no LLVM needed there). docs/gpu.md describes the nightly job.
#   scripts/gpu-bundle.sh [CORPUS_DIR] [OUT.tar.gz]
set -euo pipefail
cd "$(dirname "$0")/.."
CORPUS=${1:-gpu-tests/corpus}
OUT=${2:-target/seam-gpu-bundle.tar.gz}
[ -d "$CORPUS" ] || { echo "gpu-bundle: $CORPUS is not a folder" >&2; exit 2; }

# Only this package: another package of the workspace would turn on seam's `llvm` feature.
cargo build --release --locked -p seam-gpu-tests --bin seam-gpu
BIN=target/release/seam-gpu
if ldd "$BIN" | grep -E 'libLLVM|libcuda'; then
  echo "gpu-bundle: $BIN must link neither libLLVM nor libcuda" >&2
  exit 1
fi
if command -v objdump >/dev/null; then
  echo "gpu-bundle: needs $(objdump -T "$BIN" | grep -o 'GLIBC_[0-9.]*' | sort -V | tail -n 1) or newer"
fi
STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
mkdir -p "$STAGE/seam-gpu"
cp "$BIN" "$STAGE/seam-gpu/seam-gpu"
cp -r "$CORPUS" "$STAGE/seam-gpu/corpus"
tar -C "$STAGE" -czf "$OUT" seam-gpu
echo "gpu-bundle: $OUT ($(du -h "$OUT" | cut -f1), $(find "$CORPUS" -name case.json | wc -l) cases)"
echo "on the GPU machine: tar xzf $(basename "$OUT") && seam-gpu/seam-gpu run seam-gpu/corpus --json summary.json --junit junit.xml"

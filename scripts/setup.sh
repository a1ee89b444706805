#!/usr/bin/env bash
# Installs what seam needs on a fresh Debian 12 machine that has Rust. Idempotent.
#   - LLVM 19 (apt: llvm-19-dev, which brings llvm-as-19 and friends): the `llvm` feature links
#     libLLVM-19 through inkwell, and the tests cross-check seam against LLVM's parser/verifier.
#   - ptxas from the PyPI wheel nvidia-cuda-nvcc-cu12 (no GPU needed), into .tools/ of this
#     checkout (git-ignored), never into the system Python.
set -euo pipefail
cd "$(dirname "$0")/.."

NVCC_WHEEL_VERSION=12.9.86
TOOLS=.tools
PTXAS="$TOOLS/nvcc/nvidia/cuda_nvcc/bin/ptxas"

sudo_if_needed() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if dpkg -s llvm-19-dev >/dev/null 2>&1 && [ -x /usr/lib/llvm-19/bin/llvm-config ]; then
  echo "setup: LLVM 19 already installed ($(/usr/lib/llvm-19/bin/llvm-config --version))"
else
  echo "setup: installing LLVM 19 (apt)"
  sudo_if_needed apt-get update -q
  sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y -q llvm-19-dev
fi

if [ -x "$PTXAS" ]; then
  echo "setup: ptxas already installed ($PTXAS)"
else
  echo "setup: installing ptxas from nvidia-cuda-nvcc-cu12==$NVCC_WHEEL_VERSION into $TOOLS/nvcc"
  mkdir -p "$TOOLS"
  PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --disable-pip-version-check --no-deps \
    --target "$TOOLS/nvcc" "nvidia-cuda-nvcc-cu12==$NVCC_WHEEL_VERSION"
fi
echo "setup: $("$PTXAS" --version | tail -n 1)"

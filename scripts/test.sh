#!/usr/bin/env bash
# The test command: set-up, formatting, lints, then every test (with and without LLVM).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
cargo fmt --all -- --check
# The house rules: the judge below the campaign, no source file over 1,500 lines.
scripts/check-layers.sh
cargo clippy --workspace --all-targets --locked -- -D warnings
# The API's documentation: no broken intra-doc link, no code block that does not read.
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --workspace --lib --locked
cargo test --workspace --locked
# The CI files: workflows through actionlint, the benchmark comparison, ClusterFuzzLite's build.
scripts/check-ci.sh
# The compiler core must build and pass without LLVM.
cargo test -p seam --no-default-features --locked
# The harness's power: each planted mistake is found and reduced; a killed campaign resumes.
# Two at a time: each runs a two-job campaign and reduces against the clock.
cargo test --release -p seam-cli --features planted-bugs --test planted --locked -- --test-threads=2

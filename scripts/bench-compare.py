#!/usr/bin/env python3
"""Fails when a criterion benchmark got slower than a saved baseline by more than a threshold.

    cargo bench -p seam-benches -- --save-baseline base     (on the base commit)
    cargo bench -p seam-benches -- --baseline base          (on the head)
    scripts/bench-compare.py --threshold 10 target/criterion

Reads every `change/estimates.json` criterion wrote for the comparison with the baseline (the
relative change of each statistic: 0.05 is 5% slower) and prints one line per benchmark:
the mean's change and its confidence interval. Exit status: 0 none slower than the threshold
(a change whose whole confidence interval lies above the threshold counts; noise whose
interval reaches below it does not), 1 at least one regression, 2 nothing to compare (no
`change/` folders: criterion ran without `--baseline`). `--self-test` checks this script on
made-up criterion folders (scripts/check-ci.sh runs it).
"""

import argparse
import json
import os
import sys
import tempfile


def changes(root):
    """(benchmark, mean change, lower bound, upper bound) for every compared benchmark."""
    out = []
    for dirpath, _dirnames, filenames in os.walk(root):
        if os.path.basename(dirpath) != "change" or "estimates.json" not in filenames:
            continue
        with open(os.path.join(dirpath, "estimates.json"), encoding="utf-8") as f:
            est = json.load(f)
        mean = est["mean"]
        ci = mean.get("confidence_interval", {})
        name = os.path.relpath(os.path.dirname(dirpath), root)
        out.append(
            (
                name,
                mean["point_estimate"],
                ci.get("lower_bound", mean["point_estimate"]),
                ci.get("upper_bound", mean["point_estimate"]),
            )
        )
    return sorted(out)


def compare(root, threshold_pct, out=sys.stdout):
    rows = changes(root)
    if not rows:
        print(f"bench-compare: no comparisons under {root} (run criterion with --baseline)", file=out)
        return 2
    limit = threshold_pct / 100.0
    slower = []
    for name, mean, lo, hi in rows:
        verdict = "ok"
        if lo > limit:
            verdict = "REGRESSION"
            slower.append(name)
        elif mean > limit:
            verdict = "noise (interval reaches below the threshold)"
        print(
            f"{name:60} {mean * 100:+7.2f}% [{lo * 100:+.2f}%, {hi * 100:+.2f}%] {verdict}",
            file=out,
        )
    if slower:
        print(
            f"bench-compare: {len(slower)} of {len(rows)} benchmarks slower than "
            f"{threshold_pct}%: {', '.join(slower)}",
            file=out,
        )
        return 1
    print(f"bench-compare: {len(rows)} benchmarks, none slower than {threshold_pct}%", file=out)
    return 0


def self_test():
    def write(root, name, mean, lo, hi):
        d = os.path.join(root, name, "change")
        os.makedirs(d)
        with open(os.path.join(d, "estimates.json"), "w", encoding="utf-8") as f:
            json.dump(
                {
                    "mean": {
                        "point_estimate": mean,
                        "confidence_interval": {"lower_bound": lo, "upper_bound": hi},
                    }
                },
                f,
            )

    sink = open(os.devnull, "w", encoding="utf-8")
    with tempfile.TemporaryDirectory() as root:
        assert compare(root, 10, sink) == 2, "an empty folder has nothing to compare"
        write(root, "parse/text", 0.02, -0.01, 0.05)
        write(root, "interp/loop", 0.12, 0.08, 0.16)  # above on average, but noisy
        assert compare(root, 10, sink) == 0, "noise is no regression"
        write(root, "passes/tileiras", 0.25, 0.20, 0.30)
        assert compare(root, 10, sink) == 1, "a regression past the threshold fails"
        assert compare(root, 30, sink) == 0, "under a higher threshold it passes"
        assert [r[0] for r in changes(root)] == ["interp/loop", "parse/text", "passes/tileiras"]
    print("bench-compare: self-test passed")
    return 0


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("root", nargs="?", default="target/criterion")
    p.add_argument("--threshold", type=float, default=10.0, help="percent (default 10)")
    p.add_argument("--self-test", action="store_true")
    a = p.parse_args()
    if a.self_test:
        return self_test()
    return compare(a.root, a.threshold)


if __name__ == "__main__":
    sys.exit(main())

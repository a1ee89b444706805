#!/usr/bin/env python3
"""Every module of the CUDA corpus through seam, one table row each (docs/corpus.md).

    cargo build --release --locked
    python3 scripts/cuda-corpus.py [-j JOBS] [--seam PATH] [--only SUBSTRING] [--write docs/corpus.md]

The corpus is compiler/tests/cuda/*.cu (written for seam, built by build.sh) and
compiler/tests/cuda/suites/SUITE/*.cu (the public suites' kernels, built by suites/build.sh),
each at -O0, -O2 and -O3 (the committed ll/NAME-LEVEL.ll), launched by the source's
`// launch:` lines. For each module: whether `seam import` takes it, its launches, the IR
interpreter's outcome (`seam run`), the PTX interpreter's on LLVM 19's PTX (`seam ptx`, then
`seam run --module`), and `seam check`'s verdict (every pipeline, every oracle). A finding a
source expects (`// expect: LEVELS SIGNATURE`, a real defect of the kernel or of a tool,
explained in its header) is marked so. The test `tests/cuda_corpus.rs` checks a subset of
the suites (every -O2 module and every module expecting a finding); this script checks all.
It prints the tables; with --write FILE it replaces what follows FILE's marker line
(`<!-- scripts/cuda-corpus.py -->`) with them. Exit status 1 when a module is refused or has a
finding its source does not expect.
"""
import io
import argparse
import concurrent.futures
import glob
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CUDA = os.path.join(ROOT, "compiler", "tests", "cuda")
LEVELS = ("O0", "O2", "O3")


def sources(only):
    out = []
    for cu in sorted(glob.glob(os.path.join(CUDA, "*.cu"))):
        out.append(("written-for-seam", os.path.dirname(cu), os.path.basename(cu)[:-3]))
    for cu in sorted(glob.glob(os.path.join(CUDA, "suites", "*", "*.cu"))):
        d = os.path.dirname(cu)
        out.append((os.path.basename(d), d, os.path.basename(cu)[:-3]))
    return [s for s in out if not only or only in f"{s[0]}/{s[2]}"]


def run(args, timeout=900):
    try:
        p = subprocess.run(args, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "", "timeout"


def outcome(text, n):
    """`seam run`'s output over n launches: 'n/n completed' or what stopped the others."""
    bad = [l for l in text.splitlines() if re.match(r"^(ub|trap|out of fuel|error)\b", l)]
    kinds = sorted({re.match(r"^(ub: [\w-]+|\w+)", l).group(1) for l in bad})
    s = f"{n - len(bad)}/{n} completed"
    return s + (" (" + ", ".join(kinds) + ")" if kinds else "")


def one(seam, tmp, suite, folder, name, level):
    src = open(os.path.join(folder, name + ".cu")).read()
    launches = [l[len("// launch:"):] for l in src.splitlines() if l.startswith("// launch:")]
    expects = [l.split(None, 1)[1].strip() for l in
               (x[len("// expect: "):] for x in src.splitlines() if x.startswith("// expect: "))
               if level in l.split(None, 1)[0].split(",")]
    ll = os.path.join(folder, "ll", f"{name}-{level}.ll")
    row = {"suite": suite, "module": f"{name}-{level}", "launches": len(launches)}
    rc, _, err = run([seam, "import", ll])
    row["imported"] = "yes" if rc == 0 else "no: " + (err.splitlines() or [""])[0]
    if rc != 0:
        row.update(ir="", ptx="", check="not run", seconds=0.0, findings=[], expected=expects)
        return row
    case = os.path.join(tmp, f"{suite}-{name}-{level}.ll")
    with open(case, "w") as f:
        f.write("".join(f"; launch:{l}\n" for l in launches) + open(ll).read())
    _, out, err = run([seam, "run", case])
    row["ir"] = outcome(out + err, len(launches))
    rc, ptx, err = run([seam, "ptx", case])
    if rc == 0:
        p = case[:-3] + ".ptx"
        with open(p, "w") as f:
            f.write("".join(f"// launch:{l}\n" for l in launches) + ptx)
        _, out, err = run([seam, "run", "--module", case, p])
        row["ptx"] = outcome(out + err, len(launches))
    else:
        row["ptx"] = "no PTX: " + (err.splitlines() or [""])[0][:80]
    t = time.time()
    rc, out, err = run([seam, "check", case])
    row["seconds"] = time.time() - t
    found = [m.group(1) for m in (re.match(re.escape(case) + r": (\S+) \((\w+)\)$", l)
                                  for l in out.splitlines()) if m and m.group(2) != "performance"]
    perf = sum(1 for l in out.splitlines() if l.startswith(case) and l.endswith("(performance)"))
    row["findings"], row["expected"] = found, expects
    if rc == 0 and not found:
        row["check"] = "clean" + (f" ({perf} performance)" if perf else "")
    elif rc in (0, 3) and set(found) == set(expects):
        row["check"] = "expected: " + ", ".join(sorted(set(found)))
    elif rc in (0, 3):
        row["check"] = "**finding**: " + ", ".join(found)
    else:
        row["check"] = f"**exit {rc}**: " + (err.splitlines() or [""])[0][:100]
    return row


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--seam", default=os.path.join(ROOT, "target", "release", "seam"))
    ap.add_argument("--only", default="")
    ap.add_argument("--write", default="")
    a = ap.parse_args()
    out = io.StringIO()
    real_stdout, sys.stdout = sys.stdout, out
    jobs = [(s, f, n, l) for s, f, n in sources(a.only) for l in LEVELS]
    start = time.time()
    with tempfile.TemporaryDirectory() as tmp, \
            concurrent.futures.ThreadPoolExecutor(a.j) as ex:
        rows = list(ex.map(lambda j: one(a.seam, tmp, *j), jobs))
    wall = time.time() - start
    kernels = {}
    for s, f, n in sources(a.only):
        for l in open(os.path.join(f, n + ".cu")).read().splitlines():
            if l.startswith("// launch:"):
                kernels.setdefault(s, set()).add((n, l.split()[2]))
    print("## Module by module\n")
    print("Generated by `scripts/cuda-corpus.py` (after `cargo build --release`); a row per module: "
          "does `seam import` take it, how many launches its source gives, the IR interpreter's "
          "outcome (`seam run`), the PTX interpreter's on LLVM 19's PTX (`seam ptx`, `seam run "
          "--module`), and `seam check` (every pipeline and oracle, libNVVM's included where "
          "installed). *expected* marks a finding its source's header explains (`// expect:`): a "
          "real defect of the kernel or of a tool. Seconds are `seam check`'s wall time.\n")
    suites = sorted({r["suite"] for r in rows})
    print("| corpus | sources | modules | imported | launches | kernels launched | clean | expected findings | other findings | check seconds |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for s in suites + ["all"]:
        rs = [r for r in rows if s == "all" or r["suite"] == s]
        ks = sum(len(v) for k, v in kernels.items() if s == "all" or k == s)
        print(f"| {s} | {len(rs) // 3} | {len(rs)} | {sum(r['imported'] == 'yes' for r in rs)} | "
              f"{sum(r['launches'] for r in rs)} | {ks} | "
              f"{sum(r['check'].startswith('clean') for r in rs)} | "
              f"{sum(r['check'].startswith('expected') for r in rs)} | "
              f"{sum(r['check'].startswith('**') for r in rs)} | "
              f"{sum(r['seconds'] for r in rs):.0f} |")
    print(f"\n{len(rows)} modules in {wall:.0f} s wall time with {a.j} jobs.\n")
    for s in suites:
        print(f"\n### {s}\n")
        print("| module | imported | launches | IR interpreter | PTX interpreter | seam check | s |")
        print("|---|---|---|---|---|---|---|")
        for r in rows:
            if r["suite"] == s:
                print(f"| {r['module']} | {r['imported']} | {r['launches']} | {r['ir']} | "
                      f"{r['ptx']} | {r['check']} | {r['seconds']:.1f} |")
    sys.stdout = real_stdout
    if a.write:
        marker = "<!-- scripts/cuda-corpus.py -->"
        head = open(a.write).read().split(marker)[0]
        with open(a.write, "w") as f:
            f.write(head + marker + "\n" + out.getvalue())
    else:
        sys.stdout.write(out.getvalue())
    bad = [r for r in rows if r["check"].startswith("**") or r["imported"] != "yes"]
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
